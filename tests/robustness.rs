//! No input makes the engine panic: arbitrary actions from arbitrary seats, legal or not,
//! are either applied (and the invariants still hold) or refused with a reason.
use moonshot::engine::*;
use proptest::prelude::*;

fn any_card() -> impl Strategy<Value = Card> {
    let cards: Vec<Card> = Card::pack()
        .chain([Card::JOKER, Card::ZERO_OF_CLUBS, Card::ZERO_OF_DIAMONDS])
        .collect();
    prop::sample::select(cards)
}

fn any_direction() -> impl Strategy<Value = PassDirection> {
    prop_oneof![
        Just(PassDirection::Hold),
        (0u8..14).prop_map(PassDirection::Left),
        Just(PassDirection::Star),
        Just(PassDirection::Scatter),
        Just(PassDirection::Mixer),
    ]
}

fn any_action() -> impl Strategy<Value = (u8, Action)> {
    let seat = 0u8..16;
    let play = (seat.clone(), any_card()).prop_map(|(s, c)| (s, Action::Play(c)));
    let pass = (seat.clone(), prop::collection::vec(any_card(), 0..12))
        .prop_map(|(s, cards)| (s, Action::Pass(PassList::new(&cards).unwrap())));
    let choose = (seat.clone(), any_direction(), 0u8..30)
        .prop_map(|(s, direction, cards)| (s, Action::ChoosePass { direction, cards }));
    let pledge = (seat.clone(), any::<bool>()).prop_map(|(s, p)| (s, Action::Pledge(p)));
    let call = (seat.clone(), 0usize..4).prop_map(|(s, i)| (s, Action::CallSuit(Suit::ALL[i])));
    let moon = (seat, any::<bool>()).prop_map(|(s, new)| {
        let choice = if new {
            MoonChoice::SubtractFromShooter
        } else {
            MoonChoice::AddToOthers
        };
        (s, Action::ChooseMoon(choice))
    });
    prop_oneof![6 => play, 2 => pass, 1 => choose, 1 => pledge, 1 => call, 1 => moon]
}

/// A preset and a player count it allows.
fn any_game() -> impl Strategy<Value = (Preset, u8)> {
    (0..Preset::ALL.len(), 0u8..11).prop_map(|(i, k)| {
        let preset = Preset::ALL[i];
        let span = preset.max_players() - preset.min_players() + 1;
        (preset, preset.min_players() + k % span)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_actions_never_panic(
        (preset, players) in any_game(),
        options in any::<[bool; 6]>(),
        seed in any::<u64>(),
        actions in prop::collection::vec(prop::option::weighted(0.5, any_action()), 1..400),
    ) {
        use rand::SeedableRng;
        let mut rules = preset.rules(players);
        // Switch on options that add decisions and special plays.
        rules.pledge |= options[0];
        if options[1] {
            rules.passing.cycle = PassCycle::DealersChoice;
        }
        if options[2] {
            rules.moon.kind = MoonKind::ShooterChooses;
        }
        if options[3] && rules.packs == 1 {
            rules.jokers = vec![Card::JOKER; 3.min(players as usize)];
            rules.removed.clear();
            rules.kitty = Some(Kitty::default());
            rules.joker_play = JokerPlay { any_time: options[4], may_lead: true, lead_suit: JokerLead::Called };
        }
        rules.queen_at_first_chance |= options[5];
        let Ok(rules) = rules.check() else {
            return Ok(());
        };
        let mut game = Game::new(rules, seed);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for step in actions {
            // Half the steps are legal moves, so that the game gets deep into its deals;
            // the others are anything at all.
            let (seat, action) = match step {
                Some((seat, action)) => (seat, action),
                None => match random_action(&game, &mut rng) {
                    Some((seat, action)) => (seat.0, action),
                    None => break,
                },
            };
            let before = game.clone();
            let mut events = Vec::new();
            match game.apply(Seat(seat), action, &mut events) {
                Ok(()) => prop_assert!(game.check_invariants().is_ok()),
                Err(why) => {
                    prop_assert!(!why.to_string().is_empty());
                    prop_assert!(game == before, "a refused action changes nothing");
                    prop_assert!(events.is_empty());
                }
            }
            let _ = game.view(Seat(seat));
            let _ = game.play_reasons(Seat(seat));
            let _ = game.check_play(Seat(seat), Card::QUEEN_OF_SPADES);
        }
    }

    #[test]
    fn arbitrary_rules_are_refused_with_a_reason_or_played(
        players in 0u8..14,
        packs in 0u8..5,
        jokers in prop::collection::vec(any_card(), 0..5),
        removed in prop::collection::vec(any_card(), 0..8),
        cards in 0u8..30,
        target in -10i32..200,
        kitty in any::<bool>(),
        seed in any::<u64>(),
    ) {
        use rand::SeedableRng;
        let mut rules = Preset::BlackLady.rules(4);
        rules.players = players;
        rules.packs = packs;
        rules.jokers = jokers;
        rules.removed = removed;
        rules.passing.cards = cards;
        rules.target = target;
        rules.kitty = kitty.then(Kitty::default);
        match rules.check() {
            Err(why) => prop_assert!(!why.to_string().is_empty()),
            Ok(set) => {
                let mut game = Game::new(set, seed);
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                for _ in 0..2_000 {
                    prop_assert!(game.check_invariants().is_ok());
                    if !game.step_random(&mut rng, &mut ()) {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn text_that_is_not_a_card_is_refused_not_panicked_on(text in ".{0,6}") {
        let _ = text.parse::<Card>();
        let _ = serde_json::from_str::<Rules>(&text);
        let _ = serde_json::from_str::<GameRecord>(&text);
    }
}

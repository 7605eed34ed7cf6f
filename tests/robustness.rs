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

fn any_action() -> impl Strategy<Value = (u8, Action)> {
    let play = (0u8..16, any_card()).prop_map(|(s, c)| (s, Action::Play(c)));
    let pass = (0u8..16, prop::collection::vec(any_card(), 0..6))
        .prop_map(|(s, cards)| (s, Action::Pass(PassList::new(&cards).unwrap())));
    prop_oneof![3 => play, 1 => pass]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_actions_never_panic(
        players in 3u8..=6,
        seed in any::<u64>(),
        actions in prop::collection::vec(prop::option::weighted(0.5, any_action()), 1..400),
    ) {
        use rand::SeedableRng;
        let rules = Preset::BlackLady.rules(players).check().unwrap();
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
    fn text_that_is_not_a_card_is_refused_not_panicked_on(text in ".{0,6}") {
        let _ = text.parse::<Card>();
        let _ = serde_json::from_str::<Rules>(&text);
        let _ = serde_json::from_str::<GameRecord>(&text);
    }
}

//! Scripted deals for the rule options of passing, leading and playing, each naming the
//! document (in `../shared/seeds/`) and the rule it checks.
#![allow(clippy::needless_range_loop)] // seats index several parallel lists
mod common;
use common::*;
use moonshot::engine::*;

fn black_lady(players: u8) -> Rules {
    Preset::BlackLady.rules(players)
}

fn pass(game: &mut Game, seat: u8, text: &str) -> Vec<Event> {
    let list: Vec<Card> = text.split_whitespace().map(card).collect();
    act(game, seat, Action::Pass(PassList::new(&list).unwrap()))
}

/// The first `n` cards of a seat's hand, as pass text.
fn first_cards(game: &Game, seat: u8, n: usize) -> String {
    let list: Vec<String> = game
        .hand(Seat(seat))
        .iter()
        .take(n)
        .map(|c| c.to_string())
        .collect();
    list.join(" ")
}

/// 003 and 004: "with five players, the players may choose only two cards and pass one each
/// to the two players situated closest to the exact opposite side of the table".
#[test]
fn star_passing_sends_one_card_to_each_of_the_two_opposite() {
    let mut rules = black_lady(5);
    rules.passing.cycle = PassCycle::Star;
    let mut game = Game::new(rules.check().unwrap(), 3);
    assert_eq!(game.pass_direction(), PassDirection::Star);
    assert_eq!(game.pass_count(), 2);
    let passes: Vec<String> = (0..5).map(|s| first_cards(&game, s, 2)).collect();
    for s in 0..5u8 {
        pass(&mut game, s, &passes[s as usize]);
    }
    for s in 0..5usize {
        let two: Vec<&str> = passes[s].split(' ').collect();
        let far = game.received_by(Seat(((s + 2) % 5) as u8)).unwrap();
        let farther = game.received_by(Seat(((s + 3) % 5) as u8)).unwrap();
        assert!(
            far.contains(card(two[0])),
            "seat {s}'s first card goes two seats on"
        );
        assert!(
            farther.contains(card(two[1])),
            "and its second three seats on"
        );
    }
}

/// 004: "On the fourth deal no cards are passed; alternatively players may pass one card to
/// each opponent ('scatter pass')."
#[test]
fn the_scatter_pass_sends_one_card_to_each_opponent() {
    let mut rules = black_lady(4);
    rules.passing.cycle = PassCycle::LeftRightAcrossScatter;
    let set = rules.check().unwrap();
    assert_eq!(set.pass_direction(3), PassDirection::Scatter);
    let hands = fill(&set, &[], &[]);
    let mut game = start(&rules, hands.clone(), PassDirection::Scatter);
    assert_eq!(game.pass_count(), 3);
    let passes: Vec<Vec<Card>> = (0..4).map(|s| hands[s].iter().take(3).collect()).collect();
    for s in 0..4u8 {
        let text: Vec<String> = passes[s as usize].iter().map(|c| c.to_string()).collect();
        pass(&mut game, s, &text.join(" "));
    }
    for s in 0..4usize {
        for (k, &c) in passes[s].iter().enumerate() {
            let to = Seat(((s + k + 1) % 4) as u8);
            assert!(
                game.received_by(to).unwrap().contains(c),
                "card {k} of seat {s}"
            );
        }
    }
}

/// 003: "players choose three cards and discard them to a central pile the dealer then
/// gathers shuffles and re-deals these cards".
#[test]
fn the_centre_mixer_shuffles_the_passed_cards_and_deals_them_again() {
    let mut rules = black_lady(5);
    rules.passing.cycle = PassCycle::Mixer;
    let mut game = Game::new(rules.check().unwrap(), 11);
    let mut pile = Cards::EMPTY;
    for s in 0..5u8 {
        let text = first_cards(&game, s, 3);
        pile = pile.plus(cards(&text));
        pass(&mut game, s, &text);
    }
    let mut got = Cards::EMPTY;
    for s in 0..5u8 {
        let received = game.received_by(Seat(s)).unwrap();
        assert_eq!(received.len(), 3);
        assert_eq!(game.hand(Seat(s)).len(), 10);
        got = got.plus(received);
    }
    assert_eq!(got, pile, "the same fifteen cards, dealt out again");
}

/// 003 and 004: "The dealer chooses the number of cards to be passed and the direction of
/// passing."
#[test]
fn the_dealer_chooses_the_pass() {
    let mut rules = black_lady(4);
    rules.passing.cycle = PassCycle::DealersChoice;
    let mut game = Game::new(rules.check().unwrap(), 5);
    assert_eq!(game.phase(), Phase::ChoosingPass);
    let dealer = game.dealer();
    let choice = Action::ChoosePass {
        direction: PassDirection::Left(2),
        cards: 2,
    };
    let other = Seat((dealer.0 + 1) % 4);
    assert_eq!(
        game.apply(other, choice, &mut ()),
        Err(Illegal::NotDealer { dealer })
    );
    assert!(matches!(
        game.apply(
            dealer,
            Action::ChoosePass {
                direction: PassDirection::Left(2),
                cards: 9
            },
            &mut ()
        ),
        Err(Illegal::PassNotAllowed { .. })
    ));
    let events = act(&mut game, dealer.0, choice);
    assert!(events.contains(&Event::PassChosen {
        dealer,
        pass: PassDirection::Left(2),
        cards: 2
    }));
    assert_eq!(game.phase(), Phase::Passing);
    assert_eq!(game.pass_count(), 2);
    assert_eq!(game.pass_target(Seat(0)), Some(Seat(2)), "across");
}

/// 004: "Rotating pass. Players pass in the following cycle: one player to the left, two
/// players to the left, three players to the left, etc." ending with a deal without passing.
#[test]
fn the_rotating_pass_moves_one_seat_further_each_deal() {
    let mut rules = black_lady(5);
    rules.passing.cycle = PassCycle::Rotating;
    rules.target = 10_000;
    let mut game = Game::new(rules.check().unwrap(), 9);
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    let mut seen = vec![game.pass_direction()];
    while seen.len() < 6 {
        let mut events = Vec::new();
        game.step_random(&mut rng, &mut events);
        for e in events {
            if let Event::HandDealt { pass, .. } = e {
                seen.push(pass);
            }
        }
    }
    use PassDirection::*;
    assert_eq!(seen, [Left(1), Left(2), Left(3), Left(4), Hold, Left(1)]);
}

/// 004: "Some versions prohibit passing some combination of 2♣, Q♠ or A♥."
#[test]
fn forbidden_cards_may_not_be_passed() {
    let mut rules = black_lady(4);
    rules.passing.forbidden = vec![Card::QUEEN_OF_SPADES, card("AH")];
    let set = rules.check().unwrap();
    let hands = fill(&set, &["QS AH 2C 3C 4C"], &[]);
    let mut game = start(&rules, hands, PassDirection::Left(1));
    assert_eq!(
        game.apply(
            Seat(0),
            Action::Pass(PassList::new(&[card("QS"), card("2C"), card("3C")]).unwrap()),
            &mut ()
        ),
        Err(Illegal::PassForbidden {
            card: Card::QUEEN_OF_SPADES
        })
    );
    assert_eq!(
        Illegal::PassForbidden { card: card("AH") }.to_string(),
        "The A♥ may not be passed"
    );
    // Each card of the hand says whether it may be passed, as the table shows it.
    let reasons = game.pass_reasons(Seat(0));
    let why = |c: &str| {
        reasons
            .iter()
            .find(|(x, _)| *x == card(c))
            .map(|(_, why)| *why)
    };
    assert_eq!(
        why("QS"),
        Some(Err(Illegal::PassForbidden {
            card: Card::QUEEN_OF_SPADES
        }))
    );
    assert_eq!(
        why("AH"),
        Some(Err(Illegal::PassForbidden { card: card("AH") }))
    );
    assert_eq!(why("2C"), Some(Ok(())));
    assert_eq!(reasons.len(), 13, "every distinct card of the hand");
    pass(&mut game, 0, "2C 3C 4C");
    // Once passed, no card may be passed again.
    assert!(
        game.pass_reasons(Seat(0))
            .iter()
            .all(|(_, why)| *why == Err(Illegal::AlreadyPassed))
    );
    match game.choice(Seat(1)) {
        Choice::Pass { count: 3, from } => assert!(!from.contains(card("QS"))),
        other => panic!("{other:?}"),
    }
}

/// 004 (Morehead): "eldest hand leads to the first trick" with any card.
#[test]
fn eldest_hand_leads_any_card() {
    let mut rules = Preset::BlackLadyMorehead.rules(4);
    rules.passing.cycle = PassCycle::None;
    let game = Game::new(rules.check().unwrap(), 2);
    assert_eq!(game.dealer(), Seat(3));
    assert_eq!(game.turn(), Some(Seat(0)), "the dealer's left");
    assert_eq!(game.legal_plays(), game.hand(Seat(0)), "any card");
}

/// 003: "in variations with the 2 removed play starts with the 3"; Small Hearts (003): "the
/// 8 leads" once 2s to 7s are out.
#[test]
fn the_lowest_club_left_leads() {
    let game = Game::new(black_lady(3).check().unwrap(), 4);
    let mut game = game;
    for s in 0..3u8 {
        let text = first_cards(&game, s, 3);
        pass(&mut game, s, &text);
    }
    let leader = game.turn().unwrap();
    assert!(
        game.hand(leader).contains(card("3C")),
        "the 2♣ is out: the 3♣ leads"
    );
    assert_eq!(game.legal_plays(), cards("3C"));

    let mut rules = Preset::SmallHearts.rules(4);
    rules.passing.cycle = PassCycle::None;
    let game = Game::new(rules.check().unwrap(), 4);
    assert_eq!(game.legal_plays(), cards("8C"));
    assert_eq!(game.hand(game.turn().unwrap()).len(), 7);
}

/// 003: "No player may lead a ♥ (or the ♠Q in Black Lady) unless the suit has been broken."
#[test]
fn the_queen_may_wait_for_hearts_to_break_too() {
    let mut rules = black_lady(4);
    rules.queen_must_be_broken = true;
    let mut game = deal(
        &rules,
        &["2C QS 5D", "3C 6D", "4C 7D", "5C 8D"],
        &["", "", "", ""],
    );
    play_all(&mut game, &[(0, "2C"), (1, "3C"), (2, "4C"), (3, "5C")]);
    // Seat 3 won; give seat 0 the lead: play the deal from a chosen hand instead.
    let mut game = deal(
        &rules,
        &["5C QS 5D", "2C 6D", "3C 7D", "4C 8D"],
        &["", "", "", ""],
    );
    play_all(&mut game, &[(1, "2C"), (2, "3C"), (3, "4C"), (0, "5C")]);
    assert_eq!(game.turn(), Some(Seat(0)));
    assert_eq!(
        game.check_play(Seat(0), Card::QUEEN_OF_SPADES),
        Err(Illegal::QueenNotBroken)
    );
    assert_eq!(
        Illegal::QueenNotBroken.to_string(),
        "The Q♠ can't lead until hearts are broken"
    );
}

/// 003: "in some variations any penalty card including the Q can break hearts"; 002 (Black
/// Bess): no heart may lead "if hearts have not been 'broken', meaning no-one has already
/// played a point-scoring card".
#[test]
fn the_queen_breaks_hearts_where_the_rules_say_so() {
    let rules = Preset::BlackBess.rules(4);
    let mut no_break = rules.clone();
    no_break.queen_breaks_hearts = false;
    for (r, broken) in [(rules, true), (no_break, false)] {
        let mut game = deal(
            &r,
            &["2C 3C AH KD", "4C 5C QS", "6C 7C 2D JD", "8C 9C 3D TD"],
            &["", "CD", "", ""],
        );
        // Seat 1 holds only two clubs: on the second club trick it discards the queen.
        play_all(&mut game, &[(0, "2C"), (1, "4C"), (2, "6C"), (3, "8C")]);
        play_all(&mut game, &[(3, "9C"), (0, "3C"), (1, "5C"), (2, "7C")]);
        assert_eq!(game.turn(), Some(Seat(3)));
        play(&mut game, 3, "TD");
        play(&mut game, 0, "KD");
        let events = play(&mut game, 1, "QS");
        assert_eq!(
            events
                .iter()
                .any(|e| matches!(e, Event::HeartsBroken { .. })),
            broken
        );
        assert_eq!(game.hearts_broken(), broken);
    }
}

/// 003 and 004: "if a player's hand contains nothing but hearts and other penalty cards even
/// if hearts have not been broken the player can lead a heart".
#[test]
fn a_hand_of_only_penalty_cards_may_lead_a_heart() {
    let mut rules = black_lady(4);
    for (option, lead_heart) in [(false, false), (true, true)] {
        rules.penalty_hand_may_lead_hearts = option;
        // Seat 0 takes the second trick with the A♠ and then holds only the Q♠ and hearts.
        let fixed = ["2C AS QS KH QH JH TH 9H 8H 7H 6H 5H 4H", "AC KS"];
        let mut game = deal(&rules, &fixed, &[]);
        play(&mut game, 0, "2C");
        play(&mut game, 1, "AC");
        for s in [2, 3] {
            let lowest = game.legal_plays().iter_distinct().next().unwrap();
            play(&mut game, s, &lowest.to_string());
        }
        play(&mut game, 1, "KS");
        for s in [2, 3] {
            let lowest = game.legal_plays().iter_distinct().next().unwrap();
            play(&mut game, s, &lowest.to_string());
        }
        play(&mut game, 0, "AS");
        assert!(!game.hearts_broken());
        assert_eq!(game.turn(), Some(Seat(0)));
        let want = if lead_heart {
            Ok(())
        } else {
            Err(Illegal::HeartsNotBroken)
        };
        assert_eq!(
            game.check_play(Seat(0), card("KH")),
            want,
            "option {option}"
        );
        assert!(game.check_play(Seat(0), Card::QUEEN_OF_SPADES).is_ok());
    }
}

/// 004 (Morehead): "the player with the Q may be required to play it at the first opportunity
/// by discarding or following a higher spade".
#[test]
fn the_queen_at_the_first_chance() {
    let mut rules = black_lady(4);
    rules.queen_at_first_chance = true;
    rules.no_points_on_first_trick = false;
    // Discarding: seat 1 has no club.
    let mut game = deal(&rules, &["2C", "QS", "", ""], &["", "C", "", ""]);
    play(&mut game, 0, "2C");
    assert_eq!(game.legal_plays(), cards("QS"));
    assert_eq!(
        game.play_reasons(Seat(1))
            .into_iter()
            .filter(|(_, r)| r.is_err())
            .map(|(_, r)| r.unwrap_err())
            .next(),
        Some(Illegal::QueenAtFirstChance)
    );
    // Under a higher spade: spades led, the K♠ already down.
    let mut game = deal(
        &rules,
        &["2C KS", "3C 2S QS", "4C", "5C"],
        &["", "", "", ""],
    );
    play_all(&mut game, &[(0, "2C"), (1, "3C"), (2, "4C"), (3, "5C")]);
    let leader = game.turn().unwrap();
    assert_eq!(leader, Seat(3));
    let mut game = deal(
        &rules,
        &["5C KS", "3C 2S QS", "4C", "2C"],
        &["", "", "", ""],
    );
    play_all(&mut game, &[(3, "2C"), (0, "5C"), (1, "3C"), (2, "4C")]);
    assert_eq!(game.turn(), Some(Seat(0)));
    play(&mut game, 0, "KS");
    assert_eq!(
        game.legal_plays(),
        cards("QS"),
        "the Q♠ must fall under the king"
    );
}

/// 004 (Black Jack): "In later rules, the black jack must be discarded before any other card
/// if the player is void in the led suit."
#[test]
fn the_black_jack_is_discarded_first() {
    let mut rules = Preset::BlackJack.rules(4);
    rules.black_jack_first = true;
    rules.no_points_on_first_trick = false;
    let mut game = deal(&rules, &["2C", "JS", "", ""], &["", "C", "", ""]);
    play(&mut game, 0, "2C");
    assert_eq!(game.legal_plays(), cards("JS"));
    assert_eq!(
        Illegal::BlackJackFirst.to_string(),
        "You must discard the J♠ first"
    );
}

/// 004 (Likha): "If a player holds both (talyeekh) and cannot follow suit, one of them must
/// be played."
#[test]
fn a_likha_must_fall_when_both_are_held_and_the_suit_cannot_be_followed() {
    let mut rules = Preset::Likha.rules(4);
    rules.passing.cycle = PassCycle::None;
    let mut game = deal(&rules, &["2C", "", "", "QS TD"], &["", "", "", "C"]);
    // Anticlockwise: eldest is the dealer's right; seat 0 leads, then seat 3.
    let leader = game.turn().unwrap();
    assert_eq!(leader, Seat(0));
    play(&mut game, 0, "2C");
    assert_eq!(game.turn(), Some(Seat(3)), "play goes to the right");
    assert_eq!(game.legal_plays(), cards("QS TD"));
}

/// 003 and 004: "Two distinct jokers are designated as the zero of clubs and the zero of
/// diamonds, and behave just like ordinary clubs and diamonds"; "non-distinct jokers are
/// valueless cards that cannot win tricks; they may be played at all times (except to lead
/// tricks), or perhaps only when following suit is not possible"; "Jokers may be allowed to
/// lead. If they are, the leading player calls a suit which must be followed, or the lead
/// suit may be determined by the next card played."
#[test]
fn jokers_play_as_the_rules_say() {
    // The zero of diamonds is the lowest diamond.
    let mut rules = black_lady(4);
    rules.jokers = vec![
        Card::ZERO_OF_DIAMONDS,
        Card::JOKER,
        Card::JOKER,
        Card::JOKER,
    ];
    rules.passing.cycle = PassCycle::None;
    let mut game = deal(
        &rules,
        &["2C 0D", "3C 5D", "4C JK", "5C"],
        &["", "", "", ""],
    );
    play_all(&mut game, &[(0, "2C"), (1, "3C"), (2, "4C"), (3, "5C")]);
    assert_eq!(game.turn(), Some(Seat(3)));
    // Jokers of no suit may not lead (by default).
    let mut game = deal(
        &rules,
        &["3C 0D", "4C 5D JK", "5C JK", "2C JK"],
        &["", "", "", ""],
    );
    play(&mut game, 3, "2C");
    play(&mut game, 0, "3C");
    play(&mut game, 1, "4C");
    // Seat 2 holds a club but may play its joker anyway (at any time, by default).
    assert!(game.legal_plays().contains(Card::JOKER));
    play(&mut game, 2, "JK");
    assert_eq!(
        game.turn(),
        Some(Seat(1)),
        "the joker cannot win: the 4♣ does"
    );
    assert_eq!(
        game.check_play(Seat(1), Card::JOKER),
        Err(Illegal::JokerCannotLead)
    );
    assert_eq!(
        Illegal::JokerCannotLead.to_string(),
        "A joker can't lead a trick"
    );

    // Only when void: with a club in hand, the joker must wait.
    rules.joker_play.any_time = false;
    let mut game = deal(
        &rules,
        &["3C 0D", "4C 5D", "5C JK", "2C JK"],
        &["", "", "", ""],
    );
    play(&mut game, 3, "2C");
    play(&mut game, 0, "3C");
    play(&mut game, 1, "4C");
    assert!(!game.legal_plays().contains(Card::JOKER));

    // A joker that leads calls the suit to follow.
    rules.joker_play = JokerPlay {
        any_time: true,
        may_lead: true,
        lead_suit: JokerLead::Called,
    };
    let mut game = deal(
        &rules,
        &["3C 0D 9H", "4C 5D", "5C JK 7H", "2C JK"],
        &["", "", "", ""],
    );
    play_all(&mut game, &[(3, "2C"), (0, "3C"), (1, "4C"), (2, "5C")]);
    assert_eq!(game.turn(), Some(Seat(2)));
    play(&mut game, 2, "JK");
    assert!(game.awaiting_call());
    assert_eq!(game.choice(Seat(2)), Choice::CallSuit);
    assert_eq!(
        game.check_play(Seat(2), card("7H")),
        Err(Illegal::MustCallSuit)
    );
    let events = act(&mut game, 2, Action::CallSuit(Suit::Diamonds));
    assert!(events.contains(&Event::SuitCalled {
        seat: Seat(2),
        suit: Suit::Diamonds
    }));
    assert_eq!(game.trick().led(), Some(Suit::Diamonds));
    let diamonds_of_3 = game.hand(Seat(3)).of_suit(Suit::Diamonds);
    if diamonds_of_3 != 0 {
        assert_eq!(
            game.legal_plays().distinct()
                & !Cards::from_mask(diamonds_of_3).distinct()
                & !(1 << Card::JOKER.index()),
            0
        );
    }

    // Or the next card sets the suit.
    rules.joker_play.lead_suit = JokerLead::NextCard;
    let mut game = deal(
        &rules,
        &["3C 0D 9H", "4C 5D", "5C JK 7H", "2C JK"],
        &["", "", "", ""],
    );
    play_all(&mut game, &[(3, "2C"), (0, "3C"), (1, "4C"), (2, "5C")]);
    play(&mut game, 2, "JK");
    assert!(!game.awaiting_call());
    assert_eq!(game.trick().led(), None);
    let hand = game.hand(Seat(3));
    let hearts = Cards::from_mask(hand.of_suit(Suit::Hearts));
    assert_eq!(
        game.legal_plays(),
        hand.minus(hearts),
        "any suit but unbroken hearts may follow a joker lead"
    );
    assert_eq!(
        game.check_play(Seat(3), hearts.iter().next().unwrap()),
        Err(Illegal::HeartsNotBroken)
    );
}

/// 003 and 004: jokers "might only score if played to a heart trick".
#[test]
fn penalty_jokers_may_score_only_in_a_trick_with_a_heart() {
    let mut rules = black_lady(4);
    rules.jokers = vec![Card::JOKER, Card::JOKER];
    rules.removed = vec![card("3D"), card("4D")];
    rules.counters.insert(Card::JOKER, 5);
    rules.passing.cycle = PassCycle::None;
    rules.no_points_on_first_trick = false;
    rules.joker_scores_only_with_hearts = true;
    let mut game = deal(&rules, &["2C", "JK", "3C", "4C"], &["", "", "", ""]);
    play(&mut game, 0, "2C");
    play(&mut game, 1, "JK");
    play(&mut game, 2, "3C");
    let events = play(&mut game, 3, "4C");
    assert_eq!(
        won(&events).unwrap().1,
        0,
        "no heart: the joker scores nothing"
    );
}

/// 003 and 004: "Booster nines. If a nine is played, the trick is extended by one round."
#[test]
fn a_nine_extends_the_trick_by_a_round() {
    let mut rules = Preset::BoosterNines.rules(4);
    rules.passing.cycle = PassCycle::None;
    let mut game = deal(
        &rules,
        &["2C 3C", "9C 4C", "5C 6C", "7C 8C"],
        &["", "", "", ""],
    );
    play_all(&mut game, &[(0, "2C"), (1, "9C"), (2, "5C"), (3, "7C")]);
    assert_eq!(
        game.trick().len(),
        4,
        "the nine added a round: the trick goes on"
    );
    assert_eq!(game.turn(), Some(Seat(0)));
    let mut events = Vec::new();
    events.extend(play_all(
        &mut game,
        &[(0, "3C"), (1, "4C"), (2, "6C"), (3, "8C")],
    ));
    let (winner, _, taken) = won(&events).unwrap();
    assert_eq!(winner, Seat(1), "the nine is still the highest club");
    assert_eq!(taken.len(), 8);
    assert_eq!(game.hand(Seat(0)).len(), 11);
}

/// 004 (Morehead, alternative rule): "any cards left over after the deal are put into a kitty
/// and the winner of the first trick adds them to his or her tricks. Some rules allow the
/// winner of the first trick to view the kitty as well." 003: "this card goes to whoever
/// takes the first heart or alternatively the first trick".
#[test]
fn the_kitty_goes_to_the_first_trick_or_the_first_heart() {
    let mut rules = black_lady(5);
    rules.removed.clear();
    rules.kitty = Some(Kitty {
        goes_to: KittyGoesTo::FirstTrick,
        seen: true,
    });
    rules.passing.cycle = PassCycle::None;
    let set = rules.check().unwrap();
    assert_eq!((set.hand_size(), set.kitty_size()), (10, 2));
    let hands = vec![
        cards("2C 3D 4D 5D 6D 7D 8D 9D TD JD"),
        cards("AC QD KD AD 2S 3S 4S 5S 6S 7S"),
        cards("3C 8S 9S TS JS QS KS AS 2H 3H"),
        cards("4C 5C 4H 5H 6H 7H 8H 9H TH JH"),
        cards("6C 7C 8C 9C TC JC QC KC QH KH"),
    ];
    let mut setup = DealSetup::first(hands.clone(), PassDirection::Hold);
    setup.kitty = cards("2D AH");
    let mut game = Game::from_deal(set.clone(), 1, &setup).unwrap();
    let mut events = Vec::new();
    events.extend(play_all(
        &mut game,
        &[(0, "2C"), (1, "AC"), (2, "3C"), (3, "4C"), (4, "6C")],
    ));
    assert!(events.contains(&Event::KittyTaken {
        seat: Seat(1),
        cards: cards("2D AH")
    }));
    assert_eq!(game.points_taken()[1], 1, "the kitty's heart counts");
    assert_eq!(
        game.view(Seat(1)).kitty,
        Some(cards("2D AH")),
        "its winner may look"
    );
    assert_eq!(game.view(Seat(2)).kitty, None);

    rules.kitty = Some(Kitty {
        goes_to: KittyGoesTo::FirstHeart,
        seen: false,
    });
    let set = rules.check().unwrap();
    let mut game = Game::from_deal(set, 1, &setup).unwrap();
    let mut events = Vec::new();
    events.extend(play_all(
        &mut game,
        &[(0, "2C"), (1, "AC"), (2, "3C"), (3, "4C"), (4, "6C")],
    ));
    assert!(
        !events.iter().any(|e| matches!(e, Event::KittyTaken { .. })),
        "no heart yet"
    );
    let events = play_out(&mut game, &[]);
    let first_heart = events
        .iter()
        .find_map(|e| match e {
            Event::TrickWon { winner, cards, .. } if cards.of_suit(Suit::Hearts) != 0 => {
                Some(*winner)
            }
            _ => None,
        })
        .unwrap();
    assert!(events.contains(&Event::KittyTaken {
        seat: first_heart,
        cards: cards("2D AH")
    }));
}

/// 003 and 004: "If the game uses multiple decks, and two identical cards tie for taking the
/// trick, the most recently played card takes precedence."
#[test]
fn without_cancellation_the_later_of_identical_cards_wins() {
    let mut rules = black_lady(4);
    rules.packs = 2;
    rules.opening_lead = OpeningLead::EldestHand;
    rules.passing.cycle = PassCycle::None;
    rules.no_points_on_first_trick = false;
    let mut game = deal(&rules, &["AS", "AS", "2S", "3S"], &["", "", "", ""]);
    let mut events = Vec::new();
    events.extend(play_all(
        &mut game,
        &[(0, "AS"), (1, "AS"), (2, "2S"), (3, "3S")],
    ));
    assert_eq!(won(&events).unwrap().0, Seat(1));
}

/// 002: "The deal is passed clockwise after each hand"; 003 (Queens): "the dealer of each
/// round is the player who received the Q in the previous round".
#[test]
fn the_deal_passes_to_the_left_or_to_the_taker_of_the_queen() {
    let mut rules = Preset::Queens.rules(4);
    rules.passing.cycle = PassCycle::None;
    let set = rules.check().unwrap();
    let hands = fill(&set, &["2C QS"], &[]);
    let mut game = start(&rules, hands, PassDirection::Hold);
    assert_eq!(game.dealer(), Seat(3));
    let events = play_out(&mut game, &[]);
    let taker = (0..4u8)
        .find(|&s| {
            events.iter().any(|e| matches!(e, Event::TrickWon { winner, cards, .. } if winner.0 == s && cards.contains(Card::QUEEN_OF_SPADES)))
        })
        .unwrap();
    assert_eq!(game.dealer(), Seat(taker));

    let mut game = Game::new(black_lady(4).check().unwrap(), 1);
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
    while game.hand_number() == 0 {
        game.step_random(&mut rng, &mut ());
    }
    assert_eq!(game.dealer(), Seat(0), "from seat 3 to its left");
}

/// Gong Zhu (the published rule, pagat): the holder of the 2♠ leads the first deal; after
/// that, whoever took the pig (Q♠) leads.
#[test]
fn gong_zhu_the_two_of_spades_then_the_pig_taker_leads() {
    let rules = Preset::GongZhu.rules(4);
    let mut game = Game::new(rules.check().unwrap(), 12);
    let leader = game.turn().unwrap();
    assert!(game.hand(leader).contains(card("2S")));
    assert_eq!(game.legal_plays(), game.hand(leader), "any card may lead");
    let events = play_out(&mut game, &[]);
    let pig = events
        .iter()
        .find_map(|e| match e {
            Event::TrickWon { winner, cards, .. } if cards.contains(Card::QUEEN_OF_SPADES) => {
                Some(*winner)
            }
            _ => None,
        })
        .unwrap();
    assert_eq!(
        game.turn(),
        Some(pig),
        "the pig's taker leads the next deal"
    );
}

/// Gong Zhu counts plus for good (006), so its bad cards are the negative ones: a generic
/// option switched on with it, like no points on the first trick, must keep back the hearts
/// and the pig, not the sheep (J♦).
#[test]
fn gong_zhu_options_see_the_hearts_and_the_pig_as_the_bad_cards() {
    let mut rules = Preset::GongZhu.rules(4);
    rules.no_points_on_first_trick = true;
    let set = rules.check().unwrap();
    assert!(set.penalty_mask() & (1 << Card::QUEEN_OF_SPADES.index()) != 0);
    assert!(set.bonus_mask() & (1 << card("JD").index()) != 0);

    // Seat 0 holds the 2♠ and leads; seat 1 is void in spades.
    let mut game = deal(&rules, &["2S", "JD 5H"], &["", "S", "", ""]);
    assert_eq!(game.turn(), Some(Seat(0)));
    play(&mut game, 0, "2S");
    assert_eq!(game.check_play(Seat(1), card("JD")), Ok(()));
    assert_eq!(
        game.check_play(Seat(1), card("5H")),
        Err(Illegal::NoPointsOnFirstTrick)
    );

    // The moon, chips and bonus floors have no meaning in plus-is-good scoring.
    let mut moon = Preset::GongZhu.rules(4);
    moon.moon.kind = MoonKind::AddToOthers;
    assert!(moon.check().is_err());
    let mut chips = Preset::GongZhu.rules(4);
    chips.scoring = Scoring::Sweepstake { start: 100 };
    assert!(chips.check().is_err());
}

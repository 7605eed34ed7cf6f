//! Scripted deals of Cancellation Hearts, each checking a rule statement of 000/001 (the
//! Cancellation Hearts articles), 002, 003 or 004, as RULES.md settles them.
mod common;
use common::*;
use moonshot::engine::*;

fn cancellation(players: u8) -> Rules {
    let mut rules = Preset::Cancellation.rules(players);
    rules.passing.cycle = PassCycle::None;
    rules
}

/// 000/001: "if hearts is lead, and both Aces (of Hearts) are played, then they cancel each
/// other out (yet still count as points) and the next highest card takes the trick."
/// RULES.md: the joker is the zero of clubs; leading it makes clubs the led suit.
#[test]
fn a_cancelled_pair_of_top_cards_lets_the_next_highest_win() {
    let rules = cancellation(5);
    let mut game = deal(&rules, &["0C", "AC", "AC", "KC", "3C"], &[]);
    assert_eq!(game.turn(), Some(Seat(0)), "5 players: the joker leads");
    assert_eq!(game.legal_plays(), cards("0C"));
    play(&mut game, 0, "0C");
    let diamond = game
        .hand(Seat(1))
        .iter()
        .find(|c| c.suit() == Some(Suit::Diamonds))
        .unwrap();
    assert_eq!(
        game.check_play(Seat(1), diamond),
        Err(Illegal::MustFollow { suit: Suit::Clubs }),
        "the zero of clubs is a club: clubs must follow"
    );
    let events = play(&mut game, 1, "AC");
    assert_eq!(
        winning(&events),
        Some(Some(Play {
            seat: Seat(1),
            card: card("AC")
        })),
        "the first ace is winning until its twin comes"
    );
    let events = play(&mut game, 2, "AC");
    let mut both = Seats::single(Seat(1));
    both.insert(Seat(2));
    assert!(events.contains(&Event::CardsCancelled {
        card: card("AC"),
        seats: both
    }));
    assert_eq!(
        winning(&events),
        Some(Some(Play {
            seat: Seat(0),
            card: card("0C")
        })),
        "both aces cancelled: the zero of clubs is the highest club that stands"
    );
    let events = play(&mut game, 3, "KC");
    assert_eq!(
        winning(&events),
        Some(Some(Play {
            seat: Seat(3),
            card: card("KC")
        })),
        "the table is told that the king is winning, not the cancelled aces"
    );
    let events = play(&mut game, 4, "3C");
    let (winner, _, taken) = won(&events).unwrap();
    assert_eq!(winner, Seat(3), "the king wins once the aces cancel");
    assert_eq!(
        taken.count(card("AC")),
        2,
        "cancelled cards still go with the trick"
    );
}

/// 001: "giving 26 points to the unfortunate player who takes the trick" — the Aardvark:
/// both Q♠ in one trick cancel, and the highest other spade takes both queens.
#[test]
fn the_aardvark_both_queens_cancel_and_the_taker_gets_26() {
    let rules = cancellation(5);
    let mut game = deal(
        &rules,
        &["0C QS 5S", "AC 2S", "AC 9S", "KC QS", "3C 4S"],
        &["", "", "", "", ""],
    );
    play_all(
        &mut game,
        &[(0, "0C"), (1, "AC"), (2, "AC"), (3, "KC"), (4, "3C")],
    );
    // Seat 3 took the first trick and leads the queen; seat 0 drops the other one on it.
    assert_eq!(game.turn(), Some(Seat(3)));
    play(&mut game, 3, "QS");
    play(&mut game, 4, "4S");
    let events = play(&mut game, 0, "QS");
    assert_eq!(
        winning(&events),
        Some(Some(Play {
            seat: Seat(4),
            card: card("4S")
        })),
        "the queens cancel: the table marks the 4♠ as winning, not the Q♠ led"
    );
    play(&mut game, 1, "2S");
    let events = play(&mut game, 2, "9S");
    let (winner, points, _) = won(&events).unwrap();
    assert_eq!(
        winner,
        Seat(2),
        "the queens cancel: the 9♠ is the highest spade left"
    );
    assert_eq!(points, 26);
}

/// 000: "the joker itself cannot win the trick due to its low value (unless all the other
/// cards in the trick cancel out)".
#[test]
fn the_joker_leads_and_wins_when_every_other_card_cancels() {
    let rules = cancellation(5);
    let mut game = deal(&rules, &["0C", "AC", "AC", "KC", "KC"], &[]);
    play_all(&mut game, &[(0, "0C"), (1, "AC"), (2, "AC"), (3, "KC")]);
    let events = play(&mut game, 4, "KC");
    let (winner, _, cards_won) = won(&events).unwrap();
    assert_eq!(winner, Seat(0), "both pairs cancel: the zero of clubs wins");
    assert_eq!(cards_won.len(), 5);
}

/// 003 and 004 (after Culbertson), an option: "if two of such pairs appear in the same trick
/// the whole trick is canceled and the cards are given to the winner of the next trick".
#[test]
fn two_pairs_cancel_the_whole_trick_by_option() {
    let mut rules = cancellation(5);
    rules.identical_cards = IdenticalCards::Cancel(Cancellation {
        two_pairs_cancel_trick: true,
        ..Cancellation::default()
    });
    let mut game = deal(&rules, &["0C", "AC", "AC", "KC", "KC"], &[]);
    play_all(&mut game, &[(0, "0C"), (1, "AC"), (2, "AC"), (3, "KC")]);
    let events = play(&mut game, 4, "KC");
    assert!(won(&events).is_none());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::TrickCancelled {
            leader: Seat(0),
            ..
        }
    )));
}

/// 002: "If all cards played cancel out, then they are left on the table. The person with
/// the lead retains it, and the cards are taken by the person who takes the next trick."
#[test]
fn a_cancelled_trick_carries_over_and_the_same_player_leads_again() {
    let rules = cancellation(5);
    let mut game = deal(
        &rules,
        &["0C 9D 8D", "AC 9D 8D", "AC 8H 4S", "KC 5D 7D", "3C 5D 2D"],
        &["", "", "D", "", ""],
    );
    play_all(
        &mut game,
        &[(0, "0C"), (1, "AC"), (2, "AC"), (3, "KC"), (4, "3C")],
    );
    assert_eq!(game.turn(), Some(Seat(3)));
    // The 5♦s cancel, the 9♦s cancel, the heart is off-suit: nothing can win.
    let mut events = Vec::new();
    events.extend(play_all(
        &mut game,
        &[(3, "5D"), (4, "5D"), (0, "9D"), (1, "9D"), (2, "8H")],
    ));
    assert!(won(&events).is_none());
    let carried = cards("5D 5D 9D 9D 8H");
    assert!(events.contains(&Event::TrickCancelled {
        leader: Seat(3),
        carried
    }));
    assert_eq!(game.turn(), Some(Seat(3)), "the leader keeps the lead");
    assert_eq!(game.carried(), carried);
    // The next trick: the 8♦s cancel and the 7♦ wins it, and the cards carried over.
    let mut events = Vec::new();
    events.extend(play_all(
        &mut game,
        &[(3, "7D"), (4, "2D"), (0, "8D"), (1, "8D"), (2, "4S")],
    ));
    let (winner, points, taken) = won(&events).unwrap();
    assert_eq!(winner, Seat(3));
    assert_eq!(taken.len(), 10, "this trick and the one carried over");
    assert_eq!(points, 1, "the 8♥ came with the carried cards");
    assert!(game.carried().is_empty());
    assert_eq!(game.points_taken()[3], 1);
}

/// Two cancelled tricks in a row: the winner of the next trick takes all three.
#[test]
fn two_cancelled_tricks_in_a_row() {
    let rules = cancellation(5);
    let mut game = deal(
        &rules,
        &[
            "0C 9D 8D",
            "AC 9D 8D",
            "AC 4S 4S",
            "KC 5D 7D JD",
            "3C 5D 7D",
        ],
        &["", "", "D", "", ""],
    );
    play_all(
        &mut game,
        &[(0, "0C"), (1, "AC"), (2, "AC"), (3, "KC"), (4, "3C")],
    );
    play_all(
        &mut game,
        &[(3, "5D"), (4, "5D"), (0, "9D"), (1, "9D"), (2, "4S")],
    );
    assert_eq!(game.carried().len(), 5);
    play_all(
        &mut game,
        &[(3, "7D"), (4, "7D"), (0, "8D"), (1, "8D"), (2, "4S")],
    );
    assert_eq!(
        game.carried().len(),
        10,
        "two cancelled tricks wait in the middle"
    );
    assert_eq!(
        game.turn(),
        Some(Seat(3)),
        "and the same player leads again"
    );
    let mut events = play(&mut game, 3, "JD");
    for seat in [4, 0, 1, 2] {
        let lowest = game.legal_plays().iter_distinct().next().unwrap();
        events.extend(play(&mut game, seat, &lowest.to_string()));
    }
    let (_, _, taken) = won(&events).unwrap();
    assert_eq!(taken.len(), 15, "three tricks' cards to one winner");
}

/// A cancelled last trick: "the trick is won by the player who led it" (000), or, as an
/// option, "by the second of the two highest-value cards" (001). A short deck of eight
/// cards for four players makes the last trick the second one.
#[test]
fn a_cancelled_last_trick_goes_to_its_leader_or_to_the_second_of_the_highest_pair() {
    let base = small_deck(Preset::Cancellation.rules(5), 2, "2C 5C 5C KC 9C 9C AH AH");
    let mut base = base;
    base.players = 4;
    let hands = |_: ()| {
        vec![
            cards("2C 9C"),
            cards("5C AH"),
            cards("5C AH"),
            cards("KC 9C"),
        ]
    };
    for (option, taker) in [
        (LastCancelledTrick::Leader, Seat(3)),
        (LastCancelledTrick::SecondOfHighestPair, Seat(0)),
    ] {
        let mut rules = base.clone();
        rules.identical_cards = IdenticalCards::Cancel(Cancellation {
            last_trick: option,
            ..Cancellation::default()
        });
        let mut game = start(&rules, hands(()), PassDirection::Hold);
        play_all(&mut game, &[(0, "2C"), (1, "5C"), (2, "5C"), (3, "KC")]);
        // The last trick: the 9♣s cancel and the hearts are off-suit.
        let mut events = play(&mut game, 3, "9C");
        events.extend(play(&mut game, 0, "9C"));
        events.extend(play(&mut game, 1, "AH"));
        events.extend(play(&mut game, 2, "AH"));
        let (winner, points, _) = won(&events).unwrap();
        assert_eq!(winner, taker, "{option:?}");
        assert_eq!(points, 2);
        let result = scored(&events);
        assert_eq!(result.taken[taker.index()], 2);
    }
}

/// RULES.md: "with three packs every copy cancels (house; option: pairs cancel, a third
/// copy stands)"; 000/001: "an 11-player game could be played with 154 cards (three packs of
/// 52, excluding two 2♣). Each player gets 14 cards and the first trick is started with the
/// remaining 2♣."
#[test]
fn three_packs_for_eleven_every_copy_cancels_or_by_option_the_third_stands() {
    let mut rules = Preset::CancellationThreePacks.rules(11);
    rules.passing.cycle = PassCycle::None;
    let fixed = [
        "2C", "AC", "AC", "AC", "QC", "3C", "4C", "5C", "6C", "7C", "8C",
    ];
    let mut game = deal(&rules, &fixed, &[]);
    assert_eq!(game.hand(Seat(0)).len(), 14);
    assert_eq!(game.turn(), Some(Seat(0)), "the remaining 2♣ leads");
    let mut events = Vec::new();
    for (seat, c) in fixed.iter().enumerate() {
        events.extend(play(&mut game, seat as u8, c));
    }
    assert_eq!(
        won(&events).unwrap().0,
        Seat(4),
        "all three aces cancel: the queen wins"
    );

    rules.identical_cards = IdenticalCards::Cancel(Cancellation {
        third_copy_stands: true,
        ..Cancellation::default()
    });
    let mut game = deal(&rules, &fixed, &[]);
    let mut events = Vec::new();
    for (seat, c) in fixed.iter().enumerate() {
        events.extend(play(&mut game, seat as u8, c));
    }
    assert_eq!(
        won(&events).unwrap().0,
        Seat(3),
        "the third ace stands and wins"
    );
}

/// RULES.md: "The moon (house): all penalty cards of every pack; its value is their total
/// (52 with two packs)." Eight players: seat 0 holds the joker and both copies of the top
/// spades and diamonds, wins the first trick when every club cancels, and then every trick.
#[test]
fn a_moon_takes_all_52_points_of_both_packs() {
    let rules = cancellation(8);
    let fixed = [
        "0C AS AS KS KS AD AD KD KD QD QD JD JD",
        "3C",
        "3C",
        "4C",
        "4C",
        "5C",
        "5C",
    ];
    let mut game = deal(&rules, &fixed, &["", "", "", "", "", "", "", "C"]);
    assert_eq!(game.rules().moon_value(), 52);
    assert_eq!(game.turn(), Some(Seat(0)), "8 players: the joker leads");
    let mut events = Vec::new();
    for (seat, c) in fixed.iter().enumerate() {
        let first = c.split_whitespace().next().unwrap();
        events.extend(play(&mut game, seat as u8, first));
    }
    let discard = game.legal_plays().iter_distinct().next().unwrap();
    events.extend(play(&mut game, 7, &discard.to_string()));
    assert_eq!(
        won(&events).unwrap().0,
        Seat(0),
        "every club cancels: the joker wins"
    );
    let events = play_out(&mut game, &["AS AS KS KS AD AD KD KD QD QD JD JD"]);
    let result = scored(&events);
    let shot = result.shot.expect("a moon");
    assert_eq!(shot.kind, ShotKind::Moon);
    assert_eq!(result.shooter(), Some(Seat(0)));
    assert_eq!(result.taken[0], 52);
    assert_eq!(&result.scores[..8], [0, 52, 52, 52, 52, 52, 52, 52]);
}

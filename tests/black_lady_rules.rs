//! Scripted deals of four-player Black Lady, each checking one rule statement of the
//! documents in `../shared/seeds/` (named in each test) as settled by `../shared/RULES.md`.
mod common;

use common::*;
use moonshot::engine::*;

/// A hold deal (no passing) of Black Lady with these four hands.
fn deal(hands: [&str; 4]) -> Game {
    let rules = Preset::BlackLady.rules(4).check().unwrap();
    let hands: Vec<Cards> = hands.iter().map(|h| cards(h)).collect();
    Game::from_deal(rules, 1, &DealSetup::first(hands, PassDirection::Hold)).unwrap()
}

const CLUBS: &str = "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C";
const DIAMONDS: &str = "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D";
const SPADES: &str = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S";
const HEARTS: &str = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H";

/// 004 (Morehead, alternative rule) and RULES.md's Black Lady: "The player holding the 2♣
/// leads with that card."
#[test]
fn the_two_of_clubs_leads_the_first_trick() {
    let game = deal([DIAMONDS, SPADES, CLUBS, HEARTS]);
    assert_eq!(game.turn(), Some(Seat(2)), "seat 2 holds the 2♣");
    assert_eq!(game.legal_plays(), cards("2C"));
    assert_eq!(
        game.check_play(Seat(2), card("AC")),
        Err(Illegal::MustLeadOpeningCard { card: card("2C") })
    );
    assert_eq!(
        game.check_play(Seat(0), card("AD")),
        Err(Illegal::NotYourTurn { turn: Seat(2) })
    );
    assert_eq!(
        Illegal::MustLeadOpeningCard { card: card("2C") }.to_string(),
        "The first trick must be led with the 2♣"
    );
}

/// 004: "Players must follow suit if able; otherwise, they may play a card from any suit."
#[test]
fn players_must_follow_the_suit_led() {
    let mut game = deal([
        "2C 3C AD KD QD JD TD 9D 8D 7D 6D 5D 4D",
        "4C AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S",
        "5C 6C 7C 8C 9C TC JC QC KC AC 3D 2D 2S",
        HEARTS,
    ]);
    let events = play(&mut game, 0, "2C");
    let led = Play {
        seat: Seat(0),
        card: card("2C"),
    };
    assert_eq!(
        winning(&events),
        Some(Some(led)),
        "the card led wins so far"
    );
    assert_eq!(game.legal_plays(), cards("4C"));
    assert_eq!(
        game.check_play(Seat(1), card("AS")),
        Err(Illegal::MustFollow { suit: Suit::Clubs })
    );
    assert_eq!(
        Illegal::MustFollow { suit: Suit::Clubs }.to_string(),
        "You must follow clubs"
    );
    let reasons = game.play_reasons(Seat(1));
    assert_eq!(reasons.len(), 13);
    assert_eq!(reasons.iter().filter(|(_, r)| r.is_ok()).count(), 1);
    let events = play(&mut game, 1, "4C");
    let higher = Play {
        seat: Seat(1),
        card: card("4C"),
    };
    assert_eq!(
        winning(&events),
        Some(Some(higher)),
        "a higher club takes over"
    );
    let events = play(&mut game, 2, "5C");
    let highest = Play {
        seat: Seat(2),
        card: card("5C"),
    };
    assert_eq!(winning(&events), Some(Some(highest)));
    let events = play(&mut game, 3, "2H");
    assert_eq!(
        winning(&events),
        Some(Some(highest)),
        "a card of another suit never wins"
    );
}

/// 003: "no penalty card may be played on the first trick ('no bleeding on the first trick')"
/// — unless the hand holds nothing else.
#[test]
fn no_points_on_the_first_trick_unless_the_hand_holds_nothing_else() {
    let mut game = deal([
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        "QS AH KH QH JH TH 9H 8H 7H 2D 3D 4D 5D",
        "AS KS JS TS 9S 8S 7S 6S 5S 4S 3S 2S 6D",
        "6H 5H 4H 3H 2H AD KD QD JD TD 9D 8D 7D",
    ]);
    play(&mut game, 0, "2C");
    // Seat 1 has no club: it may discard a diamond but neither a heart nor the Q♠.
    assert_eq!(game.legal_plays(), cards("2D 3D 4D 5D"));
    assert_eq!(
        game.check_play(Seat(1), card("QS")),
        Err(Illegal::NoPointsOnFirstTrick)
    );
    assert_eq!(
        game.check_play(Seat(1), card("AH")),
        Err(Illegal::NoPointsOnFirstTrick)
    );
    assert_eq!(
        Illegal::NoPointsOnFirstTrick.to_string(),
        "No points on the first trick"
    );
    play(&mut game, 1, "5D");
    play(&mut game, 2, "6D");
    play(&mut game, 3, "7D");
    assert_eq!(game.points_taken(), [0, 0, 0, 0]);
    // The second trick allows points: seat 0 leads a club, seat 1 may now dump the Q♠.
    play(&mut game, 0, "3C");
    assert!(game.legal_plays().contains(card("QS")));
}

/// 003: the same rule's exception: a hand of nothing but penalty cards may play one.
#[test]
fn a_hand_of_only_penalty_cards_may_bleed_on_the_first_trick() {
    let mut game = deal([CLUBS, DIAMONDS, SPADES, HEARTS]);
    play(&mut game, 0, "2C");
    play(&mut game, 1, "AD");
    play(&mut game, 2, "AS");
    assert_eq!(
        game.legal_plays(),
        cards(HEARTS),
        "seat 3 holds only hearts"
    );
    let events = play(&mut game, 3, "2H");
    assert!(events.contains(&Event::HeartsBroken {
        seat: Seat(3),
        card: card("2H")
    }));
    assert!(events.contains(&Event::TrickWon {
        winner: Seat(0),
        points: 1,
        cards: cards("2C AD AS 2H")
    }));
}

/// 003 / 004: "hearts cannot be led until they have been broken (discarded on the lead of
/// another suit) unless the player who must lead has nothing but hearts remaining in hand."
#[test]
fn hearts_cannot_be_led_until_a_heart_is_discarded() {
    let mut game = deal([
        "2C AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3D",
        "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D",
        SPADES,
        "2H 3H AD KD QD JD TD 9D 8D 7D 6D 5D 4D",
    ]);
    play_all(&mut game, &[(0, "2C"), (1, "AC"), (2, "2S"), (3, "4D")]);
    play_all(&mut game, &[(1, "2D"), (2, "3S"), (3, "AD"), (0, "3D")]);
    // Seat 3 took the A♦ trick and holds hearts and diamonds: no heart may lead yet.
    assert_eq!(game.turn(), Some(Seat(3)));
    assert!(!game.hearts_broken());
    assert_eq!(
        game.check_play(Seat(3), card("2H")),
        Err(Illegal::HeartsNotBroken)
    );
    assert_eq!(
        Illegal::HeartsNotBroken.to_string(),
        "Hearts are not broken yet"
    );
    assert_eq!(game.legal_plays(), cards("KD QD JD TD 9D 8D 7D 6D 5D"));
    // Seat 0, void in diamonds, discards the A♥: that breaks hearts.
    play(&mut game, 3, "KD");
    let events = play(&mut game, 0, "AH");
    assert!(events.contains(&Event::HeartsBroken {
        seat: Seat(0),
        card: card("AH")
    }));
    play(&mut game, 1, "3C");
    play(&mut game, 2, "4S");
    assert!(game.hearts_broken());
    assert_eq!(game.points_taken(), [0, 0, 0, 1]);
    assert_eq!(game.turn(), Some(Seat(3)));
    assert!(
        game.legal_plays().contains(card("2H")),
        "now a heart may lead"
    );
}

#[test]
fn a_hand_of_only_hearts_may_lead_one_before_they_are_broken() {
    let mut game = deal([
        "2C AS AH KH QH JH TH 9H 8H 7H 6H 5H 4H",
        "AC KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
        "3C 4C 5C 6C 7C 8C 9C TC JC QC KC 3H 2H",
        DIAMONDS,
    ]);
    play_all(&mut game, &[(0, "2C"), (1, "AC"), (2, "3C"), (3, "AD")]);
    play_all(&mut game, &[(1, "KS"), (2, "4C"), (3, "KD"), (0, "AS")]);
    assert_eq!(game.turn(), Some(Seat(0)));
    assert!(!game.hearts_broken());
    assert_eq!(
        game.legal_plays(),
        game.hand(Seat(0)),
        "only hearts left: any may lead"
    );
    let events = play(&mut game, 0, "4H");
    assert!(events.contains(&Event::HeartsBroken {
        seat: Seat(0),
        card: card("4H")
    }));
}

/// 004 (modern rules): "In this event the player scores zero, while each opponent scores
/// twenty-six penalty points."
#[test]
fn shooting_the_moon_adds_26_to_each_other_player() {
    let mut game = deal([CLUBS, DIAMONDS, SPADES, HEARTS]);
    let mut scored = None;
    for trick in 0..13 {
        let c = [
            "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC",
        ][trick];
        let d = DIAMONDS.split(' ').nth(trick).unwrap();
        let s = SPADES.split(' ').nth(trick).unwrap();
        let h = HEARTS.split(' ').nth(trick).unwrap();
        play(&mut game, 0, c);
        play(&mut game, 1, d);
        play(&mut game, 2, s);
        for event in play(&mut game, 3, h) {
            if let Event::HandScored(result) = event {
                scored = Some(result);
            }
        }
    }
    let result = scored.expect("the deal was scored");
    assert_eq!(result.shooter(), Some(Seat(0)));
    assert_eq!(&result.taken[..4], [26, 0, 0, 0]);
    assert_eq!(&result.scores[..4], [0, 26, 26, 26]);
    assert_eq!(game.totals(), [0, 26, 26, 26]);
    assert_eq!(game.hand_number(), 1, "the next deal is dealt");
    assert_eq!(game.phase(), Phase::Passing, "and it passes to the right");
    assert_eq!(game.pass_direction(), PassDirection::Left(3));
}

/// 003: "each heart taken in a trick scores one penalty point … and taking the Q♠ costs 13".
#[test]
fn hearts_score_one_and_the_queen_thirteen() {
    let mut game = deal([
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD",
        "AC QS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
        "AS KS JS TS 9S 8S 7S 6S 5S 4S 3S 2S KD",
        HEARTS,
    ]);
    // Seat 1 wins the first trick with the A♣ (seat 3 bleeds: it has only hearts).
    play(&mut game, 0, "2C");
    play(&mut game, 1, "AC");
    play(&mut game, 2, "KD");
    play(&mut game, 3, "2H");
    assert_eq!(game.points_taken(), [0, 1, 0, 0]);
    // Seat 1 leads the Q♠ into seat 2's spades: seat 2 takes it with the ace, plus a heart.
    play(&mut game, 1, "QS");
    play(&mut game, 2, "AS");
    play(&mut game, 3, "3H");
    let events = play(&mut game, 0, "3C");
    assert!(events.contains(&Event::TrickWon {
        winner: Seat(2),
        points: 14,
        cards: cards("QS AS 3H 3C")
    }));
    assert_eq!(game.points_taken(), [0, 1, 14, 0]);
}

/// 004: the pass: "each player selects three cards … and passes them to the left-hand
/// neighbour"; the American cycle goes left, right, across, hold.
#[test]
fn passing_three_to_the_left_on_the_first_deal() {
    let rules = Preset::BlackLady.rules(4).check().unwrap();
    let mut game = Game::new(rules, 42);
    assert_eq!(game.phase(), Phase::Passing);
    assert_eq!(game.pass_direction(), PassDirection::Left(1));
    let before: Vec<Cards> = (0..4).map(|s| game.hand(Seat(s))).collect();
    let choice = |s: usize| -> Cards { before[s].iter().take(3).collect() };
    // Two cards, or a card not held, are refused.
    let two: Cards = before[0].iter().take(2).collect();
    assert_eq!(
        game.apply(Seat(0), Action::Pass(two.into()), &mut ()),
        Err(Illegal::PassCount {
            expected: 3,
            got: 2
        })
    );
    assert_eq!(
        game.apply(Seat(7), Action::Pass(choice(0).into()), &mut ()),
        Err(Illegal::NoSuchSeat { seat: Seat(7) })
    );
    let foreign: Cards = before[1].iter().take(3).collect();
    assert!(matches!(
        game.apply(Seat(0), Action::Pass(foreign.into()), &mut ()),
        Err(Illegal::NotInHand { .. })
    ));
    for s in 0..4u8 {
        assert_eq!(game.to_act().len(), 4 - s as u32);
        let mut events = Vec::new();
        game.apply(
            Seat(s),
            Action::Pass(choice(s as usize).into()),
            &mut events,
        )
        .unwrap();
        assert_eq!(
            events[0],
            Event::CardsPassed {
                from: Seat(s),
                to: Some(Seat((s + 1) % 4)),
                cards: choice(s as usize).into()
            }
        );
        if s == 0 {
            assert_eq!(
                game.apply(Seat(0), Action::Pass(choice(0).into()), &mut ()),
                Err(Illegal::AlreadyPassed)
            );
        }
    }
    assert_eq!(game.phase(), Phase::Playing);
    for (s, dealt) in before.iter().enumerate() {
        let from = (s + 3) % 4;
        let expected = dealt.minus(choice(s)).plus(choice(from));
        assert_eq!(
            game.hand(Seat(s as u8)),
            expected,
            "seat {s} got seat {from}'s pass"
        );
        let view = game.view(Seat(s as u8));
        assert_eq!(view.received, Some(choice(from)));
        assert_eq!(view.passed, Some(choice(s).into()));
    }
}

/// RULES.md: "when someone reaches the target (100) after a deal, the lowest score wins;
/// equal lowest scores share the win".
#[test]
fn the_game_ends_at_100_and_the_lowest_score_wins() {
    let rules = Preset::BlackLady.rules(4).check().unwrap();
    let hands = [CLUBS, DIAMONDS, SPADES, HEARTS].map(cards).to_vec();
    let run_moon = |totals: Vec<i32>| -> (Game, Vec<Event>) {
        let setup = DealSetup {
            totals,
            hand_number: 7,
            ..DealSetup::first(hands.clone(), PassDirection::Hold)
        };
        let mut game = Game::from_deal(rules.clone(), 1, &setup).unwrap();
        let mut events = Vec::new();
        for trick in 0..13 {
            for (seat, suit) in [CLUBS, DIAMONDS, SPADES, HEARTS].iter().enumerate() {
                let c = suit.split(' ').rev().nth(trick).unwrap();
                events.extend(play(&mut game, seat as u8, c));
            }
        }
        (game, events)
    };
    // Seat 0 shoots: the others go from 70 to 96, below 100: the game goes on.
    let (game, _) = run_moon(vec![50, 70, 70, 70]);
    assert_eq!(game.phase(), Phase::Passing);
    assert_eq!(game.totals(), [50, 96, 96, 96]);
    assert_eq!(game.hand_number(), 8);
    // From 80 the others reach 106: seat 0 wins with 50.
    let (game, events) = run_moon(vec![50, 80, 75, 80]);
    assert_eq!(game.phase(), Phase::GameOver);
    let over = events.last().unwrap();
    assert!(matches!(over, Event::GameOver { winners, .. } if *winners == Seats::single(Seat(0))));
    assert_eq!(game.totals(), [50, 106, 101, 106]);
    assert!(game.legal_plays().is_empty());
    // Equal lowest scores share the win.
    let (game, events) = run_moon(vec![110, 80, 84, 84]);
    assert_eq!(game.totals(), [110, 106, 110, 110]);
    assert!(
        matches!(events.last().unwrap(), Event::GameOver { winners, .. } if *winners == Seats::single(Seat(1)))
    );
    let (game, events) = run_moon(vec![120, 94, 94, 99]);
    assert_eq!(game.totals(), [120, 120, 120, 125]);
    let mut tied = Seats::NONE;
    tied.insert(Seat(0));
    tied.insert(Seat(1));
    tied.insert(Seat(2));
    assert!(matches!(events.last().unwrap(), Event::GameOver { winners, .. } if *winners == tied));
    assert_eq!(game.leaders(), tied);
    assert_eq!(
        &game.places()[..4],
        [1, 1, 1, 4],
        "the three level share first place"
    );
}

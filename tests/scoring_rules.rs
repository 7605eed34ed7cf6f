//! Scripted deals for scoring: the moon and the sun in their variants, the adjustments,
//! chips, lives, partnerships and the special scores of Complex Hearts, Gong Zhu and Royal
//! Hearts. Each names the document (in `../shared/seeds/`) and the rule it checks.
mod common;
use common::*;
use moonshot::engine::*;

const CLUBS: &str = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC";
const DIAMONDS: &str = "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD";
const SPADES: &str = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS";
const HEARTS: &str = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH";

/// A hold deal in which seat 0 holds every club and wins every trick, so takes every card.
fn run_the_clubs(rules: &Rules, setup: impl FnOnce(&mut DealSetup)) -> (Game, Vec<Event>) {
    let set = rules.check().unwrap_or_else(|e| panic!("{e}"));
    let mut deal = DealSetup::first(
        [CLUBS, DIAMONDS, SPADES, HEARTS].map(cards).to_vec(),
        PassDirection::Hold,
    );
    setup(&mut deal);
    let mut game = Game::from_deal(set, 3, &deal).unwrap_or_else(|e| panic!("{e}"));
    if game.phase() == Phase::Pledging {
        for s in 0..4 {
            act(&mut game, s, Action::Pledge(false));
        }
    }
    let events = play_out(&mut game, &[CLUBS]);
    (game, events)
}

fn totals(setup: &mut DealSetup, points: [i32; 4]) {
    setup.totals = points.to_vec();
}

fn black_lady() -> Rules {
    Preset::BlackLady.rules(4)
}

/// 003: "in the new moon rules the player subtracts 26 points from his or her own score
/// instead of adding 26 to the others".
#[test]
fn the_new_moon_subtracts_from_the_shooter() {
    let mut rules = black_lady();
    rules.moon.kind = MoonKind::SubtractFromShooter;
    let (game, events) = run_the_clubs(&rules, |_| {});
    let result = scored(&events);
    assert_eq!(&result.scores[..4], [-26, 0, 0, 0]);
    assert_eq!(
        result.shot.unwrap().scored,
        Some(MoonChoice::SubtractFromShooter)
    );
    assert_eq!(game.totals(), [-26, 0, 0, 0]);
}

/// 002 ("they have the choice of either adding 26 to everyone else's score, or subtracting
/// 26 from their own") and 003/004: "a player who shoots the moon may have a choice".
#[test]
fn the_shooter_chooses_old_or_new_moon() {
    let mut rules = black_lady();
    rules.moon.kind = MoonKind::ShooterChooses;
    for (choice, scores) in [
        (MoonChoice::SubtractFromShooter, [-26, 0, 0, 0]),
        (MoonChoice::AddToOthers, [0, 26, 26, 26]),
    ] {
        let (mut game, events) = run_the_clubs(&rules, |_| {});
        assert!(
            !events.iter().any(|e| matches!(e, Event::HandScored(_))),
            "not scored yet"
        );
        assert_eq!(game.phase(), Phase::ChoosingMoon);
        assert_eq!(game.choice(Seat(0)), Choice::ChooseMoon);
        assert_eq!(
            game.apply(Seat(1), Action::ChooseMoon(choice), &mut ()),
            Err(Illegal::NotShooter)
        );
        let events = act(&mut game, 0, Action::ChooseMoon(choice));
        assert_eq!(&scored(&events).scores[..4], scores);
    }
}

/// 004: "A player who shoots the moon can choose new moon only if applying old moon for the
/// hand would end the game with the shooter losing by points. For example, in a 100-point
/// game, if the shooter has 90, a second player 95, and the leader 63 ..."
#[test]
fn new_moon_only_when_the_old_moon_would_lose_the_game() {
    let mut rules = black_lady();
    rules.moon.kind = MoonKind::NewIfOldWouldLose;
    let (game, events) = run_the_clubs(&rules, |s| totals(s, [90, 95, 63, 70]));
    assert_eq!(
        scored(&events).shot.unwrap().scored,
        Some(MoonChoice::SubtractFromShooter)
    );
    assert_eq!(game.totals(), [64, 95, 63, 70]);
    assert_ne!(game.phase(), Phase::GameOver);
    let (game, events) = run_the_clubs(&rules, |s| totals(s, [10, 20, 30, 40]));
    assert_eq!(
        scored(&events).shot.unwrap().scored,
        Some(MoonChoice::AddToOthers)
    );
    assert_eq!(game.totals(), [10, 46, 56, 66]);
}

/// 004: "Alternatively, the old moon stands, but the game continues (even though, in the
/// example, the second player is on 121 points) for as long as there are no successful shoot
/// the moon outcomes."
#[test]
fn the_old_moon_stands_and_play_goes_on() {
    let mut rules = black_lady();
    rules.moon.kind = MoonKind::OldPlayOn;
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [90, 95, 63, 70]));
    assert_eq!(game.totals(), [90, 121, 89, 96]);
    assert_ne!(
        game.phase(),
        Phase::GameOver,
        "a deal with a moon does not end the game"
    );
    assert_eq!(game.hand_number(), 1);
}

/// 004: "A player who shoots the moon may only use new moon after he or she, or perhaps
/// another player, has reached a predetermined score."
#[test]
fn new_moon_only_after_a_score() {
    let mut rules = black_lady();
    rules.moon.kind = MoonKind::ChoiceAfterScore {
        score: 50,
        anyone: false,
    };
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [10, 60, 0, 0]));
    assert_eq!(
        game.totals(),
        [10, 86, 26, 26],
        "below 50 the shooter has no choice"
    );
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [55, 0, 0, 0]));
    assert_eq!(game.phase(), Phase::ChoosingMoon);
    rules.moon.kind = MoonKind::ChoiceAfterScore {
        score: 50,
        anyone: true,
    };
    let (game2, _) = run_the_clubs(&rules, |s| totals(s, [10, 60, 0, 0]));
    assert_eq!(
        game2.phase(),
        Phase::ChoosingMoon,
        "another player's score opens the choice"
    );
    drop(game);
}

/// 004 (Culbertson): "If one player takes all the penalty cards, no scores are recorded for
/// that deal."
#[test]
fn culbertson_scores_nothing_for_a_moon() {
    let (game, events) = run_the_clubs(&Preset::BlackLadyCulbertson.rules(4), |s| {
        totals(s, [5, 6, 7, 8])
    });
    assert_eq!(&scored(&events).scores[..4], [0, 0, 0, 0]);
    assert_eq!(game.totals(), [5, 6, 7, 8]);
}

/// 003 (Likha): "shooting the moon inflicts a 37-point penalty instead of an award"
/// (RULES.md: the moon costs 37).
#[test]
fn a_likha_moon_costs_the_shooter_37() {
    let (_, events) = run_the_clubs(&Preset::Likha.rules(4), |_| {});
    assert_eq!(&scored(&events).scores[..4], [37, 0, 0, 0]);
}

/// 003: "rickety kate exactly the same as hearts minus shooting the moon"; 003 (Queens):
/// "shooting the moon inflicts the normal penalty instead of an award".
#[test]
fn without_a_moon_the_points_count() {
    let (_, events) = run_the_clubs(&Preset::RicketyKate.rules(4), |_| {});
    let result = scored(&events);
    assert_eq!(result.shot, None);
    assert_eq!(&result.scores[..4], [26, 0, 0, 0]);
}

/// 004 (Omnibus): "If a player takes all fifteen counters (10♦, Q♠ and thirteen hearts),
/// 26 plus points are scored for the deal and the rest score zero". RULES.md: "the moon needs
/// all 15 counters". (002's "subtracting ... 36" is not followed: see docs/rules-readings.md.)
#[test]
fn the_omnibus_moon_takes_all_fifteen_counters_and_scores_26_plus() {
    let (_, events) = run_the_clubs(&Preset::Omnibus.rules(4), |_| {});
    let result = scored(&events);
    assert_eq!(result.taken[0], 16, "26 penalty points less the 10♦'s 10");
    assert_eq!(&result.scores[..4], [-26, 0, 0, 0]);
    // Hearts (basic): the moon is worth the 13 hearts.
    let mut hearts = Preset::Hearts.rules(4);
    hearts.passing.cycle = PassCycle::None;
    let (_, events) = run_the_clubs(&hearts, |_| {});
    assert_eq!(&scored(&events).scores[..4], [0, 13, 13, 13]);
}

/// 004: the sun is scored "subject to the other variations listed above": with the new moon,
/// the shooter of the sun takes 52 off.
#[test]
fn the_sun_follows_the_moon_variant() {
    let mut rules = black_lady();
    rules.moon.kind = MoonKind::SubtractFromShooter;
    rules.moon.sun = Some(SunRules::default());
    let (_, events) = run_the_clubs(&rules, |_| {});
    let result = scored(&events);
    assert_eq!(result.shot.unwrap().kind, ShotKind::Sun);
    assert_eq!(&result.scores[..4], [-52, 0, 0, 0]);
}

/// 003 and 004: "A player who takes all thirteen tricks may add 52 points to the other
/// players' scores ... This is known as shooting the sun."
#[test]
fn shooting_the_sun_adds_52_to_each_other_player() {
    let mut rules = black_lady();
    rules.moon.sun = Some(SunRules::default());
    let (_, events) = run_the_clubs(&rules, |_| {});
    let result = scored(&events);
    assert_eq!(result.shot.unwrap().kind, ShotKind::Sun);
    assert_eq!(&result.scores[..4], [0, 52, 52, 52]);
}

/// 004: "A player who shoots the sun may add 52 points to the player who passed to him or her
/// at the beginning of the round, while the others each receive 26. This is known as the
/// 'punishment rule'."
#[test]
fn the_punishment_rule_gives_52_to_the_passer() {
    let mut rules = black_lady();
    rules.moon.sun = Some(SunRules {
        punishment: true,
        ..SunRules::default()
    });
    let set = rules.check().unwrap();
    let hands = vec![
        cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC AD KD QD"),
        cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD 2S 3S 4S"),
        cards("5S 6S 7S 8S 9S TS JS QS KS AS 2H 3H 4H"),
        cards("QC KC AC 5H 6H 7H 8H 9H TH JH QH KH AH"),
    ];
    let mut game =
        Game::from_deal(set, 1, &DealSetup::first(hands, PassDirection::Left(1))).unwrap();
    for (s, text) in [
        (0, "AD KD QD"),
        (1, "2S 3S 4S"),
        (2, "2H 3H 4H"),
        (3, "QC KC AC"),
    ] {
        let list: Vec<Card> = text.split(' ').map(card).collect();
        act(&mut game, s, Action::Pass(PassList::new(&list).unwrap()));
    }
    assert_eq!(game.hand(Seat(0)), cards(CLUBS));
    let events = play_out(&mut game, &[CLUBS]);
    let result = scored(&events);
    assert_eq!(result.shot.unwrap().kind, ShotKind::Sun);
    assert_eq!(
        &result.scores[..4],
        [0, 26, 26, 52],
        "seat 3 passed to the shooter"
    );
}

/// 004: "A player who takes all thirteen tricks reverts their score from the entire game to
/// 0. This is known as 'cleaning the slate'."
#[test]
fn cleaning_the_slate() {
    let mut rules = black_lady();
    rules.moon.sun = Some(SunRules {
        clean_slate: true,
        ..SunRules::default()
    });
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [40, 10, 11, 12]));
    assert_eq!(game.totals(), [0, 10, 11, 12]);
}

/// The deal for the next two tests: seat 1 wins the first trick with the A♣ and gives the
/// lead back with the 2♦; seat 0 then runs its twelve diamonds and takes every counter.
fn all_but_the_first_trick(rules: &Rules) -> Vec<Event> {
    let set = rules.check().unwrap();
    let hands = vec![
        cards("2C 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"),
        cards("3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D"),
        cards("2S 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 6H 7H"),
        cards("9S TS JS QS KS AS 8H 9H TH JH QH KH AH"),
    ];
    let mut game = Game::from_deal(set, 1, &DealSetup::first(hands, PassDirection::Hold)).unwrap();
    play_out(
        &mut game,
        &["2C AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D", "AC 2D"],
    )
}

/// 004: "The first trick of a hand does not count for shooting the sun; only the following
/// twelve tricks are required."
#[test]
fn the_first_trick_may_be_excluded_from_the_sun() {
    let mut rules = black_lady();
    rules.moon.sun = Some(SunRules {
        first_trick_excluded: true,
        ..SunRules::default()
    });
    let result = scored(&all_but_the_first_trick(&rules));
    assert_eq!(result.tricks[0], 12);
    assert_eq!(result.shot.unwrap().kind, ShotKind::Sun);
    assert_eq!(&result.scores[..4], [0, 52, 52, 52]);
    rules.moon.sun = Some(SunRules::default());
    let result = scored(&all_but_the_first_trick(&rules));
    assert_eq!(
        result.shot.unwrap().kind,
        ShotKind::Moon,
        "twelve tricks are only a moon"
    );
}

/// 004: "A player who takes all of the penalty cards but fails to shoot the sun scores
/// normally instead of shooting the moon."
#[test]
fn a_moon_without_the_sun_may_score_normally() {
    let mut rules = black_lady();
    rules.moon.sun = Some(SunRules {
        moon_needs_sun: true,
        ..SunRules::default()
    });
    let result = scored(&all_but_the_first_trick(&rules));
    assert_eq!(result.shot, None);
    assert_eq!(&result.scores[..4], [26, 0, 0, 0]);
}

/// 003 and 004: "If a player receives 260 points (26 points every round) over ten rounds all
/// other players may receive 260 points and the player finishes with a score of 0".
#[test]
fn the_big_moon_after_ten_deals_in_a_row() {
    let mut rules = black_lady();
    rules.moon.big_moon = Some(260);
    let (game, events) = run_the_clubs(&rules, |s| {
        totals(s, [30, 10, 10, 10]);
        s.moon_streak = vec![9, 0, 0, 0];
    });
    let result = scored(&events);
    assert_eq!(result.shot.unwrap().kind, ShotKind::BigMoon);
    assert_eq!(game.totals(), [0, 270, 270, 270]);
    let (game, _) = run_the_clubs(&rules, |s| s.moon_streak = vec![8, 0, 0, 0]);
    assert_eq!(
        game.totals(),
        [0, 26, 26, 26],
        "the ninth moon is an ordinary one"
    );
}

/// 004: "A game cannot by won by player who successfully shoots the moon or sun. Play
/// continues for at least one more hand."
#[test]
fn no_win_on_a_moon() {
    let mut rules = black_lady();
    rules.moon.no_win_on_moon = true;
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [50, 80, 80, 80]));
    assert_eq!(game.totals(), [50, 106, 106, 106]);
    assert_ne!(game.phase(), Phase::GameOver);
}

/// 003 and 004: "players who take no tricks in a deal may subtract five points".
#[test]
fn taking_no_tricks_takes_five_off() {
    let mut rules = Preset::RicketyKate.rules(4);
    rules.no_tricks_bonus = 5;
    let (_, events) = run_the_clubs(&rules, |_| {});
    assert_eq!(&scored(&events).scores[..4], [26, -5, -5, -5]);
}

/// 004: "A player that achieves a score of exactly 100 has their score reduced to zero. In
/// this variant a score of 101 or greater is required to end the game." 003: "players
/// reaching exactly 50 or 100 points at the end of a round may subtract 50 points".
#[test]
fn landing_exactly_on_a_score() {
    let mut rules = Preset::RicketyKate.rules(4);
    rules.exact_score = Some(ExactScore::default());
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [74, 0, 0, 0]));
    assert_eq!(game.totals(), [0, 0, 0, 0], "exactly 100 goes back to 0");
    assert_ne!(game.phase(), Phase::GameOver);
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [80, 0, 0, 0]));
    assert_eq!(game.phase(), Phase::GameOver, "106 is past 101");
    rules.exact_score = Some(ExactScore {
        scores: vec![50, 100],
        effect: ExactEffect::SubtractFifty,
    });
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [24, 0, 0, 0]));
    assert_eq!(game.totals(), [0, 0, 0, 0], "exactly 50 less 50");
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [74, 0, 0, 0]));
    assert_eq!(game.totals(), [50, 0, 0, 0], "exactly 100 less 50");
}

/// 003: "before the first trick in a round a player may predict that he or she will not take
/// any hearts on the upcoming hand if the pledge is successful 10 penalty points are deducted
/// but 10 points are added if it fails".
#[test]
fn the_pledge() {
    let mut rules = Preset::RicketyKate.rules(4);
    rules.pledge = true;
    let set = rules.check().unwrap();
    let deal = DealSetup::first(
        [CLUBS, DIAMONDS, SPADES, HEARTS].map(cards).to_vec(),
        PassDirection::Hold,
    );
    let mut game = Game::from_deal(set, 3, &deal).unwrap();
    assert_eq!(game.phase(), Phase::Pledging);
    assert_eq!(game.choice(Seat(2)), Choice::Pledge);
    act(&mut game, 0, Action::Pledge(true));
    assert_eq!(
        game.apply(Seat(0), Action::Pledge(false), &mut ()),
        Err(Illegal::AlreadyPledged)
    );
    act(&mut game, 1, Action::Pledge(true));
    act(&mut game, 2, Action::Pledge(false));
    act(&mut game, 3, Action::Pledge(false));
    assert_eq!(game.phase(), Phase::Playing);
    let events = play_out(&mut game, &[CLUBS]);
    let result = scored(&events);
    assert_eq!(
        &result.scores[..4],
        [36, -10, 0, 0],
        "seat 0 broke its pledge, seat 1 kept it"
    );
}

/// 003: "the bonus may or may not be allowed to carry that is the bonus may not be allowed to
/// produce a hand score and/or a running total of less than zero"; 004's money scoring and
/// floors at zero.
#[test]
fn floors_for_the_bonus_and_for_scores() {
    let mut rules = small_deck(Preset::Omnibus.rules(4), 1, "2C 3C 4C 5C 6C 7C AC TD");
    rules.moon.kind = MoonKind::None;
    let hands = || {
        vec![
            cards("2C 7C"),
            cards("AC TD"),
            cards("3C 6C"),
            cards("4C 5C"),
        ]
    };
    let plan = ["2C 7C", "AC TD", "3C 6C", "4C 5C"];
    for (floor, before, after) in [
        (BonusFloor::None, 3, -7),
        (BonusFloor::Hand, 3, 3),
        (BonusFloor::Total, 3, 0),
        (BonusFloor::Total, 15, 5),
        (BonusFloor::Total, -20, -20),
    ] {
        let mut r = rules.clone();
        r.bonus_floor = floor;
        let set = r.check().unwrap();
        let mut setup = DealSetup::first(hands(), PassDirection::Hold);
        setup.totals = vec![0, before, 0, 0];
        let mut game = Game::from_deal(set, 1, &setup).unwrap();
        play_out(&mut game, &plan);
        assert_eq!(game.totals()[1], after, "{floor:?} from {before}");
    }
    // The floor holds back the bonus card only: an Omnibus moon still scores.
    let mut omnibus = Preset::Omnibus.rules(4);
    omnibus.bonus_floor = BonusFloor::Hand;
    let (game, _) = run_the_clubs(&omnibus, |_| {});
    assert_eq!(game.totals(), [-26, 0, 0, 0]);
    let mut rules = black_lady();
    rules.moon.kind = MoonKind::SubtractFromShooter;
    rules.floor_at_zero = true;
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [5, 0, 0, 0]));
    assert_eq!(game.totals(), [0, 0, 0, 0], "scores never go below zero");
}

/// 002: "When playing for money, at the end of the night all players' scores are averaged,
/// with players putting into the pot a set amount per point they have over the average, or
/// taking out that amount for each point under."
#[test]
fn money_is_settled_against_the_average() {
    let mut rules = black_lady();
    rules.money_per_point = 2;
    let set = rules.check().unwrap();
    let mut setup = DealSetup::first(fill(&set, &[], &[]), PassDirection::Hold);
    setup.totals = vec![10, 20, 30, 40];
    let game = Game::from_deal(set, 1, &setup).unwrap();
    assert_eq!(game.settlement(), [30, 10, -10, -30]);
    assert!(
        Game::new(black_lady().check().unwrap(), 1)
            .settlement()
            .is_empty()
    );
}

/// 004 (Foster's sweepstake): "the pool may only be claimed by a player or players who takes
/// no hearts at all ... If more than one player takes no hearts, they divide the pool, any
/// odd counters staying put."
#[test]
fn the_sweepstake_pool() {
    let mut rules = Preset::BlackLadyFoster.rules(4);
    rules.passing.cycle = PassCycle::None;
    let (game, events) = run_the_clubs(&rules, |_| {});
    let result = scored(&events);
    let chips: Vec<i32> = result.standings[..4].iter().map(|s| s.chips).collect();
    assert_eq!(
        chips,
        [74, 108, 108, 108],
        "26 paid in, 8 each to the three clear players"
    );
    assert_eq!(result.pool, 2, "the odd counters stay in the pool");
    assert_eq!(game.pool(), 2);
}

/// 004 (Foster's Howell settlement): "if Andy takes the Black Lady and a heart i.e. 14
/// hearts, he pays 3 × 14 = 42 counters into the pool ... players claim as many counters as
/// they did not hold at the end (26 minus the number of penalty points scored)."
#[test]
fn the_howell_settlement() {
    let mut rules = Preset::BlackLadyFoster.rules(4);
    rules.passing.cycle = PassCycle::None;
    rules.scoring = Scoring::Howell { start: 100 };
    let (_, events) = run_the_clubs(&rules, |_| {});
    let chips: Vec<i32> = scored(&events).standings[..4]
        .iter()
        .map(|s| s.chips)
        .collect();
    // Seat 0 took 26: pays 3 × 26 and claims nothing; the others claim 26 each.
    assert_eq!(chips, [22, 126, 126, 126]);
    assert_eq!(chips.iter().sum::<i32>(), 400, "the pool is exhausted");
}

/// 002: "Before each hand, all players ante. If one players takes all thirteen hearts, the
/// pot stands. Otherwise, whoever took no hearts takes the pot, splitting it evenly if two
/// people did so."
#[test]
fn the_ante_pool_of_basic_hearts() {
    let mut rules = Preset::Hearts.rules(4);
    rules.scoring = Scoring::Pool { start: 10, ante: 1 };
    let (game, _) = run_the_clubs(&rules, |_| {});
    assert_eq!(
        game.pool(),
        4 + 4,
        "one took every heart: the pot stands (and the next deal antes)"
    );
    let mut rules = small_deck(rules, 1, "2C 3C 4C 5C 4D 5D 6D 5S 7S 8S 2H 3H");
    rules.scoring = Scoring::Pool { start: 10, ante: 1 };
    let hands = vec![
        cards("2C 6D 7S"),
        cards("3C 2H 3H"),
        cards("4C 4D 5S"),
        cards("5C 5D 8S"),
    ];
    let mut game = start(&rules, hands, PassDirection::Hold);
    let events = play_out(&mut game, &["2C 6D 7S", "3C 2H 3H", "4C 4D 5S", "5C 5D 8S"]);
    let result = scored(&events);
    let chips: Vec<i32> = result.standings[..4].iter().map(|s| s.chips).collect();
    assert_eq!(&result.taken[..4], [1, 0, 0, 1]);
    assert_eq!(
        chips,
        [9, 11, 11, 9],
        "the two clear players split the pot of 4"
    );
    assert_eq!(result.pool, 0);
}

/// 003 (Danger Hearts): "ten rounds are played using standard scoring and each player has
/// three lives if a player receives 15 or more points in a round he or she loses a life";
/// RULES.md: "the winner is the last with lives, or the lowest score after 10 rounds".
#[test]
fn danger_hearts_lives() {
    let rules = Preset::DangerHearts.rules(4);
    let (game, _) = run_the_clubs(&rules, |_| {});
    let lives: Vec<u8> = game.standings().iter().map(|s| s.lives).collect();
    assert_eq!(lives, [3, 2, 2, 2], "26 points each cost the others a life");
    let (game, events) = run_the_clubs(&rules, |s| {
        s.standings = [3, 1, 1, 1]
            .iter()
            .map(|&lives| Standing {
                lives,
                ..Standing::default()
            })
            .collect();
    });
    assert_eq!(
        game.phase(),
        Phase::GameOver,
        "only one player has lives left"
    );
    let winners = events.iter().find_map(|e| match e {
        Event::GameOver { winners, .. } => Some(*winners),
        _ => None,
    });
    assert_eq!(
        winners,
        Some(Seats::single(Seat(0))),
        "the last with lives wins"
    );
    let (game, _) = run_the_clubs(&rules, |s| s.hand_number = 9);
    assert_eq!(game.phase(), Phase::GameOver, "ten deals");
}

/// 003 (Partnership Hearts): "players seated opposite each other form two-person teams team
/// members combine their scores a team that successfully shoots the moon causes the other to
/// earn 52 penalty points".
#[test]
fn partners_share_their_moon_and_their_score() {
    let rules = Preset::PartnershipHearts.rules(4);
    let (game, events) = run_the_clubs(&rules, |s| totals(s, [40, 10, 50, 10]));
    let result = scored(&events);
    let shot = result.shot.unwrap();
    assert!(
        shot.seats.contains(Seat(0)) && shot.seats.contains(Seat(2)),
        "the partnership shoots"
    );
    assert_eq!(&result.scores[..4], [0, 26, 0, 26], "52 to the other team");
    assert_eq!(game.totals(), [40, 36, 50, 36]);
    assert_eq!(
        game.phase(),
        Phase::Passing,
        "team totals 90 and 72: play on"
    );
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [10, 40, 20, 50]));
    assert_eq!(
        game.phase(),
        Phase::GameOver,
        "seats 1 and 3 reach 142 together"
    );
    let mut winners = Seats::single(Seat(0));
    winners.insert(Seat(2));
    assert_eq!(game.leaders(), winners);
}

/// 004 (Likha): "The team of the first player to individually score 101 or more loses. If two
/// or more players from opposing teams reach or exceed 101 in the same deal, the one with the
/// higher score loses."
#[test]
fn likha_the_team_of_the_player_who_reaches_101_loses() {
    let rules = Preset::Likha.rules(4);
    let (game, _) = run_the_clubs(&rules, |s| totals(s, [70, 0, 0, 0]));
    assert_eq!(game.totals()[0], 107);
    let mut others = Seats::single(Seat(1));
    others.insert(Seat(3));
    assert_eq!(game.leaders(), others, "seat 0's team loses");
    assert_eq!(&game.places()[..4], [3, 1, 3, 1], "a team shares its place");

    let mut rules = small_deck(rules, 1, "2C 3C 4C 5C 6C 7C QS TD");
    rules.passing.cycle = PassCycle::None;
    let hands = vec![
        cards("2C 6C"),
        cards("QS TD"),
        cards("4C 5C"),
        cards("3C 7C"),
    ];
    let set = rules.check().unwrap();
    let mut setup = DealSetup::first(hands, PassDirection::Hold);
    setup.totals = vec![0, 0, 90, 95];
    let mut game = Game::from_deal(set, 1, &setup).unwrap();
    // Anticlockwise from seat 0: the 4♣ takes the Q♠, then the 7♣ takes the 10♦.
    let events = play_out(&mut game, &["2C 6C", "QS TD", "4C 5C", "3C 7C"]);
    assert_eq!(&scored(&events).taken[..4], [0, 0, 13, 10]);
    assert_eq!(game.totals(), [0, 0, 103, 105]);
    let mut evens = Seats::single(Seat(0));
    evens.insert(Seat(2));
    assert_eq!(
        game.leaders(),
        evens,
        "both crossed: the higher, seat 3, loses for its team"
    );
}

/// 003 and 004 (Complex Hearts): "Hearts are worth 1 each, Q = 13i, J = −10, and 10
/// multiplies the score for the given hand by 2i. The first player to reach an absolute value
/// of 100 is the loser."
#[test]
fn complex_hearts_scores_in_complex_numbers() {
    let mut rules = small_deck(Preset::ComplexHearts.rules(4), 1, "2C 3C 4C 5C TC QS 2H JD");
    rules.moon.kind = MoonKind::None;
    let hands = vec![
        cards("2C QS"),
        cards("3C 2H"),
        cards("4C JD"),
        cards("TC 5C"),
    ];
    let mut game = start(&rules, hands.clone(), PassDirection::Hold);
    let events = play_out(&mut game, &["2C QS", "3C 2H", "4C JD", "TC 5C"]);
    let result = scored(&events);
    // Seat 3 took the 10♣ and then 2♥, J♦ and Q♠: (1 − 10 + 13i) × 2i = −26 − 18i.
    assert_eq!((result.scores[3], result.scores_imaginary[3]), (-26, -18));
    let set = rules.check().unwrap();
    let mut setup = DealSetup::first(hands, PassDirection::Hold);
    setup.standings = vec![
        Standing::default(),
        Standing {
            points: 60,
            imaginary: 80,
            ..Standing::default()
        },
        Standing::default(),
        Standing::default(),
    ];
    let mut game = Game::from_deal(set, 1, &setup).unwrap();
    play_out(&mut game, &["2C QS", "3C 2H", "4C JD", "TC 5C"]);
    assert_eq!(
        game.phase(),
        Phase::GameOver,
        "seat 1 is at |60 + 80i| = 100"
    );
    let mut winners = Seats::single(Seat(0));
    winners.insert(Seat(2));
    assert_eq!(game.leaders(), winners, "the smallest absolute scores win");
    assert_eq!(
        &game.places()[..4],
        [1, 4, 1, 3],
        "|-26 - 18i| is nearer zero than |60 + 80i|"
    );
}

/// 004 (Gong Zhu), with the published rule (pagat): the 10♣ doubles its taker's score, or
/// scores +50 alone; a player who takes every heart scores them +200 and the pig +100; the
/// game ends at −1000 and the highest score wins.
#[test]
fn gong_zhu_signs_and_doubling() {
    let rules = Preset::GongZhu.rules(4);
    let (_, events) = run_the_clubs(&rules, |s| s.queen_taker = Some(Seat(0)));
    let result = scored(&events);
    assert_eq!(
        result.scores[0],
        (200 + 100 + 100) * 2,
        "everything, doubled by the 10♣"
    );
    // What a deal's summary lists: every card that changed the score, the 10♣ too.
    let set = rules.check().unwrap();
    assert_eq!(set.counters(cards("TC JD QH 5C")), cards("TC JD QH"));
    let mut alone = small_deck(rules.clone(), 1, "2C 3C 4C 5C 6C 7C 8C TC");
    alone.opening_lead = OpeningLead::EldestHand;
    let plan = ["2C 7C", "TC 5C", "3C 8C", "4C 6C"];
    let mut game = start(&alone, plan.map(cards).to_vec(), PassDirection::Hold);
    let result = scored(&play_out(&mut game, &plan));
    assert_eq!(result.scores[1], 50, "the 10♣ alone is worth 50");

    let mut pig = small_deck(rules, 1, "2C 3C 4C 5C 6C 7C 8C QS");
    pig.opening_lead = OpeningLead::EldestHand;
    let plan = ["2C 8C", "3C 4C", "5C QS", "6C 7C"];
    let set = pig.check().unwrap();
    let mut setup = DealSetup::first(plan.map(cards).to_vec(), PassDirection::Hold);
    setup.totals = vec![-950, 0, 0, 10];
    let mut game = Game::from_deal(set, 1, &setup).unwrap();
    let result = scored(&play_out(&mut game, &plan));
    assert_eq!(result.scores[0], -100, "the pig");
    assert_eq!(game.phase(), Phase::GameOver, "seat 0 is past -1000");
    assert_eq!(
        game.leaders(),
        Seats::single(Seat(3)),
        "the highest score wins"
    );
    let places = game.places();
    assert_eq!((places[3], places[0]), (1, 4), "the lowest score is last");
}

/// 003 and 004 (Royal Hearts): "the Q♠ is worth 26 points instead of 13, Q♥ doubles the
/// point value of all Hearts taken by that player, Q is worth −10 points, and Q negates the
/// Q's point value if both are captured by the same player" (suits from the house reading in
/// docs/rules-readings.md: Q♦ −10, Q♣ cancels the Q♠).
#[test]
fn royal_hearts_queens() {
    let rules = small_deck(Preset::RoyalHearts.rules(4), 1, "2C 3C 4C KC QC QS QH 2H");
    let hands = vec![
        cards("2C QS"),
        cards("3C QH"),
        cards("4C 2H"),
        cards("KC QC"),
    ];
    let mut game = start(&rules, hands, PassDirection::Hold);
    let events = play_out(&mut game, &["2C QS", "3C QH", "4C 2H", "KC QC"]);
    // Seat 3 took Q♣, Q♠, Q♥ and 2♥: the Q♠ is cancelled, the two hearts doubled.
    assert_eq!(scored(&events).scores[3], 4);
    // The summary lists the Q♣ with the Q♠ it cancelled, not alone.
    let set = rules.check().unwrap();
    assert_eq!(set.counters(cards("QC QS QH 2H KC")), cards("QC QS QH 2H"));
    assert_eq!(set.counters(cards("QC QH 2H")), cards("QH 2H"));
}

/// RULES.md: "Game end ... a number of deals, or a time limit".
#[test]
fn a_game_may_end_after_a_number_of_deals_or_when_time_is_called() {
    let mut rules = black_lady();
    rules.deals = Some(3);
    let (game, _) = run_the_clubs(&rules, |s| s.hand_number = 2);
    assert_eq!(game.phase(), Phase::GameOver);
    let mut rules = black_lady();
    rules.time_limit_minutes = Some(30);
    let set = rules.check().unwrap();
    let mut game = Game::new(set, 4);
    game.call_time();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(4);
    while game.hand_number() == 0 && game.step_random(&mut rng, &mut ()) {}
    assert_eq!(
        game.phase(),
        Phase::GameOver,
        "the deal in progress was the last"
    );
}

/// The card a table sounds its warning for when it is taken.
#[test]
fn the_worst_card_is_the_one_that_hurts_most() {
    let worst = |preset: Preset| preset.rules(4).check().unwrap().worst_card();
    assert_eq!(worst(Preset::BlackLady), Some(Card::QUEEN_OF_SPADES));
    assert_eq!(
        worst(Preset::GongZhu),
        Some(Card::QUEEN_OF_SPADES),
        "the pig, at -100"
    );
    assert_eq!(worst(Preset::Hearts), None, "every heart alike");
}

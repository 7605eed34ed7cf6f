//! Scripted positions of four-player Black Lady, one for each kind of claim that sets two
//! cards apart (issue 35): what a card does with the Q♠ and the cards above it, the lead it
//! wins, the high card it keeps, the first trick; and the Hint and "why not…?" that lead with
//! the claim that differs between the two cards they compare.
mod common;

use common::*;
use moonshot::bots::{Claim, Glance, Level, Said, advise, claims};
use moonshot::engine::*;
use moonshot::lang::words::hints;
use moonshot::lang::{Arg, Lang};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A hold deal (no passing) of Black Lady with these four hands.
fn deal(hands: [&str; 4]) -> Game {
    let rules = Preset::BlackLady.rules(4).check().unwrap();
    let hands: Vec<Cards> = hands.iter().map(|h| cards(h)).collect();
    Game::from_deal(rules, 1, &DealSetup::first(hands, PassDirection::Hold)).unwrap()
}

/// The claims of `card` for the seat to play, and how they read with seats named "seat N".
fn claims_of(game: &Game, text: &str) -> (Vec<Claim>, Vec<String>) {
    let seat = game.turn().expect("a seat to play");
    let view = game.view(seat);
    let trick = view.trick_state();
    let g = Glance::of_view(&view, &trick);
    let said = claims(&g, card(text));
    let words = said
        .iter()
        .map(|c| lang_en(|| hints::claim(c, &name).to_string()))
        .collect();
    (said, words)
}

/// The Expert's Hint for the seat to play, and every "why not…?", by card.
fn hint(game: &Game) -> (Action, String, Vec<(Action, String)>) {
    let seat = game.turn().expect("a seat to play");
    let mut rng = ChaCha8Rng::seed_from_u64(35);
    let advice = advise(Level::Expert, &game.view(seat), &mut rng).expect("advice");
    let others = advice
        .others
        .iter()
        .map(|(a, why)| (*a, words(why)))
        .collect();
    (advice.action, words(&advice.reason), others)
}

/// Seats named "seat N".
fn name(seat: Seat) -> Arg {
    Arg::from(seat.to_string())
}

fn lang_en(f: impl FnOnce() -> String) -> String {
    moonshot::lang::with(Lang::ENGLISH, f)
}

/// What the bots said, in words, as the page writes it in English.
fn words(said: &Said) -> String {
    lang_en(|| hints::words(said, &name).to_string())
}

/// Trick 2: South (seat 3) has led the 2♠; West (seat 0), North (seat 1) and then East (seat
/// 2), who holds the Q♠ and the 7♠, are to play.
fn spades_led() -> Game {
    let mut game = deal([
        "2C 3C AS KD QD JD TD 9D 8D 7D 6D 5D 4D",
        "4C 5C KS JS TS 9S 8S 6S 2D 3D AD 2H 3H",
        "6C 7C QS 7S 4H 5H 6H 7H 8H 9H TH JH QH",
        "8C 9C TC JC QC KC AC 5S 4S 3S 2S KH AH",
    ]);
    play_all(&mut game, &[(0, "2C"), (1, "4C"), (2, "6C"), (3, "AC")]);
    play(&mut game, 3, "2S");
    game
}

/// The same, West having taken over with the A♠.
fn ace_of_spades_winning() -> Game {
    let mut game = spades_led();
    play(&mut game, 0, "AS");
    game
}

/// West's A♠, second to the 2♠: nobody can beat it, so West wins the lead, though not last
/// to play.
#[test]
fn a_card_nobody_can_beat_wins_the_lead() {
    let game = spades_led();
    let (ace, words) = claims_of(&game, "AS");
    assert!(ace.contains(&Claim::Unbeatable), "{ace:?}");
    assert!(ace.contains(&Claim::WinsLead { only: None }), "{ace:?}");
    assert!(words.contains(&"you win the lead and must lead the next trick".into()));
}

/// The K♠ under the A♠ is a card the Q♠ could fall on later, gone at no risk now; the J♠
/// keeps the K♠, and the Q♠ could still fall on it.
#[test]
fn a_king_under_the_ace_is_shed_and_a_jack_keeps_it() {
    let game = ace_of_spades_winning();
    assert_eq!(game.turn(), Some(Seat(1)));
    let (king, words) = claims_of(&game, "KS");
    assert!(
        king.contains(&Claim::ShedsAboveWorst { worst: card("QS") }),
        "{king:?}"
    );
    assert!(words.contains(
        &"you get rid of a card the Q♠ could fall on later, without taking this trick".into()
    ));
    let (jack, words) = claims_of(&game, "JS");
    assert!(
        jack.contains(&Claim::KeepsAboveWorst {
            high: card("KS"),
            worst: card("QS")
        }),
        "{jack:?}"
    );
    assert!(words.contains(&"you keep the K♠, and the Q♠ could still fall on it later".into()));
    assert!(
        !jack
            .iter()
            .any(|c| matches!(c, Claim::ShedsAboveWorst { .. }))
    );
}

/// The play-test's position (there in Cancellation for 11): the person plays under the A♠
/// with the Q♠ and the 7♠ in hand. The Q♠ goes to whoever takes the trick; the 7♠ keeps the
/// Q♠, which may be forced out later. The Hint says so, and not what both cards share.
#[test]
fn the_queen_under_the_ace_goes_to_whoever_takes_the_trick() {
    let mut game = ace_of_spades_winning();
    play(&mut game, 1, "6S");
    let (queen, _) = claims_of(&game, "QS");
    assert!(
        queen.contains(&Claim::GivesAway { worst: card("QS") }),
        "{queen:?}"
    );
    let (seven, words) = claims_of(&game, "7S");
    assert!(
        seven.contains(&Claim::KeepsWorst { worst: card("QS") }),
        "{seven:?}"
    );
    assert!(words.contains(&"you keep the Q♠, and someone may force it out of you later".into()));
    // Both stay under the A♠: that sets neither apart.
    let under = Claim::Under {
        seat: Seat(0),
        card: card("AS"),
    };
    assert!(queen.contains(&under) && seven.contains(&under));
    let (action, words, others) = hint(&game);
    assert_eq!(action, Action::Play(card("QS")), "{words}");
    assert_eq!(
        words,
        "Play the Q♠: the Q♠ goes to whoever takes the trick, not to you, and you keep the 7♠ \
         to give up the lead later."
    );
    let (_, why) = others
        .iter()
        .find(|(a, _)| *a == Action::Play(card("7S")))
        .expect("why not the 7♠");
    assert_eq!(
        why,
        "The 7♠ is worse than the Q♠: you keep the Q♠, and someone may force it out of you later. The Q♠: the Q♠ goes to whoever takes the trick, not to you."
    );
}

/// Trick 1, the 2♣, 5♣ and 4♣ played: South's A♣ takes the trick and so the lead, where no
/// penalty card may fall; the 3♣ stays under and keeps the A♣, which could win a trick later.
#[test]
fn on_the_first_trick_a_high_card_wins_the_lead_cheaply() {
    let mut game = deal([
        "2C 6C AS KD QD JD TD 9D 8D 7D 6D 5D 4D",
        "5C 7C KS JS TS 9S 8S 6S 2D 3D AD 2H 3H",
        "4C 8C QS 7S 4H 5H 6H 7H 8H 9H TH JH QH",
        "AC 3C 9C TC JC QC KC 5S 4S 3S 2S KH AH",
    ]);
    play_all(&mut game, &[(0, "2C"), (1, "5C"), (2, "4C")]);
    let (ace, words) = claims_of(&game, "AC");
    assert!(ace.contains(&Claim::Takes { points: 0 }), "{ace:?}");
    assert!(words.contains(&"you take the trick, with no points".into()));
    // Taking the trick says it wins the lead: no second claim says so again.
    assert!(
        !ace.iter().any(|c| matches!(c, Claim::WinsLead { .. })),
        "{ace:?}"
    );
    assert!(ace.contains(&Claim::FirstTrick), "{ace:?}");
    let (three, words) = claims_of(&game, "3C");
    assert!(
        three.contains(&Claim::KeepsHigh { high: card("AC") }),
        "{three:?}"
    );
    assert!(words.contains(&"you keep the A♣, which could win a trick later".into()));
    assert!(!three.contains(&Claim::FirstTrick), "the 3♣ cannot take it");
}

//! What the judge says of a choice, words first: what the card does in the game's terms
//! ([`claims`], each true of the position), and whether another choice is about as good. Then,
//! on request, the figures the words rest on, from what its search found: the margin over the
//! runner-up across the guessed deals, and what the playouts showed of the choice (how often
//! the seat takes the trick, the points it takes now and later, how often the game's worst
//! card ends with it, how often it shoots the moon). "Why not…?" and the review give the same
//! for another choice beside the judge's. Every figure is the search's own ([`Searched`]).
use super::Names;
use super::claims::{Claim, Figure, claims, say, say_first};
use super::contrast::{Stance, Telling, apart};
use super::glance::Glance;
use super::policy::pass_reasons;
use super::search::{Outlook, Searched};
use crate::engine::{Action, Card, Seat};
use serde::{Deserialize, Serialize};

/// "1.2", "−0.4": a figure to one decimal, from whole tenths (the browser's build formats no
/// floats).
fn tenths(x: f32) -> String {
    let t = (x * 10.0).round() as i32;
    let sign = if t < 0 { "−" } else { "" };
    let t = t.unsigned_abs();
    format!("{sign}{}.{}", t / 10, t % 10)
}

fn percent(share: f32) -> u32 {
    (share * 100.0).round().clamp(0.0, 100.0) as u32
}

/// Margins that round to 0.0 points are "about as good".
fn close(margin: f32) -> bool {
    (margin * 10.0).round() == 0.0
}

/// "the 9♣" as the first words of a sentence: "The 9♣".
fn first_named(action: &Action) -> String {
    match action {
        Action::Play(_) | Action::Pass(_) => format!("T{}", &named(action)[1..]),
        other => named(other),
    }
}

/// "the 9♣", "♥", "the Q♠, K♠ and 2♣": what a choice plays, calls or passes, short (the pass
/// in its own order: in star passes it says who gets which card).
pub fn named(action: &Action) -> String {
    match action {
        Action::Play(card) => format!("the {}", card.short()),
        Action::CallSuit(suit) => suit.symbol().to_string(),
        Action::Pass(list) => {
            let names: Vec<String> = list.as_slice().iter().map(|c| c.short()).collect();
            match names.split_last() {
                Some((last, rest)) if !rest.is_empty() => {
                    format!("the {} and {last}", rest.join(", "))
                }
                _ => format!("the {}", names.concat()),
            }
        }
        _ => String::new(),
    }
}

/// What the seat does with a card: leads it, follows with it, or discards it (void in the suit
/// led).
fn verb(g: &Glance, action: &Action) -> &'static str {
    match *action {
        Action::Play(_) if g.trick.is_empty() => "Lead",
        Action::Play(card)
            if card.suit().is_some()
                && g.trick.led().is_some_and(|led| card.suit() != Some(led)) =>
        {
            "Discard"
        }
        Action::CallSuit(_) => "Call",
        _ => "Play",
    }
}

/// The game's worst card (the one card that costs most, if one does), if nobody has taken it
/// yet: only then can it still end with the seat.
fn worst_in_play(g: &Glance) -> Option<Card> {
    g.rules
        .worst_card()
        .filter(|&w| g.out.contains(w) || g.hand.contains(w) || g.trick.set().contains(w))
}

fn outlook(found: &Searched, action: &Action) -> Option<Outlook> {
    let i = found.compared.iter().position(|(a, _)| a == action)?;
    found.outlooks.get(i).copied()
}

/// "your 9♣", "your ♥", "your Q♠, K♠ and 2♣": the seat's own choice.
fn your(action: &Action) -> String {
    let name = named(action);
    match name.strip_prefix("the ") {
        Some(cards) => format!("your {cards}"),
        None => format!("your {name}"),
    }
}

/// "1.2 points better than the 9♣", "about as good as the 9♣": `margin` is how much better
/// the first choice did than `other` (named so); `sure`, whether it is clear of the noise of
/// the guesses ([`Searched::clearly_better_than`]): if not, the two are about as good.
fn against(margin: f32, other: &str, sure: bool) -> String {
    match compared(margin, sure) {
        AS_GOOD => format!("{AS_GOOD} {other}"),
        how => format!("about {} points {how} {other}", tenths(margin.abs())),
    }
}

/// What the playouts showed of a choice, as clauses of one sentence: "you take this trick 64%
/// of the time, about 2.0 points now and 3.3 later and end with the Q♠ 40% of the time", each
/// figure followed by the chosen card's, in brackets, when `best` is that card's outlook.
fn figures_of(g: &Glance, seen: Outlook, best: Option<(Outlook, &Action)>) -> String {
    // Each figure, and the chosen card's after it.
    let pair = |a: String, b: String| match best {
        Some(_) => format!("{a} ({b})"),
        None => a,
    };
    let b = best.map(|(o, _)| o).unwrap_or_default();
    let mut clauses = vec![pair(
        format!("you take this trick {}% of the time", percent(seen.wins)),
        match best {
            Some((o, chosen)) => format!("{}% with {}", percent(o.wins), named(chosen)),
            None => String::new(),
        },
    )];
    // "No points now" only where no guess gave the seat a point in this trick.
    let now = match seen.now == 0.0 && best.is_none() {
        true => format!("no points now and about {} later", tenths(seen.later)),
        false => format!(
            "about {} points now and {} later",
            tenths(seen.now),
            tenths(seen.later)
        ),
    };
    clauses.push(pair(
        now,
        format!("{} and {}", tenths(b.now), tenths(b.later)),
    ));
    if let Some(w) = worst_in_play(g) {
        clauses.push(pair(
            format!(
                "end with the {} {}% of the time",
                w.short(),
                percent(seen.worst)
            ),
            format!("{}%", percent(b.worst)),
        ));
    }
    if percent(seen.moon) + percent(b.moon) > 0 {
        clauses.push(pair(
            format!("shoot the moon {}% of the time", percent(seen.moon)),
            format!("{}%", percent(b.moon)),
        ));
    }
    // "A, B and C"; two clauses, whose second has an "and" of its own, "A, B".
    let last = clauses.pop().unwrap_or_default();
    match clauses.len() {
        0 => last,
        1 => format!("{}, {last}", clauses[0]),
        _ => format!("{} and {last}", clauses.join(", ")),
    }
}

/// What the judge says of a choice: first its words, what the card does in the game's terms
/// ([`claims`]); then, one tap away, the figures those words rest on (margins, how often the
/// seat takes the trick, points now and later over the guessed deals).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Said {
    pub words: String,
    /// Empty where nothing was measured (a level that does not search).
    pub figures: String,
}

/// Between the page and the bots' worker, a pair of strings: `["words", "figures"]` (a derived
/// struct's field-name code costs the download more).
impl Serialize for Said {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (&self.words, &self.figures).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Said {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Said, D::Error> {
        let (words, figures) = <(String, String)>::deserialize(deserializer)?;
        Ok(Said { words, figures })
    }
}

impl Said {
    /// Words with no figures behind them.
    pub fn words(words: impl Into<String>) -> Said {
        Said {
            words: words.into(),
            figures: String::new(),
        }
    }
}

/// Seat names for words: "seat 3". The page passes its own ("Greta").
pub fn seat_names(seat: Seat) -> String {
    seat.to_string()
}

/// What a choice does, as a clause list ("it stays under Greta's J♣, and you keep the 2♣ to
/// give up the lead later"), `most` claims at most; empty for a choice that is no card.
fn does(g: &Glance, action: &Action, most: usize, name: Names) -> String {
    match *action {
        Action::Play(card) => {
            // What speaks for the card, or is neutral: what speaks against it ("you keep the
            // Q♠…") is no reason to play it, unless nothing else can be said.
            let all = claims(g, card);
            let against = |c: &Claim| {
                c.effect(g.sign())
                    .is_some_and(|(figure, way)| figure != Figure::Lead && way > 0)
            };
            let said: Vec<Claim> = all.iter().filter(|c| !against(c)).copied().collect();
            let said = if said.is_empty() { all } else { said };
            say_first(&said, most, name, g.seat)
        }
        Action::Pass(list) => pass_reasons(g, &list),
        _ => String::new(),
    }
}

/// "Lead the 3♠: 9 higher spades are still out, and you keep the 2♠ to give up the lead
/// later." With nothing to say of the card, that it did best over the guesses.
fn headline(g: &Glance, action: &Action, name: Names) -> String {
    let what = does(g, action, 2, name);
    let what = match what.is_empty() {
        true => "it did best when the hidden cards were guessed and played out".to_string(),
        false => what,
    };
    format!("{} {}: {what}.", verb(g, action), named(action))
}

/// "is", or "are" for a pass of more than one card.
fn is(action: &Action) -> &'static str {
    match action {
        Action::Pass(list) if list.as_slice().len() > 1 => "are",
        _ => "is",
    }
}

/// Two choices within the noise of the guesses, or a margin that rounds to 0.0.
const AS_GOOD: &str = "about as good as";

/// "Better than", "about as good as", "worse than": how the first of two choices compares,
/// in words (the margin itself is a figure).
fn compared(margin: f32, sure: bool) -> &'static str {
    match () {
        _ if close(margin) || !sure => AS_GOOD,
        _ if margin > 0.0 => "better than",
        _ => "worse than",
    }
}

/// What sets `better` apart from `worse` ([`apart`]), said: `better`'s reasons, at most
/// `most`, and one of `worse`'s (explaining claims, or failing those one that agrees with the
/// verdict: never one beside the point while one explains), and the first claim that points
/// the other way, with whether it is `worse`'s.
struct Contrast {
    better: Vec<String>,
    worse: Vec<String>,
    against: Option<(bool, String)>,
    /// Each side's first claim, whatever its stance, for two cards about as good.
    plain: [Option<String>; 2],
}

fn contrast(
    g: &Glance,
    found: &Searched,
    [better, worse]: [Card; 2],
    most: usize,
    name: Names,
) -> Contrast {
    let seen = outlook(found, &Action::Play(worse)).zip(outlook(found, &Action::Play(better)));
    let sides = apart(g, better, worse, seen);
    let say_it = |t: &Telling| say(&t.claim, name, g.seat);
    let reasons = |told: &[Telling], most: usize| -> Vec<String> {
        let best = told.first().map(|t| t.stance);
        let most = if best == Some(Stance::Explains) {
            most
        } else {
            1
        };
        told.iter()
            .filter(|t| Some(t.stance) == best && t.stance != Stance::Against)
            .take(most)
            .map(say_it)
            .collect()
    };
    let against = sides[1]
        .iter()
        .map(|t| (true, t))
        .chain(sides[0].iter().map(|t| (false, t)))
        .find(|(_, t)| t.stance == Stance::Against)
        .map(|(on_worse, t)| (on_worse, say_it(t)));
    Contrast {
        better: reasons(&sides[0], most),
        worse: reasons(&sides[1], 1),
        against,
        plain: [sides[0].first().map(say_it), sides[1].first().map(say_it)],
    }
}

/// Where nothing the seat can see explains a verdict.
const PLAYED_OUT: &str =
    "the difference shows only when the hidden cards are guessed and played out";

/// A claim of a card the sentence is not about: "the 7♠ stays under East's 5♠" for "it stays
/// under East's 5♠", "with the 7♠, you keep the Q♠…" for "you keep…" (`card` "it": "with it,
/// you keep…").
fn of_card(card: &str, text: &str) -> String {
    match text.strip_prefix("it ") {
        Some(rest) => format!("{card} {rest}"),
        None => format!("with {card}, {text}"),
    }
}

/// The Hint's words for a card, set against the runner-up: "Play the Q♠: the Q♠ goes to
/// whoever takes the trick, not to you." or, from the runner-up's side, "Play the Q♠: with
/// the 7♠, you keep the Q♠, and someone may force it out of you later." Within the noise
/// (`as_good`) no claim decides: what the card does, then "The 7♠ is about as good", with
/// what may be said for the 7♠.
fn hint_words(
    g: &Glance,
    found: &Searched,
    [card, other]: [Card; 2],
    as_good: bool,
    name: Names,
) -> String {
    let c = contrast(g, found, [card, other], 2, name);
    let lead = format!("{} the {}", verb(g, &Action::Play(card)), card.short());
    let other = format!("the {}", other.short());
    let best = format!("the {}", card.short());
    let did_best = "it did best when the hidden cards were guessed and played out";
    if as_good {
        let mut words = match c.better.is_empty() {
            true => headline(g, &Action::Play(card), name),
            false => format!("{lead}: {}.", c.better.join(", and ")),
        };
        let good = capitalised(&other) + " is about as good";
        words += &match (c.against, c.worse.first()) {
            (Some((true, t)), _) => format!(" {good}: {t}."),
            (Some((false, t)), _) => format!(" {good}: {}.", of_card(&best, &t)),
            (None, Some(w)) => format!(" {good}, though {}.", of_card("it", w)),
            (None, None) => format!(" {good}."),
        };
        return words;
    }
    match (c.better.is_empty(), c.worse.first(), c.against) {
        (false, Some(w), _) if c.better.len() == 1 => format!(
            "{lead}: {}. {}.",
            c.better[0],
            capitalised(&of_card(&other, w))
        ),
        (false, _, _) => format!("{lead}: {}.", c.better.join(", and ")),
        (true, Some(w), _) => format!("{lead}: {}.", of_card(&other, w)),
        (true, None, Some((false, t))) => format!("{lead}: {t}, yet {did_best}."),
        (true, None, Some((true, t))) => {
            format!("{lead}: {did_best}, though {}.", of_card(&other, &t))
        }
        (true, None, None) => {
            format!("{lead}: nothing you can see sets it apart from {other}, but {did_best}.")
        }
    }
}

/// The Hint's reason for the search's choice, set against the runner-up. Words: "Play the
/// Q♠: the Q♠ goes to whoever takes the trick, not to you." (and "The 7♠ is about as good."
/// within the noise). Figures: "About 1.2 points better than the 9♣. Over 120 guessed deals
/// you take this trick 10% of the time, about 0.3 points now and 4.1 later and end with the
/// Q♠ 8% of the time."
pub fn reason(g: &Glance, found: &Searched, name: Names) -> Said {
    let chosen = &found.action;
    let mut words = headline(g, chosen, name);
    let mut figures = String::new();
    if let Some((other, value)) = found.runner_up_choice() {
        let sure = found.clearly_better_than(&other);
        let as_good = compared(found.value - value, sure) == AS_GOOD;
        match (chosen, other) {
            (Action::Play(best), Action::Play(card)) => {
                words = hint_words(g, found, [*best, card], as_good, name)
            }
            _ if as_good => words += &format!(" {} is about as good.", first_named(&other)),
            _ => {}
        }
        figures = format!(
            "{}.",
            capitalised(&against(found.value - value, &named(&other), sure))
        );
    }
    if let Some(seen) = outlook(found, chosen) {
        figures += &format!(
            " Over {} guessed deals {}.",
            found.guesses,
            figures_of(g, seen, None)
        );
    }
    Said {
        words,
        figures: figures.trim_start().to_string(),
    }
}

/// The words after "The J♣ is worse than the 9♣" (or "The 9♣ is better than your J♣"): what
/// sets the two apart, `worse` named `worse_name` ("the J♣", "your J♣"), each side in a
/// sentence of its own: ": you take the trick with 3 points. The 9♣: it stays under Greta's
/// 10♣." `better_first` when the better card is the sentence's subject (the review, which
/// speaks of the Expert's choice). Where no claim explains the verdict, a claim that points
/// the other way is said as such: ": the difference shows only when the hidden cards are
/// guessed and played out, though the 2♠ stays under East's 5♠." Within the noise
/// (`as_good`) the first difference of each is said as no more than that.
fn set_apart(
    g: &Glance,
    found: &Searched,
    [better, worse]: [Card; 2],
    worse_name: &str,
    better_first: bool,
    as_good: bool,
    name: Names,
) -> String {
    let most = if better_first { 2 } else { 1 };
    let c = contrast(g, found, [better, worse], most, name);
    let better_name = format!("the {}", better.short());
    let [mut better_says, mut worse_says] = [c.better.join(", and "), c.worse.join(", and ")];
    if as_good {
        let [b, w] = c.plain;
        (better_says, worse_says) = (b.unwrap_or_default(), w.unwrap_or_default());
    }
    let mut sides = [
        (better_name.as_str(), better_says),
        (worse_name, worse_says),
    ];
    if !better_first {
        sides.reverse();
    }
    let [(_, of_subject), (other, of_other)] = &sides;
    let mut words = String::new();
    if !of_subject.is_empty() {
        words += &format!(": {of_subject}");
    }
    if !of_other.is_empty() {
        words += &format!(". {}: {of_other}", capitalised(other));
    }
    match (words.is_empty() && !as_good, c.against) {
        (true, Some((on_worse, t))) => {
            let card = if on_worse { worse_name } else { &better_name };
            words += &format!(": {PLAYED_OUT}, though {}", of_card(card, &t));
        }
        (true, None) => words += &format!("; nothing you can see sets them apart: {PLAYED_OUT}"),
        _ => {}
    }
    words + "."
}

/// "About 1.2 points better…": a clause as a sentence.
fn capitalised(text: &str) -> String {
    // The words begin in ASCII ("about", "your"): no Unicode case tables in the download.
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// What the search thinks of `other`, a choice it did not make ("why not this card?"). Words:
/// "The J♣ is worse than the 9♣: you take the trick with 3 points. The 9♣: it stays under
/// Greta's 10♣." Figures: "About 1.2 points worse than the 9♣. You take this trick 64% of the
/// time (10% with the 9♣), about 2.0 points now and 3.3 later (0.3 and 4.1) and end with the
/// Q♠ 40% of the time (8%)." `None` if the search did not compare it.
pub fn why_not(g: &Glance, found: &Searched, other: &Action, name: Names) -> Option<Said> {
    let value = found.compared.iter().find(|(a, _)| a == other)?.1;
    let chosen = &found.action;
    let sure = found.clearly_better_than(other);
    let mut words = format!(
        "{} {} {} {}",
        first_named(other),
        is(other),
        compared(value - found.value, sure),
        named(chosen)
    );
    if let (Action::Play(best), Action::Play(card)) = (chosen, other) {
        let cards = [*best, *card];
        let as_good = compared(value - found.value, sure) == AS_GOOD;
        words += &set_apart(g, found, cards, &named(other), false, as_good, name);
    } else {
        // A pass's own reasons are the Hint's: only the other pass's are said here.
        let best = match chosen {
            Action::Pass(_) => String::new(),
            _ => does(g, chosen, 1, name),
        };
        for (action, text) in [(other, does(g, other, 1, name)), (chosen, best)] {
            if text.is_empty() {
                continue;
            }
            words += match action == other {
                true => ": ".to_string(),
                false => format!(". {}: ", first_named(chosen)),
            }
            .as_str();
            words += &text;
        }
        words += ".";
    }
    let mut figures = capitalised(&against(value - found.value, &named(chosen), sure));
    if let Action::Pass(_) = other {
        // A pass is weighed on whole deals played out.
        figures += &format!(" over {} guessed deals", found.guesses);
    }
    figures += ".";
    if let (Some(seen), Some(best)) = (outlook(found, other), outlook(found, chosen)) {
        let said = figures_of(g, seen, Some((best, chosen)));
        // "You take…": the sentence's first word.
        figures += &format!(" Y{}.", &said[1..]);
    }
    Some(Said { words, figures })
}

/// The review's word on a decision the search would have made otherwise, its choice against
/// the seat's own. Words: "The 9♣ is better than your J♣: it stays under Greta's 10♣. Your
/// J♣: you take the trick with 3 points." ("about as good as your J♣" within the noise).
/// Figures: "About 2.0 points better than your J♣. With yours, you take this trick 100% of
/// the time (0% with the 9♣), …". `None` if the search did not compare `yours`.
pub fn instead(g: &Glance, found: &Searched, yours: &Action, name: Names) -> Option<Said> {
    let margin = found.margin_over(yours)?;
    let sure = found.clearly_better_than(yours);
    let chosen = &found.action;
    let mut words = format!(
        "{} {} {} {}",
        first_named(chosen),
        is(chosen),
        compared(margin, sure),
        your(yours)
    );
    if let (Action::Play(best), Action::Play(card)) = (chosen, yours) {
        let as_good = compared(margin, sure) == AS_GOOD;
        words += &set_apart(g, found, [*best, *card], &your(yours), true, as_good, name);
    } else {
        let (best, mine) = (does(g, chosen, 2, name), does(g, yours, 1, name));
        if !best.is_empty() {
            words += &format!(": {best}");
        }
        if !mine.is_empty() {
            words += &format!(". {}: {mine}", capitalised(&your(yours)));
        }
        words += ".";
    }
    let mut figures = capitalised(&against(margin, &your(yours), sure)) + ".";
    if let (Some(seen), Some(best)) = (outlook(found, yours), outlook(found, chosen)) {
        let said = figures_of(g, seen, Some((best, chosen)));
        figures += &format!(" With yours, y{}.", &said[1..]);
    }
    Some(Said { words, figures })
}

/// The points the seat's choice took in the trick over the guessed deals, on average (none
/// for a choice that is no card, or not compared).
pub fn points_now(found: &Searched, action: &Action) -> Option<f32> {
    match action {
        Action::Play(_) => outlook(found, action).map(|o| o.now),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{close, percent, tenths};

    #[test]
    fn figures_are_written_to_one_decimal_without_float_formatting() {
        assert_eq!(tenths(1.24), "1.2");
        assert_eq!(tenths(1.26), "1.3");
        assert_eq!(tenths(-0.44), "−0.4");
        assert_eq!(tenths(0.04), "0.0");
        assert_eq!(tenths(12.0), "12.0");
        assert_eq!(percent(0.105), 11);
        assert_eq!(percent(1.2), 100);
        assert!(close(0.049) && close(-0.04) && !close(0.051));
    }
}

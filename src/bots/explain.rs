//! The words of a searching level's Hint, taken from what its search found: the choice, the
//! runner-up and the margin between them over the guessed deals, and what the playouts showed
//! of the choice (how often the seat takes the trick, the points it takes now and later, how
//! often the game's worst card ends with it, how often it shoots the moon). And for any other
//! choice, why not: the same figures side by side. Every figure is the search's own ([`Searched`]); nothing is said that the
//! search did not measure.
use super::glance::Glance;
use super::policy::pass_reasons;
use super::search::{Outlook, Searched};
use crate::engine::{Action, Card};

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
    if close(margin) || !sure {
        return format!("about as good as {other}");
    }
    let (how, margin) = if margin > 0.0 {
        ("better", margin)
    } else {
        ("worse", -margin)
    };
    format!("about {} points {how} than {other}", tenths(margin))
}

/// What the playouts showed of a choice, as clauses of one sentence: "you take this trick 64%
/// of the time, about 2.0 points now and 3.3 later and end with the Q♠ 40% of the time", each
/// figure followed by the chosen card's, in brackets, when `best` is that card's outlook.
fn figures(g: &Glance, seen: Outlook, best: Option<(Outlook, &Action)>) -> String {
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

/// The Hint's reason for the search's choice: "Lead the 3♠: about 1.2 points better than the
/// 9♣. Over 120 guessed deals you take this trick 10% of the time, about 0.3 points now and
/// 4.1 later and end with the Q♠ 8% of the time".
pub fn reason(g: &Glance, found: &Searched) -> String {
    let chosen = &found.action;
    let mut text = format!("{} {}", verb(g, chosen), named(chosen));
    if let Some((other, value)) = found.runner_up_choice() {
        text += ": ";
        text += &against(
            found.value - value,
            &named(&other),
            found.clearly_better_than(&other),
        );
    }
    if let Some(seen) = outlook(found, chosen) {
        text += &format!(
            ". Over {} guessed deals {}",
            found.guesses,
            figures(g, seen, None)
        );
    }
    text
}

/// What the search thinks of `other`, a choice it did not make ("why not this card?"): "The
/// 9♣: about 1.2 points worse than the 3♠. You take this trick 64% of the time (10% with the
/// 3♠), about 2.0 points now and 3.3 later (0.3 and 4.1) and end with the Q♠ 40% of the time
/// (8%)". `None` if the search did not compare it.
pub fn why_not(g: &Glance, found: &Searched, other: &Action) -> Option<String> {
    let value = found.compared.iter().find(|(a, _)| a == other)?.1;
    let mut text = format!("{}: ", first_named(other));
    text += &against(
        value - found.value,
        &named(&found.action),
        found.clearly_better_than(other),
    );
    if let Action::Pass(list) = other {
        // A pass is weighed on whole deals played out; it is explained card by card.
        text += &format!(
            " over {} guessed deals. {}",
            found.guesses,
            pass_reasons(g, list)
        );
    }
    if let (Some(seen), Some(best)) = (outlook(found, other), outlook(found, &found.action)) {
        let said = figures(g, seen, Some((best, &found.action)));
        // "You take…": the sentence's first word.
        text += &format!(". Y{}", &said[1..]);
    }
    Some(text)
}

/// The review's word on a decision the search would have made otherwise: its choice against
/// the seat's own, "The 9♣ is about 2.0 points better than your J♣", or "about as good as your
/// J♣" within the noise; then what the guessed deals showed of the seat's choice beside the
/// search's. `None` if the search did not compare `yours`.
pub fn instead(g: &Glance, found: &Searched, yours: &Action) -> Option<String> {
    let margin = found.margin_over(yours)?;
    let mut text = format!("{} is ", first_named(&found.action));
    text += &against(margin, &your(yours), found.clearly_better_than(yours));
    if let (Some(seen), Some(best)) = (outlook(found, yours), outlook(found, &found.action)) {
        let said = figures(g, seen, Some((best, &found.action)));
        text += &format!(". With yours, y{}", &said[1..]);
    }
    Some(text)
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

//! What the judge says of a choice, words first: what the card does in the game's terms
//! ([`claims`], each true of the position), and whether another choice is about as good. Then,
//! on request, the figures the words rest on, from what its search found: the margin over the
//! runner-up across the guessed deals, and what the playouts showed of the choice (how often
//! the seat takes the trick, the points it takes now and later, how often the game's worst
//! card ends with it, how often it shoots the moon). "Why not…?" and the review give the same
//! for another choice beside the judge's. Every figure is the search's own ([`Searched`]).
//!
//! All of it is typed ([`Said`]: sentences of claims, cards, choices and figures), so that it
//! crosses from the bots' worker to the page as it is, and the page writes it in the player's
//! language with its own names for the seats (`lang::words::hints`).
use super::claims::{Claim, Figure, claims};
use super::contrast::{Stance, Telling, apart};
use super::glance::Glance;
use super::policy::{Line, PassGroup, pass_reasons};
use super::search::{Outlook, Searched};
use crate::engine::{Action, Card, Seat};
use serde::{Deserialize, Serialize};

/// A figure in tenths, rounded: 1.24 is 12 ("1.2"), −0.44 is −4.
fn tenths(x: f32) -> i32 {
    (x * 10.0).round() as i32
}

fn percent(share: f32) -> u32 {
    (share * 100.0).round().clamp(0.0, 100.0) as u32
}

/// Margins that round to 0.0 points are "about as good".
fn close(margin: f32) -> bool {
    (margin * 10.0).round() == 0.0
}

/// How a choice is named in a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Form {
    /// "the 9♣", "♥", "the Q♠, K♠ and 2♣".
    The,
    /// The same, first in a sentence: "The 9♣".
    TheFirst,
    /// The seat's own: "your 9♣", "your ♥".
    Your,
    /// The same, first in a sentence: "Your 9♣".
    YourFirst,
}

impl Form {
    /// The same form, first in a sentence.
    fn first(self) -> Form {
        match self {
            Form::Your | Form::YourFirst => Form::YourFirst,
            Form::The | Form::TheFirst => Form::TheFirst,
        }
    }
}

/// A choice as a sentence names it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Named {
    pub action: Action,
    pub form: Form,
}

impl Named {
    fn new(action: Action, form: Form) -> Named {
        Named { action, form }
    }

    fn card(card: Card, form: Form) -> Named {
        Named::new(Action::Play(card), form)
    }
}

/// What the seat does with a choice: leads a card, follows with it, discards it (void in the
/// suit led), or calls a suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verb {
    Lead,
    Play,
    Discard,
    Call,
}

/// How the first of two choices compares with the second, in words (the margin itself is a
/// figure).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    Better,
    Worse,
    /// Within the noise of the guesses, or a margin that rounds to 0.0.
    AsGood,
}

/// A claim of a card a sentence is not about: "the 7♠ stays under East's 5♠" for "it stays
/// under East's 5♠", "with the 7♠, you keep the Q♠…" for "you keep…"; `card` `None` for "it"
/// ("with it, you keep…").
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct OfCard {
    pub card: Option<Named>,
    pub claim: Claim,
}

/// What follows a colon: why a choice, or what it does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Clause {
    /// One or two claims: "it stays under Greta's J♣, and you keep the 2♣ to give up the lead
    /// later".
    Claims(Vec<Claim>),
    /// A claim of another card ([`OfCard`]).
    OfCard(OfCard),
    /// A pass's cards and why each goes.
    Pass(Vec<PassGroup>),
    /// "it did best when the hidden cards were guessed and played out".
    DidBest,
    /// "{claim}, yet it did best when the hidden cards were guessed and played out".
    YetDidBest(Claim),
    /// "it did best when…, though {the other card's claim}".
    DidBestThough(OfCard),
    /// "nothing you can see sets it apart from the {other}, but it did best when…".
    NothingApart { other: Card },
}

/// After "The J♣ is worse than the 9♣": what sets them apart, if anything.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Apart {
    /// Nothing more: ".".
    Nothing,
    /// ": {why}.".
    Because(Clause),
    /// ": the difference shows only when the hidden cards are guessed and played out, though
    /// {a claim that points the other way}.".
    PlayedOutThough(OfCard),
    /// "; nothing you can see sets them apart: the difference shows only when…".
    PlayedOut,
}

/// One sentence of what the judge (or a level that does not search) says of a choice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Sentence {
    /// "Lead the 3♠: {what}."
    Do {
        verb: Verb,
        action: Action,
        what: Clause,
    },
    /// "The 7♠ is about as good." (or "…: {why}.").
    AsGood { other: Named, why: Option<Clause> },
    /// "The 7♠ is about as good, though {why}."
    AsGoodThough { other: Named, why: Clause },
    /// A claim of another card as a sentence: "The 7♠ stays under East's 5♠." "With the 7♠,
    /// you keep the Q♠…"
    OfCard(OfCard),
    /// "The J♣ is worse than the 9♣", then what sets them apart.
    Verdict {
        subject: Named,
        verdict: Verdict,
        other: Named,
        apart: Apart,
    },
    /// "The 9♣: {why}." "Your J♣: {why}."
    Of { choice: Named, why: Clause },
    /// A level that does not search: its one line.
    Line(Line),
    /// Beginner: "A random legal choice".
    Random,
    /// "Nothing to decide".
    NothingToDecide,
    /// "No seat 3 at this table".
    NoSeat(Seat),
}

/// Where a sentence of the playouts' figures begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Over {
    /// "Over 120 guessed deals you take…" (the Hint).
    Deals(u32),
    /// "You take…" ("why not…?").
    Plain,
    /// "With yours, you take…" (the review).
    Yours,
}

/// What the playouts showed of the chosen card where another is in question, beside that
/// other's figures: "(10% with the 9♣)", "(0.3 and 4.1)".
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Beside {
    pub chosen: Action,
    pub wins: u32,
    pub now: i32,
    pub later: i32,
    pub worst: u32,
    pub moon: u32,
}

/// What the playouts showed of a choice: how often the seat takes this trick (a percentage),
/// the points now and later (in tenths), how often it ends with the game's worst card and
/// shoots the moon, where those are worth saying.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Playouts {
    pub over: Over,
    pub wins: u32,
    /// `None`: "no points now" (no guess gave the seat a point in this trick).
    pub now: Option<i32>,
    pub later: i32,
    /// The game's worst card, while it can still end with the seat, and how often it did.
    pub worst: Option<(Card, u32)>,
    /// How often the seat shot the moon, where it or the choice beside it ever did.
    pub moon: Option<u32>,
    pub beside: Option<Beside>,
}

/// A sentence of figures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Measured {
    /// "About 1.2 points better than the 9♣." "About as good as the 9♣." (`tenths`, the margin
    /// in tenths of a point, never negative); "… over 120 guessed deals." with `deals`.
    Margin {
        verdict: Verdict,
        tenths: u32,
        other: Named,
        deals: Option<u32>,
    },
    /// What the playouts showed.
    Playouts(Playouts),
}

/// What the judge says of a choice: first its words, what the card does in the game's terms
/// ([`claims`]); then, one tap away, the figures those words rest on (margins, how often the
/// seat takes the trick, points now and later over the guessed deals). The page writes both.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Said {
    pub words: Vec<Sentence>,
    /// Empty where nothing was measured (a level that does not search).
    pub figures: Vec<Measured>,
}

/// Between the page and the bots' worker, a pair: `[words, figures]` (a derived struct's
/// field-name code costs the download more).
impl Serialize for Said {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (&self.words, &self.figures).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Said {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Said, D::Error> {
        let (words, figures) = <(Vec<Sentence>, Vec<Measured>)>::deserialize(deserializer)?;
        Ok(Said { words, figures })
    }
}

impl Said {
    /// One sentence with no figures behind it.
    pub fn words(sentence: Sentence) -> Said {
        Said {
            words: vec![sentence],
            figures: Vec::new(),
        }
    }
}

/// What the seat does with a card: leads it, follows with it, or discards it (void in the suit
/// led).
fn verb(g: &Glance, action: &Action) -> Verb {
    match *action {
        Action::Play(_) if g.trick.is_empty() => Verb::Lead,
        Action::Play(card)
            if card.suit().is_some()
                && g.trick.led().is_some_and(|led| card.suit() != Some(led)) =>
        {
            Verb::Discard
        }
        Action::CallSuit(_) => Verb::Call,
        _ => Verb::Play,
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

/// "About 1.2 points better than the 9♣", "About as good as the 9♣": `margin` is how much
/// better the first choice did than `other`; `sure`, whether it is clear of the noise of the
/// guesses ([`Searched::clearly_better_than`]): if not, the two are about as good.
fn against(margin: f32, other: Named, sure: bool, deals: Option<u32>) -> Measured {
    Measured::Margin {
        verdict: compared(margin, sure),
        tenths: tenths(margin.abs()).unsigned_abs(),
        other,
        deals,
    }
}

/// What the playouts showed of a choice ("you take this trick 64% of the time, about 2.0
/// points now and 3.3 later and end with the Q♠ 40% of the time"), each figure beside the
/// chosen card's when `best` is that card's outlook.
fn figures_of(g: &Glance, over: Over, seen: Outlook, best: Option<(Outlook, &Action)>) -> Measured {
    let b = best.map(|(o, _)| o).unwrap_or_default();
    Measured::Playouts(Playouts {
        over,
        wins: percent(seen.wins),
        // "No points now" only where no guess gave the seat a point in this trick.
        now: match seen.now == 0.0 && best.is_none() {
            true => None,
            false => Some(tenths(seen.now)),
        },
        later: tenths(seen.later),
        worst: worst_in_play(g).map(|w| (w, percent(seen.worst))),
        moon: (percent(seen.moon) + percent(b.moon) > 0).then_some(percent(seen.moon)),
        beside: best.map(|(o, chosen)| Beside {
            chosen: *chosen,
            wins: percent(o.wins),
            now: tenths(o.now),
            later: tenths(o.later),
            worst: percent(o.worst),
            moon: percent(o.moon),
        }),
    })
}

/// What a choice does, `most` claims at most ("it stays under Greta's J♣, and you keep the
/// 2♣ to give up the lead later"), or a pass's reasons; `None` for a choice that is no card,
/// or a card with nothing to say of it.
fn does(g: &Glance, action: &Action, most: usize) -> Option<Clause> {
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
            let first: Vec<Claim> = said.into_iter().take(most).collect();
            (!first.is_empty()).then_some(Clause::Claims(first))
        }
        Action::Pass(list) => Some(Clause::Pass(pass_reasons(g, &list))),
        _ => None,
    }
}

/// "Lead the 3♠: 9 higher spades are still out, and you keep the 2♠ to give up the lead
/// later." With nothing to say of the card, that it did best over the guesses.
fn headline(g: &Glance, action: &Action) -> Sentence {
    Sentence::Do {
        verb: verb(g, action),
        action: *action,
        what: does(g, action, 2).unwrap_or(Clause::DidBest),
    }
}

/// "Better than", "about as good as", "worse than": how the first of two choices compares.
fn compared(margin: f32, sure: bool) -> Verdict {
    match () {
        _ if close(margin) || !sure => Verdict::AsGood,
        _ if margin > 0.0 => Verdict::Better,
        _ => Verdict::Worse,
    }
}

/// What sets `better` apart from `worse` ([`apart`]): `better`'s reasons, at most `most`, and
/// one of `worse`'s (explaining claims, or failing those one that agrees with the verdict:
/// never one beside the point while one explains), and the first claim that points the other
/// way, with whether it is `worse`'s.
struct Contrast {
    better: Vec<Claim>,
    worse: Vec<Claim>,
    against: Option<(bool, Claim)>,
    /// Each side's first claim, whatever its stance, for two cards about as good.
    plain: [Option<Claim>; 2],
}

fn contrast(g: &Glance, found: &Searched, [better, worse]: [Card; 2], most: usize) -> Contrast {
    let seen = outlook(found, &Action::Play(worse)).zip(outlook(found, &Action::Play(better)));
    let sides = apart(g, better, worse, seen);
    let reasons = |told: &[Telling], most: usize| -> Vec<Claim> {
        let best = told.first().map(|t| t.stance);
        let most = if best == Some(Stance::Explains) {
            most
        } else {
            1
        };
        told.iter()
            .filter(|t| Some(t.stance) == best && t.stance != Stance::Against)
            .take(most)
            .map(|t| t.claim)
            .collect()
    };
    let against = sides[1]
        .iter()
        .map(|t| (true, t))
        .chain(sides[0].iter().map(|t| (false, t)))
        .find(|(_, t)| t.stance == Stance::Against)
        .map(|(on_worse, t)| (on_worse, t.claim));
    Contrast {
        better: reasons(&sides[0], most),
        worse: reasons(&sides[1], 1),
        against,
        plain: [
            sides[0].first().map(|t| t.claim),
            sides[1].first().map(|t| t.claim),
        ],
    }
}

/// A claim of `card` ("the 7♠"), a card the sentence is not about.
fn of_card(card: Card, claim: Claim) -> OfCard {
    OfCard {
        card: Some(Named::card(card, Form::The)),
        claim,
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
) -> Vec<Sentence> {
    let c = contrast(g, found, [card, other], 2);
    let verb = verb(g, &Action::Play(card));
    let lead = |what: Clause| Sentence::Do {
        verb,
        action: Action::Play(card),
        what,
    };
    if as_good {
        let first = match c.better.is_empty() {
            true => headline(g, &Action::Play(card)),
            false => lead(Clause::Claims(c.better)),
        };
        let good = Named::card(other, Form::TheFirst);
        let second = match (c.against, c.worse.first()) {
            (Some((true, t)), _) => Sentence::AsGood {
                other: good,
                why: Some(Clause::Claims(vec![t])),
            },
            (Some((false, t)), _) => Sentence::AsGood {
                other: good,
                why: Some(Clause::OfCard(of_card(card, t))),
            },
            (None, Some(&w)) => Sentence::AsGoodThough {
                other: good,
                why: Clause::OfCard(OfCard {
                    card: None,
                    claim: w,
                }),
            },
            (None, None) => Sentence::AsGood {
                other: good,
                why: None,
            },
        };
        return vec![first, second];
    }
    match (c.better.is_empty(), c.worse.first(), c.against) {
        (false, Some(&w), _) if c.better.len() == 1 => vec![
            lead(Clause::Claims(c.better)),
            Sentence::OfCard(of_card(other, w)),
        ],
        (false, _, _) => vec![lead(Clause::Claims(c.better))],
        (true, Some(&w), _) => vec![lead(Clause::OfCard(of_card(other, w)))],
        (true, None, Some((false, t))) => vec![lead(Clause::YetDidBest(t))],
        (true, None, Some((true, t))) => vec![lead(Clause::DidBestThough(of_card(other, t)))],
        (true, None, None) => vec![lead(Clause::NothingApart { other })],
    }
}

/// The Hint's reason for the search's choice, set against the runner-up. Words: "Play the
/// Q♠: the Q♠ goes to whoever takes the trick, not to you." (and "The 7♠ is about as good."
/// within the noise). Figures: "About 1.2 points better than the 9♣. Over 120 guessed deals
/// you take this trick 10% of the time, about 0.3 points now and 4.1 later and end with the
/// Q♠ 8% of the time."
pub fn reason(g: &Glance, found: &Searched) -> Said {
    let chosen = &found.action;
    let mut words = vec![headline(g, chosen)];
    let mut figures = Vec::new();
    if let Some((other, value)) = found.runner_up_choice() {
        let sure = found.clearly_better_than(&other);
        let as_good = compared(found.value - value, sure) == Verdict::AsGood;
        match (chosen, other) {
            (Action::Play(best), Action::Play(card)) => {
                words = hint_words(g, found, [*best, card], as_good)
            }
            _ if as_good => words.push(Sentence::AsGood {
                other: Named::new(other, Form::TheFirst),
                why: None,
            }),
            _ => {}
        }
        figures.push(against(
            found.value - value,
            Named::new(other, Form::The),
            sure,
            None,
        ));
    }
    if let Some(seen) = outlook(found, chosen) {
        figures.push(figures_of(g, Over::Deals(found.guesses), seen, None));
    }
    Said { words, figures }
}

/// What sets two cards apart, after "The J♣ is worse than the 9♣" (or "The 9♣ is better than
/// your J♣"), `worse` named in `worse_form` ("the J♣", "your J♣"), each side in a sentence of
/// its own: ": you take the trick with 3 points. The 9♣: it stays under Greta's 10♣."
/// `better_first` when the better card is the sentence's subject (the review, which speaks of
/// the Expert's choice). Where no claim explains the verdict, a claim that points the other
/// way is said as such: ": the difference shows only when the hidden cards are guessed and
/// played out, though the 2♠ stays under East's 5♠." Within the noise (`as_good`) the first
/// difference of each is said as no more than that. `verdict` is the first sentence, given
/// what follows it.
fn set_apart(
    g: &Glance,
    found: &Searched,
    [better, worse]: [Card; 2],
    worse_form: Form,
    better_first: bool,
    as_good: bool,
    verdict: impl FnOnce(Apart) -> Sentence,
) -> Vec<Sentence> {
    let most = if better_first { 2 } else { 1 };
    let c = contrast(g, found, [better, worse], most);
    let [mut better_says, mut worse_says] = [c.better, c.worse];
    if as_good {
        let [b, w] = c.plain;
        (better_says, worse_says) = (b.into_iter().collect(), w.into_iter().collect());
    }
    let mut sides = [
        (better, Form::The, better_says),
        (worse, worse_form, worse_says),
    ];
    if !better_first {
        sides.reverse();
    }
    let [(_, _, of_subject), (other, other_form, of_other)] = sides;
    let apart = match (of_subject.is_empty(), of_other.is_empty(), c.against) {
        (false, _, _) => Apart::Because(Clause::Claims(of_subject)),
        (true, false, _) => Apart::Nothing,
        _ if as_good => Apart::Nothing,
        (true, true, Some((on_worse, t))) => {
            let card = match on_worse {
                true => Named::card(worse, worse_form),
                false => Named::card(better, Form::The),
            };
            Apart::PlayedOutThough(OfCard {
                card: Some(card),
                claim: t,
            })
        }
        (true, true, None) => Apart::PlayedOut,
    };
    let mut words = vec![verdict(apart)];
    if !of_other.is_empty() {
        words.push(Sentence::Of {
            choice: Named::card(other, other_form.first()),
            why: Clause::Claims(of_other),
        });
    }
    words
}

/// The verdict on two choices that are not both cards, and what each does: "The 2♣, 3♣ and
/// 4♣ are worse than the Q♠, K♠ and A♠: {why}. The Q♠, K♠ and A♠: {why}."
fn verdict_of_two(
    subject: Named,
    verdict: Verdict,
    other: Named,
    [of_subject, of_other]: [Option<Clause>; 2],
) -> Vec<Sentence> {
    let mut words = vec![Sentence::Verdict {
        subject,
        verdict,
        other,
        apart: of_subject.map_or(Apart::Nothing, Apart::Because),
    }];
    if let Some(why) = of_other {
        words.push(Sentence::Of {
            choice: Named::new(other.action, other.form.first()),
            why,
        });
    }
    words
}

/// What the search thinks of `other`, a choice it did not make ("why not this card?"). Words:
/// "The J♣ is worse than the 9♣: you take the trick with 3 points. The 9♣: it stays under
/// Greta's 10♣." Figures: "About 1.2 points worse than the 9♣. You take this trick 64% of the
/// time (10% with the 9♣), about 2.0 points now and 3.3 later (0.3 and 4.1) and end with the
/// Q♠ 40% of the time (8%)." `None` if the search did not compare it.
pub fn why_not(g: &Glance, found: &Searched, other: &Action) -> Option<Said> {
    let value = found.compared.iter().find(|(a, _)| a == other)?.1;
    let chosen = &found.action;
    let sure = found.clearly_better_than(other);
    let verdict = compared(value - found.value, sure);
    let subject = Named::new(*other, Form::TheFirst);
    let best = Named::new(*chosen, Form::The);
    let words = if let (Action::Play(best_card), Action::Play(card)) = (chosen, other) {
        let as_good = verdict == Verdict::AsGood;
        let cards = [*best_card, *card];
        set_apart(g, found, cards, Form::The, false, as_good, |apart| {
            Sentence::Verdict {
                subject,
                verdict,
                other: best,
                apart,
            }
        })
    } else {
        // A pass's own reasons are the Hint's: only the other pass's are said here.
        let of_best = match chosen {
            Action::Pass(_) => None,
            _ => does(g, chosen, 1),
        };
        verdict_of_two(subject, verdict, best, [does(g, other, 1), of_best])
    };
    // A pass is weighed on whole deals played out.
    let deals = matches!(other, Action::Pass(_)).then_some(found.guesses);
    let mut figures = vec![against(value - found.value, best, sure, deals)];
    if let (Some(seen), Some(best)) = (outlook(found, other), outlook(found, chosen)) {
        figures.push(figures_of(g, Over::Plain, seen, Some((best, chosen))));
    }
    Some(Said { words, figures })
}

/// The review's word on a decision the search would have made otherwise, its choice against
/// the seat's own. Words: "The 9♣ is better than your J♣: it stays under Greta's 10♣. Your
/// J♣: you take the trick with 3 points." ("about as good as your J♣" within the noise).
/// Figures: "About 2.0 points better than your J♣. With yours, you take this trick 100% of
/// the time (0% with the 9♣), …". `None` if the search did not compare `yours`.
pub fn instead(g: &Glance, found: &Searched, yours: &Action) -> Option<Said> {
    let margin = found.margin_over(yours)?;
    let sure = found.clearly_better_than(yours);
    let chosen = &found.action;
    let verdict = compared(margin, sure);
    let subject = Named::new(*chosen, Form::TheFirst);
    let your = Named::new(*yours, Form::Your);
    let words = if let (Action::Play(best), Action::Play(card)) = (chosen, yours) {
        let as_good = verdict == Verdict::AsGood;
        let cards = [*best, *card];
        set_apart(g, found, cards, Form::Your, true, as_good, |apart| {
            Sentence::Verdict {
                subject,
                verdict,
                other: your,
                apart,
            }
        })
    } else {
        let of = [does(g, chosen, 2), does(g, yours, 1)];
        verdict_of_two(subject, verdict, your, of)
    };
    let mut figures = vec![against(margin, your, sure, None)];
    if let (Some(seen), Some(best)) = (outlook(found, yours), outlook(found, chosen)) {
        figures.push(figures_of(g, Over::Yours, seen, Some((best, chosen))));
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
    fn figures_are_rounded_to_tenths() {
        assert_eq!(tenths(1.24), 12);
        assert_eq!(tenths(1.26), 13);
        assert_eq!(tenths(-0.44), -4);
        assert_eq!(tenths(0.04), 0);
        assert_eq!(tenths(12.0), 120);
        assert_eq!(percent(0.105), 11);
        assert_eq!(percent(1.2), 100);
        assert!(close(0.049) && close(-0.04) && !close(0.051));
    }
}

//! The bots' claims about a card, the Hint, "why not…?" and the review's lines: the bots say
//! them as typed values ([`Said`], [`Claim`], [`Line`]), and this writes them in the player's
//! language (`locales/*/hints.ftl`). The bots know seats, not names: the caller names each
//! seat ([`Names`]), as the table does.
use crate::bots::{
    Apart, Claim, Clause, Form, Line, Measured, Named, OfCard, Over, PassGroup, PassWhy, Playouts,
    Reason, Said, Sentence, Verb, Verdict,
};
use crate::engine::{Action, Card, PassDirection, Seat, Suit};
use crate::lang::{Arg, Text, suit, t};

/// How the words name a seat: a player's name ("Greta", "West"), as a [`Text`] or a string.
pub type Names<'a> = &'a dyn Fn(Seat) -> Arg;

/// One claim as a clause: "it stays under Greta's J♣", each seat named by `name`.
pub fn claim(claim: &Claim, name: Names) -> Text {
    claim_of(claim, name, t::hint_it())
}

/// What the bots say of a choice, in words ("Lead the 3♠: nobody can beat it."); nothing for
/// nothing said.
pub fn words(said: &Said, name: Names) -> Text {
    sentences(said.words.iter().map(|s| sentence(s, name))).unwrap_or_else(t::hint_nothing)
}

/// The figures the words rest on ("About 1.2 points better than the 9♣. Over 120 guessed
/// deals…"); `None` where nothing was measured.
pub fn figures(said: &Said) -> Option<Text> {
    sentences(said.figures.iter().map(measured))
}

/// A choice in a sentence, in its form ("the 9♣", "Your Q♠, K♠ and 2♣", "♥").
pub fn named(named: &Named) -> Text {
    let symbol = |s: Suit| Arg::Str(s.symbol().to_string());
    let cards: Arg = match named.action {
        Action::Play(card) => Arg::Card(card),
        Action::Pass(list) => list.as_slice().to_vec().into(),
        Action::CallSuit(s) => match named.form {
            Form::The | Form::TheFirst => return t::hint_choice_suit(symbol(s)),
            _ => symbol(s),
        },
        _ => return t::hint_choice_suit(""),
    };
    match named.form {
        Form::The => t::hint_choice_the(cards),
        Form::TheFirst => t::hint_choice_the_first(cards),
        Form::Your => t::hint_choice_your(cards),
        Form::YourFirst => t::hint_choice_your_first(cards),
    }
}

/// "the 9♣", "♥", "the Q♠, K♠ and 2♣": a choice as a sentence names it.
pub fn choice(action: &Action) -> Text {
    named(&Named {
        action: *action,
        form: Form::The,
    })
}

/// Sentences one after the other.
fn sentences(mut each: impl Iterator<Item = Text>) -> Option<Text> {
    let first = each.next()?;
    Some(each.fold(first, t::hint_sentences))
}

/// A suit's word for `count` cards of it ("club", "clubs"); 0 for the suit in general ("no
/// clubs", "when clubs are led").
fn suit_word(s: Suit, count: u8) -> Text {
    suit(s, i64::from(count))
}

/// Whether a claim's English begins with the card itself ("it stays under…"): said of another
/// card, that card takes its place ("the 7♠ stays under…"); any other claim of another card is
/// said "with the 7♠, …".
fn of_the_card(claim: &Claim) -> bool {
    matches!(
        claim,
        Claim::OnlyCard | Claim::Cancels { .. } | Claim::Under { .. } | Claim::LastOfSuit { .. }
    )
}

/// A claim, the card it is about named `it` where the claim speaks of it as its subject.
fn claim_of(claim: &Claim, name: Names, it: Text) -> Text {
    match *claim {
        Claim::OnlyCard => t::claim_only_card(it),
        Claim::Cancels { seat, card } => t::claim_cancels(card, it, name(seat)),
        Claim::Takes { points: 0 } => t::claim_takes_nothing(),
        Claim::Takes { points } => t::claim_takes(t::count_points(points)),
        Claim::Under { seat, card } => t::claim_under(card, it, name(seat)),
        Claim::GivesAway { worst } => t::claim_gives_away(worst),
        Claim::Onto { seat, card } => t::claim_onto(card, name(seat)),
        Claim::PartnerWinning { seat } => t::claim_partner_winning(name(seat)),
        Claim::Unbeatable => t::claim_unbeatable(),
        Claim::MayBeCancelled { card, copies } => t::claim_may_be_cancelled(card, copies),
        Claim::WorstAbove {
            worst,
            copies,
            packs,
        } => t::claim_worst_above(copies, packs, worst),
        Claim::HigherOut { suit, count } => t::claim_higher_out(count, suit_word(suit, count)),
        Claim::LowerOut { suit, count } => t::claim_lower_out(count, suit_word(suit, count)),
        Claim::VoidShown { suit, seats } => {
            let players: Vec<Arg> = seats.iter().map(name).collect();
            t::claim_void_shown(players.len(), players, suit_word(suit, 0))
        }
        Claim::LastOfSuit { suit } => {
            t::claim_last_of_suit(it, suit_word(suit, 1), suit_word(suit, 0))
        }
        Claim::KeepsLow { low } => t::claim_keeps_low(low),
        Claim::TrickHolds { points } => t::claim_trick_holds(t::count_points(points)),
        Claim::MoonThreat { seat } => t::claim_moon_threat(name(seat)),
        Claim::WinsLead { only: Some(suit) } => t::claim_wins_lead_from(suit_word(suit, 0)),
        Claim::WinsLead { only: None } => t::claim_wins_lead(),
        Claim::KeepsWorst { worst } => t::claim_keeps_worst(worst),
        Claim::KeepsAboveWorst { high, worst } => t::claim_keeps_above_worst(high, worst),
        Claim::ShedsAboveWorst { worst } => t::claim_sheds_above_worst(worst),
        Claim::KeepsHigh { high } => t::claim_keeps_high(high),
        Claim::FirstTrick => t::claim_first_trick(),
    }
}

/// One or two claims as one clause: "it stays under Greta's J♣, and you keep the 2♣…".
fn claims(all: &[Claim], name: Names) -> Text {
    let mut each = all.iter().map(|c| claim(c, name));
    match each.next() {
        Some(first) => each.fold(first, t::hint_claims),
        None => t::hint_did_best(),
    }
}

/// A claim of a card the sentence is not about ("the 7♠ stays under East's 5♠", "with the 7♠,
/// you keep the Q♠…"); `first` when it begins its sentence.
fn of_card(of: &OfCard, name: Names, first: bool) -> Text {
    let card = |form: Form| match of.card {
        Some(card) => named(&Named { form, ..card }),
        None => t::hint_it(),
    };
    let plain = of.card.map_or(Form::The, |c| c.form);
    match (of_the_card(&of.claim), first) {
        (true, true) => claim_of(&of.claim, name, card(first_form(plain))),
        (true, false) => claim_of(&of.claim, name, card(plain)),
        (false, true) => t::hint_with_card_first(card(plain), claim(&of.claim, name)),
        (false, false) => t::hint_with_card(card(plain), claim(&of.claim, name)),
    }
}

fn first_form(form: Form) -> Form {
    match form {
        Form::Your | Form::YourFirst => Form::YourFirst,
        Form::The | Form::TheFirst => Form::TheFirst,
    }
}

fn clause(c: &Clause, name: Names) -> Text {
    match c {
        Clause::Claims(all) => claims(all, name),
        Clause::OfCard(of) => of_card(of, name, false),
        Clause::Pass(groups) => pass(groups),
        Clause::DidBest => t::hint_did_best(),
        Clause::YetDidBest(c) => t::hint_yet_did_best(claim(c, name)),
        Clause::DidBestThough(of) => t::hint_did_best_though(of_card(of, name, false)),
        Clause::NothingApart { other } => t::hint_nothing_apart(choice(&Action::Play(*other))),
    }
}

fn verb(verb: Verb) -> &'static str {
    match verb {
        Verb::Lead => "lead",
        Verb::Play => "play",
        Verb::Discard => "discard",
        Verb::Call => "call",
    }
}

fn verdict(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Better => "better",
        Verdict::Worse => "worse",
        Verdict::AsGood => "as-good",
    }
}

/// How many cards a choice holds (a pass may hold several).
fn count(action: &Action) -> usize {
    match action {
        Action::Pass(list) => list.as_slice().len(),
        _ => 1,
    }
}

fn sentence(s: &Sentence, name: Names) -> Text {
    match s {
        Sentence::Do {
            verb: v,
            action,
            what,
        } => t::hint_do(choice(action), verb(*v), clause(what, name)),
        Sentence::AsGood { other, why: None } => {
            t::hint_as_good(count(&other.action), named(other))
        }
        Sentence::AsGood {
            other,
            why: Some(why),
        } => t::hint_as_good_because(count(&other.action), named(other), clause(why, name)),
        Sentence::AsGoodThough { other, why } => {
            t::hint_as_good_though(count(&other.action), named(other), clause(why, name))
        }
        Sentence::OfCard(of) => t::hint_claim_sentence(of_card(of, name, true)),
        Sentence::Verdict {
            subject,
            verdict: v,
            other,
            apart,
        } => {
            let said = t::hint_verdict(
                count(&subject.action),
                named(other),
                named(subject),
                verdict(*v),
            );
            match apart {
                Apart::Nothing => t::hint_verdict_only(said),
                Apart::Because(why) => t::hint_verdict_because(said, clause(why, name)),
                Apart::PlayedOutThough(of) => {
                    t::hint_verdict_played_out_though(of_card(of, name, false), said)
                }
                Apart::PlayedOut => t::hint_verdict_played_out(said),
            }
        }
        Sentence::Of { choice, why } => t::hint_of_choice(named(choice), clause(why, name)),
        Sentence::Line(l) => line(l),
        Sentence::Random => t::hint_random(),
        Sentence::NothingToDecide => t::hint_nothing_to_decide(),
        Sentence::NoSeat(seat) => t::hint_no_seat(u32::from(seat.0) + 1),
    }
}

/// A pass card by card: "Q♠: the card that costs most; K♠, A♠: they could be forced to take
/// the Q♠".
fn pass(groups: &[PassGroup]) -> Text {
    let mut each = groups.iter().map(pass_group);
    match each.next() {
        Some(first) => each.fold(first, t::hint_pass_groups),
        None => t::hint_did_best(),
    }
}

fn pass_group(group: &PassGroup) -> Text {
    let cards: Arg = match group.cards.as_slice() {
        [] => Arg::Str(String::new()),
        [one] => Arg::Card(*one),
        [first, rest @ ..] => rest.iter().fold(Arg::Card(*first), |all, &card| {
            Arg::Text(t::hint_pass_cards(all, card))
        }),
    };
    let n = group.cards.len();
    let why = match group.why {
        PassWhy::CostsPoints => t::hint_pass_costs_points(n),
        PassWhy::CostsMost => t::hint_pass_costs_most(n),
        PassWhy::ForcedToTake { worst } => t::hint_pass_forced_to_take(n, worst),
        PassWhy::LeavesVoid { suit } => t::hint_pass_leaves_void(n, suit_word(suit, 0)),
        PassWhy::WinAndCost => t::hint_pass_win_and_cost(n),
        PassWhy::CouldWin => t::hint_pass_could_win(n),
        PassWhy::HelpsLeast => t::hint_pass_helps_least(n),
    };
    t::hint_pass_group(cards, why)
}

/// The one line of a level that does not search.
pub fn line(line: &Line) -> Text {
    match *line {
        Line::Play {
            card,
            reason,
            worst_out,
        } => play_line(card, reason, worst_out),
        Line::Pass(ref groups) => pass(groups),
        Line::Pledge(true) => t::hint_line_pledge(),
        Line::Pledge(false) => t::hint_line_no_pledge(),
        Line::CallSuit(s) => t::hint_line_call_suit(suit_word(s, 0)),
        Line::MoonToOthers => t::hint_line_moon_to_others(),
        Line::MoonOffMine => t::hint_line_moon_off_mine(),
        Line::ChoosePass {
            direction,
            cards,
            players,
        } => {
            let (which, seats) = match direction {
                PassDirection::Hold => ("hold", 0),
                PassDirection::Left(1) => ("left", 1),
                PassDirection::Left(k) if k + 1 == players => ("right", k),
                PassDirection::Left(k) if 2 * k == players => ("across", k),
                PassDirection::Left(k) => ("seats-left", k),
                PassDirection::Star => ("star", 0),
                PassDirection::Scatter => ("scatter", 0),
                PassDirection::Mixer => ("mixer", 0),
            };
            t::hint_line_choose_pass(cards, which, seats)
        }
    }
}

fn play_line(card: Card, reason: Reason, worst_out: Option<Card>) -> Text {
    match reason {
        Reason::OnlyCard => t::hint_line_only_card(card),
        Reason::Duck { under } => match worst_out {
            Some(worst) => t::hint_line_duck_worst_out(card, under, worst),
            None => t::hint_line_duck(card, under),
        },
        Reason::Cancel { card: other } => t::hint_line_cancel(card, other),
        Reason::Dump { .. } => t::hint_line_dump(card),
        Reason::ShedDanger => t::hint_line_shed_danger(card),
        Reason::ShedSuit => match card.suit() {
            Some(s) => t::hint_line_shed_suit(card, suit_word(s, 0)),
            None => t::hint_line_discard(card),
        },
        Reason::ShedFree => t::hint_line_shed_free(card),
        Reason::Discard => t::hint_line_discard(card),
        Reason::WinClean => t::hint_line_win_clean(card),
        Reason::ForcedHigh => t::hint_line_forced_high(card),
        Reason::HopeOvertaken => t::hint_line_hope_overtaken(card),
        Reason::Bleed { worst } => t::hint_line_bleed(card, worst),
        Reason::LeadLow => t::hint_line_lead_low(card),
        Reason::LeadMayBeBeaten => t::hint_line_lead_may_be_beaten(card),
        Reason::LeadUnbeatable => t::hint_line_lead_unbeatable(card),
        Reason::StopMoon { .. } => t::hint_line_stop_moon(card),
        Reason::ShootMoon => t::hint_line_shoot_moon(card),
        Reason::FollowLow => t::hint_line_follow_low(card),
        Reason::SparePartner => t::hint_line_spare_partner(card),
    }
}

/// A figure in tenths, to one decimal: 12 is "1.2", −4 is "−0.4".
fn decimal(tenths: i32) -> Text {
    let sign = if tenths < 0 { "minus" } else { "plus" };
    t::hint_decimal(Arg::Tenths(i64::from(tenths.unsigned_abs())), sign)
}

fn measured(m: &Measured) -> Text {
    match m {
        Measured::Margin {
            verdict: v,
            tenths,
            other,
            deals,
        } => {
            let margin = decimal(*tenths as i32);
            match deals {
                Some(deals) => t::hint_margin_over_deals(*deals, margin, named(other), verdict(*v)),
                None => t::hint_margin(margin, named(other), verdict(*v)),
            }
        }
        Measured::Playouts(p) => playouts(p),
    }
}

fn playouts(p: &Playouts) -> Text {
    let take = match p.beside {
        None => t::hint_figure_take(p.wins),
        Some(b) if p.over == Over::Plain => {
            t::hint_figure_take_beside_first(b.wins, choice(&b.chosen), p.wins)
        }
        Some(b) => t::hint_figure_take_beside(b.wins, choice(&b.chosen), p.wins),
    };
    let points = match (p.now, p.beside) {
        (None, _) => t::hint_figure_no_points(decimal(p.later)),
        (Some(now), None) => t::hint_figure_points(decimal(p.later), decimal(now)),
        (Some(now), Some(b)) => t::hint_figure_points_beside(
            decimal(b.later),
            decimal(b.now),
            decimal(p.later),
            decimal(now),
        ),
    };
    let worst = p.worst.map(|(card, percent)| match p.beside {
        None => t::hint_figure_worst(card, percent),
        Some(b) => t::hint_figure_worst_beside(b.worst, card, percent),
    });
    let moon = p.moon.map(|percent| match p.beside {
        None => t::hint_figure_moon(percent),
        Some(b) => t::hint_figure_moon_beside(b.moon, percent),
    });
    let figures = match (worst, moon) {
        (None, None) => t::hint_figures_two(points, take),
        (Some(third), None) | (None, Some(third)) => t::hint_figures_three(points, take, third),
        (Some(worst), Some(moon)) => t::hint_figures_four(moon, points, take, worst),
    };
    match p.over {
        Over::Deals(deals) => t::hint_playouts_over_deals(deals, figures),
        Over::Plain => t::hint_playouts(figures),
        Over::Yours => t::hint_playouts_yours(figures),
    }
}

/// The Hint's words while the person's own pass is being weighed against the Hint's.
pub fn weighing_pass() -> Text {
    t::hint_weighing_pass()
}

/// Nothing said (a Hint still on its way).
pub fn nothing() -> Text {
    t::hint_nothing()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Cards, PassList};
    use crate::lang::Lang;

    #[test]
    fn a_pass_about_as_good_agrees_with_its_cards() {
        let card = |code: &str| code.parse::<Card>().expect("a card");
        let name = |s: Seat| Arg::from(s.to_string());
        let as_good = |action: Action| {
            let other = Named {
                action,
                form: Form::TheFirst,
            };
            sentence(&Sentence::AsGood { other, why: None }, &name).in_lang(Lang::ENGLISH)
        };
        let pass: Cards = ["QS", "KS", "2C"].into_iter().map(card).collect();
        assert_eq!(
            as_good(Action::Pass(PassList::from_cards(pass))),
            "The 2♣, Q♠ and K♠ are about as good."
        );
        assert_eq!(
            as_good(Action::Play(card("7S"))),
            "The 7♠ is about as good."
        );
    }
}

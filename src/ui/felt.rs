//! The table top: the other players around it (3 to 11 seats) and the trick in the middle.
//! Each played card lies toward its player and slides in from their side; cancelled cards
//! are marked; a cancelled trick waits in the middle as a carried-over pile; a won trick
//! slides off toward its winner. The kitty, a called suit and the pass's recipients show.
use super::card_face::{CardBack, CardFace};
use super::layout::{decimal, direction, row};
use super::names::seat_text;
use super::table::{Shown, Table, ordinal};
use crate::engine::{Card, Cards, Play, Seat, ShotKind};
use crate::lang::words::catalog;
use crate::lang::{self, Arg, Text, t};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FeltProps {
    pub table: UseReducerHandle<Table>,
}

/// "--dx: -1.000; --dy: 0.000;" for a seat's direction.
fn direction_style(seat: Seat, me: Seat, players: u8, prefix: &str) -> String {
    let (dx, dy) = direction(seat, me, players);
    let (dx, dy) = (decimal(dx.into(), 3), decimal(dy.into(), 3));
    format!("--{prefix}x: {dx}; --{prefix}y: {dy};")
}

#[function_component(Felt)]
pub fn felt(props: &FeltProps) -> Html {
    // The deal under review, while it is looked at.
    let table = props.table.on_screen();
    let shown = table.shown();
    let players = table.players();
    let me = table.human();
    let many = players > 6;
    let seats = Seat::all(players)
        .filter(|&s| s != me)
        .map(|seat| opponent(table, seat));
    let winner_style = shown
        .collecting
        .map(|w| direction_style(w, me, players, "w"))
        .unwrap_or_default();
    let trick = shown
        .trick
        .iter()
        .enumerate()
        .map(|(i, play)| played_card(table, i, play));
    // Passed cards flying face down from each passer towards the recipient (to the middle
    // when they go to several players).
    let flights = shown
        .flights
        .iter()
        .map(|&flight| pass_flight(flight, me, players));
    let trick_class = classes!("trick", shown.collecting.is_some().then_some("collecting"));
    html! {
        <div class={classes!("felt", many.then_some("many"))} data-seats={players.to_string()} style={winner_style}>
            { for seats }
            { carried(shown) }
            <div class={trick_class} role="group" aria-label={t::page_trick_label()}>
                { for trick }
            </div>
            { trick_note(table) }
            { centre_notes(table) }
            { for flights }
            { banner(table) }
            { last_trick(table) }
        </div>
    }
}

/// Who gets which of the person's passed cards, while they choose them: "gets your pass",
/// "gets your 2nd card".
fn receives(shown: &Shown, seat: Seat) -> Option<Text> {
    if !shown.choosing_pass {
        return None;
    }
    match shown.pass_to.as_slice() {
        [one] if *one == seat => Some(t::page_gets_pass()),
        [_] | [] => None,
        seats => seats
            .iter()
            .position(|&s| s == seat)
            .map(|i| t::page_gets_card(ordinal(i + 1))),
    }
}

/// "yes" or "no", for a message's choice on a flag.
fn flag(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

/// One of the other players round the table: their cards face down, name, score, points
/// this deal, level and tags, all read out as one label.
fn opponent(table: &Table, seat: Seat) -> Html {
    let shown = table.shown();
    let players = table.players();
    let me = table.human();
    let rules = table.game().rules();
    let name = seat_text(seat, players);
    let standing = shown
        .standings
        .get(seat.index())
        .map(|s| crate::lang::words::table::standing(rules, s).to_string())
        .unwrap_or_default();
    let points = shown.points.get(seat.index()).copied().unwrap_or(0);
    let cards = shown.hand_sizes.get(seat.index()).copied().unwrap_or(0);
    let on_turn = shown.turn == Some(seat) && shown.collecting.is_none();
    let dealer = shown.dealer == seat;
    let level = table.level(seat);
    let thinking = table.thinking().contains(seat);
    let partner = rules.partner(me) == Some(seat);
    let pledged = shown.pledged.contains(seat);
    let kitty = shown.kitty_taker == Some(seat);
    let receiving = receives(shown, seat);
    let label = t::page_seat_label(
        t::count_cards(cards),
        flag(dealer),
        flag(kitty),
        catalog::level_label(level),
        name.clone(),
        flag(partner),
        flag(pledged),
        t::count_points(points),
        receiving.clone().map_or(Arg::from("none"), Arg::from),
        standing.clone(),
        flag(on_turn),
    );
    // Round an ellipse whose radii the stylesheet sets for the screen and the table's
    // size; kept inside the felt on narrow screens, whatever the angle.
    let style = format!(
        "{} --sv: {};",
        direction_style(seat, me, players, "s"),
        decimal(row(seat, me, players).into(), 3)
    );
    html! {
        <section key={seat.0} class={classes!("seat", on_turn.then_some("on-turn"), partner.then_some("partner"),
                receiving.is_some().then_some("receiving"))} {style}
            aria-label={label} data-seat={seat.0.to_string()} data-level={level.id()}
            data-thinking={thinking.then_some("true")}>
            // A claimer shows its cards face up (the prompt says so in words).
            { match table.claimed().filter(|c| c.seat == seat) {
                Some(claimed) => html! { <ul class="claim-cards" aria-hidden="true">{ minis(claimed.cards.iter()) }</ul> },
                None => backs(cards, players > 6),
            } }
            <div class="seat-info" aria-hidden="true">
                <span class="seat-name">{ name }{ if dealer { html!{ <span class="dealer" title={t::page_dealer_title()}>{ t::page_dealer_mark() }</span> } } else { html!{} } }</span>
                <span class="seat-score" title={t::page_seat_score_title()}>{ standing }</span>
                <span class="seat-taken" title={t::page_seat_taken_title()}>{ t::page_hearts_taken(points) }</span>
                <span class="level-tag">
                    { catalog::level_label(level) }
                    { tag(partner, "partner-tag", t::page_tag_partner(), t::page_tag_partner_title()) }
                    { tag(pledged, "pledge-tag", t::page_tag_pledged(), t::page_tag_pledged_title()) }
                    { tag(kitty, "kitty-tag", t::page_tag_kitty(), t::page_tag_kitty_title()) }
                </span>
                { match &receiving {
                    // The arrow points the way the cards go: from the person to this seat.
                    Some(text) => html! {
                        <span class="pass-arrow"><span class="arrow">{ "➜" }</span>{ text.clone() }</span>
                    },
                    None => html! {},
                } }
            </div>
        </section>
    }
}

/// A player's `cards` face down: fanned, or one back with a count at `many` seats.
fn backs(cards: u32, many: bool) -> Html {
    if many {
        html! { <div class="backs count" title={t::page_backs_title()}><CardBack /><span class="count-label">{ cards }</span></div> }
    } else {
        html! {
            <div class="backs" style={format!("--cards: {cards};")}>
                { for (0..cards.min(13)).map(|i| html! { <span key={i} class="back-slot"><CardBack /></span> }) }
            </div>
        }
    }
}

/// A small tag beside a player's level ("partner", "pledged", "kitty"), when `on`.
fn tag(on: bool, class: &'static str, text: Text, title: Text) -> Html {
    if on {
        html! { <span class={classes!("tag", class)} {title}>{ text }</span> }
    } else {
        html! {}
    }
}

/// The `i`th card of the trick, lying toward its player, marked if cancelled or winning.
/// Cards further right and down lie on top, so that every card's top-left corner, its rank
/// and suit, shows.
fn played_card(table: &Table, i: usize, play: &Play) -> Html {
    let shown = table.shown();
    // A seat's second card in a trick extended by nines lies a little further in.
    let round = shown.trick[..i]
        .iter()
        .filter(|p| p.seat == play.seat)
        .count();
    let (me, players) = (table.human(), table.players());
    let (dx, dy) = direction(play.seat, me, players);
    // A card covers the corner of another only from above and to its left: ranked by how
    // far right and down it lies (a card is 1.4 times as tall as wide), later cards on top.
    let z = Seat::all(players)
        .filter(|&s| {
            let (x, y) = direction(s, me, players);
            x + y / 1.4 < dx + dy / 1.4 - 0.001
        })
        .count()
        * 2
        + round;
    let style = format!(
        "{} --round: {round}; z-index: {};",
        direction_style(play.seat, me, players, "d"),
        z + 1
    );
    let cancelled = shown.cancelled.contains(play.card);
    // The engine says which card is winning; of a seat's copies, its first is marked.
    let winning = shown.winning == Some(*play) && !shown.trick[..i].contains(play);
    let label = t::page_played_label(
        flag(cancelled),
        lang::card_name(play.card),
        seat_text(play.seat, players),
        flag(winning),
    );
    html! {
        <div key={format!("{i}-{}", play.card)}
            class={classes!("played", cancelled.then_some("cancelled"), winning.then_some("winning"))}
            {style} role="img" aria-label={label} data-seat={play.seat.0.to_string()}>
            <CardFace card={play.card} />
            // Marks on the card's lower half, clear of its corner and of every other card.
            if cancelled {
                <span class="cancel-mark" aria-hidden="true">{ t::page_cancelled_mark() }</span>
            } else if winning {
                <span class="winning-mark" aria-hidden="true">{ t::page_winning_mark() }</span>
            }
        </div>
    }
}

/// Beside the trick: while it is played, the points in it so far (carried cards included)
/// and, the first time cards cancel in a game, what that means; once it is over, what
/// became of it.
fn trick_note(table: &Table) -> Html {
    let shown = table.shown();
    let result = shown.result.as_ref().map(|result| {
        html! { <p class="trick-result">{ table.trick_result(result) }</p> }
    });
    let explained = (shown.cancel_explained && shown.result.is_none()).then(|| {
        html! {
            <p class="cancel-explained">
                <strong>{ t::page_cancelled_head() }</strong>
                { " " }{ t::page_cancelled_explained() }
            </p>
        }
    });
    let points = table.trick_points();
    let so_far = (shown.result.is_none() && !shown.trick.is_empty() && points != 0).then(
        || html! { <p class="trick-points">{ t::page_trick_points(t::count_points(points)) }</p> },
    );
    if result.is_none() && explained.is_none() && so_far.is_none() {
        return html! {};
    }
    html! {
        <div class="trick-note" aria-hidden="true">{ for result }{ for explained }{ for so_far }</div>
    }
}

/// The carried-over pile of cancelled tricks, waiting in the middle for the next winner.
fn carried(shown: &Shown) -> Html {
    let carried_class = match shown.collecting {
        Some(_) => "carried collecting",
        None => "carried",
    };
    pile(
        shown.carried,
        carried_class,
        t::page_carried(t::count_cards(shown.carried.len())),
    )
}

/// The notes in the middle: a joker lead explained, and the kitty face down.
fn centre_notes(table: &Table) -> Html {
    let shown = table.shown();
    // A joker lead, explained where it happens: who led it, and the suit called or how
    // the suit will be set.
    let joker_lead = shown.trick.first().filter(|lead| lead.card == Card::JOKER);
    let called = joker_lead.map(|lead| {
        let mine = lead.seat == table.human();
        let who = seat_text(lead.seat, table.players());
        let text = match shown.called {
            Some(suit) => {
                let (symbol, suit) = (suit.symbol().to_string(), lang::suit(suit, 2));
                match mine {
                    true => t::page_joker_called_you(suit, symbol),
                    false => t::page_joker_called(who, suit, symbol),
                }
            }
            None => {
                let then = table.game().rules().rules().joker_play.lead_suit.explain();
                match mine {
                    true => t::page_joker_led_you(then),
                    false => t::page_joker_led(who, then),
                }
            }
        };
        html! { <span class="called">{ text }</span> }
    });
    let kitty = (shown.kitty > 0).then(|| {
        html! {
            <span class="kitty" title={t::page_kitty_title()}>
                <CardBack />{ t::page_kitty(shown.kitty) }
            </span>
        }
    });
    html! { <div class="centre-notes">{ for called }{ for kitty }</div> }
}

/// One pass on its way: `count` cards face down flying from `from` to `to` (to the middle
/// when there is no one recipient).
fn pass_flight((from, to, count): (Seat, Option<Seat>, u32), me: Seat, players: u8) -> Html {
    let target = to.map_or_else(
        || "--tx: 0; --ty: 0;".to_string(),
        |to| direction_style(to, me, players, "t"),
    );
    let style = format!("{} {target}", direction_style(from, me, players, "f"));
    html! {
        <div key={from.0} class="flight" {style} aria-hidden="true">
            { for (0..count.min(3)).map(|i| html! { <span key={i} class="flight-card"><CardBack /></span> }) }
        </div>
    }
}

/// The banner for a moon or a sun shot this deal.
fn banner(table: &Table) -> Html {
    match table.shown().banner {
        Some((seat, shot)) => {
            // The banner's look and words: the big moon is a moon too.
            let kind = match shot {
                ShotKind::Sun => "sun",
                ShotKind::Moon | ShotKind::BigMoon => "moon",
            };
            let text = match seat == table.human() {
                true => t::page_banner_you(kind),
                false => t::page_banner(kind, seat_text(seat, table.players())),
            };
            html! { <div class={classes!("banner", kind)} aria-hidden="true">{ text }</div> }
        }
        None => html! {},
    }
}

/// The previous trick in small, for a look back: its cards, who played each, and who took it.
fn last_trick(table: &Table) -> Html {
    let Some(last) = &table.shown().last_trick else {
        return html! {};
    };
    // Each card over the name of who played it.
    let cards = last.plays.iter().enumerate().map(|(i, play)| {
        let cancelled = last.cancelled.contains(play.card);
        html! {
            <li key={i}>
                <span class={classes!("mini", suit_class(play.card), cancelled.then_some("cancelled"))}
                    title={cancelled.then(|| t::page_mini_cancelled_title().to_string())}>
                    { t::page_card(play.card) }
                </span>
                <span class="by">{ seat_text(play.seat, table.players()) }</span>
            </li>
        }
    });
    let title = t::page_last_trick_title(table.trick_taken(last));
    let label = t::page_last_trick_label(table.trick_words(last));
    html! {
        <aside class="last-trick" aria-label={label}>
            <span class="last-title" aria-hidden="true">{ title }</span>
            <ul aria-hidden="true">{ for cards }</ul>
        </aside>
    }
}

/// A pile of cards in the middle (the carried-over cards of cancelled tricks), each card
/// small and named for screen readers.
fn pile(cards: Cards, class: &'static str, label: Text) -> Html {
    if cards.is_empty() {
        return html! {};
    }
    html! {
        <aside class={classes!("pile", class)} aria-label={label.clone()}>
            <span class="pile-title" aria-hidden="true">{ label }</span>
            <ul aria-hidden="true">{ minis(cards.iter()) }</ul>
        </aside>
    }
}

/// Cards small, each an item of a list, coloured by its suit: the carried-over pile's, and
/// every hand of a deal under its scores.
pub(crate) fn minis(cards: impl Iterator<Item = crate::engine::Card>) -> Html {
    let minis = cards.enumerate().map(|(i, card)| {
        html! { <li key={i} class={classes!("mini", suit_class(card))}>{ t::page_card(card) }</li> }
    });
    html! { <>{ for minis }</> }
}

/// The class that colours a card by its suit (as the card faces are), four-colour deck
/// included.
fn suit_class(card: crate::engine::Card) -> &'static str {
    match card.suit() {
        Some(crate::engine::Suit::Clubs) => "suit-clubs",
        Some(crate::engine::Suit::Diamonds) => "suit-diamonds",
        Some(crate::engine::Suit::Spades) => "suit-spades",
        Some(crate::engine::Suit::Hearts) => "suit-hearts",
        None => "joker",
    }
}

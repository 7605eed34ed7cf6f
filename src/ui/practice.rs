//! The practice aids at the table, each off unless the person turns it on in Settings: the
//! card tracker (what the table model's [`Tracker`](super::table::Tracker) says, in a table a screen reader can
//! read) and the play checker's question before a card the judge finds clearly worse.
use super::callbacks::{TableHandle, send};
use super::felt::minis;
use super::names::seat_text;
use super::table::{Act, Check};
use crate::lang::{self, t};
use yew::prelude::*;

/// The card tracker, under the prompt: closed until opened, then suit by suit the cards
/// played and still out and who has shown they hold none; under it, the counters left.
pub fn tracker_view(table: &TableHandle) -> Html {
    let Some(tracker) = table.tracker() else {
        return html! {};
    };
    let players = table.players();
    let rows = tracker.suits.iter().map(|track| {
        let (symbol, name) = match track.suit {
            Some(suit) => (suit.symbol().to_string(), lang::suit(suit, 2).to_string()),
            None => (String::new(), t::tracker_jokers().to_string()),
        };
        let void: Vec<lang::Text> = track.void.iter().map(|s| seat_text(s, players)).collect();
        let cards = |cards: crate::engine::Cards| match cards.is_empty() {
            true => html! { <span class="none">{ "–" }</span> },
            false => html! { <ul class="cards">{ minis(cards.iter()) }</ul> },
        };
        html! {
            <tr>
                <th scope="row"><span aria-hidden="true">{ symbol }</span><span class="suit-name">{ name }</span></th>
                <td>{ cards(track.played) }</td>
                <td>{ cards(track.out) }</td>
                <td>{ match void.is_empty() {
                    true => t::tracker_nobody().to_string(),
                    false => t::tracker_list(void).to_string(),
                } }</td>
            </tr>
        }
    });
    let counters = match tracker.counters_left.is_empty() {
        true => html! { <p class="counters">{ t::tracker_no_counters() }</p> },
        false => html! {
            <div class="counters">{ t::tracker_counters() }{ " " }
                <ul class="cards">{ minis(tracker.counters_left.iter()) }</ul></div>
        },
    };
    html! {
        <details class="tracker">
            <summary>{ t::tracker_title() }</summary>
            // Focusable: on a phone it scrolls within its own height.
            <div class="tracker-scroll" tabindex="0">
            <table>
                <caption class="visually-hidden">{ t::tracker_title() }</caption>
                <thead><tr>
                    <td></td>
                    <th scope="col">{ t::tracker_played() }</th>
                    <th scope="col">{ t::tracker_out() }</th>
                    <th scope="col">{ t::tracker_void() }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            { counters }
            </div>
        </details>
    }
}

/// The play checker's question, in place of the Hint over the hand: what the judge says of
/// the card picked, "Play the K♠ anyway?", and a button for each card.
pub fn check_panel(table: &TableHandle) -> Option<Html> {
    let Some(Check::Asked {
        card,
        expert,
        words,
    }) = &table.checking()
    else {
        return None;
    };
    Some(html! {
        <div class="advice check">
            <div class="advice-words">
                <p role="status" tabindex="0">
                    <strong>{ t::check_anyway(*card) }</strong>{ " " }{ words.clone() }
                </p>
            </div>
            <div class="why-not">
                <button type="button" class="quiet" onclick={send(table, Act::PlayAnyway)}>
                    { t::check_play(*card) }</button>
                <button type="button" class="primary" onclick={send(table, Act::Choose(*expert))}>
                    { t::check_play(*expert) }</button>
            </div>
        </div>
    })
}

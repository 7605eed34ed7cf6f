//! The table top: the other players around it and the trick in the middle. Each played card
//! slides in from its player's side; a won trick slides off toward its winner.
use super::card_face::{CardBack, CardFace};
use super::layout::{direction, seat_position};
use super::model::Table;
use crate::engine::Seat;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FeltProps {
    pub table: UseReducerHandle<Table>,
}

/// "--dx: -1.000; --dy: 0.000;" for a seat's direction.
fn direction_style(seat: Seat, me: Seat, players: u8, prefix: &str) -> String {
    let (dx, dy) = direction(seat, me, players);
    format!("--{prefix}x: {dx:.3}; --{prefix}y: {dy:.3};")
}

#[function_component(Felt)]
pub fn felt(props: &FeltProps) -> Html {
    let table = &props.table;
    let shown = &table.shown;
    let players = table.players();
    let me = table.human();

    let seats = Seat::all(players).filter(|&s| s != me).map(|seat| {
        let (x, y) = seat_position(seat, me, players);
        let name = table.name(seat);
        let total = shown.totals.get(seat.index()).copied().unwrap_or(0);
        let points = shown.points.get(seat.index()).copied().unwrap_or(0);
        let cards = shown.hand_sizes.get(seat.index()).copied().unwrap_or(0);
        let on_turn = shown.turn == Some(seat) && shown.collecting.is_none();
        let dealer = shown.dealer == seat;
        let level = table.level(seat);
        let thinking = table.thinking().contains(seat);
        let label = format!(
            "{name} ({}): {total} points, {points} this deal, {cards} cards{}{}",
            level.label(),
            if dealer { ", dealer" } else { "" },
            if on_turn { ", to play" } else { "" }
        );
        // Kept inside the felt on narrow screens, whatever the angle.
        let style = format!(
            "left: clamp(var(--seat-half-w), {x:.1}%, calc(100% - var(--seat-half-w))); \
             top: clamp(var(--seat-half-h), {y:.1}%, calc(100% - var(--seat-half-h)));"
        );
        html! {
            <section key={seat.0} class={classes!("seat", on_turn.then_some("on-turn"))} {style}
                aria-label={label} data-seat={seat.0.to_string()} data-level={level.id()}
                data-thinking={thinking.then_some("true")}>
                <div class="backs" style={format!("--cards: {cards};")}>
                    { for (0..cards.min(13)).map(|i| html! { <span key={i} class="back-slot"><CardBack /></span> }) }
                </div>
                <div class="seat-info" aria-hidden="true">
                    <span class="seat-name">{ name }{ if dealer { html!{ <span class="dealer" title="Dealer">{"D"}</span> } } else { html!{} } }</span>
                    <span class="seat-score">{ total }</span>
                    <span class="seat-taken" title="Points taken this deal">{ format!("♥ {points}") }</span>
                    <span class="level-tag">{ level.label() }</span>
                </div>
            </section>
        }
    });

    let winner_style = shown
        .collecting
        .map(|w| direction_style(w, me, players, "w"))
        .unwrap_or_default();
    let trick = shown.trick.iter().enumerate().map(|(i, play)| {
        let style = direction_style(play.seat, me, players, "d");
        let label = format!("{}: {}", table.name(play.seat), play.card.name());
        html! {
            <div key={format!("{i}-{}", play.card)} class="played" {style} role="img" aria-label={label}>
                <CardFace card={play.card} />
            </div>
        }
    });
    let trick_class = classes!("trick", shown.collecting.is_some().then_some("collecting"));
    let last_trick = match &shown.last_trick {
        Some((plays, winner)) => {
            let name = table.name(*winner);
            let cards = plays.iter().map(|play| {
                let colour = match play.card.suit() {
                    Some(suit) if suit.is_red() => "red",
                    _ => "black",
                };
                html! { <li key={play.seat.0} class={classes!("mini", colour)}>{ play.card.short() }</li> }
            });
            let label = format!(
                "Last trick, taken by {name}: {}",
                plays
                    .iter()
                    .map(|p| format!("{} {}", table.name(p.seat), p.card.name()))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            html! {
                <aside class="last-trick" aria-label={label}>
                    <span class="last-title" aria-hidden="true">{ format!("Last trick · {name}") }</span>
                    <ul aria-hidden="true">{ for cards }</ul>
                </aside>
            }
        }
        None => html! {},
    };
    html! {
        <div class="felt">
            { for seats }
            <div class={trick_class} style={winner_style} role="group" aria-label="Cards on the table">
                { for trick }
            </div>
            { last_trick }
        </div>
    }
}

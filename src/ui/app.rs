//! The app: the table's state in a reducer ([`Table`] is the model), a clock that shows the
//! next step after its pause, and the page around the table (top bar, status line, hand,
//! dialogs). Side effects (timers, storage, the URL) live here, never in the model.
use super::dialogs::{RulesDialog, ScoresDialog};
use super::felt::Felt;
use super::hand::HandView;
use super::model::{Msg, Overlay, Speed, TRICK_SLIDE_MS, Table};
use crate::engine::{Card, Illegal, Preset};
use gloo::storage::{LocalStorage, Storage};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

impl Reducible for Table {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut table = Rc::unwrap_or_clone(self);
        table.update(msg);
        Rc::new(table)
    }
}

const SPEED_KEY: &str = "moonshot.speed";

/// A fresh seed from the browser's random source.
fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (js_sys::Math::random() * 9.0e15) as u64)
}

/// Start-up settings: `?seed=N&players=N&target=N&speed=fast` in the URL (for sharing a
/// deal and for tests), then the speed saved last time. Settings that make no game fall
/// back to four-player Black Lady.
fn initial_table() -> Table {
    let search = gloo::utils::window()
        .location()
        .search()
        .unwrap_or_default();
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
    let param = |name: &str| params.as_ref().and_then(|p| p.get(name));
    let seed = param("seed")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(random_seed);
    let players = param("players").and_then(|s| s.parse().ok()).unwrap_or(4);
    let speed = param("speed")
        .or_else(|| LocalStorage::get::<String>(SPEED_KEY).ok())
        .and_then(|s| Speed::from_id(&s))
        .unwrap_or_default();
    let mut rules = Preset::BlackLady.rules(players);
    if let Some(target) = param("target").and_then(|s| s.parse().ok()) {
        rules.target = target;
    }
    Table::new(&rules, seed, speed).unwrap_or_else(|_| {
        Table::new(&Preset::BlackLady.rules(4), seed, speed).expect("four-player Black Lady checks")
    })
}

/// The line under the table telling the person what to do, or why a card was refused.
fn hint(table: &Table, choices: &[(Card, Result<(), Illegal>)]) -> String {
    if let Some(refusal) = &table.refusal {
        return refusal.clone();
    }
    match table.awaiting() {
        "pass" => {
            let count = table.game().pass_count();
            let to = table
                .game()
                .pass_target(table.human())
                .map(|s| table.name(s))
                .unwrap_or("nobody");
            let direction = table.game().pass_direction().describe(table.players());
            format!(
                "Choose {count} cards to pass {direction}, to {to} ({} chosen)",
                table.selected.len()
            )
        }
        "play" => {
            let mut reasons: Vec<String> = Vec::new();
            for (_, ok) in choices {
                if let Err(why) = ok {
                    let text = why.to_string();
                    if !reasons.contains(&text) {
                        reasons.push(text);
                    }
                }
            }
            if reasons.is_empty() {
                "Your turn: play any card".to_string()
            } else {
                format!("Your turn. {}", reasons.join(". "))
            }
        }
        _ => match (table.overlay.is_some(), table.shown.turn) {
            (false, Some(seat)) if seat != table.human() && table.shown.collecting.is_none() => {
                format!("{} is thinking…", table.name(seat))
            }
            _ => String::new(),
        },
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let table = use_reducer(initial_table);
    let keyboard = use_mut_ref(|| false);

    // The clock: after each change, wait the model's pause and take the next step.
    {
        let handle = table.clone();
        use_effect_with(table.version, move |_| {
            let timeout = handle.next_delay().map(|ms| {
                let dispatcher = handle.dispatcher();
                Timeout::new(ms, move || dispatcher.dispatch(Msg::Step))
            });
            move || drop(timeout)
        });
    }
    use_effect_with(table.speed, |speed| {
        let _ = LocalStorage::set(SPEED_KEY, speed.id());
    });

    let on_choose = {
        let table = table.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |(card, by_keyboard): (Card, bool)| {
            *keyboard.borrow_mut() = by_keyboard;
            table.dispatch(Msg::Choose(card));
        })
    };
    let on_pass = {
        let table = table.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |event: MouseEvent| {
            *keyboard.borrow_mut() = event.detail() == 0;
            table.dispatch(Msg::Pass);
        })
    };
    let on_next = {
        let table = table.clone();
        Callback::from(move |()| table.dispatch(Msg::NextHand))
    };
    let on_new_game = {
        let table = table.clone();
        Callback::from(move |()| {
            table.dispatch(Msg::NewGame {
                seed: random_seed(),
            })
        })
    };
    let on_speed = {
        let table = table.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Some(speed) = Speed::from_id(&select.value()) {
                table.dispatch(Msg::SetSpeed(speed));
            }
        })
    };

    let shown = &table.shown;
    let players = table.players();
    let me = table.human();
    let awaiting = table.awaiting();
    let choices = table.card_choices();
    let hint_text = hint(&table, &choices);
    let pass_label = shown.pass.map(|p| p.describe(players)).unwrap_or_default();
    let target = table.game().rules().rules().target;
    let on_rules = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::ShowRules))
    };
    let overlay = match &table.overlay {
        Some(Overlay::HandScores) => html! {
            <ScoresDialog history={table.history.clone()} {players} {me} {target} winners={None::<crate::engine::Seats>}
                on_next={on_next.clone()} on_new_game={on_new_game.clone()} />
        },
        Some(Overlay::GameOver { winners }) => html! {
            <ScoresDialog history={table.history.clone()} {players} {me} {target} winners={Some(*winners)}
                on_next={on_next.clone()} on_new_game={on_new_game.clone()} />
        },
        Some(Overlay::Rules) => {
            let text = table.game().rules().describe();
            let table = table.clone();
            let on_close = Callback::from(move |()| table.dispatch(Msg::CloseRules));
            html! { <RulesDialog {text} {on_close} /> }
        }
        None => html! {},
    };
    // While a dialog is open, the rest of the page can be neither reached nor read.
    let inert = table.overlay.is_some();
    let overlay_name = match &table.overlay {
        Some(Overlay::HandScores) => "scores",
        Some(Overlay::GameOver { .. }) => "game-over",
        Some(Overlay::Rules) => "rules",
        None => "",
    };
    let pass_count = table.game().pass_count() as u32;
    let pass_button = if awaiting == "pass" {
        let ready = table.selected.len() == pass_count;
        html! {
            <button type="button" class="primary pass-button" disabled={!ready} onclick={on_pass}>
                { format!("Pass {pass_count} cards {pass_label}") }
            </button>
        }
    } else {
        html! {}
    };
    let my_total = shown.totals.get(me.index()).copied().unwrap_or(0);
    let my_points = shown.points.get(me.index()).copied().unwrap_or(0);
    let my_turn = shown.turn == Some(me) && awaiting == "play";
    let speed_options = Speed::ALL.iter().map(|s| {
        html! { <option key={s.id()} value={s.id()} selected={*s == table.speed}>{ s.label() }</option> }
    });
    let root_style = format!("--slide-ms: {}ms;", table.speed.scale(TRICK_SLIDE_MS));
    html! {
        <div class="app" data-awaiting={awaiting} data-overlay={overlay_name}
            data-deal={(shown.hand_number + 1).to_string()} style={root_style}>
            <header class="topbar" inert={inert}>
                <h1 class="brand">{ "Moonshot" }</h1>
                <p class="game-line">
                    <span>{ "Black Lady" }</span>
                    <span>{ format!("Deal {}", shown.hand_number + 1) }</span>
                    <span>{ if shown.pass.is_some() { format!("pass {pass_label}") } else { String::new() } }</span>
                    { if shown.hearts_broken { html! { <span class="broken" title="Hearts are broken">{ "♥ broken" }</span> } } else { html! {} } }
                </p>
                <label class="speed">
                    <span>{ "Speed" }</span>
                    <select onchange={on_speed} aria-label="Game speed">{ for speed_options }</select>
                </label>
                <button type="button" class="quiet" onclick={on_rules}>{ "Rules" }</button>
                <button type="button" class="quiet" onclick={on_new_game.reform(|_: MouseEvent| ())}>{ "New game" }</button>
            </header>
            <main class="table-area" inert={inert}>
                <Felt table={table.clone()} />
            </main>
            <section class="player-area" aria-label="You" inert={inert}>
                <div class={classes!("me", my_turn.then_some("on-turn"))}>
                    <span class="seat-name">{ "You" }</span>
                    <span class="seat-score" aria-label={format!("Your score {my_total}")}>{ my_total }</span>
                    <span class="seat-taken" aria-label={format!("{my_points} points this deal")}>{ format!("♥ {my_points}") }</span>
                    <p class={classes!("hint", table.refusal.is_some().then_some("refused"))}>{ hint_text }</p>
                    { pass_button }
                </div>
                <HandView choices={choices} hand={shown.hand} selected={table.selected}
                    received={shown.received} {awaiting} on_choose={on_choose}
                    take_focus={*keyboard.borrow() && !awaiting.is_empty()} />
            </section>
            <p class="status visually-hidden" role="status" aria-live="polite">{ table.announcement.clone() }</p>
            { overlay }
        </div>
    }
}

//! The New game dialog: the choices for the next game (today the opponents' levels, one for
//! all or each seat its own), edited in a draft and started with "Start". Escape or "Cancel"
//! closes it and the game goes on. Each part of the choices is its own fieldset, so the
//! game and its options can join them.
use super::choices::GameChoices;
use super::model::seat_name;
use crate::bots::Level;
use crate::engine::Seat;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The choices the dialog opens on: the current game's.
    pub choices: GameChoices,
    pub players: u8,
    pub on_start: Callback<GameChoices>,
    pub on_close: Callback<()>,
}

#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameProps) -> Html {
    let draft = use_state(|| props.choices.clone());
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(el) = first.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let players = props.players;
    let on_keydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                event.prevent_default();
                on_close.emit(());
            }
        })
    };
    let on_submit = {
        let draft = draft.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            on_start.emit((*draft).clone());
        })
    };
    let set_each_own = |each_own: bool| {
        let draft = draft.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if input.checked() {
                let mut next = (*draft).clone();
                if each_own && next.seats.is_empty() {
                    next.seats = next.opponents(players);
                }
                next.each_own = each_own;
                draft.set(next);
            }
        })
    };
    let mode = html! {
        <div class="mode" role="radiogroup" aria-label="Opponents' levels">
            <label class="option">
                <input type="radio" name="level-mode" value="all" ref={first.clone()}
                    checked={!draft.each_own} onchange={set_each_own(false)} />
                <span>{ "One level for all" }</span>
            </label>
            <label class="option">
                <input type="radio" name="level-mode" value="each"
                    checked={draft.each_own} onchange={set_each_own(true)} />
                <span>{ "Each seat its own" }</span>
            </label>
        </div>
    };
    let levels = if draft.each_own {
        let seats = draft
            .opponents(players)
            .into_iter()
            .enumerate()
            .map(|(i, level)| {
                let seat = Seat(i as u8 + 1);
                let id = format!("level-seat-{}", seat.0);
                let described = format!("{id}-description");
                let onchange = {
                    let draft = draft.clone();
                    Callback::from(move |event: Event| {
                        let select: HtmlSelectElement = event.target_unchecked_into();
                        if let Some(level) = Level::from_id(&select.value()) {
                            draft.set(draft.with_seat(players, i, level));
                        }
                    })
                };
                let options = Level::ALL.iter().map(|l| {
                    html! {
                        <option key={l.id()} value={l.id()} selected={*l == level}>{ l.label() }</option>
                    }
                });
                html! {
                    <div class="seat-level" key={seat.0}>
                        <label for={id.clone()}>{ seat_name(seat, players) }</label>
                        <select id={id} name={format!("seat-{}", seat.0)} aria-describedby={described.clone()}
                            {onchange}>{ for options }</select>
                        <p class="level-description" id={described}>{ level.description() }</p>
                    </div>
                }
            });
        html! { <div class="seat-levels">{ for seats }</div> }
    } else {
        let options = Level::ALL.iter().map(|&level| {
            let id = format!("level-{}", level.id());
            let onchange = {
                let draft = draft.clone();
                Callback::from(move |_: Event| {
                    draft.set(GameChoices {
                        level,
                        ..(*draft).clone()
                    });
                })
            };
            html! {
                <label class="option level" key={level.id()} for={id.clone()}>
                    <input type="radio" name="level" id={id} value={level.id()}
                        checked={draft.level == level} {onchange} />
                    <span class="level-name">{ level.label() }</span>
                    <span class="level-description">{ level.description() }</span>
                </label>
            }
        });
        html! { <div class="levels" role="radiogroup" aria-label="Level">{ for options }</div> }
    };
    html! {
        <div class="overlay" onkeydown={on_keydown}>
            <div class="dialog new-game" role="dialog" aria-modal="true" aria-labelledby="new-game-title">
                <h2 id="new-game-title">{ "New game" }</h2>
                <form class="new-game-form" onsubmit={on_submit}>
                    <fieldset class="opponents">
                        <legend>{ "Opponents" }</legend>
                        { mode }
                        { levels }
                    </fieldset>
                    <div class="dialog-buttons">
                        <button type="button" class="quiet"
                            onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                        <button type="submit" class="primary">{ "Start" }</button>
                    </div>
                </form>
            </div>
        </div>
    }
}

//! The New game dialog: the choices for the next game (the game, grouped; the number of
//! players it takes; its variants, each a switch with a line of explanation, and refused with
//! the engine's reason where it does not fit; the target score; the opponents' levels, one
//! for all or each seat its own, each level described once), edited in a draft and started
//! with "Start", which asks first when a game is in progress. Start and Cancel stay in view
//! under the choices, which scroll. Escape or "Cancel" closes it and the game goes on.
use super::choices::{GameChoices, OptionState, game_groups};
use super::names::seat_text;
use crate::bots::Level;
use crate::engine::{Preset, Seat};
use crate::lang::words::{catalog, refusals};
use crate::lang::{Text, t};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The choices the dialog opens on: the current game's.
    pub choices: GameChoices,
    /// A game is in progress (begun and not over): starting asks first.
    #[prop_or_default]
    pub unfinished: bool,
    pub on_start: Callback<GameChoices>,
    pub on_close: Callback<()>,
}

/// The choices being edited, until "Start".
type Draft = UseStateHandle<GameChoices>;

#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameProps) -> Html {
    let draft = use_state(|| props.choices.clone());
    // Start was pressed with a game in progress: the dialog asks before ending it.
    let confirming = use_state(|| false);
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(el) = first.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
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
        let confirming = confirming.clone();
        let ask = props.unfinished;
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match ask && !*confirming {
                true => confirming.set(true),
                false => on_start.emit((*draft).clone()),
            }
        })
    };
    let problem = draft.rule_set().err();
    html! {
        <div class="overlay" onkeydown={on_keydown}>
            <div class="dialog new-game" role="dialog" aria-modal="true" aria-labelledby="new-game-title">
                <h2 id="new-game-title">{ t::bar_new_game() }</h2>
                <form class="new-game-form" onsubmit={on_submit}>
                    <div class="new-game-choices" tabindex="-1">
                    <fieldset class="game">
                        <legend>{ t::dialog_game() }</legend>
                        { game_field(&draft, &first) }
                        <div class="field-row">{ players_field(&draft) }{ target_field(&draft) }</div>
                    </fieldset>
                    <fieldset class="variant-list">
                        <legend>{ t::dialog_variants() }</legend>
                        { variant_list(&draft) }
                    </fieldset>
                    { rule_options(&draft) }
                    <fieldset class="opponents">
                        <legend>{ t::dialog_opponents() }</legend>
                        { level_mode(&draft) }
                        { if draft.opponents.each_own() { seat_levels(&draft) } else { one_level(&draft) } }
                    </fieldset>
                    </div>
                    { match &problem {
                        Some(why) => html! { <p class="refusal" role="alert">{ why.text() }</p> },
                        None => html! {},
                    } }
                    { dialog_buttons(&confirming, problem.is_some(), &props.on_close) }
                </form>
            </div>
        </div>
    }
}

/// The game, chosen from its group, with its description under it.
fn game_field(draft: &Draft, first: &NodeRef) -> Html {
    let onchange = {
        let draft = draft.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Some(game) = Preset::from_id(&select.value()) {
                draft.set(draft.with_game(game));
            }
        })
    };
    let groups = game_groups()
        .into_iter()
        .enumerate()
        .map(|(i, (group, games))| {
            let options = games.into_iter().map(|game| {
                let title = catalog::game_title(game);
                let label = match (game.min_players(), game.max_players()) {
                    (a, b) if a == b => t::dialog_game_for(title, a),
                    (a, b) => t::dialog_game_for_range(title, b, a),
                };
                html! {
                    <option key={game.id()} value={game.id()} selected={game == draft.game}>
                        { label }
                    </option>
                }
            });
            html! { <optgroup key={i} label={group.to_string()}>{ for options }</optgroup> }
        });
    html! {
        <div class="field">
            <label for="game">{ t::dialog_game() }</label>
            <select id="game" name="game" ref={first.clone()} aria-describedby="game-description"
                {onchange}>{ for groups }</select>
            <p class="field-help" id="game-description">{ catalog::game_description(draft.game) }</p>
        </div>
    }
}

/// The number of players, as many as the game takes.
fn players_field(draft: &Draft) -> Html {
    let players = draft.players;
    let onchange = {
        let draft = draft.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Ok(players) = select.value().parse() {
                draft.set(draft.with_players(players));
            }
        })
    };
    let options = (draft.game.min_players()..=draft.game.max_players()).map(|n| {
        html! { <option key={n} value={n.to_string()} selected={n == players}>{ n }</option> }
    });
    html! {
        <div class="field small">
            <label for="players">{ t::dialog_players() }</label>
            <select id="players" name="players" {onchange}>{ for options }</select>
        </div>
    }
}

/// The score to play to; empty for the game's own.
fn target_field(draft: &Draft) -> Html {
    let own_target = draft.game.rules(draft.players).target;
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            let target = input.value().trim().parse::<i32>().ok().filter(|&t| t > 0);
            draft.set(GameChoices {
                target,
                ..(*draft).clone()
            });
        })
    };
    let value = draft.target.map(|t| t.to_string()).unwrap_or_default();
    html! {
        <div class="field small">
            <label for="target">{ t::dialog_play_to() }</label>
            <input id="target" name="target" type="number" inputmode="numeric" min="1"
                placeholder={own_target.to_string()} {value} {oninput}
                aria-describedby="target-help" />
            <p class="field-help" id="target-help">{ t::dialog_target_help(own_target) }</p>
        </div>
    }
}

/// The game's variants, each a switch with its explanation, and the engine's reason where
/// it does not fit now.
fn variant_list(draft: &Draft) -> Html {
    let states = draft.variant_states();
    if states.is_empty() {
        let players = draft.players;
        return html! { <p class="field-help">{ t::dialog_no_variants(catalog::game_title(draft.game), players) }</p> };
    }
    let rows = states.into_iter().map(|(variant, on, why)| {
        let id = format!("variant-{}", variant.id());
        let help = format!("{id}-help");
        let onchange = {
            let draft = draft.clone();
            Callback::from(move |_: Event| {
                if let Ok(next) = draft.toggle_variant(variant) {
                    draft.set(next);
                }
            })
        };
        let line = not_now(
            catalog::variant_explanation(variant),
            why.as_ref().map(refusals::variant_error),
        );
        html! {
            <label class={classes!("option", "variant", why.is_some().then_some("unavailable"))}
                key={variant.id()} for={id.clone()}>
                <input type="checkbox" id={id} name="variant" value={variant.id()} checked={on}
                    disabled={why.is_some()} aria-describedby={help.clone()} {onchange} />
                <span class="variant-name">{ catalog::variant_title(variant) }</span>
                <span class="variant-help" id={help}>{ line }</span>
            </label>
        }
    });
    html! { <div class="variants">{ for rows }</div> }
}

/// The rule options, folded away until one is changed.
fn rule_options(draft: &Draft) -> Html {
    let states = draft.option_states();
    if states.is_empty() {
        return html! {};
    }
    let offered = states.len();
    let option_rows = states.into_iter().map(|state| rule_option(draft, state));
    html! {
        <details class="rule-options" open={!draft.options.is_empty()}>
            <summary>{ match draft.options.len() {
                0 => t::dialog_rule_options(offered),
                n => t::dialog_rule_options_changed(n, offered),
            } }</summary>
            <div class="rule-option-list">{ for option_rows }</div>
        </details>
    }
}

/// A variant's or a rule option's line, capitalized, with the reason it cannot be switched on
/// now where it cannot.
fn not_now(line: Text, why: Option<Text>) -> String {
    let line = crate::lang::capitalize(&line.to_string());
    match why {
        Some(why) => t::dialog_not_now(line, why).to_string(),
        None => line,
    }
}

/// One rule option: a switch, or a list of its values; with its explanation, and the
/// engine's reason where it does not fit now.
fn rule_option(draft: &Draft, state: OptionState) -> Html {
    let OptionState {
        option,
        values,
        value: now,
        unavailable: why,
    } = state;
    let id = format!("option-{}", option.id());
    let help = format!("{id}-help");
    let line = not_now(
        catalog::option_line(option),
        why.map(refusals::not_applicable),
    );
    let set = {
        let draft = draft.clone();
        move |value: String| {
            if let Ok(next) = draft.with_option(option, &value) {
                draft.set(next);
            }
        }
    };
    if option.is_switch() {
        let onchange = Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            set(if input.checked() { "on" } else { "off" }.to_string());
        });
        html! {
            <label class={classes!("option", "variant", why.is_some().then_some("unavailable"))}
                key={option.id()} for={id.clone()}>
                <input type="checkbox" {id} name={option.id()} checked={now == "on"}
                    disabled={why.is_some()} aria-describedby={help.clone()} {onchange} />
                <span class="variant-name">{ catalog::option_title(option) }</span>
                <span class="variant-help" id={help}>{ line }</span>
            </label>
        }
    } else {
        let onchange = Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            set(select.value());
        });
        let options = values.into_iter().map(|v| {
            let selected = v.id == now;
            let label = catalog::option_value(option, &v);
            html! { <option key={v.id.clone()} value={v.id} {selected}>{ label }</option> }
        });
        html! {
            <div class={classes!("field", "rule-choice", why.is_some().then_some("unavailable"))} key={option.id()}>
                <label for={id.clone()}>{ catalog::option_title(option) }</label>
                <select {id} name={option.id()} disabled={why.is_some()}
                    aria-describedby={help.clone()} {onchange}>{ for options }</select>
                <p class="field-help" id={help}>{ line }</p>
            </div>
        }
    }
}

/// "One level for all" or "Each seat its own".
fn level_mode(draft: &Draft) -> Html {
    let players = draft.players;
    let set_each_own = |each_own: bool| {
        let draft = draft.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if input.checked() {
                let mut next = (*draft).clone();
                next.opponents = next.opponents.with_each_own(each_own, players);
                draft.set(next);
            }
        })
    };
    html! {
        <div class="mode" role="radiogroup" aria-label={t::dialog_levels_label()}>
            <label class="option">
                <input type="radio" name="level-mode" value="all"
                    checked={!draft.opponents.each_own()} onchange={set_each_own(false)} />
                <span>{ t::dialog_one_level() }</span>
            </label>
            <label class="option">
                <input type="radio" name="level-mode" value="each"
                    checked={draft.opponents.each_own()} onchange={set_each_own(true)} />
                <span>{ t::dialog_each_own() }</span>
            </label>
        </div>
    }
}

/// A level for each opponent's seat, then each level described once, under the seats.
fn seat_levels(draft: &Draft) -> Html {
    let players = draft.players;
    let seats = draft
        .opponents
        .of(players)
        .into_iter()
        .enumerate()
        .map(|(i, level)| {
            let seat = Seat(i as u8 + 1);
            let id = format!("level-seat-{}", seat.0);
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
                    <option key={l.id()} value={l.id()} selected={*l == level}>{ catalog::level_label(*l) }</option>
                }
            });
            html! {
                <div class="seat-level" key={seat.0}>
                    <label for={id.clone()}>{ seat_text(seat, players) }</label>
                    <select id={id} name={format!("seat-{}", seat.0)} aria-describedby="level-descriptions"
                        {onchange}>{ for options }</select>
                </div>
            }
        });
    // Each level described once, under the seats.
    let descriptions = Level::ALL.iter().map(|l| {
        html! { <div key={l.id()}><dt>{ catalog::level_label(*l) }</dt><dd>{ catalog::level_description(*l) }</dd></div> }
    });
    html! {
        <>
            <div class="seat-levels">{ for seats }</div>
            <dl class="level-descriptions" id="level-descriptions">{ for descriptions }</dl>
        </>
    }
}

/// One level for every opponent, each described beside its name.
fn one_level(draft: &Draft) -> Html {
    let options = Level::ALL.iter().map(|&level| {
        let id = format!("level-{}", level.id());
        let onchange = {
            let draft = draft.clone();
            Callback::from(move |_: Event| {
                draft.set(GameChoices {
                    opponents: draft.opponents.with_level(level),
                    ..(*draft).clone()
                });
            })
        };
        html! {
            <label class="option level" key={level.id()} for={id.clone()}>
                <input type="radio" name="level" id={id} value={level.id()}
                    checked={draft.opponents.level() == level} {onchange} />
                <span class="level-name">{ catalog::level_label(level) }</span>
                <span class="level-description">{ catalog::level_description(level) }</span>
            </label>
        }
    });
    html! { <div class="levels" role="radiogroup" aria-label={t::dialog_level_label()}>{ for options }</div> }
}

/// "Cancel" and "Start" (disabled while the choices make no game); once Start is pressed
/// with a game in progress, the question whether to end it instead.
fn dialog_buttons(
    confirming: &UseStateHandle<bool>,
    problem: bool,
    on_close: &Callback<()>,
) -> Html {
    if **confirming {
        let keep_playing = {
            let confirming = confirming.clone();
            Callback::from(move |_: MouseEvent| confirming.set(false))
        };
        html! {
            <div class="confirm" role="alertdialog" aria-labelledby="confirm-question"
                aria-describedby="confirm-detail">
                <p id="confirm-question"><strong>{ t::dialog_end_game() }</strong></p>
                <p id="confirm-detail">{ t::dialog_end_game_detail() }</p>
                <div class="dialog-buttons">
                    <button type="button" class="quiet" onclick={keep_playing}>{ t::dialog_keep_playing() }</button>
                    <button type="submit" class="primary">{ t::dialog_end_and_start() }</button>
                </div>
            </div>
        }
    } else {
        html! {
            <div class="dialog-buttons">
                <button type="button" class="quiet"
                    onclick={on_close.reform(|_: MouseEvent| ())}>{ t::dialog_cancel() }</button>
                <button type="submit" class="primary" disabled={problem}>{ t::dialog_start() }</button>
            </div>
        }
    }
}

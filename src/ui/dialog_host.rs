//! The one place the dialogs over the table are drawn: whichever the table's [`Overlay`]
//! says is open, with the table's figures it needs and the messages its buttons send.
use super::callbacks::{TableHandle, on_back, on_deal_again, play_again, send, send_with};
use super::choices::GameChoices;
use super::dialogs::{RulesDialog, ScoresDialog, ScoresProps};
use super::new_game::NewGameDialog;
use super::panels::{Modal, SettingsProps, fair_play_dialog, settings_dialog, statistics_dialog};
use super::save::{Settings, Statistics};
use super::start::random_seed;
use super::storage::{CHOICES_KEY, STATISTICS_KEY, keep, stored};
use super::table::{Act, Advice, Dialog, NewGame, Overlay, Setting};
use super::versus::{challenge_url, today, versus_shown};
use crate::engine::{DealPlace, Preset};
use crate::lang::t;
use crate::lang::words::catalog;
use yew::prelude::*;

/// The dialog open over the table, if any; the settings dialog shows `settings` and tells
/// `on_settings` of a change.
pub fn dialogs(table: &TableHandle, settings: &Settings, on_settings: &Callback<Settings>) -> Html {
    let close = send(table, Dialog::Close);
    match &table.overlay() {
        Some(Overlay::HandScores) => {
            let props = ScoresProps {
                on_next: send(table, Act::NextHand),
                on_choose_game: send(table, Dialog::Open(Overlay::NewGame)),
                ..deal_props(table)
            };
            html! { <ScoresDialog ..props /> }
        }
        Some(Overlay::GameOver { winners }) => {
            let props = ScoresProps {
                winners: Some(*winners),
                on_next: send(table, Act::NextHand),
                on_choose_game: send(table, Dialog::Open(Overlay::NewGame)),
                on_close: close,
                ..deal_props(table)
            };
            html! { <ScoresDialog ..props /> }
        }
        Some(Overlay::ScoreSheet) => {
            let props = ScoresProps {
                winners: table.winners(),
                review: None,
                counters: Vec::new(),
                sheet: true,
                on_next: close.clone(),
                on_choose_game: send(table, Dialog::Open(Overlay::NewGame)),
                on_close: close,
                ..scores_props(table)
            };
            html! { <ScoresDialog ..props /> }
        }
        Some(Overlay::Statistics) => {
            let stats: Statistics = stored(STATISTICS_KEY);
            let game = &table.game().rules().rules().game;
            let game = Preset::from_id(game).map_or("", |p| p.id());
            statistics_dialog(&stats, game, today(), close)
        }
        Some(Overlay::Help) => settings_dialog(SettingsProps {
            settings: settings.clone(),
            speed: table.settings().speed(),
            on_settings: on_settings.clone(),
            on_speed: send_with(table, Setting::Speed),
            on_close: close,
        }),
        Some(Overlay::Rules) => {
            let text = table.game().rules().describe();
            let on_fair_play = send(table, Dialog::Open(Overlay::FairPlay));
            html! { <RulesDialog {text} {on_fair_play} on_close={send(table, Dialog::Close)} /> }
        }
        Some(Overlay::FairPlay) => {
            let game = table.game();
            let deal = game.hand_number() + 1;
            fair_play_dialog(table.title(), game.seed(), deal, close)
        }
        Some(Overlay::NewGame) => {
            let on_start = {
                let table = table.clone();
                Callback::from(move |choices: GameChoices| {
                    // Remembered for the next visit; the address bar's levels are not.
                    keep(CHOICES_KEY, &choices);
                    table.dispatch(
                        NewGame::Start {
                            seed: random_seed(),
                            choices,
                            at: None,
                        }
                        .into(),
                    );
                })
            };
            // Starting another game ends this one: the dialog asks first.
            html! {
                <NewGameDialog choices={table.choices().clone()} unfinished={table.in_progress()}
                    {on_start} on_close={send(table, Dialog::Close)} />
            }
        }
        Some(Overlay::Link { choices, seed, at }) => link_dialog(table, choices, *seed, *at),
        Some(Overlay::Past) | None => html! {},
    }
}

/// A link asks for a new game while one is in progress: "Keep my game" (which has the
/// focus, as does Escape) goes on with it; "End it and start" deals the link's game.
fn link_dialog(
    table: &TableHandle,
    choices: &GameChoices,
    seed: u64,
    at: Option<DealPlace>,
) -> Html {
    let on_start = {
        let table = table.clone();
        let choices = choices.clone();
        Callback::from(move |_: MouseEvent| {
            let choices = choices.clone();
            table.dispatch(NewGame::Start { seed, choices, at }.into());
        })
    };
    let now = table.game().rules().rules().game.clone();
    let now = Preset::from_id(&now).map_or(now.clone(), |p| catalog::game_title(p).to_string());
    let deal = table.shown().hand_number + 1;
    let gives = match at.filter(|place| place.hand > 0) {
        Some(place) => t::dialog_link_gives_from(
            u64::from(place.hand) + 1,
            catalog::game_title(choices.game),
            choices.players,
        ),
        None => t::dialog_link_gives(catalog::game_title(choices.game), choices.players),
    };
    let actions = html! {
        <button type="button" class="quiet" onclick={on_start}>{ t::dialog_end_and_start() }</button>
    };
    html! {
        <Modal id="link-game" title={t::dialog_end_game()} close={t::dialog_link_keep()} {actions}
            on_close={send(table, Dialog::Close)}>
            <p>{ gives }</p>
            <p>{ t::dialog_link_now(deal, now) }</p>
        </Modal>
    }
}

/// What every score table shows: the deals, the standings, places and leaders, the game's
/// ending in its own words, and the review of the last deal.
/// The scores after a deal: with a one-deal match's two results, "Play this deal again",
/// "Challenge a friend" and, after a match that put a game aside, "Back to my game".
fn deal_props(table: &TableHandle) -> ScoresProps {
    ScoresProps {
        versus: versus_shown(table),
        on_deal_again: on_deal_again(table),
        challenge: challenge_url(table),
        on_back: on_back(table),
        ..scores_props(table)
    }
}

fn scores_props(table: &TableHandle) -> ScoresProps {
    let players = table.players();
    let rules = table.game().rules();
    ScoresProps {
        history: table.history().to_vec(),
        players,
        me: table.human(),
        ending: crate::lang::words::rules::ending(rules)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
            .into(),
        end_score: rules.end_score(),
        standings: table
            .on_screen()
            .shown()
            .standings
            .iter()
            .map(|s| crate::lang::words::table::standing(rules, s).to_string())
            .collect(),
        leaders: table.game().leaders(),
        places: table.game().places()[..usize::from(players)].to_vec(),
        winners: None,
        review: table.last_review_shown(),
        on_past: send_with(table, |at| Advice::ShowPast(Some(at))),
        counters: table.counters_history().to_vec(),
        dealt: table.last_dealt().cloned(),
        take_backs: table.take_backs().to_vec(),
        sheet: false,
        on_next: Callback::noop(),
        on_new_game: play_again(table),
        on_choose_game: Callback::noop(),
        on_close: Callback::noop(),
        versus: None,
        on_deal_again: None,
        challenge: None,
        on_back: None,
    }
}

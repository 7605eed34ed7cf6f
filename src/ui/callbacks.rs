//! The table as the page holds it (a reducer over [`Table`], whose messages are [`Msg`]), and
//! the helpers that turn a message into a callback, so that no part of the page writes one
//! by hand; among them the deal of the day, a deal played again and the way back to a game
//! put aside for them.
use super::save::SavedGame;
use super::start::random_seed;
use super::storage::ASIDE_KEY;
use super::table::{Against, Msg, NewGame, Table, daily};
use super::versus::{start_versus, today};
use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

/// The table, as the app's reducer holds it.
pub type TableHandle = UseReducerHandle<Table>;

/// A callback that sends `msg` to the table, whatever the event that calls it.
pub fn send<E: 'static>(table: &TableHandle, msg: impl Into<Msg>) -> Callback<E> {
    let table = table.clone();
    let msg = msg.into();
    Callback::from(move |_: E| table.dispatch(msg.clone()))
}

/// A callback that sends the table the message `to_msg` makes of its event.
pub fn send_with<E: 'static, M: Into<Msg>>(
    table: &TableHandle,
    to_msg: impl Fn(E) -> M + 'static,
) -> Callback<E> {
    let table = table.clone();
    Callback::from(move |event: E| table.dispatch(to_msg(event).into()))
}

/// "Play again": the same game, newly dealt from a fresh seed.
pub fn play_again<E: 'static>(table: &TableHandle) -> Callback<E> {
    send_with(table, |_| NewGame::Again {
        seed: random_seed(),
    })
}

/// The menu's Deal of the day: today's deal against Hard opponents.
pub fn on_daily(table: &TableHandle) -> Callback<()> {
    let table = table.clone();
    Callback::from(move |()| {
        let day = today();
        let (choices, seed) = daily(day);
        let start = start_versus(&table, choices, seed, None, Against::Daily { day }, false);
        table.dispatch(start.into());
    })
}

/// "Play this deal again": the last deal scored, against the person's score in it.
pub fn on_deal_again(table: &TableHandle) -> Option<Callback<()>> {
    table.again()?;
    let table = table.clone();
    Some(Callback::from(move |()| {
        if let Some((choices, seed, at, score)) = table.again() {
            let start = start_versus(&table, choices, seed, at, Against::Before { score }, false);
            table.dispatch(start.into());
        }
    }))
}

/// "Back to my game", once a one-deal table's deal put a game aside and is over.
pub fn on_back(table: &TableHandle) -> Option<Callback<()>> {
    let versus = table.versus()?;
    if !versus.aside || !table.versus_done() {
        return None;
    }
    let saved = LocalStorage::get::<SavedGame>(ASIDE_KEY).ok()?;
    let table = table.clone();
    Some(Callback::from(move |()| {
        match saved.resume(table.settings().speed()) {
            Ok(game) => {
                LocalStorage::delete(ASIDE_KEY);
                table.dispatch(NewGame::Resume(Box::new(game)).into());
            }
            // The game's own refusal says why, and the copy is kept.
            Err(_) => table.dispatch(
                NewGame::Load {
                    record: saved.record.clone(),
                    choices: saved.choices.clone(),
                }
                .into(),
            ),
        }
    }))
}

//! The table as the page holds it (a reducer over [`Table`], whose messages are [`Msg`]), and
//! the helpers that turn a message into a callback, so that no part of the page writes one
//! by hand.
use super::start::random_seed;
use super::table::{Msg, NewGame, Table};
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

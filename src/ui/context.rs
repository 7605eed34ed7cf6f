//! What every part of the page shares: the table (a reducer over [`Table`], whose messages
//! are [`Msg`]) and the settings, each provided by the app as a context; and the one helper
//! that turns a message into a callback.
use super::save::Settings;
use super::start::random_seed;
use super::table::{Msg, NewGame, Table};
use yew::prelude::*;

/// The table, as the app's reducer holds it.
pub type TableHandle = UseReducerHandle<Table>;

/// The settings, and the way to change them (saved, and told to the table).
#[derive(Clone, PartialEq)]
pub struct AppSettings {
    pub settings: Settings,
    pub on_settings: Callback<Settings>,
}

/// The table from the app's context.
#[hook]
pub fn use_table() -> TableHandle {
    use_context::<TableHandle>().expect("the app provides the table")
}

/// The settings from the app's context.
#[hook]
pub fn use_settings() -> AppSettings {
    use_context::<AppSettings>().expect("the app provides the settings")
}

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

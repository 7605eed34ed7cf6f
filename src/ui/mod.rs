//! The table: [`table`] is the state the screen shows, driven by engine events, and
//! [`layout`] places the seats and [`names`] names them; [`bot_service`] is what the table asks the bots' worker and
//! how the worker answers, and [`choices`] what a new game is made of (all plain Rust,
//! tested natively). The Yew components that render them, and the worker itself, need the
//! `web` feature.
pub mod bot_service;
pub mod choices;
pub mod layout;
pub mod names;
pub mod opponents;
pub mod save;
pub mod table;
pub mod texts;

#[cfg(feature = "web")]
mod advice_view;
#[cfg(feature = "web")]
mod app;
#[cfg(all(feature = "web", feature = "bench"))]
mod bench;
#[cfg(feature = "web")]
mod callbacks;
#[cfg(feature = "web")]
mod card_face;
#[cfg(feature = "web")]
pub mod crash;
#[cfg(feature = "web")]
mod dialog_host;
#[cfg(feature = "web")]
mod dialogs;
#[cfg(feature = "web")]
mod felt;
#[cfg(feature = "web")]
mod hand;
#[cfg(feature = "web")]
mod hooks;
#[cfg(feature = "web")]
pub mod language;
#[cfg(feature = "web")]
mod new_game;
#[cfg(feature = "web")]
mod notices;
#[cfg(feature = "web")]
mod panels;
#[cfg(feature = "web")]
mod player_area;
#[cfg(feature = "web")]
mod practice;
#[cfg(feature = "web")]
mod sound;
#[cfg(feature = "web")]
mod start;
#[cfg(feature = "web")]
mod storage;
#[cfg(feature = "web")]
mod top_bar;
#[cfg(feature = "web")]
mod versus;
#[cfg(feature = "web")]
pub mod worker;

#[cfg(feature = "web")]
pub use app::App;
#[cfg(feature = "web")]
pub use start::prepare as prepare_start;

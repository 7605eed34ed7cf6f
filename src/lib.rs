//! Moonshot: every game of Hearts. The rules engine and the bots are plain Rust; so is the
//! table's model in `ui::table`. The Yew components are compiled only with the `web` feature.
pub mod bots;
pub mod engine;
pub mod lang;
pub mod ui;

//! Moonshot: every game of Hearts. The rules engine and the bots are plain Rust; the Yew
//! table is compiled only with the `web` feature.
pub mod bots;
pub mod engine;
#[cfg(feature = "web")]
pub mod ui;

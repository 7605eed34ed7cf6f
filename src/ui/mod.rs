//! The table: [`model`] is the state the screen shows, driven by engine events, and
//! [`layout`] places the seats (both plain Rust, tested natively); the Yew components that
//! render them need the `web` feature.
pub mod layout;
pub mod model;

#[cfg(feature = "web")]
mod app;
#[cfg(feature = "web")]
mod card_face;
#[cfg(feature = "web")]
mod dialogs;
#[cfg(feature = "web")]
mod felt;
#[cfg(feature = "web")]
mod hand;

#[cfg(feature = "web")]
pub use app::App;

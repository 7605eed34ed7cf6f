//! The table: [`model`] is the state the screen shows, driven by engine events (plain Rust,
//! tested natively); the Yew components that render it need the `web` feature.
pub mod model;

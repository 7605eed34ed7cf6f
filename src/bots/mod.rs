//! Bots: players that choose an action from a [`PlayerView`], which holds only what their
//! seat may see. They depend on the engine and nothing else.
mod random;

pub use random::RandomBot;

use crate::engine::{Action, PlayerView};

/// A player that decides for one seat.
pub trait Bot {
    /// A short name for menus and tournament tables.
    fn name(&self) -> &'static str;

    /// Chooses a legal action for `view.seat`, or `None` when that seat has nothing to decide
    /// (it has passed already, or it is not on turn).
    fn choose(&mut self, view: &PlayerView) -> Option<Action>;
}

//! Random legal actions, for simulations, benchmarks and tests. Allocates nothing.
use super::game::{Action, Game, Phase};
use super::seat::Seat;
use rand::RngExt;

/// A random legal action for a seat that may act now (the first seat yet to pass, or the
/// seat on turn), or `None` once the game is over.
pub fn random_action(game: &Game, rng: &mut impl RngExt) -> Option<(Seat, Action)> {
    let seat = game.to_act().iter().next()?;
    let action = match game.phase() {
        Phase::Passing => Action::Pass(game.hand(seat).sample(game.pass_count() as u32, rng)),
        Phase::Playing => Action::Play(game.legal_plays().pick_distinct(rng)?),
        Phase::GameOver => return None,
    };
    Some((seat, action))
}

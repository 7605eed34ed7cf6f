//! Random legal actions, for simulations, benchmarks and tests. Allocates nothing.
use super::game::{Action, Game, Phase};
use super::legal::Quiet;
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

impl Game {
    /// Takes one random legal step for whoever may act: every seat yet to pass passes random
    /// cards, or the seat on turn plays a random legal card. Returns false once the game is
    /// over. The fast path of playouts (benchmarks, search bots' rollouts): legality is
    /// worked out once, not again on applying.
    #[inline]
    pub fn step_random(
        &mut self,
        rng: &mut impl RngExt,
        events: &mut impl super::event::EventSink,
    ) -> bool {
        match self.phase {
            Phase::Passing => {
                let count = self.pass_count() as u32;
                for seat in self.to_act().iter() {
                    let cards = self.hand(seat).sample(count, rng);
                    self.pass(seat, cards, events);
                }
                true
            }
            Phase::Playing => {
                let legal = super::cards::Cards::from_mask(self.filter_plays(&mut Quiet));
                match legal.pick_distinct(rng) {
                    Some(card) => {
                        self.play(card, events);
                        true
                    }
                    None => false,
                }
            }
            Phase::GameOver => false,
        }
    }
}

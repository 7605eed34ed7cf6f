//! The beginner: passes and plays uniformly at random among the legal choices.
use super::Bot;
use crate::engine::{Action, Phase, PlayerView};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays a random legal card; passes random cards.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    /// A bot whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "Random"
    }

    fn choose(&mut self, view: &PlayerView) -> Option<Action> {
        match view.phase {
            Phase::Passing if view.passed.is_none() && view.pass_count > 0 => Some(Action::Pass(
                view.hand.sample(view.pass_count as u32, &mut self.rng),
            )),
            Phase::Playing => view.legal.pick_distinct(&mut self.rng).map(Action::Play),
            _ => None,
        }
    }
}

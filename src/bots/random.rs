//! The beginner: passes and plays uniformly at random among the legal choices.
use super::Bot;
use crate::engine::{Action, PlayerView, random_choice};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays a random legal card; passes random cards; decides everything else at random.
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
        random_choice(&view.choice, &view.rules, &mut self.rng)
    }
}

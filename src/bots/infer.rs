//! What the other seats' actions say about their hands. Every guess the placement draws fits
//! what the seat saw, and each is as likely as any other; but players do not pass or play at
//! random. A guess is weighed by how well it explains what the others did:
//!
//! - **Plays**: before each card another seat played, the Normal policy is asked what it would
//!   have played with the guessed hand; a card it would not have played makes the guess less
//!   likely (a softened Normal: a surprise costs a fixed factor, not the whole guess). A seat
//!   that let a trick go by without dropping the Q♠ on it probably does not hold the Q♠.
//! - **Passes**: players pass away short suits, so after a pass a hand is more often void in a
//!   suit than a random deal would make it. Each suit a guessed hand held none of at the start
//!   of play weighs the guess up by a factor, measured so that the guesses' voids match those
//!   of real deals (`moonshot guesses` counts them).
use super::glance::Glance;
use super::policy::{normal_play, winner_now};
use crate::engine::{
    Cards, Game, Guess, GuessRefused, PassDirection, PlayerView, Seat, Suit, suit_mask,
};

/// How strongly a search weighs its guesses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Inference {
    /// The factor for each card another seat played that Normal would not have played with
    /// the guessed hand (1: plays say nothing).
    pub surprise: f32,
    /// The factor for each suit a seat that passed held none of at the start of play (1: the
    /// pass says nothing).
    pub void: f32,
    /// The factor for each time a seat kept the worst card (the Q♠) when it could have given
    /// it away: void in the suit led, on a trick another player (not its partner) was winning.
    /// Nearly every player gives it away then, whatever its style.
    pub kept: f32,
}

/// Guesses weighed by nothing: every fitting deal as likely as any other.
pub const UNIFORM: Inference = Inference {
    surprise: 1.0,
    void: 1.0,
    kept: 1.0,
};

impl Inference {
    pub fn is_uniform(&self) -> bool {
        *self == UNIFORM
    }

    /// The game the guess makes of the view, and the evidence that weighs it.
    pub fn weigh(
        &self,
        view: &PlayerView,
        guess: &Guess,
    ) -> Result<(Game, Evidence), GuessRefused> {
        if self.is_uniform() {
            return Game::from_view(view, guess).map(|game| (game, Evidence::default()));
        }
        let me = view.seat;
        let mut surprises = 0i32;
        let mut kept = 0i32;
        let worst = view.rules.worst_card();
        let game = Game::from_guess_watched(view, guess, &mut |game, play| {
            if play.seat == me {
                return;
            }
            let glance = Glance::of_game(game, play.seat);
            if glance.legal.distinct().count_ones() < 2 {
                return;
            }
            if self.kept != 1.0
                && let Some(w) = worst
                && w != play.card
                && glance.legal.contains(w)
                && glance.trick.led().is_some_and(|led| w.suit() != Some(led))
                && winner_now(&glance).is_some_and(|s| !glance.is_friend(s))
            {
                kept += 1;
            }
            if self.surprise != 1.0
                && normal_play(&glance).is_some_and(|(card, _)| card != play.card)
            {
                surprises += 1;
            }
        })?;
        let mut voids = 0;
        if self.void != 1.0 && view.pass != PassDirection::Hold {
            for seat in Seat::all(view.players).filter(|&s| s != me) {
                let played: Cards = view
                    .history
                    .iter()
                    .filter(|p| p.seat == seat)
                    .map(|p| p.card)
                    .collect();
                let start = guess.hands[seat.index()].plus(played);
                voids += Suit::ALL
                    .into_iter()
                    .filter(|&suit| start.filter(suit_mask(suit)).is_empty())
                    .count() as i32;
            }
        }
        Ok((
            game,
            Evidence {
                surprises,
                kept,
                voids,
            },
        ))
    }

    /// How much more likely a guess with evidence `e` is than one with `base`.
    fn ratio(&self, e: Evidence, base: Evidence) -> f64 {
        let power = |factor: f32, n: i32| (factor as f64).powi(n);
        power(self.surprise, e.surprises - base.surprises)
            * power(self.kept, e.kept - base.kept)
            * power(self.void, e.voids - base.voids)
    }
}

/// What weighs a guess: how many of the others' plays surprise, how often the worst card
/// was kept, how many voids after a pass. (Counts, not the weight itself, which would
/// underflow: at eleven seats a hundred cards may surprise.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Evidence {
    pub surprises: i32,
    pub kept: i32,
    pub voids: i32,
}

/// Sums weighed by evidence, each weight taken relative to the likeliest guess so far, so
/// that none underflows.
#[derive(Clone, Copy, Debug, Default)]
pub struct Weights {
    top: Option<Evidence>,
}

impl Weights {
    /// The weight of a guess with evidence `e`, relative to the likeliest so far, and the
    /// factor by which every sum weighed so far must be scaled (1 unless this guess is the
    /// new likeliest).
    pub fn add(&mut self, inference: &Inference, e: Evidence) -> (f64, f64) {
        let Some(top) = self.top else {
            self.top = Some(e);
            return (1.0, 1.0);
        };
        let ratio = inference.ratio(e, top);
        if ratio > 1.0 {
            self.top = Some(e);
            (1.0, 1.0 / ratio)
        } else {
            (ratio, 1.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOFT: Inference = Inference {
        surprise: 0.3,
        void: 2.0,
        kept: 0.1,
    };

    fn evidence(surprises: i32, kept: i32, voids: i32) -> Evidence {
        Evidence {
            surprises,
            kept,
            voids,
        }
    }

    /// Sums weighed with `Weights` give the same averages as the weights themselves.
    #[test]
    fn relative_weights_average_as_the_products_do() {
        let guesses = [
            (evidence(3, 0, 1), 2.0),
            (evidence(1, 1, 0), -4.0),
            (evidence(0, 0, 2), 6.0),
            (evidence(5, 0, 0), 1.0),
        ];
        let (mut sum, mut weights, mut relative) = (0.0, 0.0, Weights::default());
        let (mut direct_sum, mut direct_weights) = (0.0, 0.0);
        for (e, value) in guesses {
            let (weight, scale) = relative.add(&SOFT, e);
            sum = sum * scale + weight * value;
            weights = weights * scale + weight;
            let direct = SOFT.ratio(e, Evidence::default());
            direct_sum += direct * value;
            direct_weights += direct;
        }
        assert!((sum / weights - direct_sum / direct_weights).abs() < 1e-9);
    }

    /// At eleven seats a hundred surprising cards make a product that underflows; relative
    /// weights still tell the likelier guess.
    #[test]
    fn many_surprises_do_not_underflow() {
        assert_eq!(0.3f32.powi(100), 0.0);
        let mut relative = Weights::default();
        assert_eq!(relative.add(&SOFT, evidence(100, 0, 0)), (1.0, 1.0));
        let (weight, scale) = relative.add(&SOFT, evidence(99, 0, 0));
        assert_eq!(weight, 1.0);
        assert!((scale - 0.3).abs() < 1e-6, "{scale}");
        let (weight, _) = relative.add(&SOFT, evidence(101, 0, 0));
        assert!((weight - 0.09).abs() < 1e-6, "{weight}");
    }
}

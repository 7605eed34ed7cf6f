//! How well the search's guesses match real deals (`moonshot guesses`): deals are played by a
//! family of bots, and at each decision of the first tricks the seat's guesses are counted
//! against the hands the others really hold. Two counts:
//!
//! - **voids**: how often a seat holds none of a suit it has not shown void in, in the real
//!   deals and in the guesses (weighed as the search weighs them). Players pass away short
//!   suits, so real hands are void more often than random guesses.
//! - **the worst card's place**: the share of the guesses' weight that puts the game's worst
//!   card (the Q♠) in a hand that really holds it, where the guessing seat cannot see it.
use super::deal::PlayError;
use super::glance::Glance;
use super::infer::{Inference, Weights};
use super::sample::Guesser;
use super::tournament::Entrant;
use crate::engine::{
    DealSetup, Game, LastHand, Phase, PlayerView, RuleSet, Seat, Suit, deal_hands, suit_mask,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// The counts over every checked decision.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GuessCounts {
    /// Decisions checked.
    pub decisions: u64,
    /// (seat, suit) pairs not shown void, at those decisions.
    pub pairs: u64,
    /// Of those, void in the real deal, and the guesses' weighed share of voids.
    pub real_voids: f64,
    pub guessed_voids: f64,
    /// Decisions where the worst card was hidden from the seat, and the guesses' weighed
    /// share on its real holder.
    pub worst_hidden: u64,
    pub worst_on_holder: f64,
}

/// Plays `deals` deals of `rules` with `family` in every seat and counts, at every card
/// decision of tricks `tricks` (from 1), `guesses` guesses weighed by `inference` against the
/// real hands.
pub fn count_guesses(
    rules: &Arc<RuleSet>,
    family: Entrant,
    deals: u32,
    seed: u64,
    tricks: std::ops::RangeInclusive<u8>,
    guesses: u32,
    inference: &Inference,
) -> Result<GuessCounts, PlayError> {
    let n = rules.players() as usize;
    let mut counts = GuessCounts::default();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    for deal in 0..deals {
        let dealer = Seat((deal as usize % n) as u8);
        let (hands, kitty) = deal_hands(rules, seed, deal, dealer);
        let pass = rules.pass_direction(deal % 4);
        let setup = DealSetup {
            hands: hands[..n].to_vec(),
            kitty,
            pass,
            hand_number: deal % 4,
            dealer: Some(dealer),
            ..DealSetup::first(Vec::new(), pass)
        };
        let mut game = Game::from_deal(Arc::clone(rules), seed, &setup).map_err(PlayError::Deal)?;
        game.stop_after_deal();
        let mut bots: Vec<_> = (0..n)
            .map(|s| family.bot(seed ^ (deal as u64) << 8 ^ s as u64))
            .collect();
        let mut last = LastHand::default();
        while last.0.is_none() {
            let Some(seat) = game.to_act().iter().next() else {
                return Err(PlayError::Stopped {
                    phase: game.phase(),
                });
            };
            let view = game.view(seat);
            let trick = view.tricks_done + 1;
            if game.phase() == Phase::Playing
                && tricks.contains(&trick)
                && !game.awaiting_call()
                && let Some(mut guesser) = Guesser::new(&view)
            {
                let glance_trick = view.trick_state();
                let worst = Glance::of_view(&view, &glance_trick).worst_card();
                // The seats that really hold it (with two or three packs, maybe more than one).
                let holders: Vec<Seat> = worst.map_or(Vec::new(), |w| {
                    Seat::all(rules.players())
                        .filter(|&s| s != seat && game.hand(s).contains(w))
                        .collect()
                });
                let worst_hidden = worst.is_some_and(|w| view.unseen.contains(w))
                    && !holders.is_empty()
                    && !view.known_holders.iter().any(|k| Some(k.card) == worst);
                let mut relative = Weights::default();
                let mut weights = 0f64;
                let mut voids = 0f64;
                let mut on_holder = 0f64;
                for _ in 0..guesses {
                    let Some((guessed, evidence)) = guesser.weighed(&view, inference, &mut rng)
                    else {
                        continue;
                    };
                    let (weight, scale) = relative.add(inference, evidence);
                    weights = weights * scale + weight;
                    voids *= scale;
                    on_holder *= scale;
                    voids += weight * unshown_voids(&view, &guessed).0 as f64;
                    if let Some(w) = worst
                        && holders.iter().any(|&h| guessed.hand(h).contains(w))
                    {
                        on_holder += weight;
                    }
                }
                if weights > 0.0 {
                    counts.decisions += 1;
                    let (real, pairs) = unshown_voids(&view, &game);
                    counts.pairs += pairs;
                    counts.real_voids += real as f64;
                    counts.guessed_voids += voids / weights;
                    if worst_hidden {
                        counts.worst_hidden += 1;
                        counts.worst_on_holder += on_holder / weights;
                    }
                }
            }
            let action = bots[seat.index()]
                .choose(&view)
                .ok_or(PlayError::NothingChosen { seat })?;
            game.apply(seat, action, &mut last)
                .map_err(|why| PlayError::Refused { seat, action, why })?;
        }
    }
    Ok(counts)
}

/// Of the suits the other seats have not shown void in (how many: the second figure), how
/// many `game` (the real deal or a guess) gives them none of.
fn unshown_voids(view: &PlayerView, game: &Game) -> (u64, u64) {
    let mut voids = 0;
    let mut pairs = 0;
    for other in Seat::all(view.players).filter(|&s| s != view.seat) {
        for suit in Suit::ALL.into_iter().filter(|&s| !view.is_void(other, s)) {
            pairs += 1;
            if game.hand(other).filter(suit_mask(suit)).is_empty() {
                voids += 1;
            }
        }
    }
    (voids, pairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{Level, UNIFORM};
    use crate::engine::Preset;

    fn counts(family: Entrant, inference: &Inference) -> GuessCounts {
        let rules = Arc::new(Preset::BlackLady.rules(4).check().unwrap());
        count_guesses(&rules, family, 16, 3, 2..=5, 24, inference).unwrap()
    }

    #[test]
    fn weighing_by_plays_finds_the_queen_more_often_and_the_pass_makes_voids() {
        let uniform = counts(Entrant::Level(Level::Normal), &UNIFORM);
        let plays = counts(
            Entrant::Level(Level::Normal),
            &Inference {
                surprise: 0.5,
                void: 1.0,
                kept: 1.0,
            },
        );
        let voids = counts(
            Entrant::Level(Level::Normal),
            &Inference {
                surprise: 1.0,
                void: 4.0,
                kept: 1.0,
            },
        );
        assert!(
            uniform.decisions > 100 && uniform.worst_hidden > 30,
            "{uniform:?}"
        );
        // The same decisions are counted each time: the deals are played by the same bots.
        assert_eq!(uniform.pairs, plays.pairs);
        assert_eq!(uniform.real_voids, voids.real_voids);
        let share = |c: &GuessCounts| c.worst_on_holder / c.worst_hidden as f64;
        assert!(
            share(&plays) > share(&uniform) + 0.03,
            "the Q♠'s real holder: {:.3} weighed, {:.3} uniform",
            share(&plays),
            share(&uniform)
        );
        // Random guesses have fewer voids than real hands after a pass; weighing adds some.
        assert!(uniform.guessed_voids < uniform.real_voids, "{uniform:?}");
        assert!(voids.guessed_voids > uniform.guessed_voids, "{voids:?}");
    }
}

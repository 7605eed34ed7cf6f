//! Whether the rest of a deal is settled: every way it can still be played gives every seat
//! the same score. The player on lead may then claim the rest, and the deal is played out
//! quickly to the score the engine gives here.
use super::action::{Action, MoonChoice, Phase};
use super::card::Suit;
use super::event::{HandResult, LastHand};
use super::game::Game;

/// What the rest of a deal holds.
#[derive(Clone, Debug, PartialEq)]
// Asked once a trick, never kept: a box would only add an allocation.
#[allow(clippy::large_enum_variant)]
pub enum Rest {
    /// Whatever anyone plays, the deal ends with this result (its scores and standings; who
    /// takes which trick may differ).
    Settled(HandResult),
    /// Some plays still change someone's score.
    Open,
    /// Too many ways to play it out to tell within the budget (or the deal is not at play).
    Unknown,
}

/// What a deal's end gives each seat: what "settled" compares.
fn outcome(result: &HandResult) -> impl PartialEq + use<> {
    (
        result.scores,
        result.scores_imaginary,
        result.standings,
        result.pool,
    )
}

impl Game {
    /// Whether the rest of the deal is settled, looking at no more than `budget` positions.
    /// Only a deal being played is looked at: passing, pledging and the like are
    /// [`Rest::Unknown`].
    pub fn rest(&self, budget: u32) -> Rest {
        if self.phase() != Phase::Playing || self.ways_at_most() > u64::from(budget) {
            return Rest::Unknown;
        }
        let mut budget = budget;
        let mut first = None;
        match explore(self, &mut budget, &mut first) {
            Ok(()) => first.map_or(Rest::Unknown, Rest::Settled),
            Err(Stop::Differs) => Rest::Open,
            Err(Stop::Budget) => Rest::Unknown,
        }
    }
}

impl Game {
    /// At most how many ways the rest of the deal can be played: every order of each hand
    /// (a settled rest is only known once every way is looked at, so a rest with more ways
    /// than the budget is not looked at).
    fn ways_at_most(&self) -> u64 {
        super::seat::Seat::all(self.players())
            .map(|seat| (1..=u64::from(self.hand(seat).len())).fold(1, u64::saturating_mul))
            .fold(1_u64, u64::saturating_mul)
    }
}

enum Stop {
    /// Two ways of playing give different results.
    Differs,
    /// The budget ran out.
    Budget,
}

/// Every way of playing on from `game`, each deal's end compared with the first one's.
fn explore(game: &Game, budget: &mut u32, first: &mut Option<HandResult>) -> Result<(), Stop> {
    *budget = budget.checked_sub(1).ok_or(Stop::Budget)?;
    let Some(seat) = game.to_act().iter().next() else {
        return Ok(());
    };
    let mut each = |action: Action| -> Result<(), Stop> {
        let mut child = game.clone();
        let mut last = LastHand::default();
        if child.apply(seat, action, &mut last).is_err() {
            return Ok(());
        }
        match last.0 {
            Some(result) => match first {
                None => {
                    *first = Some(result);
                    Ok(())
                }
                Some(seen) if outcome(seen) == outcome(&result) => Ok(()),
                Some(_) => Err(Stop::Differs),
            },
            None => explore(&child, budget, first),
        }
    };
    match game.phase() {
        Phase::Playing if game.awaiting_call() => {
            for suit in Suit::ALL {
                each(Action::CallSuit(suit))?;
            }
        }
        Phase::Playing => {
            for card in game.legal_plays().iter_distinct() {
                each(Action::Play(card))?;
            }
        }
        Phase::ChoosingMoon => {
            each(Action::ChooseMoon(MoonChoice::AddToOthers))?;
            each(Action::ChooseMoon(MoonChoice::SubtractFromShooter))?;
        }
        _ => return Err(Stop::Budget),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Preset, random_action};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// A deal of `preset` played at random until `left` cards are left in each hand.
    fn near_the_end(preset: Preset, players: u8, seed: u64, left: u32) -> Game {
        let rules = preset.rules(players).check().unwrap();
        let mut game = Game::new(rules, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !(game.phase() == Phase::Playing
            && game.trick().is_empty()
            && game.hand(game.to_act().iter().next().unwrap()).len() <= left)
        {
            let (seat, action) = random_action(&game, &mut rng).unwrap();
            game.apply(seat, action, &mut ()).unwrap();
        }
        game
    }

    /// The deal's end from `game`, played on at random.
    fn played_out(game: &Game, seed: u64) -> HandResult {
        let mut game = game.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut last = LastHand::default();
        while last.0.is_none() {
            let (seat, action) = random_action(&game, &mut rng).unwrap();
            game.apply(seat, action, &mut last).unwrap();
        }
        last.0.unwrap()
    }

    #[test]
    fn the_last_trick_is_always_settled() {
        for seed in 0..20 {
            let game = near_the_end(Preset::BlackLady, 4, seed, 1);
            assert!(matches!(game.rest(100), Rest::Settled(_)), "seed {seed}");
        }
    }

    #[test]
    fn a_settled_rest_ends_as_it_says_however_it_is_played_and_an_open_one_does_not() {
        // Seeded random deals near their end in three games: whatever the engine calls
        // settled ends with its result in every random play-out; whatever it calls open
        // was found to end two ways.
        let (mut settled, mut open) = (0, 0);
        for (preset, players) in [
            (Preset::BlackLady, 4),
            (Preset::Omnibus, 4),
            (Preset::Cancellation, 6),
        ] {
            for seed in 0..40 {
                for left in [2, 3] {
                    let game = near_the_end(preset, players, seed, left);
                    match game.rest(200_000) {
                        Rest::Settled(result) => {
                            settled += 1;
                            for play in 0..20 {
                                let end = played_out(&game, play);
                                assert!(outcome(&end) == outcome(&result), "{preset:?} {seed}");
                            }
                        }
                        Rest::Open => open += 1,
                        Rest::Unknown => {}
                    }
                }
            }
        }
        assert!(settled > 20 && open > 20, "settled {settled}, open {open}");
    }

    #[test]
    fn a_full_hand_of_cancellation_is_not_looked_through() {
        // Some 17 cards a hand at six seats: more ways than a u64 counts.
        let game = near_the_end(Preset::Cancellation, 6, 2, 26);
        assert_eq!(game.rest(u32::MAX), Rest::Unknown);
    }

    #[test]
    fn a_deal_far_from_its_end_is_not_looked_through_and_passing_is_not_at_play() {
        let rules = Preset::BlackLady.rules(4).check().unwrap();
        let game = Game::new(rules, 3);
        assert_eq!(game.rest(1_000), Rest::Unknown, "passing");
        let early = near_the_end(Preset::BlackLady, 4, 3, 12);
        assert!(matches!(early.rest(1_000), Rest::Unknown | Rest::Open));
    }
}

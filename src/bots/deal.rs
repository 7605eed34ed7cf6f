//! Whole deals played by bots: a tournament's deals, and the after-hand review, which plays
//! the person's deal again with the Expert in their seat and weighs each of the person's
//! decisions as the Expert would.
use super::glance::Glance;
use super::{Bot, Level, LevelBot, reason_of, searched_explained};
use crate::engine::{Action, Game, GameRecord, HandResult, LastHand, Phase, PlayerView, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Plays the deal in progress to its end, asking `choose` for each seat's actions, and
/// returns its result. The game stops there (it is made a one-deal game). Fails if a choice
/// is missing or refused, naming the seat.
pub fn play_out_deal(
    game: &mut Game,
    mut choose: impl FnMut(Seat, &PlayerView) -> Option<Action>,
) -> Result<HandResult, String> {
    game.stop_after_deal();
    let mut last = LastHand::default();
    loop {
        if let Some(result) = last.0.take() {
            return Ok(result);
        }
        let Some(seat) = game.to_act().iter().next() else {
            return Err(format!(
                "the deal stopped before it was scored: {}",
                game.phase()
            ));
        };
        let view = game.view(seat);
        let action = choose(seat, &view).ok_or_else(|| format!("{seat} chose nothing"))?;
        game.apply(seat, action, &mut last)
            .map_err(|why| format!("{seat} chose {action:?}: {why}"))?;
    }
}

/// One of the reviewed seat's decisions in a deal, weighed by the Expert on the same position
/// (the same cards, the same history).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The decision's place among the deal's actions, from 0 (the deal's first): the position
    /// is the one before it.
    pub step: u32,
    /// The trick it was made in, from 1; 0 before the first trick (the pass).
    pub trick: u8,
    /// What the seat did.
    pub yours: Action,
    /// What the Expert would have done, and why, in the Hint's words.
    pub expert: Action,
    pub reason: String,
    /// How much better the Expert's choice did than the seat's over the same guessed deals,
    /// in tenths of a point a deal against the average opponent ([`super::values`]): 0 when
    /// they are the same. (Whole numbers: the browser's build writes no floats.)
    pub margin_tenths: u32,
}

/// The review of the deal of `record` that begins at its action `from` (the record goes on to
/// the deal's end, or past it): how the Expert would have scored in `seat`, the deal played
/// again from its start with a bot of `levels[s]` in every other seat; and each decision
/// `seat` made in it that the Expert searches (a card with others allowed, a suit to call, the
/// pass), weighed by the Expert on the same position. Fails, saying why, if the record does
/// not replay to the deal.
pub fn review_deal(
    record: &GameRecord,
    from: usize,
    seat: Seat,
    levels: &[Level],
    seed: u64,
) -> Result<(HandResult, Vec<Decision>), String> {
    let mut start: Option<Game> = None;
    let mut decisions = Vec::new();
    record
        .replay(
            |step, game, recorded| {
                if step == from {
                    start = Some(game.clone());
                }
                let deal = start.as_ref().map(Game::hand_number);
                if recorded.seat != seat || deal != Some(game.hand_number()) {
                    return;
                }
                let view = game.view(seat);
                let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (step as u64) << 20);
                let Some(found) =
                    searched_explained(Level::Expert, &view, Some(recorded.action), &mut rng)
                else {
                    return;
                };
                let trick = view.trick_state();
                decisions.push(Decision {
                    step: (step - from) as u32,
                    trick: match view.phase {
                        Phase::Playing => view.tricks_done + 1,
                        _ => 0,
                    },
                    yours: recorded.action,
                    expert: found.action,
                    reason: reason_of(&Glance::of_view(&view, &trick), &found),
                    margin_tenths: (found.margin_over(&recorded.action).unwrap_or(0.0) * 10.0)
                        .round()
                        .max(0.0) as u32,
                });
            },
            &mut (),
        )
        .map_err(|e| e.to_string())?;
    let mut game = start.ok_or("the record ends before the deal")?;
    let mut bots: Vec<LevelBot> = Seat::all(game.players())
        .map(|s| {
            let level = if s == seat {
                Level::Expert
            } else {
                levels.get(s.index()).copied().unwrap_or_default()
            };
            LevelBot::new(level, seed ^ (s.0 as u64 + 1) << 40)
        })
        .collect();
    let result = play_out_deal(&mut game, |s, view| bots.get_mut(s.index())?.choose(view))?;
    Ok((result, decisions))
}

//! Whole deals played by bots: a tournament's deals, and the after-hand review, which plays
//! the person's deal again with the Expert in their seat.
use super::{Bot, Level, LevelBot};
use crate::engine::{Action, DealSetup, Game, HandResult, LastHand, PlayerView, RuleSet, Seat};
use std::sync::Arc;

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

/// The deal that began as `setup` played again from its start with the Expert in `seat` and
/// a bot of `levels[s]` in every other seat: how the Expert would have done with the same
/// cards against the same opponents.
pub fn review_deal(
    rules: Arc<RuleSet>,
    setup: &DealSetup,
    seat: Seat,
    levels: &[Level],
    seed: u64,
) -> Result<HandResult, String> {
    let mut game = Game::from_deal(rules, seed, setup)?;
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
    play_out_deal(&mut game, |s, view| bots.get_mut(s.index())?.choose(view))
}

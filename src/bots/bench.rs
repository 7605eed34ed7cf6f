//! A fixed set of positions for timing the bots, the same on every platform: the command
//! line times them natively and the browser times them inside the bot worker (wasm), so the
//! two figures compare like with like.
//!
//! Position `i` of `bench_positions(preset, players, count, seed)` comes from game seed
//! `seed + i` (wrapping): the first deal is dealt, a decision number `d` is drawn uniformly
//! from every decision of that deal (each seat's pass, then every card played) with
//! `ChaCha8Rng::seed_from_u64(seed + i)`, and Normal bots (seat `s` seeded with
//! `(seed + i) ^ (s + 1)`) play the deal's first `d` decisions. The position is the view of
//! the first seat then asked to decide. [`time_decisions`] then asks the Hard bot for each
//! position with `ChaCha8Rng::seed_from_u64(seed + i)` and times each decision alone.
use super::{Bot, Level, LevelBot, advise, choose};
use crate::engine::{Game, PlayerView, Preset, RulesError};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// `count` positions of `preset` at `players` players, reproducible from `seed` (see the
/// module's notes). Fails if the preset does not play at that many players.
pub fn bench_positions(
    preset: Preset,
    players: u8,
    count: usize,
    seed: u64,
) -> Result<Vec<PlayerView>, RulesError> {
    let rules = Arc::new(preset.rules(players).check()?);
    let mut positions = Vec::with_capacity(count);
    for i in 0..count as u64 {
        let game_seed = seed.wrapping_add(i);
        let mut game = Game::new(rules.clone(), game_seed);
        let passes = if game.pass_count() > 0 {
            players as u32
        } else {
            0
        };
        let plays = rules.hand_size() as u32 * players as u32;
        let mut rng = ChaCha8Rng::seed_from_u64(game_seed);
        let decisions = rng.random_range(0..passes + plays);
        let mut bots: Vec<LevelBot> = (0..players as u64)
            .map(|s| LevelBot::new(Level::Normal, game_seed ^ (s + 1)))
            .collect();
        let mut events = Vec::new();
        let mut made = 0;
        while let Some(seat) = game.to_act().iter().next() {
            if made == decisions {
                break;
            }
            let view = game.view(seat);
            let Some(action) = bots[seat.index()].choose(&view) else {
                break;
            };
            events.clear();
            if game.apply(seat, action, &mut events).is_err() || game.hand_number() > 0 {
                break;
            }
            made += 1;
        }
        if let Some(seat) = game.to_act().iter().next()
            && game.hand_number() == 0
        {
            positions.push(game.view(seat));
        }
    }
    Ok(positions)
}

/// How long the `level` bot takes to decide each of the positions of [`bench_positions`], in
/// milliseconds, read from `now` (a clock in milliseconds: `Instant` natively,
/// `performance.now()` in a browser). With `hint`, each decision is made as the Hint makes
/// it, explained: the reason and what the bot thinks of every other choice.
pub fn time_decisions(
    level: Level,
    positions: &[PlayerView],
    seed: u64,
    hint: bool,
    mut now: impl FnMut() -> f64,
) -> Vec<f64> {
    positions
        .iter()
        .enumerate()
        .map(|(i, view)| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(i as u64));
            let start = now();
            let decided = match hint {
                true => advise(level, view, &mut rng).map(|a| a.action),
                false => choose(level, view, &mut rng),
            };
            let ms = now() - start;
            debug_assert!(
                decided.is_some(),
                "every bench position asks for a decision"
            );
            ms
        })
        .collect()
}

/// The mean and the 95th percentile (nearest rank) of some timings; zeros for none.
pub fn mean_and_p95(times: &[f64]) -> (f64, f64) {
    if times.is_empty() {
        return (0.0, 0.0);
    }
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let mut sorted = times.to_vec();
    sorted.sort_by(f64::total_cmp);
    let rank = (0.95 * sorted.len() as f64).ceil() as usize;
    (mean, sorted[rank.clamp(1, sorted.len()) - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_reproducible_and_ask_for_a_decision() {
        let a = bench_positions(Preset::BlackLady, 4, 6, 7).unwrap();
        let b = bench_positions(Preset::BlackLady, 4, 6, 7).unwrap();
        assert_eq!(a.len(), 6);
        assert_eq!(a, b);
        for view in &a {
            assert_ne!(view.choice, crate::engine::Choice::Nothing);
            assert_eq!(view.hand_number, 0);
        }
        let cancellation = bench_positions(Preset::Cancellation, 8, 3, 7).unwrap();
        assert_eq!(cancellation.len(), 3);
        assert!(bench_positions(Preset::BlackLady, 12, 1, 7).is_err());
    }

    #[test]
    fn the_95th_percentile_is_a_nearest_rank() {
        let times: Vec<f64> = (1..=20).map(f64::from).collect();
        assert_eq!(mean_and_p95(&times), (10.5, 19.0));
        assert_eq!(mean_and_p95(&[4.0]), (4.0, 4.0));
        assert_eq!(mean_and_p95(&[]), (0.0, 0.0));
    }
}

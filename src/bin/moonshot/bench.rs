//! `moonshot bench` and `moonshot bench-bots`: how fast the engine plays, and the bots decide.
use crate::{CliError, GameArgs, VariantArgs, level, rule_set};
use clap::Args;
use moonshot::bots::{bench_positions, mean_and_p95, time_decisions};
use moonshot::engine::{Event, EventSink, Game, Phase, Preset};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::Instant;

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    game: GameArgs,
    #[arg(long, default_value_t = 200_000)]
    deals: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    variants: VariantArgs,
}

#[derive(Args)]
pub struct BenchBotsArgs {
    #[command(flatten)]
    game: GameArgs,
    /// beginner, easy, normal, hard or expert.
    #[arg(long, default_value = "hard")]
    level: String,
    /// How many positions.
    #[arg(long, default_value_t = 40)]
    positions: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Time the decisions as the Hint makes them: explained, with what the bot thinks of
    /// every other choice.
    #[arg(long)]
    hint: bool,
}

/// Counts the cards played. Like the search's playouts (`LastHand`), it asks for none of the
/// events only a table shows, so the bench times the path the bots' playouts take.
struct PlayCounter(u64);

impl EventSink for PlayCounter {
    #[inline]
    fn emit(&mut self, event: Event) {
        if let Event::CardPlayed { .. } = event {
            self.0 += 1;
        }
    }

    #[inline]
    fn wants_details(&self) -> bool {
        false
    }
}

/// `moonshot bench`: see [`crate::Command::Bench`].
pub fn bench(args: &BenchArgs) -> Result<(), CliError> {
    let (game, players, deals, seed) = (
        args.game.game.as_str(),
        args.game.players,
        args.deals,
        args.seed,
    );
    let rules = std::sync::Arc::new(rule_set(game, players, &args.variants.variants)?);
    // The deals come from the engine's portable ChaCha8 seeds; the random choices only need
    // to be quick.
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut counter = PlayCounter(0);
    let mut games = 0u64;
    let mut current = Game::new(rules.clone(), seed);
    let start = Instant::now();
    for _ in 0..deals {
        // One deal: the passes, then every card, until it is scored (and the next one is
        // dealt); a finished game makes way for a new one.
        if current.phase() == Phase::GameOver {
            games += 1;
            current = Game::new(rules.clone(), seed.wrapping_add(games));
        }
        let hand = current.hand_number();
        while current.hand_number() == hand && current.step_random(&mut rng, &mut counter) {}
    }
    let seconds = start.elapsed().as_secs_f64();
    let cards_played = counter.0;
    out!("game: {game}, players: {players}, deals: {deals}, cards played: {cards_played}");
    out!("seconds: {seconds:.3}");
    out!("deals/s: {:.0}", deals as f64 / seconds);
    Ok(())
}

/// `moonshot bench-bots`: see [`crate::Command::BenchBots`].
pub fn bench_bots(args: &BenchBotsArgs) -> Result<(), CliError> {
    let (game, players, count, seed, hint) = (
        args.game.game.as_str(),
        args.game.players,
        args.positions,
        args.seed,
        args.hint,
    );
    let level = level(&args.level)?;
    let preset = Preset::from_id(game).ok_or_else(|| CliError::NoGame {
        name: game.to_string(),
    })?;
    let positions = bench_positions(preset, players, count, seed).map_err(CliError::Rules)?;
    let clock = Instant::now();
    let times = time_decisions(level, &positions, seed, hint, || {
        clock.elapsed().as_secs_f64() * 1000.0
    });
    let (mean, p95) = mean_and_p95(&times);
    let max = times.iter().copied().fold(0.0, f64::max);
    out!(
        "{level} bot, decision time natively{}, {} positions, seed {seed}",
        if hint { " as the Hint explains it" } else { "" },
        times.len()
    );
    out!(
        "{game} {players} players: mean {mean:.1} ms, p95 {p95:.1} ms, max {max:.1} ms ({} decisions)",
        times.len()
    );
    Ok(())
}

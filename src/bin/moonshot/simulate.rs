//! `moonshot simulate`: random legal games, checking the engine's invariants.
use crate::{CliError, GameArgs, VariantArgs, rule_set};
use clap::Args;
use moonshot::engine::{Event, Game, Phase, random_action};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    game: GameArgs,
    #[arg(long, default_value_t = 100)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    variants: VariantArgs,
}

/// `moonshot simulate`: see [`crate::Command::Simulate`].
pub fn simulate(args: &SimulateArgs) -> Result<(), CliError> {
    let (game, players, games, seed) = (
        args.game.game.as_str(),
        args.game.players,
        args.games,
        args.seed,
    );
    let rules = std::sync::Arc::new(rule_set(game, players, &args.variants.variants)?);
    let mut sums = vec![0i64; players as usize];
    let mut wins = vec![0u64; players as usize];
    let mut deals = 0u64;
    let mut actions = 0u64;
    for g in 0..games {
        let game_seed = seed.wrapping_add(g);
        let mut game = Game::new(rules.clone(), game_seed);
        let mut rng = ChaCha8Rng::seed_from_u64(game_seed ^ 0x5151_5151);
        let mut events = Vec::new();
        game.check_invariants().map_err(|e| {
            CliError::Broken(format!(
                "game {g} (seed {game_seed}), before any action: {e}"
            ))
        })?;
        while let Some((seat, action)) = random_action(&game, &mut rng) {
            events.clear();
            game.apply(seat, action, &mut events).map_err(|e| {
                CliError::Broken(format!(
                    "game {g} (seed {game_seed}): a legal action was refused: {e}"
                ))
            })?;
            actions += 1;
            game.check_invariants().map_err(|e| {
                CliError::Broken(format!(
                    "game {g} (seed {game_seed}), action {actions}: {e}"
                ))
            })?;
            deals += events
                .iter()
                .filter(|e| matches!(e, Event::HandScored(_)))
                .count() as u64;
        }
        if game.phase() != Phase::GameOver {
            return Err(CliError::Broken(format!(
                "game {g} (seed {game_seed}) stopped before its end"
            )));
        }
        for (i, total) in game.totals().iter().enumerate() {
            sums[i] += *total as i64;
        }
        for seat in game.leaders().iter() {
            wins[seat.index()] += 1;
        }
    }
    out!(
        "{games} games of {game} for {players}, {deals} deals, {actions} actions: every invariant held"
    );
    out!("seat  average-points  wins");
    for i in 0..players as usize {
        out!(
            "{:>4}  {:>14.1}  {:>4}",
            i,
            sums[i] as f64 / games.max(1) as f64,
            wins[i]
        );
    }
    Ok(())
}

//! `moonshot stress`: random actions, legal and not, across every game the engine plays.
use crate::CliError;
use clap::Args;
use moonshot::engine::{Game, Preset, RuleSet, arbitrary_action, random_action};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::Instant;

#[derive(Args)]
pub struct StressArgs {
    /// How many actions in all.
    #[arg(long, default_value_t = 10_000_000)]
    actions: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Every game the engine plays: each preset at each player count, with no variant and with
/// each variant it allows (and the variants that one needs).
fn every_rule_set() -> Result<Vec<(String, Arc<RuleSet>)>, CliError> {
    let mut sets = Vec::new();
    for preset in Preset::ALL {
        for players in preset.min_players()..=preset.max_players() {
            let base = preset.rules(players);
            let mut choices = vec![Vec::new()];
            choices.extend(
                preset
                    .variants(players)
                    .into_iter()
                    .map(|v| v.with_requirements(&base)),
            );
            for variants in choices {
                let rules = preset
                    .rules_with(players, &variants)
                    .map_err(CliError::Variants)?;
                let set = rules.check().map_err(CliError::Rules)?;
                let names: Vec<_> = variants.iter().map(|v| v.id()).collect();
                let name = format!("{} for {players} [{}]", preset.id(), names.join(","));
                sets.push((name, Arc::new(set)));
            }
        }
    }
    Ok(sets)
}

/// `moonshot stress`: see [`crate::Command::Stress`]. Games take turns, one per rule set; in
/// each, three actions in four are random legal ones, the fourth anything at all from any seat.
pub fn stress(args: &StressArgs) -> Result<(), CliError> {
    let (total, seed) = (args.actions, args.seed);
    let sets = every_rule_set()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut events = Vec::new();
    let (mut applied, mut refused, mut games, mut finished) = (0u64, 0u64, 0u64, 0u64);
    let started = Instant::now();
    let mut done = 0u64;
    while done < total {
        let (name, rules) = &sets[(games % sets.len() as u64) as usize];
        let game_seed = rng.random::<u64>();
        let mut game = Game::new(rules.clone(), game_seed);
        let players = game.rules().rules().players;
        games += 1;
        // A game ends, or gives way to the next rule set after 3,000 actions.
        for _ in 0..3_000 {
            if done >= total {
                break;
            }
            done += 1;
            let where_ = || format!("{name}, seed {game_seed}, action {done}");
            let legal = rng.random_range(0..4) != 0;
            let (seat, action) = if legal {
                match random_action(&game, &mut rng) {
                    Some(step) => step,
                    None => {
                        finished += 1;
                        break;
                    }
                }
            } else {
                arbitrary_action(players, &mut rng)
            };
            let before = (!legal).then(|| game.clone());
            events.clear();
            match game.apply(seat, action, &mut events) {
                Ok(()) => applied += 1,
                Err(why) if legal => {
                    return Err(CliError::Broken(format!(
                        "{}: a legal action was refused: {why}",
                        where_()
                    )));
                }
                Err(_) => {
                    refused += 1;
                    if before.as_ref() != Some(&game) {
                        return Err(CliError::Broken(format!(
                            "{}: a refused action changed the game",
                            where_()
                        )));
                    }
                }
            }
            game.check_invariants()
                .map_err(|e| CliError::Broken(format!("{}: {e}", where_())))?;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    out!(
        "{done} actions over {} rule sets in {games} games ({finished} played to the end): {applied} applied, {refused} refused; every invariant held",
        sets.len()
    );
    out!(
        "time: {seconds:.1} s ({:.0} actions/s)",
        done as f64 / seconds.max(1e-9)
    );
    Ok(())
}

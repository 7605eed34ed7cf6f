//! `moonshot tournament`: duplicate tournaments between bots.
use crate::{CliError, GameArgs, VariantArgs, entrant, rule_set};
use clap::Args;
use moonshot::bots::tournament::Tournament;
use serde_json::json;
use std::time::Instant;

#[derive(Args)]
pub struct TournamentArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Deals to play (each is played once per seat).
    #[arg(long, default_value_t = 400)]
    deals: u32,
    /// The bot in each seat, before rotation: beginner, easy, normal, hard or expert (the
    /// app's levels), rival (a heuristic family the search does not model), holdout (another,
    /// kept out of the model of the others' training) or one of the expert-… probes
    /// (docs/bots.md).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "hard,normal,normal,normal"
    )]
    seats: Vec<String>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    variants: VariantArgs,
    /// End with one line of JSON holding every bot's figures.
    #[arg(long)]
    json: bool,
}

/// `moonshot tournament`: see [`crate::Command::Tournament`].
pub fn tournament(args: &TournamentArgs) -> Result<(), CliError> {
    let (game, players, deals, seed, as_json) = (
        args.game.game.as_str(),
        args.game.players,
        args.deals,
        args.seed,
        args.json,
    );
    let rules = rule_set(game, players, &args.variants.variants)?;
    let seats = args
        .seats
        .iter()
        .map(|s| entrant(s))
        .collect::<Result<Vec<_>, _>>()?;
    let names: Vec<&str> = seats.iter().map(|l| l.id()).collect();
    let event =
        Tournament::new(rules.rules(), seats.clone(), deals, seed).map_err(CliError::Tournament)?;
    let start = Instant::now();
    let standings = event.run().map_err(CliError::Tournament)?;
    let seconds = start.elapsed().as_secs_f64();
    out!(
        "{game} for {players}, {deals} duplicate deals (each played {players} times, seats rotated), seed {seed}, seats {}",
        names.join(",")
    );
    out!(
        "{:<9} {:>6} {:>16} {:>22} {:>11} {:>11} {:>12} {:>9}",
        "bot",
        "hands",
        "points/hand",
        "vs others (paired)",
        "games won",
        "moons shot",
        "conceded",
        "ms mean/p95"
    );
    for s in &standings {
        out!(
            "{:<9} {:>6} {:>9.2} ± {:<4.2} {:>+14.2} ± {:<5.2} {:>5}/{:<5} {:>11} {:>12} {:>6.2}/{:.2}",
            s.bot.id(),
            s.hands,
            s.points_per_hand,
            s.ci95,
            s.paired_difference,
            s.paired_ci95,
            s.games_won,
            s.games,
            s.moons_shot,
            s.moons_conceded,
            s.ms_mean,
            s.ms_p95
        );
    }
    let lower = if rules.lower_scores_win() {
        "fewer"
    } else {
        "more"
    };
    out!(
        "± is a 95% confidence half-width over matches of {} deals; {lower} points is better. {seconds:.1} s on {} threads.",
        moonshot::bots::tournament::match_deals(deals),
        rayon::current_num_threads()
    );
    if as_json {
        let results: Vec<_> = standings
            .iter()
            .map(|s| {
                json!({
                    "bot": s.bot.id(),
                    "points_per_hand": round(s.points_per_hand),
                    "ci95": round(s.ci95),
                    "paired_difference": round(s.paired_difference),
                    "paired_ci95": round(s.paired_ci95),
                    "hands": s.hands,
                    "games": s.games,
                    "games_won": s.games_won,
                    "moons_shot": s.moons_shot,
                    "moons_conceded": s.moons_conceded,
                    "decisions": s.decisions,
                    "ms_mean": round(s.ms_mean),
                    "ms_p95": round(s.ms_p95),
                    "per_match": s.per_match.iter().map(|&p| round(p)).collect::<Vec<_>>(),
                })
            })
            .collect();
        out!("{}", json!({ "results": results }));
    }
    Ok(())
}

fn round(value: f64) -> f64 {
    (value * 1000.0).round() / 1000.0
}

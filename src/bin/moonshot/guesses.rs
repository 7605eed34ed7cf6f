//! `moonshot guesses`: how well the search's guesses of the hidden cards match real deals.
use crate::{CliError, GameArgs, entrant, level, rule_set};
use clap::Args;

#[derive(Args)]
pub struct GuessesArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The bots that play the deals (beginner, easy, normal, hard, expert or rival).
    #[arg(long, default_value = "normal")]
    family: String,
    #[arg(long, default_value_t = 100)]
    deals: u32,
    /// Guesses at each decision.
    #[arg(long, default_value_t = 40)]
    guesses: u32,
    /// The tricks whose decisions are counted, from 1.
    #[arg(long, default_value_t = 2)]
    from_trick: u8,
    #[arg(long, default_value_t = 4)]
    to_trick: u8,
    /// The guesses weighed as this level's search weighs them (hard or expert), or
    /// "uniform" for none.
    #[arg(long, default_value = "expert")]
    weigh: String,
    /// Override the weighing's factor for a play Normal would not have made.
    #[arg(long)]
    surprise: Option<f32>,
    /// Override the weighing's factor for each void after a pass.
    #[arg(long)]
    void: Option<f32>,
    /// Override the weighing's factor for each time a seat kept the worst card when it
    /// could have given it away.
    #[arg(long)]
    kept: Option<f32>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// `moonshot guesses`: see [`crate::Command::Guesses`].
pub fn count_guesses(args: &GuessesArgs) -> Result<(), CliError> {
    let (game, players, deals, guesses, seed) = (
        args.game.game.as_str(),
        args.game.players,
        args.deals,
        args.guesses,
        args.seed,
    );
    let tricks = args.from_trick..=args.to_trick;
    let weigh = args.weigh.as_str();
    let rules = std::sync::Arc::new(rule_set(game, players, &[])?);
    let family = entrant(&args.family)?;
    let inference = match weigh {
        "uniform" => moonshot::bots::UNIFORM,
        name => {
            level(name)?
                .effort()
                .ok_or_else(|| CliError::NoSearch {
                    level: name.to_string(),
                })?
                .inference
        }
    };
    let inference = moonshot::bots::Inference {
        surprise: args.surprise.unwrap_or(inference.surprise),
        void: args.void.unwrap_or(inference.void),
        kept: args.kept.unwrap_or(inference.kept),
    };
    let c = moonshot::bots::tournament::count_guesses(
        &rules,
        family,
        deals,
        seed,
        tricks.clone(),
        guesses,
        &inference,
    )
    .map_err(CliError::Play)?;
    let pairs = c.pairs.max(1) as f64;
    out!(
        "{game} for {players}, {deals} deals played by {} bots, seed {seed}; tricks {} to {}, {guesses} guesses a decision weighed as {weigh} (surprise {}, void {}, kept {})",
        family.id(),
        tricks.start(),
        tricks.end(),
        inference.surprise,
        inference.void,
        inference.kept
    );
    out!(
        "decisions {}; a seat void in a suit it has not shown void in: real deals {:.1}%, guesses {:.1}%",
        c.decisions,
        100.0 * c.real_voids / pairs,
        100.0 * c.guessed_voids / pairs
    );
    if c.worst_hidden > 0 {
        out!(
            "the worst card hidden at {} decisions: the guesses put {:.1}% of their weight on a hand that really holds it",
            c.worst_hidden,
            100.0 * c.worst_on_holder / c.worst_hidden as f64
        );
    }
    Ok(())
}

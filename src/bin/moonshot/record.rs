//! `moonshot record`: deals played by the zoo's players, every decision written as one
//! [`DecisionRecord`], for `train/` to learn a model of the other players from.
use crate::{CliError, GameArgs, rule_set};
use clap::Args;
use moonshot::bots::tournament::deal_setup;
use moonshot::bots::{
    Bot, DecisionRecord, PlayError, Player, RECORD_BYTES, ZooBot, play_out_deal, roster,
};
use moonshot::engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::io::Write;
use std::sync::Arc;

#[derive(Args)]
pub struct RecordArgs {
    #[command(flatten)]
    game: GameArgs,
    #[arg(long, default_value_t = 1000)]
    deals: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The file to write, RECORD_BYTES bytes a decision (docs/bots.md says what they hold).
    #[arg(long)]
    out: std::path::PathBuf,
    /// Put the held-out family (Holdout) in one seat of every deal and record only its
    /// decisions: the data a model is judged on, never trained on.
    #[arg(long)]
    holdout: bool,
}

/// `moonshot record`: see [`crate::Command::Record`].
pub fn record(args: &RecordArgs) -> Result<(), CliError> {
    let rules = Arc::new(rule_set(&args.game.game, args.game.players, &[])?);
    if rules.players() > 4 {
        return Err(CliError::TooManyToRecord {
            players: rules.players(),
        });
    }
    let file = std::fs::File::create(&args.out).map_err(|e| CliError::Write {
        path: args.out.display().to_string(),
        error: e,
    })?;
    let mut file = std::io::BufWriter::new(file);
    let started = std::time::Instant::now();
    let mut decisions = 0u64;
    const CHUNK: u32 = 512;
    for chunk in (0..args.deals).step_by(CHUNK as usize) {
        let deals: Vec<u32> = (chunk..(chunk + CHUNK).min(args.deals)).collect();
        let bytes: Vec<Vec<u8>> = deals
            .par_iter()
            .map(|&deal| record_deal(&rules, args.seed, deal, args.holdout))
            .collect::<Result<_, _>>()
            .map_err(CliError::Play)?;
        for deal in bytes {
            decisions += (deal.len() / RECORD_BYTES) as u64;
            file.write_all(&deal).map_err(|e| CliError::Write {
                path: args.out.display().to_string(),
                error: e,
            })?;
        }
    }
    file.flush().map_err(|e| CliError::Write {
        path: args.out.display().to_string(),
        error: e,
    })?;
    out!(
        "{decisions} decisions of {} deals written to {} in {:.1} s",
        args.deals,
        args.out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// One deal at a table drawn from the roster, its decisions as bytes.
fn record_deal(
    rules: &Arc<moonshot::engine::RuleSet>,
    seed: u64,
    deal: u32,
    holdout: bool,
) -> Result<Vec<u8>, PlayError> {
    let n = rules.players() as usize;
    let deal_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ deal as u64;
    let mut rng = ChaCha8Rng::seed_from_u64(deal_seed);
    let mut ids: Vec<u16> = (0..n).map(|_| roster::drawn(&mut rng)).collect();
    let recorded = holdout.then(|| deal as usize % n);
    if let Some(seat) = recorded {
        ids[seat] = roster::HOLDOUT;
    }
    let mut bots: Vec<ZooBot> = ids
        .iter()
        .enumerate()
        .map(|(s, &id)| {
            let player = roster::player(id).unwrap_or(Player::Easy);
            ZooBot::new(player, deal_seed ^ (s as u64) << 40)
        })
        .collect();
    // Each deal the first, second, third or fourth of a game: every way of passing.
    let setup = deal_setup(rules, deal_seed, deal, deal % 4, Vec::new());
    let mut game =
        Game::from_deal(Arc::clone(rules), deal_seed, &setup).map_err(PlayError::Deal)?;
    let mut out = Vec::new();
    play_out_deal(&mut game, |seat, view| {
        let action = bots.get_mut(seat.index())?.choose(view)?;
        if recorded.is_none_or(|s| s == seat.index())
            && let Some(record) = DecisionRecord::of(view, &action, ids[seat.index()], deal)
        {
            out.extend_from_slice(&record.to_bytes());
        }
        Some(action)
    })?;
    Ok(out)
}

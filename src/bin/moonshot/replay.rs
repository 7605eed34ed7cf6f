//! `moonshot replay`: a game record on stdin, replayed line by line.
use crate::CliError;
use moonshot::engine::GameRecord;
use std::io::Read;

/// `moonshot replay`: see [`crate::Command::Replay`]. An illegal action in the record is a
/// [`CliError::Replay`] of a refusal, which exits with code 2.
pub fn replay() -> Result<(), CliError> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(CliError::Stdin)?;
    let record: GameRecord = serde_json::from_str(&input).map_err(CliError::BadRecord)?;
    record
        .replay_lines(|line| out!("{line}"))
        .map_err(CliError::Replay)?;
    Ok(())
}

//! What can go wrong on the command line. `main` prints `moonshot: ` and the error's text on
//! stderr and exits with its [`CliError::exit_code`].
use moonshot::bots::PlayError;
use moonshot::bots::tournament::TournamentError;
use moonshot::engine::{RecordError, RulesError, SetupError, VariantError};
use std::fmt;
use std::process::ExitCode;

#[derive(Debug)]
pub enum CliError {
    /// `--lang` names no language the game's texts are written in. Exits with code 2.
    NoLanguage { code: String },
    /// A `--variant` names no variant.
    NoVariant { name: String },
    /// A `--game` names no game (where it is read as a preset's id).
    NoGame { name: String },
    /// A bot's name names none of `known`.
    NoBot {
        name: String,
        known: Vec<&'static str>,
    },
    /// `guesses --weigh` names a level that does not search.
    NoSearch { level: String },
    /// The game, its players or its variants make no game.
    Setup(SetupError),
    /// The rules are inconsistent.
    Rules(RulesError),
    /// The variants do not fit the game, or each other.
    Variants(VariantError),
    /// The engine broke a promise: an invariant, a legal action refused, a game that stopped.
    /// The text says where (`simulate`, `stress`).
    Broken(String),
    /// The bots' tournament refused or failed.
    Tournament(TournamentError),
    /// A deal of the guesses' count could not be played.
    Play(PlayError),
    /// Stdin could not be read.
    Stdin(std::io::Error),
    /// A file could not be written.
    Write { path: String, error: std::io::Error },
    /// `record` keeps tables of at most four.
    TooManyToRecord { players: u8 },
    /// The game record on stdin is not one (`replay`).
    BadRecord(serde_json::Error),
    /// The record's game does not replay; a refused action exits with code 2.
    Replay(RecordError),
}

impl CliError {
    /// 2 for a language the tool does not know and for an illegal action in a replayed
    /// record; 1 for everything else.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            CliError::NoLanguage { .. } | CliError::Replay(RecordError::Refused { .. }) => {
                ExitCode::from(2)
            }
            _ => ExitCode::FAILURE,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::NoLanguage { code } => {
                let codes: Vec<&str> = moonshot::lang::Lang::all().map(|l| l.code()).collect();
                write!(f, "no language '{code}': one of {}", codes.join(", "))
            }
            CliError::NoVariant { name } => {
                let known: Vec<_> = moonshot::engine::Variant::ALL
                    .iter()
                    .map(|v| v.id())
                    .collect();
                write!(
                    f,
                    "no variant called \"{name}\"; the variants are: {}",
                    known.join(", ")
                )
            }
            CliError::NoGame { name } => write!(f, "no game called \"{name}\""),
            CliError::NoBot { name, known } => write!(
                f,
                "no bot called \"{name}\"; the bots are: {}",
                known.join(", ")
            ),
            CliError::NoSearch { level } => write!(
                f,
                "{level} does not search: weigh as hard, expert or uniform"
            ),
            CliError::Setup(error) => write!(f, "{error}"),
            CliError::Rules(error) => write!(f, "{error}"),
            CliError::Variants(error) => write!(f, "{error}"),
            CliError::Broken(text) => write!(f, "{text}"),
            CliError::Tournament(error) => write!(f, "{error}"),
            CliError::Play(error) => write!(f, "{error}"),
            CliError::Stdin(error) => write!(f, "cannot read stdin: {error}"),
            CliError::Write { path, error } => write!(f, "cannot write {path}: {error}"),
            CliError::TooManyToRecord { players } => {
                write!(f, "record keeps tables of at most 4 players, not {players}")
            }
            CliError::BadRecord(error) => write!(f, "the game record is not valid: {error}"),
            CliError::Replay(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for CliError {}

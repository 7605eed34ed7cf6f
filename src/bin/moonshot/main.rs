//! `moonshot`: the command-line tool over the same engine and bots as the app.
//! See docs/cli.md.
//!
//! One file per subcommand (or per few close ones); this one holds the command line itself,
//! the arguments several subcommands share, and what they all use.
use clap::{Args, Parser, Subcommand};
use moonshot::bots::Level;
use moonshot::bots::tournament::Entrant;
use moonshot::engine::{GameRecord, Preset, RuleSet, Variant};
use std::process::ExitCode;

/// Prints a line to stdout; a closed pipe (`moonshot games | head -1`) ends the program
/// quietly instead of with a panic.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write;
        if writeln!(std::io::stdout().lock(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

mod bench;
mod bot;
mod error;
mod games;
mod guesses;
mod record;
mod replay;
mod simulate;
mod stress;
mod tournament;

use error::CliError;

#[derive(Parser)]
#[command(
    name = "moonshot",
    version,
    about = "Every game of Hearts: simulate, benchmark and replay games, run bot tournaments, and play as a bot"
)]
struct Cli {
    /// The language of the game's texts (rules, refusals, hints, `texts`): en, de, fr, es, nl,
    /// pt-BR, ru, zh-CN or ar. The tool's own messages stay in English.
    #[arg(long, global = true, default_value = "en")]
    lang: String,
    #[command(subcommand)]
    command: Command,
}

/// The game a subcommand plays when no `--game` names one.
const DEFAULT_GAME: &str = "black-lady";

/// `--game` and `--players`, for the subcommands that play a game at a fixed table.
#[derive(Args)]
struct GameArgs {
    #[arg(long, default_value = DEFAULT_GAME)]
    game: String,
    #[arg(long, default_value_t = 4)]
    players: u8,
}

/// `--variant`, repeatable.
#[derive(Args)]
struct VariantArgs {
    /// Switch on a named variant of the game (repeatable); `moonshot rules` lists them.
    #[arg(long = "variant", value_name = "NAME")]
    variants: Vec<String>,
}

#[derive(Subcommand)]
enum Command {
    /// List the games: NAME MIN_PLAYERS MAX_PLAYERS description.
    Games,
    /// Play random-legal games, checking the engine's invariants after every action.
    Simulate(simulate::SimulateArgs),
    /// Print every text a player can meet, one a line: the rules of every game and variant,
    /// names and lines of the choices, refusals, and what the table says and the bots advise
    /// through deals of every game (what the spelling check reads).
    Texts(games::TextsArgs),
    /// Apply random actions, legal and not, across every game, player count and variant,
    /// checking the engine's invariants after each; an illegal action must be refused and
    /// leave the game as it was. Prints the time taken.
    Stress(stress::StressArgs),
    /// Time random full-deal playouts in one thread.
    Bench(bench::BenchArgs),
    /// Read a JSON game record on stdin and replay it: one JSON line per decision, then each
    /// deal's points and the totals. An illegal action exits with code 2.
    Replay,
    /// Duplicate tournament between bots: every deal is played once per rotation of the
    /// seats, so every bot plays every hand; prints each bot's figures.
    Tournament(tournament::TournamentArgs),
    /// Time a bot's decisions over fixed, seeded positions (the same ones the browser script
    /// tests/browser/bench-bots.mjs times in the Web Worker).
    BenchBots(bench::BenchBotsArgs),
    /// Count how well the search's guesses of the hidden cards match real deals: deals played
    /// by one family of bots; at each card decision of the first tricks, how often the
    /// guesses make a seat void in a suit, against the real hands, and how much of the guesses'
    /// weight puts the worst card (the Q♠) where it really is. See docs/bots.md.
    Guesses(guesses::GuessesArgs),
    /// Answer one JSON request per line on stdin (one seat's knowledge of a deal) with one
    /// JSON line: the bot's action, or an error naming the problem. See docs/cli.md.
    Bot(bot::BotArgs),
    /// Print a game's rules, written from the same rule set the engine plays.
    Rules(games::RulesArgs),
    /// Play deals between players of many styles (the zoo) and write every decision, as the
    /// deciding seat saw it, to a file: what train/ learns a model of the others from. See
    /// docs/bots.md.
    Record(record::RecordArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("moonshot: {error}");
            error.exit_code()
        }
    }
}

fn run(cli: Cli) -> Result<(), CliError> {
    let lang = moonshot::lang::Lang::from_code(&cli.lang)
        .ok_or(CliError::NoLanguage { code: cli.lang })?;
    moonshot::lang::set(lang);
    match cli.command {
        Command::Games => games::games(),
        Command::Simulate(args) => simulate::simulate(&args),
        Command::Bench(args) => bench::bench(&args),
        Command::Replay => replay::replay(),
        Command::Tournament(args) => tournament::tournament(&args),
        Command::Bot(args) => bot::bot(&args),
        Command::BenchBots(args) => bench::bench_bots(&args),
        Command::Guesses(args) => guesses::count_guesses(&args),
        Command::Rules(args) => games::rules(&args),
        Command::Stress(args) => stress::stress(&args),
        Command::Texts(args) => games::texts(&args),
        Command::Record(args) => record::record(&args),
    }
}

/// The checked rules of a preset with its variants, or the error naming the problem.
fn rule_set(game: &str, players: u8, variants: &[String]) -> Result<RuleSet, CliError> {
    let mut record = GameRecord::new(Preset::BlackLady, players, 0);
    record.game = game.to_string();
    for name in variants {
        let variant =
            Variant::from_id(name).ok_or_else(|| CliError::NoVariant { name: name.clone() })?;
        record.variants.push(variant);
    }
    let rules = record.rules().map_err(CliError::Setup)?;
    rules.check().map_err(CliError::Rules)
}

/// The level a name on the command line names.
fn level(name: &str) -> Result<Level, CliError> {
    Level::from_id(name.trim()).ok_or_else(|| CliError::NoBot {
        name: name.to_string(),
        known: Level::ALL.iter().map(|l| l.id()).collect(),
    })
}

/// The bot (a level, or the rival) a name on the command line names.
fn entrant(name: &str) -> Result<Entrant, CliError> {
    Entrant::from_id(name.trim()).ok_or_else(|| CliError::NoBot {
        name: name.to_string(),
        known: Entrant::ALL.iter().map(|e| e.id()).collect(),
    })
}

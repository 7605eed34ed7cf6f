//! `moonshot`: the command-line tool over the same engine and bots as the app.
//! See docs/cli.md.
use clap::{Parser, Subcommand};
use moonshot::bots::tournament::{Entrant, Tournament};
use moonshot::bots::{BotRequest, Level, advise, bench_positions, mean_and_p95, time_decisions};
use moonshot::engine::{
    Action, Event, EventSink, Game, GameRecord, Phase, Preset, RecordError, RecordedAction, Seat,
    Variant, arbitrary_action, random_action,
};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

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

#[derive(Subcommand)]
enum Command {
    /// List the games: NAME MIN_PLAYERS MAX_PLAYERS description.
    Games,
    /// Play random-legal games, checking the engine's invariants after every action.
    Simulate {
        #[arg(long, default_value = "black-lady")]
        game: String,
        #[arg(long, default_value_t = 4)]
        players: u8,
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Switch on a named variant of the game (repeatable); `moonshot rules` lists them.
        #[arg(long = "variant", value_name = "NAME")]
        variants: Vec<String>,
    },
    /// Print every text a player can meet, one a line: the rules of every game and variant,
    /// names and lines of the choices, refusals, and what the table says and the bots advise
    /// through deals of every game (what the spelling check reads).
    Texts {
        /// Say where each text comes from, before a tab.
        #[arg(long)]
        sources: bool,
    },
    /// Apply random actions, legal and not, across every game, player count and variant,
    /// checking the engine's invariants after each; an illegal action must be refused and
    /// leave the game as it was. Prints the time taken.
    Stress {
        /// How many actions in all.
        #[arg(long, default_value_t = 10_000_000)]
        actions: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Time random full-deal playouts in one thread.
    Bench {
        #[arg(long, default_value = "black-lady")]
        game: String,
        #[arg(long, default_value_t = 4)]
        players: u8,
        #[arg(long, default_value_t = 200_000)]
        deals: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Switch on a named variant of the game (repeatable); `moonshot rules` lists them.
        #[arg(long = "variant", value_name = "NAME")]
        variants: Vec<String>,
    },
    /// Read a JSON game record on stdin and replay it: one JSON line per decision, then each
    /// deal's points and the totals. An illegal action exits with code 2.
    Replay,
    /// Duplicate tournament between bots: every deal is played once per rotation of the
    /// seats, so every bot plays every hand; prints each bot's figures.
    Tournament {
        #[arg(long, default_value = "black-lady")]
        game: String,
        #[arg(long, default_value_t = 4)]
        players: u8,
        /// Deals to play (each is played once per seat).
        #[arg(long, default_value_t = 400)]
        deals: u32,
        /// The bot in each seat, before rotation: beginner, easy, normal, hard or expert (the
        /// app's levels), or rival (a heuristic family the search does not model).
        #[arg(
            long,
            value_delimiter = ',',
            default_value = "hard,normal,normal,normal"
        )]
        seats: Vec<String>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Switch on a named variant of the game (repeatable); `moonshot rules` lists them.
        #[arg(long = "variant", value_name = "NAME")]
        variants: Vec<String>,
        /// End with one line of JSON holding every bot's figures.
        #[arg(long)]
        json: bool,
    },
    /// Time a bot's decisions over fixed, seeded positions (the same ones the browser script
    /// tests/browser/bench-bots.mjs times in the Web Worker).
    BenchBots {
        #[arg(long, default_value = "black-lady")]
        game: String,
        #[arg(long, default_value_t = 4)]
        players: u8,
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
    },
    /// Count how well the search's guesses of the hidden cards match real deals: deals played
    /// by one family of bots; at each card decision of the first tricks, how often the
    /// guesses make a seat void in a suit, against the real hands, and how much of the guesses'
    /// weight puts the worst card (the Q♠) where it really is. See docs/bots.md.
    Guesses {
        #[arg(long, default_value = "black-lady")]
        game: String,
        #[arg(long, default_value_t = 4)]
        players: u8,
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
    },
    /// Answer one JSON request per line on stdin (one seat's knowledge of a deal) with one
    /// JSON line: the bot's action, or an error naming the problem. See docs/cli.md.
    Bot {
        /// beginner, easy, normal, hard or expert.
        #[arg(long, default_value = "hard")]
        level: String,
    },
    /// Print a game's rules, written from the same rule set the engine plays.
    Rules {
        #[arg(long, default_value = "black-lady")]
        game: String,
        #[arg(long)]
        players: Option<u8>,
        /// Switch on a named variant of the game (repeatable); `moonshot rules` lists them.
        #[arg(long = "variant", value_name = "NAME")]
        variants: Vec<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match moonshot::lang::Lang::from_code(&cli.lang) {
        Some(lang) => {
            moonshot::lang::set(lang);
        }
        None => {
            let codes: Vec<&str> = moonshot::lang::Lang::all().map(|l| l.code()).collect();
            eprintln!(
                "moonshot: no language '{}': one of {}",
                cli.lang,
                codes.join(", ")
            );
            return ExitCode::from(2);
        }
    }
    let result = match cli.command {
        Command::Games => {
            games();
            Ok(())
        }
        Command::Simulate {
            game,
            players,
            games,
            seed,
            variants,
        } => simulate(&game, players, &variants, games, seed),
        Command::Bench {
            game,
            players,
            deals,
            seed,
            variants,
        } => bench(&game, players, &variants, deals, seed),
        Command::Replay => return replay(),
        Command::Tournament {
            game,
            players,
            deals,
            seats,
            seed,
            variants,
            json,
        } => tournament(&game, players, &variants, deals, &seats, seed, json),
        Command::Bot { level } => bot(&level),
        Command::BenchBots {
            game,
            players,
            level: name,
            positions,
            seed,
            hint,
        } => bench_bots(&game, players, &name, positions, seed, hint),
        Command::Guesses {
            game,
            players,
            family,
            deals,
            guesses,
            from_trick,
            to_trick,
            weigh,
            surprise,
            void,
            kept,
            seed,
        } => count_guesses(
            &game,
            players,
            &family,
            deals,
            guesses,
            from_trick..=to_trick,
            (&weigh, [surprise, void, kept]),
            seed,
        ),
        Command::Rules {
            game,
            players,
            variants,
        } => rules_text(&game, players, &variants),
        Command::Stress { actions, seed } => stress(actions, seed),
        Command::Texts { sources } => {
            for (from, text) in moonshot::ui::texts::all() {
                match sources {
                    true => println!("{from}\t{text}"),
                    false => println!("{text}"),
                }
            }
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("moonshot: {message}");
            ExitCode::FAILURE
        }
    }
}

fn games() {
    for preset in Preset::ALL {
        out!(
            "{} {} {} {}",
            preset.id(),
            preset.min_players(),
            preset.max_players(),
            preset.description()
        );
    }
}

fn rules_text(game: &str, players: Option<u8>, variants: &[String]) -> Result<(), String> {
    let players = match players {
        Some(n) => n,
        None => Preset::from_id(game).map_or(4, |p| p.default_players()),
    };
    let set = rule_set(game, players, variants)?;
    out!(
        "{}",
        moonshot::lang::words::rules::plain(&set.describe()).trim_end()
    );
    if let Some(preset) = Preset::from_id(game) {
        let offered: Vec<Variant> = preset
            .variants(players)
            .into_iter()
            .filter(|v| !set.rules().variants.contains(v))
            .collect();
        if !offered.is_empty() {
            out!("\n{}", moonshot::lang::t::rules_cli_variants());
            for variant in offered {
                out!("- {}: {}", variant.id(), variant.explanation());
            }
        }
    }
    Ok(())
}

/// The checked rules of a preset with its variants, or a message naming the problem.
fn rule_set(
    game: &str,
    players: u8,
    variants: &[String],
) -> Result<moonshot::engine::RuleSet, String> {
    let mut record = GameRecord::new(Preset::BlackLady, players, 0);
    record.game = game.to_string();
    for name in variants {
        let variant = Variant::from_id(name).ok_or_else(|| {
            let known: Vec<_> = Variant::ALL.iter().map(|v| v.id()).collect();
            format!(
                "no variant called \"{name}\"; the variants are: {}",
                known.join(", ")
            )
        })?;
        record.variants.push(variant);
    }
    let rules = record.rules().map_err(|e| e.to_string())?;
    rules.check().map_err(|e| e.to_string())
}

/// Every game the engine plays: each preset at each player count, with no variant and with
/// each variant it allows (and the variants that one needs).
fn every_rule_set() -> Result<Vec<(String, std::sync::Arc<moonshot::engine::RuleSet>)>, String> {
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
                    .map_err(|e| e.to_string())?;
                let set = rules.check().map_err(|e| e.to_string())?;
                let names: Vec<_> = variants.iter().map(|v| v.id()).collect();
                let name = format!("{} for {players} [{}]", preset.id(), names.join(","));
                sets.push((name, std::sync::Arc::new(set)));
            }
        }
    }
    Ok(sets)
}

/// `moonshot stress`: see [`Command::Stress`]. Games take turns, one per rule set; in each,
/// three actions in four are random legal ones, the fourth anything at all from any seat.
fn stress(total: u64, seed: u64) -> Result<(), String> {
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
                    return Err(format!("{}: a legal action was refused: {why}", where_()));
                }
                Err(_) => {
                    refused += 1;
                    if before.as_ref() != Some(&game) {
                        return Err(format!("{}: a refused action changed the game", where_()));
                    }
                }
            }
            game.check_invariants()
                .map_err(|e| format!("{}: {e}", where_()))?;
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

fn simulate(
    game: &str,
    players: u8,
    variants: &[String],
    games: u64,
    seed: u64,
) -> Result<(), String> {
    let rules = std::sync::Arc::new(rule_set(game, players, variants)?);
    let mut sums = vec![0i64; players as usize];
    let mut wins = vec![0u64; players as usize];
    let mut deals = 0u64;
    let mut actions = 0u64;
    for g in 0..games {
        let game_seed = seed.wrapping_add(g);
        let mut game = Game::new(rules.clone(), game_seed);
        let mut rng = ChaCha8Rng::seed_from_u64(game_seed ^ 0x5151_5151);
        let mut events = Vec::new();
        game.check_invariants()
            .map_err(|e| format!("game {g} (seed {game_seed}), before any action: {e}"))?;
        while let Some((seat, action)) = random_action(&game, &mut rng) {
            events.clear();
            game.apply(seat, action, &mut events).map_err(|e| {
                format!("game {g} (seed {game_seed}): a legal action was refused: {e}")
            })?;
            actions += 1;
            game.check_invariants()
                .map_err(|e| format!("game {g} (seed {game_seed}), action {actions}: {e}"))?;
            deals += events
                .iter()
                .filter(|e| matches!(e, Event::HandScored(_)))
                .count() as u64;
        }
        if game.phase() != Phase::GameOver {
            return Err(format!(
                "game {g} (seed {game_seed}) stopped before its end"
            ));
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

fn level(name: &str) -> Result<Level, String> {
    Level::from_id(name.trim()).ok_or_else(|| {
        let known: Vec<_> = Level::ALL.iter().map(|l| l.id()).collect();
        format!(
            "no bot called \"{name}\"; the bots are: {}",
            known.join(", ")
        )
    })
}

fn entrant(name: &str) -> Result<Entrant, String> {
    Entrant::from_id(name.trim()).ok_or_else(|| {
        let known: Vec<_> = Entrant::ALL.iter().map(|e| e.id()).collect();
        format!(
            "no bot called \"{name}\"; the bots are: {}",
            known.join(", ")
        )
    })
}

#[allow(clippy::too_many_arguments)]
fn count_guesses(
    game: &str,
    players: u8,
    family: &str,
    deals: u32,
    guesses: u32,
    tricks: std::ops::RangeInclusive<u8>,
    (weigh, [surprise, void, kept]): (&str, [Option<f32>; 3]),
    seed: u64,
) -> Result<(), String> {
    let rules = std::sync::Arc::new(rule_set(game, players, &[])?);
    let family = entrant(family)?;
    let inference = match weigh {
        "uniform" => moonshot::bots::UNIFORM,
        name => {
            level(name)?
                .effort()
                .ok_or_else(|| format!("{name} does not search: weigh as hard, expert or uniform"))?
                .inference
        }
    };
    let inference = moonshot::bots::Inference {
        surprise: surprise.unwrap_or(inference.surprise),
        void: void.unwrap_or(inference.void),
        kept: kept.unwrap_or(inference.kept),
    };
    let c = moonshot::bots::tournament::count_guesses(
        &rules,
        family,
        deals,
        seed,
        tricks.clone(),
        guesses,
        &inference,
    )?;
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

fn tournament(
    game: &str,
    players: u8,
    variants: &[String],
    deals: u32,
    seats: &[String],
    seed: u64,
    as_json: bool,
) -> Result<(), String> {
    let rules = rule_set(game, players, variants)?;
    let seats = seats
        .iter()
        .map(|s| entrant(s))
        .collect::<Result<Vec<_>, _>>()?;
    let names: Vec<&str> = seats.iter().map(|l| l.id()).collect();
    let event = Tournament::new(rules.rules(), seats.clone(), deals, seed)?;
    let start = Instant::now();
    let standings = event.run()?;
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

fn bench_bots(
    game: &str,
    players: u8,
    level_name: &str,
    count: usize,
    seed: u64,
    hint: bool,
) -> Result<(), String> {
    let level = level(level_name)?;
    let preset = Preset::from_id(game).ok_or_else(|| format!("no game called \"{game}\""))?;
    let positions = bench_positions(preset, players, count, seed).map_err(|e| e.to_string())?;
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

/// Answers requests line by line until stdin ends; a bad request gets an error line and
/// the next one is read.
fn bot(level_name: &str) -> Result<(), String> {
    let level = level(level_name)?;
    let stdin = std::io::stdin();
    let mut line = String::new();
    loop {
        line.clear();
        match std::io::BufRead::read_line(&mut stdin.lock(), &mut line) {
            Ok(0) => return Ok(()),
            Ok(_) => {}
            Err(e) => return Err(format!("cannot read stdin: {e}")),
        }
        if line.trim().is_empty() {
            continue;
        }
        out!("{}", answer(level, &line));
    }
}

/// A choice's words as its `reason`, and the figures they rest on, where there are any, as
/// its `figures`.
fn said(value: &mut serde_json::Value, said: &moonshot::bots::Said) {
    use moonshot::lang::words::hints;
    // Seats as the command line names them: "seat 3".
    let name = |s: Seat| moonshot::lang::Arg::from(s.to_string());
    value["reason"] = json!(hints::words(said, &name).to_string());
    if let Some(figures) = hints::figures(said) {
        value["figures"] = json!(figures.to_string());
    }
}

/// One request's answer: `{"seat":0,"play":"QS","reason":"…"}` or `{"error":"…"}`.
fn answer(level: Level, line: &str) -> serde_json::Value {
    let request: BotRequest = match serde_json::from_str(line) {
        Ok(request) => request,
        Err(e) => return json!({ "error": format!("the request is not valid: {e}") }),
    };
    let view = match request.view() {
        Ok(view) => view,
        Err(e) => return json!({ "error": e }),
    };
    let mut rng = ChaCha8Rng::seed_from_u64(0x0B07 ^ view.history.len() as u64);
    match advise(level, &view, &mut rng) {
        Some(advice) => {
            let mut value = json!(RecordedAction {
                seat: view.seat,
                action: advice.action,
            });
            said(&mut value, &advice.reason);
            // The search levels: the runner-up, the margin and every other choice compared.
            if let Some(found) = &advice.searched {
                value["guesses"] = json!(found.guesses);
                if let Some((other, margin)) = advice.runner_up() {
                    value["runner_up"] = action_json(view.seat, other);
                    value["margin"] = json!(rounded(margin));
                    value["noise"] = json!(rounded(found.noise_over(&other).unwrap_or(0.0)));
                }
                let compared: Vec<serde_json::Value> = advice
                    .others
                    .iter()
                    .filter_map(|(other, why)| {
                        let mut entry = action_json(view.seat, *other);
                        entry["margin"] = json!(rounded(found.margin_over(other)?));
                        entry["noise"] = json!(rounded(found.noise_over(other).unwrap_or(0.0)));
                        said(&mut entry, why);
                        Some(entry)
                    })
                    .collect();
                value["compared"] = json!(compared);
            }
            value
        }
        None => json!({
            "error": format!("{} has nothing to decide now: {}", view.seat, view.phase)
        }),
    }
}

/// An action as a game record writes it, without its seat: `{"play":"9C"}`.
fn action_json(seat: Seat, action: Action) -> serde_json::Value {
    let mut value = json!(RecordedAction { seat, action });
    if let Some(map) = value.as_object_mut() {
        map.remove("seat");
    }
    value
}

/// A margin (or its noise) in points a deal, to two decimals.
fn rounded(points: f32) -> f64 {
    (f64::from(points) * 100.0).round() / 100.0
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

fn bench(
    game: &str,
    players: u8,
    variants: &[String],
    deals: u64,
    seed: u64,
) -> Result<(), String> {
    let rules = std::sync::Arc::new(rule_set(game, players, variants)?);
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

fn replay() -> ExitCode {
    let mut input = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut input) {
        eprintln!("moonshot: cannot read stdin: {e}");
        return ExitCode::FAILURE;
    }
    let record: GameRecord = match serde_json::from_str(&input) {
        Ok(record) => record,
        Err(e) => {
            eprintln!("moonshot: the game record is not valid: {e}");
            return ExitCode::FAILURE;
        }
    };
    match record.replay_lines(|line| out!("{line}")) {
        Ok(_) => {}
        Err(error @ RecordError::Refused { .. }) => {
            eprintln!("moonshot: {error}");
            return ExitCode::from(2);
        }
        Err(error) => {
            eprintln!("moonshot: {error}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

//! What each fuzz target does with its input, one public function per target
//! (`fuzz_targets/NAME.rs` calls `NAME`). Any input may be refused with an error; a panic is a
//! bug. The main crate's `tests/fuzz_regressions.rs` includes this file too and runs every
//! saved crash (`tests/fuzz/regressions/NAME/`) and every seed (`tests/fuzz/seeds/NAME/`)
//! through the same functions, so they run under `cargo test` on the stable toolchain.
//!
//! - [`record`]: a game record (`moonshot replay`), replayed in full.
//! - [`save`]: the app's save, game file, settings, statistics and new-game choices, resumed.
//! - [`bot_request`]: `moonshot bot`'s request and the bots' worker's request, answered.
//! - [`actions`]: bytes that choose a game and then drive it, legal actions and anything at
//!   all, with the engine's invariants checked after every action.
use moonshot::bots::{Bot, BotRequest, Level, LevelBot, advise};
use moonshot::engine::{
    Action, Card, Event, Game, GameRecord, LastHand, MAX_PASS, MoonChoice, PassDirection, PassList,
    PlayerView, Preset, RecordedAction, RuleOption, Seat, Suit, Variant, arbitrary_action,
    random_action,
};
use moonshot::ui::bot_service::{self, Answer, Request};
use moonshot::ui::choices::GameChoices;
use moonshot::ui::save::{
    GameStats, SavedGame, Settings, Statistics, choices_for, parse_game_file,
};
use moonshot::ui::table::{Act, Msg, NewGame, Speed, Table, Worker};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::sync::Arc;

/// The JSON targets read text; bytes that are not UTF-8 are not a request at all.
fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// The levels that answer in well under a millisecond: the searching levels (Hard, Expert)
/// take tens of milliseconds a decision, too slow for a fuzzer, so they are asked of Normal.
fn cheap(level: Level) -> Level {
    match level.effort() {
        Some(_) => Level::Normal,
        None => level,
    }
}

// ---------------------------------------------------------------------------------------
// record

/// A game record as `moonshot replay` reads it: decoded, replayed action by action with the
/// decision printed before each (whose turn, the phase, the legal actions), then the deals'
/// scores and the totals, as the CLI prints them. The record also survives a trip through
/// JSON unchanged, and the game it replays to keeps the engine's invariants.
pub fn record(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let Ok(record) = serde_json::from_str::<GameRecord>(text) else {
        return;
    };
    let written = serde_json::to_string(&record).expect("a record writes as JSON");
    let back: GameRecord = serde_json::from_str(&written).expect("a written record reads back");
    // The options are kept as JSON values, and serde_json does not read every float back to
    // the same bits (a 49-digit number in regressions/record/); the rules take no floats, so
    // what the options make is compared, not their text.
    let same = GameRecord {
        options: record.options.clone(),
        ..back.clone()
    };
    assert_eq!(same, record, "a record changes on its way through JSON");
    assert_eq!(
        back.rules().ok(),
        record.rules().ok(),
        "a record's rules change on their way through JSON"
    );
    replay(&record);
}

/// `moonshot replay` on `record`, everything it prints made but not printed.
fn replay(record: &GameRecord) {
    match record.replay_lines(|line| {
        let _ = line.to_string();
    }) {
        Ok(game) => {
            if let Err(broken) = game.check_invariants() {
                panic!("a replayed record breaks an invariant: {broken}");
            }
        }
        Err(error) => assert!(!error.to_string().is_empty(), "an error says nothing"),
    }
}

// ---------------------------------------------------------------------------------------
// save

/// What the app reads back from the browser's storage and from a loaded file, each used the
/// way the app uses it: the save resumed (and written again, which must resume to the same
/// game), a game file loaded onto a table, the settings and statistics, and the remembered
/// new-game choices made into a table.
pub fn save(data: &[u8]) {
    let Some(text) = text(data) else { return };
    if let Ok(saved) = SavedGame::parse(text)
        && let Ok(table) = saved.resume(Speed::Instant)
    {
        let again = serde_json::to_string(&SavedGame::of(&table)).expect("a save writes");
        let resumed = SavedGame::parse(&again)
            .and_then(|saved| saved.resume(Speed::Instant))
            .unwrap_or_else(|why| panic!("a game saved again does not resume: {why}"));
        assert!(
            resumed.game() == table.game(),
            "a save resumes to another game"
        );
        exercise(table);
    }
    match parse_game_file(text) {
        Ok(record) => {
            let mut table = Table::new(GameChoices::default(), 1, Speed::Instant)
                .expect("four-player Black Lady deals");
            let choices = choices_for(&record, table.choices());
            table.update(NewGame::Load { record, choices });
            exercise(table);
        }
        Err(why) => assert!(!why.to_string().is_empty(), "a refused file says nothing"),
    }
    if let Ok(settings) = serde_json::from_str::<Settings>(text) {
        let _ = serde_json::to_string(&settings);
    }
    if let Ok(stats) = serde_json::from_str::<Statistics>(text) {
        for game in stats.games.values() {
            let _ = GameStats::average(game);
        }
    }
    if let Ok(saved) = serde_json::from_str::<GameChoices>(text) {
        // As at start-up with nothing in the address bar: the remembered choices, made fit.
        let (choices, _notices) = GameChoices::from_address(|_| None, &saved);
        let _ = choices.option_states();
        let _ = choices.variant_states();
        let _ = choices.to_query(1, None);
        let _ = choices.levels(choices.players);
        if let Ok(table) = Table::new(choices, 1, Speed::Instant) {
            exercise(table);
        }
    }
}

/// A few of the things the table does next: what it asks and allows, an undo, and a few
/// steps with the bots' questions answered on the spot by the Normal policy.
fn exercise(mut table: Table) {
    let _ = table.asked();
    let _ = table.awaiting();
    let _ = table.card_choices();
    let _ = table.winners();
    if table.can_undo() {
        table.update(Act::Undo);
    }
    for _ in 0..4 {
        let waiting: Vec<Request> = table
            .questions()
            .filter(|(request, _)| !request.is_review())
            .map(|(request, _)| request.clone())
            .collect();
        for request in waiting {
            if let Some(answer) = bot_service::answer_here(&request) {
                table.update(Worker::Answer {
                    answer,
                    from_worker: false,
                });
            }
        }
        table.update(Msg::Step);
    }
    let _ = table.record();
}

// ---------------------------------------------------------------------------------------
// bot_request

/// A request to `moonshot bot` (one line of its input) answered as the CLI answers it, and a
/// question to the bots' worker answered as the worker answers it, both at a quick level
/// (Beginner, Easy or Normal, by the input's length).
pub fn bot_request(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let level = [Level::Beginner, Level::Easy, Level::Normal][data.len() % 3];
    if let Ok(request) = serde_json::from_str::<BotRequest>(text) {
        cli_answer(level, &request);
    }
    if let Ok(request) = serde_json::from_str::<Request>(text) {
        worker_answer(level, &request);
    }
}

/// `answer` in src/bin/moonshot/bot.rs, after its parse.
fn cli_answer(level: Level, request: &BotRequest) {
    let view = match request.view() {
        Ok(view) => view,
        Err(why) => {
            assert!(
                !why.to_string().is_empty(),
                "a refused request says nothing"
            );
            return;
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(0x0B07 ^ view.history.len() as u64);
    if let Some(advice) = advise(level, &view, &mut rng) {
        let mut value = json!(RecordedAction {
            seat: view.seat,
            action: advice.action,
        });
        value["reason"] = json!(advice.reason);
        let _ = value.to_string();
    }
}

/// The worker's `answer`, with the searching levels asked of Normal. A review (which plays
/// the deal again with the Expert) is checked and played out as the worker would, with the
/// quick levels in every seat; a bench takes at most two positions.
fn worker_answer(level: Level, request: &Request) {
    let _ = (request.id(), request.timeout_ms(), request.is_review());
    let _ = request.with_id(7);
    let written = serde_json::to_string(request).expect("a request writes as JSON");
    let back: Request = serde_json::from_str(&written).expect("a written request reads back");
    assert!(
        &back == request,
        "a request changes on its way through JSON"
    );
    let _ = bot_service::answer_here(request);
    let answer = match request {
        Request::Decide {
            id,
            record,
            seat,
            seed,
            also,
            ..
        } => {
            let quick = Request::Decide {
                id: *id,
                level,
                record: record.clone(),
                seat: *seat,
                seed: *seed,
                also: *also,
            };
            bot_service::answer(&quick, || 0.0)
        }
        Request::Review {
            record,
            from,
            seat,
            levels,
            seed,
            ..
        } => {
            review(record, *from, *seat, levels, *seed);
            None
        }
        Request::Bench {
            id,
            game,
            players,
            count,
            seed,
            level: asked,
            hint,
        } => {
            let quick = Request::Bench {
                id: *id,
                game: game.clone(),
                players: *players,
                count: (*count).min(2),
                seed: *seed,
                level: cheap(*asked),
                hint: *hint,
            };
            let mut clock = 0.0;
            bot_service::answer(&quick, move || {
                clock += 1.0;
                clock
            })
        }
        Request::Mute => bot_service::answer(request, || 0.0),
    };
    if let Some(answer) = answer {
        if let Answer::Decided {
            action: Some(action),
            ..
        } = &answer
        {
            let rules = Preset::Cancellation.rules(11).check();
            let _ = rules.map(|rules| bot_service::describe_action(action, &rules));
        }
        let written = serde_json::to_string(&answer).expect("an answer writes as JSON");
        let back: Answer = serde_json::from_str(&written).expect("a written answer reads back");
        assert_eq!(back, answer, "an answer changes on its way through JSON");
    }
}

/// `review_deal` with quick bots: the record replayed to the deal at its action `from`, and
/// the deal played out from there to its score. The worker answers a record that does not
/// replay that far with an error; a bot with nothing to choose when asked, or a choice
/// refused, is a bug.
fn review(record: &GameRecord, from: usize, seat: Seat, levels: &[Level], seed: u64) {
    let mut start = None;
    let _ = record.replay(
        |step, game, _| {
            if step == from {
                start = Some(game.clone());
            }
        },
        &mut (),
    );
    let Some(mut game) = start else { return };
    let mut bots: Vec<LevelBot> = Seat::all(game.players())
        .map(|s| {
            let level = match s == seat {
                true => Level::Normal,
                false => cheap(levels.get(s.index()).copied().unwrap_or_default()),
            };
            LevelBot::new(level, seed ^ (s.0 as u64 + 1) << 40)
        })
        .collect();
    game.stop_after_deal();
    let mut last = LastHand::default();
    while last.0.is_none() {
        let Some(seat) = game.to_act().iter().next() else {
            return;
        };
        let view = game.view(seat);
        let Some(action) = bots[seat.index()].choose(&view) else {
            panic!(
                "{seat} is asked to act but its bot chooses nothing: {:?}",
                view.choice
            );
        };
        if let Err(why) = game.apply(seat, action, &mut last) {
            panic!("{seat}'s bot chose {action:?}, which is refused: {why}");
        }
        if let Err(broken) = game.check_invariants() {
            panic!("{seat} {action:?} broke an invariant: {broken}");
        }
    }
}

// ---------------------------------------------------------------------------------------
// actions

/// The bytes of an input, read from the front; past the end every byte reads as 0.
struct Input<'a> {
    data: &'a [u8],
}

impl Input<'_> {
    fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&first, rest)) => {
                self.data = rest;
                first
            }
            None => 0,
        }
    }

    fn u64(&mut self) -> u64 {
        (0..8).fold(0, |n, _| n << 8 | u64::from(self.byte()))
    }

    fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

/// At most this many actions an input: enough for several deals, quick enough for a fuzzer.
const MAX_ACTIONS: usize = 500;

/// Bytes that choose a game (a preset, its players, up to two of its variants, up to three of
/// its rule options, possibly a short target, a seed) and then drive it, each step one of:
/// the random legal action for an RNG seeded by the next byte; a run of up to 64 random
/// legal actions; `arbitrary_action` (anything at all from any seat); an action decoded
/// from the bytes (a seat up to two past the table and any action, the cards picked from
/// the seat's hand or the whole deck). A legal action must be applied; a refused one must
/// change nothing and emit nothing; after every action the engine's invariants must hold.
/// At the end the game written as a record must replay to the same game.
pub fn actions(data: &[u8]) {
    let mut input = Input { data };
    let preset = Preset::ALL[input.byte() as usize % Preset::ALL.len()];
    let (min, max) = (preset.min_players(), preset.max_players());
    let players = min + input.byte() % (max - min + 1);
    let base = preset.rules(players);

    // Variants: none, one or two of those the game offers, each after what it needs.
    let offered = preset.variants(players);
    let mut variants: Vec<Variant> = Vec::new();
    let wanted = input.byte() % 3;
    for _ in 0..wanted {
        let pick = input.byte() as usize;
        if let Some(&variant) = offered.get(pick % offered.len().max(1)) {
            for v in variant.with_requirements(&base) {
                if !variants.contains(&v) {
                    variants.push(v);
                }
            }
        }
    }
    let mut rules = match preset.rules_with(players, &variants) {
        Ok(rules) => rules,
        Err(_) => {
            variants.clear();
            base.clone()
        }
    };
    // Rule options, each kept only if the rules still make a game.
    for _ in 0..input.byte() % 4 {
        let option = RuleOption::ALL[input.byte() as usize % RuleOption::ALL.len()];
        let pick = input.byte() as usize;
        let values = option.values(&rules);
        let Some(value) = values.get(pick % values.len().max(1)) else {
            continue;
        };
        let mut changed = rules.clone();
        if option.set(&mut changed, &value.id).is_ok() && changed.check().is_ok() {
            rules = changed;
        }
    }
    // A short game, to reach its end within the input.
    let target = input.byte();
    if target >= 0xC0 {
        let mut changed = rules.clone();
        changed.target = i32::from(target - 0xBF);
        if changed.check().is_ok() {
            rules = changed;
        }
    }
    let Ok(set) = rules.check() else {
        panic!(
            "{} for {players} with {variants:?} does not check",
            preset.id()
        );
    };
    let seed = input.u64();
    let mut game = Game::new(Arc::new(set), seed);
    let mut record = GameRecord::with_rules(preset, &variants, &rules, seed)
        .unwrap_or_else(|why| panic!("no record of the rules: {why}"));

    let mut runs = ChaCha8Rng::seed_from_u64(seed);
    let mut events = Vec::new();
    let mut done = 0;
    while !input.is_empty() && done < MAX_ACTIONS {
        let op = input.byte();
        match op % 8 {
            0..=2 => {
                let mut rng = ChaCha8Rng::seed_from_u64(u64::from(input.byte()));
                if let Some((seat, action)) = random_action(&game, &mut rng) {
                    step(&mut game, &mut record, &mut events, seat, action, true);
                    done += 1;
                }
            }
            3 => {
                for _ in 0..=input.byte() % 64 {
                    let Some((seat, action)) = random_action(&game, &mut runs) else {
                        break;
                    };
                    step(&mut game, &mut record, &mut events, seat, action, true);
                    done += 1;
                }
            }
            4 => {
                let mut rng = ChaCha8Rng::seed_from_u64(
                    u64::from(input.byte()) << 8 | u64::from(input.byte()),
                );
                let (seat, action) = arbitrary_action(players, &mut rng);
                step(&mut game, &mut record, &mut events, seat, action, false);
                done += 1;
            }
            _ => {
                let seat = Seat(input.byte() % (players + 2));
                let action = decode_action(&mut input, &game, seat);
                step(&mut game, &mut record, &mut events, seat, action, false);
                done += 1;
                // What a table asks of the engine for any seat, at any moment.
                if op & 0x80 != 0 {
                    let view = game.view(seat);
                    if seat.0 < players {
                        // As a question to the bots' worker: it must cross unchanged.
                        let json = serde_json::to_string(&view).expect("a view writes as JSON");
                        match serde_json::from_str::<PlayerView>(&json) {
                            Ok(back) => assert!(back == view, "a view changes through JSON"),
                            Err(why) => panic!("a view the engine made is refused: {why}"),
                        }
                    }
                    let _ = game.play_reasons(seat);
                    let _ = game.choice(seat);
                    let _ = game.pass_recipients(seat);
                }
            }
        }
    }
    // The rules and seed through JSON (the record target puts whole records through it), the
    // actions as they are.
    let actions = std::mem::take(&mut record.actions);
    let written = serde_json::to_string(&record).expect("a record writes as JSON");
    let mut back: GameRecord = serde_json::from_str(&written).expect("a written record reads back");
    back.actions = actions;
    match back.replay(|_, _, _| {}, &mut ()) {
        Ok(replayed) => assert!(replayed == game, "the record replays to another game"),
        Err(why) => panic!("the game's own record does not replay: {why}"),
    }
}

/// Applies `action`, checking what must hold after it; an applied action joins `record`.
fn step(
    game: &mut Game,
    record: &mut GameRecord,
    events: &mut Vec<Event>,
    seat: Seat,
    action: Action,
    legal: bool,
) {
    let before = (!legal).then(|| game.clone());
    events.clear();
    match game.apply(seat, action, events) {
        Ok(()) => {
            if let Err(broken) = game.check_invariants() {
                panic!("{seat} {action:?} broke an invariant: {broken}");
            }
            record.actions.push(RecordedAction { seat, action });
        }
        Err(why) if legal => panic!("a legal action, {seat} {action:?}, was refused: {why}"),
        Err(why) => {
            assert!(!why.to_string().is_empty(), "a refusal says nothing");
            assert!(
                before.as_ref() == Some(game),
                "a refused action changed the game"
            );
            assert!(events.is_empty(), "a refused action emitted events");
        }
    }
}

/// A card: from the seat's hand (high bit clear, when it holds any) or from the whole deck,
/// jokers and the zero cards included.
fn decode_card(input: &mut Input, game: &Game, seat: Seat) -> Card {
    let byte = input.byte();
    let hand = game.hand(seat);
    if byte & 0x80 == 0
        && !hand.is_empty()
        && let Some(card) = hand.iter().nth(byte as usize % hand.len() as usize)
    {
        return card;
    }
    match byte % 55 {
        52 => Card::JOKER,
        53 => Card::ZERO_OF_CLUBS,
        54 => Card::ZERO_OF_DIAMONDS,
        i => Card::new(Suit::ALL[usize::from(i / 13)], 2 + i % 13),
    }
}

fn decode_action(input: &mut Input, game: &Game, seat: Seat) -> Action {
    match input.byte() % 8 {
        0..=2 => Action::Play(decode_card(input, game, seat)),
        3 => {
            let n = input.byte() as usize % (MAX_PASS + 1);
            let cards: Vec<Card> = (0..n).map(|_| decode_card(input, game, seat)).collect();
            Action::Pass(PassList::new(&cards).unwrap_or(PassList::EMPTY))
        }
        4 => Action::ChoosePass {
            direction: match input.byte() % 5 {
                0 => PassDirection::Hold,
                1 => PassDirection::Star,
                2 => PassDirection::Scatter,
                3 => PassDirection::Mixer,
                _ => PassDirection::Left(input.byte() % 14),
            },
            cards: input.byte() % 30,
        },
        5 => Action::Pledge(input.byte() & 1 == 1),
        6 => Action::CallSuit(Suit::ALL[usize::from(input.byte() % 4)]),
        _ => Action::ChooseMoon(match input.byte() & 1 {
            0 => MoonChoice::AddToOthers,
            _ => MoonChoice::SubtractFromShooter,
        }),
    }
}

//! Every input the fuzzers ever crashed on, kept in `tests/fuzz/regressions/TARGET/`, run
//! through the very code of its fuzz target (`tests/fuzz/src/lib.rs`, included here), so a
//! fixed crash stays fixed on the stable toolchain, without cargo-fuzz. The seed corpora
//! (`tests/fuzz/seeds/TARGET/`) run the same way, which keeps the targets working between
//! fuzzing runs. docs/fuzzing.md says how a crash becomes a file here.
//!
//! `cargo test --test fuzz_regressions -- --ignored write_seeds` writes the seeds and the
//! JSON dictionary again (after the formats change).
#[path = "fuzz/src/lib.rs"]
mod targets;

use std::path::{Path, PathBuf};

/// A fuzz target: what it does with one input.
type Target = fn(&[u8]);

const TARGETS: [(&str, Target); 4] = [
    ("record", targets::record),
    ("save", targets::save),
    ("bot_request", targets::bot_request),
    ("actions", targets::actions),
];

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz")
}

/// The files of `folder/TARGET/` for each target, dot files (`.gitkeep`) left out. A folder
/// named for no target is an error: its inputs would never run.
fn inputs(folder: &str) -> Vec<(Target, PathBuf)> {
    let root = fuzz_dir().join(folder);
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(&root) else {
        return found;
    };
    for entry in entries {
        let dir = entry.unwrap().path();
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let Some(&(_, target)) = TARGETS.iter().find(|(t, _)| *t == name) else {
            panic!("{} is named for no fuzz target", dir.display());
        };
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
            .collect();
        files.sort();
        found.extend(files.into_iter().map(|file| (target, file)));
    }
    found
}

fn run_all(folder: &str) -> usize {
    let all = inputs(folder);
    for (target, file) in &all {
        let data = std::fs::read(file).unwrap();
        // A panic names the file.
        let outcome = std::panic::catch_unwind(|| target(&data));
        assert!(outcome.is_ok(), "{} fails again", file.display());
    }
    all.len()
}

#[test]
fn every_crash_the_fuzzers_found_stays_fixed() {
    run_all("regressions");
}

#[test]
fn every_seed_runs_cleanly() {
    let count = run_all("seeds");
    assert!(count >= 4, "the seed corpora are missing: {count} seeds");
}

/// Writes the seed corpora and the JSON dictionary. Not run by default: the files are
/// committed.
#[test]
#[ignore]
fn write_seeds() {
    seeds::write(&fuzz_dir());
}

mod seeds {
    use moonshot::bots::{BotRequest, Level};
    use moonshot::engine::{
        Game, GameRecord, Preset, RecordedAction, RuleOption, Variant, random_action,
    };
    use moonshot::ui::bot_service::Request;
    use moonshot::ui::choices::GameChoices;
    use moonshot::ui::save::{SAVE_VERSION, SavedGame, Settings, Statistics};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use std::collections::BTreeSet;
    use std::path::Path;
    use std::sync::Arc;

    fn put(dir: &Path, target: &str, name: &str, bytes: &[u8]) {
        let folder = dir.join("seeds").join(target);
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join(name), bytes).unwrap();
    }

    /// A record of `preset` for its usual players with `variants`, dealt from `seed`, and
    /// `actions` random legal actions; the game it reached.
    fn played(
        preset: Preset,
        players: u8,
        variants: &[Variant],
        seed: u64,
        actions: usize,
    ) -> (GameRecord, Game) {
        let rules = preset.rules_with(players, variants).unwrap();
        let mut record = GameRecord::with_rules(preset, variants, &rules, seed).unwrap();
        let mut game = Game::new(Arc::new(rules.check().unwrap()), seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..actions {
            let Some((seat, action)) = random_action(&game, &mut rng) else {
                break;
            };
            game.apply(seat, action, &mut ()).unwrap();
            record.actions.push(RecordedAction { seat, action });
        }
        (record, game)
    }

    /// The decisions of the first deal, and a few of the next.
    fn one_deal(preset: Preset, players: u8) -> usize {
        let rules = preset.rules(players).check().unwrap();
        rules.hand_size() as usize * players as usize + players as usize + 4
    }

    pub fn write(dir: &Path) {
        let _ = std::fs::remove_dir_all(dir.join("seeds"));
        let mut words = BTreeSet::new();

        for (i, preset) in Preset::ALL.into_iter().enumerate() {
            let players = preset.default_players();
            let variants = preset.variants(players);
            let variant: Vec<Variant> = variants
                .get(i % variants.len().max(1))
                .map(|v| v.with_requirements(&preset.rules(players)))
                .unwrap_or_default();
            let (record, _) = played(
                preset,
                players,
                &variant,
                i as u64,
                one_deal(preset, players),
            );
            let json = serde_json::to_string(&record).unwrap();
            put(
                dir,
                "record",
                &format!("{}.json", preset.id()),
                json.as_bytes(),
            );

            // bot_request: the CLI's request for the seat to act, and the worker's question,
            // at a point of the first deal that differs from game to game.
            let deal = one_deal(preset, players);
            let (partway_record, partway) =
                played(preset, players, &variant, i as u64, (i * 37 + 5) % deal);
            if let Some(seat) = partway.to_act().iter().next() {
                let view = partway.view(seat);
                let request = BotRequest::from_view(&view);
                let json = serde_json::to_string(&request).unwrap();
                put(
                    dir,
                    "bot_request",
                    &format!("cli-{}.json", preset.id()),
                    json.as_bytes(),
                );
                if i % 3 == 0 {
                    let decide = Request::Decide {
                        id: i as u64,
                        level: Level::Normal,
                        record: partway_record,
                        seat,
                        seed: 1,
                        also: None,
                    };
                    let json = serde_json::to_string(&decide).unwrap();
                    put(
                        dir,
                        "bot_request",
                        &format!("decide-{}.json", preset.id()),
                        json.as_bytes(),
                    );
                }
            }
            if i % 4 == 0 {
                let review = Request::Review {
                    id: 2,
                    record: record.clone(),
                    from: 0,
                    seat: moonshot::engine::Seat(0),
                    levels: vec![Level::Beginner; players as usize],
                    seed: 1,
                };
                let json = serde_json::to_string(&review).unwrap();
                put(
                    dir,
                    "bot_request",
                    &format!("review-{}.json", preset.id()),
                    json.as_bytes(),
                );
            }

            // save: a save of a game some way into its first deal.
            if i % 2 == 0 {
                let (record, _) = played(
                    preset,
                    players,
                    &variant,
                    i as u64 + 100,
                    3 * players as usize,
                );
                let saved = SavedGame {
                    version: SAVE_VERSION,
                    record,
                    choices: GameChoices {
                        game: preset,
                        players,
                        variants: variant.clone(),
                        ..GameChoices::default()
                    },
                    counted: false,
                    deals_counted: Some(0),
                    take_backs: Vec::new(),
                    versus: None,
                };
                let json = serde_json::to_string(&saved).unwrap();
                put(
                    dir,
                    "save",
                    &format!("save-{}.json", preset.id()),
                    json.as_bytes(),
                );
            }

            // actions: the preset, players, no variant, no options, a seed, then runs of
            // random legal actions, single ones and anything at all.
            let mut bytes = vec![
                i as u8,
                0,
                (i % 3) as u8,
                7,
                3,
                1,
                2,
                3,
                4,
                0x20,
                0,
                0,
                0,
                0,
                0,
                0,
                i as u8,
            ];
            for k in 0..24u8 {
                bytes.extend([3, 63, 0, k, 4, k, 9, 5, k % 11, k, k.wrapping_mul(37)]);
            }
            put(dir, "actions", &format!("{:02}-{}", i, preset.id()), &bytes);

            words.insert(preset.id().to_string());
            for &players in &[preset.min_players(), preset.max_players()] {
                collect(
                    &serde_json::to_value(preset.rules(players)).unwrap(),
                    &mut words,
                );
            }
        }

        // The documented examples and the other things the app keeps.
        let example = r#"{ "game": "black-lady", "players": 4, "options": { "target": 50 }, "seed": 7,
  "actions": [ { "seat": 0, "pass": ["QS", "AS", "KS"] }, { "seat": 2, "play": "2C" } ] }"#;
        put(dir, "record", "example.json", example.as_bytes());
        let request = r#"{ "game": "black-lady", "players": 4, "seat": 0,
  "hand": ["2C","5C","9C","KC","3D","8D","QD","4S","7S","JS","2H","6H","TH"],
  "pass": { "direction": "left", "passed": ["KC","QD","TH"], "received": ["AC","KD","AH"] },
  "plays": [], "scores": [0, 0, 0, 0] }"#;
        put(dir, "bot_request", "example.json", request.as_bytes());
        let bench = Request::Bench {
            id: 3,
            game: "cancellation".into(),
            players: 8,
            count: 1,
            seed: 1,
            level: Level::Easy,
            hint: true,
        };
        put(
            dir,
            "bot_request",
            "bench.json",
            serde_json::to_string(&bench).unwrap().as_bytes(),
        );
        put(dir, "bot_request", "mute.json", b"\"mute\"");
        let settings = Settings {
            four_colour: true,
            theme: moonshot::ui::save::Theme::Dark,
            ..Settings::default()
        };
        put(
            dir,
            "save",
            "settings.json",
            serde_json::to_string(&settings).unwrap().as_bytes(),
        );
        put(
            dir,
            "save",
            "statistics.json",
            br#"{"games":{"black-lady":{"played":3,"won":1,"deals":17,"points":120,"moons":1,"best":42}}}"#,
        );
        let mut options = std::collections::BTreeMap::new();
        options.insert(moonshot::engine::RuleOption::Pledge, "on".to_string());
        let choices = GameChoices {
            game: Preset::Omnibus,
            players: 5,
            variants: vec![Variant::OmnibusJack],
            target: Some(50),
            options,
            opponents: moonshot::ui::opponents::Opponents::from_parts(
                true,
                Level::Easy,
                vec![Level::Beginner, Level::Hard],
            ),
        };
        put(
            dir,
            "save",
            "choices.json",
            serde_json::to_string(&choices).unwrap().as_bytes(),
        );

        // The dictionary: every key and word of the formats.
        for value in [
            serde_json::to_value(&choices).unwrap(),
            serde_json::to_value(&bench).unwrap(),
            serde_json::from_str(request).unwrap(),
            serde_json::from_str(example).unwrap(),
            serde_json::to_value(Statistics::default()).unwrap(),
        ] {
            collect(&value, &mut words);
        }
        for variant in Variant::ALL {
            words.insert(variant.id().to_string());
        }
        for option in RuleOption::ALL {
            words.insert(option.id().to_string());
        }
        for level in Level::ALL {
            words.insert(level.id().to_string());
        }
        for word in [
            "version",
            "record",
            "choices",
            "counted",
            "deal",
            "kitty",
            "pass",
            "actions",
            "choose-pass",
            "pledge",
            "play",
            "call-suit",
            "choose-moon",
            "add-to-others",
            "subtract-from-shooter",
            "left",
            "right",
            "across",
            "hold",
            "star",
            "scatter",
            "mixer",
            "decide",
            "review",
            "bench",
            "mute",
            "view",
            "setup",
            "levels",
            "passed",
            "received",
            "plays",
            "leader",
            "calls",
            "pledged",
            "scores",
            "standings",
            "pool",
            "hand_number",
            "dealer",
            "seat",
            "hand",
            "game",
            "players",
            "variants",
            "options",
            "seed",
            "direction",
            "cards",
            "at",
            "suit",
            "clubs",
            "diamonds",
            "spades",
            "hearts",
            "JK",
            "0C",
            "0D",
            "2C",
            "QS",
            "AH",
            "TH",
            "JD",
        ] {
            words.insert(word.to_string());
        }
        let mut dict = String::from(
            "# JSON words of the game record, save and bot request formats, for libFuzzer's\n\
             # -dict. Written by `cargo test --test fuzz_regressions -- --ignored write_seeds`.\n",
        );
        for word in &words {
            if word.len() <= 40
                && word
                    .chars()
                    .all(|c| c.is_ascii_graphic() && c != '"' && c != '\\')
            {
                dict.push_str(&format!("\"\\\"{word}\\\"\"\n"));
            }
        }
        std::fs::write(dir.join("json.dict"), dict).unwrap();
    }

    /// Every key and string of a JSON value.
    fn collect(value: &serde_json::Value, words: &mut BTreeSet<String>) {
        match value {
            serde_json::Value::String(s) => {
                words.insert(s.clone());
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| collect(v, words)),
            serde_json::Value::Object(map) => {
                for (key, v) in map {
                    words.insert(key.clone());
                    collect(v, words);
                }
            }
            _ => {}
        }
    }
}

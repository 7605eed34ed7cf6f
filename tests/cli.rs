//! The `moonshot` command line, run as a user would.
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn moonshot(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_moonshot"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("moonshot runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn games_lists_one_line_per_preset() {
    let out = moonshot(&["games"], "");
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let line = stdout
        .lines()
        .find(|l| l.starts_with("black-lady "))
        .unwrap();
    let fields: Vec<&str> = line.splitn(4, ' ').collect();
    assert_eq!(fields[1..3], ["3", "6"]);
    assert!(fields[3].len() > 10, "a description follows");
}

#[test]
fn simulate_plays_games_and_reports_points_per_seat() {
    let out = moonshot(
        &[
            "simulate",
            "--game",
            "black-lady",
            "--players",
            "5",
            "--games",
            "3",
            "--seed",
            "9",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("every invariant held"), "{stdout}");
    let table: Vec<&str> = stdout
        .lines()
        .skip_while(|l| !l.starts_with("seat"))
        .skip(1)
        .collect();
    assert_eq!(table.len(), 5, "one line per seat: {stdout}");
    let bad = moonshot(&["simulate", "--game", "black-lady", "--players", "12"], "");
    assert!(!bad.status.success());
    assert!(text(&bad.stderr).contains("3 to 11 players"));
    let unknown = moonshot(&["simulate", "--game", "whist"], "");
    assert!(text(&unknown.stderr).contains("no game called \"whist\""));
}

#[test]
fn stress_throws_legal_and_illegal_actions_at_every_rule_set() {
    let out = moonshot(&["stress", "--actions", "30000", "--seed", "3"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let first = stdout.lines().next().unwrap();
    assert!(first.starts_with("30000 actions over "), "{first}");
    assert!(first.ends_with("every invariant held"), "{first}");
    // Both kinds were tried: some applied, some refused.
    let count = |word: &str| -> u64 {
        let before = first.split(&format!(" {word}")).next().unwrap();
        before.rsplit(' ').next().unwrap().parse().unwrap()
    };
    assert!(
        count("applied,") > 10_000 && count("refused;") > 1_000,
        "{first}"
    );
    assert!(stdout.lines().nth(1).unwrap().starts_with("time: "));
}

#[test]
fn bench_ends_with_a_deals_per_second_line() {
    let out = moonshot(&["bench", "--deals", "2000", "--seed", "3"], "");
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let last = stdout.lines().last().unwrap();
    let rate: f64 = last.strip_prefix("deals/s: ").unwrap().parse().unwrap();
    assert!(rate > 0.0);
    assert!(stdout.contains("cards played: 104000"), "{stdout}");
}

const DEAL: &str = r#""pass": "hold", "deal": [
  ["2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC","KC","AC"],
  ["2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD","AD"],
  ["2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS","AS"],
  ["2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH","AH"]]"#;

#[test]
fn replay_prints_each_decision_then_the_scores() {
    // Seat 0 runs thirteen clubs and shoots the moon.
    let mut actions = Vec::new();
    for rank in [
        "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
    ] {
        actions.push(format!(r#"{{"seat":0,"play":"{rank}C"}}"#));
        actions.push(format!(r#"{{"seat":1,"play":"{rank}D"}}"#));
        actions.push(format!(r#"{{"seat":2,"play":"{rank}S"}}"#));
        actions.push(format!(r#"{{"seat":3,"play":"{rank}H"}}"#));
    }
    let record = format!(
        r#"{{ "game": "black-lady", "players": 4, {DEAL}, "actions": [{}] }}"#,
        actions.join(",")
    );
    let out = moonshot(&["replay"], &record);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["step"], 0);
    assert_eq!(lines[0]["phase"], "playing");
    assert_eq!(lines[0]["to_act"], serde_json::json!([0]));
    assert_eq!(lines[0]["legal"], serde_json::json!(["2C"]));
    assert_eq!(
        lines[1]["legal"],
        serde_json::json!([
            "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"
        ])
    );
    let scored = lines.iter().find(|l| l.get("scores").is_some()).unwrap();
    assert_eq!(scored["shot"]["kind"], "moon");
    assert_eq!(scored["shot"]["seats"], serde_json::json!([0]));
    assert_eq!(scored["scores"], serde_json::json!([0, 26, 26, 26]));
    assert_eq!(
        lines.last().unwrap()["totals"],
        serde_json::json!([0, 26, 26, 26])
    );
}

#[test]
fn replay_of_an_illegal_action_names_the_step_and_the_rule_and_exits_2() {
    let record = format!(
        r#"{{ "players": 4, {DEAL}, "actions": [{{"seat":0,"play":"2C"}},{{"seat":1,"play":"2D"}},{{"seat":2,"play":"2S"}},{{"seat":3,"play":"2H"}},{{"seat":0,"play":"3C"}},{{"seat":1,"play":"3H"}}] }}"#
    );
    let out = moonshot(&["replay"], &record);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("step 5: seat 2 cannot play 3H: The Three of Hearts is not in your hand"),
        "{stderr}"
    );
    let bad_json = moonshot(&["replay"], "{ not json");
    assert_eq!(bad_json.status.code(), Some(1));
    assert!(text(&bad_json.stderr).contains("not valid"));
}

#[test]
fn variants_are_listed_switched_on_and_refused_by_name() {
    let out = moonshot(&["rules", "--game", "omnibus"], "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Variants (--variant NAME)"), "{stdout}");
    assert!(stdout.contains("- omnibus-jack: "), "{stdout}");

    let out = moonshot(
        &["rules", "--game", "omnibus", "--variant", "omnibus-jack"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("The Jack of Diamonds takes 10 points off."),
        "{stdout}"
    );
    assert!(!stdout.contains("The Ten of Diamonds takes"), "{stdout}");
    assert!(!stdout.contains("- omnibus-jack: "), "already on: {stdout}");

    let out = moonshot(
        &[
            "simulate",
            "--game",
            "black-lady",
            "--players",
            "5",
            "--games",
            "2",
            "--variant",
            "kitty",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));

    let out = moonshot(&["rules", "--variant", "nonesuch"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("no variant called \"nonesuch\""));
    let out = moonshot(&["bench", "--variant", "kitty", "--deals", "1"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("deals out evenly"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_tournament_prints_each_bot_and_ends_with_json() {
    let out = moonshot(
        &[
            "tournament",
            "--game",
            "black-lady",
            "--players",
            "4",
            "--deals",
            "6",
            "--seats",
            "normal,rival,rival,rival",
            "--seed",
            "3",
            "--json",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let last = stdout.lines().last().expect("output");
    let json: serde_json::Value = serde_json::from_str(last).expect("the last line is JSON");
    let results = json["results"].as_array().expect("results");
    assert_eq!(results.len(), 2, "one entry per distinct bot: {last}");
    for entry in results {
        let bot = entry["bot"].as_str().expect("a bot");
        assert!(
            stdout.lines().any(|l| l.starts_with(bot)),
            "a row for {bot}"
        );
        // Six deals, each played four times: the bot filled (seats × 4) places each deal.
        let seats = if bot == "normal" { 1 } else { 3 };
        assert_eq!(entry["hands"], 6 * 4 * seats, "{entry}");
        // Its points per hand in each match (six deals: six matches of one), which average
        // to its points per hand (every match has as many hands).
        let per_match = entry["per_match"].as_array().expect("per_match");
        assert_eq!(per_match.len(), 6, "{entry}");
        let mean = per_match.iter().map(|p| p.as_f64().unwrap()).sum::<f64>() / 6.0;
        let points = entry["points_per_hand"].as_f64().unwrap();
        assert!((mean - points).abs() < 0.01, "{entry}");
        for key in [
            "points_per_hand",
            "ci95",
            "ms_mean",
            "ms_p95",
            "moons_shot",
            "moons_conceded",
        ] {
            assert!(entry[key].is_number(), "{key} in {entry}");
        }
    }
    // Each deal hands out the same 26 points in every rotation (or a moon's 78).
    let total: f64 = results
        .iter()
        .map(|e| e["points_per_hand"].as_f64().unwrap() * e["hands"].as_f64().unwrap())
        .sum();
    assert!(total >= 6.0 * 4.0 * 26.0, "{total}");
}

#[test]
fn guesses_are_counted_against_real_deals() {
    let out = moonshot(
        &[
            "guesses",
            "--deals",
            "4",
            "--guesses",
            "8",
            "--family",
            "rival",
            "--seed",
            "2",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("played by rival bots"), "{stdout}");
    assert!(
        stdout.contains("a seat void in a suit it has not shown void in: real deals"),
        "{stdout}"
    );
    assert!(
        stdout.contains("of their weight on a hand that really holds it"),
        "{stdout}"
    );
    let out = moonshot(&["guesses", "--deals", "1", "--weigh", "normal"], "");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("normal does not search"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_tournament_refuses_a_wrong_number_of_bots_or_an_unknown_one() {
    let out = moonshot(
        &["tournament", "--deals", "2", "--seats", "normal,normal"],
        "",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("2 bots for 4 seats"),
        "{}",
        text(&out.stderr)
    );
    let out = moonshot(
        &[
            "tournament",
            "--deals",
            "2",
            "--seats",
            "normal,genius,normal,normal",
        ],
        "",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("no bot called \"genius\""),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_bot_answers_each_request_line_and_keeps_reading_after_a_bad_one() {
    let hand = r#"["3C","9C","KC","AC","3D","8D","QD","KD","4S","QS","AS","6H","TH"]"#;
    let requests = [
        // Seat 1 follows the 2♣ on the first trick of a deal without passing.
        format!(
            r#"{{"game":"black-lady","players":4,"seat":1,"hand_number":3,"hand":{hand},"plays":[{{"seat":0,"card":"2C"}}]}}"#
        ),
        "not json".to_string(),
        // Seat 0 cannot have played the 3♣: seat 1 holds it.
        format!(
            r#"{{"game":"black-lady","players":4,"seat":1,"hand_number":3,"hand":{hand},"plays":[{{"seat":0,"card":"3C"}}]}}"#
        ),
        // The first deal passes left: seat 1 chooses three cards.
        format!(r#"{{"game":"black-lady","players":4,"seat":1,"hand":{hand}}}"#),
    ];
    let out = moonshot(&["bot", "--level", "normal"], &(requests.join("\n") + "\n"));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let answers: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each answer is JSON"))
        .collect();
    assert_eq!(answers.len(), 4, "one answer per request");
    let club = answers[0]["play"].as_str().expect("a card");
    assert!(club.ends_with('C') && hand.contains(club), "{}", answers[0]);
    assert_eq!(answers[0]["seat"], 1);
    assert!(answers[0]["reason"].is_string());
    assert!(answers[1]["error"].as_str().unwrap().contains("not valid"));
    assert!(
        answers[2]["error"]
            .as_str()
            .unwrap()
            .contains("not possible")
    );
    let pass = answers[3]["pass"].as_array().expect("a pass");
    assert_eq!(pass.len(), 3);
    assert!(pass.iter().all(|c| hand.contains(c.as_str().unwrap())));
}

/// The searching levels answer with the runner-up, the margin and every other choice compared
/// (docs/cli.md), and the margins agree with the reasons' words.
#[test]
fn the_hard_bot_says_its_runner_up_margin_and_every_other_choice() {
    let request = r#"{"game":"black-lady","players":4,"seat":1,"hand_number":3,"hand":["3C","9C","KC","AC","3D","8D","QD","KD","4S","QS","AS","6H","TH"],"plays":[{"seat":0,"card":"2C"}]}"#;
    let out = moonshot(&["bot", "--level", "hard"], &format!("{request}\n"));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let answer: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    let played = answer["play"].as_str().expect("a card");
    let runner_up = answer["runner_up"]["play"].as_str().expect("a runner-up");
    let margin = answer["margin"].as_f64().expect("a margin");
    assert!(answer["guesses"].as_u64().unwrap() >= 30, "{answer}");
    let compared = answer["compared"].as_array().expect("the other choices");
    // Every club but the one played, best first, the runner-up first of all.
    assert_eq!(compared.len(), 3, "{answer}");
    assert_eq!(compared[0]["play"], runner_up);
    assert_eq!(compared[0]["margin"].as_f64(), Some(margin));
    let margins: Vec<f64> = compared
        .iter()
        .map(|c| c["margin"].as_f64().unwrap())
        .collect();
    assert!(margins.windows(2).all(|m| m[0] <= m[1]), "{margins:?}");
    assert!(
        margin >= -0.02,
        "the chosen card did at least as well: {margin}"
    );
    let reason = answer["reason"].as_str().unwrap();
    let figures = answer["figures"].as_str().unwrap();
    let short = |id: &str| {
        let card: moonshot::engine::Card = id.parse().unwrap();
        card.short()
    };
    // Within SURE standard errors of the guesses, the two are about as good: the words say
    // so, and the figures give the margin.
    let noise = answer["noise"].as_f64().expect("the margin's noise");
    let sure = margin > f64::from(moonshot::bots::SURE) * noise + 0.001;
    let said = match (margin * 10.0).round() {
        _ if !sure => format!("About as good as the {}", short(runner_up)),
        0.0 => format!("About as good as the {}", short(runner_up)),
        tenths => format!(
            "About {:.1} points better than the {}",
            tenths / 10.0,
            short(runner_up)
        ),
    };
    assert!(figures.starts_with(&said), "{figures} (expected {said:?})");
    if said.starts_with("About as good") {
        // "The A♣ is about as good." or "…about as good: you keep the 3♣…", what may be said
        // for it.
        let words = format!("The {} is about as good", short(runner_up));
        assert!(reason.contains(&words), "{reason} (expected {words:?})");
    }
    assert!(
        reason.starts_with(&format!("Play the {}: ", short(played))),
        "{reason}"
    );
    assert!(
        figures.contains("guessed deals you take this trick"),
        "{figures}"
    );
    for other in compared {
        let why = other["reason"].as_str().unwrap();
        let card = short(other["play"].as_str().unwrap());
        assert!(why.starts_with(&format!("The {card} is ")), "{why}");
        let why = other["figures"].as_str().unwrap();
        assert!(why.starts_with("About "), "{why}");
        assert!(
            why.contains(&format!("with the {}", short(played))),
            "{why}"
        );
    }
}

#[test]
fn bench_bots_times_a_bot_over_seeded_positions() {
    let out = moonshot(
        &[
            "bench-bots",
            "--game",
            "cancellation",
            "--players",
            "8",
            "--level",
            "normal",
            "--positions",
            "3",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("cancellation 8 players: mean ") && stdout.contains("(3 decisions)"),
        "{stdout}"
    );
}

#[test]
fn record_writes_the_zoos_decisions_and_refuses_what_it_cannot_record() {
    use moonshot::bots::{DecisionRecord, RECORD_BYTES, roster};
    let dir = std::env::temp_dir().join(format!("moonshot-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let read = |name: &str, args: &[&str]| {
        let path = dir.join(name);
        let path_text = path.to_str().unwrap().to_string();
        let mut all = vec!["record", "--deals", "6", "--out", &path_text];
        all.extend_from_slice(args);
        let out = moonshot(&all, "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(
            text(&out.stdout).contains("of 6 deals written to"),
            "{}",
            text(&out.stdout)
        );
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(bytes.len() % RECORD_BYTES, 0);
        bytes
            .chunks_exact(RECORD_BYTES)
            .map(|b| DecisionRecord::from_bytes(b.try_into().unwrap()).unwrap())
            .collect::<Vec<_>>()
    };
    let records = read("zoo.bin", &[]);
    // Six deals of about 43 decisions with a choice, none by the held-out family.
    assert!(records.len() > 6 * 30, "{}", records.len());
    assert!(records.iter().all(|r| r.player < roster::HOLDOUT));
    assert!(
        records
            .iter()
            .all(|r| r.chosen & r.legal == r.chosen && r.deal < 6)
    );
    let held_out = read("holdout.bin", &["--holdout"]);
    assert!(held_out.len() > 6 * 5, "{}", held_out.len());
    assert!(held_out.iter().all(|r| r.player == roster::HOLDOUT));
    // The same seed writes the same decisions.
    assert_eq!(read("again.bin", &[]), records);

    let out = moonshot(
        &["record", "--players", "5", "--deals", "1", "--out", "x.bin"],
        "",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("at most 4 players, not 5"),
        "{}",
        text(&out.stderr)
    );
    let nowhere = dir.join("no-such-folder").join("x.bin");
    let out = moonshot(
        &["record", "--deals", "1", "--out", nowhere.to_str().unwrap()],
        "",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("cannot write"),
        "{}",
        text(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

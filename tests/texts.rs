//! Every text a player can meet (`moonshot::ui::texts::all`: the rules of every game and
//! variant, the choices' names and lines, every refusal, what the table says and the bots
//! advise through deals of every game) reads as a card player writes: no doubled word, no
//! "4 to 4 players", no rule document named by its number, no seat named by number, and
//! every word spelled right by hunspell's British dictionary (the spelling of the rest of the
//! game: "colour", "cancelled") with the card terms and names of tests/words.txt.
use std::io::Write;
use std::process::{Command, Stdio};

fn texts() -> Vec<(String, String)> {
    let texts = moonshot::ui::texts::all();
    assert!(
        texts.len() > 500,
        "every text was gathered: {}",
        texts.len()
    );
    texts
}

/// The words of a text, lower case, without the punctuation around them ("K♠" keeps its
/// suit); a word that ends a sentence or a clause ends with a full stop, so that "Hearts.
/// Hearts are broken" is no doubled word.
fn words(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|w| {
            let end = w.ends_with(['.', ':', ';', '!', '?']);
            let w = w.trim_matches(|c: char| c.is_ascii_punctuation() || c == '“' || c == '”');
            format!("{}{}", w.to_lowercase(), if end { "." } else { "" })
        })
        .filter(|w| !w.is_empty())
        .collect()
}

#[test]
fn no_text_doubles_a_word_or_says_n_to_n() {
    let mut bad = Vec::new();
    for (from, text) in texts() {
        let words = words(&text);
        for pair in words.windows(2) {
            if pair[0] == pair[1] && pair[0].chars().any(char::is_alphabetic) {
                bad.push(format!("{from}: doubled \"{}\": {text}", pair[0]));
            }
        }
        for three in words.windows(3) {
            if three[1] == "to" && three[0] == three[2] && three[0].parse::<u32>().is_ok() {
                bad.push(format!("{from}: \"{} to {}\": {text}", three[0], three[2]));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Issue 35: "1 points" was heard from the table's announcements and labels.
#[test]
fn one_of_a_thing_is_singular() {
    let mut bad = Vec::new();
    for (from, text) in texts() {
        let words = words(&text);
        let plural = ["points", "cards", "tricks", "chips", "lives", "deals"];
        if words.windows(2).any(|w| {
            ["1", "-1", "−1"].contains(&w[0].as_str())
                && plural.contains(&w[1].trim_end_matches('.'))
        }) {
            bad.push(format!("{from}: one with a plural: {text}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn no_text_names_a_rule_document_or_a_seat_by_number() {
    let mut bad = Vec::new();
    for (from, text) in texts() {
        let lower = text.to_lowercase();
        let document = [
            "001", "002", "003", "004", "005", "rules.md", "pagat", "seeds/",
        ]
        .iter()
        .find(|d| lower.contains(*d));
        if let Some(d) = document {
            bad.push(format!("{from}: names \"{d}\": {text}"));
        }
        let words = words(&text);
        if words
            .windows(2)
            .any(|w| w[0] == "seat" && w[1].parse::<u32>().is_ok())
        {
            bad.push(format!("{from}: a seat by number: {text}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn every_word_is_spelled_right() {
    let words = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/words.txt");
    let spawned = Command::new("hunspell")
        .args(["-d", "en_GB", "-p", words, "-l"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn();
    let Ok(mut hunspell) = spawned else {
        panic!(
            "hunspell is missing: scripts/setup --browser installs it (Debian: hunspell hunspell-en-gb)"
        );
    };
    let mut input = hunspell.stdin.take().expect("hunspell's input");
    let all = texts();
    for (_, text) in &all {
        // Numbers with letters ("2i", "7s") are not words to spell.
        let line: Vec<&str> = text
            .split_whitespace()
            .filter(|w| !w.chars().any(|c| c.is_ascii_digit()))
            .collect();
        writeln!(input, "{}", line.join(" ")).expect("write to hunspell");
    }
    drop(input);
    let output = hunspell.wait_with_output().expect("hunspell runs");
    assert!(output.status.success(), "hunspell failed");
    let mut unknown: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    unknown.sort();
    unknown.dedup();
    let found: Vec<String> = unknown
        .iter()
        .map(|word| {
            let text = all
                .iter()
                .find(|(_, t)| t.contains(word.as_str()))
                .map(|(from, t)| format!("{from}: {t}"))
                .unwrap_or_default();
            format!("{word}   ({text})")
        })
        .collect();
    assert!(
        found.is_empty(),
        "misspelled or unknown:\n{}",
        found.join("\n")
    );
}

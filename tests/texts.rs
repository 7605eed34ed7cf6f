//! Every text a player can meet (`moonshot::ui::texts::all`: the rules of every game and
//! variant, the choices' names and lines, every refusal, what the table says and the bots
//! advise through deals of every game) reads as a card player writes: no doubled word, no
//! "4 to 4 players", no rule document named by its number, no seat named by number, and
//! every word spelled right by hunspell's British dictionary (the spelling of the rest of the
//! game: "colour", "cancelled") with the card terms and names of tests/words/en.txt.
//!
//! Every other language's texts (the same texts, written in it) are spelled by its own Debian
//! dictionary with the words of tests/words/<code>.txt; Chinese, which hunspell has no
//! dictionary for, may have no Latin letters but those of tests/words/zh-CN.txt.
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
    let all = texts();
    let found = misspelled("en_GB", "en", &all);
    assert!(
        found.is_empty(),
        "misspelled or unknown:\n{}",
        found.join("\n")
    );
}

/// The words a language allows beyond its dictionary: game terms, the players' names, card
/// indices (tests/words/<code>.txt).
fn allowed_words(code: &str) -> String {
    format!("{}/tests/words/{code}.txt", env!("CARGO_MANIFEST_DIR"))
}

/// The words of `texts` that hunspell's `dictionary` (with the words of tests/words/<code>.txt)
/// does not know, each with the first text it is in.
fn misspelled(dictionary: &str, code: &str, texts: &[(String, String)]) -> Vec<String> {
    let words = allowed_words(code);
    let spawned = Command::new("hunspell")
        .args(["-i", "UTF-8", "-d", dictionary, "-p", &words, "-l"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn();
    let Ok(mut hunspell) = spawned else {
        panic!(
            "hunspell is missing: scripts/setup --browser installs it and every language's dictionary"
        );
    };
    let mut input = hunspell.stdin.take().expect("hunspell's input");
    let lines: Vec<String> = texts
        .iter()
        .map(|(_, text)| {
            // Numbers with letters ("2i", "7s") are not words to spell; the isolates around a
            // right-to-left text's values are not letters.
            let text = text.replace(['\u{2068}', '\u{2069}'], "");
            let line: Vec<&str> = text
                .split_whitespace()
                .filter(|w| !w.chars().any(|c| c.is_ascii_digit()))
                .collect();
            line.join(" ")
        })
        .collect();
    // Written from another thread: hunspell answers as it reads, and a long answer (a language
    // still in English) would fill its output while this waited to write.
    let writer = std::thread::spawn(move || {
        for line in lines {
            writeln!(input, "{line}").expect("write to hunspell");
        }
    });
    let output = hunspell.wait_with_output().expect("hunspell runs");
    writer.join().expect("the texts were written to hunspell");
    assert!(output.status.success(), "hunspell failed with {dictionary}");
    let mut unknown: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    unknown.sort();
    unknown.dedup();
    unknown
        .iter()
        .map(|word| {
            let text = texts
                .iter()
                .find(|(_, t)| t.contains(word.as_str()))
                .map(|(from, t)| format!("{from}: {t}"))
                .unwrap_or_default();
            format!("{word}   ({text})")
        })
        .collect()
}

/// Debian's hunspell dictionary for each language but English (en_GB above) and Chinese (none):
/// scripts/setup --browser installs them (hunspell-de-de, hunspell-fr, hunspell-es, hunspell-nl,
/// hunspell-pt-br, hunspell-ru, hunspell-ar).
const DICTIONARIES: &[(&str, &str)] = &[
    ("de", "de_DE"),
    ("fr", "fr_FR"),
    ("es", "es_ES"),
    ("nl", "nl_NL"),
    ("pt-BR", "pt_BR"),
    ("ru", "ru_RU"),
    ("ar", "ar"),
];

/// The Latin words of a Chinese text that tests/words/zh-CN.txt does not allow (card indices,
/// names): runs of ASCII letters, leaving out those with digits ("13i").
fn latin_in_chinese(texts: &[(String, String)]) -> Vec<String> {
    let allowed = std::fs::read_to_string(allowed_words("zh-CN")).expect("tests/words/zh-CN.txt");
    let allowed: Vec<&str> = allowed.lines().map(str::trim).collect();
    let mut found = Vec::new();
    for (from, text) in texts {
        let runs = text.split(|c: char| !c.is_ascii_alphanumeric());
        for run in runs {
            if run.is_empty() || run.chars().any(|c| c.is_ascii_digit()) {
                continue;
            }
            if !allowed.contains(&run) {
                found.push(format!("{run}   ({from}: {text})"));
            }
        }
    }
    found.sort();
    found.dedup_by(|a, b| a.split_whitespace().next() == b.split_whitespace().next());
    found
}

/// Every language's texts are its own and spelled right: each text a player can meet, written
/// in that language, spelled with its hunspell dictionary and the game's words of
/// tests/words/<code>.txt (Chinese: no Latin letters but those that file allows).
#[test]
fn every_language_is_spelled_right() {
    use moonshot::lang::{self, Lang};
    let english = texts();
    let mut report = Vec::new();
    for language in Lang::all().filter(|l| *l != Lang::ENGLISH) {
        let code = language.code();
        let all = lang::with(language, moonshot::ui::texts::all);
        let same = all
            .iter()
            .zip(&english)
            .filter(|(a, b)| a == b && a.1.chars().any(char::is_alphabetic))
            .count();
        let found = if code == "zh-CN" {
            latin_in_chinese(&all)
        } else {
            let Some((_, dictionary)) = DICTIONARIES.iter().find(|(c, _)| *c == code) else {
                report.push(format!(
                    "{code}: no dictionary named for it in tests/texts.rs (DICTIONARIES)"
                ));
                continue;
            };
            misspelled(dictionary, code, &all)
        };
        if found.is_empty() {
            continue;
        }
        let shown = 40;
        report.push(format!(
            "{code} ({}): {} of {} texts read as in English; {} unknown or misspelled word(s){}:\n  {}",
            language.name(),
            same,
            all.len(),
            found.len(),
            if found.len() > shown { format!(", the first {shown}") } else { String::new() },
            found.iter().take(shown).cloned().collect::<Vec<_>>().join("\n  ")
        ));
    }
    assert!(report.is_empty(), "{}", report.join("\n\n"));
}

//! Compiles the translations: every folder of `locales/` is a language, every `.ftl` file in it
//! a part of its texts (Project Fluent). For each language the build writes a pack
//! (`src/lang/pack.rs`, comments left out) into `OUT_DIR/lang/`, and a copy into
//! `target/lang/`, from which the site's build hook copies them beside the app (see Trunk.toml).
//!
//! From English, the source language, it writes the typed keys the code speaks in
//! (`lang::t::deal_number(n)`): a function a message, its variables its parameters. So a key
//! the code names that English lacks, or a variable it does not give, fails to compile.
//!
//! What is wrong in a translation does not stop the build (the game falls back to English for
//! that message): it is listed in `lang::PROBLEMS`, which `tests/languages.rs` reads.
#[path = "src/lang/pack.rs"]
mod pack;

use fluent_syntax::ast;
use pack::{Key, Pack, Piece};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

const SOURCE: &str = "en";

/// Messages given nothing that are not words to read: a code, a card's face in capitals, the
/// command line's option.
const NOT_WORDS: [&str; 4] = [
    "language-direction",
    "language-digits",
    "card-face-joker",
    "rules-cli-variants",
];

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=src/lang/pack.rs");
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let mut problems = Vec::new();
    let mut langs = Vec::new();
    let mut folders: Vec<String> = std::fs::read_dir(root.join("locales"))
        .expect("locales/ is the translations' folder")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    // English first: it is the default and the fallback.
    folders.sort_by_key(|f| f != SOURCE);
    assert!(
        folders.first().map(String::as_str) == Some(SOURCE),
        "locales/{SOURCE} is missing"
    );
    for code in &folders {
        let dir = root.join("locales").join(code);
        println!("cargo:rerun-if-changed={}", dir.display());
        langs.push(read_language(code, &dir, &mut problems));
    }
    let english = &langs[0];
    // Every English message says where it appears and what each of its variables holds.
    for (key, vars) in &english.variables {
        let comment = &english.comments[key];
        if key.starts_with('-') || key.contains('.') {
            continue;
        }
        if comment.trim().is_empty() {
            problems.push(format!(
                "{}: {key} has no comment saying where it appears",
                english.files[key]
            ));
        }
        for v in vars {
            if !comment.contains(&format!("${v}")) {
                problems.push(format!(
                    "{}: {key}'s comment does not say what ${v} holds",
                    english.files[key]
                ));
            }
        }
    }
    for lang in &langs[1..] {
        compare(english, lang, &mut problems);
    }
    let places = Places::new(&langs);
    let packs = out.join("lang");
    let mirror = root.join("target").join("lang");
    std::fs::create_dir_all(&packs).expect("OUT_DIR/lang");
    std::fs::create_dir_all(&mirror).expect("target/lang");
    for lang in &langs {
        let pack = places.pack(lang, &mut problems);
        let json = pack.write();
        let read =
            Pack::read(&json).unwrap_or_else(|| panic!("{}: the pack does not read", lang.code));
        for (i, (a, b)) in read.messages.iter().zip(&pack.messages).enumerate() {
            assert_eq!(a, b, "{}: message {i} reads back otherwise", lang.code);
        }
        assert_eq!(read, pack, "{}: the pack reads back otherwise", lang.code);
        let name = format!("{}.txt", lang.code);
        std::fs::write(packs.join(&name), &json).expect("write a pack");
        // Only when it changed: the site's build hook copies these.
        if std::fs::read_to_string(mirror.join(&name)).ok().as_deref() != Some(json.as_str()) {
            std::fs::write(mirror.join(&name), &json).expect("write a pack to target/lang");
        }
    }
    site_files(&langs, &root, &mirror, &mut problems);
    let code = generate(&langs, &places, &problems);
    std::fs::write(out.join("lang.rs"), code).expect("write lang.rs");
}

/// Where a pack puts what its patterns name: English's messages sorted by key (`KEYS`), and
/// every variable's name of every language sorted (`NAMES`), the names of terms' arguments too.
struct Places {
    keys: Vec<String>,
    names: Vec<String>,
}

impl Places {
    fn new(langs: &[Language]) -> Places {
        let keys = langs[0]
            .entries
            .keys()
            .filter(|k| !k.starts_with('-'))
            .cloned()
            .collect();
        let mut names = BTreeSet::new();
        fn gather(pieces: &[Raw], names: &mut BTreeSet<String>) {
            for piece in pieces {
                match piece {
                    Raw::Text(_) => {}
                    Raw::Var(v) => {
                        names.insert(v.clone());
                    }
                    Raw::Ref(_, args) => names.extend(args.iter().map(|(n, _)| n.clone())),
                    Raw::Select(selector, variants, _) => {
                        gather(std::slice::from_ref(selector), names);
                        for (_, pattern) in variants {
                            gather(pattern, names);
                        }
                    }
                }
            }
        }
        for lang in langs {
            for pieces in lang.entries.values() {
                gather(pieces, &mut names);
            }
        }
        Places {
            keys,
            names: names.into_iter().collect(),
        }
    }

    fn key(&self, key: &str) -> Option<u16> {
        self.keys
            .binary_search_by(|k| k.as_str().cmp(key))
            .ok()
            .map(|i| i as u16)
    }

    fn name(&self, name: &str) -> u16 {
        self.names
            .binary_search_by(|n| n.as_str().cmp(name))
            .expect("every name was gathered") as u16
    }

    fn fingerprint(&self) -> u32 {
        pack::fingerprint(
            self.keys.iter().map(String::as_str),
            self.names.iter().map(String::as_str),
        )
    }

    /// A language's pack: its messages at English's places, its messages' genders, its terms.
    fn pack(&self, lang: &Language, problems: &mut Vec<String>) -> Pack {
        let terms: Vec<&String> = lang.entries.keys().filter(|k| k.starts_with('-')).collect();
        let mut genders = Vec::new();
        for (key, pieces) in &lang.entries {
            let gender = key.strip_suffix(".gender").and_then(|m| self.key(m));
            let Some(message) = gender.filter(|_| self.key(key).is_none()) else {
                continue;
            };
            match pieces.as_slice() {
                [Raw::Text(word)] => {
                    genders.push((message, word.trim().replace(pack::is_mark, "")))
                }
                _ => problems.push(format!("{}: {key} is not one plain word", lang.files[key])),
            }
        }
        let mut encode = Encode {
            places: self,
            terms: &terms,
            genders: &genders,
            lang,
            problems,
            owner: "",
        };
        let messages = self
            .keys
            .iter()
            .map(|key| {
                encode.owner = key;
                lang.entries.get(key).map(|p| encode.pattern(p))
            })
            .collect();
        let terms = terms
            .iter()
            .map(|key| {
                encode.owner = key;
                encode.pattern(&lang.entries[*key])
            })
            .collect();
        Pack {
            keys: self.fingerprint(),
            messages,
            genders,
            terms,
        }
    }
}

/// A pattern as a pack has it: what it names, by place.
struct Encode<'a> {
    places: &'a Places,
    terms: &'a [&'a String],
    genders: &'a [(u16, String)],
    lang: &'a Language,
    problems: &'a mut Vec<String>,
    /// The entry being encoded, for the problems' words.
    owner: &'a str,
}

impl Encode<'_> {
    /// A text as a pack can hold it: without the characters a pack marks with (listed).
    fn clean(&mut self, text: &str) -> String {
        if text.contains(pack::is_mark) {
            self.problems.push(format!(
                "{}: {} holds a control character or one of Unicode's private use area",
                self.lang.files.get(self.owner).map_or("?", String::as_str),
                self.owner
            ));
        }
        text.replace(pack::is_mark, "")
    }

    fn pattern(&mut self, pieces: &[Raw]) -> Vec<Piece> {
        let mut pattern: Vec<Piece> = pieces.iter().map(|p| self.piece(p)).collect();
        pattern.retain(|p| *p != Piece::Text(String::new()));
        pattern
    }

    fn piece(&mut self, piece: &Raw) -> Piece {
        match piece {
            Raw::Text(t) => Piece::Text(self.clean(t)),
            Raw::Var(v) => Piece::Var(self.places.name(v)),
            Raw::Ref(key, args) if key.starts_with('-') => {
                match self.terms.binary_search_by(|t| t.as_str().cmp(key)) {
                    Ok(i) => Piece::Term(
                        i as u16,
                        args.iter()
                            .map(|(n, v)| (self.places.name(n), self.clean(v)))
                            .collect(),
                    ),
                    // read_language has listed it already.
                    Err(_) => Piece::Text(key.clone()),
                }
            }
            Raw::Ref(key, _) => {
                if let Some(i) = self.places.key(key) {
                    return Piece::Message(i);
                }
                let gender = key
                    .strip_suffix(".gender")
                    .and_then(|m| self.places.key(m))
                    .and_then(|m| self.genders.iter().find(|(g, _)| *g == m));
                match gender {
                    Some((_, word)) => Piece::Text(word.clone()),
                    None => {
                        self.problems.push(format!(
                            "{}: {} refers to {key}, which is not an English message",
                            self.lang.files.get(self.owner).map_or("?", String::as_str),
                            self.owner
                        ));
                        Piece::Text(key.clone())
                    }
                }
            }
            Raw::Select(selector, variants, default) => {
                let selector = Box::new(self.piece(selector));
                let variants = variants
                    .iter()
                    .map(|(key, pattern)| {
                        let key = match self.places.key(key) {
                            Some(i) => Key::Message(i),
                            None => Key::Word(self.clean(key)),
                        };
                        (key, self.pattern(pattern))
                    })
                    .collect();
                Piece::Select(selector, variants, *default as u16)
            }
        }
    }
}

/// What the site needs in each language before the app runs, beside the packs in
/// `target/lang/`: the installed app's manifest (`manifest-<code>.webmanifest`, from
/// static/manifest.webmanifest), and `splash.js`, which writes the loading screen in the
/// player's language while the app loads.
fn site_files(langs: &[Language], root: &Path, mirror: &Path, problems: &mut Vec<String>) {
    println!("cargo:rerun-if-changed=static/manifest.webmanifest");
    let mut text = |lang: &Language, key: &str| -> String {
        let words = resolved(langs, lang, key, 0).trim().to_string();
        // These are shown before the app runs: nothing is left for it to fill in.
        if words.contains('{') {
            problems.push(format!(
                "{}: {key} is not plain words for the site: {words}",
                lang.code
            ));
        }
        words
    };
    let write = |name: &str, content: &str| {
        let path = mirror.join(name);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(content) {
            std::fs::write(&path, content).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
    };
    let manifest = std::fs::read_to_string(root.join("static/manifest.webmanifest"))
        .expect("static/manifest.webmanifest");
    let manifest: serde_json::Value =
        serde_json::from_str(&manifest).expect("the manifest is JSON");
    let mut splash = serde_json::Map::new();
    for lang in langs {
        let rtl = text(lang, "language-direction") == "rtl";
        let mut m = manifest.clone();
        m["name"] = text(lang, "page-title").into();
        m["short_name"] = text(lang, "manifest-short-name").into();
        m["description"] = text(lang, "manifest-description").into();
        m["lang"] = lang.code.clone().into();
        m["dir"] = if rtl { "rtl" } else { "ltr" }.into();
        let json = serde_json::to_string_pretty(&m).expect("JSON");
        write(&format!("manifest-{}.webmanifest", lang.code), &json);
        splash.insert(
            lang.code.clone(),
            serde_json::json!([
                text(lang, "brand"),
                text(lang, "page-title"),
                text(lang, "manifest-description"),
                text(lang, "splash-status"),
                rtl
            ]),
        );
    }
    let script = format!(
        "// Written by build.rs from locales/: the loading screen in the player's language, chosen\n\
         // as src/ui/language.rs chooses it (?lang=, Settings', the browser's), before the app runs.\n\
         (() => {{\n\
         const texts = {};\n\
         const codes = Object.keys(texts);\n\
         const primary = (tag) => tag.split('-')[0];\n\
         const find = (tag) => {{\n\
           tag = String(tag || '').trim().replace('_', '-').toLowerCase();\n\
           return tag && (codes.find((c) => c.toLowerCase() === tag) || codes.find((c) => primary(c.toLowerCase()) === primary(tag)));\n\
         }};\n\
         let code = find(new URLSearchParams(location.search).get('lang'));\n\
         try {{ code = code || find(JSON.parse(localStorage.getItem('moonshot.language'))); }} catch (e) {{}}\n\
         for (const tag of navigator.languages || [navigator.language]) code = code || find(tag);\n\
         code = code || 'en';\n\
         // The texts start coming now, beside the app's wasm, which takes them (language.rs).\n\
         const url = `lang/${{code}}.txt`;\n\
         const text = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${{url}}: ${{r.status}} ${{r.statusText}}`))));\n\
         text.catch(() => {{}});\n\
         window.moonshotTexts = {{ code, text }};\n\
         if (code === 'en') return;\n\
         const [brand, title, line, status, rtl] = texts[code];\n\
         document.documentElement.lang = code;\n\
         document.documentElement.dir = rtl ? 'rtl' : 'ltr';\n\
         document.title = title;\n\
         const manifest = document.querySelector('link[rel=manifest]');\n\
         if (manifest) manifest.href = `manifest-${{code}}.webmanifest`;\n\
         const brand_ = document.querySelector('.splash-brand');\n\
         if (brand_) brand_.textContent = brand;\n\
         const line_ = document.querySelector('.splash-line');\n\
         if (line_) line_.textContent = line;\n\
         const status_ = document.querySelector('.splash-status');\n\
         if (status_) status_.textContent = status;\n\
         }})();\n",
        serde_json::Value::Object(splash)
    );
    write("splash.js", &script);
}

/// A piece of a pattern as read, naming what it refers to by key (a pack names it by place).
enum Raw {
    Text(String),
    Var(String),
    Ref(String, Vec<(String, String)>),
    Select(Box<Raw>, Vec<(String, Vec<Raw>)>, usize),
}

/// One language as read from its folder.
struct Language {
    code: String,
    /// Every message, attribute and term by its key (`id`, `id.attr`, `-term`, `-term.attr`).
    entries: BTreeMap<String, Vec<Raw>>,
    /// Each message's (and attribute's) variables, through the messages it refers to.
    variables: BTreeMap<String, BTreeSet<String>>,
    /// Each English entry's comment, for the typed keys' documentation.
    comments: BTreeMap<String, String>,
    /// Each entry's file, for the problems' words.
    files: BTreeMap<String, String>,
}

fn read_language(code: &str, dir: &Path, problems: &mut Vec<String>) -> Language {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
    files.sort();
    let mut lang = Language {
        code: code.to_string(),
        entries: BTreeMap::new(),
        variables: BTreeMap::new(),
        comments: BTreeMap::new(),
        files: BTreeMap::new(),
    };
    let mut direct: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> = BTreeMap::new();
    for file in files {
        let name = format!(
            "locales/{code}/{}",
            file.file_name().unwrap().to_string_lossy()
        );
        let source = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{name}: {e}"));
        let resource = match fluent_syntax::parser::parse(source.as_str()) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    let line = source[..e.pos.start.min(source.len())]
                        .lines()
                        .count()
                        .max(1);
                    problems.push(format!("{name}:{line}: does not parse: {:?}", e.kind));
                }
                r
            }
        };
        for entry in &resource.body {
            let (key, value, attributes, comment) = match entry {
                ast::Entry::Message(m) => (
                    m.id.name.to_string(),
                    m.value.as_ref(),
                    &m.attributes,
                    &m.comment,
                ),
                ast::Entry::Term(t) => (
                    format!("-{}", t.id.name),
                    Some(&t.value),
                    &t.attributes,
                    &t.comment,
                ),
                _ => continue,
            };
            if lang.files.contains_key(&key) {
                problems.push(format!("{name}: {key} is written twice in {code}"));
            }
            let comment = comment
                .as_ref()
                .map(|c| c.content.join("\n"))
                .unwrap_or_default();
            let mut add = |k: String, pattern: &ast::Pattern<&str>| {
                let mut refs = BTreeSet::new();
                let mut vars = BTreeSet::new();
                let pieces = compile(pattern, &mut vars, &mut refs, &name, &k, problems);
                lang.entries.insert(k.clone(), pieces);
                lang.files.insert(k.clone(), name.clone());
                lang.comments.insert(k.clone(), comment.clone());
                direct.insert(k, (vars, refs));
            };
            if let Some(value) = value {
                add(key.clone(), value);
            }
            for a in attributes {
                add(format!("{key}.{}", a.id.name), &a.value);
            }
        }
    }
    // A message's variables include those of the messages it refers to (Fluent gives them the
    // same arguments); a term is given only its literal arguments, so its variables stay its own.
    for key in direct.keys() {
        let mut vars = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut todo = vec![key.clone()];
        while let Some(k) = todo.pop() {
            if !seen.insert(k.clone()) {
                continue;
            }
            match direct.get(&k) {
                Some((v, refs)) => {
                    if !k.starts_with('-') {
                        vars.extend(v.iter().cloned());
                        todo.extend(refs.iter().cloned());
                    }
                }
                None => problems.push(format!(
                    "{}: {key} refers to {k}, which {code} does not have",
                    lang.files[key]
                )),
            }
        }
        lang.variables.insert(key.clone(), vars);
    }
    for required in ["language-name", "language-direction", "language-digits"] {
        if !lang.entries.contains_key(required) {
            problems.push(format!("locales/{code}: {required} is missing"));
        }
    }
    lang
}

/// A pattern as pieces; notes its variables and the entries it refers to.
fn compile(
    pattern: &ast::Pattern<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
    file: &str,
    key: &str,
    problems: &mut Vec<String>,
) -> Vec<Raw> {
    let mut pieces: Vec<Raw> = Vec::new();
    let text = |pieces: &mut Vec<Raw>, s: &str| match pieces.last_mut() {
        Some(Raw::Text(t)) => t.push_str(s),
        _ => pieces.push(Raw::Text(s.to_string())),
    };
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => text(&mut pieces, value),
            ast::PatternElement::Placeable { expression } => match expression {
                ast::Expression::Inline(inline) => match inline_piece(inline, vars, refs) {
                    Ok(Raw::Text(s)) => text(&mut pieces, &s),
                    Ok(piece) => pieces.push(piece),
                    Err(why) => problems.push(format!("{file}: {key}: {why}")),
                },
                ast::Expression::Select { selector, variants } => {
                    let selector = match inline_piece(selector, vars, refs) {
                        Ok(p) => p,
                        Err(why) => {
                            problems.push(format!("{file}: {key}: {why}"));
                            continue;
                        }
                    };
                    let mut default = 0;
                    let mut compiled = Vec::new();
                    for (i, v) in variants.iter().enumerate() {
                        let name = match &v.key {
                            ast::VariantKey::Identifier { name } => name.to_string(),
                            ast::VariantKey::NumberLiteral { value } => value.to_string(),
                        };
                        if v.default {
                            default = i;
                        }
                        compiled.push((name, compile(&v.value, vars, refs, file, key, problems)));
                    }
                    pieces.push(Raw::Select(Box::new(selector), compiled, default));
                }
            },
        }
    }
    pieces
}

fn inline_piece(
    inline: &ast::InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) -> Result<Raw, String> {
    Ok(match inline {
        ast::InlineExpression::StringLiteral { value } => {
            Raw::Text(fluent_syntax::unicode::unescape_unicode_to_string(value).into_owned())
        }
        ast::InlineExpression::NumberLiteral { value } => Raw::Text(value.to_string()),
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
            Raw::Var(id.name.to_string())
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            let key = match attribute {
                Some(a) => format!("{}.{}", id.name, a.name),
                None => id.name.to_string(),
            };
            refs.insert(key.clone());
            Raw::Ref(key, Vec::new())
        }
        ast::InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            let key = match attribute {
                Some(a) => format!("-{}.{}", id.name, a.name),
                None => format!("-{}", id.name),
            };
            refs.insert(key.clone());
            let mut args = Vec::new();
            if let Some(call) = arguments {
                if !call.positional.is_empty() {
                    return Err(format!("{key} takes named arguments only"));
                }
                for named in &call.named {
                    let value = match &named.value {
                        ast::InlineExpression::StringLiteral { value } => value.to_string(),
                        ast::InlineExpression::NumberLiteral { value } => value.to_string(),
                        _ => return Err(format!("{key}: a term's arguments are literals")),
                    };
                    args.push((named.name.name.to_string(), value));
                }
            }
            Raw::Ref(key, args)
        }
        ast::InlineExpression::FunctionReference { id, .. } => {
            return Err(format!(
                "the function {} is not supported: numbers and lists are written by the language's own rules",
                id.name
            ));
        }
        ast::InlineExpression::Placeable { expression } => match &**expression {
            ast::Expression::Inline(inner) => inline_piece(inner, vars, refs)?,
            ast::Expression::Select { .. } => {
                return Err("a choice inside a choice's selector".into());
            }
        },
    })
}

/// What a translation lacks, has too many of, or uses that it is not given.
fn compare(english: &Language, lang: &Language, problems: &mut Vec<String>) {
    let code = &lang.code;
    for key in english.entries.keys() {
        // Terms are each language's own: a language may name the game's words its way.
        if !key.starts_with('-') && !lang.entries.contains_key(key) {
            problems.push(format!(
                "locales/{code}: {key} is missing (it is in {})",
                english.files[key]
            ));
        }
    }
    for (key, vars) in &lang.variables {
        // A term, or a message's grammatical gender, is the language's own (a choice on a
        // message passed as a variable reads its `.gender`).
        if key.starts_with('-') || key.ends_with(".gender") {
            continue;
        }
        let Some(given) = english.variables.get(key) else {
            problems.push(format!(
                "{}: {key} is not an English message",
                lang.files[key]
            ));
            continue;
        };
        for v in vars.difference(given) {
            problems.push(format!(
                "{}: {key} uses ${v}, which it is not given",
                lang.files[key]
            ));
        }
    }
}

/// The Rust the crate includes: the languages, the problems, the packs built in, the keys.
fn generate(langs: &[Language], places: &Places, problems: &[String]) -> String {
    let mut out = String::new();
    let text = |lang: &Language, key: &str| -> String {
        lang.entries.get(key).map(|p| plain(p)).unwrap_or_default()
    };
    out.push_str(
        "/// Every language of `locales/`, English first.\npub const LANGS: &[LangInfo] = &[\n",
    );
    for lang in langs {
        let rtl = text(lang, "language-direction").trim() == "rtl";
        let plain_numbers = text(lang, "language-digits").trim() == "plain";
        writeln!(
            out,
            "    LangInfo {{ code: {:?}, name: {:?}, rtl: {rtl}, plain_numbers: {plain_numbers} }},",
            lang.code,
            text(lang, "language-name").trim()
        )
        .unwrap();
    }
    out.push_str("];\n\n/// What is wrong in the translations (empty when all is well).\npub const PROBLEMS: &[&str] = &[\n");
    for p in problems {
        writeln!(out, "    {p:?},").unwrap();
    }
    out.push_str("];\n\n");
    out.push_str(
        "/// A language's pack as built into the program: natively every language's; in the \
         browser none (the page fetches the one it speaks).\n\
         #[cfg(not(target_arch = \"wasm32\"))]\n\
         pub fn built_in(index: usize) -> Option<&'static str> {\n    match index {\n",
    );
    for (i, lang) in langs.iter().enumerate() {
        writeln!(
            out,
            "        {i} => Some(include_str!(concat!(env!(\"OUT_DIR\"), \"/lang/{}.txt\"))),",
            lang.code
        )
        .unwrap();
    }
    out.push_str(
        "        _ => None,\n    }\n}\n\n\
         /// In the browser no pack is built in.\n\
         #[cfg(target_arch = \"wasm32\")]\n\
         pub fn built_in(_: usize) -> Option<&'static str> {\n    None\n}\n\n",
    );
    // The browser build holds no key and no name: a Text is numbers, and the page and the bots'
    // worker are one build. Natively they name a text in tests and messages.
    let (keys, names) = (&places.keys, &places.names);
    writeln!(
        out,
        "/// How many messages English has: a message is its place in [`KEYS`].\n\
         pub const KEY_COUNT: u16 = {};\n\n\
         /// How many variables' names there are: a variable is its place in [`NAMES`].\n\
         pub const NAME_COUNT: u16 = {};\n\n\
         /// The fingerprint of [`KEYS`] and [`NAMES`], which a pack must carry to be read.\n\
         pub const FINGERPRINT: u32 = {};\n\n\
         /// Every English message's key, sorted.\n#[cfg(not(target_arch = \"wasm32\"))]\n\
         pub const KEYS: &[&str] = &{keys:?};\n\n\
         /// Every variable's name in any language, sorted.\n#[cfg(not(target_arch = \"wasm32\"))]\n\
         pub const NAMES: &[&str] = &{names:?};\n",
        keys.len(),
        names.len(),
        places.fingerprint()
    )
    .unwrap();
    // The messages given nothing: each reads as it is (`moonshot texts` lists them all).
    let bare: Vec<usize> = keys
        .iter()
        .enumerate()
        .filter(|(_, k)| langs[0].variables[*k].is_empty() && !NOT_WORDS.contains(&k.as_str()))
        .map(|(i, _)| i)
        .collect();
    writeln!(
        out,
        "/// The messages given no variable, by place, but those that are not words to read.\n\
         pub const BARE: &[u16] = &{bare:?};\n"
    )
    .unwrap();
    out.push_str(
        "/// Each variable's place in [`NAMES`], by its name (`-` as `_`).\n#[allow(non_upper_case_globals, dead_code)]\npub mod name {\n",
    );
    for (i, n) in names.iter().enumerate() {
        writeln!(out, "    pub const {}: u16 = {i};", n.replace('-', "_")).unwrap();
    }
    out.push_str("}\n\n");
    out.push_str(
        "/// The messages, a function each: its key, with `-` and `.` as `_`; its variables, its \
         parameters.\npub mod t {\n    use super::{name, Arg, Text};\n",
    );
    let english = &langs[0];
    let mut fns = BTreeSet::new();
    for (place, key) in keys.iter().enumerate() {
        let vars = &english.variables[key];
        let fname: String = key
            .chars()
            .map(|c| if c == '-' || c == '.' { '_' } else { c })
            .collect();
        if !fns.insert(fname.clone()) {
            continue;
        }
        let shown = plain(&english.entries[key]);
        writeln!(out, "\n    /// `{key}`: {}", doc_line(&shown)).unwrap();
        let comment = &english.comments[key];
        if !comment.is_empty() {
            out.push_str("    ///\n");
            for line in comment.lines() {
                writeln!(out, "    /// {}", doc_line(line)).unwrap();
            }
        }
        let rust = |v: &String| v.replace('-', "_");
        let params: Vec<String> = vars
            .iter()
            .map(|v| format!("{}: impl Into<Arg>", rust(v)))
            .collect();
        let ids: Vec<String> = vars.iter().map(|v| format!("name::{}", rust(v))).collect();
        let args: Vec<String> = vars.iter().map(|v| format!("{}.into()", rust(v))).collect();
        if vars.len() > 3 {
            out.push_str("    #[allow(clippy::too_many_arguments)]\n");
        }
        // One shared constructor for all messages of the same number of variables, so that a
        // call costs the download a call, not a vector built in place.
        let body = if vars.is_empty() {
            format!("Text::bare({place})")
        } else {
            format!(
                "Text::with({place}, &[{}], [{}])",
                ids.join(", "),
                args.join(", ")
            )
        };
        writeln!(
            out,
            "    pub fn {fname}({}) -> Text {{\n        {body}\n    }}",
            params.join(", ")
        )
        .unwrap();
    }
    out.push_str("}\n");
    out
}

/// A pattern's text with its placeables as `{ … }`, for documentation.
/// The text of `key` in `lang` (English's where `lang` lacks it) with the messages and terms
/// it names written out, each choice at its default: the words of a message given nothing,
/// for the files the site serves before the app runs (a term such as `{ -game-hearts }` in a
/// page title).
fn resolved(langs: &[Language], lang: &Language, key: &str, depth: usize) -> String {
    let Some(pieces) = lang.entries.get(key).or_else(|| langs[0].entries.get(key)) else {
        return String::new();
    };
    let mut s = String::new();
    resolve_pieces(langs, lang, pieces, depth, &mut s);
    s
}

fn resolve_pieces(
    langs: &[Language],
    lang: &Language,
    pieces: &[Raw],
    depth: usize,
    s: &mut String,
) {
    for p in pieces {
        match p {
            Raw::Text(t) => s.push_str(t),
            Raw::Var(v) => write!(s, "{{ ${v} }}").unwrap(),
            Raw::Ref(r, _) if depth < 8 => s.push_str(&resolved(langs, lang, r, depth + 1)),
            Raw::Ref(r, _) => write!(s, "{{ {r} }}").unwrap(),
            Raw::Select(_, variants, default) => {
                if let Some((_, v)) = variants.get(*default) {
                    resolve_pieces(langs, lang, v, depth, s);
                }
            }
        }
    }
}

fn plain(pieces: &[Raw]) -> String {
    let mut s = String::new();
    for p in pieces {
        match p {
            Raw::Text(t) => s.push_str(t),
            Raw::Var(v) => write!(s, "{{ ${v} }}").unwrap(),
            Raw::Ref(r, _) => write!(s, "{{ {r} }}").unwrap(),
            Raw::Select(sel, variants, default) => {
                let sel = plain(std::slice::from_ref(sel));
                let v = variants
                    .get(*default)
                    .map(|(_, p)| plain(p))
                    .unwrap_or_default();
                write!(s, "{{ {} -> … {v} }}", sel.trim_matches(['{', '}', ' '])).unwrap();
            }
        }
    }
    s
}

fn doc_line(s: &str) -> String {
    s.replace('\n', " ")
        .replace('[', "\\[")
        .replace(']', "\\]")
        .replace('<', "\\<")
}

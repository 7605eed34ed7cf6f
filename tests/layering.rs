//! The engine's modules, the page's and the table model's are layered: no module imports one
//! that imports it back, directly or through others (test modules aside). In the engine,
//! small shared types sit at the bottom, the rule sets above them, the catalogue of presets,
//! variants and rules text above those, the game state on top. In the table model, the
//! questions to the bots' worker sit below the advice that asks them.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Each module and the modules of the same folder it imports.
type Graph = BTreeMap<String, Vec<String>>;

/// The modules of `folder` (a path from the crate's root) and which of them each imports:
/// `super::name`, or `name` after `absolute` (the folder's path in the crate, such as
/// `crate::ui::`) if given, in its code before `#[cfg(test)]`. `mod.rs` is the folder itself, not a
/// module of it, and a module declared only for tests is left out. A folder inside is one
/// module, named after the folder, which imports whatever any of its files imports from
/// outside it.
fn imports(folder: &str, absolute: Option<&str>) -> Graph {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut graph = Graph::new();
    for entry in std::fs::read_dir(&dir).expect(folder) {
        let path = entry.expect("an entry").path();
        let Some(name) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let rust = path.is_dir() || path.extension().is_some_and(|e| e == "rs");
        if !rust || name == "mod" || test_only(&dir, name) {
            continue;
        }
        let mut deps = Vec::new();
        for (file, depth) in files(&path) {
            let text = std::fs::read_to_string(&file).expect("a module");
            let code = text.split("#[cfg(test)]").next().unwrap_or("");
            // `super::` in the module's own file, `super::super::` a folder further down.
            let relative = "super::".repeat(depth + 1);
            deps.extend(names_after(code, &relative));
            if let Some(absolute) = absolute {
                deps.extend(names_after(code, absolute));
            }
        }
        deps.retain(|dep| dep != name);
        deps.sort();
        deps.dedup();
        graph.insert(name.to_string(), deps);
    }
    graph
}

/// A module's files, each with how many folders below the module it sits: a file alone at
/// 0; a folder's `mod.rs` at 0, its other files at 1, and so on down (test-only ones left out).
fn files(path: &Path) -> Vec<(PathBuf, usize)> {
    if !path.is_dir() {
        return vec![(path.to_path_buf(), 0)];
    }
    let mut found = Vec::new();
    for entry in std::fs::read_dir(path).expect("a folder") {
        let inner = entry.expect("an entry").path();
        let Some(name) = inner.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if name == "mod" && inner.is_file() {
            found.push((inner, 0));
        } else if !test_only(path, name) {
            let rust = inner.is_dir() || inner.extension().is_some_and(|e| e == "rs");
            found.extend(
                rust.then(|| files(&inner))
                    .into_iter()
                    .flatten()
                    .map(|(file, depth)| (file, depth + 1)),
            );
        }
    }
    found
}

/// Whether `dir`'s `mod.rs` declares module `name` only for tests (`#[cfg(test)]` on the
/// line before).
fn test_only(dir: &Path, name: &str) -> bool {
    let text = std::fs::read_to_string(dir.join("mod.rs")).unwrap_or_default();
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let declared = format!("mod {name};");
    lines
        .windows(2)
        .any(|pair| pair[0] == "#[cfg(test)]" && pair[1].ends_with(&declared))
}

/// The names that follow `prefix` in `code` (`prefix` not itself the tail of a longer path):
/// `name` in `prefix name::…`, and each first name in `prefix{a::X, b}`.
fn names_after(code: &str, prefix: &str) -> Vec<String> {
    fn name(text: &str) -> String {
        text.chars()
            .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
            .collect()
    }
    let mut names = Vec::new();
    for (at, _) in code.match_indices(prefix) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c == ':' || c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[at + prefix.len()..];
        let Some(group) = rest.strip_prefix('{') else {
            names.push(name(rest));
            continue;
        };
        // The first name of each item in the group, at its own depth only.
        let mut depth = 0;
        let mut item_start = true;
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                ',' if depth == 0 => item_start = true,
                c if c.is_whitespace() => {}
                _ if item_start && depth == 0 => {
                    names.push(name(&group[i..]));
                    item_start = false;
                }
                _ => {}
            }
        }
    }
    // `super::super::…` is a folder further up, not a module named `super`.
    names.retain(|n| !n.is_empty() && n != "super");
    names
}

/// A path of imports that comes back to where it started, if there is one.
fn cycle(graph: &Graph) -> Option<Vec<String>> {
    // Depth-first search; `path` is the way down to `module`.
    fn visit(
        module: &str,
        graph: &Graph,
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|m| m == module) {
            let mut found = path[start..].to_vec();
            found.push(module.to_string());
            return Some(found);
        }
        if done.iter().any(|m| m == module) {
            return None;
        }
        path.push(module.to_string());
        for dep in graph.get(module).into_iter().flatten() {
            if graph.contains_key(dep)
                && let Some(found) = visit(dep, graph, path, done)
            {
                return Some(found);
            }
        }
        path.pop();
        done.push(module.to_string());
        None
    }
    let mut done = Vec::new();
    graph
        .keys()
        .find_map(|module| visit(module, graph, &mut Vec::new(), &mut done))
}

/// Fails with the cycle, if `graph` has one.
fn assert_no_cycle(graph: &Graph) {
    if let Some(found) = cycle(graph) {
        panic!("import cycle: {}", found.join(" -> "));
    }
}

#[test]
fn no_engine_module_imports_one_that_imports_it_back() {
    // `super::` only: the engine's `crate::engine::` paths are those in `named`'s serde
    // macros, which the small types at the bottom use too.
    let graph = imports("src/engine", None);
    assert!(
        graph.len() > 10,
        "the engine's modules were found: {graph:?}"
    );
    assert_no_cycle(&graph);
    // The small shared types import nothing above them.
    for bottom in ["card", "cards", "seat", "action"] {
        for dep in &graph[bottom] {
            assert!(
                ["card", "cards", "seat"].contains(&dep.as_str()),
                "{bottom} imports {dep}"
            );
        }
    }
    assert!(
        !graph["rules"].iter().any(|d| d == "game" || d == "presets"),
        "the rule sets sit below the game and the catalogue"
    );
}

#[test]
fn no_page_module_imports_one_that_imports_it_back() {
    let graph = imports("src/ui", Some("crate::ui::"));
    for module in ["app", "table", "bot_service", "choices"] {
        assert!(graph.contains_key(module), "{module} found: {graph:?}");
    }
    assert!(
        graph["app"].iter().any(|d| d == "table"),
        "the folder is one module: {graph:?}"
    );
    assert_no_cycle(&graph);
}

#[test]
fn no_table_module_imports_one_that_imports_it_back() {
    let graph = imports("src/ui/table", Some("crate::ui::table::"));
    for module in ["advice", "questions", "update", "shown"] {
        assert!(graph.contains_key(module), "{module} found: {graph:?}");
    }
    assert!(!graph.contains_key("testing"), "test-only modules aside");
    assert_no_cycle(&graph);
    // The questions route an answer; the advice asks them and handles its answers.
    assert!(graph["advice"].iter().any(|d| d == "questions"));
    assert!(
        !graph["questions"].iter().any(|d| d == "advice"),
        "questions imports nothing from advice"
    );
}

/// The names of the functions `code` defines (`fn name`).
fn functions(code: &str) -> Vec<String> {
    code.match_indices("fn ")
        .filter(|(at, _)| {
            code[..*at]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric() && c != '_')
        })
        .map(|(at, _)| {
            code[at + 3..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<String>()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// The module's code before its tests' module.
fn code_of(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(&path).expect("a module");
    text.split("#[cfg(test)]\nmod tests")
        .next()
        .unwrap_or("")
        .to_string()
}

#[test]
fn the_questions_call_nothing_of_the_advice() {
    // The advice asks through the questions; the reducer hands it their answers. A call back
    // from the questions would be the circle again, in methods rather than imports.
    let advice = functions(&code_of("src/ui/table/advice.rs"));
    assert!(advice.iter().any(|f| f == "take_hint"), "{advice:?}");
    let questions = code_of("src/ui/table/questions.rs");
    let called: Vec<&String> = advice
        .iter()
        .filter(|f| questions.contains(&format!(".{f}(")))
        .collect();
    assert!(
        called.is_empty(),
        "questions.rs calls {called:?} of advice.rs"
    );
    assert!(
        !questions.contains("counsel"),
        "questions.rs reads the advice's part"
    );
}

#[test]
fn the_cycle_finder_finds_a_circle_and_only_a_circle() {
    let graph = |edges: &[(&str, &[&str])]| -> Graph {
        edges
            .iter()
            .map(|(m, deps)| (m.to_string(), deps.iter().map(|d| d.to_string()).collect()))
            .collect()
    };
    let names = |path: Option<Vec<String>>| path.map(|p| p.join(" -> "));
    // advice and questions as they were at 3dcc104.
    let old = graph(&[
        ("advice", &["questions"]),
        ("questions", &["advice"]),
        ("update", &["questions"]),
    ]);
    assert_eq!(
        names(cycle(&old)),
        Some("advice -> questions -> advice".into())
    );
    let longer = graph(&[("a", &["b"]), ("b", &["c"]), ("c", &["a"]), ("d", &[])]);
    assert_eq!(names(cycle(&longer)), Some("a -> b -> c -> a".into()));
    // A diamond, and imports of modules outside the folder, are no circle.
    let diamond = graph(&[
        ("top", &["left", "right"]),
        ("left", &["bottom", "engine"]),
        ("right", &["bottom"]),
        ("bottom", &[]),
    ]);
    assert_eq!(cycle(&diamond), None);
}

#[test]
fn imports_are_read_as_written() {
    let code = "use super::advice::{Hint, Reviewed};\n\
                use super::{Overlay, shown::Step, pace::{Pace, Speed}};\n\
                use crate::ui::bot_service::Request;\n\
                use super::super::choices::GameChoices;\n\
                fn f() { let _ = xsuper::nothing; }\n";
    assert_eq!(names_after(code, "super::"), ["advice", "shown", "pace"]);
    assert_eq!(names_after(code, "super::super::"), ["choices"]);
    assert_eq!(names_after(code, "crate::ui::"), ["bot_service"]);
}

/// Every `.rs` file under `folder`, test modules included (a test may not reach up either).
fn rust_files(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(folder).expect("a folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            found.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found
}

#[test]
fn the_crate_is_layered_engine_bots_language_page() {
    // Each layer may use those before it, never one after: the engine knows nothing of the
    // bots, the bots nothing of the words, the words (`lang`) nothing of the page.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let layers = [
        ("engine", &["crate::bots", "crate::lang", "crate::ui"][..]),
        ("bots", &["crate::lang", "crate::ui"][..]),
        ("lang", &["crate::ui"][..]),
    ];
    let mut wrong = Vec::new();
    for (layer, above) in layers {
        for file in rust_files(&root.join(layer)) {
            let text = std::fs::read_to_string(&file).expect("a module");
            for path in above {
                if text.contains(&format!("{path}::")) || text.contains(&format!("{path};")) {
                    wrong.push(format!("{} uses {path}", file.display()));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

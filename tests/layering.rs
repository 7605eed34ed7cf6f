//! The engine's modules are layered: no module imports one that imports it back, directly
//! or through others (test modules aside). Small shared types sit at the bottom, the rule
//! sets above them, the catalogue of presets, variants and rules text above those, the game
//! state on top.
use std::collections::BTreeMap;
use std::path::Path;

/// Each engine module and the engine modules it imports (`super::name`).
fn imports() -> BTreeMap<String, Vec<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let mut graph = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).expect("src/engine") {
        let path = entry.expect("an entry").path();
        let Some(name) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if name == "mod" {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a module");
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let mut deps: Vec<String> = code
            .match_indices("super::")
            .map(|(i, m)| {
                code[i + m.len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                    .collect()
            })
            .filter(|dep: &String| !dep.is_empty() && dep != name)
            .collect();
        deps.sort();
        deps.dedup();
        graph.insert(name.to_string(), deps);
    }
    graph
}

#[test]
fn no_engine_module_imports_one_that_imports_it_back() {
    let graph = imports();
    assert!(
        graph.len() > 10,
        "the engine's modules were found: {graph:?}"
    );
    // Depth-first search for a path that comes back to where it started.
    fn visit(
        module: &str,
        graph: &BTreeMap<String, Vec<String>>,
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) {
        if let Some(start) = path.iter().position(|m| m == module) {
            panic!("import cycle: {} -> {module}", path[start..].join(" -> "));
        }
        if done.iter().any(|m| m == module) {
            return;
        }
        path.push(module.to_string());
        for dep in graph.get(module).into_iter().flatten() {
            if graph.contains_key(dep) {
                visit(dep, graph, path, done);
            }
        }
        path.pop();
        done.push(module.to_string());
    }
    let mut done = Vec::new();
    for module in graph.keys() {
        visit(module, &graph, &mut Vec::new(), &mut done);
    }
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

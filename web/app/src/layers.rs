//! A test that keeps the app's modules layered (see lib.rs): each top-level module may
//! use only the modules listed for it, so no import cycle can creep in and screens reach
//! the state (and `incerto_ui`) only. Cargo keeps the crates apart; this is the one rule
//! it cannot express, with the one about the lessons' strings below.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Which modules of this crate each module may use (`crate::…`), besides itself. What
/// the crates may use of each other is Cargo's to say (web/*/Cargo.toml): this crate
/// cannot reach the lessons page's or the worker's; this table orders its own modules.
const ALLOWED: &[(&str, &[&str])] = &[
    ("bot_driver", &[]),
    ("update", &[]),
    ("state", &[]),
    ("route", &["state"]),
    ("storage", &["state"]),
    // The screens draw the state: no storage, no URL, no effects of their own.
    ("screens", &["state"]),
    ("hooks", &["bot_driver", "route", "state", "storage"]),
    // The game's sounds: an effect beside the hooks, driven by the state.
    ("sound", &["state"]),
    (
        "root",
        &[
            "bot_driver",
            "hooks",
            "route",
            "screens",
            "sound",
            "state",
            "storage",
            "update",
        ],
    ),
];

/// Every `crate::name` a source file mentions.
fn uses(source: &str) -> BTreeSet<String> {
    source
        .match_indices("crate::")
        .map(|(i, m)| {
            source[i + m.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

/// The top-level module of each source file (its first folder, or its own name) and what
/// it uses; the crate's roots (lib.rs, main.rs) may use anything.
fn scan(files: &[(String, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (path, source) in files {
        let top = path.split('/').next().unwrap_or_default();
        let module = top.strip_suffix(".rs").unwrap_or(top);
        if ["lib", "main"].contains(&module) {
            continue;
        }
        let used = uses(source).into_iter().filter(|u| u != module);
        out.entry(module.to_owned()).or_default().extend(used);
    }
    out
}

#[test]
fn modules_use_only_the_layers_below_them() {
    let found = scan(&all_sources());
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    // The scan reached the modules (a wrong path would make the test pass on nothing).
    assert!(found.contains_key("screens") && found.contains_key("state"));
    for (module, used) in &found {
        if module == "layers" {
            continue;
        }
        let ok = allowed
            .get(module.as_str())
            .unwrap_or_else(|| panic!("{module} is not in the layers table"));
        for u in used {
            assert!(
                ok.contains(&u.as_str()),
                "{module} uses crate::{u}, which is not below it"
            );
        }
    }
}

/// Every `.rs` file under `dir`, with its path relative to `src/` (`/` separated).
fn sources(dir: &Path, rel: &str, out: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            sources(&path, &format!("{rel}{name}/"), out);
        } else if name.ends_with(".rs") {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            out.push((format!("{rel}{name}"), text));
        }
    }
}

/// Every source file of the crate: its path relative to `src/`, and its text.
fn all_sources() -> Vec<(String, String)> {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        "",
        &mut files,
    );
    files
}

/// The lessons' own strings (`LessonKey`, a table of their own in `incerto_ui::i18n`) are
/// linked only by the pages that name them: the app's page names none, so its wasm holds
/// none of them (tests/e2e/pages.test.mjs looks for two in the built files).
#[test]
fn the_app_names_none_of_the_lessons_strings() {
    let files = all_sources();
    assert!(files.len() > 20, "the scan found the sources");
    for (path, text) in &files {
        if path == "layers.rs" {
            continue;
        }
        assert!(
            !text.contains("LessonKey"),
            "{path} names LessonKey, the lessons page's own strings"
        );
    }
}

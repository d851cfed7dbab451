//! A test that keeps the app's modules layered (see main.rs): each top-level module may
//! use only the modules listed for it, so no import cycle can creep in and screens reach
//! the state, the strings and the board only.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Which app modules each module may use (`crate::…`), besides itself.
const ALLOWED: &[(&str, &[&str])] = &[
    ("i18n", &["page"]),
    ("json", &[]),
    ("board", &[]),
    ("bot_driver", &["json", "browser"]),
    ("lesson_driver", &["lessons", "browser"]),
    // The lessons' worker (a binary of its own): the lessons and their words.
    ("bin", &["lessons", "i18n"]),
    ("browser", &["i18n"]),
    ("lessons", &["i18n"]),
    ("update", &["i18n"]),
    ("state", &["i18n", "browser", "lessons", "json", "page"]),
    ("route", &["state", "i18n", "page"]),
    ("storage", &["state", "i18n", "json"]),
    ("screens", &["state", "i18n", "board", "lessons", "json"]),
    (
        "app",
        &[
            "page",
            "bot_driver",
            "browser",
            "i18n",
            "json",
            "lesson_driver",
            "lessons",
            "route",
            "screens",
            "state",
            "storage",
            "update",
        ],
    ),
    // The embed route: the other root, with the app's computer turn (`app`).
    (
        "embed",
        &[
            "app",
            "board",
            "bot_driver",
            "browser",
            "i18n",
            "lesson_driver",
            "lessons",
            "route",
            "screens",
            "state",
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
/// it uses; the two page roots (main.rs, lessons_page.rs) may use anything.
fn scan(files: &[(String, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (path, source) in files {
        let top = path.split('/').next().unwrap_or_default();
        let module = top.strip_suffix(".rs").unwrap_or(top);
        if ["main", "lessons_page"].contains(&module) {
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

/// Where the lessons page's own strings (`#[lessons]` rows of `i18n/strings.rs`, empty in
/// the app's wasm) may be used: the modules that only the lessons page and the lessons'
/// worker draw or run.
const LESSONS_ONLY: &[&str] = &[
    "embed/",
    "screens/learn.rs",
    "screens/lesson.rs",
    "lessons/",
    "bin/",
    "lesson_driver.rs",
    "state/learn/",
];

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

#[test]
fn only_the_lessons_modules_use_the_lessons_strings() {
    let files = all_sources();
    let strings = &files
        .iter()
        .find(|(p, _)| p == "i18n/strings.rs")
        .expect("i18n/strings.rs")
        .1;
    let marked: Vec<&str> = strings
        .match_indices("#[lessons] ")
        .map(|(i, m)| {
            let rest = &strings[i + m.len()..];
            &rest[..rest.find(' ').unwrap_or(rest.len())]
        })
        .collect();
    // The rows were found (a changed mark would make the test pass on nothing).
    assert!(marked.contains(&"LearnTitle") && marked.contains(&"EmbedPosition"));
    for (path, text) in &files {
        if LESSONS_ONLY.iter().any(|p| path.starts_with(p)) || path == "i18n/strings.rs" {
            continue;
        }
        for key in &marked {
            let used = text.match_indices(&format!("Key::{key}")).any(|(i, m)| {
                !text[i + m.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
            });
            assert!(
                !used,
                "{path} uses Key::{key}, a #[lessons] string, which the app's page leaves empty"
            );
        }
    }
}

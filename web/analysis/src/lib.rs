//! The analysis page (`#/analysis`): a finished game with its post-game analysis, a page
//! wasm of its own that index.html's loader (Trunk.toml) starts for that address, so the
//! analysis costs the app's first load nothing. It builds on the app's state, hooks and
//! play screen (web/app), adding the analysis panel and the analysis worker's hook; the
//! analysis itself runs in its worker (computer/src/bin/analysis.rs).
//!
//! - `root` — the page's root component;
//! - `hooks` — the stored analysis restored, the worker asked for each lens;
//! - `panel` — the panel beside the board: progress, lenses, graph, lines, the sentence.

pub mod hooks;
pub mod panel;
pub mod root;

//! The analysis page (`#/analysis`): a finished game with its post-game analysis, a page
//! wasm of its own that index.html's loader (Trunk.toml) starts for that address, so the
//! analysis costs the app's first load nothing. It builds on the app's state, hooks and
//! play screen (web/app), beside which it keeps the analysis's own state, and passes the
//! play screen its panel, the move list's marks, the suggested step and the analysed PGN;
//! the analysis itself runs in its worker (computer/src/bin/analysis.rs).
//!
//! - `state` — the analysis's state and reducer (lens after lens, by the game's revision);
//! - `hooks` — the stored analysis restored, the worker asked for each lens, the result
//!   stored;
//! - `reply` — an analysis read from its JSON (the worker's answer, the stored one);
//! - `store` — the analysis's localStorage entry;
//! - `panel` — the panel beside the board: progress, lenses, graph, lines, the sentence,
//!   and the move list's marks;
//! - `root` — the page's root component.

pub mod hooks;
pub mod panel;
pub mod reply;
pub mod root;
pub mod state;
pub mod store;

//! Incerto's app page: a Yew single-page app, fully client-side, that plays the three games
//! against the computer or pass-and-play (the new-game and play screens), and the state
//! every page shares — the settings, the game, the kept games, storage and the URL — which
//! the lessons page (web/learn) and the analysis page (web/analysis) build on. The page's wasm is `main.rs`. The layers, each
//! importing only those below it (`layers.rs` checks them):
//!
//! - `root` — the root component and the page around the screens;
//! - `hooks` — every side effect, one named hook each (storage, URL, clocks, the computer);
//! - `sound` — the game's sounds, an effect like the hooks (Web Audio, synthesised);
//! - `screens` — what is drawn: they import `state`, `incerto_ui` only;
//! - `state` — the one state, its messages and the pure reducer, with the context type;
//! - `route`, `storage`, `bot_driver` — the URL, localStorage and the computer's seam;
//! - `update` — the "a new version is ready" bar (the service worker is `web/sw.js`).
//!
//! Below them all, `incerto_ui`: the board, the strings, the browser's helpers, JSON.

pub mod bot_driver;
pub mod hooks;
#[cfg(test)]
mod layers;
pub mod root;
pub mod route;
pub mod screens;
pub mod sound;
pub mod state;
pub mod storage;
pub mod update;

//! Incerto's lessons page: the Learn screen (`#/learn/<game>/<lesson>/<step>`, each game's
//! lessons on live boards, with the person's progress). index.html's loader starts its wasm
//! (`main.rs`) instead of the app's for those addresses, so it costs the app's first load
//! nothing. The embed page (web/embed) uses its lesson player and its worker's seam. The lessons run in their own Web Worker (web/tutor), which this page
//! talks to with the messages of `incerto_tutor::wire`. The modules:
//!
//! - `root` — the Learn screen's page: the app's state and chrome (`incerto_app`) with
//!   the lessons' own state beside it, and their side effects;
//! - `screens` — the Learn screen and the lesson player it shares with the embed;
//! - `state` — the Learn screen's state and reducer; `route` — its addresses;
//! - `driver` — the seam to the lessons' worker.

pub mod driver;
pub mod root;
pub mod route;
pub mod screens;
pub mod state;

//! What Incerto's web pages and the lessons' worker share: the SVG board (fed pieces and
//! destinations, no rules), every string in three languages, the browser's helpers, the
//! JSON layer on the browser's own `JSON`, and the small widgets both pages draw (the
//! board's words, a piece's chip, the promotion chooser). It imports no page: the app
//! (web/app), the lessons page (web/learn), the analysis page (web/analysis) and the
//! lessons' worker (web/tutor) build on it.
//!
//! - `board` — the SVG board (discs, symbols);
//! - `i18n` — every string, and the translation keys of the engine's words;
//! - `browser` — the page's environment (random numbers, the hash, the language);
//! - `focus` — the hook that gives an element the keyboard focus when it appears;
//! - `json` — JSON text in and out (the browser's own JSON in the page);
//! - `query` — the one reader of a query string (routes, share links, embed parameters);
//! - `storage` — localStorage by key (each page's formats are its own);
//! - `worker` — the one Web Worker client (each page's messages are its own);
//! - `pieces`, `promotion` — the board's words, a piece's chip and the promotion chooser.

pub mod board;
pub mod browser;
pub mod focus;
pub mod i18n;
pub mod json;
pub mod pieces;
pub mod promotion;
pub mod query;
pub mod storage;
pub mod worker;

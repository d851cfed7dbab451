//! Incerto's web app: a Yew single-page app, fully client-side, that plays the three games
//! against the computer or pass-and-play. This is the app's page wasm (the new-game and play
//! screens); `lessons_page.rs` is the other, for the Learn screen and the embed route, which
//! index.html's loader starts instead for `#/learn…` and `#/embed?…` (Trunk.toml). Both are
//! built from the same modules. The layers, each importing only those below it:
//!
//! - `app` — the root component and every side effect (storage, URL, the computer);
//! - `screens` — what is drawn: they import `state`, `i18n` and `board` only;
//! - `state` — the one state, its messages and the pure reducer, with the context type;
//! - `route`, `storage`, `bot_driver` — the URL, localStorage and the computer's seam;
//! - `board` — the SVG board (discs, symbols): fed pieces and destinations, no rules;
//! - `i18n` — every string, and the translation keys of the engine's words;
//! - `browser` — the page's environment (random numbers, the hash, the language);
//! - `json` — JSON text in and out (the browser's own JSON in the page, no parser in the wasm);
//! - `lessons` — the interactive lessons' data and logic (run in their own Web Worker,
//!   `bin/tutor.rs`), and `lesson_driver`, the lessons page's seam to that worker;
//! - `update` — the "a new version is ready" bar (the service worker is `web/sw.js`);
//! - `embed` — the lessons page's other root: the embed route `#/embed?…`, one lesson or
//!   one position in another page's `<iframe>`, talking to that page with `postMessage`.
//!   Not part of this binary (only of its tests): `lessons_page.rs` starts it.

mod app;
mod board;
mod bot_driver;
mod browser;
// The embed is the lessons page's (lessons_page.rs); here for its unit tests only.
#[cfg(test)]
#[allow(dead_code)]
mod embed;
mod i18n;
mod json;
#[cfg(test)]
mod layers;
mod lesson_driver;
// The app uses only the lessons' `wire` messages: the rest runs in their worker
// (`bin/tutor.rs`), and is compiled here for its tests.
#[allow(dead_code, unused_imports)]
mod lessons;
mod route;
mod screens;
mod state;
mod storage;
mod update;

/// Which page wasm this is: the modules draw and link only this page's screens (the
/// constant's other branches are left out of the build) and reload for the other's.
mod page {
    /// `false`: the app's page (new game, play); `lessons_page.rs` says `true`.
    pub const LESSONS: bool = false;
}

fn main() {
    // The language of the first screen is loaded before it is drawn (no English flash); if
    // it cannot be, the page starts in English words.
    let lang = storage::stored_lang().unwrap_or_else(browser::lang);
    wasm_bindgen_futures::spawn_local(async move {
        let _ = i18n::tables::load(lang).await;
        yew::Renderer::<app::App>::new().render();
    });
}

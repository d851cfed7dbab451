//! Incerto's web app: a Yew single-page app, fully client-side, that plays the three games
//! against the computer or pass-and-play. The layers, each importing only those below it:
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
//!   `bin/tutor.rs`), and `lesson_driver`, the app's seam to that worker;
//! - `update` — the "a new version is ready" bar (the service worker is `web/sw.js`);
//! - `embed` — the other root: the embed route `#/embed?…`, one lesson or one position
//!   in another page's `<iframe>`, talking to that page with `postMessage`.

mod app;
mod board;
mod bot_driver;
mod browser;
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

fn main() {
    // An `<iframe>`'s embed route is a root of its own: no app chrome, no stored game. The
    // language of the first screen is loaded before it is drawn (no English flash); if it
    // cannot be, the page starts in English words.
    let embed = route::is_embed(&browser::current_hash());
    let lang = if embed {
        embed::first_lang()
    } else {
        storage::stored_lang().unwrap_or_else(browser::lang)
    };
    wasm_bindgen_futures::spawn_local(async move {
        let _ = i18n::tables::load(lang).await;
        if embed {
            yew::Renderer::<embed::Embed>::new().render();
        } else {
            yew::Renderer::<app::App>::new().render();
        }
    });
}

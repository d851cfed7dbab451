//! The lessons page wasm: the Learn screen (`#/learn/<game>/<lesson>/<step>`) and the embed
//! route (`#/embed?…`), a binary of its own so that neither costs the app's first load.
//! index.html's loader (Trunk.toml) starts it instead of the app's (`main.rs`) for those
//! addresses; it is built from the same modules, and the app's screens are left out of it
//! (`page::LESSONS`): an address of the app's reloads the page as the app, which keeps the
//! game, the settings and the kept games in storage as it always does.

mod app;
mod board;
mod bot_driver;
mod browser;
mod embed;
mod i18n;
mod json;
mod lesson_driver;
// The page uses the lessons' `wire` messages: the rest runs in their worker (`bin/tutor.rs`).
#[allow(dead_code, unused_imports)]
mod lessons;
mod route;
mod screens;
mod state;
mod storage;
mod update;

/// Which page wasm this is (see `main.rs`).
mod page {
    /// `true`: the lessons page (the Learn screen, the embed route).
    pub const LESSONS: bool = true;
}

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

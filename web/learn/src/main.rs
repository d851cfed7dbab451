//! The lessons page's wasm (`incerto_learn`): the Learn screen, or the embed route for an
//! `<iframe>`'s `#/embed?…`. An address of the app's reloads the page as the app, which
//! keeps the game, the settings and the kept games in storage as it always does.

/// The pages' memory allocator, as the app's (web/app/src/main.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    use incerto_learn::{embed, root};
    use incerto_ui::browser;
    // An `<iframe>`'s embed route is a root of its own: no app chrome, no stored game. The
    // language of the first screen is loaded before it is drawn (no English flash); if it
    // cannot be, the page starts in English words.
    let embed = incerto_app::route::is_embed(&browser::current_hash());
    let lang = if embed {
        embed::first_lang()
    } else {
        incerto_app::storage::stored_lang().unwrap_or_else(browser::lang)
    };
    wasm_bindgen_futures::spawn_local(async move {
        let _ = incerto_ui::i18n::tables::load(lang).await;
        if embed {
            yew::Renderer::<embed::Embed>::new().render();
        } else {
            yew::Renderer::<root::LessonsPage>::new().render();
        }
    });
}

//! The embed page's wasm (`incerto_embed`): the embed route for an `<iframe>`'s
//! `#/embed?…`, a root of its own (no app chrome, no stored game). Another address reloads
//! the page as that address's page.

/// The pages' memory allocator, as the app's (web/app/src/main.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    // The language of the first screen (the `lang` parameter, else the browser's) is loaded
    // before it is drawn; if it cannot be, the frame starts in English words.
    let lang = incerto_embed::first_lang();
    wasm_bindgen_futures::spawn_local(async move {
        let _ = incerto_ui::i18n::tables::load(lang).await;
        yew::Renderer::<incerto_embed::Embed>::new().render();
    });
}

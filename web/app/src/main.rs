//! The app's page wasm (the new-game and play screens, `incerto_app`); index.html's loader
//! starts the lessons page's (web/learn) instead for `#/learn…` and `#/embed?…`.

/// The pages' memory allocator: talc instead of Rust's dlmalloc, 3 KB gzip less of each
/// page's first download (BENCHMARKS.md). The page is one thread (no `atomics`), which
/// its cell requires.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    // The language of the first screen is loaded before it is drawn (no English flash); if
    // it cannot be, the page starts in English words.
    let lang = incerto_app::storage::stored_lang().unwrap_or_else(incerto_ui::browser::lang);
    wasm_bindgen_futures::spawn_local(async move {
        let _ = incerto_ui::i18n::tables::load(lang).await;
        yew::Renderer::<incerto_app::root::App>::new().render();
    });
}

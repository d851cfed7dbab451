//! The app's page wasm (the new-game and play screens, `incerto_app`); index.html's loader
//! starts the lessons page's (web/learn) instead for `#/learn…`, the embed page's
//! (web/embed) for `#/embed?…` and the analysis page's (web/analysis) for `#/analysis`.

/// The pages' memory allocator: talc instead of Rust's dlmalloc, 3 KB gzip less of each
/// page's first download (BENCHMARKS.md). The page is one thread (no `atomics`), which
/// its cell requires.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    incerto_app::root::start::<incerto_app::root::App>();
}

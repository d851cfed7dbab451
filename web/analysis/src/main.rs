//! The analysis page's wasm (`incerto_analysis`): a finished game's analysis at
//! `#/analysis`. An address of the app's reloads the page as the app, which keeps the
//! game, the settings and the analysis in storage as it always does.

/// The pages' memory allocator, as the app's (web/app/src/main.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    incerto_app::root::start::<incerto_analysis::root::AnalysisPage>();
}

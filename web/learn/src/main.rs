//! The lessons page's wasm (`incerto_learn`): the Learn screen. An address of another
//! page's reloads the page as that page, which keeps the game, the settings and the kept
//! games in storage as it always does.

/// The pages' memory allocator, as the app's (web/app/src/main.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    incerto_app::root::start::<incerto_learn::root::LessonsPage>();
}

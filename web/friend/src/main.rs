//! The two-device page's wasm (`incerto_friend`): the invitation, the answer and the
//! connection between two devices, at `#/friend…`, `#/invite?…` and `#/answer?…`.

/// The pages' memory allocator, as the app's (web/app/src/main.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    incerto_app::root::start::<incerto_friend::root::FriendPage>();
}

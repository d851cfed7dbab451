//! Fuzz target: any text as a game record (stored games, uploads): refused or replayed,
//! never a panic.
#![no_main]

use incerto_engine::Game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = Game::from_json(text);
    }
});

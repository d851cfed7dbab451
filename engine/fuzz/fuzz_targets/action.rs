//! Fuzz target: any text as an action, parsed and tried against a start position.
#![no_main]

use incerto_engine::{Action, Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for v in Variant::ALL {
        if let Ok(a) = Action::parse(v, text) {
            assert_eq!(a.to_string(), text);
            let pos = Position::new_game(v, 1);
            assert_eq!(pos.play(a).is_ok(), pos.legal_actions().contains(&a));
        }
    }
});

//! Fuzz target: any text as a position string, in every variant. Accepted positions must
//! survive move generation and a FEN round trip.
#![no_main]

use incerto_engine::{Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for v in Variant::ALL {
        if let Ok(pos) = Position::from_fen(v, text) {
            for a in pos.legal_actions() {
                let mut child = pos.clone();
                child.play_unchecked(a);
                let _ = child.legal_actions();
            }
            assert_eq!(Position::from_fen(v, &pos.fen()).as_ref(), Ok(&pos));
        }
    }
});

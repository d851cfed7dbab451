//! Fuzz target: random sequences of player steps (select, move, promote, draw offers,
//! undo) through the game layer, with every view serialised on the way: no panic.
#![no_main]

use incerto_engine::{Color, Game, Role, Square, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let variant = Variant::ALL[head as usize % 3];
    let mut game = Game::new(variant, u64::from(head));
    for chunk in rest.chunks(3) {
        let [op, a, b] = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let sq = |x: u8| Square::new(u32::from(x % 64)).unwrap();
        let color = if a & 1 == 0 { Color::White } else { Color::Black };
        match op % 8 {
            0 => {
                let _ = game.select(sq(a));
            }
            1 | 2 => {
                let _ = game.move_piece(sq(a), sq(b), None, None);
            }
            3 => {
                let _ = game.promote(Role::ALL[b as usize % 7], None);
            }
            4 => {
                // A legal action by index, so games get somewhere.
                let actions = game.legal_actions();
                if !actions.is_empty() {
                    let _ = game.play(actions[a as usize % actions.len()], None);
                }
            }
            5 => {
                let _ = game.offer_draw(color);
                let _ = game.accept_draw(!color);
            }
            6 => {
                let _ = game.undo(usize::from(b % 3));
            }
            _ => {
                let _ = game.resign(color);
            }
        }
        for c in [Some(Color::White), Some(Color::Black), None] {
            let _ = game.view(c);
        }
    }
    let back = Game::from_json(&game.to_json()).expect("a game's own record replays");
    assert_eq!(back.position(), game.position());
});

//! The arena's yardstick, and nothing else: `oracle5` is level 5 handed a view in which
//! every identity is filled in from the true game. It measures what hiding costs the honest
//! bot. It lives in the command-line tool only; the engine library, the app and the JS
//! package never build such a view.

use incerto_engine::{Color, Game, PlayerView};

/// `color`'s view with every identity filled in from the all-seeing view.
pub fn view(game: &Game, color: Color) -> PlayerView {
    let mut v = game.view(Some(color));
    let all = game.view(None);
    // Both views list the same pieces in the same (board) order.
    for (p, q) in v.pieces.iter_mut().zip(&all.pieces) {
        debug_assert_eq!(p.square, q.square);
        p.role = q.role;
    }
    for (p, q) in v.captured.iter_mut().zip(&all.captured) {
        p.role = q.role;
    }
    v.unrevealed = all.unrevealed;
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::bot::{think, Level, Strength};
    use incerto_engine::Variant;

    #[test]
    fn the_oracle_sees_every_identity_and_its_bot_reads_it() {
        for variant in Variant::ALL {
            let mut g = Game::new(variant, 5);
            if variant == Variant::HiddenRandom {
                g.play_str("@a2", None).unwrap();
            }
            let v = view(&g, g.turn());
            assert!(v.pieces.iter().all(|p| p.role.is_some()), "{variant}");
            assert!(v.unrevealed.iter().all(|p| p.total == 0));
            // Its honest counterpart sees less.
            assert!(g
                .view(Some(g.turn()))
                .pieces
                .iter()
                .any(|p| p.role.is_none()));
            let a = think(&v, Level::Search(Strength::One), 1, None).unwrap();
            assert!(a.step.is_some(), "{variant}");
        }
    }
}

//! Shorthands the engine's unit tests share: a square by name, a game by its moves.

use crate::{Action, Game, Square, Variant};

/// The square named `s`; a bad name fails the test.
#[track_caller]
pub(crate) fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The plain move from `from` to `to`, no promotion piece named (as a person's move comes
/// before the promotion chooser).
#[track_caller]
pub(crate) fn mv(from: &str, to: &str) -> Action {
    Action::Move {
        from: sq(from),
        to: sq(to),
        promotion: None,
    }
}

/// The game from `fen` after `actions` (space-separated, each must be legal).
#[track_caller]
pub(crate) fn played(variant: Variant, fen: &str, actions: &str) -> Game {
    let mut g = Game::from_fen(variant, fen).unwrap();
    for a in actions.split_whitespace() {
        g.play_str(a, None).unwrap();
    }
    g
}

//! Perft: counting the leaves of the all-seeing game tree, the standard check of a move
//! generator against published numbers and other implementations.

use crate::action::Action;
use crate::movegen::ActionList;
use crate::position::Position;

/// Leaves of the tree `depth` plies deep. The last ply is counted by the length of the
/// legal action list, as shakmaty and Stockfish do (without building the list).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_action_count() as u64,
        _ => {
            let mut actions = ActionList::new();
            pos.generate(&mut actions);
            actions
                .iter()
                .map(|&a| {
                    let mut child = pos.clone();
                    child.play_unchecked(a);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft split by root action, sorted by the action's notation.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Action, u64)> {
    let mut out: Vec<(Action, u64)> = pos
        .legal_actions()
        .iter()
        .map(|&a| {
            let mut child = pos.clone();
            child.play_unchecked(a);
            (a, perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    out.sort_by_key(|(a, _)| a.to_string());
    out
}

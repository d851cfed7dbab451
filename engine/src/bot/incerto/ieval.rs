//! Incerto's static evaluation (material with a lottery disc at its side's mean, placement)
//! on its own score scale, and which determined discs attack a square.

use super::iboard::{IBoard, ROLES};
use crate::attacks;
use crate::bot::core::eval::{mean_value, placement, TEMPO, VALUE};
use crate::bot::core::score::squash_by;
use crate::{Bitboard, Color, Role, Square};

/// The board is 6 files wide.
const WIDTH: u32 = 6;

/// Where Incerto's score curve reaches three quarters of a win. Flatter than the 8×8
/// games': material converts to a win less surely when any disc may be the king, so a 1-in-9
/// chance of losing the king weighs as much as about two pawns.
const SCALE: i32 = 1_500;

/// A centipawn balance on Incerto's score scale.
pub(super) fn squash(cp: i32) -> i32 {
    squash_by(cp, SCALE)
}

/// The static score of `b` for its side to move.
pub(crate) fn evaluate(b: &IBoard) -> i32 {
    squash(evaluate_cp(b))
}

/// The static balance of `b` for its side to move, in centipawns.
pub(crate) fn evaluate_cp(b: &IBoard) -> i32 {
    let mut side = [0i32; 2];
    for c in Color::ALL {
        let ours = b.by_color(c);
        let enemy_force = b.by_color(!c).count() >= 4;
        let mut v = (b.unseen & ours).count() as i32 * mean_value(&b.pools[c.index()]);
        for r in ROLES {
            for sq in b.roles[r.index()] & ours {
                v += VALUE[r.index()] + placement(r, c, sq, WIDTH, enemy_force);
            }
        }
        side[c.index()] = v;
    }
    let us = b.turn;
    side[us.index()] - side[(!us).index()] + TEMPO
}

/// Determined discs of `by` attacking `sq`.
pub(super) fn attackers(b: &IBoard, sq: Square, by: Color) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    let (own, enemy) = (b.by_color(by), b.by_color(!by));
    for r in ROLES {
        // Reverse lookup: a piece of role r on `sq` (of the defender's colour) reaches the
        // attacker's square iff the attacker reaches `sq`, except for pawns (direction).
        let cand = b.roles[r.index()] & own;
        if cand.is_empty() {
            continue;
        }
        let reach = if r == Role::Pawn {
            attacks::pawn_attacks(!by, sq)
        } else {
            super::iboard::targets(r, !by, sq, enemy.with(sq), own)
        };
        out |= reach & cand;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attackers_match_targets() {
        let b = IBoard::with_discs("Ra1 Pc2 Be5 Nb4 ka6 qd3");
        for target in Square::all().filter(|s| crate::Variant::Incerto.contains(*s)) {
            let mut want = Bitboard::EMPTY;
            for from in b.by_color(Color::White) {
                let role = b.role_at(from).unwrap();
                let reach = if role == Role::Pawn {
                    attacks::pawn_attacks(Color::White, from) & crate::Variant::Incerto.board()
                } else {
                    super::super::iboard::targets(
                        role,
                        Color::White,
                        from,
                        b.by_color(Color::White),
                        b.by_color(Color::Black).with(target),
                    )
                };
                if reach.contains(target) && !b.by_color(Color::White).contains(target) {
                    want.set(from);
                }
            }
            if b.by_color(Color::White).contains(target) {
                continue;
            }
            assert_eq!(attackers(&b, target, Color::White), want, "{target}");
        }
    }
}

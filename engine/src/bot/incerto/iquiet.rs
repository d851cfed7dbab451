//! The quiescence search of an Incerto world: captures by determined discs, promotions, and
//! escapes while a determined king is attacked, until the position is quiet.

use super::iboard::IBoard;
use super::ieval::{attackers, evaluate};
use super::isearch::{promotions, Choice, ISearch, MAX_PLY};
use crate::attacks;
use crate::bot::core::node::{self, Next};
use crate::bot::core::score::win_in;
use crate::{Bitboard, Role};
use arrayvec::ArrayVec;

/// Quiescence plies after which a capture of a lottery disc is not tried.
const QUIET_LOTTERY: usize = 3;
/// Quiescence plies after which an attacked king no longer looks for an escape.
const QUIET_ESCAPES: usize = 4;

impl ISearch<'_> {
    /// A determined disc of the side to move can take the opponent's determined king.
    fn king_en_prise(b: &IBoard) -> bool {
        b.king(!b.turn)
            .is_some_and(|k| attackers(b, k, b.turn).any())
    }

    /// What every node (full-width or quiet) checks first: its score when it is not searched,
    /// 0 once the clock has run out, a win when the opponent's king can be taken.
    #[inline]
    pub(super) fn settled(&mut self, b: &IBoard, ply: usize) -> Option<i32> {
        if self.core.clock.tick() {
            return Some(0);
        }
        if Self::king_en_prise(b) {
            return Some(win_in(ply + 1));
        }
        None
    }

    pub(super) fn qsearch(
        &mut self,
        b: &IBoard,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
    ) -> i32 {
        if let Some(v) = self.settled(b, ply) {
            return v;
        }
        let us = b.turn;
        let them = b.by_color(!us);
        let stand = evaluate(b);
        let king = b.king(us);
        let threats = king.map_or(Bitboard::EMPTY, |k| attackers(b, k, !us));
        let escaping = threats.any() && qply < QUIET_ESCAPES && ply + 2 < MAX_PLY;
        let mut best = stand;
        if escaping {
            // The king is attacked: only an escape stops the capture next turn.
            best = -win_in(ply + 2);
        } else {
            if stand >= beta || ply + 2 >= MAX_PLY {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        let mut list: ArrayVec<Choice, 256> = ArrayVec::new();
        let blocks = match (king, threats.single()) {
            (Some(k), Some(t)) => attacks::between(k, t),
            _ => Bitboard::EMPTY,
        };
        for from in b.by_color(us) {
            let Some(role) = b.role_at(from) else {
                continue;
            };
            let mut to = b.moves_of(from, role, us);
            let last = Bitboard::rank(us.relative_rank(7));
            let push = if role == Role::Pawn {
                to & last
            } else {
                Bitboard::EMPTY
            };
            let lottery_ok = qply < QUIET_LOTTERY;
            let takes = to
                & them
                & if lottery_ok {
                    Bitboard::FULL
                } else {
                    !b.unseen
                };
            to = if escaping {
                if Some(from) == king {
                    to
                } else {
                    takes & threats | to & blocks
                }
            } else {
                takes | push
            };
            for to in to {
                list.push(Choice::Move {
                    from,
                    to,
                    promotion: promotions(role, us, to)[0],
                });
            }
        }
        self.order(b, &mut list, 0, MAX_PLY);
        for c in list {
            let Choice::Move {
                from,
                to,
                promotion,
            } = c
            else {
                continue;
            };
            let v = self.move_value(
                b,
                from,
                to,
                promotion,
                Next::Quiet(qply + 1),
                alpha,
                beta,
                ply,
            );
            if self.core.clock.stopped {
                return 0;
            }
            if node::raise(&mut best, &mut alpha, v, beta) {
                break;
            }
        }
        best
    }
}

//! What every node of both searches does alike: count itself against the budget, spot a
//! draw by repetition or the fifty-move rule, bound the window by the distance to mate,
//! consult and fill the transposition table, prune before searching (reverse futility, a
//! null move, futility), and search each child with a principal-variation window and a
//! late-move reduction. [`Pruning::is_late`] says which moves late-move pruning may skip
//! (the 8×8 search does it only where a king is bare).

use super::budget::{Clock, Limits};
use super::path::Path;
use super::score::WIN_BOUND;
use super::tables::Tables;
use super::tt::{Bound, Tt};

/// Where a child is searched: full depth left, or quiescence at some depth.
#[derive(Copy, Clone)]
pub(crate) enum Next {
    Full(i32),
    Quiet(usize),
}

/// The state a search keeps across its nodes.
pub(crate) struct Core<'a> {
    pub(crate) clock: Clock<'a>,
    pub(crate) tt: Tt,
    pub(crate) tables: Tables,
    /// The game's recent positions, then the current search path.
    pub(crate) path: Path,
}

impl<'a> Core<'a> {
    /// A fresh core for a search of at most `max_ply` plies within `limits`.
    pub(crate) fn new(limits: Limits<'a>, max_ply: usize) -> Core<'a> {
        Core {
            clock: Clock::new(limits),
            tt: Tt::for_nodes(limits.nodes),
            tables: Tables::new(max_ply),
            path: Path::default(),
        }
    }

    /// A position drawn by the fifty-move rule or by repeating one on the path.
    #[inline]
    pub(crate) fn drawn(&self, key: u64, halfmoves: u32) -> bool {
        halfmoves >= 100 || self.path.repeated(key, halfmoves)
    }

    /// The table's move for `key` (0: none), or the table's score when it decides the
    /// window `(alpha, beta)` at `depth`.
    #[inline]
    pub(crate) fn probe(
        &self,
        key: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Result<u16, i32> {
        let hit = self.tt.probe(key, ply);
        let best = hit.as_ref().map_or(0, |h| h.best);
        match hit.and_then(|h| h.cutoff(depth, alpha, beta)) {
            Some(s) => Err(s),
            None => Ok(best),
        }
    }
}

/// The window `(alpha, beta)` narrowed to what is possible from here: no score beats winning
/// at `win_ply`, none is worse than losing at `loss_ply` (plies from the root); `Err` with
/// the score when nothing is left of it.
#[inline]
pub(crate) fn mate_window(
    alpha: i32,
    beta: i32,
    loss_ply: usize,
    win_ply: usize,
) -> Result<(i32, i32), i32> {
    let alpha = alpha.max(-super::score::win_in(loss_ply));
    let beta = beta.min(super::score::win_in(win_ply));
    if alpha >= beta {
        Err(alpha)
    } else {
        Ok((alpha, beta))
    }
}

/// A fail-soft score's bound, given the window it was searched with.
#[inline]
pub(crate) fn bound_of(best: i32, alpha0: i32, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if best > alpha0 {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

/// Fail-soft bookkeeping of a node's moves: the score `v` of one more move joins the best
/// so far and raises alpha; true when it reaches beta (a cut-off).
#[inline]
pub(crate) fn raise(best: &mut i32, alpha: &mut i32, v: i32, beta: i32) -> bool {
    if v > *best {
        *best = v;
        if v > *alpha {
            *alpha = v;
            return v >= beta;
        }
    }
    false
}

/// The margins of the pruning prologue (centipawns before squashing).
pub(crate) struct Pruning {
    /// Reverse futility: at depth 1 or 2, a static score this much per ply above beta holds.
    pub(crate) reverse: i32,
    /// Futility: at depth 1, a quiet move cannot lift the static score by more than this.
    pub(crate) futility: i32,
    /// The least depth at which a null move is tried, and its reduction.
    pub(crate) null_depth: i32,
    pub(crate) null_reduction: i32,
    /// Late-move pruning: at depth 1 to 3, the quiet moves from this index plus the depth
    /// squared on are not searched (`None`: every move is).
    pub(crate) late_moves: Option<usize>,
}

impl Pruning {
    /// Whether the move at `index` of a node's order is late enough, at `depth`, for
    /// late-move pruning to skip it if it is quiet and the node allows it.
    #[inline]
    pub(crate) fn is_late(&self, depth: i32, index: usize) -> bool {
        self.late_moves.is_some_and(|base| {
            (1..=3).contains(&depth) && index >= base + (depth * depth) as usize
        })
    }
}

/// A search the shared prologue can drive.
pub(crate) trait Negamax<'a> {
    type Board;
    fn core(&mut self) -> &mut Core<'a>;
    /// The board with the side to move passing.
    fn pass(b: &Self::Board) -> Self::Board;
    /// The full-width search of `b`.
    fn search(&mut self, b: &Self::Board, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32;
}

/// A node before its moves are searched.
pub(crate) struct Frame {
    pub(crate) key: u64,
    pub(crate) depth: i32,
    pub(crate) alpha: i32,
    pub(crate) beta: i32,
    pub(crate) ply: usize,
    /// The static balance for the side to move, in centipawns.
    pub(crate) stand_cp: i32,
    /// A zero-window node, not in check (nor otherwise forced), with an undecided beta.
    pub(crate) quiet: bool,
    /// The side to move has enough material for a null move to be sound.
    pub(crate) can_pass: bool,
}

/// What the prologue found.
pub(crate) enum Prologue {
    /// The node's score, without searching its moves.
    Cut(i32),
    /// Search the moves; `Some(v)` when the node is futile: quiet moves after the first
    /// score `v` unsearched.
    Search(Option<i32>),
}

/// Reverse futility, the null move and futility, for the node `f` of `b`.
pub(crate) fn prologue<'a, S: Negamax<'a>>(
    s: &mut S,
    b: &S::Board,
    f: &Frame,
    p: &Pruning,
    squash: fn(i32) -> i32,
) -> Prologue {
    if !f.quiet || f.beta.abs() >= WIN_BOUND {
        return Prologue::Search(None);
    }
    // Reverse futility: far above beta with little depth left, a quiet position holds.
    if f.depth <= 2 && squash(f.stand_cp - p.reverse * f.depth) >= f.beta {
        return Prologue::Cut(squash(f.stand_cp - p.reverse * f.depth));
    }
    // Null move: if passing still leaves us at or above beta after a reduced search, a
    // real move will too.
    if f.depth >= p.null_depth && squash(f.stand_cp) >= f.beta && f.can_pass {
        let pass = S::pass(b);
        s.core().path.push(f.key);
        let depth = f.depth - p.null_reduction;
        let v = -s.search(&pass, depth, -f.beta, -f.beta + 1, f.ply + 1);
        s.core().path.pop();
        if s.core().clock.stopped {
            return Prologue::Cut(0);
        }
        if v >= f.beta {
            return Prologue::Cut(f.beta);
        }
    }
    // Futility: one ply from the horizon, a quiet move cannot lift a score far below alpha.
    let futile = f.depth == 1 && squash(f.stand_cp + p.futility) <= f.alpha;
    Prologue::Search(futile.then(|| squash(f.stand_cp + p.futility)))
}

/// One child searched after the node's first, by principal-variation search: a zero window
/// at `depth - 1 - reduction`, again without the reduction if it beats alpha, and with the
/// full window if it lands inside it. `value(s, depth, alpha, beta)` searches the child.
pub(crate) fn pvs<'a, S: Negamax<'a>>(
    s: &mut S,
    depth: i32,
    reduction: i32,
    alpha: i32,
    beta: i32,
    mut value: impl FnMut(&mut S, i32, i32, i32) -> i32,
) -> i32 {
    let mut v = value(s, depth - 1 - reduction, alpha, alpha + 1);
    if v > alpha && reduction > 0 && !s.core().clock.stopped {
        v = value(s, depth - 1, alpha, alpha + 1);
    }
    if v > alpha && v < beta && !s.core().clock.stopped {
        v = value(s, depth - 1, alpha, beta);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn late_moves_are_counted_from_the_base_plus_the_depth_squared() {
        let p = Pruning {
            reverse: 0,
            futility: 0,
            null_depth: 3,
            null_reduction: 3,
            late_moves: Some(6),
        };
        // Depth 1: the eighth move (index 7) on; depth 2: index 10; depth 3: index 15.
        for (depth, first) in [(1, 7), (2, 10), (3, 15)] {
            assert!(!p.is_late(depth, first - 1), "depth {depth}");
            assert!(p.is_late(depth, first), "depth {depth}");
        }
        // Never at depth 4 or more, nor at the horizon, nor with the pruning off.
        assert!(!p.is_late(4, 200));
        assert!(!p.is_late(0, 200));
        let off = Pruning {
            late_moves: None,
            ..p
        };
        assert!(!off.is_late(1, 200));
    }
}

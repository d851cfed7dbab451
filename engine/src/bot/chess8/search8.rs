//! The search for Hidden Random Chess and Hidden Chess: negamax alpha-beta with chance nodes
//! (Star1, `chance.rs`) wherever an action shows a face-down piece, iterative deepening
//! (past a mate found, until the budget ends, so that the shortest is played),
//! principal-variation windows, late-move reductions, a check extension, quiescence on
//! captures and promotions (all replies when in check), and move ordering by the
//! transposition table's move, most valuable victim / least valuable attacker, killer moves
//! and a history table. When the last iteration finds the best move failing, the search may
//! run past its budget to find one that holds.

use super::board8::Board8;
use crate::bot::core::budget::Limits;
use crate::bot::core::chance::Chance;
use crate::bot::core::eval::{placement, pool_value, TEMPO, VALUE};
use crate::bot::core::node::{self, mate_window, Core, Frame, Negamax, Next, Prologue, Pruning};
use crate::bot::core::score::{squash, win_in, EVAL_MAX, INF, WIN, WIN_BOUND};
use crate::bot::core::tables::{encode, CAPTURE, PROMOTION, TT_MOVE};
use crate::bot::core::tt::Bound;
use crate::{Action, Color, Role, Square, Variant};
use arrayvec::ArrayVec;

const MAX_PLY: usize = 48;
/// Quiescence plies after which a capture that shows a face-down piece is not tried.
const QUIET_REVEALS: usize = 1;
/// Quiescence plies after which a side in check just takes the static score.
const QUIET_CHECKS: usize = 3;
/// The value a face-down Hidden Random Chess piece loses for being unable to move.
const DORMANT: i32 = 25;

/// The pruning prologue's margins (`core::node`), and late-move pruning where one side has
/// nothing but its king: at depth 1, 2 and 3 a zero-window node searches its first 7, 10
/// and 15 moves in order, then only captures, promotions and checks.
const PRUNING: Pruning = Pruning {
    reverse: 200,
    futility: 180,
    null_depth: 3,
    null_reduction: 3,
    late_moves: Some(6),
};

/// How far below the last finished iteration's best score (in score units, about half a
/// pawn near equality) the best move of the iteration under way may fall before the search
/// is in doubt and may spend its reserve (`Clock::set_in_doubt`).
const DOUBT: i32 = 500;

/// The plies to the end of the game a won or lost score stands for.
fn mate_plies(score: i32) -> i32 {
    WIN - score.abs()
}

/// The result of a root search.
#[derive(Clone, Debug)]
pub(crate) struct RootResult {
    pub(crate) best: Action,
    pub(crate) score: i32,
    /// Deepest iteration completed.
    pub(crate) depth: i32,
    pub(crate) nodes: u64,
    /// With [`Search8::pinned`] set: the last completed iteration's best action and score,
    /// and the pinned action's exact score at that same depth.
    pub(crate) settled: Option<(Action, i32, i32)>,
}

pub(crate) struct Search8<'a> {
    core: Core<'a>,
    /// An action to appraise (`bot::appraise`): searched first at every depth, with a full
    /// window, so its score is exact.
    pub(crate) pinned: Option<Action>,
}

impl<'a> Negamax<'a> for Search8<'a> {
    type Board = Board8;

    fn core(&mut self) -> &mut Core<'a> {
        &mut self.core
    }

    fn pass(b: &Board8) -> Board8 {
        let mut pass = b.clone();
        pass.pos.turn = !pass.pos.turn;
        pass.pos.ep_square = None;
        pass.pos.halfmoves = pass.pos.halfmoves.saturating_add(1);
        pass
    }

    fn search(&mut self, b: &Board8, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        self.negamax(b, depth, alpha, beta, ply)
    }
}

impl<'a> Search8<'a> {
    pub(crate) fn new(limits: Limits<'a>) -> Search8<'a> {
        Search8 {
            core: Core::new(limits, MAX_PLY),
            pinned: None,
        }
    }

    /// The static balance for the side to move, in centipawns.
    pub(super) fn eval_cp(&self, b: &Board8) -> i32 {
        let pos = &b.pos;
        let variant = pos.variant();
        let width = variant.width();
        let mut side = [0i32; 2];
        // Material that can hunt a king: queens, rooks, cannons, or face-down pieces.
        let mut heavy = [false; 2];
        for c in Color::ALL {
            let ours = pos.by_color(c);
            let hidden = ours & pos.hidden();
            heavy[c.index()] =
                ((pos.by_role(Role::Queen) | pos.by_role(Role::Rook) | pos.by_role(Role::Cannon))
                    & (ours - hidden))
                    .any()
                    || hidden.count() >= 3;
            let unknown = (b.unknown & ours).count() as i32;
            let mut v = unknown * pool_value(&b.pools[c.index()]);
            if variant == Variant::HiddenRandom {
                v -= unknown * DORMANT;
            }
            for sq in hidden - b.unknown {
                v += VALUE[pos.hidden_roles[sq.index()].index()];
            }
            side[c.index()] = v;
        }
        for c in Color::ALL {
            let ours = pos.by_color(c) - pos.hidden();
            for r in Role::ALL {
                for sq in pos.by_role(r) & ours {
                    side[c.index()] +=
                        VALUE[r.index()] + placement(r, c, sq, width, heavy[(!c).index()]);
                }
            }
        }
        let us = pos.turn();
        side[us.index()] - side[(!us).index()] + TEMPO
    }

    /// The value of a piece for ordering captures.
    fn worth(b: &Board8, sq: Square) -> i32 {
        if b.unknown.contains(sq) {
            return b
                .pos
                .color_at(sq)
                .map_or(0, |c| pool_value(&b.pools[c.index()]));
        }
        b.pos.piece_at(sq).map_or(0, |p| {
            if p.role == Role::King {
                2000
            } else {
                VALUE[p.role.index()]
            }
        })
    }

    fn is_tactical(b: &Board8, a: Action) -> bool {
        match a {
            Action::Move { to, promotion, .. } => {
                promotion.is_some()
                    || b.pos.by_color(!b.pos.turn()).contains(to)
                    || b.pos.capture_of(a).is_some()
            }
            _ => false,
        }
    }

    /// The actions in search order, best first.
    fn order(
        &self,
        b: &Board8,
        actions: &[Action],
        tt_best: u16,
        ply: usize,
        scored: &mut ArrayVec<(i32, Action), 512>,
    ) {
        scored.clear();
        scored.extend(actions.iter().map(|&a| {
            let code = encode(a);
            let s = if code == tt_best {
                TT_MOVE
            } else if let Some(c) = b.pos.capture_of(a) {
                CAPTURE + 16 * Self::worth(b, c.square) - Self::worth(b, a.from()) / 8
            } else if let Action::Move {
                promotion: Some(r), ..
            } = a
            {
                PROMOTION + VALUE[r.index()]
            } else {
                self.core.tables.quiet_key(code, ply)
            };
            (s, a)
        }));
        scored.sort_by_key(|x| std::cmp::Reverse(x.0));
    }

    fn child(&mut self, b: &Board8, next: Next, alpha: i32, beta: i32, ply: usize) -> i32 {
        match next {
            Next::Full(d) => self.negamax(b, d, alpha, beta, ply),
            Next::Quiet(q) => self.qsearch(b, alpha, beta, ply, q),
        }
    }

    /// The score of playing `a` for the side to move of `b` (a chance node if it shows a
    /// face-down piece), fail-soft within `(alpha, beta)`.
    fn value_of(
        &mut self,
        b: &Board8,
        a: Action,
        next: Next,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let Some(sq) = b.reveals(a) else {
            let c = b.play(a, None);
            return -self.child(&c, next, -beta, -alpha, ply + 1);
        };
        let color = b.pos.color_at(sq).unwrap_or(b.pos.turn());
        let pool = b.pools[color.index()];
        if pool.sum() == 0 {
            // Nothing left to draw from (a lesson position): keep the placeholder.
            let c = b.play(a, Some((sq, b.pos.hidden_roles[sq.index()])));
            return -self.child(&c, next, -beta, -alpha, ply + 1);
        }
        let outcomes: ArrayVec<(u32, Board8), 7> = pool
            .outcomes()
            .map(|(role, w)| (w, b.play(a, Some((sq, role)))))
            .collect();
        let mut node = Chance::new(pool.sum());
        let mut hi = [WIN; 7];
        // Star2: a probe of each outcome's first reply bounds what it is worth to us; when
        // those bounds already put the mean at or below alpha (the usual fate of a move at
        // an all-node), the outcomes need no full search.
        if let Next::Full(d) = next {
            if d >= 1 && alpha > -WIN && outcomes.len() > 1 {
                for (i, (w, c)) in outcomes.iter().enumerate() {
                    let r = self.negamax_n(c, d, -alpha - 1, -alpha, ply + 1, true);
                    if self.core.clock.stopped {
                        return 0;
                    }
                    if r >= -alpha {
                        hi[i] = -r;
                        node.narrow(*w, -WIN, -r);
                    }
                }
                if let Some(bound) = node.decided(alpha, beta) {
                    return bound;
                }
            }
        }
        for (i, (w, c)) in outcomes.iter().enumerate() {
            let (lo, up) = match node.window_in(*w, -WIN, hi[i], alpha, beta) {
                Ok(win) => win,
                Err(bound) => return bound,
            };
            let v = -self.child(c, next, -up, -lo, ply + 1);
            if self.core.clock.stopped {
                return 0;
            }
            if let Some(bound) = node.add_in(*w, -WIN, hi[i], v, alpha, beta) {
                return bound;
            }
        }
        node.value()
    }

    fn negamax(&mut self, b: &Board8, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        self.negamax_n(b, depth, alpha, beta, ply, false)
    }

    /// Negamax; a `probe` searches only the first move in order (its score is then a lower
    /// bound of the node's, as Star2 needs).
    fn negamax_n(
        &mut self,
        b: &Board8,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        probe: bool,
    ) -> i32 {
        if self.core.clock.tick() {
            return 0;
        }
        let key = b.hash();
        if self.core.drawn(key, b.pos.halfmoves()) {
            return 0;
        }
        // No score beats a win now, none is worse than losing now.
        (alpha, beta) = match mate_window(alpha, beta, ply, ply + 1) {
            Ok(w) => w,
            Err(s) => return s,
        };
        let in_check = b.pos.is_check();
        if in_check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        if depth <= 0 || ply + 2 >= MAX_PLY {
            return self.qsearch(b, alpha, beta, ply, 0);
        }
        let tt_best = match self.core.probe(key, depth, alpha, beta, ply) {
            Ok(m) => m,
            Err(s) => return s,
        };
        let actions = b.pos.legal_actions();
        if actions.is_empty() {
            return if in_check { -win_in(ply) } else { 0 };
        }
        let pv = beta - alpha > 1;
        // Past 2,700 centipawns the squashed scale is nearly flat: a beta at its floor asks
        // only whether the side to move is mated, which no static score tells, so reverse
        // futility (the prologue's only test at depth 1 and 2 there) does not cut it.
        let floor = depth <= 2 && beta <= -EVAL_MAX;
        // The null move's zugzwang guard: pieces besides the king and pawns.
        let frame = Frame {
            key,
            depth,
            alpha,
            beta,
            ply,
            stand_cp: self.eval_cp(b),
            quiet: !in_check && !pv && !probe && !floor,
            can_pass: self.has_pieces(b),
        };
        let futile = match node::prologue(self, b, &frame, &PRUNING, squash) {
            Prologue::Cut(s) => return s,
            Prologue::Search(f) => f,
        };
        let mut order = ArrayVec::new();
        self.order(b, &actions, tt_best, ply, &mut order);
        self.core.path.push(key);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_code = 0;
        let bare = Self::has_a_bare_king(b);
        for (i, &(_, a)) in order.iter().enumerate() {
            let quiet = !Self::is_tactical(b, a);
            // Futility skips quiet moves, but not a check, which may mate (a score no margin
            // bounds; at the scale's nearly flat end, the score that raises alpha most).
            if let Some(f) = futile.filter(|_| quiet && i > 0 && !b.gives_check(a)) {
                best = best.max(f);
                continue;
            }
            // Late-move pruning skips a late quiet move near the horizon, once a move has
            // scored above a loss, but never a check; only against or with a bare king,
            // where the mate is a matter of depth (everywhere, it cost level 5 strength).
            if quiet
                && bare
                && !pv
                && !in_check
                && best > -WIN_BOUND
                && PRUNING.is_late(depth, i)
                && !b.gives_check(a)
            {
                continue;
            }
            let v = if i == 0 {
                self.value_of(b, a, Next::Full(depth - 1), alpha, beta, ply)
            } else {
                let r = i32::from(depth >= 3 && i >= 4 && quiet && !in_check);
                node::pvs(self, depth, r, alpha, beta, |s, d, lo, hi| {
                    s.value_of(b, a, Next::Full(d), lo, hi, ply)
                })
            };
            if self.core.clock.stopped {
                self.core.path.pop();
                return 0;
            }
            if v > best {
                best_code = encode(a);
            }
            if node::raise(&mut best, &mut alpha, v, beta) {
                if quiet {
                    self.core.tables.reward(best_code, depth, ply);
                }
                break;
            }
            if probe {
                break;
            }
        }
        self.core.path.pop();
        let bound = node::bound_of(best, alpha0, beta);
        // A probe's score is only a lower bound of the node's.
        if !probe || bound == Bound::Lower {
            self.core.tt.store(key, depth, best, bound, best_code, ply);
        }
        best
    }

    /// Whether either side has nothing but its king (a face-down piece counts as a piece).
    fn has_a_bare_king(b: &Board8) -> bool {
        let pos = &b.pos;
        let kings = pos.by_role(Role::King);
        [Color::White, Color::Black]
            .into_iter()
            .any(|c| (pos.by_color(c) - kings).is_empty())
    }

    /// The side to move has a face-up piece besides its king and pawns, or a face-down one.
    fn has_pieces(&self, b: &Board8) -> bool {
        let pos = &b.pos;
        let ours = pos.by_color(pos.turn());
        let pawns_king = pos.by_role(Role::Pawn) | pos.by_role(Role::King);
        (ours - pawns_king).any()
    }

    fn qsearch(&mut self, b: &Board8, mut alpha: i32, beta: i32, ply: usize, qply: usize) -> i32 {
        if self.core.clock.tick() {
            return 0;
        }
        let in_check = b.pos.is_check();
        let actions = b.pos.legal_actions();
        if actions.is_empty() {
            return if in_check { -win_in(ply) } else { 0 };
        }
        let mut best = -INF;
        let stand_cp = self.eval_cp(b);
        if !in_check || qply >= QUIET_CHECKS || ply + 2 >= MAX_PLY {
            let stand = squash(stand_cp);
            if in_check || stand >= beta || ply + 2 >= MAX_PLY {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let them = !b.pos.turn();
        let candidates: ArrayVec<Action, 512> = actions
            .iter()
            .copied()
            .filter(|&a| {
                let reveal = b.reveals(a).is_some();
                if in_check {
                    // Every escape, but chance escapes only at the first quiet ply.
                    return qply == 0 || !reveal;
                }
                if !Self::is_tactical(b, a) || (reveal && qply >= QUIET_REVEALS) {
                    return false;
                }
                let Action::Move {
                    from,
                    to,
                    promotion,
                } = a
                else {
                    return false;
                };
                let gain = b.pos.capture_of(a).map_or(0, |c| Self::worth(b, c.square))
                    + promotion.map_or(0, |r| VALUE[r.index()] - VALUE[0]);
                // Futile: even winning the piece leaves the score below alpha.
                if squash(stand_cp + gain + 150) <= alpha {
                    return false;
                }
                // Losing: a piece worth more takes a defended one.
                let occ = b.pos.occupied().without(from);
                let defended = b.pos.attackers_to(to, them, occ).any();
                !(defended && Self::worth(b, from) > gain + 50)
            })
            .collect();
        let mut order = ArrayVec::new();
        self.order(b, &candidates, 0, MAX_PLY, &mut order);
        for &(_, a) in order.iter() {
            let v = self.value_of(b, a, Next::Quiet(qply + 1), alpha, beta, ply);
            if self.core.clock.stopped {
                return 0;
            }
            if node::raise(&mut best, &mut alpha, v, beta) {
                break;
            }
        }
        best
    }

    /// Iterative deepening over the root `actions` (the view's, all legal in `b`), after the
    /// game's recent positions `past` (most recent first).
    pub(crate) fn root(
        &mut self,
        b: &Board8,
        actions: &[Action],
        past: &[u64],
    ) -> Option<RootResult> {
        let mut moves: Vec<(Action, i32)> = actions.iter().map(|&a| (a, 0)).collect();
        let first = moves.first()?.0;
        self.core.path.set(past, b.hash());
        let mut result = RootResult {
            best: first,
            score: 0,
            depth: 0,
            nodes: 0,
            settled: None,
        };
        if moves.len() == 1 && self.pinned.is_none() {
            return Some(result);
        }
        let mut ordered = ArrayVec::new();
        self.order(b, actions, 0, 0, &mut ordered);
        moves = ordered.iter().map(|&(_, a)| (a, 0)).collect();
        // A decision (not an appraisal, which compares moves at one finished depth) may
        // spend as much again as its budget while its best move is in doubt.
        if self.pinned.is_none() {
            self.core.clock.set_reserve(self.core.clock.budget());
        }
        let mut last: Option<i32> = None;
        for depth in 1..MAX_PLY as i32 / 2 {
            if let Some(i) = self
                .pinned
                .and_then(|p| moves.iter().position(|m| m.0 == p))
            {
                let m = moves.remove(i);
                moves.insert(0, m);
            }
            let mut alpha = -INF;
            let mut best: Option<(Action, i32)> = None;
            for (i, m) in moves.iter_mut().enumerate() {
                let a = m.0;
                let v = if i == 0 {
                    self.value_of(b, a, Next::Full(depth - 1), -INF, INF, 0)
                } else {
                    let v = self.value_of(b, a, Next::Full(depth - 1), alpha, alpha + 1, 0);
                    if v > alpha && !self.core.clock.stopped {
                        self.value_of(b, a, Next::Full(depth - 1), alpha, INF, 0)
                    } else {
                        v
                    }
                };
                if self.core.clock.stopped {
                    break;
                }
                m.1 = if v > alpha || i == 0 {
                    v
                } else {
                    -INF + i as i32
                };
                if v > alpha {
                    alpha = v;
                    best = Some((a, v));
                }
                self.core
                    .clock
                    .set_in_doubt(last.is_some_and(|l| alpha < l - DOUBT));
            }
            // A move proven best so far counts even from an unfinished iteration: the first
            // move (the last iteration's best) is searched first, and any later move only
            // replaces it by proving itself better at the new depth.
            if let Some((a, v)) = best {
                result.best = a;
                result.score = v;
            }
            if self.core.clock.stopped {
                break;
            }
            result.depth = depth;
            last = Some(alpha);
            self.core.clock.set_in_doubt(false);
            if self.pinned == Some(moves[0].0) {
                result.settled = best.map(|(a, v)| (a, v, moves[0].1));
            }
            // The best first next time, the rest in this iteration's order.
            moves.sort_by_key(|x| std::cmp::Reverse(x.1));
            // A mate found may have a shorter one that this depth did not reach: checks are
            // extended, and reductions and the null move can hide a mate even at a depth
            // that covers it. Deepen on while the budget lasts, unless it mates now. Being
            // mated, deepen until the depth covers the mate.
            let done = if alpha > WIN_BOUND {
                mate_plies(alpha) <= 1
            } else {
                alpha < -WIN_BOUND && mate_plies(alpha) <= depth
            };
            if done {
                break;
            }
        }
        self.core.path.clear();
        result.nodes = self.core.clock.nodes;
        Some(result)
    }
}

#[cfg(test)]
mod tests;

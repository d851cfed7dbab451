//! The search of one Incerto world (`iboard.rs`): negamax alpha-beta where a turn is "select
//! a disc, then move it". Selecting a lottery disc is a chance node over its side's remaining
//! identities (Star1, `chance.rs`), after which the mover picks that disc's best move (or is
//! skipped when it has none); capturing a lottery disc is a chance node too, and if the disc
//! was the king the capture wins. Quiescence follows captures by determined discs (and
//! escapes when a determined king is attacked); move ordering uses the table's move, most
//! valuable victim first, killer moves and a history table.

use super::iboard::IBoard;
use super::ieval::{attackers, evaluate_cp, squash};
use crate::bot::core::budget::Limits;
use crate::bot::core::chance::Chance;
use crate::bot::core::eval::{mean_value, VALUE};
use crate::bot::core::node::{self, mate_window, Core, Frame, Negamax, Next, Prologue, Pruning};
use crate::bot::core::score::{win_in, INF, WIN, WIN_BOUND};
use crate::bot::core::tables::{encode, CAPTURE, TT_MOVE};
use crate::{Action, Bitboard, Color, Role, Square};
use arrayvec::ArrayVec;

pub(super) const MAX_PLY: usize = 40;

/// One choice of the side to move.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Choice {
    /// Move a determined disc.
    Move {
        from: Square,
        to: Square,
        promotion: Option<Role>,
    },
    /// Select a lottery disc (a chance node, then its best move).
    Select(Square),
    /// Select a determined disc with no move: the turn passes.
    Skip(Square),
}

impl Choice {
    fn code(self) -> u16 {
        match self {
            Choice::Move {
                from,
                to,
                promotion,
            } => encode(Action::Move {
                from,
                to,
                promotion,
            }),
            Choice::Select(s) => encode(Action::Flip(s)),
            Choice::Skip(s) => encode(Action::Skip(s)),
        }
    }
}

/// What is decided at the root: which disc to select, or where the selected one goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum RootOption {
    Disc(Square),
    Move {
        from: Square,
        to: Square,
        promotion: Option<Role>,
    },
}

/// The pruning prologue's margins (`core::node`).
const PRUNING: Pruning = Pruning {
    reverse: 200,
    futility: 180,
    null_depth: 3,
    null_reduction: 3,
    late_moves: None,
};

pub(crate) struct ISearch<'a> {
    pub(super) core: Core<'a>,
}

impl<'a> Negamax<'a> for ISearch<'a> {
    type Board = IBoard;

    fn core(&mut self) -> &mut Core<'a> {
        &mut self.core
    }

    fn pass(b: &IBoard) -> IBoard {
        let mut pass = b.clone();
        pass.end_turn(false);
        pass
    }

    fn search(&mut self, b: &IBoard, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        self.negamax(b, depth, alpha, beta, ply)
    }
}

/// Pawns reaching the last rank become a queen or a knight in the search (the other two
/// choices are rarely better and would double the branching there).
pub(super) fn promotions(role: Role, color: Color, to: Square) -> &'static [Option<Role>] {
    if role == Role::Pawn && to.rank() == color.relative_rank(7) {
        &[Some(Role::Queen), Some(Role::Knight)]
    } else {
        &[None]
    }
}

/// Every move of the disc on `from` (known as `role`) to `targets`, promotions as the search
/// sees them.
#[inline]
fn push_moves(
    out: &mut ArrayVec<Choice, 256>,
    from: Square,
    role: Role,
    us: Color,
    targets: Bitboard,
) {
    for to in targets {
        for &promotion in promotions(role, us, to) {
            out.push(Choice::Move {
                from,
                to,
                promotion,
            });
        }
    }
}

impl<'a> ISearch<'a> {
    pub(crate) fn new(limits: Limits<'a>) -> ISearch<'a> {
        ISearch {
            core: Core::new(limits, MAX_PLY),
        }
    }

    /// Nodes searched so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.core.clock.nodes
    }

    fn worth(b: &IBoard, sq: Square) -> i32 {
        if b.unseen.contains(sq) {
            let c = b.color_at(sq).unwrap_or(b.turn);
            let total = b.pool_total(c).max(1) as i32;
            // A lottery disc may be the king: that chance dominates its worth.
            let king = i32::from(b.pools[c.index()][Role::King.index()]);
            return mean_value(&b.pools[c.index()]) + 4000 * king / total;
        }
        match b.role_at(sq) {
            Some(Role::King) => 20_000,
            Some(r) => VALUE[r.index()],
            None => 0,
        }
    }

    /// Every choice of the side to move.
    fn choices(b: &IBoard, out: &mut ArrayVec<Choice, 256>) {
        let us = b.turn;
        let mut skip = None;
        for from in b.by_color(us) {
            match b.role_at(from) {
                None => out.push(Choice::Select(from)),
                Some(role) => {
                    let to = b.moves_of(from, role, us);
                    if to.is_empty() {
                        skip.get_or_insert(Choice::Skip(from));
                    }
                    push_moves(out, from, role, us, to);
                }
            }
        }
        // One pass is enough: every skip leads to the same position.
        out.extend(skip);
    }

    pub(super) fn order(
        &self,
        b: &IBoard,
        choices: &mut ArrayVec<Choice, 256>,
        tt_best: u16,
        ply: usize,
    ) {
        let them = b.by_color(!b.turn);
        let mut keyed: ArrayVec<(i32, Choice), 256> = choices
            .iter()
            .map(|&c| {
                let code = c.code();
                let s = if code == tt_best {
                    TT_MOVE
                } else {
                    match c {
                        Choice::Move {
                            from,
                            to,
                            promotion,
                        } if them.contains(to) || promotion.is_some() => {
                            let gain = if them.contains(to) {
                                Self::worth(b, to)
                            } else {
                                0
                            };
                            CAPTURE + 16 * gain + promotion.map_or(0, |r| VALUE[r.index()])
                                - Self::worth(b, from) / 8
                        }
                        _ => self.core.tables.quiet_key(code, ply),
                    }
                };
                (s, c)
            })
            .collect();
        keyed.sort_by_key(|x| std::cmp::Reverse(x.0));
        choices.clear();
        choices.extend(keyed.into_iter().map(|(_, c)| c));
    }

    fn child(&mut self, b: &IBoard, next: Next, alpha: i32, beta: i32, ply: usize) -> i32 {
        match next {
            Next::Full(d) => self.negamax(b, d, alpha, beta, ply),
            Next::Quiet(q) => self.qsearch(b, alpha, beta, ply, q),
        }
    }

    /// The score of moving the determined disc on `from` to `to` for the side to move.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn move_value(
        &mut self,
        b: &IBoard,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        next: Next,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let them = !b.turn;
        if b.unseen.contains(to) && b.by_color(them).contains(to) {
            // The victim is shown as it is taken: the king (the game is won) or not. Which
            // other piece it was matters little to the rest of the search, and its side's
            // remaining lotteries are as likely as before to be each role (exchangeability),
            // so the pool keeps the lost identity as a phantom rather than branching on it.
            let total = b.pool_total(them);
            let king = u32::from(b.pools[them.index()][Role::King.index()]);
            let mut c = b.clone();
            c.play(from, to, promotion);
            if king == 0 || total <= king {
                return if king == 0 {
                    -self.child(&c, next, -beta, -alpha, ply + 1)
                } else {
                    win_in(ply + 1)
                };
            }
            let mut node = Chance::new(total);
            let won = match node.window(king, alpha, beta) {
                Ok(_) => win_in(ply + 1),
                Err(bound) => return bound,
            };
            if let Some(bound) = node.add(king, won, alpha, beta) {
                return bound;
            }
            let (lo, hi) = match node.window(total - king, alpha, beta) {
                Ok(win) => win,
                Err(bound) => return bound,
            };
            let v = -self.child(&c, next, -hi, -lo, ply + 1);
            if self.core.clock.stopped {
                return 0;
            }
            if let Some(bound) = node.add(total - king, v, alpha, beta) {
                return bound;
            }
            return node.value();
        }
        if b.role_at(to) == Some(Role::King) && b.by_color(them).contains(to) {
            return win_in(ply + 1);
        }
        let mut c = b.clone();
        c.play(from, to, promotion);
        -self.child(&c, next, -beta, -alpha, ply + 1)
    }

    /// The best the side to move can do with the determined disc on `from` (it has just been
    /// selected and must move; with no move the turn passes).
    #[allow(clippy::too_many_arguments)]
    fn best_move_of(
        &mut self,
        b: &IBoard,
        from: Square,
        role: Role,
        next: Next,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.moves_of_disc(b, from, role, next, alpha, beta, ply, false)
    }

    /// [`ISearch::best_move_of`]; a `probe` tries only the first move in order (its score
    /// is then a lower bound, as Star2 needs).
    #[allow(clippy::too_many_arguments)]
    fn moves_of_disc(
        &mut self,
        b: &IBoard,
        from: Square,
        role: Role,
        next: Next,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        probe: bool,
    ) -> i32 {
        let us = b.turn;
        let targets = b.moves_of(from, role, us);
        if targets.is_empty() {
            let mut c = b.clone();
            c.end_turn(false);
            return -self.child(&c, next, -beta, -alpha, ply + 1);
        }
        let mut list: ArrayVec<Choice, 256> = ArrayVec::new();
        push_moves(&mut list, from, role, us, targets);
        self.order(b, &mut list, 0, ply);
        let mut best = -INF;
        for c in list {
            let Choice::Move { to, promotion, .. } = c else {
                continue;
            };
            let v = self.move_value(b, from, to, promotion, next, alpha, beta, ply);
            if self.core.clock.stopped {
                return 0;
            }
            if node::raise(&mut best, &mut alpha, v, beta) {
                break;
            }
            if probe {
                break;
            }
        }
        best
    }

    /// Selecting the lottery disc on `sq`: the mean over its identities of its best move.
    fn select_value(
        &mut self,
        b: &IBoard,
        sq: Square,
        next: Next,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let us = b.turn;
        if b.pool_total(us) == 0 {
            let mut c = b.clone();
            c.reveal(sq, Role::Pawn);
            return self.best_move_of(&c, sq, Role::Pawn, next, alpha, beta, ply);
        }
        let mut node = Chance::new(b.pool_total(us));
        let outcomes: ArrayVec<(Role, u32, IBoard), 6> = b
            .outcomes(us)
            .map(|(role, w)| {
                let mut c = b.clone();
                c.reveal(sq, role);
                (role, w, c)
            })
            .collect();
        let mut lows = [-WIN; 6];
        // Star2: the first move of each identity bounds that outcome from below; if the
        // bounds already lift the mean to beta (a selection good enough to refute the
        // opponent's last move), no outcome needs a full search.
        if let Next::Full(d) = next {
            if d >= 1 && beta < WIN_BOUND && outcomes.len() > 1 {
                for (i, (role, w, c)) in outcomes.iter().enumerate() {
                    let v = self.moves_of_disc(c, sq, *role, next, beta - 1, beta, ply, true);
                    if self.core.clock.stopped {
                        return 0;
                    }
                    if v >= beta {
                        lows[i] = v;
                        node.narrow(*w, v, WIN);
                    }
                }
                if let Some(bound) = node.decided(alpha, beta) {
                    return bound;
                }
            }
        }
        for (i, (role, w, c)) in outcomes.iter().enumerate() {
            let (lo, hi) = match node.window_in(*w, lows[i], WIN, alpha, beta) {
                Ok(win) => win,
                Err(bound) => return bound,
            };
            let v = self.best_move_of(c, sq, *role, next, lo, hi, ply);
            if self.core.clock.stopped {
                return 0;
            }
            if let Some(bound) = node.add_in(*w, lows[i], WIN, v, alpha, beta) {
                return bound;
            }
        }
        node.value()
    }

    fn choice_value(
        &mut self,
        b: &IBoard,
        c: Choice,
        next: Next,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        match c {
            Choice::Move {
                from,
                to,
                promotion,
            } => self.move_value(b, from, to, promotion, next, alpha, beta, ply),
            Choice::Select(sq) => self.select_value(b, sq, next, alpha, beta, ply),
            Choice::Skip(_) => {
                let mut n = b.clone();
                n.end_turn(false);
                -self.child(&n, next, -beta, -alpha, ply + 1)
            }
        }
    }

    fn negamax(
        &mut self,
        b: &IBoard,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
    ) -> i32 {
        if let Some(v) = self.settled(b, ply) {
            return v;
        }
        let key = b.hash;
        if self.core.drawn(key, b.halfmoves) {
            return 0;
        }
        (alpha, beta) = match mate_window(alpha, beta, ply + 2, ply + 1) {
            Ok(w) => w,
            Err(s) => return s,
        };
        if depth <= 0 || ply + 2 >= MAX_PLY {
            return self.qsearch(b, alpha, beta, ply, 0);
        }
        let tt_best = match self.core.probe(key, depth, alpha, beta, ply) {
            Ok(m) => m,
            Err(s) => return s,
        };
        let us = b.turn;
        let pv = beta - alpha > 1;
        let threatened = b.king(us).is_some_and(|k| attackers(b, k, !us).any());
        // The null move (a skip) wants a few discs on the board.
        let frame = Frame {
            key,
            depth,
            alpha,
            beta,
            ply,
            stand_cp: evaluate_cp(b),
            quiet: !pv && !threatened,
            can_pass: b.by_color(us).count() >= 3,
        };
        // Futility: one turn from the horizon, a move that can take nothing cannot lift a
        // score far below alpha.
        let futile = match node::prologue(self, b, &frame, &PRUNING, squash) {
            Prologue::Cut(s) => return s,
            Prologue::Search(f) => f,
        };
        let mut list = ArrayVec::new();
        Self::choices(b, &mut list);
        self.order(b, &mut list, tt_best, ply);
        self.core.path.push(key);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_code = 0;
        let them = b.by_color(!b.turn);
        for (i, &c) in list.iter().enumerate() {
            let quiet = match c {
                Choice::Move { to, promotion, .. } => !them.contains(to) && promotion.is_none(),
                _ => true,
            };
            if let Some(f) = futile.filter(|_| i > 0 && Self::harmless(b, c)) {
                best = best.max(f);
                continue;
            }
            let v = if i == 0 {
                self.choice_value(b, c, Next::Full(depth - 1), alpha, beta, ply)
            } else {
                let r = i32::from(depth >= 3 && i >= 6 && quiet);
                node::pvs(self, depth, r, alpha, beta, |s, d, lo, hi| {
                    s.choice_value(b, c, Next::Full(d), lo, hi, ply)
                })
            };
            if self.core.clock.stopped {
                self.core.path.pop();
                return 0;
            }
            if v > best {
                best_code = c.code();
            }
            if node::raise(&mut best, &mut alpha, v, beta) {
                if quiet {
                    self.core.tables.reward(best_code, depth, ply);
                }
                break;
            }
        }
        self.core.path.pop();
        let bound = node::bound_of(best, alpha0, beta);
        self.core.tt.store(key, depth, best, bound, best_code, ply);
        best
    }

    /// A choice that cannot capture anything: a quiet move, a skip, or the selection of a
    /// lottery disc that no identity lets reach an enemy disc.
    fn harmless(b: &IBoard, c: Choice) -> bool {
        let them = b.by_color(!b.turn);
        match c {
            Choice::Move { to, promotion, .. } => !them.contains(to) && promotion.is_none(),
            Choice::Skip(_) => true,
            Choice::Select(sq) => {
                let us = b.turn;
                let own = b.by_color(us);
                let reach = [Role::Queen, Role::Knight, Role::Pawn]
                    .into_iter()
                    .fold(Bitboard::EMPTY, |m, r| {
                        m | super::iboard::targets(r, us, sq, own, them)
                    });
                (reach & them).is_empty()
                    && (Bitboard::rank(us.relative_rank(6)) & Bitboard::from_square(sq)).is_empty()
            }
        }
    }

    /// Sets the game's recent positions (hashes, most recent first) before a root search.
    pub(crate) fn set_past(&mut self, b: &IBoard, past: &[u64]) {
        self.core.path.set(past, b.hash);
    }

    /// The score of each root option in `b` at `depth`, searched in the order `order`
    /// (indices into `options`, the likely best first), and whether it is exact. The first is
    /// exact; the others are exact when within `margin` of the best so far, otherwise an
    /// upper bound at most `margin` below it (enough to tell that they are worse in this
    /// world, at a fraction of the cost; [`ISearch::root_value`] makes one exact later).
    /// `None` when the budget ran out first.
    pub(crate) fn root_values(
        &mut self,
        b: &IBoard,
        options: &[RootOption],
        order: &[usize],
        depth: i32,
        margin: i32,
    ) -> Option<Vec<(i32, bool)>> {
        let mut out = vec![(-INF, false); options.len()];
        let mut best = -INF;
        for &i in order {
            let alpha = if best > -INF {
                (best - margin).max(-INF)
            } else {
                -INF
            };
            let v = self.root_value(b, options[i], depth, alpha)?;
            out[i] = (v, alpha == -INF || v > alpha);
            best = best.max(v);
        }
        Some(out)
    }

    /// The score of one root option in `b` at `depth`: exact when above `alpha`, otherwise
    /// an upper bound (`alpha` = `-INF` makes it exact). `None` when the budget ran out.
    pub(crate) fn root_value(
        &mut self,
        b: &IBoard,
        option: RootOption,
        depth: i32,
        alpha: i32,
    ) -> Option<i32> {
        let next = Next::Full(depth - 1);
        let v = match option {
            RootOption::Disc(sq) => match b.role_at(sq) {
                None => self.select_value(b, sq, next, alpha, INF, 0),
                Some(role) => self.best_move_of(b, sq, role, next, alpha, INF, 0),
            },
            RootOption::Move {
                from,
                to,
                promotion,
            } => self.move_value(b, from, to, promotion, next, alpha, INF, 0),
        };
        (!self.core.clock.stopped).then_some(v)
    }

    /// Scores beyond this are wins or losses found by search.
    pub(crate) fn decisive(score: i32) -> bool {
        score.abs() > WIN_BOUND
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::sq;

    #[test]
    fn takes_a_determined_king_and_prices_a_lottery_capture() {
        // White knight on b1 can take Black's known king on c3.
        let b = IBoard::with_discs("Nb1 Ka1 kc3 pf8");
        let mut s = ISearch::new(Limits::nodes(10_000));
        let v = s
            .root_values(&b, &[RootOption::Disc(sq("b1"))], &[0], 1, INF)
            .unwrap();
        assert_eq!(v, vec![(win_in(1), true)]);

        // Now Black's c3 disc is a lottery: king 1, pawns 3. Capturing it wins a quarter of
        // the time; the rest of the time it wins a pawn.
        let mut b = IBoard::with_discs("Nb1 Ka1 xc3 xf8 xe8 xd8");
        b.set_pool(Color::Black, Role::King, 1);
        b.set_pool(Color::Black, Role::Pawn, 3);
        let mut s = ISearch::new(Limits::nodes(100_000));
        let take = RootOption::Move {
            from: sq("b1"),
            to: sq("c3"),
            promotion: None,
        };
        let wait = RootOption::Move {
            from: sq("b1"),
            to: sq("a3"),
            promotion: None,
        };
        let v = s
            .root_values(&b, &[take, wait], &[0, 1], 1, 2 * INF)
            .unwrap();
        assert!(v[0].0 > win_in(1) / 4 && v[0].0 > v[1].0 + 2000, "{v:?}");
    }
}

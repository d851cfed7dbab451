//! The opponent model of the Incerto search: where none of the opponent's known discs can
//! capture, the opponent is not assumed to find its best disc every time.
//!
//! An Incerto player picks a disc before it knows what most of them can do, and a player
//! who sees no capture often picks one for reasons the search cannot model. Plain minimax
//! charges the bot, at every such node, with the opponent's single most dangerous lottery
//! selection (a disc nobody has seen, taken to be the rook on the open file); that makes the
//! bot defend against threats a real opponent finds by luck and keeps it from attacking.
//! Here such a node is worth `rival_best` percent of the opponent's best disc and the rest
//! the mean over all its discs (each disc valued as plain search values its selection:
//! the best move of each identity it may have). Where a known disc of the opponent can
//! capture, the opponent is assumed to see it, and the node is plain minimax.

use super::iboard::IBoard;
use super::isearch::ISearch;
use crate::bot::core::node::Next;
use crate::bot::core::score::INF;
use crate::bot::core::tt::Bound;

impl ISearch<'_> {
    /// The node `b` is the opponent's, the model is on, and no known disc of the opponent
    /// can capture.
    #[inline]
    pub(super) fn rival_picks(&self, b: &IBoard) -> bool {
        self.rival_best < 100 && self.me.is_some_and(|m| m != b.turn) && !Self::can_capture(b)
    }

    /// A determined disc of the side to move can capture.
    pub(super) fn can_capture(b: &IBoard) -> bool {
        let us = b.turn;
        let them = b.by_color(!us);
        for from in b.by_color(us) - b.unseen {
            if b.role_at(from)
                .is_some_and(|r| (b.moves_of(from, r, us) & them).any())
            {
                return true;
            }
        }
        false
    }

    /// The opponent's node `b` (`depth` left, at `ply`) under the model: `rival_best` % of
    /// its best disc's value and the rest the mean over its discs, every disc searched with
    /// a full window (the result is exact, whatever window the caller has).
    pub(super) fn rival_node(&mut self, b: &IBoard, depth: i32, ply: usize) -> i32 {
        let key = b.hash;
        if let Some(s) = self
            .core
            .tt
            .probe(key, ply)
            .and_then(|h| h.cutoff(depth, -INF, INF))
        {
            return s;
        }
        self.core.path.push(key);
        let us = b.turn;
        let next = Next::Full(depth - 1);
        let (mut best, mut sum, mut n) = (-INF, 0i64, 0i64);
        for from in b.by_color(us) {
            let v = match b.role_at(from) {
                None => self.select_value(b, from, next, -INF, INF, ply),
                Some(role) => self.best_move_of(b, from, role, next, -INF, INF, ply),
            };
            if self.core.clock.stopped {
                self.core.path.pop();
                return 0;
            }
            best = best.max(v);
            sum += i64::from(v);
            n += 1;
        }
        self.core.path.pop();
        if n == 0 {
            return self.qsearch(b, -INF, INF, ply, 0);
        }
        let v = mix(self.rival_best, best, sum / n);
        self.core.tt.store(key, depth, v, Bound::Exact, 0, ply);
        v
    }
}

/// `best_share` percent of `best` and the rest of `mean`.
fn mix(best_share: i32, best: i32, mean: i64) -> i32 {
    let share = i64::from(best_share);
    ((share * i64::from(best) + (100 - share) * mean) / 100) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::core::budget::Limits;
    use crate::bot::incerto::isearch::RootOption;
    use crate::testing::sq;
    use crate::{Color, Role};

    /// White's lottery discs and Black's: the opponent (Black) has discs nobody has seen on
    /// the files facing White's, and a known knight with nothing to take.
    fn board() -> IBoard {
        let mut b = IBoard::with_discs("Xa2 Xb2 Xc2 Xd1 Nf1 xa7 xb7 xc7 xd8 nf6");
        for (c, n) in [(Color::White, 4), (Color::Black, 4)] {
            b.set_pool(c, Role::King, 1);
            b.set_pool(c, Role::Rook, 1);
            b.set_pool(c, Role::Pawn, n - 2);
        }
        b
    }

    #[test]
    fn the_node_mixes_the_best_disc_with_the_mean() {
        let mut b = board();
        b.end_turn(false);
        assert!(!ISearch::can_capture(&b));
        let mut s = ISearch::new(Limits::nodes(10_000_000)).with_rival(50);
        s.me = Some(Color::White);
        assert!(s.rival_picks(&b));
        let got = s.rival_node(&b, 2, 1);
        let mut plain = ISearch::new(Limits::nodes(10_000_000));
        let next = Next::Full(1);
        let vals: Vec<i32> = b
            .by_color(Color::Black)
            .into_iter()
            .map(|from| match b.role_at(from) {
                None => plain.select_value(&b, from, next, -INF, INF, 1),
                Some(r) => plain.best_move_of(&b, from, r, next, -INF, INF, 1),
            })
            .collect();
        let best = *vals.iter().max().unwrap();
        let mean = vals.iter().map(|&v| i64::from(v)).sum::<i64>() / vals.len() as i64;
        assert_eq!(got, mix(50, best, mean));
        assert!(got <= best);
    }

    #[test]
    fn a_known_capture_keeps_plain_minimax_and_the_model_only_softens_the_opponent() {
        // A white disc on e4 gives Black's known knight on f6 a capture.
        let mut b = board();
        b.put(sq("e4"), Color::White, Some(Role::Pawn));
        b.end_turn(false);
        assert!(ISearch::can_capture(&b));
        let mut s = ISearch::new(Limits::nodes(1_000)).with_rival(0);
        s.me = Some(Color::White);
        assert!(!s.rival_picks(&b));
        // From White's side the softer opponent never scores worse for White.
        let b = board();
        let option = RootOption::Disc(sq("a2"));
        let hard = ISearch::new(Limits::nodes(50_000_000))
            .root_value(&b, option, 2, -INF)
            .unwrap();
        let soft = ISearch::new(Limits::nodes(50_000_000))
            .with_rival(50)
            .root_value(&b, option, 2, -INF)
            .unwrap();
        assert!(soft >= hard, "{soft} < {hard}");
    }
}

//! The bots' score scale: an expected result from the mover's side, so that chance nodes can
//! average scores. A win is `WIN`, a loss `-WIN`, a draw 0; material in centipawns is
//! squashed onto the same scale, so that a 1-in-6 chance of taking the king weighs against
//! material as it should.

/// A won game (king captured or checkmate) for the side to move, before the distance
/// correction (a win in fewer plies scores higher).
pub(crate) const WIN: i32 = 10_000;
/// Beyond every score: the open ends of a search window.
pub(crate) const INF: i32 = WIN + 1;
/// Scores above this are wins found by the search (a squashed evaluation never gets here).
pub(crate) const WIN_BOUND: i32 = WIN - 500;
/// The largest squashed evaluation (reached at 2,700 centipawns: past it, the scale is flat).
pub(crate) const EVAL_MAX: i32 = 9_000;

/// A win for the side to move at `ply` plies from the root.
#[inline]
pub(crate) fn win_in(ply: usize) -> i32 {
    WIN - ply.min(400) as i32
}

/// A centipawn balance as a score: steep near equality (a pawn is about a tenth of a won
/// game), flat far from it (two queens up is nearly as good as a win). The curve is the
/// [3/2] Padé form of tanh, in plain arithmetic so that native and WebAssembly builds agree
/// to the last unit.
pub(crate) fn squash(cp: i32) -> i32 {
    squash_by(cp, 900)
}

/// [`squash`] with another slope: `scale` centipawns is where the curve reaches about
/// three quarters of a win (a queen's worth in the 8×8 games).
pub(crate) fn squash_by(cp: i32, scale: i32) -> i32 {
    let x = f64::from(cp) / f64::from(scale.max(1));
    let t = if x >= 3.0 {
        1.0
    } else if x <= -3.0 {
        -1.0
    } else {
        x * (27.0 + x * x) / (27.0 + 9.0 * x * x)
    };
    (t * f64::from(EVAL_MAX)).round() as i32
}

/// A score as stored in the transposition table: wins relative to the node, not the root.
#[inline]
pub(crate) fn to_tt(score: i32, ply: usize) -> i16 {
    let s = if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    };
    s.clamp(-WIN, WIN) as i16
}

/// The inverse of [`to_tt`] at `ply`.
#[inline]
pub(crate) fn from_tt(score: i16, ply: usize) -> i32 {
    let s = i32::from(score);
    if s > WIN_BOUND {
        s - ply as i32
    } else if s < -WIN_BOUND {
        s + ply as i32
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squash_is_odd_monotone_and_bounded() {
        assert_eq!(squash(0), 0);
        let mut last = squash(-5000);
        for cp in -4999..5000 {
            let s = squash(cp);
            assert_eq!(s, -squash(-cp));
            assert!(s >= last, "not monotone at {cp}");
            assert!(s.abs() <= EVAL_MAX && EVAL_MAX < WIN_BOUND);
            last = s;
        }
        // A pawn is about a tenth of a win, a queen most of one.
        assert_eq!(squash(100), 996);
        assert_eq!(squash(900), 7000);
    }

    #[test]
    fn tt_scores_round_trip() {
        for (s, ply) in [(win_in(7), 3), (-win_in(12), 5), (1234, 9), (0, 0)] {
            assert_eq!(from_tt(to_tt(s, ply), ply), s);
        }
    }
}

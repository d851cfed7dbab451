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
/// Where the squashed curve ends: `squash_by` reaches it at three times its scale (2,700
/// centipawns in the 8×8 games) and stays there.
pub(crate) const EVAL_MAX: i32 = 9_000;
/// How far [`squash`] still rises past [`EVAL_MAX`]: one unit every [`RISE_CP`] centipawns,
/// up to this much (its largest score, `EVAL_MAX + EVAL_RISE`, stays below [`WIN_BOUND`]).
pub(crate) const EVAL_RISE: i32 = 400;
/// The centipawns a unit of the rise past [`EVAL_MAX`] takes.
const RISE_CP: i32 = 16;
/// The 8×8 games' slope: a queen's worth of centipawns reaches about three quarters of a
/// win, and three times it the end of [`squash_by`]'s curve.
const SCALE_8X8: i32 = 900;

/// A win for the side to move at `ply` plies from the root.
#[inline]
pub(crate) fn win_in(ply: usize) -> i32 {
    WIN - ply.min(400) as i32
}

/// A centipawn balance as a score, the 8×8 games' scale: steep near equality (a pawn is
/// about a tenth of a won game), nearly flat far from it (two queens up is nearly as good
/// as a win). Past 2,700 centipawns, where [`squash_by`]'s curve ends, it still rises by a
/// unit every [`RISE_CP`] centipawns up to `EVAL_MAX + EVAL_RISE`: among positions that all
/// keep a won game, more material and better placed pieces still score higher, so that the
/// search is not left to play the first move in its order (a mate it has not yet seen is
/// then found no later than before, often sooner).
pub(crate) fn squash(cp: i32) -> i32 {
    let past = (cp.saturating_abs() - 3 * SCALE_8X8).max(0);
    squash_by(cp, SCALE_8X8) + cp.signum() * (past / RISE_CP).min(EVAL_RISE)
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
        let mut last = squash(-12_000);
        for cp in -11_999..12_000 {
            let s = squash(cp);
            assert_eq!(s, -squash(-cp));
            assert!(s >= last, "not monotone at {cp}");
            assert!(s.abs() <= EVAL_MAX + EVAL_RISE && EVAL_MAX + EVAL_RISE < WIN_BOUND);
            last = s;
        }
        // A pawn is about a tenth of a win, a queen most of one.
        assert_eq!(squash(100), 996);
        assert_eq!(squash(900), 7000);
        // The curve ends at 2,700; past it the scale rises a unit every 16 centipawns, up
        // to 400 units (at 9,100 centipawns), and no further.
        assert_eq!(squash(2_700), EVAL_MAX);
        assert_eq!(squash(2_715), EVAL_MAX);
        assert_eq!(squash(2_716), EVAL_MAX + 1);
        assert_eq!(squash(-2_716), -EVAL_MAX - 1);
        assert_eq!(squash(4_300), EVAL_MAX + 100);
        assert_eq!(squash(9_100), EVAL_MAX + EVAL_RISE);
        assert_eq!(squash(i32::MAX), EVAL_MAX + EVAL_RISE);
        assert_eq!(squash(i32::MIN), -EVAL_MAX - EVAL_RISE);
        // Incerto's curve, `squash_by` at its own scale, stays flat past its end.
        assert_eq!(squash_by(20_000, 1_500), EVAL_MAX);
    }

    #[test]
    fn tt_scores_round_trip() {
        for (s, ply) in [(win_in(7), 3), (-win_in(12), 5), (1234, 9), (0, 0)] {
            assert_eq!(from_tt(to_tt(s, ply), ply), s);
        }
    }
}

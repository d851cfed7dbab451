//! The public history, replayed: the occupancy of the board before each action (rebuilt
//! backwards from the current board, since a view has no start position) and the recent
//! reversible moves (for repetition). Everything here is public: squares, colours and what
//! each action was.

use super::observation::{EventKind, Observation};
use crate::{Bitboard, Color, Square, Variant};

/// The squares of each colour (`Color::index`).
pub(crate) type Occupancy = [Bitboard; 2];

/// One reversible move to take back: the piece now on `to` goes back to `from`; a castling
/// also puts the corner piece back (`rook`: where it stands now, where it came from).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Undo {
    pub(crate) color: Color,
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) rook: Option<(Square, Square)>,
}

fn current(obs: &Observation) -> Occupancy {
    let mut occ = [Bitboard::EMPTY; 2];
    for p in &obs.pieces {
        occ[p.color.index()].set(p.square);
    }
    occ
}

/// For a castling king move `from → to`, the corner piece's square now and before.
fn castle_rook(from: Square, to: Square) -> (Square, Square) {
    let rank = from.rank() * 8;
    let sq = |f: u32| Square::new(rank + f).unwrap_or(from);
    if to.file() > from.file() {
        (sq(5), sq(7))
    } else {
        (sq(3), sq(0))
    }
}

/// Incerto: the occupancy before every event of the history (index `i` is the board just
/// before event `i`; one more entry for now). `None` if the history does not fit the board
/// (a view that was tampered with); callers then do without it.
pub(crate) fn incerto_timeline(obs: &Observation) -> Option<Vec<Occupancy>> {
    if obs.variant != Variant::Incerto {
        return None;
    }
    let mut occ = current(obs);
    let mut out = vec![occ; obs.history.len() + 1];
    let mut lost = obs.lost.len();
    for (i, e) in obs.history.iter().enumerate().rev() {
        let (us, them) = (e.color.index(), (!e.color).index());
        match e.kind {
            EventKind::Skip => {}
            EventKind::Move | EventKind::Capture => {
                let to = e.to?;
                if !occ[us].contains(to) || (occ[0] | occ[1]).contains(e.from) {
                    return None;
                }
                occ[us].clear(to);
                occ[us].set(e.from);
                if e.kind == EventKind::Capture {
                    lost = lost.checked_sub(1)?;
                    if obs.lost[lost].color != !e.color {
                        return None;
                    }
                    occ[them].set(to);
                }
            }
            EventKind::Flip | EventKind::Castle => return None,
        }
        out[i] = occ;
    }
    Some(out)
}

/// The turns since the last irreversible action (at most `halfmoves` of them), most recent
/// first, for repetition checks; an Incerto skip is an undo with `from == to`. Stops early at
/// anything that is not a plain move.
pub(crate) fn reversible_tail(obs: &Observation) -> Vec<Undo> {
    let mut out = Vec::new();
    let mut occ = current(obs);
    let n = (obs.halfmoves as usize).min(obs.history.len());
    for e in obs.history.iter().rev().take(n) {
        let us = e.color.index();
        let free = |occ: &Occupancy, s: Square| !(occ[0] | occ[1]).contains(s);
        match (e.kind, e.to) {
            (EventKind::Skip, _) => out.push(Undo {
                color: e.color,
                from: e.from,
                to: e.from,
                rook: None,
            }),
            (EventKind::Move, Some(to)) if occ[us].contains(to) && free(&occ, e.from) => {
                occ[us].clear(to);
                occ[us].set(e.from);
                out.push(Undo {
                    color: e.color,
                    from: e.from,
                    to,
                    rook: None,
                });
            }
            (EventKind::Castle, Some(to)) => {
                let (now, before) = castle_rook(e.from, to);
                if !occ[us].contains(to) || !occ[us].contains(now) {
                    break;
                }
                occ[us].clear(to);
                occ[us].clear(now);
                occ[us].set(e.from);
                occ[us].set(before);
                out.push(Undo {
                    color: e.color,
                    from: e.from,
                    to,
                    rook: Some((now, before)),
                });
            }
            _ => break,
        }
    }
    out
}

/// Hidden Chess: the corners whose castling right may still stand (the king and that corner
/// never moved, nothing was captured on the corner). The position builder checks the pieces.
pub(crate) fn castling_corners(obs: &Observation) -> Bitboard {
    if !obs.variant.has_castling() {
        return Bitboard::EMPTY;
    }
    let mut rights = Bitboard::EMPTY;
    for c in Color::ALL {
        let back = c.relative_rank(0) * 8;
        let king = Square::new(back + 4);
        for corner in [Square::new(back), Square::new(back + 7)]
            .into_iter()
            .flatten()
        {
            let touched = obs.history.iter().any(|e| {
                let on = |s: Option<Square>| s == Some(corner) || s == king;
                on(Some(e.from)) || on(e.to)
            });
            if !touched {
                rights.set(corner);
            }
        }
    }
    rights
}

/// The en-passant square the last action created, if any: a pawn (known now) that advanced
/// two squares, from its second rank in Hidden Chess, from anywhere in Hidden Random Chess.
pub(crate) fn en_passant(obs: &Observation) -> Option<Square> {
    let e = obs.history.last()?;
    let to = e.to?;
    if obs.variant == Variant::Incerto || e.kind != EventKind::Move || e.from.file() != to.file() {
        return None;
    }
    if e.from.rank().abs_diff(to.rank()) != 2 {
        return None;
    }
    let p = obs.piece_at(to)?;
    if p.role != Some(crate::Role::Pawn) || p.color != e.color {
        return None;
    }
    if obs.variant == Variant::HiddenChess && e.from.rank() != e.color.relative_rank(1) {
        return None;
    }
    Square::new((e.from.index() as u32 + to.index() as u32) / 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::adapter::observe;
    use crate::testing::{played, sq};
    use crate::Game;

    #[test]
    fn incerto_timeline_rebuilds_every_earlier_board() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(5);
        for seed in 0..30 {
            let mut g = Game::new(Variant::Incerto, seed);
            let mut boards = vec![];
            for _ in 0..rng.random_range(0..80) {
                if g.is_over() {
                    break;
                }
                let p = g.position();
                boards.push([p.by_color(Color::White), p.by_color(Color::Black)]);
                let actions = g.legal_actions();
                let a = actions[rng.random_range(0..actions.len())];
                g.play(a, None).unwrap();
            }
            let p = g.position();
            boards.push([p.by_color(Color::White), p.by_color(Color::Black)]);
            for viewer in Color::ALL {
                let obs = observe(&g.view(Some(viewer))).unwrap();
                assert_eq!(incerto_timeline(&obs), Some(boards.clone()), "seed {seed}");
            }
        }
    }

    #[test]
    fn reversible_tail_and_en_passant_and_castling() {
        let g = played(
            Variant::HiddenChess,
            "r*3k2r*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*3K2R* w KQkq - 0 1",
            "e1f1 e8f8 f1e1 f8e8",
        );
        let obs = observe(&g.view(Some(Color::White))).unwrap();
        let tail = reversible_tail(&obs);
        assert_eq!(tail.len(), 4);
        assert_eq!((tail[0].from, tail[0].to), (sq("f8"), sq("e8")));
        assert_eq!(castling_corners(&obs), Bitboard::EMPTY, "both kings moved");

        let mut g = Game::new(Variant::HiddenChess, 9);
        g.play_str("e2e4", None).unwrap();
        let obs = observe(&g.view(Some(Color::Black))).unwrap();
        let pawn = obs.piece_at(sq("e4")).unwrap().role == Some(crate::Role::Pawn);
        assert_eq!(en_passant(&obs), pawn.then(|| sq("e3")));
        assert_eq!(castling_corners(&obs).count(), 4);
        assert!(reversible_tail(&obs).is_empty(), "a reveal is irreversible");
    }
}

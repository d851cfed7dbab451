//! The public history, replayed backwards from the current board (a view has no start
//! position): the squares of each colour now, and the recent reversible moves to take back
//! (for repetition). Everything here is public: squares, colours and what each action was.
//! Each game's own reading of the history is its own: Incerto's occupancy before every
//! event (`incerto/timeline.rs`), the 8×8 games' castling rights and en-passant square
//! (`chess8/board8.rs`).

use super::observation::{EventKind, Observation};
use crate::{Bitboard, Color, Square};

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

/// The squares of each colour now.
pub(crate) fn current(obs: &Observation) -> Occupancy {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::adapter::observe;
    use crate::testing::{played, sq};
    use crate::{Game, Variant};

    #[test]
    fn reversible_tail_takes_back_plain_moves_and_stops_at_a_reveal() {
        let g = played(
            Variant::HiddenChess,
            "r*3k2r*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*3K2R* w KQkq - 0 1",
            "e1f1 e8f8 f1e1 f8e8",
        );
        let obs = observe(&g.view(Some(Color::White))).unwrap();
        let tail = reversible_tail(&obs);
        assert_eq!(tail.len(), 4);
        assert_eq!((tail[0].from, tail[0].to), (sq("f8"), sq("e8")));

        let mut g = Game::new(Variant::HiddenChess, 9);
        g.play_str("e2e4", None).unwrap();
        let obs = observe(&g.view(Some(Color::Black))).unwrap();
        assert!(reversible_tail(&obs).is_empty(), "a reveal is irreversible");
    }
}

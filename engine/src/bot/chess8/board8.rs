//! Hidden Random Chess and Hidden Chess as the bot searches them. Nobody knows a face-down
//! piece, and face-down pieces of one side are interchangeable, so the game is one of
//! perfect information plus chance: a [`Position`] built from the view, with placeholder
//! identities on face-down squares, and per side the pool of identities still unseen. An
//! action that shows a face-down piece (a flip, a Hidden Chess piece's first move, a castling
//! corner) is a chance event over that pool.
//!
//! A face-down piece captured without being shown stays in its side's pool: later draws
//! from the pool are then still exactly as likely as the view says (the captured piece's
//! identity is simply never drawn), so the search need not branch on it.

use crate::bot::adapter::BadView;
use crate::bot::core::zobrist;
use crate::bot::observation::{EventKind, Observation, Pool};
use crate::bot::replay;
use crate::{Action, Bitboard, Color, Fen, Piece, Position, Role, Square, Variant};

#[derive(Clone, Debug)]
pub(crate) struct Board8 {
    pub(crate) pos: Position,
    pub(crate) pools: [Pool; 2],
    /// Face-down pieces whose identity the searcher does not know.
    pub(crate) unknown: Bitboard,
}

impl Board8 {
    /// The position the viewer sees, with a placeholder on every face-down square.
    pub(crate) fn from_observation(obs: &Observation) -> Result<Board8, BadView> {
        let variant = obs.variant;
        if variant == Variant::Incerto {
            return Err(BadView("Incerto is searched by its own board".into()));
        }
        let (set, _) = crate::start::shuffled_set(variant);
        let mut left: [[usize; 7]; 2] = [[0; 7]; 2];
        for side in &mut left {
            for &(r, n) in set {
                side[r.index()] = n;
            }
        }
        let mut board = [None; 64];
        let mut unknown = Bitboard::EMPTY;
        for p in obs.pieces.iter().filter(|p| p.hidden) {
            if let Some(r) = p.role {
                let n = &mut left[p.color.index()][r.index()];
                *n = n.saturating_sub(1);
            }
        }
        for p in &obs.pieces {
            let role = match (p.role, p.hidden) {
                (Some(r), _) => r,
                (None, false) => return Err(BadView(format!("no identity for {}", p.square))),
                (None, true) => {
                    unknown.set(p.square);
                    // The piece that starts there, if the set still has one; else any.
                    let left = &mut left[p.color.index()];
                    let look = variant
                        .disguise(p.color, p.square)
                        .filter(|r| left[r.index()] > 0);
                    let r = look
                        .or_else(|| Role::ALL.into_iter().find(|r| left[r.index()] > 0))
                        .ok_or_else(|| BadView("more face-down pieces than the set".into()))?;
                    left[r.index()] -= 1;
                    r
                }
            };
            board[p.square.index()] = Some((
                Piece {
                    color: p.color,
                    role,
                },
                p.hidden,
            ));
        }
        // Castling rights the history allows, where the king and corner piece still stand.
        let mut castling = Bitboard::EMPTY;
        for corner in castling_corners(obs) {
            let c = if corner.rank() == 0 {
                Color::White
            } else {
                Color::Black
            };
            let king_home = Square::new(c.relative_rank(0) * 8 + 4);
            let king_ok = king_home.is_some_and(|k| {
                board[k.index()].is_some_and(|(p, _)| p.color == c && p.role == Role::King)
            });
            let rook_ok = board[corner.index()]
                .is_some_and(|(p, hidden)| p.color == c && (hidden || p.role == Role::Rook));
            if king_ok && rook_ok {
                castling.set(corner);
            }
        }
        let mut fen = Fen {
            width: variant.width(),
            board,
            turn: obs.turn,
            castling,
            ep_square: en_passant(obs),
            halfmoves: obs.halfmoves,
            fullmoves: obs.fullmoves.max(1),
        };
        let pos = match fen.clone().into_position(variant) {
            Ok(p) => p,
            Err(_) if fen.ep_square.is_some() => {
                fen.ep_square = None;
                fen.into_position(variant)
                    .map_err(|e| BadView(e.to_string()))?
            }
            Err(e) => return Err(BadView(e.to_string())),
        };
        Ok(Board8 {
            pos,
            pools: obs.pools,
            unknown,
        })
    }

    /// The face-down square whose identity `action` shows, if the searcher does not know it.
    pub(crate) fn reveals(&self, action: Action) -> Option<Square> {
        let from = action.from();
        if self.unknown.contains(from) {
            return Some(from);
        }
        let Action::Move { to, .. } = action else {
            return None;
        };
        // A Hidden Chess castling shows the corner piece.
        if self.pos.variant().has_castling()
            && self.pos.mover_role_at(from) == Some(Role::King)
            && from.file().abs_diff(to.file()) == 2
        {
            let corner =
                Square::new(from.rank() * 8 + if to.file() > from.file() { 7 } else { 0 })?;
            return self.unknown.contains(corner).then_some(corner);
        }
        None
    }

    /// Whether `action` puts the opponent in check (a face-down piece moving as it looks).
    pub(crate) fn gives_check(&self, action: Action) -> bool {
        let mut pos = self.pos.clone();
        pos.play_unchecked(action);
        pos.is_check()
    }

    /// The board after `action`, the revealed piece (see [`Board8::reveals`]) turning out to
    /// be `role`.
    pub(crate) fn play(&self, action: Action, revealed: Option<(Square, Role)>) -> Board8 {
        let mut next = self.clone();
        let mut action = action;
        if let Some((sq, role)) = revealed {
            next.pos.hidden_roles[sq.index()] = role;
            if let Some(c) = self.pos.color_at(sq) {
                next.pools[c.index()] = self.pools[c.index()].without(role);
            }
            next.unknown.clear(sq);
            // A face-down Hidden Chess piece that turns out a pawn on the last rank promotes.
            if let Action::Move {
                from,
                to,
                promotion: None,
            } = action
            {
                let last = self.pos.turn().relative_rank(7);
                if from == sq && role == Role::Pawn && to.rank() == last {
                    action = Action::Move {
                        from,
                        to,
                        promotion: Some(Role::Queen),
                    };
                }
            }
        }
        if let Some(to) = action.to() {
            next.unknown.clear(to);
        }
        next.pos.play_unchecked(action);
        next
    }

    /// A hash of the position as the searcher knows it (placeholders left out).
    pub(crate) fn hash(&self) -> u64 {
        let pos = &self.pos;
        let mut h = if pos.turn() == Color::Black {
            zobrist::BLACK
        } else {
            0
        };
        let hidden = pos.hidden();
        for c in Color::ALL {
            let ours = pos.by_color(c);
            for r in Role::ALL {
                for sq in pos.by_role(r) & (ours - hidden) {
                    h ^= zobrist::PIECE[c.index()][r.index()][sq.index()];
                }
            }
            for sq in ours & hidden {
                h ^= zobrist::PIECE[c.index()][zobrist::HIDDEN][sq.index()];
                if !self.unknown.contains(sq) {
                    let r = pos.hidden_roles[sq.index()].index() as u32;
                    h ^= zobrist::KNOWN_HIDDEN[sq.index()].rotate_left(r * 9 + 1);
                }
            }
            let pool = &self.pools[c.index()];
            for r in Role::ALL {
                h ^= zobrist::pool(c.index(), r.index(), pool.counts[r.index()]);
            }
        }
        if let Some(ep) = pos.ep_square() {
            h ^= zobrist::EN_PASSANT[ep.index()];
        }
        for sq in pos.castling_rights() {
            h ^= zobrist::CASTLING[sq.index()];
        }
        h
    }

    /// Hashes of the positions before the recent reversible moves (for repetition), most
    /// recent first; the pools and face-down pieces are the same in all of them.
    pub(crate) fn past_hashes(&self, obs: &Observation) -> Vec<u64> {
        let mut board = self.clone();
        let mut out = Vec::new();
        for u in replay::reversible_tail(obs) {
            let pos = &mut board.pos;
            let Some(role) = pos.mover_role_at(u.to) else {
                break;
            };
            let mut step = |from: Square, to: Square, role: Role| {
                pos.by_color[u.color.index()].clear(to);
                pos.by_role[role.index()].clear(to);
                pos.by_color[u.color.index()].set(from);
                pos.by_role[role.index()].set(from);
            };
            step(u.from, u.to, role);
            if let Some((now, before)) = u.rook {
                step(before, now, Role::Rook);
            }
            pos.turn = !pos.turn;
            pos.ep_square = None;
            out.push(board.hash());
        }
        out
    }
}

/// Hidden Chess: the corners whose castling right may still stand (the king and that corner
/// never moved, nothing was captured on the corner). The position builder checks the pieces.
fn castling_corners(obs: &Observation) -> Bitboard {
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
fn en_passant(obs: &Observation) -> Option<Square> {
    let e = obs.history.last()?;
    let to = e.to?;
    if e.kind != EventKind::Move || e.from.file() != to.file() {
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
    use crate::Game;

    #[test]
    fn the_viewers_position_has_the_true_legal_actions() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(8);
        for variant in [Variant::HiddenRandom, Variant::HiddenChess] {
            for seed in 0..40 {
                let mut g = Game::new(variant, seed);
                for _ in 0..rng.random_range(0..150) {
                    if g.is_over() {
                        break;
                    }
                    let a = g.legal_actions();
                    g.play(a[rng.random_range(0..a.len())], None).unwrap();
                    if g.pending().is_some() {
                        break;
                    }
                }
                if g.is_over() || g.pending().is_some() {
                    continue;
                }
                let obs = observe(&g.view(Some(g.turn()))).unwrap();
                let b = Board8::from_observation(&obs).unwrap();
                // Same actions as the view offers (promotions of face-down pieces aside).
                let mut mine: Vec<String> = b
                    .pos
                    .legal_actions()
                    .iter()
                    .map(|a| a.to_string())
                    .collect();
                mine.sort();
                let view = g.view(Some(g.turn()));
                let theirs: Vec<String> =
                    view.legal_actions.iter().map(|a| a.to_string()).collect();
                assert_eq!(mine, theirs, "{variant} {}", g.position().fen());
                assert_eq!(b.pos.castling_rights(), g.position().castling_rights());
                assert_eq!(b.pos.ep_square(), g.position().ep_square());
                assert_eq!(b.unknown, g.position().hidden());
                // Repetition hashes: undoing the recent moves reaches earlier positions.
                assert!(b.past_hashes(&obs).len() <= g.position().halfmoves() as usize);
            }
        }
    }

    #[test]
    fn castling_rights_and_en_passant_follow_the_history() {
        use crate::testing::{played, sq};
        let g = played(
            Variant::HiddenChess,
            "r*3k2r*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*3K2R* w KQkq - 0 1",
            "e1f1 e8f8 f1e1 f8e8",
        );
        let obs = observe(&g.view(Some(Color::White))).unwrap();
        assert_eq!(castling_corners(&obs), Bitboard::EMPTY, "both kings moved");

        let mut g = Game::new(Variant::HiddenChess, 9);
        g.play_str("e2e4", None).unwrap();
        let obs = observe(&g.view(Some(Color::Black))).unwrap();
        let pawn = obs.piece_at(sq("e4")).unwrap().role == Some(crate::Role::Pawn);
        assert_eq!(en_passant(&obs), pawn.then(|| sq("e3")));
        assert_eq!(castling_corners(&obs).count(), 4);
    }
}

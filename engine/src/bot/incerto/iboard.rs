//! Incerto as the bot searches it: one "world" in which every disc is either determined (the
//! bot has seen it, or sampled it from its belief about the opponent) or a lottery over its
//! side's remaining identities (a disc nobody has seen). Selecting or capturing a lottery
//! disc is a chance event. Move rules as RULES.md §1: no check, king capture wins.

use crate::attacks::{self, tables};
use crate::bot::core::zobrist;
use crate::{Bitboard, Color, Role, Square, Variant};

/// Incerto's roles, in `Role::index` order: `Role::ALL` without the cannon.
pub(crate) const ROLES: [Role; 6] = {
    let [pawn, knight, bishop, rook, queen, king, _cannon] = Role::ALL;
    [pawn, knight, bishop, rook, queen, king]
};

/// A set of roles, one bit per `Role::index`.
pub(crate) type RoleSet = u8;
pub(crate) const ALL_ROLES: RoleSet = 0b11_1111;

#[inline]
pub(crate) fn bit(role: Role) -> RoleSet {
    1 << role.index()
}

/// Where a disc of `role` and `color` on `from` may go with `own` and `enemy` discs on the
/// board (captures included).
#[inline]
pub(crate) fn targets(
    role: Role,
    color: Color,
    from: Square,
    own: Bitboard,
    enemy: Bitboard,
) -> Bitboard {
    let board = Variant::Incerto.board();
    let occ = own | enemy;
    let blockers = occ | !board;
    let t = tables();
    let to = match role {
        Role::Pawn => {
            let up = 8 * color.forward();
            let empty = board - occ;
            let one = Bitboard::from_square(from).shift(up) & empty;
            let double = Variant::Incerto.double_step_ranks(color).contains(from);
            let two = if double {
                one.shift(up) & empty
            } else {
                Bitboard::EMPTY
            };
            return one | two | (attacks::pawn_attacks(color, from) & enemy & board);
        }
        Role::Knight => attacks::knight_attacks(from),
        Role::Bishop => t.bishop_attacks(from, blockers),
        Role::Rook => t.rook_attacks(from, blockers),
        Role::Queen => t.queen_attacks(from, blockers),
        Role::King => attacks::king_attacks(from),
        Role::Cannon => Bitboard::EMPTY,
    };
    to & (board - own)
}

/// One world of an Incerto search.
#[derive(Clone, Debug)]
pub(crate) struct IBoard {
    pub(crate) color: [Bitboard; 2],
    /// Determined discs by role (`Role::index`, 0–5).
    pub(crate) roles: [Bitboard; 6],
    /// Lottery discs of both sides.
    pub(crate) unseen: Bitboard,
    /// Per side, the identities its lottery discs may still have.
    pub(crate) pools: [[u8; 6]; 2],
    pub(crate) turn: Color,
    pub(crate) halfmoves: u32,
    pub(crate) hash: u64,
}

impl IBoard {
    /// An empty board with `turn` to move; fill it with [`IBoard::put`].
    pub(crate) fn new(turn: Color, halfmoves: u32) -> IBoard {
        let mut hash = if turn == Color::Black {
            zobrist::BLACK
        } else {
            0
        };
        for c in 0..2 {
            for r in 0..6 {
                hash ^= zobrist::pool(c, r, 0);
            }
        }
        IBoard {
            color: [Bitboard::EMPTY; 2],
            roles: [Bitboard::EMPTY; 6],
            unseen: Bitboard::EMPTY,
            pools: [[0; 6]; 2],
            turn,
            halfmoves,
            hash,
        }
    }

    #[inline]
    fn key(color: Color, role: Option<Role>, sq: Square) -> u64 {
        let kind = role.map_or(zobrist::HIDDEN, Role::index);
        zobrist::PIECE[color.index()][kind][sq.index()]
    }

    /// Puts a disc on an empty square: determined (`Some`) or a lottery (`None`).
    pub(crate) fn put(&mut self, sq: Square, color: Color, role: Option<Role>) {
        self.color[color.index()].set(sq);
        match role {
            Some(r) => self.roles[r.index()].set(sq),
            None => self.unseen.set(sq),
        }
        self.hash ^= Self::key(color, role, sq);
    }

    fn take(&mut self, sq: Square) -> Option<(Color, Option<Role>)> {
        let color = if self.color[0].contains(sq) {
            Color::White
        } else if self.color[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = self.role_at(sq);
        self.color[color.index()].clear(sq);
        self.unseen.clear(sq);
        if let Some(r) = role {
            self.roles[r.index()].clear(sq);
        }
        self.hash ^= Self::key(color, role, sq);
        Some((color, role))
    }

    /// Sets a side's pool count.
    pub(crate) fn set_pool(&mut self, color: Color, role: Role, count: u8) {
        let c = &mut self.pools[color.index()][role.index()];
        self.hash ^= zobrist::pool(color.index(), role.index(), *c);
        *c = count;
        self.hash ^= zobrist::pool(color.index(), role.index(), count);
    }

    #[inline]
    pub(crate) fn occupied(&self) -> Bitboard {
        self.color[0] | self.color[1]
    }

    #[inline]
    pub(crate) fn by_color(&self, c: Color) -> Bitboard {
        self.color[c.index()]
    }

    /// The determined role on `sq`.
    #[inline]
    pub(crate) fn role_at(&self, sq: Square) -> Option<Role> {
        ROLES
            .into_iter()
            .find(|r| self.roles[r.index()].contains(sq))
    }

    #[inline]
    pub(crate) fn color_at(&self, sq: Square) -> Option<Color> {
        Color::of(&self.color, sq)
    }

    /// How many lottery identities a side has left.
    #[inline]
    pub(crate) fn pool_total(&self, c: Color) -> u32 {
        self.pools[c.index()].iter().map(|&n| u32::from(n)).sum()
    }

    /// The outcomes of a lottery disc of `c`: roles with their weights.
    pub(crate) fn outcomes(&self, c: Color) -> impl Iterator<Item = (Role, u32)> + '_ {
        ROLES
            .into_iter()
            .map(move |r| (r, u32::from(self.pools[c.index()][r.index()])))
            .filter(|&(_, n)| n > 0)
    }

    /// Where the determined disc on `from`, of `role`, may go.
    #[inline]
    pub(crate) fn moves_of(&self, from: Square, role: Role, color: Color) -> Bitboard {
        targets(
            role,
            color,
            from,
            self.by_color(color),
            self.by_color(!color),
        )
    }

    /// The king of `c`, if it is determined and on the board.
    #[inline]
    pub(crate) fn king(&self, c: Color) -> Option<Square> {
        (self.roles[Role::King.index()] & self.by_color(c)).first()
    }

    /// The lottery disc on `sq` turns out to be `role` (selected by its owner, or captured).
    pub(crate) fn reveal(&mut self, sq: Square, role: Role) {
        if let Some((c, None)) = self.take(sq) {
            let n = self.pools[c.index()][role.index()];
            self.set_pool(c, role, n.saturating_sub(1));
            self.put(sq, c, Some(role));
        }
    }

    /// The side to move moves the determined disc on `from` to `to`, capturing the disc
    /// there if any (a lottery victim's identity stays in its side's pool as a phantom, see
    /// `isearch.rs`), promoting to `promotion`.
    pub(crate) fn play(&mut self, from: Square, to: Square, promotion: Option<Role>) {
        let capture = self.take(to).is_some();
        if let Some((c, role)) = self.take(from) {
            self.put(to, c, promotion.or(role));
        }
        self.end_turn(capture || promotion.is_some());
    }

    /// Moves a disc from `from` to the empty `to` without passing the turn (for rebuilding
    /// earlier positions).
    pub(crate) fn relocate(&mut self, from: Square, to: Square) {
        if self.occupied().contains(to) {
            return;
        }
        if let Some((c, role)) = self.take(from) {
            self.put(to, c, role);
        }
    }

    /// The turn passes (a skip, or after a move).
    pub(crate) fn end_turn(&mut self, irreversible: bool) {
        self.halfmoves = if irreversible { 0 } else { self.halfmoves + 1 };
        self.turn = !self.turn;
        self.hash ^= zobrist::BLACK;
    }

    /// Recomputes the hash from scratch (tests check the incremental one against it).
    #[cfg(test)]
    pub(crate) fn full_hash(&self) -> u64 {
        let mut h = if self.turn == Color::Black {
            zobrist::BLACK
        } else {
            0
        };
        for sq in self.occupied() {
            h ^= Self::key(self.color_at(sq).unwrap(), self.role_at(sq), sq);
        }
        for c in Color::ALL {
            for r in ROLES {
                h ^= zobrist::pool(c.index(), r.index(), self.pools[c.index()][r.index()]);
            }
        }
        h
    }
}

#[cfg(test)]
impl IBoard {
    /// A board for tests, White to move: each word of `discs` is a disc's FEN letter (upper
    /// case White) and square, `X`/`x` a disc whose identity is not known: `"Nb1 kc3 xf8"`.
    pub(crate) fn with_discs(discs: &str) -> IBoard {
        let mut b = IBoard::new(Color::White, 0);
        for word in discs.split_whitespace() {
            let (letter, square) = word.split_at(1);
            let c = letter.chars().next().unwrap();
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let role = match c {
                'X' | 'x' => None,
                _ => Some(Role::from_char(c).unwrap()),
            };
            b.put(crate::testing::sq(square), color, role);
        }
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::sq;

    /// The targets agree with the engine's own Incerto move generator on random positions.
    #[test]
    fn targets_match_the_engine() {
        use crate::{Action, Position};
        let mut x = 99u64;
        for seed in 0..40 {
            let mut pos = Position::new_game(Variant::Incerto, seed);
            for _ in 0..120 {
                let list = pos.legal_actions();
                if list.is_empty() {
                    break;
                }
                let us = pos.turn();
                for from in pos.by_color(us) {
                    let role = pos.piece_at(from).unwrap().role;
                    let mut want = Bitboard::EMPTY;
                    for a in &list {
                        if let Action::Move { from: f, to, .. } = *a {
                            if f == from {
                                want.set(to);
                            }
                        }
                    }
                    let got = targets(role, us, from, pos.by_color(us), pos.by_color(!us));
                    assert_eq!(got, want, "{} {from}", pos.fen());
                }
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                pos.play_unchecked(list[(x % list.len() as u64) as usize]);
            }
        }
    }

    #[test]
    fn incremental_hash_matches() {
        let mut b = IBoard::with_discs("Xa1 Nb1 pc3");
        b.set_pool(Color::White, Role::King, 1);
        b.set_pool(Color::White, Role::Pawn, 3);
        assert_eq!(b.hash, b.full_hash());
        b.play(sq("b1"), sq("c3"), None);
        assert_eq!(b.hash, b.full_hash());
        assert_eq!(b.halfmoves, 0);
        b.reveal(sq("a1"), Role::King);
        assert_eq!(b.hash, b.full_hash());
        assert_eq!(b.king(Color::White), Some(sq("a1")));
        assert_eq!(b.pools[0][Role::King.index()], 0);
    }
}

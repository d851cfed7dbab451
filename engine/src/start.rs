//! Seeded start positions: the uniform shuffles of RULES.md, the same on every platform.

use crate::bitboard::Bitboard;
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::square::Square;
use crate::variant::{Hiding, Variant};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::fmt;

/// Roles with their counts.
type Set = &'static [(Role, usize)];
/// Fixed face-up pieces by relative home index (0–7 first rank, 8–15 second rank).
type Fixed = &'static [(u32, Role)];

/// The pieces each side shuffles face down, and the ones that stay fixed and face up.
pub(crate) fn shuffled_set(variant: Variant) -> (Set, Fixed) {
    use Role::*;
    match variant {
        Variant::Incerto => (
            &[
                (King, 1),
                (Queen, 1),
                (Rook, 2),
                (Knight, 2),
                (Bishop, 2),
                (Pawn, 4),
            ],
            &[],
        ),
        // Files on the first rank (relative) and second rank.
        Variant::HiddenRandom => (
            &[(Cannon, 2), (Rook, 2), (Knight, 2), (Bishop, 2), (Pawn, 6)],
            &[(4, King), (8 + 4, Pawn)],
        ),
        Variant::HiddenChess => (
            &[(Queen, 1), (Rook, 2), (Bishop, 2), (Knight, 2), (Pawn, 8)],
            &[(4, King)],
        ),
    }
}

/// How many pieces a side starts with (and so the most it can ever have).
pub(crate) fn set_size(variant: Variant) -> usize {
    let (set, fixed) = shuffled_set(variant);
    set.iter().map(|&(_, n)| n).sum::<usize>() + fixed.len()
}

impl Position {
    /// The start position of `variant` for `seed`. The shuffle is a Fisher–Yates shuffle
    /// (rand 0.10 `SliceRandom::shuffle`) driven by ChaCha8 seeded from the `u64`, White's
    /// pieces first, then Black's; ChaCha8 and the shuffle use no platform-dependent integer
    /// sizes, so a seed gives the same position natively and in WebAssembly.
    pub fn new_game(variant: Variant, seed: u64) -> Position {
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(seed);
        let (set, _) = shuffled_set(variant);
        let layout = Color::ALL.map(|_| {
            let mut roles: Vec<Role> = set
                .iter()
                .flat_map(|&(r, n)| std::iter::repeat_n(r, n))
                .collect();
            roles.shuffle(&mut rng);
            roles
        });
        Position::dealt(variant, &layout)
    }

    /// The start position with each side's shuffled identities in `layout` (indexed by
    /// [`Color::index`]), laid on its face-down home squares in order: first rank from the
    /// a-file, then second rank (the table protocol's deal ends in such a layout).
    pub(crate) fn dealt(variant: Variant, layout: &[Vec<Role>; 2]) -> Position {
        let mut pos = Position::empty(variant);
        let (_, fixed) = shuffled_set(variant);
        let width = variant.width();
        for color in Color::ALL {
            // Home squares in relative order: first rank a→, then second rank a→.
            let home = |i: u32| {
                let rank = color.relative_rank(i / 8);
                Square::new_unchecked(rank * 8 + i % 8)
            };
            let free = (0..16)
                .filter(|i| i % 8 < width)
                .filter(|i| fixed.iter().all(|&(f, _)| f != *i))
                .map(home);
            for (sq, &role) in free.zip(&layout[color.index()]) {
                pos.by_color[color.index()].set(sq);
                pos.hidden.set(sq);
                pos.hidden_roles[sq.index()] = role;
                let mover = match variant.hiding() {
                    Hiding::Unseen => Some(role),
                    Hiding::Dormant => None,
                    Hiding::Disguised => variant.disguise(color, sq),
                };
                if let Some(m) = mover {
                    pos.by_role[m.index()].set(sq);
                }
            }
            for &(i, role) in fixed {
                let sq = home(i);
                pos.by_color[color.index()].set(sq);
                pos.by_role[role.index()].set(sq);
            }
        }
        if variant.has_castling() {
            pos.castling = Bitboard::from_square(Square::A1)
                | Bitboard::from_square(Square::H1)
                | Bitboard::from_square(Square::A8)
                | Bitboard::from_square(Square::H8);
        }
        pos
    }
}

/// The system's random source failed (no seed could be drawn).
#[derive(Debug)]
pub struct RandomSeedError(getrandom::Error);

impl fmt::Display for RandomSeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no random seed available: {}", self.0)
    }
}

impl std::error::Error for RandomSeedError {}

/// A fresh seed from the operating system (or the browser's `crypto.getRandomValues`).
pub fn random_seed() -> Result<u64, RandomSeedError> {
    getrandom::u64().map_err(RandomSeedError)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::Piece;

    fn count(pos: &Position, color: Color, role: Role) -> usize {
        pos.by_color(color)
            .into_iter()
            .filter(|&sq| pos.piece_at(sq) == Some(Piece { color, role }))
            .count()
    }

    #[test]
    fn sets_and_squares_match_the_rules() {
        for seed in 0..50 {
            let p = Position::new_game(Variant::Incerto, seed);
            for c in Color::ALL {
                assert_eq!(p.by_color(c).count(), 12);
                assert_eq!(count(&p, c, Role::Pawn), 4);
                assert_eq!(count(&p, c, Role::King), 1);
            }
            assert_eq!(p.hidden().count(), 24);
            let p = Position::new_game(Variant::HiddenRandom, seed);
            assert_eq!(
                p.piece_at(Square::E1),
                Some(Piece {
                    color: Color::White,
                    role: Role::King
                })
            );
            assert_eq!(
                p.piece_at(Square::parse("e7").unwrap()),
                Some(Piece {
                    color: Color::Black,
                    role: Role::Pawn
                })
            );
            assert_eq!(count(&p, Color::Black, Role::Cannon), 2);
            assert_eq!(count(&p, Color::White, Role::Pawn), 7);
            assert_eq!(p.hidden().count(), 28);
            let p = Position::new_game(Variant::HiddenChess, seed);
            assert_eq!(count(&p, Color::White, Role::Queen), 1);
            assert_eq!(count(&p, Color::Black, Role::Pawn), 8);
            assert_eq!(p.hidden().count(), 30);
            assert!(p.fen().contains(" w KQkq - 0 1"));
            // Every start position is a valid position string.
            for v in Variant::ALL {
                let p = Position::new_game(v, seed);
                assert_eq!(Position::from_fen(v, &p.fen()).unwrap(), p);
            }
        }
    }

    /// The same seed must give the same position on every platform and in every release;
    /// if this changes, saved games and shared links break.
    #[test]
    fn seeds_are_stable() {
        assert_eq!(
            Position::new_game(Variant::Incerto, 42).fen(),
            Position::new_game(Variant::Incerto, 42).fen()
        );
        let fens: Vec<String> = Variant::ALL
            .iter()
            .map(|&v| Position::new_game(v, 1).fen())
            .collect();
        assert_eq!(fens, SEED_ONE);
    }

    const SEED_ONE: [&str; 3] = [
        "q*p*p*n*p*r*/r*n*k*p*b*b*/6/6/6/6/P*K*N*Q*B*P*/R*P*N*R*B*P* w - - 0 1",
        "p*c*r*c*kp*r*p*/b*n*n*p*pp*p*b*/8/8/8/8/P*N*C*B*PP*C*P*/R*P*N*R*KB*P*P* w - - 0 1",
        "p*r*r*p*kp*b*p*/p*b*n*p*p*p*n*q*/8/8/8/8/P*B*R*N*P*P*P*Q*/B*P*N*R*KP*P*P* w KQkq - 0 1",
    ];

    #[test]
    fn shuffles_are_roughly_uniform() {
        // Where does White's king land over many seeds? Each of 12 squares ~1/12.
        let mut hits = [0u32; 64];
        let n = 6000;
        for seed in 0..n {
            let p = Position::new_game(Variant::Incerto, seed);
            hits[p.king_of(Color::White).unwrap().index()] += 1;
        }
        for sq in Bitboard(0x3f3f) {
            let h = hits[sq.index()];
            assert!((400..600).contains(&h), "{sq}: {h}");
        }
    }
}

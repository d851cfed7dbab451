//! Static evaluation in centipawns, shared by the searches: material (a face-down or unseen
//! piece is worth the mean of the identities it may have) and a few positional terms
//! (pawns advance, knights and bishops centralise, kings stay home while the enemy has heavy
//! pieces). The searches squash the balance onto the score scale (`score.rs`).

use crate::bot::observation::Pool;
use crate::{Color, Role, Square};

/// Material by `Role::index`: pawn, knight, bishop, rook, queen, king (its loss ends the game;
/// the search sees that), cannon.
pub(crate) const VALUE: [i32; 7] = [100, 310, 320, 500, 900, 0, 450];

/// A small bonus for having the move.
pub(crate) const TEMPO: i32 = 12;

/// The mean value of an identity drawn from `counts` (by `Role::index`).
pub(crate) fn mean_value(counts: &[u8]) -> i32 {
    let (mut sum, mut n) = (0i32, 0i32);
    for (r, &c) in counts.iter().enumerate() {
        sum += VALUE[r] * i32::from(c);
        n += i32::from(c);
    }
    if n == 0 {
        0
    } else {
        sum / n
    }
}

/// [`mean_value`] of a pool.
pub(crate) fn pool_value(pool: &Pool) -> i32 {
    mean_value(&pool.counts)
}

/// Distance from the centre of a board `width` files wide, in half-files plus half-ranks
/// (2 on the four centre squares of an 8×8 board).
#[inline]
fn centre_distance(sq: Square, width: u32) -> i32 {
    let f = (2 * sq.file() as i32 - (width as i32 - 1)).abs();
    let r = (2 * sq.rank() as i32 - 7).abs();
    (f + r) / 2
}

/// The positional bonus of a known `role` of `color` on `sq`, on a board `width` files wide.
/// `heavy_enemy`: the opponent still has enough force to hunt a king.
pub(crate) fn placement(
    role: Role,
    color: Color,
    sq: Square,
    width: u32,
    heavy_enemy: bool,
) -> i32 {
    let rank = if color == Color::White {
        sq.rank()
    } else {
        7 - sq.rank()
    } as i32;
    let cd = centre_distance(sq, width);
    match role {
        Role::Pawn => {
            const ADVANCE: [i32; 8] = [0, 0, 4, 10, 22, 40, 70, 0];
            ADVANCE[rank as usize]
                + if cd <= 3 && (2..=4).contains(&rank) {
                    6
                } else {
                    0
                }
        }
        Role::Knight => 18 - 5 * cd,
        Role::Bishop => 10 - 3 * cd,
        Role::Rook => {
            if rank == 6 {
                15
            } else {
                0
            }
        }
        Role::Queen => 4 - cd,
        Role::Cannon => 0,
        Role::King => {
            if heavy_enemy {
                -12 * rank - if rank == 0 { 0 } else { 10 }
            } else {
                12 - 4 * cd
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn means_and_placement() {
        // Hidden Random Chess's face-down set: 2C 2R 2N 2B 6P.
        let mut counts = [0u8; 7];
        counts[Role::Cannon.index()] = 2;
        counts[Role::Rook.index()] = 2;
        counts[Role::Knight.index()] = 2;
        counts[Role::Bishop.index()] = 2;
        counts[Role::Pawn.index()] = 6;
        assert_eq!(mean_value(&counts), (900 + 1000 + 620 + 640 + 600) / 14);
        assert_eq!(mean_value(&[0; 7]), 0);
        let sq = |s| Square::parse(s).unwrap();
        assert!(
            placement(Role::Knight, Color::White, sq("d4"), 8, true)
                > placement(Role::Knight, Color::White, sq("a1"), 8, true)
        );
        assert_eq!(placement(Role::Pawn, Color::Black, sq("e2"), 8, true), 70);
        assert!(
            placement(Role::King, Color::White, sq("e1"), 8, true)
                > placement(Role::King, Color::White, sq("e3"), 8, true)
        );
    }
}

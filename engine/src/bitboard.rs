//! Sets of squares as one `u64`, the engine's basic data structure.

use crate::square::Square;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

/// A set of squares; bit `i` is the square with index `i`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares of the layout.
    pub const FULL: Bitboard = Bitboard(!0);

    #[inline]
    /// The set of one square.
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// All squares of one rank (0 = rank 1).
    #[inline]
    pub const fn rank(rank: u32) -> Bitboard {
        Bitboard(0xff << (8 * rank))
    }

    /// All squares of one file (0 = file a).
    #[inline]
    pub const fn file(file: u32) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file)
    }

    #[inline]
    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    #[inline]
    /// No square.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    /// At least one square.
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    #[inline]
    /// How many squares.
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// More than one square.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_unchecked(self.0.trailing_zeros()))
        }
    }

    /// The only square of a one-square set.
    #[inline]
    pub fn single(self) -> Option<Square> {
        if self.0 != 0 && !self.more_than_one() {
            self.first()
        } else {
            None
        }
    }

    #[inline]
    /// The set with `sq` added.
    pub fn with(self, sq: Square) -> Bitboard {
        self | Bitboard::from_square(sq)
    }

    #[inline]
    /// The set with `sq` removed.
    pub fn without(self, sq: Square) -> Bitboard {
        self & !Bitboard::from_square(sq)
    }

    #[inline]
    /// Adds `sq` if absent, removes it if present.
    pub fn toggle(&mut self, sq: Square) {
        self.0 ^= 1 << sq.index();
    }

    #[inline]
    /// Adds `sq`.
    pub fn set(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }

    #[inline]
    /// Removes `sq`.
    pub fn clear(&mut self, sq: Square) {
        self.0 &= !(1 << sq.index());
    }

    /// Moves every square `delta` indices up (negative: down); squares leaving the 0..64
    /// range vanish. Moves along a rank wrap to the next rank: callers mask the edge file.
    #[inline]
    pub const fn shift(self, delta: i32) -> Bitboard {
        if delta >= 0 {
            Bitboard(self.0 << delta)
        } else {
            Bitboard(self.0 >> -delta)
        }
    }

    /// Shifts every square `delta` ranks up (negative: down); squares leaving the board vanish.
    #[inline]
    pub const fn shift_ranks(self, delta: i32) -> Bitboard {
        if delta >= 0 {
            Bitboard(self.0 << (8 * delta))
        } else {
            Bitboard(self.0 >> (-8 * delta))
        }
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.count(), Some(self.count()))
    }
}

impl ExactSizeIterator for Bitboard {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_in_square_order() {
        let bb: Bitboard = [Square::H8, Square::A1, Square::E1].into_iter().collect();
        assert_eq!(bb.count(), 3);
        assert_eq!(
            bb.collect::<Vec<_>>(),
            vec![Square::A1, Square::E1, Square::H8]
        );
        assert!(bb.more_than_one());
        assert_eq!(Bitboard::from_square(Square::E1).single(), Some(Square::E1));
        assert_eq!(Bitboard::rank(0).shift_ranks(1), Bitboard::rank(1));
        assert_eq!(Bitboard::rank(0).shift_ranks(-1), Bitboard::EMPTY);
    }
}

//! Squares, files and ranks of a board up to 8×8, with algebraic names.

use std::fmt;
use std::str::FromStr;

/// A square index `rank * 8 + file`, 0 = a1 … 63 = h8. Its text (JSON, JS, notation) is
/// its algebraic name, `e4`.
///
/// Both board sizes share this 8×8 layout so that one `u64` bitboard and one set of
/// attack tables serve every variant; the 6×8 Incerto board simply never uses files g and h.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

#[allow(missing_docs)] // the corner and home-rank squares name themselves
impl Square {
    pub const A1: Square = Square(0);
    pub const B1: Square = Square(1);
    pub const C1: Square = Square(2);
    pub const D1: Square = Square(3);
    pub const E1: Square = Square(4);
    pub const F1: Square = Square(5);
    pub const G1: Square = Square(6);
    pub const H1: Square = Square(7);
    pub const A8: Square = Square(56);
    pub const B8: Square = Square(57);
    pub const C8: Square = Square(58);
    pub const D8: Square = Square(59);
    pub const E8: Square = Square(60);
    pub const F8: Square = Square(61);
    pub const G8: Square = Square(62);
    pub const H8: Square = Square(63);
}

impl Square {
    /// Every square of the 8×8 layout, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The square with this index, if it is below 64.
    #[inline]
    pub const fn new(index: u32) -> Option<Square> {
        if index < 64 {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Caller guarantees `index < 64`.
    #[inline]
    pub(crate) const fn new_unchecked(index: u32) -> Square {
        debug_assert!(index < 64);
        Square(index as u8)
    }

    /// `file` and `rank` count from 0; `None` when either is 8 or more.
    #[inline]
    pub const fn from_coords(file: u32, rank: u32) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    /// `rank * 8 + file`, 0 to 63.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for file a.
    #[inline]
    pub const fn file(self) -> u32 {
        (self.0 & 7) as u32
    }

    /// 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u32 {
        (self.0 >> 3) as u32
    }

    /// The same file seen from the other side (a1 ↔ a8).
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square `delta` indices away, if it stays within 0..64 (no file wrap check).
    #[inline]
    pub(crate) const fn offset(self, delta: i32) -> Option<Square> {
        let i = self.0 as i32 + delta;
        if i >= 0 && i < 64 {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    /// Parses an algebraic name like `e4` (lower case only, as in the notation).
    pub fn parse(s: &str) -> Option<Square> {
        match s.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                Square::from_coords(u32::from(f - b'a'), u32::from(r - b'1'))
            }
            _ => None,
        }
    }
}

/// A square name that is not one (`e9`, `E4`, `e`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a square (a file a-h and a rank 1-8, like e4)",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::parse(s).ok_or_else(|| ParseSquareError(s.to_owned()))
    }
}

impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        crate::names::from_text(d)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.file() as u8),
            char::from(b'1' + self.rank() as u8)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("e4").map(|s| s.index()), Some(28));
        for bad in ["", "e", "e9", "i1", "E4", "e44", "é4"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
            assert!(bad.parse::<Square>().is_err());
        }
        assert_eq!(serde_json::to_string(&Square::E8).unwrap(), "\"e8\"");
        assert_eq!(
            serde_json::from_str::<Square>("\"h1\"").unwrap(),
            Square::H1
        );
        let err = serde_json::from_str::<Square>("\"z9\"").unwrap_err();
        assert!(err.to_string().contains("'z9' is not a square"), "{err}");
    }
}

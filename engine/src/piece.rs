//! Colours, piece roles and pieces, with their notation letters.

use crate::bitboard::Bitboard;
use crate::names::named;
use crate::square::Square;
use std::ops::Not;

/// A side. Its name (`white`, `black`) is its text in JSON, JS and messages; it parses
/// back with `str::parse`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Color {
    /// Moves first.
    White = 0,
    /// Moves second.
    Black = 1,
}

named!(Color, "colour", "white or black");

impl Color {
    /// Both sides, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The side whose set in `sides` (indexed by [`Color::index`]) holds `sq`, if either:
    /// the one lookup of the position's and the search boards' `color_at`.
    #[inline]
    pub(crate) fn of(sides: &[Bitboard; 2], sq: Square) -> Option<Color> {
        if sides[0].contains(sq) {
            Some(Color::White)
        } else if sides[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// 0 for White, 1 for Black (for arrays indexed by side).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank index (0-based) `n` ranks in from this side's edge: `relative_rank(0)` is
    /// rank 1 for White and rank 8 for Black.
    #[inline]
    pub const fn relative_rank(self, n: u32) -> u32 {
        match self {
            Color::White => n,
            Color::Black => 7 - n,
        }
    }

    /// +1 for White (pawns go up the board), −1 for Black.
    #[inline]
    pub const fn forward(self) -> i32 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// `white` or `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// `w` or `b`, as in FEN.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Reads `w` or `b`.
    pub fn from_char(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// What a piece is (or, for a disguised piece, what it moves as). Its name (`queen`) is
/// its text in JSON, JS and messages; it parses back with `str::parse`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Role {
    /// `p`.
    Pawn = 0,
    /// `n`.
    Knight = 1,
    /// `b`.
    Bishop = 2,
    /// `r`.
    Rook = 3,
    /// `q`.
    Queen = 4,
    /// `k`.
    King = 5,
    /// `c`: the xiangqi cannon of Hidden Random Chess.
    Cannon = 6,
}

named!(
    Role,
    "piece",
    "king, queen, rook, bishop, knight, pawn or cannon"
);

impl Role {
    /// Every role, pawn first.
    pub const ALL: [Role; 7] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
        Role::Cannon,
    ];

    /// Every role from the king down, the cannon last: the order a person reads them in.
    pub const KING_FIRST: [Role; 7] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
        Role::Cannon,
    ];

    /// 0 for the pawn … 6 for the cannon (for arrays indexed by role).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case letter: `p n b r q k c`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
            Role::Cannon => 'c',
        }
    }

    /// Reads a letter in either case.
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            'c' => Role::Cannon,
            _ => return None,
        })
    }

    /// `pawn`, `knight`, `bishop`, `rook`, `queen`, `king` or `cannon`.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
            Role::Cannon => "cannon",
        }
    }
}

/// A piece: a side and a role.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose it is.
    pub color: Color,
    /// What it is.
    pub role: Role,
}

impl Piece {
    /// The FEN letter: upper case for White.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.char().to_ascii_uppercase(),
            Color::Black => self.role.char(),
        }
    }

    /// Reads a FEN letter (upper case for White).
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for color in Color::ALL {
            for role in Role::ALL {
                let p = Piece { color, role };
                assert_eq!(Piece::from_char(p.char()), Some(p));
            }
        }
        assert_eq!(Piece::from_char('x'), None);
        assert_eq!(Color::Black.relative_rank(1), 6);
    }

    #[test]
    fn names_parse_back_and_serialise_as_themselves() {
        for color in Color::ALL {
            assert_eq!(color.to_string().parse::<Color>(), Ok(color));
            assert_eq!(
                serde_json::to_string(&color).unwrap(),
                format!("\"{}\"", color.name())
            );
        }
        for role in Role::ALL {
            assert_eq!(role.name().parse::<Role>(), Ok(role));
            let json = serde_json::to_string(&role).unwrap();
            assert_eq!(serde_json::from_str::<Role>(&json).unwrap(), role);
        }
        assert_eq!(
            "red".parse::<Color>().unwrap_err().to_string(),
            "unknown colour 'red' (expected white or black)"
        );
        assert!("White".parse::<Color>().is_err(), "names are lower case");
        let err = serde_json::from_str::<Role>("\"emperor\"").unwrap_err();
        assert!(err.to_string().contains("unknown piece 'emperor'"), "{err}");
    }
}

//! The three games as data: board width, what a face-down piece is, and each rule that differs.

use crate::bitboard::Bitboard;
use crate::names::named;
use crate::piece::{Color, Role};
use crate::square::Square;

/// One of the three games. Its name (`incerto`, `hidden-random`, `hidden-chess`) is its
/// text on the command line, in records, URLs, JSON and JS; it parses back with
/// `str::parse`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// 6×8, every disc's rank unknown until selected; king capture wins; no check rules.
    Incerto,
    /// 8×8, face-down shuffled pieces with cannons; flipping is a turn.
    HiddenRandom,
    /// 8×8 (ChessFrontier): hidden pieces move as their square's start piece until they move.
    HiddenChess,
}

/// What the `*` (hidden / face-down) flag means for the rules.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Hiding {
    /// Incerto: only knowledge; the disc moves as what it truly is.
    Unseen,
    /// Hidden Random Chess: the piece can neither move nor attack until flipped.
    Dormant,
    /// Hidden Chess: the piece moves and attacks as the piece that starts on its square.
    Disguised,
}

/// How a pawn's double step creates an en-passant right.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EnPassant {
    /// No en passant (Incerto).
    Never,
    /// After any double step of a pawn (Hidden Random Chess).
    AnyDoubleStep,
    /// After a true pawn's double step from its own second rank (Hidden Chess).
    FromSecondRank,
}

named!(Variant, "variant", "incerto, hidden-random or hidden-chess");

impl Variant {
    /// The three games, in the order the app offers them.
    pub const ALL: [Variant; 3] = [
        Variant::Incerto,
        Variant::HiddenRandom,
        Variant::HiddenChess,
    ];

    /// The name used on the command line, in records and URLs.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Incerto => "incerto",
            Variant::HiddenRandom => "hidden-random",
            Variant::HiddenChess => "hidden-chess",
        }
    }

    /// Files: 6 for Incerto, else 8.
    pub const fn width(self) -> u32 {
        match self {
            Variant::Incerto => 6,
            _ => 8,
        }
    }

    /// Ranks: 8.
    pub const fn height(self) -> u32 {
        8
    }

    /// The squares of this board within the shared 8×8 layout.
    pub const fn board(self) -> Bitboard {
        match self {
            // Files a–f of every rank.
            Variant::Incerto => Bitboard(0x3f3f_3f3f_3f3f_3f3f),
            _ => Bitboard::FULL,
        }
    }

    /// Whether `sq` is on this board.
    pub fn contains(self, sq: Square) -> bool {
        self.board().contains(sq)
    }

    /// What a hidden piece is in this game.
    pub const fn hiding(self) -> Hiding {
        match self {
            Variant::Incerto => Hiding::Unseen,
            Variant::HiddenRandom => Hiding::Dormant,
            Variant::HiddenChess => Hiding::Disguised,
        }
    }

    /// Whether a king may not be left or moved into attack (false: king capture ends the game).
    pub const fn check_rules(self) -> bool {
        !matches!(self, Variant::Incerto)
    }

    /// When a double step gives an en-passant right.
    pub const fn en_passant(self) -> EnPassant {
        match self {
            Variant::Incerto => EnPassant::Never,
            Variant::HiddenRandom => EnPassant::AnyDoubleStep,
            Variant::HiddenChess => EnPassant::FromSecondRank,
        }
    }

    /// Whether kings castle (Hidden Chess).
    pub const fn has_castling(self) -> bool {
        matches!(self, Variant::HiddenChess)
    }

    /// The ranks from which a pawn of `color` may advance two squares.
    pub const fn double_step_ranks(self, color: Color) -> Bitboard {
        let second = Bitboard::rank(color.relative_rank(1));
        match self {
            Variant::HiddenChess => second,
            _ => Bitboard(second.0 | Bitboard::rank(color.relative_rank(0)).0),
        }
    }

    /// The pieces a pawn may become, in the order a chooser offers them.
    pub const fn promotion_roles(self) -> &'static [Role] {
        match self {
            Variant::HiddenRandom => &[
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::Cannon,
            ],
            _ => &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight],
        }
    }

    /// Roles a piece can have in this game (cannons only in Hidden Random Chess).
    pub const fn has_role(self, role: Role) -> bool {
        !matches!(role, Role::Cannon) || matches!(self, Variant::HiddenRandom)
    }

    /// The consecutive-turn count without progress that draws (both sides' turns counted).
    pub const fn draw_turns(self) -> u32 {
        100
    }

    /// How many times one position must occur for a draw by repetition.
    pub const fn repetitions(self) -> usize {
        match self {
            Variant::Incerto => 4,
            _ => 3,
        }
    }

    /// In Hidden Chess, the role a face-down piece on `sq` looks like: the piece that starts
    /// there. `None` off the two home ranks and on the king's square, where no face-down piece
    /// can stand.
    pub fn disguise(self, color: Color, sq: Square) -> Option<Role> {
        if self.hiding() != Hiding::Disguised {
            return None;
        }
        let rank = sq.rank();
        if rank == color.relative_rank(1) {
            Some(Role::Pawn)
        } else if rank == color.relative_rank(0) {
            match sq.file() {
                0 | 7 => Some(Role::Rook),
                1 | 6 => Some(Role::Knight),
                2 | 5 => Some(Role::Bishop),
                3 => Some(Role::Queen),
                _ => None,
            }
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
        assert!("chess".parse::<Variant>().is_err());
    }

    #[test]
    fn incerto_board_is_six_files() {
        let b = Variant::Incerto.board();
        assert_eq!(b.count(), 48);
        assert!(b.contains(Square::parse("f8").unwrap()));
        assert!(!b.contains(Square::parse("g1").unwrap()));
    }

    #[test]
    fn disguises_follow_the_start_position() {
        let v = Variant::HiddenChess;
        let sq = |s| Square::parse(s).unwrap();
        assert_eq!(v.disguise(Color::White, sq("a1")), Some(Role::Rook));
        assert_eq!(v.disguise(Color::White, sq("g1")), Some(Role::Knight));
        assert_eq!(v.disguise(Color::White, sq("d1")), Some(Role::Queen));
        assert_eq!(v.disguise(Color::White, sq("e1")), None);
        assert_eq!(v.disguise(Color::Black, sq("c8")), Some(Role::Bishop));
        assert_eq!(v.disguise(Color::Black, sq("h7")), Some(Role::Pawn));
        assert_eq!(v.disguise(Color::Black, sq("h2")), None);
        assert_eq!(Variant::HiddenRandom.disguise(Color::White, sq("a1")), None);
    }
}

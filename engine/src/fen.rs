//! The extended FEN of RULES.md §4: parsing to an unchecked [`Fen`], validating it into a
//! [`Position`], and writing a position back.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::square::Square;
use crate::variant::{EnPassant, Hiding, Variant};
use std::fmt;

/// A parsed but unchecked position string. [`Fen::into_position`] is the one way to turn it
/// into a [`Position`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Fen {
    /// Files per rank as written (6 or 8).
    pub width: u32,
    /// `(piece, hidden)` per square of the 8×8 layout.
    pub board: [Option<(Piece, bool)>; 64],
    /// Side to move.
    pub turn: Color,
    /// Corner squares named by `KQkq`.
    pub castling: Bitboard,
    /// The en-passant square, if one is named.
    pub ep_square: Option<Square>,
    /// Turns since the last capture, pawn move or reveal.
    pub halfmoves: u32,
    /// The move number, from 1.
    pub fullmoves: u32,
}

/// What is syntactically wrong with a position string.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenSyntax {
    /// Not 4 to 6 space-separated fields (this many).
    FieldCount(usize),
    /// Not 8 ranks (this many).
    RankCount(usize),
    /// A rank (1–8) whose squares do not add up to the width of the others.
    RankLength {
        /// The rank, 1–8.
        rank: u32,
        /// How many files it has.
        files: u32,
    },
    /// Ranks of a width no board has.
    Width(u32),
    /// A letter that names no piece.
    UnknownLetter(char),
    /// A `*` that follows no piece letter.
    StrayStar,
    /// The side to move is not `w` or `b`.
    Side,
    /// The castling field is not `-` or a subset of `KQkq`.
    Castling,
    /// The en-passant field is not `-` or a square.
    EnPassant,
    /// The halfmove clock is not a number.
    Halfmoves,
    /// The fullmove number is not a number from 1.
    Fullmoves,
}

/// A position string that does not follow the notation, with the input handed back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseFenError {
    /// The text that was given.
    pub input: String,
    /// What is wrong with it.
    pub kind: FenSyntax,
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position '{}': ", self.input)?;
        match &self.kind {
            FenSyntax::FieldCount(n) => write!(
                f,
                "expected 4 to 6 space-separated fields (placement side castling en-passant [halfmove fullmove]), found {n}"
            ),
            FenSyntax::RankCount(n) => write!(f, "expected 8 ranks separated by '/', found {n}"),
            FenSyntax::RankLength { rank, files } => {
                write!(f, "rank {rank} has {files} files, unlike the ranks above it")
            }
            FenSyntax::Width(w) => write!(f, "ranks have {w} files; boards have 6 or 8"),
            FenSyntax::UnknownLetter(c) => write!(f, "unknown piece letter '{c}'"),
            FenSyntax::StrayStar => write!(f, "'*' must follow a piece letter"),
            FenSyntax::Side => write!(f, "side to move must be 'w' or 'b'"),
            FenSyntax::Castling => write!(f, "castling must be '-' or a subset of 'KQkq'"),
            FenSyntax::EnPassant => write!(f, "en passant must be '-' or a square"),
            FenSyntax::Halfmoves => write!(f, "halfmove clock must be a number"),
            FenSyntax::Fullmoves => write!(f, "fullmove number must be a number from 1"),
        }
    }
}

impl std::error::Error for ParseFenError {}

/// A well-formed position string that breaks the rules of its game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// The board is not this game's width.
    Width {
        /// The game.
        variant: Variant,
        /// The width written.
        found: u32,
    },
    /// A piece this game does not have (a cannon outside Hidden Random Chess).
    RoleNotInGame {
        /// The game.
        variant: Variant,
        /// Where it stands.
        square: Square,
        /// What it is.
        role: Role,
    },
    /// A `*` the game does not allow there.
    HiddenNotAllowed {
        /// The square.
        square: Square,
        /// Why not, for people.
        reason: &'static str,
    },
    /// A side without exactly one king.
    KingCount {
        /// The side.
        color: Color,
        /// How many it has.
        count: usize,
    },
    /// A pawn on its last rank.
    PawnOnLastRank {
        /// Where.
        square: Square,
    },
    /// A castling right the position cannot have.
    Castling {
        /// Why not, for people.
        reason: &'static str,
    },
    /// An en-passant square the position cannot have.
    EnPassant {
        /// Why not, for people.
        reason: &'static str,
    },
    /// The side not to move is in check.
    OpponentInCheck,
    /// More face-down pieces of a role than the side started with.
    TooManyHidden {
        /// The side.
        color: Color,
        /// The role.
        role: Role,
        /// How many the position has.
        count: usize,
        /// How many it may have.
        allowed: usize,
    },
    /// More pieces than the side starts with.
    TooManyPieces {
        /// The side.
        color: Color,
        /// How many the position has.
        count: usize,
        /// How many it may have.
        max: usize,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Width { variant, found } => write!(
                f,
                "{variant} is played on a board {} files wide, not {found}",
                variant.width()
            ),
            PositionError::RoleNotInGame {
                variant,
                square,
                role,
            } => write!(f, "{variant} has no {role} (on {square})"),
            PositionError::HiddenNotAllowed { square, reason } => {
                write!(f, "hidden piece on {square}: {reason}")
            }
            PositionError::KingCount { color, count } => {
                write!(f, "{color} has {count} kings; exactly one is needed")
            }
            PositionError::PawnOnLastRank { square } => {
                write!(
                    f,
                    "pawn on {square}, its last rank, where it would have promoted"
                )
            }
            PositionError::Castling { reason } => write!(f, "castling rights: {reason}"),
            PositionError::EnPassant { reason } => write!(f, "en passant square: {reason}"),
            PositionError::TooManyHidden {
                color,
                role,
                count,
                allowed,
            } => write!(
                f,
                "{color} has {count} hidden {role}s; the shuffled set has {allowed}"
            ),
            PositionError::TooManyPieces { color, count, max } => write!(
                f,
                "{color} has {count} pieces; a side starts with {max} and never gains one"
            ),
            PositionError::OpponentInCheck => {
                write!(f, "the side that just moved is in check")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Either kind of fault, for callers that go straight from text to a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// The text is not the notation.
    Syntax(ParseFenError),
    /// The text is a position the game does not allow.
    Invalid {
        /// The text that was given.
        input: String,
        /// The rule it breaks.
        error: PositionError,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Syntax(e) => e.fmt(f),
            FenError::Invalid { input, error } => {
                write!(f, "invalid position '{input}': {error}")
            }
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> FenError {
        FenError::Syntax(e)
    }
}

impl Fen {
    /// Reads the notation only; the rules are checked by [`Fen::into_position`].
    pub fn parse(input: &str) -> Result<Fen, ParseFenError> {
        let err = |kind| ParseFenError {
            input: input.to_owned(),
            kind,
        };
        let fields: Vec<&str> = input.split_ascii_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(err(FenSyntax::FieldCount(fields.len())));
        }
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 8 {
            return Err(err(FenSyntax::RankCount(ranks.len())));
        }
        let mut board = [None; 64];
        let mut width = None;
        for (i, text) in ranks.iter().enumerate() {
            let rank = 7 - i as u32;
            let mut file = 0u32;
            let mut chars = text.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += d;
                } else if c == '*' {
                    return Err(err(FenSyntax::StrayStar));
                } else {
                    let piece = Piece::from_char(c).ok_or(err(FenSyntax::UnknownLetter(c)))?;
                    let hidden = chars.next_if_eq(&'*').is_some();
                    if let Some(sq) = Square::from_coords(file, rank) {
                        board[sq.index()] = Some((piece, hidden));
                    }
                    file += 1;
                }
                if file > 8 {
                    return Err(err(FenSyntax::RankLength {
                        rank: rank + 1,
                        files: file,
                    }));
                }
            }
            match width {
                None => width = Some(file),
                Some(w) if w != file => {
                    return Err(err(FenSyntax::RankLength {
                        rank: rank + 1,
                        files: file,
                    }))
                }
                _ => {}
            }
        }
        let width = width.unwrap_or(8);
        if width != 6 && width != 8 {
            return Err(err(FenSyntax::Width(width)));
        }
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(err(FenSyntax::Side)),
        };
        let mut castling = Bitboard::EMPTY;
        if fields[2] != "-" {
            for c in fields[2].chars() {
                let corner = match c {
                    'K' => Square::H1,
                    'Q' => Square::A1,
                    'k' => Square::H8,
                    'q' => Square::A8,
                    _ => return Err(err(FenSyntax::Castling)),
                };
                if castling.contains(corner) {
                    return Err(err(FenSyntax::Castling));
                }
                castling.set(corner);
            }
        }
        let ep_square = match fields[3] {
            "-" => None,
            s => Some(Square::parse(s).ok_or(err(FenSyntax::EnPassant))?),
        };
        let halfmoves = match fields.get(4) {
            None => 0,
            Some(s) => s.parse().map_err(|_| err(FenSyntax::Halfmoves))?,
        };
        let fullmoves = match fields.get(5) {
            None => 1,
            Some(s) => s
                .parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or(err(FenSyntax::Fullmoves))?,
        };
        Ok(Fen {
            width,
            board,
            turn,
            castling,
            ep_square,
            halfmoves,
            fullmoves,
        })
    }

    /// Checks every rule of RULES.md §4 for `variant` and builds the position.
    pub fn into_position(self, variant: Variant) -> Result<Position, PositionError> {
        if self.width != variant.width() {
            return Err(PositionError::Width {
                variant,
                found: self.width,
            });
        }
        let mut pos = Position::empty(variant);
        for sq in Square::all() {
            let Some((piece, hidden)) = self.board[sq.index()] else {
                continue;
            };
            let Piece { color, role } = piece;
            if !variant.has_role(role) {
                return Err(PositionError::RoleNotInGame {
                    variant,
                    square: sq,
                    role,
                });
            }
            if role == Role::Pawn && sq.rank() == color.relative_rank(7) {
                return Err(PositionError::PawnOnLastRank { square: sq });
            }
            pos.by_color[color.index()].set(sq);
            if hidden {
                check_hidden(variant, sq, piece)?;
                pos.hidden.set(sq);
                pos.hidden_roles[sq.index()] = role;
                match variant.hiding() {
                    Hiding::Unseen => pos.by_role[role.index()].set(sq),
                    Hiding::Dormant => {}
                    Hiding::Disguised => {
                        // check_hidden made sure the square has a disguise.
                        let look = variant.disguise(color, sq).unwrap_or(Role::Pawn);
                        pos.by_role[look.index()].set(sq);
                    }
                }
            } else {
                pos.by_role[role.index()].set(sq);
            }
        }
        for color in Color::ALL {
            // No side ever gains a piece; the bound also keeps every action list within
            // its fixed capacity (16 pieces of at most 27 moves each).
            let count = pos.by_color(color).count();
            let max = crate::start::set_size(variant);
            if count > max {
                return Err(PositionError::TooManyPieces { color, count, max });
            }
        }
        check_hidden_counts(&pos)?;
        pos.turn = self.turn;
        pos.halfmoves = self.halfmoves;
        pos.fullmoves = self.fullmoves;

        for color in Color::ALL {
            let count = (pos.by_role(Role::King) & pos.by_color(color)).count();
            // Incerto: the side to move may have just lost its king; the game is then over.
            let may_be_gone = variant == Variant::Incerto && color == self.turn;
            if count > 1 || (count == 0 && !may_be_gone) {
                return Err(PositionError::KingCount { color, count });
            }
        }

        pos.castling = self.castling;
        check_castling(&pos)?;
        pos.ep_square = checked_ep(&pos, self.ep_square)?;

        if variant.check_rules() {
            if let Some(k) = pos.king_of(!pos.turn) {
                if pos.attackers_to(k, pos.turn, pos.occupied()).any() {
                    return Err(PositionError::OpponentInCheck);
                }
            }
        }
        Ok(pos)
    }
}

fn check_hidden(variant: Variant, sq: Square, piece: Piece) -> Result<(), PositionError> {
    let err = |reason| Err(PositionError::HiddenNotAllowed { square: sq, reason });
    let home =
        Bitboard::rank(piece.color.relative_rank(0)) | Bitboard::rank(piece.color.relative_rank(1));
    match variant {
        Variant::Incerto if !home.contains(sq) => {
            err("a disc nobody has seen has never moved, so it stands on its own first two ranks")
        }
        Variant::HiddenRandom if piece.role == Role::King => err("the king starts face up"),
        Variant::HiddenRandom if piece.role == Role::Queen => {
            err("there is no queen among the face-down pieces")
        }
        Variant::HiddenRandom if !home.contains(sq) => {
            err("a face-down piece has never moved, so it stands on its own first two ranks")
        }
        // The king and the e-pawn start face up on these squares.
        Variant::HiddenRandom if sq.file() == 4 => {
            err("the e-file home squares hold the face-up king and pawn")
        }
        Variant::HiddenChess if piece.role == Role::King => err("the king starts face up"),
        Variant::HiddenChess if variant.disguise(piece.color, sq).is_none() => {
            err("a face-down piece stands on one of its side's start squares")
        }
        _ => Ok(()),
    }
}

/// Hidden pieces have never moved, so no side can have more of a role face down than its
/// shuffled set holds (three face-down cannons, say, cannot happen).
fn check_hidden_counts(pos: &Position) -> Result<(), PositionError> {
    let (set, _) = crate::start::shuffled_set(pos.variant);
    for color in Color::ALL {
        for &(role, allowed) in set {
            let hidden = (pos.hidden & pos.by_color(color))
                .into_iter()
                .filter(|sq| pos.hidden_roles[sq.index()] == role)
                .count();
            if hidden > allowed {
                return Err(PositionError::TooManyHidden {
                    color,
                    role,
                    count: hidden,
                    allowed,
                });
            }
        }
    }
    Ok(())
}

fn check_castling(pos: &Position) -> Result<(), PositionError> {
    let err = |reason| Err(PositionError::Castling { reason });
    if pos.castling.is_empty() {
        return Ok(());
    }
    if !pos.variant.has_castling() {
        return err("only hidden-chess has castling");
    }
    for corner in pos.castling {
        let color = if corner.rank() == 0 {
            Color::White
        } else {
            Color::Black
        };
        let king_home = Square::new_unchecked(color.relative_rank(0) * 8 + 4);
        if pos.king_of(color) != Some(king_home) {
            return err("the king is not on its start square");
        }
        let looks_like_rook = pos.by_color(color).contains(corner)
            && pos.by_role(Role::Rook).contains(corner)
            && (pos.is_hidden(corner) || pos.piece_at(corner).map(|p| p.role) == Some(Role::Rook));
        if !looks_like_rook {
            return err("no rook (or face-down corner piece) on the castling corner");
        }
    }
    Ok(())
}

/// Validates the en-passant square and drops it when no pawn may legally take there (none
/// beside it, or each one pinned or uncovering a check by taking), so that equal positions
/// have equal strings (RULES.md §4).
fn checked_ep(pos: &Position, ep: Option<Square>) -> Result<Option<Square>, PositionError> {
    let Some(ep) = ep else {
        return Ok(None);
    };
    let err = |reason| Err(PositionError::EnPassant { reason });
    let mover = !pos.turn; // the side that made the double step
    let ranks = match pos.variant.en_passant() {
        EnPassant::Never => return err("this game has no en passant"),
        EnPassant::AnyDoubleStep => {
            Bitboard::rank(mover.relative_rank(1)) | Bitboard::rank(mover.relative_rank(2))
        }
        EnPassant::FromSecondRank => Bitboard::rank(mover.relative_rank(2)),
    };
    if !ranks.contains(ep) {
        return err("not a square a pawn of the side that just moved can have passed over");
    }
    let (Some(pawn), Some(origin)) = (
        ep.offset(8 * mover.forward()),
        ep.offset(-8 * mover.forward()),
    ) else {
        return err("off the board");
    };
    let pawn_there = pos.by_color(mover).contains(pawn)
        && pos.by_role(Role::Pawn).contains(pawn)
        && !pos.is_hidden(pawn);
    if !pawn_there || pos.occupied().contains(ep) || pos.occupied().contains(origin) {
        return err("no pawn has just made a double step over it");
    }
    let capturers =
        attacks::pawn_attacks(mover, ep) & pos.by_role(Role::Pawn) & pos.by_color(pos.turn);
    if capturers.is_empty() {
        return Ok(None);
    }
    let mut with = pos.clone();
    with.ep_square = Some(ep);
    Ok(with.en_passant_is_legal().then_some(ep))
}

impl Position {
    /// Parses and validates in one step.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        Fen::parse(fen)?
            .into_position(variant)
            .map_err(|error| FenError::Invalid {
                input: fen.to_owned(),
                error,
            })
    }

    /// The extended FEN of the true state.
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(96);
        let width = self.variant.width();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..width {
                let sq = Square::new_unchecked(rank * 8 + file);
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.char());
                        if self.is_hidden(sq) {
                            out.push('*');
                        }
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.turn.char());
        out.push(' ');
        if self.castling.is_empty() {
            out.push('-');
        }
        for (corner, c) in [
            (Square::H1, 'K'),
            (Square::A1, 'Q'),
            (Square::H8, 'k'),
            (Square::A8, 'q'),
        ] {
            if self.castling.contains(corner) {
                out.push(c);
            }
        }
        match self.ep_square {
            Some(sq) => out.push_str(&format!(" {sq}")),
            None => out.push_str(" -"),
        }
        out.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STARTS: [(Variant, &str); 3] = [
        (
            Variant::Incerto,
            "n*b*q*r*k*p*/p*b*n*p*r*p*/6/6/6/6/P*R*N*P*B*P*/K*P*N*R*Q*B* w - - 0 1",
        ),
        (
            Variant::HiddenRandom,
            "r*c*n*b*kp*n*b*/p*c*p*r*pp*p*p*/8/8/8/8/P*P*R*C*PB*P*N*/N*B*C*P*KP*R*P* w - - 0 1",
        ),
        (
            Variant::HiddenChess,
            "n*p*r*p*kp*b*p*/q*p*p*b*r*p*n*p*/8/8/8/8/P*N*P*B*P*R*P*P*/P*R*N*P*KB*P*Q* w KQkq - 0 1",
        ),
    ];

    #[test]
    fn rules_examples_round_trip() {
        for (v, fen) in STARTS {
            assert_eq!(Position::from_fen(v, fen).unwrap().fen(), fen);
        }
        let chess = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assert_eq!(
            Position::from_fen(Variant::HiddenChess, chess)
                .unwrap()
                .fen(),
            chess
        );
    }

    #[test]
    fn optional_counters_default() {
        let p = Position::from_fen(Variant::HiddenChess, "4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
        assert_eq!(p.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }

    fn syntax(fen: &str) -> FenSyntax {
        match Position::from_fen(Variant::HiddenChess, fen) {
            Err(FenError::Syntax(e)) => e.kind,
            other => panic!("{fen}: {other:?}"),
        }
    }

    fn invalid(variant: Variant, fen: &str) -> PositionError {
        match Position::from_fen(variant, fen) {
            Err(FenError::Invalid { error, .. }) => error,
            other => panic!("{fen}: {other:?}"),
        }
    }

    /// `fen` in `variant` is refused for a rule, with an error that matches `pattern`.
    macro_rules! refused {
        ($variant:expr, $fen:expr, $pattern:pat) => {
            let error = invalid($variant, $fen);
            assert!(matches!(error, $pattern), "{}: {error:?}", $fen);
        };
    }

    #[test]
    fn syntax_faults_are_named() {
        assert_eq!(syntax(""), FenSyntax::FieldCount(0));
        assert_eq!(syntax("8/8/8/8/8/8/8 w - -"), FenSyntax::RankCount(7));
        assert_eq!(
            syntax("4k3/8/8/8/8/8/8/4K4 w - -"),
            FenSyntax::RankLength { rank: 1, files: 9 }
        );
        assert_eq!(
            syntax("4k3/8/8/8/8/8/7/4K3 w - -"),
            FenSyntax::RankLength { rank: 2, files: 7 }
        );
        assert_eq!(syntax("4k2/7/7/7/7/7/7/4K2 w - -"), FenSyntax::Width(7));
        assert_eq!(
            syntax("4k3/8/8/8/8/8/8/4X3 w - -"),
            FenSyntax::UnknownLetter('X')
        );
        assert_eq!(syntax("4k3/8/8/8/8/8/8/*3K3 w - -"), FenSyntax::StrayStar);
        assert_eq!(syntax("4k3/8/8/8/8/8/8/4K3 x - -"), FenSyntax::Side);
        assert_eq!(syntax("4k3/8/8/8/8/8/8/4K3 w KK -"), FenSyntax::Castling);
        assert_eq!(syntax("4k3/8/8/8/8/8/8/4K3 w - e9"), FenSyntax::EnPassant);
        assert_eq!(
            syntax("4k3/8/8/8/8/8/8/4K3 w - - x 1"),
            FenSyntax::Halfmoves
        );
        assert_eq!(
            syntax("4k3/8/8/8/8/8/8/4K3 w - - 0 0"),
            FenSyntax::Fullmoves
        );
        assert_eq!(
            syntax("4k3/8/8/8/8/8/8/4K3 w - - 0 -1"),
            FenSyntax::Fullmoves
        );
        assert_eq!(
            syntax("4k3/8/8/8/8/8/8/4K3 w - - 99999999999"),
            FenSyntax::Halfmoves
        );
    }

    #[test]
    fn rule_faults_are_named() {
        use PositionError as E;
        // The three games, by their initials: Hidden Chess, Hidden Random, Incerto.
        let (c, r, i) = (
            Variant::HiddenChess,
            Variant::HiddenRandom,
            Variant::Incerto,
        );
        refused!(i, "4k3/8/8/8/8/8/8/4K3 w - -", E::Width { found: 8, .. });
        refused!(
            c,
            "4k3/8/8/8/8/8/8/C3K3 w - -",
            E::RoleNotInGame {
                role: Role::Cannon,
                ..
            }
        );
        refused!(
            c,
            "4k3/8/8/8/8/8/8/8 w - -",
            E::KingCount {
                color: Color::White,
                count: 0
            }
        );
        refused!(
            c,
            "4k3/8/8/8/8/8/8/3KK3 w - -",
            E::KingCount { count: 2, .. }
        );
        refused!(c, "P3k3/8/8/8/8/8/8/4K3 w - -", E::PawnOnLastRank { .. });
        refused!(c, "4k3/8/8/8/8/8/8/4K*3 w - -", E::HiddenNotAllowed { .. });
        refused!(
            c,
            "4k3/8/8/8/3N*4/8/8/4K3 w - -",
            E::HiddenNotAllowed { .. }
        );
        refused!(r, "4k3/8/8/8/8/8/8/Q*3K3 w - -", E::HiddenNotAllowed { .. });
        refused!(i, "3k2/6/6/N*5/6/6/6/3K2 w - -", E::HiddenNotAllowed { .. });
        refused!(
            c,
            "QQQQkQQQ/QQQQQQQQ/QQQQQQQQ/8/8/8/8/4K3 w - -",
            E::TooManyPieces {
                color: Color::White,
                count: 24,
                max: 16
            }
        );
        refused!(
            i,
            "QQQk2/QQQQQQ/QQQQQQ/6/6/6/6/3K2 w - -",
            E::TooManyPieces {
                color: Color::White,
                count: 16,
                max: 12
            }
        );
        refused!(
            r,
            "4k3/8/8/8/8/8/8/C*C*C*1K3 w - -",
            E::TooManyHidden {
                role: Role::Cannon,
                count: 3,
                allowed: 2,
                ..
            }
        );
        refused!(
            c,
            "4k3/8/8/8/8/8/8/Q*Q*2K3 w - -",
            E::TooManyHidden {
                role: Role::Queen,
                ..
            }
        );
        refused!(
            r,
            "4k3/8/8/8/8/8/4N*3/3K4 w - -",
            E::HiddenNotAllowed { .. }
        );
        refused!(c, "4k3/8/8/8/8/8/8/4K2R w Q -", E::Castling { .. });
        refused!(c, "4k3/8/8/8/8/8/8/4K2B w K -", E::Castling { .. });
        refused!(r, "4k3/8/8/8/8/8/8/4K2R w K -", E::Castling { .. });
        refused!(c, "4k3/8/8/8/4P3/8/8/4K3 b - e4", E::EnPassant { .. });
        refused!(c, "4k3/8/8/8/8/8/8/4K3 b - e3", E::EnPassant { .. });
        refused!(c, "R3k3/8/8/8/8/8/8/4K3 w - -", E::OpponentInCheck);
        // Incerto: only the side to move may be without its king (it was just captured).
        assert!(Position::from_fen(Variant::Incerto, "3q2/6/6/6/6/6/6/3K2 b - -").is_ok());
        refused!(
            i,
            "3q2/6/6/6/6/6/6/3K2 w - -",
            E::KingCount {
                color: Color::Black,
                count: 0
            }
        );
    }

    #[test]
    fn en_passant_square_is_kept_only_when_a_pawn_can_take() {
        let v = Variant::HiddenChess;
        let p = Position::from_fen(v, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").unwrap();
        assert_eq!(p.ep_square(), Square::parse("e3"));
        let p = Position::from_fen(v, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").unwrap();
        assert_eq!(p.ep_square(), None);
        // Hidden Random Chess: a double step from rank 1 passes rank 2.
        let p =
            Position::from_fen(Variant::HiddenRandom, "4k3/8/8/8/8/Pp6/8/4K3 b - a2 0 1").unwrap();
        assert_eq!(p.ep_square(), Square::parse("a2"));
        // Hidden Chess gives no right after a rank-1 start ([D] RULES.md §3).
        assert!(Position::from_fen(v, "4k3/8/8/8/8/Pp6/8/4K3 b - a2 0 1").is_err());
    }
}

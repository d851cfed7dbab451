//! Actions (a player's whole turn) and their notation from RULES.md §4.

use crate::piece::Role;
use crate::square::Square;
use crate::variant::Variant;
use std::fmt;

/// One turn. Its text (JSON, JS, records) is its notation, `e2e4`, `a7a8q` or `@b2`.
///
/// `@square` means the variant's in-place action (a flip in Hidden Random Chess, a skip in
/// Incerto), so text without a variant reads it as a [`Action::Flip`]; a
/// [`PlayerView`](crate::PlayerView) and [`Game::apply_step`](crate::Game::apply_step) read
/// it in their own variant ([`Action::in_variant`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// A piece moves (castling is the king's two-square move; `promotion` only when a pawn
    /// reaches the last rank, including a Hidden Chess face-down piece that turns out to be one).
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it goes (a capture if an enemy piece is there, or en passant).
        to: Square,
        /// The new piece of a pawn reaching the last rank.
        promotion: Option<Role>,
    },
    /// Hidden Random Chess: turn a face-down piece face up (`@b2`).
    Flip(Square),
    /// Incerto: the selected disc has no legal move, so the turn passes (`@a1`).
    Skip(Square),
}

impl Action {
    /// The square of the piece that acts.
    pub fn from(self) -> Square {
        match self {
            Action::Move { from, .. } | Action::Flip(from) | Action::Skip(from) => from,
        }
    }

    /// Where a move goes; `None` for an action in place.
    pub fn to(self) -> Option<Square> {
        match self {
            Action::Move { to, .. } => Some(to),
            _ => None,
        }
    }

    /// Reads the notation of `variant`: `@sq` is a flip in Hidden Random Chess and a skip
    /// in Incerto (and means nothing in Hidden Chess).
    pub fn parse(variant: Variant, s: &str) -> Result<Action, ParseActionError> {
        Action::parse_notation(s)?.in_variant(variant)
    }

    /// The same action read in `variant`: `@square` is a flip in Hidden Random Chess, a
    /// skip in Incerto, and nothing in Hidden Chess (an error).
    pub fn in_variant(self, variant: Variant) -> Result<Action, ParseActionError> {
        match (self, variant) {
            (Action::Flip(sq) | Action::Skip(sq), Variant::HiddenRandom) => Ok(Action::Flip(sq)),
            (Action::Flip(sq) | Action::Skip(sq), Variant::Incerto) => Ok(Action::Skip(sq)),
            (Action::Flip(_) | Action::Skip(_), Variant::HiddenChess) => Err(ParseActionError {
                input: self.to_string(),
                kind: ActionSyntax::NoInPlaceAction,
            }),
            (moved, _) => Ok(moved),
        }
    }

    /// Reads notation without a variant: `@square` becomes a [`Action::Flip`].
    fn parse_notation(s: &str) -> Result<Action, ParseActionError> {
        let err = |kind| ParseActionError {
            input: s.to_owned(),
            kind,
        };
        if let Some(rest) = s.strip_prefix('@') {
            let sq = Square::parse(rest).ok_or_else(|| err(ActionSyntax::BadSquare))?;
            return Ok(Action::Flip(sq));
        }
        if !s.is_ascii() || !(4..=5).contains(&s.len()) {
            return Err(err(ActionSyntax::BadShape));
        }
        let from = Square::parse(&s[0..2]).ok_or_else(|| err(ActionSyntax::BadSquare))?;
        let to = Square::parse(&s[2..4]).ok_or_else(|| err(ActionSyntax::BadSquare))?;
        let promotion = match s[4..].chars().next() {
            None => None,
            Some(c) => match Role::from_char(c) {
                Some(r) if c.is_ascii_lowercase() && !matches!(r, Role::Pawn | Role::King) => {
                    Some(r)
                }
                _ => return Err(err(ActionSyntax::BadPromotion)),
            },
        };
        if from == to {
            return Err(err(ActionSyntax::NullMove));
        }
        Ok(Action::Move {
            from,
            to,
            promotion,
        })
    }
}

impl serde::Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Notation without a variant (see [`Action`]): `@square` reads as a flip.
impl std::str::FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        Action::parse_notation(s)
    }
}

impl<'de> serde::Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        crate::names::from_text(d)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Move {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(r) = promotion {
                    write!(f, "{}", r.char())?;
                }
                Ok(())
            }
            Action::Flip(sq) | Action::Skip(sq) => write!(f, "@{sq}"),
        }
    }
}

/// What is wrong with an action string.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ActionSyntax {
    /// Not `<from><to>[promotion]` or `@<square>`.
    BadShape,
    /// A square that is not a file a–h and a rank 1–8.
    BadSquare,
    /// A promotion letter other than q r b n c.
    BadPromotion,
    /// From and to are the same square.
    NullMove,
    /// `@square` in Hidden Chess, which has no action in place.
    NoInPlaceAction,
}

/// An action string that is not notation at all (see [`IllegalAction`] for well-formed
/// actions the rules refuse).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseActionError {
    /// The text that was given.
    pub input: String,
    /// What is wrong with it.
    pub kind: ActionSyntax,
}

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.kind {
            ActionSyntax::BadShape => {
                "expected <from><to>[promotion] like e2e4 or a7a8q, or @<square>"
            }
            ActionSyntax::BadSquare => "a square must be a file a-h and a rank 1-8, like e4",
            ActionSyntax::BadPromotion => "the promotion letter must be one of q r b n c",
            ActionSyntax::NullMove => "from and to are the same square",
            ActionSyntax::NoInPlaceAction => "hidden-chess has no @<square> action",
        };
        write!(f, "invalid action '{}': {why}", self.input)
    }
}

impl std::error::Error for ParseActionError {}

/// A well-formed action that the rules do not allow in this position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalAction {
    /// The action.
    pub action: Action,
    /// Why the rules refuse it, for people.
    pub reason: &'static str,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal action '{}': {}", self.action, self.reason)
    }
}

impl IllegalAction {
    /// Which of the rules' reasons this is, for callers that say it in their own words (the
    /// app translates them); `None` for a reason written elsewhere.
    pub fn kind(&self) -> Option<IllegalKind> {
        IllegalKind::ALL
            .into_iter()
            .find(|k| k.reason() == self.reason)
    }
}

/// Why the rules refuse a well-formed action: each kind has one English reason
/// ([`IllegalKind::reason`]), the text of [`IllegalAction::reason`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IllegalKind {
    /// A square of the action is off this variant's board.
    OffBoard,
    /// The position has no legal action left.
    GameOver,
    /// No piece stands on the square the action names.
    EmptySquare,
    /// The piece belongs to the side not to move.
    NotYours,
    /// Hidden Random Chess: the piece to flip is already face up.
    AlreadyFaceUp,
    /// Hidden Random Chess: no flip while in check.
    FlipInCheck,
    /// Incerto: `@square` on a disc that has a move.
    MustMove,
    /// Hidden Random Chess: a face-down piece cannot move until flipped.
    FaceDownCannotMove,
    /// A promotion letter on a move that does not promote.
    NotAPromotion,
    /// A promoting move written without its letter.
    NeedsPromotion,
    /// The piece cannot go there, or would leave its king in check (the 8×8 games).
    CannotMoveThereOrCheck,
    /// The piece cannot go there (Incerto).
    CannotMoveThere,
    /// Incerto: the disc named by a move was picked up and had no move: the turn was
    /// skipped.
    Skipped,
}

impl IllegalKind {
    /// Every kind.
    pub const ALL: [IllegalKind; 13] = [
        IllegalKind::OffBoard,
        IllegalKind::GameOver,
        IllegalKind::EmptySquare,
        IllegalKind::NotYours,
        IllegalKind::AlreadyFaceUp,
        IllegalKind::FlipInCheck,
        IllegalKind::MustMove,
        IllegalKind::FaceDownCannotMove,
        IllegalKind::NotAPromotion,
        IllegalKind::NeedsPromotion,
        IllegalKind::CannotMoveThereOrCheck,
        IllegalKind::CannotMoveThere,
        IllegalKind::Skipped,
    ];

    /// The reason in English, as errors and the JS API give it.
    pub const fn reason(self) -> &'static str {
        match self {
            IllegalKind::OffBoard => "the square is not on this board",
            IllegalKind::GameOver => "the game is over",
            IllegalKind::EmptySquare => "there is no piece on that square",
            IllegalKind::NotYours => "that piece belongs to the side not to move",
            IllegalKind::AlreadyFaceUp => "that piece is already face up",
            IllegalKind::FlipInCheck => "a flip is not allowed while in check",
            IllegalKind::MustMove => "the selected disc has a legal move, so it must move",
            IllegalKind::FaceDownCannotMove => "a face-down piece cannot move until it is flipped",
            IllegalKind::NotAPromotion => {
                "promotion is only for a pawn reaching the last rank, to a piece of this game"
            }
            IllegalKind::NeedsPromotion => "this move promotes: add the piece letter, like e7e8q",
            IllegalKind::CannotMoveThereOrCheck => {
                "that piece cannot move there (or it would leave the king in check)"
            }
            IllegalKind::CannotMoveThere => "that piece cannot move there",
            IllegalKind::Skipped => {
                "the disc was picked up and had no move, so the turn was skipped"
            }
        }
    }
}

impl std::error::Error for IllegalAction {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for (v, s) in [
            (Variant::HiddenChess, "e2e4"),
            (Variant::HiddenChess, "a7a8q"),
            (Variant::HiddenRandom, "c7c8c"),
            (Variant::HiddenRandom, "@b2"),
            (Variant::Incerto, "@a1"),
            (Variant::Incerto, "b1c3"),
        ] {
            assert_eq!(Action::parse(v, s).unwrap().to_string(), s);
        }
        assert_eq!(
            Action::parse(Variant::HiddenRandom, "@b2"),
            Ok(Action::Flip(Square::parse("b2").unwrap()))
        );
        assert_eq!(
            Action::parse(Variant::Incerto, "@b2"),
            Ok(Action::Skip(Square::parse("b2").unwrap()))
        );
    }

    #[test]
    fn garbage_is_refused_with_a_reason() {
        for (kind, inputs) in [
            (
                ActionSyntax::BadShape,
                &["", "e2", "e2e4qq", "é2e4", "ɐ2e4"][..],
            ),
            (ActionSyntax::BadSquare, &["e9e4", "@z9", "@"]),
            (ActionSyntax::BadPromotion, &["a7a8k", "a7a8Q", "a7a8x"]),
            (ActionSyntax::NullMove, &["e2e2"]),
        ] {
            for &s in inputs {
                let e = Action::parse(Variant::HiddenRandom, s).unwrap_err();
                assert_eq!(e.kind, kind, "{s}");
                assert!(e.to_string().contains(s));
            }
        }
        assert_eq!(
            Action::parse(Variant::HiddenChess, "@a1").unwrap_err().kind,
            ActionSyntax::NoInPlaceAction
        );
    }

    #[test]
    fn every_illegal_kind_has_its_own_reason() {
        let a = Action::Skip(Square::A1);
        for k in IllegalKind::ALL {
            let e = IllegalAction {
                action: a,
                reason: k.reason(),
            };
            assert_eq!(e.kind(), Some(k));
        }
        let e = IllegalAction {
            action: a,
            reason: "some other reason",
        };
        assert_eq!(e.kind(), None);
    }

    #[test]
    fn serde_writes_notation_and_reads_it_in_a_variant() {
        let skip = Action::Skip(Square::A1);
        assert_eq!(serde_json::to_string(&skip).unwrap(), "\"@a1\"");
        // Without a variant `@a1` is a flip; the game's variant makes it a skip.
        let read: Action = serde_json::from_str("\"@a1\"").unwrap();
        assert_eq!(read, Action::Flip(Square::A1));
        assert_eq!(read.in_variant(Variant::Incerto), Ok(skip));
        assert_eq!(skip.in_variant(Variant::HiddenRandom), Ok(read));
        assert!(read.in_variant(Variant::HiddenChess).is_err());
        let promo = Action::parse(Variant::HiddenChess, "a7a8q").unwrap();
        let json = serde_json::to_string(&promo).unwrap();
        assert_eq!(json, "\"a7a8q\"");
        assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), promo);
        assert_eq!(promo.in_variant(Variant::Incerto), Ok(promo));
        let err = serde_json::from_str::<Action>("\"e2e2\"").unwrap_err();
        assert!(err.to_string().contains("invalid action 'e2e2'"), "{err}");
    }
}

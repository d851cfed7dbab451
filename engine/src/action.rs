//! Actions (a player's whole turn) and their notation from RULES.md §4.

use crate::piece::Role;
use crate::square::Square;
use crate::variant::Variant;
use std::fmt;

/// One turn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// A piece moves (castling is the king's two-square move; `promotion` only when a pawn
    /// reaches the last rank, including a Hidden Chess face-down piece that turns out to be one).
    Move {
        from: Square,
        to: Square,
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

    pub fn to(self) -> Option<Square> {
        match self {
            Action::Move { to, .. } => Some(to),
            _ => None,
        }
    }

    /// Reads the notation of `variant`: `@sq` is a flip in Hidden Random Chess and a skip
    /// in Incerto (and means nothing in Hidden Chess).
    pub fn parse(variant: Variant, s: &str) -> Result<Action, ParseActionError> {
        let err = |kind| ParseActionError {
            input: s.to_owned(),
            kind,
        };
        if let Some(rest) = s.strip_prefix('@') {
            let sq = Square::parse(rest).ok_or_else(|| err(ActionSyntax::BadSquare))?;
            return match variant {
                Variant::HiddenRandom => Ok(Action::Flip(sq)),
                Variant::Incerto => Ok(Action::Skip(sq)),
                Variant::HiddenChess => Err(err(ActionSyntax::NoInPlaceAction)),
            };
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
    BadShape,
    BadSquare,
    BadPromotion,
    NullMove,
    NoInPlaceAction,
}

/// An action string that is not notation at all (see [`IllegalAction`] for well-formed
/// actions the rules refuse).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseActionError {
    pub input: String,
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
    pub action: Action,
    pub reason: &'static str,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal action '{}': {}", self.action, self.reason)
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
        for (s, kind) in [
            ("", ActionSyntax::BadShape),
            ("e2", ActionSyntax::BadShape),
            ("e2e4qq", ActionSyntax::BadShape),
            ("e9e4", ActionSyntax::BadSquare),
            ("@z9", ActionSyntax::BadSquare),
            ("@", ActionSyntax::BadSquare),
            ("a7a8k", ActionSyntax::BadPromotion),
            ("a7a8Q", ActionSyntax::BadPromotion),
            ("a7a8x", ActionSyntax::BadPromotion),
            ("e2e2", ActionSyntax::NullMove),
            ("é2e4", ActionSyntax::BadShape),
            ("ɐ2e4", ActionSyntax::BadShape),
        ] {
            let e = Action::parse(Variant::HiddenRandom, s).unwrap_err();
            assert_eq!(e.kind, kind, "{s}");
            assert!(e.to_string().contains(s));
        }
        assert_eq!(
            Action::parse(Variant::HiddenChess, "@a1").unwrap_err().kind,
            ActionSyntax::NoInPlaceAction
        );
    }
}

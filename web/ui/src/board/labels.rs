//! The board's words: translated names for its aria-labels (English by default) and the
//! accessible name of each square, e.g. "e4, white knight, selected".

use super::disc;
use incerto_engine::{Color, PieceView, Role, Square};

/// Translated words the board needs for its aria-labels; English by default.
#[derive(PartialEq, Clone, Debug)]
pub struct BoardLabels {
    /// The whole board (the grid's label).
    pub board: String,
    pub white: String,
    pub black: String,
    pub king: String,
    pub queen: String,
    pub rook: String,
    pub bishop: String,
    pub knight: String,
    pub pawn: String,
    pub cannon: String,
    /// A disc whose identity the viewer does not know ("white disc").
    pub piece: String,
    pub hidden: String,
    /// Followed by a role: what a face-down Hidden Chess piece moves as.
    pub looks_like: String,
    pub empty: String,
    pub selected: String,
    pub available: String,
    pub capturable: String,
    pub skipped: String,
    pub last_move: String,
    pub check: String,
    pub promoted: String,
    pub known_to_opponent: String,
    pub unknown_to_opponent: String,
    /// A square a lesson points at.
    pub highlighted: String,
}

impl Default for BoardLabels {
    fn default() -> Self {
        Self {
            board: "Board".into(),
            white: "white".into(),
            black: "black".into(),
            king: "king".into(),
            queen: "queen".into(),
            rook: "rook".into(),
            bishop: "bishop".into(),
            knight: "knight".into(),
            pawn: "pawn".into(),
            cannon: "cannon".into(),
            piece: "disc".into(),
            hidden: "hidden".into(),
            looks_like: "looks like".into(),
            empty: "empty".into(),
            selected: "selected".into(),
            available: "can move here".into(),
            capturable: "can be captured".into(),
            skipped: "turn skipped".into(),
            last_move: "last move".into(),
            check: "in check".into(),
            promoted: "promoted".into(),
            known_to_opponent: "opponent knows it".into(),
            unknown_to_opponent: "opponent does not know it".into(),
            highlighted: "highlighted".into(),
        }
    }
}

impl BoardLabels {
    /// The translated name of a colour.
    pub fn color(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The translated name of a role.
    pub fn role(&self, role: Role) -> &str {
        match role {
            Role::King => &self.king,
            Role::Queen => &self.queen,
            Role::Rook => &self.rook,
            Role::Bishop => &self.bishop,
            Role::Knight => &self.knight,
            Role::Pawn => &self.pawn,
            Role::Cannon => &self.cannon,
        }
    }
}

/// What is marked on one square, for its label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    pub selected: bool,
    pub available: bool,
    pub capturable: bool,
    pub skipped: bool,
    pub last_move: bool,
    pub check: bool,
    pub highlighted: bool,
}

/// The accessible name of a square, e.g. "e4, white knight, selected" or
/// "c7, black disc, hidden, looks like bishop".
pub fn aria_label(
    square: Square,
    piece: Option<&PieceView>,
    marks: Marks,
    labels: &BoardLabels,
) -> String {
    let mut parts = vec![square.to_string()];
    match piece {
        None => parts.push(labels.empty.clone()),
        Some(p) => {
            let color = labels.color(p.color);
            match p.role {
                Some(role) => parts.push(format!("{color} {}", labels.role(role))),
                None => {
                    parts.push(format!("{color} {}", labels.piece));
                    parts.push(labels.hidden.clone());
                    if let Some(like) = p.looks_like {
                        parts.push(format!("{} {}", labels.looks_like, labels.role(like)));
                    }
                }
            }
            if p.promoted {
                parts.push(labels.promoted.clone());
            }
            match disc::opponent_knows(p) {
                Some(true) => parts.push(labels.known_to_opponent.clone()),
                Some(false) => parts.push(labels.unknown_to_opponent.clone()),
                None => {}
            }
        }
    }
    for (on, word) in [
        (marks.selected, &labels.selected),
        (marks.available, &labels.available),
        (marks.capturable, &labels.capturable),
        (marks.skipped, &labels.skipped),
        (marks.check, &labels.check),
        (marks.last_move, &labels.last_move),
        (marks.highlighted, &labels.highlighted),
    ] {
        if on {
            parts.push(word.clone());
        }
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn piece(at: &str, color: Color, role: Option<Role>) -> PieceView {
        PieceView {
            square: sq(at),
            color,
            role,
            hidden: role.is_none(),
            looks_like: None,
            known_to_opponent: None,
            promoted: false,
        }
    }

    #[test]
    fn labels_name_square_piece_and_marks() {
        let l = BoardLabels::default();
        let knight = piece("e4", Color::White, Some(Role::Knight));
        let sel = Marks {
            selected: true,
            ..Marks::default()
        };
        assert_eq!(
            aria_label(sq("e4"), Some(&knight), sel, &l),
            "e4, white knight, selected"
        );
        assert_eq!(
            aria_label(sq("e5"), None, Marks::default(), &l),
            "e5, empty"
        );
        let avail = Marks {
            available: true,
            last_move: true,
            ..Marks::default()
        };
        assert_eq!(
            aria_label(sq("e5"), None, avail, &l),
            "e5, empty, can move here, last move"
        );
        let mut disguised = piece("c8", Color::Black, None);
        disguised.looks_like = Some(Role::Bishop);
        assert_eq!(
            aria_label(sq("c8"), Some(&disguised), Marks::default(), &l),
            "c8, black disc, hidden, looks like bishop"
        );
        let mut mine = piece("a1", Color::White, Some(Role::Queen));
        mine.known_to_opponent = Some(false);
        mine.promoted = true;
        let cap = Marks {
            capturable: true,
            check: true,
            skipped: true,
            ..Marks::default()
        };
        assert_eq!(
            aria_label(sq("a1"), Some(&mine), cap, &l),
            "a1, white queen, promoted, opponent does not know it, can be captured, turn skipped, in check"
        );
    }

    #[test]
    fn labels_are_translated() {
        let l = BoardLabels {
            white: "blanc".into(),
            knight: "cavalier".into(),
            ..BoardLabels::default()
        };
        let knight = piece("e4", Color::White, Some(Role::Knight));
        assert_eq!(
            aria_label(sq("e4"), Some(&knight), Marks::default(), &l),
            "e4, blanc cavalier"
        );
    }
}

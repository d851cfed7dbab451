//! The board component: draws squares, discs and overlays as one SVG and reports clicks and drags; it knows no rules.

// Until the app screens use the board, its items are unused in this binary crate.
#![allow(dead_code)]

use incerto_engine::PieceView;
use yew::prelude::*;

/// Translated words the board needs for its aria-labels; English by default.
#[derive(PartialEq, Clone, Debug)]
pub struct BoardLabels {
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
    pub piece: String,
    pub hidden: String,
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
        }
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// 6 (Incerto) or 8.
    pub files: u32,
    pub ranks: u32,
    pub pieces: Vec<PieceView>,
    /// Black at the bottom.
    #[prop_or_default]
    pub flipped: bool,
    #[prop_or(true)]
    pub coordinates: bool,
    /// Solid ring.
    #[prop_or_default]
    pub selected: Option<String>,
    /// Dashed ring on each square.
    #[prop_or_default]
    pub available: Vec<String>,
    /// Red ring plus corner ticks on the disc.
    #[prop_or_default]
    pub capturable: Vec<String>,
    /// Cross over the disc.
    #[prop_or_default]
    pub skipped: Option<String>,
    /// From, to.
    #[prop_or_default]
    pub last_move: Option<(String, Option<String>)>,
    /// King square in check.
    #[prop_or_default]
    pub check: Option<String>,
    #[prop_or(true)]
    pub interactive: bool,
    /// Click or tap on any square.
    #[prop_or_default]
    pub on_square: Callback<String>,
    /// Drag-and-drop from -> to.
    #[prop_or_default]
    pub on_drag: Callback<(String, String)>,
    #[prop_or_default]
    pub labels: BoardLabels,
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    html! {
        <svg data-testid="board" class="board" role="grid"
            viewBox={format!("0 0 {} {}", props.files * 10, props.ranks * 10)}
            aria-label={props.labels.board.clone()} />
    }
}

//! The pieces' words and looks that both pages draw outside the board's own code: the
//! board's aria words in a language, and a small disc for a piece off the board.

use crate::board::{symbols, BoardLabels};
use crate::i18n::{role_key, t, Key, Lang};
use incerto_engine::{Color, Role};
use yew::prelude::*;

/// The board's aria words in the chosen language.
pub fn board_labels(lang: Lang) -> BoardLabels {
    let s = |k| t(lang, k).to_owned();
    BoardLabels {
        board: s(Key::BoardName),
        white: s(Key::WhiteLower),
        black: s(Key::BlackLower),
        king: s(Key::King),
        queen: s(Key::Queen),
        rook: s(Key::Rook),
        bishop: s(Key::Bishop),
        knight: s(Key::Knight),
        pawn: s(Key::Pawn),
        cannon: s(Key::Cannon),
        piece: s(Key::Disc),
        hidden: s(Key::HiddenLower),
        looks_like: s(Key::LooksLike),
        empty: s(Key::Empty),
        selected: s(Key::SelectedLower),
        available: s(Key::AvailableLower),
        capturable: s(Key::CapturableLower),
        skipped: s(Key::SkippedLower),
        last_move: s(Key::LastMoveLower),
        check: s(Key::InCheckLower),
        promoted: s(Key::PromotedLower),
        known_to_opponent: s(Key::KnownToOpponent),
        unknown_to_opponent: s(Key::UnknownToOpponent),
        highlighted: s(Key::HighlightedLower),
    }
}

/// A small disc for a piece outside the board (captured pieces, the promotion chooser),
/// drawn with the board's own symbol set; `?` when the viewer does not know the role.
pub fn piece_chip(lang: Lang, color: Color, role: Option<Role>) -> Html {
    let name = t(lang, role.map_or(Key::UnknownPiece, role_key));
    html! {
        <svg class={classes!("chip", format!("chip-disc-{color}"))} viewBox="0 0 100 100"
            role="img" aria-label={name}>
            <title>{ name }</title>
            <circle class="chip-bg" cx="50" cy="50" r="45" />
            { match role {
                Some(r) => symbols::symbol(r, symbols::Style::Filled, None),
                None => html! { <text x="50" y="68" text-anchor="middle">{ "?" }</text> },
            } }
        </svg>
    }
}

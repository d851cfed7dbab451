//! A move's readable notation as the move list shows it: the engine's SAN-like text
//! (`ActionView::san`, which names only what the viewer knows) with each piece letter drawn
//! as the board's own symbol and `x` as `×`. The letter stays in the text, visually hidden,
//! so copying and screen readers still get `Nxa6`.

use incerto_engine::Role;
use incerto_ui::board::symbols::{self, Style};
use yew::prelude::*;

/// A piece of the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Text(String),
    Piece(Role),
}

/// Splits readable notation into text and pieces: capitals are piece letters, except
/// castling's `O`; `x` is the capture sign.
pub fn parts(san: &str) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::new();
    let castle = san.starts_with("O-O");
    for c in san.chars() {
        let role = (c.is_ascii_uppercase() && !castle)
            .then(|| Role::from_char(c))
            .flatten();
        match (role, out.last_mut()) {
            (Some(r), _) => out.push(Part::Piece(r)),
            (None, Some(Part::Text(t))) => t.push(shown(c)),
            (None, _) => out.push(Part::Text(shown(c).to_string())),
        }
    }
    out
}

fn shown(c: char) -> char {
    if c == 'x' {
        '×'
    } else {
        c
    }
}

/// The notation as HTML.
pub fn notation(san: &str) -> Html {
    html! {
        <span class="notation">
            { for parts(san).into_iter().map(|p| match p {
                Part::Text(t) => html! { { t } },
                Part::Piece(r) => html! {
                    <>
                        <svg class="san-piece" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
                            { symbols::symbol(r, Style::Filled, None) }
                        </svg>
                        <span class="visually-hidden">{ r.char().to_ascii_uppercase() }</span>
                    </>
                },
            }) }
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Part {
        Part::Text(s.to_owned())
    }

    #[test]
    fn letters_become_pieces_and_x_a_times_sign() {
        assert_eq!(parts("Nxa6"), [Part::Piece(Role::Knight), t("×a6")]);
        assert_eq!(parts("exd5"), [t("e×d5")]);
        assert_eq!(parts("O-O-O+"), [t("O-O-O+")]);
        assert_eq!(parts("b1=Q#"), [t("b1="), Part::Piece(Role::Queen), t("#")]);
        assert_eq!(parts("a8=?"), [t("a8=?")]);
        assert_eq!(
            parts("Nc3(B)"),
            [
                Part::Piece(Role::Knight),
                t("c3("),
                Part::Piece(Role::Bishop),
                t(")")
            ]
        );
        assert_eq!(parts("C@c1"), [Part::Piece(Role::Cannon), t("@c1")]);
        assert_eq!(parts("b1c3"), [t("b1c3")]);
        assert_eq!(parts("@b1"), [t("@b1")]);
    }
}

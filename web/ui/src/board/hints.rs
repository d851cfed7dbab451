//! Belief hints drawn on a disc: a small histogram at the foot of the disc, one bar per role
//! in a fixed order (king, queen, rook, bishop, knight, pawn, then cannon where the game has
//! it), each as tall as that role's probability. The board only draws the numbers it is
//! given; the words (a text for the square's aria-label and tooltip) come with them. Where
//! a bar stands tells its role, so nothing depends on colour; the exact odds are in the
//! text, which the play screen also shows for the square under the pointer or the focus.

use incerto_engine::{Role, Square};
use yew::prelude::*;

/// What the board shows of one unknown piece's odds.
#[derive(Clone, PartialEq, Debug)]
pub struct BoardHint {
    pub square: Square,
    /// The roles the piece may be, with their probabilities (0 to 1).
    pub odds: Vec<(Role, f64)>,
    /// The odds in words, for the square's accessible name and tooltip.
    pub text: String,
}

/// Role order of the bars: the six chess roles, then the cannon.
const ORDER: [Role; 7] = Role::KING_FIRST;

/// Bar geometry in the 100 × 100 cell, in user units.
const BAR_W: u32 = 7;
const GAP: u32 = 2;
const MAX_H: u32 = 18;
const BASE: u32 = 97;

/// Height of a bar in whole user units: anything possible is at least one unit tall, so a
/// rare identity is never drawn as impossible.
pub fn bar_height(p: f64) -> u32 {
    if p <= 0.0 {
        0
    } else {
        ((p.min(1.0) * f64::from(MAX_H) + 0.5).floor() as u32).max(1)
    }
}

/// `pawn:0.3333 rook:0.1667`: the odds in a data attribute, for tests and tools.
pub fn odds_attr(odds: &[(Role, f64)]) -> String {
    odds.iter()
        .map(|(r, p)| format!("{}:{}", r.name(), (p * 10_000.0 + 0.5).floor() as u32))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The histogram for `hint` in the cell whose top-left corner is (`x`, `y`); `cannon`: the
/// game has cannons (a seventh bar).
pub fn hint(hint: &BoardHint, x: f64, y: f64, cannon: bool) -> Html {
    let roles = if cannon { &ORDER[..] } else { &ORDER[..6] };
    let n = roles.len() as u32;
    let width = n * BAR_W + (n - 1) * GAP;
    let left = (100 - width) / 2;
    let bars = roles.iter().enumerate().map(|(i, role)| {
        let p = hint
            .odds
            .iter()
            .find(|(r, _)| r == role)
            .map_or(0.0, |&(_, p)| p);
        let h = bar_height(p);
        let bx = left + i as u32 * (BAR_W + GAP);
        html! {
            <>
                <rect class="hint-slot" x={bx.to_string()} y={(BASE - MAX_H).to_string()}
                    width={BAR_W.to_string()} height={MAX_H.to_string()} />
                if h > 0 {
                    <rect class="hint-bar" data-role={role.name()} x={bx.to_string()}
                        y={(BASE - h).to_string()} width={BAR_W.to_string()} height={h.to_string()} />
                }
            </>
        }
    });
    html! {
        // Cell corners are whole multiples of the cell size: no float formatting needed.
        <g class="hint" transform={format!("translate({} {})", x as i64, y as i64)}
            data-hint={hint.square.to_string()} data-odds={odds_attr(&hint.odds)}>
            <rect class="hint-back" x={(left - 3).to_string()} y={(BASE - MAX_H - 3).to_string()}
                width={(width + 6).to_string()} height={(MAX_H + 5).to_string()} rx="3" />
            { for bars }
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_are_as_tall_as_the_odds_and_never_hide_a_chance() {
        assert_eq!(bar_height(0.0), 0);
        assert_eq!(bar_height(1.0), MAX_H);
        assert_eq!(bar_height(0.5), MAX_H / 2);
        assert_eq!(bar_height(0.001), 1, "a rare identity stays visible");
        assert_eq!(bar_height(2.0), MAX_H);
    }

    #[test]
    fn odds_are_written_in_ten_thousandths() {
        let odds = [(Role::Pawn, 1.0 / 3.0), (Role::Rook, 1.0 / 6.0)];
        assert_eq!(odds_attr(&odds), "pawn:3333 rook:1667");
    }

    #[test]
    fn the_histogram_fits_the_cell() {
        for n in [6u32, 7] {
            let width = n * BAR_W + (n - 1) * GAP;
            assert!(width + 6 <= 100 && (100 - width) / 2 >= 3, "{n}");
        }
        const { assert!(BASE + 2 <= 100 && BASE - MAX_H - 3 > 50) };
    }
}

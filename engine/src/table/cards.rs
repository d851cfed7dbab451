//! The decks: each side's face-down identities as cards, every card a distinct group
//! element hashed from a public label (so four pawns are four different elements), and the
//! squares the dealt cards go to.

use super::secrets::DOMAIN;
use crate::piece::{Color, Role};
use crate::square::Square;
use crate::start::shuffled_set;
use crate::variant::Variant;
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use sha2::Sha512;

/// One card: a side's deck and an index into it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Card {
    /// Whose deck.
    pub color: Color,
    /// Its square's place among the deck's face-down home squares (first rank from the
    /// a-file, then the second rank), from 0.
    pub index: u8,
}

/// One side's deck in a game: the identities in a fixed order, their card points, and the
/// face-down home squares the dealt cards go to, in order.
#[derive(Clone, Debug)]
#[cfg_attr(not(test), allow(dead_code))] // reveals and the audit read it all (next)
pub(crate) struct Deck {
    pub(crate) roles: Vec<Role>,
    pub(crate) points: Vec<RistrettoPoint>,
    pub(crate) compressed: Vec<CompressedRistretto>,
    pub(crate) squares: Vec<Square>,
}

impl Deck {
    /// The deck of `color` in `variant`.
    pub(crate) fn new(variant: Variant, color: Color) -> Deck {
        let (set, fixed) = shuffled_set(variant);
        let roles: Vec<Role> = set
            .iter()
            .flat_map(|&(r, n)| std::iter::repeat_n(r, n))
            .collect();
        let points: Vec<RistrettoPoint> = (0..roles.len())
            .map(|i| card_point(variant, color, i as u8))
            .collect();
        let compressed = points.iter().map(|p| p.compress()).collect();
        let width = variant.width();
        // The same home squares, in the same order, as `Position::new_game` fills.
        let squares = (0..16u32)
            .filter(|i| i % 8 < width)
            .filter(|i| fixed.iter().all(|&(f, _)| f != *i))
            .map(|i| {
                let rank = color.relative_rank(i / 8);
                Square::new_unchecked(rank * 8 + i % 8)
            })
            .collect();
        Deck {
            roles,
            points,
            compressed,
            squares,
        }
    }

    /// How many cards.
    pub(crate) fn len(&self) -> usize {
        self.roles.len()
    }

    /// The card whose plaintext point is `p`, if any.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn card_of(&self, p: &RistrettoPoint) -> Option<usize> {
        let c = p.compress();
        self.compressed.iter().position(|x| *x == c)
    }
}

/// The point of card `index` of `color`'s deck in `variant`: a hash of a public label, so
/// nobody knows a relation between two cards.
pub(crate) fn card_point(variant: Variant, color: Color, index: u8) -> RistrettoPoint {
    let label = [
        DOMAIN,
        b"card/",
        variant.name().as_bytes(),
        b"/",
        color.name().as_bytes(),
        b"/",
        &[index],
    ]
    .concat();
    RistrettoPoint::hash_from_bytes::<Sha512>(&label)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;

    #[test]
    fn decks_hold_the_shuffled_sets_on_the_start_squares() {
        for v in Variant::ALL {
            let pos = Position::new_game(v, 5);
            for c in Color::ALL {
                let d = Deck::new(v, c);
                let hidden: Vec<Square> = (pos.hidden() & pos.by_color(c)).into_iter().collect();
                let mut squares = d.squares.clone();
                squares.sort();
                assert_eq!(squares, hidden, "{v} {c}");
                assert_eq!(d.len(), hidden.len());
                let mut roles: Vec<Role> = hidden
                    .iter()
                    .map(|&s| pos.piece_at(s).unwrap().role)
                    .collect();
                roles.sort();
                let mut deck = d.roles.clone();
                deck.sort();
                assert_eq!(roles, deck);
                // Distinct points, found again by lookup.
                for (i, p) in d.points.iter().enumerate() {
                    assert_eq!(d.card_of(p), Some(i));
                }
                assert_eq!(d.card_of(&Deck::new(v, !c).points[0]), None);
            }
        }
    }
}

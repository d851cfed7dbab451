//! One sentence per event of a game, in the person's language: "Black's pawn took your rook
//! on a6.", "White's disc on b1 was a king: no move, turn skipped.", "You flipped c1: a
//! cannon." The board shows it briefly, the move list's details hold it, and the live
//! region reads it out. Pure: an `ActionView` (which names only what its viewer knew right
//! after the action) in, text out, so a sentence can never say more than the view.
//!
//! Piece names change with their place in a Russian or Italian sentence (вашу ладью, la
//! tua torre), so each language builds its sentences itself from a neutral description
//! (`Event`) rather than filling one template.

use super::case::capitalise;
use super::Lang;
use incerto_engine::{ActionKind, ActionView, Color, Role, Square, Variant};

/// Who did something, or whose piece it is, seen from the reader.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Who {
    You,
    Side(Color),
}

/// What the reader knows of a piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Noun {
    Known(Role),
    /// An Incerto disc the reader has not seen.
    Disc,
    /// A face-down piece the reader has not seen (Hidden Chess: one taken from its owner).
    FaceDown,
}

/// An action, described without words.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    Move {
        who: Who,
        piece: Noun,
        from: Square,
        to: Square,
        /// Hidden Chess: the face-down piece moved as `0` and showed itself a `1`.
        reveal: Option<(Role, Role)>,
        /// The piece taken and whose it was.
        took: Option<(Who, Noun)>,
        /// A promotion, and the new piece if the reader knows it.
        promoted: Option<Option<Role>>,
    },
    Castle {
        who: Who,
        long: bool,
        corner: Option<Role>,
    },
    Flip {
        who: Who,
        square: Square,
        role: Role,
    },
    Skip {
        who: Who,
        square: Square,
        role: Option<Role>,
    },
}

impl Event {
    /// The event of `a`, read by `reader` (`None`: nobody in particular, after the game).
    pub fn of(variant: Variant, a: &ActionView, reader: Option<Color>) -> Event {
        let who = |c: Color| {
            if reader == Some(c) {
                Who::You
            } else {
                Who::Side(c)
            }
        };
        let noun = |role: Option<Role>, face_down: bool| match role {
            Some(r) => Noun::Known(r),
            None if face_down => Noun::FaceDown,
            None => Noun::Disc,
        };
        let actor = who(a.color);
        match (a.kind, a.to) {
            (ActionKind::Flip, _) => Event::Flip {
                who: actor,
                square: a.from,
                role: a.piece.unwrap_or(Role::Pawn),
            },
            (ActionKind::Skip, _) | (_, None) => Event::Skip {
                who: actor,
                square: a.from,
                role: a.piece,
            },
            (ActionKind::Castle, Some(to)) => Event::Castle {
                who: actor,
                long: to.file() < a.from.file(),
                corner: a.castled_with,
            },
            (_, Some(to)) => {
                let hidden_chess = variant == Variant::HiddenChess;
                let reveal = if hidden_chess && a.revealed {
                    variant.disguise(a.color, a.from).zip(a.piece)
                } else {
                    None
                };
                Event::Move {
                    who: actor,
                    piece: noun(a.piece, false),
                    from: a.from,
                    to,
                    reveal,
                    took: (a.kind == ActionKind::Capture)
                        .then(|| (who(!a.color), noun(a.captured, variant != Variant::Incerto))),
                    promoted: a.promotion.then_some(a.promoted_to),
                }
            }
        }
    }
}

/// The sentence for `a` as `reader` saw it; "Check!" follows a move that gave check.
pub fn sentence(lang: Lang, variant: Variant, a: &ActionView, reader: Option<Color>) -> String {
    let event = Event::of(variant, a, reader);
    let mut s = match lang {
        Lang::En => en::sentence(&event),
        Lang::Ru => ru::sentence(&event),
        Lang::It => it::sentence(&event),
    };
    if a.check {
        s.push(' ');
        s.push_str(match lang {
            Lang::En => "Check!",
            Lang::Ru => "Шах!",
            Lang::It => "Scacco!",
        });
    }
    s
}

/// Whether an event deserves a notice of its own that stays until the next move: the
/// capture is the key moment of Incerto (both pieces are shown), and a reveal or a skip is
/// easy to miss on a small board.
pub fn is_key_moment(variant: Variant, a: &ActionView) -> bool {
    match a.kind {
        ActionKind::Capture => true,
        ActionKind::Skip | ActionKind::Flip => true,
        _ => a.revealed && variant == Variant::HiddenChess || a.promotion,
    }
}

fn square(s: Square) -> String {
    s.to_string()
}

mod en;
mod it;
mod ru;
#[cfg(test)]
mod tests;

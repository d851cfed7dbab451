//! What a click, a drag or the flip button means on a lesson's board, as pure functions of
//! the learner's view. Unlike a game's board (`state::input`), a lesson sends the engine
//! every try a person makes with their own piece, legal or not, so that a wrong try is
//! answered in words ("a face-down piece cannot move", "a flip does not answer a check")
//! instead of being silently ignored. Only public facts decide what is sent: whose piece
//! stands on a square and whether it lies face down, never what a hidden piece is.

use incerto_engine::{Action, Color, PlayerView, Square, Step, Variant};

/// The selection the engine holds: a picked-up Incerto disc, or the pawn whose promotion
/// waits for its piece.
pub fn held(view: &PlayerView) -> Option<Square> {
    view.selected.or(view.promotion.as_ref().map(|p| p.from))
}

/// What an input on a lesson's board asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Intent {
    /// Nothing happens.
    Nothing,
    /// Only the screen changes: this piece is picked (or none).
    Pick(Option<Square>),
    /// Steps for the engine, in order; a later one is taken only while the turn goes on
    /// (an Incerto disc dragged before it was selected: pick it up, then move it).
    Steps(Vec<Step>),
}

fn play(from: Square, to: Square) -> Intent {
    Intent::Steps(vec![Step::Play(Action::Move {
        from,
        to,
        promotion: None,
    })])
}

fn own(view: &PlayerView, color: Color, sq: Square) -> bool {
    view.piece_at(sq).is_some_and(|p| p.color == color)
}

/// A face-down piece of the learner's that the rules let them flip some time (Hidden
/// Random Chess); whether it may be flipped *now* is the engine's to say.
fn flippable(view: &PlayerView, color: Color, sq: Square) -> bool {
    view.variant == Variant::HiddenRandom
        && view
            .piece_at(sq)
            .is_some_and(|p| p.color == color && p.hidden)
}

/// A click, tap or Enter on `sq`. `learner` is the side the lesson's task is for.
pub fn click(view: &PlayerView, learner: Color, pick: Option<Square>, sq: Square) -> Intent {
    if view.promotion.is_some() {
        return Intent::Nothing;
    }
    if let Some(held) = held(view) {
        // Incerto: the picked-up disc must move. Another disc of mine is a try to pick a
        // second one; any other square a try to move there: the engine says why not.
        return if sq == held {
            Intent::Nothing
        } else if own(view, learner, sq) {
            Intent::Steps(vec![Step::Select(sq)])
        } else {
            play(held, sq)
        };
    }
    if view.variant == Variant::Incerto {
        return if own(view, learner, sq) {
            Intent::Steps(vec![Step::Select(sq)])
        } else {
            Intent::Nothing
        };
    }
    match pick {
        Some(p) if p == sq => {
            if flippable(view, learner, sq) {
                Intent::Steps(vec![Step::Play(Action::Flip(sq))])
            } else {
                Intent::Pick(None)
            }
        }
        Some(p) if view.dests().has_move(p, sq) => play(p, sq),
        _ if own(view, learner, sq) => Intent::Pick(Some(sq)),
        Some(p) => play(p, sq),
        None => Intent::Nothing,
    }
}

/// A disc dragged from `from` and dropped on `to`.
pub fn drag(
    view: &PlayerView,
    learner: Color,
    pick: Option<Square>,
    from: Square,
    to: Square,
) -> Intent {
    if view.promotion.is_some() {
        return Intent::Nothing;
    }
    if let Some(held) = held(view) {
        return if from == held {
            click(view, learner, pick, to)
        } else {
            Intent::Nothing
        };
    }
    if !own(view, learner, from) {
        return Intent::Nothing;
    }
    if view.variant == Variant::Incerto {
        // Picked up as it is lifted (binding, as at the board), then moved.
        return Intent::Steps(vec![
            Step::Select(from),
            Step::Play(Action::Move {
                from,
                to,
                promotion: None,
            }),
        ]);
    }
    play(from, to)
}

/// The flip button: flips the picked piece, if it lies face down.
pub fn flip(view: &PlayerView, learner: Color, pick: Option<Square>) -> Intent {
    match pick {
        Some(p) if flippable(view, learner, p) => Intent::Steps(vec![Step::Play(Action::Flip(p))]),
        _ => Intent::Nothing,
    }
}

/// Whether the flip button is offered: the picked piece lies face down.
pub fn can_flip(view: &PlayerView, learner: Color, pick: Option<Square>) -> bool {
    pick.is_some_and(|p| flippable(view, learner, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::Game;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn at(variant: Variant, fen: &str) -> (Game, PlayerView) {
        let g = Game::from_fen(variant, fen).unwrap();
        let v = g.view(Some(g.turn()));
        (g, v)
    }

    fn mv(from: &str, to: &str) -> Intent {
        play(sq(from), sq(to))
    }

    #[test]
    fn a_flip_in_check_reaches_the_engine() {
        // White is in check: the engine offers no flip, but the try must be answered.
        let (_, v) = at(Variant::HiddenRandom, "4r1k1/8/8/8/8/8/P*P*6/4K3 w - - 0 1");
        assert!(v.dests().flips.is_empty(), "the setup really is a check");
        let w = Color::White;
        assert_eq!(click(&v, w, None, sq("a2")), Intent::Pick(Some(sq("a2"))));
        assert!(can_flip(&v, w, Some(sq("a2"))));
        let flip_a2 = Intent::Steps(vec![Step::Play(Action::Flip(sq("a2")))]);
        assert_eq!(click(&v, w, Some(sq("a2")), sq("a2")), flip_a2);
        assert_eq!(flip(&v, w, Some(sq("a2"))), flip_a2);
        // A face-down piece asked to move: the engine explains it cannot.
        assert_eq!(click(&v, w, Some(sq("a2")), sq("a3")), mv("a2", "a3"));
        assert_eq!(drag(&v, w, None, sq("b2"), sq("b3")), mv("b2", "b3"));
        // The king's legal move is a move; an illegal one goes to the engine too.
        assert_eq!(click(&v, w, Some(sq("e1")), sq("d1")), mv("e1", "d1"));
        assert_eq!(click(&v, w, Some(sq("e1")), sq("e2")), mv("e1", "e2"));
        // Nothing picked: another side's piece or an empty square does nothing.
        assert_eq!(click(&v, w, None, sq("e8")), Intent::Nothing);
        assert_eq!(click(&v, w, None, sq("e4")), Intent::Nothing);
        assert_eq!(drag(&v, w, None, sq("e8"), sq("e7")), Intent::Nothing);
    }

    #[test]
    fn hidden_chess_face_down_pieces_are_not_flipped() {
        let (_, v) = at(Variant::HiddenChess, "4k3/8/8/8/8/8/8/4K2B* w K - 0 1");
        let w = Color::White;
        assert!(!can_flip(&v, w, Some(sq("h1"))));
        assert_eq!(click(&v, w, Some(sq("h1")), sq("h1")), Intent::Pick(None));
        assert_eq!(click(&v, w, Some(sq("e1")), sq("g1")), mv("e1", "g1"));
        assert_eq!(
            click(&v, w, Some(sq("e1")), sq("h1")),
            Intent::Pick(Some(sq("h1")))
        );
    }

    #[test]
    fn incerto_selects_then_every_try_goes_to_the_engine() {
        let (mut g, v) = at(Variant::Incerto, "k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1");
        let w = Color::White;
        assert_eq!(
            click(&v, w, None, sq("b2")),
            Intent::Steps(vec![Step::Select(sq("b2"))])
        );
        assert_eq!(click(&v, w, None, sq("b3")), Intent::Nothing, "not mine");
        assert_eq!(
            drag(&v, w, None, sq("b2"), sq("c4")),
            Intent::Steps(vec![
                Step::Select(sq("b2")),
                Step::Play(Action::Move {
                    from: sq("b2"),
                    to: sq("c4"),
                    promotion: None
                })
            ])
        );
        g.select(sq("b2")).unwrap();
        let v = g.view(Some(w));
        assert_eq!(click(&v, w, None, sq("c4")), mv("b2", "c4"));
        assert_eq!(click(&v, w, None, sq("b4")), mv("b2", "b4"), "explained");
        assert_eq!(
            click(&v, w, None, sq("a1")),
            Intent::Steps(vec![Step::Select(sq("a1"))]),
            "a second selection: the engine says the first must move"
        );
        assert_eq!(click(&v, w, None, sq("b2")), Intent::Nothing);
        assert_eq!(drag(&v, w, None, sq("b2"), sq("d3")), mv("b2", "d3"));
        assert_eq!(drag(&v, w, None, sq("a1"), sq("a2")), Intent::Nothing);
    }

    #[test]
    fn a_pending_promotion_holds_the_board() {
        let (mut g, _) = at(Variant::HiddenRandom, "7k/1P6/8/8/8/8/8/4K3 w - - 0 1");
        g.apply_step(
            Step::Play(Action::Move {
                from: sq("b7"),
                to: sq("b8"),
                promotion: None,
            }),
            None,
        )
        .unwrap();
        let v = g.view(Some(Color::White));
        assert!(v.promotion.is_some());
        assert_eq!(click(&v, Color::White, None, sq("e1")), Intent::Nothing);
        assert_eq!(
            drag(&v, Color::White, None, sq("e1"), sq("e2")),
            Intent::Nothing
        );
    }
}

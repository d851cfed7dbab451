//! The board's input as pure functions: what a click, a drag or the flip button means,
//! given what the engine offers (`Offer`, read once from the view) and the person's
//! tentative pick. One selection concept for all three games: the engine holds a selection
//! when the rules make it binding (an Incerto disc picked up, a pawn waiting for its
//! promotion piece); otherwise the person's pick is only on the screen. Nothing here knows
//! a rule: the destinations come from the engine.

use incerto_engine::{Action, Dests, PlayerView, Square, Step};

/// What the engine offers the person at the board now, read once from their view.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Offer {
    /// From → targets, and the pieces that may be flipped.
    pub dests: Dests,
    /// Incerto, nothing selected: the discs that may be picked up (doing so is binding).
    pub selectable: Vec<Square>,
    /// A selection the engine holds: the picked-up Incerto disc, or the pawn whose
    /// promotion waits for its piece.
    pub held: Option<Square>,
    /// A promotion waits for its piece: the board takes no input until it is chosen.
    pub promoting: bool,
}

impl Offer {
    /// What `view` offers its viewer (nothing when it is not their turn).
    pub fn of(view: &PlayerView) -> Offer {
        Offer {
            dests: view.dests(),
            selectable: view.selectable.clone(),
            held: view.selected.or(view.promotion.as_ref().map(|p| p.from)),
            promoting: view.promotion.is_some(),
        }
    }

    /// The one selection the board shows: the engine's, else the person's pick.
    pub fn selection(&self, pick: Option<Square>) -> Option<Square> {
        self.held.or(pick)
    }

    /// Where the selected piece can go (the board marks these).
    pub fn targets(&self, pick: Option<Square>) -> &[Square] {
        self.selection(pick)
            .map_or(&[], |from| self.dests.targets(from))
    }

    /// The picked piece may be flipped (Hidden Random Chess): the flip button is offered.
    pub fn can_flip(&self, pick: Option<Square>) -> bool {
        self.held.is_none() && pick.is_some_and(|p| self.dests.flips.contains(&p))
    }
}

/// What an input asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Intent {
    /// Nothing happens (the selection stands, or the square offers nothing).
    Nothing,
    /// Only the screen changes: this piece is picked (or none).
    Pick(Option<Square>),
    /// A step of the turn for the engine.
    Step(Step),
    /// Incerto: a disc dragged before it was selected. It is picked up (binding, as at the
    /// board) and then moved, if the drop square is one of its targets.
    PickUpAndDrop { from: Square, to: Square },
}

fn play(from: Square, to: Square) -> Intent {
    Intent::Step(Step::Play(Action::Move {
        from,
        to,
        promotion: None,
    }))
}

/// A click, tap or Enter on `sq`.
pub fn click(offer: &Offer, pick: Option<Square>, sq: Square) -> Intent {
    if offer.promoting {
        return Intent::Nothing;
    }
    if let Some(from) = offer.selection(pick) {
        if offer.dests.has_move(from, sq) {
            return play(from, sq);
        }
    }
    if offer.held.is_some() {
        // The engine's selection stands (RULES.md §1): other squares do nothing.
        return Intent::Nothing;
    }
    if pick == Some(sq) {
        // A second click on the picked piece flips it if it may be flipped, else drops it.
        return if offer.dests.flips.contains(&sq) {
            Intent::Step(Step::Play(Action::Flip(sq)))
        } else {
            Intent::Pick(None)
        };
    }
    if offer.selectable.contains(&sq) {
        return Intent::Step(Step::Select(sq));
    }
    Intent::Pick(offer.dests.can_act(sq).then_some(sq))
}

/// A disc dragged from `from` and dropped on `to`.
pub fn drag(offer: &Offer, pick: Option<Square>, from: Square, to: Square) -> Intent {
    if offer.promoting {
        return Intent::Nothing;
    }
    match offer.held {
        Some(held) if held == from => click(offer, pick, to),
        Some(_) => Intent::Nothing,
        None if offer.selectable.contains(&from) => Intent::PickUpAndDrop { from, to },
        None if offer.dests.has_move(from, to) => play(from, to),
        // A drop that is not a move leaves the piece picked, as a click would.
        None => Intent::Pick(offer.dests.can_act(from).then_some(from)),
    }
}

/// The flip button (Hidden Random Chess): flips the picked piece.
pub fn flip(offer: &Offer, pick: Option<Square>) -> Intent {
    match pick {
        Some(p) if offer.can_flip(pick) => Intent::Step(Step::Play(Action::Flip(p))),
        _ => Intent::Nothing,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::{Color, Game, Role, Variant};

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn offer(variant: Variant, fen: &str) -> (Game, Offer) {
        let g = Game::from_fen(variant, fen).unwrap();
        let o = Offer::of(&g.view(Some(g.turn())));
        (g, o)
    }

    fn mv(from: &str, to: &str) -> Intent {
        play(sq(from), sq(to))
    }

    #[test]
    fn eight_by_eight_click_picks_then_moves_or_repicks() {
        let (_, o) = offer(Variant::HiddenChess, "4k3/8/8/8/8/8/4P3/R3K3 w Q - 0 1");
        assert_eq!(click(&o, None, sq("e2")), Intent::Pick(Some(sq("e2"))));
        assert_eq!(o.targets(Some(sq("e2"))), [sq("e3"), sq("e4")]);
        assert_eq!(click(&o, Some(sq("e2")), sq("e4")), mv("e2", "e4"));
        // Another piece of mine: it becomes the pick; my picked piece again: dropped.
        assert_eq!(
            click(&o, Some(sq("e2")), sq("a1")),
            Intent::Pick(Some(sq("a1")))
        );
        assert_eq!(click(&o, Some(sq("e2")), sq("e2")), Intent::Pick(None));
        // An empty square that is no target, or an enemy piece: nothing is picked.
        assert_eq!(click(&o, Some(sq("e2")), sq("h5")), Intent::Pick(None));
        assert_eq!(click(&o, None, sq("e8")), Intent::Pick(None));
        assert_eq!(o.selection(None), None, "no selection until a pick");
    }

    #[test]
    fn a_second_click_on_a_face_down_piece_flips_it() {
        let (_, o) = offer(Variant::HiddenRandom, "4k3/8/8/8/8/8/P*7/4K3 w - - 0 1");
        let a2 = Some(sq("a2"));
        assert_eq!(click(&o, None, sq("a2")), Intent::Pick(a2));
        assert!(o.can_flip(a2));
        assert!(o.targets(a2).is_empty(), "a face-down piece has no moves");
        let flip_a2 = Intent::Step(Step::Play(Action::Flip(sq("a2"))));
        assert_eq!(click(&o, a2, sq("a2")), flip_a2);
        assert_eq!(flip(&o, a2), flip_a2);
        assert_eq!(flip(&o, Some(sq("e1"))), Intent::Nothing, "e1 is face up");
        assert_eq!(flip(&o, None), Intent::Nothing);
    }

    #[test]
    fn incerto_picking_up_is_a_step_and_the_selection_then_stands() {
        let (mut g, o) = offer(Variant::Incerto, "k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1");
        assert_eq!(o.held, None);
        assert_eq!(
            click(&o, None, sq("b2")),
            Intent::Step(Step::Select(sq("b2")))
        );
        assert_eq!(click(&o, None, sq("c3")), Intent::Pick(None), "not a disc");
        g.select(sq("b2")).unwrap();
        let o = Offer::of(&g.view(Some(Color::White)));
        assert_eq!(o.selection(None), Some(sq("b2")));
        assert_eq!(o.targets(None), [sq("d1"), sq("d3"), sq("a4"), sq("c4")]);
        assert_eq!(click(&o, None, sq("c4")), mv("b2", "c4"));
        // Any other square, another disc included: the selection stands.
        for other in ["a1", "b3", "b2", "e5"] {
            assert_eq!(click(&o, None, sq(other)), Intent::Nothing, "{other}");
        }
        for other in ["a1", "b3", "e5"] {
            assert_eq!(
                drag(&o, None, sq(other), sq("c4")),
                Intent::Nothing,
                "{other}"
            );
        }
        // Dragging the selected disc is a click on the drop square.
        assert_eq!(drag(&o, None, sq("b2"), sq("d3")), mv("b2", "d3"));
        assert_eq!(drag(&o, None, sq("b2"), sq("b4")), Intent::Nothing);
    }

    #[test]
    fn dragging_an_unselected_incerto_disc_picks_it_up_first() {
        let (_, o) = offer(Variant::Incerto, "k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1");
        assert_eq!(
            drag(&o, None, sq("b2"), sq("e5")),
            Intent::PickUpAndDrop {
                from: sq("b2"),
                to: sq("e5")
            },
            "whatever the drop square: the pick-up cannot depend on the identity"
        );
        assert_eq!(
            drag(&o, None, sq("b3"), sq("b2")),
            Intent::Pick(None),
            "not mine"
        );
    }

    #[test]
    fn eight_by_eight_drags_move_or_leave_the_piece_picked() {
        let (_, o) = offer(Variant::HiddenChess, "4k3/8/8/8/8/8/4P3/R3K3 w Q - 0 1");
        assert_eq!(drag(&o, None, sq("e2"), sq("e4")), mv("e2", "e4"));
        assert_eq!(drag(&o, Some(sq("a1")), sq("e2"), sq("e3")), mv("e2", "e3"));
        assert_eq!(
            drag(&o, None, sq("e2"), sq("e5")),
            Intent::Pick(Some(sq("e2")))
        );
        assert_eq!(drag(&o, None, sq("e8"), sq("e7")), Intent::Pick(None));
    }

    #[test]
    fn a_pending_promotion_holds_the_board() {
        let (mut g, _) = offer(Variant::HiddenChess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        let step = Step::Play(Action::Move {
            from: sq("a7"),
            to: sq("a8"),
            promotion: None,
        });
        g.apply_step(step, None).unwrap();
        let o = Offer::of(&g.view(Some(Color::White)));
        assert!(o.promoting);
        assert_eq!(o.selection(None), Some(sq("a7")), "the pawn stays marked");
        assert_eq!(o.targets(None), [sq("a8")]);
        assert_eq!(click(&o, None, sq("a8")), Intent::Nothing);
        assert_eq!(click(&o, None, sq("e1")), Intent::Nothing);
        assert_eq!(drag(&o, None, sq("e1"), sq("e2")), Intent::Nothing);
        g.apply_step(Step::Promote(Role::Queen), None).unwrap();
        assert!(!Offer::of(&g.view(Some(Color::White))).promoting);
    }

    #[test]
    fn nothing_is_offered_out_of_turn() {
        let g = Game::new(Variant::HiddenChess, 4);
        let o = Offer::of(&g.view(Some(Color::Black)));
        assert_eq!(o, Offer::default());
        assert_eq!(click(&o, None, sq("e7")), Intent::Pick(None));
    }
}

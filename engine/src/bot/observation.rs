//! What a bot knows, in the engine's own types. `adapter.rs` builds it from a
//! [`PlayerView`](crate::PlayerView) and nothing else; every other bot module reads only this.
//! It holds no true state: an identity is here only if the view names it.

use crate::{Action, Color, Role, Square, Variant};

/// One piece as the viewer sees it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct SeenPiece {
    pub(crate) square: Square,
    pub(crate) color: Color,
    /// The identity, if the viewer knows it.
    pub(crate) role: Option<Role>,
    /// Face down (Hidden Random Chess, Hidden Chess) or seen by nobody (Incerto).
    pub(crate) hidden: bool,
    /// A pawn that promoted (public).
    pub(crate) promoted: bool,
}

/// The kinds of public event in the move list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum EventKind {
    Move,
    Capture,
    Flip,
    Skip,
    Castle,
}

/// One played action, as the viewer saw it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Event {
    pub(crate) color: Color,
    pub(crate) kind: EventKind,
    pub(crate) from: Square,
    pub(crate) to: Option<Square>,
    pub(crate) promotion: bool,
}

/// A piece that left the board, in capture order.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Lost {
    pub(crate) color: Color,
    pub(crate) role: Option<Role>,
}

/// Identities of one side the viewer has not seen: how many pieces may still be each role
/// (indexed by `Role::index`) and how many unseen pieces they are spread over.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct Pool {
    pub(crate) counts: [u8; 7],
    pub(crate) total: u8,
}

impl Pool {
    /// Sum of the counts (equal to `total` in a game from the start; larger in a lesson
    /// position with pieces missing from the set).
    pub(crate) fn sum(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// The roles still possible, with their weights.
    pub(crate) fn outcomes(&self) -> impl Iterator<Item = (Role, u32)> + '_ {
        Role::ALL
            .into_iter()
            .filter(|r| self.counts[r.index()] > 0)
            .map(|r| (r, u32::from(self.counts[r.index()])))
    }

    /// The pool after one piece turned out to be `role`.
    pub(crate) fn without(mut self, role: Role) -> Pool {
        let c = &mut self.counts[role.index()];
        *c = c.saturating_sub(1);
        self.total = self.total.saturating_sub(1);
        self
    }
}

/// A promotion waiting for its piece.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct PendingPromotion {
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) choices: Vec<Role>,
}

impl PendingPromotion {
    /// What a bot promotes to: the queen when it is offered, else the first choice.
    pub(crate) fn choice(&self) -> Option<Role> {
        if self.choices.contains(&Role::Queen) {
            Some(Role::Queen)
        } else {
            self.choices.first().copied()
        }
    }
}

/// Everything a bot may use, for the viewer `me`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Observation {
    pub(crate) variant: Variant,
    pub(crate) me: Color,
    pub(crate) turn: Color,
    /// The game has a result.
    pub(crate) over: bool,
    pub(crate) pieces: Vec<SeenPiece>,
    /// Incerto: the disc the viewer selected, which must move.
    pub(crate) selected: Option<Square>,
    pub(crate) promotion: Option<PendingPromotion>,
    /// Complete actions the viewer may play now (see `PlayerView::legal_actions`).
    pub(crate) legal: Vec<Action>,
    /// Incerto: discs the viewer may select now.
    pub(crate) selectable: Vec<Square>,
    pub(crate) history: Vec<Event>,
    pub(crate) lost: Vec<Lost>,
    /// Per colour (`Color::index`).
    pub(crate) pools: [Pool; 2],
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
}

impl Observation {
    /// Whether the viewer is to move and has something to do.
    pub(crate) fn to_move(&self) -> bool {
        !self.over
            && self.turn == self.me
            && (self.promotion.is_some() || !self.legal.is_empty() || !self.selectable.is_empty())
    }

    pub(crate) fn piece_at(&self, sq: Square) -> Option<&SeenPiece> {
        self.pieces.iter().find(|p| p.square == sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::sq;

    #[test]
    fn a_bot_promotes_to_the_queen_when_offered_else_to_the_first_choice() {
        let pending = |choices: &[Role]| PendingPromotion {
            from: sq("a7"),
            to: sq("a8"),
            choices: choices.to_vec(),
        };
        let all = [Role::Rook, Role::Queen, Role::Cannon];
        assert_eq!(pending(&all).choice(), Some(Role::Queen));
        assert_eq!(
            pending(&[Role::Knight, Role::Rook]).choice(),
            Some(Role::Knight)
        );
        assert_eq!(pending(&[]).choice(), None);
    }
}

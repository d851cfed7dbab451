//! What a learner's step did, as the engine reports it ([`Event`]), and why the engine
//! refused one ([`Refusal`]); the lesson data's conditions on them are in `cond.rs`. An
//! event names only identities the engine has shown the learner by then, so neither a
//! goal nor a wrong-try text can give away a hidden piece.

use incerto_engine::{
    attacks, Action, Color, Game, GameError, Outcome, Role, Square, StepOutcome, Variant,
};
use serde::{Deserialize, Serialize};

/// The kind of a learner's step.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Incerto: a disc was selected and must now move (the turn goes on).
    Select,
    /// A move that takes nothing (not castling).
    Move,
    /// A move that takes a piece (en passant too).
    Capture,
    /// Hidden Chess: the king's castling move.
    Castle,
    /// Hidden Random Chess: a face-down piece turned face up.
    Flip,
    /// Incerto: the selected disc had no move, the turn passed.
    Skip,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Select => "select",
            Kind::Move => "move",
            Kind::Capture => "capture",
            Kind::Castle => "castle",
            Kind::Flip => "flip",
            Kind::Skip => "skip",
        }
    }

    pub fn in_variant(self, variant: Variant) -> bool {
        match self {
            Kind::Select | Kind::Skip => variant == Variant::Incerto,
            Kind::Castle => variant.has_castling(),
            Kind::Flip => variant == Variant::HiddenRandom,
            Kind::Move | Kind::Capture => true,
        }
    }
}

/// Why the engine refused a step, in the terms a learner can be told. Worked out from the
/// public state (the square's owner, face up or down, check, how the piece moves as far as
/// the learner may know), so the reason never tells a hidden identity.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Refusal {
    /// No piece of the learner's side there.
    NotYourPiece,
    /// Incerto: another disc is selected and must move.
    MustMoveSelected,
    /// A promotion piece must be chosen first.
    PromotionPending,
    /// Hidden Random Chess: a face-down piece cannot move.
    FaceDown,
    /// Hidden Random Chess: a flip does not answer a check.
    FlipInCheck,
    /// Hidden Random Chess: only a face-down piece can be flipped.
    FlipFaceUp,
    /// The piece moves like that, but the move would leave (or put) its own king attacked.
    KingInCheck,
    /// The piece does not move like that.
    CannotMoveThere,
    /// The step does not exist here (selecting in the 8×8 games, nothing to promote, …).
    NotHere,
    /// The game of the step is over.
    GameOver,
}

impl Refusal {
    pub const ALL: [Refusal; 10] = [
        Refusal::NotYourPiece,
        Refusal::MustMoveSelected,
        Refusal::PromotionPending,
        Refusal::FaceDown,
        Refusal::FlipInCheck,
        Refusal::FlipFaceUp,
        Refusal::KingInCheck,
        Refusal::CannotMoveThere,
        Refusal::NotHere,
        Refusal::GameOver,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Refusal::NotYourPiece => "not-your-piece",
            Refusal::MustMoveSelected => "must-move-selected",
            Refusal::PromotionPending => "promotion-pending",
            Refusal::FaceDown => "face-down",
            Refusal::FlipInCheck => "flip-in-check",
            Refusal::FlipFaceUp => "flip-face-up",
            Refusal::KingInCheck => "king-in-check",
            Refusal::CannotMoveThere => "cannot-move-there",
            Refusal::NotHere => "not-here",
            Refusal::GameOver => "game-over",
        }
    }

    pub fn parse(name: &str) -> Option<Refusal> {
        Refusal::ALL.into_iter().find(|r| r.name() == name)
    }

    /// Why `game` (as it was before the step) refused `action` with `error`.
    pub(super) fn classify(game: &Game, action: Option<Action>, error: &GameError) -> Refusal {
        match error {
            GameError::GameOver(_) => Refusal::GameOver,
            GameError::MustMoveSelected(_) => Refusal::MustMoveSelected,
            GameError::PromotionPending => Refusal::PromotionPending,
            GameError::NotYourDisc(_) => Refusal::NotYourPiece,
            GameError::NothingPending
            | GameError::BadPromotion(_)
            | GameError::NotInVariant(_)
            | GameError::Parse(_)
            | GameError::OffBoard(_)
            | GameError::NoDrawOffer
            | GameError::OwnDrawOffer
            | GameError::NothingToUndo => match action {
                Some(a @ Action::Move { .. }) => why_illegal(game, a),
                _ => Refusal::NotHere,
            },
            GameError::Illegal(e) => why_illegal(game, action.unwrap_or(e.action)),
            GameError::IllegalMove(a) => why_illegal(game, action.unwrap_or(*a)),
            // The disc was picked up by the step, then the move was refused: the reason is
            // the inner error's.
            GameError::NowSelected { error, .. } => Refusal::classify(game, action, error),
        }
    }
}

fn why_illegal(game: &Game, action: Action) -> Refusal {
    let pos = game.position();
    let us = game.turn();
    let from = action.from();
    if !pos.variant().contains(from) || pos.color_at(from) != Some(us) {
        return Refusal::NotYourPiece;
    }
    match action {
        Action::Flip(_) if !pos.is_hidden(from) => Refusal::FlipFaceUp,
        Action::Flip(_) if pos.is_check() => Refusal::FlipInCheck,
        Action::Flip(_) | Action::Skip(_) => Refusal::NotHere,
        Action::Move { .. } if pos.variant() == Variant::HiddenRandom && pos.is_hidden(from) => {
            Refusal::FaceDown
        }
        Action::Move { to, .. } if pos.variant().check_rules() && moves_like(game, from, to) => {
            Refusal::KingInCheck
        }
        Action::Move { .. } => Refusal::CannotMoveThere,
    }
}

/// Whether the piece on `from` moves to `to` by its pattern, ignoring its own king's
/// safety. It reads the role the piece *moves as* (a Hidden Chess face-down piece: its
/// look-alike, which is public), never a hidden identity.
fn moves_like(game: &Game, from: Square, to: Square) -> bool {
    let pos = game.position();
    let us = game.turn();
    let Some(role) = pos.mover_role_at(from) else {
        return false;
    };
    if !pos.variant().contains(to) || pos.by_color(us).contains(to) {
        return false;
    }
    let occupied = pos.occupied();
    let theirs = pos.by_color(!us);
    match role {
        Role::Knight => attacks::knight_attacks(from).contains(to),
        Role::Bishop => attacks::bishop_attacks(from, occupied).contains(to),
        Role::Rook => attacks::rook_attacks(from, occupied).contains(to),
        Role::Queen => attacks::queen_attacks(from, occupied).contains(to),
        Role::Cannon => {
            (attacks::rook_attacks(from, occupied).contains(to) && !occupied.contains(to))
                || (attacks::cannon_captures(from, occupied).contains(to) && theirs.contains(to))
        }
        Role::King => {
            attacks::king_attacks(from).contains(to)
                // Castling: the king's two-square move along its rank with a right left.
                || (pos.variant().has_castling()
                    && from.rank() == to.rank()
                    && from.file().abs_diff(to.file()) == 2
                    && pos.castling_rights().any())
        }
        Role::Pawn => {
            let ahead = |n: i32| {
                let rank = from.rank() as i32 + n * us.forward();
                u32::try_from(rank)
                    .ok()
                    .and_then(|r| Square::from_coords(from.file(), r))
            };
            if attacks::pawn_attacks(us, from).contains(to)
                && (theirs.contains(to) || pos.ep_square() == Some(to))
            {
                return true;
            }
            match ahead(1) {
                Some(one) if !occupied.contains(one) => {
                    to == one
                        || (pos.variant().double_step_ranks(us).contains(from)
                            && ahead(2) == Some(to)
                            && !occupied.contains(to))
                }
                _ => false,
            }
        }
    }
}

/// What a learner's step did. Every role in it is one the engine has shown the learner.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Event {
    pub kind: Kind,
    pub from: Square,
    pub to: Option<Square>,
    /// The piece that acted, as it was before the step (a promoting pawn is a pawn).
    pub mover: Option<Role>,
    pub captured: Option<Role>,
    pub promoted: Option<Role>,
    /// A piece hidden from the learner before the step whose identity it showed: an Incerto
    /// disc selected for the first time, a flipped piece, a Hidden Chess face-down piece on
    /// its first move (a pawn if it promoted on arrival), a castling corner piece.
    pub revealed: Option<Role>,
    /// The opponent is in check after the step (the 8×8 games).
    pub check: bool,
    pub result: Option<Outcome>,
    /// A piece moving as a pawn advanced two squares.
    pub double_step: bool,
    pub en_passant: bool,
}

/// The role on `sq` if `viewer` knows it.
fn known_role(game: &Game, sq: Square, viewer: Color) -> Option<Role> {
    if !game.info(sq).known_by.contains(viewer) {
        return None;
    }
    game.position().piece_at(sq).map(|p| p.role)
}

impl Event {
    /// What the step that took `before` to `after` did, for `learner`. `None` while a
    /// promotion piece is still to be chosen.
    pub(super) fn observe(
        before: &Game,
        after: &Game,
        learner: Color,
        outcome: StepOutcome,
    ) -> Option<Event> {
        let unseen = |sq: Square| !before.info(sq).known_by.contains(learner);
        let pos = before.position();
        let mut e = Event {
            kind: Kind::Move,
            from: Square::A1,
            to: None,
            mover: None,
            captured: None,
            promoted: None,
            revealed: None,
            check: false,
            result: after.outcome(),
            double_step: false,
            en_passant: false,
        };
        // A step that only completes a promotion acts for the move that asked for it.
        let action = match outcome {
            StepOutcome::ChoosePromotion => return None,
            StepOutcome::Selected(sq) => {
                e.kind = Kind::Select;
                e.from = sq;
                e.mover = known_role(after, sq, learner);
                e.revealed = e.mover.filter(|_| unseen(sq));
                return Some(e);
            }
            StepOutcome::Played(action) => action,
        };
        e.from = action.from();
        e.check = after.variant().check_rules() && after.position().is_check();
        match action {
            Action::Flip(sq) => {
                e.kind = Kind::Flip;
                e.mover = known_role(after, sq, learner);
                e.revealed = e.mover;
            }
            Action::Skip(sq) => {
                e.kind = Kind::Skip;
                e.mover = known_role(after, sq, learner);
                e.revealed = e.mover.filter(|_| unseen(sq));
            }
            Action::Move {
                from,
                to,
                promotion,
            } => {
                e.to = Some(to);
                e.promoted = promotion;
                let arrived = known_role(after, to, learner);
                e.mover = if promotion.is_some() {
                    Some(Role::Pawn)
                } else {
                    arrived
                };
                e.revealed = e.mover.filter(|_| unseen(from));
                let captures_before = before.captured().len();
                if after.captured().len() > captures_before {
                    e.kind = Kind::Capture;
                    e.captured = after
                        .captured()
                        .last()
                        .filter(|c| c.info.known_by.contains(learner))
                        .map(|c| c.piece.role);
                    e.en_passant = pos.capture_of(action).is_some_and(|c| c.square != to);
                } else if after.history().last().is_some_and(|p| p.castled) {
                    e.kind = Kind::Castle;
                    // The corner piece lands beside the king, on the side it came from.
                    let (beside, corner) = if to.file() > from.file() {
                        (to.file() - 1, pos.variant().width() - 1)
                    } else {
                        (to.file() + 1, 0)
                    };
                    let beside = Square::from_coords(beside, to.rank());
                    let corner = Square::from_coords(corner, from.rank());
                    if let (Some(beside), Some(corner)) = (beside, corner) {
                        e.revealed = known_role(after, beside, learner).filter(|_| unseen(corner));
                    }
                }
                e.double_step = pos.mover_role_at(from) == Some(Role::Pawn)
                    && from.file() == to.file()
                    && from.rank().abs_diff(to.rank()) == 2;
            }
        }
        Some(e)
    }
}

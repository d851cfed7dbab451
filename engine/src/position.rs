//! The true state of a game (what an all-seeing referee knows) and how an action changes it.

use crate::action::Action;
use crate::attacks::{self, Tables};
use crate::bitboard::Bitboard;
use crate::piece::{Color, Piece, Role};
use crate::square::Square;
use crate::variant::{EnPassant, Hiding, Variant};

/// A valid position of one of the three games.
///
/// Pieces are kept twice over: `by_role` holds each piece under the role it *moves as* (for a
/// Hidden Chess face-down piece the role of its square's start piece; a Hidden Random Chess
/// face-down piece is in no role set at all, since it neither moves nor attacks), and
/// `hidden_roles` holds the true role of every hidden piece. That way the move generator
/// never asks what a piece truly is, except at the moment it is revealed.
///
/// Only [`Fen::into_position`](crate::Fen::into_position) (and the start-position
/// constructors) create one, so every `Position` obeys the rules checked there.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) by_role: [Bitboard; 7],
    /// Face-down (Hidden Random Chess, Hidden Chess) or never seen by anyone (Incerto).
    pub(crate) hidden: Bitboard,
    /// True role of each hidden square; meaningless elsewhere.
    pub(crate) hidden_roles: [Role; 64],
    pub(crate) turn: Color,
    /// Corner squares whose castling right is still alive (Hidden Chess only).
    pub(crate) castling: Bitboard,
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
}

/// Equal positions hold the same pieces with the same hidden identities; entries of
/// `hidden_roles` on squares that are not hidden are leftovers and do not count.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.variant == other.variant
            && self.by_color == other.by_color
            && self.by_role == other.by_role
            && self.hidden == other.hidden
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_square == other.ep_square
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
            && self
                .hidden
                .into_iter()
                .all(|sq| self.hidden_roles[sq.index()] == other.hidden_roles[sq.index()])
    }
}

impl Eq for Position {}

/// What a changed square held before an action, for callers that track knowledge.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Capture {
    /// The square the taken piece stood on (differs from the target en passant).
    pub square: Square,
    /// The true piece taken.
    pub piece: Piece,
    /// It was face down (or unseen).
    pub was_hidden: bool,
}

impl Position {
    pub(crate) fn empty(variant: Variant) -> Position {
        Position {
            variant,
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 7],
            hidden: Bitboard::EMPTY,
            hidden_roles: [Role::Pawn; 64],
            turn: Color::White,
            castling: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// The game.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Pieces that move as `role` (see the type's documentation).
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// Hidden (face-down, or in Incerto never seen) pieces.
    #[inline]
    pub fn hidden(&self) -> Bitboard {
        self.hidden
    }

    #[inline]
    /// Corner squares whose castling right is still alive (Hidden Chess).
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    #[inline]
    /// The square a pawn may capture en passant on this turn, if any.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Turns since the last capture or other irreversible event, as the variant counts them.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    #[inline]
    /// The move number, from 1; it grows after Black's turn.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    #[inline]
    /// The side of the piece on `sq`, if any.
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        Color::of(&self.by_color, sq)
    }

    /// The role the piece on `sq` moves as, if it can move at all.
    #[inline]
    pub fn mover_role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    /// The true piece on `sq`, whether hidden or not.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = self.color_at(sq)?;
        let role = if self.hidden.contains(sq) {
            self.hidden_roles[sq.index()]
        } else {
            self.mover_role_at(sq)?
        };
        Some(Piece { color, role })
    }

    #[inline]
    /// Whether the piece on `sq` is hidden (face down, or in Incerto never seen).
    pub fn is_hidden(&self, sq: Square) -> bool {
        self.hidden.contains(sq)
    }

    /// The square of `color`'s king (none once it is taken, in Incerto).
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.by_role(Role::King) & self.by_color(color)).first()
    }

    /// Squares outside the board, treated as blockers so sliders stop at the edge of the
    /// 6-file board (the results are then masked with the board).
    #[inline]
    fn walls(&self) -> Bitboard {
        !self.variant.board()
    }

    /// Pieces of `attacker` that attack `sq` with the board occupied by `occupied`.
    /// Face-down Hidden Random Chess pieces attack nothing; Hidden Chess ones attack as
    /// their disguise.
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        self.attackers_to_in(attacks::tables(), sq, attacker, occupied)
    }

    /// [`Position::attackers_to`] with the attack tables fetched by the caller.
    #[inline]
    pub(crate) fn attackers_to_in(
        &self,
        t: &Tables,
        sq: Square,
        attacker: Color,
        occupied: Bitboard,
    ) -> Bitboard {
        let blockers = occupied | self.walls();
        let rq = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let bq = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let cannons = self.by_role(Role::Cannon);
        let mut att = (t.rook_attacks(sq, blockers) & rq)
            | (t.bishop_attacks(sq, blockers) & bq)
            | (attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(!attacker, sq) & self.by_role(Role::Pawn));
        if cannons.any() {
            att |= t.cannon_captures(sq, occupied) & cannons;
        }
        att & self.by_color(attacker) & occupied
    }

    /// Enemy pieces attacking the king of the side to move (empty in Incerto, which has no
    /// check rules, or when that king is gone).
    /// The pieces that give check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        if !self.variant.check_rules() {
            return Bitboard::EMPTY;
        }
        match self.king_of(self.turn) {
            Some(k) => self.attackers_to(k, !self.turn, self.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Incerto: the side to move has lost its king, so the game is over.
    pub fn king_captured(&self) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| self.king_of(c).is_none())
    }

    /// The piece an action would capture, read before it is played.
    pub fn capture_of(&self, action: Action) -> Option<Capture> {
        let Action::Move { from, to, .. } = action else {
            return None;
        };
        let square = if self.by_color(!self.turn).contains(to) {
            to
        } else if Some(to) == self.ep_square && self.mover_role_at(from) == Some(Role::Pawn) {
            to.offset(-8 * self.turn.forward())?
        } else {
            return None;
        };
        Some(Capture {
            square,
            piece: self.piece_at(square)?,
            was_hidden: self.is_hidden(square),
        })
    }

    fn remove(&mut self, sq: Square) {
        let mask = !Bitboard::from_square(sq);
        self.by_color[0] &= mask;
        self.by_color[1] &= mask;
        for bb in &mut self.by_role {
            *bb &= mask;
        }
        self.hidden &= mask;
    }

    fn put(&mut self, sq: Square, color: Color, role: Role) {
        self.by_color[color.index()].set(sq);
        self.by_role[role.index()].set(sq);
    }

    /// Plays an action the caller knows to be legal (from [`Position::legal_actions`]).
    /// An illegal action leaves a position that may break the type's invariants; use
    /// [`Position::play`] for actions from outside.
    pub fn play_unchecked(&mut self, action: Action) {
        let us = self.turn;
        let them = !us;
        let mut reset = false;
        self.ep_square.take();
        match action {
            Action::Flip(sq) => {
                self.hidden.clear(sq);
                let role = self.hidden_roles[sq.index()];
                self.by_role[role.index()].set(sq);
                reset = true;
            }
            Action::Skip(sq) => {
                // Incerto: the disc has now been seen by its owner.
                self.hidden.clear(sq);
            }
            Action::Move {
                from,
                to,
                promotion,
            } => {
                let mover = self.mover_role_at(from).unwrap_or(Role::Pawn);
                let was_hidden = self.hidden.contains(from);
                let truth = if was_hidden {
                    self.hidden_roles[from.index()]
                } else {
                    mover
                };
                if self.by_color(them).contains(to) {
                    self.remove(to);
                    self.castling.clear(to);
                    reset = true;
                } else if mover == Role::Pawn
                    && from.file() != to.file()
                    && self.variant.en_passant() != EnPassant::Never
                {
                    // A diagonal pawn move to an empty square is an en-passant capture.
                    if let Some(victim) = to.offset(-8 * us.forward()) {
                        self.remove(victim);
                    }
                    reset = true;
                }
                let castling = self.castling_corner(action);
                self.remove(from);
                if mover == Role::King {
                    self.castling &= !Bitboard::rank(us.relative_rank(0));
                    if let Some((corner, dest)) = castling {
                        reset |= self.castle_corner(us, corner, dest);
                    }
                } else {
                    self.castling.clear(from);
                }
                let role = promotion.unwrap_or(truth);
                self.put(to, us, role);
                reset |= promotion.is_some();
                reset |= was_hidden && self.halfmove_reset_on_reveal();
                reset |= truth == Role::Pawn && self.variant.hiding() != Hiding::Unseen;
                if mover == Role::Pawn
                    && truth == Role::Pawn
                    && from.rank().abs_diff(to.rank()) == 2
                    && self.variant.en_passant() != EnPassant::Never
                {
                    let passed = Square::new_unchecked(((from.index() + to.index()) / 2) as u32);
                    let capturers = attacks::pawn_attacks(us, passed)
                        & self.by_role(Role::Pawn)
                        & self.by_color(them);
                    if capturers.any() {
                        self.ep_square = Some(passed);
                    }
                }
            }
        }
        if reset {
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        // A pawn beside the passed square may still be unable to take there (pinned, or
        // its capture would uncover a check): then there is no en-passant right to write.
        if self.ep_square.is_some() && !self.en_passant_is_legal() {
            self.ep_square = None;
        }
    }

    /// Hidden Chess counts a reveal as irreversible progress ([D] in RULES.md §3).
    fn halfmove_reset_on_reveal(&self) -> bool {
        self.variant.hiding() == Hiding::Disguised
    }

    /// If `action` is a castling of the side to move, the corner piece's square and where
    /// it lands: the king's two-square move in a variant with castling takes the corner
    /// piece on its side (h → f, a → d).
    pub fn castling_corner(&self, action: Action) -> Option<(Square, Square)> {
        let Action::Move { from, to, .. } = action else {
            return None;
        };
        if !self.variant.has_castling()
            || self.mover_role_at(from) != Some(Role::King)
            || from.rank() != to.rank()
            || from.file().abs_diff(to.file()) != 2
        {
            return None;
        }
        let (corner_file, dest_file) = if to.file() > from.file() {
            (7, 5)
        } else {
            (0, 3)
        };
        let rank = from.rank();
        Some((
            Square::from_coords(corner_file, rank)?,
            Square::from_coords(dest_file, rank)?,
        ))
    }

    /// Moves the corner piece of a castling (the king has already left `from`); true when
    /// that reveals a face-down piece, which resets the 100-turn count.
    fn castle_corner(&mut self, us: Color, corner: Square, dest: Square) -> bool {
        let revealed = self.hidden.contains(corner);
        let role = if revealed {
            self.hidden_roles[corner.index()]
        } else {
            Role::Rook
        };
        self.remove(corner);
        self.put(dest, us, role);
        revealed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::Fen;

    fn pos(variant: Variant, fen: &str) -> Position {
        Fen::parse(fen).unwrap().into_position(variant).unwrap()
    }

    #[test]
    fn castling_corners_come_from_the_move() {
        let sq = |s| Square::parse(s).unwrap();
        let mv = |from, to| Action::Move {
            from: sq(from),
            to: sq(to),
            promotion: None,
        };
        let p = pos(Variant::HiddenChess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(
            p.castling_corner(mv("e1", "g1")),
            Some((sq("h1"), sq("f1")))
        );
        assert_eq!(
            p.castling_corner(mv("e1", "c1")),
            Some((sq("a1"), sq("d1")))
        );
        assert_eq!(p.castling_corner(mv("e1", "f1")), None, "one step");
        assert_eq!(p.castling_corner(mv("a1", "c1")), None, "not the king");
        let b = pos(Variant::HiddenChess, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        assert_eq!(
            b.castling_corner(mv("e8", "c8")),
            Some((sq("a8"), sq("d8")))
        );
        // No castling in the other games.
        let r = pos(Variant::HiddenRandom, "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
        assert_eq!(r.castling_corner(mv("e1", "g1")), None);
    }

    #[test]
    fn attackers_respect_dormant_and_disguised_pieces() {
        // Hidden Random Chess: a face-down rook on a1 attacks nothing.
        let p = pos(Variant::HiddenRandom, "4k3/8/8/8/8/8/8/R*3K3 b - - 0 1");
        assert!(p
            .attackers_to(Square::A8, Color::White, p.occupied())
            .is_empty());
        // Hidden Chess: a face-down knight on a1 looks like a rook and attacks a8.
        let p = pos(Variant::HiddenChess, "r3k3/8/8/8/8/8/8/N*3K3 b - - 0 1");
        assert_eq!(
            p.attackers_to(Square::A8, Color::White, p.occupied()),
            Bitboard::from_square(Square::A1)
        );
    }
}

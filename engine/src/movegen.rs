//! Legal action generation for all three games, sharing one generator.
//!
//! Incerto has no check rules, so every pseudo-legal move is legal and a disc with no move
//! yields a skip. The two 8×8 games use FIDE legality: when the opponent has no face-up
//! cannon, the fast path of chess engines (check masks and pins) applies unchanged; with an
//! enemy cannon on the board a move can *create* a check by becoming a screen, so each
//! candidate is tested against the position it leaves instead.

use crate::action::{Action, IllegalAction};
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::square::Square;
use crate::variant::Hiding;
use arrayvec::ArrayVec;

/// Room for every legal action of any reachable position: at most 16 pieces a side, none
/// with more than 27 targets (432), plus castling; promotions replace pawn targets.
pub type ActionList = ArrayVec<Action, 512>;

impl Position {
    /// Every legal action of the side to move (empty when the game is over by the rules of
    /// movement: Incerto king captured, checkmate, stalemate).
    pub fn legal_actions(&self) -> ActionList {
        let mut list = ActionList::new();
        if self.variant.check_rules() {
            self.gen_with_check_rules(&mut list);
        } else {
            self.gen_incerto(&mut list);
        }
        list
    }

    /// Whether `action` is legal here.
    pub fn is_legal(&self, action: Action) -> bool {
        self.legal_actions().contains(&action)
    }

    /// Plays `action` if it is legal, returning the new position.
    pub fn play(&self, action: Action) -> Result<Position, IllegalAction> {
        if !self.is_legal(action) {
            return Err(IllegalAction {
                action,
                reason: self.why_illegal(action),
            });
        }
        let mut next = self.clone();
        next.play_unchecked(action);
        Ok(next)
    }

    /// A short reason for an illegal action, for error messages.
    fn why_illegal(&self, action: Action) -> &'static str {
        let from = action.from();
        if !self.variant.contains(from) || action.to().is_some_and(|t| !self.variant.contains(t)) {
            return "the square is not on this board";
        }
        if self.legal_actions().is_empty() {
            return "the game is over";
        }
        match self.color_at(from) {
            None => return "there is no piece on that square",
            Some(c) if c != self.turn => return "that piece belongs to the side not to move",
            _ => {}
        }
        match action {
            Action::Flip(_) if !self.is_hidden(from) => "that piece is already face up",
            Action::Flip(_) if self.is_check() => "a flip is not allowed while in check",
            Action::Skip(_) => "the selected disc has a legal move, so it must move",
            Action::Move { .. }
                if self.hidden.contains(from) && self.variant.hiding() == Hiding::Dormant =>
            {
                "a face-down piece cannot move until it is flipped"
            }
            Action::Move {
                promotion: Some(_), ..
            } => "promotion is only for a pawn reaching the last rank, to a piece of this game",
            Action::Move {
                to,
                promotion: None,
                ..
            } if self.variant.promotion_roles().iter().any(|&r| {
                self.is_legal(Action::Move {
                    from,
                    to,
                    promotion: Some(r),
                })
            }) =>
            {
                "this move promotes: add the piece letter, like e7e8q"
            }
            _ if self.variant.check_rules() => {
                "that piece cannot move there (or it would leave the king in check)"
            }
            _ => "that piece cannot move there",
        }
    }

    fn gen_incerto(&self, list: &mut ActionList) {
        if self.king_of(Color::White).is_none() || self.king_of(Color::Black).is_none() {
            return;
        }
        let us = self.turn;
        let ours = self.by_color(us);
        let blockers = self.occupied() | !self.variant.board();
        let targets = self.variant.board() - ours;
        for role in [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ] {
            for from in self.by_role(role) & ours {
                let before = list.len();
                if role == Role::Pawn {
                    self.gen_pawn_from(from, targets, list);
                } else {
                    let to = match role {
                        Role::Knight => attacks::knight_attacks(from),
                        Role::Bishop => attacks::bishop_attacks(from, blockers),
                        Role::Rook => attacks::rook_attacks(from, blockers),
                        Role::Queen => attacks::queen_attacks(from, blockers),
                        _ => attacks::king_attacks(from),
                    } & targets;
                    push_moves(list, from, to);
                }
                if list.len() == before {
                    list.push(Action::Skip(from));
                }
            }
        }
    }

    /// Pushes, double steps, captures and promotions of the pawn on `from`, limited to
    /// `allowed` (en passant is handled by the caller).
    #[inline]
    fn gen_pawn_from(&self, from: Square, allowed: Bitboard, list: &mut ActionList) {
        let us = self.turn;
        let occ = self.occupied();
        let mut to = attacks::pawn_attacks(us, from) & self.by_color(!us);
        if let Some(one) = from.offset(8 * us.forward()) {
            if !occ.contains(one) {
                to.set(one);
                if self.variant.double_step_ranks(us).contains(from) {
                    if let Some(two) = one.offset(8 * us.forward()) {
                        if !occ.contains(two) {
                            to.set(two);
                        }
                    }
                }
            }
        }
        to &= allowed & self.variant.board();
        let last = Bitboard::rank(us.relative_rank(7));
        push_moves(list, from, to - last);
        self.push_promotions(list, from, to & last);
    }

    #[inline]
    fn push_promotions(&self, list: &mut ActionList, from: Square, to: Bitboard) {
        for to in to {
            for &r in self.variant.promotion_roles() {
                list.push(Action::Move {
                    from,
                    to,
                    promotion: Some(r),
                });
            }
        }
    }

    /// Moves of a non-pawn piece; a Hidden Chess face-down piece that is truly a pawn
    /// promotes when it arrives on the last rank.
    #[inline]
    fn push_piece_moves(&self, list: &mut ActionList, from: Square, to: Bitboard) {
        let last = Bitboard::rank(self.turn.relative_rank(7));
        if (to & last).any()
            && self.variant.hiding() == Hiding::Disguised
            && self.hidden.contains(from)
            && self.hidden_roles[from.index()] == Role::Pawn
        {
            push_moves(list, from, to - last);
            self.push_promotions(list, from, to & last);
        } else {
            push_moves(list, from, to);
        }
    }

    fn gen_with_check_rules(&self, list: &mut ActionList) {
        let us = self.turn;
        let them = !us;
        let Some(king) = self.king_of(us) else {
            return;
        };
        let ours = self.by_color(us);
        let theirs = self.by_color(them);
        let occ = self.occupied();
        let checkers = self.attackers_to(king, them, occ);

        if (self.by_role(Role::Cannon) & theirs).any() {
            self.gen_filtered(list, king, checkers);
            return;
        }

        // King steps: the king must not stand in the way of the slider it flees.
        for to in attacks::king_attacks(king) - ours {
            if self
                .attackers_to(to, them, occ ^ Bitboard::from_square(king))
                .is_empty()
            {
                list.push(Action::Move {
                    from: king,
                    to,
                    promotion: None,
                });
            }
        }
        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.first() {
            Some(c) => attacks::between(king, c).with(c),
            None => !ours,
        };

        let rq = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let bq = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY) & rq)
            | (attacks::bishop_attacks(king, Bitboard::EMPTY) & bq))
            & theirs;
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let b = attacks::between(king, s) & occ;
            if !b.more_than_one() {
                pinned |= b & ours;
            }
        }
        let pin_mask = |from: Square| {
            if pinned.contains(from) {
                attacks::line(king, from)
            } else {
                Bitboard::FULL
            }
        };

        for from in self.by_role(Role::Knight) & (ours - pinned) {
            self.push_piece_moves(list, from, attacks::knight_attacks(from) & target);
        }
        for from in bq & ours {
            let mut to = attacks::bishop_attacks(from, occ) & target & pin_mask(from);
            if self.by_role(Role::Queen).contains(from) {
                to |= attacks::rook_attacks(from, occ) & target & pin_mask(from);
            }
            self.push_piece_moves(list, from, to);
        }
        for from in self.by_role(Role::Rook) & ours {
            let to = attacks::rook_attacks(from, occ) & target & pin_mask(from);
            self.push_piece_moves(list, from, to);
        }
        for from in self.by_role(Role::Cannon) & ours {
            let to = ((attacks::rook_attacks(from, occ) - occ)
                | (attacks::cannon_captures(from, occ) & theirs))
                & target
                & pin_mask(from);
            push_moves(list, from, to);
        }
        for from in self.by_role(Role::Pawn) & ours {
            self.gen_pawn_from(from, target & pin_mask(from), list);
        }
        self.gen_en_passant(list, king);

        if checkers.is_empty() {
            self.gen_castling(list, king);
            self.gen_flips(list);
        }
    }

    /// Hidden Random Chess flips: legal exactly when not in check ([D] RULES.md §2).
    #[inline]
    fn gen_flips(&self, list: &mut ActionList) {
        if self.variant.hiding() == Hiding::Dormant {
            for sq in self.hidden & self.by_color(self.turn) {
                list.push(Action::Flip(sq));
            }
        }
    }

    fn gen_en_passant(&self, list: &mut ActionList, king: Square) {
        let Some(ep) = self.ep_square else {
            return;
        };
        let us = self.turn;
        let Some(victim) = ep.offset(-8 * us.forward()) else {
            return;
        };
        for from in attacks::pawn_attacks(!us, ep) & self.by_role(Role::Pawn) & self.by_color(us) {
            if self.is_safe_after(king, from, ep, Some(victim)) {
                list.push(Action::Move {
                    from,
                    to: ep,
                    promotion: None,
                });
            }
        }
    }

    /// Hidden Chess castling with the piece that looks like a rook in the corner.
    fn gen_castling(&self, list: &mut ActionList, king: Square) {
        if !self.variant.has_castling() {
            return;
        }
        let us = self.turn;
        let occ = self.occupied();
        let back = Bitboard::rank(us.relative_rank(0));
        for corner in self.castling & back & self.by_color(us) {
            if (attacks::between(king, corner) & occ).any() {
                continue;
            }
            let king_to = Square::new_unchecked(
                king.rank() * 8 + if corner.file() > king.file() { 6 } else { 2 },
            );
            let without_king = occ ^ Bitboard::from_square(king);
            let path = attacks::between(king, king_to).with(king_to);
            if path
                .into_iter()
                .all(|sq| self.attackers_to(sq, !us, without_king).is_empty())
            {
                list.push(Action::Move {
                    from: king,
                    to: king_to,
                    promotion: None,
                });
            }
        }
    }

    /// The slow path: every pseudo-legal move, kept if it leaves the king unattacked.
    fn gen_filtered(&self, list: &mut ActionList, king: Square, checkers: Bitboard) {
        let us = self.turn;
        let ours = self.by_color(us);
        let theirs = self.by_color(!us);
        let occ = self.occupied();
        let mut pseudo = ActionList::new();
        for from in ours - self.hidden {
            let to = match self.mover_role_at(from) {
                Some(Role::Pawn) => {
                    self.gen_pawn_from(from, Bitboard::FULL, &mut pseudo);
                    continue;
                }
                Some(Role::Knight) => attacks::knight_attacks(from),
                Some(Role::Bishop) => attacks::bishop_attacks(from, occ),
                Some(Role::Rook) => attacks::rook_attacks(from, occ),
                Some(Role::Queen) => attacks::queen_attacks(from, occ),
                Some(Role::King) => attacks::king_attacks(from),
                Some(Role::Cannon) => {
                    (attacks::rook_attacks(from, occ) - occ)
                        | (attacks::cannon_captures(from, occ) & theirs)
                }
                None => continue,
            } - ours;
            self.push_piece_moves(&mut pseudo, from, to);
        }
        for action in pseudo {
            if let Action::Move { from, to, .. } = action {
                let captured = theirs.contains(to).then_some(to);
                if self.is_safe_after(king, from, to, captured) {
                    list.push(action);
                }
            }
        }
        self.gen_en_passant(list, king);
        if checkers.is_empty() {
            self.gen_castling(list, king);
            self.gen_flips(list);
        }
    }

    /// Whether our king is unattacked after our piece goes `from` → `to`, taking the enemy
    /// piece on `captured` (which differs from `to` for en passant).
    fn is_safe_after(
        &self,
        king: Square,
        from: Square,
        to: Square,
        captured: Option<Square>,
    ) -> bool {
        let mut occ = self.occupied();
        occ.clear(from);
        let mut enemies = self.by_color(!self.turn);
        if let Some(c) = captured {
            occ.clear(c);
            enemies.clear(c);
        }
        occ.set(to);
        let king = if from == king { to } else { king };
        (self.attackers_to(king, !self.turn, occ) & enemies).is_empty()
    }
}

#[inline]
fn push_moves(list: &mut ActionList, from: Square, to: Bitboard) {
    for to in to {
        list.push(Action::Move {
            from,
            to,
            promotion: None,
        });
    }
}

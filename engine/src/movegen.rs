//! Legal action generation for all three games, sharing one generator.
//!
//! Incerto has no check rules, so every pseudo-legal move is legal and a disc with no move
//! yields a skip. The two 8×8 games use FIDE legality: when the opponent has no face-up
//! cannon, the fast path of chess engines (check masks and pins) applies unchanged; with an
//! enemy cannon on the board a move can *create* a check by becoming a screen, so each
//! candidate is tested against the position it leaves instead.

use crate::action::{Action, IllegalAction, IllegalKind};
use crate::attacks::{self, Tables};
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
        self.generate(&mut list);
        list
    }

    /// How many legal actions [`Position::legal_actions`] would return, without building
    /// the list (perft's last ply).
    pub fn legal_action_count(&self) -> usize {
        let mut counter = Counter::default();
        self.generate(&mut counter);
        counter.0
    }

    /// Every legal action of the side to move, into `sink`.
    #[inline]
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        let t = attacks::tables();
        if self.variant.check_rules() {
            self.gen_with_check_rules(t, sink);
        } else {
            self.gen_incerto(t, sink);
        }
    }

    /// Whether `action` is legal here.
    pub fn is_legal(&self, action: Action) -> bool {
        self.legal_actions().contains(&action)
    }

    /// The action a move written by a player who does not know the piece stands for
    /// (RULES.md §4): its promotion letter counts only if the piece proves a pawn reaching
    /// the last rank, and is dropped otherwise, so writing one never tells what the piece
    /// is. `unseen` says whether the mover did not know the piece; a known piece's action,
    /// and a letter that names no promotion piece of this game, are returned as written.
    pub fn as_written(&self, action: Action, unseen: bool) -> Action {
        match action {
            Action::Move {
                from,
                to,
                promotion: Some(r),
            } if unseen
                && self.variant.promotion_roles().contains(&r)
                && !self.promotes(from, to) =>
            {
                Action::Move {
                    from,
                    to,
                    promotion: None,
                }
            }
            _ => action,
        }
    }

    /// Whether the move `from`–`to` is legal as a promotion to some piece of this game.
    pub(crate) fn promotes(&self, from: Square, to: Square) -> bool {
        self.variant.promotion_roles().iter().any(|&r| {
            self.is_legal(Action::Move {
                from,
                to,
                promotion: Some(r),
            })
        })
    }

    /// Plays `action` if it is legal, returning the new position. An action a player wrote
    /// goes through [`Position::as_written`] first.
    pub fn play(&self, action: Action) -> Result<Position, IllegalAction> {
        if !self.is_legal(action) {
            return Err(IllegalAction {
                action,
                reason: self.why_illegal(action).reason(),
            });
        }
        let mut next = self.clone();
        next.play_unchecked(action);
        Ok(next)
    }

    /// Why an action is illegal here (its reason words the error message).
    fn why_illegal(&self, action: Action) -> IllegalKind {
        let from = action.from();
        if !self.variant.contains(from) || action.to().is_some_and(|t| !self.variant.contains(t)) {
            return IllegalKind::OffBoard;
        }
        if self.legal_actions().is_empty() {
            return IllegalKind::GameOver;
        }
        match self.color_at(from) {
            None => return IllegalKind::EmptySquare,
            Some(c) if c != self.turn => return IllegalKind::NotYours,
            _ => {}
        }
        match action {
            Action::Flip(_) if !self.is_hidden(from) => IllegalKind::AlreadyFaceUp,
            Action::Flip(_) if self.is_check() => IllegalKind::FlipInCheck,
            Action::Skip(_) => IllegalKind::MustMove,
            Action::Move { .. }
                if self.hidden.contains(from) && self.variant.hiding() == Hiding::Dormant =>
            {
                IllegalKind::FaceDownCannotMove
            }
            Action::Move {
                promotion: Some(_), ..
            } => IllegalKind::NotAPromotion,
            Action::Move {
                to,
                promotion: None,
                ..
            } if self.promotes(from, to) => IllegalKind::NeedsPromotion,
            _ if self.variant.check_rules() => IllegalKind::CannotMoveThereOrCheck,
            _ => IllegalKind::CannotMoveThere,
        }
    }

    fn gen_incerto<S: Sink>(&self, t: &Tables, sink: &mut S) {
        if self.king_of(Color::White).is_none() || self.king_of(Color::Black).is_none() {
            return;
        }
        let us = self.turn;
        let ours = self.by_color(us);
        let blockers = self.occupied() | !self.variant.board();
        let targets = self.variant.board() - ours;

        // Pawns set-wise; a disc with no move at all must be skipped instead.
        let pawns = self.by_role(Role::Pawn) & ours;
        let sets = self.pawn_targets(pawns);
        self.push_pawn_moves(sink, sets, Bitboard::FULL);
        let mut moved = Bitboard::EMPTY;
        for (to, delta) in sets {
            moved |= to.shift(-delta);
        }
        for from in pawns - moved {
            sink.push(Action::Skip(from));
        }

        for role in [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ] {
            for from in self.by_role(role) & ours {
                let to = match role {
                    Role::Knight => attacks::knight_attacks(from),
                    Role::Bishop => t.bishop_attacks(from, blockers),
                    Role::Rook => t.rook_attacks(from, blockers),
                    Role::Queen => t.queen_attacks(from, blockers),
                    _ => attacks::king_attacks(from),
                } & targets;
                if to.is_empty() {
                    sink.push(Action::Skip(from));
                } else {
                    sink.moves(from, to);
                }
            }
        }
    }

    /// Set-wise pushes, double steps and captures of `pawns` (pieces of the side to move
    /// that move as pawns; en passant is handled apart): each entry is a set of destinations
    /// and the index distance from origin to destination, the same for the whole set.
    #[inline]
    fn pawn_targets(&self, pawns: Bitboard) -> [(Bitboard, i32); 4] {
        let us = self.turn;
        let up = 8 * us.forward();
        let empty = self.variant.board() - self.occupied();
        let enemies = self.by_color(!us);
        let one = pawns.shift(up) & empty;
        let two =
            ((pawns & self.variant.double_step_ranks(us)).shift(up) & empty).shift(up) & empty;
        // A capture toward file a must not start on file a (it would wrap to file h), and
        // toward file h not on file h.
        let west = (pawns - Bitboard::file(0)).shift(up - 1) & enemies;
        let east = (pawns - Bitboard::file(7)).shift(up + 1) & enemies;
        [(one, up), (two, 2 * up), (west, up - 1), (east, up + 1)]
    }

    /// The moves of [`Position::pawn_targets`] whose destination is in `allowed`, with
    /// every promotion choice on the last rank.
    #[inline]
    fn push_pawn_moves<S: Sink>(
        &self,
        sink: &mut S,
        sets: [(Bitboard, i32); 4],
        allowed: Bitboard,
    ) {
        let last = Bitboard::rank(self.turn.relative_rank(7));
        for (to, delta) in sets {
            let to = to & allowed;
            sink.shifted_moves(to - last, delta);
            if (to & last).any() {
                sink.shifted_promotions(to & last, delta, self.variant.promotion_roles());
            }
        }
    }

    /// Moves of a non-pawn piece; a Hidden Chess face-down piece that is truly a pawn
    /// promotes when it arrives on the last rank.
    #[inline]
    fn push_piece_moves<S: Sink>(&self, sink: &mut S, from: Square, to: Bitboard) {
        let last = Bitboard::rank(self.turn.relative_rank(7));
        if (to & last).any()
            && self.variant.hiding() == Hiding::Disguised
            && self.hidden.contains(from)
            && self.hidden_roles[from.index()] == Role::Pawn
        {
            sink.moves(from, to - last);
            sink.promotions(from, to & last, self.variant.promotion_roles());
        } else {
            sink.moves(from, to);
        }
    }

    fn gen_with_check_rules<S: Sink>(&self, t: &Tables, sink: &mut S) {
        let us = self.turn;
        let them = !us;
        let Some(king) = self.king_of(us) else {
            return;
        };
        let ours = self.by_color(us);
        let theirs = self.by_color(them);
        let occ = self.occupied();
        let checkers = self.attackers_to_in(t, king, them, occ);

        if (self.by_role(Role::Cannon) & theirs).any() {
            self.gen_filtered(t, sink, king, checkers);
            return;
        }

        // King steps: the king must not stand in the way of the slider it flees.
        let mut king_to = Bitboard::EMPTY;
        for to in attacks::king_attacks(king) - ours {
            if self
                .attackers_to(to, them, occ ^ Bitboard::from_square(king))
                .is_empty()
            {
                king_to.set(to);
            }
        }
        sink.moves(king, king_to);
        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.first() {
            Some(c) => t.between(king, c).with(c),
            None => !ours,
        };

        let rq = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let bq = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let snipers = ((t.rook_attacks(king, Bitboard::EMPTY) & rq)
            | (t.bishop_attacks(king, Bitboard::EMPTY) & bq))
            & theirs;
        // A pinned piece may only move within its pin ray: the squares between the king and
        // the pinner, and the pinner itself. Not the whole line, as chess engines use: our
        // cannon jumps, so it could capture beyond the king (using it as the screen) or
        // beyond the pinner, leaving the line open.
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let b = t.between(king, s) & occ;
            if !b.more_than_one() {
                pinned |= b & ours;
            }
        }
        let pin_mask = |from: Square| {
            if !pinned.contains(from) {
                return Bitboard::FULL;
            }
            snipers
                .into_iter()
                .find(|&s| t.between(king, s) & occ == Bitboard::from_square(from))
                .map_or(Bitboard::EMPTY, |s| t.between(king, s).with(s))
        };

        for from in self.by_role(Role::Knight) & (ours - pinned) {
            self.push_piece_moves(sink, from, attacks::knight_attacks(from) & target);
        }
        for from in bq & ours {
            let mut to = t.bishop_attacks(from, occ) & target & pin_mask(from);
            if self.by_role(Role::Queen).contains(from) {
                to |= t.rook_attacks(from, occ) & target & pin_mask(from);
            }
            self.push_piece_moves(sink, from, to);
        }
        for from in self.by_role(Role::Rook) & ours {
            let to = t.rook_attacks(from, occ) & target & pin_mask(from);
            self.push_piece_moves(sink, from, to);
        }
        for from in self.by_role(Role::Cannon) & ours {
            let to = ((t.rook_attacks(from, occ) - occ) | (t.cannon_captures(from, occ) & theirs))
                & target
                & pin_mask(from);
            sink.moves(from, to);
        }
        // Pawns: the free ones all at once, a pinned one along its pin line only.
        let pawns = self.by_role(Role::Pawn) & ours;
        self.push_pawn_moves(sink, self.pawn_targets(pawns - pinned), target);
        for from in pawns & pinned {
            let sets = self.pawn_targets(Bitboard::from_square(from));
            self.push_pawn_moves(sink, sets, target & pin_mask(from));
        }
        self.gen_en_passant(t, sink, king);

        if checkers.is_empty() {
            self.gen_castling(t, sink, king);
            self.gen_flips(sink);
        }
    }

    /// Hidden Random Chess flips: legal exactly when not in check ([D] RULES.md §2).
    #[inline]
    fn gen_flips<S: Sink>(&self, sink: &mut S) {
        if self.variant.hiding() == Hiding::Dormant {
            sink.flips(self.hidden & self.by_color(self.turn));
        }
    }

    /// Whether a pawn of the side to move may legally take en passant on the position's
    /// en-passant square: only then is the square part of the position (RULES.md §4, one
    /// string per position), which [`Position::play_unchecked`] and the FEN reader keep.
    pub(crate) fn en_passant_is_legal(&self) -> bool {
        let Some(king) = self.king_of(self.turn) else {
            return false;
        };
        let mut list = ActionList::new();
        self.gen_en_passant(attacks::tables(), &mut list, king);
        !list.is_empty()
    }

    fn gen_en_passant<S: Sink>(&self, t: &Tables, sink: &mut S, king: Square) {
        let Some(ep) = self.ep_square else {
            return;
        };
        let us = self.turn;
        let Some(victim) = ep.offset(-8 * us.forward()) else {
            return;
        };
        for from in attacks::pawn_attacks(!us, ep) & self.by_role(Role::Pawn) & self.by_color(us) {
            if self.is_safe_after(t, king, from, ep, Some(victim)) {
                sink.push(Action::Move {
                    from,
                    to: ep,
                    promotion: None,
                });
            }
        }
    }

    /// Hidden Chess castling with the piece that looks like a rook in the corner.
    fn gen_castling<S: Sink>(&self, t: &Tables, sink: &mut S, king: Square) {
        if !self.variant.has_castling() {
            return;
        }
        let us = self.turn;
        let occ = self.occupied();
        let back = Bitboard::rank(us.relative_rank(0));
        for corner in self.castling & back & self.by_color(us) {
            if (t.between(king, corner) & occ).any() {
                continue;
            }
            let king_to = Square::new_unchecked(
                king.rank() * 8 + if corner.file() > king.file() { 6 } else { 2 },
            );
            let without_king = occ ^ Bitboard::from_square(king);
            let path = t.between(king, king_to).with(king_to);
            if path
                .into_iter()
                .all(|sq| self.attackers_to_in(t, sq, !us, without_king).is_empty())
            {
                sink.push(Action::Move {
                    from: king,
                    to: king_to,
                    promotion: None,
                });
            }
        }
    }

    /// The slow path: every pseudo-legal move, kept if it leaves the king unattacked.
    ///
    /// Only moves that touch a line through our king need the test when we are not in
    /// check: the sliders and cannons that could attack the king look along those lines
    /// only, and knights, pawns and the king attack whatever the occupancy. So a move whose
    /// origin and destination are both off those lines is kept untested.
    fn gen_filtered<S: Sink>(&self, t: &Tables, sink: &mut S, king: Square, checkers: Bitboard) {
        let us = self.turn;
        let ours = self.by_color(us);
        let theirs = self.by_color(!us);
        let occ = self.occupied();
        let quiet = if checkers.is_empty() {
            !t.queen_attacks(king, Bitboard::EMPTY).with(king)
        } else {
            Bitboard::EMPTY
        };
        let is_safe = |from: Square, to: Square| {
            self.is_safe_after(t, king, from, to, theirs.contains(to).then_some(to))
        };

        let movers = ours - self.hidden;
        let pawns = self.by_role(Role::Pawn) & movers;
        let sets = self.pawn_targets(pawns).map(|(to, delta)| {
            // `quiet.shift(delta)` holds the destinations whose origin is quiet.
            let mut safe = to & quiet & quiet.shift(delta);
            for t in to - safe {
                if is_safe(origin(t, delta), t) {
                    safe.set(t);
                }
            }
            (safe, delta)
        });
        self.push_pawn_moves(sink, sets, Bitboard::FULL);

        for from in movers - pawns {
            let to = match self.mover_role_at(from) {
                Some(Role::Knight) => attacks::knight_attacks(from),
                Some(Role::Bishop) => t.bishop_attacks(from, occ),
                Some(Role::Rook) => t.rook_attacks(from, occ),
                Some(Role::Queen) => t.queen_attacks(from, occ),
                Some(Role::King) => attacks::king_attacks(from),
                Some(Role::Cannon) => {
                    (t.rook_attacks(from, occ) - occ) | (t.cannon_captures(from, occ) & theirs)
                }
                Some(Role::Pawn) | None => continue,
            } - ours;
            let mut safe = if quiet.contains(from) {
                to & quiet
            } else {
                Bitboard::EMPTY
            };
            for t in to - safe {
                if is_safe(from, t) {
                    safe.set(t);
                }
            }
            self.push_piece_moves(sink, from, safe);
        }
        self.gen_en_passant(t, sink, king);
        if checkers.is_empty() {
            self.gen_castling(t, sink, king);
            self.gen_flips(sink);
        }
    }

    /// Whether our king is unattacked after our piece goes `from` → `to`, taking the enemy
    /// piece on `captured` (which differs from `to` for en passant).
    fn is_safe_after(
        &self,
        t: &Tables,
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
        (self.attackers_to_in(t, king, !self.turn, occ) & enemies).is_empty()
    }
}

/// Where the generator puts the actions it finds: an [`ActionList`] for callers that play
/// them, a [`Counter`] for perft's last ply, which only needs how many there are. Moves
/// arrive as target bitboards, so the counter takes one popcount per piece where the list
/// writes one entry per move; one generator, generic over the sink, serves both.
pub(crate) trait Sink {
    fn push(&mut self, action: Action);

    /// A plain move from `from` to each square of `to`.
    fn moves(&mut self, from: Square, to: Bitboard);

    /// A plain move to each square of `to` from the square `delta` indices before it
    /// (set-wise pawn moves).
    fn shifted_moves(&mut self, to: Bitboard, delta: i32);

    /// One move per role of `roles` from `from` to each square of `to`.
    fn promotions(&mut self, from: Square, to: Bitboard, roles: &'static [Role]) {
        for to in to {
            for &r in roles {
                self.push(Action::Move {
                    from,
                    to,
                    promotion: Some(r),
                });
            }
        }
    }

    /// [`Sink::promotions`] for set-wise pawn moves, as in [`Sink::shifted_moves`].
    fn shifted_promotions(&mut self, to: Bitboard, delta: i32, roles: &'static [Role]) {
        for to in to {
            self.promotions(origin(to, delta), Bitboard::from_square(to), roles);
        }
    }

    /// A flip of each square of `squares`.
    fn flips(&mut self, squares: Bitboard) {
        for sq in squares {
            self.push(Action::Flip(sq));
        }
    }
}

/// The square `delta` indices before `to`; the generator only asks for squares on the board.
#[inline]
fn origin(to: Square, delta: i32) -> Square {
    Square::new_unchecked((to.index() as i32 - delta) as u32)
}

impl Sink for ActionList {
    #[inline]
    fn push(&mut self, action: Action) {
        ArrayVec::push(self, action);
    }

    #[inline]
    fn moves(&mut self, from: Square, to: Bitboard) {
        plain_moves(self, to, |_| from);
    }

    #[inline]
    fn shifted_moves(&mut self, to: Bitboard, delta: i32) {
        plain_moves(self, to, |to| origin(to, delta));
    }
}

/// A plain move to each square of `to`, from the square `from` gives for it: the one loop
/// of [`Sink::moves`] and [`Sink::shifted_moves`] for a list.
#[inline(always)]
fn plain_moves(list: &mut ActionList, to: Bitboard, from: impl Fn(Square) -> Square) {
    for to in to {
        ArrayVec::push(
            list,
            Action::Move {
                from: from(to),
                to,
                promotion: None,
            },
        );
    }
}

/// Counts actions without writing them down.
#[derive(Default)]
pub(crate) struct Counter(pub usize);

impl Sink for Counter {
    #[inline]
    fn push(&mut self, _: Action) {
        self.0 += 1;
    }

    #[inline]
    fn moves(&mut self, _: Square, to: Bitboard) {
        self.0 += to.count();
    }

    #[inline]
    fn shifted_moves(&mut self, to: Bitboard, _: i32) {
        self.0 += to.count();
    }

    #[inline]
    fn promotions(&mut self, _: Square, to: Bitboard, roles: &'static [Role]) {
        self.0 += to.count() * roles.len();
    }

    #[inline]
    fn shifted_promotions(&mut self, to: Bitboard, _: i32, roles: &'static [Role]) {
        self.0 += to.count() * roles.len();
    }

    #[inline]
    fn flips(&mut self, squares: Bitboard) {
        self.0 += squares.count();
    }
}

#[cfg(test)]
mod tests {
    use crate::position::Position;
    use crate::variant::Variant;

    /// The counting sink must agree with the list on every position, including the rare
    /// ones (promotions, en passant, castling, cannon checks) that random games reach.
    #[test]
    fn count_matches_list_along_random_games() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut positions = 0;
        for variant in Variant::ALL {
            for seed in 0..40 {
                let mut pos = Position::new_game(variant, seed);
                for _ in 0..200 {
                    let list = pos.legal_actions();
                    assert_eq!(pos.legal_action_count(), list.len(), "{}", pos.fen());
                    positions += 1;
                    if list.is_empty() {
                        break;
                    }
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    pos.play_unchecked(list[(x % list.len() as u64) as usize]);
                }
            }
        }
        assert!(positions > 10_000);
    }
}

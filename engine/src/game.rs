//! A whole game: the true state, who knows which identity, the turn protocol (Incerto's
//! select-then-move, Hidden Chess's late promotion choice), results and history.

use crate::action::{Action, IllegalAction, IllegalKind, ParseActionError};
use crate::bitboard::Bitboard;
use crate::fen::FenError;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::square::Square;
use crate::variant::{Hiding, Variant};
use std::fmt;

/// Which players know something: one bit per colour.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct KnownBy(u8);

impl KnownBy {
    /// Neither player.
    pub const NOBODY: KnownBy = KnownBy(0);
    /// Both players.
    pub const BOTH: KnownBy = KnownBy(3);

    /// That player alone.
    pub fn only(color: Color) -> KnownBy {
        KnownBy(1 << color.index())
    }

    /// Whether `color` is among them.
    pub fn contains(self, color: Color) -> bool {
        self.0 & (1 << color.index()) != 0
    }

    /// Adds `color`.
    pub fn add(&mut self, color: Color) {
        self.0 |= 1 << color.index();
    }
}

/// What the players know about one piece, carried along as it moves.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct PieceInfo {
    /// Who knows the piece's current identity.
    pub known_by: KnownBy,
    /// The piece was a pawn that promoted (a public event, \[D\] RULES.md §1).
    pub promoted: bool,
}

impl PieceInfo {
    const UNKNOWN: PieceInfo = PieceInfo {
        known_by: KnownBy::NOBODY,
        promoted: false,
    };
}

/// A piece that has left the board.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CapturedPiece {
    /// What it truly was (all-seeing: a view shows it only to who knows it).
    pub piece: Piece,
    /// Who knew it when it was taken.
    pub info: PieceInfo,
    /// The side that took it.
    pub by: Color,
}

/// A turn half-done, waiting for the player's second step.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Pending {
    /// Incerto: this disc was selected (and revealed to its owner) and must move.
    Selected(Square),
    /// A move ends on the last rank with a pawn (in Hidden Chess possibly a face-down piece
    /// that has just turned out to be one): the mover picks the new piece.
    Promotion {
        /// Where the pawn stood.
        from: Square,
        /// The last-rank square it goes to.
        to: Square,
    },
}

/// One played action with its optional time stamp (milliseconds, from the caller's clock).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Played {
    /// What was played.
    pub action: Action,
    /// Milliseconds, as the caller stamped it.
    pub time: Option<u64>,
    /// Who played it.
    pub color: Color,
    /// The piece this action took, if any (true identity: not for player views).
    pub(crate) captured: Option<Piece>,
    /// The move was a castling (Hidden Chess).
    pub castled: bool,
    /// What the action showed, and to whom (for each viewer's notation and events).
    pub(crate) facts: Facts,
}

/// What an action showed, noted as it was played: each viewer's readable notation and the
/// identities an [`ActionView`](crate::ActionView) may name come from it, as that viewer
/// knew them right after the action (knowledge only grows, so what was known then is
/// known now). True identities: never hand these to a player unfiltered.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Facts {
    /// The acting piece's true identity before the action (for a flip: what it turned out
    /// to be; for a promotion: the pawn).
    pub role: Role,
    /// Who knew that identity right after the action.
    pub role_known: KnownBy,
    /// The role the piece moved as (public in the 8×8 games); none for a flip or a skip.
    pub moved_as: Option<Role>,
    /// The action showed the acting piece to a player who had not seen it: a Hidden Chess
    /// face-down piece's first move, a flip, an Incerto capture by an unseen disc.
    pub revealed: bool,
    /// The taken piece's identity and who knew it right after the capture.
    pub captured: Option<(Role, KnownBy)>,
    /// Who knows the promotion piece (Incerto: the mover alone).
    pub promoted_known: KnownBy,
    /// Castling: the corner piece's identity (it shows itself as it lands).
    pub corner: Option<Role>,
    /// Other pieces of the mover that moved as the same role and could also have gone to
    /// the target square (SAN's disambiguation).
    pub rivals: Bitboard,
    /// For each colour, the rivals whose identity that player knew then.
    pub rivals_known: [Bitboard; 2],
    /// The action gave check (the 8×8 games).
    pub check: bool,
    /// The action gave checkmate.
    pub mate: bool,
}

/// What happens after the first step of a turn.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum StepOutcome {
    /// The turn is complete.
    Played(Action),
    /// The selected disc must now move (Incerto).
    Selected(Square),
    /// The move needs a promotion piece.
    ChoosePromotion,
}

/// Why a step or a call was refused. Nothing changed, except where a variant says so
/// ([`GameError::NowSelected`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    /// The game has ended with this result.
    GameOver(Outcome),
    /// The action text is not notation.
    Parse(ParseActionError),
    /// The position refuses the action, with the reason.
    Illegal(IllegalAction),
    /// That move is not legal here (a move the position itself cannot explain, such as a
    /// promotion letter on a move that does not promote).
    IllegalMove(Action),
    /// A square of the step is not on this variant's board.
    OffBoard(Square),
    /// An Incerto disc is selected: only it may move.
    MustMoveSelected(Square),
    /// A promotion choice is pending.
    PromotionPending,
    /// There is no promotion to choose.
    NothingPending,
    /// The call does not exist in this game (for example `select` outside Incerto).
    NotInVariant(&'static str),
    /// The square holds no disc of the side to move.
    NotYourDisc(Square),
    /// The pending promotion cannot become this piece.
    BadPromotion(Role),
    /// There is no draw offer to answer.
    NoDrawOffer,
    /// A player cannot answer their own draw offer.
    OwnDrawOffer,
    /// No action has been played.
    NothingToUndo,
    /// Incerto: this step picked the disc up (revealed to its owner, the choice binding)
    /// and then the move proved illegal: the disc stays selected and must move.
    NowSelected {
        /// The disc now selected.
        square: Square,
        /// Why the move was refused.
        error: Box<GameError>,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(o) => write!(f, "the game is over: {o}"),
            GameError::Parse(e) => e.fmt(f),
            GameError::Illegal(e) => e.fmt(f),
            GameError::IllegalMove(a) => write!(f, "illegal action '{a}': that move is not legal"),
            GameError::OffBoard(sq) => write!(f, "{sq} is not a square of this board"),
            GameError::MustMoveSelected(sq) => {
                write!(f, "the disc on {sq} is selected and must move")
            }
            GameError::PromotionPending => write!(f, "choose the promotion piece first"),
            GameError::NothingPending => write!(f, "there is no promotion to choose"),
            GameError::NotInVariant(what) => write!(f, "{what}"),
            GameError::NotYourDisc(sq) => {
                write!(f, "there is no disc of the side to move on {sq}")
            }
            GameError::BadPromotion(r) => write!(f, "cannot promote to {r} here"),
            GameError::NoDrawOffer => write!(f, "there is no draw offer to answer"),
            GameError::OwnDrawOffer => write!(f, "a player cannot answer their own draw offer"),
            GameError::NothingToUndo => write!(f, "there is nothing to undo"),
            GameError::NowSelected { square, error } => write!(
                f,
                "{error}; the disc on {square} is now selected and must move"
            ),
        }
    }
}

impl std::error::Error for GameError {}

impl From<IllegalAction> for GameError {
    fn from(e: IllegalAction) -> GameError {
        GameError::Illegal(e)
    }
}

impl From<ParseActionError> for GameError {
    fn from(e: ParseActionError) -> GameError {
        GameError::Parse(e)
    }
}

/// The part of a position that decides repetition ([D] RULES.md: true identities; in the
/// 8×8 games also face-up/face-down state, castling and en passant).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct RepetitionKey {
    by_color: [Bitboard; 2],
    roles: [u8; 64],
    hidden: Bitboard,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
}

impl RepetitionKey {
    fn of(pos: &Position) -> RepetitionKey {
        let mut roles = [0u8; 64];
        for sq in pos.occupied() {
            roles[sq.index()] = pos.piece_at(sq).map_or(0, |p| p.role as u8 + 1);
        }
        RepetitionKey {
            by_color: [pos.by_color(Color::White), pos.by_color(Color::Black)],
            roles,
            hidden: if pos.variant().hiding() == Hiding::Unseen {
                Bitboard::EMPTY
            } else {
                pos.hidden()
            },
            turn: pos.turn(),
            castling: pos.castling_rights(),
            // An en-passant right counts only if a capture is actually possible, and a
            // position holds the square only then (`Position::play_unchecked`, the FEN
            // reader; RULES.md §4).
            ep: pos.ep_square(),
        }
    }
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) seed: Option<u64>,
    pub(crate) start: Position,
    pub(crate) start_info: [PieceInfo; 64],
    pub(crate) pos: Position,
    pub(crate) info: [PieceInfo; 64],
    pub(crate) captured: Vec<CapturedPiece>,
    pub(crate) history: Vec<Played>,
    keys: Vec<RepetitionKey>,
    pub(crate) pending: Option<Pending>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) draw_offer: Option<Color>,
}

impl Game {
    /// A new game from the seeded start position.
    pub fn new(variant: Variant, seed: u64) -> Game {
        let mut g = Game::from_position(Position::new_game(variant, seed));
        g.seed = Some(seed);
        g
    }

    /// A game from any valid position (lessons, tests). In an Incerto string a disc without
    /// `*` has been seen; which player saw it is not in the string, so it is taken as known
    /// to both (a lesson shows what it names).
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(variant, fen)?))
    }

    /// A game from a position: face-up pieces (and Incerto discs without `*`) are known to both players, hidden ones to nobody.
    pub fn from_position(pos: Position) -> Game {
        let mut info = [PieceInfo::UNKNOWN; 64];
        for sq in pos.occupied() {
            if !pos.is_hidden(sq) {
                info[sq.index()].known_by = KnownBy::BOTH;
            }
        }
        let mut g = Game {
            seed: None,
            start: pos.clone(),
            start_info: info,
            keys: vec![RepetitionKey::of(&pos)],
            pos,
            info,
            captured: Vec::new(),
            history: Vec::new(),
            pending: None,
            outcome: None,
            draw_offer: None,
        };
        g.outcome = g.rule_outcome();
        g
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.pos.variant()
    }

    /// The seed of the start shuffle (none for a game from a FEN). All-seeing: it gives every hidden identity of the start, so never show it to a player during a game.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The true current position (all-seeing: for tools, tests and finished games).
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The true first position (all-seeing).
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.pos.turn()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The half-done turn waiting for its second step, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// Every action played, in order.
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// The side whose draw offer stands, if any.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// Who knows the piece on `sq` (meaningless for an empty square).
    pub fn info(&self, sq: Square) -> PieceInfo {
        self.info[sq.index()]
    }

    /// The pieces taken so far, in order (true identities: all-seeing).
    pub fn captured(&self) -> &[CapturedPiece] {
        &self.captured
    }

    /// Every legal complete action of the side to move in the true state (for the referee,
    /// records and perft-style tools; a player-facing list is in [`Game::view`]).
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_over() {
            return Vec::new();
        }
        let all = self.pos.legal_actions();
        match self.pending {
            None => all.to_vec(),
            Some(Pending::Selected(sq)) => all.into_iter().filter(|a| a.from() == sq).collect(),
            Some(Pending::Promotion { from, to }) => all
                .into_iter()
                .filter(|a| a.from() == from && a.to() == Some(to))
                .collect(),
        }
    }

    fn check_open(&self) -> Result<(), GameError> {
        match self.outcome {
            Some(o) => Err(GameError::GameOver(o)),
            None => Ok(()),
        }
    }

    /// Incerto, first step: selects a disc of the side to move. It is revealed to its owner
    /// at once and the choice cannot be taken back. A disc with no legal move skips the turn.
    pub fn select(&mut self, sq: Square) -> Result<StepOutcome, GameError> {
        self.select_at(sq, None)
    }

    /// [`Game::select`], stamping `time` on the skip if the disc has no move.
    pub(crate) fn select_at(
        &mut self,
        sq: Square,
        time: Option<u64>,
    ) -> Result<StepOutcome, GameError> {
        self.check_open()?;
        if self.variant() != Variant::Incerto {
            return Err(GameError::NotInVariant(
                "select is an Incerto step; move the piece instead",
            ));
        }
        match self.pending {
            Some(Pending::Selected(s)) => return Err(GameError::MustMoveSelected(s)),
            Some(Pending::Promotion { .. }) => return Err(GameError::PromotionPending),
            None => {}
        }
        let us = self.turn();
        if self.pos.color_at(sq) != Some(us) {
            return Err(GameError::NotYourDisc(sq));
        }
        self.info[sq.index()].known_by.add(us);
        let skip = Action::Skip(sq);
        if self.pos.is_legal(skip) {
            self.commit(skip, time);
            return Ok(StepOutcome::Played(skip));
        }
        self.pending = Some(Pending::Selected(sq));
        Ok(StepOutcome::Selected(sq))
    }

    /// Moves a piece as a player would: in Incerto the disc is selected first if it was not
    /// (and stays selected if the move is refused; if it has no move, the turn is skipped);
    /// a move to the last rank without a promotion piece asks for one (in Hidden Chess a
    /// face-down piece is revealed to both players when it arrives).
    ///
    /// Whether the call is accepted never depends on an identity the mover does not know.
    /// For a piece its owner has not seen (an Incerto disc picked up now, a Hidden Chess
    /// face-down piece) the move is judged by what the owner knew: the piece is committed
    /// first, then a pawn on the last rank promotes (to `promotion`, or asks) and any other
    /// piece just moves, ignoring `promotion`. A letter that is no promotion piece of this
    /// game is refused before anything is revealed.
    pub fn move_piece(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        time: Option<u64>,
    ) -> Result<StepOutcome, GameError> {
        self.check_open()?;
        match self.pending {
            Some(Pending::Promotion { .. }) => return Err(GameError::PromotionPending),
            Some(Pending::Selected(s)) if s != from => return Err(GameError::MustMoveSelected(s)),
            _ => {}
        }
        let roles = self.variant().promotion_roles();
        if let Some(r) = promotion.filter(|r| !roles.contains(r)) {
            return Err(GameError::BadPromotion(r));
        }
        let unseen = self.unseen_by_mover(from);
        self.move_judged(from, to, promotion, time, unseen)
    }

    /// [`Game::move_piece`] after its checks; `unseen` says whether the mover knew the
    /// piece's identity before the call.
    fn move_judged(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        time: Option<u64>,
        unseen: bool,
    ) -> Result<StepOutcome, GameError> {
        if let Some(skipped) = self.pick_up(from, time)? {
            return Ok(StepOutcome::Played(skipped));
        }
        let promotes = self.pos.promotes(from, to);
        // An unseen piece that is no pawn on the last rank ignores the letter.
        let action = self.pos.as_written(
            Action::Move {
                from,
                to,
                promotion,
            },
            unseen,
        );
        if self.pos.is_legal(action) {
            self.commit(action, time);
            return Ok(StepOutcome::Played(action));
        }
        if promotes && promotion.is_none() {
            let us = self.turn();
            if self.variant() == Variant::Incerto {
                self.info[from.index()].known_by.add(us);
            } else if self.pos.is_hidden(from) {
                // Hidden Chess: it arrives and shows itself a pawn, to both players.
                self.info[from.index()].known_by = KnownBy::BOTH;
            }
            self.pending = Some(Pending::Promotion { from, to });
            return Ok(StepOutcome::ChoosePromotion);
        }
        // Let the position explain why.
        Err(self
            .pos
            .play(action)
            .err()
            .map_or(GameError::IllegalMove(action), GameError::Illegal))
    }

    /// Whether the piece of the side to move on `from` has an identity its owner has not
    /// seen (an unseen Incerto disc, a Hidden Chess face-down piece).
    fn unseen_by_mover(&self, from: Square) -> bool {
        let us = self.turn();
        self.pos.color_at(from) == Some(us) && !self.info[from.index()].known_by.contains(us)
    }

    /// Completes a pending promotion.
    pub fn promote(&mut self, role: Role, time: Option<u64>) -> Result<Action, GameError> {
        self.check_open()?;
        let Some(Pending::Promotion { from, to }) = self.pending else {
            return Err(GameError::NothingPending);
        };
        let action = Action::Move {
            from,
            to,
            promotion: Some(role),
        };
        if !self.pos.is_legal(action) {
            return Err(GameError::BadPromotion(role));
        }
        self.commit(action, time);
        Ok(action)
    }

    /// Plays a complete action in one step (bots, records): `b1c3`, `@a1`, `e7e8q`. In
    /// Incerto the named disc is picked up first, as by [`Game::move_piece`]. A move of a
    /// piece its owner has not seen is judged as [`Game::move_piece`] judges it: a letter
    /// is ignored unless the piece proves a pawn on the last rank, and such a pawn moved
    /// without a letter leaves the promotion pending (see [`Game::pending`]).
    pub fn play(&mut self, action: Action, time: Option<u64>) -> Result<(), GameError> {
        self.check_open()?;
        match self.pending {
            Some(Pending::Selected(s)) if action.from() != s => {
                return Err(GameError::MustMoveSelected(s))
            }
            Some(Pending::Promotion { from, to })
                if action.from() != from || action.to() != Some(to) =>
            {
                return Err(GameError::PromotionPending)
            }
            _ => {}
        }
        // A letter that is no promotion piece of this game is refused before a disc is
        // picked up, whatever the piece is.
        if let Action::Move {
            promotion: Some(r), ..
        } = action
        {
            if !self.variant().promotion_roles().contains(&r) {
                return Err(GameError::BadPromotion(r));
            }
        }
        let unseen = self.unseen_by_mover(action.from());
        if let Some(skipped) = self.pick_up(action.from(), time)? {
            return if skipped == action {
                Ok(())
            } else {
                Err(GameError::Illegal(IllegalAction {
                    action,
                    reason: IllegalKind::Skipped.reason(),
                }))
            };
        }
        if let (
            true,
            Action::Move {
                from,
                to,
                promotion,
            },
        ) = (unseen, action)
        {
            // Judged by what the mover knew, as in `move_piece`; a face-down Hidden Chess
            // piece that proves a pawn on the last rank without a letter leaves the
            // promotion pending.
            return self
                .move_judged(from, to, promotion, time, true)
                .map(|_| ());
        }
        self.pos.play(action)?;
        self.commit(action, time);
        Ok(())
    }

    /// Incerto: a disc named by a move is picked up first (revealed to its owner, and
    /// committed), as at the board, whether or not the move then proves legal. Otherwise
    /// trying moves would tell a player what an unseen disc is without paying for it.
    /// Returns the skip if the disc turned out to have no move.
    fn pick_up(&mut self, from: Square, time: Option<u64>) -> Result<Option<Action>, GameError> {
        if self.variant() != Variant::Incerto
            || self.pending.is_some()
            || self.pos.color_at(from) != Some(self.turn())
        {
            return Ok(None);
        }
        match self.select_at(from, time)? {
            StepOutcome::Played(skip) => Ok(Some(skip)),
            _ => Ok(None),
        }
    }

    /// Parses and plays an action string.
    pub fn play_str(&mut self, s: &str, time: Option<u64>) -> Result<(), GameError> {
        let action = Action::parse(self.variant(), s)?;
        self.play(action, time)
    }

    /// Updates knowledge, plays the (legal) action and judges the result.
    fn commit(&mut self, action: Action, time: Option<u64>) {
        let us = self.turn();
        let variant = self.variant();
        let capture = self.pos.capture_of(action);
        let mut castled = false;
        let mut facts = self.facts_before(action);
        match action {
            Action::Flip(sq) => {
                self.info[sq.index()].known_by = KnownBy::BOTH;
                facts.role_known = KnownBy::BOTH;
            }
            Action::Skip(sq) => {
                self.info[sq.index()].known_by.add(us);
                facts.role_known = self.info[sq.index()].known_by;
            }
            Action::Move {
                from,
                to,
                promotion,
            } => {
                let mut mover = self.info[from.index()];
                mover.known_by.add(us);
                if self.pos.is_hidden(from) && variant.hiding() == Hiding::Disguised {
                    mover.known_by = KnownBy::BOTH;
                }
                if let Some(c) = capture {
                    let mut victim = self.info[c.square.index()];
                    if variant == Variant::Incerto {
                        // Both discs are shown to both players.
                        mover.known_by = KnownBy::BOTH;
                        victim.known_by = KnownBy::BOTH;
                    } else if c.was_hidden && variant.hiding() == Hiding::Disguised {
                        // Only the capturer learns what the face-down piece was.
                        victim.known_by.add(us);
                    } else {
                        victim.known_by = KnownBy::BOTH;
                    }
                    facts.captured = Some((c.piece.role, victim.known_by));
                    self.captured.push(CapturedPiece {
                        piece: c.piece,
                        info: victim,
                        by: us,
                    });
                    self.info[c.square.index()] = PieceInfo::UNKNOWN;
                }
                // What the piece was is known to whoever knows it now; a promotion tells
                // both players it was a pawn ([D] RULES.md §1).
                facts.role_known = if promotion.is_some() {
                    KnownBy::BOTH
                } else {
                    mover.known_by
                };
                facts.revealed = if variant == Variant::Incerto {
                    !self.info[from.index()].known_by.contains(!us) && mover.known_by.contains(!us)
                } else {
                    self.pos.is_hidden(from)
                };
                if promotion.is_some() {
                    mover.promoted = true;
                    if variant == Variant::Incerto {
                        // The event is public, the new piece is the mover's secret.
                        mover.known_by = KnownBy::only(us);
                    }
                }
                // A castling's corner piece shows itself as it lands.
                if let Some((corner, dest)) = self.pos.castling_corner(action) {
                    castled = true;
                    facts.corner = self.pos.piece_at(corner).map(|p| p.role);
                    let mut c = self.info[corner.index()];
                    c.known_by = KnownBy::BOTH;
                    self.info[corner.index()] = PieceInfo::UNKNOWN;
                    self.info[dest.index()] = c;
                }
                facts.promoted_known = mover.known_by;
                self.info[from.index()] = PieceInfo::UNKNOWN;
                self.info[to.index()] = mover;
            }
        }
        self.pos.play_unchecked(action);
        facts.check = self.pos.is_check();
        self.history.push(Played {
            action,
            time,
            color: us,
            captured: capture.map(|c| c.piece),
            castled,
            facts,
        });
        self.pending = None;
        if self.draw_offer == Some(!us) {
            // An offer lapses when the other player moves instead of answering.
            self.draw_offer = None;
        }
        if self.pos.halfmoves() == 0 {
            self.keys.clear();
        }
        self.keys.push(RepetitionKey::of(&self.pos));
        self.outcome = self.rule_outcome();
        if self.outcome.is_some() {
            // An offer ends with the game.
            self.draw_offer = None;
        }
        if let (
            Some(Outcome::Win {
                reason: WinReason::Checkmate,
                ..
            }),
            Some(last),
        ) = (self.outcome, self.history.last_mut())
        {
            last.facts.mate = true;
        }
    }

    /// The facts of `action` that the position before it holds: the acting piece, what it
    /// moves as, and the pieces that could have made the same move (the rest is filled in
    /// by [`Game::commit`] as knowledge changes).
    fn facts_before(&self, action: Action) -> Facts {
        let from = action.from();
        let pos = &self.pos;
        let moved_as = match action {
            Action::Move { .. } => pos.mover_role_at(from),
            _ => None,
        };
        let mut rivals = Bitboard::EMPTY;
        let mut rivals_known = [Bitboard::EMPTY; 2];
        if let (Some(to), Some(role)) = (action.to(), moved_as) {
            if role != Role::Pawn {
                for a in pos.legal_actions() {
                    let other = a.from();
                    if a.to() == Some(to)
                        && other != from
                        && !rivals.contains(other)
                        && pos.mover_role_at(other) == Some(role)
                    {
                        rivals.set(other);
                        for c in Color::ALL {
                            if self.info[other.index()].known_by.contains(c) {
                                rivals_known[c.index()].set(other);
                            }
                        }
                    }
                }
            }
        }
        Facts {
            role: pos.piece_at(from).map_or(Role::Pawn, |p| p.role),
            role_known: self.info[from.index()].known_by,
            moved_as,
            revealed: matches!(action, Action::Flip(_)),
            captured: None,
            promoted_known: KnownBy::NOBODY,
            corner: None,
            rivals,
            rivals_known,
            check: false,
            mate: false,
        }
    }

    /// The result the rules impose on the current position, if any.
    fn rule_outcome(&self) -> Option<Outcome> {
        let pos = &self.pos;
        let variant = pos.variant();
        if let Some(loser) = pos.king_captured() {
            return Some(Outcome::Win {
                winner: !loser,
                reason: WinReason::KingCaptured,
            });
        }
        if variant.check_rules() && pos.legal_actions().is_empty() {
            return Some(if pos.is_check() {
                Outcome::Win {
                    winner: !pos.turn(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw {
                    reason: DrawReason::Stalemate,
                }
            });
        }
        if let Some(last) = self.keys.last() {
            let seen = self.keys.iter().filter(|k| *k == last).count();
            if seen >= variant.repetitions() {
                return Some(Outcome::Draw {
                    reason: DrawReason::Repetition,
                });
            }
        }
        if pos.halfmoves() >= variant.draw_turns() {
            return Some(Outcome::Draw {
                reason: DrawReason::TurnRule,
            });
        }
        if variant.check_rules() && self.insufficient_material() {
            return Some(Outcome::Draw {
                reason: DrawReason::InsufficientMaterial,
            });
        }
        None
    }

    /// RULES.md §2–§3: king against king, or king and one bishop or one knight against a
    /// bare king, everything face up. (K+N v K+N and the like play on: mate is possible.)
    fn insufficient_material(&self) -> bool {
        let pos = &self.pos;
        if pos.hidden().any() {
            return false;
        }
        let others = pos.occupied() - pos.by_role(Role::King);
        let minors = pos.by_role(Role::Bishop) | pos.by_role(Role::Knight);
        !others.more_than_one() && (others - minors).is_empty()
    }

    /// Whether `color` has mating material, for a time forfeit (RULES.md §3): anything
    /// beyond a king with at most one bishop or knight. A face-down piece could be anything, so it counts as mating material; judging
    /// by public facts only keeps the referee from announcing a hidden identity.
    fn can_mate(&self, color: Color) -> bool {
        let pos = &self.pos;
        let ours = pos.by_color(color);
        if (ours & pos.hidden()).any() {
            return true;
        }
        let minors = ours & (pos.by_role(Role::Bishop) | pos.by_role(Role::Knight));
        let others = ours - minors - pos.by_role(Role::King);
        others.any() || minors.more_than_one()
    }

    /// Ends the game; a standing draw offer ends with it.
    pub(crate) fn set_outcome(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
        self.draw_offer = None;
    }

    /// Draw offers and answers wait while a promotion is pending: the move is committed, so
    /// the turn ends only with the choice of piece.
    fn check_no_promotion(&self) -> Result<(), GameError> {
        match self.pending {
            Some(Pending::Promotion { .. }) => Err(GameError::PromotionPending),
            _ => Ok(()),
        }
    }

    /// `color` offers a draw; it stands until the opponent answers or moves.
    pub fn offer_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.check_open()?;
        self.check_no_promotion()?;
        self.draw_offer = Some(color);
        Ok(())
    }

    /// `color` accepts the opponent's standing offer: the game is drawn.
    pub fn accept_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.answer_draw(color)?;
        self.set_outcome(Outcome::Draw {
            reason: DrawReason::Agreement,
        });
        Ok(())
    }

    /// `color` declines the opponent's standing offer.
    pub fn decline_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.answer_draw(color)
    }

    /// Clears the opponent's standing offer that `color` answers.
    fn answer_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.check_open()?;
        self.check_no_promotion()?;
        match self.draw_offer {
            None => Err(GameError::NoDrawOffer),
            Some(c) if c == color => Err(GameError::OwnDrawOffer),
            Some(_) => {
                self.draw_offer = None;
                Ok(())
            }
        }
    }

    /// `color` resigns: the opponent wins.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.check_open()?;
        self.set_outcome(Outcome::Win {
            winner: !color,
            reason: WinReason::Resignation,
        });
        Ok(())
    }

    /// `color`'s clock ran out (clocks are the caller's). The opponent wins, unless in the
    /// 8×8 games it has no mating material; in Incerto any piece can take a king.
    pub fn time_forfeit(&mut self, color: Color) -> Result<(), GameError> {
        self.check_open()?;
        self.set_outcome(self.time_forfeit_outcome(color));
        Ok(())
    }

    /// What `color`'s flag falling means here (records check a claimed one against it).
    pub(crate) fn time_forfeit_outcome(&self, color: Color) -> Outcome {
        if self.variant().check_rules() && !self.can_mate(!color) {
            Outcome::Draw {
                reason: DrawReason::TimeoutVsInsufficientMaterial,
            }
        } else {
            Outcome::Win {
                winner: !color,
                reason: WinReason::TimeForfeit,
            }
        }
    }

    /// Takes back the last `turns` complete turns by replaying the rest from the start (a
    /// practice feature against the computer). Refused once the game is over, and while a
    /// turn is half done: an Incerto selection and a move waiting for its promotion piece
    /// are committed, and taking them back would make a seen identity a free look.
    pub fn undo(&mut self, turns: usize) -> Result<(), GameError> {
        self.check_open()?;
        match self.pending {
            Some(Pending::Selected(sq)) => return Err(GameError::MustMoveSelected(sq)),
            Some(Pending::Promotion { .. }) => return Err(GameError::PromotionPending),
            None => {}
        }
        if turns == 0 || self.history.is_empty() {
            return Err(GameError::NothingToUndo);
        }
        let keep = self.history.len().saturating_sub(turns);
        let history: Vec<Played> = self.history[..keep].to_vec();
        let mut g = self.restarted();
        for p in history {
            // These were legal before, so they are now.
            g.play(p.action, p.time)?;
        }
        *self = g;
        Ok(())
    }

    /// The same game from its first position, no actions played.
    fn restarted(&self) -> Game {
        let mut g = Game::from_position(self.start.clone());
        g.seed = self.seed;
        g.info = self.start_info;
        g.start_info = self.start_info;
        g
    }
}

#[cfg(test)]
mod tests;

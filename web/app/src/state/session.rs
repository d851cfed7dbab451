//! The game in progress (or just finished) and how it is shown: who holds the device, the
//! replay cursor, the person's tentative pick, the hand-over, and the views derived from
//! it all (`Shown`). Questions about the session (may the person act, may they undo, is the
//! game at stake) are answered here.

use super::clock::Clocks;
use super::seat::{Mode, Seat};
use super::settings::{Level, NewGame};
use super::shown::{Shown, ShownKey};
use incerto_engine::bot::Hints;
use incerto_engine::{Color, Game, GameError, Pending, Square, Variant};
use std::rc::Rc;

/// A game with a revision number that changes whenever the game does, so the state can be
/// compared cheaply (the engine's `Game` has no equality) and effects can key on it. The
/// game is shared: cloning the state for a change that does not touch it is cheap.
#[derive(Clone, Debug)]
pub struct Tracked {
    pub game: Rc<Game>,
    pub rev: u64,
}

impl PartialEq for Tracked {
    fn eq(&self, other: &Self) -> bool {
        self.rev == other.rev
    }
}

/// Draw-offer messages for the panel (not notices: they belong to the game).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawNote {
    /// The computer declined the person's offer.
    Declined,
    /// The person offered the computer a draw; the answer is on its way.
    Offered,
    /// Pass-and-play: the offer will be put to the other player at the hand-over.
    OfferedToHuman,
}

/// Why the undo button is disabled while a turn is half-done.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UndoBlock {
    /// An Incerto disc is picked up: it has been seen and must move.
    Selected,
    /// A pawn has reached the last rank and waits for its new piece.
    Promotion,
}

/// The game in progress (or just finished) and how it is shown.
#[derive(Clone, PartialEq, Debug)]
pub struct Session {
    pub tracked: Tracked,
    pub mode: Mode,
    pub seed: u64,
    /// Replay: the number of actions shown; `None` is the live position.
    pub cursor: Option<usize>,
    /// The piece the person has picked on the screen, where the engine holds no selection
    /// (see `input`): nothing is committed by it.
    pub pick: Option<Square>,
    /// Pass-and-play: the board is hidden until this player takes the device.
    pub handover: Option<Color>,
    /// Whose view the board shows: the person against the computer, or whoever holds the
    /// device in pass-and-play.
    pub device: Color,
    /// After the game: show every piece (the all-seeing view).
    pub reveal_all: bool,
    pub info: Option<DrawNote>,
    /// Belief hints and the views they were computed for (shown only while those views
    /// are: `hints`).
    pub belief: Option<(ShownKey, Rc<Hints>)>,
    /// The views of all this, for the screens; kept up to date by `refresh`.
    pub shown: Shown,
    /// Why the typed-move box's last step was refused (cleared by any change to the game).
    pub typed_error: Option<GameError>,
    /// The game's clocks, if it is played with them.
    pub clocks: Option<Clocks>,
    /// How many actions had been played when the clocks were last brought up to date (see
    /// `AppState::sync_clocks`): a new one ends its mover's time.
    pub clock_plies: usize,
}

impl Session {
    pub fn new(game: Game, mode: Mode, seed: u64, rev: u64) -> Session {
        let device = mode.person().unwrap_or(game.turn());
        let key = ShownKey {
            rev,
            viewer: Some(device),
            cursor: None,
        };
        let game_len = game.history().len();
        Session {
            shown: Shown::of(&game, key),
            tracked: Tracked {
                game: Rc::new(game),
                rev,
            },
            mode,
            seed,
            cursor: None,
            pick: None,
            handover: None,
            device,
            reveal_all: false,
            info: None,
            typed_error: None,
            clock_plies: game_len,
            clocks: None,
            belief: None,
        }
    }

    /// The session with these clocks (stopped: they start when the game is on screen).
    pub fn with_clocks(mut self, clocks: Option<Clocks>) -> Session {
        self.clocks = clocks.map(|c| Clocks { running: None, ..c });
        self
    }

    pub fn game(&self) -> &Game {
        &self.tracked.game
    }

    /// The game, to change it; the caller gives it a new revision (`AppState::with_game`).
    pub fn game_mut(&mut self) -> &mut Game {
        Rc::make_mut(&mut self.tracked.game)
    }

    /// Recomputes the views if what they show changed (the game, the viewer, the replay).
    pub fn refresh(&mut self) {
        let key = ShownKey {
            rev: self.tracked.rev,
            viewer: (!(self.reveal_all && self.is_over())).then_some(self.device),
            cursor: self.cursor,
        };
        self.shown.refresh(&self.tracked.game, key);
    }

    pub fn variant(&self) -> Variant {
        self.game().variant()
    }

    pub fn is_over(&self) -> bool {
        self.game().is_over()
    }

    /// The seat at `color`'s side: who plays it, and so where its steps come from.
    pub fn seat(&self, color: Color) -> Seat {
        self.mode.seat(color)
    }

    /// The colour of the one person at this device, when the other side is not here.
    pub fn human(&self) -> Option<Color> {
        self.mode.person()
    }

    /// The side to move and its seat while the game waits for a step from outside the
    /// page's input (the computer's worker): `None` while a person here is to act, or
    /// after the result.
    pub fn awaited(&self) -> Option<(Color, Seat)> {
        let turn = self.game().turn();
        let seat = self.seat(turn);
        (!self.is_over() && !seat.is_here()).then_some((turn, seat))
    }

    /// The belief hints of the board's view, if the computer's worker has computed them for
    /// what is shown now (never stale ones: a disc may have moved since).
    pub fn hints(&self) -> Option<&Rc<Hints>> {
        self.belief
            .as_ref()
            .filter(|(key, _)| *key == self.shown.key())
            .map(|(_, h)| h)
    }

    /// The computer's level, if it plays.
    pub fn level(&self) -> Option<Level> {
        self.seats().find_map(|(_, seat)| match seat {
            Seat::Computer(level) => Some(level),
            Seat::Here => None,
        })
    }

    /// The computer's colour, if it plays.
    pub fn computer(&self) -> Option<Color> {
        self.seats()
            .find_map(|(c, seat)| matches!(seat, Seat::Computer(_)).then_some(c))
    }

    /// Both sides' seats, White's first.
    pub fn seats(&self) -> impl Iterator<Item = (Color, Seat)> {
        let mode = self.mode;
        [Color::White, Color::Black]
            .into_iter()
            .map(move |c| (c, mode.seat(c)))
    }

    /// The person looking at the board may act now.
    pub fn can_act(&self) -> bool {
        self.cursor.is_none()
            && self.handover.is_none()
            && !self.is_over()
            && self.game().turn() == self.device
            && self.seat(self.device).is_here()
    }

    /// The square the board shows selected and where that piece can go, when the person
    /// may act (nothing while replaying or waiting).
    pub fn marks(&self) -> (Option<Square>, Vec<Square>) {
        if !self.can_act() {
            return (None, Vec::new());
        }
        let offer = &self.shown.offer;
        (
            offer.selection(self.pick),
            offer.targets(self.pick).to_vec(),
        )
    }

    /// Nobody has done anything yet: no action, no disc picked up, no offer. Such a game
    /// holds nothing to lose (and nobody has seen anything of its deal).
    pub fn untouched(&self) -> bool {
        let g = self.game();
        g.history().is_empty() && g.pending().is_none() && g.draw_offer().is_none()
    }

    /// Leaving this game would lose something: it is under way and not finished. A link or
    /// a button asks before replacing such a game, and keeps it aside if the person leaves.
    pub fn at_stake(&self) -> bool {
        !self.is_over() && !self.untouched()
    }

    /// This game was dealt from `new`'s variant and seed.
    pub fn same_deal(&self, new: &NewGame) -> bool {
        self.variant() == new.variant && self.seed == new.seed
    }

    /// Why undo is not possible now, if it is offered at all: `Some(reason)` while a turn is
    /// half-done (an Incerto disc picked up, a promotion waiting for its piece). Undo is
    /// a practice aid against the computer only, and takes back whole turns: never a
    /// standing selection, whose identity has been seen (\[D\] RULES.md §1).
    pub fn undo_blocked(&self) -> Option<UndoBlock> {
        match self.game().pending() {
            Some(Pending::Selected(_)) => Some(UndoBlock::Selected),
            Some(Pending::Promotion { .. }) => Some(UndoBlock::Promotion),
            None => None,
        }
    }

    /// Whether the undo button is shown at all: against a seat that allows it (the
    /// computer), while the game is on. Not in pass-and-play (the opponent is a person who
    /// saw the move) and never after the result (the game, and after "Show all pieces"
    /// every identity, is settled).
    pub fn offers_undo(&self) -> bool {
        self.human().is_some_and(|h| self.seat(!h).allows_undo()) && !self.is_over()
    }

    /// How many actions undo takes back: to just before the person's last action, so it
    /// is their turn again (their turn and the computer's reply, if any). `None` when
    /// undo is not possible now.
    pub fn undo_actions(&self) -> Option<usize> {
        if !self.offers_undo() || self.undo_blocked().is_some() {
            return None;
        }
        let human = self.human()?;
        let h = self.game().history();
        let last = h.iter().rposition(|p| p.color == human)?;
        Some(h.len() - last)
    }

    /// Against the computer: whether a whole turn of the person can be taken back now.
    pub fn can_undo(&self) -> bool {
        self.undo_actions().is_some()
    }
}

//! The messages that change the state: what the person did, what a link asked for, what
//! the computer answered. Each is handled by one method of `AppState` (see `reduce`).

use super::clock::TimeControl;
use super::games::Target;
use super::settings::{Level, NewGame, Opponent, SideChoice};
use super::shown::ShownKey;
use super::turns::Replay;
use incerto_engine::bot::Hints;
use incerto_engine::{Role, Square, Step, Variant};
use incerto_ui::i18n::{Key, Lang};
use std::rc::Rc;

#[derive(Clone, PartialEq, Debug)]
pub enum Msg {
    SetLang(Lang),
    SetVariant(Variant),
    SetOpponent(Opponent),
    SetSide(SideChoice),
    SetLevel(Level),
    SetSeedText(String),
    /// The new-game form's Start: like a link, it asks before replacing a game at stake.
    Start(NewGame),
    /// Resume a kept game (asking first if the current one is at stake).
    ResumeKept(u64),
    /// The answer to "Leave the current game?": leave it (kept aside) for what was asked.
    Leave,
    /// The answer to "Leave the current game?": keep playing it.
    Stay,
    ShowNewGame,
    ContinueGame,
    Navigate(Target),
    /// A click or tap on a board square.
    Square(Square),
    /// A drag from one square to another.
    Drag(Square, Square),
    /// Hidden Random Chess: flip the picked face-down piece.
    FlipPicked,
    Promote(Role),
    /// A step from the seat to move that is not a person here (the computer's worker),
    /// for the game at revision `rev` (stale answers are dropped; `state::seat`).
    Arrived {
        rev: u64,
        step: Option<Step>,
    },
    /// The computer could not answer for the game at revision `rev` (its worker did not
    /// load or stopped); the detail is technical, in English.
    BotFailed {
        rev: u64,
        detail: String,
    },
    /// The answer of the seat a person here offered a draw to (the computer's), for the
    /// game at revision `rev`.
    DrawAnswer {
        rev: u64,
        accept: bool,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    Undo,
    Replay(Replay),
    /// The board turned round (remembered, as every setting).
    FlipBoard,
    ToggleCoordinates,
    /// The game's sounds on or off, and their volume (0 to 100); remembered.
    ToggleSound,
    SetVolume(u8),
    /// Belief hints on or off (remembered).
    ToggleHints,
    /// The computer's worker computed the hints of the views shown for `key`.
    Hints {
        key: ShownKey,
        hints: Rc<Hints>,
    },
    RevealAll,
    HandoverContinue,
    /// After the result: the same setup with a new shuffle, from this fresh seed (drawn by
    /// the caller, so the reducer stays deterministic).
    Rematch(u64),
    /// After the result: the same deal again, from the finished game's seed (both players
    /// may know the deal by then: it is a labelled choice, never the default).
    ReplayDeal,
    Dismiss(u64),
    /// The new-game form's clock: none, or this time control.
    SetClock(Option<TimeControl>),
    /// The form's minutes and increment (a clock, if one is chosen, takes them).
    SetClockFields(TimeControl),
    /// The typed-move box's text.
    Typed(String),
    /// A saved game's record to open; `coin` decides a random side for an unfinished one.
    OpenRecord {
        text: String,
        coin: bool,
    },
    /// "Open" with neither a file nor a text.
    OpenNothing,
    /// The clocks brought up to this moment (page milliseconds).
    Clock(f64),
    /// The page was hidden or shown again, at this moment.
    PageHidden {
        hidden: bool,
        now: f64,
    },
    /// "Analyse" the finished game: the analysis page's screen (web/analysis).
    Analyse,
    /// A notice (the lessons page's: a lesson link it cannot read, progress reset).
    Notify {
        key: Key,
        detail: Option<String>,
    },
    /// A stored value that could not be read, and where it is kept (the lessons' progress).
    NotifyUnread {
        key: Key,
        unread: incerto_ui::storage::Unread,
    },
}

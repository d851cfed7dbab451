//! The messages that change the state: what the person did, what a link asked for, what
//! the computer answered. Each is handled by one method of `AppState` (see `reduce`).

use super::games::Target;
use super::learn::LearnMsg;
use super::settings::{NewGame, Opponent, SideChoice};
use super::turns::Replay;
use crate::i18n::Lang;
use incerto_engine::{Role, Square, Step, Variant};

#[derive(Clone, PartialEq, Debug)]
pub enum Msg {
    SetLang(Lang),
    SetVariant(Variant),
    SetOpponent(Opponent),
    SetSide(SideChoice),
    SetLevel(u8),
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
    /// The computer's step, for the game at revision `rev` (stale answers are dropped).
    Bot {
        rev: u64,
        step: Option<Step>,
    },
    /// The computer's answer to the person's draw offer.
    BotDrawAnswer {
        rev: u64,
        accept: bool,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    Undo,
    Replay(Replay),
    FlipBoard,
    ToggleCoordinates,
    RevealAll,
    HandoverContinue,
    /// After the result: the same setup with a new shuffle, from this fresh seed (drawn by
    /// the caller, so the reducer stays deterministic).
    Rematch(u64),
    /// After the result: the same deal again, from the finished game's seed (both players
    /// may know the deal by then: it is a labelled choice, never the default).
    ReplayDeal,
    Dismiss(u64),
    /// The Learn screen: its lessons arrived, or the learner did something.
    Learn(LearnMsg),
}

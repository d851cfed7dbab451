//! The app's one state and everything that changes it. One idea per file:
//!
//! - `settings` — the new-game form's choices (remembered) and the game they describe;
//! - `seat` — the game's setup and who plays each side (the person here, the computer);
//! - `session` — the game being played and how it is shown, with its questions
//!   (may the person act, may they undo, is the game at stake);
//! - `shown` — the views the screens draw, derived once per change;
//! - `input` — the board's input as pure transitions (one selection concept);
//! - `games` — which game is on: links, kept games, the leave question;
//! - `turns` — changes to the game: steps, offers, undo, replay, hand-over;
//! - `msg` — the messages; `reduce` — the reducer, one line per message;
//! - `context` — the context type and the callbacks that send messages.
//!
//! The Learn screen's own state (the lessons) is the lessons page's (web/learn), the
//! finished game's analysis the analysis page's (web/analysis): each shares this one for
//! the settings, the game and the notices.
//!
//! The reducer is pure: storage, the computer's thinking, timers and randomness happen in
//! effects (hooks.rs) and callbacks (context.rs), which send their results here.

pub mod clock;
mod context;
mod games;
pub mod input;
mod msg;
mod reduce;
mod seat;
mod session;
mod settings;
pub mod share;
mod shown;
mod turns;
pub mod typed;

#[cfg(test)]
mod tests;

pub use context::{open_record, rematch, set_lang, start, AppContext, Dispatch, Send};
pub use games::{Kept, Leave, Target, MAX_KEPT};
pub use msg::Msg;
pub use seat::{Mode, Seat};
pub use session::{DrawNote, Session, Tracked, UndoBlock};
pub use settings::{
    level_code, parse_level, Level, NewGame, Opponent, Settings, SideChoice, Strength,
    DEFAULT_CLOCK, DEFAULT_VOLUME, LEVELS,
};
pub use shown::recent_skips;
pub use turns::Replay;

use incerto_engine::GameError;
use incerto_ui::i18n::Key;
use incerto_ui::storage::Unread;

/// Which screen is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    NewGame,
    Play,
    /// The lessons page's Learn screen (web/learn): the app's page shows it by loading
    /// that page.
    Learn,
    /// The finished game with its analysis: the analysis page's (web/analysis), which the
    /// app's page loads for it.
    Analysis,
}

/// A message at the top of the page until the person closes it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Notice {
    pub id: u64,
    pub key: Key,
    /// Technical detail (for example the engine's reason a record was refused), in English.
    pub detail: Option<String>,
    /// A refused step: the notice says why in the person's language (`i18n::refusal`).
    pub error: Option<GameError>,
    /// A stored value that could not be read: the key that keeps it (named in the notice,
    /// offered for download).
    pub kept: Option<String>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct AppState {
    pub settings: Settings,
    /// The seed field of the new-game form (not remembered: a link or the person sets it).
    pub seed_text: String,
    pub screen: Screen,
    pub session: Option<Session>,
    /// Games left unfinished, newest first.
    pub kept: Vec<Kept>,
    /// A request that would replace the game at stake, until the person answers.
    pub asking: Option<Leave>,
    pub notices: Vec<Notice>,
    /// Source of revision numbers and notice ids: every one is new.
    pub counter: u64,
    /// The page is hidden (another tab, a locked phone): the clocks stand still.
    pub page_hidden: bool,
}

impl AppState {
    pub fn new(settings: Settings) -> AppState {
        AppState {
            settings,
            seed_text: String::new(),
            screen: Screen::NewGame,
            session: None,
            kept: Vec::new(),
            asking: None,
            notices: Vec::new(),
            counter: 1,
            page_hidden: false,
        }
    }

    /// A number never used before (revisions, notice and kept-game ids).
    fn next(&mut self) -> u64 {
        self.counter += 1;
        self.counter
    }

    /// A notice (`detail`: technical, in English).
    pub fn notify(&mut self, key: Key, detail: Option<String>) {
        self.push_notice(key, detail, None, None);
    }

    /// A stored value that could not be read: `key` says what it was, unless a newer
    /// release wrote it (then it is kept for that release, whatever it was).
    pub fn notify_unread(&mut self, key: Key, unread: Unread) {
        let key = if unread.newer { Key::StoredNewer } else { key };
        let why = Some(unread.why).filter(|w| !w.is_empty());
        self.push_notice(key, why, None, Some(unread.key));
    }

    /// A refused step, said in the person's language, the engine's English behind it.
    pub fn notify_refusal(&mut self, error: GameError) {
        self.push_notice(
            Key::ActionRefused,
            Some(error.to_string()),
            Some(error),
            None,
        );
    }

    #[cfg(test)]
    pub fn refusal_for_test(&mut self, error: GameError) {
        self.notify_refusal(error);
    }

    /// A new notice replaces an older one of the same kind (the same message about the
    /// same stored value, if any): eleven bad links leave one notice.
    fn push_notice(
        &mut self,
        key: Key,
        detail: Option<String>,
        error: Option<GameError>,
        kept: Option<String>,
    ) {
        let id = self.next();
        self.notices.retain(|n| n.key != key || n.kept != kept);
        self.notices.push(Notice {
            id,
            key,
            detail,
            error,
            kept,
        });
    }
}

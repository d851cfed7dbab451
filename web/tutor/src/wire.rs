//! The messages between the app and the lessons' Web Worker. The worker holds the
//! lessons, the engine and the lesson being taught; the app sends what the person did
//! ([`Request`]) and draws what comes back ([`Reply`]): a [`Frame`] says everything the
//! lesson player shows — the learner's board (their view's pieces and marks, never more),
//! the texts in every language, the feedback and what happened — so the app needs no
//! lesson logic of its own, and the lessons cost nothing to people who only play.
//!
//! On the way they are text in the small format of `tape.rs`, written and read by hand
//! in `wire/codec.rs`: serde's derived readers for these types cost the app's first download about
//! 80 KB of wasm, these a few. `tests/tutor.rs` checks that every message reads back.

mod build;
mod codec;

use super::tutor::{By, Tone, TutorMsg};
use super::{State, Text};
use incerto_engine::{ActionKind, Color, PieceView, Role, Square, Variant};

/// What the app asks of the worker.
#[derive(Clone, PartialEq, Debug)]
pub enum Request {
    /// Show a game's lessons (`lesson: None`) or one step of a lesson (ids or 1-based
    /// numbers; `step: None` is the first). `progress` is what the app stored (`None`:
    /// nothing); the worker keeps its copy up to date from then on. `single`: only this
    /// step (the embed's `single=1`).
    Open(Open),
    /// Something the learner did in the lesson shown.
    Tutor { msg: TutorMsg },
}

/// What [`Request::Open`] asks for.
#[derive(Clone, PartialEq, Debug)]
pub struct Open {
    pub game: Variant,
    pub lesson: Option<String>,
    pub step: Option<String>,
    pub single: bool,
    pub progress: Option<String>,
}

/// What the worker answers.
#[derive(Clone, PartialEq, Debug)]
pub enum Reply {
    /// The worker has started: messages sent from now on are answered.
    Ready,
    /// A step of a lesson, with the game's lessons beside it.
    Lesson {
        frame: Box<Frame>,
        index: Index,
        store: Store,
    },
    /// A game's lessons, no lesson open.
    Index { index: Index, store: Store },
    /// The lesson or step asked for does not exist (`what`: `lesson` or `step`).
    Missing {
        what: String,
        index: Index,
        store: Store,
    },
    /// The lessons could not be loaded or read (English, for a detail line).
    Failed { why: String },
}

/// Progress to store, when it changed.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Store {
    /// The progress value to store (`incerto.lessons.v1`), when it changed.
    pub progress: Option<String>,
    /// The stored progress could not be read and was started afresh.
    pub reset: bool,
}

/// Where a lesson stands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Phase {
    Explaining,
    Playing,
    Done,
    Failed,
}

impl From<State> for Phase {
    fn from(s: State) -> Phase {
        match s {
            State::Explaining => Phase::Explaining,
            State::Playing => Phase::Playing,
            State::Done => Phase::Done,
            State::Failed => Phase::Failed,
        }
    }
}

/// One step of a lesson, as the player draws it.
#[derive(Clone, PartialEq, Debug)]
pub struct Frame {
    /// The frame's number: every frame the worker sends has a new one (tests wait on it).
    pub rev: u64,
    pub game: Variant,
    /// The lesson's index in the course, id and title.
    pub lesson: usize,
    pub lesson_id: String,
    pub title: Text,
    /// Every step of the lesson: id, task or not, done or not.
    pub steps: Vec<Dot>,
    /// The step's index in the lesson and id.
    pub step: usize,
    pub step_id: String,
    pub text: Text,
    pub phase: Phase,
    pub task: bool,
    /// Only this step (no Back / Next).
    pub single: bool,
    pub board: Board,
    /// An explanation's moves so far (its setup), as the viewer reads them.
    pub moves: Vec<String>,
    pub feedback: Option<Feedback>,
    /// The learner's turns left in this attempt, of how many.
    pub turns_left: u32,
    pub turns: u32,
    /// A scripted reply waits: ask for it with [`TutorMsg::ShowReply`] and this token.
    pub reply_due: Option<u64>,
    /// A promotion waits: the pieces to choose from (empty: none).
    pub promotion: Vec<Role>,
    /// The flip button, for this piece.
    pub flip: Option<Square>,
    /// The lesson's last step is finished: offer what comes next.
    pub finished: bool,
    /// Steps of the lesson still to do.
    pub left: usize,
    /// The next lesson, if any: index and title.
    pub next_lesson: Option<(usize, Text)>,
    /// What happened, newest last (the last few; each has a number).
    pub notes: Vec<NoteOut>,
    /// The live region's words for the last update, in every language.
    pub said: Text,
}

/// A step of the lesson, for the row of step buttons.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Dot {
    pub id: String,
    pub task: bool,
    pub done: bool,
}

/// The board: the learner's view and its marks.
#[derive(Clone, PartialEq, Debug)]
pub struct Board {
    pub files: u32,
    pub ranks: u32,
    /// Whose view it is (at the bottom).
    pub viewer: Color,
    pub pieces: Vec<PieceView>,
    pub selected: Option<Square>,
    pub targets: Vec<Square>,
    pub skipped: Option<Square>,
    pub last_move: Option<(Square, Option<Square>)>,
    pub check: Option<Square>,
    pub highlights: Vec<Square>,
    pub interactive: bool,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Feedback {
    pub tone: Tone,
    pub text: Text,
}

/// Something that happened, numbered: the live region and the embed's host page are told.
#[derive(Clone, PartialEq, Debug)]
pub struct NoteOut {
    pub seq: u64,
    pub kind: NoteKind,
    /// An action: who played it and what the learner saw of it.
    pub action: Option<ActionOut>,
    /// A wrong try: the attempt is over.
    pub restart: bool,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NoteKind {
    Step,
    Action,
    Selected,
    Wrong,
    StepDone,
    LessonDone,
}

/// An action as the learner's view shows it (the embed's `action` message).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ActionOut {
    pub by: By,
    pub color: Color,
    pub notation: String,
    pub kind: ActionKind,
    pub from: Square,
    pub to: Option<Square>,
    pub promotion: bool,
}

/// A game's lessons with the person's progress.
#[derive(Clone, PartialEq, Debug)]
pub struct Index {
    pub game: Variant,
    pub lessons: Vec<Entry>,
    /// Where to go on: the first step not done (`None`: all done).
    pub go_on: Option<GoOn>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Entry {
    pub id: String,
    pub title: Text,
    pub done: usize,
    pub total: usize,
    /// The first step not done (the first step when all are).
    pub first_open: String,
}

#[derive(Clone, PartialEq, Debug)]
pub struct GoOn {
    pub lesson: String,
    pub step: String,
    pub title: Text,
    /// Nothing done yet ("Start" rather than "Continue").
    pub fresh: bool,
}

//! The Learn screen's state and its reducer. The lessons run in their own Web Worker
//! (web/tutor, started by `driver.rs`): this side only keeps what the worker last said
//! (the lesson [`Frame`] and the game's [`Index`]), the address it was asked for, the
//! progress to store, and the requests still to send, which `root.rs` posts as an effect.
//! The settings, the game and the notices are the app's state (`incerto_app::state`).

#[cfg(test)]
mod tests;

use crate::route::LearnTarget;
use incerto_engine::Variant;
use incerto_tutor::tutor::TutorMsg;
use incerto_tutor::wire::{Frame, Index, Open, Reply, Request, Store};
use std::rc::Rc;
use yew::Reducible;

/// Messages to the Learn screen's state.
#[derive(Clone, PartialEq, Debug)]
pub enum LearnMsg {
    /// An address of the Learn screen; the game chosen on the new-game screen stands in
    /// for none.
    Open(LearnTarget, Variant),
    /// The worker's answer.
    Reply(Rc<Reply>),
    /// The worker could not be started, or said something unreadable (English).
    Broken(String),
    /// Something the learner did, for the worker.
    Tutor(TutorMsg),
}

/// Requests kept for the effect that posts them (it remembers the last number it sent;
/// effects run after every change, so older ones are long sent).
const KEEP_REQUESTS: usize = 16;

#[derive(Clone, PartialEq, Debug)]
pub struct Learning {
    /// The game whose lessons are shown.
    pub variant: Variant,
    /// The lesson and step the address asked for, until the worker has shown them.
    pub asked: Option<(String, Option<String>)>,
    /// The lesson shown, as the worker last drew it.
    pub frame: Option<Rc<Frame>>,
    /// The game's lessons with the person's progress.
    pub index: Option<Rc<Index>>,
    /// The address named a lesson or step that does not exist.
    pub missing: bool,
    /// The lessons could not be loaded: why (English, for the detail line).
    pub failed: Option<String>,
    /// The stored progress (`incerto.lessons.v1`), read and written as text: only the
    /// worker reads it.
    pub progress: Option<String>,
    /// Changes when `progress` does (the app then stores it).
    pub progress_rev: u64,
    /// Requests for the worker, numbered.
    pub outbox: Vec<(u64, Request)>,
    sent: u64,
    /// How many times the stored progress could not be read and was started afresh (the
    /// root tells the person each time).
    pub resets: u64,
}

impl Learning {
    pub fn new(variant: Variant, progress: Option<String>) -> Learning {
        Learning {
            variant,
            asked: None,
            frame: None,
            index: None,
            missing: false,
            failed: None,
            progress,
            progress_rev: 0,
            outbox: Vec::new(),
            sent: 0,
            resets: 0,
        }
    }

    fn send(&mut self, request: Request) {
        self.sent += 1;
        self.outbox.push((self.sent, request));
        if self.outbox.len() > KEEP_REQUESTS {
            self.outbox.remove(0);
        }
    }

    /// Asks the worker for what an address names (`default` when it names no game).
    pub fn open(&mut self, target: LearnTarget, default: Variant) {
        self.variant = target.variant.unwrap_or(default);
        self.asked = target.lesson.clone().map(|l| (l, target.step.clone()));
        self.missing = false;
        if target.lesson.is_none() {
            self.frame = None;
        }
        if self.index.as_ref().is_some_and(|i| i.game != self.variant) {
            self.index = None;
            self.frame = None;
        }
        self.send(Request::Open(Open {
            game: self.variant,
            lesson: target.lesson,
            step: target.step,
            single: false,
            progress: self.progress.clone(),
        }));
    }

    /// Takes the worker's answer; returns whether the stored progress had to be reset.
    pub fn update(&mut self, msg: LearnMsg) -> bool {
        match msg {
            LearnMsg::Open(target, default) => {
                self.open(target, default);
                false
            }
            LearnMsg::Tutor(m) => {
                if self.frame.is_some() {
                    self.send(Request::Tutor { msg: m });
                }
                false
            }
            LearnMsg::Broken(why) => {
                self.failed = Some(why);
                false
            }
            LearnMsg::Reply(reply) => match Rc::unwrap_or_clone(reply) {
                Reply::Ready => false,
                Reply::Failed { why } => {
                    self.failed = Some(why);
                    false
                }
                Reply::Lesson {
                    frame,
                    index,
                    store,
                } => {
                    self.asked = None;
                    self.missing = false;
                    self.frame = Some(Rc::new(*frame));
                    self.index = Some(Rc::new(index));
                    self.store(store)
                }
                Reply::Index { index, store } => {
                    self.frame = None;
                    self.index = Some(Rc::new(index));
                    self.store(store)
                }
                Reply::Missing { index, store, .. } => {
                    self.frame = None;
                    self.missing = true;
                    self.index = Some(Rc::new(index));
                    self.store(store)
                }
            },
        }
    }

    fn store(&mut self, store: Store) -> bool {
        if let Some(p) = store.progress {
            self.progress = Some(p);
            self.progress_rev += 1;
        }
        store.reset
    }

    /// The address of what is shown: `#/learn/<game>[/<lesson>/<step>]`.
    pub fn hash(&self) -> String {
        let game = self.variant.name();
        match (&self.asked, &self.frame) {
            (Some((lesson, Some(step))), _) => format!("#/learn/{game}/{lesson}/{step}"),
            (Some((lesson, None)), _) => format!("#/learn/{game}/{lesson}"),
            (None, Some(f)) => format!("#/learn/{game}/{}/{}", f.lesson_id, f.step_id),
            (None, None) => format!("#/learn/{game}"),
        }
    }

    /// Still waiting for the worker's first answer.
    pub fn loading(&self) -> bool {
        self.index.is_none() && self.failed.is_none()
    }
}

/// The reducer: pure, as the app's; the root posts the outbox, stores the progress and
/// tells each reset.
impl Reducible for Learning {
    type Action = LearnMsg;

    fn reduce(self: Rc<Self>, msg: LearnMsg) -> Rc<Self> {
        let mut l = Rc::unwrap_or_clone(self);
        if l.update(msg) {
            l.resets += 1;
        }
        Rc::new(l)
    }
}

//! One Web Worker running the computer (`computer/`), on the pages' worker client
//! (`incerto_ui::worker`): started on first use from `computer_loader.js` (the analysis
//! worker's slot: `analysis_loader.js`), sent JSON
//! requests, its replies routed back by id. A request can be withdrawn; withdrawing one
//! the worker is busy with ends the worker (a search cannot be interrupted from outside),
//! and the next request starts a fresh one from the browser's cached files.

use super::reply::{self, Answer};
use incerto_computer::{Job, Request};
use incerto_ui::worker::{Heard, Link};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::Callback;

/// The computer's worker's entry script, relative to the page (Trunk names a worker's files
/// after its binary, `computer`).
pub const COMPUTER: &str = "computer_loader.js";
/// The analysis worker's (the binary `analysis`).
pub const ANALYSIS: &str = "analysis_loader.js";

/// A worker that may not have started yet, with what waits for it.
pub struct Slot {
    script: &'static str,
    inner: RefCell<Inner>,
}

impl Default for Slot {
    fn default() -> Slot {
        Slot::new(COMPUTER)
    }
}

#[derive(Default)]
struct Inner {
    live: Option<Live>,
    next_id: u64,
}

/// A request sent and not answered.
struct Waiting {
    id: u64,
    text: String,
    reply: Callback<Answer>,
}

/// A started worker and the requests sent to it and not answered.
struct Live {
    link: Link,
    waiting: Vec<Waiting>,
}

impl Slot {
    /// A worker started from `script` on first use.
    pub fn new(script: &'static str) -> Slot {
        Slot {
            script,
            inner: RefCell::default(),
        }
    }

    /// Starts the worker now if it is not running (so its files are loaded before the
    /// first request). Errors are reported to the requests that find it failed.
    pub fn start(self: &Rc<Self>) -> Result<(), String> {
        if self.inner.borrow().live.is_some() {
            return Ok(());
        }
        let (heard, failed) = (Rc::downgrade(self), Rc::downgrade(self));
        let link = Link::start(
            self.script,
            Box::new(move |data: JsValue| {
                let (Some(slot), Some(text)) = (heard.upgrade(), data.as_string()) else {
                    return Heard::Other;
                };
                slot.received(&text)
            }),
            Box::new(move |message: Option<String>| {
                if let Some(slot) = failed.upgrade() {
                    slot.failed(message.unwrap_or_else(|| "the computer's worker stopped".into()));
                }
            }),
        )?;
        self.inner.borrow_mut().live = Some(Live {
            link,
            waiting: Vec::new(),
        });
        Ok(())
    }

    /// Sends `job`; `reply` gets its answer (an `Answer::Error` if the worker fails).
    /// Returns the request's id, for `withdraw`.
    pub fn send(self: &Rc<Self>, job: Job, reply: Callback<Answer>) -> u64 {
        let id = {
            let mut inner = self.inner.borrow_mut();
            inner.next_id += 1;
            inner.next_id
        };
        if let Err(message) = self.start() {
            reply.emit(Answer::Error(message));
            return id;
        }
        let text = incerto_ui::json::to_string(&Request::new(id, job)).unwrap_or_default();
        self.post(Waiting { id, text, reply });
        id
    }

    /// Posts a request to the running worker (it waits there until the worker is ready).
    fn post(&self, w: Waiting) {
        let mut inner = self.inner.borrow_mut();
        if let Some(live) = inner.live.as_mut() {
            live.link.post(JsValue::from_str(&w.text));
            live.waiting.push(w);
        }
    }

    /// Withdraws request `id`: its answer will not be delivered. If the worker may be
    /// working on it (`stop`: a search), the worker is ended, and the work with it; any other
    /// request waiting on that worker goes to a new one.
    pub fn withdraw(self: &Rc<Self>, id: u64, stop: bool) {
        let others = {
            let mut inner = self.inner.borrow_mut();
            let Some(live) = inner.live.as_mut() else {
                return;
            };
            let before = live.waiting.len();
            live.waiting.retain(|w| w.id != id);
            if !stop || live.waiting.len() == before {
                return;
            }
            // Dropping it ends the worker (the link's Drop).
            let live = inner.live.take();
            live.map(|mut l| std::mem::take(&mut l.waiting))
                .unwrap_or_default()
        };
        if others.is_empty() {
            return;
        }
        match self.start() {
            Ok(()) => others.into_iter().for_each(|w| self.post(w)),
            Err(message) => {
                for w in others {
                    w.reply.emit(Answer::Error(message.clone()));
                }
            }
        }
    }

    fn received(&self, text: &str) -> Heard {
        let Some((id, answer)) = reply::read(text) else {
            return Heard::Other;
        };
        if let Answer::Ready = answer {
            return Heard::Ready;
        }
        let reply = {
            let mut inner = self.inner.borrow_mut();
            let Some(live) = inner.live.as_mut() else {
                return Heard::Other;
            };
            let Some(at) = live.waiting.iter().position(|w| w.id == id) else {
                return Heard::Other;
            };
            // A long job's progress: the request stays waiting for its answer.
            if let Answer::Progress(..) = answer {
                live.waiting[at].reply.clone()
            } else {
                live.waiting.remove(at).reply
            }
        };
        // Outside the borrow: the answer may start the next request at once.
        reply.emit(answer);
        Heard::Other
    }

    fn failed(&self, message: String) {
        let waiting = {
            let mut inner = self.inner.borrow_mut();
            inner
                .live
                .take()
                .map(|mut l| std::mem::take(&mut l.waiting))
                .unwrap_or_default()
        };
        for w in waiting {
            w.reply.emit(Answer::Error(message.clone()));
        }
    }
}

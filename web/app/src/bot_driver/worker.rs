//! One Web Worker running the computer (`computer/`): started on first use from
//! `computer_loader.js` beside the page (resolved against the document's base URL, so the
//! app works under any sub-path), sent JSON requests once it says `ready`, and replies
//! routed back by id. A request can be withdrawn; withdrawing one the worker is busy with
//! ends the worker (a search cannot be interrupted from outside), and the next request
//! starts a fresh one from the browser's cached files.

use super::reply::{self, Answer};
use incerto_computer::{Job, Request};
use incerto_ui::browser::beside_page;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

/// The worker's entry script, relative to the page (Trunk names a worker's files after its
/// binary, `computer`).
const SCRIPT: &str = "computer_loader.js";

/// A worker that may not have started yet, with what waits for it.
#[derive(Default)]
pub struct Slot {
    inner: RefCell<Inner>,
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

/// A started worker.
struct Live {
    worker: Worker,
    /// It said `ready`: messages sent now have a handler.
    ready: bool,
    /// Requests sent before it was ready, in order.
    queue: Vec<String>,
    /// Requests sent and not answered: id, message, where the answer goes.
    waiting: Vec<Waiting>,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Live {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

impl Slot {
    /// Starts the worker now if it is not running (so its files are loaded before the
    /// first request). Errors are reported to the requests that find it failed.
    pub fn start(self: &Rc<Self>) -> Result<(), String> {
        if self.inner.borrow().live.is_some() {
            return Ok(());
        }
        let url = beside_page(SCRIPT)?;
        let worker = Worker::new(&url).map_err(|_| format!("cannot start a worker from {url}"))?;
        let weak = Rc::downgrade(self);
        let onmessage = Closure::<dyn FnMut(MessageEvent)>::new({
            let weak = weak.clone();
            move |e: MessageEvent| {
                if let (Some(slot), Some(text)) = (weak.upgrade(), e.data().as_string()) {
                    slot.received(&text);
                }
            }
        });
        let onerror = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            // The script or its wasm did not load, or the wasm trapped: the worker is gone.
            e.prevent_default();
            let message = e
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .filter(|m| !m.is_empty())
                .unwrap_or_else(|| "the computer's worker stopped".to_owned());
            if let Some(slot) = weak.upgrade() {
                slot.failed(message);
            }
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        self.inner.borrow_mut().live = Some(Live {
            worker,
            ready: false,
            queue: Vec::new(),
            waiting: Vec::new(),
            _onmessage: onmessage,
            _onerror: onerror,
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

    /// Posts a request to the running worker (or queues it until the worker is ready).
    fn post(&self, w: Waiting) {
        let mut inner = self.inner.borrow_mut();
        if let Some(live) = inner.live.as_mut() {
            if live.ready {
                let _ = live.worker.post_message(&JsValue::from_str(&w.text));
            } else {
                live.queue.push(w.text.clone());
            }
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
            // Dropping it ends the worker (Live's Drop).
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

    fn received(&self, text: &str) {
        let Some((id, answer)) = reply::read(text) else {
            return;
        };
        let reply = {
            let mut inner = self.inner.borrow_mut();
            let Some(live) = inner.live.as_mut() else {
                return;
            };
            if let Answer::Ready = answer {
                live.ready = true;
                for text in std::mem::take(&mut live.queue) {
                    let _ = live.worker.post_message(&JsValue::from_str(&text));
                }
                return;
            }
            let Some(at) = live.waiting.iter().position(|w| w.id == id) else {
                return;
            };
            live.waiting.remove(at).reply
        };
        // Outside the borrow: the answer may start the next request at once.
        reply.emit(answer);
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

//! The seam to the lessons' Web Worker (web/tutor, built by Trunk as `tutor_loader.js`,
//! `tutor.js` and `tutor_bg.wasm`), on the pages' worker client (`incerto_ui::worker`):
//! started on first use, sent [`Request`]s in order once it says it is ready, its
//! [`Reply`]s handed to one callback. The worker answers in the order it is asked, so no
//! request needs an id.

use incerto_tutor::wire::{Reply, Request};
use incerto_ui::worker::{Heard, Link};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::Callback;

/// The worker's entry script, relative to the page (Trunk names a worker's files after its
/// binary, `tutor`).
const SCRIPT: &str = "tutor_loader.js";

/// A worker that may not have started yet. Dropping it ends the worker.
pub struct LessonDriver {
    link: RefCell<Option<Link>>,
    /// It failed: the next request starts a fresh one.
    broken: Rc<Cell<bool>>,
    reply: Callback<Result<Reply, String>>,
}

impl LessonDriver {
    /// A driver whose worker's answers (or its failure, in English) go to `reply`.
    pub fn new(reply: Callback<Result<Reply, String>>) -> LessonDriver {
        LessonDriver {
            link: RefCell::new(None),
            broken: Rc::default(),
            reply,
        }
    }

    /// Sends a request, starting the worker first if need be.
    pub fn post(&self, request: &Request) {
        let mut link = self.link.borrow_mut();
        if self.broken.take() {
            *link = None;
        }
        if link.is_none() {
            match self.start() {
                Ok(started) => *link = Some(started),
                Err(e) => {
                    drop(link);
                    self.reply.emit(Err(e));
                    return;
                }
            }
        }
        if let Some(link) = link.as_ref() {
            link.post(JsValue::from_str(&request.encode()));
        }
    }

    fn start(&self) -> Result<Link, String> {
        let reply = self.reply.clone();
        let on_message = Box::new(move |data: JsValue| {
            let Some(text) = data.as_string() else {
                return Heard::Other;
            };
            match Reply::decode(&text) {
                Ok(Reply::Ready) => return Heard::Ready,
                Ok(r) => reply.emit(Ok(r)),
                Err(e) => reply.emit(Err(format!("the lessons' worker: {e}"))),
            }
            Heard::Other
        });
        let (reply, broken) = (self.reply.clone(), self.broken.clone());
        let on_error = Box::new(move |message: Option<String>| {
            // The next request starts a fresh worker (not dropped here: this handler is
            // the worker's own).
            broken.set(true);
            let why = message.unwrap_or_else(|| "it could not start".to_owned());
            reply.emit(Err(format!("the lessons' worker: {why}")));
        });
        Link::start(SCRIPT, on_message, on_error)
    }
}

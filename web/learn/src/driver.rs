//! The seam to the lessons' Web Worker (`bin/tutor.rs`, built by Trunk as
//! `tutor_loader.js`, `tutor.js` and `tutor_bg.wasm`): started on first use from beside
//! the page (so any sub-path works), sent [`Request`]s in order once it says it is
//! ready, its [`Reply`]s handed to one callback. The worker answers in the order it is
//! asked, so no request needs an id.

use incerto_tutor::wire::{Reply, Request};
use incerto_ui::browser::beside_page;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

/// The worker's entry script, relative to the page (Trunk names a worker's files after its
/// binary, `tutor`).
const SCRIPT: &str = "tutor_loader.js";

/// A worker that may not have started yet. Dropping it ends the worker.
pub struct LessonDriver {
    inner: Rc<RefCell<Inner>>,
    reply: Callback<Result<Reply, String>>,
}

#[derive(Default)]
struct Inner {
    live: Option<Live>,
    /// It said `ready`: messages sent now have a handler.
    ready: bool,
    /// Requests asked before it was ready, in order.
    queue: Vec<String>,
    /// It failed: the next request starts a fresh one.
    broken: bool,
}

struct Live {
    worker: Worker,
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

impl LessonDriver {
    /// A driver whose worker's answers (or its failure, in English) go to `reply`.
    pub fn new(reply: Callback<Result<Reply, String>>) -> LessonDriver {
        LessonDriver {
            inner: Rc::default(),
            reply,
        }
    }

    /// Sends a request, starting the worker first if need be.
    pub fn post(&self, request: &Request) {
        let text = request.encode();
        let mut inner = self.inner.borrow_mut();
        if inner.broken {
            inner.live = None;
            inner.broken = false;
        }
        if inner.live.is_none() {
            match self.start() {
                Ok(live) => {
                    inner.live = Some(live);
                    inner.ready = false;
                }
                Err(e) => {
                    drop(inner);
                    self.reply.emit(Err(e));
                    return;
                }
            }
        }
        if inner.ready {
            if let Some(live) = &inner.live {
                let _ = live.worker.post_message(&JsValue::from_str(&text));
            }
        } else {
            inner.queue.push(text);
        }
    }

    fn start(&self) -> Result<Live, String> {
        let worker = Worker::new(&beside_page(SCRIPT)?).map_err(|e| format!("{e:?}"))?;
        let (inner, reply) = (Rc::downgrade(&self.inner), self.reply.clone());
        let post_to = worker.clone();
        let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let Some(text) = e.data().as_string() else {
                return;
            };
            match Reply::decode(&text) {
                Ok(Reply::Ready) => {
                    if let Some(inner) = inner.upgrade() {
                        let mut inner = inner.borrow_mut();
                        inner.ready = true;
                        for queued in inner.queue.drain(..) {
                            let _ = post_to.post_message(&JsValue::from_str(&queued));
                        }
                    }
                }
                Ok(r) => reply.emit(Ok(r)),
                Err(e) => reply.emit(Err(format!("the lessons' worker: {e}"))),
            }
        });
        let (inner, reply) = (Rc::downgrade(&self.inner), self.reply.clone());
        let onerror = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let why = e
                .dyn_ref::<web_sys::ErrorEvent>()
                .map_or_else(|| "it could not start".to_owned(), |e| e.message());
            // The next request starts a fresh worker (not dropped here: this handler is
            // the worker's own).
            if let Some(inner) = inner.upgrade() {
                if let Ok(mut inner) = inner.try_borrow_mut() {
                    inner.broken = true;
                    inner.ready = false;
                    inner.queue.clear();
                }
            }
            reply.emit(Err(format!("the lessons' worker: {why}")));
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        Ok(Live {
            worker,
            _onmessage: onmessage,
            _onerror: onerror,
        })
    }
}

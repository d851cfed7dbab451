//! The pages' one Web Worker client: a worker started from its script beside the page
//! (resolved against the document's base URL, so the pages work under any sub-path),
//! which says it is ready before it reads anything, so what is posted before then waits
//! in order. Each page's seam to its worker builds on it (`incerto_app::bot_driver`, the
//! computer's; `incerto_learn::driver`, the lessons'): they know the messages, this only
//! moves them. Dropping a [`Link`] ends its worker.

use crate::browser::beside_page;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// What a worker said.
pub enum Heard {
    /// That it is ready: what waits is posted now.
    Ready,
    /// Anything else.
    Other,
}

/// A started worker. Dropping it ends the worker.
pub struct Link {
    worker: Worker,
    waiting: Rc<RefCell<Waiting>>,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(Event)>,
}

/// What is posted before the worker is ready.
#[derive(Default)]
struct Waiting {
    ready: bool,
    queue: Vec<JsValue>,
}

impl Link {
    /// Starts the worker of `script`, a file beside the page. `on_message` gets every
    /// message the worker posts and tells its ready message from the others; `on_error`
    /// gets the message of the error that stopped it (its script or wasm did not load, or
    /// its wasm trapped: `None` when the browser gives none), after which it is gone.
    pub fn start(
        script: &str,
        on_message: Box<dyn Fn(JsValue) -> Heard>,
        on_error: Box<dyn Fn(Option<String>)>,
    ) -> Result<Link, String> {
        let url = beside_page(script)?;
        let worker = Worker::new(&url).map_err(|_| format!("cannot start a worker from {url}"))?;
        let waiting = Rc::new(RefCell::new(Waiting::default()));
        let onmessage = {
            let (worker, waiting) = (worker.clone(), Rc::downgrade(&waiting));
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                // Outside any borrow: the handler may post at once.
                if let Heard::Ready = on_message(e.data()) {
                    let Some(waiting) = waiting.upgrade() else {
                        return;
                    };
                    let queue = {
                        let mut w = waiting.borrow_mut();
                        w.ready = true;
                        std::mem::take(&mut w.queue)
                    };
                    for message in queue {
                        let _ = worker.post_message(&message);
                    }
                }
            })
        };
        let onerror = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
            e.prevent_default();
            let message = e
                .dyn_ref::<ErrorEvent>()
                .map(ErrorEvent::message)
                .filter(|m| !m.is_empty());
            on_error(message);
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        Ok(Link {
            worker,
            waiting,
            _onmessage: onmessage,
            _onerror: onerror,
        })
    }

    /// Posts `message` now, or once the worker is ready.
    pub fn post(&self, message: JsValue) {
        let mut w = self.waiting.borrow_mut();
        if w.ready {
            let _ = self.worker.post_message(&message);
        } else {
            w.queue.push(message);
        }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

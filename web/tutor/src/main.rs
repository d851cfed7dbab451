//! The lessons' Web Worker (wasm only), a binary of its own so that the lessons, their
//! data and the engine work they do stay out of the pages' first download: it fetches the
//! lesson files it needs from `lessons/` beside it, answers each request of the lessons
//! page with `incerto_tutor::server::Server` (text in, text out, in order) and says
//! `ready` once it has started. Natively there is nothing to run.

#[cfg(target_arch = "wasm32")]
mod worker {
    use incerto_tutor::server::Server;
    use incerto_tutor::wire::{Reply, Request};
    use incerto_ui::browser::fetch_text;
    use std::cell::RefCell;
    use std::collections::VecDeque;
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// The worker's state: the server and the requests waiting their turn (a request may
    /// wait for its lesson file, and later ones must not overtake it).
    struct State {
        server: Server,
        queue: VecDeque<Request>,
        busy: bool,
    }

    fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
        let _ = scope.post_message(&JsValue::from_str(&reply.encode()));
    }

    /// Answers the waiting requests in order, fetching what each needs first.
    async fn pump(state: Rc<RefCell<State>>, scope: DedicatedWorkerGlobalScope) {
        loop {
            let Some(request) = state.borrow_mut().queue.pop_front() else {
                break;
            };
            let needs = state.borrow().server.needs(&request);
            let mut failed = None;
            for name in needs {
                // A lesson file, beside this worker's script; the service worker's cache answers
                // it offline.
                let added = match fetch_text(&format!("lessons/{name}")).await {
                    Ok(text) => state.borrow_mut().server.add(&name, &text),
                    Err(e) => Err(e),
                };
                if let Err(why) = added {
                    failed = Some(why);
                    break;
                }
            }
            let reply = match failed {
                Some(why) => Reply::Failed { why },
                None => state.borrow_mut().server.handle(request),
            };
            post(&scope, &reply);
        }
        state.borrow_mut().busy = false;
    }

    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let state = Rc::new(RefCell::new(State {
            server: Server::new(),
            queue: VecDeque::new(),
            busy: false,
        }));
        let onmessage = {
            let scope = scope.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                // The page sends text only; anything else is not ours to answer.
                let Some(text) = e.data().as_string() else {
                    return;
                };
                match Request::decode(&text) {
                    Ok(request) => {
                        let mut s = state.borrow_mut();
                        s.queue.push_back(request);
                        if !s.busy {
                            s.busy = true;
                            wasm_bindgen_futures::spawn_local(pump(state.clone(), scope.clone()));
                        }
                    }
                    Err(why) => post(
                        &scope,
                        &Reply::Failed {
                            why: format!("not a request: {why}"),
                        },
                    ),
                }
            })
        };
        scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        onmessage.forget();
        // Messages sent before this point had no handler: the page waits for this.
        post(&scope, &Reply::Ready);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tutor: the lessons' Web Worker of the Incerto app; it runs in a browser");
    std::process::exit(2);
}

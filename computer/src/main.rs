//! The computer's Web Worker (wasm only): answers each message with `incerto_computer::handle`
//! and says `ready` once it has started. The page creates it from `computer_loader.js`,
//! relative to the page, so it works under any sub-path. Natively there is nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let performance = scope.performance();
    let now = move || {
        performance
            .as_ref()
            .map_or_else(js_sys::Date::now, |p| p.now())
    };
    let post = scope.clone();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        // The page sends text only; anything else is not ours to answer.
        if let Some(text) = e.data().as_string() {
            let reply = incerto_computer::handle(&text, &now);
            let _ = post.post_message(&JsValue::from_str(&reply));
        }
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    // Messages sent before this point (while the wasm was loading) had no handler: the page
    // waits for this before it sends any.
    let ready = incerto_computer::Reply::ready().to_json();
    let _ = scope.post_message(&JsValue::from_str(&ready));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("computer: the Web Worker of the Incerto app; it runs in a browser (trunk build)");
    std::process::exit(2);
}

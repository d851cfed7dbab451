//! Codes passed between this origin's tabs (`BroadcastChannel`): an answer (or an
//! invitation to resume) opened in a new tab is offered first to the tab that waits for
//! it, which takes it and says so; so the answer may come back by any messenger, and its
//! link open wherever the device opens links. Only codes go on it, never a game's secret.
//!
//! The messages are text: `offer:<digits>` from the tab that opened a code, and
//! `taken:<digits>` from the tab that took it.

use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};

/// The channel's name, one per origin (the pages of one host share it).
const NAME: &str = "incerto.link";

/// What a tab hears on the relay.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Heard {
    /// Another tab opened this code: take it if it is yours (`Relay::taken`).
    Offered(String),
    /// A tab took this code.
    Taken(String),
}

/// This tab's end of the relay; dropping it stops listening.
pub struct Relay {
    channel: BroadcastChannel,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl Relay {
    /// Listens, reporting what it hears to `heard`; `None` where the browser has no
    /// `BroadcastChannel` (then every tab handles its own codes).
    pub fn open(heard: Rc<dyn Fn(Heard)>) -> Option<Relay> {
        let channel = BroadcastChannel::new(NAME).ok()?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let Some(text) = e.data().as_string() else {
                return;
            };
            if let Some(code) = text.strip_prefix("offer:") {
                heard(Heard::Offered(code.to_owned()));
            } else if let Some(code) = text.strip_prefix("taken:") {
                heard(Heard::Taken(code.to_owned()));
            }
        });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Some(Relay {
            channel,
            _on_message: on_message,
        })
    }

    /// Offers `code` (digits) to the other tabs.
    pub fn offer(&self, code: &str) {
        let _ = self
            .channel
            .post_message(&JsValue::from_str(&format!("offer:{code}")));
    }

    /// Says that this tab took `code`.
    pub fn taken(&self, code: &str) {
        let _ = self
            .channel
            .post_message(&JsValue::from_str(&format!("taken:{code}")));
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.channel.set_onmessage(None);
        self.channel.close();
    }
}

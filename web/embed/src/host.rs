//! The frame's side of the conversation in the browser: posting a message to the parent
//! window, hearing the parent's commands (and no other window's), the page's theme, and
//! watching the content's height for `resize`.

use super::messages::{read_command, Command, Field, Out};
use super::params::Theme;
use gloo::events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, ResizeObserver, Window};

/// The parent window, when the page is in a frame (opened on its own: `None`).
fn parent() -> Option<(Window, Window)> {
    let w = web_sys::window()?;
    let p = w.parent().ok().flatten()?;
    (!js_sys::Object::is(&w, &p)).then_some((w, p))
}

/// Posts `out` to the host page (nothing when the page is not embedded). Target origin
/// `*`: a message carries only what the person at the frame sees.
pub fn post(out: &Out, id: Option<&str>) {
    let Some((_, parent)) = parent() else { return };
    let data = js_sys::Object::new();
    for (key, value) in out.fields(id) {
        let value = match value {
            Field::Null => JsValue::NULL,
            Field::Bool(b) => JsValue::from_bool(b),
            Field::Num(n) => JsValue::from_f64(n),
            Field::Str(s) => JsValue::from_str(&s),
        };
        let _ = js_sys::Reflect::set(&data, &JsValue::from_str(key), &value);
    }
    let _ = parent.post_message(&data, "*");
}

/// A field of a posted object, if it is one a command may hold.
fn field(data: &JsValue, key: &str) -> Option<Field> {
    let v = js_sys::Reflect::get(data, &JsValue::from_str(key)).ok()?;
    if v.is_null() {
        Some(Field::Null)
    } else if let Some(b) = v.as_bool() {
        Some(Field::Bool(b))
    } else if let Some(n) = v.as_f64() {
        Some(Field::Num(n))
    } else {
        v.as_string().map(Field::Str)
    }
}

/// Hears the parent window's messages: `on` gets each one addressed to the embed (a
/// command, or why it is refused). Dropping the listener stops it.
pub fn listen(on: impl Fn(Result<Command, String>) + 'static) -> Option<EventListener> {
    let (w, parent) = parent()?;
    Some(EventListener::new(&w, "message", move |e| {
        let Some(e) = e.dyn_ref::<MessageEvent>() else {
            return;
        };
        // Only the host page: not this frame, not another frame.
        if !e.source().is_some_and(|s| js_sys::Object::is(&s, &parent)) {
            return;
        }
        let data = e.data();
        if !data.is_object() || js_sys::Array::is_array(&data) {
            return;
        }
        if let Some(command) = read_command(|key| field(&data, key)) {
            on(command);
        }
    }))
}

/// The page's theme: `data-theme` on `<html>` (web/learn.css), or none for the system's.
pub fn set_theme(theme: Theme) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = match theme.attribute() {
        Some(t) => root.set_attribute("data-theme", t),
        None => root.remove_attribute("data-theme"),
    };
}

/// Calls `on` with the height of `el` (whole CSS pixels) whenever it changes. Dropping
/// the watcher stops it.
pub struct Watch {
    observer: ResizeObserver,
    _callback: Closure<dyn FnMut()>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

pub fn watch_height(el: web_sys::Element, on: impl Fn(u32) + 'static) -> Option<Watch> {
    let mut last = 0;
    let target = el.clone();
    let callback = Closure::<dyn FnMut()>::new(move || {
        let h = target.get_bounding_client_rect().height().ceil();
        // A height in CSS pixels: never negative, never more than a page can be.
        let h = h.clamp(0.0, 1e6) as u32;
        if h != last {
            last = h;
            on(h);
        }
    });
    let observer = ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
    observer.observe(&el);
    Some(Watch {
        observer,
        _callback: callback,
    })
}

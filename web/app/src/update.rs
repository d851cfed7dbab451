//! "A new version is ready": the bar that offers to switch to a newly deployed build.
//!
//! The service worker and its registration live outside the wasm (`web/sw.js` and the boot
//! script in `index.html`): when a new build has been cached and waits, the page gets the
//! window event `incerto-update-ready` (and `window.incertoUpdateReady`, for an app that
//! mounts later). Accepting sends `incerto-update-accept` back; the new build takes over
//! and the page reloads. The game is already in localStorage, so nothing is lost; until
//! the person accepts, the running build keeps serving its own files, never a mix.

use gloo::events::EventListener;
use incerto_ui::i18n::{t, Key, Lang};
use wasm_bindgen::JsValue;
use yew::prelude::*;

const READY_EVENT: &str = "incerto-update-ready";
const ACCEPT_EVENT: &str = "incerto-update-accept";
const READY_FLAG: &str = "incertoUpdateReady";

/// Whether the boot script announced a waiting build before the app mounted.
fn announced() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(READY_FLAG)).ok())
        .is_some_and(|v| v.is_truthy())
}

fn accept() {
    if let (Some(w), Ok(event)) = (web_sys::window(), web_sys::Event::new(ACCEPT_EVENT)) {
        let _ = w.dispatch_event(&event);
    }
}

#[derive(Properties, PartialEq)]
pub struct UpdatePromptProps {
    pub lang: Lang,
}

/// Nothing until a new build waits; then the message with "Reload" and "Later" (which
/// hides it until the next start).
#[function_component(UpdatePrompt)]
pub fn update_prompt(props: &UpdatePromptProps) -> Html {
    let ready = use_state(announced);
    let later = use_state(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                let ready = ready.clone();
                EventListener::new(&w, READY_EVENT, move |_| ready.set(true))
            });
            // The event may have fired between the first render and this listener.
            if announced() {
                ready.set(true);
            }
            move || drop(listener)
        });
    }
    if !*ready || *later {
        return Html::default();
    }
    let lang = props.lang;
    let on_later = Callback::from(move |_: MouseEvent| later.set(true));
    html! {
        <div class="update" data-testid="update" role="status">
            <p>{ t(lang, Key::UpdateReady) }</p>
            <button type="button" class="primary" data-testid="update-reload"
                onclick={Callback::from(|_: MouseEvent| accept())}>
                { t(lang, Key::UpdateReload) }
            </button>
            <button type="button" data-testid="update-later" onclick={on_later}>
                { t(lang, Key::UpdateLater) }
            </button>
        </div>
    }
}

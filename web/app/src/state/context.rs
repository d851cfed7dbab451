//! How components reach the state: the context type (the state and its dispatcher in one
//! handle) and the one way to make callbacks that send messages. The few messages that
//! need randomness (a new game's seed and side, a rematch's deal) draw it here, at the
//! click, so the reducer stays deterministic.

use super::msg::Msg;
use super::settings::Settings;
use super::AppState;
use incerto_ui::browser;
use incerto_ui::i18n::{tables, Lang};
use yew::{Callback, UseReducerDispatcher, UseReducerHandle};

/// What components get from the context: the state and its dispatcher in one handle.
pub type AppContext = UseReducerHandle<AppState>;

/// Sends messages to the state.
pub type Dispatch = UseReducerDispatcher<AppState>;

/// Callbacks that send messages: `d.send(Msg::Live)` for any event, `d.send_with(|x| …)`
/// to build the message from the event's value.
pub trait Send {
    /// A callback that sends `msg`, whatever the event.
    fn send<E: 'static>(&self, msg: Msg) -> Callback<E>;
    /// A callback that sends the message `make` builds from the event.
    fn send_with<E: 'static>(&self, make: impl Fn(E) -> Msg + 'static) -> Callback<E>;
    /// A callback that sends the message `make` builds from the event, if any.
    fn send_some<E: 'static>(&self, make: impl Fn(E) -> Option<Msg> + 'static) -> Callback<E>;
}

impl Send for Dispatch {
    fn send<E: 'static>(&self, msg: Msg) -> Callback<E> {
        let d = self.clone();
        Callback::from(move |_| d.dispatch(msg.clone()))
    }

    fn send_with<E: 'static>(&self, make: impl Fn(E) -> Msg + 'static) -> Callback<E> {
        let d = self.clone();
        Callback::from(move |e| d.dispatch(make(e)))
    }

    fn send_some<E: 'static>(&self, make: impl Fn(E) -> Option<Msg> + 'static) -> Callback<E> {
        let d = self.clone();
        Callback::from(move |e| {
            if let Some(msg) = make(e) {
                d.dispatch(msg);
            }
        })
    }
}

/// Starts the game `settings` describe, from `seed` or, without one, a fresh random deal;
/// a random side is decided now.
pub fn start(d: &Dispatch, settings: &Settings, seed: Option<u64>) {
    let seed = seed.unwrap_or_else(browser::fresh_seed);
    d.dispatch(Msg::Start(settings.new_game(seed, browser::coin())));
}

/// A callback for "Rematch": the same setup with a new deal, drawn at the click.
pub fn rematch<E: 'static>(d: &Dispatch) -> Callback<E> {
    d.send_with(|_| Msg::Rematch(browser::fresh_seed()))
}

/// Opens a saved game's record; a random side for an unfinished one is decided now.
pub fn open_record(d: &Dispatch, text: String) {
    d.dispatch(Msg::OpenRecord {
        text,
        coin: browser::coin(),
    });
}

/// Switches the language. One whose strings are not loaded yet (`i18n::tables`) is loaded
/// first, so the page never shows a mix; if it cannot be, English words stand in.
pub fn set_lang(d: &Dispatch, lang: Lang) {
    if tables::ready(lang) {
        d.dispatch(Msg::SetLang(lang));
        return;
    }
    let d = d.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let _ = tables::load(lang).await;
        d.dispatch(Msg::SetLang(lang));
    });
}

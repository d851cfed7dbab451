//! Small helpers around the browser: its random numbers, the location hash, its language.
//! Everything that reads or writes the page's environment outside the DOM tree is here.

use crate::i18n::Lang;
use incerto_engine::random_seed;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

/// A fair coin from the browser's random source (for `side=random` and the computer's
/// draw answer); without one, heads.
pub fn coin() -> bool {
    random_seed().map_or(true, |s| s & 1 == 0)
}

/// A new game's seed: the browser's random source; failing that, one from the clock.
pub fn fresh_seed() -> u64 {
    random_seed().unwrap_or_else(|_| js_sys::Date::now() as u64)
}

/// The base seed of the computer's own random numbers: fresh for each page, unless a test
/// fixes it before the app starts (`window.incertoTest = { botSeed: 5 }`, as the browser
/// tests do with `addInitScript`), so that a game against the computer can be replayed.
pub fn bot_seed() -> u64 {
    let fixed = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"incertoTest".into()).ok())
        .filter(|t| t.is_object())
        .and_then(|t| js_sys::Reflect::get(&t, &"botSeed".into()).ok())
        .and_then(|s| s.as_f64())
        .filter(|s| s.is_finite() && *s >= 0.0);
    fixed.map_or_else(fresh_seed, |s| s as u64)
}

/// The location hash, `#/play` and the like (empty without a window).
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

thread_local! {
    /// The address as the page last read or wrote it (`None` before it has done either).
    /// The address may differ from it: a link followed, an address typed or Back pressed,
    /// whose `hashchange` has not run yet.
    static KNOWN_HASH: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The location hash for a `hashchange` listener: read, and so no longer kept from
/// `replace_hash` and `push_hash`.
pub fn read_hash() -> String {
    let hash = current_hash();
    KNOWN_HASH.with(|k| *k.borrow_mut() = Some(hash.clone()));
    hash
}

/// Writes the hash without adding a history entry or firing `hashchange`.
pub fn replace_hash(hash: &str) {
    write_hash(hash, false);
}

/// Writes the hash as a new history entry (Back returns to the one before), without firing
/// `hashchange`; nothing if the address is already that.
pub fn push_hash(hash: &str) {
    write_hash(hash, true);
}

/// Writes the hash through the History API unless the address already has it: as a new
/// entry (`push`) or in place of the current one. Nothing while an address the page has not
/// read is there (a render between a typed address and its `hashchange` would put the old
/// screen's address in its place, and the page would never go where it was asked), nor once
/// the page is reloading as the other page wasm (`switch_page`).
fn write_hash(hash: &str, push: bool) {
    let Some(w) = web_sys::window() else { return };
    let now = current_hash();
    let unread = KNOWN_HASH.with(|k| k.borrow().as_ref().is_some_and(|known| *known != now));
    if unread || LEAVING.load(Ordering::Relaxed) {
        return;
    }
    if now != hash {
        if let Ok(h) = w.history() {
            let (state, url) = (&wasm_bindgen::JsValue::NULL, Some(hash));
            let _ = if push {
                h.push_state_with_url(state, "", url)
            } else {
                h.replace_state_with_url(state, "", url)
            };
        }
    }
    // As the browser holds it (it may escape what was written).
    KNOWN_HASH.with(|k| *k.borrow_mut() = Some(current_hash()));
}

/// The page's clock in milliseconds (`Date.now()`), for the game clocks.
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// Whether the page is hidden (another tab, a minimised window, a locked phone).
pub fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}

/// The page's first language guess when nothing is stored: the browser's, if we speak it.
pub fn lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .and_then(|l| Lang::parse(l.get(..2).unwrap_or("")))
        .unwrap_or(Lang::En)
}

/// Sets the document's `lang` attribute (screen readers, hyphenation).
pub fn set_document_lang(lang: Lang) {
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = el.set_attribute("lang", lang.code());
    }
}

/// Loads the page again (the embed and the app are different roots).
pub fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// The sessionStorage mark of a reload into the other page wasm (`switch_page`).
const SWITCH_KEY: &str = "incerto.page-switch";

/// Whether `switch_page` has started the reload.
static LEAVING: AtomicBool = AtomicBool::new(false);

/// Loads the page again as the other page wasm (the app's or the lessons page's), at the address
/// it shows now, marking the reload as a switch between pages (`take_page_switch`).
pub fn switch_page() {
    // Once: the effect that calls this runs after every render, and another render may come
    // before the page goes; a second reload would cut the first one's request short.
    if LEAVING.swap(true, Ordering::Relaxed) {
        return;
    }
    if let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = s.set_item(SWITCH_KEY, "1");
    }
    reload();
}

/// Whether this page was loaded by `switch_page` (once: the mark is removed). The app then
/// keeps the browser's history as it is (Back and Forward between the pages), where a page
/// opened on a game otherwise gets the new-game screen's entry before it.
pub fn take_page_switch() -> bool {
    let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) else {
        return false;
    };
    let marked = s.get_item(SWITCH_KEY).ok().flatten().is_some();
    let _ = s.remove_item(SWITCH_KEY);
    marked
}

/// The address of a file beside the page (a worker's script), whatever folder the app is
/// served from.
pub fn beside_page(file: &str) -> Result<String, String> {
    let base = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.base_uri().ok().flatten())
        .ok_or("no document")?;
    web_sys::Url::new_with_base(file, &base)
        .map(|u| u.href())
        .map_err(|_| format!("no address for {file} from {base}"))
}

/// The text of the file at `url` (relative to the page; in a worker, to its script),
/// asked past the HTTP cache (the service worker answers offline). The pages' and the
/// lessons' worker's one fetch (the global `fetch`, the same in both); an error says which
/// file and why. Natively (the unit tests) nothing is fetched.
pub async fn fetch_text(url: &str) -> Result<String, String> {
    use wasm_bindgen::{prelude::wasm_bindgen, JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;
    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_name = fetch)]
        fn global_fetch(input: &str, init: &web_sys::RequestInit) -> js_sys::Promise;
    }
    if cfg!(not(target_arch = "wasm32")) {
        return Err(format!("{url}: no fetch outside the browser"));
    }
    let js = |e: JsValue| {
        let why = e
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()));
        format!(
            "{url}: {}",
            why.or_else(|| e.as_string()).unwrap_or_default()
        )
    };
    let init = web_sys::RequestInit::new();
    init.set_cache(web_sys::RequestCache::NoCache);
    let response = JsFuture::from(global_fetch(url, &init)).await.map_err(js)?;
    let response: web_sys::Response = response.dyn_into().map_err(js)?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(js)?)
        .await
        .map_err(js)?;
    text.as_string().ok_or_else(|| format!("{url}: not text"))
}

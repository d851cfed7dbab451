//! The app page's root component: owns the one `AppState` (a reducer shared by context),
//! runs its side effects through the named hooks of `hooks.rs`, and draws the page around
//! the screen: the title, the notices, the update bar, the question before a game at stake
//! is left, and the live region. The lessons page (web/learn) and the analysis page
//! (web/analysis) draw the same page around their own screens ([`page`]).

use crate::bot_driver::Computer;
use crate::hooks::{
    use_clock, use_computer_turn, use_document_lang, use_draw_answer, use_hash_links,
    use_hash_sync, use_hints, use_persistence, use_visibility,
};
use crate::route;
use crate::screens::leave::LeaveQuestion;
use crate::screens::notices::notices;
use crate::screens::play::{live_feed, LiveRegion};
use crate::screens::{new_game::NewGameScreen, play::PlayScreen};
use crate::sound::use_sounds;
use crate::state::{AppContext, AppState, Leave, Msg, Screen, Send, Settings, MAX_KEPT};
use crate::storage;
use crate::update::UpdatePrompt;
use incerto_engine::Variant;
use incerto_ui::browser::{self, coin, current_hash};
use incerto_ui::i18n::{t, Key};
use yew::prelude::*;

/// The state stored settings and games give (or notices saying why they could not be read
/// and where they are kept), before any address is followed. The game's analysis, which
/// only the analysis page shows, is not read here (web/analysis reads it).
pub fn stored_state() -> AppState {
    let loaded = storage::load();
    let (settings, unread) = match loaded.settings {
        Some(Ok(s)) => (s, None),
        Some(Err(u)) => (Settings::new(browser::lang()), Some(u)),
        None => (Settings::new(browser::lang()), None),
    };
    let mut st = AppState::new(settings);
    if let Some(u) = unread {
        st.notify_unread(Key::SettingsDiscarded, u);
    }
    match loaded.game {
        Some(Ok((game, mode, seed, clocks))) => st.resume(game, mode, seed, clocks),
        Some(Err(u)) => st.notify_unread(Key::GameDiscarded, u),
        None => {}
    }
    let (kept, unread) = loaded.kept;
    st.keep_loaded(kept);
    if let Some(u) = unread {
        st.notify_unread(Key::KeptDiscarded, u);
    }
    st
}

/// The first state: what is stored (the game's analysis too), then whatever the URL asks
/// for.
fn init() -> AppState {
    let mut st = stored_state();
    st.navigate(route::target(&current_hash(), coin()));
    st
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(init);
    use_persistence(&state);
    // The Learn screen is the lessons page's (the address names it already), the analysis
    // the analysis page's (its address is pushed, then that page loads).
    let drawn = matches!(state.screen, Screen::NewGame | Screen::Play);
    let hash = (state.screen != Screen::Learn).then(|| route::screen_hash(&state));
    use_hash_sync(&state, hash, drawn);
    {
        let d = state.dispatcher();
        use_hash_links(Callback::from(move |hash: String| {
            if !route::is_app_page(&hash) {
                // An address of another page: start the page again as it.
                browser::switch_page();
            } else {
                d.dispatch(Msg::Navigate(route::target(&hash, coin())));
            }
        }));
    }
    use_clock(&state);
    use_visibility(&state);
    use_document_lang(state.settings.lang);
    let computer = use_memo((), |_| Computer::new());
    use_computer_turn(&state, &computer, true);
    use_hints(&state, &computer);
    use_draw_answer(&state);
    use_sounds(&state);

    let screen = match (state.screen, &state.session) {
        (Screen::Play, Some(_)) => html! { <PlayScreen /> },
        (Screen::Learn | Screen::Analysis, _) => html! {},
        _ => html! { <NewGameScreen /> },
    };
    page(&state, screen)
}

/// Starts a page whose root is `Root` (the app's, the analysis page's): the language of the
/// first screen is loaded before it is drawn (no English flash); if it cannot be, the page
/// starts in English words.
pub fn start<Root: BaseComponent<Properties = ()>>() {
    let lang = storage::stored_lang().unwrap_or_else(browser::lang);
    wasm_bindgen_futures::spawn_local(async move {
        let _ = incerto_ui::i18n::tables::load(lang).await;
        yew::Renderer::<Root>::new().render();
    });
}

/// The page around a screen, with the state in context for the screens.
pub fn page(state: &AppContext, screen: Html) -> Html {
    let lang = state.settings.lang;
    let d = state.dispatcher();
    html! {
        <ContextProvider<AppContext> context={state.clone()}>
            <div class="app">
                <header class="topbar">
                    <h1 data-testid="title" class="title">{ t(lang, Key::AppTitle) }</h1>
                    <p class="tagline">{ t(lang, Key::Tagline) }</p>
                </header>
                { notices(&state.notices, lang, &d.send_with(Msg::Dismiss)) }
                <UpdatePrompt {lang} />
                if let (Some(leave), Some(s)) = (&state.asking, &state.session) {
                    <LeaveQuestion {lang} current={s.variant()} leave={leave.clone()}
                        asked={asked_variant(state, leave)}
                        drops_oldest={state.kept.len() >= MAX_KEPT}
                        on_stay={d.send(Msg::Stay)} on_leave={d.send(Msg::Leave)} />
                }
                <LiveRegion {lang} feed={live_feed(state)} />
                <main class="screen">{ screen }</main>
            </div>
        </ContextProvider<AppContext>>
    }
}

/// The game a pending request would open.
fn asked_variant(st: &AppState, leave: &Leave) -> Option<Variant> {
    match leave {
        Leave::Start(new) => Some(new.variant),
        Leave::Resume { id, .. } => st
            .kept
            .iter()
            .find(|k| k.id == *id)
            .map(|k| k.game.variant()),
        Leave::Open(opened) => opened.record.variant.parse().ok(),
    }
}

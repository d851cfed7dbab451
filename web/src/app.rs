//! The root component: owns the one `AppState` (a reducer shared by context) and runs every
//! side effect the state asks for — loading and saving localStorage, keeping the URL hash in
//! step, following hash links, the computer's moves and draw answers on timers — and shows
//! the question before a game at stake is left.

use crate::bot_driver::{BotDriver, LocalBot};
use crate::i18n::{t, Key, Lang};
use crate::route;
use crate::screens::leave::LeaveQuestion;
use crate::screens::{new_game::NewGameScreen, play::PlayScreen};
use crate::state::{Action, AppState, Leave, Notice, Screen, Settings, MAX_KEPT};
use crate::storage;
use crate::update::UpdatePrompt;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use incerto_engine::{random_seed, Variant};
use yew::prelude::*;

/// What components get from the context: the state and its dispatcher in one handle.
pub type AppContext = UseReducerHandle<AppState>;

/// Milliseconds before the computer's step appears, so a person can follow it.
const BOT_DELAY_MS: u32 = 450;
/// Milliseconds before the computer answers a draw offer.
const DRAW_ANSWER_MS: u32 = 700;

/// A fair coin from the browser's random source (for `side=random` and the computer's
/// draw answer); without one, heads.
pub fn coin() -> bool {
    random_seed().map_or(true, |s| s & 1 == 0)
}

/// A new game's seed: the browser's random source; failing that, one from the clock.
pub fn fresh_seed() -> u64 {
    random_seed().unwrap_or_else(|_| js_sys::Date::now() as u64)
}

pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Writes the hash without adding a history entry or firing `hashchange`.
fn replace_hash(hash: &str) {
    let Some(w) = web_sys::window() else { return };
    if current_hash() == hash {
        return;
    }
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
    }
}

/// The page's first language guess when nothing is stored: the browser's, if we speak it.
fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .and_then(|l| Lang::parse(l.get(..2).unwrap_or("")))
        .unwrap_or(Lang::En)
}

/// The first state: stored settings and game (or notices saying why they were dropped),
/// then whatever the URL asks for.
fn init() -> AppState {
    let loaded = storage::load();
    let settings = match loaded.settings {
        Some(Ok(s)) => Ok(s),
        Some(Err(e)) => Err(Some(e)),
        None => Err(None),
    };
    let mut st = AppState::new(
        settings
            .clone()
            .unwrap_or_else(|_| Settings::new(browser_lang())),
    );
    if let Err(Some(e)) = settings {
        st.notify(Key::SettingsDiscarded, Some(e));
    }
    match loaded.game {
        Some(Ok((game, mode, seed))) => st.resume(game, mode, seed),
        Some(Err(e)) => st.notify(Key::GameDiscarded, Some(e)),
        None => {}
    }
    let (kept, errors) = loaded.kept;
    st.keep_loaded(kept);
    if !errors.is_empty() {
        st.notify(Key::KeptDiscarded, Some(errors.join("; ")));
    }
    st.navigate(route::target(&current_hash(), coin()));
    st
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(init);
    let lang = state.settings.lang;
    let session = state.session.as_ref();

    // Save whenever the settings or the game change (the game by its revision), and the
    // kept games whenever the list does.
    {
        let st = state.clone();
        let deps = (state.settings.clone(), session.map(|s| s.tracked.rev));
        use_effect_with(deps, move |_| {
            storage::save_settings(&st.settings);
            storage::save_game(st.session.as_ref());
        });
        let st = state.clone();
        let ids: Vec<u64> = state.kept.iter().map(|k| k.id).collect();
        use_effect_with(ids, move |_| storage::save_kept(&st.kept));
    }

    // The URL names what is on screen, after every render: a link just followed (which
    // may carry a seed) is replaced even when what is on screen did not change.
    {
        let hash = match (state.screen, session) {
            (Screen::Play, Some(s)) => route::play_hash(s),
            _ => route::new_hash(&state.settings, &state.seed_text),
        };
        use_effect(move || replace_hash(&hash));
    }

    // Links followed or typed while the page is open.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    dispatcher.dispatch(Action::Navigate(route::target(&current_hash(), coin())));
                })
            });
            move || drop(listener)
        });
    }

    // The document's language follows the chosen one (screen readers, hyphenation).
    use_effect_with(lang, |lang| {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = el.set_attribute("lang", lang.code());
        }
    });

    // The computer's turn: ask the driver for one step of its own view. A new revision
    // (any change to the game) cancels an unanswered request by dropping it.
    let driver = use_memo((), |_| -> Box<dyn BotDriver> {
        Box::new(LocalBot::new(random_seed().unwrap_or(1)))
    });
    {
        let bot_turn = session.and_then(|s| {
            let bot = s.computer()?;
            let g = s.game();
            // While the person's draw offer waits for an answer, the computer answers first.
            let waiting = g.draw_offer().is_some();
            (!g.is_over() && g.turn() == bot && !waiting).then_some((s.tracked.rev, bot))
        });
        let st = state.clone();
        let driver = driver.clone();
        use_effect_with(bot_turn, move |job| {
            let pending = job.and_then(|(rev, bot)| {
                let view = st.session.as_ref()?.game().view(Some(bot));
                let dispatcher = st.dispatcher();
                Some(driver.request(
                    view,
                    BOT_DELAY_MS,
                    Callback::from(move |step| dispatcher.dispatch(Action::Bot { rev, step })),
                ))
            });
            move || drop(pending)
        });
    }

    // The computer answers a draw offer. The random player has no judgement: it accepts or
    // declines at random, and the panel says which.
    {
        let offer = session.and_then(|s| {
            let g = s.game();
            (!g.is_over() && s.human().is_some() && g.draw_offer() == s.human())
                .then_some(s.tracked.rev)
        });
        let dispatcher = state.dispatcher();
        use_effect_with(offer, move |offer| {
            let timer = offer.map(|rev| {
                Timeout::new(DRAW_ANSWER_MS, move || {
                    dispatcher.dispatch(Action::BotDrawAnswer {
                        rev,
                        accept: coin(),
                    })
                })
            });
            move || drop(timer)
        });
    }

    let on_dismiss = {
        let d = state.dispatcher();
        Callback::from(move |id| d.dispatch(Action::Dismiss(id)))
    };

    html! {
        <ContextProvider<AppContext> context={state.clone()}>
            <div class="app">
                <header class="topbar">
                    <h1 data-testid="title" class="title">{ t(lang, Key::AppTitle) }</h1>
                    <p class="tagline">{ t(lang, Key::Tagline) }</p>
                </header>
                <Notices notices={state.notices.clone()} {lang} {on_dismiss} />
                <UpdatePrompt {lang} />
                if let (Some(leave), Some(s)) = (&state.asking, session) {
                    <LeaveQuestion {lang} current={s.variant()} leave={leave.clone()}
                        asked={asked_variant(&state, leave)}
                        drops_oldest={state.kept.len() >= MAX_KEPT}
                        on_stay={{ let d = state.dispatcher(); Callback::from(move |_| d.dispatch(Action::Stay)) }}
                        on_leave={{ let d = state.dispatcher(); Callback::from(move |_| d.dispatch(Action::Leave)) }} />
                }
                <main class="screen">
                    {
                        match (state.screen, session) {
                            (Screen::Play, Some(_)) => html! { <PlayScreen /> },
                            _ => html! { <NewGameScreen /> },
                        }
                    }
                </main>
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
    }
}

#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    pub notices: Vec<Notice>,
    pub lang: Lang,
    pub on_dismiss: Callback<u64>,
}

/// Messages the person must see (a discarded save, a bad link), each closable.
#[function_component(Notices)]
pub fn notices(props: &NoticesProps) -> Html {
    if props.notices.is_empty() {
        return html! {};
    }
    let lang = props.lang;
    html! {
        <div class="notices">
            { for props.notices.iter().map(|n| {
                let id = n.id;
                let dismiss = props.on_dismiss.reform(move |_: MouseEvent| id);
                html! {
                    <div class="notice" data-testid="notice" role="alert" key={id}>
                        <p>
                            { t(lang, n.key) }
                            if let Some(d) = &n.detail {
                                <span class="notice-detail">{ format!(" ({d})") }</span>
                            }
                        </p>
                        <button type="button" class="notice-close" onclick={dismiss}
                            aria-label={t(lang, Key::Dismiss)} title={t(lang, Key::Dismiss)}>
                            { "×" }
                        </button>
                    </div>
                }
            }) }
        </div>
    }
}

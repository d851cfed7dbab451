//! The root component: owns the one `AppState` (a reducer shared by context) and runs every
//! side effect the state asks for — loading and saving localStorage, keeping the URL hash in
//! step, following hash links, the computer's moves and draw answers on timers — and shows
//! the question before a game at stake is left.

use crate::bot_driver::{BotDriver, LocalBot};
use crate::browser::{self, coin, current_hash};
use crate::i18n::{t, Key};
use crate::lesson_driver::LessonDriver;
use crate::lessons::wire::Reply;
use crate::route;
use crate::screens::leave::LeaveQuestion;
use crate::screens::notices::Notices;
use crate::screens::{learn::LearnScreen, new_game::NewGameScreen, play::PlayScreen};
use crate::state::learn::LearnMsg;
use crate::state::{AppContext, AppState, Leave, Msg, Screen, Send, Settings, MAX_KEPT};
use crate::storage;
use crate::update::UpdatePrompt;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use incerto_engine::{random_seed, Variant};
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds before the computer's step appears, so a person can follow it.
const BOT_DELAY_MS: u32 = 450;
/// Milliseconds before the computer answers a draw offer.
const DRAW_ANSWER_MS: u32 = 700;

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
            .unwrap_or_else(|_| Settings::new(browser::lang())),
    );
    if let Err(Some(e)) = settings {
        st.notify(Key::SettingsDiscarded, Some(e));
    }
    match loaded.game {
        Some(Ok((game, mode, seed))) => st.resume(game, mode, seed),
        Some(Err(e)) => st.notify(Key::GameDiscarded, Some(e)),
        None => {}
    }
    st.learning.progress = storage::load_progress();
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
            (Screen::Learn, _) => state.learning.hash(),
            _ => route::new_hash(&state.settings, &state.seed_text),
        };
        use_effect(move || browser::replace_hash(&hash));
    }

    // Links followed or typed while the page is open.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    dispatcher.dispatch(Msg::Navigate(route::target(&current_hash(), coin())));
                })
            });
            move || drop(listener)
        });
    }

    // The lessons' worker: started by the first request (the Learn screen's), sent every
    // request the state queued, its answers dispatched back; progress stored as it grows.
    {
        let dispatcher = state.dispatcher();
        let lessons = use_memo((), move |_| {
            LessonDriver::new(dispatcher.send_with(|r: Result<Reply, String>| {
                Msg::Learn(match r {
                    Ok(reply) => LearnMsg::Reply(Rc::new(reply)),
                    Err(why) => LearnMsg::Broken(why),
                })
            }))
        });
        let sent = use_mut_ref(|| 0u64);
        let outbox = state.learning.outbox.clone();
        use_effect_with(outbox.last().map(|(n, _)| *n), move |_| {
            for (n, request) in outbox.iter().filter(|(n, _)| *n > *sent.borrow()) {
                lessons.post(request);
                *sent.borrow_mut() = *n;
            }
        });
        let st = state.clone();
        use_effect_with(state.learning.progress_rev, move |&rev| {
            if let (true, Some(p)) = (rev > 0, st.learning.progress.as_deref()) {
                storage::save_progress(p);
            }
        });
    }

    // The document's language follows the chosen one (screen readers, hyphenation).
    use_effect_with(lang, |&lang| browser::set_document_lang(lang));

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
                let reply = st
                    .dispatcher()
                    .send_with(move |step| Msg::Bot { rev, step });
                Some(driver.request(view, BOT_DELAY_MS, reply))
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
                    dispatcher.dispatch(Msg::BotDrawAnswer {
                        rev,
                        accept: coin(),
                    })
                })
            });
            move || drop(timer)
        });
    }

    let d = state.dispatcher();

    html! {
        <ContextProvider<AppContext> context={state.clone()}>
            <div class="app">
                <header class="topbar">
                    <h1 data-testid="title" class="title">{ t(lang, Key::AppTitle) }</h1>
                    <p class="tagline">{ t(lang, Key::Tagline) }</p>
                </header>
                <Notices notices={state.notices.clone()} {lang} on_dismiss={d.send_with(Msg::Dismiss)} />
                <UpdatePrompt {lang} />
                if let (Some(leave), Some(s)) = (&state.asking, session) {
                    <LeaveQuestion {lang} current={s.variant()} leave={leave.clone()}
                        asked={asked_variant(&state, leave)}
                        drops_oldest={state.kept.len() >= MAX_KEPT}
                        on_stay={d.send(Msg::Stay)} on_leave={d.send(Msg::Leave)} />
                }
                <main class="screen">
                    {
                        match (state.screen, session) {
                            (Screen::Play, Some(_)) => html! { <PlayScreen /> },
                            (Screen::Learn, _) => html! { <LearnScreen /> },
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

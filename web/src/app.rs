//! The root component: owns the one `AppState` (a reducer shared by context) and runs every
//! side effect the state asks for — loading and saving localStorage, keeping the URL hash in
//! step, following hash links, the computer's moves (from its Web Worker) and draw answers
//! on timers — and shows the question before a game at stake is left.

use crate::bot_driver::{decision_seed, Ask, Computer};
use crate::browser::{self, coin, current_hash};
use crate::i18n::{t, Key};
use crate::lesson_driver::LessonDriver;
use crate::lessons::wire::Reply;
use crate::route;
use crate::screens::leave::LeaveQuestion;
use crate::screens::notices::notices;
use crate::screens::play::{live_feed, LiveRegion};
use crate::screens::{learn::LearnScreen, new_game::NewGameScreen, play::PlayScreen};
use crate::state::learn::LearnMsg;
use crate::state::{AppContext, AppState, Leave, Msg, Screen, Send, Settings, MAX_KEPT};
use crate::storage;
use crate::update::UpdatePrompt;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use incerto_engine::Variant;
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
        Some(Ok((game, mode, seed, clocks))) => st.resume(game, mode, seed, clocks),
        Some(Err(e)) => st.notify(Key::GameDiscarded, Some(e)),
        None => {}
    }
    if crate::page::LESSONS {
        st.learning.progress = storage::load_progress();
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

    // Save whenever the settings, the game (by its revision) or its clocks change, and the
    // kept games whenever the list does.
    {
        let st = state.clone();
        let deps = (
            state.settings.clone(),
            session.map(|s| (s.tracked.rev, s.clocks)),
        );
        use_effect_with(deps, move |_| {
            storage::save_settings(&st.settings);
            storage::save_game(st.session.as_ref(), browser::now());
        });
        let st = state.clone();
        let ids: Vec<u64> = state.kept.iter().map(|k| k.id).collect();
        use_effect_with(ids, move |_| storage::save_kept(&st.kept));
    }

    // The URL names what is on screen, after every render: a link just followed (which
    // may carry a seed) is replaced even when what is on screen did not change. Going
    // from one screen to the other is a new history entry, so Back and Forward move
    // between the new-game screen and the game (the game stays, see `Target::Home`); a
    // page opened on a game gets the new-game screen's entry before it, so Back never
    // leaves the app mid-game.
    {
        let new_hash = route::new_hash(&state.settings, &state.seed_text);
        let hash = match (state.screen, session) {
            (Screen::Play, Some(s)) => route::play_hash(s),
            (Screen::Learn, _) if crate::page::LESSONS => state.learning.hash(),
            _ => new_hash.clone(),
        };
        let screen = state.screen;
        let last = use_mut_ref(|| None::<Screen>);
        // Loaded from the other page wasm (Back, Forward, a button of the other's screen):
        // its history stays as it is.
        let switched = *use_memo((), |_| browser::take_page_switch());
        use_effect(move || {
            // The Learn screen in the app's page (an address of the lessons page, typed or
            // followed): the lessons page takes it as it is.
            if screen == Screen::Learn && !crate::page::LESSONS {
                browser::switch_page();
                return;
            }
            let before = last.borrow_mut().replace(screen);
            match before {
                Some(b) if b != screen => browser::push_hash(&hash),
                None if screen == Screen::Play && !switched => {
                    browser::replace_hash(&new_hash);
                    browser::push_hash(&hash);
                }
                _ => browser::replace_hash(&hash),
            }
            // A screen of the app's page wasm in the lessons page (a button of the Learn
            // screen: a new game, the game in progress): load the page again at its
            // address, which index.html's loader starts as the app. Everything was saved by
            // the effects above.
            if screen != Screen::Learn && crate::page::LESSONS {
                browser::switch_page();
            }
        });
    }

    // The clocks: brought up to date after every change that starts or stops one, and
    // woken when the running one would reach zero (a fallen flag ends the game).
    {
        let d = state.dispatcher();
        let deps = session.map(|s| {
            (
                s.tracked.rev,
                s.handover.is_some(),
                state.page_hidden,
                s.clocks,
            )
        });
        use_effect_with(deps, move |deps| {
            let mut timer = None;
            if let Some((.., Some(c))) = deps {
                d.dispatch(Msg::Clock(browser::now()));
                if let Some(color) = c.runner() {
                    let left = c.left_at(color, browser::now());
                    let d = d.clone();
                    // A little after zero, so the clock has truly run out when it is read.
                    let ms = u32::try_from(left.saturating_add(20)).unwrap_or(u32::MAX);
                    timer = Some(Timeout::new(ms, move || {
                        d.dispatch(Msg::Clock(browser::now()))
                    }));
                }
            }
            move || drop(timer)
        });
    }

    // A hidden page stops the clocks; a page being closed or reloaded while a clock runs
    // saves the game with its clocks stopped now, before it goes. Only then: every other
    // change was saved when it happened, and a stale tab must not write over a newer game
    // saved by another.
    {
        let latest = use_mut_ref(|| None);
        *latest.borrow_mut() = session.cloned();
        let d = state.dispatcher();
        use_effect_with((), move |_| {
            let listeners = web_sys::window()
                .and_then(|w| Some((w.clone(), w.document()?)))
                .map(|(w, doc)| {
                    let save = {
                        let latest = latest.clone();
                        move || {
                            let s = latest.borrow();
                            if s.as_ref().and_then(|s| s.clocks?.runner()).is_some() {
                                storage::save_game(s.as_ref(), browser::now());
                            }
                        }
                    };
                    let on_visibility = {
                        let save = save.clone();
                        EventListener::new(&doc, "visibilitychange", move |_| {
                            let hidden = browser::page_hidden();
                            if hidden {
                                save();
                            }
                            d.dispatch(Msg::PageHidden {
                                hidden,
                                now: browser::now(),
                            });
                        })
                    };
                    let on_hide = EventListener::new(&w, "pagehide", move |_| save());
                    (on_visibility, on_hide)
                });
            move || drop(listeners)
        });
    }

    // Links followed or typed while the page is open.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    let hash = current_hash();
                    if route::is_lessons_page(&hash) != crate::page::LESSONS
                        || route::is_embed(&hash)
                    {
                        // An address of the other page wasm (or the embed, the lessons
                        // page's other root): start the page again as it.
                        browser::switch_page();
                        return;
                    }
                    dispatcher.dispatch(Msg::Navigate(route::target(&hash, coin())));
                })
            });
            move || drop(listener)
        });
    }

    // The lessons' worker: started by the first request (the Learn screen's), sent every
    // request the state queued, its answers dispatched back; progress stored as it grows.
    // Only the lessons page has the Learn screen: the app's wasm links none of this.
    {
        let dispatcher = state.dispatcher();
        let lessons = use_memo((), move |_| {
            crate::page::LESSONS.then(|| {
                LessonDriver::new(dispatcher.send_with(|r: Result<Reply, String>| {
                    Msg::Learn(match r {
                        Ok(reply) => LearnMsg::Reply(Rc::new(reply)),
                        Err(why) => LearnMsg::Broken(why),
                    })
                }))
            })
        });
        let sent = use_mut_ref(|| 0u64);
        let outbox = state.learning.outbox.clone();
        use_effect_with(outbox.last().map(|(n, _)| *n), move |_| {
            let Some(lessons) = (*lessons).as_ref().filter(|_| crate::page::LESSONS) else {
                return;
            };
            for (n, request) in outbox.iter().filter(|(n, _)| *n > *sent.borrow()) {
                lessons.post(request);
                *sent.borrow_mut() = *n;
            }
        });
        let st = state.clone();
        use_effect_with(state.learning.progress_rev, move |&rev| {
            if let (true, true, Some(p)) = (
                crate::page::LESSONS,
                rev > 0,
                st.learning.progress.as_deref(),
            ) {
                storage::save_progress(p);
            }
        });
    }

    // The document's language follows the chosen one (screen readers, hyphenation).
    use_effect_with(lang, |&lang| browser::set_document_lang(lang));

    // The computer's turn, from its worker.
    let computer = use_memo((), |_| Computer::new());
    // The lessons page never shows a game (it reloads as the app for one).
    use_computer_turn(&state, &computer, !crate::page::LESSONS);

    // Belief hints, when they are on: computed by the computer's other worker for the view
    // on the board (never while the board is hidden for a hand-over, never for the
    // all-seeing view after the game), and shown only with that view.
    {
        let job = session
            .filter(|_| state.settings.hints && state.screen == Screen::Play)
            .filter(|s| s.handover.is_none())
            .map(|s| s.shown.key())
            .filter(|key| key.viewer.is_some());
        let st = state.clone();
        let computer = computer.clone();
        use_effect_with(job, move |job| {
            let pending = job.and_then(|key| {
                let view = (*st.session.as_ref()?.shown.board).clone();
                let reply = st
                    .dispatcher()
                    .send_with(move |hints| Msg::Hints { key, hints });
                Some(computer.hints(view, reply))
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
                { notices(&state.notices, lang, &d.send_with(Msg::Dismiss)) }
                <UpdatePrompt {lang} />
                if let (Some(leave), Some(s)) = (&state.asking, session) {
                    <LeaveQuestion {lang} current={s.variant()} leave={leave.clone()}
                        asked={asked_variant(&state, leave)}
                        drops_oldest={state.kept.len() >= MAX_KEPT}
                        on_stay={d.send(Msg::Stay)} on_leave={d.send(Msg::Leave)} />
                }
                <LiveRegion {lang} feed={live_feed(&state)} />
                <main class="screen">
                    {
                        // Each page wasm draws its own screens (the other's reload, above).
                        match (state.screen, session, crate::page::LESSONS) {
                            (Screen::Learn, _, true) => html! { <LearnScreen /> },
                            (Screen::Learn, _, false) | (_, _, true) => html! {},
                            (Screen::Play, Some(_), false) => html! { <PlayScreen /> },
                            (_, _, false) => html! { <NewGameScreen /> },
                        }
                    }
                </main>
            </div>
        </ContextProvider<AppContext>>
    }
}

/// The computer's turn (the app's and the embed's board): while `on` and the session's
/// game waits for the computer on the play screen, ask its worker for one step of its own
/// view. A new revision (any change to the game: a new game, undo), or leaving the play
/// screen, withdraws an unanswered request by dropping it, which ends a search under way.
/// The worker's files load as soon as a game against the computer is on screen.
#[hook]
pub fn use_computer_turn(state: &AppContext, computer: &Rc<Computer>, on: bool) {
    let bot_seed = use_memo((), |_| browser::bot_seed());
    let session = state
        .session
        .as_ref()
        .filter(|_| on && state.screen == Screen::Play);
    let warm = computer.clone();
    use_effect_with(
        session.is_some_and(|s| s.computer().is_some()),
        move |&on| {
            if on {
                warm.warm();
            }
        },
    );
    let bot_turn = session.and_then(|s| {
        let bot = s.computer()?;
        let level = s.level()?;
        let g = s.game();
        // While the person's draw offer waits for an answer, the computer answers first.
        let waiting = g.draw_offer().is_some();
        (!g.is_over() && g.turn() == bot && !waiting).then_some((s.tracked.rev, bot, level))
    });
    let st = state.clone();
    let computer = computer.clone();
    use_effect_with(bot_turn, move |job| {
        let pending = job.and_then(|(rev, bot, level)| {
            let view = st.session.as_ref()?.game().view(Some(bot));
            let reply = st.dispatcher().send_with(move |answer| match answer {
                Ok(step) => Msg::Bot { rev, step },
                Err(detail) => Msg::BotFailed { rev, detail },
            });
            let ask = Ask {
                seed: decision_seed(*bot_seed, &view),
                view,
                level,
                // The level table's cap (engine/src/bot/ladder.rs).
                cap_ms: level.cap_ms(),
                delay_ms: BOT_DELAY_MS,
            };
            Some(computer.think(ask, reply))
        });
        move || drop(pending)
    });
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

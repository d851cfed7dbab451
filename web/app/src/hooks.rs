//! The side effects of a page that shows the app's state, each a named hook: saving it,
//! the URL, the links followed, the clocks, the page being hidden, the computer's turn,
//! its hints and its draw answers. The app's root uses them all; the lessons page
//! (web/learn) and the analysis page (web/analysis) the ones their screens need; the
//! embed's board only the computer's turn (the analysis page saves its analysis itself).
//! The reducer stays pure: these run what the state asks for and send the results back.

use crate::bot_driver::{decision_seed, Ask, Computer};
use crate::route;
use crate::state::{AppContext, Msg, Screen, Seat, Send};
use crate::storage;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use incerto_ui::browser::{self, coin};
use incerto_ui::i18n::Lang;
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds before the computer's step appears, so a person can follow it.
const BOT_DELAY_MS: u32 = 450;
/// Milliseconds before the computer answers a draw offer.
const DRAW_ANSWER_MS: u32 = 700;

/// Saves whenever the settings, the game (by its revision) or its clocks change, and the
/// kept games whenever the list does.
#[hook]
pub fn use_persistence(state: &AppContext) {
    let session = state.session.as_ref();
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

/// The URL names what is on screen, after every render: `hash` is its address (`None`:
/// the address stays as it is). A link just followed (which may carry a seed) is replaced
/// even when what is on screen did not change. Going from one screen to the other is a
/// new history entry, so Back and Forward move between the new-game screen and the game
/// (the game stays, see `Target::Home`); a page opened on a game gets the new-game
/// screen's entry before it, so Back never leaves the app mid-game.
///
/// A screen this page wasm does not draw (`drawn` false: the Learn screen in the app's
/// page, a game in the lessons page) loads the page again at its address, which
/// index.html's loader starts as the other page wasm. Everything was saved by
/// [`use_persistence`] before.
#[hook]
pub fn use_hash_sync(state: &AppContext, hash: Option<String>, drawn: bool) {
    let new_hash = route::new_hash(&state.settings, &state.seed_text);
    let screen = state.screen;
    let last = use_mut_ref(|| None::<Screen>);
    // Loaded from the other page wasm (Back, Forward, a button of the other's screen):
    // its history stays as it is.
    let switched = *use_memo((), |_| browser::take_page_switch());
    use_effect(move || {
        if let Some(hash) = hash {
            let before = last.borrow_mut().replace(screen);
            match before {
                Some(b) if b != screen => browser::push_hash(&hash),
                None if screen == Screen::Play && !switched => {
                    browser::replace_hash(&new_hash);
                    browser::push_hash(&hash);
                }
                _ => browser::replace_hash(&hash),
            }
        }
        if !drawn {
            browser::switch_page();
        }
    });
}

/// Links followed or typed while the page is open: `follow` gets each new hash.
#[hook]
pub fn use_hash_links(follow: Callback<String>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            EventListener::new(&w, "hashchange", move |_| follow.emit(browser::read_hash()))
        });
        move || drop(listener)
    });
}

/// The clocks: brought up to date after every change that starts or stops one, and woken
/// when the running one would reach zero (a fallen flag ends the game).
#[hook]
pub fn use_clock(state: &AppContext) {
    let d = state.dispatcher();
    let deps = state.session.as_ref().map(|s| {
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

/// A hidden page stops the clocks; a page being closed or reloaded while a clock runs
/// saves the game with its clocks stopped now, before it goes. Only then: every other
/// change was saved when it happened, and a stale tab must not write over a newer game
/// saved by another.
#[hook]
pub fn use_visibility(state: &AppContext) {
    let latest = use_mut_ref(|| None);
    *latest.borrow_mut() = state.session.clone();
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

/// The document's language follows the chosen one (screen readers, hyphenation).
#[hook]
pub fn use_document_lang(lang: Lang) {
    use_effect_with(lang, |&lang| browser::set_document_lang(lang));
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
        let (bot, Seat::Computer(level)) = s.awaited()? else {
            return None;
        };
        // While the person's draw offer waits for an answer, the computer answers first.
        let waiting = s.game().draw_offer().is_some();
        (!waiting).then_some((s.tracked.rev, bot, level))
    });
    let st = state.clone();
    let computer = computer.clone();
    use_effect_with(bot_turn, move |job| {
        let pending = job.and_then(|(rev, bot, level)| {
            let view = st.session.as_ref()?.game().view(Some(bot));
            let reply = st.dispatcher().send_with(move |answer| match answer {
                Ok(step) => Msg::Arrived { rev, step },
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

/// Belief hints, when they are on: computed by the computer's other worker for the view on
/// the board (never while the board is hidden for a hand-over, never for the all-seeing
/// view after the game), and shown only with that view.
#[hook]
pub fn use_hints(state: &AppContext, computer: &Rc<Computer>) {
    let job = state
        .session
        .as_ref()
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

/// The computer answers a draw offer a person here made to it. The random player has no
/// judgement: it accepts or declines at random, and the panel says which.
#[hook]
pub fn use_draw_answer(state: &AppContext) {
    let offer = state.session.as_ref().and_then(|s| {
        let by = s.game().draw_offer()?;
        let to_computer = s.seat(by).is_here() && matches!(s.seat(!by), Seat::Computer(_));
        (!s.is_over() && to_computer).then_some(s.tracked.rev)
    });
    let dispatcher = state.dispatcher();
    use_effect_with(offer, move |offer| {
        let timer = offer.map(|rev| {
            Timeout::new(DRAW_ANSWER_MS, move || {
                dispatcher.dispatch(Msg::DrawAnswer {
                    rev,
                    accept: coin(),
                })
            })
        });
        move || drop(timer)
    });
}

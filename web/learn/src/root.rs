//! The lessons page's root: the app's state (`incerto_app`: the settings, the game, the
//! kept games and the notices, stored and restored as on the app's page) and the Learn
//! screen's own state beside it, each a reducer in context; the app's hooks for the page's
//! side effects and this page's own for the lessons' worker and progress. It draws the
//! app's page around the Learn screen; every other screen is the app's page's, which a
//! button or an address loads (`use_hash_sync`).

use crate::driver::LessonDriver;
use crate::route::{self, LearnTarget};
use crate::screens::learn::LearnScreen;
use crate::state::{LearnMsg, Learning};
use incerto_app::hooks::{
    use_clock, use_document_lang, use_draw_answer, use_hash_links, use_hash_sync, use_persistence,
    use_visibility,
};
use incerto_app::root::{page, stored_state};
use incerto_app::route::{is_lessons_page, screen_hash};
use incerto_app::state::{AppContext, AppState, Msg, Screen, Target};
use incerto_engine::Variant;
use incerto_tutor::wire::Reply;
use incerto_ui::browser::{self, current_hash};
use incerto_ui::i18n::Key;
use incerto_ui::storage;
use std::rc::Rc;
use yew::prelude::*;

/// Where the lessons' progress is stored: text that only the lessons' worker reads
/// (`incerto_tutor::Progress`); a value it cannot read is kept aside
/// (`storage::keep_unread`), replaced by a fresh one, and the person told.
pub const PROGRESS_KEY: &str = "incerto.lessons.v1";

/// What the Learn screen's components get from the context, beside the app's
/// `AppContext`.
pub type LearnContext = UseReducerHandle<Learning>;

/// What an address of the Learn screen opens: its target, or, for one that cannot be read,
/// the game's lessons and the reason.
fn read(hash: &str) -> (LearnTarget, Option<String>) {
    match route::read(hash) {
        Ok(t) => (t, None),
        Err(why) => (LearnTarget::ALL, Some(why)),
    }
}

/// The first app state: what is stored, on the Learn screen (an address of it that cannot
/// be read is told: not on the new-game screen, which is the app's page, and the reload
/// into it would lose the notice).
fn init_app() -> AppState {
    let mut app = stored_state();
    app.navigate(Target::Lessons);
    if let (_, Some(why)) = read(&current_hash()) {
        app.notify(Key::BadLessonLink, Some(why));
    }
    app
}

/// The first Learn screen state: the stored progress, and a request for what the address
/// names (`variant`: the game chosen on the new-game screen).
fn init_learning(variant: Variant) -> Learning {
    let mut learning = Learning::new(variant, storage::read(PROGRESS_KEY));
    learning.open(read(&current_hash()).0, variant);
    learning
}

#[function_component(LessonsPage)]
pub fn lessons_page() -> Html {
    let state = use_reducer(init_app);
    let variant = state.settings.variant;
    let learning = use_reducer(move || init_learning(variant));
    use_persistence(&state);
    let drawn = state.screen == Screen::Learn;
    let hash = if drawn {
        learning.hash()
    } else {
        screen_hash(&state)
    };
    use_hash_sync(&state, Some(hash), drawn);
    use_lesson_links(&state, &learning);
    use_clock(&state);
    use_visibility(&state);
    use_document_lang(state.settings.lang);
    use_draw_answer(&state);
    use_lessons_worker(&learning);
    use_progress(&state, &learning);

    let screen = if drawn {
        html! {
            <ContextProvider<LearnContext> context={learning.clone()}>
                <LearnScreen />
            </ContextProvider<LearnContext>>
        }
    } else {
        html! {}
    };
    page(&state, screen)
}

/// Links followed or typed while the page is open: a lesson's address opens it (one that
/// cannot be read, the game's lessons, with a notice); any other address, the embed's
/// included, is another root's, and the page starts again as it.
#[hook]
fn use_lesson_links(state: &AppContext, learning: &LearnContext) {
    // The game chosen on the new-game screen, as it is when a link is followed.
    let variant = use_mut_ref(|| state.settings.variant);
    *variant.borrow_mut() = state.settings.variant;
    let (app, learn) = (state.dispatcher(), learning.dispatcher());
    use_hash_links(Callback::from(move |hash: String| {
        if !is_lessons_page(&hash) {
            browser::switch_page();
            return;
        }
        let (target, bad) = read(&hash);
        if let Some(why) = bad {
            app.dispatch(Msg::Notify {
                key: Key::BadLessonLink,
                detail: Some(why),
            });
        }
        app.dispatch(Msg::Navigate(Target::Lessons));
        learn.dispatch(LearnMsg::Open(target, *variant.borrow()));
    }));
}

/// The lessons' worker: started by the first request (the Learn screen's), sent every
/// request the state queued, its answers dispatched back.
#[hook]
fn use_lessons_worker(learning: &LearnContext) {
    let d = learning.dispatcher();
    let driver = use_memo((), move |_| {
        LessonDriver::new(Callback::from(move |r: Result<Reply, String>| {
            d.dispatch(match r {
                Ok(reply) => LearnMsg::Reply(Rc::new(reply)),
                Err(why) => LearnMsg::Broken(why),
            })
        }))
    });
    let sent = use_mut_ref(|| 0u64);
    let outbox = learning.outbox.clone();
    use_effect_with(outbox.last().map(|(n, _)| *n), move |_| {
        for (n, request) in outbox.iter().filter(|(n, _)| *n > *sent.borrow()) {
            driver.post(request);
            *sent.borrow_mut() = *n;
        }
    });
}

/// The progress is stored as it grows; a stored progress the worker could not read (and
/// started afresh) is kept aside first, never written over, and told.
#[hook]
fn use_progress(state: &AppContext, learning: &LearnContext) {
    // Before the fresh progress is stored (effects run in this order).
    let app = state.dispatcher();
    use_effect_with(learning.resets, move |&resets| {
        if resets > 0 {
            if let Some(raw) = storage::read(PROGRESS_KEY) {
                let unread = storage::keep_unread(PROGRESS_KEY, &raw, 1, String::new());
                app.dispatch(Msg::NotifyUnread {
                    key: Key::LessonsProgressDiscarded,
                    unread,
                });
            }
        }
    });
    let l = learning.clone();
    use_effect_with(learning.progress_rev, move |&rev| {
        if let (true, Some(p)) = (rev > 0, l.progress.as_deref()) {
            storage::write(PROGRESS_KEY, p);
        }
    });
}

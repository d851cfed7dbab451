//! The Learn screen (`#/learn/<game>/<lesson>/<step>`): each game's lessons with the
//! person's progress, the lesson being taught (`lesson.rs`), "Play a game" after a lesson,
//! and a link to the complete rulebook. The lessons run in their own worker, started when
//! the screen first opens (`root.rs`), so they cost nothing to people who only play.

use crate::root::LearnContext;
use crate::screens::lesson::{lesson_player, use_reply_timer, Framing};
use crate::state::LearnMsg;
use incerto_app::state::{self, set_lang, AppContext, Dispatch, Msg, Send};
use incerto_engine::Variant;
use incerto_tutor::tutor::TutorMsg;
use incerto_tutor::wire::Index;
use incerto_ui::i18n::{t, tf, variant_key, Key, Lang, LessonKey};
use yew::prelude::*;

/// The rulebook the lessons teach: docs/RULES.md as a page of the app's own files
/// (scripts/rules-page.mjs writes it at each build; the service worker keeps it offline).
/// Relative, so it works from any folder; opened in place, so an installed app stays
/// in its window (the page links back).
pub const RULES_URL: &str = "rules.html";

/// `#/learn/<game>` and deeper.
fn href(variant: Variant, lesson: Option<&str>, step: Option<&str>) -> String {
    let mut h = format!("#/learn/{}", variant.name());
    for part in [lesson, step].into_iter().flatten() {
        h.push('/');
        h.push_str(part);
    }
    h
}

#[function_component(LearnScreen)]
pub fn learn_screen() -> Html {
    let ctx = use_context::<AppContext>();
    let learning = use_context::<LearnContext>();
    let send: Callback<TutorMsg> = match &learning {
        Some(l) => {
            let d = l.dispatcher();
            Callback::from(move |m: TutorMsg| d.dispatch(LearnMsg::Tutor(m)))
        }
        None => Callback::noop(),
    };
    let reply_due = learning
        .as_ref()
        .and_then(|l| l.frame.as_ref())
        .and_then(|f| f.reply_due);
    use_reply_timer(reply_due, send.clone());
    use_effect_with((), |_| {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    let (Some(ctx), Some(l)) = (ctx, learning) else {
        return html! {};
    };
    let lang = ctx.settings.lang;
    let d = ctx.dispatcher();

    let on_lang = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(lang) = Lang::parse(&value) {
                set_lang(&d, lang);
            }
        })
    };
    let tabs = Variant::ALL.iter().map(|&v| {
        let current = v == l.variant;
        html! {
            <a href={href(v, None, None)} class={classes!("learn-tab", current.then_some("current"))}
                aria-current={current.then_some("page")} data-game={v.name()}>
                { t(lang, variant_key(v)) }
            </a>
        }
    });

    let body = if let Some(why) = &l.failed {
        html! {
            <div class="card">
                <p class="error" role="alert" data-testid="learn-error">{ t(lang, LessonKey::LessonLoadFailed) }</p>
                <p class="hint">{ why }</p>
            </div>
        }
    } else if let Some(ix) = l.index.as_ref().filter(|ix| ix.game == l.variant) {
        match &l.frame {
            Some(frame) => {
                let finish = play_button(lang, &ctx, &d, frame.game);
                html! {
                    <div class="learn-body">
                        { lesson_player(lang, frame, &send,
                            Framing { coordinates: ctx.settings.coordinates, embedded: false, view_only: false, bottom: None }, finish) }
                        { index(lang, ix, Some(&frame.lesson_id)) }
                    </div>
                }
            }
            None => html! {
                <div class="learn-body index-only">
                    if l.missing {
                        <p class="error card" role="alert" data-testid="learn-missing">{ t(lang, LessonKey::LessonMissing) }</p>
                    }
                    { index(lang, ix, None) }
                </div>
            },
        }
    } else if l.loading() {
        html! { <p class="card hint" role="status" data-testid="learn-loading">{ t(lang, LessonKey::LessonLoading) }</p> }
    } else {
        // Another game's lessons are still on their way.
        html! {}
    };

    html! {
        <section class="learn" data-testid="learn" aria-labelledby="learn-title">
            <header class="learn-head">
                <h2 id="learn-title">{ t(lang, LessonKey::LearnTitle) }</h2>
                <nav class="learn-tabs" aria-label={t(lang, Key::GameLegend)}>{ for tabs }</nav>
                <div class="actions">
                    <label class="inline-field">
                        <span class="sr-only">{ t(lang, Key::LanguageLabel) }</span>
                        <select name="lang" data-testid="learn-lang" onchange={on_lang}>
                            { for Lang::ALL.iter().map(|&l| html! {
                                <option value={l.code()} selected={l == lang}>{ l.native_name() }</option>
                            }) }
                        </select>
                    </label>
                    <button type="button" data-testid="learn-new-game" onclick={d.send(Msg::ShowNewGame)}>
                        { t(lang, Key::NewGameButton) }
                    </button>
                    if ctx.session.is_some() {
                        <button type="button" data-testid="continue" onclick={d.send(Msg::ContinueGame)}>
                            { t(lang, Key::ContinueGame) }
                        </button>
                    }
                </div>
            </header>
            { body }
        </section>
    }
}

/// "Play a game": a new game of this game with the person's other choices (after asking,
/// if a game is at stake).
fn play_button(lang: Lang, ctx: &AppContext, d: &Dispatch, variant: Variant) -> Html {
    let mut settings = ctx.settings.clone();
    settings.variant = variant;
    let d = d.clone();
    let onclick = Callback::from(move |_: MouseEvent| {
        d.dispatch(Msg::SetVariant(variant));
        state::start(&d, &settings, None);
    });
    html! {
        <button type="button" class="primary" data-testid="lesson-play" {onclick}>
            { t(lang, LessonKey::LessonPlayGame) }
        </button>
    }
}

/// The game's lessons with their progress, where to go on, and the rulebook.
fn index(lang: Lang, ix: &Index, current: Option<&str>) -> Html {
    let v = ix.game;
    let game = t(lang, variant_key(v));
    let go_on = match &ix.go_on {
        Some(g) => {
            let label = if g.fresh {
                t(lang, LessonKey::LessonStart).to_owned()
            } else {
                tf(
                    lang,
                    LessonKey::LessonContinue,
                    &[("lesson", g.title.get(lang))],
                )
            };
            html! {
                <a class="button primary" data-testid="learn-go-on"
                    href={href(v, Some(&g.lesson), Some(&g.step))}>{ label }</a>
            }
        }
        None => html! {
            <p class="lesson-complete" data-testid="learn-all-done">
                { tf(lang, LessonKey::LessonAllDone, &[("game", game)]) }
            </p>
        },
    };
    let items = ix.lessons.iter().map(|e| {
        let here = current == Some(e.id.as_str());
        let complete = e.done == e.total;
        html! {
            <li class={classes!(here.then_some("current"), complete.then_some("done"))}
                data-lesson={e.id.clone()}>
                <a href={href(v, Some(&e.id), Some(&e.first_open))}
                    aria-current={here.then_some("true")}>{ e.title.get(lang) }</a>
                <span class="hint lesson-count">
                    { tf(lang, LessonKey::LessonStepsDone, &[("done", &e.done.to_string()), ("total", &e.total.to_string())]) }
                </span>
                if complete {
                    <span class="lesson-done-mark" aria-label={t(lang, LessonKey::LessonDoneBadge)}>{ "✓" }</span>
                }
            </li>
        }
    });
    html! {
        <aside class="card learn-index" aria-labelledby="learn-index-title" data-testid="learn-index">
            <h3 id="learn-index-title">{ tf(lang, LessonKey::LessonsOf, &[("game", game)]) }</h3>
            if current.is_none() {
                <p class="hint">{ t(lang, LessonKey::LearnIntro) }</p>
                <p>{ go_on }</p>
            }
            <ol class="lesson-list">{ for items }</ol>
            <p class="hint">
                <a href={RULES_URL} data-testid="rules-link">
                    { t(lang, LessonKey::LessonRulesLink) }
                </a>
            </p>
        </aside>
    }
}

//! The analysis panel of a finished game, which the analysis page passes to the app's play
//! screen: the progress with Cancel ("Analyse" again after a cancel or a failure), then
//! the lens switch (what each could know, what was there), the accuracy, the
//! expected-score graph (an inline SVG, with the list of judged steps as its text
//! equivalent, every item a button) and, for the step picked, the sentence saying why. The
//! play screen's board draws the picked step's suggestion and its move list the marks
//! (`marks`, passed to web/app's screens/play).

use crate::hooks::AnalysisContext;
use crate::state::{judgement_key, judgement_mark, line_at, white_curve, worst_at};
use crate::state::{Analysis, AnalysisMsg, Work};
use incerto_app::screens::play::analyse_button;
use incerto_app::state::{AppContext, Dispatch, Msg, Replay};
use incerto_engine::{Judgement, Lens, Phase, Review, ReviewLine, Step};
use incerto_ui::i18n::{color_key, role_key, t, tf, Key, Lang};
use std::rc::Rc;
use yew::prelude::*;

/// Sends messages to the analysis's state.
pub type AnalysisDispatch = UseReducerDispatcher<Analysis>;

/// Picking a line of the analysis: the line is shown (the analysis's state) and the board
/// goes to the position before its step (the app's cursor).
#[derive(Clone, PartialEq)]
pub struct Pick {
    pub app: Dispatch,
    pub analysis: AnalysisDispatch,
}

impl Pick {
    /// The callback that picks line `i` of `review`.
    pub fn line<E: 'static>(&self, review: &Review, i: usize) -> Callback<E> {
        let ply = review.lines.get(i).map(|l| l.ply);
        let (app, analysis) = (self.app.clone(), self.analysis.clone());
        Callback::from(move |_| {
            if let Some(ply) = ply {
                analysis.dispatch(AnalysisMsg::Focus(i));
                app.dispatch(Msg::Replay(Replay::To(ply)));
            }
        })
    }
}

/// The move list's marks of the shown lens (?!, ?, ??), each a button to its judged
/// position: what the play screen draws after each move.
pub fn marks(
    lang: Lang,
    review: Rc<Review>,
    sans: Rc<[String]>,
    pick: Pick,
) -> Callback<usize, Html> {
    Callback::from(move |ply: usize| {
        let r = &*review;
        let Some((j, line)) = worst_at(r, ply).zip(line_at(r, ply)) else {
            return html! {};
        };
        let Some(mark) = judgement_mark(j) else {
            return html! {};
        };
        let san = sans.get(ply).map_or("", String::as_str);
        let name = format!("{}: {}", t(lang, judgement_key(j)), san);
        html! {
            <button type="button" class={classes!("judgement", format!("j-{}", j.name()))}
                data-testid="judgement" aria-label={name.clone()} title={name}
                onclick={pick.line(r, line)}>{ mark }</button>
        }
    })
}

/// The graph's size in user units (its viewBox has 4 more on each side).
const W: f64 = 300.0;
const H: f64 = 80.0;

/// A step as the analysis writes it: a square for an Incerto selection, else the action's
/// coordinates.
pub fn step_text(step: Step) -> String {
    match step {
        Step::Select(sq) => sq.to_string(),
        Step::Play(a) => a.to_string(),
        Step::Promote(r) => r.char().to_string(),
    }
}

/// An accuracy (0–100) with one decimal, by integers (no float formatting on the page).
fn tenths(a: Option<f64>) -> String {
    a.map_or("-".into(), |a| {
        let n = (a.clamp(0.0, 100.0) * 10.0).round() as u32;
        format!("{}.{}", n / 10, n % 10)
    })
}

fn percent(e: f64) -> String {
    format!("{}", (e * 100.0).round() as i32)
}

/// The sentence saying why a step was judged so, in the person's language: what was
/// played, what the computer would have chosen, both expected scores, and whose knowledge
/// judged it.
pub fn said(lang: Lang, l: &ReviewLine, lens: Lens) -> String {
    let who = t(lang, color_key(l.color));
    let played = step_text(l.played);
    let (before, after) = (percent(l.before), percent(l.after));
    let pick = l.phase == Phase::Select;
    let first = if l.judgement == Judgement::Best {
        let key = if pick {
            Key::SaidPickBest
        } else {
            Key::SaidPlayBest
        };
        tf(
            lang,
            key,
            &[("who", who), ("played", &played), ("after", &after)],
        )
    } else {
        let key = if pick { Key::SaidPick } else { Key::SaidPlay };
        let args = [
            ("who", who),
            ("played", played.as_str()),
            ("best", &step_text(l.best)),
            ("judgement", t(lang, judgement_key(l.judgement))),
            ("before", &before),
            ("after", &after),
        ];
        tf(lang, key, &args)
    };
    let why = match lens {
        Lens::View => tf(lang, Key::SaidView, &[("who", who)]),
        Lens::All => t(lang, Key::SaidAll).to_owned(),
    };
    // What the player could know of the piece the suggestion turns on.
    let odds = l.odds.map(|o| {
        let args = [
            ("who", who),
            ("square", &o.square.to_string()),
            ("role", t(lang, role_key(o.role))),
            ("p", &percent(o.probability)),
        ];
        format!(" {}", tf(lang, Key::SaidOdds, &args))
    });
    format!("{first}{} {why}", odds.unwrap_or_default())
}

/// The expected-score graph: White's score after each judged step, the even line, a dot
/// on every step judged an inaccuracy or worse, a ring round the picked one.
fn graph(lang: Lang, review: &Review, focus: Option<usize>, pick: &Pick) -> Html {
    let curve = white_curve(review);
    let n = curve.len().max(2) - 1;
    // Whole user units (the graph is 300 wide): integers print without float formatting.
    let x = |i: usize| (i as f64 * W / n as f64).round() as i32;
    let y = |e: f64| ((1.0 - e) * H).round() as i32;
    let points: String = curve
        .iter()
        .enumerate()
        .map(|(i, &e)| format!("{},{} ", x(i), y(e)))
        .collect();
    let dots = review.lines.iter().enumerate().filter_map(|(i, l)| {
        let mark = judgement_mark(l.judgement);
        let picked = focus == Some(i);
        (mark.is_some() || picked).then(|| {
            html! {
                <circle class={classes!("dot", format!("j-{}", l.judgement.name()), picked.then_some("picked"))}
                    cx={x(i).to_string()} cy={y(curve[i]).to_string()}
                    r={if picked { "4" } else { "3" }}
                    onclick={pick.line(review, i)} />
            }
        })
    });
    html! {
        <svg class="analysis-graph" data-testid="analysis-graph" role="img"
            aria-label={t(lang, Key::GraphLabel)}
            viewBox="-4 -4 308 88">
            <line class="even" x1="0" x2="300" y1="40" y2="40" />
            <polyline class="curve" points={points} />
            { for dots }
        </svg>
    }
}

/// The judged steps in words, each a button that shows its position: the graph's text
/// equivalent and the keyboard's way through the analysis.
fn lines_list(lang: Lang, review: &Review, focus: Option<usize>, pick: &Pick) -> Html {
    let items = review.lines.iter().enumerate().map(|(i, l)| {
        let text = tf(
            lang,
            Key::ReviewLineText,
            &[
                ("n", &l.turn.to_string()),
                ("who", t(lang, color_key(l.color))),
                ("step", &step_text(l.played)),
                ("judgement", t(lang, judgement_key(l.judgement))),
                ("after", &percent(l.after)),
            ],
        );
        let picked = focus == Some(i);
        html! {
            <li key={i} class={classes!(format!("j-{}", l.judgement.name()))}>
                <button type="button" class="line-button" aria-current={picked.then_some("step")}
                    onclick={pick.line(review, i)}>{ text }</button>
            </li>
        }
    });
    html! {
        <details class="analysis-lines">
            <summary>{ t(lang, Key::Moves) }</summary>
            <ol data-testid="analysis-lines">{ for items }</ol>
        </details>
    }
}

fn lens_switch(lang: Lang, shown: Lens, all_ready: bool, d: &AnalysisDispatch) -> Html {
    let button = |lens: Lens, key: Key| {
        let on = shown == lens;
        let ready = lens == Lens::View || all_ready;
        html! {
            <button type="button" data-testid={format!("lens-{}", if lens == Lens::All { "all" } else { "view" })}
                aria-pressed={on.to_string()} disabled={!ready}
                onclick={{ let d = d.clone(); Callback::from(move |_| d.dispatch(AnalysisMsg::Lens(lens))) }}>
                { t(lang, key) }</button>
        }
    };
    html! {
        <div class="actions lens" role="group" aria-label={t(lang, Key::AnalysisTitle)}>
            { button(Lens::View, Key::LensView) }
            { button(Lens::All, Key::LensAll) }
        </div>
    }
}

/// The panel, drawn from the app's state and the analysis's, both in context.
#[function_component(AnalysisPanel)]
pub fn analysis_panel() -> Html {
    let (Some(ctx), Some(analysis)) = (
        use_context::<AppContext>(),
        use_context::<AnalysisContext>(),
    ) else {
        return html! {};
    };
    let Some(s) = ctx.session.as_ref().filter(|s| s.is_over()) else {
        return html! {};
    };
    let lang = ctx.settings.lang;
    let pick = Pick {
        app: ctx.dispatcher(),
        analysis: analysis.dispatcher(),
    };
    // An analysis of another revision of the game is none: "Analyse" starts this one's.
    let rev = s.tracked.rev;
    let a = Some(&*analysis).filter(|a| a.is_of(s));
    let running = a.filter(|a| matches!(a.work, Work::Running { .. }));
    let failed = a.and_then(|a| match &a.work {
        Work::Failed(detail) => Some(detail.clone()),
        _ => None,
    });
    let offer = a.is_none_or(|a| a.complete().is_none()) && running.is_none();
    let start = {
        let d = pick.analysis.clone();
        Callback::from(move |_| d.dispatch(AnalysisMsg::Start { rev }))
    };
    let cancel = {
        let d = pick.analysis.clone();
        Callback::from(move |_| d.dispatch(AnalysisMsg::Cancel))
    };
    html! {
        <section class="analysis card" data-testid="analysis" aria-labelledby="analysis-title">
            <h2 id="analysis-title">{ t(lang, Key::AnalysisTitle) }</h2>
            if offer {
                { analyse_button(lang, start) }
            }
            if let Some(detail) = failed {
                <p class="error" role="alert" title={detail}>{ t(lang, Key::AnalysisFailed) }</p>
            }
            if let Some(a) = running {
                <div class="analysis-progress" role="status">
                    <progress data-testid="analysis-progress" max="100"
                        value={percent(a.progress())} aria-label={t(lang, Key::AnalysisTitle)} />
                    <span>{ tf(lang, Key::Analysing, &[("p", &percent(a.progress()))]) }</span>
                    <button type="button" data-testid="analysis-cancel"
                        onclick={cancel}>{ t(lang, Key::CancelAnalysis) }</button>
                </div>
            }
            if let Some((a, review)) = a.and_then(|a| Some((a, a.shown()?))) {
                <Results {lang} review={review.clone()} lens={a.lens} focus={a.focus}
                    all_ready={a.done[1].is_some()} {pick} />
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ResultsProps {
    lang: Lang,
    review: Rc<Review>,
    lens: Lens,
    focus: Option<usize>,
    all_ready: bool,
    pick: Pick,
}

/// The shown lens's results: a component of its own, so the progress of the other lens
/// (which redraws the screen) does not draw them again.
#[function_component(Results)]
fn results(p: &ResultsProps) -> Html {
    let (lang, review, pick) = (p.lang, &p.review, &p.pick);
    html! {
        <>
            { lens_switch(lang, p.lens, p.all_ready, &pick.analysis) }
            <p class="accuracy" data-testid="accuracy">
                { tf(lang, Key::AccuracyLine, &[
                    ("w", &tenths(review.accuracy.white)),
                    ("b", &tenths(review.accuracy.black)),
                ]) }
            </p>
            { graph(lang, review, p.focus, pick) }
            if let Some(l) = p.focus.and_then(|i| review.lines.get(i)) {
                <p class="analysis-said" data-testid="analysis-sentence" aria-live="polite">
                    { said(lang, l, p.lens) }
                </p>
            }
            { lines_list(lang, review, p.focus, pick) }
        </>
    }
}

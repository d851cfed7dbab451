//! One lesson on a live board, as the Learn screen and the embed both show it: the board
//! (the learner's view, as the lessons' worker drew it in a [`Frame`]), the step's place in
//! the lesson, its text, the feedback after each try, the promotion chooser and the flip
//! button, Back / Next / Try again, what comes after the last step, and a live region that
//! reads out each move. Every text comes in all three languages and is picked here, so
//! switching the language changes the lesson in place.

use gloo::timers::callback::Timeout;
use incerto_engine::Color;
use incerto_tutor::tutor::{Tone, TutorMsg, REPLY_DELAY_MS};
use incerto_tutor::wire::{Frame, Phase};
use incerto_ui::board::Board;
use incerto_ui::i18n::{t, tf, Key, Lang, LessonKey};
use incerto_ui::pieces::board_labels;
use incerto_ui::promotion::Promotion;
use yew::prelude::*;

/// Asks for the scripted reply once its delay is over (a new reply, or none, cancels the
/// timer by dropping it).
#[hook]
pub fn use_reply_timer(reply_due: Option<u64>, send: Callback<TutorMsg>) {
    use_effect_with(reply_due, move |due| {
        let timer = due.map(|token| {
            Timeout::new(REPLY_DELAY_MS, move || {
                send.emit(TutorMsg::ShowReply(token))
            })
        });
        move || drop(timer)
    });
}

/// How the player is framed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Framing {
    pub coordinates: bool,
    /// Inside the embed: the title is the page's heading, and no other lesson is offered
    /// (the frame shows one).
    pub embedded: bool,
    /// View only (the embed's `interactive=0`): the board, the promotion chooser and the
    /// flip button take no input.
    pub view_only: bool,
    /// The side at the bottom (the embed's `orientation`); `None`: the learner's. Only
    /// the board turns: it still shows the learner's view.
    pub bottom: Option<Color>,
}

/// The lesson player. `finish` holds what is offered after the lesson's last step ("Play
/// a game": the caller knows where a game is played).
pub fn lesson_player(
    lang: Lang,
    f: &Frame,
    send: &Callback<TutorMsg>,
    framing: Framing,
    finish: Html,
) -> Html {
    let msg = |m: TutorMsg| send.reform(move |_: MouseEvent| m.clone());
    let steps = f.steps.len();
    let n = |i: usize| (i + 1).to_string();
    let step_of = |i: usize| {
        tf(
            lang,
            LessonKey::LessonStepOf,
            &[("n", &n(i)), ("total", &steps.to_string())],
        )
    };
    let last = f.step + 1 == steps;

    let dots = (!f.single).then(|| {
        html! {
            <ol class="lesson-steps" aria-label={step_of(f.step)}>
                { for f.steps.iter().enumerate().map(|(i, s)| {
                    let label = if s.done { tf(lang, LessonKey::LessonStepDone, &[("n", &n(i))]) } else { step_of(i) };
                    html! {
                        <li>
                            <button type="button" class={classes!("step-dot", s.done.then_some("done"), s.task.then_some("task"))}
                                aria-current={(i == f.step).then_some("step")} aria-label={label}
                                data-step={s.id.clone()} data-done={s.done.to_string()}
                                onclick={msg(TutorMsg::Goto { lesson: f.lesson, step: i })}>
                                { if s.done { "✓".to_owned() } else { n(i) } }
                            </button>
                        </li>
                    }
                }) }
            </ol>
        }
    });

    let status = if f.reply_due.is_some() {
        Some(t(lang, LessonKey::LessonOpponentAnswers).to_owned())
    } else {
        (f.phase == Phase::Playing && f.turns > 1 && f.turns_left < f.turns).then(|| {
            tf(
                lang,
                LessonKey::LessonTurnsLeft,
                &[("n", &f.turns_left.to_string())],
            )
        })
    };

    let feedback = f.feedback.as_ref().map(|fb| {
        let tone = match fb.tone {
            Tone::Done => "done",
            Tone::Refused => "refused",
            Tone::Failed => "failed",
        };
        html! {
            <p class={classes!("lesson-feedback", tone)} data-testid="lesson-feedback" data-tone={tone}>
                { fb.text.get(lang) }
            </p>
        }
    });

    let setup_moves = (!f.moves.is_empty()).then(|| {
        html! {
            <p class="lesson-moves hint">
                { t(lang, LessonKey::LessonMoves) }{ " " }<span class="notation">{ f.moves.join(" ") }</span>
            </p>
        }
    });

    let read = matches!(f.phase, Phase::Done | Phase::Explaining);
    let next_label = if last {
        LessonKey::LessonFinish
    } else if f.task && f.phase != Phase::Done {
        LessonKey::LessonSkip
    } else {
        LessonKey::LessonNext
    };
    let nav = html! {
        <div class="lesson-nav">
            if !f.single {
                <button type="button" data-testid="lesson-back" disabled={f.step == 0}
                    onclick={msg(TutorMsg::Back)}>{ t(lang, LessonKey::LessonBack) }</button>
            }
            if f.phase == Phase::Failed {
                <button type="button" class="primary" data-testid="lesson-retry"
                    onclick={msg(TutorMsg::Restart)}>{ t(lang, LessonKey::LessonTryAgain) }</button>
            } else if f.task {
                <button type="button" data-testid="lesson-restart"
                    onclick={msg(TutorMsg::Restart)}>{ t(lang, LessonKey::LessonRestart) }</button>
            }
            if !(f.finished || f.single && f.task) {
                <button type="button" data-testid="lesson-next"
                    class={classes!(read.then_some("primary"))}
                    onclick={msg(TutorMsg::Next)}>{ t(lang, next_label) }</button>
            }
        </div>
    };

    let finished = (f.finished && !f.single).then(|| {
        let next = f
            .next_lesson
            .as_ref()
            .filter(|_| !framing.embedded)
            .map(|(nl, title)| {
                html! {
                    <button type="button" data-testid="lesson-next-lesson"
                        onclick={msg(TutorMsg::Goto { lesson: *nl, step: 0 })}>
                        { tf(lang, LessonKey::LessonNextLesson, &[("title", title.get(lang))]) }
                    </button>
                }
            });
        html! {
            <div class="lesson-finished" data-testid="lesson-finished">
                if f.left == 0 {
                    <p class="lesson-complete">{ t(lang, LessonKey::LessonComplete) }</p>
                } else {
                    <p>{ tf(lang, LessonKey::LessonStepsLeft, &[("n", &f.left.to_string())]) }</p>
                }
                <div class="actions">{ finish }{ for next }</div>
            </div>
        }
    });

    let promotion = (!f.promotion.is_empty() && !framing.view_only).then(|| {
        let on_choose = send.reform(TutorMsg::Promote);
        html! { <Promotion {lang} color={f.board.viewer} choices={f.promotion.clone()} {on_choose} /> }
    });
    let flip = f.flip.filter(|_| !framing.view_only).map(|sq| {
        html! {
            <p class="flip-hint">
                <button type="button" data-testid="lesson-flip" onclick={msg(TutorMsg::Flip)}>
                    { tf(lang, Key::FlipPiece, &[("sq", &sq.to_string())]) }
                </button>
            </p>
        }
    });

    let title = f.title.get(lang);
    let heading = if framing.embedded {
        html! { <h1 id="lesson-title" class="lesson-title" data-testid="lesson-title">{ title }</h1> }
    } else {
        html! { <h2 id="lesson-title" class="lesson-title" data-testid="lesson-title">{ title }</h2> }
    };
    let b = &f.board;
    // A ratio CSS computes (as the play screen's), not an f64 printed here: formatting
    // floats would bring their printing code into the download.
    let aspect = format!("--aspect: {} / {}", b.files, b.ranks.max(1));
    let phase = match f.phase {
        Phase::Explaining => "explaining",
        Phase::Playing => "playing",
        Phase::Done => "done",
        Phase::Failed => "failed",
    };
    html! {
        <section class="lesson" data-testid="lesson"
            data-game={f.game.name()} data-lesson={f.lesson_id.clone()} data-step={f.step_id.clone()}
            data-phase={phase} data-finished={f.finished.to_string()} data-rev={f.rev.to_string()}
            aria-labelledby="lesson-title">
            <div class="lesson-board" style={aspect}>
                <div class="board-wrap">
                    <Board files={b.files} ranks={b.ranks} pieces={b.pieces.clone()}
                        flipped={framing.bottom.unwrap_or(b.viewer) == Color::Black}
                        coordinates={framing.coordinates}
                        selected={b.selected} targets={b.targets.clone()}
                        skipped={b.skipped}
                        last_move={b.last_move}
                        check={b.check} highlights={b.highlights.clone()}
                        interactive={b.interactive && !framing.view_only}
                        on_square={send.reform(TutorMsg::Square)}
                        on_drag={send.reform(|(from, to)| TutorMsg::Drag(from, to))}
                        labels={board_labels(lang)} />
                </div>
            </div>
            <div class="lesson-panel">
                { heading }
                { for dots }
                <p class="lesson-place hint">
                    { step_of(f.step) }
                    if f.task {
                        { " · " }<span class="lesson-task-badge">{ t(lang, LessonKey::LessonTask) }</span>
                    }
                </p>
                <p class="lesson-text" data-testid="lesson-text">{ f.text.get(lang) }</p>
                { for setup_moves }
                if let Some(s) = status {
                    <p class="lesson-status hint" data-testid="lesson-status">{ s }</p>
                }
                <div class="lesson-answer" role="status" aria-live="polite">{ for feedback }</div>
                { for promotion }
                { for flip }
                { nav }
                { for finished }
                <p class="sr-only" aria-live="polite" data-testid="lesson-said">{ f.said.get(lang) }</p>
            </div>
        </section>
    }
}

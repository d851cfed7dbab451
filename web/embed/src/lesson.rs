//! One lesson in the frame: the lessons page's player (web/learn's `screens/lesson.rs`) on
//! the lessons' own Web Worker (its `driver.rs`), as the Learn screen shows it but alone. The frame
//! keeps no progress (each visit of the host page starts afresh, whatever the person did
//! in the app), tells the host what happens (`messages::lesson_messages`) and obeys its
//! `restart` and `goto`. With `interactive=0` the board takes no input.

use super::messages::{lesson_messages, Command, Mode, Out, Place, StepRef};
use super::params::{LessonAsk, Problem};
use incerto_learn::driver::LessonDriver;
use incerto_learn::screens::lesson::{lesson_player, use_reply_timer, Framing};
use incerto_tutor::by_id_or_number;
use incerto_tutor::tutor::TutorMsg;
use incerto_tutor::wire::{Frame, Open, Reply, Request};
use incerto_ui::i18n::{t, Lang, LessonKey};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonProps {
    pub ask: LessonAsk,
    pub lang: Lang,
    /// The host's latest `restart` or `goto`, numbered (a new number is a new command).
    pub command: Option<(u64, Command)>,
    /// Posts a message to the host page.
    pub post: Callback<Out>,
    /// The lesson cannot be shown: the frame says why instead.
    pub on_problem: Callback<Problem>,
}

/// What the learner may do on a view-only board: nothing that touches it.
fn touches_board(m: &TutorMsg) -> bool {
    matches!(
        m,
        TutorMsg::Square(_) | TutorMsg::Drag(..) | TutorMsg::Flip | TutorMsg::Promote(_)
    )
}

/// The step a `goto` names in the lesson shown, or why there is none.
fn goto_target(f: &Frame, step: &StepRef) -> Result<usize, String> {
    let key = step.key();
    let i = by_id_or_number(f.steps.iter().map(|d| d.id.as_str()), &key)
        .ok_or_else(|| format!("goto: the lesson '{}' has no step '{key}'", f.lesson_id))?;
    if f.single && i != f.step {
        return Err("goto: this frame shows one step only (single=1)".to_owned());
    }
    Ok(i)
}

#[function_component(EmbedLesson)]
pub fn embed_lesson(props: &LessonProps) -> Html {
    let frame = use_state(|| None::<Rc<Frame>>);
    let driver = {
        let (set, on_problem, ask) = (frame.setter(), props.on_problem.clone(), props.ask.clone());
        use_memo((), move |_| {
            LessonDriver::new(Callback::from(move |r: Result<Reply, String>| match r {
                Ok(Reply::Lesson { frame, .. }) => set.set(Some(Rc::new(*frame))),
                Ok(Reply::Missing { what, .. }) => on_problem.emit(if what == "step" {
                    Problem::NoStep {
                        lesson: ask.lesson.clone(),
                        step: ask.step.clone().unwrap_or_default(),
                    }
                } else {
                    Problem::NoLesson {
                        game: ask.game,
                        lesson: ask.lesson.clone(),
                    }
                }),
                Ok(Reply::Failed { why }) | Err(why) => {
                    on_problem.emit(Problem::LessonsFailed(why))
                }
                Ok(Reply::Ready | Reply::Index { .. }) => {}
            }))
        })
    };
    {
        let (driver, ask) = (driver.clone(), props.ask.clone());
        use_effect_with((), move |_| {
            driver.post(&Request::Open(Open {
                game: ask.game,
                lesson: Some(ask.lesson),
                step: ask.step,
                single: ask.single,
                progress: None,
            }));
        });
    }
    let send = {
        let (driver, interactive) = (driver.clone(), props.ask.interactive);
        Callback::from(move |msg: TutorMsg| {
            if interactive || !touches_board(&msg) {
                driver.post(&Request::Tutor { msg });
            }
        })
    };
    use_reply_timer(frame.as_ref().and_then(|f| f.reply_due), send.clone());

    // The host is told: `ready` with the first frame drawn, then what each frame brings.
    {
        let at = use_mut_ref(|| None::<Place>);
        let (frame, post, ask, lang) = (
            (*frame).clone(),
            props.post.clone(),
            props.ask.clone(),
            props.lang,
        );
        use_effect_with(frame.as_ref().map(|f| f.rev), move |_| {
            if let Some(f) = frame {
                let before = at.borrow_mut().replace(Place::of(&f));
                match before {
                    None => post.emit(Out::Ready {
                        game: f.game,
                        mode: Mode::Lesson,
                        place: Some(Place::of(&f)),
                        lang,
                        interactive: ask.interactive,
                        orientation: ask.orientation.unwrap_or(f.board.viewer),
                    }),
                    Some(before) => lesson_messages(&before, &f)
                        .into_iter()
                        .for_each(|m| post.emit(m)),
                }
            }
        });
    }

    // The host's commands.
    {
        let (frame, send, post) = ((*frame).clone(), send.clone(), props.post.clone());
        let command = props.command.clone();
        use_effect_with(command.as_ref().map(|(n, _)| *n), move |_| {
            let refuse = |message: String| {
                post.emit(Out::Error {
                    parameter: None,
                    message,
                })
            };
            match (command.map(|(_, c)| c), frame) {
                (None, _) => {}
                (Some(_), None) => refuse("the lesson is not shown yet".to_owned()),
                (Some(Command::Restart), Some(_)) => send.emit(TutorMsg::Restart),
                (Some(Command::Goto(step)), Some(f)) => match goto_target(&f, &step) {
                    Ok(i) => send.emit(TutorMsg::Goto {
                        lesson: f.lesson,
                        step: i,
                    }),
                    Err(why) => refuse(why),
                },
                // The frame's own commands (lang, theme) never reach here.
                (Some(Command::Lang(_) | Command::Theme(_)), Some(_)) => {}
            }
        });
    }

    let lang = props.lang;
    let Some(f) = frame.as_ref() else {
        return html! {
            <p class="card hint" role="status" data-testid="embed-loading">{ t(lang, LessonKey::LessonLoading) }</p>
        };
    };
    let finish = html! {
        <a class="button embed-open" href={format!("./#/learn/{}/{}", f.game.name(), f.lesson_id)}
            target="_blank" rel="noopener" data-testid="embed-open">
            { t(lang, LessonKey::EmbedOpenApp) }
        </a>
    };
    // One lesson only (no "next lesson": the app has the rest).
    let framing = Framing {
        coordinates: true,
        embedded: true,
        view_only: !props.ask.interactive,
        bottom: props.ask.orientation,
    };
    lesson_player(lang, f, &send, framing, finish)
}

//! The embed page, `#/embed?…` (docs/EMBED.md): a page's `<iframe>` shows one lesson or
//! one position, with no app chrome, sized to its container. A page wasm of its own
//! (index.html's loader starts it for its address), whose root never touches the app's
//! stored game:
//!
//! - `params` — the address, read fallibly (a parameter it cannot read is a [`Problem`],
//!   shown in one sentence and posted as `error`);
//! - `messages` — what is posted to the host page and the commands it may send;
//! - `host` — the browser's side of that: `postMessage`, the theme, the height;
//! - `lesson` — a lesson on the lesson player and its worker; `board` — a position,
//!   a diagram or a game against the computer.

mod board;
mod host;
mod lesson;
pub mod messages;
pub mod params;

use board::EmbedBoard;
use gloo::events::EventListener;
use incerto_app::route;
use incerto_ui::browser::{self, current_hash};
use incerto_ui::i18n::{tables, Lang};
use lesson::EmbedLesson;
use messages::{Command, Out};
use params::{Ask, Problem, Show, Theme};
use std::rc::Rc;
use yew::prelude::*;

/// The frame's state: what the address asks for, and what changed since.
#[derive(Clone, PartialEq, Debug)]
struct State {
    ask: Ask,
    /// Changes with every address: the content starts afresh.
    generation: u64,
    lang: Lang,
    theme: Theme,
    /// Found after the address was read (a lesson that does not exist, the lessons not
    /// loading).
    problem: Option<Problem>,
    /// The host's latest `restart` or `goto` for the content, numbered.
    command: Option<(u64, Command)>,
    /// A board's `restart`: the position again.
    restarts: u64,
}

enum FrameMsg {
    Address(Ask),
    Problem(Problem),
    Command(Command),
}

impl State {
    fn new(ask: Ask, generation: u64) -> State {
        State {
            lang: ask.lang.unwrap_or_else(browser::lang),
            theme: ask.theme,
            ask,
            generation,
            problem: None,
            command: None,
            restarts: 0,
        }
    }

    /// What the address asks for, unless something is wrong.
    fn show(&self) -> Result<&Show, &Problem> {
        match (&self.problem, &self.ask.show) {
            (Some(p), _) => Err(p),
            (None, show) => show.as_ref(),
        }
    }
}

impl Reducible for State {
    type Action = FrameMsg;

    fn reduce(self: Rc<Self>, msg: FrameMsg) -> Rc<Self> {
        let mut f = Rc::unwrap_or_clone(self);
        match msg {
            FrameMsg::Address(ask) => f = State::new(ask, f.generation + 1),
            FrameMsg::Problem(p) => f.problem = Some(p),
            FrameMsg::Command(Command::Lang(l)) => f.lang = l,
            FrameMsg::Command(Command::Theme(t)) => f.theme = t,
            FrameMsg::Command(Command::Restart) if matches!(f.show(), Ok(Show::Board(_))) => {
                f.restarts += 1
            }
            FrameMsg::Command(c) => {
                let n = f.command.as_ref().map_or(1, |(n, _)| n + 1);
                f.command = Some((n, c));
            }
        }
        Rc::new(f)
    }
}

/// The language the frame starts in: its `lang` parameter, else the browser's (main.rs
/// loads its words before the frame is drawn).
pub fn first_lang() -> Lang {
    address().lang.unwrap_or_else(browser::lang)
}

/// The address the page was opened with (the loader starts this page only for its route).
fn address() -> Ask {
    params::read(&current_hash()).unwrap_or(Ask {
        id: None,
        lang: None,
        theme: Theme::Auto,
        show: Err(Problem::NothingToShow),
    })
}

#[function_component(Embed)]
pub fn embed() -> Html {
    let frame = use_reducer(|| State::new(address(), 0));
    let id = frame.ask.id.clone();
    let post = {
        let id = id.clone();
        Callback::from(move |out: Out| host::post(&out, id.as_deref()))
    };

    // Another address: the content starts again; another route: the app.
    {
        let d = frame.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    let hash = current_hash();
                    match params::read(&hash) {
                        Some(ask) => d.dispatch(FrameMsg::Address(ask)),
                        None if !route::is_embed(&hash) => browser::reload(),
                        None => {}
                    }
                })
            });
            move || drop(listener)
        });
    }

    // The host's commands; the content takes `restart` and `goto`, except a board's
    // `goto`, which has no steps.
    {
        let (d, post, board) = (
            frame.dispatcher(),
            post.clone(),
            matches!(frame.show(), Ok(Show::Board(_))),
        );
        let shown = frame.show().is_ok();
        use_effect_with(
            (frame.generation, shown, board),
            move |&(_, shown, board)| {
                let listener = host::listen(move |command| {
                    let refuse = |message: &str| {
                        post.emit(Out::Error {
                            parameter: None,
                            message: message.to_owned(),
                        })
                    };
                    match command {
                        Err(why) => refuse(&why),
                        // A language's words are loaded before it is shown
                        // (`i18n::tables`); if they cannot be, English words stand in.
                        Ok(Command::Lang(lang)) if !tables::ready(lang) => {
                            let d = d.clone();
                            wasm_bindgen_futures::spawn_local(async move {
                                let _ = tables::load(lang).await;
                                d.dispatch(FrameMsg::Command(Command::Lang(lang)));
                            });
                        }
                        Ok(c @ (Command::Lang(_) | Command::Theme(_))) => {
                            d.dispatch(FrameMsg::Command(c))
                        }
                        Ok(_) if !shown => refuse("the frame shows no lesson or board"),
                        Ok(Command::Goto(_)) if board => refuse("goto: a board has no steps"),
                        Ok(c) => d.dispatch(FrameMsg::Command(c)),
                    }
                });
                move || drop(listener)
            },
        );
    }

    use_effect_with(frame.theme, |&theme| host::set_theme(theme));
    use_effect_with(frame.lang, |&lang| browser::set_document_lang(lang));

    // A problem is said once to the host too.
    {
        let problem = frame.show().err().cloned();
        let post = post.clone();
        use_effect_with((frame.generation, problem), move |(_, problem)| {
            if let Some(p) = problem {
                post.emit(Out::Error {
                    parameter: p.parameter().map(str::to_owned),
                    message: p.message(),
                });
            }
        });
    }

    // The content's height, for a host that fits the frame to it.
    let root = use_node_ref();
    {
        let (root, post) = (root.clone(), post.clone());
        use_effect_with((), move |_| {
            let watch = root
                .cast::<web_sys::Element>()
                .and_then(|el| host::watch_height(el, move |h| post.emit(Out::Resize(h))));
            move || drop(watch)
        });
    }

    let lang = frame.lang;
    let on_problem = {
        let d = frame.dispatcher();
        Callback::from(move |p| d.dispatch(FrameMsg::Problem(p)))
    };
    let content = match frame.show() {
        Err(p) => html! {
            <p class="embed-error" role="alert" data-testid="embed-error"
                data-parameter={p.parameter()}>{ p.sentence(lang) }</p>
        },
        Ok(Show::Lesson(ask)) => html! {
            <EmbedLesson key={frame.generation} ask={ask.clone()} {lang}
                command={frame.command.clone()} post={post.clone()} {on_problem} />
        },
        Ok(Show::Board(ask)) => html! {
            <EmbedBoard key={format!("{}-{}", frame.generation, frame.restarts)}
                ask={ask.clone()} {lang} post={post.clone()} announce={frame.restarts == 0} />
        },
    };
    html! {
        <div class="embed" data-testid="embed" ref={root}>{ content }</div>
    }
}

//! The embed's conversation with its host page (docs/EMBED.md), pure so it is tested
//! natively: the messages it posts ([`Out`], each an object with `source`, `version` and
//! `id`), what a lesson's frames and a board's views become as messages, and the
//! commands it accepts ([`Command`]). A message carries only what the person at the frame
//! sees, never a piece's identity; no command reads anything back.

use super::params::Theme;
use incerto_engine::{ActionView, Color, Outcome, PlayerView, Square, Variant};
use incerto_tutor::tutor::By;
use incerto_tutor::wire::{ActionOut, Frame, NoteKind};
use incerto_ui::i18n::Lang;

/// The `source` of every message, and the `target` of every command.
pub const SOURCE: &str = "incerto-embed";
/// Raised by a change that breaks a host page.
pub const VERSION: u32 = 1;

/// A value of a message's field, as JavaScript has it. (Not `serde_json::Value`: its
/// reader and map would cost the page's first download several KB, `host.rs` makes the
/// object in a few lines.)
#[derive(Clone, PartialEq, Debug)]
pub enum Field {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
}

impl From<&str> for Field {
    fn from(s: &str) -> Field {
        Field::Str(s.to_owned())
    }
}

impl From<&String> for Field {
    fn from(s: &String) -> Field {
        Field::Str(s.clone())
    }
}

impl From<bool> for Field {
    fn from(b: bool) -> Field {
        Field::Bool(b)
    }
}

impl From<usize> for Field {
    fn from(n: usize) -> Field {
        Field::Num(n as f64)
    }
}

impl From<Square> for Field {
    fn from(s: Square) -> Field {
        Field::Str(s.to_string())
    }
}

impl<T: Into<Field>> From<Option<T>> for Field {
    fn from(o: Option<T>) -> Field {
        o.map_or(Field::Null, Into::into)
    }
}

/// A message's fields, in order.
pub type Fields = Vec<(&'static str, Field)>;

/// Where a lesson stands, as the messages name it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Place {
    pub lesson: String,
    pub step: String,
    /// 1-based.
    pub index: usize,
    pub steps: usize,
    pub task: bool,
}

impl Place {
    pub fn of(f: &Frame) -> Place {
        Place {
            lesson: f.lesson_id.clone(),
            step: f.step_id.clone(),
            index: f.step + 1,
            steps: f.steps.len(),
            task: f.task,
        }
    }
}

/// What the frame shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    Lesson,
    Board,
}

/// A message to the host page.
#[derive(Clone, PartialEq, Debug)]
pub enum Out {
    Ready {
        game: Variant,
        mode: Mode,
        place: Option<Place>,
        lang: Lang,
        interactive: bool,
        orientation: Color,
    },
    Step(Place),
    Action(ActionOut),
    Wrong {
        place: Place,
        restart: bool,
    },
    StepDone(Place),
    LessonDone(Place),
    GameOver(Outcome),
    Resize(u32),
    Error {
        parameter: Option<String>,
        message: String,
    },
}

impl Out {
    /// The message's fields as the host page receives them (`source`, `version`, `id`,
    /// `type`, then its own); `id` is the frame's `id` parameter.
    pub fn fields(&self, id: Option<&str>) -> Fields {
        let mut f: Fields = vec![
            ("source", SOURCE.into()),
            ("version", Field::Num(VERSION.into())),
            ("id", id.into()),
        ];
        let place = |f: &mut Fields, p: &Place| {
            f.extend([
                ("lesson", (&p.lesson).into()),
                ("step", (&p.step).into()),
                ("stepIndex", p.index.into()),
                ("steps", p.steps.into()),
            ]);
        };
        let kind = match self {
            Out::Ready { .. } => "ready",
            Out::Step(_) => "step",
            Out::Action(_) => "action",
            Out::Wrong { .. } => "wrong",
            Out::StepDone(_) => "step-done",
            Out::LessonDone(_) => "lesson-done",
            Out::GameOver(_) => "game-over",
            Out::Resize(_) => "resize",
            Out::Error { .. } => "error",
        };
        f.push(("type", kind.into()));
        match self {
            Out::Ready {
                game,
                mode,
                place: p,
                lang,
                interactive,
                orientation,
            } => f.extend([
                ("game", game.name().into()),
                (
                    "mode",
                    match mode {
                        Mode::Lesson => "lesson",
                        Mode::Board => "board",
                    }
                    .into(),
                ),
                ("lesson", p.as_ref().map(|p| &p.lesson).into()),
                ("step", p.as_ref().map(|p| &p.step).into()),
                ("stepIndex", p.as_ref().map(|p| p.index).into()),
                ("steps", p.as_ref().map(|p| p.steps).into()),
                ("lang", lang.code().into()),
                ("interactive", (*interactive).into()),
                ("orientation", orientation.name().into()),
            ]),
            Out::Step(p) => {
                place(&mut f, p);
                f.push(("kind", if p.task { "task" } else { "explain" }.into()));
            }
            Out::Action(a) => f.extend([
                (
                    "by",
                    match a.by {
                        By::Learner => "learner",
                        By::Opponent => "opponent",
                    }
                    .into(),
                ),
                ("color", a.color.name().into()),
                ("notation", (&a.notation).into()),
                ("kind", a.kind.name().into()),
                ("from", a.from.into()),
                ("to", a.to.into()),
                ("promotion", a.promotion.into()),
            ]),
            Out::Wrong { place: p, restart } => f.extend([
                ("lesson", (&p.lesson).into()),
                ("step", (&p.step).into()),
                ("restart", (*restart).into()),
            ]),
            Out::StepDone(p) => place(&mut f, p),
            Out::LessonDone(p) => {
                f.extend([("lesson", (&p.lesson).into()), ("steps", p.steps.into())])
            }
            Out::GameOver(o) => {
                f.extend([("score", o.score().into()), ("reason", o.reason().into())])
            }
            Out::Resize(h) => f.push(("height", Field::Num((*h).into()))),
            Out::Error { parameter, message } => f.extend([
                ("parameter", parameter.as_ref().into()),
                ("message", message.into()),
            ]),
        }
        f
    }
}

/// The messages a lesson frame brings, after the frame drawn before it (at `before`):
/// each note the worker wrote since, in order. A step done is the step it happened on,
/// which is `before` until a `Step` note moves on (an explanation's Next notes the step
/// done and then shows the next one, in one frame).
pub fn lesson_messages(before: &Place, f: &Frame) -> Vec<Out> {
    let mut at = before.clone();
    let mut out = Vec::new();
    for n in &f.notes {
        match n.kind {
            NoteKind::Step => {
                at = Place::of(f);
                out.push(Out::Step(at.clone()));
            }
            NoteKind::Action => out.extend(n.action.clone().map(Out::Action)),
            // What the learner saw of their own disc is theirs: the host is not told.
            NoteKind::Selected => {}
            NoteKind::Wrong => out.push(Out::Wrong {
                place: at.clone(),
                restart: n.restart,
            }),
            NoteKind::StepDone => out.push(Out::StepDone(at.clone())),
            NoteKind::LessonDone => out.push(Out::LessonDone(at.clone())),
        }
    }
    out
}

/// The messages of a board's game since `seen` actions were told: each action as the
/// viewer's view shows it (`learner` for the person's side), then the result if the game
/// has just ended (`over_told`: it was told already).
pub fn board_messages(
    view: &PlayerView,
    seen: usize,
    person: Option<Color>,
    over_told: bool,
) -> Vec<Out> {
    let mut out: Vec<Out> = view
        .moves
        .iter()
        .skip(seen)
        .map(|a: &ActionView| {
            Out::Action(ActionOut {
                by: if Some(a.color) == person {
                    By::Learner
                } else {
                    By::Opponent
                },
                color: a.color,
                notation: a.notation.clone(),
                kind: a.kind,
                from: a.from,
                to: a.to,
                promotion: a.promotion,
            })
        })
        .collect();
    if let (Some(result), false) = (view.result, over_told) {
        out.push(Out::GameOver(result));
    }
    out
}

/// A step named by a command: its id or 1-based number.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StepRef {
    Id(String),
    Number(usize),
}

impl StepRef {
    /// The text the lessons read (an id, or the number written out).
    pub fn key(&self) -> String {
        match self {
            StepRef::Id(s) => s.clone(),
            StepRef::Number(n) => n.to_string(),
        }
    }
}

/// A command from the host page.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    Restart,
    Goto(StepRef),
    Lang(Lang),
    Theme(Theme),
}

/// Reads what the host page posted, an object whose fields `get` gives (`None`: missing,
/// or a value that is no [`Field`]): `None` if it is not addressed to the embed (it is
/// ignored), else the command or why it is refused (English, for an `error` message).
pub fn read_command(get: impl Fn(&str) -> Option<Field>) -> Option<Result<Command, String>> {
    if get("target") != Some(Field::Str(SOURCE.to_owned())) {
        return None;
    }
    let text = |field: &str| match get(field) {
        Some(Field::Str(s)) => Some(s),
        _ => None,
    };
    let Some(kind) = text("type") else {
        return Some(Err("a command needs a type".to_owned()));
    };
    Some(match kind.as_str() {
        "restart" => Ok(Command::Restart),
        "goto" => match get("step") {
            Some(Field::Str(s)) if incerto_tutor::lesson_part(&s) => {
                Ok(Command::Goto(StepRef::Id(s)))
            }
            Some(Field::Num(n)) if n.fract() == 0.0 && (1.0..=999.0).contains(&n) => {
                Ok(Command::Goto(StepRef::Number(n as usize)))
            }
            _ => Err("goto: step must be a step id or a 1-based number".to_owned()),
        },
        "lang" => text("lang")
            .and_then(|l| Lang::parse(&l))
            .map(Command::Lang)
            .ok_or_else(|| "lang: lang must be en, ru or it".to_owned()),
        "theme" => text("theme")
            .and_then(|t| Theme::parse(&t))
            .map(Command::Theme)
            .ok_or_else(|| "theme: theme must be light, dark or auto".to_owned()),
        other => Err(format!(
            "unknown command '{}': the embed accepts restart, goto, lang and theme",
            other.chars().take(40).collect::<String>()
        )),
    })
}

#[cfg(test)]
mod tests;

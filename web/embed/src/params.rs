//! The embed route's address, `#/embed?game=…&lesson=…` or `…&fen=…[&select=…]`
//! (docs/EMBED.md):
//! every parameter read fallibly into [`Ask`]. A parameter that cannot be read becomes a
//! [`Problem`] naming it, said to the person in their language and to the host page in
//! English; nothing here panics on any input. Unknown parameters are ignored.

use incerto_app::route::is_embed;
use incerto_engine::{Color, Game, Square, Variant};
use incerto_tutor::lesson_part;
use incerto_ui::i18n::{t, tf, variant_key, Lang, LessonKey};
use incerto_ui::query;

/// The `theme` parameter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Theme {
    Light,
    Dark,
    /// The system's setting.
    Auto,
}

impl Theme {
    pub fn parse(s: &str) -> Option<Theme> {
        match s {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            "auto" => Some(Theme::Auto),
            _ => None,
        }
    }

    /// The `data-theme` attribute of the page (`None`: the system decides).
    pub fn attribute(self) -> Option<&'static str> {
        match self {
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
            Theme::Auto => None,
        }
    }
}

/// One lesson, as the address asks for it (the lessons' worker checks that it exists).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LessonAsk {
    pub game: Variant,
    /// A lesson id or 1-based number.
    pub lesson: String,
    /// A step id or 1-based number (`None`: the first).
    pub step: Option<String>,
    /// Only that step, without Back / Next.
    pub single: bool,
    pub interactive: bool,
    /// The side at the bottom (`None`: the step's viewer).
    pub orientation: Option<Color>,
}

/// A position, as the address asks for it (already checked by the engine).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BoardAsk {
    pub game: Variant,
    pub fen: String,
    /// Whose view is shown, at the bottom; with `interactive` the side the person plays.
    pub orientation: Color,
    pub interactive: bool,
    /// A piece of the side to move shown selected, with where it can go (`select`): in
    /// Incerto the disc is picked up (binding, and a disc with no move skips the turn).
    pub select: Option<Square>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Show {
    Lesson(LessonAsk),
    Board(BoardAsk),
}

/// Everything an embed address says. `lang`, `theme` and `id` are read on their own, so
/// a frame whose lesson cannot be shown still speaks the page's language and names
/// itself in its `error` message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ask {
    pub id: Option<String>,
    /// `None`: not given (the browser's language), or not readable.
    pub lang: Option<Lang>,
    pub theme: Theme,
    pub show: Result<Show, Problem>,
}

/// Why the frame cannot show what its address asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// No `game` (nor `variant`).
    NoGame,
    NotAGame(String),
    /// Neither `lesson` nor `fen`.
    NothingToShow,
    LessonAndFen,
    Twice(&'static str),
    /// A value this parameter never takes (`allowed` says which it does).
    BadValue {
        parameter: &'static str,
        value: String,
        allowed: &'static str,
    },
    /// The engine refuses the position (its reason, in English).
    BadFen {
        game: Variant,
        why: String,
    },
    /// The lessons' worker found no such lesson, or no such step in it.
    NoLesson {
        game: Variant,
        lesson: String,
    },
    NoStep {
        lesson: String,
        step: String,
    },
    /// The lessons could not be loaded (the worker's reason, in English).
    LessonsFailed(String),
}

/// A value as the frame repeats it: short, whatever was written.
fn shown(value: &str) -> String {
    const MAX: usize = 40;
    if value.chars().count() <= MAX {
        value.to_owned()
    } else {
        let mut s: String = value.chars().take(MAX).collect();
        s.push('…');
        s
    }
}

impl Problem {
    /// The parameter at fault, for the `error` message (`None`: not one parameter).
    pub fn parameter(&self) -> Option<&'static str> {
        match self {
            Problem::NoGame | Problem::NotAGame(_) => Some("game"),
            Problem::NothingToShow | Problem::LessonsFailed(_) => None,
            Problem::LessonAndFen | Problem::BadFen { .. } => Some("fen"),
            Problem::Twice(p) | Problem::BadValue { parameter: p, .. } => Some(p),
            Problem::NoLesson { .. } => Some("lesson"),
            Problem::NoStep { .. } => Some("step"),
        }
    }

    /// The one sentence the frame shows, in `lang`.
    pub fn sentence(&self, lang: Lang) -> String {
        let game = |g: &Variant| t(lang, variant_key(*g));
        match self {
            Problem::NoGame => t(lang, LessonKey::EmbedNoGame).to_owned(),
            Problem::NotAGame(v) => tf(lang, LessonKey::EmbedNotAGame, &[("value", &shown(v))]),
            Problem::NothingToShow => t(lang, LessonKey::EmbedNothingToShow).to_owned(),
            Problem::LessonAndFen => t(lang, LessonKey::EmbedLessonAndFen).to_owned(),
            Problem::Twice(p) => tf(lang, LessonKey::EmbedTwice, &[("param", p)]),
            Problem::BadValue {
                parameter,
                value,
                allowed,
            } => tf(
                lang,
                LessonKey::EmbedBadValue,
                &[
                    ("value", &shown(value)),
                    ("param", parameter),
                    ("allowed", allowed),
                ],
            ),
            Problem::BadFen { game: g, .. } => {
                tf(lang, LessonKey::EmbedBadFen, &[("game", game(g))])
            }
            Problem::NoLesson { game: g, lesson } => tf(
                lang,
                LessonKey::EmbedNoLesson,
                &[("game", game(g)), ("lesson", &shown(lesson))],
            ),
            Problem::NoStep { lesson, step } => tf(
                lang,
                LessonKey::EmbedNoStep,
                &[("lesson", &shown(lesson)), ("step", &shown(step))],
            ),
            Problem::LessonsFailed(_) => t(lang, LessonKey::LessonLoadFailed).to_owned(),
        }
    }

    /// The `error` message's text: the sentence in English, with the technical reason
    /// where there is one.
    pub fn message(&self) -> String {
        let sentence = self.sentence(Lang::En);
        match self {
            Problem::BadFen { why, .. } | Problem::LessonsFailed(why) => {
                format!("{sentence} ({why})")
            }
            _ => sentence,
        }
    }
}

/// Reads the hash of an embed address (with or without `#`); `None` if it is not one.
pub fn read(hash: &str) -> Option<Ask> {
    let query = hash.split_once('?').map_or("", |(_, q)| q);
    is_embed(hash).then(|| ask(query))
}

/// The values of the known parameters, each given at most once, decoded.
#[derive(Default)]
struct Raw {
    game: Option<String>,
    lesson: Option<String>,
    step: Option<String>,
    single: Option<String>,
    fen: Option<String>,
    select: Option<String>,
    orientation: Option<String>,
    interactive: Option<String>,
    lang: Option<String>,
    theme: Option<String>,
    id: Option<String>,
}

/// A value as written in the address, decoded by the pages' one rule (`incerto_ui::query`:
/// `%XX` escapes and `+` for a space, as `URLSearchParams` writes them).
fn decode(parameter: &'static str, value: &str) -> Result<String, Problem> {
    query::decode(value).ok_or_else(|| Problem::BadValue {
        parameter,
        value: value.to_owned(),
        allowed: "URL-encoded UTF-8",
    })
}

fn raw(query: &str) -> Result<Raw, Problem> {
    let mut r = Raw::default();
    for (key, value) in query::pairs(query) {
        let (name, slot): (&'static str, &mut Option<String>) = match key.as_str() {
            "game" | "variant" => ("game", &mut r.game),
            "lesson" => ("lesson", &mut r.lesson),
            "step" => ("step", &mut r.step),
            "single" => ("single", &mut r.single),
            "fen" => ("fen", &mut r.fen),
            "select" => ("select", &mut r.select),
            "orientation" => ("orientation", &mut r.orientation),
            "interactive" => ("interactive", &mut r.interactive),
            "lang" => ("lang", &mut r.lang),
            "theme" => ("theme", &mut r.theme),
            "id" => ("id", &mut r.id),
            // Unknown parameters (trackers, future options) are ignored.
            _ => continue,
        };
        if slot.is_some() {
            return Err(Problem::Twice(name));
        }
        *slot = Some(decode(name, value)?);
    }
    Ok(r)
}

fn bad(parameter: &'static str, value: &str, allowed: &'static str) -> Problem {
    Problem::BadValue {
        parameter,
        value: value.to_owned(),
        allowed,
    }
}

fn flag(parameter: &'static str, value: Option<&str>, default: bool) -> Result<bool, Problem> {
    match value {
        None => Ok(default),
        Some("1") => Ok(true),
        Some("0") => Ok(false),
        Some(v) => Err(bad(parameter, v, "1 / 0")),
    }
}

fn is_id(s: &str) -> bool {
    (1..=64).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

fn ask(query: &str) -> Ask {
    let mut a = Ask {
        id: None,
        lang: None,
        theme: Theme::Auto,
        show: Err(Problem::NothingToShow),
    };
    let r = match raw(query) {
        Ok(r) => r,
        Err(p) => {
            a.show = Err(p);
            return a;
        }
    };
    // Read first and on their own: the error below is said in this language, and names
    // the frame.
    let lang = r.lang.as_deref().map(|v| Lang::parse(v).ok_or(v));
    a.lang = lang.and_then(Result::ok);
    let id =
        r.id.as_deref()
            .map(|v| Some(v).filter(|v| is_id(v)).ok_or(v));
    a.id = id.and_then(Result::ok).map(str::to_owned);
    let theme = r.theme.as_deref().map(|v| Theme::parse(v).ok_or(v));
    a.theme = theme.and_then(Result::ok).unwrap_or(Theme::Auto);
    a.show = (|| {
        if let Some(Err(v)) = lang {
            return Err(bad("lang", v, "en / ru / it"));
        }
        if let Some(Err(v)) = id {
            return Err(bad("id", v, "1–64 × A–Z a–z 0–9 _ -"));
        }
        if let Some(Err(v)) = theme {
            return Err(bad("theme", v, "light / dark / auto"));
        }
        show(&r)
    })();
    a
}

/// What `select` takes (the sentence's "use …").
const SELECT_ALLOWED: &str =
    "the square of a piece that the side to move, shown by orientation, can pick";

/// The side to move may pick the piece on `sq` as the app's board would let it: an Incerto
/// disc of its own, or a piece its view offers an action for (a move, or a flip).
fn selectable(game: &Game, sq: Square) -> bool {
    match game.variant() {
        Variant::Incerto => game.clone().select(sq).is_ok(),
        _ => game.view(Some(game.turn())).dests().can_act(sq),
    }
}

fn show(r: &Raw) -> Result<Show, Problem> {
    let game: Variant = match r.game.as_deref() {
        None => return Err(Problem::NoGame),
        Some(g) => g.parse().map_err(|_| Problem::NotAGame(g.to_owned()))?,
    };
    let orientation = match r.orientation.as_deref() {
        None => None,
        Some(v) => Some(
            v.parse::<Color>()
                .map_err(|_| bad("orientation", v, "white / black"))?,
        ),
    };
    let interactive = flag("interactive", r.interactive.as_deref(), true)?;
    let single = flag("single", r.single.as_deref(), false)?;
    let part = |parameter: &'static str, v: &Option<String>, allowed| match v.as_deref() {
        Some(p) if !lesson_part(p) => Err(bad(parameter, p, allowed)),
        p => Ok(p.map(str::to_owned)),
    };
    let lesson = part("lesson", &r.lesson, "a lesson id or number")?;
    let step = part("step", &r.step, "a step id or number")?;
    match (lesson, &r.fen) {
        (Some(_), Some(_)) => Err(Problem::LessonAndFen),
        (None, None) => Err(Problem::NothingToShow),
        (Some(lesson), None) => Ok(Show::Lesson(LessonAsk {
            game,
            lesson,
            step,
            single,
            interactive,
            orientation,
        })),
        (None, Some(fen)) => {
            let g = Game::from_fen(game, fen.trim()).map_err(|e| Problem::BadFen {
                game,
                why: e.to_string(),
            })?;
            let orientation = orientation.unwrap_or(g.turn());
            let select = match r.select.as_deref() {
                None => None,
                Some(v) => Some(
                    Square::parse(v)
                        .filter(|&sq| orientation == g.turn() && selectable(&g, sq))
                        .ok_or_else(|| bad("select", v, SELECT_ALLOWED))?,
                ),
            };
            Ok(Show::Board(BoardAsk {
                game,
                fen: fen.trim().to_owned(),
                orientation,
                interactive,
                select,
            }))
        }
    }
}

#[cfg(test)]
mod tests;

//! The embed route's address, `#/embed?game=…&lesson=…` or `…&fen=…` (docs/EMBED.md):
//! every parameter read fallibly into [`Ask`]. A parameter that cannot be read becomes a
//! [`Problem`] naming it, said to the person in their language and to the host page in
//! English; nothing here panics on any input. Unknown parameters are ignored.

use incerto_app::route::is_embed;
use incerto_engine::{Color, Game, Variant};
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
            Ok(Show::Board(BoardAsk {
                game,
                fen: fen.trim().to_owned(),
                orientation: orientation.unwrap_or(g.turn()),
                interactive,
            }))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(hash: &str) -> Result<Show, Problem> {
        read(hash).expect("an embed address").show
    }

    fn lesson(game: Variant, lesson: &str) -> LessonAsk {
        LessonAsk {
            game,
            lesson: lesson.to_owned(),
            step: None,
            single: false,
            interactive: true,
            orientation: None,
        }
    }

    #[test]
    fn reads_a_lesson_with_its_defaults() {
        let a = read("#/embed?game=incerto&lesson=turn").unwrap();
        assert_eq!(
            a,
            Ask {
                id: None,
                lang: None,
                theme: Theme::Auto,
                show: Ok(Show::Lesson(lesson(Variant::Incerto, "turn"))),
            }
        );
        assert_eq!(read("#/play?variant=incerto&seed=1"), None);
        assert_eq!(read("#/embedded?game=incerto&lesson=turn"), None);
    }

    #[test]
    fn reads_every_parameter_of_a_lesson() {
        let a = read(
            "#/embed?variant=hidden-chess&lesson=2&step=castle&single=1&orientation=black\
             &interactive=0&lang=RU&theme=dark&id=Rules_1-a&utm_source=x",
        )
        .unwrap();
        assert_eq!(a.id.as_deref(), Some("Rules_1-a"));
        assert_eq!(a.lang, Some(Lang::Ru));
        assert_eq!(a.theme, Theme::Dark);
        assert_eq!(
            a.show,
            Ok(Show::Lesson(LessonAsk {
                game: Variant::HiddenChess,
                lesson: "2".to_owned(),
                step: Some("castle".to_owned()),
                single: true,
                interactive: false,
                orientation: Some(Color::Black),
            }))
        );
    }

    #[test]
    fn reads_a_position_url_encoded_either_way() {
        let fen = "k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1";
        for written in [
            fen.replace(' ', "%20")
                .replace('/', "%2F")
                .replace('*', "%2A"),
            fen.replace(' ', "+"),
        ] {
            assert_eq!(
                show(&format!("#/embed?game=incerto&fen={written}&interactive=0")),
                Ok(Show::Board(BoardAsk {
                    game: Variant::Incerto,
                    fen: fen.to_owned(),
                    orientation: Color::White,
                    interactive: false,
                })),
                "{written}"
            );
        }
        // The default orientation is the side to move.
        let black = "4k3/8/8/8/8/8/4P3/4K3%20b%20-%20-%200%201";
        let Ok(Show::Board(b)) = show(&format!("#/embed?game=hidden-chess&fen={black}")) else {
            panic!()
        };
        assert_eq!((b.orientation, b.interactive), (Color::Black, true));
    }

    #[test]
    fn names_the_parameter_at_fault() {
        let fen = "4k3/8/8/8/8/8/4P3/4K3%20w%20-%20-%200%201";
        for (hash, problem, parameter) in [
            ("#/embed?lesson=turn", Problem::NoGame, Some("game")),
            (
                "#/embed?game=chess&lesson=turn",
                Problem::NotAGame("chess".to_owned()),
                Some("game"),
            ),
            ("#/embed?game=incerto", Problem::NothingToShow, None),
            (
                &format!("#/embed?game=hidden-chess&lesson=x&fen={fen}"),
                Problem::LessonAndFen,
                Some("fen"),
            ),
            (
                "#/embed?game=incerto&game=incerto&lesson=turn",
                Problem::Twice("game"),
                Some("game"),
            ),
            (
                "#/embed?variant=incerto&game=incerto&lesson=turn",
                Problem::Twice("game"),
                Some("game"),
            ),
            (
                "#/embed?game=incerto&lesson=turn&interactive=yes",
                bad("interactive", "yes", "1 / 0"),
                Some("interactive"),
            ),
            (
                "#/embed?game=incerto&lesson=turn&single=2",
                bad("single", "2", "1 / 0"),
                Some("single"),
            ),
            (
                "#/embed?game=incerto&lesson=turn&orientation=red",
                bad("orientation", "red", "white / black"),
                Some("orientation"),
            ),
            (
                "#/embed?game=incerto&lesson=turn&theme=sepia",
                bad("theme", "sepia", "light / dark / auto"),
                Some("theme"),
            ),
            (
                "#/embed?game=incerto&lesson=turn&lang=de",
                bad("lang", "de", "en / ru / it"),
                Some("lang"),
            ),
            (
                "#/embed?game=incerto&lesson=turn&id=a%20b",
                bad("id", "a b", "1–64 × A–Z a–z 0–9 _ -"),
                Some("id"),
            ),
            (
                "#/embed?game=incerto&lesson=Turn",
                bad("lesson", "Turn", "a lesson id or number"),
                Some("lesson"),
            ),
            (
                "#/embed?game=incerto&lesson=turn&step=",
                bad("step", "", "a step id or number"),
                Some("step"),
            ),
            (
                "#/embed?game=incerto&lesson=%F0%28",
                bad("lesson", "%F0%28", "URL-encoded UTF-8"),
                Some("lesson"),
            ),
            (
                "#/embed?game=incerto&lesson=%zz",
                bad("lesson", "%zz", "URL-encoded UTF-8"),
                Some("lesson"),
            ),
        ] {
            let got = show(hash);
            assert_eq!(got, Err(problem), "{hash}");
            assert_eq!(got.unwrap_err().parameter(), parameter, "{hash}");
        }
        let long = "x".repeat(65);
        assert!(matches!(
            show(&format!("#/embed?game=incerto&lesson=turn&id={long}")),
            Err(Problem::BadValue {
                parameter: "id",
                ..
            })
        ));
    }

    #[test]
    fn the_engine_judges_the_position() {
        for fen in [
            "nonsense",
            // A 6-wide board is Incerto's, not Hidden Chess's.
            "k*5/6/6/6/6/1p4/1N4/K5%20w%20-%20-%200%201",
            "",
        ] {
            let got = show(&format!("#/embed?game=hidden-chess&fen={fen}"));
            let Err(Problem::BadFen { game, why }) = &got else {
                panic!("{fen}: {got:?}")
            };
            assert_eq!(*game, Variant::HiddenChess);
            assert!(!why.is_empty());
            let p = got.unwrap_err();
            assert_eq!(p.parameter(), Some("fen"));
            assert!(p.message().starts_with(
                "The position in fen is not a position of Hidden Chess the app can set up. ("
            ));
        }
    }

    #[test]
    fn lang_theme_and_id_are_kept_when_the_rest_is_wrong() {
        let a = read("#/embed?game=chess&lang=it&theme=light&id=x1").unwrap();
        assert_eq!(a.lang, Some(Lang::It));
        assert_eq!(a.theme, Theme::Light);
        assert_eq!(a.id.as_deref(), Some("x1"));
        let p = a.show.unwrap_err();
        assert_eq!(p, Problem::NotAGame("chess".to_owned()));
        assert_eq!(
            p.sentence(Lang::It),
            "«chess» non è un gioco: usa incerto, hidden-random o hidden-chess."
        );
        assert_eq!(
            p.message(),
            "“chess” is not a game: use incerto, hidden-random or hidden-chess."
        );
        // An unreadable language is the problem itself, said in English.
        let a = read("#/embed?game=incerto&lesson=turn&lang=xx").unwrap();
        assert_eq!(a.lang, None);
        assert_eq!(
            a.show.unwrap_err().message(),
            "“xx” is not a valid value of lang: use en / ru / it."
        );
    }

    #[test]
    fn every_problem_has_a_sentence_in_every_language() {
        let problems = [
            Problem::NoGame,
            Problem::NotAGame("x".into()),
            Problem::NothingToShow,
            Problem::LessonAndFen,
            Problem::Twice("step"),
            bad("theme", "x", "light / dark / auto"),
            Problem::BadFen {
                game: Variant::Incerto,
                why: "w".into(),
            },
            Problem::NoLesson {
                game: Variant::Incerto,
                lesson: "x".into(),
            },
            Problem::NoStep {
                lesson: "turn".into(),
                step: "9".into(),
            },
            Problem::LessonsFailed("w".into()),
        ];
        for p in &problems {
            for lang in Lang::ALL {
                let s = p.sentence(lang);
                assert!(!s.is_empty() && !s.contains('{'), "{lang:?} {p:?}: {s}");
            }
            assert_ne!(p.sentence(Lang::En), p.sentence(Lang::Ru), "{p:?}");
        }
        // A long value is cut short in the sentence.
        let long = Problem::NotAGame("y".repeat(500)).sentence(Lang::En);
        assert!(long.chars().count() < 120, "{long}");
    }
}

//! The lesson files as data (`web/lessons/*.json`): what serde reads, and the checks that
//! turn it into a [`Course`] the app can trust. Every fault is a [`LessonError`] naming the
//! place (`incerto/turn/select: …`), never a panic.

use super::cond::{Cond, RoleCond};
use super::rules;
use incerto_engine::{Action, Color, Game, Square, Variant};
use incerto_ui::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One text in every language of the app. All three are required and must not be empty.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub ru: String,
    pub it: String,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Ru => &self.ru,
            Lang::It => &self.it,
        }
    }
}

/// A game's lessons (one file).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CourseData {
    /// What the file is (JSON has no comments: the first key says it).
    #[serde(rename = "//", default)]
    pub about: String,
    /// Format version; this reader knows 1.
    pub format: u32,
    /// `incerto`, `hidden-random` or `hidden-chess`.
    pub game: String,
    pub lessons: Vec<Lesson>,
}

#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Stable id (URLs, stored progress): lower case, digits and `-`.
    pub id: String,
    pub title: Text,
    pub steps: Vec<Step>,
}

/// A step: an explanation (a position to look at, "Next") or, with `task`, something to do.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub id: String,
    /// The rule ids (see `rules.rs`) this step teaches.
    pub rules: Vec<String>,
    /// The position, in the game's extended FEN (true identities; `*` = hidden/face down).
    pub fen: String,
    /// Complete actions in the project's notation, played through the engine before the
    /// step is shown (a history to look at, an en-passant right, a repetition).
    #[serde(default)]
    pub setup: Vec<String>,
    /// Explanations only, Incerto only: a disc of the side to move shown selected.
    #[serde(default)]
    pub select: Option<String>,
    /// Whose view the board shows (`white`/`black`); by default the side to move. A task's
    /// learner is always the side to move.
    #[serde(default)]
    pub viewer: Option<String>,
    /// Squares to mark on the board (attention only: the logic never reads them).
    #[serde(default)]
    pub highlight: Vec<String>,
    /// What the learner reads first: the explanation, or the task.
    pub text: Text,
    #[serde(default)]
    pub task: Option<Task>,
}

/// What the learner must do, judged through the engine.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Task {
    pub goal: Cond,
    /// How many of the learner's turns the task may take (default 1).
    #[serde(default = "one")]
    pub turns: u32,
    /// The opponent's scripted answer after the learner's turn `i` (when the goal is not
    /// met yet and turns are left): the first alternative the engine accepts is played;
    /// `*` stands for the first legal action in the engine's order.
    #[serde(default)]
    pub replies: Vec<Vec<String>>,
    /// Feedback when the goal is met: the first entry whose `when` matches what happened;
    /// the last entry has no `when`.
    pub success: Vec<Feedback>,
    /// Explanations of wrong tries: an entry with `when` is shown as soon as it matches (a
    /// refused step when it has `refused`; a selection or a complete turn otherwise); the
    /// entry without `when` (required, last) when the turns are used up.
    pub wrong: Vec<Feedback>,
}

fn one() -> u32 {
    1
}

#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Feedback {
    #[serde(default)]
    pub when: Option<Cond>,
    pub text: Text,
}

/// Texts shared by every game: what to say when the engine refuses a step and the step's
/// data has nothing more specific (`web/lessons/common.json`).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Common {
    #[serde(rename = "//", default)]
    pub about: String,
    pub format: u32,
    /// One text per refusal name (see [`super::Refusal`]); all are required.
    pub refused: std::collections::BTreeMap<String, Text>,
    /// The scripted opponent has no answer to what the learner did (a data fault the
    /// tests rule out; said politely if it ever happens).
    pub no_reply: Text,
}

/// A course the checks below accepted.
#[derive(Clone, PartialEq, Debug)]
pub struct Course {
    pub variant: Variant,
    pub lessons: Vec<Lesson>,
}

/// Lesson data that cannot be used, with the place it was found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LessonError {
    /// `game/lesson/step`, as far as known.
    pub place: String,
    pub message: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.place.is_empty() {
            write!(f, "lesson data: {}", self.message)
        } else {
            write!(f, "lesson data {}: {}", self.place, self.message)
        }
    }
}

impl std::error::Error for LessonError {}

fn fault(place: &str, message: impl Into<String>) -> LessonError {
    LessonError {
        place: place.to_owned(),
        message: message.into(),
    }
}

const FORMAT: u32 = 1;

impl Course {
    /// Reads and checks one game's lesson file.
    pub fn parse(json: &str) -> Result<Course, LessonError> {
        let data: CourseData =
            serde_json::from_str(json).map_err(|e| fault("", format!("not a lesson file: {e}")))?;
        if data.format != FORMAT {
            return Err(fault(
                &data.game,
                format!("format {} (this app reads {FORMAT})", data.format),
            ));
        }
        let variant: Variant = data
            .game
            .parse()
            .map_err(|e: incerto_engine::UnknownName| fault("", e.to_string()))?;
        if data.lessons.is_empty() {
            return Err(fault(&data.game, "no lessons"));
        }
        let mut lesson_ids = Vec::new();
        for lesson in &data.lessons {
            let place = format!("{}/{}", data.game, lesson.id);
            check_id(&place, &lesson.id)?;
            if lesson_ids.contains(&&lesson.id) {
                return Err(fault(&place, "two lessons with this id"));
            }
            lesson_ids.push(&lesson.id);
            check_text(&place, "title", &lesson.title)?;
            if lesson.steps.is_empty() {
                return Err(fault(&place, "no steps"));
            }
            let mut step_ids = Vec::new();
            for step in &lesson.steps {
                let place = format!("{place}/{}", step.id);
                check_id(&place, &step.id)?;
                if step_ids.contains(&&step.id) {
                    return Err(fault(&place, "two steps with this id"));
                }
                step_ids.push(&step.id);
                check_step(variant, &place, step)?;
            }
        }
        Ok(Course {
            variant,
            lessons: data.lessons,
        })
    }

    /// The lesson with this id.
    pub fn lesson(&self, id: &str) -> Option<(usize, &Lesson)> {
        self.lessons.iter().enumerate().find(|(_, l)| l.id == id)
    }

    /// A lesson and step named as in a URL: the lesson by id or 1-based number, the step
    /// by id or 1-based number (`None`: the first step).
    pub fn find(&self, lesson: &str, step: Option<&str>) -> Option<(usize, usize)> {
        let li = by_id_or_number(self.lessons.iter().map(|l| l.id.as_str()), lesson)?;
        let si = match step {
            None => 0,
            Some(s) => by_id_or_number(self.lessons[li].steps.iter().map(|s| s.id.as_str()), s)?,
        };
        Some((li, si))
    }
}

/// Which of `ids` `key` names: an id, or a 1-based number.
pub fn by_id_or_number<'a>(ids: impl Iterator<Item = &'a str> + Clone, key: &str) -> Option<usize> {
    if let Some(i) = ids.clone().position(|id| id == key) {
        return Some(i);
    }
    let n: usize = key.parse().ok()?;
    (n >= 1 && n <= ids.count()).then(|| n - 1)
}

impl Common {
    pub fn parse(json: &str) -> Result<Common, LessonError> {
        let common: Common = serde_json::from_str(json)
            .map_err(|e| fault("common", format!("not the common lesson file: {e}")))?;
        if common.format != FORMAT {
            return Err(fault("common", format!("format {}", common.format)));
        }
        for r in super::Refusal::ALL {
            let text = common.refused.get(r.name()).ok_or_else(|| {
                fault("common", format!("no text for the refusal '{}'", r.name()))
            })?;
            check_text("common", r.name(), text)?;
        }
        if let Some(extra) = common
            .refused
            .keys()
            .find(|k| super::Refusal::parse(k).is_none())
        {
            return Err(fault("common", format!("unknown refusal '{extra}'")));
        }
        check_text("common", "no_reply", &common.no_reply)?;
        Ok(common)
    }

    pub fn refused(&self, r: super::Refusal) -> &Text {
        // Parse made sure every refusal has its text; a hand-built value falls back.
        self.refused.get(r.name()).unwrap_or(&self.no_reply)
    }
}

/// Whether `s` can name a lesson or a step in an address: an id (lower case, digits and
/// `-`, at most 40 bytes) or a number.
pub fn lesson_part(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 40
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn check_id(place: &str, id: &str) -> Result<(), LessonError> {
    // A plain number would be read as a position in URLs.
    let ok = lesson_part(id) && !id.bytes().all(|b| b.is_ascii_digit());
    if ok {
        Ok(())
    } else {
        Err(fault(
            place,
            format!("id '{id}' must be lower-case letters, digits and '-', not only digits"),
        ))
    }
}

fn check_text(place: &str, what: &str, text: &Text) -> Result<(), LessonError> {
    for lang in Lang::ALL {
        if text.get(lang).trim().is_empty() {
            return Err(fault(
                place,
                format!("{what}: the {} text is empty", lang.code()),
            ));
        }
    }
    Ok(())
}

fn color_named(place: &str, name: &str) -> Result<Color, LessonError> {
    name.parse().map_err(|e| fault(place, format!("{e}")))
}

/// The step's position with its setup played, as the engine builds it.
pub(super) fn build_game(variant: Variant, place: &str, step: &Step) -> Result<Game, LessonError> {
    let mut game =
        Game::from_fen(variant, &step.fen).map_err(|e| fault(place, format!("fen: {e}")))?;
    for (i, a) in step.setup.iter().enumerate() {
        let action = Action::parse(variant, a)
            .map_err(|e| fault(place, format!("setup action {}: {e}", i + 1)))?;
        game.play(action, None)
            .map_err(|e| fault(place, format!("setup action {} '{a}': {e}", i + 1)))?;
    }
    if let Some(sq) = &step.select {
        let sq = board_square(variant, place, sq)?;
        game.select(sq)
            .map_err(|e| fault(place, format!("select {sq}: {e}")))?;
        if game.pending().is_none() {
            return Err(fault(
                place,
                format!("the disc on {sq} has no move: it would skip"),
            ));
        }
    }
    Ok(game)
}

fn board_square(variant: Variant, place: &str, s: &str) -> Result<Square, LessonError> {
    Square::parse(s)
        .filter(|&sq| variant.contains(sq))
        .ok_or_else(|| fault(place, format!("'{s}' is not a square of this board")))
}

/// The side whose view a step shows (a task's learner).
pub(super) fn viewer_of(step: &Step, game: &Game) -> Color {
    step.viewer
        .as_deref()
        .and_then(|v| v.parse().ok())
        .unwrap_or(game.turn())
}

fn check_step(variant: Variant, place: &str, step: &Step) -> Result<(), LessonError> {
    check_text(place, "text", &step.text)?;
    if step.rules.is_empty() {
        return Err(fault(place, "the step teaches no rule (rules: [])"));
    }
    for id in &step.rules {
        match rules::find(id) {
            None => return Err(fault(place, format!("unknown rule id '{id}'"))),
            Some(r) if r.variant != variant => {
                return Err(fault(
                    place,
                    format!("rule '{id}' belongs to {}", r.variant),
                ))
            }
            Some(_) => {}
        }
    }
    for sq in &step.highlight {
        board_square(variant, place, sq)?;
    }
    if step.select.is_some() && (variant != Variant::Incerto || step.task.is_some()) {
        return Err(fault(
            place,
            "select is for Incerto explanations (a task starts with nothing selected)",
        ));
    }
    let game = build_game(variant, place, step)?;
    if let Some(v) = &step.viewer {
        color_named(place, v)?;
    }
    let Some(task) = &step.task else {
        return Ok(());
    };
    if game.is_over() {
        return Err(fault(place, "a task on a finished game"));
    }
    if viewer_of(step, &game) != game.turn() {
        return Err(fault(place, "a task's viewer is the side to move"));
    }
    if !(1..=4).contains(&task.turns) {
        return Err(fault(place, "turns must be 1 to 4"));
    }
    if task.replies.len() >= task.turns as usize {
        return Err(fault(
            place,
            "more replies than the turns need (a reply follows every turn but the last)",
        ));
    }
    for alternatives in &task.replies {
        if alternatives.is_empty() {
            return Err(fault(place, "a reply with no alternative"));
        }
        for a in alternatives.iter().filter(|a| *a != "*") {
            Action::parse(variant, a).map_err(|e| fault(place, format!("reply: {e}")))?;
        }
    }
    check_cond(variant, place, "goal", &task.goal)?;
    if task.goal.refused.is_some() {
        return Err(fault(place, "a goal cannot be a refused step"));
    }
    for (what, list) in [("success", &task.success), ("wrong", &task.wrong)] {
        let Some(last) = list.last() else {
            return Err(fault(place, format!("{what}: no entry")));
        };
        if last.when.is_some() {
            return Err(fault(
                place,
                format!("{what}: the last entry has no 'when'"),
            ));
        }
        for (i, f) in list.iter().enumerate() {
            let what = format!("{what} {}", i + 1);
            check_text(place, &what, &f.text)?;
            match &f.when {
                Some(c) => check_cond(variant, place, &what, c)?,
                None if i + 1 < list.len() => {
                    return Err(fault(
                        place,
                        format!("{what}: only the last entry has no 'when'"),
                    ))
                }
                None => {}
            }
        }
    }
    Ok(())
}

fn check_cond(variant: Variant, place: &str, what: &str, c: &Cond) -> Result<(), LessonError> {
    let roles = [
        ("mover", &c.mover),
        ("captured", &c.captured),
        ("promoted", &c.promoted),
        ("revealed", &c.revealed),
    ];
    for (name, cond) in roles {
        if let Some(RoleCond::Roles(list)) = cond {
            for role in list {
                if !variant.has_role(*role) {
                    return Err(fault(
                        place,
                        format!("{what}: {name}: {variant} has no {role}"),
                    ));
                }
            }
        }
    }
    if let Some(kinds) = &c.kind {
        for k in kinds.iter() {
            if !k.in_variant(variant) {
                return Err(fault(
                    place,
                    format!("{what}: {variant} has no '{}' step", k.name()),
                ));
            }
        }
    }
    if c.refused.is_some() && c.has_event_part() {
        return Err(fault(
            place,
            format!("{what}: 'refused' cannot be combined with conditions on what happened"),
        ));
    }
    Ok(())
}

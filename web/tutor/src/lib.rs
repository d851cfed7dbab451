//! Interactive lessons for the three games, as data (`web/lessons/*.json`) and pure logic:
//! load and check the data ([`Library`], [`Course`]), play a step through the engine
//! ([`Run`], [`Input`] → [`Verdict`]), remember what is done ([`Progress`]), teach a
//! lesson on a board ([`tutor`]: the learner's clicks through [`input`]) and answer the
//! lessons page ([`server`], [`wire`]). No browser code here: all of it runs in the lessons'
//! Web Worker (`main.rs`, the only wasm part); the lessons page (web/learn) uses only the
//! [`wire`] messages, so the lessons stay out of its first download.

mod cond;
mod event;
mod format;
pub mod input;
mod progress;
pub mod rules;
mod run;
pub mod server;
mod tape;
#[cfg(test)]
mod tests;
pub mod tutor;
pub mod wire;

pub use cond::{Cond, RoleCond};
pub use event::{Event, Kind, Refusal};
pub use format::{
    by_id_or_number, lesson_part, Common, Course, Feedback, Lesson, LessonError, Step, Task, Text,
};
pub use progress::Progress;
pub use run::{Input, Run, State, Verdict};

use incerto_engine::Variant;
use std::rc::Rc;

/// The lesson files, built in for the tests; the app fetches them (`Library::file`) when
/// the Learn screen or an embedded lesson opens, so they stay out of the first download.
#[cfg(test)]
const COMMON: &str = include_str!("../../lessons/common.json");
#[cfg(test)]
const COURSES: [(Variant, &str); 3] = [
    (Variant::Incerto, include_str!("../../lessons/incerto.json")),
    (
        Variant::HiddenRandom,
        include_str!("../../lessons/hidden-random.json"),
    ),
    (
        Variant::HiddenChess,
        include_str!("../../lessons/hidden-chess.json"),
    ),
];

/// Every game's lessons and the shared texts.
#[derive(Clone, Debug)]
pub struct Library {
    pub common: Rc<Common>,
    pub courses: Vec<Course>,
}

impl Library {
    /// The shared file's name in `lessons/` (beside `index.html` in `dist/`).
    pub const COMMON_FILE: &'static str = "common.json";

    /// A game's lesson file in `lessons/`.
    pub fn file(variant: Variant) -> String {
        format!("{}.json", variant.name())
    }

    /// The lesson files (checked by the tests).
    #[cfg(test)]
    pub fn builtin() -> Result<Library, LessonError> {
        Library::parse(COMMON, COURSES.iter().map(|(_, json)| *json))
    }

    /// Lessons from text (one common file, one file per game).
    pub fn parse<'a>(
        common: &str,
        courses: impl IntoIterator<Item = &'a str>,
    ) -> Result<Library, LessonError> {
        let common = Rc::new(Common::parse(common)?);
        let courses = courses
            .into_iter()
            .map(Course::parse)
            .collect::<Result<Vec<Course>, LessonError>>()?;
        Ok(Library { common, courses })
    }

    pub fn course(&self, variant: Variant) -> Option<&Course> {
        self.courses.iter().find(|c| c.variant == variant)
    }

    /// Starts a step.
    pub fn run(&self, variant: Variant, lesson: usize, step: usize) -> Result<Run, LessonError> {
        let course = self.course(variant).ok_or_else(|| LessonError {
            place: variant.name().to_owned(),
            message: "no lessons for this game".to_owned(),
        })?;
        Run::start(course, &self.common, lesson, step)
    }
}

//! Interactive lessons for the three games, as data (`web/lessons/*.json`) and pure logic:
//! load and check the data ([`Library`], [`Course`]), play a step through the engine
//! ([`Run`], [`Input`] → [`Verdict`]), remember what is done ([`Progress`]). No browser
//! code here: the Learn screen and the embed route draw a [`Run`] and feed it inputs.

mod cond;
mod event;
mod format;
mod progress;
pub mod rules;
mod run;
#[cfg(test)]
mod tests;

pub use cond::{Cond, RoleCond};
pub use event::{Event, Kind, Refusal};
pub use format::{Common, Course, Feedback, Lesson, LessonError, Step, Task, Text};
pub use progress::Progress;
pub use run::{Input, Run, State, Verdict};

use incerto_engine::Variant;
use std::rc::Rc;

/// The lesson files built into the app.
const COMMON: &str = include_str!("../../lessons/common.json");
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
    /// The lessons built into the app (checked by the tests, so this fails only if the
    /// build was changed by hand).
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

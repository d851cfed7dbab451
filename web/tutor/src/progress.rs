//! Which lesson steps a person has completed: a small value the app stores (as JSON) and
//! reads back. Steps are named by ids, so reordering or adding lessons keeps progress; ids
//! that no longer exist are kept but ignored.

use super::format::{Course, LessonError};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Completed steps, per `game/lesson`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// Format version of the stored value (`"version"`, like the app's other stored
    /// keys); this reader knows 1.
    version: u32,
    done: BTreeMap<String, BTreeSet<String>>,
}

/// Stored text that is not a progress value: the app starts afresh and says so.
const VERSION: u32 = 1;

impl Default for Progress {
    fn default() -> Progress {
        Progress::new()
    }
}

impl Progress {
    pub fn new() -> Progress {
        Progress {
            version: VERSION,
            done: BTreeMap::new(),
        }
    }

    fn key(course: &Course, lesson: &str) -> String {
        format!("{}/{lesson}", course.variant.name())
    }

    pub fn mark_done(&mut self, course: &Course, lesson: &str, step: &str) {
        self.done
            .entry(Progress::key(course, lesson))
            .or_default()
            .insert(step.to_owned());
    }

    pub fn is_done(&self, course: &Course, lesson: &str, step: &str) -> bool {
        self.done
            .get(&Progress::key(course, lesson))
            .is_some_and(|s| s.contains(step))
    }

    /// How many steps of the lesson are done, of how many.
    pub fn count(&self, course: &Course, lesson: usize) -> (usize, usize) {
        let Some(l) = course.lessons.get(lesson) else {
            return (0, 0);
        };
        let done = l
            .steps
            .iter()
            .filter(|s| self.is_done(course, &l.id, &s.id))
            .count();
        (done, l.steps.len())
    }

    pub fn lesson_done(&self, course: &Course, lesson: usize) -> bool {
        let (done, all) = self.count(course, lesson);
        all > 0 && done == all
    }

    /// Where to go on: the first step not done (lesson, step), `None` when all are done.
    pub fn next(&self, course: &Course) -> Option<(usize, usize)> {
        course.lessons.iter().enumerate().find_map(|(li, l)| {
            l.steps
                .iter()
                .position(|s| !self.is_done(course, &l.id, &s.id))
                .map(|si| (li, si))
        })
    }

    pub fn to_json(&self) -> String {
        // A map of strings to sets of strings always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored value; refuses anything else with a reason.
    pub fn from_json(s: &str) -> Result<Progress, LessonError> {
        let p: Progress = serde_json::from_str(s).map_err(|e| LessonError {
            place: "progress".to_owned(),
            message: format!("not lesson progress: {e}"),
        })?;
        if p.version != VERSION {
            return Err(LessonError {
                place: "progress".to_owned(),
                message: format!("version {} (this app reads {VERSION})", p.version),
            });
        }
        Ok(p)
    }
}

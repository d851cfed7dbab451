//! The lessons' side of the worker, pure: the lesson files read so far, the person's
//! progress and the lesson being taught; each [`Request`] gets its [`Reply`]. The worker
//! (`main.rs`) only fetches the files [`Server::needs`] and passes text in and
//! out, so all of this is tested natively.

use super::tutor::{Tutor, TutorMsg};
use super::wire::{Frame, Index, Open, Reply, Request, Store};
use super::{Common, Course, Library, Progress};
use std::rc::Rc;

#[derive(Default)]
pub struct Server {
    common: Option<Rc<Common>>,
    courses: Vec<Course>,
    /// The library the tutors use, rebuilt when a course is added.
    lib: Option<Rc<Library>>,
    progress: Progress,
    tutor: Option<Tutor>,
    /// The last note the app has been sent.
    told: u64,
    /// Frames sent so far (each frame's `rev`).
    frames: u64,
}

impl Server {
    pub fn new() -> Server {
        Server::default()
    }

    /// The lesson files (names in `lessons/`) to read before `request` can be answered.
    pub fn needs(&self, request: &Request) -> Vec<String> {
        let mut files = Vec::new();
        if self.common.is_none() {
            files.push(Library::COMMON_FILE.to_owned());
        }
        if let Request::Open(open) = request {
            if !self.courses.iter().any(|c| c.variant == open.game) {
                files.push(Library::file(open.game));
            }
        }
        files
    }

    /// Adds a file read for [`Server::needs`]; a file that does not read is refused.
    pub fn add(&mut self, name: &str, text: &str) -> Result<(), String> {
        if name == Library::COMMON_FILE {
            self.common = Some(Rc::new(Common::parse(text).map_err(|e| e.to_string())?));
        } else {
            let course = Course::parse(text).map_err(|e| e.to_string())?;
            if Library::file(course.variant) != name {
                return Err(format!("{name} holds the lessons of {}", course.variant));
            }
            self.courses.retain(|c| c.variant != course.variant);
            self.courses.push(course);
        }
        self.lib = self.common.clone().map(|common| {
            Rc::new(Library {
                common,
                courses: self.courses.clone(),
            })
        });
        Ok(())
    }

    pub fn handle(&mut self, request: Request) -> Reply {
        match request {
            Request::Open(open) => self.open(open),
            Request::Tutor { msg } => self.tutor(msg),
        }
    }

    fn open(&mut self, open: Open) -> Reply {
        let game = open.game;
        let mut store = Store::default();
        match open.progress.as_deref().map(Progress::from_json) {
            Some(Ok(p)) => self.progress = p,
            Some(Err(_)) => {
                self.progress = Progress::new();
                store = Store {
                    progress: Some(self.progress.to_json()),
                    reset: true,
                };
            }
            None => {}
        }
        let Some(lib) = self.lib.clone() else {
            return Reply::Failed {
                why: "the lessons are not loaded".to_owned(),
            };
        };
        let Some(course) = lib.course(game) else {
            return Reply::Failed {
                why: format!("no lessons for {game}"),
            };
        };
        let index = Index::of(course, &self.progress);
        let Some(lesson) = open.lesson else {
            self.tutor = None;
            return Reply::Index { index, store };
        };
        let Some((li, si)) = course.find(&lesson, open.step.as_deref()) else {
            self.tutor = None;
            let what = if course.find(&lesson, None).is_some() {
                "step"
            } else {
                "lesson"
            };
            return Reply::Missing {
                what: what.to_owned(),
                index,
                store,
            };
        };
        let same = self
            .tutor
            .as_ref()
            .is_some_and(|t| t.variant() == game && t.single == open.single);
        if same {
            if let Some(t) = self.tutor.as_mut() {
                if t.place() != (li, si) {
                    t.goto(li, si);
                }
            }
        } else {
            match Tutor::start(Rc::clone(&lib), game, li, si) {
                Ok(mut t) => {
                    t.single = open.single;
                    self.tutor = Some(t);
                    // A new tutor numbers its notes from the start.
                    self.told = 0;
                }
                Err(e) => return Reply::Failed { why: e.to_string() },
            }
        }
        self.lesson(store)
    }

    fn tutor(&mut self, msg: TutorMsg) -> Reply {
        let Some(t) = self.tutor.as_mut() else {
            return Reply::Failed {
                why: "no lesson is open".to_owned(),
            };
        };
        let before = self.progress.clone();
        t.update(msg, &mut self.progress);
        let store = if self.progress != before {
            Store {
                progress: Some(self.progress.to_json()),
                reset: false,
            }
        } else {
            Store::default()
        };
        self.lesson(store)
    }

    /// The lesson shown, with the notes the app has not been told yet.
    fn lesson(&mut self, store: Store) -> Reply {
        let Some(t) = self.tutor.as_ref() else {
            return Reply::Failed {
                why: "no lesson is open".to_owned(),
            };
        };
        let mut frame = Frame::of(t, &self.progress, self.told);
        self.frames += 1;
        frame.rev = self.frames;
        self.told = t.seq();
        let index = Index::of(t.course(), &self.progress);
        Reply::Lesson {
            frame: Box::new(frame),
            index,
            store,
        }
    }
}

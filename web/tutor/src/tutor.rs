//! One lesson being taught on a live board: the step shown (a `lessons::Run`), the
//! learner's tentative pick, the feedback in words, the scripted reply held back a moment
//! so it can be seen, and a log of what happened (for the live region and, in the embed,
//! the host page). Pure: the Learn screen and the embed feed it messages and draw it; the
//! reply's delay and storing progress are their effects.
//!
//! The board is only ever drawn from `run.game().view(Some(viewer))`, the learner's view.

use super::input::{self, Intent};
use super::{Course, Input, Lesson, Library, Progress, Run, State, Step, Text, Verdict};
use incerto_engine::{ActionView, Color, Game, PlayerView, Role, Square, Variant};
use std::rc::Rc;

/// Who played an action on a lesson's board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum By {
    Learner,
    Opponent,
}

/// Something that happened, told to the live region and (in the embed) the host page.
#[derive(Clone, PartialEq, Debug)]
pub enum Note {
    /// Another step is shown.
    Step,
    /// An action was played, as the learner's view shows it (never more).
    Action { by: By, action: ActionView },
    /// Incerto: the learner picked up a disc and now sees what it is.
    Selected { square: Square, role: Option<Role> },
    /// A wrong try was explained; with `restart` the attempt is over.
    Wrong { restart: bool },
    /// The step is done (a task's goal, or an explanation read).
    StepDone,
    /// Every step of the lesson is done.
    LessonDone,
}

/// How the feedback reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// The goal is reached.
    Done,
    /// A try the engine refused; the task goes on.
    Refused,
    /// The attempt is over: "Try again".
    Failed,
}

/// The words after a try, in every language (the screen picks one, so switching the
/// language changes them in place).
#[derive(Clone, PartialEq, Debug)]
pub struct Feedback {
    pub tone: Tone,
    pub text: Text,
}

/// What the tutor is told (sent by the app to the lessons' worker, see `wire`).
#[derive(Clone, PartialEq, Debug)]
pub enum TutorMsg {
    Square(Square),
    Drag(Square, Square),
    /// The flip button (Hidden Random Chess).
    Flip,
    Promote(Role),
    /// Next step (an explanation is then done); on a task not done yet, skips it.
    Next,
    Back,
    /// A step of this course, by index.
    Goto {
        lesson: usize,
        step: usize,
    },
    /// The step from its first position ("Try again", "Start the step again").
    Restart,
    /// The delay before the scripted reply is over: show it (`token` as handed out).
    ShowReply(u64),
}

/// How long the scripted reply is held back, so the learner sees their own move land first.
pub const REPLY_DELAY_MS: u32 = 700;

/// A lesson on the board.
#[derive(Clone, Debug)]
pub struct Tutor {
    lib: Rc<Library>,
    variant: Variant,
    lesson: usize,
    step: usize,
    run: Run,
    /// Only this step, without Back and Next (the embed's `single=1`).
    pub single: bool,
    /// The 8×8 games: the piece the learner picked (only on the screen).
    pub pick: Option<Square>,
    pub feedback: Option<Feedback>,
    /// The view on the board: the learner's, held before the scripted reply while it waits.
    shown: Rc<PlayerView>,
    /// A reply waits to be shown: its token (see [`TutorMsg::ShowReply`]).
    pub reply_due: Option<u64>,
    /// The last step of the lesson was finished in this visit: offer what comes next.
    pub finished: bool,
    /// Every note so far, numbered (the host page is told each once); the last few kept.
    notes: Vec<(u64, Note)>,
    /// The number of the last note, and of the first of the last update.
    seq: u64,
    since: u64,
    /// Changes on every update (a new token for each reply, a key for the board).
    pub rev: u64,
}

/// At most this many notes are kept (the host page reads them after every update).
const KEEP_NOTES: usize = 32;

impl PartialEq for Tutor {
    fn eq(&self, other: &Self) -> bool {
        self.rev == other.rev
            && self.variant == other.variant
            && self.lesson == other.lesson
            && self.step == other.step
            && self.seq == other.seq
    }
}

impl Tutor {
    /// Starts step `step` of lesson `lesson` of `variant`'s course.
    pub fn start(
        lib: Rc<Library>,
        variant: Variant,
        lesson: usize,
        step: usize,
    ) -> Result<Tutor, super::LessonError> {
        let run = lib.run(variant, lesson, step)?;
        let shown = view_of(&run);
        Ok(Tutor {
            lib,
            variant,
            lesson,
            step,
            run,
            single: false,
            pick: None,
            feedback: None,
            shown,
            reply_due: None,
            finished: false,
            notes: vec![(1, Note::Step)],
            seq: 1,
            since: 1,
            rev: 1,
        })
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn library(&self) -> &Rc<Library> {
        &self.lib
    }

    pub fn course(&self) -> &Course {
        // `start` found the course, and the library never changes.
        self.lib
            .course(self.variant)
            .expect("the tutor's course is in its library")
    }

    /// Index of the lesson and of the step.
    pub fn place(&self) -> (usize, usize) {
        (self.lesson, self.step)
    }

    pub fn lesson(&self) -> &Lesson {
        &self.course().lessons[self.lesson]
    }

    pub fn step(&self) -> &Step {
        self.run.step()
    }

    pub fn state(&self) -> State {
        self.run.state()
    }

    pub fn is_task(&self) -> bool {
        self.step().task.is_some()
    }

    /// The side whose view the board shows (a task's learner).
    pub fn viewer(&self) -> Color {
        self.run.viewer()
    }

    pub fn turns_left(&self) -> u32 {
        self.run.turns_left()
    }

    /// The view on the board.
    pub fn view(&self) -> &Rc<PlayerView> {
        &self.shown
    }

    /// The board takes input: a task in play, no reply waiting.
    pub fn interactive(&self) -> bool {
        self.state() == State::Playing && self.reply_due.is_none()
    }

    /// The selected piece and where it can go, as the board marks them. An explanation
    /// shows the selection its data asks for (the view holds it); a task the engine's
    /// selection or the learner's pick.
    pub fn marks(&self) -> (Option<Square>, Vec<Square>) {
        if self.reply_due.is_some() || matches!(self.state(), State::Done | State::Failed) {
            return (None, Vec::new());
        }
        let pick = if self.interactive() { self.pick } else { None };
        let Some(sel) = input::held(&self.shown).or(pick) else {
            return (None, Vec::new());
        };
        (Some(sel), self.shown.dests().targets(sel).to_vec())
    }

    /// A promotion waits for its piece (the chooser's choices).
    pub fn promotion(&self) -> Option<&[Role]> {
        if !self.interactive() {
            return None;
        }
        self.shown.promotion.as_ref().map(|p| p.choices.as_slice())
    }

    /// The flip button is offered for the picked piece.
    pub fn can_flip(&self) -> bool {
        self.interactive() && input::can_flip(&self.shown, self.viewer(), self.pick)
    }

    pub fn is_first(&self) -> bool {
        self.step == 0
    }

    pub fn is_last(&self) -> bool {
        self.step + 1 == self.lesson().steps.len()
    }

    /// The next lesson of the course, if any.
    pub fn next_lesson(&self) -> Option<(usize, &Lesson)> {
        let li = self.lesson + 1;
        self.course().lessons.get(li).map(|l| (li, l))
    }

    /// Notes numbered above `after` (all of them that are kept).
    pub fn notes_after(&self, after: u64) -> impl Iterator<Item = &(u64, Note)> {
        self.notes.iter().filter(move |(n, _)| *n > after)
    }

    /// The notes of the last update (what the live region says).
    pub fn last_notes(&self) -> impl Iterator<Item = &Note> {
        self.notes_after(self.since - 1).map(|(_, n)| n)
    }

    /// The number of the newest note.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    fn note(&mut self, note: Note) {
        self.seq += 1;
        self.notes.push((self.seq, note));
        if self.notes.len() > KEEP_NOTES {
            self.notes.remove(0);
        }
    }

    /// Handles one message; `progress` is where completed steps are marked.
    pub fn update(&mut self, msg: TutorMsg, progress: &mut Progress) {
        self.rev += 1;
        self.since = self.seq + 1;
        match msg {
            TutorMsg::Square(sq) => {
                if self.interactive() {
                    let i = input::click(&self.shown, self.viewer(), self.pick, sq);
                    self.act(i, progress);
                }
            }
            TutorMsg::Drag(from, to) => {
                if self.interactive() {
                    let i = input::drag(&self.shown, self.viewer(), self.pick, from, to);
                    self.act(i, progress);
                }
            }
            TutorMsg::Flip => {
                if self.interactive() {
                    let i = input::flip(&self.shown, self.viewer(), self.pick);
                    self.act(i, progress);
                }
            }
            TutorMsg::Promote(role) => {
                if self.promotion().is_some() {
                    self.act(Intent::Steps(vec![Input::Promote(role)]), progress);
                }
            }
            TutorMsg::Next => self.next(progress),
            TutorMsg::Back => {
                if !self.single && self.step > 0 {
                    self.goto(self.lesson, self.step - 1);
                }
            }
            TutorMsg::Goto { lesson, step } => self.goto(lesson, step),
            TutorMsg::Restart => {
                self.run.restart();
                self.reset();
            }
            TutorMsg::ShowReply(token) => {
                if self.reply_due == Some(token) {
                    self.reply_due = None;
                    let shown_len = self.shown.moves.len();
                    self.shown = view_of(&self.run);
                    let replies: Vec<ActionView> = self.shown.moves[shown_len..].to_vec();
                    for action in replies {
                        self.note(Note::Action {
                            by: By::Opponent,
                            action,
                        });
                    }
                }
            }
        }
    }

    /// Shows another step of this course (indices out of range change nothing).
    pub fn goto(&mut self, lesson: usize, step: usize) {
        if self.single && (lesson, step) != (self.lesson, self.step) {
            return;
        }
        let Some(course) = self.lib.course(self.variant) else {
            return;
        };
        let Ok(run) = Run::start(course, &self.lib.common, lesson, step) else {
            return;
        };
        self.run = run;
        self.lesson = lesson;
        self.step = step;
        self.reset();
        self.note(Note::Step);
    }

    fn reset(&mut self) {
        self.pick = None;
        self.feedback = None;
        self.reply_due = None;
        self.finished = false;
        self.shown = view_of(&self.run);
    }

    fn next(&mut self, progress: &mut Progress) {
        if self.state() == State::Explaining {
            self.mark_done(progress);
        }
        if self.single {
            return;
        }
        if !self.is_last() {
            self.goto(self.lesson, self.step + 1);
        } else if self.finished {
            if let Some((li, _)) = self.next_lesson() {
                self.goto(li, 0);
            }
        } else {
            // The last step: what comes next is offered here, not jumped to.
            self.finished = true;
        }
    }

    /// Marks this step done; notes the step and, the first time, the lesson.
    fn mark_done(&mut self, progress: &mut Progress) {
        let lesson_before = progress.lesson_done(self.course(), self.lesson);
        let (lesson_id, step_id) = (self.lesson().id.clone(), self.step().id.clone());
        let course = self.lib.course(self.variant).expect("the tutor's course");
        progress.mark_done(course, &lesson_id, &step_id);
        self.note(Note::StepDone);
        if !lesson_before && progress.lesson_done(self.course(), self.lesson) {
            self.note(Note::LessonDone);
        }
    }

    fn act(&mut self, intent: Intent, progress: &mut Progress) {
        match intent {
            Intent::Nothing => {}
            Intent::Pick(p) => {
                self.pick = p;
                self.feedback = None;
            }
            Intent::Steps(steps) => {
                for step in steps {
                    if !self.input(step, progress) {
                        break;
                    }
                }
            }
        }
    }

    /// One step to the engine; whether the turn goes on (a further step may follow).
    fn input(&mut self, step: Input, progress: &mut Progress) -> bool {
        let before = self.run.game().history().len();
        let verdict = self.run.input(step);
        let live = view_of(&self.run);
        let played: Vec<ActionView> = live.moves[before.min(live.moves.len())..].to_vec();
        let viewer = self.viewer();
        let mut more = false;
        match verdict {
            Verdict::NeedsMore => {
                self.feedback = None;
                self.pick = None;
                if let Input::Select(sq) = step {
                    let role = live.piece_at(sq).and_then(|p| p.role);
                    self.note(Note::Selected { square: sq, role });
                }
                more = true;
            }
            Verdict::Reply(replies) => {
                self.feedback = None;
                self.pick = None;
                // Hold the reply back: the board first shows the learner's move alone.
                let mine = played.len().saturating_sub(replies.len());
                if let Some(before_reply) = replayed(self.run.game(), replies.len(), viewer) {
                    self.shown = Rc::new(before_reply);
                    self.reply_due = Some(self.rev);
                    for action in played.into_iter().take(mine) {
                        self.note(Note::Action {
                            by: By::Learner,
                            action,
                        });
                    }
                    return false;
                }
                // Cannot happen (the moves were just played); show everything at once.
                self.shown = live;
                for (i, action) in played.into_iter().enumerate() {
                    let by = if i < mine { By::Learner } else { By::Opponent };
                    self.note(Note::Action { by, action });
                }
                return false;
            }
            Verdict::Done { text, .. } => {
                self.pick = None;
                self.feedback = Some(Feedback {
                    tone: Tone::Done,
                    text,
                });
            }
            Verdict::Wrong { text, restart, .. } => {
                self.feedback = Some(Feedback {
                    tone: if restart { Tone::Failed } else { Tone::Refused },
                    text,
                });
                if restart {
                    self.pick = None;
                }
            }
        }
        self.shown = live;
        for action in played {
            let by = if action.color == viewer {
                By::Learner
            } else {
                By::Opponent
            };
            self.note(Note::Action { by, action });
        }
        match self.state() {
            State::Done => {
                self.mark_done(progress);
                if self.is_last() {
                    self.finished = true;
                }
            }
            State::Failed => self.note(Note::Wrong { restart: true }),
            _ if matches!(
                self.feedback,
                Some(Feedback {
                    tone: Tone::Refused,
                    ..
                })
            ) =>
            {
                self.note(Note::Wrong { restart: false })
            }
            _ => {}
        }
        more
    }
}

/// The learner's view of the run's game (the only thing a lesson's board shows).
fn view_of(run: &Run) -> Rc<PlayerView> {
    Rc::new(run.game().view(Some(run.viewer())))
}

/// The view `viewer` had before the last `n` actions of `game` (replayed through the
/// rules from its record).
fn replayed(game: &Game, n: usize, viewer: Color) -> Option<PlayerView> {
    let mut record = game.record();
    let keep = record.actions.len().checked_sub(n)?;
    record.actions.truncate(keep);
    record.selected = None;
    record.promotion = None;
    record.result = None;
    record.draw_offer = None;
    Game::from_record(&record)
        .ok()
        .map(|g| g.view(Some(viewer)))
}

//! The messages between the app and the lessons' Web Worker. The worker holds the
//! lessons, the engine and the lesson being taught; the app sends what the person did
//! ([`Request`]) and draws what comes back ([`Reply`]): a [`Frame`] says everything the
//! lesson player shows — the learner's board (their view's pieces and marks, never more),
//! the texts in every language, the feedback and what happened — so the app needs no
//! lesson logic of its own, and the lessons cost nothing to people who only play.
//!
//! On the way they are text in the small format of `tape.rs`, written and read by hand
//! below: serde's derived readers for these types cost the app's first download about
//! 80 KB of wasm, these a few. `tests/tutor.rs` checks that every message reads back.

use super::tape::{Reel, Tape};
use super::tutor::{By, Note, Tone, Tutor, TutorMsg};
use super::{Progress, State, Text};
use incerto_engine::{ActionKind, Color, PieceView, Role, Square, Variant};
use incerto_ui::i18n::{narrate, role_key, t, tf, Key, Lang, LessonKey};

/// What the app asks of the worker.
#[derive(Clone, PartialEq, Debug)]
pub enum Request {
    /// Show a game's lessons (`lesson: None`) or one step of a lesson (ids or 1-based
    /// numbers; `step: None` is the first). `progress` is what the app stored (`None`:
    /// nothing); the worker keeps its copy up to date from then on. `single`: only this
    /// step (the embed's `single=1`).
    Open {
        game: Variant,
        lesson: Option<String>,
        step: Option<String>,
        single: bool,
        progress: Option<String>,
    },
    /// Something the learner did in the lesson shown.
    Tutor { msg: TutorMsg },
}

/// What the worker answers.
#[derive(Clone, PartialEq, Debug)]
pub enum Reply {
    /// The worker has started: messages sent from now on are answered.
    Ready,
    /// A step of a lesson, with the game's lessons beside it.
    Lesson {
        frame: Box<Frame>,
        index: Index,
        store: Store,
    },
    /// A game's lessons, no lesson open.
    Index { index: Index, store: Store },
    /// The lesson or step asked for does not exist (`what`: `lesson` or `step`).
    Missing {
        what: String,
        index: Index,
        store: Store,
    },
    /// The lessons could not be loaded or read (English, for a detail line).
    Failed { why: String },
}

/// Progress to store, when it changed.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Store {
    /// The progress value to store (`incerto.lessons.v1`), when it changed.
    pub progress: Option<String>,
    /// The stored progress could not be read and was started afresh.
    pub reset: bool,
}

/// Where a lesson stands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Phase {
    Explaining,
    Playing,
    Done,
    Failed,
}

impl From<State> for Phase {
    fn from(s: State) -> Phase {
        match s {
            State::Explaining => Phase::Explaining,
            State::Playing => Phase::Playing,
            State::Done => Phase::Done,
            State::Failed => Phase::Failed,
        }
    }
}

/// One step of a lesson, as the player draws it.
#[derive(Clone, PartialEq, Debug)]
pub struct Frame {
    /// The frame's number: every frame the worker sends has a new one (tests wait on it).
    pub rev: u64,
    pub game: Variant,
    /// The lesson's index in the course, id and title.
    pub lesson: usize,
    pub lesson_id: String,
    pub title: Text,
    /// Every step of the lesson: id, task or not, done or not.
    pub steps: Vec<Dot>,
    /// The step's index in the lesson and id.
    pub step: usize,
    pub step_id: String,
    pub text: Text,
    pub phase: Phase,
    pub task: bool,
    /// Only this step (no Back / Next).
    pub single: bool,
    pub board: Board,
    /// An explanation's moves so far (its setup), as the viewer reads them.
    pub moves: Vec<String>,
    pub feedback: Option<Feedback>,
    /// The learner's turns left in this attempt, of how many.
    pub turns_left: u32,
    pub turns: u32,
    /// A scripted reply waits: ask for it with [`TutorMsg::ShowReply`] and this token.
    pub reply_due: Option<u64>,
    /// A promotion waits: the pieces to choose from (empty: none).
    pub promotion: Vec<Role>,
    /// The flip button, for this piece.
    pub flip: Option<Square>,
    /// The lesson's last step is finished: offer what comes next.
    pub finished: bool,
    /// Steps of the lesson still to do.
    pub left: usize,
    /// The next lesson, if any: index and title.
    pub next_lesson: Option<(usize, Text)>,
    /// What happened, newest last (the last few; each has a number).
    pub notes: Vec<NoteOut>,
    /// The live region's words for the last update, in every language.
    pub said: Text,
}

/// A step of the lesson, for the row of step buttons.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Dot {
    pub id: String,
    pub task: bool,
    pub done: bool,
}

/// The board: the learner's view and its marks.
#[derive(Clone, PartialEq, Debug)]
pub struct Board {
    pub files: u32,
    pub ranks: u32,
    /// Whose view it is (at the bottom).
    pub viewer: Color,
    pub pieces: Vec<PieceView>,
    pub selected: Option<Square>,
    pub targets: Vec<Square>,
    pub skipped: Option<Square>,
    pub last_move: Option<(Square, Option<Square>)>,
    pub check: Option<Square>,
    pub highlights: Vec<Square>,
    pub interactive: bool,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Feedback {
    pub tone: Tone,
    pub text: Text,
}

/// Something that happened, numbered: the live region and the embed's host page are told.
#[derive(Clone, PartialEq, Debug)]
pub struct NoteOut {
    pub seq: u64,
    pub kind: NoteKind,
    /// An action: who played it and what the learner saw of it.
    pub action: Option<ActionOut>,
    /// A wrong try: the attempt is over.
    pub restart: bool,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NoteKind {
    Step,
    Action,
    Selected,
    Wrong,
    StepDone,
    LessonDone,
}

/// An action as the learner's view shows it (the embed's `action` message).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ActionOut {
    pub by: By,
    pub color: Color,
    pub notation: String,
    pub kind: ActionKind,
    pub from: Square,
    pub to: Option<Square>,
    pub promotion: bool,
}

/// A game's lessons with the person's progress.
#[derive(Clone, PartialEq, Debug)]
pub struct Index {
    pub game: Variant,
    pub lessons: Vec<Entry>,
    /// Where to go on: the first step not done (`None`: all done).
    pub go_on: Option<GoOn>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Entry {
    pub id: String,
    pub title: Text,
    pub done: usize,
    pub total: usize,
    /// The first step not done (the first step when all are).
    pub first_open: String,
}

#[derive(Clone, PartialEq, Debug)]
pub struct GoOn {
    pub lesson: String,
    pub step: String,
    pub title: Text,
    /// Nothing done yet ("Start" rather than "Continue").
    pub fresh: bool,
}

type Read<T> = Result<T, String>;

impl TutorMsg {
    fn write(&self, t: &mut Tape) {
        match self {
            TutorMsg::Square(sq) => t.str("square").put(sq),
            TutorMsg::Drag(a, b) => t.str("drag").put(a).put(b),
            TutorMsg::Flip => t.str("flip"),
            TutorMsg::Promote(r) => t.str("promote").put(r),
            TutorMsg::Next => t.str("next"),
            TutorMsg::Back => t.str("back"),
            TutorMsg::Goto { lesson, step } => t.str("goto").put(lesson).put(step),
            TutorMsg::Restart => t.str("restart"),
            TutorMsg::ShowReply(token) => t.str("show-reply").put(token),
        };
    }

    fn read(r: &mut Reel) -> Read<TutorMsg> {
        Ok(match r.str()? {
            "square" => TutorMsg::Square(r.get()?),
            "drag" => TutorMsg::Drag(r.get()?, r.get()?),
            "flip" => TutorMsg::Flip,
            "promote" => TutorMsg::Promote(r.get()?),
            "next" => TutorMsg::Next,
            "back" => TutorMsg::Back,
            "goto" => TutorMsg::Goto {
                lesson: r.get()?,
                step: r.get()?,
            },
            "restart" => TutorMsg::Restart,
            "show-reply" => TutorMsg::ShowReply(r.get()?),
            other => return Err(format!("unknown lesson message '{other}'")),
        })
    }
}

impl Request {
    pub fn encode(&self) -> String {
        let mut t = Tape::new();
        match self {
            Request::Open {
                game,
                lesson,
                step,
                single,
                progress,
            } => {
                t.str("open").put(game);
                t.opt(lesson.as_deref(), |t, s| {
                    t.str(s);
                });
                t.opt(step.as_deref(), |t, s| {
                    t.str(s);
                });
                t.flag(*single);
                t.opt(progress.as_deref(), |t, s| {
                    t.str(s);
                });
            }
            Request::Tutor { msg } => {
                t.str("tutor");
                msg.write(&mut t);
            }
        }
        t.done()
    }

    pub fn decode(text: &str) -> Read<Request> {
        let mut r = Reel::new(text);
        let owned = |r: &mut Reel| r.str().map(str::to_owned);
        let request = match r.str()? {
            "open" => Request::Open {
                game: r.get()?,
                lesson: r.opt(owned)?,
                step: r.opt(owned)?,
                single: r.flag()?,
                progress: r.opt(owned)?,
            },
            "tutor" => Request::Tutor {
                msg: TutorMsg::read(&mut r)?,
            },
            other => return Err(format!("unknown request '{other}'")),
        };
        r.end()?;
        Ok(request)
    }
}

impl Store {
    fn write(&self, t: &mut Tape) {
        t.opt(self.progress.as_deref(), |t, s| {
            t.str(s);
        })
        .flag(self.reset);
    }

    fn read(r: &mut Reel) -> Read<Store> {
        Ok(Store {
            progress: r.opt(|r| r.str().map(str::to_owned))?,
            reset: r.flag()?,
        })
    }
}

impl Reply {
    pub fn encode(&self) -> String {
        let mut t = Tape::new();
        match self {
            Reply::Ready => {
                t.str("ready");
            }
            Reply::Lesson {
                frame,
                index,
                store,
            } => {
                t.str("lesson");
                frame.write(&mut t);
                index.write(&mut t);
                store.write(&mut t);
            }
            Reply::Index { index, store } => {
                t.str("index");
                index.write(&mut t);
                store.write(&mut t);
            }
            Reply::Missing { what, index, store } => {
                t.str("missing").str(what);
                index.write(&mut t);
                store.write(&mut t);
            }
            Reply::Failed { why } => {
                t.str("failed").str(why);
            }
        }
        t.done()
    }

    pub fn decode(text: &str) -> Read<Reply> {
        let mut r = Reel::new(text);
        let reply = match r.str()? {
            "ready" => Reply::Ready,
            "lesson" => Reply::Lesson {
                frame: Box::new(Frame::read(&mut r)?),
                index: Index::read(&mut r)?,
                store: Store::read(&mut r)?,
            },
            "index" => Reply::Index {
                index: Index::read(&mut r)?,
                store: Store::read(&mut r)?,
            },
            "missing" => Reply::Missing {
                what: r.str()?.to_owned(),
                index: Index::read(&mut r)?,
                store: Store::read(&mut r)?,
            },
            "failed" => Reply::Failed {
                why: r.str()?.to_owned(),
            },
            other => return Err(format!("unknown reply '{other}'")),
        };
        r.end()?;
        Ok(reply)
    }
}

impl Index {
    fn write(&self, t: &mut Tape) {
        t.put(self.game).list(&self.lessons, |t, e| {
            t.str(&e.id)
                .text(&e.title)
                .put(e.done)
                .put(e.total)
                .str(&e.first_open);
        });
        t.opt(self.go_on.as_ref(), |t, g| {
            t.str(&g.lesson).str(&g.step).text(&g.title).flag(g.fresh);
        });
    }

    fn read(r: &mut Reel) -> Read<Index> {
        Ok(Index {
            game: r.get()?,
            lessons: r.list(|r| {
                Ok(Entry {
                    id: r.str()?.to_owned(),
                    title: r.text()?,
                    done: r.get()?,
                    total: r.get()?,
                    first_open: r.str()?.to_owned(),
                })
            })?,
            go_on: r.opt(|r| {
                Ok(GoOn {
                    lesson: r.str()?.to_owned(),
                    step: r.str()?.to_owned(),
                    title: r.text()?,
                    fresh: r.flag()?,
                })
            })?,
        })
    }
}

fn tone_name(t: Tone) -> &'static str {
    match t {
        Tone::Done => "done",
        Tone::Refused => "refused",
        Tone::Failed => "failed",
    }
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Explaining => "explaining",
        Phase::Playing => "playing",
        Phase::Done => "done",
        Phase::Failed => "failed",
    }
}

fn note_name(k: NoteKind) -> &'static str {
    match k {
        NoteKind::Step => "step",
        NoteKind::Action => "action",
        NoteKind::Selected => "selected",
        NoteKind::Wrong => "wrong",
        NoteKind::StepDone => "step-done",
        NoteKind::LessonDone => "lesson-done",
    }
}

impl Phase {
    pub fn name(self) -> &'static str {
        phase_name(self)
    }
}

impl Tone {
    pub fn name(self) -> &'static str {
        tone_name(self)
    }
}

impl NoteKind {
    /// The name the embed's host page is told (`step-done`, …).
    pub fn name(self) -> &'static str {
        note_name(self)
    }
}

/// Reads one of a few names back into its value.
fn named<T: Copy>(r: &mut Reel, all: &[T], name: fn(T) -> &'static str) -> Read<T> {
    let s = r.str()?;
    all.iter()
        .copied()
        .find(|&v| name(v) == s)
        .ok_or_else(|| format!("unexpected name '{s}'"))
}

fn write_piece(t: &mut Tape, p: &PieceView) {
    t.put(p.square).put(p.color);
    t.opt(p.role, |t, r| {
        t.put(r);
    });
    t.flag(p.hidden);
    t.opt(p.looks_like, |t, r| {
        t.put(r);
    });
    t.opt(p.known_to_opponent, |t, b| {
        t.flag(b);
    });
    t.flag(p.promoted);
}

fn read_piece(r: &mut Reel) -> Read<PieceView> {
    Ok(PieceView {
        square: r.get()?,
        color: r.get()?,
        role: r.opt(|r| r.get())?,
        hidden: r.flag()?,
        looks_like: r.opt(|r| r.get())?,
        known_to_opponent: r.opt(|r| r.flag())?,
        promoted: r.flag()?,
    })
}

impl Frame {
    fn write(&self, t: &mut Tape) {
        t.put(self.rev)
            .put(self.game)
            .put(self.lesson)
            .str(&self.lesson_id)
            .text(&self.title);
        t.list(&self.steps, |t, d| {
            t.str(&d.id).flag(d.task).flag(d.done);
        });
        t.put(self.step)
            .str(&self.step_id)
            .text(&self.text)
            .str(phase_name(self.phase))
            .flag(self.task)
            .flag(self.single);
        let b = &self.board;
        t.put(b.files).put(b.ranks).put(b.viewer);
        t.list(&b.pieces, write_piece);
        let square = |t: &mut Tape, s: Square| {
            t.put(s);
        };
        t.opt(b.selected, square);
        t.list(&b.targets, |t, s| square(t, *s));
        t.opt(b.skipped, square);
        t.opt(b.last_move, |t, (from, to)| {
            t.put(from).opt(to, square);
        });
        t.opt(b.check, square);
        t.list(&b.highlights, |t, s| square(t, *s));
        t.flag(b.interactive);
        t.list(&self.moves, |t, m| {
            t.str(m);
        });
        t.opt(self.feedback.as_ref(), |t, f| {
            t.str(tone_name(f.tone)).text(&f.text);
        });
        t.put(self.turns_left).put(self.turns);
        t.opt(self.reply_due, |t, n| {
            t.put(n);
        });
        t.list(&self.promotion, |t, r| {
            t.put(r);
        });
        t.opt(self.flip, square);
        t.flag(self.finished).put(self.left);
        t.opt(self.next_lesson.as_ref(), |t, (i, title)| {
            t.put(i).text(title);
        });
        t.list(&self.notes, |t, n| {
            t.put(n.seq).str(note_name(n.kind)).flag(n.restart);
            t.opt(n.action.as_ref(), |t, a| {
                t.str(match a.by {
                    By::Learner => "learner",
                    By::Opponent => "opponent",
                })
                .put(a.color)
                .str(&a.notation)
                .put(a.kind)
                .put(a.from)
                .opt(a.to, square)
                .flag(a.promotion);
            });
        });
        t.text(&self.said);
    }

    fn read(r: &mut Reel) -> Read<Frame> {
        let owned = |r: &mut Reel| r.str().map(str::to_owned);
        let square = |r: &mut Reel| r.get::<Square>();
        Ok(Frame {
            rev: r.get()?,
            game: r.get()?,
            lesson: r.get()?,
            lesson_id: owned(r)?,
            title: r.text()?,
            steps: r.list(|r| {
                Ok(Dot {
                    id: owned(r)?,
                    task: r.flag()?,
                    done: r.flag()?,
                })
            })?,
            step: r.get()?,
            step_id: owned(r)?,
            text: r.text()?,
            phase: named(
                r,
                &[
                    Phase::Explaining,
                    Phase::Playing,
                    Phase::Done,
                    Phase::Failed,
                ],
                phase_name,
            )?,
            task: r.flag()?,
            single: r.flag()?,
            board: Board {
                files: r.get()?,
                ranks: r.get()?,
                viewer: r.get()?,
                pieces: r.list(read_piece)?,
                selected: r.opt(square)?,
                targets: r.list(square)?,
                skipped: r.opt(square)?,
                last_move: r.opt(|r| Ok((square(r)?, r.opt(square)?)))?,
                check: r.opt(square)?,
                highlights: r.list(square)?,
                interactive: r.flag()?,
            },
            moves: r.list(owned)?,
            feedback: r.opt(|r| {
                Ok(Feedback {
                    tone: named(r, &[Tone::Done, Tone::Refused, Tone::Failed], tone_name)?,
                    text: r.text()?,
                })
            })?,
            turns_left: r.get()?,
            turns: r.get()?,
            reply_due: r.opt(|r| r.get())?,
            promotion: r.list(|r| r.get())?,
            flip: r.opt(square)?,
            finished: r.flag()?,
            left: r.get()?,
            next_lesson: r.opt(|r| Ok((r.get()?, r.text()?)))?,
            notes: r.list(|r| {
                Ok(NoteOut {
                    seq: r.get()?,
                    kind: named(
                        r,
                        &[
                            NoteKind::Step,
                            NoteKind::Action,
                            NoteKind::Selected,
                            NoteKind::Wrong,
                            NoteKind::StepDone,
                            NoteKind::LessonDone,
                        ],
                        note_name,
                    )?,
                    restart: r.flag()?,
                    action: r.opt(|r| {
                        Ok(ActionOut {
                            by: match r.str()? {
                                "learner" => By::Learner,
                                "opponent" => By::Opponent,
                                s => return Err(format!("'{s}' played?")),
                            },
                            color: r.get()?,
                            notation: owned(r)?,
                            kind: r.get()?,
                            from: r.get()?,
                            to: r.opt(square)?,
                            promotion: r.flag()?,
                        })
                    })?,
                })
            })?,
            said: r.text()?,
        })
    }
}

/// A text in every language, built by `f`.
fn text_of(f: impl Fn(Lang) -> String) -> Text {
    Text {
        en: f(Lang::En),
        ru: f(Lang::Ru),
        it: f(Lang::It),
    }
}

impl Index {
    pub fn of(course: &super::Course, progress: &Progress) -> Index {
        let lessons = course
            .lessons
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let (done, total) = progress.count(course, i);
                let first_open = l
                    .steps
                    .iter()
                    .find(|s| !progress.is_done(course, &l.id, &s.id))
                    .unwrap_or(&l.steps[0]);
                Entry {
                    id: l.id.clone(),
                    title: l.title.clone(),
                    done,
                    total,
                    first_open: first_open.id.clone(),
                }
            })
            .collect::<Vec<_>>();
        let fresh = lessons.iter().all(|e| e.done == 0);
        let go_on = progress.next(course).map(|(li, si)| {
            let l = &course.lessons[li];
            GoOn {
                lesson: l.id.clone(),
                step: l.steps[si].id.clone(),
                title: l.title.clone(),
                fresh,
            }
        });
        Index {
            game: course.variant,
            lessons,
            go_on,
        }
    }
}

impl Frame {
    /// What the player shows of `tutor`; the notes numbered above `after` are included.
    pub fn of(tutor: &Tutor, progress: &Progress, after: u64) -> Frame {
        let course = tutor.course();
        let (li, si) = tutor.place();
        let lesson = tutor.lesson();
        let step = tutor.step();
        let view = tutor.view();
        let (selected, targets) = tutor.marks();
        let variant = tutor.variant();
        let mut pieces = view.pieces.clone();
        if variant != Variant::Incerto {
            // In the 8×8 games a face-up piece is known to both: the mark would be noise.
            for p in &mut pieces {
                p.known_to_opponent = None;
            }
        }
        let skipped = recent_skip(view);
        let (done, total) = progress.count(course, li);
        let viewer = tutor.viewer();
        let said: Vec<&Note> = tutor.last_notes().collect();
        Frame {
            rev: 0,
            game: variant,
            lesson: li,
            lesson_id: lesson.id.clone(),
            title: lesson.title.clone(),
            steps: lesson
                .steps
                .iter()
                .map(|s| Dot {
                    id: s.id.clone(),
                    task: s.task.is_some(),
                    done: progress.is_done(course, &lesson.id, &s.id),
                })
                .collect(),
            step: si,
            step_id: step.id.clone(),
            text: step.text.clone(),
            phase: tutor.state().into(),
            task: tutor.is_task(),
            single: tutor.single,
            board: Board {
                files: view.files,
                ranks: view.ranks,
                viewer,
                pieces,
                selected,
                targets,
                skipped,
                last_move: view.last_action.as_ref().map(|a| (a.from, a.to)),
                check: view.check,
                highlights: step
                    .highlight
                    .iter()
                    .filter_map(|s| Square::parse(s))
                    .collect(),
                interactive: tutor.interactive(),
            },
            moves: if step.task.is_none() {
                view.moves
                    .iter()
                    .map(|m| {
                        if m.san.is_empty() {
                            m.notation.clone()
                        } else {
                            m.san.clone()
                        }
                    })
                    .collect()
            } else {
                Vec::new()
            },
            feedback: tutor.feedback.as_ref().map(|f| Feedback {
                tone: f.tone,
                text: f.text.clone(),
            }),
            turns_left: tutor.turns_left(),
            turns: step.task.as_ref().map_or(0, |t| t.turns),
            reply_due: tutor.reply_due,
            promotion: tutor.promotion().map(<[Role]>::to_vec).unwrap_or_default(),
            flip: tutor.can_flip().then_some(tutor.pick).flatten(),
            finished: tutor.finished,
            left: total - done,
            next_lesson: tutor.next_lesson().map(|(i, l)| (i, l.title.clone())),
            notes: tutor
                .notes_after(after)
                .map(|(seq, n)| note_out(*seq, n))
                .collect(),
            said: text_of(|lang| {
                said.iter()
                    .filter_map(|n| match n {
                        Note::Action { action, .. } => {
                            Some(narrate::sentence(lang, variant, action, Some(viewer)))
                        }
                        Note::Selected { square, role } => {
                            Some(selected_sentence(lang, *square, *role))
                        }
                        _ => None,
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            }),
        }
    }
}

fn note_out(seq: u64, n: &Note) -> NoteOut {
    let (kind, action, restart) = match n {
        Note::Step => (NoteKind::Step, None, false),
        Note::Action { by, action } => (
            NoteKind::Action,
            Some(ActionOut {
                by: *by,
                color: action.color,
                notation: action.notation.clone(),
                kind: action.kind,
                from: action.from,
                to: action.to,
                promotion: action.promotion,
            }),
            false,
        ),
        Note::Selected { .. } => (NoteKind::Selected, None, false),
        Note::Wrong { restart } => (NoteKind::Wrong, None, *restart),
        Note::StepDone => (NoteKind::StepDone, None, false),
        Note::LessonDone => (NoteKind::LessonDone, None, false),
    };
    NoteOut {
        seq,
        kind,
        action,
        restart,
    }
}

/// "Your disc on b2: knight. It must move now."
fn selected_sentence(lang: Lang, square: Square, role: Option<Role>) -> String {
    let piece = t(lang, role.map_or(Key::UnknownPiece, role_key));
    tf(
        lang,
        LessonKey::LessonSelected,
        &[("sq", &square.to_string()), ("piece", piece)],
    )
}
/// The disc of a skip the learner should still see marked: among the last two actions, a
/// skip whose disc has not moved or been taken since.
fn recent_skip(view: &incerto_engine::PlayerView) -> Option<Square> {
    let n = view.moves.len();
    let recent = &view.moves[n.saturating_sub(2)..];
    recent
        .iter()
        .enumerate()
        .filter(|(i, a)| {
            a.kind == ActionKind::Skip
                && recent[i + 1..]
                    .iter()
                    .all(|b| b.from != a.from && b.to != Some(a.from))
        })
        .map(|(_, a)| a.from)
        .next_back()
}

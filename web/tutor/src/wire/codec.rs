//! The messages as text on a tape: each type's writer and its reader, by hand.

use super::*;
use crate::tape::{Reel, Tape};

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
            Request::Open(open) => {
                t.str("open").put(open.game);
                t.opt(open.lesson.as_deref(), |t, s| {
                    t.str(s);
                });
                t.opt(open.step.as_deref(), |t, s| {
                    t.str(s);
                });
                t.flag(open.single);
                t.opt(open.progress.as_deref(), |t, s| {
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
            "open" => Request::Open(Open {
                game: r.get()?,
                lesson: r.opt(owned)?,
                step: r.opt(owned)?,
                single: r.flag()?,
                progress: r.opt(owned)?,
            }),
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

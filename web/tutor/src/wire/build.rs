//! The messages made from the lessons: the index of a course and the frame of a step.

use super::*;
use crate::tutor::{Note, Tutor};
use crate::Progress;
use incerto_ui::i18n::{narrate, role_key, t, tf, Key, Lang, LessonKey};

/// A text in every language, built by `f`.
fn text_of(f: impl Fn(Lang) -> String) -> Text {
    Text {
        en: f(Lang::En),
        ru: f(Lang::Ru),
        it: f(Lang::It),
    }
}

impl Index {
    pub fn of(course: &crate::Course, progress: &Progress) -> Index {
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
        let skipped = view.recent_skips().next_back().map(|a| a.from);
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

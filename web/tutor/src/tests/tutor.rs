//! The tutor played as a person would: clicks on squares, Next and Back, the scripted
//! reply held back until its delay is over; and the worker's answers to the app.

use super::super::server::Server;
use super::super::tutor::*;
use super::super::wire::{Open, Reply, Request};
use super::*;
use std::rc::Rc;

fn tutor(variant: Variant, lesson: &str, step: &str) -> Tutor {
    let lib = Rc::new(library());
    let (li, si) = lib
        .course(variant)
        .unwrap()
        .find(lesson, Some(step))
        .unwrap();
    Tutor::start(lib, variant, li, si).unwrap()
}

fn notes(t: &Tutor) -> Vec<Note> {
    t.last_notes().cloned().collect()
}

#[test]
fn an_incerto_lesson_is_completed_by_clicks() {
    let mut p = Progress::new();
    let mut t = tutor(Variant::Incerto, "turn", "select");
    assert_eq!(t.state(), State::Playing);
    assert!(t.interactive());
    // Pick up a disc on the second rank: it is revealed to the learner and must move.
    t.update(TutorMsg::Square(sq("b2")), &mut p);
    let role = t.view().piece_at(sq("b2")).unwrap().role;
    assert!(role.is_some(), "the selected disc is revealed to its owner");
    assert_eq!(
        notes(&t),
        [Note::Selected {
            square: sq("b2"),
            role
        }]
    );
    let (selected, targets) = t.marks();
    assert_eq!(selected, Some(sq("b2")));
    assert!(!targets.is_empty(), "the rook on b2 has moves: {targets:?}");
    // A square it cannot reach: explained, and the disc stays selected.
    t.update(TutorMsg::Square(sq("f5")), &mut p);
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Refused);
    assert_eq!(notes(&t), [Note::Wrong { restart: false }]);
    assert_eq!(t.marks().0, Some(sq("b2")));
    t.update(TutorMsg::Square(targets[0]), &mut p);
    assert_eq!(t.state(), State::Done);
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Done);
    let n = notes(&t);
    assert!(matches!(&n[0], Note::Action { by: By::Learner, action } if action.from == sq("b2")));
    assert_eq!(n[1..], [Note::StepDone]);
    assert!(p.is_done(t.course(), "turn", "select"));
    assert!(!t.interactive(), "a done step takes no more input");

    // Next: an explanation; Next marks it done.
    t.update(TutorMsg::Next, &mut p);
    assert_eq!(t.step().id, "states");
    assert_eq!(notes(&t), [Note::Step]);
    assert_eq!(
        t.marks().0,
        Some(sq("c3")),
        "the explanation's selection is drawn"
    );
    assert!(!t.interactive());
    t.update(TutorMsg::Next, &mut p);
    assert!(p.is_done(t.course(), "turn", "states"));
    assert_eq!(t.step().id, "skip");

    // The skip: a first-rank disc is hemmed in.
    t.update(TutorMsg::Square(sq("a1")), &mut p);
    assert_eq!(t.state(), State::Done, "{:?}", t.feedback);
    t.update(TutorMsg::Next, &mut p);
    assert_eq!(t.step().id, "seen");
    assert!(t.is_last());
    // The last step: Next offers what comes next instead of jumping.
    t.update(TutorMsg::Next, &mut p);
    assert!(t.finished);
    assert_eq!(t.step().id, "seen");
    assert!(p.lesson_done(t.course(), t.place().0));
    assert_eq!(notes(&t), [Note::StepDone, Note::LessonDone]);
    // Back revisits; the next lesson from the end.
    t.update(TutorMsg::Back, &mut p);
    assert_eq!(t.step().id, "skip");
    assert!(!t.finished);
    t.update(TutorMsg::Goto { lesson: 1, step: 3 }, &mut p);
    t.update(TutorMsg::Next, &mut p);
    assert!(t.finished);
    assert_eq!(notes(&t), [Note::StepDone], "the lesson was done already");
    t.update(TutorMsg::Next, &mut p);
    assert_eq!(t.lesson().id, "pieces");
}

#[test]
fn a_wrong_try_ends_the_attempt_until_restarted() {
    let mut p = Progress::new();
    let mut t = tutor(Variant::Incerto, "turn", "skip");
    // A second-rank disc can move: selecting one is the wrong try this step explains.
    t.update(TutorMsg::Square(sq("b2")), &mut p);
    assert_eq!(t.state(), State::Failed);
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Failed);
    assert_eq!(notes(&t), [Note::Wrong { restart: true }]);
    assert!(!t.interactive());
    t.update(TutorMsg::Square(sq("a1")), &mut p);
    assert_eq!(t.state(), State::Failed, "no input until restarted");
    t.update(TutorMsg::Restart, &mut p);
    assert_eq!(t.state(), State::Playing);
    assert!(t.feedback.is_none());
    assert_eq!(t.view().selected, None);
    t.update(TutorMsg::Square(sq("a1")), &mut p);
    assert_eq!(t.state(), State::Done);
}

#[test]
fn the_scripted_reply_is_shown_after_its_delay() {
    let mut p = Progress::new();
    let mut t = tutor(Variant::HiddenRandom, "flip", "next-turn");
    let start = t.view().moves.len();
    // Trying to move the face-down knight: refused in words.
    t.update(TutorMsg::Square(sq("b1")), &mut p);
    t.update(TutorMsg::Square(sq("c3")), &mut p);
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Refused);
    // Flip it (a second click on the piece, still picked): the reply waits.
    assert_eq!(t.pick, Some(sq("b1")));
    t.update(TutorMsg::Square(sq("b1")), &mut p);
    let token = t.reply_due.expect("a reply is due");
    assert_eq!(
        t.view().moves.len(),
        start + 1,
        "only the flip is shown yet"
    );
    assert!(!t.interactive());
    assert!(
        matches!(&notes(&t)[..], [Note::Action { by: By::Learner, action }] if action.from == sq("b1")),
        "{:?}",
        notes(&t)
    );
    t.update(TutorMsg::ShowReply(token + 1), &mut p);
    assert!(t.reply_due.is_some(), "another token changes nothing");
    t.update(TutorMsg::ShowReply(token), &mut p);
    assert_eq!(t.reply_due, None);
    assert_eq!(t.view().moves.len(), start + 2);
    assert!(
        matches!(&notes(&t)[..], [Note::Action { by: By::Opponent, action }] if action.notation == "e7e6")
    );
    assert_eq!(t.turns_left(), 1);
    // Now the knight moves.
    t.update(TutorMsg::Drag(sq("b1"), sq("c3")), &mut p);
    assert_eq!(t.state(), State::Done, "{:?}", t.feedback);
}

#[test]
fn a_flip_in_check_is_explained() {
    let mut p = Progress::new();
    let mut t = tutor(Variant::HiddenRandom, "check", "escape");
    t.update(TutorMsg::Square(sq("a2")), &mut p);
    assert!(t.can_flip());
    t.update(TutorMsg::Flip, &mut p);
    let f = t.feedback.clone().unwrap();
    assert_eq!(f.tone, Tone::Refused);
    let step = t.step().task.clone().unwrap();
    let expected = step
        .wrong
        .iter()
        .find(|w| format!("{:?}", w.when).contains("FlipInCheck"))
        .expect("the step explains a flip in check");
    assert_eq!(f.text, expected.text);
    assert_eq!(t.state(), State::Playing);
}

#[test]
fn a_promotion_asks_for_its_piece() {
    let mut p = Progress::new();
    let mut t = tutor(Variant::HiddenRandom, "pawns", "promotion");
    t.update(TutorMsg::Drag(sq("b7"), sq("b8")), &mut p);
    let choices = t.promotion().expect("the chooser is open").to_vec();
    assert!(choices.contains(&incerto_engine::Role::Cannon));
    t.update(TutorMsg::Square(sq("e1")), &mut p);
    assert!(t.promotion().is_some(), "the board waits for the choice");
    t.update(TutorMsg::Promote(incerto_engine::Role::Cannon), &mut p);
    assert_eq!(t.state(), State::Done);
}

#[test]
fn single_step_tutors_stay_on_their_step() {
    let mut p = Progress::new();
    let mut t = tutor(Variant::Incerto, "board", "start");
    t.single = true;
    t.update(TutorMsg::Next, &mut p);
    assert_eq!(t.step().id, "start");
    assert!(p.is_done(t.course(), "board", "start"));
    t.update(TutorMsg::Goto { lesson: 1, step: 0 }, &mut p);
    assert_eq!(t.place(), (0, 0));
}

/// The worker's server, with every lesson file read as the worker would.
fn server() -> Server {
    let mut s = Server::new();
    let open = |game| {
        Request::Open(Open {
            game,
            lesson: None,
            step: None,
            single: false,
            progress: None,
        })
    };
    for v in Variant::ALL {
        for name in s.needs(&open(v)) {
            let path = format!("{}/../lessons/{name}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap();
            s.add(&name, &text).unwrap();
        }
        assert!(s.needs(&open(v)).is_empty());
    }
    s
}

#[test]
fn the_worker_answers_the_app() {
    let mut s = server();
    let open = |lesson: Option<&str>, step: Option<&str>, progress: Option<&str>| {
        Request::Open(Open {
            game: Variant::HiddenChess,
            lesson: lesson.map(str::to_owned),
            step: step.map(str::to_owned),
            single: false,
            progress: progress.map(str::to_owned),
        })
    };
    // The app's messages survive their JSON unchanged.
    let req = open(Some("castling"), Some("2"), Some("junk"));
    assert_eq!(Request::decode(&req.encode()).unwrap(), req);
    let reply = s.handle(req);
    let back = Reply::decode(&reply.encode()).unwrap();
    assert_eq!(back, reply);
    let Reply::Lesson {
        frame,
        index,
        store,
    } = reply
    else {
        panic!("{reply:?}")
    };
    assert_eq!(
        (frame.lesson_id.as_str(), frame.step_id.as_str()),
        ("castling", "pawns")
    );
    assert!(store.reset, "the stored junk was not progress");
    assert_eq!(
        index.lessons.len(),
        frame.next_lesson.as_ref().unwrap().0 + 2
    );
    assert!(frame.board.interactive);
    assert_eq!(frame.board.files, 8);

    // A try, and the progress to store.
    let reply = s.handle(Request::Tutor {
        msg: TutorMsg::Drag(sq("c2"), sq("c4")),
    });
    let Reply::Lesson { frame, store, .. } = reply else {
        panic!("{reply:?}")
    };
    assert_eq!(frame.phase, crate::wire::Phase::Done);
    let stored = store.progress.expect("progress changed");
    assert!(stored.contains("hidden-chess/castling"), "{stored}");
    assert!(frame.said.en.contains("c4"), "{:?}", frame.said);
    assert!(
        frame.said.ru.chars().any(|c| ('а'..='я').contains(&c)),
        "{:?}",
        frame.said
    );

    // Missing lessons and steps say which.
    for (lesson, step, what) in [("nope", None, "lesson"), ("castling", Some("9"), "step")] {
        match s.handle(open(Some(lesson), step, Some(&stored))) {
            Reply::Missing { what: w, .. } => assert_eq!(w, what),
            other => panic!("{other:?}"),
        }
    }
    // The game's lessons with the stored progress.
    let Reply::Index { index, store } = s.handle(open(None, None, Some(&stored))) else {
        panic!()
    };
    assert!(!store.reset);
    let castling = index.lessons.iter().find(|e| e.id == "castling").unwrap();
    assert_eq!((castling.done, castling.total), (1, 2));
    assert_eq!(castling.first_open, "castle");
    assert!(!index.go_on.unwrap().fresh);
    // Nothing open: a tutor message is refused, not a panic.
    assert!(matches!(
        s.handle(Request::Tutor {
            msg: TutorMsg::Next
        }),
        Reply::Failed { .. }
    ));
}

#[test]
fn every_reply_reads_back_and_damaged_ones_are_refused() {
    let mut s = server();
    let lib = library();
    let mut count = 0;
    for course in &lib.courses {
        for lesson in &course.lessons {
            for step in &lesson.steps {
                let open = Request::Open(Open {
                    game: course.variant,
                    lesson: Some(lesson.id.clone()),
                    step: Some(step.id.clone()),
                    single: false,
                    progress: None,
                });
                assert_eq!(Request::decode(&open.encode()).unwrap(), open);
                for request in [
                    open,
                    Request::Tutor {
                        msg: TutorMsg::Square(sq("b2")),
                    },
                    Request::Tutor {
                        msg: TutorMsg::Next,
                    },
                ] {
                    let reply = s.handle(request);
                    let text = reply.encode();
                    assert_eq!(Reply::decode(&text).unwrap(), reply, "{text}");
                    count += 1;
                }
            }
        }
    }
    assert!(count > 100, "{count}");
    // Every cut of a real message reads as something else or not at all (never a panic);
    // the cuts that end between fields are refused.
    let reply = s.handle(Request::Tutor {
        msg: TutorMsg::Back,
    });
    let text = reply.encode();
    let mut refused = 0;
    for cut in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        match Reply::decode(&text[..cut]) {
            Ok(r) => assert_ne!(r, reply),
            Err(_) => refused += 1,
        }
        if text[cut..].starts_with('\u{1f}') {
            assert!(Reply::decode(&text[..cut]).is_err(), "{}", &text[..cut]);
        }
    }
    assert!(refused > text.len() / 2, "{refused} of {}", text.len());
    for junk in [
        "",
        "lesson",
        "ready\u{1f}x",
        "tutor\u{1f}goto\u{1f}-1\u{1f}0",
    ] {
        assert!(Reply::decode(junk).is_err() || junk.is_empty());
        assert!(Request::decode(junk).is_err(), "{junk}");
    }
}

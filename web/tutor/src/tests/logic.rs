//! Tests of the lessons' logic on small made-up lessons.

use super::*;

/// A one-step Incerto course for the tests below.
fn course(step: &str) -> (Course, std::rc::Rc<Common>) {
    let json = format!(
        r#"{{"format": 1, "game": "incerto", "lessons": [{{"id": "t", "title": {{"en": "T", "ru": "Т", "it": "T."}}, "steps": [{step}]}}]}}"#
    );
    let c = Course::parse(&json).unwrap_or_else(|e| panic!("{e}"));
    (c, std::rc::Rc::clone(&library().common))
}

fn text(s: &str) -> String {
    format!(r#"{{"en": "{s}", "ru": "ру {s}", "it": "it {s}"}}"#)
}

/// An Incerto step on `fen` titled `title`, whose task is `task` (its goal and any other
/// fields, as JSON) with one success text and one wrong-try text.
fn task_step(fen: &str, title: &str, task: &str) -> String {
    format!(
        r#"{{"id": "s", "rules": ["incerto.move"], "fen": "{fen}", "text": {t},
            "task": {{{task}, "success": [{{"text": {ok}}}], "wrong": [{{"text": {no}}}]}}}}"#,
        t = text(title),
        ok = text("Done"),
        no = text("No")
    )
}

#[test]
fn select_then_move_is_needs_more_then_done() {
    let step = format!(
        r#"{{"id": "s", "rules": ["incerto.move"], "fen": "3k2/6/6/6/6/6/6/1N1K2 w - - 0 1",
            "text": {t}, "task": {{"goal": {{"kind": "move", "mover": "knight"}},
            "success": [{{"text": {ok}}}],
            "wrong": [{{"when": {{"mover": "king"}}, "text": {king}}}, {{"text": {no}}}]}}}}"#,
        t = text("Move the knight"),
        ok = text("Done"),
        king = text("King"),
        no = text("No")
    );
    let (c, common) = course(&step);
    let mut run = Run::start(&c, &common, 0, 0).unwrap();
    assert_eq!(run.input(Input::Select(sq("b1"))), Verdict::NeedsMore);
    // The selection stands: another disc is refused, the knight still must move.
    match run.input(Input::Select(sq("d1"))) {
        Verdict::Wrong {
            restart: false,
            refusal: Some(Refusal::MustMoveSelected),
            entry: None,
            ..
        } => {}
        v => panic!("{v:?}"),
    }
    assert_eq!(run.game().pending(), Some(Pending::Selected(sq("b1"))));
    let v = run.input(incerto_play("b1c3"));
    assert_eq!(
        v,
        Verdict::Done {
            text: serde_json::from_str(&text("Done")).unwrap(),
            entry: 0
        }
    );
    assert_eq!(run.state(), State::Done);
    // Nothing more is taken once done.
    assert!(matches!(
        run.input(Input::Select(sq("d1"))),
        Verdict::Wrong {
            refusal: Some(Refusal::NotHere),
            ..
        }
    ));
    // Selecting the king is the wrong try keyed on the king, at once.
    run.restart();
    assert_eq!(run.state(), State::Playing);
    assert_eq!(run.game().history().len(), 0);
    match run.input(Input::Select(sq("d1"))) {
        Verdict::Wrong {
            restart: true,
            entry: Some(0),
            ..
        } => {}
        v => panic!("{v:?}"),
    }
    assert_eq!(run.state(), State::Failed);
}

#[test]
fn a_refused_move_in_incerto_keeps_the_disc_picked_up() {
    let step = task_step(
        "3k2/6/6/6/6/6/6/1N*1K2 w - - 0 1",
        "Move",
        r#""goal": {"kind": "move"}"#,
    );
    let (c, common) = course(&step);
    let mut run = Run::start(&c, &common, 0, 0).unwrap();
    // b1 is a hidden knight; a rook's move is refused, and the disc is now selected
    // (picked up at the board), so the try cost the learner the choice of disc.
    let v = run.input(incerto_play("b1b5"));
    assert!(
        matches!(
            v,
            Verdict::Wrong {
                restart: false,
                refusal: Some(Refusal::CannotMoveThere),
                ..
            }
        ),
        "{v:?}"
    );
    assert_eq!(run.game().pending(), Some(Pending::Selected(sq("b1"))));
    assert_eq!(run.state(), State::Playing);
    assert!(matches!(
        run.input(incerto_play("b1c3")),
        Verdict::Done { .. }
    ));
}

#[test]
fn turns_and_replies_run_through_the_engine() {
    // Two turns to take the knight; after the first, Black answers with the first legal
    // alternative (a6a5 is not legal, so f8f7 is played).
    let step = task_step(
        "5k/6/n5/6/6/6/6/R2K2 w - - 0 1",
        "Take",
        r#""goal": {"captured": "knight"}, "turns": 2, "replies": [["a6a4", "f8f7"]]"#,
    );
    let (c, common) = course(&step);
    let mut run = Run::start(&c, &common, 0, 0).unwrap();
    assert_eq!(run.turns_left(), 2);
    let v = run.input(incerto_play("d1d2"));
    assert_eq!(
        v,
        Verdict::Reply(vec![Action::parse(Variant::Incerto, "f8f7").unwrap()])
    );
    assert_eq!(run.turns_left(), 1);
    assert_eq!(run.game().turn(), Color::White);
    // The last turn misses: the default wrong text, and the attempt is over.
    let v = run.input(incerto_play("d2d3"));
    assert!(
        matches!(
            v,
            Verdict::Wrong {
                restart: true,
                entry: Some(0),
                refusal: None,
                ..
            }
        ),
        "{v:?}"
    );
    run.restart();
    assert_eq!(run.turns_left(), 2);
    assert!(matches!(
        run.input(incerto_play("a1a6")),
        Verdict::Done { .. }
    ));
}

#[test]
fn refusals_are_named_from_public_facts() {
    let lib = library();
    let hr = |fen: &str, input: &str| {
        let mut g = Game::from_fen(Variant::HiddenRandom, fen).unwrap();
        let a = Action::parse(Variant::HiddenRandom, input).unwrap();
        let before = g.clone();
        let e = match a {
            Action::Move { from, to, .. } => g.move_piece(from, to, None, None).unwrap_err(),
            other => g.play(other, None).unwrap_err(),
        };
        Refusal::classify(&before, Some(a), &e)
    };
    // White in check from the rook on e8, with a face-down piece on a2.
    let check = "4r1k1/8/8/8/8/8/P*7/4K3 w - - 0 1";
    assert_eq!(hr(check, "@a2"), Refusal::FlipInCheck);
    assert_eq!(hr(check, "a2a3"), Refusal::FaceDown);
    assert_eq!(hr(check, "e1e2"), Refusal::KingInCheck);
    assert_eq!(hr(check, "e1e3"), Refusal::CannotMoveThere);
    assert_eq!(hr(check, "e8e7"), Refusal::NotYourPiece);
    let quiet = "6k1/8/8/8/8/8/P*7/4K3 w - - 0 1";
    assert_eq!(hr(quiet, "@e1"), Refusal::FlipFaceUp);
    // Every refusal has a shared text in all languages.
    for r in Refusal::ALL {
        assert!(!lib.common.refused(r).en.is_empty());
        assert_eq!(Refusal::parse(r.name()), Some(r));
    }
}

/// The placement field of a FEN with the letters of two hidden pieces exchanged.
fn swap_hidden(fen: &str, a: usize, b: usize) -> String {
    let (placement, rest) = fen.split_once(' ').unwrap();
    let mut letters: Vec<char> = placement.chars().collect();
    letters.swap(a, b);
    format!("{} {rest}", letters.into_iter().collect::<String>())
}

#[test]
fn a_try_tells_nothing_about_a_hidden_piece_in_the_8x8_games() {
    // Two positions the learner cannot tell apart (two hidden pieces of one side swapped):
    // every input a person could try gets the same kind of answer in both. (Incerto is
    // left out on purpose: there a try picks the disc up and shows it, as at the board.)
    let lib = library();
    let mut twins = 0;
    each_step(&lib, |course, li, si, place| {
        let step = &course.lessons[li].steps[si];
        if course.variant == Variant::Incerto || step.task.is_none() {
            return;
        }
        let placement = step.fen.split(' ').next().unwrap();
        let hidden: Vec<(usize, char)> = placement
            .char_indices()
            .filter(|&(i, _)| placement[i + 1..].starts_with('*'))
            .collect();
        // One twin per pair of different hidden letters of one side: the first of each.
        let mut pairs = Vec::new();
        for (x, &(i, a)) in hidden.iter().enumerate() {
            for &(j, b) in &hidden[x + 1..] {
                let new = a != b
                    && a.is_uppercase() == b.is_uppercase()
                    && !pairs
                        .iter()
                        .any(|&(_, _, p, q)| (p, q) == (a, b) || (p, q) == (b, a));
                if new {
                    pairs.push((i, j, a, b));
                }
            }
        }
        for (i, j, a, b) in pairs {
            let mut twin = step.clone();
            twin.fen = swap_hidden(&step.fen, i, j);
            let mut c2 = course.clone();
            c2.lessons[li].steps[si] = twin;
            let (Ok(r1), Ok(r2)) = (
                Run::start(course, &lib.common, li, si),
                Run::start(&c2, &lib.common, li, si),
            ) else {
                continue;
            };
            twins += 1;
            for input in probe_inputs(r1.game()) {
                let (mut a1, mut a2) = (r1.clone(), r2.clone());
                let (v1, v2) = (a1.input(input), a2.input(input));
                let refused = |v: &Verdict| match v {
                    Verdict::Wrong { refusal, .. } => *refusal,
                    _ => None,
                };
                assert_eq!(
                    refused(&v1),
                    refused(&v2),
                    "{place}: {input:?} answers differently when {a}/{b} swap"
                );
            }
        }
    });
    assert!(twins >= 20, "only {twins} twin positions were tried");
}

#[test]
fn progress_is_remembered_by_ids_and_survives_json() {
    let lib = library();
    let c = lib.course(Variant::Incerto).unwrap();
    let mut p = Progress::new();
    assert_eq!(p.next(c), Some((0, 0)));
    let first = &c.lessons[0];
    for s in &first.steps {
        p.mark_done(c, &first.id, &s.id);
    }
    assert!(p.lesson_done(c, 0));
    assert!(!p.lesson_done(c, 1));
    assert_eq!(p.next(c), Some((1, 0)));
    assert_eq!(p.count(c, 0), (first.steps.len(), first.steps.len()));
    let json = p.to_json();
    let back = Progress::from_json(&json).unwrap();
    assert_eq!(back, p);
    assert!(back.is_done(c, &first.id, &first.steps[0].id));
    // Other games keep their own progress.
    let hr = lib.course(Variant::HiddenRandom).unwrap();
    assert!(!back.is_done(hr, &first.id, &first.steps[0].id));
    assert!(json.starts_with(r#"{"version":1,"done":{"#), "{json}");
    assert!(Progress::from_json(r#"{"version": 2, "done": {}}"#).is_err());
    assert!(Progress::from_json(r#"{"version": 1, "done": {"x": "y"}}"#).is_err());
    assert!(Progress::from_json(r#"{"v": 1, "done": {}}"#).is_err());
    assert_eq!(Progress::default(), Progress::new());
}

#[test]
fn steps_are_found_by_id_or_number() {
    let lib = library();
    let c = lib.course(Variant::Incerto).unwrap();
    assert_eq!(c.find("turn", None), Some((1, 0)));
    assert_eq!(c.find("turn", Some("skip")), Some((1, 2)));
    assert_eq!(c.find("2", Some("3")), Some((1, 2)));
    assert_eq!(c.find("turn", Some("0")), None);
    assert_eq!(c.find("turn", Some("99")), None);
    assert_eq!(c.find("nope", None), None);
    assert!(lib.run(Variant::Incerto, 99, 0).is_err());
}

#[test]
fn a_run_shows_its_step_and_lesson() {
    let lib = library();
    let c = lib.course(Variant::HiddenRandom).unwrap();
    let (li, lesson) = c.lesson("cannon").unwrap();
    let run = lib.run(Variant::HiddenRandom, li, 0).unwrap();
    assert_eq!(run.step().id, lesson.steps[0].id);
    assert_eq!(run.step().rules[0], "hr.cannon.capture");
    assert_eq!(run.viewer(), Color::White);
    assert!(c.lesson("nope").is_none());
}

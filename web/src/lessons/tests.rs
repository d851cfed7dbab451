//! Tests of the lesson data and logic: every built-in lesson loads, every task can be
//! completed and every wrong-try text can be reached by searching what a person could do
//! through the engine, every scripted reply is playable, every rule is taught, every text
//! exists in three languages; and the logic's own behaviour on small made-up lessons.

use super::*;
use crate::i18n::Lang;
use incerto_engine::{Action, Color, Game, Pending, Role, Square, Variant};
use std::collections::{BTreeMap, BTreeSet};

fn library() -> Library {
    match Library::builtin() {
        Ok(l) => l,
        Err(e) => panic!("{e}"),
    }
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// `a` with its promotion letter dropped, as a person's move reaches the engine before the
/// promotion chooser.
fn unpromoted(a: Action) -> Action {
    match a {
        Action::Move { from, to, .. } => Action::Move {
            from,
            to,
            promotion: None,
        },
        other => other,
    }
}

/// What a person at the board could do now, through the legal moves.
fn person_inputs(game: &Game) -> Vec<Input> {
    let mut inputs = Vec::new();
    match game.pending() {
        Some(Pending::Promotion { .. }) => {
            for &r in game.variant().promotion_roles() {
                inputs.push(Input::Promote(r));
            }
        }
        pending => {
            if game.variant() == Variant::Incerto && pending.is_none() {
                for s in game.position().by_color(game.turn()) {
                    inputs.push(Input::Select(s));
                }
            }
            for a in game.legal_actions() {
                let i = Input::Play(unpromoted(a));
                if !inputs.contains(&i) {
                    inputs.push(i);
                }
            }
        }
    }
    inputs
}

/// Every input a person could try, legal or not (clicks and drags on any square).
fn probe_inputs(game: &Game) -> Vec<Input> {
    let variant = game.variant();
    let squares: Vec<Square> = Square::all().filter(|&s| variant.contains(s)).collect();
    let mut inputs = Vec::new();
    for &from in &squares {
        if variant == Variant::Incerto {
            inputs.push(Input::Select(from));
            inputs.push(Input::Play(Action::Skip(from)));
        }
        if variant == Variant::HiddenRandom {
            inputs.push(Input::Play(Action::Flip(from)));
        }
        if game.position().color_at(from).is_none() {
            continue;
        }
        for &to in &squares {
            if to != from {
                inputs.push(Input::Play(Action::Move {
                    from,
                    to,
                    promotion: None,
                }));
            }
        }
    }
    inputs.push(Input::Promote(Role::Queen));
    inputs
}

/// What a search over a task found.
#[derive(Default, Debug)]
struct Found {
    goal: usize,
    success: BTreeSet<usize>,
    wrong: BTreeSet<usize>,
    refusals: BTreeSet<&'static str>,
    /// Per reply index, the actions the opponent played.
    replies: BTreeMap<usize, BTreeSet<Action>>,
    /// A learner turn after which a reply was due and none could be played.
    no_reply: Vec<String>,
    nodes: usize,
}

fn explore(run: &Run, turn: usize, found: &mut Found, path: &mut Vec<Input>) {
    assert!(path.len() < 12, "runaway search: {path:?}");
    let mut inputs = person_inputs(run.game());
    if turn == 0 {
        inputs.extend(probe_inputs(run.game()));
    }
    for input in inputs {
        let mut r = run.clone();
        found.nodes += 1;
        let verdict = r.input(input);
        path.push(input);
        match verdict {
            Verdict::NeedsMore => explore(&r, turn, found, path),
            Verdict::Reply(actions) => {
                found
                    .replies
                    .entry(turn)
                    .or_default()
                    .extend(actions.iter().copied());
                explore(&r, turn + 1, found, path);
            }
            Verdict::Done { entry, .. } => {
                found.goal += 1;
                found.success.insert(entry);
            }
            Verdict::Wrong {
                entry,
                refusal,
                restart,
                ..
            } => {
                if let Some(e) = entry {
                    found.wrong.insert(e);
                }
                if let Some(r) = refusal {
                    found.refusals.insert(r.name());
                    assert!(!restart, "a refusal keeps the attempt");
                } else if entry.is_none() {
                    found.no_reply.push(format!("{path:?}"));
                }
            }
        }
        path.pop();
    }
}

fn each_step(lib: &Library, mut f: impl FnMut(&Course, usize, usize, String)) {
    for course in &lib.courses {
        for (li, lesson) in course.lessons.iter().enumerate() {
            for (si, step) in lesson.steps.iter().enumerate() {
                let place = format!("{}/{}/{}", course.variant.name(), lesson.id, step.id);
                f(course, li, si, place);
            }
        }
    }
}

#[test]
fn the_builtin_lessons_load_for_every_game() {
    let lib = library();
    for v in Variant::ALL {
        let course = lib
            .course(v)
            .unwrap_or_else(|| panic!("no lessons for {v}"));
        assert!(
            course.lessons.len() >= 4,
            "{v}: {} lessons",
            course.lessons.len()
        );
    }
    assert_eq!(lib.courses.len(), 3);
}

#[test]
fn every_step_starts_from_its_fen_and_setup() {
    let lib = library();
    each_step(&lib, |course, li, si, place| {
        let run = lib
            .run(course.variant, li, si)
            .unwrap_or_else(|e| panic!("{place}: {e}"));
        let step = &course.lessons[li].steps[si];
        // The run starts from exactly the data's position with the setup played.
        let mut game = Game::from_fen(course.variant, &step.fen).unwrap();
        for a in &step.setup {
            game.play_str(a, None)
                .unwrap_or_else(|e| panic!("{place}: {a}: {e}"));
        }
        assert_eq!(run.game().history().len(), step.setup.len(), "{place}");
        assert_eq!(
            run.game().position().fen(),
            game.position().fen(),
            "{place}"
        );
        match &step.task {
            Some(_) => {
                assert_eq!(run.state(), State::Playing, "{place}");
                assert_eq!(run.viewer(), run.game().turn(), "{place}");
            }
            None => assert_eq!(run.state(), State::Explaining, "{place}"),
        }
    });
}

#[test]
fn every_task_can_be_done_and_every_wrong_text_can_be_reached() {
    let lib = library();
    let mut report = Vec::new();
    each_step(&lib, |course, li, si, place| {
        let step = &course.lessons[li].steps[si];
        let Some(task) = &step.task else { return };
        let run = lib.run(course.variant, li, si).unwrap();
        let mut found = Found::default();
        explore(&run, 0, &mut found, &mut Vec::new());
        assert!(
            found.goal > 0,
            "{place}: the goal cannot be reached: {found:?}"
        );
        for (i, f) in task.success.iter().enumerate() {
            if f.when.is_some() {
                assert!(
                    found.success.contains(&i),
                    "{place}: success text {} is never shown",
                    i + 1
                );
            }
        }
        for (i, f) in task.wrong.iter().enumerate() {
            if f.when.is_some() {
                assert!(
                    found.wrong.contains(&i),
                    "{place}: no wrong try shows wrong text {} ({:?})",
                    i + 1,
                    f.when
                );
            }
        }
        // A person may try anything: wherever a reply is due, one must be playable.
        assert!(
            found.no_reply.is_empty(),
            "{place}: no scripted reply after {:?}",
            found.no_reply
        );
        for (i, alternatives) in task.replies.iter().enumerate() {
            let played = found.replies.get(&i).cloned().unwrap_or_default();
            for a in alternatives.iter().filter(|a| *a != "*") {
                let action = Action::parse(course.variant, a).unwrap();
                assert!(
                    played.contains(&action),
                    "{place}: reply {} alternative '{a}' is never played",
                    i + 1
                );
            }
        }
        report.push(format!("{place}: {} inputs tried", found.nodes));
    });
    assert!(report.len() >= 12, "{report:#?}");
}

#[test]
fn every_rule_is_taught_and_every_tag_is_a_rule() {
    let lib = library();
    let mut taught = BTreeSet::new();
    each_step(&lib, |course, li, si, place| {
        for id in &course.lessons[li].steps[si].rules {
            let rule = rules::find(id).unwrap_or_else(|| panic!("{place}: unknown rule {id}"));
            assert_eq!(rule.variant, course.variant, "{place}: {id}");
            taught.insert(id.as_str().to_owned());
        }
    });
    let missing: Vec<&str> = rules::RULES
        .iter()
        .map(|r| r.id)
        .filter(|id| !taught.contains(*id))
        .collect();
    assert!(missing.is_empty(), "rules no lesson teaches: {missing:?}");
    let mut ids: Vec<&str> = rules::RULES.iter().map(|r| r.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), rules::RULES.len(), "a rule id is listed twice");
}

fn all_texts(lib: &Library) -> Vec<(String, Text)> {
    let mut out = Vec::new();
    for (name, t) in &lib.common.refused {
        out.push((format!("common/{name}"), t.clone()));
    }
    out.push(("common/no_reply".to_owned(), lib.common.no_reply.clone()));
    for c in &lib.courses {
        for l in &c.lessons {
            let place = format!("{}/{}", c.variant.name(), l.id);
            out.push((format!("{place} title"), l.title.clone()));
            for s in &l.steps {
                let place = format!("{place}/{}", s.id);
                out.push((format!("{place} text"), s.text.clone()));
                if let Some(t) = &s.task {
                    for (i, f) in t.success.iter().enumerate() {
                        out.push((format!("{place} success {}", i + 1), f.text.clone()));
                    }
                    for (i, f) in t.wrong.iter().enumerate() {
                        out.push((format!("{place} wrong {}", i + 1), f.text.clone()));
                    }
                }
            }
        }
    }
    out
}

#[test]
fn every_text_is_written_in_english_russian_and_italian() {
    let lib = library();
    let cyrillic = |s: &str| {
        s.chars()
            .filter(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(*c)))
            .count()
    };
    for (place, t) in all_texts(&lib) {
        for lang in Lang::ALL {
            let s = t.get(lang);
            assert!(!s.trim().is_empty(), "{place}: {} is empty", lang.code());
            assert_eq!(s.trim(), s, "{place}: {} has spaces at an end", lang.code());
        }
        // A Russian text is in Cyrillic; the others are not; none is a copy of English.
        let ru_letters = t.ru.chars().filter(|c| c.is_alphabetic()).count();
        assert!(
            cyrillic(&t.ru) * 10 >= ru_letters * 8,
            "{place}: ru is not Russian: {}",
            t.ru
        );
        assert_eq!(cyrillic(&t.en), 0, "{place}: en has Cyrillic");
        assert_eq!(cyrillic(&t.it), 0, "{place}: it has Cyrillic");
        assert_ne!(t.it, t.en, "{place}: it is a copy of en");
    }
}

#[test]
fn a_lesson_file_with_a_fault_is_refused_with_its_place() {
    let good = include_str!("../../lessons/incerto.json");
    assert!(Course::parse(good).is_ok());
    let cases: [(&str, &str, &str); 9] = [
        ("\"ru\": \"Доска и фишки\",", "", "missing field `ru`"),
        (
            "\"fen\": \"3k2/6/6/6/6/6/6/r2K2 w - - 0 1\"",
            "\"fen\": \"3k2/6/6/6/6/6/r2K2 w - - 0 1\"",
            "incerto/pieces/chess: fen",
        ),
        (
            "\"setup\": [\"d7d6\"]",
            "\"setup\": [\"d7d3\"]",
            "incerto/turn/seen: setup action 1 'd7d3'",
        ),
        (
            "\"rules\": [\"incerto.pawn\"]",
            "\"rules\": [\"incerto.pawns\"]",
            "unknown rule id 'incerto.pawns'",
        ),
        (
            "\"rules\": [\"incerto.pawn\"]",
            "\"rules\": [\"hr.pawn\"]",
            "rule 'hr.pawn' belongs to hidden-random",
        ),
        (
            "{ \"mover\": \"king\" }",
            "{ \"mover\": \"kong\" }",
            "'kong' is not a role",
        ),
        (
            "{ \"kind\": \"skip\" }",
            "{ \"kind\": \"flip\" }",
            "incerto has no 'flip' step",
        ),
        (
            "\"id\": \"take-king\"",
            "\"id\": \"Take King\"",
            "id 'Take King'",
        ),
        ("\"format\": 1,", "\"format\": 2,", "format 2"),
    ];
    for (from, to, expect) in cases {
        assert!(good.contains(from), "the test's anchor is gone: {from}");
        let bad = good.replacen(from, to, 1);
        let e = Course::parse(&bad).expect_err(expect).to_string();
        assert!(e.contains(expect), "expected '{expect}' in: {e}");
    }
    for junk in ["", "{", "[]", "null", "{\"format\": 1}", "\u{feff}"] {
        assert!(Course::parse(junk).is_err(), "{junk:?}");
        assert!(Common::parse(junk).is_err(), "{junk:?}");
        assert!(Progress::from_json(junk).is_err(), "{junk:?}");
    }
}

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
    let v = run.input(Input::Play(
        Action::parse(Variant::Incerto, "b1c3").unwrap(),
    ));
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
    let step = format!(
        r#"{{"id": "s", "rules": ["incerto.move"], "fen": "3k2/6/6/6/6/6/6/1N*1K2 w - - 0 1",
            "text": {t}, "task": {{"goal": {{"kind": "move"}},
            "success": [{{"text": {ok}}}], "wrong": [{{"text": {no}}}]}}}}"#,
        t = text("Move"),
        ok = text("Done"),
        no = text("No")
    );
    let (c, common) = course(&step);
    let mut run = Run::start(&c, &common, 0, 0).unwrap();
    // b1 is a hidden knight; a rook's move is refused, and the disc is now selected
    // (picked up at the board), so the try cost the learner the choice of disc.
    let v = run.input(Input::Play(
        Action::parse(Variant::Incerto, "b1b5").unwrap(),
    ));
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
        run.input(Input::Play(
            Action::parse(Variant::Incerto, "b1c3").unwrap()
        )),
        Verdict::Done { .. }
    ));
}

#[test]
fn turns_and_replies_run_through_the_engine() {
    // Two turns to take the knight; after the first, Black answers with the first legal
    // alternative (a6a5 is not legal, so f8f7 is played).
    let step = format!(
        r#"{{"id": "s", "rules": ["incerto.move"], "fen": "5k/6/n5/6/6/6/6/R2K2 w - - 0 1",
            "text": {t}, "task": {{"goal": {{"captured": "knight"}}, "turns": 2,
            "replies": [["a6a4", "f8f7"]],
            "success": [{{"text": {ok}}}], "wrong": [{{"text": {no}}}]}}}}"#,
        t = text("Take"),
        ok = text("Done"),
        no = text("No")
    );
    let (c, common) = course(&step);
    let mut run = Run::start(&c, &common, 0, 0).unwrap();
    assert_eq!(run.turns_left(), 2);
    let v = run.input(Input::Play(
        Action::parse(Variant::Incerto, "d1d2").unwrap(),
    ));
    assert_eq!(
        v,
        Verdict::Reply(vec![Action::parse(Variant::Incerto, "f8f7").unwrap()])
    );
    assert_eq!(run.turns_left(), 1);
    assert_eq!(run.game().turn(), Color::White);
    // The last turn misses: the default wrong text, and the attempt is over.
    let v = run.input(Input::Play(
        Action::parse(Variant::Incerto, "d2d3").unwrap(),
    ));
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
        run.input(Input::Play(
            Action::parse(Variant::Incerto, "a1a6").unwrap()
        )),
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
    assert!(Progress::from_json(r#"{"v": 2, "done": {}}"#).is_err());
    assert!(Progress::from_json(r#"{"v": 1, "done": {"x": "y"}}"#).is_err());
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
fn the_lessons_document_lists_every_rule_id() {
    let doc = include_str!("../../../docs/LESSONS.md");
    for rule in rules::RULES {
        assert!(
            doc.contains(&format!("`{}`", rule.id)),
            "docs/LESSONS.md does not list {}",
            rule.id
        );
    }
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

#[test]
fn damaged_lesson_files_never_panic() {
    // Cut and garble the real files at many places: each result is refused with a message
    // or, if still valid, every step of it starts and answers an input.
    let common = library().common;
    let sources = [
        include_str!("../../lessons/incerto.json"),
        include_str!("../../lessons/hidden-random.json"),
        include_str!("../../lessons/hidden-chess.json"),
    ];
    let mut refused = 0;
    let mut still_valid = 0;
    for src in sources {
        let chars: Vec<char> = src.chars().collect();
        for i in (0..chars.len()).step_by(211) {
            let cut: String = chars[..i].iter().collect();
            let mut garbled = chars.clone();
            garbled[i] = ['"', '}', '9', '*', 'x'][i % 5];
            let garbled: String = garbled.into_iter().collect();
            for text in [cut, garbled] {
                match Course::parse(&text) {
                    Err(e) => {
                        assert!(!e.message.is_empty());
                        refused += 1;
                    }
                    Ok(c) => {
                        still_valid += 1;
                        for (li, l) in c.lessons.iter().enumerate() {
                            for si in 0..l.steps.len() {
                                if let Ok(mut run) = Run::start(&c, &common, li, si) {
                                    for input in person_inputs(run.game()).into_iter().take(3) {
                                        let _ = run.input(input);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(refused > 500, "{refused} damaged files refused");
    assert!(
        still_valid > 0,
        "no damage left a file valid (a garbled letter in a text)"
    );
}

//! Tests of the built-in lesson data, through the engine.

use super::*;

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
    let good = include_str!("../../../lessons/incerto.json");
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

#[test]
fn the_lessons_document_lists_every_rule_id() {
    let doc = include_str!("../../../../docs/LESSONS.md");
    for rule in rules::RULES {
        assert!(
            doc.contains(&format!("`{}`", rule.id)),
            "docs/LESSONS.md does not list {}",
            rule.id
        );
    }
}

#[test]
fn damaged_lesson_files_never_panic() {
    // Cut and garble the real files at many places: each result is refused with a message
    // or, if still valid, every step of it starts and answers an input.
    let common = library().common;
    let sources = [
        include_str!("../../../lessons/incerto.json"),
        include_str!("../../../lessons/hidden-random.json"),
        include_str!("../../../lessons/hidden-chess.json"),
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

//! The worker's message handling, natively: requests in, replies out, bad input refused,
//! the wall-clock cap obeyed and the format pinned.

use super::*;
use incerto_engine::{Color, Game, Variant};
use std::cell::Cell;

fn view(variant: Variant, seed: u64) -> PlayerView {
    Game::new(variant, seed).view(Some(Color::White))
}

fn think_json(level: &str, seed: u64, cap_ms: Option<u32>, view: PlayerView) -> String {
    let job = Job::Think {
        level: level.into(),
        seed,
        cap_ms,
        view,
    };
    Request::new(7, job).to_json()
}

fn reply(text: &str) -> Reply {
    read_reply(text).unwrap_or_else(|| panic!("not a reply: {text}"))
}

#[test]
fn a_think_request_gets_a_step_the_game_accepts() {
    for variant in Variant::ALL {
        let mut game = Game::new(variant, 5);
        for level in ["random", "greedy", "level1", "level2"] {
            let text = think_json(level, 11, None, game.view(Some(Color::White)));
            let r = reply(&handle(&text, &|| 0.0));
            assert_eq!(r.id, 7);
            let Outcome::Step { step, capped, .. } = r.outcome else {
                panic!("{variant} {level}: {:?}", r.outcome);
            };
            assert!(!capped, "no cap was set");
            let step = step.expect("White is to move");
            game.clone().apply_step(step, None).expect("a legal step");
        }
        // And the same request twice gives the same step (node budget, same seed).
        let text = think_json("level1", 3, None, game.view(Some(Color::White)));
        assert_eq!(handle(&text, &|| 0.0), handle(&text, &|| 0.0));
        game.apply_step(
            match reply(&handle(&text, &|| 0.0)).outcome {
                Outcome::Step { step, .. } => step.unwrap(),
                o => panic!("{o:?}"),
            },
            None,
        )
        .unwrap();
    }
}

#[test]
fn the_cap_stops_a_search_and_says_so() {
    // A clock that advances 1 ms per reading: a 20 ms cap stops level 5 long before its
    // node budget, and the reply says the cap did it.
    let t = Cell::new(0.0);
    let now = || {
        t.set(t.get() + 1.0);
        t.get()
    };
    let text = think_json("level5", 1, Some(20), view(Variant::HiddenChess, 2));
    let Outcome::Step {
        step,
        capped,
        nodes,
        ms,
        ..
    } = reply(&handle(&text, &now)).outcome
    else {
        panic!()
    };
    assert!(step.is_some() && capped, "capped {capped}");
    assert!(nodes < bot::Level::Search(bot::Strength::Five).nodes(Variant::HiddenChess) / 4);
    assert!((20.0..=25.0).contains(&ms), "{ms}");
}

#[test]
fn hints_requests_get_the_engines_hints() {
    let v = view(Variant::Incerto, 4);
    let text = Request::new(9, Job::Hints { view: v.clone() }).to_json();
    let r = reply(&handle(&text, &|| 0.0));
    assert_eq!(r.id, 9);
    assert_eq!(
        r.outcome,
        Outcome::Hints {
            hints: bot::hints(&v).unwrap()
        }
    );
}

#[test]
fn bad_messages_get_an_error_never_a_panic() {
    let good = think_json("level1", 1, None, view(Variant::Incerto, 1));
    let cases = [
        ("", 0, "unreadable"),
        ("[]", 0, "unreadable"),
        ("{\"version\":2}", 0, "unreadable"),
        (
            &good.replace("\"version\":2", "\"version\":1"),
            7,
            "version 1",
        ),
        (
            &good.replace("level1", "oracle5"),
            7,
            "unknown level 'oracle5'",
        ),
        (&good.replace("level1", "level6"), 7, "unknown level"),
        (
            &good.replace("\"viewer\":\"white\"", "\"viewer\":null"),
            7,
            "no viewer",
        ),
        (&good.replace("\"seed\":1", "\"seed\":-1"), 0, "unreadable"),
        (
            &good.replace("\"think\":{", "\"think\":{\"extra\":1,"),
            0,
            "unreadable",
        ),
    ];
    for (text, id, message) in cases {
        assert_ne!(text, good, "the case changed the message");
        let r = reply(&handle(text, &|| 0.0));
        assert_eq!(r.id, id, "{text}");
        match r.outcome {
            Outcome::Error { message: m } => assert!(m.contains(message), "{m}"),
            o => panic!("{text}: {o:?}"),
        }
    }
    // A view the bot cannot read (two pieces on one square) is an error too.
    let mut v = view(Variant::HiddenRandom, 1);
    v.pieces[1].square = v.pieces[0].square;
    let r = reply(&handle(&think_json("level1", 1, None, v), &|| 0.0));
    assert!(matches!(r.outcome, Outcome::Error { .. }), "{r:?}");
}

#[test]
fn the_format_is_pinned() {
    // ARCHITECTURE.md, "the computer's worker messages": changing these breaks a page and
    // a worker of different builds talking to each other (without a version change).
    let r = Request::new(
        3,
        Job::Think {
            level: "level2".into(),
            seed: u64::MAX,
            cap_ms: Some(150),
            view: view(Variant::Incerto, 1),
        },
    )
    .to_json();
    assert!(
        r.starts_with(r#"{"version":2,"id":3,"job":{"think":{"level":"level2","seed":18446744073709551615,"capMs":150,"view":{"variant":"incerto","viewer":"white""#),
        "{r}"
    );
    let step = Reply::new(
        3,
        Outcome::Step {
            step: Some(Step::Select(incerto_engine::Square::parse("b1").unwrap())),
            nodes: 10,
            depth: 2,
            worlds: 3,
            score: Some(-5),
            ms: 1.5,
            capped: false,
        },
    );
    assert_eq!(
        step.to_json(),
        r#"{"version":2,"id":3,"outcome":{"step":{"step":{"kind":"select","value":"b1"},"nodes":10,"depth":2,"worlds":3,"score":-5,"ms":1.5,"capped":false}}}"#
    );
    assert_eq!(
        Reply::ready().to_json(),
        r#"{"version":2,"id":0,"outcome":"ready"}"#
    );
    let hints = Request::new(
        4,
        Job::Hints {
            view: view(Variant::HiddenChess, 1),
        },
    )
    .to_json();
    assert!(
        hints.starts_with(r#"{"version":2,"id":4,"job":{"hints":{"view":{"#),
        "{hints}"
    );
    for r in [step, Reply::ready()] {
        assert_eq!(read_reply(&r.to_json()), Some(r));
    }
}

/// A finished Hidden Chess game in which White hangs its queen.
fn queen_game() -> Game {
    let mut game =
        Game::from_fen(Variant::HiddenChess, "3rk3/8/4p3/8/8/8/8/3QK3 w - - 0 1").unwrap();
    for a in ["d1d5", "e6d5", "e1e2"] {
        game.play_str(a, None).unwrap();
    }
    game.resign(Color::White).unwrap();
    game
}

fn review_json(game: &Game, side: Option<&str>, lens: Option<&str>, level: Option<u8>) -> String {
    let job = Job::Review {
        record: game.record(),
        side: side.map(str::to_owned),
        lens: lens.map(str::to_owned),
        level,
    };
    Request::new(9, job).to_json()
}

#[test]
fn a_review_request_reports_progress_then_the_engines_analysis() {
    let game = queen_game();
    for lens in ["view", "all"] {
        let mut posted = vec![];
        let text = review_json(&game, Some("both"), Some(lens), Some(2));
        let answer = reply(&handle_analysis(&text, &|| 0.0, &mut |m| posted.push(m)));
        // One progress message per judged turn, then the answer.
        let progress: Vec<(u32, u32)> = posted
            .iter()
            .map(|m| match reply(m) {
                Reply {
                    id: 9,
                    outcome: Outcome::Progress { done, total },
                    ..
                } => (done, total),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(progress, [(1, 3), (2, 3), (3, 3)]);
        let Outcome::Review { review, text, .. } = answer.outcome else {
            panic!("{:?}", answer.outcome);
        };
        // The same lines as the engine (and so the CLI) give.
        let options = incerto_engine::ReviewOptions::parse(None, Some(lens), Some(2.0)).unwrap();
        let direct = incerto_engine::review(&game, options, &mut |_, _| {}, None).unwrap();
        assert_eq!(review, direct);
        assert_eq!(text, direct.to_string());
        assert!(text.starts_with("1 white d1d5 "), "{text}");
        assert_eq!(
            review.lines[0].judgement,
            incerto_engine::Judgement::Blunder
        );
    }
    // Defaults: both sides, the view lens, level 3.
    let r = reply(&handle_analysis(
        &review_json(&game, None, None, None),
        &|| 0.0,
        &mut |_| {},
    ));
    let Outcome::Review { review, .. } = r.outcome else {
        panic!("{:?}", r.outcome);
    };
    assert_eq!((review.level, review.lines.len()), (3, 3));
    // The format, pinned.
    let text = review_json(&game, Some("white"), None, Some(2));
    assert!(
        text.starts_with(r#"{"version":2,"id":9,"job":{"review":{"record":{"format":"incerto-game","version":1,"variant":"hidden-chess""#),
        "{text}"
    );
    assert!(
        text.ends_with(r#""side":"white","lens":null,"level":2}}}"#),
        "{text}"
    );
    assert_eq!(
        Reply::new(9, Outcome::Progress { done: 1, total: 40 }).to_json(),
        r#"{"version":2,"id":9,"outcome":{"progress":{"done":1,"total":40}}}"#
    );
}

#[test]
fn a_bad_review_request_gets_an_error() {
    let game = queen_game();
    let unfinished = Game::new(Variant::Incerto, 2);
    for (text, message) in [
        (review_json(&game, Some("red"), None, None), "invalid side"),
        (review_json(&game, None, Some("peek"), None), "invalid lens"),
        (review_json(&game, None, None, Some(6)), "invalid level"),
        (
            review_json(&unfinished, None, Some("all"), None),
            "finished game",
        ),
        (
            review_json(&game, None, None, None).replace("d1d5", "d1d6"),
            "does not replay",
        ),
    ] {
        let r = reply(&handle_analysis(&text, &|| 0.0, &mut |_| {}));
        match r.outcome {
            Outcome::Error { message: m } => assert!(m.contains(message), "{m}"),
            o => panic!("{text}: {o:?}"),
        }
    }
    // The computer's own worker leaves analyses to the analysis worker (and its download
    // without them); the analysis worker also thinks.
    let r = reply(&handle(&review_json(&game, None, None, None), &|| 0.0));
    assert!(
        matches!(&r.outcome, Outcome::Error { message } if message.contains("analysis worker")),
        "{r:?}"
    );
    let think = think_json("level1", 3, None, view(Variant::HiddenChess, 2));
    assert_eq!(
        handle_analysis(&think, &|| 0.0, &mut |_| {}),
        handle(&think, &|| 0.0)
    );
}

//! The embed address reader's tests: every parameter, its defaults and each fault named.

use super::*;

fn show(hash: &str) -> Result<Show, Problem> {
    read(hash).expect("an embed address").show
}

fn lesson(game: Variant, lesson: &str) -> LessonAsk {
    LessonAsk {
        game,
        lesson: lesson.to_owned(),
        step: None,
        single: false,
        interactive: true,
        orientation: None,
    }
}

#[test]
fn reads_a_lesson_with_its_defaults() {
    let a = read("#/embed?game=incerto&lesson=turn").unwrap();
    assert_eq!(
        a,
        Ask {
            id: None,
            lang: None,
            theme: Theme::Auto,
            show: Ok(Show::Lesson(lesson(Variant::Incerto, "turn"))),
        }
    );
    assert_eq!(read("#/play?variant=incerto&seed=1"), None);
    assert_eq!(read("#/embedded?game=incerto&lesson=turn"), None);
}

#[test]
fn reads_every_parameter_of_a_lesson() {
    let a = read(
        "#/embed?variant=hidden-chess&lesson=2&step=castle&single=1&orientation=black\
         &interactive=0&lang=RU&theme=dark&id=Rules_1-a&utm_source=x",
    )
    .unwrap();
    assert_eq!(a.id.as_deref(), Some("Rules_1-a"));
    assert_eq!(a.lang, Some(Lang::Ru));
    assert_eq!(a.theme, Theme::Dark);
    assert_eq!(
        a.show,
        Ok(Show::Lesson(LessonAsk {
            game: Variant::HiddenChess,
            lesson: "2".to_owned(),
            step: Some("castle".to_owned()),
            single: true,
            interactive: false,
            orientation: Some(Color::Black),
        }))
    );
}

#[test]
fn reads_a_position_url_encoded_either_way() {
    let fen = "k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1";
    for written in [
        fen.replace(' ', "%20")
            .replace('/', "%2F")
            .replace('*', "%2A"),
        fen.replace(' ', "+"),
    ] {
        assert_eq!(
            show(&format!("#/embed?game=incerto&fen={written}&interactive=0")),
            Ok(Show::Board(BoardAsk {
                game: Variant::Incerto,
                fen: fen.to_owned(),
                orientation: Color::White,
                interactive: false,
                select: None,
            })),
            "{written}"
        );
    }
    // The default orientation is the side to move.
    let black = "4k3/8/8/8/8/8/4P3/4K3%20b%20-%20-%200%201";
    let Ok(Show::Board(b)) = show(&format!("#/embed?game=hidden-chess&fen={black}")) else {
        panic!()
    };
    assert_eq!((b.orientation, b.interactive), (Color::Black, true));
}

/// The board an address asks for (a panic if it is not one).
fn board(hash: &str) -> BoardAsk {
    match show(hash) {
        Ok(Show::Board(b)) => b,
        other => panic!("{hash}: {other:?}"),
    }
}

#[test]
fn select_takes_a_piece_the_side_to_move_can_pick() {
    // Incerto: any disc of the side to move (one without a move would skip its turn).
    let incerto =
        "#/embed?game=incerto&interactive=0&fen=k*5/6/6/6/6/1p4/1N4/K5%20w%20-%20-%200%201";
    for sq in ["b2", "a1"] {
        let b = board(&format!("{incerto}&select={sq}"));
        assert_eq!(b.select, Square::parse(sq), "{sq}");
        assert_eq!(b.orientation, Color::White);
    }
    assert_eq!(board(incerto).select, None);
    // Hidden Random Chess: a face-up piece that can move, or a face-down one (a flip).
    let hrc =
        "#/embed?game=hidden-random&interactive=0&fen=4k3/8/8/8/8/8/4P3/1N*2K3%20w%20-%20-%200%201";
    for sq in ["e2", "b1", "e1"] {
        assert_eq!(
            board(&format!("{hrc}&select={sq}")).select,
            Square::parse(sq)
        );
    }
    // Refused: not a square, an empty square, the other side's piece, a piece with
    // nothing to do (8×8), and a view that is not the side to move's.
    for (base, sq) in [
        (incerto, "z9"),
        (incerto, "c3"),
        (incerto, "a8"),
        (hrc, "e8"),
        (hrc, "a5"),
        (&format!("{incerto}&orientation=black") as &str, "b2"),
    ] {
        let got = show(&format!("{base}&select={sq}"));
        assert_eq!(got, Err(bad("select", sq, SELECT_ALLOWED)), "{base} {sq}");
        assert_eq!(got.unwrap_err().parameter(), Some("select"));
    }
    // A lesson ignores it, as a board ignores `step`.
    assert!(matches!(
        show("#/embed?game=incerto&lesson=turn&select=b2"),
        Ok(Show::Lesson(_))
    ));
}

#[test]
fn names_the_parameter_at_fault() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3%20w%20-%20-%200%201";
    for (hash, problem, parameter) in [
        ("#/embed?lesson=turn", Problem::NoGame, Some("game")),
        (
            "#/embed?game=chess&lesson=turn",
            Problem::NotAGame("chess".to_owned()),
            Some("game"),
        ),
        ("#/embed?game=incerto", Problem::NothingToShow, None),
        (
            &format!("#/embed?game=hidden-chess&lesson=x&fen={fen}"),
            Problem::LessonAndFen,
            Some("fen"),
        ),
        (
            "#/embed?game=incerto&game=incerto&lesson=turn",
            Problem::Twice("game"),
            Some("game"),
        ),
        (
            "#/embed?variant=incerto&game=incerto&lesson=turn",
            Problem::Twice("game"),
            Some("game"),
        ),
    ] {
        let got = show(hash);
        assert_eq!(got, Err(problem), "{hash}");
        assert_eq!(got.unwrap_err().parameter(), parameter, "{hash}");
    }
    // A value out of its range: the fault names the parameter, the value and what is allowed.
    for (query, parameter, value, allowed) in [
        ("lesson=turn&interactive=yes", "interactive", "yes", "1 / 0"),
        ("lesson=turn&single=2", "single", "2", "1 / 0"),
        (
            "lesson=turn&orientation=red",
            "orientation",
            "red",
            "white / black",
        ),
        (
            "lesson=turn&theme=sepia",
            "theme",
            "sepia",
            "light / dark / auto",
        ),
        ("lesson=turn&lang=de", "lang", "de", "en / ru / it"),
        (
            "lesson=turn&id=a%20b",
            "id",
            "a b",
            "1–64 × A–Z a–z 0–9 _ -",
        ),
        ("lesson=Turn", "lesson", "Turn", "a lesson id or number"),
        ("lesson=turn&step=", "step", "", "a step id or number"),
        ("lesson=%F0%28", "lesson", "%F0%28", "URL-encoded UTF-8"),
        ("lesson=%zz", "lesson", "%zz", "URL-encoded UTF-8"),
    ] {
        let got = show(&format!("#/embed?game=incerto&{query}"));
        assert_eq!(got, Err(bad(parameter, value, allowed)), "{query}");
        assert_eq!(got.unwrap_err().parameter(), Some(parameter), "{query}");
    }
    let long = "x".repeat(65);
    assert!(matches!(
        show(&format!("#/embed?game=incerto&lesson=turn&id={long}")),
        Err(Problem::BadValue {
            parameter: "id",
            ..
        })
    ));
}

#[test]
fn the_engine_judges_the_position() {
    for fen in [
        "nonsense",
        // A 6-wide board is Incerto's, not Hidden Chess's.
        "k*5/6/6/6/6/1p4/1N4/K5%20w%20-%20-%200%201",
        "",
    ] {
        let got = show(&format!("#/embed?game=hidden-chess&fen={fen}"));
        let Err(Problem::BadFen { game, why }) = &got else {
            panic!("{fen}: {got:?}")
        };
        assert_eq!(*game, Variant::HiddenChess);
        assert!(!why.is_empty());
        let p = got.unwrap_err();
        assert_eq!(p.parameter(), Some("fen"));
        assert!(p.message().starts_with(
            "The position in fen is not a position of Hidden Chess the app can set up. ("
        ));
    }
}

#[test]
fn lang_theme_and_id_are_kept_when_the_rest_is_wrong() {
    let a = read("#/embed?game=chess&lang=it&theme=light&id=x1").unwrap();
    assert_eq!(a.lang, Some(Lang::It));
    assert_eq!(a.theme, Theme::Light);
    assert_eq!(a.id.as_deref(), Some("x1"));
    let p = a.show.unwrap_err();
    assert_eq!(p, Problem::NotAGame("chess".to_owned()));
    assert_eq!(
        p.sentence(Lang::It),
        "«chess» non è un gioco: usa incerto, hidden-random o hidden-chess."
    );
    assert_eq!(
        p.message(),
        "“chess” is not a game: use incerto, hidden-random or hidden-chess."
    );
    // An unreadable language is the problem itself, said in English.
    let a = read("#/embed?game=incerto&lesson=turn&lang=xx").unwrap();
    assert_eq!(a.lang, None);
    assert_eq!(
        a.show.unwrap_err().message(),
        "“xx” is not a valid value of lang: use en / ru / it."
    );
}

#[test]
fn every_problem_has_a_sentence_in_every_language() {
    let problems = [
        Problem::NoGame,
        Problem::NotAGame("x".into()),
        Problem::NothingToShow,
        Problem::LessonAndFen,
        Problem::Twice("step"),
        bad("theme", "x", "light / dark / auto"),
        Problem::BadFen {
            game: Variant::Incerto,
            why: "w".into(),
        },
        Problem::NoLesson {
            game: Variant::Incerto,
            lesson: "x".into(),
        },
        Problem::NoStep {
            lesson: "turn".into(),
            step: "9".into(),
        },
        Problem::LessonsFailed("w".into()),
    ];
    for p in &problems {
        for lang in Lang::ALL {
            let s = p.sentence(lang);
            assert!(!s.is_empty() && !s.contains('{'), "{lang:?} {p:?}: {s}");
        }
        assert_ne!(p.sentence(Lang::En), p.sentence(Lang::Ru), "{p:?}");
    }
    // A long value is cut short in the sentence.
    let long = Problem::NotAGame("y".repeat(500)).sentence(Lang::En);
    assert!(long.chars().count() < 120, "{long}");
}

//! The JSON of player views, pinned byte for byte (`tests/data/views.tsv`): the app, the JS
//! package and people's tools read these objects, so a change to the view's Rust types
//! must not change a byte of them. Fields are only ever added: `views-v1.tsv` holds the
//! views as the first typed release wrote them, and today's, without the fields added
//! since, must equal it byte for byte.

use incerto_engine::{Color, Game, PlayerView, Role, Square, Variant};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// Named views from small games that reach every part of a view: a selection, a pending
/// promotion seen by both sides, a private promotion piece, a flip, check, a draw offer,
/// a capture of a face-down piece, castling, a result and the all-seeing view.
fn views() -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut add = |name, g: &Game, viewer| {
        let view = g.view(viewer);
        let json = serde_json::to_string(&view).unwrap();
        // What is written reads back as the same view (a Web Worker gets it that way).
        let back: PlayerView = serde_json::from_str(&json).unwrap();
        assert_eq!(back, view, "{name} reads back");
        out.push((name, json));
    };

    let mut g = Game::from_fen(Variant::Incerto, "k*5/4P1/6/6/6/6/6/K*5 w - - 0 1").unwrap();
    add("incerto-start-white", &g, Some(Color::White));
    g.select(sq("e7")).unwrap();
    add("incerto-selected-white", &g, Some(Color::White));
    g.move_piece(sq("e7"), sq("e8"), None, Some(1200)).unwrap();
    add("incerto-promotion-white", &g, Some(Color::White));
    add("incerto-promotion-black", &g, Some(Color::Black));
    g.promote(Role::Knight, Some(1300)).unwrap();
    add("incerto-promoted-black", &g, Some(Color::Black));
    add("incerto-promoted-white", &g, Some(Color::White));

    let mut g = Game::from_fen(Variant::HiddenRandom, "4k3/8/8/8/8/8/P*7/3RK3 w - - 0 1").unwrap();
    add("random-start-white", &g, Some(Color::White));
    g.play_str("@a2", Some(5)).unwrap();
    g.play_str("e8f8", None).unwrap();
    g.play_str("d1d8", None).unwrap();
    g.offer_draw(Color::Black).unwrap();
    add("random-check-offer-black", &g, Some(Color::Black));

    let mut g = Game::from_fen(
        Variant::HiddenChess,
        "r*3k3/1p*6/8/8/8/8/8/R*3K2R w KQq - 0 1",
    )
    .unwrap();
    g.play_str("e1g1", None).unwrap();
    g.play_str("b7b6", None).unwrap();
    g.play_str("a1a8", None).unwrap();
    add("chess-capture-white", &g, Some(Color::White));
    add("chess-capture-black", &g, Some(Color::Black));
    g.resign(Color::Black).unwrap();
    add("chess-resigned-all", &g, None);
    add("chess-resigned-black", &g, Some(Color::Black));
    out
}

/// The views as the pinned files hold them: a line `name<TAB>json` each, the JSON through
/// `json`.
fn views_tsv(json: impl Fn(&str) -> String) -> String {
    views()
        .iter()
        .map(|(name, j)| format!("{name}\t{}\n", json(j)))
        .collect()
}

/// `INCERTO_WRITE_VIEWS=<file>` writes today's views there (to pin an added field).
#[test]
fn views_serialise_to_the_pinned_json() {
    let pinned = include_str!("data/views.tsv");
    let actual = views_tsv(str::to_owned);
    if let Ok(path) = std::env::var("INCERTO_WRITE_VIEWS") {
        std::fs::write(path, &actual).unwrap();
        return;
    }
    assert_same_lines(&actual, pinned, "a view's JSON changed");
}

/// `actual` has `pinned`'s lines, one by one and no more or fewer; `what` names a change.
fn assert_same_lines(actual: &str, pinned: &str, what: &str) {
    for (a, p) in actual.lines().zip(pinned.lines()) {
        assert_eq!(a, p, "{what}");
    }
    assert_eq!(actual.lines().count(), pinned.lines().count());
}

/// The fields each action view gained for readable moves (issue 14), in their order: they
/// come last, so an older reader sees exactly the object it knew.
const ADDED_TO_ACTIONS: [&str; 7] = [
    "san",
    "piece",
    "captured",
    "promotedTo",
    "castledWith",
    "revealed",
    "check",
];

/// `json` without the added action fields: each action object ends with them.
fn without_added_fields(json: &str) -> String {
    let mut out = String::new();
    let mut rest = json;
    let first = format!(",\"{}\":", ADDED_TO_ACTIONS[0]);
    while let Some(i) = rest.find(&first) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let last = format!(",\"{}\":", ADDED_TO_ACTIONS[ADDED_TO_ACTIONS.len() - 1]);
        let j = tail.find(&last).expect("the added fields are all there");
        let end = tail[j..].find('}').expect("the object ends");
        let added = &tail[..j + end];
        // Exactly the added fields, in order, and nothing else.
        let names: Vec<&str> = added
            .split(",\"")
            .skip(1)
            .map(|f| f.split('"').next().unwrap())
            .collect();
        assert_eq!(names, ADDED_TO_ACTIONS, "{added}");
        rest = &tail[j + end..];
    }
    out.push_str(rest);
    out
}

#[test]
fn views_only_ever_gain_fields() {
    let v1 = include_str!("data/views-v1.tsv");
    let today = views_tsv(without_added_fields);
    assert_same_lines(&today, v1, "a field of the first typed view changed");
}

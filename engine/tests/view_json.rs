//! The JSON of player views, pinned byte for byte (`tests/data/views.tsv`): the app, the JS
//! package and people's tools read these objects, so a change to the view's Rust types
//! must not change a byte of them.

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

#[test]
fn views_serialise_to_the_pinned_json() {
    let pinned = include_str!("data/views.tsv");
    let actual: String = views()
        .iter()
        .map(|(name, json)| format!("{name}\t{json}\n"))
        .collect();
    if actual != pinned {
        for (a, p) in actual.lines().zip(pinned.lines()) {
            assert_eq!(a, p, "a view's JSON changed");
        }
        assert_eq!(actual.lines().count(), pinned.lines().count());
    }
}

//! Reads an analysis (the engine's `Review` JSON) on the page with the browser's own
//! `JSON.parse` and the app's field readers (web/app's bot_driver/reply.rs), instead of
//! serde's readers for the whole `Review`: the analysis worker's answer and the stored
//! analysis (`store`) both come this way. The format is pinned by the engine's and
//! `computer/src/tests.rs`'s tests; the browser tests read analyses through here.

use incerto_app::bot_driver::reply::{get, list, read_step, text};
use incerto_engine::{Accuracy, Judgement, Lens, Odds, Phase, Review, ReviewLine, Square};
use js_sys::JSON;
use wasm_bindgen::JsValue;

/// The engine's `Review` from its JSON text; `None` for anything else.
pub fn read_review(json: &str) -> Option<Review> {
    read_review_value(&JSON::parse(json).ok()?)
}

/// The analysis the worker sent (as the browser parsed it) and its JSON text, kept to be
/// stored with the game.
pub fn read_answer(value: &JsValue) -> Option<(Review, String)> {
    let json = JSON::stringify(value).ok()?.as_string()?;
    Some((read_review_value(value)?, json))
}

/// `{ lens, level, lines: [ReviewLine], accuracy: { white, black } }`.
fn read_review_value(v: &JsValue) -> Option<Review> {
    let lens = match text(v, "lens")?.as_str() {
        "view" => Lens::View,
        "all" => Lens::All,
        _ => return None,
    };
    let mut lines = Vec::new();
    for l in list(v, "lines")?.iter() {
        let num = |k| get(&l, k).as_f64();
        let phase = match text(&l, "phase")?.as_str() {
            "turn" => Phase::Turn,
            "select" => Phase::Select,
            "move" => Phase::Move,
            _ => return None,
        };
        let judgement = [
            Judgement::Best,
            Judgement::Good,
            Judgement::Inaccuracy,
            Judgement::Mistake,
            Judgement::Blunder,
        ]
        .into_iter()
        .find(|j| Some(j.name()) == text(&l, "judgement").as_deref())?;
        lines.push(ReviewLine {
            ply: num("ply")? as usize,
            turn: num("turn")? as u32,
            color: text(&l, "color")?.parse().ok()?,
            phase,
            played: read_step(&get(&l, "played"))??,
            best: read_step(&get(&l, "best"))??,
            before: num("before")?,
            after: num("after")?,
            judgement,
            odds: read_odds(&get(&l, "odds")),
        });
    }
    let accuracy = get(v, "accuracy");
    Some(Review {
        lens,
        level: get(v, "level").as_f64()? as u8,
        lines,
        accuracy: Accuracy {
            white: get(&accuracy, "white").as_f64(),
            black: get(&accuracy, "black").as_f64(),
        },
    })
}

/// `{ square, role, probability }`, or nothing.
fn read_odds(v: &JsValue) -> Option<Odds> {
    Some(Odds {
        square: Square::parse(&text(v, "square")?)?,
        role: text(v, "role")?.parse().ok()?,
        probability: get(v, "probability").as_f64()?,
    })
}

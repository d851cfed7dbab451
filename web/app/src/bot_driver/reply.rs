//! Reads the worker's replies (`incerto_computer::Reply`, JSON text) on the page with the
//! browser's own `JSON.parse` and a few field reads, instead of serde: the page needs only
//! the step, the hints, the analysis's progress or the error, and deriving serde's readers
//! for the whole reply would cost the first download more than this file (BENCHMARKS.md).
//! An analysis is handed on as the browser's value: the analysis page (web/analysis's
//! reply.rs) reads it with the field readers here. The format is pinned by
//! `computer/src/tests.rs`; the browser tests read every kind of reply through here.

use incerto_computer::VERSION;
use incerto_engine::bot::{Hints, PieceHint, RoleOdds};
use incerto_engine::{Color, Role, Square, Step};
use js_sys::{Array, Reflect, JSON};
use wasm_bindgen::JsValue;

/// What a reply says, as far as the page cares.
pub enum Answer {
    Ready,
    /// A step (`None`: the view offered nothing to do).
    Step(Option<Step>),
    Hints(Hints),
    /// An analysis under way: `done` of `total` turns judged.
    Progress(u32, u32),
    /// The analysis (the engine's `Review` JSON, as the browser parsed it).
    Review(JsValue),
    Error(String),
}

/// A field of a parsed value (`undefined` if it has none).
pub fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// A text field.
pub fn text(obj: &JsValue, key: &str) -> Option<String> {
    get(obj, key).as_string()
}

/// A list field.
pub fn list(obj: &JsValue, key: &str) -> Option<Array> {
    let v = get(obj, key);
    Array::is_array(&v).then(|| Array::from(&v))
}

/// The reply's id and what it says; `None` for anything that is not a reply of this
/// format's version.
pub fn read(message: &str) -> Option<(u64, Answer)> {
    let reply = JSON::parse(message).ok()?;
    if get(&reply, "version").as_f64() != Some(f64::from(VERSION)) {
        return None;
    }
    let id = get(&reply, "id").as_f64()? as u64;
    let outcome = get(&reply, "outcome");
    if outcome.as_string().as_deref() == Some("ready") {
        return Some((id, Answer::Ready));
    }
    let answer = if let Some(step) = Some(get(&outcome, "step")).filter(|v| v.is_object()) {
        Answer::Step(read_step(&get(&step, "step"))?)
    } else if let Some(hints) = Some(get(&outcome, "hints")).filter(|v| v.is_object()) {
        Answer::Hints(read_hints(&get(&hints, "hints"))?)
    } else if let Some(p) = Some(get(&outcome, "progress")).filter(|v| v.is_object()) {
        let n = |k| get(&p, k).as_f64().map(|n| n as u32);
        Answer::Progress(n("done")?, n("total")?)
    } else if let Some(r) = Some(get(&outcome, "review")).filter(|v| v.is_object()) {
        Answer::Review(get(&r, "review"))
    } else {
        let error = get(&outcome, "error");
        Answer::Error(text(&error, "message")?)
    };
    Some((id, answer))
}

/// `null` or `{ kind, value }` (the engine's `Step` JSON).
pub fn read_step(v: &JsValue) -> Option<Option<Step>> {
    if v.is_null() {
        return Some(None);
    }
    let value = text(v, "value")?;
    let step = match text(v, "kind")?.as_str() {
        "select" => Step::Select(Square::parse(&value)?),
        "play" => Step::Play(value.parse().ok()?),
        "promote" => Step::Promote(value.parse::<Role>().ok()?),
        _ => return None,
    };
    Some(Some(step))
}

/// `{ pieces: [{ square, color, own, odds: [{ role, probability }] }] }` (the engine's
/// `Hints` JSON).
fn read_hints(v: &JsValue) -> Option<Hints> {
    let mut pieces = Vec::new();
    for p in list(v, "pieces")?.iter() {
        let mut odds = Vec::new();
        for o in list(&p, "odds")?.iter() {
            odds.push(RoleOdds {
                role: text(&o, "role")?.parse().ok()?,
                probability: get(&o, "probability").as_f64()?,
            });
        }
        pieces.push(PieceHint {
            square: Square::parse(&text(&p, "square")?)?,
            color: text(&p, "color")?.parse::<Color>().ok()?,
            own: get(&p, "own").as_bool()?,
            odds,
        });
    }
    Some(Hints { pieces })
}

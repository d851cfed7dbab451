//! Reading JS arguments into engine types, and engine values into plain JS objects: the
//! only place where the JS API handles text. Every reader checks its input and answers a
//! `JsError` with a message; none panics (a panic aborts the wasm instance).

use crate::{random_seed, Color, Game, PlayerView, Role, Square, Step, Variant};
use serde::Serialize;
use std::fmt::Display;
use wasm_bindgen::prelude::*;

pub(super) type JsResult<T> = Result<T, JsError>;

/// The largest integer a JS number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// An error for JS: an `Error` object with this message.
pub(super) fn err(msg: impl Display) -> JsError {
    JsError::new(&msg.to_string())
}

/// A serde-wasm-bindgen error's message without the "Error: " its Display puts first.
fn js_message(e: serde_wasm_bindgen::Error) -> String {
    let text = e.to_string();
    text.strip_prefix("Error: ").unwrap_or(&text).to_owned()
}

/// Serialises to a plain JS object; `None` becomes `null` (as in JSON and the d.ts), not
/// `undefined`, and a map becomes an object, not a `Map`.
pub(super) fn to_js<T: Serialize>(value: &T) -> JsResult<JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_missing_as_null(true)
        .serialize_maps_as_objects(true);
    value
        .serialize(&serializer)
        .map_err(|e| err(format!("cannot convert to a JS value: {}", js_message(e))))
}

/// A string argument. Every string parameter arrives as a `JsValue` and is checked here:
/// wasm-bindgen's glue for a plain `&str` parameter trusts the caller, and a number passed
/// by mistake corrupts the call ("memory access out of bounds") instead of failing cleanly.
pub(super) fn text(value: &JsValue, what: &str) -> JsResult<String> {
    value.as_string().ok_or_else(|| {
        err(format!(
            "{what} must be a string, not {}",
            value
                .js_typeof()
                .as_string()
                .unwrap_or_else(|| "this value".to_owned())
        ))
    })
}

pub(super) fn variant(name: &JsValue) -> JsResult<Variant> {
    Ok(text(name, "the variant")?.parse::<Variant>()?)
}

pub(super) fn color(name: &JsValue) -> JsResult<Color> {
    Ok(text(name, "the colour")?.parse::<Color>()?)
}

/// `"white"`, `"black"`, or `"all"` (`None`, the all-seeing view: only once `game` is over).
pub(super) fn viewer(name: &JsValue, game: &Game) -> JsResult<Option<Color>> {
    let name = text(name, "the viewer")?;
    if name != "all" {
        return Ok(Some(name.parse::<Color>()?));
    }
    if !game.is_over() {
        return Err(err(
            "the all-seeing view ('all') is only for finished games; use view('white') or view('black') (tools can read fen())",
        ));
    }
    Ok(None)
}

/// A square of `variant`'s board.
pub(super) fn square(variant: Variant, name: &JsValue) -> JsResult<Square> {
    let name = text(name, "a square")?;
    Square::parse(&name)
        .filter(|&sq| variant.contains(sq))
        .ok_or_else(|| {
            let last = char::from(b'a' + variant.width() as u8 - 1);
            err(format!(
                "'{name}' is not a square of the {variant} board (files a-{last}, ranks 1-8, like e4)"
            ))
        })
}

/// A role by name (`queen`) or letter (`q`, either case).
pub(super) fn role(value: &JsValue) -> JsResult<Role> {
    crate::step::role_named(&text(value, "the promotion piece")?).map_err(err)
}

/// An optional promotion piece (`undefined` or `null`: none).
pub(super) fn promotion(value: &JsValue) -> JsResult<Option<Role>> {
    if value.is_null_or_undefined() {
        Ok(None)
    } else {
        role(value).map(Some)
    }
}

/// An optional time stamp in milliseconds: a whole, non-negative, safe-integer number.
pub(super) fn time(time: Option<f64>) -> JsResult<Option<u64>> {
    match time {
        None => Ok(None),
        Some(t) if t.is_finite() && t >= 0.0 && t.fract() == 0.0 && t <= MAX_SAFE_INTEGER => {
            Ok(Some(t as u64))
        }
        Some(t) => Err(err(format!(
            "invalid time {t}: expected whole milliseconds, 0 or more"
        ))),
    }
}

/// How many turns to undo: 1 by default, else a whole number, 1 or more.
pub(super) fn turns(turns: Option<f64>) -> JsResult<usize> {
    match turns {
        None => Ok(1),
        // More turns than were played simply undoes them all.
        Some(t) if t.is_finite() && t >= 1.0 && t.fract() == 0.0 => {
            Ok(t.min(usize::MAX as f64) as usize)
        }
        Some(t) => Err(err(format!(
            "invalid number of turns {t}: expected a whole number, 1 or more"
        ))),
    }
}

/// A `BotStep` object (`{ kind, value }`).
pub(super) fn step(value: JsValue) -> JsResult<Step> {
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        let m = js_message(e);
        // The step's own messages already say what they are about.
        if m.starts_with("invalid bot step") {
            err(m)
        } else {
            err(format!("invalid bot step: {m}"))
        }
    })
}

/// A bot level: `"random"`, `"greedy"`, `"level1"` … `"level5"`, or a number 1 to 5.
pub(super) fn level(value: &JsValue) -> JsResult<crate::bot::Level> {
    if let Some(n) = value.as_f64() {
        if let Some(level) = (n.fract() == 0.0 && (1.0..=5.0).contains(&n))
            .then(|| crate::bot::Level::search(n as u8))
            .flatten()
        {
            return Ok(level);
        }
        return Err(err(format!(
            "invalid bot level {n}: expected 1 to 5, or random, greedy, level1 … level5"
        )));
    }
    Ok(text(value, "the bot level")?.parse::<crate::bot::Level>()?)
}

/// A `BotBudget` (`{ ms }`, or nothing): the time limit in milliseconds, if any.
pub(super) fn budget_ms(value: &JsValue) -> JsResult<Option<f64>> {
    if value.is_null_or_undefined() {
        return Ok(None);
    }
    if !value.is_object() {
        return Err(err(
            "invalid budget: expected an object such as { ms: 200 }",
        ));
    }
    // Read as a map, so a misspelt limit ({ msec: 5 }) is refused instead of ignored.
    let budget: std::collections::BTreeMap<String, Option<f64>> =
        serde_wasm_bindgen::from_value(value.clone()).map_err(|e| {
            err(format!(
                "invalid budget: {} (expected an object such as {{ ms: 200 }})",
                js_message(e)
            ))
        })?;
    if let Some(key) = budget.keys().find(|k| *k != "ms") {
        return Err(err(format!(
            "invalid budget: unknown limit '{key}' (the one limit is ms)"
        )));
    }
    match budget.get("ms").copied().flatten() {
        None => Ok(None),
        Some(ms) if ms.is_finite() && ms >= 0.0 => Ok(Some(ms)),
        Some(ms) => Err(err(format!(
            "invalid budget.ms {ms}: expected milliseconds, a number 0 or more"
        ))),
    }
}

/// `PgnTags` (`{ event, site, date, round, white, black }`, each optional), or nothing.
pub(super) fn pgn_tags(value: &JsValue) -> JsResult<crate::PgnTags> {
    let mut tags = crate::PgnTags::default();
    if value.is_null_or_undefined() {
        return Ok(tags);
    }
    let bad = |why: String| {
        err(format!(
            "invalid PGN tags: {why} (expected an object such as {{ white: \"Ann\", date: \"2026.01.02\" }})"
        ))
    };
    if !value.is_object() {
        return Err(bad("not an object".to_owned()));
    }
    // Read as a map, so a misspelt tag ({ player: "Ann" }) is refused instead of ignored.
    let given: std::collections::BTreeMap<String, Option<String>> =
        serde_wasm_bindgen::from_value(value.clone()).map_err(|e| bad(js_message(e)))?;
    for (key, text) in given {
        let slot = match key.as_str() {
            "event" => &mut tags.event,
            "site" => &mut tags.site,
            "date" => &mut tags.date,
            "round" => &mut tags.round,
            "white" => &mut tags.white,
            "black" => &mut tags.black,
            _ => return Err(bad(format!("unknown tag '{key}'"))),
        };
        *slot = text;
    }
    Ok(tags)
}

/// `ReviewOptions` (`{ side, lens, level }`, each optional), or nothing.
pub(super) fn review_options(value: &JsValue) -> JsResult<crate::ReviewOptions> {
    let bad = |why: String| {
        err(format!(
            "invalid review options: {why} (expected an object such as {{ side: \"white\", lens: \"view\", level: 3 }})"
        ))
    };
    if value.is_null_or_undefined() {
        return Ok(crate::ReviewOptions::default());
    }
    if !value.is_object() {
        return Err(bad("not an object".to_owned()));
    }
    let given: std::collections::BTreeMap<String, serde_json::Value> =
        serde_wasm_bindgen::from_value(value.clone()).map_err(|e| bad(js_message(e)))?;
    let text = |key: &str| match given.get(key) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(s)) => Ok(Some(s.as_str())),
        Some(other) => Err(bad(format!("{key} must be a string, not {other}"))),
    };
    if let Some(key) = given
        .keys()
        .find(|k| !["side", "lens", "level"].contains(&k.as_str()))
    {
        return Err(bad(format!("unknown option '{key}'")));
    }
    let level = match given.get("level") {
        None | Some(serde_json::Value::Null) => None,
        Some(serde_json::Value::Number(n)) => n.as_f64(),
        Some(serde_json::Value::String(s)) if s.starts_with("level") => Some(
            s["level".len()..]
                .parse::<f64>()
                .map_err(|_| bad(format!("level '{s}'")))?,
        ),
        Some(other) => return Err(bad(format!("level must be 1 to 5, not {other}"))),
    };
    crate::ReviewOptions::parse(text("side")?, text("lens")?, level).map_err(|e| bad(e.0))
}

/// A `PlayerView` object, as `view()` returned it.
pub(super) fn view(value: JsValue) -> JsResult<PlayerView> {
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| err(format!("invalid view: {}", js_message(e))))
}

/// A seed from JS: missing (`undefined`/`null`) gives `None`; a BigInt or decimal string
/// may be any u64; a number must be a safe integer (larger ones are not exact in JS).
fn seed(seed: &JsValue) -> JsResult<Option<u64>> {
    let bad = || {
        err("invalid seed: expected a BigInt or decimal string from 0 to 18446744073709551615, or a whole number from 0 to 2^53-1")
    };
    if seed.is_null_or_undefined() {
        Ok(None)
    } else if seed.is_bigint() {
        u64::try_from(seed.clone()).map(Some).map_err(|_| bad())
    } else if let Some(n) = seed.as_f64() {
        match n {
            n if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= MAX_SAFE_INTEGER => {
                Ok(Some(n as u64))
            }
            _ => Err(bad()),
        }
    } else if let Some(s) = seed.as_string() {
        // Digits only: u64's parser would also take a leading '+'.
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse::<u64>().map(Some).map_err(|_| bad())
    } else {
        Err(bad())
    }
}

/// The seed given, or a fresh random one when it is missing.
pub(super) fn seed_or_random(value: &JsValue) -> JsResult<u64> {
    match seed(value)? {
        Some(s) => Ok(s),
        None => Ok(random_seed()?),
    }
}

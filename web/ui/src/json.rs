//! JSON text in and out for the page (storage, records, the computer's requests): in the
//! browser with its own `JSON.parse`/`JSON.stringify` and `serde-wasm-bindgen`, so the
//! page's wasm carries no JSON parser or number formatting of its own; natively (the unit
//! tests) with serde_json. Both write the same text as serde_json did, and read it.
//!
//! JavaScript numbers stop being exact above 2^53, and a record's seed is any u64. So,
//! in the browser, an integer literal above 2^53 − 1 travels as a marked string (`"\u0001"`
//! and its digits) through `JSON.parse`/`JSON.stringify` and as a `BigInt` in the value
//! that serde reads or writes: every seed loads and saves exactly.
//!
//! Values are written and read with serde-wasm-bindgen, patched so that its errors do not
//! link Rust's float formatting (web/vendor/README.md).

use serde::de::DeserializeOwned;

#[cfg(target_arch = "wasm32")]
pub use browser::{from_str, raw, to_string, to_string_pretty, Raw};
#[cfg(not(target_arch = "wasm32"))]
pub use native::{from_str, raw, to_string, to_string_pretty, Raw};

/// Reads a value of `T` from a raw JSON value (one element of a list read as [`Raw`]).
pub fn from_raw<T: DeserializeOwned>(raw: &Raw) -> Result<T, String> {
    #[cfg(target_arch = "wasm32")]
    return serde_wasm_bindgen::from_value(raw.0.clone()).map_err(|e| e.to_string());
    #[cfg(not(target_arch = "wasm32"))]
    return serde_json::from_str(raw.get()).map_err(|e| e.to_string());
}

/// The mark of a big integer carried as a string (a control character, which JSON text
/// can hold in a string only escaped: no text the app writes has one).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const MARK: char = '\u{1}';
/// The mark as `JSON.stringify` writes it, after a string's opening quote.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const MARK_ESCAPED: &str = "\"\\u0001";
/// 2^53 − 1, the largest integer a JavaScript number holds exactly.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const MAX_SAFE: u64 = (1 << 53) - 1;

// The marking is plain text work, tested natively; only the browser's path uses it.
/// `text` with every integer literal above 2^53 − 1 (outside strings) as a marked string.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn mark_big(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let (mut i, mut in_string, mut start) = (0, false, 0);
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            match b {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
            i += 1;
        } else if b == b'"' {
            in_string = true;
            i += 1;
        } else if b.is_ascii_digit() {
            let from = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let digits = &text[from..i];
            let integer = !matches!(bytes.get(i), Some(b'.' | b'e' | b'E'));
            // Not inside a number: no sign, fraction or exponent before the digits.
            let inside = from > 0 && matches!(bytes[from - 1], b'-' | b'+' | b'.' | b'e' | b'E');
            let big = integer && !inside && digits.parse::<u64>().is_ok_and(|v| v > MAX_SAFE);
            if big {
                out.push_str(&text[start..from]);
                out.push('"');
                out.push(MARK);
                out.push_str(digits);
                out.push('"');
                start = i;
            }
        } else {
            i += 1;
        }
    }
    out.push_str(&text[start..]);
    // The mark as the escape JSON.parse reads back as the mark.
    out.replace(MARK, "\\u0001")
}

/// `text` (written by `JSON.stringify`) with every marked string `"\u0001123…"` back as the
/// integer literal `123…`.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn unmark_big(text: &str) -> String {
    if !text.contains(MARK_ESCAPED) {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(MARK_ESCAPED) {
        out.push_str(&rest[..at]);
        let digits = &rest[at + MARK_ESCAPED.len()..];
        let end = digits.find('"').unwrap_or(digits.len());
        out.push_str(&digits[..end]);
        rest = digits.get(end + 1..).unwrap_or("");
    }
    out.push_str(rest);
    out
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use serde::de::DeserializeOwned;
    use serde::Serialize;

    /// A JSON value kept unread inside a larger one.
    pub type Raw = Box<serde_json::value::RawValue>;

    pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    pub fn to_string<T: Serialize>(value: &T) -> Result<String, String> {
        serde_json::to_string(value).map_err(|e| e.to_string())
    }

    pub fn to_string_pretty<T: Serialize>(value: &T) -> Result<String, String> {
        serde_json::to_string_pretty(value).map_err(|e| e.to_string())
    }

    pub fn raw<T: Serialize>(value: &T) -> Result<Raw, String> {
        to_string(value)
            .and_then(|s| serde_json::value::RawValue::from_string(s).map_err(|e| e.to_string()))
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use js_sys::{BigInt, JsString, JSON};
    use serde::de::DeserializeOwned;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    use super::{mark_big, unmark_big, MARK, MAX_SAFE};

    #[wasm_bindgen]
    extern "C" {
        /// `JSON.parse` with a reviver (js-sys has it with the replacer's closure type only).
        #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
        fn parse_revived(text: &str, reviver: &JsValue) -> Result<JsValue, JsValue>;
    }

    /// A JSON value kept unread inside a larger one.
    pub struct Raw(pub JsValue);

    impl Serialize for Raw {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            serde_wasm_bindgen::preserve::serialize(&self.0, s)
        }
    }

    impl<'de> Deserialize<'de> for Raw {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Raw, D::Error> {
            serde_wasm_bindgen::preserve::deserialize(d).map(Raw)
        }
    }

    /// The message of a JavaScript exception (`SyntaxError: …`).
    fn message(e: JsValue) -> String {
        e.dyn_into::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .unwrap_or_else(|_| "not JSON".to_owned())
    }

    /// Reads JSON text into a `T`; a clear message (the browser's) for bad text.
    pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        let reviver = Closure::<dyn FnMut(JsValue, JsValue) -> JsValue>::new(
            |_key: JsValue, value: JsValue| -> JsValue {
                match value.as_string() {
                    Some(s) if s.starts_with(MARK) => s[MARK.len_utf8()..]
                        .parse::<u64>()
                        .map(|v| BigInt::from(v).into())
                        .unwrap_or(value),
                    _ => value,
                }
            },
        );
        let value = parse_revived(&mark_big(text), reviver.as_ref()).map_err(message)?;
        serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
    }

    /// `value` as a JavaScript value: plain objects for maps, `null` for none, a `BigInt`
    /// for every 64-bit integer (made a plain number or a marked string by [`write`]).
    fn to_value<T: Serialize>(value: &T) -> Result<JsValue, String> {
        let serializer = serde_wasm_bindgen::Serializer::json_compatible()
            .serialize_large_number_types_as_bigints(true);
        value.serialize(&serializer).map_err(|e| e.to_string())
    }

    /// The text of `value`, indented by `space` (none when undefined).
    fn write(value: &JsValue, space: &JsValue) -> Result<String, String> {
        let replacer = Closure::<dyn FnMut(JsValue, JsValue) -> JsValue>::new(
            |_key: JsValue, value: JsValue| -> JsValue {
                match value.dyn_ref::<BigInt>().map(|b| u64::try_from(b.clone())) {
                    Some(Ok(v)) if v <= MAX_SAFE => JsValue::from_f64(v as f64),
                    Some(Ok(v)) => JsValue::from_str(&format!("{MARK}{v}")),
                    Some(Err(_)) => JsValue::from_str("not an u64"),
                    None => value,
                }
            },
        );
        let text: JsString =
            JSON::stringify_with_replacer_and_space(value, replacer.as_ref(), space)
                .map_err(message)?;
        Ok(unmark_big(&String::from(text)))
    }

    pub fn to_string<T: Serialize>(value: &T) -> Result<String, String> {
        write(&to_value(value)?, &JsValue::UNDEFINED)
    }

    /// Indented by two spaces, as serde_json's pretty text.
    pub fn to_string_pretty<T: Serialize>(value: &T) -> Result<String, String> {
        write(&to_value(value)?, &JsValue::from_f64(2.0))
    }

    pub fn raw<T: Serialize>(value: &T) -> Result<Raw, String> {
        to_value(value).map(Raw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_integers_are_marked_outside_strings_and_back() {
        let text = r#"{"seed":18446744073709551615,"n":9007199254740991,"s":"12345678901234567890","f":1.5e300,"g":0.99999999999999999999,"h":-99999999999999999,"e":"a\"18446744073709551615"}"#;
        let marked = mark_big(text);
        assert_eq!(
            marked,
            r#"{"seed":"\u000118446744073709551615","n":9007199254740991,"s":"12345678901234567890","f":1.5e300,"g":0.99999999999999999999,"h":-99999999999999999,"e":"a\"18446744073709551615"}"#
        );
        // 2^53 is the first integer marked; JSON.stringify writes the mark as this escape.
        assert_eq!(
            mark_big("[9007199254740992]"),
            r#"["\u00019007199254740992"]"#
        );
        assert_eq!(unmark_big(&marked), text);
        assert_eq!(unmark_big(r#"{"a":"x"}"#), r#"{"a":"x"}"#);
    }

    #[test]
    fn old_text_reads_and_writes_back_the_same() {
        // A stored game as serde_json wrote it before (a seed above 2^53).
        let old = r#"{"version":1,"list":[{"seed":18446744073709551615,"name":"a"},null]}"#;
        #[derive(serde::Serialize, serde::Deserialize)]
        struct Entry {
            seed: u64,
            name: String,
        }
        #[derive(serde::Serialize, serde::Deserialize)]
        struct List {
            version: u32,
            list: Vec<Option<Entry>>,
        }
        let list: List = from_str(old).unwrap();
        assert_eq!(list.list[0].as_ref().map(|e| e.seed), Some(u64::MAX));
        assert_eq!(to_string(&list).unwrap(), old);
        assert!(from_str::<List>("{not json").is_err());
    }
}

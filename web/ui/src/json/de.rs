//! Reads a value of JSON's kinds (what `JSON.parse` gives, with `BigInt`s for big integers)
//! into a Rust type with serde, in the browser: as serde-wasm-bindgen's deserializer does
//! for these values, with an error type of its own.
//!
//! Why not serde-wasm-bindgen's: its error type formats serde's `Unexpected` with serde's
//! `Display`, whose `Unexpected::Float` arm prints an `f64` — and that alone links Rust's
//! float formatting (Grisu, Dragon and their tables, ~7 KB gzip) into the page, which
//! shows no float anywhere. This error type writes the same messages, the float through
//! the browser's `Number.prototype.toString` ([`super::float_text`]).

use js_sys::{Array, Number, Object, Reflect};
use serde::de::{self, IntoDeserializer, Unexpected};
use std::cell::RefCell;
use std::fmt;
use wasm_bindgen::{JsCast, JsValue};

/// A deserializing error, displayed as serde-wasm-bindgen's (`Error: invalid type: …`).
#[derive(Debug)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        // serde-wasm-bindgen's error is a JavaScript `Error`, shown as `String(error)`.
        f.write_str("Error: ")?;
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// `unexp` in serde's words ("integer `3`", "string \"a\""), its float without Rust's
/// float formatting.
fn unexpected(unexp: Unexpected) -> String {
    let quoted = |what: &str, value: &str| format!("{what} `{value}`");
    let plain = match unexp {
        Unexpected::Bool(b) => return quoted("boolean", if b { "true" } else { "false" }),
        Unexpected::Unsigned(i) => return quoted("integer", &i.to_string()),
        Unexpected::Signed(i) => return quoted("integer", &i.to_string()),
        Unexpected::Float(v) => {
            let js = Number::from(v)
                .to_string_with_radix(10)
                .map(String::from)
                .unwrap_or_default();
            return quoted(
                "floating point",
                &super::float_text(&js, v.is_sign_negative()),
            );
        }
        Unexpected::Char(c) => return quoted("character", c.encode_utf8(&mut [0; 4])),
        Unexpected::Str(s) => return format!("string {s:?}"),
        Unexpected::Bytes(_) => "byte array",
        Unexpected::Unit => "unit value",
        Unexpected::Option => "Option value",
        Unexpected::NewtypeStruct => "newtype struct",
        Unexpected::Seq => "sequence",
        Unexpected::Map => "map",
        Unexpected::Enum => "enum",
        Unexpected::UnitVariant => "unit variant",
        Unexpected::NewtypeVariant => "newtype variant",
        Unexpected::TupleVariant => "tuple variant",
        Unexpected::StructVariant => "struct variant",
        Unexpected::Other(other) => other,
    };
    plain.to_owned()
}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }

    // serde's own versions of these two format `unexp` with its `Display` (see above).
    fn invalid_type(unexp: Unexpected, exp: &dyn de::Expected) -> Self {
        Error(format!(
            "invalid type: {}, expected {exp}",
            unexpected(unexp)
        ))
    }

    fn invalid_value(unexp: Unexpected, exp: &dyn de::Expected) -> Self {
        Error(format!(
            "invalid value: {}, expected {exp}",
            unexpected(unexp)
        ))
    }
}

type Result<T> = std::result::Result<T, Error>;

/// The name under which [`super::browser::Raw`] asks for the value itself.
pub const RAW: &str = "\u{1}incerto-json-raw";

thread_local! {
    /// The value handed to a [`RAW`] request (taken at once by `Raw`'s visitor).
    static KEPT: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// The value a [`RAW`] request just handed over.
pub fn take_raw() -> JsValue {
    KEPT.with(|k| k.borrow_mut().take())
        .unwrap_or(JsValue::UNDEFINED)
}

/// One JSON value to read.
///
/// Every check and JavaScript call is in a non-generic method that takes the visitor as
/// `&dyn Expected` (for its error), so each type read adds only its visitor calls.
pub struct Deserializer(JsValue);

/// What a value is, for `deserialize_any`.
enum Kind {
    Unit,
    Bool(bool),
    Signed(i64),
    Unsigned(u64),
    Float(f64),
    Str(String),
    Seq(Array),
    Map,
}

impl Deserializer {
    pub fn new(value: JsValue) -> Self {
        Deserializer(value)
    }

    fn is_nullish(&self) -> bool {
        self.0.is_null() || self.0.is_undefined()
    }

    #[cold]
    #[inline(never)]
    fn invalid_type(&self, exp: &dyn de::Expected) -> Error {
        let string;
        let unexp = if self.is_nullish() {
            Unexpected::Unit
        } else if let Some(v) = self.0.as_bool() {
            Unexpected::Bool(v)
        } else if let Some(v) = self.0.as_f64() {
            Unexpected::Float(v)
        } else if let Some(v) = self.0.as_string() {
            string = v;
            Unexpected::Str(&string)
        } else {
            string = format!("{:?}", self.0);
            Unexpected::Other(&string)
        };
        de::Error::invalid_type(unexp, exp)
    }

    #[inline(never)]
    fn kind(&self) -> Result<Kind> {
        Ok(if self.is_nullish() {
            Kind::Unit
        } else if let Some(v) = self.0.as_bool() {
            Kind::Bool(v)
        } else if self.0.is_bigint() {
            match i64::try_from(self.0.clone()) {
                Ok(v) => Kind::Signed(v),
                Err(value) => match u64::try_from(value) {
                    Ok(v) => Kind::Unsigned(v),
                    Err(_) => return Err(de::Error::custom(
                        "Couldn't deserialize i64 or u64 from a BigInt outside i64::MIN..u64::MAX bounds",
                    )),
                },
            }
        } else if let Some(v) = self.0.as_f64() {
            match self.safe_integer() {
                Some(i) => Kind::Signed(i),
                None => Kind::Float(v),
            }
        } else if let Some(v) = self.0.as_string() {
            Kind::Str(v)
        } else if Array::is_array(&self.0) {
            Kind::Seq(self.0.clone().unchecked_into())
        } else {
            Kind::Map
        })
    }

    fn safe_integer(&self) -> Option<i64> {
        Number::is_safe_integer(&self.0).then(|| self.0.unchecked_into_f64() as i64)
    }

    /// A number for an i8 … i64 (`big`: a `BigInt` too).
    #[inline(never)]
    fn signed(&self, big: bool, exp: &dyn de::Expected) -> Result<i64> {
        if big && self.0.is_bigint() {
            return i64::try_from(self.0.clone()).map_err(|_| {
                de::Error::custom(
                    "Couldn't deserialize i64 from a BigInt outside i64::MIN..i64::MAX bounds",
                )
            });
        }
        self.safe_integer().ok_or_else(|| self.invalid_type(exp))
    }

    /// A number for a u8 … u64 (`big`: a `BigInt` too).
    #[inline(never)]
    fn unsigned(&self, big: bool, exp: &dyn de::Expected) -> Result<u64> {
        if big && self.0.is_bigint() {
            return u64::try_from(self.0.clone()).map_err(|_| {
                de::Error::custom(
                    "Couldn't deserialize u64 from a BigInt outside u64::MIN..u64::MAX bounds",
                )
            });
        }
        match self.safe_integer() {
            Some(v) if v >= 0 => Ok(v as u64),
            _ => Err(self.invalid_type(exp)),
        }
    }

    #[inline(never)]
    fn unit(&self, exp: &dyn de::Expected) -> Result<()> {
        if self.is_nullish() {
            Ok(())
        } else {
            Err(self.invalid_type(exp))
        }
    }

    #[inline(never)]
    fn bool(&self, exp: &dyn de::Expected) -> Result<bool> {
        self.0.as_bool().ok_or_else(|| self.invalid_type(exp))
    }

    #[inline(never)]
    fn f64(&self, exp: &dyn de::Expected) -> Result<f64> {
        self.0.as_f64().ok_or_else(|| self.invalid_type(exp))
    }

    #[inline(never)]
    fn string(&self, exp: &dyn de::Expected) -> Result<String> {
        self.0.as_string().ok_or_else(|| self.invalid_type(exp))
    }

    #[inline(never)]
    fn char(&self, exp: &dyn de::Expected) -> Result<char> {
        let text = self.0.as_string().unwrap_or_default();
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(self.invalid_type(exp)),
        }
    }

    #[inline(never)]
    fn items(&self, exp: &dyn de::Expected) -> Result<Items> {
        match self.0.dyn_ref::<Array>() {
            Some(array) => Ok(Items {
                array: array.clone(),
                at: 0,
            }),
            None => Err(self.invalid_type(exp)),
        }
    }

    /// `Object.entries` of an object, read as a map.
    #[inline(never)]
    fn entries(&self, exp: &dyn de::Expected) -> Result<Entries> {
        if !self.0.is_object() {
            return Err(self.invalid_type(exp));
        }
        Ok(Entries {
            entries: Object::entries(self.0.unchecked_ref()),
            at: 0,
            value: None,
        })
    }

    #[inline(never)]
    fn fields(self, fields: &'static [&'static str], exp: &dyn de::Expected) -> Result<Fields> {
        if !self.0.is_object() {
            return Err(self.invalid_type(exp));
        }
        Ok(Fields {
            object: self.0,
            fields: fields.iter(),
            value: None,
        })
    }

    /// As serde_json: `"Variant"` for a unit variant, `{"Variant": payload}` for the others.
    #[inline(never)]
    fn variant(self, exp: &dyn de::Expected) -> Result<Variant> {
        let (tag, payload) = if self.0.is_string() {
            (self.0, JsValue::UNDEFINED)
        } else if self.0.is_object() {
            let entries = Object::entries(self.0.unchecked_ref());
            if entries.length() != 1 {
                return Err(de::Error::invalid_length(entries.length() as usize, &"1"));
            }
            pair(entries.get(0))
        } else {
            return Err(self.invalid_type(exp));
        };
        Ok(Variant {
            tag: Deserializer(tag),
            payload: Deserializer(payload),
        })
    }
}

/// `Deserializer` methods that read their type as another method does:
/// `forward!(deserialize_i16 => deserialize_i8)`.
macro_rules! forward {
    ($($from:ident => $to:ident),* $(,)?) => {
        $(
            fn $from<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
                self.$to(visitor)
            }
        )*
    };
}

impl<'de> de::Deserializer<'de> for Deserializer {
    type Error = Error;

    // f32 reads as f64, strings and identifiers as owned strings, i16 and i32 as i8 and
    // u16 and u32 as u8 (each of those visits an i64 or u64), bytes as a sequence.
    forward! {
        deserialize_f32 => deserialize_f64,
        deserialize_identifier => deserialize_string,
        deserialize_str => deserialize_string,
        deserialize_i16 => deserialize_i8,
        deserialize_i32 => deserialize_i8,
        deserialize_u16 => deserialize_u8,
        deserialize_u32 => deserialize_u8,
        deserialize_bytes => deserialize_seq,
        deserialize_byte_buf => deserialize_seq,
    }

    fn deserialize_any<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.kind()? {
            Kind::Unit => visitor.visit_unit(),
            Kind::Bool(v) => visitor.visit_bool(v),
            Kind::Signed(v) => visitor.visit_i64(v),
            Kind::Unsigned(v) => visitor.visit_u64(v),
            Kind::Float(v) => visitor.visit_f64(v),
            Kind::Str(v) => visitor.visit_string(v),
            Kind::Seq(array) => visitor.visit_seq(Items { array, at: 0 }),
            Kind::Map => {
                let entries = self.entries(&visitor)?;
                visitor.visit_map(entries)
            }
        }
    }

    fn deserialize_unit<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.unit(&visitor)?;
        visitor.visit_unit()
    }

    fn deserialize_unit_struct<V: de::Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_bool<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let v = self.bool(&visitor)?;
        visitor.visit_bool(v)
    }

    fn deserialize_f64<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let v = self.f64(&visitor)?;
        visitor.visit_f64(v)
    }

    fn deserialize_string<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let v = self.string(&visitor)?;
        visitor.visit_string(v)
    }

    fn deserialize_char<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let c = self.char(&visitor)?;
        visitor.visit_char(c)
    }

    fn deserialize_i8<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let v = self.signed(false, &visitor)?;
        visitor.visit_i64(v)
    }

    fn deserialize_i64<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let v = self.signed(true, &visitor)?;
        visitor.visit_i64(v)
    }

    fn deserialize_u8<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let v = self.unsigned(false, &visitor)?;
        visitor.visit_u64(v)
    }

    fn deserialize_u64<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let v = self.unsigned(true, &visitor)?;
        visitor.visit_u64(v)
    }

    fn deserialize_option<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.is_nullish() {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: de::Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        if name == RAW {
            KEPT.with(|k| *k.borrow_mut() = Some(self.0));
            return visitor.visit_unit();
        }
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let items = self.items(&visitor)?;
        visitor.visit_seq(items)
    }

    fn deserialize_tuple<V: de::Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: de::Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let entries = self.entries(&visitor)?;
        visitor.visit_map(entries)
    }

    fn deserialize_struct<V: de::Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        let fields = self.fields(fields, &visitor)?;
        visitor.visit_map(fields)
    }

    fn deserialize_enum<V: de::Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        let variant = self.variant(&visitor)?;
        visitor.visit_enum(variant)
    }

    fn deserialize_ignored_any<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_unit()
    }
}

/// A `[key, value]` pair of `Object.entries`.
fn pair(entry: JsValue) -> (JsValue, JsValue) {
    let entry: Array = entry.unchecked_into();
    (entry.get(0), entry.get(1))
}

/// The elements of an array.
struct Items {
    array: Array,
    at: u32,
}

impl Items {
    #[inline(never)]
    fn next(&mut self) -> Option<Deserializer> {
        if self.at >= self.array.length() {
            return None;
        }
        self.at += 1;
        Some(Deserializer(self.array.get(self.at - 1)))
    }
}

impl<'de> de::SeqAccess<'de> for Items {
    type Error = Error;

    fn next_element_seed<T: de::DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>> {
        match self.next() {
            Some(item) => seed.deserialize(item).map(Some),
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some((self.array.length() - self.at) as usize)
    }
}

/// An object's entries, read as a map.
struct Entries {
    entries: Array,
    at: u32,
    value: Option<JsValue>,
}

impl Entries {
    /// The next key, keeping its value for `next_value_seed`.
    #[inline(never)]
    fn next(&mut self) -> Option<Deserializer> {
        if self.at >= self.entries.length() {
            return None;
        }
        let (key, value) = pair(self.entries.get(self.at));
        self.at += 1;
        self.value = Some(value);
        Some(Deserializer(key))
    }
}

/// The value kept for a map's key (`undefined` if none).
#[inline(never)]
fn value_of(kept: &mut Option<JsValue>) -> Deserializer {
    Deserializer(kept.take().unwrap_or(JsValue::UNDEFINED))
}

impl<'de> de::MapAccess<'de> for Entries {
    type Error = Error;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        match self.next() {
            Some(key) => seed.deserialize(key).map(Some),
            None => Ok(None),
        }
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        seed.deserialize(value_of(&mut self.value))
    }
}

/// A struct's fields, looked up by name: a field the object does not have is missing (an
/// `undefined` it has is a value), and fields the struct does not know are not read.
struct Fields {
    object: JsValue,
    fields: std::slice::Iter<'static, &'static str>,
    value: Option<JsValue>,
}

impl Fields {
    /// The next field the object has, keeping its value for `next_value_seed`.
    #[inline(never)]
    fn next(&mut self) -> Option<&'static str> {
        for &field in &mut self.fields {
            let key = JsValue::from_str(field);
            let value = Reflect::get(&self.object, &key).unwrap_or(JsValue::UNDEFINED);
            if value.is_undefined() && !Reflect::has(&self.object, &key).unwrap_or(false) {
                continue;
            }
            self.value = Some(value);
            return Some(field);
        }
        None
    }
}

impl<'de> de::MapAccess<'de> for Fields {
    type Error = Error;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        match self.next() {
            Some(field) => {
                let key: de::value::StrDeserializer<Error> = field.into_deserializer();
                seed.deserialize(key).map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        seed.deserialize(value_of(&mut self.value))
    }
}

/// An enum's variant name and its payload (`undefined` for a unit variant).
struct Variant {
    tag: Deserializer,
    payload: Deserializer,
}

impl<'de> de::EnumAccess<'de> for Variant {
    type Error = Error;
    type Variant = Deserializer;

    fn variant_seed<V: de::DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Deserializer)> {
        Ok((seed.deserialize(self.tag)?, self.payload))
    }
}

impl<'de> de::VariantAccess<'de> for Deserializer {
    type Error = Error;

    fn unit_variant(self) -> Result<()> {
        de::Deserialize::deserialize(self)
    }

    fn newtype_variant_seed<T: de::DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: de::Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value> {
        de::Deserializer::deserialize_tuple(self, len, visitor)
    }

    fn struct_variant<V: de::Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        de::Deserializer::deserialize_struct(self, "", fields, visitor)
    }
}

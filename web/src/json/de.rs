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
    match unexp {
        Unexpected::Bool(b) => format!("boolean `{b}`"),
        Unexpected::Unsigned(i) => format!("integer `{i}`"),
        Unexpected::Signed(i) => format!("integer `{i}`"),
        Unexpected::Float(v) => {
            let js = Number::from(v)
                .to_string_with_radix(10)
                .map(String::from)
                .unwrap_or_default();
            format!(
                "floating point `{}`",
                super::float_text(&js, v.is_sign_negative())
            )
        }
        Unexpected::Char(c) => format!("character `{c}`"),
        Unexpected::Str(s) => format!("string {s:?}"),
        Unexpected::Bytes(_) => "byte array".to_owned(),
        Unexpected::Unit => "unit value".to_owned(),
        Unexpected::Option => "Option value".to_owned(),
        Unexpected::NewtypeStruct => "newtype struct".to_owned(),
        Unexpected::Seq => "sequence".to_owned(),
        Unexpected::Map => "map".to_owned(),
        Unexpected::Enum => "enum".to_owned(),
        Unexpected::UnitVariant => "unit variant".to_owned(),
        Unexpected::NewtypeVariant => "newtype variant".to_owned(),
        Unexpected::TupleVariant => "tuple variant".to_owned(),
        Unexpected::StructVariant => "struct variant".to_owned(),
        Unexpected::Other(other) => other.to_owned(),
    }
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
pub struct Deserializer(JsValue);

impl Deserializer {
    pub fn new(value: JsValue) -> Self {
        Deserializer(value)
    }

    fn is_nullish(&self) -> bool {
        self.0.is_null() || self.0.is_undefined()
    }

    #[cold]
    fn invalid_type_(&self, exp: &dyn de::Expected) -> Error {
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

    fn invalid_type<'de, V: de::Visitor<'de>>(&self, visitor: V) -> Result<V::Value> {
        Err(self.invalid_type_(&visitor))
    }

    fn safe_integer(&self) -> Option<i64> {
        Number::is_safe_integer(&self.0).then(|| self.0.unchecked_into_f64() as i64)
    }

    fn signed<'de, V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.safe_integer() {
            Some(v) => visitor.visit_i64(v),
            None => self.invalid_type(visitor),
        }
    }

    fn unsigned<'de, V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.safe_integer() {
            Some(v) if v >= 0 => visitor.visit_u64(v as u64),
            _ => self.invalid_type(visitor),
        }
    }

    /// `Object.entries` of an object as a map.
    fn entries<'de, V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if !self.0.is_object() {
            return self.invalid_type(visitor);
        }
        let entries = Object::entries(self.0.unchecked_ref());
        visitor.visit_map(Entries {
            entries,
            at: 0,
            value: None,
        })
    }
}

impl<'de> de::Deserializer<'de> for Deserializer {
    type Error = Error;

    fn deserialize_any<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.is_nullish() {
            visitor.visit_unit()
        } else if let Some(v) = self.0.as_bool() {
            visitor.visit_bool(v)
        } else if self.0.is_bigint() {
            match i64::try_from(self.0) {
                Ok(v) => visitor.visit_i64(v),
                Err(value) => match u64::try_from(value) {
                    Ok(v) => visitor.visit_u64(v),
                    Err(_) => Err(de::Error::custom(
                        "Couldn't deserialize i64 or u64 from a BigInt outside i64::MIN..u64::MAX bounds",
                    )),
                },
            }
        } else if let Some(v) = self.0.as_f64() {
            match self.safe_integer() {
                Some(i) => visitor.visit_i64(i),
                None => visitor.visit_f64(v),
            }
        } else if let Some(v) = self.0.as_string() {
            visitor.visit_string(v)
        } else if Array::is_array(&self.0) {
            self.deserialize_seq(visitor)
        } else {
            self.entries(visitor)
        }
    }

    fn deserialize_unit<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.is_nullish() {
            visitor.visit_unit()
        } else {
            self.invalid_type(visitor)
        }
    }

    fn deserialize_unit_struct<V: de::Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_bool<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.0.as_bool() {
            Some(v) => visitor.visit_bool(v),
            None => self.invalid_type(visitor),
        }
    }

    fn deserialize_f32<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_f64<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.0.as_f64() {
            Some(v) => visitor.visit_f64(v),
            None => self.invalid_type(visitor),
        }
    }

    fn deserialize_identifier<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_string(visitor)
    }

    fn deserialize_str<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_string(visitor)
    }

    fn deserialize_string<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.0.as_string() {
            Some(v) => visitor.visit_string(v),
            None => self.invalid_type(visitor),
        }
    }

    fn deserialize_char<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let text = self.0.as_string().unwrap_or_default();
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => visitor.visit_char(c),
            _ => self.invalid_type(visitor),
        }
    }

    fn deserialize_i8<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.signed(visitor)
    }

    fn deserialize_i16<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.signed(visitor)
    }

    fn deserialize_i32<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.signed(visitor)
    }

    fn deserialize_i64<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if !self.0.is_bigint() {
            return self.signed(visitor);
        }
        match i64::try_from(self.0) {
            Ok(v) => visitor.visit_i64(v),
            Err(_) => Err(de::Error::custom(
                "Couldn't deserialize i64 from a BigInt outside i64::MIN..i64::MAX bounds",
            )),
        }
    }

    fn deserialize_u8<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.unsigned(visitor)
    }

    fn deserialize_u16<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.unsigned(visitor)
    }

    fn deserialize_u32<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.unsigned(visitor)
    }

    fn deserialize_u64<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if !self.0.is_bigint() {
            return self.unsigned(visitor);
        }
        match u64::try_from(self.0) {
            Ok(v) => visitor.visit_u64(v),
            Err(_) => Err(de::Error::custom(
                "Couldn't deserialize u64 from a BigInt outside u64::MIN..u64::MAX bounds",
            )),
        }
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
        match self.0.dyn_ref::<Array>() {
            Some(array) => visitor.visit_seq(Items {
                array: array.clone(),
                at: 0,
            }),
            None => self.invalid_type(visitor),
        }
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
        self.entries(visitor)
    }

    fn deserialize_struct<V: de::Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        if !self.0.is_object() {
            return self.invalid_type(visitor);
        }
        visitor.visit_map(Fields {
            object: self.0,
            fields: fields.iter(),
            value: None,
        })
    }

    /// As serde_json: `"Variant"` for a unit variant, `{"Variant": payload}` for the others.
    fn deserialize_enum<V: de::Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        let (tag, payload) = if self.0.is_string() {
            (self.0, JsValue::UNDEFINED)
        } else if self.0.is_object() {
            let entries = Object::entries(self.0.unchecked_ref());
            if entries.length() != 1 {
                return Err(de::Error::invalid_length(entries.length() as usize, &"1"));
            }
            pair(entries.get(0))
        } else {
            return self.invalid_type(visitor);
        };
        visitor.visit_enum(Variant {
            tag: Deserializer(tag),
            payload: Deserializer(payload),
        })
    }

    fn deserialize_ignored_any<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_unit()
    }

    fn deserialize_bytes<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_byte_buf<V: de::Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_seq(visitor)
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

impl<'de> de::SeqAccess<'de> for Items {
    type Error = Error;

    fn next_element_seed<T: de::DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>> {
        if self.at >= self.array.length() {
            return Ok(None);
        }
        self.at += 1;
        seed.deserialize(Deserializer(self.array.get(self.at - 1)))
            .map(Some)
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

impl<'de> de::MapAccess<'de> for Entries {
    type Error = Error;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        if self.at >= self.entries.length() {
            return Ok(None);
        }
        let (key, value) = pair(self.entries.get(self.at));
        self.at += 1;
        self.value = Some(value);
        seed.deserialize(Deserializer(key)).map(Some)
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        let value = self.value.take().unwrap_or(JsValue::UNDEFINED);
        seed.deserialize(Deserializer(value))
    }
}

/// A struct's fields, looked up by name: a field the object does not have is missing (an
/// `undefined` it has is a value), and fields the struct does not know are not read.
struct Fields {
    object: JsValue,
    fields: std::slice::Iter<'static, &'static str>,
    value: Option<JsValue>,
}

impl<'de> de::MapAccess<'de> for Fields {
    type Error = Error;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        for &field in &mut self.fields {
            let key = JsValue::from_str(field);
            let value = Reflect::get(&self.object, &key).unwrap_or(JsValue::UNDEFINED);
            if value.is_undefined() && !Reflect::has(&self.object, &key).unwrap_or(false) {
                continue;
            }
            self.value = Some(value);
            let key: de::value::StrDeserializer<Error> = field.into_deserializer();
            return seed.deserialize(key).map(Some);
        }
        Ok(None)
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        let value = self.value.take().unwrap_or(JsValue::UNDEFINED);
        seed.deserialize(Deserializer(value))
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

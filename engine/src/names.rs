//! Text at the edges: each named enum keeps one table (its `name()`), and `Display`,
//! `FromStr` and serde all read that table, so the JSON of a view, a record and an error
//! message can never spell a colour, a role or a reason two ways.

use serde::de::{self, Deserializer, Visitor};
use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

/// A name that is not one of a type's names, e.g. `unknown colour 'red' (expected white or
/// black)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownName {
    /// What was being named: `colour`, `piece`, …
    pub what: &'static str,
    /// The text that was given.
    pub input: String,
    /// The names that would have been accepted, for the message.
    pub expected: &'static str,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} '{}' (expected {})",
            self.what, self.input, self.expected
        )
    }
}

impl std::error::Error for UnknownName {}

/// Reads any `FromStr` type from a string, with the parser's own message as the error.
pub(crate) struct TextVisitor<T>(PhantomData<T>);

impl<T> TextVisitor<T> {
    pub(crate) fn new() -> TextVisitor<T> {
        TextVisitor(PhantomData)
    }
}

impl<T> Visitor<'_> for TextVisitor<T>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<T, E> {
        s.parse().map_err(E::custom)
    }
}

/// Deserialises a `FromStr` type from a string.
pub(crate) fn from_text<'de, D, T>(d: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: FromStr,
    T::Err: fmt::Display,
{
    d.deserialize_str(TextVisitor::new())
}

/// `Display`, `FromStr` (error [`UnknownName`]) and serde for an enum with `ALL` and
/// `name()`: `named!(Color, "colour", "white or black")`.
macro_rules! named {
    ($ty:ty, $what:expr, $expected:expr) => {
        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::std::str::FromStr for $ty {
            type Err = $crate::names::UnknownName;

            fn from_str(s: &str) -> Result<$ty, $crate::names::UnknownName> {
                <$ty>::ALL
                    .into_iter()
                    .find(|x| x.name() == s)
                    .ok_or_else(|| $crate::names::UnknownName {
                        what: $what,
                        input: s.to_owned(),
                        expected: $expected,
                    })
            }
        }

        $crate::names::serde_as_name!($ty);
    };
}

/// serde for a type with `name()` and `FromStr`: its name, as a JSON/JS string.
macro_rules! serde_as_name {
    ($ty:ty) => {
        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                $crate::names::from_text(d)
            }
        }
    };
}

pub(crate) use {named, serde_as_name};

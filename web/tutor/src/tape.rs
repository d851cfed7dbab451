//! A small text format for the messages between the app and the lessons' worker: fields in
//! a fixed order, separated by U+001F (the unit separator), each a string, a number, a flag
//! or an engine name. A [`Tape`] writes it, a [`Reel`] reads it back field by field, and a
//! reader that meets anything unexpected returns an error, never panics. Lists carry their
//! length first, optional values a presence flag.

use super::Text;
use std::str::FromStr;

/// The separator: no lesson text holds it (a written string is stripped of it, so a text
/// can never shift the fields after it).
const SEP: char = '\u{1f}';

/// Writes fields.
#[derive(Default)]
pub struct Tape(String);

impl Tape {
    pub fn new() -> Tape {
        Tape::default()
    }

    pub fn str(&mut self, s: &str) -> &mut Tape {
        if !self.0.is_empty() {
            self.0.push(SEP);
        }
        self.0.extend(s.chars().filter(|&c| c != SEP));
        self
    }

    /// Anything written as its `Display` (numbers, squares, names of colours and roles).
    pub fn put(&mut self, v: impl std::fmt::Display) -> &mut Tape {
        self.str(&v.to_string())
    }

    pub fn flag(&mut self, b: bool) -> &mut Tape {
        self.str(if b { "1" } else { "0" })
    }

    pub fn opt<T>(&mut self, v: Option<T>, write: impl FnOnce(&mut Tape, T)) -> &mut Tape {
        self.flag(v.is_some());
        if let Some(v) = v {
            write(self, v);
        }
        self
    }

    pub fn list<T>(&mut self, items: &[T], write: impl Fn(&mut Tape, &T)) -> &mut Tape {
        self.put(items.len());
        for i in items {
            write(self, i);
        }
        self
    }

    pub fn text(&mut self, t: &Text) -> &mut Tape {
        self.str(&t.en).str(&t.ru).str(&t.it)
    }

    pub fn done(self) -> String {
        self.0
    }
}

/// Reads fields back, in the order they were written.
pub struct Reel<'a> {
    parts: std::str::Split<'a, char>,
}

impl<'a> Reel<'a> {
    pub fn new(text: &'a str) -> Reel<'a> {
        Reel {
            parts: text.split(SEP),
        }
    }

    pub fn str(&mut self) -> Result<&'a str, String> {
        self.parts
            .next()
            .ok_or_else(|| "the message ends too soon".to_owned())
    }

    /// A field written with [`Tape::put`].
    pub fn get<T: FromStr>(&mut self) -> Result<T, String> {
        let s = self.str()?;
        s.parse().map_err(|_| format!("unexpected field '{s}'"))
    }

    pub fn flag(&mut self) -> Result<bool, String> {
        match self.str()? {
            "1" => Ok(true),
            "0" => Ok(false),
            s => Err(format!("'{s}' is not a flag")),
        }
    }

    pub fn opt<T>(
        &mut self,
        read: impl FnOnce(&mut Reel<'a>) -> Result<T, String>,
    ) -> Result<Option<T>, String> {
        if self.flag()? {
            read(self).map(Some)
        } else {
            Ok(None)
        }
    }

    pub fn list<T>(
        &mut self,
        read: impl Fn(&mut Reel<'a>) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        let n: usize = self.get()?;
        // No message holds more than a board's worth of anything: a wrong count is not
        // allowed to reserve memory.
        let mut out = Vec::with_capacity(n.min(64));
        for _ in 0..n {
            out.push(read(self)?);
        }
        Ok(out)
    }

    pub fn text(&mut self) -> Result<Text, String> {
        Ok(Text {
            en: self.str()?.to_owned(),
            ru: self.str()?.to_owned(),
            it: self.str()?.to_owned(),
        })
    }

    /// The message is read to its end.
    pub fn end(mut self) -> Result<(), String> {
        match self.parts.next() {
            None => Ok(()),
            Some(_) => Err("the message goes on after its end".to_owned()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_read_back_and_junk_is_refused() {
        let mut t = Tape::new();
        t.str("a\u{1f}b")
            .put(42u32)
            .flag(true)
            .opt(Some(7u8), |t, v| {
                t.put(v);
            });
        t.opt(None::<u8>, |t, v| {
            t.put(v);
        })
        .list(&["x", ""], |t, s| {
            t.str(s);
        });
        let text = t.done();
        let mut r = Reel::new(&text);
        assert_eq!(
            r.str().unwrap(),
            "ab",
            "a separator inside a string is dropped"
        );
        assert_eq!(r.get::<u32>().unwrap(), 42);
        assert!(r.flag().unwrap());
        assert_eq!(r.opt(|r| r.get::<u8>()).unwrap(), Some(7));
        assert_eq!(r.opt(|r| r.get::<u8>()).unwrap(), None);
        assert_eq!(r.list(|r| r.str().map(str::to_owned)).unwrap(), ["x", ""]);
        r.end().unwrap();

        let mut r = Reel::new("2\u{1f}x");
        assert!(r.flag().is_err());
        let mut r = Reel::new("99999999999\u{1f}x");
        assert!(
            r.list(|r| r.str()).is_err(),
            "a wrong count ends in an error"
        );
        assert!(Reel::new("a\u{1f}b").end().is_err());
    }
}

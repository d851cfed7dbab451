//! localStorage, by key: read, write and remove a text value. What the pages store and in
//! which format is theirs (`incerto_app::storage`, the lessons' progress in web/learn).
//! Without storage (switched off, a private mode, `file://`) nothing is kept and the pages
//! run without it.
//!
//! Nothing stored is deleted unread: a value a page cannot read is kept by
//! [`keep_unread`], moved to a key of its own, or, written by a newer release, left where
//! it is and never written over by this page ([`write()`] and [`remove()`] skip a held key).

use std::cell::RefCell;

/// The start of the keys that unreadable values are moved to.
pub const UNREAD_PREFIX: &str = "incerto.unread.";

thread_local! {
    /// Keys this page must not touch: they hold a newer release's value.
    static HELD: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn held(key: &str) -> bool {
    HELD.with(|h| h.borrow().iter().any(|k| k == key))
}

/// The text stored under `key`, if any.
pub fn read(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`. A full or refused storage only costs the saved copy.
pub fn write(key: &str, value: &str) {
    if let (Some(s), false) = (storage(), held(key)) {
        let _ = s.set_item(key, value);
    }
}

/// Removes what is stored under `key`.
pub fn remove(key: &str) {
    if let (Some(s), false) = (storage(), held(key)) {
        let _ = s.remove_item(key);
    }
}

/// A stored value a page could not read, and where it is kept.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unread {
    /// Why it could not be read (English, technical).
    pub why: String,
    /// The key that holds it now.
    pub key: String,
    /// Written by a newer release: kept under its own key for that release, untouched.
    pub newer: bool,
}

/// The `version` a stored value says it has: the number after its first `"version":`
/// (every format the pages write starts with it). Read by hand, byte by byte: a JSON
/// reader for one field, or even a string searcher, would cost the page's download more.
pub fn version_of(raw: &str) -> Option<u64> {
    const NAME: &[u8] = b"\"version\"";
    let at = raw.as_bytes().windows(NAME.len()).position(|w| w == NAME)?;
    let mut rest = raw.as_bytes()[at + NAME.len()..].iter().copied();
    // JSON's own white space only, around the colon.
    let mut next = || rest.find(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'));
    if next()? != b':' {
        return None;
    }
    let mut digit = next().filter(u8::is_ascii_digit)?;
    let mut n: u64 = 0;
    loop {
        n = n.checked_mul(10)?.checked_add(u64::from(digit - b'0'))?;
        match rest.next() {
            Some(b) if b.is_ascii_digit() => digit = b,
            _ => return Some(n),
        }
    }
}

/// The key an unreadable value under `key` moves to, at `time` (ms since 1970).
pub fn unread_key(key: &str, time: u64) -> String {
    format!(
        "{UNREAD_PREFIX}{}.{time}",
        key.strip_prefix("incerto.").unwrap_or(key)
    )
}

/// Keeps the value `raw` stored under `key` that could not be read (`why`). A newer
/// release's value (its version above `current`) stays where it is, and this page never
/// writes over it. Anything else moves to a key of its own ([`unread_key`]); if storage
/// will not take the copy, the value stays where it is, held too.
pub fn keep_unread(key: &str, raw: &str, current: u32, why: String) -> Unread {
    let newer = version_of(raw).is_some_and(|v| v > u64::from(current));
    let mut kept = key.to_owned();
    if !newer {
        let aside = unread_key(key, js_sys::Date::now() as u64);
        write(&aside, raw);
        if read(&aside).as_deref() == Some(raw) {
            remove(key);
            kept = aside;
        }
    }
    if kept == key {
        HELD.with(|h| h.borrow_mut().push(key.to_owned()));
    }
    Unread {
        why,
        key: kept,
        newer,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_version_a_value_says() {
        assert_eq!(version_of(r#"{"version":99,"mode":"x"}"#), Some(99));
        assert_eq!(version_of(r#"{ "version" : 2 }"#), Some(2));
        assert_eq!(version_of(r#"{"version":"2"}"#), None);
        assert_eq!(version_of("{not json"), None);
        assert_eq!(version_of(""), None);
        assert_eq!(version_of(r#"{"version":"#), None);
        assert_eq!(version_of(r#"{"version":18446744073709551616}"#), None);
        assert_eq!(version_of(r#"{"version":7"#), Some(7));
        assert_eq!(
            unread_key("incerto.game.v1", 1_733_100_000_000),
            "incerto.unread.game.v1.1733100000000"
        );
    }
}

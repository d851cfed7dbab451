//! The Russian and Italian strings of the app as files (`web/i18n/ru.txt`, `it.txt`,
//! copied into dist/i18n/ by Trunk): the app's wasm carries English only, and fetches a
//! language's file before it first shows that language (at the start, or when the person
//! picks it), so nobody downloads the languages they do not read and nothing flashes in
//! English. The service worker caches the files with the rest of the build.
//!
//! A file is a header line — `incerto-strings <lang> <count> <fingerprint>`, the
//! fingerprint taken over the English table, so a file of another build is refused
//! instead of showing wrong strings — then one string per key in the table's order,
//! with `\` and line breaks escaped. The unit test below writes them from `strings.rs`.

use super::strings::{FINGERPRINT, LINES};
#[cfg(test)]
use super::{FriendKey, LessonKey};
use super::{Key, Lang, TableKey};
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;

thread_local! {
    /// The loaded tables, Russian and Italian (leaked once: they live as long as the page).
    static LOADED: RefCell<[Option<&'static [&'static str]>; 2]> = const { RefCell::new([None, None]) };
}

fn slot(lang: Lang) -> Option<usize> {
    match lang {
        Lang::En => None,
        Lang::Ru => Some(0),
        Lang::It => Some(1),
    }
}

/// The loaded string of `key` in `lang` (`None`: English, or not loaded). Native builds
/// (the unit tests) and the lessons' worker (cargo feature `all-langs`, index.html) read
/// the built-in table: the worker uses few strings, and only those are linked into it.
pub fn get(lang: Lang, key: impl TableKey) -> Option<&'static str> {
    let i = slot(lang)?;
    if cfg!(any(not(target_arch = "wasm32"), feature = "all-langs")) {
        return Some(key.built_in()[i]);
    }
    let table = LOADED.with(|l| l.borrow()[i])?;
    table.get(key.line()).copied()
}

/// Whether `lang` can be shown now.
pub fn ready(lang: Lang) -> bool {
    lang == Lang::En || get(lang, Key::AppTitle).is_some()
}

fn keep(i: usize, table: Vec<&'static str>) {
    let table: &'static [&'static str] = Box::leak(table.into_boxed_slice());
    LOADED.with(|l| l.borrow_mut()[i] = Some(table));
}

fn header(lang: Lang) -> String {
    format!(
        "incerto-strings {} {} {:08x}",
        lang.code(),
        LINES,
        FINGERPRINT
    )
}

/// Reads a language file and keeps its table (an error says why it was refused).
pub fn install(lang: Lang, text: &str) -> Result<(), String> {
    let i = slot(lang).ok_or("English is built in")?;
    let mut lines = text.lines();
    let head = lines.next().unwrap_or("");
    if head != header(lang) {
        return Err(format!(
            "i18n/{}.txt: not this build's file ({head})",
            lang.code()
        ));
    }
    let table: Vec<String> = lines.map(unescape).collect();
    if table.len() != LINES {
        return Err(format!("i18n/{}.txt: {} strings", lang.code(), table.len()));
    }
    let table = table.into_iter().map(|s| &*Box::leak(s.into_boxed_str()));
    keep(i, table.collect());
    Ok(())
}

fn unescape(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match (c, c == '\\') {
            (_, true) => match chars.next() {
                Some('n') => out.push('\n'),
                Some(other) => out.push(other),
                None => {}
            },
            (c, false) => out.push(c),
        }
    }
    out
}

/// Fetches `lang`'s file (relative to the page) and keeps it; at once when it is ready.
/// A boxed future: its body is compiled once, not into each of the page's callers (the
/// start, the language picker, the embed's `lang` command: -2 KB of each page's wasm).
pub fn load(lang: Lang) -> Pin<Box<dyn Future<Output = Result<(), String>>>> {
    Box::pin(async move {
        if ready(lang) {
            return Ok(());
        }
        // The page's loader may have fetched it already, beside the wasm (index.html).
        if let Some(text) = prefetched(lang).await {
            if install(lang, &text).is_ok() {
                return Ok(());
            }
        }
        let text = crate::browser::fetch_text(&format!("i18n/{}.txt", lang.code())).await?;
        install(lang, &text)
    })
}

/// The file index.html's loader fetched for `lang` (`window.incertoStrings`), taken once.
#[cfg(target_arch = "wasm32")]
async fn prefetched(lang: Lang) -> Option<String> {
    use js_sys::Reflect;
    let window: wasm_bindgen::JsValue = web_sys::window()?.into();
    let key = wasm_bindgen::JsValue::from_str("incertoStrings");
    let early = Reflect::get(&window, &key).ok()?;
    let _ = Reflect::delete_property(&window.into(), &key);
    let field = |name: &str| Reflect::get(&early, &wasm_bindgen::JsValue::from_str(name)).ok();
    if field("lang")?.as_string()? != lang.code() {
        return None;
    }
    let words = js_sys::Promise::from(field("words")?);
    wasm_bindgen_futures::JsFuture::from(words)
        .await
        .ok()?
        .as_string()
}

#[cfg(not(target_arch = "wasm32"))]
async fn prefetched(_: Lang) -> Option<String> {
    None
}

/// The file of `lang` (Russian or Italian), written from the built-in table.
#[cfg(test)]
pub fn file(lang: Lang) -> String {
    let i = slot(lang).expect("English is built in");
    let mut out = header(lang);
    let pages = Key::ALL.iter().map(|k| k.built_in()[i]);
    let lessons = LessonKey::ALL.iter().map(|k| k.built_in()[i]);
    let friend = FriendKey::ALL.iter().map(|k| k.built_in()[i]);
    for s in pages.chain(lessons).chain(friend) {
        out.push('\n');
        out.push_str(&s.replace('\\', "\\\\").replace('\n', "\\n"));
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `web/i18n/<lang>.txt` must be what the table says: run the unit tests with
    /// `INCERTO_WRITE_STRINGS=1` after changing a string to write them again.
    #[test]
    fn the_language_files_are_written_from_the_table() {
        for lang in [Lang::Ru, Lang::It] {
            let path = format!("{}/../i18n/{}.txt", env!("CARGO_MANIFEST_DIR"), lang.code());
            let want = file(lang);
            if std::env::var_os("INCERTO_WRITE_STRINGS").is_some() {
                std::fs::write(&path, &want).unwrap();
            }
            let have = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                have == want,
                "{path} is not the table's: run `INCERTO_WRITE_STRINGS=1 cargo test -p incerto-ui`"
            );
        }
    }

    /// What `install` kept for `lang` (natively `get` reads the built-in table instead).
    fn kept(lang: Lang) -> Option<Vec<&'static str>> {
        LOADED.with(|l| l.borrow()[slot(lang).unwrap()].map(<[_]>::to_vec))
    }

    #[test]
    fn a_file_reads_back_into_the_same_strings() {
        for (i, lang) in [Lang::Ru, Lang::It].into_iter().enumerate() {
            install(lang, &file(lang)).unwrap();
            let pages = Key::ALL.iter().map(|k| k.built_in()[i]);
            let lessons = LessonKey::ALL.iter().map(|k| k.built_in()[i]);
            let friend = FriendKey::ALL.iter().map(|k| k.built_in()[i]);
            let want: Vec<&str> = pages.chain(lessons).chain(friend).collect();
            assert_eq!(kept(lang), Some(want));
        }
        assert_eq!(unescape(r"a\\b\nc"), "a\\b\nc");
    }

    #[test]
    fn a_file_of_another_build_is_refused() {
        let file_ru = file(Lang::Ru);
        let (head, rest) = file_ru.split_once('\n').unwrap();
        let other = format!("{} 00000000\n{rest}", head.rsplit_once(' ').unwrap().0);
        assert!(
            install(Lang::Ru, &other).is_err(),
            "another table's fingerprint"
        );
        assert!(install(Lang::It, &file_ru).is_err(), "another language");
        let short: String = file(Lang::Ru)
            .lines()
            .take(10)
            .collect::<Vec<_>>()
            .join("\n");
        assert!(install(Lang::Ru, &short).is_err(), "too few strings");
        assert_eq!(kept(Lang::Ru), None, "nothing kept");
    }
}

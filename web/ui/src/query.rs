//! The pages' one reader of a query string — a route's (`#/play?…`), a share link's
//! (`#/replay?…`) and the embed's parameters (`#/embed?…`) — with one decoding rule, the
//! form rule that `URLSearchParams` writes: pairs part at `&`, a key from its value at the
//! first `=`, `+` is a space and `%XX` an escaped byte of UTF-8. Unlike the browser's
//! reader it is strict: a broken escape is refused (`None`), never guessed at, so a link
//! that cannot be read says so. Pure Rust, the same in the pages and in the unit tests.

/// The pairs of a query (the part after `?`), in order: each key decoded (a key that
/// cannot be is left out: no page reads it) with its value as written, for [`decode`].
pub fn pairs(query: &str) -> impl Iterator<Item = (String, &str)> {
    query
        .split('&')
        .filter(|s| !s.is_empty())
        .filter_map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            Some((decode(key)?, value))
        })
}

/// A key or value as written in a query, decoded: `+` a space, `%XX` escapes as UTF-8
/// (`None`: a broken escape, or bytes that are not UTF-8).
pub fn decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = s.get(i + 1..i + 3)?;
                if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return None;
                }
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_decode_by_the_form_rule() {
        assert_eq!(decode("a+b%20c%2B").as_deref(), Some("a b c+"));
        assert_eq!(decode("%D0%BF").as_deref(), Some("п"));
        assert_eq!(decode("e2e4.@b2").as_deref(), Some("e2e4.@b2"));
        assert_eq!(decode(""), Some(String::new()));
    }

    #[test]
    fn broken_escapes_are_refused() {
        for s in ["%", "%2", "%zz", "%+1", "%F0%28", "a%-1"] {
            assert_eq!(decode(s), None, "{s}");
        }
    }

    #[test]
    fn pairs_come_in_order_with_their_values_as_written() {
        let got: Vec<(String, &str)> = pairs("a=1&&b&c=x=y&%64=5+3&%zz=1").collect();
        let want = [("a", "1"), ("b", ""), ("c", "x=y"), ("d", "5+3")];
        assert_eq!(got.len(), want.len());
        for ((k, v), (wk, wv)) in got.iter().zip(want) {
            assert_eq!((k.as_str(), *v), (wk, wv));
        }
    }
}

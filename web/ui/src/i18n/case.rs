//! Upper and lower case for the letters of the app's languages (ASCII, Latin-1 — Italian's
//! accented letters — and Cyrillic). `char::to_uppercase`/`to_lowercase` cover all of
//! Unicode through two tables of about 25 KB in the download (10 KB gzip); these few
//! ranges are all the app's text and the typed-move box need.

/// `c` in upper case, if it is a lower-case letter of the ranges above; otherwise `c`.
pub fn upper(c: char) -> char {
    let shift = match c {
        'a'..='z' | 'à'..='þ' | 'а'..='я' if c != '÷' => 0x20,
        'ѐ'..='џ' => 0x50,
        _ => 0,
    };
    char::from_u32(c as u32 - shift).unwrap_or(c)
}

/// `c` in lower case, if it is an upper-case letter of the ranges above; otherwise `c`.
pub fn lower(c: char) -> char {
    let shift = match c {
        'A'..='Z' | 'À'..='Þ' | 'А'..='Я' if c != '×' => 0x20,
        'Ѐ'..='Џ' => 0x50,
        _ => 0,
    };
    char::from_u32(c as u32 + shift).unwrap_or(c)
}

/// `s` with its first letter in upper case.
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => std::iter::once(upper(f)).chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_standard_library_on_the_ranges() {
        let inside = |c: char| (c as u32) < 0x100 || (0x400..0x460).contains(&(c as u32));
        for c in (0x20u32..0x100)
            .chain(0x400..0x460)
            .filter_map(char::from_u32)
        {
            let one = |v: Vec<char>| match v[..] {
                [f] if inside(f) => f,
                _ => c,
            };
            let (up, down) = (
                one(c.to_uppercase().collect()),
                one(c.to_lowercase().collect()),
            );
            // Mappings out of the ranges (ÿ to Ÿ, µ to Μ) or to two letters (ß) stay as is.
            assert_eq!(upper(c), up, "upper {c}");
            assert_eq!(lower(c), down, "lower {c}");
        }
    }

    #[test]
    fn capitalises_each_language() {
        assert_eq!(capitalise("your rook"), "Your rook");
        assert_eq!(capitalise("ваша ладья"), "Ваша ладья");
        assert_eq!(capitalise("ёж"), "Ёж");
        assert_eq!(capitalise("è la tua torre"), "È la tua torre");
        assert_eq!(capitalise(""), "");
        assert_eq!(lower('Ж'), 'ж');
        assert_eq!(lower('Ё'), 'ё');
        assert_eq!(lower('E'), 'e');
        assert_eq!(lower('7'), '7');
    }
}

//! Numbers as SVG attribute text without Rust's float formatting: `num(45.5)` is "45.5".
//!
//! `f64`'s `Display` brings the whole shortest-round-trip machinery (Grisu, Dragon4 and
//! big-number arithmetic, about 13 KB of wasm) for numbers that are board coordinates and
//! radii. A tenth of an SVG user unit (a thousandth of a square) is finer than any screen
//! shows, so the board formats them as integers and tenths.

/// `v` rounded to the nearest tenth, as the shortest text: "12", "-3.5", "0".
pub fn num(v: f64) -> String {
    // `floor` is one wasm instruction; `round` would be a libm call.
    let tenths = (v.abs() * 10.0 + 0.5).floor() as u64;
    let sign = if v < 0.0 && tenths != 0 { "-" } else { "" };
    match tenths % 10 {
        0 => format!("{sign}{}", tenths / 10),
        d => format!("{sign}{}.{d}", tenths / 10),
    }
}

#[cfg(test)]
mod tests {
    use super::num;

    #[test]
    fn integers_and_tenths() {
        for (v, text) in [
            (0.0, "0"),
            (-0.0, "0"),
            (100.0, "100"),
            (800.0, "800"),
            (45.5, "45.5"),
            (-300.0, "-300"),
            (-12.5, "-12.5"),
            (0.04, "0"),
            (-0.04, "0"),
            (0.05, "0.1"),
            (2.96, "3"),
            (123.456, "123.5"),
            (-7.25, "-7.3"),
        ] {
            assert_eq!(num(v), text, "{v}");
        }
    }

    /// Wherever the old formatting was exact (every number the board draws but a
    /// dragged disc's position), the text is the same as `f64`'s `Display`.
    #[test]
    fn same_text_as_display_for_tenths() {
        for t in -20_000..20_000 {
            let v = f64::from(t) / 10.0;
            assert_eq!(num(v), v.to_string(), "{v}");
        }
    }
}

//! A code's link as a QR code, for a phone's camera: the modules of `qrcode` (which puts
//! the link's digits in the numeric mode by itself) as one SVG path, drawn by the page as
//! any other SVG (no markup from a string). Error correction M (15 %): a screen shown to a
//! camera is clean, and M keeps the code a size smaller than Q.

use qrcode::{Color, EcLevel, QrCode};

/// The modules as an SVG path of unit squares, on a `size`-square grid with a 4-module
/// quiet zone (`viewBox="0 0 size size"`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Qr {
    pub size: usize,
    /// The QR version (1–40): how many modules across, `17 + 4 × version`.
    pub version: i16,
    pub path: String,
}

/// The quiet zone around the code that readers need (ISO/IEC 18004: four modules).
const QUIET: usize = 4;

/// The QR code of `text`, or `None` when it is too long for any QR code.
pub fn qr(text: &str) -> Option<Qr> {
    let code = QrCode::with_error_correction_level(text, EcLevel::M).ok()?;
    let width = code.width();
    let version = match code.version() {
        qrcode::Version::Normal(v) | qrcode::Version::Micro(v) => v,
    };
    let mut path = String::with_capacity(width * width * 3);
    for (i, c) in code.to_colors().into_iter().enumerate() {
        if c == Color::Dark {
            let (x, y) = (i % width + QUIET, i / width + QUIET);
            path.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    Some(Qr {
        size: width + 2 * QUIET,
        version,
        path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_a_link_of_digits_in_a_small_version() {
        let digits = "1".repeat(300);
        let link = format!("https://example.org/games/incerto/#/invite?c={digits}");
        let q = qr(&link).unwrap();
        // 300 digits in the numeric mode and 45 bytes at level M: version 9 (53 modules).
        assert_eq!(q.version, 9);
        assert_eq!(q.size, 53 + 8);
        assert!(
            q.path.starts_with("M4 4h1v1h-1z"),
            "the finder's corner is dark"
        );
    }

    #[test]
    fn too_long_is_none() {
        assert_eq!(qr(&"x".repeat(3000)), None);
    }
}

//! The codes' bytes pinned, read back, refused when damaged or of another version, and
//! measured: their length as digits, and DEFLATE's (none is used: it lengthens them).

use super::*;
use crate::sdp::tests::CHROMIUM_OFFER;

fn offer() -> Description {
    Description::strip(CHROMIUM_OFFER).unwrap()
}

fn invitation() -> Invitation {
    Invitation {
        game: 0x0123_4567_89ab_cdef,
        made: 29_000_000,
        stun: true,
        side: Color::Black,
        purpose: Purpose::New(GameSetup {
            variant: Variant::HiddenChess,
            clock: Some((5, 3)),
        }),
        offer: offer(),
    }
}

fn answer() -> Answer {
    let mut d = offer();
    d.setup = Setup::Active;
    d.candidates = vec![Candidate {
        kind: Kind::Host,
        address: Address::V4([127, 0, 0, 1]),
        port: 45667,
    }];
    Answer {
        game: 7,
        made: 29_000_001,
        side: Color::White,
        invitation: 0xbeef,
        answer: d,
    }
}

#[test]
fn every_code_reads_back() {
    let mut resume = invitation();
    resume.purpose = Purpose::Resume;
    resume.stun = false;
    for code in [
        Code::Invitation(invitation()),
        Code::Invitation(resume),
        Code::Answer(answer()),
    ] {
        let bytes = encode(&code);
        assert_eq!(decode(&bytes), Ok(code.clone()));
        assert_eq!(read(&write(&code)), Ok(code.clone()));
    }
}

#[test]
fn pins_the_invitations_bytes() {
    let bytes = encode(&Code::Invitation(invitation()));
    // Version, flags (new game, STUN, black, actpass), id, minute, Hidden Chess 5+3.
    assert_eq!(
        &bytes[..17],
        &[
            1,
            0b0000_1100,
            1,
            0x23,
            0x45,
            0x67,
            0x89,
            0xab,
            0xcd,
            0xef,
            1,
            0xba,
            0x81,
            0x40,
            2,
            5,
            3
        ]
    );
    // "t2/H": four characters in three bytes.
    assert_eq!(&bytes[17..21], &[4, 0xb7, 0x6f, 0xc7]);
    // 24 characters of password in 18 bytes, two mDNS candidates of 19 bytes: 115 in all,
    // 16 groups of 7 bytes and one of 3, so 16 × 17 + 8 digits.
    assert_eq!(bytes.len(), 115);
    assert_eq!(write(&Code::Invitation(invitation())).len(), 16 * 17 + 8);
}

#[test]
fn deflate_lengthens_a_code() {
    for code in [Code::Invitation(invitation()), Code::Answer(answer())] {
        let bytes = encode(&code);
        let deflated = miniz_oxide::deflate::compress_to_vec(&bytes, 10);
        assert!(
            deflated.len() >= bytes.len(),
            "{} → {}",
            bytes.len(),
            deflated.len()
        );
    }
}

#[test]
fn a_changed_digit_or_byte_is_damaged() {
    let text = write(&Code::Invitation(invitation()));
    for at in [0, 1, 40, text.len() - 1] {
        let mut t = text.clone().into_bytes();
        t[at] = if t[at] == b'0' { b'1' } else { b'0' };
        let t = String::from_utf8(t).unwrap();
        assert_eq!(read(&t), Err(CodeError::Damaged), "digit {at}");
    }
    assert_eq!(read(&text[..text.len() - 17]), Err(CodeError::Damaged));
    assert_eq!(read(&text[..text.len() - 1]), Err(CodeError::Damaged));
    assert_eq!(read(""), Err(CodeError::Damaged));
    assert_eq!(read("hello"), Err(CodeError::Damaged));
    // Every single changed bit of the bytes is caught.
    let bytes = encode(&Code::Answer(answer()));
    for i in 0..bytes.len() * 8 {
        let mut b = bytes.clone();
        b[i / 8] ^= 1 << (i % 8);
        assert_eq!(decode(&b), Err(CodeError::Damaged), "bit {i}");
    }
}

#[test]
fn another_version_is_named() {
    let mut bytes = encode(&Code::Answer(answer()));
    bytes[0] = 2;
    let n = bytes.len() - 2;
    let c = check(&bytes[..n]);
    bytes[n..].copy_from_slice(&c.to_be_bytes());
    assert_eq!(decode(&bytes), Err(CodeError::Version(2)));
}

#[test]
fn reads_a_link_or_digits_broken_by_a_messenger() {
    let code = Code::Answer(answer());
    let digits = write(&code);
    let link = format!("https://example.org/x/#/answer?c={digits}");
    assert_eq!(read(&link), Ok(code.clone()));
    let spaced: String = digits
        .as_bytes()
        .chunks(5)
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect::<Vec<_>>()
        .join(" \n");
    assert_eq!(read(&spaced), Ok(code));
}

#[test]
fn digits_round_trip_every_length_and_refuse_what_no_bytes_give() {
    for n in 0..30usize {
        let bytes: Vec<u8> = (0..n).map(|i| (i * 97 + 255) as u8).collect();
        let all_ff = vec![0xff; n];
        for b in [bytes, all_ff] {
            let d = to_digits(&b);
            assert_eq!(from_digits(&d), Ok(b.clone()), "{n} bytes");
        }
    }
    // 99999 is more than two bytes hold; 4 digits is no group's length.
    assert_eq!(from_digits("99999"), Err(CodeError::Damaged));
    assert_eq!(from_digits("1234"), Err(CodeError::Damaged));
    assert_eq!(from_digits("12a45"), Err(CodeError::Damaged));
}

#[test]
fn never_panics_on_random_bytes() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for len in 0..400usize {
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed as u8
            })
            .collect();
        let _ = decode(&bytes);
        // With a right check, the fields themselves are read without panicking.
        if len >= 2 {
            let mut b = bytes.clone();
            b[0] = VERSION;
            let c = check(&b[..len - 2]);
            b[len - 2..].copy_from_slice(&c.to_be_bytes());
            let _ = decode(&b);
        }
    }
}

//! The invitation and the answer as bytes, and the bytes as the digits of a link, a QR
//! code and a text to copy (format version 1, below). They carry only what connects the two
//! devices (a `Description` of each side's data channel) and the game's setup: the game's
//! id, the game, the host's side and the clock; never a piece, a deal or a secret (the deal
//! is made over the channel, by the table protocol).
//!
//! The bytes, in order (`u16`/`u32`/`u64` big-endian):
//! - `1` (the version), then a byte of flags: bits 0–1 what it is (0 a new game's
//!   invitation, 1 an invitation to resume a game, 2 an answer), bit 2 the public STUN
//!   server asked for, bit 3 the sender's side (1 black), bits 4–5 the `Setup` (0 actpass,
//!   1 active, 2 passive);
//! - the game's id (`u64`), the minute it was made (`u32`, minutes since 1970, UTC);
//! - a new game's invitation: the variant (0 Incerto, 1 Hidden Random Chess, 2 Hidden
//!   Chess), the clock's minutes (0: no clock) and seconds of increment (one byte each);
//!   an answer: the check (`u16`) of the invitation it answers;
//! - the description: the ICE ufrag, password and media id, each a length byte and six
//!   bits a character; the 32 bytes of the fingerprint; a count byte, then each candidate:
//!   a byte (bits 0–1 the `Kind`, bits 2–3 the address: 0 IPv4, 1 IPv6, 2 an mDNS name),
//!   the address (4, 16 or 16 bytes) and the port (`u16`);
//! - the check: FNV-1a (32 bits) of everything before, its two halves XORed (`u16`).
//!
//! Packed so, an invitation with two candidates is about 110 bytes; a general compressor
//! (DEFLATE by `miniz_oxide`, measured in this module's tests) makes these bytes longer,
//! not shorter, as they are mostly random (credentials, fingerprint), so none is used.
//! As text the bytes are digits (`to_digits`: 7 bytes in 17 digits), which a QR code holds
//! in its numeric mode at 3.3 bits a digit: denser than any alphabet of the byte mode.

use crate::sdp::{Address, Candidate, Description, Kind, Setup, MAX_CANDIDATES};
use incerto_engine::{Color, Variant};
use std::fmt;

/// This build's format; a code of another version is refused with `CodeError::Version`.
pub const VERSION: u8 = 1;

/// A new game's setup, chosen by the host.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameSetup {
    pub variant: Variant,
    /// The clock's minutes and seconds of increment (as the app's `TimeControl`), if any.
    pub clock: Option<(u8, u8)>,
}

/// What an invitation is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// A new game with this setup.
    New(GameSetup),
    /// Connecting again to the game of this id, which both devices keep.
    Resume,
}

/// The invitation: the inviting device's offer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Invitation {
    /// The game's id: drawn by the host for a new game, the same for every reconnection.
    pub game: u64,
    /// When it was made, in minutes since 1970 (UTC): an old one is refused.
    pub made: u32,
    /// Whether the inviter asked to connect through the public STUN server.
    pub stun: bool,
    /// The inviter's side.
    pub side: Color,
    pub purpose: Purpose,
    pub offer: Description,
}

/// The answer: the invited device's answer to one invitation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Answer {
    pub game: u64,
    pub made: u32,
    /// The answering device's side.
    pub side: Color,
    /// The check of the invitation's bytes (`check`): which invitation this answers.
    pub invitation: u16,
    pub answer: Description,
}

/// Either code.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Code {
    Invitation(Invitation),
    Answer(Answer),
}

/// Why a code does not read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CodeError {
    /// Cut short, a digit changed, or not a code at all.
    Damaged,
    /// Made by another version of the format (a newer or older page).
    Version(u8),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Damaged => f.write_str("the code is damaged or incomplete"),
            CodeError::Version(v) => write!(f, "the code is of format version {v}, not {VERSION}"),
        }
    }
}

/// The 16-bit check of `bytes`: FNV-1a 32, its halves XORed.
pub fn check(bytes: &[u8]) -> u16 {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    ((h >> 16) ^ h) as u16
}

const ICE_ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn put_ice(out: &mut Vec<u8>, s: &str) {
    out.push(s.len() as u8);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for b in s.bytes() {
        let v = ICE_ALPHABET.iter().position(|&c| c == b).unwrap_or(0) as u32;
        acc = (acc << 6) | v;
        bits += 6;
        while bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
}

fn put_description(out: &mut Vec<u8>, d: &Description) {
    put_ice(out, &d.ufrag);
    put_ice(out, &d.pwd);
    put_ice(out, &d.mid);
    out.extend_from_slice(&d.fingerprint);
    let candidates = &d.candidates[..d.candidates.len().min(MAX_CANDIDATES)];
    out.push(candidates.len() as u8);
    for c in candidates {
        let kind = Kind::ALL.iter().position(|&k| k == c.kind).unwrap_or(0) as u8;
        let (tag, bytes): (u8, &[u8]) = match &c.address {
            Address::V4(a) => (0, a),
            Address::V6(a) => (1, a),
            Address::Mdns(u) => (2, u),
        };
        out.push(kind | (tag << 2));
        out.extend_from_slice(bytes);
        out.extend_from_slice(&c.port.to_be_bytes());
    }
}

/// The code's bytes, check included.
pub fn encode(code: &Code) -> Vec<u8> {
    let mut out = vec![VERSION];
    let (what, stun, side, setup) = match code {
        Code::Invitation(i) => {
            let what = match i.purpose {
                Purpose::New(_) => 0,
                Purpose::Resume => 1,
            };
            (what, i.stun, i.side, i.offer.setup)
        }
        Code::Answer(a) => (2, false, a.side, a.answer.setup),
    };
    let setup = Setup::ALL.iter().position(|&s| s == setup).unwrap_or(0) as u8;
    out.push(what | u8::from(stun) << 2 | u8::from(side == Color::Black) << 3 | setup << 4);
    match code {
        Code::Invitation(i) => {
            out.extend_from_slice(&i.game.to_be_bytes());
            out.extend_from_slice(&i.made.to_be_bytes());
            if let Purpose::New(s) = i.purpose {
                let v = Variant::ALL
                    .iter()
                    .position(|&v| v == s.variant)
                    .unwrap_or(0);
                let (m, inc) = s.clock.unwrap_or((0, 0));
                out.extend_from_slice(&[v as u8, m, inc]);
            }
            put_description(&mut out, &i.offer);
        }
        Code::Answer(a) => {
            out.extend_from_slice(&a.game.to_be_bytes());
            out.extend_from_slice(&a.made.to_be_bytes());
            out.extend_from_slice(&a.invitation.to_be_bytes());
            put_description(&mut out, &a.answer);
        }
    }
    let c = check(&out);
    out.extend_from_slice(&c.to_be_bytes());
    out
}

/// Reads bytes front to back; every read past the end is `Damaged`.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], CodeError> {
        if self.0.len() < n {
            return Err(CodeError::Damaged);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn byte(&mut self) -> Result<u8, CodeError> {
        Ok(self.take(1)?[0])
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], CodeError> {
        let mut a = [0; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }

    fn ice(&mut self) -> Result<String, CodeError> {
        let len = usize::from(self.byte()?);
        let packed = self.take((len * 6).div_ceil(8))?;
        let mut s = String::with_capacity(len);
        let (mut acc, mut bits) = (0u32, 0);
        let mut bytes = packed.iter();
        while s.len() < len {
            if bits < 6 {
                acc = (acc << 8) | u32::from(*bytes.next().ok_or(CodeError::Damaged)?);
                bits += 8;
            }
            bits -= 6;
            s.push(ICE_ALPHABET[((acc >> bits) & 63) as usize] as char);
        }
        Ok(s)
    }

    fn description(&mut self, setup: Setup) -> Result<Description, CodeError> {
        let ufrag = self.ice()?;
        let pwd = self.ice()?;
        let mid = self.ice()?;
        if ufrag.len() < 4 || pwd.len() < 22 || mid.is_empty() {
            return Err(CodeError::Damaged);
        }
        let fingerprint = self.array::<32>()?;
        let n = usize::from(self.byte()?);
        if n == 0 || n > MAX_CANDIDATES {
            return Err(CodeError::Damaged);
        }
        let mut candidates = Vec::with_capacity(n);
        for _ in 0..n {
            let b = self.byte()?;
            let kind = Kind::ALL[usize::from(b & 3)];
            let address = match (b >> 2) & 3 {
                0 => Address::V4(self.array()?),
                1 => Address::V6(self.array()?),
                2 => Address::Mdns(self.array()?),
                _ => return Err(CodeError::Damaged),
            };
            let port = u16::from_be_bytes(self.array()?);
            if b >> 4 != 0 || port == 0 {
                return Err(CodeError::Damaged);
            }
            candidates.push(Candidate {
                kind,
                address,
                port,
            });
        }
        Ok(Description {
            setup,
            ufrag,
            pwd,
            fingerprint,
            mid,
            candidates,
        })
    }
}

/// Reads `encode`'s bytes: `Damaged` unless the check, the version and every field read.
pub fn decode(bytes: &[u8]) -> Result<Code, CodeError> {
    let (body, tail) = bytes.split_last_chunk::<2>().ok_or(CodeError::Damaged)?;
    if bytes.is_empty() || check(body) != u16::from_be_bytes(*tail) {
        return Err(CodeError::Damaged);
    }
    let mut r = Reader(body);
    let version = r.byte()?;
    if version != VERSION {
        return Err(CodeError::Version(version));
    }
    let flags = r.byte()?;
    let stun = flags & 4 != 0;
    let side = if flags & 8 != 0 {
        Color::Black
    } else {
        Color::White
    };
    let setup = *Setup::ALL
        .get(usize::from((flags >> 4) & 3))
        .ok_or(CodeError::Damaged)?;
    if flags >> 6 != 0 {
        return Err(CodeError::Damaged);
    }
    let game = u64::from_be_bytes(r.array()?);
    let made = u32::from_be_bytes(r.array()?);
    let code = match flags & 3 {
        what @ (0 | 1) => {
            let purpose = if what == 0 {
                let [v, m, inc] = r.array()?;
                let variant = *Variant::ALL.get(usize::from(v)).ok_or(CodeError::Damaged)?;
                let clock = match (m, inc) {
                    (0, 0) => None,
                    (0, _) => return Err(CodeError::Damaged),
                    c => Some(c),
                };
                Purpose::New(GameSetup { variant, clock })
            } else {
                Purpose::Resume
            };
            if setup != Setup::ActPass {
                return Err(CodeError::Damaged);
            }
            Code::Invitation(Invitation {
                game,
                made,
                stun,
                side,
                purpose,
                offer: r.description(setup)?,
            })
        }
        2 => {
            let invitation = u16::from_be_bytes(r.array()?);
            if setup == Setup::ActPass || stun {
                return Err(CodeError::Damaged);
            }
            Code::Answer(Answer {
                game,
                made,
                side,
                invitation,
                answer: r.description(setup)?,
            })
        }
        _ => return Err(CodeError::Damaged),
    };
    if !r.0.is_empty() {
        return Err(CodeError::Damaged);
    }
    Ok(code)
}

/// Digits for each count of bytes in a group: the fewest with 10^d ≥ 256^n.
const DIGITS: [usize; 8] = [0, 3, 5, 8, 10, 13, 15, 17];

/// The bytes as decimal digits: each group of 7 bytes (the last may be shorter) as a
/// number of `DIGITS[n]` digits.
pub fn to_digits(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 17 / 7 + 3);
    for group in bytes.chunks(7) {
        let n = group.iter().fold(0u64, |n, &b| (n << 8) | u64::from(b));
        s.push_str(&format!("{n:0width$}", width = DIGITS[group.len()]));
    }
    s
}

/// Reads `to_digits`'s text; `Damaged` for anything else (a length no byte count gives, a
/// group too large for its bytes, a character that is not a digit).
pub fn from_digits(s: &str) -> Result<Vec<u8>, CodeError> {
    let s = s.as_bytes();
    if !s.iter().all(u8::is_ascii_digit) {
        return Err(CodeError::Damaged);
    }
    let last = DIGITS
        .iter()
        .position(|&d| d == s.len() % 17)
        .ok_or(CodeError::Damaged)?;
    let mut out = Vec::with_capacity(s.len() * 7 / 17 + 7);
    let mut rest = s;
    while !rest.is_empty() {
        let (digits, bytes) = if rest.len() >= 17 {
            (17, 7)
        } else {
            (rest.len(), last)
        };
        let (group, tail) = rest.split_at(digits);
        rest = tail;
        let n = group
            .iter()
            .fold(0u64, |n, &d| n.wrapping_mul(10) + u64::from(d - b'0'));
        if n >> (8 * bytes) != 0 {
            return Err(CodeError::Damaged);
        }
        out.extend((0..bytes).rev().map(|i| (n >> (8 * i)) as u8));
    }
    Ok(out)
}

/// Reads a code from what a person pasted or a link carried: the digits after `c=` in a
/// link (`…#/invite?c=…`), or the digits alone, with any spaces, line breaks or dashes a
/// messenger added.
pub fn read(text: &str) -> Result<Code, CodeError> {
    decode(&read_bytes(text)?)
}

/// The bytes of the code in `text` (see `read`), unchecked.
pub fn read_bytes(text: &str) -> Result<Vec<u8>, CodeError> {
    let digits = match text.rfind("c=") {
        Some(at) => text[at + 2..].split('&').next().unwrap_or(""),
        None => text,
    };
    let digits: String = digits
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect();
    from_digits(&digits)
}

/// The code as digits (`to_digits` of `encode`).
pub fn write(code: &Code) -> String {
    to_digits(&encode(code))
}

#[cfg(test)]
mod tests;

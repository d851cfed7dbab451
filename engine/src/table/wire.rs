//! The messages and their one canonical binary encoding (docs/TABLE.md, "Messages"): a
//! fixed header binding each message to the game, the seat, its place in the chain and
//! the transcript before it, then a body of fixed layout. The reader refuses anything that
//! is not exactly what the writer would write.

use super::cards::Card;
use crate::piece::{Color, Role};
use crate::square::Square;
use crate::variant::Variant;
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use std::fmt;

/// The first bytes of every message.
pub const MAGIC: &[u8; 4] = b"ITBL";
/// The version of the format this code writes and reads.
pub const VERSION: u8 = 1;
/// No message may be longer (the largest, a shuffle of Hidden Chess's deck, is about 8.7 KB).
pub const MAX_LEN: usize = 16 * 1024;
/// The longest reason a dispute message may carry, in bytes.
pub(crate) const MAX_REASON: usize = 400;

/// A 32-byte hash (transcript, commitments).
pub(crate) type Hash = [u8; 32];

/// Which device sent a message: the one that created the game, or the one that joined.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// The device that created the game (`Device::host`).
    Host,
    /// The device that joined it (`Device::join`).
    Guest,
}

impl Seat {
    /// 0 for the host, 1 for the guest.
    pub const fn index(self) -> usize {
        match self {
            Seat::Host => 0,
            Seat::Guest => 1,
        }
    }

    /// The other seat.
    pub const fn other(self) -> Seat {
        match self {
            Seat::Host => Seat::Guest,
            Seat::Guest => Seat::Host,
        }
    }

    /// `host` or `guest`.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::Host => "host",
            Seat::Guest => "guest",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A point as sent: its canonical encoding and the element it decodes to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Pt {
    pub(crate) bytes: [u8; 32],
    pub(crate) point: RistrettoPoint,
}

impl Pt {
    pub(crate) fn new(point: RistrettoPoint) -> Pt {
        Pt {
            bytes: point.compress().to_bytes(),
            point,
        }
    }
}

/// A clock: the same time for both sides and an increment per turn, in milliseconds.
#[derive(Copy, Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockSetting {
    /// Each side's time at the start.
    pub initial_ms: u32,
    /// Added to the mover's clock after each of its turns.
    pub increment_ms: u32,
}

/// One shadow of a shuffle proof opened towards the input or towards the output.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct ShadowOpening {
    /// False: the shadow's relation to the input (`perm`, `scalar` = its own factor); true:
    /// its relation to the output (`perm` composed with the shuffle's, `scalar` = ratio).
    pub(crate) to_output: bool,
    pub(crate) perm: Vec<u8>,
    pub(crate) scalar: Scalar,
}

/// A key share: `card`'s ciphertext with the sender's layer removed, and the
/// Chaum–Pedersen proof that it is exactly that layer.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Share {
    pub(crate) card: Card,
    pub(crate) point: Pt,
    pub(crate) challenge: Scalar,
    pub(crate) response: Scalar,
}

/// The opening of an Incerto promotion commitment.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct PromotionOpening {
    /// The sequence number of the message that committed to it.
    pub(crate) seq: u32,
    pub(crate) role: Role,
    pub(crate) nonce: [u8; 32],
}

/// How an action's promotion travels.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Promo {
    /// No promotion letter.
    None,
    /// A letter everyone may see (the 8×8 games).
    Open(Role),
    /// Incerto: a commitment to the piece, opened when the rules show it or at the audit.
    Committed(Hash),
}

/// An action on the wire (the promotion may be hidden in a commitment).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct WireAction {
    pub(crate) from: Square,
    /// None for an action in place (a skip or a flip).
    pub(crate) to: Option<Square>,
    pub(crate) promotion: Promo,
}

/// What a message says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Body {
    /// The host opens a game: its side, the clock, the shuffle proofs' number of shadows,
    /// and commitments to its seed and its public key.
    Hello {
        host_side: Color,
        clock: Option<ClockSetting>,
        shadows: u8,
        seed_commit: Hash,
        key_commit: Hash,
    },
    /// The guest joins: commitments to its seed and its public key.
    Join { seed_commit: Hash, key_commit: Hash },
    /// A public key, opening the commitment.
    Key { key: Pt },
    /// One layer of one side's deck: the new deck and the shadows of its proof (each the
    /// generator's image first, then the cards').
    Shuffle {
        color: Color,
        deck: Vec<Pt>,
        shadows: Vec<Vec<Pt>>,
    },
    /// The verifier's challenge bits for the other seat's two shuffles (White's, Black's).
    Challenge { bits: [u32; 2] },
    /// The openings of one shuffle's shadows.
    Opening {
        color: Color,
        openings: Vec<ShadowOpening>,
    },
    /// Incerto: the mover picks a disc up (the other device must send its share).
    Select { square: Square },
    /// A whole action, with the sender's shares and openings the rules make public, and
    /// the time the mover spent on its turn.
    Act {
        action: WireAction,
        spent_ms: u32,
        shares: Vec<Share>,
        openings: Vec<PromotionOpening>,
    },
    /// Hidden Chess: the piece for a promotion that waited for it.
    Promote { role: Role, spent_ms: u32 },
    /// Shares and openings the rules require after the other device's step.
    Shares {
        shares: Vec<Share>,
        openings: Vec<PromotionOpening>,
    },
    /// A draw offer.
    Offer,
    /// The standing offer is accepted.
    Accept,
    /// The standing offer is declined.
    Decline,
    /// The sender resigns.
    Resign,
    /// The sender's own clock ran out during its turn.
    Flag { spent_ms: u32 },
    /// The sender says the other's clock ran out: it has waited `elapsed_ms` on it.
    ClaimFlag { elapsed_ms: u32 },
    /// The audit: the sender's seed and its Incerto promotion pieces (by the message that
    /// committed to each).
    Open {
        seed: [u8; 32],
        promotions: Vec<(u32, Role)>,
    },
    /// The sender refuses the other's message and ends the game disputed.
    Dispute { reason: String },
    /// Not part of the transcript: after a reconnection, how many messages the sender holds
    /// (the header's `seq`) and the hash after them (the header's `prev`).
    Resume,
}

impl Body {
    /// The kind's byte.
    pub(crate) fn kind(&self) -> u8 {
        match self {
            Body::Hello { .. } => 0,
            Body::Join { .. } => 1,
            Body::Key { .. } => 2,
            Body::Shuffle { .. } => 3,
            Body::Challenge { .. } => 4,
            Body::Opening { .. } => 5,
            Body::Select { .. } => 6,
            Body::Act { .. } => 7,
            Body::Promote { .. } => 8,
            Body::Shares { .. } => 9,
            Body::Offer => 10,
            Body::Accept => 11,
            Body::Decline => 12,
            Body::Resign => 13,
            Body::Flag { .. } => 14,
            Body::ClaimFlag { .. } => 15,
            Body::Open { .. } => 16,
            Body::Dispute { .. } => 17,
            Body::Resume => 18,
        }
    }

    /// The kind's name, for reasons.
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Body::Hello { .. } => "hello",
            Body::Join { .. } => "join",
            Body::Key { .. } => "key",
            Body::Shuffle { .. } => "shuffle",
            Body::Challenge { .. } => "challenge",
            Body::Opening { .. } => "opening",
            Body::Select { .. } => "select",
            Body::Act { .. } => "action",
            Body::Promote { .. } => "promotion",
            Body::Shares { .. } => "shares",
            Body::Offer => "draw offer",
            Body::Accept => "draw acceptance",
            Body::Decline => "draw refusal",
            Body::Resign => "resignation",
            Body::Flag { .. } => "flag",
            Body::ClaimFlag { .. } => "flag claim",
            Body::Open { .. } => "opening of secrets",
            Body::Dispute { .. } => "dispute",
            Body::Resume => "resume",
        }
    }
}

/// The header every message starts with.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Header {
    pub(crate) game: [u8; 16],
    pub(crate) variant: Variant,
    pub(crate) seat: Seat,
    /// The message's position in the transcript, from 0.
    pub(crate) seq: u32,
    /// The running hash of the transcript before this message.
    pub(crate) prev: Hash,
}

/// One message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Message {
    pub(crate) header: Header,
    pub(crate) body: Body,
}

/// Why a message was refused. The device that refused it is unchanged, except that a
/// refusal of kind [`RefusalKind::Cheat`] ends the game disputed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    /// The refused message's sequence number, when it could be read.
    pub seq: Option<u32>,
    /// What kind of fault.
    pub kind: RefusalKind,
    /// Why, for people.
    pub reason: String,
}

/// The kinds of refusal.
#[derive(Copy, Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RefusalKind {
    /// Longer than [`MAX_LEN`].
    TooLong,
    /// Not a message of this format.
    Malformed,
    /// A version this code does not read.
    Version,
    /// Readable, but not the one canonical encoding of what it says.
    NotCanonical,
    /// For another game (game id, variant).
    OtherGame,
    /// A message already received.
    Replayed,
    /// Not the message expected next (its place in the chain, its sender or its kind).
    OutOfOrder,
    /// The game is over; nothing more is taken.
    Over,
    /// Well formed and in order, but it breaks the rules or a proof: the other device
    /// cheats (or is broken), and the game ends disputed.
    Cheat,
}

impl Refusal {
    pub(crate) fn new(seq: Option<u32>, kind: RefusalKind, reason: impl Into<String>) -> Refusal {
        Refusal {
            seq,
            kind,
            reason: reason.into(),
        }
    }

    fn malformed(reason: impl Into<String>) -> Refusal {
        Refusal::new(None, RefusalKind::Malformed, reason)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.seq {
            Some(s) => write!(f, "message {s}: {}", self.reason),
            None => write!(f, "{}", self.reason),
        }
    }
}

impl std::error::Error for Refusal {}

// ---- writing ----

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, x: u8) {
        self.0.push(x);
    }
    fn u16(&mut self, x: u16) {
        self.0.extend_from_slice(&x.to_be_bytes());
    }
    fn u32(&mut self, x: u32) {
        self.0.extend_from_slice(&x.to_be_bytes());
    }
    fn bytes(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }
    fn point(&mut self, p: &Pt) {
        self.bytes(&p.bytes);
    }
    fn scalar(&mut self, s: &Scalar) {
        self.bytes(s.as_bytes());
    }
    fn color(&mut self, c: Color) {
        self.u8(c.index() as u8);
    }
    fn role(&mut self, r: Role) {
        self.u8(r.index() as u8);
    }
    fn square(&mut self, s: Square) {
        self.u8(s.index() as u8);
    }
    fn count(&mut self, n: usize) {
        self.u8(n as u8);
    }
    fn shares(&mut self, shares: &[Share], openings: &[PromotionOpening]) {
        self.count(shares.len());
        for s in shares {
            self.color(s.card.color);
            self.u8(s.card.index);
            self.point(&s.point);
            self.scalar(&s.challenge);
            self.scalar(&s.response);
        }
        self.count(openings.len());
        for o in openings {
            self.u32(o.seq);
            self.role(o.role);
            self.bytes(&o.nonce);
        }
    }
}

impl Message {
    /// The canonical bytes.
    pub(crate) fn encode(&self) -> Vec<u8> {
        let mut w = Writer(Vec::with_capacity(256));
        let h = &self.header;
        w.bytes(MAGIC);
        w.u8(VERSION);
        w.bytes(&h.game);
        w.u8(variant_byte(h.variant));
        w.u8(h.seat.index() as u8);
        w.u32(h.seq);
        w.bytes(&h.prev);
        w.u8(self.body.kind());
        match &self.body {
            Body::Hello {
                host_side,
                clock,
                shadows,
                seed_commit,
                key_commit,
            } => {
                w.color(*host_side);
                match clock {
                    None => w.u8(0),
                    Some(c) => {
                        w.u8(1);
                        w.u32(c.initial_ms);
                        w.u32(c.increment_ms);
                    }
                }
                w.u8(*shadows);
                w.bytes(seed_commit);
                w.bytes(key_commit);
            }
            Body::Join {
                seed_commit,
                key_commit,
            } => {
                w.bytes(seed_commit);
                w.bytes(key_commit);
            }
            Body::Key { key } => w.point(key),
            Body::Shuffle {
                color,
                deck,
                shadows,
            } => {
                w.color(*color);
                w.count(deck.len());
                w.count(shadows.len());
                for p in deck {
                    w.point(p);
                }
                for s in shadows {
                    for p in s {
                        w.point(p);
                    }
                }
            }
            Body::Challenge { bits } => {
                w.u32(bits[0]);
                w.u32(bits[1]);
            }
            Body::Opening { color, openings } => {
                w.color(*color);
                w.count(openings.len());
                w.count(openings.first().map_or(0, |o| o.perm.len()));
                for o in openings {
                    w.u8(u8::from(o.to_output));
                    w.bytes(&o.perm);
                    w.scalar(&o.scalar);
                }
            }
            Body::Select { square } => w.square(*square),
            Body::Act {
                action,
                spent_ms,
                shares,
                openings,
            } => {
                w.square(action.from);
                w.u8(action.to.map_or(0xFF, |s| s.index() as u8));
                match action.promotion {
                    Promo::None => w.u8(0),
                    Promo::Open(r) => {
                        w.u8(1);
                        w.role(r);
                    }
                    Promo::Committed(h) => {
                        w.u8(2);
                        w.bytes(&h);
                    }
                }
                w.u32(*spent_ms);
                w.shares(shares, openings);
            }
            Body::Promote { role, spent_ms } => {
                w.role(*role);
                w.u32(*spent_ms);
            }
            Body::Shares { shares, openings } => w.shares(shares, openings),
            Body::Offer | Body::Accept | Body::Decline | Body::Resign | Body::Resume => {}
            Body::Flag { spent_ms } => w.u32(*spent_ms),
            Body::ClaimFlag { elapsed_ms } => w.u32(*elapsed_ms),
            Body::Open { seed, promotions } => {
                w.bytes(seed);
                w.count(promotions.len());
                for (seq, role) in promotions {
                    w.u32(*seq);
                    w.role(*role);
                }
            }
            Body::Dispute { reason } => {
                w.u16(reason.len() as u16);
                w.bytes(reason.as_bytes());
            }
        }
        w.0
    }

    /// Reads a message; refuses anything but the canonical encoding of a well-formed one.
    pub(crate) fn decode(bytes: &[u8]) -> Result<Message, Refusal> {
        if bytes.len() > MAX_LEN {
            return Err(Refusal::new(
                None,
                RefusalKind::TooLong,
                format!(
                    "{} bytes, more than the {MAX_LEN} a message may have",
                    bytes.len()
                ),
            ));
        }
        if bytes.len() < 5 || &bytes[..4] != MAGIC {
            return Err(Refusal::malformed("not a table message (no ITBL header)"));
        }
        if bytes[4] != VERSION {
            return Err(Refusal::new(
                None,
                RefusalKind::Version,
                format!(
                    "version {} of the table protocol; this device speaks version {VERSION}",
                    bytes[4]
                ),
            ));
        }
        let mut r = Reader { bytes, at: 5 };
        let message = r.message()?;
        if r.at != bytes.len() {
            return Err(Refusal::new(
                Some(message.header.seq),
                RefusalKind::Malformed,
                format!("{} bytes after the end of the message", bytes.len() - r.at),
            ));
        }
        if message.encode() != bytes {
            return Err(Refusal::new(
                Some(message.header.seq),
                RefusalKind::NotCanonical,
                "not the canonical encoding of its content",
            ));
        }
        Ok(message)
    }
}

/// The variant's byte in the header.
fn variant_byte(v: Variant) -> u8 {
    match v {
        Variant::Incerto => 0,
        Variant::HiddenRandom => 1,
        Variant::HiddenChess => 2,
    }
}

// ---- reading ----

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

type Read<T> = Result<T, Refusal>;

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Read<&[u8]> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let Some(end) = end else {
            return Err(Refusal::malformed(format!(
                "the message ends early (at byte {} of {})",
                self.bytes.len(),
                self.at + n
            )));
        };
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }
    fn u8(&mut self) -> Read<u8> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Read<u16> {
        let b = self.take(2)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }
    fn u32(&mut self) -> Read<u32> {
        let b = self.take(4)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn array<const N: usize>(&mut self) -> Read<[u8; N]> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }
    fn point(&mut self) -> Read<Pt> {
        let bytes: [u8; 32] = self.array()?;
        let point = CompressedRistretto(bytes)
            .decompress()
            .ok_or_else(|| Refusal::malformed("a point that is not a valid group element"))?;
        Ok(Pt { bytes, point })
    }
    fn scalar(&mut self) -> Read<Scalar> {
        let bytes: [u8; 32] = self.array()?;
        Option::from(Scalar::from_canonical_bytes(bytes))
            .ok_or_else(|| Refusal::malformed("a scalar that is not reduced"))
    }
    fn color(&mut self) -> Read<Color> {
        match self.u8()? {
            0 => Ok(Color::White),
            1 => Ok(Color::Black),
            x => Err(Refusal::malformed(format!("{x} is not a colour"))),
        }
    }
    fn role(&mut self) -> Read<Role> {
        let x = self.u8()?;
        Role::ALL
            .into_iter()
            .find(|r| r.index() == usize::from(x))
            .ok_or_else(|| Refusal::malformed(format!("{x} is not a piece")))
    }
    fn square(&mut self) -> Read<Square> {
        let x = self.u8()?;
        Square::new(u32::from(x)).ok_or_else(|| Refusal::malformed(format!("{x} is not a square")))
    }
    fn shares(&mut self) -> Read<(Vec<Share>, Vec<PromotionOpening>)> {
        let n = self.u8()?;
        let mut shares = Vec::new();
        for _ in 0..n {
            let color = self.color()?;
            let index = self.u8()?;
            shares.push(Share {
                card: Card { color, index },
                point: self.point()?,
                challenge: self.scalar()?,
                response: self.scalar()?,
            });
        }
        let n = self.u8()?;
        let mut openings = Vec::new();
        for _ in 0..n {
            openings.push(PromotionOpening {
                seq: self.u32()?,
                role: self.role()?,
                nonce: self.array()?,
            });
        }
        Ok((shares, openings))
    }

    fn message(&mut self) -> Read<Message> {
        let game: [u8; 16] = self.array()?;
        let variant = match self.u8()? {
            0 => Variant::Incerto,
            1 => Variant::HiddenRandom,
            2 => Variant::HiddenChess,
            x => return Err(Refusal::malformed(format!("{x} is not a game"))),
        };
        let seat = match self.u8()? {
            0 => Seat::Host,
            1 => Seat::Guest,
            x => return Err(Refusal::malformed(format!("{x} is not a seat"))),
        };
        let seq = self.u32()?;
        let prev: Hash = self.array()?;
        let header = Header {
            game,
            variant,
            seat,
            seq,
            prev,
        };
        let kind = self.u8()?;
        let body = self.body(kind).map_err(|mut e| {
            e.seq = Some(seq);
            e
        })?;
        Ok(Message { header, body })
    }

    fn body(&mut self, kind: u8) -> Read<Body> {
        Ok(match kind {
            0 => {
                let host_side = self.color()?;
                let clock = match self.u8()? {
                    0 => None,
                    1 => Some(ClockSetting {
                        initial_ms: self.u32()?,
                        increment_ms: self.u32()?,
                    }),
                    x => return Err(Refusal::malformed(format!("clock flag {x}"))),
                };
                Body::Hello {
                    host_side,
                    clock,
                    shadows: self.u8()?,
                    seed_commit: self.array()?,
                    key_commit: self.array()?,
                }
            }
            1 => Body::Join {
                seed_commit: self.array()?,
                key_commit: self.array()?,
            },
            2 => Body::Key { key: self.point()? },
            3 => {
                let color = self.color()?;
                let n = usize::from(self.u8()?);
                let t = usize::from(self.u8()?);
                let deck = (0..n).map(|_| self.point()).collect::<Read<_>>()?;
                let shadows = (0..t)
                    .map(|_| (0..=n).map(|_| self.point()).collect::<Read<_>>())
                    .collect::<Read<_>>()?;
                Body::Shuffle {
                    color,
                    deck,
                    shadows,
                }
            }
            4 => Body::Challenge {
                bits: [self.u32()?, self.u32()?],
            },
            5 => {
                let color = self.color()?;
                let t = self.u8()?;
                let n = usize::from(self.u8()?);
                let mut openings = Vec::new();
                for _ in 0..t {
                    let to_output = match self.u8()? {
                        0 => false,
                        1 => true,
                        x => return Err(Refusal::malformed(format!("opening side {x}"))),
                    };
                    openings.push(ShadowOpening {
                        to_output,
                        perm: self.take(n)?.to_vec(),
                        scalar: self.scalar()?,
                    });
                }
                Body::Opening { color, openings }
            }
            6 => Body::Select {
                square: self.square()?,
            },
            7 => {
                let from = self.square()?;
                let to = match self.u8()? {
                    0xFF => None,
                    x => Some(
                        Square::new(u32::from(x))
                            .ok_or_else(|| Refusal::malformed(format!("{x} is not a square")))?,
                    ),
                };
                let promotion = match self.u8()? {
                    0 => Promo::None,
                    1 => Promo::Open(self.role()?),
                    2 => Promo::Committed(self.array()?),
                    x => return Err(Refusal::malformed(format!("promotion tag {x}"))),
                };
                let spent_ms = self.u32()?;
                let (shares, openings) = self.shares()?;
                Body::Act {
                    action: WireAction {
                        from,
                        to,
                        promotion,
                    },
                    spent_ms,
                    shares,
                    openings,
                }
            }
            8 => Body::Promote {
                role: self.role()?,
                spent_ms: self.u32()?,
            },
            9 => {
                let (shares, openings) = self.shares()?;
                Body::Shares { shares, openings }
            }
            10 => Body::Offer,
            11 => Body::Accept,
            12 => Body::Decline,
            13 => Body::Resign,
            14 => Body::Flag {
                spent_ms: self.u32()?,
            },
            15 => Body::ClaimFlag {
                elapsed_ms: self.u32()?,
            },
            16 => {
                let seed = self.array()?;
                let n = self.u8()?;
                let promotions = (0..n)
                    .map(|_| Ok((self.u32()?, self.role()?)))
                    .collect::<Read<_>>()?;
                Body::Open { seed, promotions }
            }
            17 => {
                let n = usize::from(self.u16()?);
                if n > MAX_REASON {
                    return Err(Refusal::malformed(format!(
                        "a reason of {n} bytes (at most {MAX_REASON})"
                    )));
                }
                let text = std::str::from_utf8(self.take(n)?)
                    .map_err(|_| Refusal::malformed("a reason that is not UTF-8"))?;
                Body::Dispute {
                    reason: text.to_owned(),
                }
            }
            18 => Body::Resume,
            x => return Err(Refusal::malformed(format!("unknown message kind {x}"))),
        })
    }
}

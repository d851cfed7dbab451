//! A player's device: a pure state machine (no I/O, no clock of its own: time is passed in)
//! that holds the public transcript, its own seed and what its player has learnt — never
//! the truth. Bytes in, bytes out: `receive` takes the other device's message, `act` the
//! player's intent, `poll` the passing of time; each returns the messages to send.

use super::deal::{self, Deal, Slot, MAX_SHADOWS};
use super::secrets::Seed;
use super::transcript;
use super::wire::{
    Body, ClockSetting, Hash, Header, Message, Refusal, RefusalKind, Seat, MAX_REASON,
};
use crate::game::Game;
use crate::piece::Color;
use crate::position::Position;
use crate::variant::Variant;
use crate::view::PlayerView;
use curve25519_dalek::constants::RISTRETTO_BASEPOINT_TABLE;
use serde::{Deserialize, Serialize};

/// The shuffle proofs' number of shadows: a cheating shuffle passes the check at once
/// with probability 2^-16 (and never the audit).
pub const SHADOWS: u8 = 16;

/// How a game is set up (the host chooses).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Setup {
    /// The game.
    pub variant: Variant,
    /// The host's side.
    pub host_side: Color,
    /// The clock, if any.
    pub clock: Option<ClockSetting>,
}

/// Where the game stands, as the device's player may know it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "state")]
pub enum Status {
    /// The two devices are dealing (no move yet).
    Dealing,
    /// The game is under way.
    Playing,
    /// The game is disputed: the other device broke the rules or a proof.
    Disputed {
        /// The first bad message and why.
        reason: String,
    },
}

/// One message to send to the other device, as bytes (carry them unchanged, in order).
pub type Outgoing = Vec<u8>;

/// Why a saved device could not be restored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RestoreError(pub String);

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot restore the table device: {}", self.0)
    }
}

impl std::error::Error for RestoreError {}

/// A player's device at a table.
#[derive(Clone, Debug)]
pub struct Device {
    seat: Seat,
    seed: Seed,
    setup: Setup,
    game: [u8; 16],
    /// Every message of the transcript, in order.
    messages: Vec<Vec<u8>>,
    /// The running hash after the messages.
    head: Hash,
    deal: Deal,
    dispute: Option<String>,
}

/// What the device stores to resume: its seat, its seed and the transcript.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Saved {
    format: String,
    version: u32,
    seat: Seat,
    seed: String,
    messages: Vec<String>,
}

const SAVE_FORMAT: &str = "incerto-table-device";
const SAVE_VERSION: u32 = 1;

impl Device {
    /// Opens a game as the host: the device and its first message (the hello, which the
    /// guest joins with).
    pub fn host(setup: Setup, seed: Seed) -> (Device, Vec<Outgoing>) {
        let mut game = [0; 16];
        game.copy_from_slice(&seed.expand("game-id", b"")[..16]);
        let mut device = Device::blank(Seat::Host, seed, setup, game, SHADOWS);
        let key = deal::key(&device.seed);
        let key_pub = (&key * RISTRETTO_BASEPOINT_TABLE).compress().to_bytes();
        let hello = Body::Hello {
            host_side: setup.host_side,
            clock: setup.clock,
            shadows: SHADOWS,
            seed_commit: transcript::seed_commit(&game, Seat::Host, &device.seed.to_bytes()),
            key_commit: transcript::key_commit(&game, Seat::Host, &key_pub),
        };
        let out = device.send(hello);
        (device, out.into_iter().collect())
    }

    /// Joins the game of a host's hello as the guest: the device and its answers.
    pub fn join(hello: &[u8], seed: Seed) -> Result<(Device, Vec<Outgoing>), Refusal> {
        let mut device = Device::joined(hello, seed)?;
        let out = device.pump();
        Ok((device, out))
    }

    /// The guest's device after the hello, before it answers.
    fn joined(hello: &[u8], seed: Seed) -> Result<Device, Refusal> {
        let m = Message::decode(hello)?;
        let refuse =
            |reason: &str| Refusal::new(Some(m.header.seq), RefusalKind::OutOfOrder, reason);
        let Body::Hello {
            host_side,
            clock,
            shadows,
            key_commit,
            ..
        } = m.body
        else {
            return Err(refuse("a game is joined with the host's hello"));
        };
        if m.header.seq != 0 || m.header.seat != Seat::Host {
            return Err(refuse("the hello must be the host's first message"));
        }
        if m.header.prev != transcript::start(&m.header.game) {
            return Err(refuse("the hello does not start its game's transcript"));
        }
        if !(1..=MAX_SHADOWS).contains(&shadows) {
            return Err(Refusal::new(
                Some(0),
                RefusalKind::Malformed,
                format!("{shadows} shadows per proof (1 to {MAX_SHADOWS} are allowed)"),
            ));
        }
        if let Some(c) = clock {
            if c.initial_ms == 0 {
                return Err(Refusal::new(
                    Some(0),
                    RefusalKind::Malformed,
                    "a clock with no time",
                ));
            }
        }
        let setup = Setup {
            variant: m.header.variant,
            host_side,
            clock,
        };
        let mut device = Device::blank(Seat::Guest, seed, setup, m.header.game, shadows);
        device.deal.key_commits[0] = Some(key_commit);
        device.push(hello.to_vec());
        Ok(device)
    }

    fn blank(seat: Seat, seed: Seed, setup: Setup, game: [u8; 16], shadows: u8) -> Device {
        Device {
            seat,
            seed,
            setup,
            game,
            messages: Vec::new(),
            head: transcript::start(&game),
            deal: Deal::new(setup.variant, game, shadows),
            dispute: None,
        }
    }

    /// This device's seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The game's setup.
    pub fn setup(&self) -> Setup {
        self.setup
    }

    /// The side this device's player plays.
    pub fn side(&self) -> Color {
        match self.seat {
            Seat::Host => self.setup.host_side,
            Seat::Guest => !self.setup.host_side,
        }
    }

    /// The game's id (public: it is in every message).
    pub fn game_id(&self) -> [u8; 16] {
        self.game
    }

    /// How many messages the transcript holds.
    pub fn len(&self) -> usize {
        self.messages.len()
    }

    /// Whether the transcript is empty (never, once the device exists).
    pub fn is_empty(&self) -> bool {
        self.messages.is_empty()
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        if let Some(reason) = &self.dispute {
            return Status::Disputed {
                reason: reason.clone(),
            };
        }
        if !self.deal.done() {
            return Status::Dealing;
        }
        Status::Playing
    }

    /// The player's view, exactly as the referee would give it, once the deal is done.
    pub fn view(&self) -> Option<PlayerView> {
        if !self.deal.done() {
            return None;
        }
        // Nothing is known yet: any layout gives the same view.
        let layout = Color::ALL.map(|c| self.deal.decks[c.index()].roles.clone());
        let game = Game::from_position(Position::dealt(self.setup.variant, &layout));
        Some(game.view(Some(self.side())))
    }

    /// Takes in a message of the other device; returns the messages to send in answer. A
    /// refused message changes nothing, except that a cheat ends the game disputed.
    pub fn receive(&mut self, bytes: &[u8]) -> Result<Vec<Outgoing>, Refusal> {
        match self.take_in(bytes)? {
            Some(answer) => Ok(answer),
            None => Ok(self.pump()),
        }
    }

    /// Checks and takes in a message without answering it; `Some` when the message is
    /// answered at once without entering the transcript (a resume notice).
    fn take_in(&mut self, bytes: &[u8]) -> Result<Option<Vec<Outgoing>>, Refusal> {
        if let Some(reason) = &self.dispute {
            return Err(Refusal::new(
                None,
                RefusalKind::Over,
                format!("the game is disputed ({reason})"),
            ));
        }
        let m = Message::decode(bytes)?;
        let seq = m.header.seq;
        let refuse = |kind, reason: String| Err(Refusal::new(Some(seq), kind, reason));
        if m.header.game != self.game || m.header.variant != self.setup.variant {
            return refuse(
                RefusalKind::OtherGame,
                "a message of another game".to_owned(),
            );
        }
        if m.header.seat == self.seat {
            return refuse(
                RefusalKind::OutOfOrder,
                format!("a message in this device's own name ({})", self.seat),
            );
        }
        if m.body == Body::Resume {
            return self.resumed(&m).map(Some);
        }
        let len = self.messages.len() as u32;
        if seq < len {
            return if self.messages[seq as usize] == bytes {
                refuse(RefusalKind::Replayed, "already received".to_owned())
            } else {
                refuse(
                    RefusalKind::OutOfOrder,
                    format!("not the message {seq} this device holds (a past message changed)"),
                )
            };
        }
        if seq > len {
            return refuse(
                RefusalKind::OutOfOrder,
                format!("arrived before message {len}"),
            );
        }
        if m.header.prev != self.head {
            return self.cheat(
                seq,
                "its transcript hash is not this device's: a past message was changed".to_owned(),
            );
        }
        if let Err(reason) = self.apply(&m, bytes) {
            return self.cheat(seq, reason);
        }
        self.push(bytes.to_vec());
        Ok(None)
    }

    /// Ends the game disputed by message `seq`.
    fn cheat<T>(&mut self, seq: u32, reason: String) -> Result<T, Refusal> {
        let who = self.seat.other();
        let mut text = format!("message {seq} from the {who}: {reason}");
        while text.len() > MAX_REASON {
            text.pop();
        }
        self.dispute = Some(text.clone());
        Err(Refusal::new(Some(seq), RefusalKind::Cheat, reason))
    }

    /// Checks a message in sequence and takes in what it says.
    fn apply(&mut self, m: &Message, bytes: &[u8]) -> Result<(), String> {
        let seq = m.header.seq;
        let digest = transcript::next(&[0; 32], bytes);
        match deal::slot(seq) {
            Some((seat, slot)) => {
                if seat != m.header.seat {
                    return Err(format!(
                        "a {} from the {} where the deal expects the {seat}'s",
                        m.body.name(),
                        m.header.seat
                    ));
                }
                self.deal
                    .apply(seat, slot, &m.body, digest, self.seat, &self.seed)
            }
            None => Err(format!(
                "a {} after the deal; play over the table lands next",
                m.body.name()
            )),
        }
    }

    /// Appends a message to the transcript.
    fn push(&mut self, bytes: Vec<u8>) {
        self.head = transcript::next(&self.head, &bytes);
        self.messages.push(bytes);
    }

    /// Makes, takes in and returns one message of this device.
    fn send(&mut self, body: Body) -> Option<Outgoing> {
        let m = Message {
            header: Header {
                game: self.game,
                variant: self.setup.variant,
                seat: self.seat,
                seq: self.messages.len() as u32,
                prev: self.head,
            },
            body,
        };
        let bytes = m.encode();
        if self.apply(&m, &bytes).is_err() {
            return None;
        }
        self.push(bytes.clone());
        Some(bytes)
    }

    /// Every message this device owes now, made and taken in.
    fn pump(&mut self) -> Vec<Outgoing> {
        let mut out = Vec::new();
        while let Some((seat, slot)) = deal::slot(self.messages.len() as u32) {
            if seat != self.seat {
                break;
            }
            let body = match slot {
                Slot::Join => {
                    let key = deal::key(&self.seed);
                    let key_pub = (&key * RISTRETTO_BASEPOINT_TABLE).compress().to_bytes();
                    Body::Join {
                        seed_commit: transcript::seed_commit(
                            &self.game,
                            self.seat,
                            &self.seed.to_bytes(),
                        ),
                        key_commit: transcript::key_commit(&self.game, self.seat, &key_pub),
                    }
                }
                slot => match self.deal.make(self.seat, &self.seed, slot) {
                    Some(b) => b,
                    None => break,
                },
            };
            match self.send(body) {
                Some(bytes) => out.push(bytes),
                None => break,
            }
        }
        out
    }

    /// After a reconnection: the message that tells the other device how far this one is
    /// (it answers with what this one lacks), followed by any message this one still owes.
    pub fn resume(&mut self) -> Vec<Outgoing> {
        let notice = Message {
            header: Header {
                game: self.game,
                variant: self.setup.variant,
                seat: self.seat,
                seq: self.messages.len() as u32,
                prev: self.head,
            },
            body: Body::Resume,
        };
        let mut out = vec![notice.encode()];
        out.extend(self.pump());
        out
    }

    /// The other device's resume notice: re-sends this device's messages it lacks.
    fn resumed(&mut self, m: &Message) -> Result<Vec<Outgoing>, Refusal> {
        let have = m.header.seq as usize;
        let refuse = |reason: String| {
            Err(Refusal::new(
                Some(m.header.seq),
                RefusalKind::OutOfOrder,
                reason,
            ))
        };
        if have > self.messages.len() {
            // It holds messages this one lacks: they are its own, and it re-sends them.
            return Ok(Vec::new());
        }
        let mut h = transcript::start(&self.game);
        for b in &self.messages[..have] {
            h = transcript::next(&h, b);
        }
        if h != m.header.prev {
            return refuse(format!(
                "its first {have} messages are not this device's: the transcripts differ"
            ));
        }
        Ok(self.messages[have..]
            .iter()
            .filter(|b| b.get(SEAT_BYTE) == Some(&(self.seat.index() as u8)))
            .cloned()
            .collect())
    }

    /// What the device stores so that a closed page resumes: its seed and the transcript
    /// (only its own secret and what its player may know). JSON.
    pub fn save(&self) -> String {
        let saved = Saved {
            format: SAVE_FORMAT.to_owned(),
            version: SAVE_VERSION,
            seat: self.seat,
            seed: hex(&self.seed.to_bytes()),
            messages: self.messages.iter().map(|m| hex(m)).collect(),
        };
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// A device from what [`Device::save`] stored, every message checked again.
    pub fn restore(saved: &str) -> Result<Device, RestoreError> {
        let err = |e: String| RestoreError(e);
        let saved: Saved = serde_json::from_str(saved).map_err(|e| err(e.to_string()))?;
        if saved.format != SAVE_FORMAT || saved.version != SAVE_VERSION {
            return Err(err(format!(
                "expected format '{SAVE_FORMAT}' version {SAVE_VERSION}, found '{}' version {}",
                saved.format, saved.version
            )));
        }
        let seed: [u8; 32] = unhex(&saved.seed)
            .and_then(|b| b.try_into().ok())
            .ok_or_else(|| err("the seed is not 64 hex digits".to_owned()))?;
        let messages = saved
            .messages
            .iter()
            .map(|m| unhex(m).ok_or_else(|| err("a message is not hex".to_owned())))
            .collect::<Result<Vec<_>, _>>()?;
        let hello = messages
            .first()
            .ok_or_else(|| err("no message".to_owned()))?;
        let seed = Seed::from_bytes(seed);
        let mut device = match saved.seat {
            Seat::Guest => Device::joined(hello, seed).map_err(|e| err(e.to_string()))?,
            Seat::Host => {
                let m = Message::decode(hello).map_err(|e| err(e.to_string()))?;
                let Body::Hello {
                    host_side, clock, ..
                } = m.body
                else {
                    return Err(err("the first message is no hello".to_owned()));
                };
                let setup = Setup {
                    variant: m.header.variant,
                    host_side,
                    clock,
                };
                let (d, out) = Device::host(setup, seed);
                if out.first() != Some(hello) {
                    return Err(err("the hello is not this seed's".to_owned()));
                }
                d
            }
        };
        // Taken in one by one, its own messages as made, the other's as received.
        for (i, bytes) in messages.iter().enumerate().skip(1) {
            let m = Message::decode(bytes).map_err(|e| err(e.to_string()))?;
            if m.header.seat == device.seat {
                if m.header.prev != device.head || m.header.seq as usize != i {
                    return Err(err(format!("message {i} is out of its chain")));
                }
                device
                    .apply(&m, bytes)
                    .map_err(|e| err(format!("message {i}: {e}")))?;
                device.push(bytes.clone());
            } else {
                device
                    .take_in(bytes)
                    .map_err(|e| err(format!("message {i}: {e}")))?;
            }
        }
        Ok(device)
    }

    /// The transcript, in order (public: every message as sent).
    pub fn transcript(&self) -> &[Vec<u8>] {
        &self.messages
    }

    /// Whether the deal is over (the first move may follow).
    pub fn dealt(&self) -> bool {
        self.deal.done()
    }
}

/// Where the sender's seat stands in a message's header.
const SEAT_BYTE: usize = 4 + 1 + 16 + 1;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) || !s.is_ascii() {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok())
        .collect()
}

#[cfg(test)]
impl Device {
    /// The layout the deal produced, from both devices' seeds (tests only).
    pub(crate) fn deal_layout(&self, other: &Device) -> Option<[Vec<crate::piece::Role>; 2]> {
        let seeds = match self.seat {
            Seat::Host => [&self.seed, &other.seed],
            Seat::Guest => [&other.seed, &self.seed],
        };
        self.deal.layout(seeds)
    }
}

#[cfg(test)]
pub(crate) fn hex_for_tests(bytes: &[u8]) -> String {
    hex(bytes)
}

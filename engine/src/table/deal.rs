//! The deal: the fixed order of its fourteen messages, and what each seat computes and
//! checks in them (docs/TABLE.md, "The deal"). Each side's deck is dealt separately: the
//! host lays its layer over the public cards, the guest its layer over the host's; each
//! layer is proven by the cut-and-choose argument of `shuffle.rs` against the key the seat
//! committed to before it saw the other's.

use super::cards::Deck;
use super::secrets::Seed;
use super::shuffle;
use super::transcript::key_commit;
use super::wire::{Body, Hash, Pt, Seat};
use crate::piece::Color;
use crate::variant::Variant;
use curve25519_dalek::ristretto::RistrettoPoint;
use curve25519_dalek::scalar::Scalar;

/// What a message of the deal is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Slot {
    Hello,
    Join,
    Key,
    Shuffle(Color),
    Challenge,
    Opening(Color),
}

/// The deal in order: who sends what at each sequence number.
const ORDER: [(Seat, Slot); 14] = [
    (Seat::Host, Slot::Hello),
    (Seat::Guest, Slot::Join),
    (Seat::Host, Slot::Key),
    (Seat::Host, Slot::Shuffle(Color::White)),
    (Seat::Host, Slot::Shuffle(Color::Black)),
    (Seat::Guest, Slot::Key),
    (Seat::Guest, Slot::Challenge),
    (Seat::Guest, Slot::Shuffle(Color::White)),
    (Seat::Guest, Slot::Shuffle(Color::Black)),
    (Seat::Host, Slot::Opening(Color::White)),
    (Seat::Host, Slot::Opening(Color::Black)),
    (Seat::Host, Slot::Challenge),
    (Seat::Guest, Slot::Opening(Color::White)),
    (Seat::Guest, Slot::Opening(Color::Black)),
];

/// The deal's message at `seq`, if `seq` is in the deal.
pub(crate) fn slot(seq: u32) -> Option<(Seat, Slot)> {
    ORDER.get(seq as usize).copied()
}

/// The most shadows a proof may have (the challenge is 32 bits per deck).
pub(crate) const MAX_SHADOWS: u8 = 32;

/// One seat's layer of one deck, as received.
#[derive(Clone, Debug)]
struct Layer {
    deck: Vec<RistrettoPoint>,
    shadows: Vec<Vec<Pt>>,
    /// The hash of the message that carried it (challenges and batch weights depend on it).
    digest: Hash,
}

/// The step number of a seat's layer of a side's deck (shadow derivation).
fn step(seat: Seat, color: Color) -> u8 {
    (seat.index() * 2 + color.index()) as u8
}

/// A seat's secret permutation of a side's deck.
pub(crate) fn permutation(seed: &Seed, color: Color, n: usize) -> Vec<u8> {
    seed.permutation("shuffle", &[color.index() as u8], n)
}

/// A seat's secret key.
pub(crate) fn key(seed: &Seed) -> Scalar {
    seed.scalar("key", b"")
}

/// Everything public the deal has established so far.
#[derive(Clone, Debug)]
pub(crate) struct Deal {
    pub(crate) game: [u8; 16],
    pub(crate) shadows: u8,
    /// Per colour.
    pub(crate) decks: [Deck; 2],
    /// Per seat: the key commitment.
    pub(crate) key_commits: [Option<Hash>; 2],
    /// Per seat: the public key.
    pub(crate) keys: [Option<RistrettoPoint>; 2],
    layers: [[Option<Layer>; 2]; 2],
    /// Per seat: the challenge bits it sent for the other seat's two layers.
    challenges: [Option<[u32; 2]>; 2],
    /// Per colour: the dealt ciphertexts, square by square, once both layers are proven.
    pub(crate) dealt: [Option<Vec<RistrettoPoint>>; 2],
}

impl Deal {
    pub(crate) fn new(variant: Variant, game: [u8; 16], shadows: u8) -> Deal {
        Deal {
            game,
            shadows,
            decks: Color::ALL.map(|c| Deck::new(variant, c)),
            key_commits: [None, None],
            keys: [None, None],
            layers: Default::default(),
            challenges: [None, None],
            dealt: [None, None],
        }
    }

    /// Whether both decks are dealt and proven.
    pub(crate) fn done(&self) -> bool {
        self.dealt.iter().all(Option::is_some)
    }

    /// The input of `seat`'s layer of `color`'s deck.
    fn input(&self, seat: Seat, color: Color) -> Option<Vec<RistrettoPoint>> {
        match seat {
            Seat::Host => Some(self.decks[color.index()].points.clone()),
            Seat::Guest => self.layers[0][color.index()]
                .as_ref()
                .map(|l| l.deck.clone()),
        }
    }

    /// The body `me` sends at `slot` (its own messages, computed from its seed).
    pub(crate) fn make(&self, me: Seat, seed: &Seed, slot: Slot) -> Option<Body> {
        let key = key(seed);
        let other = me.other();
        Some(match slot {
            Slot::Hello | Slot::Join => return None,
            Slot::Key => Body::Key {
                key: Pt::new(&key * curve25519_dalek::constants::RISTRETTO_BASEPOINT_TABLE),
            },
            Slot::Shuffle(color) => {
                let input = self.input(me, color)?;
                let perm = permutation(seed, color, input.len());
                Body::Shuffle {
                    color,
                    deck: shuffle::layer(&input, &key, &perm)
                        .into_iter()
                        .map(Pt::new)
                        .collect(),
                    shadows: shuffle::shadows(seed, step(me, color), &input, self.shadows),
                }
            }
            Slot::Challenge => {
                let mut bits = [0u32; 2];
                for c in Color::ALL {
                    let layer = self.layers[other.index()][c.index()].as_ref()?;
                    let x = seed.expand("challenge", &layer.digest);
                    bits[c.index()] =
                        u32::from_be_bytes([x[0], x[1], x[2], x[3]]) & mask(self.shadows);
                }
                Body::Challenge { bits }
            }
            Slot::Opening(color) => {
                let bits = self.challenges[other.index()]?[color.index()];
                let n = self.decks[color.index()].len();
                Body::Opening {
                    color,
                    openings: shuffle::openings(
                        seed,
                        step(me, color),
                        &key,
                        &permutation(seed, color, n),
                        bits,
                        self.shadows,
                    ),
                }
            }
        })
    }

    /// Takes in the deal's message at `slot` from `from`, checking what can be checked.
    /// `me` and `seed` are the device's own: a proof is checked with batch weights only
    /// the verifier knows (its own messages are taken as made).
    pub(crate) fn apply(
        &mut self,
        from: Seat,
        slot: Slot,
        body: &Body,
        digest: Hash,
        me: Seat,
        seed: &Seed,
    ) -> Result<(), String> {
        let s = from.index();
        match (slot, body) {
            (Slot::Hello, Body::Hello { key_commit, .. })
            | (Slot::Join, Body::Join { key_commit, .. }) => {
                self.key_commits[s] = Some(*key_commit);
            }
            (Slot::Key, Body::Key { key }) => {
                let want = self.key_commits[s].ok_or("no key commitment")?;
                if key_commit(&self.game, from, &key.bytes) != want {
                    return Err(format!(
                        "the {from}'s public key does not open the commitment it made"
                    ));
                }
                self.keys[s] = Some(key.point);
            }
            (
                Slot::Shuffle(color),
                Body::Shuffle {
                    color: c,
                    deck,
                    shadows,
                },
            ) => {
                let n = self.decks[color.index()].len();
                if *c != color {
                    return Err(format!("a shuffle of {c}'s deck where {color}'s was due"));
                }
                if deck.len() != n {
                    return Err(format!(
                        "the {from}'s shuffle of {color}'s deck has {} cards, not {n}",
                        deck.len()
                    ));
                }
                if shadows.len() != usize::from(self.shadows) {
                    return Err(format!(
                        "the {from}'s shuffle of {color}'s deck has {} shadows, not {}",
                        shadows.len(),
                        self.shadows
                    ));
                }
                if let Some(bad) = shadows.iter().position(|z| z.len() != n + 1) {
                    return Err(format!("shadow {bad} of the {from}'s shuffle is malformed"));
                }
                if has_duplicate(deck) {
                    return Err(format!(
                        "the {from}'s shuffle of {color}'s deck holds one card twice"
                    ));
                }
                let points = deck.iter().map(|p| p.point).collect();
                self.layers[s][color.index()] = Some(Layer {
                    deck: points,
                    shadows: shadows.clone(),
                    digest,
                });
            }
            (Slot::Challenge, Body::Challenge { bits }) => {
                if bits.iter().any(|b| b & !mask(self.shadows) != 0) {
                    return Err("challenge bits beyond the number of shadows".to_owned());
                }
                self.challenges[s] = Some(*bits);
            }
            (Slot::Opening(color), Body::Opening { color: c, openings }) => {
                if *c != color {
                    return Err(format!("an opening for {c}'s deck where {color}'s was due"));
                }
                let layer = self.layers[s][color.index()]
                    .as_ref()
                    .ok_or("an opening before its shuffle")?;
                if from != me {
                    let input = self.input(from, color).ok_or("no input deck")?;
                    let bits = self.challenges[me.index()].ok_or("no challenge")?[color.index()];
                    let weights = seed.expand("weights", &layer.digest);
                    let key = self.keys[s].ok_or("no key")?;
                    shuffle::verify(
                        &input,
                        &layer.deck,
                        &key,
                        &layer.shadows,
                        bits,
                        openings,
                        &weights,
                    )
                    .map_err(|e| format!("the {from}'s shuffle of {color}'s deck: {e}"))?;
                }
                if from == Seat::Guest {
                    self.dealt[color.index()] = Some(layer.deck.clone());
                }
            }
            (slot, body) => {
                return Err(format!(
                    "a {} where the deal expects {slot:?} from the {from}",
                    body.name()
                ))
            }
        }
        Ok(())
    }
}

/// The low `t` bits.
fn mask(t: u8) -> u32 {
    if t >= 32 {
        u32::MAX
    } else {
        (1u32 << t) - 1
    }
}

fn has_duplicate(deck: &[Pt]) -> bool {
    let mut bytes: Vec<[u8; 32]> = deck.iter().map(|p| p.bytes).collect();
    bytes.sort_unstable();
    bytes.windows(2).any(|w| w[0] == w[1])
}

// The game layer (reveals) and the audit use what follows; until they land, the tests do.
#[cfg_attr(not(test), allow(dead_code))]
impl Deal {
    /// The dealt identities, square by square in each deck's order (indexed by colour),
    /// from both seats' seeds (the audit); `None` before the deal ends or when a dealt
    /// card is no card of its deck.
    pub(crate) fn layout(&self, seeds: [&Seed; 2]) -> Option<[Vec<crate::piece::Role>; 2]> {
        let unlock = (key(seeds[0]) * key(seeds[1])).invert();
        let mut out: [Vec<crate::piece::Role>; 2] = Default::default();
        for c in Color::ALL {
            let deck = &self.decks[c.index()];
            for cipher in self.dealt[c.index()].as_ref()? {
                let card = deck.card_of(&(unlock * cipher))?;
                out[c.index()].push(deck.roles[card]);
            }
        }
        Some(out)
    }
}

//! A device's one secret, its 32-byte seed, and everything derived from it by hashing: its
//! key, its shuffles, the shadows of its shuffle proofs, its challenges and proof nonces.
//! Opening the seed at the audit lets anyone recompute every message the device sent.

use curve25519_dalek::scalar::Scalar;
use sha2::{Digest, Sha256, Sha512};
use std::fmt;

/// The prefix of every hash of the protocol (domain separation from any other use).
pub(crate) const DOMAIN: &[u8] = b"incerto-table/v1/";

/// A device's secret seed. Its `Debug` form never shows the bytes.
#[derive(Clone, PartialEq, Eq)]
pub struct Seed([u8; 32]);

impl Seed {
    /// A fresh seed from the operating system (the browser's `crypto.getRandomValues`).
    pub fn random() -> Result<Seed, getrandom::Error> {
        let mut bytes = [0; 32];
        getrandom::fill(&mut bytes)?;
        Ok(Seed(bytes))
    }

    /// A seed from known bytes (tests, a restored device).
    pub fn from_bytes(bytes: [u8; 32]) -> Seed {
        Seed(bytes)
    }

    /// The bytes (for the device's own storage and the audit's opening only).
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }

    /// 64 bytes for `label` in context `ctx`.
    pub(crate) fn expand(&self, label: &str, ctx: &[u8]) -> [u8; 64] {
        let mut h = Sha512::new();
        h.update(DOMAIN);
        h.update(label.as_bytes());
        h.update([0]);
        h.update(self.0);
        h.update(ctx);
        h.finalize().into()
    }

    /// A non-zero scalar for `label` in context `ctx`.
    pub(crate) fn scalar(&self, label: &str, ctx: &[u8]) -> Scalar {
        let s = Scalar::from_bytes_mod_order_wide(&self.expand(label, ctx));
        // Zero has probability 2^-252; it would make a layer that cannot be removed.
        if s == Scalar::ZERO {
            Scalar::ONE
        } else {
            s
        }
    }

    /// A uniformly random permutation of `0..n` for `label` in context `ctx`: `p[j]` is the
    /// input index that goes to output position `j`.
    pub(crate) fn permutation(&self, label: &str, ctx: &[u8], n: usize) -> Vec<u8> {
        let mut stream = Stream::new(self.expand(label, ctx));
        let mut p: Vec<u8> = (0..n as u8).collect();
        // Fisher–Yates with rejection sampling: exactly uniform.
        for i in (1..n).rev() {
            let j = stream.below(i as u64 + 1) as usize;
            p.swap(i, j);
        }
        p
    }
}

impl fmt::Debug for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seed(…)")
    }
}

/// An endless stream of bytes from a key (SHA-512 in counter mode).
struct Stream {
    key: [u8; 64],
    counter: u64,
    buf: Vec<u8>,
}

impl Stream {
    fn new(key: [u8; 64]) -> Stream {
        Stream {
            key,
            counter: 0,
            buf: Vec::new(),
        }
    }

    fn next_u64(&mut self) -> u64 {
        if self.buf.len() < 8 {
            let mut h = Sha512::new();
            h.update(self.key);
            h.update(self.counter.to_be_bytes());
            self.counter += 1;
            self.buf.extend_from_slice(&h.finalize());
        }
        let bytes: Vec<u8> = self.buf.drain(..8).collect();
        u64::from_be_bytes(bytes.try_into().unwrap_or([0; 8]))
    }

    /// A uniform number below `n` (n > 0).
    fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
}

/// SHA-256 of the protocol's domain, a label and parts (commitments, transcript).
pub(crate) fn hash(label: &str, parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(DOMAIN);
    h.update(label.as_bytes());
    h.update([0]);
    for p in parts {
        h.update((p.len() as u32).to_be_bytes());
        h.update(p);
    }
    h.finalize().into()
}

/// A scalar from a hash of parts (Fiat–Shamir challenges, batch weights).
pub(crate) fn hash_scalar(label: &str, parts: &[&[u8]]) -> Scalar {
    let mut h = Sha512::new();
    h.update(DOMAIN);
    h.update(label.as_bytes());
    h.update([0]);
    for p in parts {
        h.update((p.len() as u32).to_be_bytes());
        h.update(p);
    }
    Scalar::from_bytes_mod_order_wide(&h.finalize().into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derivations_are_fixed_and_separated() {
        let s = Seed::from_bytes([7; 32]);
        assert_eq!(s.scalar("key", b""), s.scalar("key", b""));
        assert_ne!(s.scalar("key", b""), s.scalar("key", b"x"));
        assert_ne!(s.scalar("key", b""), s.scalar("yek", b""));
        assert_ne!(
            s.scalar("key", b""),
            Seed::from_bytes([8; 32]).scalar("key", b"")
        );
        assert_eq!(format!("{s:?}"), "Seed(…)");
    }

    #[test]
    fn permutations_are_permutations_and_uniform() {
        let mut first = [[0u32; 4]; 4];
        for i in 0..4000u32 {
            let s = Seed::from_bytes([0; 32]);
            let p = s.permutation("t", &i.to_be_bytes(), 4);
            let mut sorted = p.clone();
            sorted.sort();
            assert_eq!(sorted, vec![0, 1, 2, 3]);
            for (j, &x) in p.iter().enumerate() {
                first[j][x as usize] += 1;
            }
        }
        for row in first {
            for n in row {
                assert!((880..1120).contains(&n), "{first:?}");
            }
        }
    }
}

//! The running hash of the transcript and the commitments: every message carries the hash
//! of all the messages before it, so a changed, dropped or reordered past message shows in
//! every message after it.

use super::secrets::hash;
use super::wire::{Hash, Seat};

/// The hash before the first message of game `game`.
pub(crate) fn start(game: &[u8; 16]) -> Hash {
    hash("transcript", &[game])
}

/// The hash after `bytes`, given the hash before it.
pub(crate) fn next(prev: &Hash, bytes: &[u8]) -> Hash {
    hash("transcript-next", &[prev, bytes])
}

/// The commitment to a seat's seed.
pub(crate) fn seed_commit(game: &[u8; 16], seat: Seat, seed: &[u8; 32]) -> Hash {
    hash("seed", &[game, &[seat.index() as u8], seed])
}

/// The commitment to a seat's public key (its compressed bytes).
pub(crate) fn key_commit(game: &[u8; 16], seat: Seat, key: &[u8; 32]) -> Hash {
    hash("key", &[game, &[seat.index() as u8], key])
}

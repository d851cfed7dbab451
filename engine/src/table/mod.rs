//! The table protocol (docs/TABLE.md): two devices play one game with no server and no
//! referee between them. The two devices deal the hidden identities together, each adding
//! a layer of encryption that commutes with the other's (SRA "mental poker" in the
//! Ristretto group of `curve25519-dalek`), so that neither ever holds an identity its player
//! may not know; each reveal comes with a proof; at the end each device audits the game.
//!
//! A [`Device`] is a pure state machine: the caller carries its [`Outgoing`] bytes to the
//! other device (a TCP socket in the CLI, a WebRTC data channel in the browser) and hands
//! what arrives to [`Device::receive`].

mod cards;
mod deal;
mod device;
mod secrets;
// Reveals with their proofs: the game layer sends them (next); tested here already.
#[cfg_attr(not(test), allow(dead_code))]
mod shares;
mod shuffle;
mod transcript;
mod wire;

pub use cards::Card;
pub use device::{Device, Outgoing, RestoreError, Setup, Status, SHADOWS};
pub use secrets::Seed;
pub use wire::{ClockSetting, Refusal, RefusalKind, Seat, MAX_LEN, VERSION};

#[cfg(test)]
mod tests;

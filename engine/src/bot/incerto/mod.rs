//! Incerto: what the opponent's discs may be (`belief.rs`), one sampled world as the bot
//! searches it (`iboard.rs`), the chance-node search of a world (`isearch.rs`, with its
//! evaluation in `ieval.rs` and quiescence in `iquiet.rs`), and the
//! decision over sampled worlds (`pimc.rs`).

pub(crate) mod belief;
pub(crate) mod iboard;
mod ieval;
mod iquiet;
pub(crate) mod isearch;
pub(crate) mod pimc;

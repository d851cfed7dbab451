//! Computer players. A bot sees exactly one [`PlayerView`] (never the true state) and
//! answers with the next step a person could take in that view.

mod adapter;
mod chess8;
mod core;
mod greedy;
mod hints;
mod incerto;
mod ladder;
mod level;
mod observation;
mod random;
mod replay;
#[cfg(test)]
mod tests;
mod think;

/// The Incerto decision and the piece values, here too for the honesty tests (`tests.rs`).
#[cfg(test)]
use self::{core::eval, incerto::pimc};

pub use self::core::budget::{Limits, POLL};
pub use adapter::BadView;
pub use hints::{hints, Hints, PieceHint, RoleOdds};
pub use level::{Level, Strength, UnknownLevel};
pub use random::RandomBot;
pub use think::{appraise, think, Answer, Appraisal, LevelBot};

pub use crate::step::Step;
use crate::view::PlayerView;

/// The interface every computer opponent implements, so the app, the JS API and a Web
/// Worker can drive any of them the same way.
pub trait Bot {
    /// The next step for the viewer of `view`, who is to move. `None` when the view offers
    /// nothing to do (not this player's turn, or the game is over).
    fn step(&mut self, view: &PlayerView) -> Option<Step>;
}

/// The bots' own random numbers (never the game's shuffle).
pub(crate) type BotRng = rand::rngs::ChaCha8Rng;

/// What a bot chose, in engine terms (the adapter turns it into a [`Step`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Decision {
    Select(crate::Square),
    Play(crate::Action),
    Promote(crate::Role),
}

/// A decision with what it cost: the search's nodes, deepest complete iteration, sampled
/// worlds (Incerto) and score (the mover's expected result, ±10000 a certain win or loss).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct Thought {
    pub(crate) decision: Option<Decision>,
    pub(crate) nodes: u64,
    pub(crate) depth: u32,
    pub(crate) worlds: u32,
    pub(crate) score: Option<i32>,
    /// The score of the option `bot::appraise` pinned, from the same search as `score`.
    pub(crate) pinned: Option<i32>,
    /// That option as a decision.
    pub(crate) played: Option<Decision>,
}

//! Computer players. A bot sees exactly one [`PlayerView`] (never the true state) and
//! answers with the next step a person could take in that view.

mod random;

pub use random::RandomBot;

use crate::view::PlayerView;

/// One step of a turn, as a person at the board would take it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Step {
    /// Incerto: select this disc (its identity is then shown to its owner).
    Select(String),
    /// Play a complete action from the view's `legal_actions` (a move without a promotion
    /// letter may then ask for a [`Step::Promote`]).
    Play(String),
    /// Choose the piece for a pending promotion (a role name from the view's choices).
    Promote(String),
}

/// The interface every computer opponent implements, so the app, the JS API and a Web
/// Worker can drive any of them the same way.
pub trait Bot {
    /// The next step for the viewer of `view`, who is to move. `None` when the view offers
    /// nothing to do (not this player's turn, or the game is over).
    fn step(&mut self, view: &PlayerView) -> Option<Step>;
}

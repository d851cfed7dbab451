//! The app's screens (new game, play) and the panels the play screen shows (hand-over,
//! game over), the question before leaving a game and the notices. The board's words, a
//! piece's chip and the promotion chooser are the pages' shared ones (`incerto_ui`).

pub mod game_over;
pub mod handover;
pub mod leave;
pub mod new_game;
pub mod notices;
pub mod open_record;
pub mod play;

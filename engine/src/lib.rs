//! Rules engine for three hidden-piece chess games: Incerto, Hidden Random Chess and Hidden
//! Chess. Pure Rust, no web dependencies except the optional `wasm` feature's bindings.
//!
//! The rules it plays, with every decision the project made where the sources are silent,
//! and its notation (extended FEN, actions, perft) are the project's rulebook,
#![doc = concat!("[`docs/RULES.md`](", env!("CARGO_PKG_REPOSITORY"), "/blob/main/docs/RULES.md).")]
//! "RULES.md §2" and the like in this crate's comments name sections of that file.
//!
//! ```
//! use incerto_engine::{Action, Color, Game, Square, Step, StepOutcome, Variant};
//!
//! let mut game = Game::new(Variant::Incerto, 42);
//! let b1 = Square::parse("b1").unwrap();
//! if let StepOutcome::Selected(_) = game.apply_step(Step::Select(b1), None)? {
//!     let view = game.view(Some(Color::White));
//!     let to = view.dests().targets(b1)[0];
//!     game.apply_step(Step::Play(Action::Move { from: b1, to, promotion: None }), None)?;
//! }
//! let json = game.to_json();
//! assert_eq!(Game::from_json(&json)?.position(), game.position());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

mod action;
pub mod attacks;
mod bitboard;
pub mod bot;
mod fen;
mod game;
mod movegen;
mod names;
mod outcome;
mod perft;
mod pgn;
mod piece;
mod position;
mod record;
mod review;
mod san;
mod square;
mod start;
mod step;
pub mod table;
#[cfg(test)]
mod testing;
mod variant;
mod view;
#[cfg(feature = "wasm")]
mod wasm;

pub use action::{Action, ActionSyntax, IllegalAction, IllegalKind, ParseActionError};
pub use bitboard::Bitboard;
pub use fen::{Fen, FenError, FenSyntax, ParseFenError, PositionError};
pub use game::{CapturedPiece, Game, GameError, KnownBy, Pending, PieceInfo, Played, StepOutcome};
pub use movegen::ActionList;
pub use names::UnknownName;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{divide, perft};
pub use pgn::PgnTags;
pub use piece::{Color, Piece, Role};
pub use position::{Capture, Position};
pub use record::{GameRecord, RecordError, RecordedAction, RecordedResult};
pub use review::{
    expected_score, judged_turns, review, step_accuracy, Accuracy, Judgement, Lens, Odds, Phase,
    Review, ReviewError, ReviewLine, ReviewOptions,
};
pub use square::{ParseSquareError, Square};
pub use start::random_seed;
pub use step::Step;
pub use variant::{EnPassant, Hiding, Variant};
pub use view::{
    ActionKind, ActionView, CapturedView, Dests, PieceView, PlayerView, PoolView, PromotionView,
    RoleCount,
};

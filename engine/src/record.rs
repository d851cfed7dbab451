//! Game records: JSON that replays exactly through the rules (PGN for people is `pgn.rs`).

use crate::action::Action;
use crate::game::{Game, Pending, StepOutcome};
use crate::outcome::Outcome;
use crate::piece::Color;
use crate::position::Position;
use crate::square::Square;
use crate::variant::Variant;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The JSON form of a game. `start` is the extended FEN of the first position; with a
/// `seed` it must be that seed's start position.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameRecord {
    /// Always `incerto-game`.
    pub format: String,
    /// The format's version: 1.
    pub version: u32,
    /// The game's name ([`Variant::name`]).
    pub variant: String,
    /// The seed of the start shuffle; none for a game from a FEN.
    pub seed: Option<u64>,
    /// The first position, in extended FEN (all-seeing).
    pub start: String,
    /// Every action played, in order.
    pub actions: Vec<RecordedAction>,
    /// Incerto: a disc selected but not yet moved (the selection cannot be undone by
    /// saving and loading).
    #[serde(default)]
    pub selected: Option<String>,
    /// A move waiting for its promotion piece, as `<from><to>` (`c7c8`): the move is
    /// committed (in Hidden Chess the piece was shown to both players as a pawn), so a
    /// reload asks for the piece again. Absent in records written before it existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub promotion: Option<String>,
    /// Set when the game has ended.
    #[serde(default)]
    pub result: Option<RecordedResult>,
    /// A draw offer standing when the record was made.
    #[serde(default)]
    pub draw_offer: Option<String>,
}

/// One action of a record.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedAction {
    /// In notation (`e2e4`, `@a1`).
    pub action: String,
    /// Milliseconds, as the caller stamped it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<u64>,
}

/// The result of a recorded game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedResult {
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub score: String,
    /// The reason's name ([`WinReason`](crate::WinReason), [`DrawReason`](crate::DrawReason)).
    pub reason: String,
}

const FORMAT: &str = "incerto-game";
const VERSION: u32 = 1;

/// Why a record was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError {
    /// Not JSON of a record.
    Json(String),
    /// Another format or version.
    Format(String),
    /// An unknown game.
    Variant(String),
    /// The start position is refused.
    Start(String),
    /// The start position is not the seed's.
    SeedMismatch,
    /// The action at this index (0-based) does not replay.
    Action {
        /// 0-based.
        index: usize,
        /// Why, for people.
        message: String,
    },
    /// The selected disc cannot be selected.
    Selected(String),
    /// The pending promotion cannot be replayed.
    Promotion(String),
    /// The draw offer does not fit the game.
    DrawOffer(String),
    /// The result does not fit the moves.
    Result(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid game record: ")?;
        match self {
            RecordError::Json(e) => write!(f, "not valid record JSON ({e})"),
            RecordError::Format(e) => write!(f, "{e}"),
            RecordError::Variant(e) => write!(f, "{e}"),
            RecordError::Start(e) => write!(f, "start position: {e}"),
            RecordError::SeedMismatch => {
                write!(f, "the start position is not the one the seed gives")
            }
            RecordError::Action { index, message } => {
                write!(f, "action {} does not replay: {message}", index + 1)
            }
            RecordError::Selected(e) => write!(f, "selected disc: {e}"),
            RecordError::Promotion(e) => write!(f, "pending promotion: {e}"),
            RecordError::DrawOffer(e) => write!(f, "draw offer: {e}"),
            RecordError::Result(e) => write!(f, "result: {e}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Game {
    /// The game as a record: start, actions, and any selection, result or draw offer.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            format: FORMAT.to_owned(),
            version: VERSION,
            variant: self.variant().name().to_owned(),
            seed: self.seed(),
            start: self.start_position().fen(),
            actions: self
                .history()
                .iter()
                .map(|p| RecordedAction {
                    action: p.action.to_string(),
                    time: p.time,
                })
                .collect(),
            selected: match self.pending() {
                Some(Pending::Selected(sq)) => Some(sq.to_string()),
                _ => None,
            },
            promotion: match self.pending() {
                Some(Pending::Promotion { from, to }) => Some(format!("{from}{to}")),
                _ => None,
            },
            result: self.outcome().map(|o| RecordedResult {
                score: o.score().to_owned(),
                reason: o.reason().to_owned(),
            }),
            draw_offer: self.draw_offer().map(|c| c.name().to_owned()),
        }
    }

    /// The record as pretty JSON (what the app saves and the JS `record()` returns).
    pub fn to_json(&self) -> String {
        // A record holds only strings and numbers, so serialising cannot fail.
        serde_json::to_string_pretty(&self.record()).unwrap_or_default()
    }

    /// Replays a record's JSON (see [`Game::from_record`]).
    pub fn from_json(json: &str) -> Result<Game, RecordError> {
        let record: GameRecord =
            serde_json::from_str(json).map_err(|e| RecordError::Json(e.to_string()))?;
        Game::from_record(&record)
    }

    /// Replays a record through the rules; any action that is not legal where it stands
    /// refuses the whole record.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        if record.format != FORMAT || record.version != VERSION {
            return Err(RecordError::Format(format!(
                "expected format '{FORMAT}' version {VERSION}, found '{}' version {}",
                record.format, record.version
            )));
        }
        let variant: Variant = record
            .variant
            .parse()
            .map_err(|e: crate::names::UnknownName| RecordError::Variant(e.to_string()))?;
        let start = Position::from_fen(variant, &record.start)
            .map_err(|e| RecordError::Start(e.to_string()))?;
        let mut game = match record.seed {
            Some(seed) => {
                let g = Game::new(variant, seed);
                if *g.start_position() != start {
                    return Err(RecordError::SeedMismatch);
                }
                g
            }
            None => Game::from_position(start),
        };
        for (index, a) in record.actions.iter().enumerate() {
            game.play_str(&a.action, a.time)
                .map_err(|e| RecordError::Action {
                    index,
                    message: e.to_string(),
                })?;
        }
        // A standing offer: before the half-done turn, which it outlives. Records of finished
        // games written before an offer ended with the game may still hold one: it is void.
        if let Some(c) = &record.draw_offer {
            let color: Color = c
                .parse()
                .map_err(|e| RecordError::DrawOffer(format!("{e}")))?;
            if !game.is_over() && record.result.is_none() {
                game.offer_draw(color)
                    .map_err(|e| RecordError::DrawOffer(e.to_string()))?;
            }
        }
        if record.selected.is_some() && record.promotion.is_some() {
            return Err(RecordError::Selected(
                "a record cannot hold both a selected disc and a pending promotion".to_owned(),
            ));
        }
        if let Some(sq) = &record.selected {
            let sq = Square::parse(sq)
                .ok_or_else(|| RecordError::Selected(format!("'{sq}' is not a square")))?;
            // A disc with no move is never left selected (its selection is a skip, which is
            // an action of its own): a record that says so was not written by the engine.
            if game.position().is_legal(Action::Skip(sq)) && !game.is_over() {
                return Err(RecordError::Selected(format!(
                    "the disc on {sq} has no legal move, so it cannot stand selected"
                )));
            }
            match game.select(sq) {
                Ok(StepOutcome::Selected(_)) => {}
                Ok(_) => {
                    return Err(RecordError::Selected(format!(
                        "the disc on {sq} cannot stand selected"
                    )))
                }
                Err(e) => return Err(RecordError::Selected(e.to_string())),
            }
        }
        if let Some(m) = &record.promotion {
            let squares = (m.len() == 4)
                .then(|| Some((Square::parse(&m[..2])?, Square::parse(&m[2..])?)))
                .flatten();
            let Some((from, to)) = squares else {
                return Err(RecordError::Promotion(format!(
                    "'{m}' is not a move like c7c8"
                )));
            };
            match game.move_piece(from, to, None, None) {
                Ok(StepOutcome::ChoosePromotion) => {}
                Ok(_) => {
                    return Err(RecordError::Promotion(format!(
                        "{m} does not wait for a promotion piece"
                    )))
                }
                Err(e) => return Err(RecordError::Promotion(e.to_string())),
            }
        }
        match (&record.result, game.outcome()) {
            (None, None) => {}
            (None, Some(o)) => {
                return Err(RecordError::Result(format!(
                    "the moves end the game ({o}) but the record has no result"
                )))
            }
            (Some(r), replayed) => {
                let claimed = Outcome::from_parts(&r.score, &r.reason).ok_or_else(|| {
                    RecordError::Result(format!("unknown result '{} {}'", r.score, r.reason))
                })?;
                match replayed {
                    Some(o) if o == claimed => {}
                    Some(o) => {
                        return Err(RecordError::Result(format!(
                            "the moves end the game as {o}, not {claimed}"
                        )))
                    }
                    None if claimed.by_rule() => {
                        return Err(RecordError::Result(format!(
                            "the moves do not end the game as {claimed}"
                        )))
                    }
                    None => {
                        // A clock's verdict must be the one the position gives.
                        if let Some(flagged) = claimed.flagged() {
                            let ruled = Color::ALL
                                .into_iter()
                                .filter(|&c| flagged.is_none_or(|f| f == c))
                                .map(|c| game.time_forfeit_outcome(c))
                                .any(|o| o == claimed);
                            if !ruled {
                                return Err(RecordError::Result(format!(
                                    "a fallen flag here is not {claimed}"
                                )));
                            }
                        }
                        game.set_outcome(claimed)
                    }
                }
            }
        }
        Ok(game)
    }
}

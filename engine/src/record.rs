//! Game records: JSON that replays exactly through the rules, and a PGN-style text for people.

use crate::game::{Game, Outcome, Pending};
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
    pub format: String,
    pub version: u32,
    pub variant: String,
    pub seed: Option<u64>,
    pub start: String,
    pub actions: Vec<RecordedAction>,
    /// Incerto: a disc selected but not yet moved (the selection cannot be undone by
    /// saving and loading).
    #[serde(default)]
    pub selected: Option<String>,
    /// Set when the game has ended.
    #[serde(default)]
    pub result: Option<RecordedResult>,
    /// A draw offer standing when the record was made.
    #[serde(default)]
    pub draw_offer: Option<String>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedAction {
    pub action: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<u64>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedResult {
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub score: String,
    pub reason: String,
}

const FORMAT: &str = "incerto-game";
const VERSION: u32 = 1;

/// Why a record was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError {
    Json(String),
    Format(String),
    Variant(String),
    Start(String),
    SeedMismatch,
    /// The action at this index (0-based) does not replay.
    Action {
        index: usize,
        message: String,
    },
    Selected(String),
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
            RecordError::Result(e) => write!(f, "result: {e}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Game {
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
            result: self.outcome().map(|o| RecordedResult {
                score: o.score().to_owned(),
                reason: o.reason().to_owned(),
            }),
            draw_offer: self.draw_offer().map(|c| c.name().to_owned()),
        }
    }

    pub fn to_json(&self) -> String {
        // A record holds only strings and numbers, so serialising cannot fail.
        serde_json::to_string_pretty(&self.record()).unwrap_or_default()
    }

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
            .map_err(|e: crate::variant::UnknownVariant| RecordError::Variant(e.to_string()))?;
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
        if let Some(sq) = &record.selected {
            let sq = Square::parse(sq)
                .ok_or_else(|| RecordError::Selected(format!("'{sq}' is not a square")))?;
            game.select(sq)
                .map_err(|e| RecordError::Selected(e.to_string()))?;
        }
        if let Some(c) = &record.draw_offer {
            let color = color_named(c)
                .ok_or_else(|| RecordError::Result(format!("unknown draw offer colour '{c}'")))?;
            game.offer_draw(color)
                .map_err(|e| RecordError::Result(e.to_string()))?;
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
                    None => game.set_outcome(claimed),
                }
            }
        }
        Ok(game)
    }

    /// A PGN-style text for people: tag pairs, then the actions in RULES.md notation.
    pub fn pgn(&self) -> String {
        let result = self.outcome().map_or("*", |o| o.score());
        let mut out = String::new();
        out.push_str(&format!("[Variant \"{}\"]\n", self.variant().name()));
        if let Some(seed) = self.seed() {
            out.push_str(&format!("[Seed \"{seed}\"]\n"));
        }
        out.push_str(&format!("[FEN \"{}\"]\n", self.start_position().fen()));
        out.push_str(&format!("[Result \"{result}\"]\n"));
        if let Some(o) = self.outcome() {
            out.push_str(&format!("[Termination \"{}\"]\n", o.reason()));
        }
        out.push('\n');
        let mut line = String::new();
        let mut number = self.start_position().fullmoves();
        let mut color = self.start_position().turn();
        for (i, p) in self.history().iter().enumerate() {
            if color == Color::White {
                line.push_str(&format!("{number}. "));
            } else if i == 0 {
                line.push_str(&format!("{number}... "));
            }
            line.push_str(&p.action.to_string());
            line.push(' ');
            if color == Color::Black {
                number += 1;
            }
            color = !color;
        }
        line.push_str(result);
        // Wrap at 80 columns, as PGN readers expect.
        let mut width = 0;
        for word in line.split(' ') {
            if width > 0 && width + word.len() + 1 > 80 {
                out.push('\n');
                width = 0;
            } else if width > 0 {
                out.push(' ');
                width += 1;
            }
            out.push_str(word);
            width += word.len();
        }
        out.push('\n');
        out
    }
}

fn color_named(s: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|c| c.name() == s)
}

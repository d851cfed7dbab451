//! How a game ended: the winner (if any) and why. The reason names (`king-captured`,
//! `stalemate`, …) live in one table per enum; records, PGN tags, views and the JS API all
//! read them there.

use crate::names::named;
use crate::piece::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a game was won.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// Incerto: the loser's king was taken.
    KingCaptured,
    /// The 8×8 games: the loser is in check with no legal action.
    Checkmate,
    /// The loser resigned.
    Resignation,
    /// The loser's clock ran out (clocks are the caller's).
    TimeForfeit,
}

named!(
    WinReason,
    "win reason",
    "king-captured, checkmate, resignation or time-forfeit"
);

impl WinReason {
    /// Every reason, in the order of the rules.
    pub const ALL: [WinReason; 4] = [
        WinReason::KingCaptured,
        WinReason::Checkmate,
        WinReason::Resignation,
        WinReason::TimeForfeit,
    ];

    /// The stable name: `king-captured`, `checkmate`, `resignation`, `time-forfeit`.
    pub const fn name(self) -> &'static str {
        match self {
            WinReason::KingCaptured => "king-captured",
            WinReason::Checkmate => "checkmate",
            WinReason::Resignation => "resignation",
            WinReason::TimeForfeit => "time-forfeit",
        }
    }
}

/// Why a game was drawn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    /// The 8×8 games: the side to move has no legal action and is not in check.
    Stalemate,
    /// The same position occurred often enough (RULES.md: 4 times in Incerto, else 3).
    Repetition,
    /// 100 consecutive turns without progress, as the variant counts it.
    TurnRule,
    /// Neither side can mate.
    InsufficientMaterial,
    /// The players agreed.
    Agreement,
    /// The flag fell, but the opponent has no mating material.
    TimeoutVsInsufficientMaterial,
}

named!(
    DrawReason,
    "draw reason",
    "stalemate, repetition, turn-rule, insufficient-material, agreement or timeout-vs-insufficient-material"
);

impl DrawReason {
    /// Every reason, in the order of the rules.
    pub const ALL: [DrawReason; 6] = [
        DrawReason::Stalemate,
        DrawReason::Repetition,
        DrawReason::TurnRule,
        DrawReason::InsufficientMaterial,
        DrawReason::Agreement,
        DrawReason::TimeoutVsInsufficientMaterial,
    ];

    /// The stable name: `stalemate`, `repetition`, `turn-rule`, `insufficient-material`,
    /// `agreement`, `timeout-vs-insufficient-material`.
    pub const fn name(self) -> &'static str {
        match self {
            DrawReason::Stalemate => "stalemate",
            DrawReason::Repetition => "repetition",
            DrawReason::TurnRule => "turn-rule",
            DrawReason::InsufficientMaterial => "insufficient-material",
            DrawReason::Agreement => "agreement",
            DrawReason::TimeoutVsInsufficientMaterial => "timeout-vs-insufficient-material",
        }
    }
}

/// The end of a game. Its JSON/JS form is `{ score, winner, reason }`, e.g.
/// `{"score":"1-0","winner":"white","reason":"resignation"}`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(into = "OutcomeJson", try_from = "OutcomeJson")]
pub enum Outcome {
    /// One side won.
    Win {
        /// The side that won.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

impl Outcome {
    /// The side that won, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The reason's stable name ([`WinReason::name`], [`DrawReason::name`]).
    pub fn reason(self) -> &'static str {
        match self {
            Outcome::Win { reason, .. } => reason.name(),
            Outcome::Draw { reason } => reason.name(),
        }
    }

    /// The outcome a score and a reason name describe, if they fit together.
    pub(crate) fn from_parts(score: &str, reason: &str) -> Option<Outcome> {
        let outcome = match score {
            "1-0" => Outcome::Win {
                winner: Color::White,
                reason: reason.parse().ok()?,
            },
            "0-1" => Outcome::Win {
                winner: Color::Black,
                reason: reason.parse().ok()?,
            },
            "1/2-1/2" => Outcome::Draw {
                reason: reason.parse().ok()?,
            },
            _ => return None,
        };
        Some(outcome)
    }

    /// PGN's `Termination` value: `time forfeit` for the clock's results, `normal` for
    /// every other end (mate, king capture, draws by rule or agreement, resignation).
    pub fn pgn_termination(self) -> &'static str {
        match self.flagged() {
            Some(_) => "time forfeit",
            None => "normal",
        }
    }

    /// For a result by the clock, whose flag fell: `Some(Some(c))` for a time forfeit lost by
    /// `c`, `Some(None)` for the draw against insufficient material (either flag), `None`
    /// for every other result.
    pub(crate) fn flagged(self) -> Option<Option<Color>> {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::TimeForfeit,
            } => Some(Some(!winner)),
            Outcome::Draw {
                reason: DrawReason::TimeoutVsInsufficientMaterial,
            } => Some(None),
            _ => None,
        }
    }

    /// Whether the rules of play decide this result (as opposed to the players or a clock).
    pub(crate) fn by_rule(self) -> bool {
        !matches!(
            self,
            Outcome::Win {
                reason: WinReason::Resignation | WinReason::TimeForfeit,
                ..
            } | Outcome::Draw {
                reason: DrawReason::Agreement | DrawReason::TimeoutVsInsufficientMaterial
            }
        )
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.score(), self.reason())
    }
}

/// The serde form of an [`Outcome`].
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OutcomeJson {
    score: String,
    winner: Option<Color>,
    reason: String,
}

impl From<Outcome> for OutcomeJson {
    fn from(o: Outcome) -> OutcomeJson {
        OutcomeJson {
            score: o.score().to_owned(),
            winner: o.winner(),
            reason: o.reason().to_owned(),
        }
    }
}

impl TryFrom<OutcomeJson> for Outcome {
    type Error = String;

    fn try_from(j: OutcomeJson) -> Result<Outcome, String> {
        Outcome::from_parts(&j.score, &j.reason)
            .filter(|o| o.winner() == j.winner)
            .ok_or_else(|| {
                format!(
                    "'{} {}' with winner {} is not a result",
                    j.score,
                    j.reason,
                    j.winner.map_or("none", Color::name)
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_serialise_as_score_winner_reason_and_read_back() {
        let mut all: Vec<Outcome> = DrawReason::ALL
            .into_iter()
            .map(|reason| Outcome::Draw { reason })
            .collect();
        for winner in Color::ALL {
            for reason in WinReason::ALL {
                all.push(Outcome::Win { winner, reason });
            }
        }
        for o in all {
            let json = serde_json::to_string(&o).unwrap();
            assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), o, "{json}");
            assert_eq!(Outcome::from_parts(o.score(), o.reason()), Some(o));
        }
        let resign = Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation,
        };
        assert_eq!(
            serde_json::to_string(&resign).unwrap(),
            r#"{"score":"0-1","winner":"black","reason":"resignation"}"#
        );
        for bad in [
            r#"{"score":"1-0","winner":"black","reason":"resignation"}"#,
            r#"{"score":"1-0","winner":"white","reason":"stalemate"}"#,
            r#"{"score":"1/2-1/2","winner":null,"reason":"checkmate"}"#,
            r#"{"score":"2-0","winner":"white","reason":"checkmate"}"#,
        ] {
            assert!(serde_json::from_str::<Outcome>(bad).is_err(), "{bad}");
        }
    }
}

//! The conditions of the lesson data ([`Cond`]) — a goal, a wrong try — and how they are
//! matched against what a learner's step did ([`Event`]) or why it was refused
//! ([`Refusal`]).

use super::event::{Event, Kind, Refusal};
use incerto_engine::{Color, DrawReason, Outcome, Role, WinReason};
use serde::{Deserialize, Serialize};

/// A list in the data written either as one value or as an array.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(untagged)]
enum OneOrMany<T> {
    One(T),
    Many(Vec<T>),
}

impl<T> OneOrMany<T> {
    fn into_vec(self) -> Vec<T> {
        match self {
            OneOrMany::One(t) => vec![t],
            OneOrMany::Many(v) => v,
        }
    }
}

/// Values of which any one matches: `"capture"` or `["move", "capture"]`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(
    from = "OneOrMany<T>",
    into = "OneOrMany<T>",
    bound(
        deserialize = "T: Deserialize<'de>",
        serialize = "T: Serialize + Clone"
    )
)]
pub struct AnyOf<T>(pub Vec<T>);

impl<T> From<OneOrMany<T>> for AnyOf<T> {
    fn from(v: OneOrMany<T>) -> AnyOf<T> {
        AnyOf(v.into_vec())
    }
}

impl<T> From<AnyOf<T>> for OneOrMany<T> {
    fn from(v: AnyOf<T>) -> OneOrMany<T> {
        OneOrMany::Many(v.0)
    }
}

impl<T: PartialEq> AnyOf<T> {
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }

    fn contains(&self, t: &T) -> bool {
        self.0.contains(t)
    }
}

/// A condition on a role: `"any"` (some known role), `"none"` (nothing of that kind), a
/// role name (`"knight"`), or a list of names.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "OneOrMany<String>", into = "OneOrMany<String>")]
pub enum RoleCond {
    Any,
    None,
    Roles(Vec<Role>),
}

impl TryFrom<OneOrMany<String>> for RoleCond {
    type Error = String;

    fn try_from(v: OneOrMany<String>) -> Result<RoleCond, String> {
        let names = v.into_vec();
        match names.as_slice() {
            [one] if one == "any" => return Ok(RoleCond::Any),
            [one] if one == "none" => return Ok(RoleCond::None),
            [] => return Err("an empty list of roles".to_owned()),
            _ => {}
        }
        names
            .iter()
            .map(|n| {
                n.parse::<Role>().map_err(|_| {
                    format!("'{n}' is not a role (king, queen, rook, bishop, knight, pawn, cannon, any, none)")
                })
            })
            .collect::<Result<Vec<Role>, String>>()
            .map(RoleCond::Roles)
    }
}

impl From<RoleCond> for OneOrMany<String> {
    fn from(c: RoleCond) -> OneOrMany<String> {
        match c {
            RoleCond::Any => OneOrMany::One("any".to_owned()),
            RoleCond::None => OneOrMany::One("none".to_owned()),
            RoleCond::Roles(r) => OneOrMany::Many(r.iter().map(|r| r.name().to_owned()).collect()),
        }
    }
}

impl RoleCond {
    fn matches(&self, role: Option<Role>) -> bool {
        match (self, role) {
            (RoleCond::Any, r) => r.is_some(),
            (RoleCond::None, r) => r.is_none(),
            (RoleCond::Roles(list), Some(r)) => list.contains(&r),
            (RoleCond::Roles(_), None) => false,
        }
    }
}

/// A result a step can bring about.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ResultCond {
    /// The learner captured the opponent's king (Incerto).
    KingCaptured,
    /// The learner checkmated the opponent.
    Checkmate,
    Stalemate,
    Repetition,
    TurnRule,
    InsufficientMaterial,
}

impl ResultCond {
    fn matches(self, outcome: Outcome, learner: Color) -> bool {
        match (self, outcome) {
            (
                ResultCond::KingCaptured,
                Outcome::Win {
                    winner,
                    reason: WinReason::KingCaptured,
                },
            )
            | (
                ResultCond::Checkmate,
                Outcome::Win {
                    winner,
                    reason: WinReason::Checkmate,
                },
            ) => winner == learner,
            (ResultCond::Stalemate, Outcome::Draw { reason }) => reason == DrawReason::Stalemate,
            (ResultCond::Repetition, Outcome::Draw { reason }) => reason == DrawReason::Repetition,
            (ResultCond::TurnRule, Outcome::Draw { reason }) => reason == DrawReason::TurnRule,
            (ResultCond::InsufficientMaterial, Outcome::Draw { reason }) => {
                reason == DrawReason::InsufficientMaterial
            }
            _ => false,
        }
    }
}

/// A condition on what happened: every field given must hold. With `refused` it matches
/// only steps the engine refused (for those reasons); without, only steps it accepted.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cond {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<AnyOf<Kind>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mover: Option<RoleCond>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captured: Option<RoleCond>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub promoted: Option<RoleCond>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revealed: Option<RoleCond>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<bool>,
    /// No result (`false`) or any result (`true`) is not needed by any lesson: a result
    /// condition names the result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<AnyOf<ResultCond>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_step: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub en_passant: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused: Option<AnyOf<Refusal>>,
}

/// What a condition is matched against.
#[derive(Clone, Copy, Debug)]
pub enum Happened<'a> {
    Event(&'a Event),
    Refused(Refusal),
}

impl Cond {
    /// Whether the condition says anything about an accepted step.
    pub(super) fn has_event_part(&self) -> bool {
        let Cond {
            kind,
            mover,
            captured,
            promoted,
            revealed,
            check,
            result,
            double_step,
            en_passant,
            refused: _,
        } = self;
        kind.is_some()
            || mover.is_some()
            || captured.is_some()
            || promoted.is_some()
            || revealed.is_some()
            || check.is_some()
            || result.is_some()
            || double_step.is_some()
            || en_passant.is_some()
    }

    pub fn matches(&self, what: Happened, learner: Color) -> bool {
        let e = match (what, &self.refused) {
            (Happened::Refused(r), Some(list)) => return list.contains(&r),
            (Happened::Refused(_), None) | (Happened::Event(_), Some(_)) => return false,
            (Happened::Event(e), None) => e,
        };
        let role = |c: &Option<RoleCond>, r: Option<Role>| c.as_ref().is_none_or(|c| c.matches(r));
        let flag = |c: Option<bool>, v: bool| c.is_none_or(|c| c == v);
        self.kind.as_ref().is_none_or(|k| k.contains(&e.kind))
            && role(&self.mover, e.mover)
            && role(&self.captured, e.captured)
            && role(&self.promoted, e.promoted)
            && role(&self.revealed, e.revealed)
            && flag(self.check, e.check)
            && flag(self.double_step, e.double_step)
            && flag(self.en_passant, e.en_passant)
            && self.result.as_ref().is_none_or(|list| {
                e.result
                    .is_some_and(|o| list.iter().any(|r| r.matches(o, learner)))
            })
    }
}

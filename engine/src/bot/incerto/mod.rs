//! Incerto: what the opponent's discs may be (`belief.rs`, from the occupancy before every
//! event, `timeline.rs`), one sampled world as the bot searches it (`iboard.rs`), the
//! chance-node search of a world (`isearch.rs`, with its evaluation in `ieval.rs` and
//! quiescence in `iquiet.rs`), and the decision over sampled worlds (`pimc.rs`); [`search`]
//! is a search level's thought.

pub(crate) mod belief;
pub(crate) mod iboard;
mod ieval;
mod iquiet;
pub(crate) mod isearch;
pub(crate) mod pimc;
mod timeline;

use self::isearch::RootOption;
use super::core::budget::Limits;
use super::ladder::Plan;
use super::level::Strength;
use super::observation::Observation;
use super::{BotRng, Step, Thought};
use crate::Action;

/// A search level's thought in Incerto within `limits`, with `played` (a step of the view)
/// pinned for `bot::appraise`: then every option's score is made exact and the best is
/// chosen, never a loose one. `None` when the view does not offer `played`.
pub(crate) fn search(
    obs: &Observation,
    strength: Strength,
    limits: Limits,
    rng: &mut BotRng,
    played: Option<Step>,
) -> Option<Thought> {
    let Some(played) = played else {
        return Some(pimc::decide(obs, strength.plan(), rng, limits));
    };
    let option = match (played, obs.selected) {
        (Step::Select(sq), None) if obs.selectable.contains(&sq) => RootOption::Disc(sq),
        (
            Step::Play(Action::Move {
                from,
                to,
                promotion,
            }),
            Some(sel),
        ) if from == sel
            && obs.legal.contains(&Action::Move {
                from,
                to,
                promotion,
            }) =>
        {
            RootOption::Move {
                from,
                to,
                promotion,
            }
        }
        _ => return None,
    };
    let plan = Plan {
        select_margin: 0,
        move_margin: 0,
        exact: true,
        ..strength.plan()
    };
    let mut t = pimc::decide_with(obs, plan, rng, limits, Some(option));
    t.played = Some(pimc::decision(option));
    Some(t)
}

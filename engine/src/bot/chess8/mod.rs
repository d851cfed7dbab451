//! Hidden Random Chess and Hidden Chess: the board the bot searches (`board8.rs`: the
//! viewer's position with placeholders on face-down squares and the pools of unseen
//! identities) and its chance-node search (`search8.rs`).

pub(crate) mod board8;
pub(crate) mod search8;

use self::board8::Board8;
use self::search8::Search8;
use super::core::budget::Limits;
use super::observation::Observation;
use super::{Decision, Thought};
use crate::Action;

/// The decision of a search level in an 8×8 game: a promotion choice (always a queen when
/// offered), or the search's best action within `limits`.
pub(crate) fn search_8x8(obs: &Observation, limits: Limits) -> Thought {
    search_8x8_with(obs, limits, None)
}

/// [`search_8x8`], appraising `pinned` (one of the view's actions) on the way: see
/// `bot::appraise`.
pub(crate) fn search_8x8_with(
    obs: &Observation,
    limits: Limits,
    pinned: Option<Action>,
) -> Thought {
    let mut t = Thought::default();
    if let Some(p) = &obs.promotion {
        t.decision = p.choice().map(Decision::Promote);
        return t;
    }
    let Ok(board) = Board8::from_observation(obs) else {
        t.decision = obs.legal.first().copied().map(Decision::Play);
        return t;
    };
    let mut actions: Vec<_> = obs
        .legal
        .iter()
        .copied()
        .filter(|&a| board.pos.is_legal(a))
        .collect();
    if actions.is_empty() {
        actions = obs.legal.clone();
    }
    let past = board.past_hashes(obs);
    let mut search = Search8::new(limits);
    search.pinned = pinned.filter(|p| actions.contains(p));
    if let Some(r) = search.root(&board, &actions, &past) {
        t.decision = Some(Decision::Play(r.best));
        t.nodes = r.nodes;
        t.depth = r.depth.max(0) as u32;
        t.score = Some(r.score);
        t.worlds = 1;
        // An appraisal compares the best and the pinned action at one depth.
        if let Some((best, score, pinned)) = r.settled {
            t.decision = Some(Decision::Play(best));
            t.score = Some(score);
            t.pinned = Some(pinned);
        }
    }
    t
}

//! Hidden Random Chess and Hidden Chess: the board the bot searches (`board8.rs`: the
//! viewer's position with placeholders on face-down squares and the pools of unseen
//! identities) and its chance-node search (`search8.rs`).

pub(crate) mod board8;
pub(crate) mod search8;

use self::board8::Board8;
use self::search8::Search8;
use super::core::budget::Limits;
use super::observation::Observation;
use super::{Decision, Step, Thought};
use crate::Action;

/// A search level's thought in an 8×8 game within `limits`, with `played` (a step of the
/// view) pinned for `bot::appraise`; `None` when the view does not offer `played`.
pub(crate) fn search(obs: &Observation, limits: Limits, played: Option<Step>) -> Option<Thought> {
    let Some(played) = played else {
        return Some(search_8x8(obs, limits));
    };
    let Step::Play(action) = played else {
        return None;
    };
    let action = action.in_variant(obs.variant).ok()?;
    if !obs.legal.contains(&action) {
        return None;
    }
    let mut t = search_8x8_with(obs, limits, Some(action));
    t.played = Some(Decision::Play(action));
    Some(t)
}

/// The decision of a search level in an 8×8 game: a promotion choice (always a queen when
/// offered), or the search's best action within `limits`.
pub(crate) fn search_8x8(obs: &Observation, limits: Limits) -> Thought {
    search_8x8_with(obs, limits, None)
}

/// [`search_8x8`], appraising `pinned` (one of the view's actions) on the way: see
/// `bot::appraise`.
fn search_8x8_with(obs: &Observation, limits: Limits, pinned: Option<Action>) -> Thought {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::adapter::observe;
    use crate::bot::BotRng;
    use crate::{Game, Square, Variant};
    use rand::{seq::IndexedRandom, SeedableRng};

    /// `fen` seen from the other side: ranks reversed, colours swapped, the other side to move.
    fn mirrored(fen: &str) -> String {
        let f: Vec<&str> = fen.split(' ').collect();
        let swap = |c: char| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        };
        let placement: Vec<String> = f[0]
            .split('/')
            .rev()
            .map(|r| r.chars().map(swap).collect())
            .collect();
        let side = if f[1] == "w" { "b" } else { "w" };
        let castling: String = "KQkq".chars().filter(|&c| f[2].contains(swap(c))).collect();
        let ep = Square::parse(f[3]).map_or("-".to_string(), |sq| sq.flip_vertical().to_string());
        let castling = if castling.is_empty() { "-" } else { &castling };
        format!(
            "{} {side} {castling} {ep} {} {}",
            placement.join("/"),
            f[4],
            f[5]
        )
    }

    fn eval_of(variant: Variant, fen: &str) -> i32 {
        let g = Game::from_fen(variant, fen).unwrap();
        let obs = observe(&g.view(Some(g.turn()))).unwrap();
        let b = Board8::from_observation(&obs).unwrap();
        Search8::new(Limits::nodes(1)).eval_cp(&b)
    }

    #[test]
    fn the_evaluation_is_colour_symmetric() {
        // A position and its mirror image, each seen by its side to move, score the same:
        // positions from random play in both 8×8 games, every fifth ply.
        let mut rng = BotRng::seed_from_u64(7);
        let (mut compared, mut face_down, mut unequal) = (0, 0, 0);
        for variant in [Variant::HiddenChess, Variant::HiddenRandom] {
            for seed in 0..12 {
                let mut g = Game::new(variant, seed);
                for ply in 1..=40 {
                    let actions = g.legal_actions();
                    let Some(&a) = actions.choose(&mut rng) else {
                        break;
                    };
                    g.play(a, None).unwrap();
                    if g.pending().is_some() {
                        g.promote(crate::Role::Queen, None).unwrap();
                    }
                    if g.is_over() {
                        break;
                    }
                    if ply % 5 != 0 {
                        continue;
                    }
                    let fen = g.position().fen();
                    let back = mirrored(&fen);
                    assert_eq!(mirrored(&back), fen);
                    compared += 1;
                    face_down += usize::from(fen.contains('*'));
                    if eval_of(variant, &fen) != eval_of(variant, &back) {
                        unequal += 1;
                    }
                }
            }
        }
        // Every compared position still has face-down pieces (of 24 games, none ends early).
        assert_eq!((compared, face_down), (192, 192));
        assert_eq!(unequal, 0, "of {compared}");
    }
}

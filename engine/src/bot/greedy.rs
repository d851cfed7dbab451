//! The `greedy` baseline: takes the most valuable piece it can see to take, else plays at
//! random. In Incerto it selects a disc it knows can capture (the one with the richest
//! target), else a random disc, and once a disc is selected takes the richest capture it has.

use super::core::eval::{pool_value, VALUE};
use super::incerto::iboard::targets;
use super::observation::Observation;
use super::{BotRng, Decision};
use crate::{Action, Bitboard, Role, Square, Variant};
use rand::seq::IndexedRandom;

/// What taking the piece on `sq` is worth, as far as the viewer can see.
fn prize(obs: &Observation, sq: Square) -> i32 {
    match obs.piece_at(sq) {
        Some(p) => match p.role {
            Some(Role::King) => 100_000,
            Some(r) => VALUE[r.index()],
            None => pool_value(&obs.pools[p.color.index()]),
        },
        None => 0,
    }
}

/// The capture of `action` (its target's worth), if it is one.
fn capture(obs: &Observation, action: Action) -> Option<i32> {
    let Action::Move { from, to, .. } = action else {
        return None;
    };
    let them = !obs.me;
    if obs.piece_at(to).is_some_and(|p| p.color == them) {
        return Some(prize(obs, to));
    }
    // En passant: a pawn moving diagonally to an empty square.
    let pawn = obs
        .piece_at(from)
        .is_some_and(|p| p.role == Some(Role::Pawn));
    (pawn && obs.variant != Variant::Incerto && from.file() != to.file()).then_some(VALUE[0])
}

/// The best by `key` among `items`, ties broken at random.
fn best_by<T: Copy>(items: &[T], rng: &mut BotRng, key: impl Fn(T) -> Option<i32>) -> Option<T> {
    let top = items.iter().filter_map(|&i| key(i)).max()?;
    let best: Vec<T> = items
        .iter()
        .copied()
        .filter(|&i| key(i) == Some(top))
        .collect();
    best.choose(rng).copied()
}

pub(crate) fn decide(obs: &Observation, rng: &mut BotRng) -> Option<Decision> {
    if let Some(p) = &obs.promotion {
        return p.choice().map(Decision::Promote);
    }
    if obs.variant == Variant::Incerto && obs.selected.is_none() {
        // Discs it knows, with the richest capture each could make.
        let mut own = Bitboard::EMPTY;
        let mut enemy = Bitboard::EMPTY;
        for p in &obs.pieces {
            if p.color == obs.me {
                own.set(p.square);
            } else {
                enemy.set(p.square);
            }
        }
        let reach = |sq: Square| -> Option<i32> {
            let role = obs.piece_at(sq)?.role?;
            (targets(role, obs.me, sq, own, enemy) & enemy)
                .into_iter()
                .map(|t| prize(obs, t))
                .max()
        };
        if let Some(sq) = best_by(&obs.selectable, rng, reach) {
            return Some(Decision::Select(sq));
        }
        return obs.selectable.choose(rng).copied().map(Decision::Select);
    }
    if let Some(a) = best_by(&obs.legal, rng, |a| capture(obs, a)) {
        // Promote to a queen when the capture promotes.
        let a = match a {
            Action::Move {
                from,
                to,
                promotion: Some(_),
            } => {
                let q = Action::Move {
                    from,
                    to,
                    promotion: Some(Role::Queen),
                };
                if obs.legal.contains(&q) {
                    q
                } else {
                    a
                }
            }
            other => other,
        };
        return Some(Decision::Play(a));
    }
    obs.legal.choose(rng).copied().map(Decision::Play)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::adapter::observe;
    use crate::{Color, Game};
    use rand::SeedableRng;

    #[test]
    fn takes_the_richest_visible_piece() {
        let g =
            Game::from_fen(Variant::HiddenRandom, "4k3/8/8/2r1q3/3P4/8/8/4K3 w - - 0 1").unwrap();
        let obs = observe(&g.view(Some(Color::White))).unwrap();
        let mut rng = BotRng::seed_from_u64(0);
        for _ in 0..10 {
            assert_eq!(
                decide(&obs, &mut rng),
                Some(Decision::Play(
                    Action::parse(Variant::HiddenRandom, "d4e5").unwrap()
                ))
            );
        }
        // Incerto: a disc it knows can take the king is selected.
        let g = Game::from_fen(Variant::Incerto, "k5/6/6/6/6/6/6/R4K w - - 0 1").unwrap();
        let obs = observe(&g.view(Some(Color::White))).unwrap();
        assert_eq!(decide(&obs, &mut rng), Some(Decision::Select(Square::A1)));
    }
}

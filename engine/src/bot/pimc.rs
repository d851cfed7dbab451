//! Incerto decisions by perfect-information Monte Carlo: draw layouts of the opponent's
//! unidentified discs exactly from the belief (`belief.rs`), search each such world with the
//! chance-node search (`isearch.rs`; the bot's own unlooked-at discs stay lotteries in every
//! world, and so do discs nobody has seen), average each option's score over the worlds,
//! and pick among the options close to the best with the bot's own random numbers, so that
//! its selections do not follow one exploitable pattern.

use super::belief::Belief;
use super::budget::Limits;
use super::iboard::{IBoard, ROLES};
use super::isearch::{ISearch, RootOption};
use super::observation::Observation;
use super::replay::reversible_tail;
use super::{zobrist, BotRng, Decision, Thought};
use crate::{Action, Role};
use rand::RngExt;

/// How the Incerto search spends its budget.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Plan {
    /// Opponent layouts to sample (one when the opponent hides nothing that a sample fixes).
    pub(crate) worlds: usize,
    /// Root options further than this below the best of a world are only bounded there.
    pub(crate) window: i32,
    /// Options within this many score units of the best may be chosen when selecting a disc.
    pub(crate) select_margin: i32,
    /// The same when moving the selected disc.
    pub(crate) move_margin: i32,
}

/// One sampled world and the hashes of its recent earlier positions.
struct World {
    board: IBoard,
    past: Vec<u64>,
}

/// The world where the opponent's unidentified discs are `sample`d; discs nobody has seen
/// stay lotteries (their drawn identities go back into their side's pool).
fn world(obs: &Observation, belief: &Belief, rng: &mut BotRng) -> World {
    let me = obs.me;
    let sampled = belief.sample(rng);
    let mut b = IBoard::new(obs.turn, obs.halfmoves);
    let mut opp_pool = [0u8; 6];
    for p in &obs.pieces {
        let role = if p.color == me || p.role.is_some() {
            p.role
        } else {
            match sampled.iter().find(|(d, _)| d.square == p.square) {
                Some(&(d, r)) if d.hidden => {
                    opp_pool[r.index()] += 1;
                    None
                }
                Some(&(_, r)) => Some(r),
                None => None,
            }
        };
        b.put(p.square, p.color, role);
    }
    for r in ROLES {
        b.set_pool(me, r, obs.pools[me.index()].counts[r.index()]);
        b.set_pool(!me, r, opp_pool[r.index()]);
    }
    let mut past = Vec::new();
    let mut back = b.clone();
    for u in reversible_tail(obs) {
        if u.from != u.to {
            if back.color_at(u.to) != Some(u.color) || back.occupied().contains(u.from) {
                break;
            }
            back.relocate(u.to, u.from);
        }
        back.turn = !back.turn;
        back.hash ^= zobrist::BLACK;
        past.push(back.hash);
    }
    World { board: b, past }
}

/// The options the view leaves: where the selected disc goes, or which disc to select.
fn options(obs: &Observation) -> Vec<RootOption> {
    match obs.selected {
        Some(sq) => obs
            .legal
            .iter()
            .filter_map(|&a| match a {
                Action::Move {
                    from,
                    to,
                    promotion,
                } if from == sq => Some(RootOption::Move {
                    from,
                    to,
                    promotion,
                }),
                _ => None,
            })
            .collect(),
        None => obs
            .selectable
            .iter()
            .map(|&s| RootOption::Disc(s))
            .collect(),
    }
}

fn decision(o: RootOption) -> Decision {
    match o {
        RootOption::Disc(s) => Decision::Select(s),
        RootOption::Move {
            from,
            to,
            promotion,
        } => Decision::Play(Action::Move {
            from,
            to,
            promotion,
        }),
    }
}

/// The Incerto decision for the viewer to move.
pub(crate) fn decide(obs: &Observation, plan: Plan, rng: &mut BotRng, limits: Limits) -> Thought {
    let mut thought = Thought::default();
    if let Some(p) = &obs.promotion {
        let role = if p.choices.contains(&Role::Queen) {
            Role::Queen
        } else {
            p.choices.first().copied().unwrap_or(Role::Queen)
        };
        thought.decision = Some(Decision::Promote(role));
        return thought;
    }
    let opts = options(obs);
    if opts.len() <= 1 {
        thought.decision = opts.first().copied().map(decision);
        return thought;
    }
    let belief = Belief::of(obs, !obs.me);
    // Discs the opponent has seen and the viewer has not: what a sample fixes. With none,
    // every world is the same; with few, few worlds cover them.
    let secret = belief.discs.iter().filter(|d| !d.hidden).count() + belief.promoted.len();
    let n = if secret == 0 {
        1
    } else {
        plan.worlds.clamp(1, 2 + 2 * secret)
    };
    let worlds: Vec<World> = (0..n).map(|_| world(obs, &belief, rng)).collect();

    // Moving the selected disc is the smaller problem: half the budget.
    let limits = if obs.selected.is_some() {
        Limits {
            nodes: limits.nodes / 2,
            ..limits
        }
    } else {
        limits
    };
    let mut search = ISearch::new(limits);
    let mut best_sums: Option<Vec<i64>> = None;
    let mut partial: (Vec<i64>, usize) = (vec![0; opts.len()], 0);
    let mut order: Vec<usize> = (0..opts.len()).collect();
    for depth in 1..24 {
        let mut sums = vec![0i64; opts.len()];
        let mut complete = true;
        for (i, w) in worlds.iter().enumerate() {
            search.set_past(&w.board, &w.past);
            match search.root_values(&w.board, &opts, &order, depth, plan.window) {
                Some(v) => {
                    for (s, x) in sums.iter_mut().zip(&v) {
                        *s += i64::from(*x);
                    }
                    if depth == 1 {
                        partial = (sums.clone(), i + 1);
                    }
                }
                None => {
                    complete = false;
                    break;
                }
            }
        }
        if !complete {
            break;
        }
        thought.depth = depth as u32;
        // Next iteration: the best on average first, so the windows are tight early.
        order.sort_by_key(|&i| std::cmp::Reverse(sums[i]));
        // Every option decided (won or lost in every world): deeper search changes nothing.
        let decided = sums
            .iter()
            .all(|&s| ISearch::decisive((s / n as i64) as i32));
        best_sums = Some(sums);
        if decided {
            break;
        }
    }
    thought.nodes = search.clock.nodes;
    thought.worlds = n as u32;
    let (sums, count) = match best_sums {
        Some(s) => (s, n),
        None if partial.1 > 0 => partial,
        None => {
            // Not even one world searched: any option is as good as another.
            let i = rng.random_range(0..opts.len());
            thought.decision = Some(decision(opts[i]));
            return thought;
        }
    };
    let means: Vec<i32> = sums.iter().map(|&s| (s / count as i64) as i32).collect();
    let best = means.iter().copied().max().unwrap_or(0);
    let margin = if obs.selected.is_some() {
        plan.move_margin
    } else {
        plan.select_margin
    };
    // Never give up a won or drawn game for variety: only near-equal, undecided options.
    let close: Vec<usize> = (0..opts.len())
        .filter(|&i| means[i] == best || (!ISearch::decisive(best) && means[i] >= best - margin))
        .collect();
    let weights: Vec<f64> = close
        .iter()
        .map(|&i| f64::from(margin + 1 - (best - means[i]).min(margin)))
        .collect();
    let pick = super::belief::pick(&weights, rng).unwrap_or(0);
    thought.score = Some(means[close[pick]]);
    thought.decision = Some(decision(opts[close[pick]]));
    thought
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::adapter::observe;
    use crate::{Color, Game, Square, Variant};
    use rand::SeedableRng;

    #[test]
    fn worlds_keep_what_the_view_says_and_fill_the_rest_from_the_belief() {
        let mut g = Game::new(Variant::Incerto, 4);
        for a in ["@a2", "@a7"] {
            let _ = g.play_str(a, None);
        }
        let obs = observe(&g.view(Some(g.turn()))).unwrap();
        let belief = Belief::of(&obs, !obs.me);
        let mut rng = BotRng::seed_from_u64(1);
        for _ in 0..20 {
            let w = world(&obs, &belief, &mut rng).board;
            for p in &obs.pieces {
                let role = w.role_at(p.square);
                if p.color == obs.me || p.role.is_some() {
                    assert_eq!(role, p.role);
                } else if p.hidden {
                    assert_eq!(role, None, "a disc nobody has seen stays a lottery");
                } else {
                    assert!(role.is_some(), "a disc its owner has seen is sampled");
                }
            }
            // Every world's pools still hold exactly the discs that are lotteries.
            for c in Color::ALL {
                assert_eq!(w.pool_total(c) as usize, (w.unseen & w.by_color(c)).count());
            }
        }
        let _ = Square::A1;
    }
}

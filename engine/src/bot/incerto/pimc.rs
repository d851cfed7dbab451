//! Incerto decisions by perfect-information Monte Carlo: draw layouts of the opponent's
//! unidentified discs exactly from the belief (`belief.rs`), search each such world with the
//! chance-node search (`isearch.rs`; the bot's own unlooked-at discs stay lotteries in every
//! world, and so do discs nobody has seen), average each option's score over the worlds,
//! and pick among the options close to the best with the bot's own random numbers, so that
//! its selections do not follow one exploitable pattern.

use super::belief::Belief;
use super::iboard::{IBoard, ROLES};
use super::isearch::{ISearch, RootOption};
use crate::bot::core::budget::Limits;
use crate::bot::core::score::INF;
use crate::bot::core::zobrist;
use crate::bot::ladder::Plan;
use crate::bot::observation::Observation;
use crate::bot::replay::reversible_tail;
use crate::bot::{BotRng, Decision, Thought};
use crate::{Action, Role};
use rand::RngExt;

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

/// A root option as the decision it is.
pub(super) fn decision(o: RootOption) -> Decision {
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

/// Each option's score summed over the worlds searched.
fn sums_of(vals: &[Vec<(i32, bool)>], options: usize) -> Vec<i64> {
    let mut sums = vec![0i64; options];
    for v in vals {
        for (s, x) in sums.iter_mut().zip(v) {
            *s += i64::from(x.0);
        }
    }
    sums
}

/// Makes exact, world by world, the score of every option that may be chosen. A root
/// search bounds an option that is worse than the window in a world from above only, so its
/// mean over the worlds is an upper bound: an option that loses the king in one world of
/// eight would be charged about `window` there instead of a lost game, and could look best
/// on average. Options whose upper-bound mean is within `margin` of the best fully exact
/// mean are re-searched with an open window where they were bounded, the highest first,
/// until none is left; the others are truly worse than that best by more than `margin`.
/// `false` when the budget ran out first.
fn resolve(
    search: &mut ISearch<'_>,
    worlds: &[World],
    opts: &[RootOption],
    depth: i32,
    vals: &mut [Vec<(i32, bool)>],
    margin: i32,
) -> bool {
    let n = vals.len() as i64;
    loop {
        let sums = sums_of(vals, opts.len());
        let exact = |o: usize| vals.iter().all(|v| v[o].1);
        let Some(best) = (0..opts.len()).filter(|&o| exact(o)).map(|o| sums[o]).max() else {
            // The first option searched is exact in every world; nothing to compare with
            // otherwise.
            return true;
        };
        let next = (0..opts.len())
            .filter(|&o| !exact(o) && sums[o] >= best - i64::from(margin.max(0)) * n)
            .max_by_key(|&o| sums[o]);
        let Some(o) = next else {
            return true;
        };
        for (w, v) in worlds.iter().zip(vals.iter_mut()) {
            if v[o].1 {
                continue;
            }
            search.set_past(&w.board, &w.past);
            match search.root_value(&w.board, opts[o], depth, -INF) {
                Some(x) => v[o] = (x, true),
                None => return false,
            }
        }
    }
}

/// The Incerto decision for the viewer to move.
pub(crate) fn decide(obs: &Observation, plan: Plan, rng: &mut BotRng, limits: Limits) -> Thought {
    decide_with(obs, plan, rng, limits, None)
}

/// [`decide`], and with `pinned` (one of the view's options, `bot::appraise`) that option
/// searched first in every world at every depth, so its mean is exact, and reported in
/// [`Thought::pinned`] from the same depth as the decision's scores.
pub(super) fn decide_with(
    obs: &Observation,
    plan: Plan,
    rng: &mut BotRng,
    limits: Limits,
    pinned: Option<RootOption>,
) -> Thought {
    let mut thought = Thought::default();
    if let Some(p) = &obs.promotion {
        let role = p.choice().unwrap_or(Role::Queen);
        thought.decision = Some(Decision::Promote(role));
        return thought;
    }
    let opts = options(obs);
    let pinned = pinned.and_then(|p| opts.iter().position(|&o| o == p));
    if opts.len() <= 1 && pinned.is_none() {
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
    let margin = if obs.selected.is_some() {
        plan.move_margin
    } else {
        plan.select_margin
    };
    let mut search = ISearch::new(limits);
    let mut best_sums: Option<Vec<i64>> = None;
    let mut partial: (Vec<i64>, usize) = (vec![0; opts.len()], 0);
    let mut order: Vec<usize> = (0..opts.len()).collect();
    for depth in 1..24 {
        if let Some(p) = pinned {
            order.retain(|&i| i != p);
            order.insert(0, p);
        }
        let mut vals: Vec<Vec<(i32, bool)>> = Vec::with_capacity(n);
        let mut complete = true;
        for w in &worlds {
            search.set_past(&w.board, &w.past);
            match search.root_values(&w.board, &opts, &order, depth, plan.window) {
                Some(v) => {
                    vals.push(v);
                    if depth == 1 {
                        partial = (sums_of(&vals, opts.len()), vals.len());
                    }
                }
                None => {
                    complete = false;
                    break;
                }
            }
        }
        if complete && plan.exact {
            complete = resolve(&mut search, &worlds, &opts, depth, &mut vals, margin);
        }
        if !complete {
            break;
        }
        let sums = sums_of(&vals, opts.len());
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
    thought.nodes = search.nodes();
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
    // Never give up a won or drawn game for variety: only near-equal, undecided options.
    let close: Vec<usize> = (0..opts.len())
        .filter(|&i| means[i] == best || (!ISearch::decisive(best) && means[i] >= best - margin))
        .collect();
    let weights: Vec<f64> = close
        .iter()
        .map(|&i| f64::from(margin + 1 - (best - means[i]).min(margin)))
        .collect();
    let pick = super::belief::pick(&weights, rng).unwrap_or(0);
    thought.pinned = pinned.map(|p| means[p]);
    thought.score = Some(means[close[pick]]);
    thought.decision = Some(decision(opts[close[pick]]));
    thought
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::adapter::observe;
    use crate::bot::Limits;
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

    #[test]
    fn resolve_makes_every_option_near_the_best_exact_and_only_lowers_bounds() {
        use rand::seq::IndexedRandom;
        let mut resolved = 0;
        for seed in 0..6 {
            let mut g = Game::new(Variant::Incerto, seed);
            let mut rng = BotRng::seed_from_u64(seed);
            for _ in 0..12 {
                let actions = g.legal_actions();
                let Some(&a) = actions.choose(&mut rng) else {
                    break;
                };
                g.play(a, None).unwrap();
            }
            if g.outcome().is_some() {
                continue;
            }
            let obs = observe(&g.view(Some(g.turn()))).unwrap();
            let opts = options(&obs);
            if opts.len() < 3 {
                continue;
            }
            let belief = Belief::of(&obs, !obs.me);
            let worlds: Vec<World> = (0..4).map(|_| world(&obs, &belief, &mut rng)).collect();
            let order: Vec<usize> = (0..opts.len()).collect();
            let mut search = ISearch::new(Limits::nodes(50_000_000));
            let mut vals: Vec<Vec<(i32, bool)>> = worlds
                .iter()
                .map(|w| {
                    search.set_past(&w.board, &w.past);
                    search.root_values(&w.board, &opts, &order, 2, 400).unwrap()
                })
                .collect();
            let before = vals.clone();
            assert!(resolve(&mut search, &worlds, &opts, 2, &mut vals, 150));
            let n = vals.len() as i64;
            let sums = sums_of(&vals, opts.len());
            let exact = |o: usize| vals.iter().all(|v| v[o].1);
            let best = (0..opts.len()).filter(|&o| exact(o)).map(|o| sums[o]).max();
            let best = best.expect("the first option is exact in every world");
            for o in 0..opts.len() {
                assert!(
                    exact(o) || sums[o] < best - 150 * n,
                    "seed {seed} option {o}"
                );
                for (v, b) in vals.iter().zip(&before) {
                    if !b[o].1 && v[o].1 {
                        resolved += 1;
                        assert!(v[o].0 <= b[o].0, "an upper bound was not one");
                    }
                    if b[o].1 {
                        assert_eq!(v[o], b[o], "an exact value changed");
                    }
                }
            }
        }
        assert!(
            resolved > 0,
            "no position reached a bounded option near the best"
        );
    }
}

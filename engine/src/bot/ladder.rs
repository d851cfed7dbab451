//! The level table: for every search level, its node budget in each game, how it spends it
//! in Incerto, and its time cap in the browser, and the one module that reads it. It is
//! read, through the readers here, by the search ([`Level::nodes`], [`Strength::plan`]),
//! the computer's worker and the JS package (through the engine's `think` and
//! [`Level::cap_ms`]) and the app (the cap it gives the worker, and the level's description
//! on the new-game form). Change a level here and everything follows; BENCHMARKS.md has
//! the measurements behind each row.

use super::level::{Level, Strength};
use crate::Variant;

/// How a level spends its budget in Incerto (`incerto/pimc.rs`).
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
    /// Make every option's score exact in every world where it might be among the chosen
    /// (`pimc::resolve`); without it, an option worse than `window` in a world is averaged
    /// with only an upper bound there.
    pub(crate) exact: bool,
}

/// One search level.
pub(crate) struct Row {
    /// Positions the search may visit a decision, by game: Incerto, Hidden Random Chess,
    /// Hidden Chess (in Incerto moving the selected disc gets half).
    pub(crate) nodes: [u64; 3],
    /// How the Incerto search spends its budget: worlds sampled, and how far below the
    /// best an option may be and still be chosen at random.
    pub(crate) plan: Plan,
    /// Milliseconds of wall-clock time a decision may take in the browser, on top of the
    /// node budget: the search then plays the best step it has found. It bounds the wait
    /// on a slow device; a typical computer finishes the budget well inside it.
    pub(crate) cap_ms: u32,
}

/// A row of [`LEVELS`]: node budgets by game, the Incerto plan, the browser cap.
const fn row(nodes: [u64; 3], plan: Plan, cap_ms: u32) -> Row {
    Row {
        nodes,
        plan,
        cap_ms,
    }
}

const fn plan(worlds: usize, select_margin: i32, move_margin: i32) -> Plan {
    Plan {
        worlds,
        window: 400,
        select_margin,
        move_margin,
        exact: false,
    }
}

/// Levels 1 to 5.
///
/// **The 8×8 games**: level 1 is about 2–3 ms of native search (thread CPU time,
/// `--profile fast`, measured with `incerto arena`; BENCHMARKS.md), and levels 2–4 have
/// three times the budget of the one below. Level 5 has twelve times level 4's, so that it
/// uses its time: about 0.4 s of native CPU, about 0.6 s at the median in the browser
/// (level 1: about 10 ms). When chosen it found every mate in 1–4 of the tactics suite and
/// 35 of its 38 mates in 5 (three times level 4's found 27); with late-move pruning where a
/// king is bare it finds all 269 mates of today's 315-row suite (BENCHMARKS.md). At every
/// level, a decision whose best move fails in its last iteration may spend as much again
/// as the budget to find one that holds (`search8.rs`), within the level's time cap.
///
/// **Incerto**: its nodes are cheaper (no check rules, a smaller board) and its results
/// depend more on luck: budget buys strength up to a few thousand nodes and nothing
/// measurable beyond about 9,400 (16× that scored 0.517 against it), so its ladder is not
/// a geometric series. Level 5 searches 150,400 nodes (about 30 ms native for a
/// selection), as strong as 2,406,400 were (0.500 over 80 games); level 4 is the same
/// careful search on 1,000 nodes; levels 1–3 search 2,000 (enough to finish the first turn
/// of look-ahead in nearly every position) and choose loosely. Below a margin of about 450
/// score units (three quarters of a pawn) the random choice among near-best options costs
/// nothing measurable; a selection margin of 1,200 costs about 0.27 of score at equal
/// budget, a move margin of 600 about 0.15 (docs/benchmarks-log.md,
/// "Incerto's level ladder, third version").
/// Levels 4 and 5 keep the small margins that only vary their pattern. Level 3 chooses
/// less loosely than levels 1 and 2 (1,200/300): against `random` it scored 0.967 with
/// 2,400/600 and scores 0.978 with 1,200/300, and level 4 still scores 0.63 against it
/// (3,000 games each, BENCHMARKS.md). Each level scores at least 0.6 against the one
/// below. A won game is never given up for variety (`pimc::decide`).
pub(crate) const LEVELS: [Row; 5] = [
    row([2_000, 6_300, 5_300], plan(3, 9_600, 2_400), 50),
    row([2_000, 18_900, 15_900], plan(3, 4_800, 1_200), 150),
    row([2_000, 56_700, 47_700], plan(3, 1_200, 300), 400),
    row([1_000, 170_100, 143_100], plan(3, 150, 60), 1_200),
    row([150_400, 2_041_200, 1_717_200], plan(6, 150, 60), 3_000),
];

/// The cap of `random` and `greedy`, which do not search.
pub(crate) const BASELINE_CAP_MS: u32 = 50;

/// A margin above which a level's random choice among near-best options costs measurable
/// strength (see [`LEVELS`]): such a level "often settles for a good move".
const LOOSE_MARGIN: i32 = 450;

/// Where `variant`'s budget stands in a row.
const fn column(variant: Variant) -> usize {
    match variant {
        Variant::Incerto => 0,
        Variant::HiddenRandom => 1,
        Variant::HiddenChess => 2,
    }
}

impl Strength {
    /// How the level spends its budget in Incerto.
    pub(crate) fn plan(self) -> Plan {
        LEVELS[self.index()].plan
    }
}

impl Level {
    /// The node budget of a search level in `variant` (reproducible: the same view, seed
    /// and budget give the same step everywhere).
    pub fn nodes(self, variant: Variant) -> u64 {
        match self {
            Level::Search(n) => LEVELS[n.index()].nodes[column(variant)],
            Level::Random | Level::Greedy => 0,
        }
    }

    /// The level's wall-clock cap in the browser, in milliseconds a decision, on top of its
    /// node budget (the level table).
    pub fn cap_ms(self) -> u32 {
        match self {
            Level::Search(n) => LEVELS[n.index()].cap_ms,
            Level::Random | Level::Greedy => BASELINE_CAP_MS,
        }
    }

    /// Whether the level, in `variant`, often plays a good step rather than the best one it
    /// found (Incerto's lower levels choose among near-best options at random).
    pub fn chooses_loosely(self, variant: Variant) -> bool {
        match self {
            Level::Search(n) if variant == Variant::Incerto => {
                let p = LEVELS[n.index()].plan;
                p.select_margin > LOOSE_MARGIN || p.move_margin > LOOSE_MARGIN
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_has_more_time_and_no_smaller_budget_than_the_one_below() {
        for w in LEVELS.windows(2) {
            assert!(w[1].cap_ms > w[0].cap_ms);
            // The 8×8 games' budgets grow; Incerto's level 4 is careful on fewer nodes.
            assert!(w[1].nodes[1] > w[0].nodes[1] && w[1].nodes[2] > w[0].nodes[2]);
        }
        assert_eq!(Level::Search(Strength::Five).cap_ms(), 3_000);
        assert_eq!(Level::Greedy.cap_ms(), BASELINE_CAP_MS);
        assert!(Level::Search(Strength::One).chooses_loosely(Variant::Incerto));
        assert!(!Level::Search(Strength::Five).chooses_loosely(Variant::Incerto));
        assert!(!Level::Search(Strength::One).chooses_loosely(Variant::HiddenChess));
    }
}

//! The levels a player can choose, and the one entry point every bot goes through:
//! [`think`] takes a view, a level, a seed and limits, and nothing else.

use super::adapter::{self, observe, BadView};
/// The 8×8 games' entry, here too for the honesty tests (`tests.rs`).
pub(super) use super::chess8::search_8x8;
use super::chess8::search_8x8_with;
use super::core::budget::Limits;
use super::incerto::isearch::RootOption;
use super::incerto::pimc::{self, Plan};
use super::ladder::{column, LEVELS};
use super::{greedy, Bot, BotRng, Decision, RandomBot, Step, Thought};
use crate::view::PlayerView;
use crate::{Action, Variant};
use rand::{RngExt, SeedableRng};
use std::fmt;
use std::str::FromStr;

/// How strong a computer opponent is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// Uniformly random steps.
    Random,
    /// Takes the most valuable piece it can see to take, else random.
    Greedy,
    /// A search with the budget of level 1 (fastest) to 5 (strongest).
    Search(Strength),
}

/// The strength of a search level, 1 (fastest) to 5 (strongest); there is no other.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Strength {
    /// Level 1, the fastest.
    One = 1,
    /// Level 2.
    Two,
    /// Level 3.
    Three,
    /// Level 4.
    Four,
    /// Level 5, the strongest.
    Five,
}

impl Strength {
    /// Every strength, weakest first.
    pub const ALL: [Strength; 5] = [
        Strength::One,
        Strength::Two,
        Strength::Three,
        Strength::Four,
        Strength::Five,
    ];

    /// The strength numbered `n`, if 1 ≤ `n` ≤ 5.
    pub fn new(n: u8) -> Option<Strength> {
        Strength::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// Its number, 1 to 5.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// Its place in per-level tables, 0 to 4.
    pub(crate) fn index(self) -> usize {
        usize::from(self.number()) - 1
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 7] = [
        Level::Random,
        Level::Greedy,
        Level::Search(Strength::One),
        Level::Search(Strength::Two),
        Level::Search(Strength::Three),
        Level::Search(Strength::Four),
        Level::Search(Strength::Five),
    ];

    /// The search level numbered `n` (1 to 5), if there is one.
    pub fn search(n: u8) -> Option<Level> {
        Strength::new(n).map(Level::Search)
    }

    /// `random`, `greedy`, `level1` … `level5`.
    pub fn name(self) -> String {
        match self {
            Level::Random => "random".into(),
            Level::Greedy => "greedy".into(),
            Level::Search(n) => format!("level{n}"),
        }
    }

    /// The node budget of a search level in `variant` (reproducible: the same view, seed
    /// and budget give the same step everywhere), from the level table (`ladder.rs`).
    pub fn nodes(self, variant: Variant) -> u64 {
        match self {
            Level::Search(n) => LEVELS[n.index()].nodes[column(variant)],
            Level::Random | Level::Greedy => 0,
        }
    }

    /// How a search level spends its budget in Incerto (the level table).
    fn plan(self) -> Plan {
        let i = match self {
            Level::Search(n) => n.index(),
            _ => 0,
        };
        LEVELS[i].plan
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A level name that is not one of `random`, `greedy`, `level1` … `level5`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}' (expected random, greedy or level1 to level5)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        match s {
            "random" => Ok(Level::Random),
            "greedy" => Ok(Level::Greedy),
            _ => s
                .strip_prefix("level")
                .and_then(|n| n.parse::<u8>().ok())
                .and_then(Level::search)
                .ok_or_else(|| UnknownLevel(s.to_owned())),
        }
    }
}

/// A bot's answer to one view.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Answer {
    /// The step, or `None` when the view offers the viewer nothing to do.
    pub step: Option<Step>,
    /// Positions searched.
    pub nodes: u64,
    /// Deepest search iteration completed (plies).
    pub depth: u32,
    /// Opponent layouts sampled (Incerto).
    pub worlds: u32,
    /// The expected result for the bot as it sees it, from -10000 (certain loss) to 10000.
    pub score: Option<i32>,
}

/// A step judged by the bot from its player's view ([`appraise`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Appraisal {
    /// The step the search judged best (in Incerto, before a selection, the disc to
    /// select; after it, the move).
    pub best: Step,
    /// The expected result of `best` for the viewer, from -10000 (certain loss) to 10000.
    pub best_score: i32,
    /// The expected result of the step played, on the same scale, from the same search and
    /// depth; at most `best_score` (a step the search rated above its best, by the noise of
    /// its windows, counts as the best).
    pub played_score: i32,
    /// Positions searched.
    pub nodes: u64,
    /// Deepest iteration completed.
    pub depth: u32,
}

/// The one hook of post-game analysis into the bots: `level`'s search of `view` (the
/// player's own, nothing else) judging `played`, a step that view offers — which step it
/// would have chosen, and what both are worth. The search is the level's (its node budget,
/// its Incerto worlds), with `played` searched first at every depth so that its score is
/// exact, and the choice made carefully (the best option, never a loose one). `random` and
/// `greedy` have no scores: they appraise as level 1. Deterministic for the same view,
/// level and seed. Refuses views it cannot read, a step the view does not offer, a view
/// with nothing to do, and a promotion choice (the bots always take a queen there).
pub fn appraise(
    view: &PlayerView,
    level: Level,
    seed: u64,
    played: Step,
    stop: Option<&dyn Fn() -> bool>,
) -> Result<Appraisal, BadView> {
    let obs = observe(view)?;
    if !obs.to_move() || obs.promotion.is_some() {
        return Err(BadView("the view has no step to appraise".into()));
    }
    let level = match level {
        Level::Search(n) => Level::Search(n),
        _ => Level::Search(Strength::One),
    };
    let limits = Limits {
        nodes: level.nodes(obs.variant),
        stop,
    };
    let refused = || BadView(format!("the view does not offer the step {played:?}"));
    let mut rng = BotRng::seed_from_u64(seed);
    let (thought, played) = if obs.variant == Variant::Incerto {
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
            _ => return Err(refused()),
        };
        let plan = Plan {
            select_margin: 0,
            move_margin: 0,
            exact: true,
            ..level.plan()
        };
        let t = pimc::decide_with(&obs, plan, &mut rng, limits, Some(option));
        (t, played)
    } else {
        let Step::Play(action) = played else {
            return Err(refused());
        };
        let action = action.in_variant(obs.variant).map_err(|_| refused())?;
        if !obs.legal.contains(&action) {
            return Err(refused());
        }
        (
            search_8x8_with(&obs, limits, Some(action)),
            Step::Play(action),
        )
    };
    let best = thought.decision.ok_or_else(refused)?;
    let best_score = thought.score.unwrap_or(0);
    let best = decision_step(best);
    let played_score = match thought.pinned {
        _ if best == played => best_score,
        Some(p) => p.min(best_score),
        // No iteration finished: nothing tells the two apart.
        None => best_score,
    };
    Ok(Appraisal {
        best,
        best_score,
        played_score,
        nodes: thought.nodes,
        depth: thought.depth,
    })
}

/// A decision as the step a person takes.
fn decision_step(d: Decision) -> Step {
    match d {
        Decision::Select(s) => adapter::select(s),
        Decision::Play(a) => adapter::play(a),
        Decision::Promote(r) => adapter::promote(r),
    }
}

/// The one way into the bots: the step `level` takes in `view` (the viewer's own view,
/// nothing else), using only its own random numbers from `seed`, within `limits`' stop test
/// and, for the search levels, the level's node budget. Refuses views it cannot read.
pub fn think(
    view: &PlayerView,
    level: Level,
    seed: u64,
    stop: Option<&dyn Fn() -> bool>,
) -> Result<Answer, BadView> {
    let obs = observe(view)?;
    let mut answer = Answer {
        step: None,
        nodes: 0,
        depth: 0,
        worlds: 0,
        score: None,
    };
    if !obs.to_move() {
        return Ok(answer);
    }
    let mut rng = BotRng::seed_from_u64(seed);
    let thought = match level {
        Level::Random => {
            answer.step = RandomBot::new(rng.random()).step(view);
            return Ok(answer);
        }
        Level::Greedy => Thought {
            decision: greedy::decide(&obs, &mut rng),
            ..Thought::default()
        },
        Level::Search(_) => {
            let limits = Limits {
                nodes: level.nodes(obs.variant),
                stop,
            };
            if obs.variant == Variant::Incerto {
                pimc::decide(&obs, level.plan(), &mut rng, limits)
            } else {
                search_8x8(&obs, limits)
            }
        }
    };
    answer.step = thought.decision.map(decision_step);
    answer.nodes = thought.nodes;
    answer.depth = thought.depth;
    answer.worlds = thought.worlds;
    answer.score = thought.score;
    Ok(answer)
}

/// A computer opponent of some level, with its own random numbers: each step uses a fresh
/// seed from its generator, so a game against it is reproducible from its seed.
pub struct LevelBot {
    level: Level,
    rng: BotRng,
}

impl LevelBot {
    /// A bot of `level` whose choices follow `seed` (its own random numbers).
    pub fn new(level: Level, seed: u64) -> LevelBot {
        LevelBot {
            level,
            rng: BotRng::seed_from_u64(seed),
        }
    }

    /// Its level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// [`Bot::step`] with a stop test (a deadline, a cancel flag) and the whole answer.
    pub fn answer(
        &mut self,
        view: &PlayerView,
        stop: Option<&dyn Fn() -> bool>,
    ) -> Result<Answer, BadView> {
        think(view, self.level, self.rng.random(), stop)
    }
}

impl Bot for LevelBot {
    fn step(&mut self, view: &PlayerView) -> Option<Step> {
        let seed = self.rng.random();
        match think(view, self.level, seed, None) {
            Ok(a) => a.step,
            // A view the bot cannot read: do what a random player would.
            Err(_) => RandomBot::new(seed).step(view),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view_of(variant: Variant, fen: &str) -> PlayerView {
        let g = crate::Game::from_fen(variant, fen).unwrap();
        g.view(Some(g.turn()))
    }

    fn play(s: &str) -> Step {
        Step::Play(Action::parse(Variant::HiddenChess, s).unwrap())
    }

    #[test]
    fn appraise_scores_the_best_and_the_played_step_alike() {
        // White can take a queen with the rook; walking the king away leaves it hanging.
        let v = view_of(Variant::HiddenChess, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        let best = appraise(&v, Level::Search(Strength::Two), 1, play("d2d5"), None).unwrap();
        assert_eq!(best.best, play("d2d5"));
        assert_eq!(best.played_score, best.best_score);
        assert!(best.best_score > 4_000, "{best:?}");
        let bad = appraise(&v, Level::Search(Strength::Two), 1, play("e1f1"), None).unwrap();
        assert_eq!(bad.best, play("d2d5"));
        assert!(bad.best_score - bad.played_score > 4_000, "{bad:?}");
        assert_eq!(
            bad,
            appraise(&v, Level::Search(Strength::Two), 1, play("e1f1"), None).unwrap()
        );
        // A step the view does not offer, a view with nothing to do.
        assert!(appraise(&v, Level::Search(Strength::Two), 1, play("d2d8"), None).is_err());
        let idle = crate::Game::from_fen(Variant::HiddenChess, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1")
            .unwrap()
            .view(Some(crate::Color::Black));
        assert!(appraise(&idle, Level::Search(Strength::Two), 1, play("d5d2"), None).is_err());
    }

    #[test]
    fn appraise_judges_an_incerto_selection_and_then_its_move() {
        // White's d1 queen can take the black king on d8; the f2 pawn's move lets Black's
        // queen take White's king.
        let mut g =
            crate::Game::from_fen(Variant::Incerto, "q2k2/6/6/6/6/6/5P/K2Q2 w - - 0 1").unwrap();
        let sq = |s: &str| crate::Square::parse(s).unwrap();
        // Level 3's appraisal, 4 plies deep, of `step` in White's view `v`.
        let at_three =
            |v: &PlayerView, step| appraise(v, Level::Search(Strength::Three), 4, step, None);
        let v = g.view(Some(crate::Color::White));
        let right = at_three(&v, Step::Select(sq("d1"))).unwrap();
        assert_eq!(right.best, Step::Select(sq("d1")));
        assert_eq!(right.played_score, right.best_score);
        let wrong = at_three(&v, Step::Select(sq("f2"))).unwrap();
        assert_eq!(wrong.best, Step::Select(sq("d1")));
        assert!(wrong.best_score - wrong.played_score > 15_000, "{wrong:?}");
        g.select(sq("d1")).unwrap();
        let v = g.view(Some(crate::Color::White));
        let take = Step::Play(Action::parse(Variant::Incerto, "d1d8").unwrap());
        let miss = Step::Play(Action::parse(Variant::Incerto, "d1d2").unwrap());
        let a = at_three(&v, miss).unwrap();
        assert_eq!(a.best, take);
        assert!(a.best_score - a.played_score > 15_000, "{a:?}");
        // The selection is no step once a disc is selected.
        assert!(at_three(&v, Step::Select(sq("a1"))).is_err());
    }

    #[test]
    fn level_names_round_trip() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>(), Ok(l));
        }
        for bad in ["level0", "level6", "Level1", "oracle5", "", "levelx"] {
            assert!(bad.parse::<Level>().is_err(), "{bad}");
        }
        for n in 0..=255 {
            let level = Level::search(n);
            assert_eq!(level.is_some(), (1..=5).contains(&n), "{n}");
            assert_eq!(level.map(|l| l.name()), level.map(|_| format!("level{n}")));
        }
        let five = Level::Search(Strength::Five);
        let four = Level::Search(Strength::Four);
        assert!(five.nodes(Variant::Incerto) > 2 * four.nodes(Variant::Incerto));
    }
}

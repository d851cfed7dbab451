//! The one way into the bots: [`think`] takes a view, a level, a seed and a stop test, and
//! nothing else; [`appraise`] judges a step of the view the same way; [`LevelBot`] plays a
//! game of them. A search level goes to its game's search here, in [`search`], the one
//! place the bots choose by game.

use super::adapter::{self, observe, BadView};
use super::core::budget::Limits;
use super::level::{Level, Strength};
use super::{chess8, greedy, incerto, Bot, BotRng, Decision, RandomBot, Step, Thought};
use crate::view::PlayerView;
use crate::Variant;
use rand::{RngExt, SeedableRng};

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
    let strength = match level {
        Level::Search(n) => n,
        Level::Random | Level::Greedy => Strength::One,
    };
    let refused = || BadView(format!("the view does not offer the step {played:?}"));
    let mut rng = BotRng::seed_from_u64(seed);
    let thought = search(&obs, strength, &mut rng, stop, Some(played)).ok_or_else(refused)?;
    let best = thought.decision.ok_or_else(refused)?;
    let best_score = thought.score.unwrap_or(0);
    let played_score = match thought.pinned {
        _ if thought.played == Some(best) => best_score,
        Some(p) => p.min(best_score),
        // No iteration finished: nothing tells the two apart.
        None => best_score,
    };
    Ok(Appraisal {
        best: decision_step(best),
        best_score,
        played_score,
        nodes: thought.nodes,
        depth: thought.depth,
    })
}

/// A search level's thought in the view's game within the level's node budget and `stop`,
/// with `played` (a step of the view, for [`appraise`]) pinned: searched first at every
/// depth, so that its score is exact, and the choice made carefully. `None` when the view
/// does not offer `played`. The one place the bots choose by game.
fn search(
    obs: &super::observation::Observation,
    strength: Strength,
    rng: &mut BotRng,
    stop: Option<&dyn Fn() -> bool>,
    played: Option<Step>,
) -> Option<Thought> {
    let limits = Limits {
        nodes: Level::Search(strength).nodes(obs.variant),
        stop,
    };
    match obs.variant {
        Variant::Incerto => incerto::search(obs, strength, limits, rng, played),
        Variant::HiddenRandom | Variant::HiddenChess => chess8::search(obs, limits, played),
    }
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
        Level::Search(n) => search(&obs, n, &mut rng, stop, None).unwrap_or_default(),
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
    use crate::Action;

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
}

//! Honesty tests of the bots. (a) States a player cannot tell apart (the same view, other
//! true identities) get the same step from the same bot seed and budget. (b) Over thousands
//! of the bot's own selections, flips and first moves of hidden pieces, the identities that
//! come up follow the odds the view shows: a bot that peeked would draw good pieces too
//! often, and a deliberately peeking picker is shown to fail the same test.

use super::adapter::observe;
use super::chess8::search_8x8;
use super::ladder::Plan;
use super::pimc;
use super::{BotRng, Decision, Limits};
use crate::view::PlayerView;
use crate::{Action, Color, Game, Hiding, Position, Role, Square, StepOutcome, Variant};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// The search levels' code path with a small node budget (the tests must stay fast).
fn decide(view: &PlayerView, seed: u64, nodes: u64) -> Option<Decision> {
    let obs = observe(view).unwrap();
    if !obs.to_move() {
        return None;
    }
    let limits = Limits::nodes(nodes);
    let t = if obs.variant == Variant::Incerto {
        let plan = Plan {
            worlds: 4,
            window: 400,
            select_margin: 150,
            move_margin: 60,
            exact: true,
        };
        pimc::decide(&obs, plan, &mut BotRng::seed_from_u64(seed), limits)
    } else {
        search_8x8(&obs, limits)
    };
    t.decision
}

fn apply(game: &mut Game, d: Decision) {
    match d {
        Decision::Select(s) => {
            game.select(s).unwrap();
        }
        Decision::Play(Action::Move {
            from,
            to,
            promotion,
        }) => {
            game.move_piece(from, to, promotion, None).unwrap();
        }
        Decision::Play(a) => game.play(a, None).unwrap(),
        Decision::Promote(r) => {
            game.promote(r, None).unwrap();
        }
    }
}

/// A random step of the side to move, as a person takes it (Incerto: select, then move).
fn random_step(game: &mut Game, rng: &mut BotRng) {
    if let Some(crate::Pending::Promotion { .. }) = game.pending() {
        game.promote(Role::Queen, None).unwrap();
        return;
    }
    if game.variant() == Variant::Incerto && game.pending().is_none() && rng.random_bool(0.5) {
        let discs: Vec<Square> = game.position().by_color(game.turn()).into_iter().collect();
        if let Some(&d) = discs.choose(rng) {
            if let StepOutcome::Played(_) = game.select(d).unwrap() {
                return;
            }
        }
    }
    let actions = game.legal_actions();
    let a = *actions.choose(rng).unwrap();
    game.play(a, None).unwrap();
}

fn view_json(g: &Game, c: Color) -> String {
    serde_json::to_string(&g.view(Some(c))).unwrap()
}

/// The same game from a start position whose pieces on `a` and `b` have swapped identities,
/// if all its actions replay.
fn swapped(g: &Game, a: Square, b: Square) -> Option<Game> {
    let mut start: Position = g.start_position().clone();
    let (pa, pb) = (start.piece_at(a)?, start.piece_at(b)?);
    if pa.color != pb.color || pa.role == pb.role || !start.is_hidden(a) || !start.is_hidden(b) {
        return None;
    }
    for (s, p) in [(a, pb), (b, pa)] {
        start.hidden_roles[s.index()] = p.role;
        if start.variant().hiding() == Hiding::Unseen {
            for bb in &mut start.by_role {
                bb.clear(s);
            }
            start.by_role[p.role.index()].set(s);
        }
    }
    let mut alt = Game::from_position(start);
    for p in g.history() {
        alt.play(p.action, p.time).ok()?;
    }
    match g.pending() {
        Some(crate::Pending::Selected(s)) => {
            alt.select(s).ok()?;
        }
        Some(crate::Pending::Promotion { from, to }) => {
            alt.move_piece(from, to, None, None).ok()?;
        }
        None => {}
    }
    Some(alt)
}

#[test]
fn states_the_bot_cannot_tell_apart_get_the_same_step() {
    let mut rng = BotRng::seed_from_u64(31);
    for variant in Variant::ALL {
        let (mut positions, mut alternatives, mut moved_unknowns) = (0, 0, 0);
        for seed in 0..40u64 {
            let mut g = Game::new(variant, seed);
            for _ in 0..rng.random_range(4..70) {
                if g.is_over() {
                    break;
                }
                random_step(&mut g, &mut rng);
            }
            if g.is_over() {
                continue;
            }
            let me = g.turn();
            let mine = view_json(&g, me);
            let hidden: Vec<Square> = g.start_position().hidden().into_iter().collect();
            let mut twins = vec![];
            for _ in 0..60 {
                let (Some(&a), Some(&b)) = (hidden.choose(&mut rng), hidden.choose(&mut rng))
                else {
                    break;
                };
                let Some(alt) = swapped(&g, a, b) else {
                    continue;
                };
                if view_json(&alt, me) != mine || alt.position() == g.position() {
                    continue;
                }
                // A swap of pieces that have moved: the opponent's own knowledge differs.
                if !alt.position().is_hidden(a) || !alt.position().is_hidden(b) {
                    moved_unknowns += 1;
                }
                twins.push(alt);
                if twins.len() == 3 {
                    break;
                }
            }
            if twins.is_empty() {
                continue;
            }
            positions += 1;
            alternatives += twins.len();
            let step = decide(&g.view(Some(me)), seed, 3_000);
            assert!(step.is_some(), "{variant} seed {seed}: the bot has a step");
            for t in &twins {
                assert_eq!(
                    decide(&t.view(Some(me)), seed, 3_000),
                    step,
                    "{variant} seed {seed}"
                );
            }
        }
        assert!(
            positions >= 20 && alternatives >= 40,
            "{variant}: {positions} positions, {alternatives} alternatives"
        );
        if variant == Variant::Incerto {
            assert!(
                moved_unknowns >= 5,
                "swaps of discs that moved: {moved_unknowns}"
            );
        }
    }
}

/// The 1 % critical values of the chi-square distribution by degrees of freedom.
const CHI2_01: [f64; 7] = [0.0, 6.635, 9.210, 11.345, 13.277, 15.086, 16.812];

/// Observed and expected counts of revealed identities, by `Role::index`.
#[derive(Default)]
struct Tally {
    observed: [f64; 7],
    expected: [f64; 7],
    n: usize,
}

impl Tally {
    /// One reveal: the odds the view gave (`pool` of the revealing side) and what came up.
    fn add(&mut self, view: &PlayerView, color: Color, got: Role) {
        let obs = observe(view).unwrap();
        let pool = obs.pools[color.index()];
        let sum = f64::from(pool.sum());
        for (r, w) in pool.outcomes() {
            self.expected[r.index()] += f64::from(w) / sum;
        }
        self.observed[got.index()] += 1.0;
        self.n += 1;
    }

    /// Pearson's statistic and its degrees of freedom.
    fn chi2(&self) -> (f64, usize) {
        let mut stat = 0.0;
        let mut cells = 0;
        for r in 0..7 {
            if self.expected[r] > 0.0 {
                stat += (self.observed[r] - self.expected[r]).powi(2) / self.expected[r];
                cells += 1;
            } else {
                assert_eq!(self.observed[r], 0.0, "a role the odds ruled out came up");
            }
        }
        (stat, cells - 1)
    }

    fn passes(&self) -> bool {
        let (stat, df) = self.chi2();
        stat < CHI2_01[df]
    }
}

/// The identity a decision shows to its maker, read from the true game before it is
/// applied, if it shows one the view did not name.
fn reveal(g: &Game, view: &PlayerView, d: Decision) -> Option<Role> {
    let sq = match d {
        Decision::Select(s) => s,
        Decision::Play(Action::Flip(s)) => s,
        Decision::Play(Action::Move { from, .. }) if g.variant() == Variant::HiddenChess => from,
        _ => return None,
    };
    let p = view.piece_at(sq)?;
    (p.role.is_none() && p.hidden).then(|| g.position().piece_at(sq).map(|p| p.role))?
}

/// Plays games where one side is the bot (small budget) and the other random, and tallies
/// every identity the bot's decisions reveal; `peek` replaces the bot's choice of disc by
/// one that looks at the truth (the control).
fn tally(variant: Variant, want: usize, peek: bool) -> Tally {
    let mut t = Tally::default();
    let mut rng = BotRng::seed_from_u64(variant as u64 + 100);
    for seed in 0.. {
        if t.n >= want {
            break;
        }
        let mut g = Game::new(variant, 1000 + seed);
        let bot = if seed.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        };
        for _ in 0..160 {
            if g.is_over() || t.n >= want {
                break;
            }
            if g.turn() != bot {
                random_step(&mut g, &mut rng);
                continue;
            }
            let view = g.view(Some(bot));
            let Some(mut d) = decide(&view, rng.random(), 400) else {
                break;
            };
            if peek {
                d = peeking(&g, &view).unwrap_or(d);
            }
            if let Some(role) = reveal(&g, &view, d) {
                t.add(&view, bot, role);
            }
            apply(&mut g, d);
        }
    }
    t
}

/// A cheat for the control: pick the hidden piece whose true identity is worth most.
fn peeking(g: &Game, view: &PlayerView) -> Option<Decision> {
    let us = g.turn();
    let pos = g.position();
    let worth = |sq: Square| {
        pos.piece_at(sq)
            .map_or(0, |p| super::eval::VALUE[p.role.index()])
    };
    match g.variant() {
        Variant::Incerto if view.selected.is_none() => (pos.hidden() & pos.by_color(us))
            .into_iter()
            .max_by_key(|&s| worth(s))
            .map(Decision::Select),
        Variant::HiddenRandom => g
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Flip(_)))
            .max_by_key(|a| worth(a.from()))
            .map(Decision::Play),
        _ => None,
    }
}

#[test]
fn revealed_identities_follow_the_public_odds() {
    let mut total = 0;
    for variant in Variant::ALL {
        let t = tally(variant, 2_000, false);
        let (stat, df) = t.chi2();
        assert!(
            t.passes(),
            "{variant}: chi-square {stat:.2} with {df} degrees of freedom over {} reveals",
            t.n
        );
        total += t.n;
    }
    assert!(total >= 5_000);
}

#[test]
fn a_peeking_picker_fails_the_odds_test() {
    for variant in [Variant::Incerto, Variant::HiddenRandom] {
        let t = tally(variant, 300, true);
        let (stat, df) = t.chi2();
        assert!(
            !t.passes(),
            "{variant}: the cheat went unnoticed (chi-square {stat:.2}, {df} df)"
        );
    }
}

//! The ISMCTS sparring partner for Incerto: a plain single-observer information-set Monte
//! Carlo tree search (Cowling, Powley and Whitehouse, 2012), kept apart from the bot (it
//! uses the engine's rules and the view, never `bot/`) and played as an outside player
//! (`incerto play ismcts`, docs/ARENA.md).
//!
//! Each iteration draws a world consistent with the view (`worlds`: the pools of unseen
//! identities, and what each enemy disc's moves show), descends one tree shared by all
//! worlds with UCB1 over the choices available in that world (a selection of a disc, then a
//! move of it, for both sides), adds one node, and finishes the game with greedy playouts:
//! each side takes the most valuable piece it can take, else selects a disc at random and
//! moves it at random. 3,000 iterations a decision; the most visited choice is played.

use super::worlds::Worlds;
use incerto_engine::{Action, Color, PlayerView, Position, Role, Square, Step};
use rand::{Rng, RngExt};

/// How the partner searches; `Settings::default()` is the sparring partner.
#[derive(Copy, Clone, Debug)]
pub struct Settings {
    /// Iterations a decision (3,000).
    pub iterations: u32,
    /// UCB1's exploration constant (0.7; rewards are 0 to 1).
    pub explore: f64,
    /// Turns a playout may last (300); then the material decides its result.
    pub playout_turns: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            iterations: 3_000,
            explore: 0.7,
            playout_turns: 300,
        }
    }
}

/// A choice at a node: pick a disc up, or move the picked-up disc.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Choice {
    Select(Square),
    Play(Action),
}

/// Where a world stands within a turn.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Phase {
    Select,
    Move(Square),
}

struct Node {
    visits: u32,
    /// Times it was available when its parent was visited (SO-ISMCTS's UCB counts).
    avail: u32,
    /// Sum of the results for the player who made the choice leading here.
    reward: f64,
    children: Vec<(Choice, usize)>,
}

impl Node {
    fn new() -> Node {
        Node {
            visits: 0,
            avail: 0,
            reward: 0.0,
            children: Vec::new(),
        }
    }
}

/// The value a greedy playout gives a capture.
fn value(role: Role) -> u32 {
    match role {
        Role::King => 1_000,
        Role::Queen => 9,
        Role::Rook => 5,
        Role::Bishop | Role::Knight | Role::Cannon => 3,
        Role::Pawn => 1,
    }
}

/// A playout cut short: ½ plus the material balance for `me`, squashed into 0 to 1.
fn material(pos: &Position, me: Color) -> f64 {
    let side = |c: Color| -> f64 {
        pos.by_color(c)
            .filter_map(|sq| pos.piece_at(sq))
            .filter(|p| p.role != Role::King)
            .map(|p| f64::from(value(p.role)))
            .sum()
    };
    0.5 + 0.5 * ((side(me) - side(!me)) / 10.0).tanh()
}

/// The game result for `me`: 1 a win, 0 a loss, ½ a draw; `None` while it goes on.
fn result(pos: &Position, me: Color) -> Option<f64> {
    if let Some(lost) = pos.king_captured() {
        return Some(if lost == me { 0.0 } else { 1.0 });
    }
    (pos.halfmoves() >= 100).then_some(0.5)
}

/// The choices open in `pos` at `phase`.
fn choices(pos: &Position, phase: Phase) -> Vec<Choice> {
    match phase {
        Phase::Select => pos.by_color(pos.turn()).map(Choice::Select).collect(),
        Phase::Move(from) => pos
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Move { from: f, .. } if *f == from))
            .map(Choice::Play)
            .collect(),
    }
}

/// Plays `choice`: a selection of a disc that cannot move skips the turn.
fn apply(pos: &mut Position, choice: Choice) -> Phase {
    match choice {
        Choice::Select(sq) => {
            let moves = pos
                .legal_actions()
                .into_iter()
                .any(|a| matches!(a, Action::Move { from, .. } if from == sq));
            if moves {
                Phase::Move(sq)
            } else {
                pos.play_unchecked(Action::Skip(sq));
                Phase::Select
            }
        }
        Choice::Play(a) => {
            pos.play_unchecked(a);
            Phase::Select
        }
    }
}

/// A greedy turn (or the rest of one): the most valuable capture, else a random disc and
/// a random move of it.
fn greedy_turn(pos: &mut Position, phase: Phase, rng: &mut impl Rng) {
    let actions = pos.legal_actions();
    let movable = |a: &Action| match phase {
        Phase::Select => true,
        Phase::Move(sq) => a.from() == sq,
    };
    let best = actions
        .iter()
        .filter(|a| movable(a))
        .filter_map(|&a| Some((pos.capture_of(a)?.piece.role, a)))
        .max_by_key(|(r, _)| value(*r));
    if let Some((_, a)) = best {
        pos.play_unchecked(a);
        return;
    }
    let from = match phase {
        Phase::Move(sq) => sq,
        Phase::Select => {
            let discs: Vec<Square> = pos.by_color(pos.turn()).collect();
            discs[rng.random_range(0..discs.len())]
        }
    };
    let moves: Vec<Action> = actions
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Move { from: f, .. } if *f == from))
        .collect();
    if moves.is_empty() {
        pos.play_unchecked(Action::Skip(from));
    } else {
        pos.play_unchecked(moves[rng.random_range(0..moves.len())]);
    }
}

/// The step ISMCTS takes in `view`.
pub fn decide(view: &PlayerView, settings: Settings, rng: &mut impl Rng) -> Result<Step, String> {
    if let Some(p) = &view.promotion {
        let role = if p.choices.contains(&Role::Queen) {
            Role::Queen
        } else {
            *p.choices
                .first()
                .ok_or("a promotion with no piece to choose")?
        };
        return Ok(Step::Promote(role));
    }
    let me = view.viewer.ok_or("the view has no viewer")?;
    if view.turn != me || view.result.is_some() {
        return Err("the view offers nothing to do".into());
    }
    let root_phase = view.selected.map_or(Phase::Select, Phase::Move);
    let mut worlds = Worlds::new(view)?;
    let mut nodes = vec![Node::new()];
    for _ in 0..settings.iterations {
        let mut pos = worlds.sample(rng)?;
        let mut phase = root_phase;
        let mut node = 0;
        let mut path = vec![(0usize, me)];
        // Selection and expansion.
        while result(&pos, me).is_none() {
            let open = choices(&pos, phase);
            if open.is_empty() {
                break;
            }
            let mover = pos.turn();
            let untried: Vec<Choice> = open
                .iter()
                .copied()
                .filter(|c| !nodes[node].children.iter().any(|(k, _)| k == c))
                .collect();
            for k in 0..nodes[node].children.len() {
                let (c, child) = nodes[node].children[k];
                if open.contains(&c) {
                    nodes[child].avail += 1;
                }
            }
            if !untried.is_empty() {
                let c = untried[rng.random_range(0..untried.len())];
                let child = nodes.len();
                let mut n = Node::new();
                n.avail = 1;
                nodes.push(n);
                nodes[node].children.push((c, child));
                phase = apply(&mut pos, c);
                path.push((child, mover));
                break;
            }
            let (c, child) = nodes[node]
                .children
                .iter()
                .filter(|(c, _)| open.contains(c))
                .map(|&(c, i)| {
                    let n = &nodes[i];
                    let ucb = n.reward / f64::from(n.visits)
                        + settings.explore * (f64::from(n.avail).ln() / f64::from(n.visits)).sqrt();
                    (ucb, c, i)
                })
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, c, i)| (c, i))
                .ok_or("no choice to descend")?;
            phase = apply(&mut pos, c);
            node = child;
            path.push((child, mover));
        }
        // The playout.
        let mut turns = 0;
        let outcome = loop {
            if let Some(r) = result(&pos, me) {
                break r;
            }
            if turns == settings.playout_turns {
                break material(&pos, me);
            }
            if pos.legal_actions().is_empty() {
                break 0.5;
            }
            greedy_turn(&mut pos, phase, rng);
            phase = Phase::Select;
            turns += 1;
        };
        for &(i, mover) in &path {
            nodes[i].visits += 1;
            nodes[i].reward += if mover == me { outcome } else { 1.0 - outcome };
        }
    }
    let (best, _) = nodes[0]
        .children
        .iter()
        .max_by_key(|(_, i)| nodes[*i].visits)
        .ok_or("no choice was searched")?;
    Ok(match *best {
        Choice::Select(sq) => Step::Select(sq),
        Choice::Play(a) => Step::Play(a),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::{Game, Variant};
    use rand::SeedableRng;

    #[test]
    fn it_takes_a_king_it_can_see_and_answers_every_phase() {
        // White's queen on d1 can take Black's king on d8 (both seen by both players).
        let mut g =
            Game::from_fen(Variant::Incerto, "3k2/p*p*p*3/6/6/6/6/6/3QK1 w - - 0 1").unwrap();
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(3);
        let few = Settings {
            iterations: 300,
            ..Settings::default()
        };
        let view = g.view(Some(Color::White));
        let step = decide(&view, few, &mut rng).unwrap();
        assert_eq!(step, Step::Select(Square::parse("d1").unwrap()));
        g.apply_step(step, None).unwrap();
        let step = decide(&g.view(Some(Color::White)), few, &mut rng).unwrap();
        assert_eq!(
            step,
            Step::Play(Action::parse(Variant::Incerto, "d1d8").unwrap())
        );
    }
}

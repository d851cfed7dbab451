//! Tests of the lesson data and logic. `data`: every built-in lesson loads, every task can
//! be completed and every wrong-try text can be reached by searching what a person could
//! do through the engine, every scripted reply is playable, every rule is taught, every
//! text exists in three languages, damaged files are refused. `logic`: the logic's own
//! behaviour on small made-up lessons.

mod data;
mod logic;
mod tutor;

use super::*;
use incerto_engine::{Action, Color, Game, Pending, Role, Square, Variant};
use incerto_ui::i18n::Lang;
use std::collections::{BTreeMap, BTreeSet};

fn library() -> Library {
    match Library::builtin() {
        Ok(l) => l,
        Err(e) => panic!("{e}"),
    }
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The learner playing the Incerto action written `notation`.
fn incerto_play(notation: &str) -> Input {
    Input::Play(Action::parse(Variant::Incerto, notation).unwrap())
}

/// `a` with its promotion letter dropped, as a person's move reaches the engine before the
/// promotion chooser.
fn unpromoted(a: Action) -> Action {
    match a {
        Action::Move { from, to, .. } => Action::Move {
            from,
            to,
            promotion: None,
        },
        other => other,
    }
}

/// What a person at the board could do now, through the legal moves.
fn person_inputs(game: &Game) -> Vec<Input> {
    let mut inputs = Vec::new();
    match game.pending() {
        Some(Pending::Promotion { .. }) => {
            for &r in game.variant().promotion_roles() {
                inputs.push(Input::Promote(r));
            }
        }
        pending => {
            if game.variant() == Variant::Incerto && pending.is_none() {
                for s in game.position().by_color(game.turn()) {
                    inputs.push(Input::Select(s));
                }
            }
            for a in game.legal_actions() {
                let i = Input::Play(unpromoted(a));
                if !inputs.contains(&i) {
                    inputs.push(i);
                }
            }
        }
    }
    inputs
}

/// Every input a person could try, legal or not (clicks and drags on any square).
fn probe_inputs(game: &Game) -> Vec<Input> {
    let variant = game.variant();
    let squares: Vec<Square> = Square::all().filter(|&s| variant.contains(s)).collect();
    let mut inputs = Vec::new();
    for &from in &squares {
        if variant == Variant::Incerto {
            inputs.push(Input::Select(from));
            inputs.push(Input::Play(Action::Skip(from)));
        }
        if variant == Variant::HiddenRandom {
            inputs.push(Input::Play(Action::Flip(from)));
        }
        if game.position().color_at(from).is_none() {
            continue;
        }
        for &to in &squares {
            if to != from {
                inputs.push(Input::Play(Action::Move {
                    from,
                    to,
                    promotion: None,
                }));
            }
        }
    }
    inputs.push(Input::Promote(Role::Queen));
    inputs
}

/// What a search over a task found.
#[derive(Default, Debug)]
struct Found {
    goal: usize,
    success: BTreeSet<usize>,
    wrong: BTreeSet<usize>,
    refusals: BTreeSet<&'static str>,
    /// Per reply index, the actions the opponent played.
    replies: BTreeMap<usize, BTreeSet<Action>>,
    /// A learner turn after which a reply was due and none could be played.
    no_reply: Vec<String>,
    nodes: usize,
}

fn explore(run: &Run, turn: usize, found: &mut Found, path: &mut Vec<Input>) {
    assert!(path.len() < 12, "runaway search: {path:?}");
    let mut inputs = person_inputs(run.game());
    if turn == 0 {
        inputs.extend(probe_inputs(run.game()));
    }
    for input in inputs {
        let mut r = run.clone();
        found.nodes += 1;
        let verdict = r.input(input);
        path.push(input);
        match verdict {
            Verdict::NeedsMore => explore(&r, turn, found, path),
            Verdict::Reply(actions) => {
                found
                    .replies
                    .entry(turn)
                    .or_default()
                    .extend(actions.iter().copied());
                explore(&r, turn + 1, found, path);
            }
            Verdict::Done { entry, .. } => {
                found.goal += 1;
                found.success.insert(entry);
            }
            Verdict::Wrong {
                entry,
                refusal,
                restart,
                ..
            } => {
                if let Some(e) = entry {
                    found.wrong.insert(e);
                }
                if let Some(r) = refusal {
                    found.refusals.insert(r.name());
                    assert!(!restart, "a refusal keeps the attempt");
                } else if entry.is_none() {
                    found.no_reply.push(format!("{path:?}"));
                }
            }
        }
        path.pop();
    }
}

fn each_step(lib: &Library, mut f: impl FnMut(&Course, usize, usize, String)) {
    for course in &lib.courses {
        for (li, lesson) in course.lessons.iter().enumerate() {
            for (si, step) in lesson.steps.iter().enumerate() {
                let place = format!("{}/{}/{}", course.variant.name(), lesson.id, step.id);
                f(course, li, si, place);
            }
        }
    }
}

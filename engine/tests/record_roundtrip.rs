//! Property test: a record restores the game exactly. Random games of each variant stop at
//! random points, steered into the half-done and standing states that records once lost (a
//! pending Incerto selection, a pending promotion, a standing draw offer, a game ended by
//! resignation or the clock), and `from_record(record())` must give the same views for both
//! players and the all-seeing one, the same legal actions and the same JSON.

use incerto_engine::{Action, Color, Game, Pending, Role, StepOutcome, Variant};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRng, TestRunner};
use rand::{Rng, RngExt, SeedableRng};
use std::cell::RefCell;
use std::collections::BTreeMap;

/// Where a game is left before it is saved.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Stop {
    /// Between turns.
    Plain,
    /// Incerto: a disc selected (with a move), not yet moved.
    Selected,
    /// A move on the last rank waiting for its piece.
    Promotion,
    /// A draw offer standing.
    Offer,
    /// Ended by resignation or a fallen flag (rule endings come by themselves).
    Ended,
}

fn stop() -> impl Strategy<Value = Stop> {
    prop_oneof![
        Just(Stop::Plain),
        Just(Stop::Selected),
        Just(Stop::Promotion),
        Just(Stop::Offer),
        Just(Stop::Ended),
    ]
}

fn variant() -> impl Strategy<Value = Variant> {
    prop_oneof![
        Just(Variant::Incerto),
        Just(Variant::HiddenRandom),
        Just(Variant::HiddenChess)
    ]
}

/// A legal action chosen to push pawns on (so promotions come often), or any action.
fn steered(g: &Game, rng: &mut impl Rng) -> Action {
    let pos = g.position();
    // Incerto games end soon by a king capture: avoid it while there is another action.
    let all = g.legal_actions();
    let lasting: Vec<Action> = all
        .iter()
        .copied()
        .filter(|a| {
            a.to()
                .and_then(|t| pos.piece_at(t))
                .is_none_or(|p| p.role != Role::King)
        })
        .collect();
    let actions = if lasting.is_empty() { all } else { lasting };
    let pawn_moves: Vec<Action> = actions
        .iter()
        .copied()
        .filter(|a| {
            matches!(a, Action::Move { from, .. }
                if pos.piece_at(*from).is_some_and(|p| p.role == Role::Pawn))
        })
        .collect();
    let pool = if !pawn_moves.is_empty() && rng.random_bool(0.75) {
        &pawn_moves
    } else {
        &actions
    };
    pool[rng.random_range(0..pool.len())]
}

/// One turn as a player takes it: Incerto discs are selected first, promotions chosen
/// after the move. With `leave_promotion` a promotion is left pending (returns true).
fn take_turn(g: &mut Game, rng: &mut impl Rng, leave_promotion: bool) -> bool {
    let action = steered(g, rng);
    if g.variant() == Variant::Incerto {
        if let StepOutcome::Played(_) = g.select(action.from()).unwrap() {
            return false;
        }
    }
    match action {
        Action::Move {
            from,
            to,
            promotion,
        } => match g.move_piece(from, to, None, None).unwrap() {
            StepOutcome::ChoosePromotion if leave_promotion => true,
            StepOutcome::ChoosePromotion => {
                let role = promotion.unwrap_or(Role::Queen);
                g.promote(role, None).unwrap();
                false
            }
            _ => false,
        },
        other => {
            g.play(other, None).unwrap();
            false
        }
    }
}

/// Plays `plies` turns (with draw offers now and then), then steers into `stop`. Returns
/// the game and the state it really reached.
fn drive(variant: Variant, seed: u64, plies: usize, stop: Stop) -> (Game, Stop) {
    let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut g = Game::new(variant, seed);
    for _ in 0..plies {
        if g.is_over() {
            return (g, Stop::Plain);
        }
        if rng.random_bool(0.05) {
            let by = if rng.random_bool(0.5) {
                Color::White
            } else {
                Color::Black
            };
            g.offer_draw(by).unwrap();
        }
        take_turn(&mut g, &mut rng, false);
    }
    let mut reached = Stop::Plain;
    // Up to 300 more turns to find the state asked for.
    for _ in 0..300 {
        if g.is_over() {
            break;
        }
        match stop {
            Stop::Plain => break,
            Stop::Selected if variant == Variant::Incerto => {
                let discs: Vec<_> = g.position().by_color(g.turn()).into_iter().collect();
                let disc = discs[rng.random_range(0..discs.len())];
                if let StepOutcome::Selected(_) = g.select(disc).unwrap() {
                    reached = Stop::Selected;
                    break;
                }
            }
            Stop::Selected => break,
            Stop::Promotion => {
                if take_turn(&mut g, &mut rng, true) {
                    reached = Stop::Promotion;
                    break;
                }
            }
            Stop::Offer => {
                g.offer_draw(g.turn()).unwrap();
                reached = Stop::Offer;
                break;
            }
            Stop::Ended => {
                if rng.random_bool(0.5) {
                    g.resign(g.turn()).unwrap();
                } else {
                    g.time_forfeit(g.turn()).unwrap();
                }
                reached = Stop::Ended;
                break;
            }
        }
    }
    // A standing offer on top of any half-done state, now and then.
    if !g.is_over() && reached != Stop::Promotion && rng.random_bool(0.3) {
        g.offer_draw(!g.turn()).unwrap();
    }
    (g, reached)
}

#[test]
fn records_restore_views_and_legal_steps() {
    let reached: RefCell<BTreeMap<(String, Stop), usize>> = RefCell::default();
    let offers = RefCell::new(0usize);
    let mut runner = TestRunner::new_with_rng(
        Config {
            cases: 600,
            failure_persistence: None,
            ..Config::default()
        },
        TestRng::deterministic_rng(proptest::test_runner::RngAlgorithm::ChaCha),
    );
    runner
        .run(
            &(variant(), any::<u64>(), 0usize..120, stop()),
            |(v, seed, plies, stop)| {
                let (g, got) = drive(v, seed, plies, stop);
                *reached
                    .borrow_mut()
                    .entry((v.name().to_owned(), got))
                    .or_insert(0) += 1;
                if g.draw_offer().is_some() {
                    *offers.borrow_mut() += 1;
                }
                // The state named is the state reached.
                let pending = g.pending();
                let is_selected = matches!(pending, Some(Pending::Selected(_)));
                let is_promotion = matches!(pending, Some(Pending::Promotion { .. }));
                prop_assert_eq!(got == Stop::Selected, is_selected);
                prop_assert_eq!(got == Stop::Promotion, is_promotion);
                if got == Stop::Offer {
                    prop_assert!(g.draw_offer().is_some());
                }
                let back = Game::from_record(&g.record())
                    .map_err(|e| TestCaseError::fail(format!("{e}\n{}", g.to_json())))?;
                for viewer in [Some(Color::White), Some(Color::Black), None] {
                    prop_assert_eq!(back.view(viewer), g.view(viewer), "viewer {:?}", viewer);
                }
                prop_assert_eq!(back.legal_actions(), g.legal_actions());
                prop_assert_eq!(back.pending(), g.pending());
                prop_assert_eq!(back.draw_offer(), g.draw_offer());
                prop_assert_eq!(back.outcome(), g.outcome());
                prop_assert_eq!(back.to_json(), g.to_json());
                prop_assert_eq!(Game::from_json(&g.to_json()).unwrap().record(), g.record());
                Ok(())
            },
        )
        .unwrap();
    let reached = reached.into_inner();
    eprintln!("{reached:#?}\nstanding offers: {}", offers.borrow());
    // The steering must really reach every state in every variant it exists in.
    for v in Variant::ALL {
        for (s, at_least) in [
            (Stop::Plain, 10),
            (Stop::Promotion, 10),
            (Stop::Offer, 10),
            (Stop::Ended, 10),
        ] {
            let n = reached.get(&(v.name().to_owned(), s)).copied().unwrap_or(0);
            assert!(n >= at_least, "{v}: {s:?} reached {n} times");
        }
    }
    let selected = reached
        .get(&("incerto".to_owned(), Stop::Selected))
        .copied()
        .unwrap_or(0);
    assert!(selected >= 10, "incerto selection reached {selected} times");
    assert!(*offers.borrow() >= 100);
}

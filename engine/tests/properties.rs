//! Property tests over random positions of all three games: notation round trips, and
//! "every generated action is accepted by `play`, and no other".

use incerto_engine::{Action, Fen, Position, Role, Square, Variant};
use proptest::prelude::*;
use strategy::variant;

mod strategy;

/// A position reached by `plies` random legal actions from a seeded start.
fn random_position(variant: Variant, seed: u64, plies: usize) -> Position {
    let mut pos = Position::new_game(variant, seed);
    let mut x = seed | 1;
    for _ in 0..plies {
        let actions = pos.legal_actions();
        if actions.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        pos.play_unchecked(actions[(x % actions.len() as u64) as usize]);
    }
    pos
}

/// Every well-formed action string on an 8×8 board, for the "no other" half.
fn all_action_strings() -> Vec<Action> {
    let mut out = Vec::new();
    for from in Square::all() {
        out.push(Action::Flip(from));
        out.push(Action::Skip(from));
        for to in Square::all().filter(|&t| t != from) {
            out.push(Action::Move {
                from,
                to,
                promotion: None,
            });
            if to.rank() == 0 || to.rank() == 7 {
                for r in [
                    Role::Queen,
                    Role::Rook,
                    Role::Bishop,
                    Role::Knight,
                    Role::Cannon,
                ] {
                    out.push(Action::Move {
                        from,
                        to,
                        promotion: Some(r),
                    });
                }
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn fen_round_trips(v in variant(), seed in any::<u64>(), plies in 0usize..160) {
        let pos = random_position(v, seed, plies);
        let fen = pos.fen();
        let back = Position::from_fen(v, &fen).unwrap();
        prop_assert_eq!(back.fen(), fen);
        prop_assert_eq!(back, pos);
    }

    #[test]
    fn generated_actions_round_trip_and_play(v in variant(), seed in any::<u64>(), plies in 0usize..160) {
        let pos = random_position(v, seed, plies);
        for a in pos.legal_actions() {
            let text = a.to_string();
            prop_assert_eq!(Action::parse(v, &text), Ok(a));
            prop_assert!(pos.play(a).is_ok(), "{} refused in {}", text, pos.fen());
        }
    }

    #[test]
    fn parsers_never_panic(s in "\\PC{0,80}") {
        let _ = Fen::parse(&s);
        for v in Variant::ALL {
            let _ = Position::from_fen(v, &s);
            let _ = Action::parse(v, &s);
        }
    }

    #[test]
    fn fen_like_garbage_never_panics(s in "[pnbrqkcPNBRQKC*1-9/]{0,70} [wbx] [KQkq-]{1,4} [a-h1-8-]{1,2} [0-9]{0,3} [0-9]{0,3}") {
        for v in Variant::ALL {
            if let Ok(p) = Position::from_fen(v, &s) {
                // Anything accepted is a position the generator can work with.
                let _ = p.legal_actions();
                prop_assert_eq!(Position::from_fen(v, &p.fen()).unwrap(), p);
            }
        }
    }
}

#[test]
fn only_generated_actions_are_accepted() {
    let candidates = all_action_strings();
    for v in Variant::ALL {
        for seed in 0..6 {
            for plies in [0, 7, 30, 90] {
                let pos = random_position(v, seed, plies);
                let legal = pos.legal_actions();
                for &a in &candidates {
                    assert_eq!(
                        pos.play(a).is_ok(),
                        legal.contains(&a),
                        "{v} {}: {a}",
                        pos.fen()
                    );
                }
            }
        }
    }
}

//! The simplest opponent: a uniformly random choice among the steps its view offers.

use super::{Bot, Step};
use crate::view::PlayerView;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

/// Picks uniformly among what the view offers, with its own random numbers (never the
/// game's shuffle).
pub struct RandomBot {
    rng: rand::rngs::ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: rand::rngs::ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn step(&mut self, view: &PlayerView) -> Option<Step> {
        if view.result.is_some() || view.viewer.as_deref() != Some(view.turn.as_str()) {
            return None;
        }
        if let Some(p) = &view.promotion {
            return p.choices.choose(&mut self.rng).cloned().map(Step::Promote);
        }
        if let Some(a) = view.legal_actions.choose(&mut self.rng) {
            return Some(Step::Play(a.clone()));
        }
        view.selectable
            .choose(&mut self.rng)
            .cloned()
            .map(Step::Select)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Square, Variant};

    /// Drives a game with two random bots through the same steps a person takes.
    pub(crate) fn bot_game(variant: Variant, seed: u64, max_steps: usize) -> Game {
        let mut game = Game::new(variant, seed);
        let mut bots = [RandomBot::new(seed ^ 1), RandomBot::new(seed ^ 2)];
        for _ in 0..max_steps {
            let turn = game.turn();
            let view = game.view(Some(turn));
            let Some(step) = bots[turn.index()].step(&view) else {
                break;
            };
            match step {
                Step::Select(s) => {
                    game.select(Square::parse(&s).unwrap()).unwrap();
                }
                Step::Play(a) => {
                    let action = crate::Action::parse(variant, &a).unwrap();
                    match action {
                        crate::Action::Move {
                            from,
                            to,
                            promotion,
                        } => {
                            game.move_piece(from, to, promotion, None).unwrap();
                        }
                        _ => game.play(action, None).unwrap(),
                    }
                }
                Step::Promote(r) => {
                    let role = crate::Role::from_name(&r).unwrap();
                    game.promote(role, None).unwrap();
                }
            }
        }
        game
    }

    #[test]
    fn random_bots_finish_games_in_every_variant() {
        for variant in Variant::ALL {
            let mut finished = 0;
            for seed in 0..10 {
                let g = bot_game(variant, seed, 3000);
                if g.is_over() {
                    finished += 1;
                }
                // A bot never gets a view of its opponent's turn.
                let idle = RandomBot::new(0).step(&g.view(Some(!g.turn())));
                assert_eq!(idle, None);
            }
            assert!(finished >= 8, "{variant}: {finished}/10 games ended");
        }
    }
}

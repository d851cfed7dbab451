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
    /// A bot whose choices follow `seed` (its own random numbers, never the shuffle's).
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: rand::rngs::ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn step(&mut self, view: &PlayerView) -> Option<Step> {
        if view.result.is_some() || view.viewer != Some(view.turn) {
            return None;
        }
        if let Some(p) = &view.promotion {
            return p.choices.choose(&mut self.rng).copied().map(Step::Promote);
        }
        if let Some(&a) = view.legal_actions.choose(&mut self.rng) {
            return Some(Step::Play(a));
        }
        view.selectable
            .choose(&mut self.rng)
            .copied()
            .map(Step::Select)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Variant};

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
            game.apply_step(step, None)
                .unwrap_or_else(|e| panic!("{step:?}: {e}"));
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

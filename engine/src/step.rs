//! The turn protocol in one place: a [`Step`] is what a person at the board (or a bot, or
//! a Web Worker) does next — select a disc, play an action, choose a promotion piece — and
//! [`Game::apply_step`] is the one function that applies it. The JS package, the app and
//! the bots all go through it.

use crate::action::Action;
use crate::game::{Game, GameError, Pending, StepOutcome};
use crate::piece::Role;
use crate::square::Square;
use crate::variant::Variant;
use serde::{Deserialize, Serialize};

/// One step of a turn, as a person at the board would take it.
///
/// Its JSON/JS form is `{ "kind": "select" | "play" | "promote", "value": string }`: a
/// square, an action in notation, or a role (a name, or its letter when read).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "StepJson", try_from = "StepJson")]
pub enum Step {
    /// Incerto: select this disc (its identity is then shown to its owner).
    Select(Square),
    /// Play an action, as in the view's `legal_actions`: a move without a promotion piece
    /// may then ask for a [`Step::Promote`]; in Incerto an unselected disc is picked up
    /// first.
    Play(Action),
    /// Choose the piece for a pending promotion (one of the view's choices).
    Promote(Role),
}

/// The serde form of a [`Step`].
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepJson {
    kind: String,
    value: String,
}

impl From<Step> for StepJson {
    fn from(step: Step) -> StepJson {
        let (kind, value) = match step {
            Step::Select(sq) => ("select", sq.to_string()),
            Step::Play(a) => ("play", a.to_string()),
            Step::Promote(r) => ("promote", r.to_string()),
        };
        StepJson {
            kind: kind.to_owned(),
            value,
        }
    }
}

impl TryFrom<StepJson> for Step {
    type Error = String;

    fn try_from(j: StepJson) -> Result<Step, String> {
        match j.kind.as_str() {
            "select" => j.value.parse().map(Step::Select).map_err(|e| e.to_string()),
            "play" => j.value.parse().map(Step::Play).map_err(|e| e.to_string()),
            "promote" => role_named(&j.value).map(Step::Promote),
            other => Err(format!(
                "invalid bot step kind '{other}' (expected select, play or promote)"
            )),
        }
    }
}

/// A role by name (`queen`) or letter (`q`, either case).
pub(crate) fn role_named(name: &str) -> Result<Role, String> {
    let mut chars = name.chars();
    let letter = match (chars.next(), chars.next()) {
        (Some(c), None) => Role::from_char(c),
        _ => None,
    };
    letter.or_else(|| name.parse().ok()).ok_or_else(|| {
        format!(
            "unknown piece '{name}' (expected queen, rook, bishop, knight or cannon, or a letter q r b n c)"
        )
    })
}

impl Step {
    /// The squares the step names (checked against the board before anything happens).
    fn squares(self) -> impl Iterator<Item = Square> {
        let (a, b) = match self {
            Step::Select(sq) => (Some(sq), None),
            Step::Play(action) => (Some(action.from()), action.to()),
            Step::Promote(_) => (None, None),
        };
        a.into_iter().chain(b)
    }
}

impl Game {
    /// Applies one step the way a person at the board takes it, and says what it did:
    ///
    /// - `Select(sq)` (Incerto): picks the disc up, revealing it to its owner; a disc with
    ///   no legal move skips the turn.
    /// - `Play(action)`: a move is made as by [`Game::move_piece`] — in Incerto the disc is
    ///   picked up first (and stays selected if the move is then refused), and a move to
    ///   the last rank without a piece asks for one; `@sq` is the variant's flip or skip.
    /// - `Promote(role)`: completes a pending promotion.
    ///
    /// Squares off this variant's board are refused before anything happens.
    pub fn apply_step(&mut self, step: Step, time: Option<u64>) -> Result<StepOutcome, GameError> {
        let variant = self.variant();
        if let Some(off) = step.squares().find(|&sq| !variant.contains(sq)) {
            return Err(GameError::OffBoard(off));
        }
        match step {
            Step::Select(sq) => self.select_at(sq, time),
            Step::Promote(role) => self.promote(role, time).map(StepOutcome::Played),
            Step::Play(action) => {
                let action = action.in_variant(variant)?;
                // Incerto: the disc named by the action is picked up by this step if none is.
                let picks_up = variant == Variant::Incerto && self.pending().is_none();
                let result = match action {
                    Action::Move {
                        from,
                        to,
                        promotion,
                    } => self.move_piece(from, to, promotion, time),
                    in_place => self
                        .play(in_place, time)
                        .map(|()| StepOutcome::Played(in_place)),
                };
                match result {
                    Err(error)
                        if picks_up && self.pending() == Some(Pending::Selected(action.from())) =>
                    {
                        Err(GameError::NowSelected {
                            square: action.from(),
                            error: Box::new(error),
                        })
                    }
                    other => other,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::Color;
    use crate::testing::{mv, sq};

    #[test]
    fn steps_serialise_as_kind_and_value() {
        for (step, json) in [
            (Step::Select(sq("b1")), r#"{"kind":"select","value":"b1"}"#),
            (
                Step::Play(Action::parse(Variant::HiddenChess, "e7e8q").unwrap()),
                r#"{"kind":"play","value":"e7e8q"}"#,
            ),
            (
                Step::Play(Action::Flip(sq("b2"))),
                r#"{"kind":"play","value":"@b2"}"#,
            ),
            (
                Step::Promote(Role::Knight),
                r#"{"kind":"promote","value":"knight"}"#,
            ),
        ] {
            assert_eq!(serde_json::to_string(&step).unwrap(), json);
            assert_eq!(serde_json::from_str::<Step>(json).unwrap(), step);
        }
        let letter: Step = serde_json::from_str(r#"{"kind":"promote","value":"Q"}"#).unwrap();
        assert_eq!(letter, Step::Promote(Role::Queen));
        for (bad, why) in [
            (
                r#"{"kind":"jump","value":"e4"}"#,
                "invalid bot step kind 'jump'",
            ),
            (r#"{"kind":"select","value":"z9"}"#, "'z9' is not a square"),
            (r#"{"kind":"play","value":"e2"}"#, "invalid action 'e2'"),
            (
                r#"{"kind":"promote","value":"emperor"}"#,
                "unknown piece 'emperor'",
            ),
            (r#"{"kind":"play","value":"e2e4","x":1}"#, "unknown field"),
        ] {
            let e = serde_json::from_str::<Step>(bad).unwrap_err().to_string();
            assert!(e.contains(why), "{bad}: {e}");
        }
    }

    #[test]
    fn a_move_step_picks_the_disc_up_and_may_ask_for_a_promotion() {
        let mut g = Game::from_fen(Variant::Incerto, "k*5/2P3/6/6/6/6/6/5K w - - 0 1").unwrap();
        let c8 = mv("c7", "c8");
        assert_eq!(
            g.apply_step(Step::Play(c8), Some(10)),
            Ok(StepOutcome::ChoosePromotion)
        );
        assert_eq!(
            g.pending(),
            Some(Pending::Promotion {
                from: sq("c7"),
                to: sq("c8")
            })
        );
        let done = g.apply_step(Step::Promote(Role::Rook), Some(20)).unwrap();
        assert_eq!(done, StepOutcome::Played("c7c8r".parse().unwrap()));
        assert_eq!(g.history()[0].time, Some(20));
        assert_eq!(g.turn(), Color::Black);
    }

    #[test]
    fn an_illegal_move_step_leaves_the_disc_selected_and_says_so() {
        let mut g = Game::from_fen(Variant::Incerto, "k5/6/6/6/6/6/1P4/K5 w - - 0 1").unwrap();
        let wrong = mv("b2", "b5");
        let e = g.apply_step(Step::Play(wrong), None).unwrap_err();
        assert!(
            matches!(&e, GameError::NowSelected { square, .. } if *square == sq("b2")),
            "{e:?}"
        );
        assert!(e
            .to_string()
            .ends_with("the disc on b2 is now selected and must move"));
        assert_eq!(g.pending(), Some(Pending::Selected(sq("b2"))));
        // Once selected, a refused move is a plain error: nothing new was picked up.
        let e = g.apply_step(Step::Play(wrong), None).unwrap_err();
        assert!(!matches!(e, GameError::NowSelected { .. }), "{e:?}");
        assert!(g.apply_step(Step::Select(sq("a1")), None).is_err());
    }

    #[test]
    fn in_place_steps_follow_the_variant() {
        // Incerto: `@a1` is a skip, accepted when the disc has no move.
        let mut g = Game::from_fen(Variant::Incerto, "k5/6/6/6/6/6/P5/PK4 w - - 0 1").unwrap();
        let at_a1: Action = "@a1".parse().unwrap();
        assert_eq!(
            g.apply_step(Step::Play(at_a1), None),
            Ok(StepOutcome::Played(Action::Skip(sq("a1"))))
        );
        // Hidden Random Chess: a flip.
        let mut g =
            Game::from_fen(Variant::HiddenRandom, "4k3/8/8/8/8/8/P*7/4K3 w - - 0 1").unwrap();
        let at_a2: Action = "@a2".parse().unwrap();
        assert_eq!(
            g.apply_step(Step::Play(at_a2), None),
            Ok(StepOutcome::Played(Action::Flip(sq("a2"))))
        );
        // Hidden Chess has none.
        let mut g = Game::from_fen(Variant::HiddenChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(matches!(
            g.apply_step(Step::Play(Action::Flip(sq("e1"))), None),
            Err(GameError::Parse(_))
        ));
    }

    #[test]
    fn squares_off_the_board_are_refused_before_anything_happens() {
        let mut g = Game::from_fen(Variant::Incerto, "k5/6/6/6/6/6/6/K*5 w - - 0 1").unwrap();
        let off = mv("a1", "g1");
        assert_eq!(
            g.apply_step(Step::Play(off), None),
            Err(GameError::OffBoard(sq("g1")))
        );
        assert_eq!(g.pending(), None, "the disc was not picked up");
        assert!(!g.info(sq("a1")).known_by.contains(Color::White));
    }
}

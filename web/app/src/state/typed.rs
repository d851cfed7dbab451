//! The typed-move box's reading: text in the project's notation (`b1c3`, `@e2`, `a7a8q`;
//! in Incerto also a bare square, which picks that disc up or moves the one picked up;
//! while a promotion waits, a piece letter or name) read into the one `Step` it asks for
//! (`Game::apply_step` then takes it, as it takes a click). `i18n::refusal` says why the
//! engine refuses one.
//!
//! The box takes the same steps as the board, so typing is no more a probe than clicking:
//! in Incerto a typed move picks its disc up first (the engine does it), and a refused
//! move leaves that disc picked up, as on the board.

use incerto_engine::{
    Action, ActionSyntax, GameError, ParseActionError, PlayerView, Role, Square, Step, Variant,
};
use incerto_ui::i18n::case::lower;

/// Reads what was typed into the step it asks for, in the situation `view` shows.
pub fn read(text: &str, view: &PlayerView) -> Result<Step, GameError> {
    let text: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(lower)
        .collect();
    let syntax = |kind| {
        GameError::Parse(ParseActionError {
            input: text.clone(),
            kind,
        })
    };
    if text.is_empty() {
        return Err(syntax(ActionSyntax::BadShape));
    }
    if let Some(p) = &view.promotion {
        // A piece for the pawn waiting on the last rank: `q`, `queen`, or the whole move.
        let role = role_named(&text).or_else(|| {
            let whole = Action::parse(view.variant, &text).ok()?;
            match whole {
                Action::Move {
                    from,
                    to,
                    promotion: Some(r),
                } if from == p.from && to == p.to => Some(r),
                _ => None,
            }
        });
        return role.map(Step::Promote).ok_or(GameError::PromotionPending);
    }
    if view.variant == Variant::Incerto {
        if let Some(sq) = Square::parse(&text) {
            return Ok(match view.selected {
                Some(from) => Step::Play(Action::Move {
                    from,
                    to: sq,
                    promotion: None,
                }),
                None => Step::Select(sq),
            });
        }
    }
    Action::parse(view.variant, &text)
        .map(Step::Play)
        .map_err(GameError::Parse)
}

/// A piece by its English letter or name.
fn role_named(text: &str) -> Option<Role> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Role::from_char(c),
        _ => text.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::{Color, Game, StepOutcome};
    use incerto_ui::i18n::{refusal::explain, Lang};
    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn typed(g: &mut Game, text: &str) -> Result<StepOutcome, GameError> {
        let view = g.view(Some(g.turn()));
        let step = read(text, &view)?;
        g.apply_step(step, None)
    }

    #[test]
    fn reads_the_projects_notation_and_friendly_variants() {
        let g = Game::new(Variant::HiddenChess, 1);
        let v = g.view(Some(Color::White));
        let play = |s: &str| Step::Play(Action::parse(Variant::HiddenChess, s).unwrap());
        assert_eq!(read("e2e4", &v), Ok(play("e2e4")));
        assert_eq!(read(" E2-E4 ", &v), Ok(play("e2e4")));
        assert_eq!(read("e2 e4", &v), Ok(play("e2e4")));
        assert!(matches!(read("", &v), Err(GameError::Parse(_))));
        assert!(
            matches!(read("e4", &v), Err(GameError::Parse(_))),
            "no bare square outside Incerto"
        );
        let g = Game::new(Variant::Incerto, 1);
        let v = g.view(Some(Color::White));
        assert_eq!(read("b1", &v), Ok(Step::Select(sq("b1"))));
        assert_eq!(read("@e2", &v), Ok(Step::Play(Action::Skip(sq("e2")))));
    }

    #[test]
    fn a_full_incerto_turn_by_typing() {
        // Select by square, then the target alone.
        let mut g = Game::from_fen(Variant::Incerto, "k*5/6/6/6/6/6/6/K*N*4 w - - 0 1").unwrap();
        assert_eq!(typed(&mut g, "b1"), Ok(StepOutcome::Selected(sq("b1"))));
        assert_eq!(
            explain(Lang::En, &typed(&mut g, "a2").unwrap_err()),
            "That piece cannot go to a2."
        );
        assert_eq!(g.history().len(), 0, "a refused target changes nothing");
        assert!(matches!(typed(&mut g, "c3"), Ok(StepOutcome::Played(_))));
        // Black types a whole move on an unseen disc: picked up first, then refused, and
        // the disc stays picked up — typing is no free look.
        let e = typed(&mut g, "a8a6").unwrap_err();
        assert!(matches!(e, GameError::NowSelected { .. }), "{e:?}");
        assert_eq!(
            explain(Lang::En, &e),
            "That piece cannot go to a6. Your disc on a8 is now picked up and must move."
        );
        assert_eq!(
            explain(Lang::Ru, &e),
            "Эта фигура не может пойти на a6. Фишка на a8 теперь выбрана, и ходить нужно ею."
        );
        assert_eq!(
            g.pending(),
            Some(incerto_engine::Pending::Selected(sq("a8")))
        );
        assert!(matches!(typed(&mut g, "b7"), Ok(StepOutcome::Played(_))));
        // A typed move of a disc that turns out to have no move skips the turn, as a click.
        let mut g = Game::from_fen(Variant::Incerto, "k*5/6/6/6/6/6/PP4/K*P4 w - - 0 1").unwrap();
        assert_eq!(
            typed(&mut g, "a1a3"),
            Ok(StepOutcome::Played(Action::Skip(sq("a1"))))
        );
    }

    #[test]
    fn a_promotion_by_letter_or_name() {
        let mut g = Game::from_fen(Variant::HiddenChess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(typed(&mut g, "a7a8"), Ok(StepOutcome::ChoosePromotion));
        assert_eq!(
            explain(Lang::It, &typed(&mut g, "x").unwrap_err()),
            "Prima scegli il pezzo della promozione: q, r, b o n (c per il cannone)."
        );
        assert!(matches!(
            typed(&mut g, "Knight"),
            Ok(StepOutcome::Played(_))
        ));
        assert_eq!(g.history()[0].action.to_string(), "a7a8n");
    }
}

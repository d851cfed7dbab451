//! Why the engine refused a step, said in the person's language: every `GameError` and
//! every reason of the rules (`IllegalKind`), with the squares of the action. The typed-move
//! box and the refusal notices use it; the engine's English stays behind a "details"
//! toggle.

use super::{t, tf, Key, Lang};
use incerto_engine::{Action, ActionSyntax, GameError, IllegalKind};

/// Why the engine refused a step, in `lang`: one or two sentences a person can act on.
pub fn explain(lang: Lang, e: &GameError) -> String {
    let on = |key: Key, square: &dyn std::fmt::Display| {
        tf(lang, key, &[("square", &square.to_string())])
    };
    let key = match e {
        GameError::GameOver(_) => Key::RefuseGameOver,
        GameError::Parse(p) => match p.kind {
            ActionSyntax::BadShape => Key::RefuseBadShape,
            ActionSyntax::BadSquare => Key::RefuseBadSquare,
            ActionSyntax::BadPromotion => Key::RefuseBadLetter,
            ActionSyntax::NullMove => Key::RefuseNullMove,
            ActionSyntax::NoInPlaceAction => Key::RefuseNoInPlace,
        },
        GameError::Illegal(i) => match i.kind() {
            Some(k) => return illegal(lang, k, i.action),
            None => Key::RefuseNotLegal,
        },
        GameError::IllegalMove(_) | GameError::NotInVariant(_) => Key::RefuseNotLegal,
        GameError::OffBoard(s) => return on(Key::RefuseOffBoard, s),
        GameError::MustMoveSelected(s) => return on(Key::RefuseMustMoveSelected, s),
        GameError::PromotionPending => Key::RefusePromotionPending,
        GameError::NothingPending => Key::RefuseNothingPending,
        GameError::NotYourDisc(s) => return on(Key::RefuseNotYourDisc, s),
        GameError::BadPromotion(r) => {
            // English names the piece; Russian and Italian give its letter in quotes.
            let piece = match lang {
                Lang::En => r.name().to_owned(),
                Lang::Ru | Lang::It => r.char().to_string(),
            };
            return tf(lang, Key::RefuseBadPromotion, &[("piece", &piece)]);
        }
        GameError::NoDrawOffer | GameError::OwnDrawOffer | GameError::NothingToUndo => {
            Key::RefuseNotNow
        }
        GameError::NowSelected { square, error } => {
            let picked = on(Key::RefuseNowSelected, square);
            return format!("{} {picked}", explain(lang, error));
        }
    };
    t(lang, key).to_owned()
}

/// The rules' reasons, with the squares of the action.
fn illegal(lang: Lang, k: IllegalKind, a: Action) -> String {
    let from = a.from().to_string();
    let to = a.to().map(|s| s.to_string()).unwrap_or_default();
    use IllegalKind::*;
    let key = match k {
        OffBoard => Key::RefuseOffBoardSquare,
        GameOver => Key::RefuseGameOver,
        EmptySquare => Key::RefuseEmptySquare,
        NotYours => Key::RefuseNotYours,
        AlreadyFaceUp => Key::RefuseAlreadyFaceUp,
        FlipInCheck => Key::RefuseFlipInCheck,
        MustMove => Key::RefuseMustMove,
        FaceDownCannotMove => Key::RefuseFaceDownCannotMove,
        NotAPromotion => Key::RefuseNotAPromotion,
        NeedsPromotion => Key::RefuseNeedsPromotion,
        CannotMoveThereOrCheck => Key::RefuseCannotMoveThereOrCheck,
        CannotMoveThere => Key::RefuseCannotMoveThere,
        Skipped => Key::RefuseSkipped,
    };
    tf(lang, key, &[("from", &from), ("to", &to)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::{Game, Square, Step, StepOutcome, Variant};

    /// What the typed-move box sends for `text` (state/typed.rs reads it the same way): a
    /// bare Incerto square picks that disc up, anything else is an action.
    fn typed(g: &mut Game, text: &str) -> Result<StepOutcome, GameError> {
        let step = match Square::parse(text) {
            Some(sq) if g.variant() == Variant::Incerto => Step::Select(sq),
            _ => Step::Play(Action::parse(g.variant(), text)?),
        };
        g.apply_step(step, None)
    }

    #[test]
    fn every_refusal_is_said_in_every_language() {
        // (game, setup, typed, the English message)
        let cases: &[(Variant, &str, &str, &str)] = &[
            (Variant::HiddenChess, "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "e1e3", "That piece cannot go to e3, or the move would leave your king in check."),
            (Variant::HiddenChess, "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "e2e4", "There is no piece on e2."),
            (Variant::HiddenChess, "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "e8e7", "The piece on e8 is not yours to move."),
            (Variant::HiddenChess, "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "@e1", "Hidden Chess has no @ action: move a piece."),
            (Variant::HiddenChess, "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "e1e1", "A move needs two different squares."),
            (Variant::HiddenChess, "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "e1z9", "A square is a file a–h and a rank 1–8, like e4."),
            (Variant::HiddenChess, "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "e1e2k", "The promotion letter is q, r, b or n (c for a cannon)."),
            (Variant::HiddenChess, "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "e1e2q", "Only a pawn that reaches the last rank promotes."),
            (Variant::HiddenRandom, "4k3/8/8/8/8/8/N*7/4K3 w - - 0 1", "a2b4", "A face-down piece cannot move: flip it first (@a2)."),
            (Variant::HiddenRandom, "4k3/8/8/8/8/8/R7/4K3 w - - 0 1", "@a2", "The piece on a2 is already face up."),
            (Variant::HiddenRandom, "4k3/8/8/8/8/8/N*7/4K2r w - - 0 1", "@a2", "No flip while in check: answer the check with a move."),
            (Variant::Incerto, "k*5/6/6/6/6/6/6/K*5 w - - 0 1", "@a1", "The disc on a1 can move, so it must: pick one of its squares. Your disc on a1 is now picked up and must move."),
            (Variant::Incerto, "k*5/6/6/6/6/6/6/K*5 w - - 0 1", "g1", "g1 is not a square of this board."),
            (Variant::Incerto, "k*5/6/6/6/6/6/6/K*5 w - - 0 1", "a8", "There is no disc of yours on a8."),
        ];
        let mut kinds = std::collections::HashSet::new();
        for &(variant, fen, text, en) in cases {
            let mut g = Game::from_fen(variant, fen).unwrap();
            let e = typed(&mut g, text).unwrap_err();
            if let GameError::Illegal(i) = &e {
                kinds.insert(i.kind().expect("a known reason"));
            }
            if let GameError::NowSelected { error, .. } = &e {
                if let GameError::Illegal(i) = &**error {
                    kinds.insert(i.kind().expect("a known reason"));
                }
            }
            assert_eq!(explain(Lang::En, &e), en, "{text}");
            for lang in [Lang::Ru, Lang::It] {
                let said = explain(lang, &e);
                assert_ne!(said, en, "{text} in {lang:?}");
                assert!(
                    !said.contains("illegal action"),
                    "no engine English: {said}"
                );
            }
        }
        // The reasons a person can meet at the board, each reached above.
        assert!(kinds.len() >= 8, "{kinds:?}");
        // Every kind reads differently in every language.
        for lang in Lang::ALL {
            let a = Action::parse(Variant::HiddenChess, "e2e4").unwrap();
            let said: std::collections::HashSet<String> = IllegalKind::ALL
                .iter()
                .map(|&k| illegal(lang, k, a))
                .collect();
            assert_eq!(said.len(), IllegalKind::ALL.len(), "{lang:?}");
        }
    }
}

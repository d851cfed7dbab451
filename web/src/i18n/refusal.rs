//! Why the engine refused a step, said in the person's language: every `GameError` and
//! every reason of the rules (`IllegalKind`), with the squares of the action. The typed-move
//! box and the refusal notices use it; the engine's English stays behind a "details"
//! toggle.

use super::Lang;
use incerto_engine::{Action, ActionSyntax, GameError, IllegalKind, Square};

/// Why the engine refused a step, in `lang`: one or two sentences a person can act on.
pub fn explain(lang: Lang, e: &GameError) -> String {
    let t = |en: &str, ru: &str, it: &str| {
        match lang {
            Lang::En => en,
            Lang::Ru => ru,
            Lang::It => it,
        }
        .to_owned()
    };
    let sq = |s: &Square| s.to_string();
    match e {
        GameError::GameOver(_) => t(
            "The game is over.",
            "Партия окончена.",
            "La partita è finita.",
        ),
        GameError::Parse(p) => match p.kind {
            ActionSyntax::BadShape => t(
                "Type a move like e2e4 (a7a8q to promote), or @b2 to flip or skip.",
                "Введите ход вида e2e4 (a7a8q — с превращением) или @b2, чтобы перевернуть фигуру или пропустить ход.",
                "Scrivi una mossa come e2e4 (a7a8q per promuovere), oppure @b2 per girare o saltare.",
            ),
            ActionSyntax::BadSquare => t(
                "A square is a file a–h and a rank 1–8, like e4.",
                "Поле — это вертикаль a–h и горизонталь 1–8, например e4.",
                "Una casa è una colonna a–h e una traversa 1–8, come e4.",
            ),
            ActionSyntax::BadPromotion => t(
                "The promotion letter is q, r, b or n (c for a cannon).",
                "Буква превращения — q, r, b или n (c — пушка).",
                "La lettera di promozione è q, r, b o n (c per il cannone).",
            ),
            ActionSyntax::NullMove => t(
                "A move needs two different squares.",
                "Для хода нужны два разных поля.",
                "Una mossa richiede due case diverse.",
            ),
            ActionSyntax::NoInPlaceAction => t(
                "Hidden Chess has no @ action: move a piece.",
                "В скрытых шахматах нет действия @: сходите фигурой.",
                "In Hidden Chess non c'è l'azione @: muovi un pezzo.",
            ),
        },
        GameError::Illegal(i) => match i.kind() {
            Some(k) => illegal(lang, k, i.action),
            None => t(
                "That move is not legal.",
                "Такой ход невозможен.",
                "Questa mossa non è legale.",
            ),
        },
        GameError::IllegalMove(_) | GameError::NotInVariant(_) => t(
            "That move is not legal.",
            "Такой ход невозможен.",
            "Questa mossa non è legale.",
        ),
        GameError::OffBoard(s) => match lang {
            Lang::En => format!("{} is not a square of this board.", sq(s)),
            Lang::Ru => format!("На этой доске нет поля {}.", sq(s)),
            Lang::It => format!("{} non è una casa di questa scacchiera.", sq(s)),
        },
        GameError::MustMoveSelected(s) => match lang {
            Lang::En => format!("Your disc on {} is picked up and must move.", sq(s)),
            Lang::Ru => format!("Ваша фишка на {} уже выбрана, ходить нужно ею.", sq(s)),
            Lang::It => format!("La tua pedina in {} è già scelta e deve muovere.", sq(s)),
        },
        GameError::PromotionPending => t(
            "Choose the promotion piece first: q, r, b or n (c for a cannon).",
            "Сначала выберите фигуру для превращения: q, r, b или n (c — пушка).",
            "Prima scegli il pezzo della promozione: q, r, b o n (c per il cannone).",
        ),
        GameError::NothingPending => t(
            "There is no promotion to choose.",
            "Сейчас нечего превращать.",
            "Non c'è nessuna promozione da scegliere.",
        ),
        GameError::NotYourDisc(s) => match lang {
            Lang::En => format!("There is no disc of yours on {}.", sq(s)),
            Lang::Ru => format!("На {} нет вашей фишки.", sq(s)),
            Lang::It => format!("In {} non c'è una tua pedina.", sq(s)),
        },
        GameError::BadPromotion(r) => match lang {
            Lang::En => format!("A pawn cannot become a {} here.", r.name()),
            Lang::Ru => format!("Пешка не может здесь превратиться в «{}».", r.char()),
            Lang::It => format!("Qui un pedone non può diventare «{}».", r.char()),
        },
        GameError::NoDrawOffer | GameError::OwnDrawOffer | GameError::NothingToUndo => t(
            "That is not possible now.",
            "Сейчас это невозможно.",
            "Ora non è possibile.",
        ),
        GameError::NowSelected { square, error } => {
            let picked = match lang {
                Lang::En => format!("Your disc on {} is now picked up and must move.", sq(square)),
                Lang::Ru => format!("Фишка на {} теперь выбрана, и ходить нужно ею.", sq(square)),
                Lang::It => format!("La pedina in {} ora è scelta e deve muovere.", sq(square)),
            };
            format!("{} {picked}", explain(lang, error))
        }
    }
}

/// The rules' reasons, with the squares of the action.
fn illegal(lang: Lang, k: IllegalKind, a: Action) -> String {
    let from = a.from().to_string();
    let to = a.to().map(|s| s.to_string()).unwrap_or_default();
    use IllegalKind::*;
    match (lang, k) {
        (Lang::En, OffBoard) => "That square is not on this board.".into(),
        (Lang::Ru, OffBoard) => "Такого поля нет на этой доске.".into(),
        (Lang::It, OffBoard) => "Quella casa non è su questa scacchiera.".into(),
        (Lang::En, GameOver) => "The game is over.".into(),
        (Lang::Ru, GameOver) => "Партия окончена.".into(),
        (Lang::It, GameOver) => "La partita è finita.".into(),
        (Lang::En, EmptySquare) => format!("There is no piece on {from}."),
        (Lang::Ru, EmptySquare) => format!("На {from} нет фигуры."),
        (Lang::It, EmptySquare) => format!("In {from} non c'è nessun pezzo."),
        (Lang::En, NotYours) => format!("The piece on {from} is not yours to move."),
        (Lang::Ru, NotYours) => format!("Фигура на {from} — не ваша."),
        (Lang::It, NotYours) => format!("Il pezzo in {from} non è tuo."),
        (Lang::En, AlreadyFaceUp) => format!("The piece on {from} is already face up."),
        (Lang::Ru, AlreadyFaceUp) => format!("Фигура на {from} уже открыта."),
        (Lang::It, AlreadyFaceUp) => format!("Il pezzo in {from} è già scoperto."),
        (Lang::En, FlipInCheck) => "No flip while in check: answer the check with a move.".into(),
        (Lang::Ru, FlipInCheck) => "Под шахом переворачивать нельзя: уйдите от шаха ходом.".into(),
        (Lang::It, FlipInCheck) => {
            "Sotto scacco non si gira: rispondi allo scacco con una mossa.".into()
        }
        (Lang::En, MustMove) => {
            format!("The disc on {from} can move, so it must: pick one of its squares.")
        }
        (Lang::Ru, MustMove) => {
            format!("Фишке на {from} есть куда пойти, значит, она должна ходить: выберите поле.")
        }
        (Lang::It, MustMove) => {
            format!("La pedina in {from} può muovere, quindi deve: scegli una delle sue case.")
        }
        (Lang::En, FaceDownCannotMove) => {
            format!("A face-down piece cannot move: flip it first (@{from}).")
        }
        (Lang::Ru, FaceDownCannotMove) => {
            format!("Закрытая фигура не ходит: сначала переверните её (@{from}).")
        }
        (Lang::It, FaceDownCannotMove) => {
            format!("Un pezzo coperto non muove: prima giralo (@{from}).")
        }
        (Lang::En, NotAPromotion) => "Only a pawn that reaches the last rank promotes.".into(),
        (Lang::Ru, NotAPromotion) => {
            "Превращается только пешка, дошедшая до последней горизонтали.".into()
        }
        (Lang::It, NotAPromotion) => {
            "Solo un pedone che raggiunge l'ultima traversa viene promosso.".into()
        }
        (Lang::En, NeedsPromotion) => {
            format!("This move promotes: add the new piece's letter, like {from}{to}q.")
        }
        (Lang::Ru, NeedsPromotion) => {
            format!("Это превращение: добавьте букву фигуры, например {from}{to}q.")
        }
        (Lang::It, NeedsPromotion) => {
            format!("Questa mossa promuove: aggiungi la lettera del pezzo, come {from}{to}q.")
        }
        (Lang::En, CannotMoveThereOrCheck) => {
            format!("That piece cannot go to {to}, or the move would leave your king in check.")
        }
        (Lang::Ru, CannotMoveThereOrCheck) => format!(
            "Эта фигура не может пойти на {to}, или ход оставил бы вашего короля под шахом."
        ),
        (Lang::It, CannotMoveThereOrCheck) => format!(
            "Quel pezzo non può andare in {to}, oppure la mossa lascerebbe il tuo re sotto scacco."
        ),
        (Lang::En, CannotMoveThere) => format!("That piece cannot go to {to}."),
        (Lang::Ru, CannotMoveThere) => format!("Эта фигура не может пойти на {to}."),
        (Lang::It, CannotMoveThere) => format!("Quel pezzo non può andare in {to}."),
        (Lang::En, Skipped) => format!("The disc on {from} had no move: your turn was skipped."),
        (Lang::Ru, Skipped) => format!("У фишки на {from} не было ходов: ваш ход пропущен."),
        (Lang::It, Skipped) => {
            format!("La pedina in {from} non aveva mosse: il tuo turno è saltato.")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::{Game, Step, StepOutcome, Variant};

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

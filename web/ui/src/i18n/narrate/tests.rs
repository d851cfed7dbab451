//! Every language's sentences for the same games, and what a sentence may not name.

use super::*;
use incerto_engine::Game;

fn game(variant: Variant, fen: &str, actions: &str) -> Game {
    let mut g = Game::from_fen(variant, fen).unwrap();
    for a in actions.split_whitespace() {
        g.play_str(a, None).unwrap();
    }
    g
}

/// The sentences of every move of `g` in `lang`, as `reader` saw them.
fn said(g: &Game, lang: Lang, reader: Option<Color>) -> Vec<String> {
    let v = g.view(reader);
    v.moves
        .iter()
        .map(|a| sentence(lang, g.variant(), a, reader))
        .collect()
}

/// Incerto: White moves the unseen b1 knight, Black's seen pawn promotes, White's
/// knight takes the new queen.
fn incerto() -> Game {
    game(
        Variant::Incerto,
        "k*5/6/6/6/6/6/1p4/K*N*4 w - - 0 1",
        "b1c3 b2b1q c3b1",
    )
}

/// The three actions of `incerto()` as White and as Black read them, in each language.
#[test]
fn incerto_in_every_language() {
    let g = incerto();
    let cases = [
        (
            Lang::En,
            [
                "Your knight moved from b1 to c3.",
                "Black's pawn reached b1 and promoted; you do not know to what.",
                "Your knight took Black's queen on b1.",
            ],
            [
                "White's disc moved from b1 to c3.",
                "Your pawn reached b1 and became a queen.",
                "White's knight took your queen on b1.",
            ],
        ),
        (
            Lang::Ru,
            [
                "Ваш конь пошёл с b1 на c3.",
                "Пешка чёрных дошла до b1 и превратилась в фигуру, которой вы не знаете.",
                "Ваш конь взял ферзя чёрных на b1.",
            ],
            [
                "Фишка белых пошла с b1 на c3.",
                "Ваша пешка дошла до b1 и превратилась в ферзя.",
                "Конь белых взял вашего ферзя на b1.",
            ],
        ),
        (
            Lang::It,
            [
                "Hai mosso il cavallo da b1 a c3.",
                "Il pedone del Nero è arrivato in b1 ed è stato promosso a un pezzo che non conosci.",
                "Il tuo cavallo ha preso la donna del Nero in b1.",
            ],
            [
                "Il Bianco ha mosso la pedina da b1 a c3.",
                "Il tuo pedone è arrivato in b1 ed è stato promosso a donna.",
                "Il cavallo del Bianco ha preso la tua donna in b1.",
            ],
        ),
    ];
    for (lang, white, black) in cases {
        assert_eq!(said(&g, lang, Some(Color::White)), white, "{lang:?} White");
        assert_eq!(said(&g, lang, Some(Color::Black)), black, "{lang:?} Black");
    }
}

#[test]
fn skips_name_the_disc_only_to_its_owner() {
    let g = game(Variant::Incerto, "k*5/6/6/6/6/6/PP4/K*P4 w - - 0 1", "@a1");
    // As White (the owner), then as Black, in each language.
    let cases = [
        (
            Lang::En,
            [
                "Your disc on a1 is a king: it has no move, so your turn is skipped.",
                "White's disc on a1 had no move: turn skipped.",
            ],
        ),
        (
            Lang::Ru,
            [
                "Ваша фишка на a1 — король: ходов нет, ваш ход пропущен.",
                "Фишка белых на a1: ходов нет, ход белых пропущен.",
            ],
        ),
        (
            Lang::It,
            [
                "La tua pedina in a1 è un re: non ha mosse, il tuo turno salta.",
                "La pedina del Bianco in a1 non aveva mosse: turno saltato.",
            ],
        ),
    ];
    for (lang, [white, black]) in cases {
        assert_eq!(
            said(&g, lang, Some(Color::White)),
            [white],
            "{lang:?} White"
        );
        assert_eq!(
            said(&g, lang, Some(Color::Black)),
            [black],
            "{lang:?} Black"
        );
    }
    // The all-seeing view names the disc.
    assert_eq!(
        said(&g, Lang::En, None),
        ["White's disc on a1 was a king: no move, turn skipped."]
    );
}

#[test]
fn flips_castlings_reveals_and_checks() {
    let g = game(
        Variant::HiddenRandom,
        "4k3/8/8/8/8/8/C*7/4K3 w - - 0 1",
        "@a2",
    );
    for (lang, reader, text) in [
        (Lang::En, Color::Black, "White flipped a2: a cannon."),
        (
            Lang::Ru,
            Color::White,
            "Вы перевернули фигуру на a2 — это пушка.",
        ),
        (
            Lang::It,
            Color::Black,
            "Il Bianco ha girato il pezzo in a2: è un cannone.",
        ),
    ] {
        assert_eq!(said(&g, lang, Some(reader)), [text], "{lang:?} {reader:?}");
    }

    let g = game(
        Variant::HiddenChess,
        "r*3k3/1p*6/8/8/8/8/8/R*3K2R w KQq - 0 1",
        "e1g1 b7b6 a1a8",
    );
    assert_eq!(
        said(&g, Lang::En, Some(Color::Black)),
        [
            "White castled kingside; the corner piece was a rook.",
            "Your hidden piece on b7 moved as a pawn to b6: it is a pawn.",
            "White's hidden piece on a1, moving as a rook, took your face-down piece on a8: it is a rook. Check!",
        ]
    );
    assert_eq!(
        said(&g, Lang::En, Some(Color::White))[2],
        "Your hidden piece on a1, moving as a rook, took Black's rook on a8: it is a rook. Check!"
    );
    assert_eq!(
        said(&g, Lang::Ru, Some(Color::Black)),
        [
            "Белые сделали короткую рокировку; угловая фигура — ладья.",
            "Ваша скрытая фигура с b7 пошла как пешка на b6 — это пешка.",
            "Скрытая фигура белых с a1 пошла как ладья и взяла вашу закрытую фигуру на a8 — это ладья. Шах!",
        ]
    );
    assert_eq!(
        said(&g, Lang::It, Some(Color::Black)),
        [
            "Il Bianco ha arroccato corto; il pezzo d'angolo era una torre.",
            "Il tuo pezzo nascosto in b7 ha mosso come pedone in b6: è un pedone.",
            "Il pezzo nascosto del Bianco in a1, muovendo come torre, ha preso il tuo pezzo coperto in a8: è una torre. Scacco!",
        ]
    );
}

#[test]
fn a_sentence_never_names_a_piece_its_view_does_not() {
    // Black never learns what White's b1 disc is until it takes: no sentence names it.
    let g = incerto();
    for lang in Lang::ALL {
        let black = said(&g, lang, Some(Color::Black));
        for word in ["knight", "конь", "cavallo"] {
            assert!(!black[0].contains(word), "{lang:?}: {}", black[0]);
        }
    }
    assert!(is_key_moment(
        Variant::Incerto,
        &g.view(Some(Color::White)).moves[2]
    ));
    assert!(!is_key_moment(
        Variant::Incerto,
        &g.view(Some(Color::White)).moves[0]
    ));
}

//! One sentence per event of a game, in the person's language: "Black's pawn took your rook
//! on a6.", "White's disc on b1 was a king: no move, turn skipped.", "You flipped c1: a
//! cannon." The board shows it briefly, the move list's details hold it, and the live
//! region reads it out. Pure: an `ActionView` (which names only what its viewer knew right
//! after the action) in, text out, so a sentence can never say more than the view.
//!
//! Piece names change with their place in a Russian or Italian sentence (вашу ладью, la
//! tua torre), so each language builds its sentences itself from a neutral description
//! (`Event`) rather than filling one template.

use super::case::capitalise;
use super::Lang;
use incerto_engine::{ActionKind, ActionView, Color, Role, Square, Variant};

/// Who did something, or whose piece it is, seen from the reader.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Who {
    You,
    Side(Color),
}

/// What the reader knows of a piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Noun {
    Known(Role),
    /// An Incerto disc the reader has not seen.
    Disc,
    /// A face-down piece the reader has not seen (Hidden Chess: one taken from its owner).
    FaceDown,
}

/// An action, described without words.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    Move {
        who: Who,
        piece: Noun,
        from: Square,
        to: Square,
        /// Hidden Chess: the face-down piece moved as `0` and showed itself a `1`.
        reveal: Option<(Role, Role)>,
        /// The piece taken and whose it was.
        took: Option<(Who, Noun)>,
        /// A promotion, and the new piece if the reader knows it.
        promoted: Option<Option<Role>>,
    },
    Castle {
        who: Who,
        long: bool,
        corner: Option<Role>,
    },
    Flip {
        who: Who,
        square: Square,
        role: Role,
    },
    Skip {
        who: Who,
        square: Square,
        role: Option<Role>,
    },
}

impl Event {
    /// The event of `a`, read by `reader` (`None`: nobody in particular, after the game).
    pub fn of(variant: Variant, a: &ActionView, reader: Option<Color>) -> Event {
        let who = |c: Color| {
            if reader == Some(c) {
                Who::You
            } else {
                Who::Side(c)
            }
        };
        let noun = |role: Option<Role>, face_down: bool| match role {
            Some(r) => Noun::Known(r),
            None if face_down => Noun::FaceDown,
            None => Noun::Disc,
        };
        let actor = who(a.color);
        match (a.kind, a.to) {
            (ActionKind::Flip, _) => Event::Flip {
                who: actor,
                square: a.from,
                role: a.piece.unwrap_or(Role::Pawn),
            },
            (ActionKind::Skip, _) | (_, None) => Event::Skip {
                who: actor,
                square: a.from,
                role: a.piece,
            },
            (ActionKind::Castle, Some(to)) => Event::Castle {
                who: actor,
                long: to.file() < a.from.file(),
                corner: a.castled_with,
            },
            (_, Some(to)) => {
                let hidden_chess = variant == Variant::HiddenChess;
                let reveal = if hidden_chess && a.revealed {
                    variant.disguise(a.color, a.from).zip(a.piece)
                } else {
                    None
                };
                Event::Move {
                    who: actor,
                    piece: noun(a.piece, false),
                    from: a.from,
                    to,
                    reveal,
                    took: (a.kind == ActionKind::Capture)
                        .then(|| (who(!a.color), noun(a.captured, variant != Variant::Incerto))),
                    promoted: a.promotion.then_some(a.promoted_to),
                }
            }
        }
    }
}

/// The sentence for `a` as `reader` saw it; "Check!" follows a move that gave check.
pub fn sentence(lang: Lang, variant: Variant, a: &ActionView, reader: Option<Color>) -> String {
    let event = Event::of(variant, a, reader);
    let mut s = match lang {
        Lang::En => en::sentence(&event),
        Lang::Ru => ru::sentence(&event),
        Lang::It => it::sentence(&event),
    };
    if a.check {
        s.push(' ');
        s.push_str(match lang {
            Lang::En => "Check!",
            Lang::Ru => "Шах!",
            Lang::It => "Scacco!",
        });
    }
    s
}

/// Whether an event deserves a notice of its own that stays until the next move: the
/// capture is the key moment of Incerto (both pieces are shown), and a reveal or a skip is
/// easy to miss on a small board.
pub fn is_key_moment(variant: Variant, a: &ActionView) -> bool {
    match a.kind {
        ActionKind::Capture => true,
        ActionKind::Skip | ActionKind::Flip => true,
        _ => a.revealed && variant == Variant::HiddenChess || a.promotion,
    }
}

fn square(s: Square) -> String {
    s.to_string()
}

mod en {
    use super::*;

    fn role(r: Role) -> &'static str {
        match r {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
            Role::Cannon => "cannon",
        }
    }

    /// Every piece name starts with a consonant.
    fn a(r: Role) -> String {
        format!("a {}", role(r))
    }

    fn side(c: Color) -> &'static str {
        match c {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    fn noun(n: Noun) -> &'static str {
        match n {
            Noun::Known(r) => role(r),
            Noun::Disc => "disc",
            Noun::FaceDown => "face-down piece",
        }
    }

    /// "your", "White's".
    fn possessive(w: Who) -> String {
        match w {
            Who::You => "your".to_owned(),
            Who::Side(c) => format!("{}'s", side(c)),
        }
    }

    /// "your knight", "White's knight".
    fn whose(w: Who, n: Noun) -> String {
        format!("{} {}", possessive(w), noun(n))
    }

    fn subject(w: Who) -> &'static str {
        match w {
            Who::You => "You",
            Who::Side(c) => side(c),
        }
    }

    pub fn sentence(e: &Event) -> String {
        match *e {
            Event::Move {
                who,
                piece,
                from,
                to,
                reveal,
                took,
                promoted,
            } => {
                let (from, to) = (square(from), square(to));
                let mut s = match (reveal, took) {
                    (Some((looks, _)), None) => format!(
                        "{} hidden piece on {from} moved as {} to {to}",
                        capitalise(&possessive(who)),
                        a(looks)
                    ),
                    (Some((looks, _)), Some((owner, victim))) => format!(
                        "{} hidden piece on {from}, moving as {}, took {} on {to}",
                        capitalise(&possessive(who)),
                        a(looks),
                        whose(owner, victim)
                    ),
                    (None, Some((owner, victim))) => format!(
                        "{} took {} on {to}",
                        capitalise(&whose(who, piece)),
                        whose(owner, victim)
                    ),
                    (None, None) if promoted.is_some() => {
                        format!("{} reached {to}", capitalise(&whose(who, piece)))
                    }
                    (None, None) => format!(
                        "{} moved from {from} to {to}",
                        capitalise(&whose(who, piece))
                    ),
                };
                if let Some((_, is)) = reveal {
                    s.push_str(&format!(": it is {}", a(is)));
                }
                match promoted {
                    Some(Some(r)) => s.push_str(&format!(" and became {}", a(r))),
                    Some(None) => s.push_str(" and promoted; you do not know to what"),
                    None => {}
                }
                s.push('.');
                s
            }
            Event::Castle { who, long, corner } => {
                let mut s = format!(
                    "{} castled {}",
                    subject(who),
                    if long { "queenside" } else { "kingside" }
                );
                if let Some(r) = corner {
                    s.push_str(&format!("; the corner piece was {}", a(r)));
                }
                s.push('.');
                s
            }
            Event::Flip {
                who,
                square: sq,
                role: r,
            } => {
                format!("{} flipped {}: {}.", subject(who), square(sq), a(r))
            }
            Event::Skip {
                who,
                square: sq,
                role: r,
            } => match (who, r) {
                (Who::You, Some(r)) => format!(
                    "Your disc on {} is {}: it has no move, so your turn is skipped.",
                    square(sq),
                    a(r)
                ),
                (Who::You, None) => format!(
                    "Your disc on {} has no move, so your turn is skipped.",
                    square(sq)
                ),
                (Who::Side(c), Some(r)) => format!(
                    "{}'s disc on {} was {}: no move, turn skipped.",
                    side(c),
                    square(sq),
                    a(r)
                ),
                (Who::Side(c), None) => format!(
                    "{}'s disc on {} had no move: turn skipped.",
                    side(c),
                    square(sq)
                ),
            },
        }
    }
}

mod ru {
    use super::*;

    /// Nominative, accusative (chess pieces but the rook, pawn and cannon are animate:
    /// «взял коня»), and whether the noun is feminine.
    fn forms(n: Noun) -> (&'static str, &'static str, bool) {
        match n {
            Noun::Known(Role::King) => ("король", "короля", false),
            Noun::Known(Role::Queen) => ("ферзь", "ферзя", false),
            Noun::Known(Role::Rook) => ("ладья", "ладью", true),
            Noun::Known(Role::Bishop) => ("слон", "слона", false),
            Noun::Known(Role::Knight) => ("конь", "коня", false),
            Noun::Known(Role::Pawn) => ("пешка", "пешку", true),
            Noun::Known(Role::Cannon) => ("пушка", "пушку", true),
            Noun::Disc => ("фишка", "фишку", true),
            Noun::FaceDown => ("закрытая фигура", "закрытую фигуру", true),
        }
    }

    fn nom(r: Role) -> &'static str {
        forms(Noun::Known(r)).0
    }

    fn accusative(r: Role) -> &'static str {
        forms(Noun::Known(r)).1
    }

    /// «белых», «чёрных»: whose, after the noun.
    fn of_side(c: Color) -> &'static str {
        match c {
            Color::White => "белых",
            Color::Black => "чёрных",
        }
    }

    fn side(c: Color) -> &'static str {
        match c {
            Color::White => "Белые",
            Color::Black => "Чёрные",
        }
    }

    /// «Ваш конь», «Пешка белых» (nominative, the sentence's subject).
    fn subject_noun(w: Who, n: Noun) -> String {
        let (nom, _, fem) = forms(n);
        match w {
            Who::You => format!("{} {nom}", if fem { "Ваша" } else { "Ваш" }),
            Who::Side(c) => capitalise(&format!("{nom} {}", of_side(c))),
        }
    }

    /// «вашу ладью», «вашего коня», «пешку чёрных» (accusative, the object).
    fn object_noun(w: Who, n: Noun) -> String {
        let (_, acc, fem) = forms(n);
        match w {
            Who::You => format!("{} {acc}", if fem { "вашу" } else { "вашего" }),
            Who::Side(c) => format!("{acc} {}", of_side(c)),
        }
    }

    /// The past tense that agrees with the subject: «взял» / «взяла».
    fn past(fem: bool, masc: &'static str, femn: &'static str) -> &'static str {
        if fem {
            femn
        } else {
            masc
        }
    }

    pub fn sentence(e: &Event) -> String {
        match *e {
            Event::Move {
                who,
                piece,
                from,
                to,
                reveal,
                took,
                promoted,
            } => {
                let (from, to) = (square(from), square(to));
                if let Some((looks, is)) = reveal {
                    let owner = match who {
                        Who::You => "Ваша скрытая фигура".to_owned(),
                        Who::Side(c) => format!("Скрытая фигура {}", of_side(c)),
                    };
                    let mut s = match took {
                        Some((o, v)) => format!(
                            "{owner} с {from} пошла как {} и взяла {} на {to} — это {}",
                            nom(looks),
                            object_noun(o, v),
                            nom(is)
                        ),
                        None => format!(
                            "{owner} с {from} пошла как {} на {to} — это {}",
                            nom(looks),
                            nom(is)
                        ),
                    };
                    if let Some(p) = promoted {
                        s.push_str(", и она");
                        s.push_str(&promotion(p));
                    }
                    s.push('.');
                    return s;
                }
                let fem = forms(piece).2;
                let mut s = match took {
                    Some((o, v)) => format!(
                        "{} {} {} на {to}",
                        subject_noun(who, piece),
                        past(fem, "взял", "взяла"),
                        object_noun(o, v)
                    ),
                    None if promoted.is_some() => format!(
                        "{} {} до {to}",
                        subject_noun(who, piece),
                        past(fem, "дошёл", "дошла")
                    ),
                    None => format!(
                        "{} {} с {from} на {to}",
                        subject_noun(who, piece),
                        past(fem, "пошёл", "пошла")
                    ),
                };
                if let Some(p) = promoted {
                    s.push_str(&promotion(p));
                }
                s.push('.');
                s
            }
            Event::Castle { who, long, corner } => {
                let kind = if long {
                    "длинную"
                } else {
                    "короткую"
                };
                let mut s = match who {
                    Who::You => format!("Вы сделали {kind} рокировку"),
                    Who::Side(c) => format!("{} сделали {kind} рокировку", side(c)),
                };
                if let Some(r) = corner {
                    s.push_str(&format!("; угловая фигура — {}", nom(r)));
                }
                s.push('.');
                s
            }
            Event::Flip {
                who,
                square: sq,
                role,
            } => {
                let subject = match who {
                    Who::You => "Вы",
                    Who::Side(c) => side(c),
                };
                format!(
                    "{subject} перевернули фигуру на {} — это {}.",
                    square(sq),
                    nom(role)
                )
            }
            Event::Skip {
                who,
                square: sq,
                role,
            } => {
                let owner = match who {
                    Who::You => "Ваша фишка".to_owned(),
                    Who::Side(c) => format!("Фишка {}", of_side(c)),
                };
                let whose_turn = match who {
                    Who::You => "ваш ход пропущен".to_owned(),
                    Who::Side(c) => format!("ход {} пропущен", of_side(c)),
                };
                match role {
                    Some(r) => format!(
                        "{owner} на {} — {}: ходов нет, {whose_turn}.",
                        square(sq),
                        nom(r)
                    ),
                    None => format!("{owner} на {}: ходов нет, {whose_turn}.", square(sq)),
                }
            }
        }
    }

    /// «и превратилась в ферзя» (a pawn is feminine).
    fn promotion(p: Option<Role>) -> String {
        match p {
            Some(r) => format!(" и превратилась в {}", accusative(r)),
            None => " и превратилась в фигуру, которой вы не знаете".to_owned(),
        }
    }
}

mod it {
    use super::*;

    /// The noun bare («alfiere», after «a» and «come»), with its definite article, in its
    /// possessive form («la tua torre», «il tuo alfiere») and with the indefinite article.
    fn forms(n: Noun) -> [&'static str; 4] {
        match n {
            Noun::Known(Role::King) => ["re", "il re", "il tuo re", "un re"],
            Noun::Known(Role::Queen) => ["donna", "la donna", "la tua donna", "una donna"],
            Noun::Known(Role::Rook) => ["torre", "la torre", "la tua torre", "una torre"],
            Noun::Known(Role::Bishop) => ["alfiere", "l'alfiere", "il tuo alfiere", "un alfiere"],
            Noun::Known(Role::Knight) => ["cavallo", "il cavallo", "il tuo cavallo", "un cavallo"],
            Noun::Known(Role::Pawn) => ["pedone", "il pedone", "il tuo pedone", "un pedone"],
            Noun::Known(Role::Cannon) => ["cannone", "il cannone", "il tuo cannone", "un cannone"],
            Noun::Disc => ["pedina", "la pedina", "la tua pedina", "una pedina"],
            Noun::FaceDown => [
                "pezzo coperto",
                "il pezzo coperto",
                "il tuo pezzo coperto",
                "un pezzo coperto",
            ],
        }
    }

    fn bare(r: Role) -> &'static str {
        forms(Noun::Known(r))[0]
    }

    fn indefinite(r: Role) -> &'static str {
        forms(Noun::Known(r))[3]
    }

    fn side(c: Color) -> &'static str {
        match c {
            Color::White => "il Bianco",
            Color::Black => "il Nero",
        }
    }

    fn of_side(c: Color) -> &'static str {
        match c {
            Color::White => "del Bianco",
            Color::Black => "del Nero",
        }
    }

    /// «il tuo cavallo», «il cavallo del Bianco».
    fn whose(w: Who, n: Noun) -> String {
        let [_, def, mine, _] = forms(n);
        match w {
            Who::You => mine.to_owned(),
            Who::Side(c) => format!("{def} {}", of_side(c)),
        }
    }

    pub fn sentence(e: &Event) -> String {
        match *e {
            Event::Move {
                who,
                piece,
                from,
                to,
                reveal,
                took,
                promoted,
            } => {
                let (from, to) = (square(from), square(to));
                let mut s = if let Some((looks, _)) = reveal {
                    let owner = match who {
                        Who::You => "il tuo pezzo nascosto".to_owned(),
                        Who::Side(c) => format!("il pezzo nascosto {}", of_side(c)),
                    };
                    match took {
                        Some((o, v)) => format!(
                            "{} in {from}, muovendo come {}, ha preso {} in {to}",
                            capitalise(&owner),
                            bare(looks),
                            whose(o, v)
                        ),
                        None => format!(
                            "{} in {from} ha mosso come {} in {to}",
                            capitalise(&owner),
                            bare(looks)
                        ),
                    }
                } else {
                    match took {
                        Some((o, v)) => format!(
                            "{} ha preso {} in {to}",
                            capitalise(&whose(who, piece)),
                            whose(o, v)
                        ),
                        None if promoted.is_some() => {
                            format!("{} è arrivato in {to}", capitalise(&whose(who, piece)))
                        }
                        None => match who {
                            Who::You => format!("Hai mosso {} da {from} a {to}", forms(piece)[1]),
                            Who::Side(c) => format!(
                                "{} ha mosso {} da {from} a {to}",
                                capitalise(side(c)),
                                forms(piece)[1]
                            ),
                        },
                    }
                };
                if let Some((_, is)) = reveal {
                    s.push_str(&format!(": è {}", indefinite(is)));
                }
                match promoted {
                    Some(Some(r)) => s.push_str(&format!(" ed è stato promosso a {}", bare(r))),
                    Some(None) => s.push_str(" ed è stato promosso a un pezzo che non conosci"),
                    None => {}
                }
                s.push('.');
                s
            }
            Event::Castle { who, long, corner } => {
                let kind = if long { "lungo" } else { "corto" };
                let mut s = match who {
                    Who::You => format!("Hai arroccato {kind}"),
                    Who::Side(c) => format!("{} ha arroccato {kind}", capitalise(side(c))),
                };
                if let Some(r) = corner {
                    s.push_str(&format!("; il pezzo d'angolo era {}", indefinite(r)));
                }
                s.push('.');
                s
            }
            Event::Flip {
                who,
                square: sq,
                role,
            } => match who {
                Who::You => format!(
                    "Hai girato il pezzo in {}: è {}.",
                    square(sq),
                    indefinite(role)
                ),
                Who::Side(c) => format!(
                    "{} ha girato il pezzo in {}: è {}.",
                    capitalise(side(c)),
                    square(sq),
                    indefinite(role)
                ),
            },
            Event::Skip {
                who,
                square: sq,
                role,
            } => match (who, role) {
                (Who::You, Some(r)) => format!(
                    "La tua pedina in {} è {}: non ha mosse, il tuo turno salta.",
                    square(sq),
                    indefinite(r)
                ),
                (Who::You, None) => format!(
                    "La tua pedina in {} non ha mosse, il tuo turno salta.",
                    square(sq)
                ),
                (Who::Side(c), Some(r)) => format!(
                    "La pedina {} in {} era {}: nessuna mossa, turno saltato.",
                    of_side(c),
                    square(sq),
                    indefinite(r)
                ),
                (Who::Side(c), None) => format!(
                    "La pedina {} in {} non aveva mosse: turno saltato.",
                    of_side(c),
                    square(sq)
                ),
            },
        }
    }
}

#[cfg(test)]
mod tests {
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

    #[test]
    fn incerto_in_english() {
        let g = incerto();
        assert_eq!(
            said(&g, Lang::En, Some(Color::White)),
            [
                "Your knight moved from b1 to c3.",
                "Black's pawn reached b1 and promoted; you do not know to what.",
                "Your knight took Black's queen on b1.",
            ]
        );
        assert_eq!(
            said(&g, Lang::En, Some(Color::Black)),
            [
                "White's disc moved from b1 to c3.",
                "Your pawn reached b1 and became a queen.",
                "White's knight took your queen on b1.",
            ]
        );
    }

    #[test]
    fn incerto_in_russian() {
        let g = incerto();
        assert_eq!(
            said(&g, Lang::Ru, Some(Color::White)),
            [
                "Ваш конь пошёл с b1 на c3.",
                "Пешка чёрных дошла до b1 и превратилась в фигуру, которой вы не знаете.",
                "Ваш конь взял ферзя чёрных на b1.",
            ]
        );
        assert_eq!(
            said(&g, Lang::Ru, Some(Color::Black)),
            [
                "Фишка белых пошла с b1 на c3.",
                "Ваша пешка дошла до b1 и превратилась в ферзя.",
                "Конь белых взял вашего ферзя на b1.",
            ]
        );
    }

    #[test]
    fn incerto_in_italian() {
        let g = incerto();
        assert_eq!(
            said(&g, Lang::It, Some(Color::White)),
            [
                "Hai mosso il cavallo da b1 a c3.",
                "Il pedone del Nero è arrivato in b1 ed è stato promosso a un pezzo che non conosci.",
                "Il tuo cavallo ha preso la donna del Nero in b1.",
            ]
        );
        assert_eq!(
            said(&g, Lang::It, Some(Color::Black)),
            [
                "Il Bianco ha mosso la pedina da b1 a c3.",
                "Il tuo pedone è arrivato in b1 ed è stato promosso a donna.",
                "Il cavallo del Bianco ha preso la tua donna in b1.",
            ]
        );
    }

    #[test]
    fn skips_name_the_disc_only_to_its_owner() {
        let g = game(Variant::Incerto, "k*5/6/6/6/6/6/PP4/K*P4 w - - 0 1", "@a1");
        let cases = [
            (
                Lang::En,
                Some(Color::White),
                "Your disc on a1 is a king: it has no move, so your turn is skipped.",
            ),
            (
                Lang::En,
                Some(Color::Black),
                "White's disc on a1 had no move: turn skipped.",
            ),
            (
                Lang::En,
                None,
                "White's disc on a1 was a king: no move, turn skipped.",
            ),
            (
                Lang::Ru,
                Some(Color::White),
                "Ваша фишка на a1 — король: ходов нет, ваш ход пропущен.",
            ),
            (
                Lang::Ru,
                Some(Color::Black),
                "Фишка белых на a1: ходов нет, ход белых пропущен.",
            ),
            (
                Lang::It,
                Some(Color::White),
                "La tua pedina in a1 è un re: non ha mosse, il tuo turno salta.",
            ),
            (
                Lang::It,
                Some(Color::Black),
                "La pedina del Bianco in a1 non aveva mosse: turno saltato.",
            ),
        ];
        for (lang, reader, text) in cases {
            assert_eq!(said(&g, lang, reader), [text], "{lang:?} {reader:?}");
        }
    }

    #[test]
    fn flips_castlings_reveals_and_checks() {
        let g = game(
            Variant::HiddenRandom,
            "4k3/8/8/8/8/8/C*7/4K3 w - - 0 1",
            "@a2",
        );
        assert_eq!(
            said(&g, Lang::En, Some(Color::Black)),
            ["White flipped a2: a cannon."]
        );
        assert_eq!(
            said(&g, Lang::Ru, Some(Color::White)),
            ["Вы перевернули фигуру на a2 — это пушка."]
        );
        assert_eq!(
            said(&g, Lang::It, Some(Color::Black)),
            ["Il Bianco ha girato il pezzo in a2: è un cannone."]
        );

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
}

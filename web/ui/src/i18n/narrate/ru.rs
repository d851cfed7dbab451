//! The sentences in Russian: nouns declined for their place in the sentence.

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

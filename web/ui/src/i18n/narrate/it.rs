//! The sentences in Italian: nouns with their articles and possessives.

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

//! The sentences in English.

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

//! Readable notation: an action written close to chess's SAN (`Nxa6`, `exd5`, `O-O`,
//! `a8=Q`), naming only the identities one viewer knew right after it was played. For the
//! move list, event text and PGN; it is never read back (records keep RULES.md §4's
//! notation).
//!
//! - A piece the viewer knows gets its letter (`K Q R B N C`; pawns none); SAN's
//!   disambiguation (file, else rank, else both) counts only the other pieces the viewer
//!   knew to move as the same role that could also reach the square.
//! - A move of a piece the viewer does not know (an Incerto disc moved by the opponent and
//!   never shown) keeps the action's notation: `b1c3`.
//! - Captures use `x`, promotions `=Q`, or `=?` when the viewer does not know the new piece
//!   (Incerto keeps it the mover's secret); `+` check, `#` mate.
//! - Hidden Chess: a face-down piece moves as the piece its square starts with and then
//!   shows what it is: `Nc3(B)` moved as a knight and was a bishop.
//! - In-place actions: `C@c1` a flip that showed a cannon; `K@b1` an Incerto skip of a disc
//!   the viewer knows (`@b1` when they do not).

use crate::action::Action;
use crate::game::Played;
use crate::piece::{Color, Role};
use crate::square::Square;
use crate::variant::Variant;

/// The upper-case letter of a role, as SAN writes it.
fn letter(role: Role) -> char {
    role.char().to_ascii_uppercase()
}

/// `played` as `viewer` could read it right after it was played (`None`: all-seeing).
pub(crate) fn readable(variant: Variant, played: &Played, viewer: Option<Color>) -> String {
    let f = &played.facts;
    let knows = |k: crate::game::KnownBy| viewer.is_none_or(|v| k.contains(v));
    let known_role = knows(f.role_known).then_some(f.role);
    let mut out = match played.action {
        Action::Flip(sq) | Action::Skip(sq) => match known_role {
            Some(r) => format!("{}@{sq}", letter(r)),
            None => format!("@{sq}"),
        },
        Action::Move {
            from,
            to,
            promotion,
        } => {
            // In the 8×8 games a piece's movement is public (face up, or disguised as its
            // square's start piece); in Incerto it is the identity, shown or not.
            let shown_as = if variant == Variant::Incerto {
                known_role
            } else {
                f.moved_as
            };
            let Some(role) = shown_as else {
                return played.action.to_string();
            };
            let mut s = san_move(variant, played, viewer, role, (from, to));
            // A disguised piece's first move shows what it is.
            if variant != Variant::Incerto && f.revealed {
                if let Some(r) = known_role {
                    s.push('(');
                    s.push(letter(r));
                    s.push(')');
                }
            }
            if let Some(p) = promotion {
                s.push('=');
                s.push(if knows(f.promoted_known) {
                    letter(p)
                } else {
                    '?'
                });
            }
            s
        }
    };
    check_mark(played, &mut out);
    out
}

/// `+` for check, `#` for mate.
fn check_mark(played: &Played, out: &mut String) {
    if played.facts.mate {
        out.push('#');
    } else if played.facts.check {
        out.push('+');
    }
}

/// `played` as a PGN move token, all-seeing; the facts PGN has no syntax for go in the
/// comments `pgn.rs` writes. SAN where chess has the piece, by the role the piece moved as
/// (`Nxa6`, `O-O`, `a8=Q`, `+`, `#`: a Hidden Chess face-down piece by its look); a
/// cannon's move or a promotion to a cannon in coordinates (`c1xc5`, `c7c8`), which PGN
/// readers take where SAN has no letter; `--`, PGN's null move, for a flip or a skip, which
/// move nothing.
pub(crate) fn pgn_token(variant: Variant, played: &Played) -> String {
    let f = &played.facts;
    let Action::Move {
        from,
        to,
        promotion,
    } = played.action
    else {
        return "--".to_owned();
    };
    let role = match variant {
        Variant::Incerto => f.role,
        _ => f.moved_as.unwrap_or(f.role),
    };
    let mut out = if role == Role::Cannon || promotion == Some(Role::Cannon) {
        let x = if f.captured.is_some() { "x" } else { "" };
        format!("{from}{x}{to}")
    } else {
        let mut s = san_move(variant, played, None, role, (from, to));
        if let Some(p) = promotion {
            s.push('=');
            s.push(letter(p));
        }
        s
    };
    check_mark(played, &mut out);
    out
}

/// The SAN of a move by a piece `viewer` reads as `role`: castling, or the piece's letter
/// (none for a pawn, whose capture names its file), the disambiguation among the rivals
/// `viewer` knew, `x` for a capture and the target square; no promotion or check suffix.
fn san_move(
    variant: Variant,
    played: &Played,
    viewer: Option<Color>,
    role: Role,
    (from, to): (Square, Square),
) -> String {
    let f = &played.facts;
    let capture = f.captured.is_some();
    let mut s = String::new();
    if played.castled {
        s.push_str(if to.file() > from.file() {
            "O-O"
        } else {
            "O-O-O"
        });
    } else {
        if role == Role::Pawn {
            if capture {
                s.push(file_char(from));
            }
        } else {
            s.push(letter(role));
            let rivals = match viewer {
                Some(v) if variant == Variant::Incerto => f.rivals & f.rivals_known[v.index()],
                _ => f.rivals,
            };
            let (same_file, same_rank) = rivals.into_iter().fold((false, false), |acc, r| {
                (
                    acc.0 || r.file() == from.file(),
                    acc.1 || r.rank() == from.rank(),
                )
            });
            if rivals.any() {
                if !same_file {
                    s.push(file_char(from));
                } else if !same_rank {
                    s.push(rank_char(from));
                } else {
                    s.push_str(&from.to_string());
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&to.to_string());
    }
    s
}

fn file_char(sq: Square) -> char {
    (b'a' + sq.file() as u8) as char
}

fn rank_char(sq: Square) -> char {
    (b'1' + sq.rank() as u8) as char
}

#[cfg(test)]
mod tests {
    use crate::testing::played;
    use crate::{Color, Game, Role, Variant};

    /// The readable notation of every action, as `viewer` reads it.
    fn sans(g: &Game, viewer: Option<Color>) -> Vec<String> {
        g.view(viewer).moves.into_iter().map(|m| m.san).collect()
    }

    #[test]
    fn face_up_pieces_read_as_in_chess() {
        // Hidden Random with everything face up: a pawn capture, a check, a push, and mate.
        let g = played(
            Variant::HiddenRandom,
            "4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1",
            "e4d5 e8f7 a1a7 f7f6 d5d6",
        );
        assert_eq!(
            sans(&g, Some(Color::Black)),
            ["exd5", "Kf7", "Ra7+", "Kf6", "d6"]
        );
        let g = played(
            Variant::HiddenRandom,
            "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1",
            "a1a8",
        );
        assert_eq!(sans(&g, None), ["Ra8#"]);
        assert!(g.view(None).moves[0].check);
    }

    #[test]
    fn disambiguation_by_file_then_rank_then_square() {
        for (fen, action, san) in [
            ("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "Rad1"),
            ("4k3/R7/8/8/8/8/8/R3K3 w - - 0 1", "a1a4", "R1a4"),
            ("4k3/8/8/8/8/1N6/8/1N3N1K w - - 0 1", "b1d2", "Nb1d2"),
            // A rook that is blocked from the square is no rival.
            ("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1d1", "Rd1"),
        ] {
            let g = played(Variant::HiddenRandom, fen, action);
            assert_eq!(sans(&g, None), [san], "{fen} {action}");
        }
    }

    #[test]
    fn castling_and_hidden_chess_reveals() {
        let g = played(
            Variant::HiddenChess,
            "r*3k3/1p*6/8/8/8/8/8/R*3K2R w KQq - 0 1",
            "e1g1 b7b6 a1a8",
        );
        // b7 looked like a pawn and was one; a1 looked like a rook and was one, and took
        // the face-down a8 with check.
        assert_eq!(sans(&g, Some(Color::White)), ["O-O", "b6(P)", "Rxa8(R)+"]);
        assert_eq!(sans(&g, Some(Color::Black)), ["O-O", "b6(P)", "Rxa8(R)+"]);
        let v = g.view(Some(Color::Black));
        assert_eq!(v.moves[0].castled_with, Some(Role::Rook));
        assert_eq!(v.moves[0].piece, Some(Role::King));
        assert!(v.moves[2].revealed && !v.moves[0].revealed);
        // Black does not know what its face-down a8 was; White, the capturer, does.
        assert_eq!(v.moves[2].captured, None);
        assert_eq!(
            g.view(Some(Color::White)).moves[2].captured,
            Some(Role::Rook)
        );
    }

    #[test]
    fn incerto_names_only_what_the_viewer_saw() {
        let mut g = Game::from_fen(Variant::Incerto, "k*5/6/6/6/6/6/1p4/K*N*4 w - - 0 1").unwrap();
        // White moves the unseen b1 disc (a knight) to c3: White knows it, Black does not.
        g.play_str("b1c3", None).unwrap();
        assert_eq!(sans(&g, Some(Color::White)), ["Nc3"]);
        assert_eq!(sans(&g, Some(Color::Black)), ["b1c3"]);
        assert_eq!(g.view(Some(Color::Black)).moves[0].piece, None);
        assert!(!g.view(Some(Color::Black)).moves[0].revealed);
        // Black's b2 pawn (seen: no star) promotes; White learns only that it was a pawn.
        g.play_str("b2b1q", None).unwrap();
        assert_eq!(sans(&g, Some(Color::Black))[1], "b1=Q");
        assert_eq!(sans(&g, Some(Color::White))[1], "b1=?");
        let white = g.view(Some(Color::White));
        assert_eq!(white.moves[1].piece, Some(Role::Pawn));
        assert_eq!(white.moves[1].promoted_to, None);
        // A capture shows both discs to both players.
        g.play_str("c3b1", None).unwrap();
        for viewer in [Some(Color::White), Some(Color::Black), None] {
            let m = &g.view(viewer).moves[2];
            assert_eq!(
                (m.piece, m.captured),
                (Some(Role::Knight), Some(Role::Queen))
            );
            assert_eq!(m.san, "Nxb1");
        }
        // The knight was already known to White, so only Black saw something new.
        assert!(g.view(Some(Color::Black)).moves[2].revealed);
        // A skip of a disc: its owner reads the piece, the opponent only the square.
        let mut g = Game::from_fen(Variant::Incerto, "k*5/6/6/6/6/6/PP4/K*P4 w - - 0 1").unwrap();
        g.play_str("@a1", None).unwrap();
        assert_eq!(sans(&g, Some(Color::White)), ["K@a1"]);
        assert_eq!(sans(&g, Some(Color::Black)), ["@a1"]);
    }

    #[test]
    fn flips_name_what_they_show() {
        let g = played(
            Variant::HiddenRandom,
            "4k3/8/8/8/8/8/C*7/4K3 w - - 0 1",
            "@a2",
        );
        assert_eq!(sans(&g, Some(Color::Black)), ["C@a2"]);
        let m = &g.view(Some(Color::Black)).moves[0];
        assert_eq!((m.piece, m.revealed), (Some(Role::Cannon), true));
    }
}

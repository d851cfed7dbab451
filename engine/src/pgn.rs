//! PGN for people and other chess software, never read back: the seven tag roster with the
//! game's date, the true start in `FEN`, and movetext in PGN's syntax, with the facts PGN
//! has no syntax for (identities, reveals, flips, skips) in `{comments}`.
//!
//! - Tags: `Event`, `Site`, `Date`, `Round`, `White`, `Black`, `Result` (PGN's values for
//!   the unknown, `?`, `????.??.??`, `-`, unless [`PgnTags`] gives them), then `Variant`
//!   (the game's English title), `Seed`, `SetUp "1"`, `FEN`, `Termination` and
//!   `ResultReason`.
//! - `Date` is the caller's, else the UTC date of the first action's time read as
//!   milliseconds since the Unix epoch (what `Date.now()` gives); a time before 2000 is
//!   not such a date (the project's games are younger), and with none the date is
//!   `????.??.??`.
//! - `FEN` is the true start position without RULES.md §4's `*` marks: every piece by
//!   its identity, as a chess reader expects.
//! - Moves: `san::pgn_token` (SAN by the role each piece moved as; coordinates for a
//!   cannon; `--` for a flip or a skip), each followed by a comment when it has facts to
//!   tell, and a move number before every White move and before a Black move that follows
//!   a comment (`1... e5`), as PGN's export format writes them; lines of at most 80
//!   columns, a move number never parted from its move.
//! - With an analysis ([`Game::pgn_analysed`], the engine's `review`): after each judged
//!   move the first review's mark as a NAG (`$6` ?! an inaccuracy, `$2` ? a mistake, `$4`
//!   ?? a blunder; none for a best or good step), then a comment per review, `view:` or
//!   `all:` and, per judged step (an Incerto turn has two, `select` and `move`), its
//!   judgement, the computer's step and the expected scores before and after, as
//!   `{view: mistake, best b1c3, 0.620 -> 0.480}`.

use crate::action::Action;
use crate::game::{Game, Played};
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::review::{Judgement, Lens, Phase, Review};
use crate::san;
use crate::variant::Variant;

/// The tags of PGN's seven tag roster that the game does not know itself; `None` writes
/// PGN's value for unknown (`?`, `-` for the round), or for the date the one the game's
/// action times give (see the module's doc).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PgnTags {
    /// `Event`.
    pub event: Option<String>,
    /// `Site`.
    pub site: Option<String>,
    /// `Date`: `YYYY.MM.DD`, with `??` for unknown parts.
    pub date: Option<String>,
    /// `Round`.
    pub round: Option<String>,
    /// `White`: the player's name.
    pub white: Option<String>,
    /// `Black`: the player's name.
    pub black: Option<String>,
}

/// The game's title in the `Variant` tag.
fn title(variant: Variant) -> &'static str {
    match variant {
        Variant::Incerto => "Incerto",
        Variant::HiddenRandom => "Hidden Random Chess",
        Variant::HiddenChess => "Hidden Chess",
    }
}

/// 2000-01-01T00:00:00Z in milliseconds since the Unix epoch.
const YEAR_2000_MS: u64 = 946_684_800_000;

/// The UTC date `YYYY.MM.DD` of `ms` milliseconds since the Unix epoch, if it is one of
/// this game's (from 2000 to 9999).
pub(crate) fn utc_date(ms: u64) -> Option<String> {
    if ms < YEAR_2000_MS {
        return None;
    }
    // Days to a civil date (Howard Hinnant's algorithm, proleptic Gregorian).
    let z = i64::try_from(ms / 86_400_000).ok()? + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year <= 9999).then(|| format!("{year:04}.{month:02}.{day:02}"))
}

/// What PGN's syntax cannot say about `p`, played in `before` (the true position), as the
/// text of a comment: the identity a hidden piece showed, the hidden piece it took, the
/// cannon its token has no letter for, what a flip showed and a skipped disc was.
fn facts(variant: Variant, before: &Position, p: &Played) -> Option<String> {
    let hidden = match variant {
        Variant::Incerto => "unseen",
        _ => "face-down",
    };
    let f = &p.facts;
    let mut parts: Vec<String> = Vec::new();
    match p.action {
        Action::Flip(sq) => parts.push(format!("flip {sq}: {}", a(f.role))),
        Action::Skip(sq) => {
            let was = if before.is_hidden(sq) {
                "an unseen "
            } else {
                "a "
            };
            parts.push(format!("skip {sq}: {was}{} with no move", f.role));
        }
        Action::Move {
            from,
            to,
            promotion,
        } => {
            if before.is_hidden(from) {
                match variant {
                    Variant::Incerto => parts.push(format!("an unseen {}", f.role)),
                    _ => parts.push(format!("was {}", a(f.role))),
                }
            } else if f.moved_as == Some(Role::Cannon) {
                parts.push("cannon".to_owned());
            }
            if p.castled {
                let file = if to.file() > from.file() { 7 } else { 0 };
                let corner = crate::Square::from_coords(file, from.rank());
                if let (Some(sq), Some(r)) = (corner, f.corner) {
                    if before.is_hidden(sq) {
                        parts.push(format!("castled with {} {hidden} {r}", an(hidden)));
                    }
                }
            }
            if let Some(c) = p.captured {
                if before.is_hidden(to) {
                    parts.push(format!("took {} {hidden} {}", an(hidden), c.role));
                }
            }
            if promotion == Some(Role::Cannon) {
                parts.push("promotes to a cannon".to_owned());
            }
        }
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// `a knight`.
fn a(role: Role) -> String {
    format!("a {role}")
}

/// The article before `word`.
fn an(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// The NAG of the worst judgement of the action at `ply` in `review`.
fn nag(review: &Review, ply: usize) -> Option<&'static str> {
    let worst = review
        .lines
        .iter()
        .filter(|l| l.ply == ply)
        .map(|l| l.judgement)
        .max()?;
    match worst {
        Judgement::Inaccuracy => Some("$6"),
        Judgement::Mistake => Some("$2"),
        Judgement::Blunder => Some("$4"),
        Judgement::Best | Judgement::Good => None,
    }
}

/// An expected score (0–1) with three decimals, by integers: a page that exports PGN need
/// not link float formatting's tables for it.
fn thousandths(e: f64) -> String {
    let n = (e.clamp(0.0, 1.0) * 1000.0).round() as u32;
    format!("{}.{:03}", n / 1000, n % 1000)
}

/// The comment of `review`'s lines of the action at `ply`, if it judged any.
fn judged(review: &Review, ply: usize) -> Option<String> {
    let parts: Vec<String> = review
        .lines
        .iter()
        .filter(|l| l.ply == ply)
        .map(|l| {
            let phase = match l.phase {
                Phase::Turn => "",
                Phase::Select => "select ",
                Phase::Move => "move ",
            };
            format!(
                "{phase}{}, best {}, {} -> {}",
                l.judgement.name(),
                crate::review::step_text(l.best),
                thousandths(l.before),
                thousandths(l.after)
            )
        })
        .collect();
    let lens = match review.lens {
        Lens::View => "view",
        Lens::All => "all",
    };
    (!parts.is_empty()).then(|| format!("{lens}: {}", parts.join("; ")))
}

impl Game {
    /// The game in PGN with the default tags of [`PgnTags`].
    pub fn pgn(&self) -> String {
        self.pgn_with(&PgnTags::default())
    }

    /// The game in PGN (see the module's doc in `pgn.rs`): the seven tag roster, the game's
    /// own tags, the movetext in PGN's syntax with the variant's facts in comments.
    /// All-seeing: the FEN, the seed and the tokens give every hidden identity, so it is
    /// for finished games and tools.
    pub fn pgn_with(&self, tags: &PgnTags) -> String {
        self.pgn_analysed(tags, &[])
    }

    /// [`Game::pgn_with`] with the analyses' judgements as NAGs and comments (see the
    /// module's doc); the first review gives the NAGs.
    pub fn pgn_analysed(&self, tags: &PgnTags, reviews: &[&Review]) -> String {
        let result = self.outcome().map_or("*", |o| o.score());
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
            out.push_str(&format!("[{name} \"{escaped}\"]\n"));
        };
        let or =
            |v: &Option<String>, default: &str| v.clone().unwrap_or_else(|| default.to_owned());
        let date = tags.date.clone().or_else(|| {
            let first = self.history().iter().find_map(|p| p.time)?;
            utc_date(first)
        });
        tag("Event", &or(&tags.event, "?"));
        tag("Site", &or(&tags.site, "?"));
        tag("Date", &or(&date, "????.??.??"));
        tag("Round", &or(&tags.round, "-"));
        tag("White", &or(&tags.white, "?"));
        tag("Black", &or(&tags.black, "?"));
        tag("Result", result);
        tag("Variant", title(self.variant()));
        if let Some(seed) = self.seed() {
            tag("Seed", &seed.to_string());
        }
        tag("SetUp", "1");
        tag("FEN", &self.start_position().fen().replace('*', ""));
        match self.outcome() {
            Some(o) => {
                tag("Termination", o.pgn_termination());
                tag("ResultReason", o.reason());
            }
            None => tag("Termination", "unterminated"),
        }
        out.push('\n');

        // One unbreakable unit per move (with its number) and per comment.
        let mut units = Vec::new();
        let mut pos = self.start_position().clone();
        let mut number = pos.fullmoves();
        let mut after_comment = true;
        for (ply, p) in self.history().iter().enumerate() {
            let token = san::pgn_token(self.variant(), p);
            units.push(match p.color {
                Color::White => format!("{number}. {token}"),
                Color::Black if after_comment => format!("{number}... {token}"),
                Color::Black => token,
            });
            after_comment = false;
            if let Some(nag) = reviews.first().and_then(|r| nag(r, ply)) {
                units.push(nag.to_owned());
            }
            if let Some(text) = facts(self.variant(), &pos, p) {
                units.push(format!("{{{text}}}"));
                after_comment = true;
            }
            for r in reviews {
                if let Some(text) = judged(r, ply) {
                    units.push(format!("{{{text}}}"));
                    after_comment = true;
                }
            }
            if p.color == Color::Black {
                number += 1;
            }
            pos.play_unchecked(p.action);
        }
        units.push(result.to_owned());
        // Wrap at 80 columns, as PGN readers expect.
        let mut width = 0;
        for unit in units {
            if width > 0 && width + unit.len() + 1 > 80 {
                out.push('\n');
                width = 0;
            } else if width > 0 {
                out.push(' ');
                width += 1;
            }
            out.push_str(&unit);
            width += unit.len();
        }
        out.push('\n');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_utc_days_of_the_unix_epoch_from_2000() {
        assert_eq!(utc_date(YEAR_2000_MS).as_deref(), Some("2000.01.01"));
        assert_eq!(utc_date(YEAR_2000_MS - 1), None);
        assert_eq!(utc_date(1234), None);
        // 2024-02-29T23:59:59.999Z, then the next millisecond.
        assert_eq!(utc_date(1_709_251_199_999).as_deref(), Some("2024.02.29"));
        assert_eq!(utc_date(1_709_251_200_000).as_deref(), Some("2024.03.01"));
        assert_eq!(utc_date(1_798_761_600_000).as_deref(), Some("2027.01.01"));
        assert_eq!(utc_date(253_402_300_799_999).as_deref(), Some("9999.12.31"));
        assert_eq!(utc_date(253_402_300_800_000), None);
        assert_eq!(utc_date(u64::MAX), None);
    }

    fn game(variant: Variant, fen: &str, actions: &str) -> Game {
        let mut g = Game::from_fen(variant, fen).unwrap();
        for (i, a) in actions.split_whitespace().enumerate() {
            g.play_str(a, Some(1_767_225_600_000 + i as u64)).unwrap();
        }
        g
    }

    fn movetext(g: &Game) -> String {
        g.pgn()
            .split("\n\n")
            .nth(1)
            .unwrap()
            .trim()
            .replace('\n', " ")
    }

    #[test]
    fn tokens_are_pgn_and_the_facts_are_comments() {
        // Hidden Random: a flip, a cannon's capture over a screen, a promotion to a cannon.
        let g = game(
            Variant::HiddenRandom,
            "4k3/1P6/8/r7/8/8/C*7/C3K3 w - - 0 1",
            "@a2 e8d7 a1a5 d7e8 b7b8c",
        );
        assert_eq!(
            movetext(&g),
            "1. -- {flip a2: a cannon} 1... Kd7 2. a1xa5 {cannon} 2... Ke8 3. b7b8 {promotes to a cannon} *"
        );
        // Hidden Chess: castling with a face-down rook, a face-down piece's capture.
        let g = game(
            Variant::HiddenChess,
            "r*3k3/8/8/8/8/8/8/R*3K3 w Qq - 0 1",
            "e1c1 e8f7",
        );
        assert_eq!(
            movetext(&g),
            "1. O-O-O {castled with a face-down rook} 1... Kf7 *"
        );
        // Incerto: an unseen disc's move and capture, a skip.
        let g = game(
            Variant::Incerto,
            "k*5/1q*4/6/6/6/6/1P*4/K*N4 w - - 0 1",
            "a1a2 b7b2 b1d2",
        );
        assert_eq!(
            movetext(&g),
            "1. Ka2 {an unseen king} 1... Qxb2 {an unseen queen; took an unseen pawn} 2. Nd2 *"
        );
        let g = game(Variant::Incerto, "k*5/6/6/6/6/6/PP4/K*P4 w - - 0 1", "@a1");
        assert_eq!(
            movetext(&g),
            "1. -- {skip a1: an unseen king with no move} *"
        );
        // A skip keeps its time (it was dropped before), through the record too.
        let back = Game::from_json(&g.to_json()).unwrap();
        assert_eq!(back.history()[0].time, Some(1_767_225_600_000));
        // The date is the first action's, the FEN the true start without marks.
        let pgn = g.pgn();
        assert!(pgn.contains("[Date \"2026.01.01\"]\n"), "{pgn}");
        assert!(pgn.contains("[Variant \"Incerto\"]\n"), "{pgn}");
        assert!(
            pgn.contains("[FEN \"k5/6/6/6/6/6/PP4/KP4 w - - 0 1\"]\n"),
            "{pgn}"
        );
        let given = g.pgn_with(&PgnTags {
            date: Some("2025.12.31".into()),
            ..PgnTags::default()
        });
        assert!(given.contains("[Date \"2025.12.31\"]\n"));
    }
}

//! Every string the app shows: `t(lang, key)` looks one up in the table (`strings.rs`:
//! English, Russian, Italian; `tables.rs` brings the last two to the app as files), `tf` also fills `{name}` placeholders. The translation keys
//! of the engine's words — games, roles, sides, results and their reasons, action kinds —
//! are here too, as exhaustive matches: a new variant in the engine is a compile error
//! here, never a silent fallback.

pub mod case;
pub mod narrate;
pub mod refusal;
mod strings;
pub mod tables;

use incerto_engine::bot::Level;
use incerto_engine::{ActionKind, Color, DrawReason, Outcome, Role, Variant, WinReason};

pub use strings::{FriendKey, Key, LessonKey};

/// A key of one of the string tables (`Key`, `LessonKey`, `FriendKey`): what `t` needs of it.
pub trait TableKey: Copy {
    /// Its line in a language file (after the header): the pages' strings, then the lessons'.
    fn line(self) -> usize;
    /// Its English string (always built in).
    fn english(self) -> &'static str;
    /// Its Russian and Italian strings, as the table has them.
    fn built_in(self) -> [&'static str; 2];
}

/// A language of the interface.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Lang {
    En,
    Ru,
    It,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::It];

    /// The BCP 47 code, also used in storage and the `lang` attribute.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::It => "it",
        }
    }

    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language's name in itself, for the picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::It => "Italiano",
        }
    }
}

/// The string of `key` in `lang`. Russian and Italian come from their files in the app
/// (`tables.rs`, loaded before the language is first shown); English stands in for one
/// that could not be loaded.
pub fn t(lang: Lang, key: impl TableKey) -> &'static str {
    tables::get(lang, key).unwrap_or_else(|| key.english())
}

/// `t` with `{name}` placeholders replaced by the given values.
pub fn tf(lang: Lang, key: impl TableKey, args: &[(&str, &str)]) -> String {
    let mut s = t(lang, key).to_owned();
    for (name, value) in args {
        s = s.replace(&format!("{{{name}}}"), value);
    }
    s
}

/// The name of a game.
pub fn variant_key(v: Variant) -> Key {
    match v {
        Variant::Incerto => Key::VariantIncerto,
        Variant::HiddenRandom => Key::VariantHiddenRandom,
        Variant::HiddenChess => Key::VariantHiddenChess,
    }
}

/// A game's one-line description.
pub fn description_key(v: Variant) -> Key {
    match v {
        Variant::Incerto => Key::DescIncerto,
        Variant::HiddenRandom => Key::DescHiddenRandom,
        Variant::HiddenChess => Key::DescHiddenChess,
    }
}

/// A game's rules in brief, three lines.
pub fn rules_keys(v: Variant) -> [Key; 3] {
    match v {
        Variant::Incerto => [Key::RulesIncerto1, Key::RulesIncerto2, Key::RulesIncerto3],
        Variant::HiddenRandom => [Key::RulesRandom1, Key::RulesRandom2, Key::RulesRandom3],
        Variant::HiddenChess => [Key::RulesChess1, Key::RulesChess2, Key::RulesChess3],
    }
}

/// A computer level's name: "Random moves", "Greedy", "Level 3".
pub fn level_name(lang: Lang, level: Level) -> String {
    match level {
        Level::Random => t(lang, Key::LevelRandom).to_owned(),
        Level::Greedy => t(lang, Key::LevelGreedy).to_owned(),
        Level::Search(n) => tf(lang, Key::LevelN, &[("n", &n.to_string())]),
    }
}

/// What a computer level does, in words, in `variant`: its row of the engine's level table
/// (how many positions it reads a move, whether it often settles for a good move, its time
/// limit a move).
pub fn level_description(lang: Lang, level: Level, variant: Variant) -> String {
    match level {
        Level::Random => t(lang, Key::LevelRandomDesc).to_owned(),
        Level::Greedy => t(lang, Key::LevelGreedyDesc).to_owned(),
        Level::Search(n) => {
            // Tenths of a second, without a trailing ".0" (3 s, 0.4 s); the decimal sign of
            // the language.
            let tenths = level.cap_ms().div_ceil(100);
            let mut secs = format!("{}", tenths / 10);
            if !tenths.is_multiple_of(10) {
                let sep = if lang == Lang::En { '.' } else { ',' };
                secs.push(sep);
                secs.push_str(&(tenths % 10).to_string());
            }
            let mut d = tf(
                lang,
                Key::LevelSearchDesc,
                &[
                    ("n", &n.to_string()),
                    ("positions", &about(lang, level.nodes(variant))),
                    ("secs", &secs),
                ],
            );
            if level.chooses_loosely(variant) {
                d.push(' ');
                d.push_str(t(lang, Key::LevelLooseDesc));
            }
            d
        }
    }
}

/// `n` to two significant digits with the language's thousands separator: `430,000`,
/// `430 000` (a no-break space), `430.000`.
fn about(lang: Lang, n: u64) -> String {
    let mut scale = 1;
    while n / scale >= 100 {
        scale *= 10;
    }
    let digits = ((n + scale / 2) / scale * scale).to_string();
    let sep = match lang {
        Lang::En => ',',
        Lang::Ru => '\u{a0}',
        Lang::It => '.',
    };
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// The name of a role.
pub fn role_key(role: Role) -> Key {
    match role {
        Role::King => Key::King,
        Role::Queen => Key::Queen,
        Role::Rook => Key::Rook,
        Role::Bishop => Key::Bishop,
        Role::Knight => Key::Knight,
        Role::Pawn => Key::Pawn,
        Role::Cannon => Key::Cannon,
    }
}

/// The name of a side.
pub fn color_key(color: Color) -> Key {
    match color {
        Color::White => Key::White,
        Color::Black => Key::Black,
    }
}

/// "White wins", "Black wins" or "Draw".
pub fn result_key(result: Outcome) -> Key {
    match result.winner() {
        Some(Color::White) => Key::WhiteWins,
        Some(Color::Black) => Key::BlackWins,
        None => Key::DrawResult,
    }
}

/// The sentence naming why the game ended.
pub fn reason_key(result: Outcome, variant: Variant) -> Key {
    let incerto = variant == Variant::Incerto;
    match result {
        Outcome::Win { winner, reason } => match (reason, winner) {
            (WinReason::KingCaptured, _) => Key::ReasonKingCaptured,
            (WinReason::Checkmate, _) => Key::ReasonCheckmate,
            (WinReason::Resignation, Color::White) => Key::ReasonBlackResigned,
            (WinReason::Resignation, Color::Black) => Key::ReasonWhiteResigned,
            (WinReason::TimeForfeit, Color::White) => Key::ReasonBlackTimeout,
            (WinReason::TimeForfeit, Color::Black) => Key::ReasonWhiteTimeout,
        },
        Outcome::Draw { reason } => match reason {
            DrawReason::Stalemate => Key::ReasonStalemate,
            DrawReason::Repetition if incerto => Key::ReasonRepetition4,
            DrawReason::Repetition => Key::ReasonRepetition3,
            DrawReason::TurnRule if incerto => Key::ReasonTurnRuleIncerto,
            DrawReason::TurnRule => Key::ReasonTurnRule,
            DrawReason::InsufficientMaterial => Key::ReasonInsufficient,
            DrawReason::Agreement => Key::ReasonAgreement,
            DrawReason::TimeoutVsInsufficientMaterial => Key::ReasonTimeoutInsufficient,
        },
    }
}

/// The name of an action's kind, for the move list's marks (a plain move has none, a
/// promotion has its own).
pub fn kind_key(kind: ActionKind, promotion: bool) -> Option<Key> {
    match kind {
        ActionKind::Capture => Some(Key::KindCapture),
        ActionKind::Flip => Some(Key::KindFlip),
        ActionKind::Skip => Some(Key::KindSkip),
        ActionKind::Castle => Some(Key::KindCastle),
        ActionKind::Move if promotion => Some(Key::KindPromotion),
        ActionKind::Move => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placeholders(s: &str) -> Vec<&str> {
        let mut out: Vec<&str> = s
            .split('{')
            .skip(1)
            .filter_map(|p| p.split_once('}').map(|(name, _)| name))
            .collect();
        out.sort();
        out
    }

    fn every_string_in_every_language(key: impl TableKey + std::fmt::Debug) {
        let en = t(Lang::En, key);
        for lang in Lang::ALL {
            let s = t(lang, key);
            assert!(!s.trim().is_empty(), "{key:?} is empty in {lang:?}");
            assert_eq!(placeholders(s), placeholders(en), "{key:?} in {lang:?}");
        }
    }

    #[test]
    fn every_string_exists_in_every_language_with_the_same_placeholders() {
        Key::ALL
            .iter()
            .for_each(|&k| every_string_in_every_language(k));
        LessonKey::ALL
            .iter()
            .for_each(|&k| every_string_in_every_language(k));
        FriendKey::ALL
            .iter()
            .for_each(|&k| every_string_in_every_language(k));
    }

    #[test]
    fn names_and_describes_levels() {
        use incerto_engine::bot::Strength;
        assert_eq!(
            level_name(Lang::En, Level::Search(Strength::Three)),
            "Level 3"
        );
        assert_eq!(level_name(Lang::Ru, Level::Random), "Случайные ходы");
        let five = Level::Search(Strength::Five);
        let d = level_description(Lang::En, five, Variant::HiddenChess);
        assert_eq!(
            d,
            format!(
                "Level 5 of 5: before each move the computer reads ahead through about {} positions, weighing the odds of what it cannot see (it never peeks), taking up to {} s a move.",
                about(Lang::En, five.nodes(Variant::HiddenChess)),
                five.cap_ms() / 1000
            )
        );
        // Incerto's lower levels choose loosely, and say so.
        let one = Level::Search(Strength::One);
        assert!(one.chooses_loosely(Variant::Incerto));
        let d = level_description(Lang::Ru, one, Variant::Incerto);
        assert!(d.ends_with(t(Lang::Ru, Key::LevelLooseDesc)), "{d}");
        assert!(!level_description(Lang::Ru, one, Variant::HiddenChess)
            .contains(t(Lang::Ru, Key::LevelLooseDesc)));
        let d = level_description(
            Lang::It,
            Level::Search(Strength::Three),
            Variant::HiddenChess,
        );
        assert!(
            d.contains("fino a 0,4 s") && d.contains("circa 48.000 posizioni"),
            "{d}"
        );
        assert_eq!(
            level_description(Lang::En, Level::Greedy, Variant::Incerto),
            t(Lang::En, Key::LevelGreedyDesc)
        );
        assert_eq!(about(Lang::En, 429_300), "430,000");
        assert_eq!(about(Lang::Ru, 2_000), "2\u{a0}000");
        assert_eq!(about(Lang::It, 150_400), "150.000");
        assert_eq!(about(Lang::En, 5_300), "5,300");
        assert_eq!(about(Lang::En, 47), "47");
    }

    #[test]
    fn fills_placeholders() {
        assert_eq!(
            tf(Lang::En, Key::FlipPiece, &[("sq", "b2")]),
            "Flip the piece on b2"
        );
        assert_eq!(Lang::parse("RU"), Some(Lang::Ru));
        assert_eq!(Lang::parse("de"), None);
    }
}

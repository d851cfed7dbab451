//! What the pages keep in localStorage: the settings (`incerto.settings.v1`), the current
//! game (`incerto.game.v1`: record JSON, mode and sides) and the games left unfinished
//! (`incerto.kept.v1`: a list of the same). The finished game's analysis is the analysis
//! page's (web/analysis's store.rs), the lessons' progress the lessons page's (web/learn).
//! Loading is fallible throughout: anything that does not read back (bad JSON, another
//! version, a record the rules refuse) is reported and the app starts without it, but
//! nothing is deleted: it is moved to a key of its own and offered for download, and a
//! newer release's value stays where it is, for that release
//! (`incerto_ui::storage::keep_unread`).

use crate::state::clock::{Clocks, TimeControl};
use crate::state::{
    Kept, Level, Mode, Opponent, Session, Settings, SideChoice, Strength, DEFAULT_CLOCK,
    DEFAULT_VOLUME, LEVELS,
};
use incerto_engine::{Color, Game, GameRecord};
use incerto_ui::i18n::Lang;
use incerto_ui::json;
use incerto_ui::storage::{keep_unread, read, remove, write, Unread};
use serde::{Deserialize, Serialize};

pub const SETTINGS_KEY: &str = "incerto.settings.v1";
pub const GAME_KEY: &str = "incerto.game.v1";
pub const KEPT_KEY: &str = "incerto.kept.v1";
/// The version of every entry the pages store (the analysis page's too).
pub const VERSION: u32 = 1;

/// Settings as stored: plain strings, checked on the way in.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSettings {
    version: u32,
    lang: String,
    variant: String,
    opponent: String,
    side: String,
    level: StoredLevel,
    coordinates: bool,
    /// The clock for new games (absent: none; settings written before clocks have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<TimeControl>,
    /// The form's minutes and increment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock_fields: Option<TimeControl>,
    /// Belief hints on the board; settings stored before the hints existed have none.
    #[serde(default)]
    hints: bool,
    /// The board turned round; written only when it is.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    flipped: bool,
    /// The sounds off; written only when they are (they are on by default). Settings
    /// written while they were off by default store `"sound":true` when turned on, and
    /// nothing when off: those read as on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    sound: Option<bool>,
    /// The sounds' volume, 0 to 100; written only when changed from the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    volume: Option<u8>,
}

/// A computer level as stored: a number for the searching levels (1–5; the first versions
/// stored 1–3, when every level played random moves, and those read as the same numbers),
/// a name for the baselines (`random`, `greedy`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
enum StoredLevel {
    Number(u8),
    Name(String),
}

/// Read by hand: serde's untagged enums buffer the input, which costs the page's download
/// more than these few lines.
impl<'de> Deserialize<'de> for StoredLevel {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit;
        impl serde::de::Visitor<'_> for Visit {
            type Value = StoredLevel;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a level (1 to 5, random or greedy)")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<StoredLevel, E> {
                u8::try_from(n)
                    .map(StoredLevel::Number)
                    .map_err(|_| E::custom(format!("unknown level '{n}'")))
            }
            // The browser's JSON (incerto_ui::json) gives every integer as an i64.
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<StoredLevel, E> {
                u8::try_from(n)
                    .map(StoredLevel::Number)
                    .map_err(|_| E::custom(format!("unknown level '{n}'")))
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<StoredLevel, E> {
                Ok(StoredLevel::Name(s.to_owned()))
            }
        }
        d.deserialize_any(Visit)
    }
}

impl StoredLevel {
    fn of(level: Level) -> StoredLevel {
        match level {
            Level::Search(n) => StoredLevel::Number(n.number()),
            other => StoredLevel::Name(other.name()),
        }
    }

    fn level(&self) -> Result<Level, String> {
        let level = match self {
            StoredLevel::Number(n) => Level::search(*n),
            StoredLevel::Name(name) if name == "random" => Some(Level::Random),
            StoredLevel::Name(name) if name == "greedy" => Some(Level::Greedy),
            StoredLevel::Name(_) => None,
        };
        level.filter(|l| LEVELS.contains(l)).ok_or_else(|| {
            let shown = match self {
                StoredLevel::Number(n) => n.to_string(),
                StoredLevel::Name(name) => name.clone(),
            };
            format!("unknown level '{shown}'")
        })
    }
}

/// The current game as stored.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredGame {
    version: u32,
    /// `computer` or `human`.
    mode: String,
    /// Against the computer: the person's colour.
    human: Option<Color>,
    level: Option<StoredLevel>,
    record: GameRecord,
    /// The clocks, stopped, with the time each side has left (absent: no clocks; games
    /// saved before clocks have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<Clocks>,
}

/// The games left unfinished, as stored. Each game stays raw JSON text until it is read
/// on its own, so one bad game does not cost the others (and no generic JSON value
/// tree, which would add about 10 KB to the wasm).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredKept {
    version: u32,
    games: Vec<json::Raw>,
}

/// A game as loaded: the game, how it is played, its seed, its clocks.
pub type LoadedGame = (Game, Mode, u64, Option<Clocks>);

/// What was found in storage. Each value that could not be read is kept, never deleted
/// ([`keep_unread`]), and said: its reason (English, for the notice's detail) and its key.
pub struct Loaded {
    pub settings: Option<Result<Settings, Unread>>,
    pub game: Option<Result<LoadedGame, Unread>>,
    /// The kept games that loaded, and, if one did not, where the whole list is kept.
    pub kept: (Vec<LoadedGame>, Option<Unread>),
}

/// Reads the three entries; one that fails to load is kept aside (or, written by a newer
/// release, left for it).
pub fn load() -> Loaded {
    let settings = read(SETTINGS_KEY)
        .map(|raw| parse_settings(&raw).map_err(|e| keep_unread(SETTINGS_KEY, &raw, VERSION, e)));
    let game = read(GAME_KEY)
        .map(|raw| parse_game(&raw).map_err(|e| keep_unread(GAME_KEY, &raw, VERSION, e)));
    // The list is kept aside whole (the games that loaded are saved again from the app).
    let kept = read(KEPT_KEY).map_or((Vec::new(), None), |raw| {
        let (games, errors) = parse_kept(&raw);
        let unread =
            (!errors.is_empty()).then(|| keep_unread(KEPT_KEY, &raw, VERSION, errors.join("; ")));
        (games, unread)
    });
    Loaded {
        settings,
        game,
        kept,
    }
}

/// The stored settings' language, if they can be read (the app loads it before it starts).
pub fn stored_lang() -> Option<Lang> {
    read(SETTINGS_KEY).and_then(|raw| parse_settings(&raw).ok().map(|s| s.lang))
}

pub fn parse_settings(raw: &str) -> Result<Settings, String> {
    let s: StoredSettings = json::from_str(raw)?;
    if s.version != VERSION {
        return Err(format!("settings version {} is not {VERSION}", s.version));
    }
    let bad = |what: &str, v: &str| format!("unknown {what} '{v}'");
    Ok(Settings {
        lang: Lang::parse(&s.lang).ok_or_else(|| bad("language", &s.lang))?,
        variant: s.variant.parse().map_err(|_| bad("game", &s.variant))?,
        opponent: Opponent::parse(&s.opponent).ok_or_else(|| bad("opponent", &s.opponent))?,
        side: SideChoice::parse(&s.side).ok_or_else(|| bad("side", &s.side))?,
        level: s.level.level()?,
        coordinates: s.coordinates,
        clock: s.clock.map(checked_control).transpose()?,
        clock_fields: s
            .clock_fields
            .map(checked_control)
            .transpose()?
            .unwrap_or(DEFAULT_CLOCK),
        hints: s.hints,
        flipped: s.flipped,
        sound: s.sound.unwrap_or(true),
        volume: s.volume.unwrap_or(DEFAULT_VOLUME).min(100),
    })
}

/// A stored time control, if it is one the app offers.
fn checked_control(tc: TimeControl) -> Result<TimeControl, String> {
    TimeControl::checked(tc.minutes, tc.increment).ok_or_else(|| format!("unknown clock '{tc}'"))
}

pub fn parse_game(raw: &str) -> Result<LoadedGame, String> {
    from_stored(json::from_str(raw)?)
}

/// The kept games: each one that loads, and a reason for each one that does not (a bad
/// list as a whole is one reason).
pub fn parse_kept(raw: &str) -> (Vec<LoadedGame>, Vec<String>) {
    let list: StoredKept = match json::from_str(raw) {
        Ok(l) => l,
        Err(e) => return (Vec::new(), vec![e]),
    };
    if list.version != VERSION {
        let e = format!("kept games version {} is not {VERSION}", list.version);
        return (Vec::new(), vec![e]);
    }
    let mut games = Vec::new();
    let mut errors = Vec::new();
    for g in list.games {
        match json::from_raw(&g).and_then(from_stored) {
            Ok(g) => games.push(g),
            Err(e) => errors.push(e),
        }
    }
    (games, errors)
}

fn from_stored(s: StoredGame) -> Result<LoadedGame, String> {
    if s.version != VERSION {
        return Err(format!("saved game version {} is not {VERSION}", s.version));
    }
    let mode = match s.mode.as_str() {
        "human" => Mode::Human,
        "computer" => {
            let human = s
                .human
                .ok_or("the saved game does not say which side the person plays")?;
            // A level this version does not know plays on at level 1.
            let level = s
                .level
                .and_then(|l| l.level().ok())
                .unwrap_or(Level::Search(Strength::One));
            Mode::Computer { human, level }
        }
        other => return Err(format!("unknown mode '{other}'")),
    };
    let seed = s.record.seed.ok_or("the saved game has no seed")?;
    let game = Game::from_record(&s.record).map_err(|e| e.to_string())?;
    if let Some(c) = s.clock {
        checked_control(c.control)?;
    }
    Ok((game, mode, seed, s.clock))
}

pub fn save_settings(s: &Settings) {
    if let Some(json) = save_settings_json(s) {
        write(SETTINGS_KEY, &json);
    }
}

/// The settings as stored.
fn save_settings_json(s: &Settings) -> Option<String> {
    let stored = StoredSettings {
        version: VERSION,
        lang: s.lang.code().to_owned(),
        variant: s.variant.name().to_owned(),
        opponent: s.opponent.name().to_owned(),
        side: s.side.name().to_owned(),
        level: StoredLevel::of(s.level),
        coordinates: s.coordinates,
        clock: s.clock,
        // Written only when changed from the default, so a settings entry stays as short
        // as it was for a person who never chose a clock.
        clock_fields: (s.clock_fields != DEFAULT_CLOCK).then_some(s.clock_fields),
        hints: s.hints,
        flipped: s.flipped,
        sound: (!s.sound).then_some(false),
        volume: (s.volume != DEFAULT_VOLUME).then_some(s.volume),
    };
    json::to_string(&stored).ok()
}

fn stored(game: &Game, mode: Mode, clock: Option<Clocks>) -> StoredGame {
    let (mode, human, level) = match mode {
        Mode::Human => ("human", None, None),
        Mode::Computer { human, level } => ("computer", Some(human), Some(StoredLevel::of(level))),
    };
    StoredGame {
        version: VERSION,
        mode: mode.to_owned(),
        human,
        level,
        record: game.record(),
        clock,
    }
}

/// The session as stored, its clocks stopped at `now`: the time a closed page stays closed
/// does not count.
pub fn game_json(s: &Session, now: f64) -> Option<String> {
    json::to_string(&stored(s.game(), s.mode, s.clocks.map(|c| c.stopped(now)))).ok()
}

pub fn kept_json(kept: &[Kept]) -> Option<String> {
    let games = kept
        .iter()
        .map(|k| json::raw(&stored(&k.game, k.mode, k.clocks)))
        .collect::<Result<_, _>>()
        .ok()?;
    json::to_string(&StoredKept {
        version: VERSION,
        games,
    })
    .ok()
}

pub fn save_kept(kept: &[Kept]) {
    if kept.is_empty() {
        remove(KEPT_KEY);
    } else if let Some(json) = kept_json(kept) {
        write(KEPT_KEY, &json);
    }
}

/// Saves the session (its clocks stopped at `now`), or removes the saved game.
pub fn save_game(s: Option<&Session>, now: f64) {
    match s.and_then(|s| game_json(s, now)) {
        Some(json) => write(GAME_KEY, &json),
        None => remove(GAME_KEY),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::Variant;

    #[test]
    fn settings_round_trip_and_refuse_junk() {
        let s = Settings::new(Lang::It);
        let stored = StoredSettings {
            version: 1,
            lang: "it".into(),
            variant: "incerto".into(),
            opponent: "computer".into(),
            side: "white".into(),
            level: StoredLevel::Number(1),
            coordinates: true,
            clock: None,
            clock_fields: None,
            hints: false,
            flipped: false,
            sound: None,
            volume: None,
        };
        let json = serde_json::to_string(&stored).unwrap();
        // Settings written before clocks existed read as before: no clock.
        assert_eq!(
            json,
            r#"{"version":1,"lang":"it","variant":"incerto","opponent":"computer","side":"white","level":1,"coordinates":true,"hints":false}"#
        );
        assert_eq!(parse_settings(&json), Ok(s.clone()));
        // Every level round-trips; the baselines by name.
        for level in LEVELS {
            let stored = StoredSettings {
                level: StoredLevel::of(level),
                ..serde_json::from_str(&json).unwrap()
            };
            let json = serde_json::to_string(&stored).unwrap();
            assert_eq!(parse_settings(&json).map(|s| s.level), Ok(level), "{json}");
        }
        let greedy = json.replace(r#""level":1"#, r#""level":"greedy""#);
        assert_eq!(parse_settings(&greedy).map(|s| s.level), Ok(Level::Greedy));
        // What the first versions stored (levels 1-3, all random movers then) still loads.
        let old = json.replace(r#""level":1"#, r#""level":3"#);
        assert_eq!(
            parse_settings(&old).map(|s| s.level),
            Ok(Level::Search(Strength::Three))
        );
        // Hints are remembered; settings from before they existed load with them off.
        let on = json.replace(r#""hints":false"#, r#""hints":true"#);
        assert_ne!(on, json);
        assert_eq!(parse_settings(&on).map(|s| s.hints), Ok(true));
        let before = json.replace(r#","hints":false"#, "");
        assert!(!before.contains("hints"), "{before}");
        assert_eq!(parse_settings(&before), Ok(s.clone()));
        // The flip, the sound off and the volume are remembered, each written only when not
        // the default, so settings from before them load as the defaults.
        let mut turned = s.clone();
        turned.flipped = true;
        turned.sound = false;
        turned.volume = 35;
        let json2 = save_settings_json(&turned).unwrap();
        assert!(
            json2.ends_with(r#""hints":false,"flipped":true,"sound":false,"volume":35}"#),
            "{json2}"
        );
        assert_eq!(parse_settings(&json2), Ok(turned));
        // Sound was off by default when it came: its "on" still reads as on.
        let was_on = json.replace('}', r#","sound":true}"#);
        assert_eq!(parse_settings(&was_on).map(|s| s.sound), Ok(true));
        assert_eq!(save_settings_json(&s).as_deref(), Some(json.as_str()));
        let loud = json.replace('}', r#","volume":250}"#);
        assert_eq!(parse_settings(&loud).map(|s| s.volume), Ok(100));
        for bad in [
            r#""level":0"#,
            r#""level":6"#,
            r#""level":"oracle5""#,
            r#""level":"level2""#,
            r#""level":-1"#,
        ] {
            let e = parse_settings(&json.replace(r#""level":1"#, bad));
            assert!(e.is_err(), "{bad}: {e:?}");
        }
        assert!(parse_settings("{not json").is_err());
        assert!(parse_settings(&json.replace("\"version\":1", "\"version\":2")).is_err());
        assert!(parse_settings(&json.replace("incerto", "chess")).is_err());
        // A clock goes there and back; one the app does not offer is refused.
        let mut with = s;
        with.clock = Some(TimeControl::new(3, 2));
        with.clock_fields = TimeControl::new(3, 2);
        let j = save_settings_json(&with).unwrap();
        assert_eq!(parse_settings(&j), Ok(with.clone()));
        let bad = json.replace("}", r#","clock":{"minutes":0,"increment":5}}"#);
        assert!(parse_settings(&bad).is_err());
    }

    #[test]
    fn clocks_are_saved_stopped_and_old_games_load_without_them() {
        let game = Game::new(Variant::Incerto, 5);
        let mut clocks = Clocks::new(TimeControl::new(1, 0));
        clocks.start(Color::White, 1000.0);
        let mut session = Session::new(game, Mode::Human, 5, 1);
        session.clocks = Some(clocks);
        // Saved 15 s later: White has 45 s left, and no clock runs in storage.
        let json = game_json(&session, 16_000.0).unwrap();
        let (_, _, _, loaded) = parse_game(&json).unwrap();
        let loaded = loaded.unwrap();
        assert_eq!((loaded.left, loaded.runner()), ([45_000, 60_000], None));
        // A game saved before clocks existed has no "clock" field and loads as before.
        let old = json.split(",\"clock\"").next().unwrap().to_owned() + "}";
        assert!(!old.contains("clock"), "{old}");
        let (g, _, seed, c) = parse_game(&old).unwrap();
        assert_eq!((g.variant(), seed, c), (Variant::Incerto, 5, None));
    }

    #[test]
    fn games_round_trip_and_refuse_bad_records() {
        let mut game = Game::new(Variant::HiddenChess, 9);
        game.play_str("e2e4", None).unwrap();
        let mode = Mode::Computer {
            human: Color::White,
            level: Level::Search(Strength::Two),
        };
        let session = Session::new(game, mode, 9, 1);
        let json = game_json(&session, 0.0).unwrap();
        let (g, m, seed, clocks) = parse_game(&json).unwrap();
        assert_eq!((g.history().len(), m, seed, clocks), (1, mode, 9, None));
        assert!(parse_game(&json.replace("e2e4", "e2e5")).is_err());
        assert!(parse_game("[]").is_err());
        assert!(
            parse_game(&json.replace("\"version\":1,\"mode\"", "\"version\":0,\"mode\"")).is_err()
        );
    }

    #[test]
    fn kept_games_round_trip_and_drop_only_the_bad_ones() {
        let mut a = Game::new(Variant::Incerto, 11);
        a.select(incerto_engine::Square::parse("a2").unwrap())
            .unwrap();
        let mut b = Game::new(Variant::HiddenRandom, 12);
        b.play_str("e2e4", None).unwrap();
        let kept = vec![
            Kept {
                id: 1,
                game: a.into(),
                mode: Mode::Human,
                seed: 11,
                clocks: None,
            },
            Kept {
                id: 2,
                game: b.into(),
                mode: Mode::Computer {
                    human: Color::Black,
                    level: Level::Greedy,
                },
                seed: 12,
                clocks: None,
            },
        ];
        let json = kept_json(&kept).unwrap();
        let (games, errors) = parse_kept(&json);
        assert!(errors.is_empty(), "{errors:?}");
        let got: Vec<_> = games
            .iter()
            .map(|(g, m, seed, _)| (g.variant(), *m, *seed, g.history().len(), g.pending()))
            .collect();
        assert_eq!(
            got,
            vec![
                (Variant::Incerto, Mode::Human, 11, 0, kept[0].game.pending()),
                (Variant::HiddenRandom, kept[1].mode, 12, 1, None),
            ]
        );
        assert!(kept[0].game.pending().is_some(), "the selection is kept");
        // One bad record: the other game still loads.
        let (games, errors) = parse_kept(&json.replace("e2e4", "e2e5"));
        assert_eq!((games.len(), errors.len()), (1, 1));
        assert_eq!(games[0].2, 11);
        for junk in ["", "[]", "{\"version\":2,\"games\":[]}", "{\"games\":[]}"] {
            let (games, errors) = parse_kept(junk);
            assert_eq!((games.len(), errors.len()), (0, 1), "{junk}");
        }
        // Lists written before the games were kept as raw JSON went through
        // `serde_json::Value`, which sorts every object's keys: they load the same.
        let sorted = serde_json::to_string(
            &serde_json::to_value(serde_json::from_str::<serde_json::Value>(&json).unwrap())
                .unwrap(),
        )
        .unwrap();
        assert_ne!(sorted, json, "the keys really are in another order");
        let (again, errors) = parse_kept(&sorted);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(again.len(), 2);
        assert_eq!(again[1].0.history().len(), 1);
    }
}

//! localStorage: the settings (`incerto.settings.v1`), the current game
//! (`incerto.game.v1`: record JSON, mode and sides), the games left unfinished
//! (`incerto.kept.v1`: a list of the same) and the lessons' progress (`incerto.lessons.v1`,
//! kept as text here: the lessons' worker reads and writes it). Loading is fallible
//! throughout: anything that does not read back (bad JSON, another version, a record the
//! rules refuse) is removed and reported, and the app starts without it.

use crate::i18n::Lang;
use crate::state::{Kept, Mode, Opponent, Session, Settings, SideChoice, LEVELS};
use incerto_engine::{Color, Game, GameRecord};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

pub const SETTINGS_KEY: &str = "incerto.settings.v1";
pub const GAME_KEY: &str = "incerto.game.v1";
pub const KEPT_KEY: &str = "incerto.kept.v1";
pub const LESSONS_KEY: &str = "incerto.lessons.v1";
const VERSION: u32 = 1;

/// Settings as stored: plain strings, checked on the way in.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSettings {
    version: u32,
    lang: String,
    variant: String,
    opponent: String,
    side: String,
    level: u8,
    coordinates: bool,
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
    level: Option<u8>,
    record: GameRecord,
}

/// The games left unfinished, as stored. Each game stays raw JSON text until it is read
/// on its own, so one bad game does not cost the others (and no `serde_json::Value`
/// tree, which would add about 10 KB to the wasm).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredKept {
    version: u32,
    games: Vec<Box<RawValue>>,
}

/// A game as loaded: the game, how it is played, its seed.
pub type LoadedGame = (Game, Mode, u64);

/// What was found in storage; each error is a reason (English, for the notice's detail).
pub struct Loaded {
    pub settings: Option<Result<Settings, String>>,
    pub game: Option<Result<LoadedGame, String>>,
    /// The kept games that loaded, and a reason for each that did not.
    pub kept: (Vec<LoadedGame>, Vec<String>),
}

fn storage() -> Option<web_sys::Storage> {
    // No window, or storage switched off (private modes, file://): run without it.
    web_sys::window()?.local_storage().ok().flatten()
}

fn read(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

fn write(key: &str, value: &str) {
    if let Some(s) = storage() {
        // A full or refused storage only costs the saved copy; the game goes on.
        let _ = s.set_item(key, value);
    }
}

pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Reads both entries and removes those that fail to load.
pub fn load() -> Loaded {
    let settings = read(SETTINGS_KEY).map(|raw| parse_settings(&raw));
    if let Some(Err(_)) = settings {
        remove(SETTINGS_KEY);
    }
    let game = read(GAME_KEY).map(|raw| parse_game(&raw));
    if let Some(Err(_)) = game {
        remove(GAME_KEY);
    }
    // What did not load is dropped on the next save, which writes only what did.
    let kept = read(KEPT_KEY).map_or((Vec::new(), Vec::new()), |raw| parse_kept(&raw));
    if !kept.1.is_empty() {
        remove(KEPT_KEY);
    }
    Loaded {
        settings,
        game,
        kept,
    }
}

/// The lessons' progress as stored. Only the lessons' worker reads it (`lessons::Progress`);
/// a value it cannot read is replaced by a fresh one, and the person told.
pub fn load_progress() -> Option<String> {
    read(LESSONS_KEY)
}

pub fn save_progress(progress: &str) {
    write(LESSONS_KEY, progress);
}

pub fn parse_settings(raw: &str) -> Result<Settings, String> {
    let s: StoredSettings = serde_json::from_str(raw).map_err(|e| e.to_string())?;
    if s.version != VERSION {
        return Err(format!("settings version {} is not {VERSION}", s.version));
    }
    let bad = |what: &str, v: &str| format!("unknown {what} '{v}'");
    Ok(Settings {
        lang: Lang::parse(&s.lang).ok_or_else(|| bad("language", &s.lang))?,
        variant: s.variant.parse().map_err(|_| bad("game", &s.variant))?,
        opponent: Opponent::parse(&s.opponent).ok_or_else(|| bad("opponent", &s.opponent))?,
        side: SideChoice::parse(&s.side).ok_or_else(|| bad("side", &s.side))?,
        level: LEVELS
            .contains(&s.level)
            .then_some(s.level)
            .ok_or_else(|| bad("level", &s.level.to_string()))?,
        coordinates: s.coordinates,
    })
}

pub fn parse_game(raw: &str) -> Result<LoadedGame, String> {
    from_stored(serde_json::from_str(raw).map_err(|e| e.to_string())?)
}

/// The kept games: each one that loads, and a reason for each one that does not (a bad
/// list as a whole is one reason).
pub fn parse_kept(raw: &str) -> (Vec<LoadedGame>, Vec<String>) {
    let list: StoredKept = match serde_json::from_str(raw) {
        Ok(l) => l,
        Err(e) => return (Vec::new(), vec![e.to_string()]),
    };
    if list.version != VERSION {
        let e = format!("kept games version {} is not {VERSION}", list.version);
        return (Vec::new(), vec![e]);
    }
    let mut games = Vec::new();
    let mut errors = Vec::new();
    for g in list.games {
        match serde_json::from_str(g.get())
            .map_err(|e| e.to_string())
            .and_then(from_stored)
        {
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
            let level = s.level.filter(|l| LEVELS.contains(l)).unwrap_or(LEVELS[0]);
            Mode::Computer { human, level }
        }
        other => return Err(format!("unknown mode '{other}'")),
    };
    let seed = s.record.seed.ok_or("the saved game has no seed")?;
    let game = Game::from_record(&s.record).map_err(|e| e.to_string())?;
    Ok((game, mode, seed))
}

pub fn save_settings(s: &Settings) {
    let stored = StoredSettings {
        version: VERSION,
        lang: s.lang.code().to_owned(),
        variant: s.variant.name().to_owned(),
        opponent: s.opponent.name().to_owned(),
        side: s.side.name().to_owned(),
        level: s.level,
        coordinates: s.coordinates,
    };
    if let Ok(json) = serde_json::to_string(&stored) {
        write(SETTINGS_KEY, &json);
    }
}

fn stored(game: &Game, mode: Mode) -> StoredGame {
    let (mode, human, level) = match mode {
        Mode::Human => ("human", None, None),
        Mode::Computer { human, level } => ("computer", Some(human), Some(level)),
    };
    StoredGame {
        version: VERSION,
        mode: mode.to_owned(),
        human,
        level,
        record: game.record(),
    }
}

pub fn game_json(s: &Session) -> Option<String> {
    serde_json::to_string(&stored(s.game(), s.mode)).ok()
}

pub fn kept_json(kept: &[Kept]) -> Option<String> {
    let games = kept
        .iter()
        .map(|k| serde_json::to_string(&stored(&k.game, k.mode)).and_then(RawValue::from_string))
        .collect::<Result<_, _>>()
        .ok()?;
    serde_json::to_string(&StoredKept {
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

pub fn save_game(s: Option<&Session>) {
    match s.and_then(game_json) {
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
            level: 1,
            coordinates: true,
        };
        let json = serde_json::to_string(&stored).unwrap();
        assert_eq!(parse_settings(&json), Ok(s));
        assert!(parse_settings("{not json").is_err());
        assert!(parse_settings(&json.replace("\"version\":1", "\"version\":2")).is_err());
        assert!(parse_settings(&json.replace("incerto", "chess")).is_err());
    }

    #[test]
    fn games_round_trip_and_refuse_bad_records() {
        let mut game = Game::new(Variant::HiddenChess, 9);
        game.play_str("e2e4", None).unwrap();
        let mode = Mode::Computer {
            human: Color::White,
            level: 2,
        };
        let session = Session::new(game, mode, 9, 1);
        let json = game_json(&session).unwrap();
        let (g, m, seed) = parse_game(&json).unwrap();
        assert_eq!((g.history().len(), m, seed), (1, mode, 9));
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
            },
            Kept {
                id: 2,
                game: b.into(),
                mode: Mode::Computer {
                    human: Color::Black,
                    level: 3,
                },
                seed: 12,
            },
        ];
        let json = kept_json(&kept).unwrap();
        let (games, errors) = parse_kept(&json);
        assert!(errors.is_empty(), "{errors:?}");
        let got: Vec<_> = games
            .iter()
            .map(|(g, m, seed)| (g.variant(), *m, *seed, g.history().len(), g.pending()))
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

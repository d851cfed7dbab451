//! What the new-game form chooses and the app remembers (storage.rs), and the game it
//! describes once its random parts are decided.

use super::clock::TimeControl;
use super::seat::Mode;
pub use incerto_engine::bot::{Level, Strength};
use incerto_engine::{Color, Variant};
use incerto_ui::i18n::Lang;

/// Who plays the other side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opponent {
    Computer,
    Human,
}

impl Opponent {
    pub const ALL: [Opponent; 2] = [Opponent::Computer, Opponent::Human];

    pub fn name(self) -> &'static str {
        match self {
            Opponent::Computer => "computer",
            Opponent::Human => "human",
        }
    }

    pub fn parse(s: &str) -> Option<Opponent> {
        Opponent::ALL.into_iter().find(|o| o.name() == s)
    }
}

/// The side asked for on the new-game screen; `Random` is resolved when the game starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SideChoice {
    White,
    Black,
    Random,
}

impl SideChoice {
    pub const ALL: [SideChoice; 3] = [SideChoice::White, SideChoice::Black, SideChoice::Random];

    pub fn name(self) -> &'static str {
        match self {
            SideChoice::White => "white",
            SideChoice::Black => "black",
            SideChoice::Random => "random",
        }
    }

    pub fn parse(s: &str) -> Option<SideChoice> {
        SideChoice::ALL.into_iter().find(|o| o.name() == s)
    }

    /// The colour this choice gives; `coin` decides `Random` (the caller draws it, so the
    /// reducer stays deterministic).
    pub fn resolve(self, coin: bool) -> Color {
        match self {
            SideChoice::White => Color::White,
            SideChoice::Black => Color::Black,
            SideChoice::Random if coin => Color::White,
            SideChoice::Random => Color::Black,
        }
    }
}

/// Computer levels offered on the new-game screen, weakest first: the two baselines
/// (random moves; takes what it can see) for people learning the rules, then the searching
/// levels 1 to 5. Never the arena's all-seeing `oracle5`, which is no `Level` at all.
pub const LEVELS: [Level; 7] = Level::ALL;

/// A level as links and storage write it: `1` … `5`, `random`, `greedy`.
pub fn level_code(level: Level) -> String {
    match level {
        Level::Search(n) => n.to_string(),
        other => other.name(),
    }
}

/// Reads `level_code`'s form; `None` for anything else (`0`, `6`, `oracle5`).
pub fn parse_level(code: &str) -> Option<Level> {
    let level = match code {
        "random" => Level::Random,
        "greedy" => Level::Greedy,
        n => Level::search(n.parse().ok()?)?,
    };
    LEVELS.contains(&level).then_some(level)
}

/// What the player chose last time; remembered across visits (storage.rs).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settings {
    pub lang: Lang,
    pub variant: Variant,
    pub opponent: Opponent,
    pub side: SideChoice,
    pub level: Level,
    pub coordinates: bool,
    /// The clock for new games, if any.
    pub clock: Option<TimeControl>,
    /// The form's minutes and increment, remembered while "no clock" is chosen.
    pub clock_fields: TimeControl,
    /// Belief hints on the board: the odds of each piece the viewer cannot identify.
    pub hints: bool,
    /// The board turned round from its default (the viewer's side at the bottom).
    pub flipped: bool,
    /// The game's sounds (`sound::use_sounds`): on (as they start; nothing plays before
    /// the page's first gesture), and how
    /// loud, 0 to 100.
    pub sound: bool,
    pub volume: u8,
}

/// The form's clock until the person sets one: five minutes and three seconds a move.
pub const DEFAULT_CLOCK: TimeControl = TimeControl::new(5, 3);

/// The sounds' volume until the person sets one.
pub const DEFAULT_VOLUME: u8 = 60;

impl Settings {
    pub fn new(lang: Lang) -> Settings {
        Settings {
            lang,
            variant: Variant::Incerto,
            opponent: Opponent::Computer,
            side: SideChoice::White,
            level: Level::Search(Strength::One),
            coordinates: true,
            clock: None,
            clock_fields: DEFAULT_CLOCK,
            hints: false,
            flipped: false,
            sound: true,
            volume: DEFAULT_VOLUME,
        }
    }

    /// The game these settings describe, dealt from `seed`; `coin` decides a random side.
    pub fn new_game(&self, seed: u64, coin: bool) -> NewGame {
        let mode = match self.opponent {
            Opponent::Human => Mode::Human,
            Opponent::Computer => Mode::Computer {
                human: self.side.resolve(coin),
                level: self.level,
            },
        };
        NewGame {
            variant: self.variant,
            seed,
            mode,
            clock: self.clock,
        }
    }
}

/// A game to start: everything random is already decided.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGame {
    pub variant: Variant,
    pub seed: u64,
    pub mode: Mode,
    /// The time control, if the game is played with clocks.
    pub clock: Option<TimeControl>,
}

//! The two-device games this device takes part in (localStorage `incerto.friend.v1`): for
//! each, what the invitation set up and which side this device plays, so that an
//! invitation opened twice, or on its own device, is told apart from a new one, and a game
//! can be resumed. Nothing here is a secret or a hidden piece: the setup is what both
//! invitations carry.
//!
//! `{"version":1,"games":[{"id":u64,"role":"host"|"guest","side":"white"|"black",
//! "variant":…,"clock":{"minutes","increment"}|null,"made":minutes,"answered"?:u16,
//! "connected":bool}]}`, newest first, at
//! most `MAX_GAMES`. A value that does not read is kept aside (`storage::keep_unread`).

use incerto_app::state::clock::TimeControl;
use incerto_engine::{Color, Variant};
use incerto_ui::{json, storage};
use serde::{Deserialize, Serialize};

pub const KEY: &str = "incerto.friend.v1";
const VERSION: u32 = 1;
/// The most games kept; the oldest goes first.
pub const MAX_GAMES: usize = 16;

/// Which device made the invitation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Host,
    Guest,
}

/// One two-device game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct FriendGame {
    pub id: u64,
    pub role: Role,
    /// This device's side.
    pub side: Color,
    pub variant: Variant,
    pub clock: Option<TimeControl>,
    /// When the first invitation was made (minutes since 1970).
    pub made: u32,
    /// The check of the last invitation this device answered (`check::check_of`): the same
    /// invitation opened again is used up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answered: Option<u16>,
    /// Whether the devices have been connected: a new invitation is then to resume.
    #[serde(default)]
    pub connected: bool,
}

/// Every two-device game of this device.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Store {
    pub games: Vec<FriendGame>,
}

#[derive(Serialize, Deserialize)]
struct Stored {
    version: u32,
    games: Vec<FriendGame>,
}

impl Store {
    /// The game of `id`, if this device has it.
    pub fn game(&self, id: u64) -> Option<&FriendGame> {
        self.games.iter().find(|g| g.id == id)
    }

    /// Changes the game of `id`, if there is one, and keeps it first.
    pub fn update(&mut self, id: u64, change: impl FnOnce(&mut FriendGame)) {
        if let Some(mut g) = self.game(id).cloned() {
            change(&mut g);
            self.add(g);
        }
    }

    /// Adds `game` first (replacing one of its id), dropping the oldest beyond `MAX_GAMES`.
    pub fn add(&mut self, game: FriendGame) {
        self.games.retain(|g| g.id != game.id);
        self.games.insert(0, game);
        self.games.truncate(MAX_GAMES);
    }

    /// Reads the stored text.
    pub fn parse(raw: &str) -> Result<Store, String> {
        let s: Stored = json::from_str(raw)?;
        if s.version != VERSION {
            return Err(format!("version {} is not {VERSION}", s.version));
        }
        Ok(Store { games: s.games })
    }

    /// The text to store.
    pub fn text(&self) -> String {
        json::to_string(&Stored {
            version: VERSION,
            games: self.games.clone(),
        })
        .unwrap_or_default()
    }

    /// What is stored; an unreadable value is kept aside, and an empty store returned.
    pub fn load() -> Store {
        let Some(raw) = storage::read(KEY) else {
            return Store::default();
        };
        Store::parse(&raw).unwrap_or_else(|why| {
            storage::keep_unread(KEY, &raw, VERSION, why);
            Store::default()
        })
    }

    /// Stores this (never over a newer page's value: `storage::write`).
    pub fn save(&self) {
        storage::write(KEY, &self.text());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: u64) -> FriendGame {
        FriendGame {
            id,
            role: Role::Host,
            side: Color::Black,
            variant: Variant::HiddenRandom,
            clock: Some(TimeControl::new(10, 5)),
            made: 29_000_000,
            answered: None,
            connected: false,
        }
    }

    #[test]
    fn pins_the_stored_text_and_reads_it_back() {
        let mut s = Store::default();
        s.add(game(u64::MAX));
        assert_eq!(
            s.text(),
            r#"{"version":1,"games":[{"id":18446744073709551615,"role":"host","side":"black","variant":"hidden-random","clock":{"minutes":10,"increment":5},"made":29000000,"connected":false}]}"#
        );
        assert_eq!(Store::parse(&s.text()), Ok(s));
        assert!(Store::parse(r#"{"version":2,"games":[]}"#).is_err());
    }

    #[test]
    fn keeps_the_newest_games() {
        let mut s = Store::default();
        for id in 0..20 {
            s.add(game(id));
        }
        s.add(game(10));
        assert_eq!(s.games.len(), MAX_GAMES);
        assert_eq!(s.games[0].id, 10);
        assert_eq!(s.games[1].id, 19);
        assert!(s.game(3).is_none());
    }
}

//! The finished current game's analysis in localStorage (`incerto.analysis.v1`): an entry
//! of its own beside the game's (web/app's storage.rs), so the game's stays as it was and
//! a build that knows no analysis reads the game and ignores the rest. It names the game
//! it is of by a digest of its record; another game's entry is left for a save to replace.

use incerto_app::storage::VERSION;
use incerto_engine::Game;
use incerto_ui::json;
use incerto_ui::storage::{read, write};
use serde::{Deserialize, Serialize};

pub const ANALYSIS_KEY: &str = "incerto.analysis.v1";

/// The analysis of a finished game as stored: the game it is of (a digest of its record),
/// and each lens's `Review` as the worker's JSON text (kept as text: the page reads it as
/// it reads the worker's reply, without serde's readers for the whole `Review`).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredAnalysis {
    version: u32,
    game: String,
    view: String,
    all: String,
}

/// A digest of the game's record (FNV-1a 64 of its JSON): which game an analysis is of.
fn digest(game: &Game) -> String {
    let text = json::to_string(&game.record()).unwrap_or_default();
    let h = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{h:016x}")
}

/// The analysis entry for `game` and its two lenses' JSON texts.
pub fn analysis_json(game: &Game, view: &str, all: &str) -> Option<String> {
    json::to_string(&StoredAnalysis {
        version: VERSION,
        game: digest(game),
        view: view.to_owned(),
        all: all.to_owned(),
    })
    .ok()
}

/// The stored analysis's two JSON texts if it is of `game`.
pub fn parse_analysis(raw: &str, game: &Game) -> Option<(String, String)> {
    let s: StoredAnalysis = json::from_str(raw).ok()?;
    (s.version == VERSION && s.game == digest(game)).then_some((s.view, s.all))
}

/// Saves the finished game's analysis.
pub fn save_analysis(game: &Game, view: &str, all: &str) {
    if let Some(json) = analysis_json(game, view, all) {
        write(ANALYSIS_KEY, &json);
    }
}

/// The stored analysis of `game`, if there is one.
pub fn load_analysis(game: &Game) -> Option<(String, String)> {
    parse_analysis(&read(ANALYSIS_KEY)?, game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::Variant;

    /// Hidden Chess, seed 7, after `moves`.
    fn after(moves: &[&str]) -> Game {
        let mut game = Game::new(Variant::HiddenChess, 7);
        for m in moves {
            game.play_str(m, None).unwrap();
        }
        game
    }

    #[test]
    fn an_analysis_is_read_back_for_its_own_game_only() {
        let game = after(&["e2e4"]);
        let raw = analysis_json(&game, r#"{"lens":"view"}"#, r#"{"lens":"all"}"#).unwrap();
        assert_eq!(
            parse_analysis(&raw, &game),
            Some((r#"{"lens":"view"}"#.into(), r#"{"lens":"all"}"#.into()))
        );
        // Another game (one more move), another build's entry, junk: nothing.
        assert_eq!(parse_analysis(&raw, &after(&["e2e4", "e7e5"])), None);
        assert_eq!(parse_analysis(&raw.replace(":1,", ":2,"), &game), None);
        assert_eq!(parse_analysis("{", &game), None);
        // The saved game's own entry is as it was: the analysis is not in it.
        assert!(!raw.contains("\"record\""));
    }
}

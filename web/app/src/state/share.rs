//! A finished game as a link: `#/replay?variant=…&seed=…&moves=…&result=…` holds its whole
//! record (the deal's seed, or the start position for a game from a FEN, the actions and
//! the result), so opening the link replays it through the rules. Only a finished game
//! has one: an unfinished game's record holds the seed, which decides every hidden piece.
//!
//! - `variant`: the game's name; `seed`: the deal (or `start`: the extended FEN,
//!   percent-encoded, for a game without a seed);
//! - `moves`: the actions in notation, joined by `.` (`e2e4.e7e5.@b2`);
//! - `result`: `<score>:<reason>` (`1-0:checkmate`, `1/2-1/2:agreement`).
//!
//! Reading one is as strict as loading a record (`Game::from_record`): anything that does
//! not replay to a finished game is refused with the reason.

use incerto_engine::{Game, GameRecord, RecordedAction, RecordedResult, Variant};
use incerto_ui::query;

/// The route of a finished game's replay link (`None` while the game is on).
pub fn replay_hash(game: &Game) -> Option<String> {
    let result = game.outcome()?;
    let record = game.record();
    let mut h = format!("#/replay?variant={}", record.variant);
    match record.seed {
        Some(seed) => h.push_str(&format!("&seed={seed}")),
        None => h.push_str(&format!("&start={}", percent_encode(&record.start))),
    }
    let moves: Vec<&str> = record.actions.iter().map(|a| a.action.as_str()).collect();
    h.push_str(&format!("&moves={}", moves.join(".")));
    h.push_str(&format!("&result={}:{}", result.score(), result.reason()));
    Some(h)
}

/// The record a replay link's query (after `?`) holds, checked: it must replay through the
/// rules to a finished game.
pub fn read_replay(query: &str) -> Result<GameRecord, String> {
    let (mut variant, mut seed, mut start, mut moves, mut result) = (None, None, None, None, None);
    for (key, raw) in query::pairs(query) {
        let slot = match key.as_str() {
            "variant" => &mut variant,
            "seed" => &mut seed,
            "start" => &mut start,
            "moves" => &mut moves,
            "result" => &mut result,
            // Unknown parameters (trackers, later additions) are ignored.
            _ => continue,
        };
        let value = query::decode(raw).ok_or_else(|| format!("'{key}' is not readable"))?;
        if slot.replace(value).is_some() {
            return Err(format!("'{key}' is given twice"));
        }
    }
    let variant = variant.ok_or("the link names no game (variant=…)")?;
    let parsed: Variant = variant
        .parse()
        .map_err(|_| format!("'{variant}' is not a game"))?;
    let seed = match seed {
        Some(s) => Some(
            s.parse::<u64>()
                .map_err(|_| format!("'{s}' is not a seed"))?,
        ),
        None => None,
    };
    let start = match (seed, start) {
        (Some(seed), None) => Game::new(parsed, seed).start_position().fen(),
        (None, Some(fen)) => fen,
        (Some(_), Some(_)) => {
            return Err("a link gives a seed or a start position, not both".into())
        }
        (None, None) => return Err("the link names no seed (seed=…)".into()),
    };
    let actions = moves
        .unwrap_or_default()
        .split('.')
        .filter(|m| !m.is_empty())
        .map(|m| RecordedAction {
            action: m.to_owned(),
            time: None,
        })
        .collect();
    let result = result.ok_or("a replay link is for a finished game (result=…)")?;
    let (score, reason) = result
        .split_once(':')
        .ok_or_else(|| format!("'{result}' is not a result like 1-0:checkmate"))?;
    let record = GameRecord {
        format: "incerto-game".to_owned(),
        version: 1,
        variant,
        seed,
        start,
        actions,
        selected: None,
        promotion: None,
        result: Some(RecordedResult {
            score: score.to_owned(),
            reason: reason.to_owned(),
        }),
        draw_offer: None,
    };
    // The same checks as any record: every action replays, the result fits.
    let game = Game::from_record(&record).map_err(|e| e.to_string())?;
    if !game.is_over() {
        return Err("a replay link is for a finished game".into());
    }
    Ok(record)
}

/// Escapes everything but letters, digits and `/ * - .` (a FEN's own characters).
fn percent_encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"/*-.".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::Color;

    fn query(hash: &str) -> &str {
        hash.split_once('?').unwrap().1
    }

    #[test]
    fn a_finished_game_goes_through_its_link_and_back() {
        let mut g = Game::new(Variant::HiddenChess, 987_654_321);
        for a in ["e2e4", "e7e5"] {
            g.play_str(a, None).unwrap();
        }
        assert_eq!(replay_hash(&g), None, "never for an unfinished game");
        g.resign(Color::White).unwrap();
        let hash = replay_hash(&g).unwrap();
        assert_eq!(
            hash,
            "#/replay?variant=hidden-chess&seed=987654321&moves=e2e4.e7e5&result=0-1:resignation"
        );
        let back = Game::from_record(&read_replay(query(&hash)).unwrap()).unwrap();
        assert_eq!(back.view(None), g.view(None));
    }

    #[test]
    fn a_game_from_a_position_carries_its_start() {
        let mut g =
            Game::from_fen(Variant::HiddenRandom, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
        g.play_str("a1a8", None).unwrap();
        let hash = replay_hash(&g).unwrap();
        assert!(
            hash.contains("&start=6k1/5ppp/8/8/8/8/8/R5K1%20w%20-%20-%200%201&"),
            "{hash}"
        );
        let back = Game::from_record(&read_replay(query(&hash)).unwrap()).unwrap();
        assert_eq!(back.view(None), g.view(None));
    }

    #[test]
    fn bad_links_are_refused_with_a_reason() {
        for (q, why) in [
            ("", "names no game"),
            ("variant=chess&seed=1&result=1-0:resignation", "not a game"),
            ("variant=incerto&result=1-0:resignation", "names no seed"),
            (
                "variant=incerto&seed=x&result=1-0:resignation",
                "not a seed",
            ),
            ("variant=incerto&seed=1&moves=a2a3", "finished game"),
            (
                "variant=incerto&seed=1&moves=a2a9&result=1-0:resignation",
                "does not replay",
            ),
            ("variant=incerto&seed=1&result=1-0", "not a result"),
            ("variant=incerto&seed=1&result=1-0:checkmate", "result"),
            (
                "variant=incerto&seed=1&seed=2&result=1-0:resignation",
                "twice",
            ),
            (
                "variant=incerto&start=%ZZ&result=1-0:resignation",
                "not readable",
            ),
        ] {
            let e = read_replay(q).unwrap_err();
            assert!(e.contains(why), "{q}: {e}");
        }
    }
}

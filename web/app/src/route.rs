//! Hash routes: `#/new?…` (the new-game form), `#/play` (the game in progress),
//! `#/play?variant=…&seed=…&opponent=…&side=…&level=…&clock=…` (a link that starts that
//! game, or a finished game's address), `#/replay?…` (a finished game's whole record, see
//! `state::share`). The other pages' addresses are told apart here and read there: the
//! lessons page's `#/learn/<game>/<lesson>/<step>` (web/learn), the embed page's
//! `#/embed?…` (web/embed), the analysis page's `#/analysis` (web/analysis). The seed
//! decides every hidden piece, so the URL of an unfinished game never holds it: a link
//! with a seed starts the game and the app replaces the hash with `#/play` at once. Every part is parsed fallibly: a link that cannot be
//! read becomes `Target::Bad` with the reason, never a panic.

use crate::state::clock::TimeControl;
use crate::state::share::read_replay;
use crate::state::{
    level_code, parse_level, AppState, Level, Mode, NewGame, Opponent, Screen, Session, Settings,
    SideChoice, Strength, Target,
};
use incerto_engine::Variant;
use incerto_ui::query;

/// Whether a hash is the embed route's, `#/embed?…`: the embed page's (web/embed), which
/// index.html's loader starts for it (Trunk.toml tests the same).
pub fn is_embed(hash: &str) -> bool {
    path_of(hash).trim_end_matches('/') == "/embed"
}

/// A hash's path: without its `#` (if any) and its query.
fn path_of(hash: &str) -> &str {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    hash.split_once('?').map_or(hash, |(p, _)| p)
}

/// Whether a hash belongs to the lessons page (`#/learn…`, web/learn), another page wasm:
/// index.html's loader starts that one for these addresses, and a page reloads when the
/// address turns to another page's. Trunk.toml's loader tests the same with a regular
/// expression (tests/docs/pages.test.mjs keeps the two in step).
pub fn is_lessons_page(hash: &str) -> bool {
    let path = path_of(hash);
    path == "/learn" || path.starts_with("/learn/")
}

/// Whether a hash is the analysis page's, `#/analysis` (the third page wasm, web/analysis:
/// index.html's loader starts it for this address; Trunk.toml tests the same).
pub fn is_analysis_page(hash: &str) -> bool {
    path_of(hash).trim_end_matches('/') == "/analysis"
}

/// Whether a hash is the app's page's (not the lessons, embed or analysis page's).
pub fn is_app_page(hash: &str) -> bool {
    !is_lessons_page(hash) && !is_embed(hash) && !is_analysis_page(hash)
}

/// Reads a location hash (with or without the leading `#`). `coin` decides `side=random`.
pub fn target(hash: &str, coin: bool) -> Target {
    match parse(hash, coin) {
        Ok(t) => t,
        Err(e) => Target::Bad(e),
    }
}

/// The query parameters of a route, each read at most once.
#[derive(Default)]
struct Params {
    variant: Option<Variant>,
    opponent: Option<Opponent>,
    side: Option<SideChoice>,
    level: Option<Level>,
    seed: Option<u64>,
    clock: Option<TimeControl>,
}

fn parse(hash: &str, coin: bool) -> Result<Target, String> {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let (path, query) = match hash.split_once('?') {
        Some((p, q)) => (p, q),
        None => (hash, ""),
    };
    // Each page wasm reads only its own addresses (index.html's loader starts the lessons
    // page for `#/learn…`, which web/learn reads, and the embed page for `#/embed?…`; the
    // app's page loads them), so none links another's readers.
    if is_lessons_page(hash) || is_embed(hash) {
        return Ok(Target::Lessons);
    }
    if is_analysis_page(hash) {
        return Ok(Target::Analysis);
    }
    if path.trim_end_matches('/') == "/replay" {
        return Ok(Target::Replay(read_replay(query).map(Box::new)));
    }
    let params = params(query)?;
    match path.trim_end_matches('/') {
        "" if query.is_empty() => Ok(Target::Home),
        "/new" => Ok(Target::New {
            variant: params.variant,
            opponent: params.opponent,
            side: params.side,
            level: params.level,
            seed: params.seed,
        }),
        "/play" if query.is_empty() => Ok(Target::Home),
        "/play" => {
            let variant = params.variant.ok_or("the link names no game (variant=…)")?;
            let seed = params.seed.ok_or("the link names no seed (seed=…)")?;
            let mode = match params.opponent.unwrap_or(Opponent::Computer) {
                Opponent::Human => Mode::Human,
                Opponent::Computer => Mode::Computer {
                    human: params.side.unwrap_or(SideChoice::White).resolve(coin),
                    level: params.level.unwrap_or(Level::Search(Strength::One)),
                },
            };
            Ok(Target::Play(NewGame {
                variant,
                seed,
                mode,
                clock: params.clock,
            }))
        }
        other => Err(format!("unknown page '{other}'")),
    }
}

fn params(query: &str) -> Result<Params, String> {
    let mut p = Params::default();
    for (key, raw) in query::pairs(query) {
        let bad = || format!("'{raw}' is not a valid {key}");
        let value = || query::decode(raw).ok_or_else(bad);
        match key.as_str() {
            "variant" => p.variant = Some(value()?.parse().map_err(|_| bad())?),
            "opponent" => p.opponent = Some(Opponent::parse(&value()?).ok_or_else(bad)?),
            "side" => p.side = Some(SideChoice::parse(&value()?).ok_or_else(bad)?),
            // 1 to 5, random or greedy.
            "level" => p.level = Some(parse_level(&value()?).ok_or_else(bad)?),
            "seed" => p.seed = Some(value()?.parse::<u64>().map_err(|_| bad())?),
            // `5+3`: a `+` written as is reads as a space (the query rule), `%2B` as `+`.
            "clock" => {
                let clock = TimeControl::parse(&value()?.replace(' ', "+"));
                p.clock = Some(clock.ok_or_else(bad)?)
            }
            // Unknown parameters (trackers, future options) are ignored, not fatal.
            _ => {}
        }
    }
    Ok(p)
}

/// The address of the app's screen on show: the game's, or the new-game form's. (The
/// Learn screen's is the lessons page's to write.)
pub fn screen_hash(st: &AppState) -> String {
    match (st.screen, &st.session) {
        (Screen::Play, Some(s)) => play_hash(s),
        (Screen::Analysis, _) => "#/analysis".to_owned(),
        _ => new_hash(&st.settings, &st.seed_text),
    }
}

/// The hash of the new-game screen for the current form.
pub fn new_hash(settings: &Settings, seed_text: &str) -> String {
    let mut h = format!(
        "#/new?variant={}&opponent={}",
        settings.variant.name(),
        settings.opponent.name()
    );
    if settings.opponent == Opponent::Computer {
        h.push_str(&format!(
            "&side={}&level={}",
            settings.side.name(),
            level_code(settings.level)
        ));
    }
    if let Ok(seed) = seed_text.trim().parse::<u64>() {
        h.push_str(&format!("&seed={seed}"));
    }
    h
}

/// The hash of a game. While it is unfinished, plain `#/play` (the game in progress, found
/// in storage on a reload): the seed would tell anyone every hidden piece. Once it is over,
/// the whole setup with its seed: opening it again shows this game, sharing it starts the
/// same deal.
pub fn play_hash(s: &Session) -> String {
    if !s.is_over() {
        return "#/play".to_owned();
    }
    let mut h = format!("#/play?variant={}&seed={}", s.variant().name(), s.seed);
    match s.mode {
        Mode::Human => h.push_str("&opponent=human"),
        Mode::Computer { human, level } => h.push_str(&format!(
            "&opponent=computer&side={human}&level={}",
            level_code(level)
        )),
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::Color;

    #[test]
    fn reads_play_links() {
        let t = target("#/play?variant=hidden-chess&seed=7&opponent=human", true);
        assert_eq!(
            t,
            Target::Play(NewGame {
                variant: Variant::HiddenChess,
                seed: 7,
                mode: Mode::Human,
                clock: None,
            })
        );
        let t = target("#/play?variant=incerto&seed=42&side=black&level=2", true);
        assert_eq!(
            t,
            Target::Play(NewGame {
                variant: Variant::Incerto,
                seed: 42,
                mode: Mode::Computer {
                    human: Color::Black,
                    level: Level::Search(Strength::Two)
                },
                clock: None,
            })
        );
    }

    #[test]
    fn reads_a_clock_with_its_plus_written_either_way() {
        for clock in ["5+3", "5%2B3", "5%2b3"] {
            let t = target(
                &format!("#/play?variant=incerto&seed=1&clock={clock}"),
                true,
            );
            let Target::Play(NewGame { clock: got, .. }) = t else {
                panic!("{clock}: {t:?}")
            };
            assert_eq!(got, TimeControl::checked(5, 3), "{clock}");
        }
        let t = target("#/play?variant=incerto&seed=1&clock=5%2", true);
        assert_eq!(t, Target::Bad("'5%2' is not a valid clock".into()));
        // An unknown parameter is ignored even when it cannot be decoded.
        let t = target("#/play?variant=incerto&seed=1&opponent=human&utm=%zz", true);
        assert!(
            matches!(
                t,
                Target::Play(NewGame {
                    mode: Mode::Human,
                    ..
                })
            ),
            "{t:?}"
        );
    }

    #[test]
    fn reads_every_level() {
        for (code, level) in [
            ("random", Level::Random),
            ("greedy", Level::Greedy),
            ("1", Level::Search(Strength::One)),
            ("5", Level::Search(Strength::Five)),
        ] {
            let t = target(&format!("#/play?variant=incerto&seed=1&level={code}"), true);
            let Target::Play(NewGame {
                mode: Mode::Computer { level: got, .. },
                ..
            }) = t
            else {
                panic!("{code}: {t:?}")
            };
            assert_eq!(got, level);
            assert_eq!(level_code(level), code);
        }
    }

    #[test]
    fn reads_new_and_home() {
        assert_eq!(target("", false), Target::Home);
        assert_eq!(target("#/", false), Target::Home);
        assert_eq!(target("#/play", false), Target::Home);
        assert!(matches!(
            target("#/new?variant=incerto&seed=42", false),
            Target::New {
                variant: Some(Variant::Incerto),
                seed: Some(42),
                ..
            }
        ));
    }

    #[test]
    fn leaves_the_lessons_addresses_to_the_lessons_page() {
        // Not a lesson's address.
        assert!(matches!(target("#/learner", false), Target::Bad(_)));
        // The app's page reads none of the lessons page's (web/learn reads them).
        for lessons in [
            "#/learn",
            "#/learn/incerto/turn/2",
            "#/learn/chess",
            "#/embed?x",
        ] {
            assert_eq!(target(lessons, false), Target::Lessons, "{lessons}");
        }
    }

    /// Each address with whether it is the lessons page's, whether it is the embed route
    /// and whether it is the analysis page's (tests/docs/pages.test.mjs reads this table).
    #[test]
    fn tells_the_lessons_page_and_the_embed_route() {
        let (lessons, embed, app) = (
            (true, false, false),
            (false, true, false),
            (false, false, false),
        );
        let analysis = (false, false, true);
        for (hash, want) in [
            ("#/learn", lessons),
            ("#/learn/", lessons),
            ("#/learn/incerto/turn/2", lessons),
            ("#/learn?x", lessons),
            ("#/learn/chess", lessons),
            ("#/embed?game=incerto&lesson=turn", embed),
            ("#/embed/", embed),
            ("#/embed", embed),
            ("#/embed/?x", embed),
            ("", app),
            ("#", app),
            ("#/", app),
            ("#/new", app),
            ("#/new?variant=incerto", app),
            ("#/play", app),
            ("#/play?variant=incerto&seed=1", app),
            ("#/play?embed", app),
            ("#/learner", app),
            ("#/learning/incerto", app),
            ("#/embedded", app),
            ("#learn", app),
            ("#embed", app),
            ("#/new?x=/learn", app),
            ("#/analysis", analysis),
            ("#/analysis/", analysis),
            ("#/analysis?lens=all", analysis),
            ("#/analysis2", app),
            ("#/analyse", app),
            ("#analysis", app),
            ("#/play?analysis", app),
            ("#/learn/analysis", lessons),
        ] {
            let got = (
                is_lessons_page(hash),
                is_embed(hash),
                is_analysis_page(hash),
            );
            assert_eq!(got, want, "{hash}");
            assert_eq!(is_app_page(hash), want == app, "{hash}");
        }
        // The embed route is told by its path alone, with or without the hash's `#`.
        assert!(is_embed("/embed/"));
        assert!(!is_embed("#/learn/incerto"));
    }

    /// The analysis page's address is read as the analysis screen, with or without its `#`
    /// or a trailing `/`; a near miss is a bad link.
    #[test]
    fn reads_the_analysis_address() {
        for hash in ["#/analysis", "#/analysis/", "/analysis", "#/analysis?x"] {
            assert_eq!(target(hash, false), Target::Analysis, "{hash}");
        }
        assert!(matches!(target("#/analyse", false), Target::Bad(_)));
    }

    #[test]
    fn refuses_malformed_links() {
        for bad in [
            "#/play?variant=chess&seed=1",
            "#/play?variant=incerto",
            "#/play?variant=incerto&seed=-1",
            "#/play?variant=incerto&seed=99999999999999999999999",
            "#/play?variant=incerto&seed=1&level=9",
            "#/play?variant=incerto&seed=1&level=0",
            "#/play?variant=incerto&seed=1&level=oracle5",
            "#/play?variant=incerto&seed=1&level=level2",
            "#/new?side=green",
            "#/elsewhere",
            "#/play?variant=incerto&seed=%F0",
        ] {
            assert!(matches!(target(bad, false), Target::Bad(_)), "{bad}");
        }
    }

    #[test]
    fn an_unfinished_game_keeps_its_seed_out_of_the_url() {
        let seed = 9_876_543_210_123;
        let mut game = incerto_engine::Game::new(Variant::HiddenChess, seed);
        let mode = Mode::Computer {
            human: Color::Black,
            level: Level::Search(Strength::Two),
        };
        let s = Session::new(game.clone(), mode, seed, 1);
        assert_eq!(play_hash(&s), "#/play");
        // `#/play` is the game in progress: a reload resumes it from storage.
        assert_eq!(target(&play_hash(&s), true), Target::Home);
        game.resign(Color::White).unwrap();
        let s = Session::new(game, mode, seed, 2);
        let h = play_hash(&s);
        assert_eq!(
            h,
            "#/play?variant=hidden-chess&seed=9876543210123&opponent=computer&side=black&level=2"
        );
        assert_eq!(
            target(&h, true),
            Target::Play(NewGame {
                variant: Variant::HiddenChess,
                seed,
                mode,
                clock: None,
            })
        );
    }

    #[test]
    fn hashes_round_trip() {
        let mut settings = Settings::new(incerto_ui::i18n::Lang::En);
        settings.variant = Variant::HiddenRandom;
        let h = new_hash(&settings, "12");
        assert!(matches!(
            target(&h, false),
            Target::New {
                variant: Some(Variant::HiddenRandom),
                seed: Some(12),
                ..
            }
        ));
    }
}

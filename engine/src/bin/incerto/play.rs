//! `incerto play <player>`: one of the engine's own players, or the ISMCTS sparring
//! partner, as an outside player of the arena's line protocol (docs/ARENA.md): a view as a
//! line of JSON on stdin, its step as a line of JSON on stdout, until stdin ends. A level
//! decides exactly as the arena's in-process player of the same name and seed, which the
//! protocol's tests hold it to.

use super::ismcts;
use incerto_engine::bot::{Answer, Bot, Level, LevelBot};
use incerto_engine::{PlayerView, Step};
use rand::SeedableRng;
use std::io::{BufRead, Write};

/// The step a level takes in `view`, as the arena plays it in process: the bot's answer, or
/// (a view it cannot read) what its fallback does. The answer, when there is one, says
/// what the decision cost.
pub fn level_step(
    bot: &mut LevelBot,
    view: &PlayerView,
    stop: Option<&dyn Fn() -> bool>,
) -> (Option<Step>, Option<Answer>) {
    match bot.answer(view, stop) {
        Ok(a) => (a.step, Some(a)),
        Err(_) => (bot.step(view), None),
    }
}

/// The player of `incerto play`.
enum Player {
    Level(Box<LevelBot>),
    Ismcts {
        settings: ismcts::Settings,
        rng: Box<rand::rngs::ChaCha8Rng>,
    },
}

impl Player {
    fn step(&mut self, view: &PlayerView) -> Result<Step, String> {
        match self {
            Player::Level(bot) => level_step(bot, view, None)
                .0
                .ok_or_else(|| "the view offers nothing to do".to_owned()),
            Player::Ismcts { settings, rng } => ismcts::decide(view, *settings, &mut **rng),
        }
    }
}

pub fn run(args: &[String]) -> Result<String, String> {
    let usage = "play: expected <player> [--seed <u64>] (players: random, greedy, level1 to \
                 level5, ismcts [--iterations <n>] [--explore <c>] [--playout-turns <n>])";
    let [name, rest @ ..] = args else {
        return Err(usage.into());
    };
    let mut seed = None;
    let mut settings = ismcts::Settings::default();
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("play: {flag} needs a value"))?;
        let count = || {
            value
                .parse::<u32>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("invalid {flag} '{value}': expected 1 or more"))
        };
        match flag.as_str() {
            "--seed" => {
                seed = Some(value.parse::<u64>().map_err(|_| {
                    format!(
                        "invalid seed '{value}': expected a number from 0 to 18446744073709551615"
                    )
                })?)
            }
            "--iterations" if name == "ismcts" => settings.iterations = count()?,
            "--playout-turns" if name == "ismcts" => settings.playout_turns = count()?,
            "--explore" if name == "ismcts" => {
                settings.explore = value
                    .parse::<f64>()
                    .ok()
                    .filter(|c| (0.0..=100.0).contains(c))
                    .ok_or_else(|| format!("invalid --explore '{value}': expected 0 to 100"))?
            }
            other => return Err(format!("play: unexpected argument '{other}'")),
        }
    }
    // The seed: --seed, else the arena's INCERTO_SEED, else a random one.
    let seed = match (seed, std::env::var("INCERTO_SEED")) {
        (Some(s), _) => s,
        (None, Ok(s)) => s
            .parse()
            .map_err(|_| format!("play: INCERTO_SEED '{s}' is not a u64"))?,
        (None, Err(_)) => incerto_engine::random_seed().map_err(|e| e.to_string())?,
    };
    let mut player = if name == "ismcts" {
        Player::Ismcts {
            settings,
            rng: Box::new(rand::rngs::ChaCha8Rng::seed_from_u64(seed)),
        }
    } else {
        let level: Level = name.parse().map_err(|e| format!("play: {e}"))?;
        Player::Level(Box::new(LevelBot::new(level, seed)))
    };
    let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
    let mut out = stdout.lock();
    for (n, line) in stdin.lock().lines().enumerate() {
        let line = line.map_err(|e| format!("play: reading stdin: {e}"))?;
        let view: PlayerView = serde_json::from_str(&line)
            .map_err(|e| format!("play: line {} is not a view: {e}", n + 1))?;
        let step = player
            .step(&view)
            .map_err(|e| format!("play: line {}: {e}", n + 1))?;
        let json = serde_json::to_string(&step).map_err(|e| e.to_string())?;
        writeln!(out, "{json}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("play: writing stdout: {e}"))?;
    }
    Ok(String::new())
}

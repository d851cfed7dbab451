//! `incerto play <player>`: one of the engine's own players as an outside player of the
//! arena's line protocol (docs/ARENA.md): a view as a line of JSON on stdin, its step as a
//! line of JSON on stdout, until stdin ends. It decides exactly as the arena's in-process
//! player of the same name and seed, which the protocol's tests hold it to.

use incerto_engine::bot::{Answer, Bot, Level, LevelBot};
use incerto_engine::{PlayerView, Step};
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

/// The seed: `--seed`, else the arena's `INCERTO_SEED`, else a random one.
fn seed(args: &[String]) -> Result<u64, String> {
    let parse = |s: &str| {
        s.parse::<u64>().map_err(|_| {
            format!("invalid seed '{s}': expected a number from 0 to 18446744073709551615")
        })
    };
    match args {
        [] => match std::env::var("INCERTO_SEED") {
            Ok(s) => parse(&s),
            Err(_) => incerto_engine::random_seed().map_err(|e| e.to_string()),
        },
        [flag, value] if flag == "--seed" => parse(value),
        [flag] if flag == "--seed" => Err("play: --seed needs a value".into()),
        [other, ..] => Err(format!("play: unexpected argument '{other}'")),
    }
}

pub fn run(args: &[String]) -> Result<String, String> {
    let [name, rest @ ..] = args else {
        return Err("play: expected <player> [--seed <u64>]".into());
    };
    let level: Level = name.parse().map_err(|e| format!("play: {e}"))?;
    let mut bot = LevelBot::new(level, seed(rest)?);
    let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
    let mut out = stdout.lock();
    for (n, line) in stdin.lock().lines().enumerate() {
        let line = line.map_err(|e| format!("play: reading stdin: {e}"))?;
        let view: PlayerView = serde_json::from_str(&line)
            .map_err(|e| format!("play: line {} is not a view: {e}", n + 1))?;
        let step = level_step(&mut bot, &view, None)
            .0
            .ok_or_else(|| format!("play: line {}: the view offers nothing to do", n + 1))?;
        let json = serde_json::to_string(&step).map_err(|e| e.to_string())?;
        writeln!(out, "{json}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("play: writing stdout: {e}"))?;
    }
    Ok(String::new())
}

//! The `baseline5` player's adapter: built by scripts/baseline5.sh *with the engine of commit
//! 7e721d2* (as an example of that crate), it speaks the arena's line protocol
//! (docs/ARENA.md) for that engine's own level, as that commit's arena played it: a view as
//! a line of JSON on stdin, the step as a line of JSON on stdout, until stdin ends. It adds
//! the protocol and nothing else: the bot, its levels and budgets are the old engine's.
//!
//! Usage: `baseline5 [level]` (default `level5`); the seed is `--seed <u64>` or the arena's
//! `INCERTO_SEED`.

use incerto_engine::bot::{Bot, Level, LevelBot};
use incerto_engine::PlayerView;
use std::io::{BufRead, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("baseline5: {msg}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let mut level = Level::Search(5);
    let mut seed = std::env::var("INCERTO_SEED").ok();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--seed" {
            seed = Some(args.next().ok_or("--seed needs a value")?);
        } else {
            level = arg.parse().map_err(|e| format!("{e}"))?;
        }
    }
    let seed: u64 = seed
        .ok_or("no seed: give --seed <u64> or set INCERTO_SEED")?
        .parse()
        .map_err(|_| "the seed must be a number from 0 to 18446744073709551615")?;
    let mut bot = LevelBot::new(level, seed);
    let mut out = std::io::stdout().lock();
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.map_err(|e| format!("reading stdin: {e}"))?;
        let view: PlayerView = serde_json::from_str(&line)
            .map_err(|e| format!("line {} is not a view: {e}", n + 1))?;
        // What 7e721d2's arena did with a view: the level's answer, or (a view the bot
        // cannot read) its fallback step.
        let step = match bot.answer(&view, None) {
            Ok(a) => a.step,
            Err(_) => bot.step(&view),
        }
        .ok_or_else(|| format!("line {}: the view offers nothing to do", n + 1))?;
        let json = serde_json::to_string(&step).map_err(|e| e.to_string())?;
        writeln!(out, "{json}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("writing stdout: {e}"))?;
    }
    Ok(())
}

//! `incerto`: the engine's command line, for perft checks by outside tools, scripts, and the
//! bots' arena.
//!
//! Output formats are fixed (other tools parse them); bad input gives exit status 2 and one
//! line on stderr.

mod arena;
mod arena_log;
mod ismcts;
mod oracle;
mod outside;
mod play;
mod review;
mod worlds;

use incerto_engine::{divide, perft, Action, Position, Variant};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage:
  incerto perft <variant> \"<fen>\" <depth>
  incerto divide <variant> \"<fen>\" <depth>
  incerto moves <variant> \"<fen>\"
  incerto apply <variant> \"<fen>\" <action>...
  incerto new <variant> [--seed <u64>]
  incerto arena <variant> <A> <B> --games <N> [--from <g>] [--seed <u64>] [--threads <N>]
    [--timeout <s>] [--log <file>] [--pgn <file>]
  incerto arena-log [--against <log>] <log>...   (one run's result from its --log files, e.g.
    its parts; --against: game for game against another run on the same deals)
  incerto play <player> [--seed <u64>]   (the arena's line protocol on stdin/stdout: docs/ARENA.md;
    <player> is a level or ismcts, the Incerto sparring partner [--iterations <n>, default 3000])
  incerto review <record.json|-> [--side white|black|both] [--lens view|all] [--level 1-5]
variants: incerto, hidden-random, hidden-chess
players: random, greedy, level1 ... level5 (level5@<ms>: capped at <ms> of CPU time a decision;
  level5@browser: at its browser cap, scaled to this machine's native speed),
  oracle5 (all-seeing level 5, the arena's yardstick), ext:<program> [args] (an outside player)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (`| head`) is not an error worth a message.
            let _ = stdout.write_all(out.as_bytes());
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("incerto: {msg}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let (cmd, rest) = args
        .split_first()
        .ok_or_else(|| format!("no command given\n{USAGE}").replace('\n', "; "))?;
    let variant = |i: usize| -> Result<Variant, String> {
        rest.get(i)
            .ok_or_else(|| format!("{cmd}: missing variant"))?
            .parse::<Variant>()
            .map_err(|e| e.to_string())
    };
    let position = |v: Variant| -> Result<Position, String> {
        let fen = rest
            .get(1)
            .ok_or_else(|| format!("{cmd}: missing position"))?;
        Position::from_fen(v, fen).map_err(|e| e.to_string())
    };
    let depth = || -> Result<u32, String> {
        let d = rest.get(2).ok_or_else(|| format!("{cmd}: missing depth"))?;
        d.parse::<u32>()
            .ok()
            .filter(|&d| d <= 64)
            .ok_or_else(|| format!("invalid depth '{d}': expected a number from 0 to 64"))
    };
    let expect_len = |n: usize| {
        if rest.len() > n {
            Err(format!("{cmd}: unexpected argument '{}'", rest[n]))
        } else {
            Ok(())
        }
    };
    match cmd.as_str() {
        "perft" => {
            let v = variant(0)?;
            let pos = position(v)?;
            let d = depth()?;
            expect_len(3)?;
            Ok(format!("{}\n", perft(&pos, d)))
        }
        "divide" => {
            let v = variant(0)?;
            let pos = position(v)?;
            let d = depth()?;
            expect_len(3)?;
            let rows = divide(&pos, d);
            let mut out = String::new();
            for (action, n) in &rows {
                out.push_str(&format!("{action}: {n}\n"));
            }
            let total: u64 = rows.iter().map(|(_, n)| n).sum();
            out.push_str(&format!("total: {total}\n"));
            Ok(out)
        }
        "moves" => {
            let v = variant(0)?;
            let pos = position(v)?;
            expect_len(2)?;
            let mut moves: Vec<String> =
                pos.legal_actions().iter().map(|a| a.to_string()).collect();
            moves.sort();
            Ok(moves.into_iter().map(|m| m + "\n").collect())
        }
        "apply" => {
            let v = variant(0)?;
            let mut pos = position(v)?;
            for text in rest.iter().skip(2) {
                let action = Action::parse(v, text).map_err(|e| e.to_string())?;
                // A position knows no player's knowledge beyond its hidden marks: a `*`
                // piece is one its mover has not seen (RULES.md §4).
                let action = pos.as_written(action, pos.is_hidden(action.from()));
                pos = pos.play(action).map_err(|e| e.to_string())?;
            }
            Ok(format!("{}\n", pos.fen()))
        }
        "new" => {
            let v = variant(0)?;
            let seed = match rest.get(1).map(String::as_str) {
                None => incerto_engine::random_seed().map_err(|e| e.to_string())?,
                Some("--seed") => {
                    let s = rest.get(2).ok_or("new: --seed needs a value")?;
                    expect_len(3)?;
                    s.parse::<u64>().map_err(|_| {
                        format!(
                            "invalid seed '{s}': expected a number from 0 to 18446744073709551615"
                        )
                    })?
                }
                Some(other) => return Err(format!("new: unexpected argument '{other}'")),
            };
            Ok(format!("{}\n", Position::new_game(v, seed).fen()))
        }
        "arena" => arena::run(rest),
        "arena-log" => arena_log::run(rest),
        "review" => review::run(rest),
        "play" => play::run(rest),
        "help" | "--help" | "-h" => Ok(format!("{USAGE}\n")),
        other => Err(format!("unknown command '{other}' (try 'incerto help')")),
    }
}

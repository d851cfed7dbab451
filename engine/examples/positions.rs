//! Plays games between two of the engine's levels, as the arena does, and prints every true
//! position of them in which no piece is face down: the raw material of the tactics suite
//! (`scripts/tactics.py` gives these to Fairy-Stockfish).
//!
//! ```sh
//! cargo run --profile fast -p incerto-engine --example positions -- hidden-chess level2 level3 --games 40 --seed 1 [--from 0]
//! ```
//!
//! One line a position: `<variant>\t<game>\t<ply>\t<fen>` (the extended FEN, no `*`), the
//! side to move being a player who must choose (no promotion pending). Game `g` of seed `S`
//! starts from the deal `mix(S ^ mix(g / 2))` with the first player White in even games,
//! as in the arena, so a game can be looked up again; `--from K` plays games K to K + N − 1.

use incerto_engine::bot::{Bot, Level, LevelBot};
use incerto_engine::{Game, Variant};
use std::io::Write;

/// SplitMix64 (the arena's).
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn run(args: &[String]) -> Result<(), String> {
    let usage = "usage: positions <variant> <A> <B> --games <N> [--seed <u64>] [--from <K>]";
    let [variant, a, b, rest @ ..] = args else {
        return Err(usage.into());
    };
    let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
    let levels: [Level; 2] = [
        a.parse().map_err(|e| format!("{e}"))?,
        b.parse().map_err(|e| format!("{e}"))?,
    ];
    let (mut games, mut seed, mut from) = (None, 1u64, 0u64);
    for pair in rest.chunks(2) {
        let value = pair.get(1).ok_or(usage)?;
        match pair[0].as_str() {
            "--games" => games = Some(value.parse::<u64>().map_err(|_| usage)?),
            "--seed" => seed = value.parse().map_err(|_| usage)?,
            "--from" => from = value.parse().map_err(|_| usage)?,
            _ => return Err(usage.into()),
        }
    }
    let games = games.ok_or(usage)?;
    let mut out = std::io::stdout().lock();
    for g in from..from + games {
        let deal = mix(seed ^ mix(g / 2));
        let mut game = Game::new(variant, deal);
        let first_white = g % 2 == 0;
        let mut bots = [0, 1].map(|i| {
            let who = usize::from(first_white) ^ i ^ 1;
            LevelBot::new(levels[who], mix(deal ^ (2 * g + 1 + i as u64)))
        });
        for ply in 0..600 {
            if game.is_over() {
                break;
            }
            if game.pending().is_none() && game.position().hidden().is_empty() {
                let fen = game.position().fen();
                writeln!(out, "{variant}\t{g}\t{ply}\t{fen}").map_err(|e| e.to_string())?;
            }
            let turn = game.turn();
            let view = game.view(Some(turn));
            let Some(step) = bots[turn.index()].step(&view) else {
                break;
            };
            if game.apply_step(step, None).is_err() {
                break;
            }
        }
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("positions: {e}");
            std::process::ExitCode::from(2)
        }
    }
}

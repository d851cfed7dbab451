//! `incerto arena`: games between two computer players, in pairs with the same start
//! position and colours swapped, on every core; the result for the first player with a 95 %
//! Wilson interval. Every game is reproducible from the arena's seed.

use super::oracle;
use incerto_engine::bot::{Bot, Level, LevelBot, Step};
use incerto_engine::{Color, Game, Outcome, Variant};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// A player in the arena: a level, or the all-seeing `oracle5`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Player {
    Level(Level),
    Oracle5,
}

impl Player {
    pub fn parse(s: &str) -> Result<Player, String> {
        if s == "oracle5" {
            return Ok(Player::Oracle5);
        }
        s.parse::<Level>().map(Player::Level).map_err(|_| {
            format!("unknown player '{s}' (expected random, greedy, level1 to level5 or oracle5)")
        })
    }
}

/// A game's result for the arena's first player.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Score {
    Win,
    Draw,
    Loss,
}

/// SplitMix64: independent seeds for every game and bot from the arena's seed.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Applies a bot's step to the game as a person's input would be.
fn apply(game: &mut Game, step: &Step) -> Result<(), String> {
    game.apply_step(*step, None)
        .map(drop)
        .map_err(|e| e.to_string())
}

/// Nanoseconds this thread has spent running on a CPU, if Linux says
/// (`/proc/thread-self/schedstat`): on a machine shared with other work, a decision may wait
/// for a CPU longer than it runs, and that wait says nothing about the bot.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Seconds `f` took: thread CPU time where available, else wall-clock time.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let (wall, cpu) = (Instant::now(), cpu_ns());
    let out = f();
    let secs = match (cpu, cpu_ns()) {
        (Some(a), Some(b)) => b.saturating_sub(a) as f64 / 1e9,
        _ => wall.elapsed().as_secs_f64(),
    };
    (out, secs)
}

/// Statistics of one game, for the speed figures.
#[derive(Default, Clone, Copy)]
struct Work {
    decisions: u64,
    nodes: u64,
    seconds: f64,
    /// Sum over the searched decisions of the deepest iteration completed, and their count.
    depth: u64,
    searched: u64,
}

/// Plays one game; the steps cap only guards against a bug (the rules end every game).
fn play(
    variant: Variant,
    seed: u64,
    players: [Player; 2],
    bot_seeds: [u64; 2],
) -> (Option<Outcome>, [Work; 2]) {
    let mut game = Game::new(variant, seed);
    let mut bots = [0, 1].map(|i| {
        let level = match players[i] {
            Player::Level(l) => l,
            Player::Oracle5 => Level::Search(5),
        };
        LevelBot::new(level, bot_seeds[i])
    });
    let mut work = [Work::default(); 2];
    for _ in 0..20_000 {
        if game.is_over() {
            break;
        }
        let turn = game.turn();
        let i = turn.index();
        let view = match players[i] {
            Player::Oracle5 => oracle::view(&game, turn),
            Player::Level(_) => game.view(Some(turn)),
        };
        let (answer, secs) = timed(|| bots[i].answer(&view, None));
        work[i].seconds += secs;
        work[i].decisions += 1;
        let step = match answer {
            Ok(a) => {
                work[i].nodes += a.nodes;
                if a.nodes > 0 {
                    work[i].depth += u64::from(a.depth);
                    work[i].searched += 1;
                }
                a.step
            }
            Err(_) => bots[i].step(&view),
        };
        let ok = step.is_some_and(|s| apply(&mut game, &s).is_ok());
        if !ok {
            // A bot that cannot move where the rules say it can has lost.
            let _ = game.resign(turn);
        }
    }
    (game.outcome(), work)
}

/// The Wilson score interval at 95 % for `score` out of `n`.
fn wilson(score: f64, n: f64) -> (f64, f64) {
    let z = 1.959_964;
    let p = score / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    ((c - h).max(0.0), (c + h).min(1.0))
}

pub fn run(args: &[String]) -> Result<String, String> {
    let usage = "arena: expected <variant> <A> <B> --games <N> [--seed <u64>]";
    let [variant, a, b, rest @ ..] = args else {
        return Err(usage.into());
    };
    let variant: Variant = variant
        .parse()
        .map_err(|e: incerto_engine::UnknownName| e.to_string())?;
    let players = [Player::parse(a)?, Player::parse(b)?];
    let mut games = None;
    let mut seed = 1u64;
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("arena: {flag} needs a value"))?;
        match flag.as_str() {
            "--games" => {
                games = Some(
                    value
                        .parse::<usize>()
                        .ok()
                        .filter(|&n| (1..=1_000_000).contains(&n))
                        .ok_or_else(|| {
                            format!(
                                "invalid game count '{value}': expected a number from 1 to 1000000"
                            )
                        })?,
                )
            }
            "--seed" => {
                seed = value.parse().map_err(|_| {
                    format!(
                        "invalid seed '{value}': expected a number from 0 to 18446744073709551615"
                    )
                })?
            }
            other => return Err(format!("arena: unexpected argument '{other}'")),
        }
    }
    let games = games.ok_or_else(|| format!("arena: --games is required ({usage})"))?;

    let next = AtomicUsize::new(0);
    let results: Mutex<(Vec<Option<Score>>, [Work; 2])> =
        Mutex::new((vec![None; games], [Work::default(); 2]));
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(games);
    let started = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= games {
                    break;
                }
                // Game 2k and 2k+1 share a start position; the first player is White in
                // the even game and Black in the odd one.
                let pair = (g / 2) as u64;
                let game_seed = mix(seed ^ mix(pair));
                let a_white = g.is_multiple_of(2);
                let order = if a_white { [0, 1] } else { [1, 0] };
                let bot_seeds = [
                    mix(game_seed ^ (2 * g as u64 + 1)),
                    mix(game_seed ^ (2 * g as u64 + 2)),
                ];
                let (outcome, work) = play(
                    variant,
                    game_seed,
                    [players[order[0]], players[order[1]]],
                    bot_seeds,
                );
                let a_color = if a_white { Color::White } else { Color::Black };
                let score = match outcome.and_then(|o| o.winner()) {
                    Some(w) if w == a_color => Score::Win,
                    Some(_) => Score::Loss,
                    None => Score::Draw,
                };
                let mut r = results.lock().unwrap_or_else(|e| e.into_inner());
                r.0[g] = Some(score);
                // Work by player (A, B), whatever colour each had.
                for (side, w) in work.iter().enumerate() {
                    let p = order[side];
                    r.1[p].decisions += w.decisions;
                    r.1[p].nodes += w.nodes;
                    r.1[p].seconds += w.seconds;
                    r.1[p].depth += w.depth;
                    r.1[p].searched += w.searched;
                }
                let done: Vec<Score> = r.0.iter().flatten().copied().collect();
                let pts: f64 = done
                    .iter()
                    .map(|s| match s {
                        Score::Win => 1.0,
                        Score::Draw => 0.5,
                        Score::Loss => 0.0,
                    })
                    .sum();
                let mut err = std::io::stderr().lock();
                let _ = write!(
                    err,
                    "\rarena: {}/{} games, score {:.3}, {:.0} s ",
                    done.len(),
                    games,
                    pts / done.len() as f64,
                    started.elapsed().as_secs_f64()
                );
                let _ = err.flush();
            });
        }
    });
    let (scores, work) = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let count = |k: Score| scores.iter().filter(|s| **s == Some(k)).count();
    let (w, d, l) = (count(Score::Win), count(Score::Draw), count(Score::Loss));
    let n = games as f64;
    let score = (w as f64 + d as f64 / 2.0) / n;
    let (lo, hi) = wilson(w as f64 + d as f64 / 2.0, n);
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err);
    for (name, wk) in [(a, work[0]), (b, work[1])] {
        if wk.decisions > 0 && wk.seconds > 0.0 {
            let _ = writeln!(
                err,
                "arena: {name}: {} decisions, {:.1} per second, {:.0} nodes per decision, {:.0} nodes per second (thread CPU time), mean depth {:.2} over {} searches",
                wk.decisions,
                wk.decisions as f64 / wk.seconds,
                wk.nodes as f64 / wk.decisions as f64,
                wk.nodes as f64 / wk.seconds,
                wk.depth as f64 / wk.searched.max(1) as f64,
                wk.searched
            );
        }
    }
    Ok(format!(
        "score {score:.3} wins {w} draws {d} losses {l} ci95 {lo:.3} {hi:.3}\n"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval() {
        let (lo, hi) = wilson(50.0, 100.0);
        assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3);
        let (lo, hi) = wilson(200.0, 200.0);
        assert!(lo > 0.98 && (hi - 1.0).abs() < 1e-9, "{lo} {hi}");
    }
}

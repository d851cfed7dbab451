//! The computer's speed natively, on the same requests its Web Worker gets: `--write` makes
//! a fixed set of think requests (views from seeded greedy games, each level, node budget
//! only), `--run` answers them with `incerto_computer::handle` and times each. The
//! wasm side of the comparison is scripts/bench-bot-speed.mjs, which drives this program
//! and the worker's wasm over the same file (BENCHMARKS.md, "Computer opponent: speed").
//!
//! ```sh
//! cargo run --profile worker -p incerto-computer --example bot-speed -- --write requests.jsonl
//! cargo run --profile worker -p incerto-computer --example bot-speed -- --run requests.jsonl
//! ```
//!
//! Each line of `--write`'s file: `{"variant", "level", "view", "text"}`, `text` being the
//! request's JSON as the page sends it. Each line of `--run`'s output: `{"i", "wallMs",
//! "cpuMs", "reps", "reply"}`: milliseconds per answer (a short one averaged over `reps`
//! repetitions) and the worker's answer as JSON text.

use incerto_computer::{Job, Request};
use incerto_engine::bot::{self, Level};
use incerto_engine::{Game, Variant};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

/// Games per variant, and the decisions into each game at which a view is taken.
const GAMES: [u64; 2] = [1, 2];
const AT: [usize; 4] = [0, 7, 14, 21];

/// SplitMix64: each decision its own seed.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The views of one variant: greedy plays both sides from each game's seed; the view of
/// the player to move is kept at each decision count of [`AT`] (fewer if a game ends).
fn views(variant: Variant) -> Vec<incerto_engine::PlayerView> {
    let mut out = Vec::new();
    for seed in GAMES {
        let mut game = Game::new(variant, seed);
        for n in 0..=*AT.iter().max().unwrap_or(&0) {
            if game.is_over() {
                break;
            }
            let view = game.view(Some(game.turn()));
            if AT.contains(&n) {
                out.push(view.clone());
            }
            let answer = bot::think(&view, Level::Greedy, mix(seed ^ n as u64), None);
            match answer.ok().and_then(|a| a.step) {
                Some(step) if game.apply_step(step, None).is_ok() => {}
                _ => break,
            }
        }
    }
    out
}

fn write(path: &str) -> Result<(), String> {
    let mut out = String::new();
    let mut id = 0;
    for variant in Variant::ALL {
        for (v, view) in views(variant).into_iter().enumerate() {
            for strength in bot::Strength::ALL {
                id += 1;
                let level = Level::Search(strength).name();
                let job = Job::Think {
                    level: level.clone(),
                    seed: mix(id),
                    cap_ms: None,
                    view: view.clone(),
                };
                let line = serde_json::json!({
                    "variant": variant.to_string(),
                    "level": level,
                    "view": v,
                    "text": Request::new(id, job).to_json(),
                });
                out.push_str(&line.to_string());
                out.push('\n');
            }
        }
    }
    std::fs::write(path, out).map_err(|e| format!("{path}: {e}"))
}

/// Nanoseconds this thread has run on a CPU (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`,
/// exact to the nanosecond, unlike `/proc/thread-self/schedstat`, which lags by up to a
/// scheduler tick): on a shared machine a decision may wait for a CPU as long as it runs.
#[cfg(target_os = "linux")]
fn cpu_ns() -> Option<u64> {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `t` is a valid, writable timespec; the call writes only into it.
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    ok.then(|| t.sec as u64 * 1_000_000_000 + t.nsec as u64)
}

#[cfg(not(target_os = "linux"))]
fn cpu_ns() -> Option<u64> {
    None
}

/// A short decision is timed over repetitions (the same request gives the same answer)
/// until they add up to this much, so a clock's granularity does not show.
const MIN_MS: f64 = 25.0;

fn run(path: &str) -> Result<(), String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    let origin = Instant::now();
    let now = || origin.elapsed().as_secs_f64() * 1000.0;
    let stdout = std::io::stdout();
    let mut stdout = stdout.lock();
    for (i, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        let entry: serde_json::Value = serde_json::from_str(&line).map_err(|e| e.to_string())?;
        let text = entry["text"].as_str().ok_or("a line without text")?;
        let time = |reps: u32| {
            let (cpu, wall) = (cpu_ns(), Instant::now());
            let mut reply = String::new();
            for _ in 0..reps {
                reply = incerto_computer::handle(text, &now);
            }
            let wall_ms = wall.elapsed().as_secs_f64() * 1000.0 / f64::from(reps);
            let cpu_ms = cpu
                .zip(cpu_ns())
                .map(|(a, b)| (b - a) as f64 / 1e6 / f64::from(reps));
            (reply, wall_ms, cpu_ms)
        };
        let (mut reply, mut wall_ms, mut cpu_ms) = time(1);
        let mut reps = 1;
        let once = cpu_ms.unwrap_or(wall_ms);
        if once < MIN_MS {
            reps = (MIN_MS / once.max(0.01)).ceil().min(10_000.0) as u32;
            (reply, wall_ms, cpu_ms) = time(reps);
        }
        let out = serde_json::json!({ "i": i, "wallMs": wall_ms, "cpuMs": cpu_ms, "reps": reps, "reply": reply });
        writeln!(stdout, "{out}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["--write", path] => write(path),
        ["--run", path] => run(path),
        _ => Err("usage: bot-speed --write <requests.jsonl> | --run <requests.jsonl>".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bot-speed: {e}");
            ExitCode::FAILURE
        }
    }
}

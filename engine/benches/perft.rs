//! Perft speed benchmark: `cargo bench -p incerto-engine --bench perft`.
//!
//! Prints leaf nodes per second of this engine on two standard-chess positions (played as
//! `hidden-chess` with every piece face up) next to the `shakmaty` crate on the same
//! positions, and of one fixed start position of each variant. Both libraries count the last
//! ply by the length of the legal move list (bulk counting), so the node counts are the
//! published ones and the work per node is comparable.
//!
//! Each measurement runs `INCERTO_BENCH_RUNS` times (default 5), ours and shakmaty's
//! interleaved so that load from other processes hits both alike, and the table shows the
//! best run: on a shared machine the fastest run is the one least disturbed by others.
//! Time is the thread's own time on a CPU where Linux reports it
//! (`/proc/thread-self/schedstat`), else wall-clock time: on a machine busy with other work
//! a run may wait for a CPU longer than it runs, and that wait says nothing about the code.

use incerto_engine::{attacks, perft, Position, Variant};
use shakmaty::{fen::Fen, CastlingMode, Chess};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// A standard-chess position measured against shakmaty, with its published count.
struct ChessCase {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

const CHESS: [ChessCase; 2] = [
    ChessCase {
        name: "startpos",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
    },
    ChessCase {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
    },
];

/// Seed of the variant start positions. The counts below are this engine's own, recorded so
/// that figures from different commits measure the same tree: a mismatch means the start
/// shuffle or the rules changed, and the benchmark stops rather than compare unlike work.
const SEED: u64 = 1;
const VARIANTS: [(Variant, u32, u64); 3] = [
    (Variant::Incerto, 5, 40_397_064),
    (Variant::HiddenRandom, 6, 22_348_644),
    // Depth 5 is only 7 M nodes, too short to time well; depth 6 is 207 M.
    (Variant::HiddenChess, 6, 206_983_476),
];

/// Nanoseconds this thread has spent running on a CPU, if the system says (Linux).
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Runs `f` once and returns its node count and duration (CPU time where available, see
/// the file's documentation).
fn time(f: impl FnOnce() -> u64) -> (u64, Duration) {
    let (wall, cpu) = (Instant::now(), cpu_ns());
    let nodes = black_box(f());
    let elapsed = match (cpu, cpu_ns()) {
        (Some(a), Some(b)) => Duration::from_nanos(b - a),
        _ => wall.elapsed(),
    };
    (nodes, elapsed)
}

fn mnps(nodes: u64, t: Duration) -> f64 {
    nodes as f64 / t.as_secs_f64() / 1e6
}

fn main() {
    let runs: usize = std::env::var("INCERTO_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(5);
    // Build the slider tables outside the timed region.
    attacks::init();

    let clock = if cpu_ns().is_some() {
        "thread CPU time"
    } else {
        "wall-clock time"
    };
    println!("perft speed, best of {runs} runs by {clock} (M/s = million leaf nodes per second)");
    println!();
    println!(
        "{:<22} {:<14} {:>5} {:>12} {:>12} {:>12} {:>6}",
        "position", "variant", "depth", "nodes", "incerto M/s", "shakmaty M/s", "ratio"
    );

    for c in &CHESS {
        let ours = Position::from_fen(Variant::HiddenChess, c.fen).expect("valid FEN");
        let theirs: Chess = c
            .fen
            .parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position");
        let (mut best_ours, mut best_theirs) = (Duration::MAX, Duration::MAX);
        for _ in 0..runs {
            let (n, t) = time(|| perft(black_box(&ours), c.depth));
            assert_eq!(n, c.nodes, "incerto, {} depth {}", c.name, c.depth);
            best_ours = best_ours.min(t);
            let (n, t) = time(|| shakmaty::perft(black_box(&theirs), c.depth));
            assert_eq!(n, c.nodes, "shakmaty, {} depth {}", c.name, c.depth);
            best_theirs = best_theirs.min(t);
        }
        let (a, b) = (mnps(c.nodes, best_ours), mnps(c.nodes, best_theirs));
        println!(
            "{:<22} {:<14} {:>5} {:>12} {:>12.1} {:>12.1} {:>6.2}",
            c.name,
            "hidden-chess",
            c.depth,
            c.nodes,
            a,
            b,
            a / b
        );
    }

    for (variant, depth, nodes) in VARIANTS {
        let pos = Position::new_game(variant, SEED);
        let mut best = Duration::MAX;
        for _ in 0..runs {
            let (n, t) = time(|| perft(black_box(&pos), depth));
            assert_eq!(n, nodes, "{variant} seed {SEED} depth {depth}");
            best = best.min(t);
        }
        println!(
            "{:<22} {:<14} {:>5} {:>12} {:>12.1} {:>12} {:>6}",
            format!("start, seed {SEED}"),
            variant.name(),
            depth,
            nodes,
            mnps(nodes, best),
            "-",
            "-"
        );
    }
}

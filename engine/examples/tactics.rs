//! The whole 8×8 tactics suite as a benchmark: every row of `tests/data/tactics.tsv` at a
//! level's node budget, and the share solved by kind and length (BENCHMARKS.md).
//!
//! ```sh
//! cargo run --profile fast -p incerto-engine --example tactics -- [--level 5] [--file F] [--misses]
//! ```

#[path = "../tests/tactics_suite/mod.rs"]
mod suite;

use incerto_engine::bot::Level;
use std::collections::BTreeMap;
use std::time::Instant;
use suite::Kind;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut level = Level::search(5).unwrap();
    let mut file = None;
    let mut misses = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--level" => {
                level = it
                    .next()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or_else(|| panic!("--level wants level1 … level5"))
            }
            "--file" => file = it.next().cloned(),
            "--misses" => misses = true,
            other => panic!("unexpected argument {other}"),
        }
    }
    let rows = match &file {
        Some(f) => suite::parse(&std::fs::read_to_string(f).expect("the suite file")),
        None => suite::rows(),
    };
    let mut table: BTreeMap<(String, Kind, u32), (u32, u32, u64)> = BTreeMap::new();
    let started = Instant::now();
    let mut nodes = 0u64;
    for row in &rows {
        let a = suite::solve(row, level);
        nodes += a.nodes;
        let e = table
            .entry((row.variant.to_string(), row.kind, row.length))
            .or_default();
        e.0 += u32::from(a.solved);
        e.1 += 1;
        e.2 += a.nodes;
        if misses && !a.solved {
            println!(
                "miss line {} {:?} {} {}: played {} (depth {}, score {:?}), wanted {} ({})",
                row.line,
                row.kind,
                row.length,
                row.fen,
                a.played,
                a.depth,
                a.score,
                row.moves.join(" "),
                row.source
            );
        }
    }
    println!("variant\tkind\tlength\tsolved\trows\tshare\tnodes/row");
    let mut by_kind: BTreeMap<Kind, (u32, u32)> = BTreeMap::new();
    for ((v, k, l), (s, n, nd)) in &table {
        println!(
            "{v}\t{k:?}\t{l}\t{s}\t{n}\t{:.3}\t{}",
            f64::from(*s) / f64::from(*n),
            nd / u64::from(*n)
        );
        let e = by_kind.entry(*k).or_default();
        e.0 += s;
        e.1 += n;
    }
    for (k, (s, n)) in by_kind {
        println!(
            "all\t{k:?}\t-\t{s}\t{n}\t{:.3}\t-",
            f64::from(s) / f64::from(n)
        );
    }
    println!(
        "{} rows at {level}, {} nodes, {:.1} s",
        rows.len(),
        nodes,
        started.elapsed().as_secs_f64()
    );
}

//! Data-driven perft tests: published standard-chess counts (through hidden-chess with every
//! piece face up) and Fairy-Stockfish counts for face-up Hidden Random Chess.

use incerto_engine::{perft, Position, Variant};

/// Entries above this many nodes are skipped so the suite stays fast; the benchmark and
/// `incerto perft` cover the deep ones.
const NODE_LIMIT: u64 = 20_000_000;

fn run(variant: Variant, data: &str) -> usize {
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let [fen, depth, nodes] = cols[..] else {
            panic!("bad data line: {line}");
        };
        let nodes: u64 = nodes.parse().unwrap();
        if nodes > NODE_LIMIT {
            continue;
        }
        let pos = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            perft(&pos, depth.parse().unwrap()),
            nodes,
            "{fen} depth {depth}"
        );
        checked += 1;
    }
    checked
}

#[test]
fn standard_chess_positions() {
    assert_eq!(
        run(Variant::HiddenChess, include_str!("data/chess.tsv")),
        28
    );
}

#[test]
fn hidden_random_face_up_positions() {
    assert_eq!(
        run(
            Variant::HiddenRandom,
            include_str!("data/hidden-random-faceup.tsv")
        ),
        57
    );
}

//! The 8×8 tactics suite (`tests/data/tactics.tsv`, made by `scripts/tactics.py`): reading
//! its rows and judging the computer's answer to one. Shared by the test that runs a sample
//! of it (`tests/tactics.rs`) and the benchmark that runs it whole (`examples/tactics.rs`).

use incerto_engine::bot::{think, Level, Step};
use incerto_engine::{Action, Game, Variant};

/// The suite's file.
pub const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/tactics.tsv");

/// What a row asks for.
#[derive(Copy, Clone, PartialEq, Eq, Debug, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// A forced mate in `length` moves: play one of the moves that mate that fast.
    Mate,
    /// Material won by force: play one of the winning moves.
    Material,
    /// Most moves allow a forced mate: play one that does not.
    Avoid,
}

/// One position of the suite.
#[derive(Clone, Debug)]
pub struct Row {
    pub line: usize,
    pub variant: Variant,
    pub fen: String,
    pub kind: Kind,
    pub length: u32,
    /// The moves that solve it, in the engine's notation.
    pub moves: Vec<String>,
    pub source: String,
}

/// Every row of the suite.
pub fn rows() -> Vec<Row> {
    let text = std::fs::read_to_string(PATH).expect("tests/data/tactics.tsv");
    parse(&text)
}

/// The rows of a suite's text.
pub fn parse(text: &str) -> Vec<Row> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("variant\t") || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        assert!(f.len() >= 7, "line {}: {} fields", i + 1, f.len());
        out.push(Row {
            line: i + 1,
            variant: f[0]
                .parse()
                .unwrap_or_else(|e| panic!("line {}: {e}", i + 1)),
            fen: f[1].to_owned(),
            kind: match f[2] {
                "mate" => Kind::Mate,
                "material" => Kind::Material,
                "avoid" => Kind::Avoid,
                k => panic!("line {}: kind {k}", i + 1),
            },
            length: f[3]
                .parse()
                .unwrap_or_else(|e| panic!("line {}: {e}", i + 1)),
            moves: f[4].split_whitespace().map(str::to_owned).collect(),
            source: f[6].to_owned(),
        });
    }
    out
}

/// The computer's answer to a row.
#[derive(Clone, Debug)]
pub struct Answer {
    pub played: String,
    pub solved: bool,
    pub nodes: u64,
    pub depth: u32,
    pub score: Option<i32>,
}

/// What `level` plays in `row`'s position (seed 1; the 8×8 search does not use its seed).
pub fn solve(row: &Row, level: Level) -> Answer {
    let game =
        Game::from_fen(row.variant, &row.fen).unwrap_or_else(|e| panic!("line {}: {e}", row.line));
    let view = game.view(Some(game.turn()));
    let a = think(&view, level, 1, None).unwrap_or_else(|e| panic!("line {}: {e}", row.line));
    let played = match a.step {
        Some(Step::Play(action)) => action.to_string(),
        other => format!("{other:?}"),
    };
    // The suite writes moves as the engine does; a face-down piece's move carries no
    // promotion letter in the view's actions.
    let solved = row.moves.iter().any(|m| {
        *m == played
            || Action::parse(row.variant, m).is_ok_and(|x| match x {
                Action::Move { from, to, .. } => {
                    game.position().is_hidden(from)
                        && played
                            == Action::Move {
                                from,
                                to,
                                promotion: None,
                            }
                            .to_string()
                }
                _ => false,
            })
    });
    Answer {
        played,
        solved,
        nodes: a.nodes,
        depth: a.depth,
        score: a.score,
    }
}

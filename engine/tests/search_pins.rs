//! The computer's choices pinned: on a fixed set of views of every game (from seeded greedy
//! games and a few built positions), each level (`random`, `greedy`, 1 to 5, node budgets
//! only, never a clock) with a fixed seed takes the step, searches the nodes and reaches
//! the depth and score written in `tests/data/search-pins.tsv`, and `appraise` gives the
//! scores written there too. A refactoring of the search must leave every line as it is
//! (issue 48: the same moves on fixed seeds, node for node); a change meant to alter the
//! search re-pins the table, with its arena figures in BENCHMARKS.md. On a difference the
//! test prints the whole table as it now comes out.

use incerto_engine::bot::{self, Level, Strength};
use incerto_engine::{Game, PlayerView, Step, StepOutcome, Variant};

/// Games per variant and the decisions into each at which the view is taken.
const GAMES: [u64; 2] = [3, 8];
const AT: [usize; 4] = [0, 11, 30, 33];

/// Positions built to reach what random openings seldom do: a bare king (the 8×8 search's
/// late-move pruning), a check, known discs that can take a king, and Incerto's move
/// decisions (the disc named last selected first).
const BUILT: [(Variant, &str, Option<&str>); 6] = [
    (
        Variant::HiddenRandom,
        "8/5R2/8/8/8/2N2P2/Pk1P4/N3K3 w - - 3 30",
        None,
    ),
    (
        Variant::HiddenChess,
        "r*3k2r*/p*p*p*3p*p*/2n5/4q3/8/2N5/P*P*P*2P*P*P*/R*2QK2R* w KQkq - 0 1",
        None,
    ),
    (Variant::Incerto, "q2k2/6/6/6/6/6/5P/K2Q2 w - - 0 1", None),
    (
        Variant::Incerto,
        "q2k2/6/6/6/6/6/5P/K2Q2 w - - 0 1",
        Some("d1"),
    ),
    (
        Variant::Incerto,
        "r*1b*k*n*1/2p*3/6/3p2/2P3/6/P*4P*/K*N*1B*2 b - - 0 1",
        None,
    ),
    (
        Variant::Incerto,
        "r*1b*k*n*1/2p*3/6/3p2/2P3/6/P*4P*/K*N*1B*2 b - - 0 1",
        Some("d5"),
    ),
];

/// SplitMix64: each decision its own seed.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A step as the table writes it.
fn text(step: Option<Step>) -> String {
    match step {
        None => "-".into(),
        Some(Step::Select(sq)) => format!("select {sq}"),
        Some(Step::Play(a)) => a.to_string(),
        Some(Step::Promote(r)) => format!("promote {r:?}"),
    }
}

/// The views of the table, each with its name: greedy plays both sides of each game, the
/// view of the side to move kept at each decision count of [`AT`] (in Incerto, where
/// greedy selects a disc that can move, also the view once it is selected); then [`BUILT`].
fn views() -> Vec<(String, PlayerView)> {
    let mut out = Vec::new();
    for variant in Variant::ALL {
        for seed in GAMES {
            let mut game = Game::new(variant, seed);
            for n in 0..=AT[AT.len() - 1] {
                if game.is_over() {
                    break;
                }
                let view = game.view(Some(game.turn()));
                if AT.contains(&n) {
                    out.push((format!("{variant} game {seed} decision {n}"), view.clone()));
                }
                let answer = bot::think(&view, Level::Greedy, mix(seed ^ n as u64), None);
                let step = answer.ok().and_then(|a| a.step);
                if let (true, Some(Step::Select(sq))) = (AT.contains(&n), step) {
                    let mut selected = game.clone();
                    if selected.select(sq) == Ok(StepOutcome::Selected(sq)) {
                        let view = selected.view(Some(selected.turn()));
                        out.push((format!("{variant} game {seed} decision {n} selected"), view));
                    }
                }
                match step {
                    Some(step) if game.apply_step(step, None).is_ok() => {}
                    _ => break,
                }
            }
        }
    }
    for (i, (variant, fen, selected)) in BUILT.iter().enumerate() {
        let mut game = Game::from_fen(*variant, fen).unwrap();
        if let Some(sq) = selected {
            game.select(sq.parse().unwrap()).unwrap();
        }
        out.push((format!("{variant} built {i}"), game.view(Some(game.turn()))));
    }
    out
}

/// Level 5 on the first view of each game and on the built ones (it costs the most).
fn levels(name: &str) -> Vec<Level> {
    let deep = name.contains("decision 0") || name.contains("built");
    Level::ALL
        .into_iter()
        .filter(|&l| deep || l != Level::Search(Strength::Five))
        .collect()
}

/// The table as it comes out now: one line a view and level, then one an appraisal.
fn table() -> Vec<String> {
    let mut lines = Vec::new();
    for (v, (name, view)) in views().iter().enumerate() {
        let mut first = None;
        for (l, level) in levels(name).into_iter().enumerate() {
            let seed = mix((v * 16 + l) as u64);
            let a = bot::think(view, level, seed, None).unwrap();
            let step = text(a.step);
            lines.push(format!(
                "{name}\t{level}\t{step}\t{}\t{}\t{}\t{}",
                a.nodes,
                a.depth,
                a.worlds,
                a.score.map_or("-".into(), |s| s.to_string())
            ));
            // The appraisal of the random step (a wrong one, as a rule), at level 3.
            if level == Level::Random {
                first = a.step;
            }
        }
        if let Some(played) = first {
            let level = Level::Search(Strength::Three);
            let a = bot::appraise(view, level, mix(v as u64), played, None).unwrap();
            lines.push(format!(
                "{name}\tappraise {level} {}\t{}\t{}\t{}\t{}\t{}",
                text(Some(played)),
                text(Some(a.best)),
                a.nodes,
                a.depth,
                a.best_score,
                a.played_score
            ));
        }
    }
    lines
}

#[test]
fn every_level_takes_the_pinned_step_with_the_pinned_nodes_on_every_view() {
    let pinned: Vec<&str> = include_str!("data/search-pins.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("view\t"))
        .collect();
    let now = table();
    let differ: Vec<String> = now
        .iter()
        .zip(&pinned)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("  now    {a}\n  pinned {b}"))
        .collect();
    if !differ.is_empty() || now.len() != pinned.len() {
        panic!(
            "{} of {} lines differ ({} now, {} pinned):\n{}\nthe table as it now comes out:\n{}",
            differ.len(),
            pinned.len(),
            now.len(),
            pinned.len(),
            differ.join("\n"),
            now.join("\n")
        );
    }
    // The table reaches what it is for: searches of every game, both Incerto phases,
    // several sampled worlds, and a level that stopped past its first iteration.
    for variant in Variant::ALL {
        assert!(now.iter().any(|l| l.starts_with(&variant.to_string())));
    }
    assert!(now.iter().any(|l| l.contains("\tselect ")));
    let worlds = |l: &String| l.split('\t').nth(5).and_then(|w| w.parse::<u32>().ok());
    let moved = |l: &&String| l.contains("selected\tlevel3\t") && worlds(l).is_some_and(|w| w > 1);
    assert!(
        now.iter().any(|l| moved(&l)),
        "a selected disc's move over several worlds"
    );
    assert!(now
        .iter()
        .any(|l| l.starts_with("incerto") && l.contains("\tlevel5\t")));
}

//! The arena's result from scores, and `incerto arena-log`: the result of a run read back
//! from its `--log` files, so that a run played in parts (`arena --from`) is counted as one.

use std::collections::BTreeMap;

/// A game's result for the arena's first player.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// As the log writes it after `A `.
    pub fn as_str(self) -> &'static str {
        match self {
            Score::Win => "1",
            Score::Draw => "0.5",
            Score::Loss => "0",
        }
    }

    fn parse(s: &str) -> Option<Score> {
        [Score::Win, Score::Draw, Score::Loss]
            .into_iter()
            .find(|k| k.as_str() == s)
    }

    fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }
}

/// Wins plus half the draws.
pub fn points(scores: &[Score]) -> f64 {
    scores.iter().map(|s| s.points()).sum()
}

/// The Wilson score interval at 95 % for `score` out of `n`.
pub fn wilson(score: f64, n: f64) -> (f64, f64) {
    let z = 1.959_964;
    let p = score / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    ((c - h).max(0.0), (c + h).min(1.0))
}

/// The arena's stdout line for `scores` (docs/ARENA.md), at least one.
pub fn result_line(scores: &[Score]) -> String {
    let count = |k: Score| scores.iter().filter(|s| **s == k).count();
    let (w, d, l) = (count(Score::Win), count(Score::Draw), count(Score::Loss));
    let n = scores.len() as f64;
    let score = points(scores) / n;
    let (lo, hi) = wilson(points(scores), n);
    format!("score {score:.3} wins {w} draws {d} losses {l} ci95 {lo:.3} {hi:.3}\n")
}

/// One game's line of a log, as far as the result needs it.
#[derive(Copy, Clone, PartialEq, Debug)]
struct Line {
    /// The deal's seed.
    seed: u64,
    a_white: bool,
    score: Score,
}

/// Reads one log line after the first (`game <g>\tseed <s>\twhite A|B\t…\tA <score>…`).
fn parse_line(line: &str) -> Option<(usize, Line)> {
    let (mut game, mut seed, mut white, mut score) = (None, None, None, None);
    for field in line.split('\t') {
        match field.split_once(' ') {
            Some(("game", g)) => game = g.parse::<usize>().ok(),
            Some(("seed", s)) => seed = s.parse::<u64>().ok(),
            Some(("white", w)) => white = matches!(w, "A" | "B").then_some(w == "A"),
            Some(("A", s)) => score = Score::parse(s),
            _ => {}
        }
    }
    Some((
        game?,
        Line {
            seed: seed?,
            a_white: white?,
            score: score?,
        },
    ))
}

/// The games of one run's logs by number. The logs must have the same players (their first
/// line), and a game in two of them the same line, as when a stopped part is resumed from
/// its last even game.
fn read_logs(paths: &[String]) -> Result<BTreeMap<usize, Line>, String> {
    let files: Vec<String> = paths
        .iter()
        .map(|path| {
            std::fs::read_to_string(path)
                .map_err(|e| format!("arena-log: cannot read '{path}': {e}"))
        })
        .collect::<Result<_, _>>()?;
    let mut header: Option<(&str, &str)> = None;
    // Each game's line as written, and as read.
    let mut games: BTreeMap<usize, (&str, Line)> = BTreeMap::new();
    for (path, text) in paths.iter().zip(&files) {
        let mut lines = text.lines();
        let first = lines.next().unwrap_or("");
        if !first.starts_with("# A ") {
            return Err(format!(
                "arena-log: '{path}' is not an arena log (its first line is not '# A <name>\\tB <name>')"
            ));
        }
        match header {
            None => header = Some((first, path)),
            Some((h, p)) if h != first => {
                return Err(format!(
                    "arena-log: '{path}' is of other players than '{p}' ('{first}' against '{h}')"
                ))
            }
            Some(_) => {}
        }
        for (i, line) in lines.enumerate() {
            let (g, l) = parse_line(line).ok_or_else(|| {
                format!(
                    "arena-log: '{path}' line {}: not a game's line: '{line}'",
                    i + 2
                )
            })?;
            if let Some((before, _)) = games.insert(g, (line, l)) {
                if before != line {
                    return Err(format!(
                        "arena-log: game {g} differs between the logs (the second in '{path}'): other players' builds?"
                    ));
                }
            }
        }
    }
    if games.is_empty() {
        return Err(format!("arena-log: no game in {}", paths.join(", ")));
    }
    Ok(games.into_iter().map(|(g, (_, l))| (g, l)).collect())
}

/// `incerto arena-log [--against <log>] <log>...`: the result line of the games in the logs
/// (the parts of one run, `read_logs`), and on stderr A's score by colour, how the pairs
/// went, any game of the run missing from the logs, and with `--against`, how A did game
/// for game against the A of another run on the same deals (another build, say).
pub fn run(args: &[String]) -> Result<String, String> {
    let (base, logs) = match args {
        [flag, base, logs @ ..] if flag == "--against" => (Some(base), logs),
        [flag] if flag == "--against" => return Err("arena-log: --against needs a log".into()),
        logs => (None, logs),
    };
    if logs.is_empty() {
        return Err(
            "arena-log: expected [--against <log>] and one or more --log files of one arena run"
                .into(),
        );
    }
    let games = read_logs(logs)?;
    let mut err = summary(&games);
    if let Some(base) = base {
        err.push_str(&against(
            &games,
            &read_logs(std::slice::from_ref(base))?,
            base,
        )?);
    }
    eprint!("{err}");
    let scores: Vec<Score> = games.values().map(|l| l.score).collect();
    Ok(result_line(&scores))
}

/// The stderr line of `--against`: the games both runs played (the same deal, the same
/// colours), A's score in each run over them, and in how many this run's A did better or
/// worse.
fn against(
    games: &BTreeMap<usize, Line>,
    base: &BTreeMap<usize, Line>,
    path: &str,
) -> Result<String, String> {
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let (mut better, mut worse) = (0, 0);
    for (g, l) in games {
        let Some(b) = base.get(g) else { continue };
        if (b.seed, b.a_white) != (l.seed, l.a_white) {
            return Err(format!(
                "arena-log: game {g} is another deal in '{path}' (seed {} against {}): another --seed?",
                b.seed, l.seed
            ));
        }
        match l.score.points().total_cmp(&b.score.points()) {
            std::cmp::Ordering::Greater => better += 1,
            std::cmp::Ordering::Less => worse += 1,
            std::cmp::Ordering::Equal => {}
        }
        ours.push(l.score);
        theirs.push(b.score);
    }
    if ours.is_empty() {
        return Err(format!(
            "arena-log: no game is in both the logs and '{path}'"
        ));
    }
    let n = ours.len();
    Ok(format!(
        "arena-log: against '{path}': {n} games in both, A {:.3} against {:.3}; better in {better}, worse in {worse}, the same in {}\n",
        points(&ours) / n as f64,
        points(&theirs) / n as f64,
        n - better - worse
    ))
}

/// The stderr lines of `arena-log`: A by colour, the pairs, the gaps.
fn summary(games: &BTreeMap<usize, Line>) -> String {
    let mut out = String::new();
    for (colour, white) in [("White", true), ("Black", false)] {
        let s: Vec<Score> = games
            .values()
            .filter(|l| l.a_white == white)
            .map(|l| l.score)
            .collect();
        if !s.is_empty() {
            out.push_str(&format!(
                "arena-log: A as {colour}: {:.3} over {} games\n",
                points(&s) / s.len() as f64,
                s.len()
            ));
        }
    }
    // Pairs: games 2k and 2k+1, both in the logs.
    let (mut both_won, mut both_lost, mut split, mut drawn) = (0, 0, 0, 0);
    for (&g, l) in games.iter().filter(|(g, _)| *g % 2 == 0) {
        let Some(m) = games.get(&(g + 1)) else {
            continue;
        };
        match (l.score, m.score) {
            (Score::Win, Score::Win) => both_won += 1,
            (Score::Loss, Score::Loss) => both_lost += 1,
            (Score::Draw, _) | (_, Score::Draw) => drawn += 1,
            _ => split += 1,
        }
    }
    out.push_str(&format!(
        "arena-log: {} games; whole pairs {}: A won both {both_won}, lost both {both_lost}, split {split}, with a draw {drawn}\n",
        games.len(),
        both_won + both_lost + split + drawn
    ));
    let last = games.keys().next_back().copied().unwrap_or(0);
    let missing: Vec<String> = (0..=last)
        .filter(|g| !games.contains_key(g))
        .map(|g| g.to_string())
        .collect();
    if !missing.is_empty() {
        out.push_str(&format!(
            "arena-log: not in the logs: game {} of the run's first {}\n",
            missing.join(", "),
            last + 1
        ));
    }
    out
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

    #[test]
    fn a_log_line_reads_back() {
        let line = "game 7\tseed 42\twhite B\tblack A\tresult 1/2-1/2\trepetition\tplies 80\tA 0.5";
        assert_eq!(
            parse_line(line),
            Some((
                7,
                Line {
                    seed: 42,
                    a_white: false,
                    score: Score::Draw
                }
            ))
        );
        let forfeit = "game 0\tseed 1\twhite A\tblack B\tresult 1-0\tresignation\tplies 3\tA 1\tforfeit black answered x";
        assert_eq!(
            parse_line(forfeit).map(|(g, l)| (g, l.score, l.a_white)),
            Some((0, Score::Win, true))
        );
        assert!(parse_line("game 1\tseed 1\twhite A\tA 1").is_some());
        for bad in [
            "",
            "game x\tseed 1\twhite A\tA 1",
            "game 1\tseed -1\twhite A\tA 1",
            "game 1\twhite A\tA 1",
            "game 1\tseed 1\twhite C\tA 1",
            "game 1\tseed 1\twhite A\tA 2",
        ] {
            assert_eq!(parse_line(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_summary_counts_colours_pairs_and_gaps() {
        let l = |a_white, score| Line {
            seed: 1,
            a_white,
            score,
        };
        let games: BTreeMap<usize, Line> = [
            (0, l(true, Score::Win)),
            (1, l(false, Score::Win)),
            (2, l(true, Score::Loss)),
            (3, l(false, Score::Draw)),
            (4, l(true, Score::Win)),
            (5, l(false, Score::Loss)),
            (8, l(true, Score::Loss)),
        ]
        .into_iter()
        .collect();
        assert_eq!(
            summary(&games),
            "arena-log: A as White: 0.500 over 4 games\n\
             arena-log: A as Black: 0.500 over 3 games\n\
             arena-log: 7 games; whole pairs 3: A won both 1, lost both 0, split 1, with a draw 1\n\
             arena-log: not in the logs: game 6, 7 of the run's first 9\n"
        );
        let scores: Vec<Score> = games.values().map(|l| l.score).collect();
        assert_eq!(
            result_line(&scores),
            "score 0.500 wins 3 draws 1 losses 3 ci95 0.202 0.798\n"
        );
    }

    #[test]
    fn against_counts_the_games_both_runs_played() {
        let l = |seed, a_white, score| Line {
            seed,
            a_white,
            score,
        };
        let ours: BTreeMap<usize, Line> = [
            (0, l(5, true, Score::Win)),
            (1, l(5, false, Score::Draw)),
            (2, l(6, true, Score::Loss)),
            (3, l(6, false, Score::Win)),
        ]
        .into_iter()
        .collect();
        let base: BTreeMap<usize, Line> = [
            (1, l(5, false, Score::Loss)),
            (2, l(6, true, Score::Win)),
            (3, l(6, false, Score::Win)),
            (4, l(7, true, Score::Win)),
        ]
        .into_iter()
        .collect();
        assert_eq!(
            against(&ours, &base, "base.log").unwrap(),
            "arena-log: against 'base.log': 3 games in both, A 0.500 against 0.667; \
             better in 1, worse in 1, the same in 1\n"
        );
        let mut other = base.clone();
        other.insert(2, l(9, true, Score::Win));
        let err = against(&ours, &other, "other.log").unwrap_err();
        assert!(
            err.contains("game 2 is another deal in 'other.log'"),
            "{err}"
        );
        let apart: BTreeMap<usize, Line> = [(8, l(1, true, Score::Win))].into_iter().collect();
        let err = against(&ours, &apart, "apart.log").unwrap_err();
        assert!(err.contains("no game is in both"), "{err}");
    }
}

//! The arena's line protocol for outside players (docs/ARENA.md): `incerto play <level>`
//! run as another process plays every game exactly as the in-process level with the same
//! seed, and a player that answers badly, late or not at all loses with a message saying
//! why.

use std::process::{Command, Output};

const INCERTO: &str = env!("CARGO_BIN_EXE_incerto");

fn arena(args: &[&str], log: &std::path::Path) -> (String, String) {
    let out: Output = Command::new(INCERTO)
        .arg("arena")
        .args(args)
        .args(["--threads", "2", "--log"])
        .arg(log)
        .output()
        .expect("the binary runs");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{args:?}: {err}");
    (String::from_utf8(out.stdout).unwrap(), err)
}

/// The log without its first line (the players' names).
fn games(log: &std::path::Path) -> String {
    let text = std::fs::read_to_string(log).unwrap();
    let (head, rest) = text.split_once('\n').unwrap();
    assert!(head.starts_with("# A "), "{head}");
    rest.to_owned()
}

fn temp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("incerto-arena-{}-{name}", std::process::id()))
}

#[test]
fn an_outside_player_plays_exactly_as_the_same_player_in_process() {
    let play = |p: &str| format!("ext:{INCERTO} play {p}");
    let (inside, outside) = (temp("inside.log"), temp("outside.log"));
    for (variant, a, b, games_n) in [
        ("incerto", "level1", "random", "4"),
        ("hidden-random", "level1", "greedy", "2"),
        ("hidden-chess", "greedy", "level1", "2"),
    ] {
        let args = [variant, a, b, "--games", games_n, "--seed", "11"];
        let (line, _) = arena(&args, &inside);
        let expected = games(&inside);
        // Both players outside; in Incerto also each alone.
        let mut pairs = vec![(play(a), play(b))];
        if variant == "incerto" {
            pairs.extend([(play(a), b.to_owned()), (a.to_owned(), play(b))]);
        }
        for (x, y) in pairs {
            let ext = [variant, &x, &y, "--games", games_n, "--seed", "11"];
            let (ext_line, err) = arena(&ext, &outside);
            assert_eq!(ext_line, line, "{ext:?}");
            assert_eq!(games(&outside), expected, "{ext:?}");
            assert!(
                err.contains("0 games lost by a bad, late or missing answer"),
                "{err}"
            );
        }
        // The log has a line per game with its result, and the players took turns moving first.
        let rows: Vec<&str> = expected.lines().collect();
        assert_eq!(rows.len().to_string(), games_n);
        assert!(rows[0].contains("white A\tblack B") && rows[1].contains("white B\tblack A"));
        assert!(rows
            .iter()
            .all(|r| r.contains("\tresult ") && r.contains("\tplies ")));
    }
    for f in [inside, outside] {
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn a_bad_late_or_missing_answer_loses_with_a_message() {
    let log = temp("bad.log");
    let script = temp("player.sh");
    let cases = [
        // Exits at once (a usage error), saying why on stderr.
        // Its view may or may not be written before it is gone.
        (None, "its process ended (exit status: 2); its stderr ended: incerto: play: expected <player>"),
        (Some("read l; sleep 5"), "answered nothing within 0.3 s"),
        (Some("read l; echo e2e4; sleep 5"), "answered 'e2e4', which is not a step"),
        (Some(r#"read l; echo '{"kind":"select","value":"a9"}'; sleep 5"#), "which is not a step"),
        (Some(r#"read l; echo '{"kind":"promote","value":"q"}'; sleep 5"#), r#"answered {"kind":"promote","value":"queen"}: "#),
        (Some("echo hello; sleep 5"), "hello"),
        (Some("read l; exit 3"), "closed its output before answering: its process ended (exit status: 3)"),
    ];
    for (body, why) in cases {
        let player = match body {
            None => format!("ext:{INCERTO} play"),
            Some(body) => {
                std::fs::write(&script, body).unwrap();
                format!("ext:sh {}", script.display())
            }
        };
        let args = [
            "incerto",
            &player,
            "greedy",
            "--games",
            "2",
            "--timeout",
            "0.3",
        ];
        let (line, err) = arena(&args, &log);
        assert!(
            line.starts_with("score 0.000 wins 0 draws 0 losses 2 "),
            "{body:?}: {line}"
        );
        assert!(
            err.contains("2 games lost by a bad, late or missing answer"),
            "{err}"
        );
        let games = games(&log);
        for (g, colour) in [(0, "white"), (1, "black")] {
            let row = games.lines().nth(g).unwrap();
            assert!(row.contains("\tresignation\t"), "{row}");
            assert!(row.contains(&format!("\tforfeit {colour} ")), "{row}");
            assert!(row.contains(why), "{body:?}: expected '{why}' in {row}");
            assert!(err.contains(&format!("arena: game {g} ")), "{err}");
        }
    }
    // A program that cannot be started stops the run at once.
    let out = Command::new(INCERTO)
        .args([
            "arena",
            "incerto",
            "ext:/nonexistent/player",
            "greedy",
            "--games",
            "2",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("cannot start '/nonexistent/player'"), "{err}");
    for f in [log, script] {
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn the_ismcts_partner_plays_whole_games_reproducibly() {
    let log = temp("ismcts.log");
    let player = format!("ext:{INCERTO} play ismcts --iterations 40");
    let args = ["incerto", &player, "random", "--games", "2", "--seed", "5"];
    let (line, err) = arena(&args, &log);
    assert!(
        err.contains("0 games lost by a bad, late or missing answer"),
        "{err}"
    );
    let first = games(&log);
    assert_eq!(arena(&args, &log).0, line);
    assert_eq!(games(&log), first, "the same seed, the same games");
    assert!(
        first
            .lines()
            .all(|r| r.contains("\tking-captured\t") || r.contains("\t1/2-1/2\t")),
        "{first}"
    );
    let _ = std::fs::remove_file(log);
}

#[test]
fn the_pgn_file_holds_every_game_as_the_log_tells_it() {
    let (log, pgn) = (temp("pgn.log"), temp("games.pgn"));
    let args = [
        "hidden-chess",
        "level1",
        "random",
        "--games",
        "4",
        "--seed",
        "11",
        "--pgn",
        pgn.to_str().unwrap(),
    ];
    arena(&args, &log);
    let text = std::fs::read_to_string(&pgn).unwrap();
    let tag = |game: &str, name: &str| -> String {
        let start = format!("[{name} \"");
        let line = game.lines().find(|l| l.starts_with(&start)).unwrap();
        line[start.len()..line.len() - 2].to_owned()
    };
    let pgns: Vec<&str> = text.split("\n\n[Event ").collect();
    let rows: Vec<String> = games(&log).lines().map(str::to_owned).collect();
    assert_eq!((pgns.len(), rows.len()), (4, 4), "{text}");
    for (g, (game, row)) in pgns.iter().zip(&rows).enumerate() {
        let field = |name: &str| {
            let f = row.split('\t').find(|f| f.starts_with(name)).unwrap();
            f[name.len() + 1..].to_owned()
        };
        let (white, black) = if field("white") == "A" {
            ("level1", "random")
        } else {
            ("random", "level1")
        };
        assert_eq!(tag(game, "Round"), (g + 1).to_string());
        assert_eq!(tag(game, "White"), white, "game {g}");
        assert_eq!(tag(game, "Black"), black, "game {g}");
        assert_eq!(tag(game, "Seed"), field("seed"), "game {g}");
        assert_eq!(tag(game, "Result"), field("result"), "game {g}");
        assert_eq!(tag(game, "Variant"), "Hidden Chess");
        assert!(game.trim_end().ends_with(&field("result")), "{game}");
    }
    // Games are paired: colours swap on the same start.
    assert_eq!(tag(pgns[0], "FEN"), tag(pgns[1], "FEN"));
    assert_ne!(tag(pgns[0], "White"), tag(pgns[1], "White"));
    for f in [log, pgn] {
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn a_run_stopped_early_keeps_every_game_it_finished_in_order() {
    let (log, pgn) = (temp("stopped.log"), temp("stopped.pgn"));
    let mut child = Command::new(INCERTO)
        .args(["arena", "incerto", "level1", "random", "--games", "100000"])
        .args(["--seed", "8", "--threads", "2", "--log"])
        .arg(&log)
        .arg("--pgn")
        .arg(&pgn)
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the binary runs");
    let started = std::time::Instant::now();
    let lines = |p: &std::path::Path| std::fs::read_to_string(p).unwrap_or_default();
    while lines(&log).lines().count() < 6 {
        assert!(started.elapsed().as_secs() < 60, "no games written");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let written = games(&log);
    let n = written.lines().count();
    assert!(n >= 5, "{written}");
    // The same seed's first n games, played to the end of a run of n.
    let (full_log, full_pgn) = (temp("full.log"), temp("full.pgn"));
    let count = n.to_string();
    let args = [
        "incerto", "level1", "random", "--games", &count, "--seed", "8",
    ];
    let pgn_arg = full_pgn.to_str().unwrap();
    arena(&[&args[..], &["--pgn", pgn_arg]].concat(), &full_log);
    assert_eq!(written, games(&full_log));
    // A game's PGN is written before its log line, so the kill may have left one more.
    let (stopped, full) = (lines(&pgn), lines(&full_pgn));
    let kept = stopped.matches("[Event ").count();
    assert!(
        kept == n || kept == n + 1,
        "{n} logged, {kept} in the PGN file"
    );
    assert!(
        stopped.starts_with(&full),
        "the first {n} games as a full run plays them"
    );
    for f in [log, pgn, full_log, full_pgn] {
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn a_run_played_in_parts_is_the_whole_run() {
    let paths = [
        "whole.log",
        "whole.pgn",
        "part1.log",
        "part1.pgn",
        "part2.log",
        "part2.pgn",
    ];
    let [whole, whole_pgn, log1, pgn1, log2, pgn2] = paths.map(temp);
    let run = |games: &str, from: &str, pgn: &std::path::Path, log: &std::path::Path| {
        let pgn = pgn.to_str().unwrap();
        let args = [
            "incerto", "level1", "random", "--seed", "21", "--games", games,
        ];
        arena(&[&args[..], &["--from", from, "--pgn", pgn]].concat(), log).0
    };
    let line = run("8", "0", &whole_pgn, &whole);
    let line1 = run("4", "0", &pgn1, &log1);
    let line2 = run("8", "4", &pgn2, &log2);
    let text = |p: &std::path::Path| std::fs::read_to_string(p).unwrap();
    // Games 4 to 7, numbered as the whole run numbers them, played as it plays them.
    assert!(games(&log2).starts_with("game 4\t"), "{}", games(&log2));
    assert_eq!(games(&log1) + &games(&log2), games(&whole));
    assert_eq!(text(&pgn1) + "\n" + &text(&pgn2), text(&whole_pgn));
    assert!(text(&pgn2).starts_with("[Event \"incerto arena\"]\n"));
    assert!(text(&pgn2).contains("[Round \"5\"]"));
    // The second part's own result counts its four games.
    let counts: Vec<&str> = line2.split(' ').skip(3).step_by(2).take(3).collect();
    let n: usize = counts.iter().map(|c| c.parse::<usize>().unwrap()).sum();
    assert_eq!(n, 4, "{line2}");
    // `arena-log` counts the parts as the whole run.
    let read = |logs: &[&std::path::PathBuf]| {
        let out = Command::new(INCERTO)
            .arg("arena-log")
            .args(logs)
            .output()
            .expect("the binary runs");
        let err = String::from_utf8(out.stderr).unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            err,
        )
    };
    let (code, out, err) = read(&[&log1, &log2]);
    assert_eq!((code, out), (Some(0), line.clone()), "{err}");
    assert!(err.contains("arena-log: 8 games; whole pairs 4: "), "{err}");
    assert!(!err.contains("not in the logs"), "{err}");
    let (code, _, err) = read(&[&log2]);
    assert_eq!(code, Some(0));
    assert!(
        err.contains("arena-log: not in the logs: game 0, 1, 2, 3 of the run's first 8\n"),
        "{err}"
    );
    // `--against`: A of another run on the same deals (here level 2), game for game.
    let (by_level2, apart) = (temp("level2.log"), temp("apart.log"));
    let level2 = |seed: &str, log: &std::path::Path| {
        let args = [
            "incerto", "level2", "random", "--games", "4", "--seed", seed,
        ];
        arena(&args, log);
    };
    level2("21", &by_level2);
    level2("22", &apart);
    let flag = std::path::PathBuf::from("--against");
    let (code, out, err) = read(&[&flag, &by_level2, &log1]);
    assert_eq!((code, out), (Some(0), line1.clone()), "{err}");
    let a = |log: &std::path::Path| -> Vec<f64> {
        let a = |l: &str| l.rsplit("\tA ").next().unwrap().parse::<f64>().unwrap();
        games(log).lines().map(a).collect()
    };
    let (ours, theirs) = (a(&log1), a(&by_level2));
    let better = ours.iter().zip(&theirs).filter(|(o, t)| o > t).count();
    let worse = ours.iter().zip(&theirs).filter(|(o, t)| o < t).count();
    let want = format!(
        "arena-log: against '{}': 4 games in both, A {:.3} against {:.3}; better in {better}, worse in {worse}, the same in {}\n",
        by_level2.display(),
        ours.iter().sum::<f64>() / 4.0,
        theirs.iter().sum::<f64>() / 4.0,
        4 - better - worse
    );
    assert!(err.ends_with(&want), "{err}");
    let (code, _, err) = read(&[&flag, &apart, &log1]);
    assert_eq!(code, Some(2));
    assert!(err.contains("game 0 is another deal in"), "{err}");
    // Refused with one line: a game that differs between logs, a file that is not a log,
    // other players.
    std::fs::write(&pgn1, "game 0\tA 1\n").unwrap();
    let other = text(&log1).replacen("random", "greedy", 1);
    std::fs::write(&whole_pgn, other).unwrap();
    // The same game twice is counted once, as when a part is resumed from its last even
    // game; the same game number with another line is refused (below).
    let (code, out, _) = read(&[&log1, &log1, &log2]);
    assert_eq!((code, out), (Some(0), line.clone()));
    let changed = temp("changed.log");
    let changed_text = text(&log1).replacen("\tplies ", "\tplies 9", 1);
    std::fs::write(&changed, changed_text).unwrap();
    for (logs, says) in [
        (vec![&log1, &changed], "game 0 differs between the logs"),
        (vec![&log1, &pgn1], "is not an arena log"),
        (vec![&log2, &whole_pgn], "is of other players than"),
    ] {
        let (code, out, err) = read(&logs[..]);
        assert_eq!((code, out.as_str()), (Some(2), ""), "{logs:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with("incerto: arena-log: ") && err.contains(says),
            "{err}"
        );
    }
    for f in [
        whole, whole_pgn, log1, pgn1, log2, pgn2, changed, by_level2, apart,
    ] {
        let _ = std::fs::remove_file(f);
    }
}

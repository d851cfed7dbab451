//! The `incerto` command line: exact output formats (other tools parse them) and exit
//! status 2 with one line on stderr for bad input.

use incerto_engine::{Color, Game, Variant};
use std::process::{Command, Output};

fn incerto(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_incerto"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = incerto(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn perft_prints_the_count_alone() {
    assert_eq!(stdout(&["perft", "hidden-chess", START, "3"]), "8902\n");
    assert_eq!(stdout(&["perft", "hidden-chess", KIWIPETE, "2"]), "2039\n");
    assert_eq!(stdout(&["perft", "hidden-chess", START, "0"]), "1\n");
}

#[test]
fn divide_lists_sorted_actions_and_a_total() {
    let out = stdout(&["divide", "hidden-chess", KIWIPETE, "2"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 49);
    assert_eq!(lines.last(), Some(&"total: 2039"));
    let actions: Vec<&str> = lines[..48]
        .iter()
        .map(|l| l.split(':').next().unwrap())
        .collect();
    let mut sorted = actions.clone();
    sorted.sort();
    assert_eq!(actions, sorted);
    assert!(
        lines.contains(&"e1g1: 43"),
        "castling is listed as the king's move"
    );
    let sum: u64 = lines[..48]
        .iter()
        .map(|l| l.rsplit(": ").next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 2039);
}

#[test]
fn moves_and_apply() {
    let moves = stdout(&["moves", "hidden-random", "4k3/8/8/8/8/8/8/R*3K3 w - - 0 1"]);
    assert_eq!(moves, "@a1\ne1d1\ne1d2\ne1e2\ne1f1\ne1f2\n");
    assert_eq!(
        stdout(&["apply", "hidden-chess", START, "e2e4", "e7e5", "g1f3"]),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n"
    );
    assert_eq!(
        stdout(&["apply", "incerto", "3k2/6/6/6/6/6/6/3QK1 w - - 0 1", "d1d8"]),
        "3Q2/6/6/6/6/6/6/4K1 b - - 0 1\n"
    );
    // No en-passant square where taking would expose the king (RULES.md §4): b3xc2 would
    // uncover the cannon's check, c4xb3 the rook's.
    assert_eq!(
        stdout(&[
            "apply",
            "hidden-random",
            "3p*3r*/8/1k6/8/8/1p6/1R*6/KCP5 w - - 1 3",
            "c1c3"
        ]),
        "3p*3r*/8/1k6/8/8/1pP5/1R*6/KC6 b - - 0 3\n"
    );
    assert_eq!(
        stdout(&[
            "apply",
            "hidden-chess",
            "8/8/8/8/k1p4R/8/1P6/4K3 w - - 0 1",
            "b2b4"
        ]),
        "8/8/8/8/kPp4R/8/8/4K3 b - - 0 1\n"
    );
}

/// RULES.md §4: a player who does not know a piece may write a promotion letter on its
/// move; the letter counts only if the piece proves a pawn. `apply` reads a `*` piece as
/// one its mover does not know (the FEN says nothing more), as `Game` (the JS API) does.
#[test]
fn apply_takes_a_promotion_letter_on_a_piece_its_mover_has_not_seen() {
    let cases = [
        // A face-down queen-look that is a queen: the letter is dropped.
        (
            "hidden-chess",
            "2k5/8/8/8/8/8/8/3Q*K3 w - - 0 1",
            "d1d8q",
            Some("2kQ4/8/8/8/8/8/8/4K3 b - - 0 1"),
        ),
        (
            "hidden-chess",
            "2k5/8/8/8/8/8/8/3Q*K3 w - - 0 1",
            "d1d8",
            Some("2kQ4/8/8/8/8/8/8/4K3 b - - 0 1"),
        ),
        // The same look that proves a pawn promotes by the letter.
        (
            "hidden-chess",
            "2k5/8/8/8/8/8/8/3P*K3 w - - 0 1",
            "d1d8n",
            Some("2kN4/8/8/8/8/8/8/4K3 b - - 0 1"),
        ),
        (
            "hidden-chess",
            "2k5/8/8/8/8/8/8/3P*K3 w - - 0 1",
            "d1d8",
            None,
        ),
        // A known piece's letter is no promotion, as before.
        (
            "hidden-chess",
            "2k5/8/8/8/8/8/8/3QK3 w - - 0 1",
            "d1d8q",
            None,
        ),
        // A letter of another game is refused whatever the piece is.
        (
            "hidden-chess",
            "2k5/8/8/8/8/8/8/3Q*K3 w - - 0 1",
            "d1d8c",
            None,
        ),
        // An unseen Incerto disc.
        (
            "incerto",
            "3k2/6/6/6/6/6/6/3Q*K1 w - - 0 1",
            "d1d8q",
            Some("3Q2/6/6/6/6/6/6/4K1 b - - 0 1"),
        ),
        ("incerto", "3k2/6/6/6/6/6/6/3QK1 w - - 0 1", "d1d8q", None),
    ];
    for (variant, fen, action, want) in cases {
        let out = incerto(&["apply", variant, fen, action]);
        let got = out
            .status
            .success()
            .then(|| String::from_utf8(out.stdout).unwrap());
        assert_eq!(
            got,
            want.map(|f| format!("{f}\n")),
            "{variant} {fen} {action}"
        );
        if want.is_none() {
            assert_eq!(out.status.code(), Some(2));
            let err = String::from_utf8(out.stderr).unwrap();
            assert!(err.contains(action), "{err}");
        }
        // The engine's Game, which the JS API plays through, agrees.
        let v: Variant = variant.parse().unwrap();
        let mut game = Game::from_fen(v, fen).unwrap();
        let played = game.play_str(action, None).map(|()| game.position().fen());
        let played = played.ok().filter(|_| game.pending().is_none());
        assert_eq!(played.as_deref(), want, "Game: {variant} {fen} {action}");
    }
}

/// A record file for `incerto review`, written once per test into the target folder.
fn record_file(name: &str, game: &Game) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(name);
    std::fs::write(&path, game.to_json()).unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
fn review_prints_one_line_per_judged_step_and_the_accuracy() {
    // White hangs its queen (d1d5, taken by e6) and resigns.
    let mut game =
        Game::from_fen(Variant::HiddenChess, "3rk3/8/4p3/8/8/8/8/3QK3 w - - 0 1").unwrap();
    for a in ["d1d5", "e6d5", "e1e2"] {
        game.play_str(a, None).unwrap();
    }
    game.resign(Color::White).unwrap();
    let path = record_file("review-queen.json", &game);
    let out = stdout(&["review", &path, "--level", "2"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    let first: Vec<&str> = lines[0].split(' ').collect();
    assert_eq!(first[..3], ["1", "white", "d1d5"], "{out}");
    assert_eq!(first[6], "blunder", "{out}");
    assert!(lines[1].starts_with("1 black e6d5 "), "{out}");
    assert!(lines[2].starts_with("2 white e1e2 "), "{out}");
    assert!(
        lines[3].starts_with("accuracy white ") && lines[3].contains(" black "),
        "{out}"
    );
    // One side, the other lens, the same engine call.
    let white = stdout(&[
        "review", &path, "--side", "white", "--lens", "all", "--level", "2",
    ]);
    assert_eq!(white.lines().count(), 3, "{white}");
    assert!(white.ends_with(" black -\n"), "{white}");
    let options = incerto_engine::ReviewOptions {
        side: Some(Color::White),
        lens: incerto_engine::Lens::All,
        level: 2,
    };
    let direct = incerto_engine::review(&game, options, &mut |_, _| {}, None).unwrap();
    assert_eq!(white, direct.to_string());
}

#[test]
fn review_refuses_bad_input_with_one_line() {
    let unfinished = record_file("review-unfinished.json", &Game::new(Variant::Incerto, 3));
    let missing = format!("{unfinished}.missing");
    let not_json = record_file("review-pgn.json", &Game::new(Variant::Incerto, 3));
    std::fs::write(&not_json, Game::new(Variant::Incerto, 3).pgn()).unwrap();
    for args in [
        vec!["review"],
        vec!["review", &missing],
        vec!["review", &not_json],
        vec!["review", &unfinished, "--side"],
        vec!["review", &unfinished, "--side", "red"],
        vec!["review", &unfinished, "--lens", "peek"],
        vec!["review", &unfinished, "--lens", "all"],
        vec!["review", &unfinished, "--level", "0"],
        vec!["review", &unfinished, "--level", "level3"],
        vec!["review", &unfinished, "--fast", "1"],
    ] {
        let out = incerto(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("incerto: ") && !err.contains("panicked"),
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
    // An unfinished game has nothing judged yet: only the accuracy line.
    assert_eq!(
        stdout(&["review", &unfinished]),
        "accuracy white - black -\n"
    );
}

#[test]
fn new_is_seeded() {
    let a = stdout(&["new", "incerto", "--seed", "42"]);
    assert_eq!(a, stdout(&["new", "incerto", "--seed", "42"]));
    assert_ne!(a, stdout(&["new", "incerto", "--seed", "43"]));
    assert!(stdout(&["new", "hidden-chess"]).ends_with(" w KQkq - 0 1\n"));
}

#[test]
fn arena_prints_one_result_line() {
    let args = [
        "arena", "incerto", "greedy", "random", "--games", "3", "--seed", "7",
    ];
    let out = incerto(&args);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    let f: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(f.len(), 11, "{text}");
    let names: Vec<&str> = f.iter().step_by(2).take(5).copied().collect();
    assert_eq!(names, ["score", "wins", "draws", "losses", "ci95"]);
    let n = |i: usize| f[i].parse::<f64>().unwrap();
    assert_eq!(n(3) + n(5) + n(7), 3.0, "every game counted");
    assert!((n(1) - (n(3) + n(5) / 2.0) / 3.0).abs() < 0.0005);
    assert!(n(9) <= n(1) && n(1) <= n(10) && (0.0..=1.0).contains(&n(9)) && n(10) <= 1.0);
    // Reproducible from the seed, on any number of threads.
    assert_eq!(stdout(&args), text);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("3/3 games"), "progress on stderr: {err}");
    for v in ["hidden-random", "hidden-chess"] {
        let line = stdout(&["arena", v, "random", "random", "--games", "2"]);
        assert!(line.starts_with("score ") && line.ends_with('\n'), "{line}");
    }
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let words = |line: &'static str| line.split_whitespace().collect::<Vec<_>>();
    for args in [
        words(""),
        words("fly"),
        words("perft"),
        vec!["perft", "chess", START, "1"],
        words("perft hidden-chess garbage 1"),
        vec!["perft", "hidden-chess", START, "x"],
        vec!["perft", "hidden-chess", START, "-1"],
        vec!["perft", "incerto", START, "1"],
        vec!["perft", "hidden-chess", START, "1", "extra"],
        words("moves hidden-chess"),
        vec!["apply", "hidden-chess", START, "e2e5"],
        vec!["apply", "hidden-chess", START, "e2"],
        vec!["apply", "hidden-chess", START, "@e2"],
        words("new incerto --seed"),
        words("new incerto --seed -5"),
        words("new incerto --colour"),
        words("arena"),
        words("arena chess random greedy --games 2"),
        words("arena incerto random level9 --games 2"),
        words("arena incerto oracle4 random --games 2"),
        words("arena incerto random greedy"),
        words("arena incerto random greedy --games"),
        words("arena incerto random greedy --games 0"),
        words("arena incerto random greedy --games x"),
        words("arena incerto random greedy --games 2 --seed -1"),
        words("arena incerto random greedy --games 2 --fast 1"),
        words("arena incerto ext: greedy --games 2"),
        words("arena incerto level5@0 greedy --games 2"),
        words("arena incerto greedy@100 random --games 2"),
        words("arena incerto greedy@browser random --games 2"),
        words("arena incerto level5@web random --games 2"),
        words("arena incerto oracle5@100 random --games 2"),
        words("arena incerto random greedy --games 2 --timeout 0"),
        words("arena incerto random greedy --games 2 --threads 0"),
        words("arena incerto random greedy --games 2 --pgn"),
        words("arena incerto random greedy --games 2 --pgn /nonexistent-dir/games.pgn"),
        words("arena incerto random greedy --games 4 --from 1"),
        words("arena incerto random greedy --games 4 --from 4"),
        words("arena incerto random greedy --games 4 --from x"),
        words("arena-log"),
        words("arena-log /nonexistent-dir/run.log"),
        words("arena-log --against"),
        words("arena-log --against /nonexistent-dir/base.log"),
        words("play"),
        words("play level6"),
        words("play oracle5"),
        words("play level1 --seed"),
        words("play level1 --seed x"),
        words("play level1 --depth 3"),
        words("play level1 --iterations 30"),
        words("play ismcts --iterations 0"),
        words("play ismcts --explore x"),
        words("play ismcts --playout-turns"),
    ] {
        let out = incerto(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("incerto: "), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(out.stdout.is_empty());
    }
    let err = String::from_utf8(incerto(&["apply", "hidden-chess", START, "e2e5"]).stderr).unwrap();
    assert!(err.contains("e2e5"), "the message names the action: {err}");
}

#[test]
fn a_time_cap_stops_a_levels_search() {
    let run = |player: &str| {
        let out = incerto(&[
            "arena",
            "hidden-chess",
            player,
            "random",
            "--games",
            "2",
            "--seed",
            "3",
            "--threads",
            "1",
        ]);
        assert!(out.status.success());
        let err = String::from_utf8(out.stderr).unwrap();
        let stats = err
            .lines()
            .find(|l| l.starts_with(&format!("arena: {player}: ")))
            .unwrap_or_else(|| panic!("{err}"))
            .to_owned();
        let nodes: f64 = stats
            .split(", ")
            .find_map(|f| f.strip_suffix(" nodes per decision"))
            .unwrap()
            .parse()
            .unwrap();
        nodes
    };
    // Level 3's budget is 47,700 nodes; one millisecond of CPU time (the clock is read every
    // 1,024 nodes, to the scheduler's tick) stops it far sooner.
    let (full, capped) = (run("level3"), run("level3@1"));
    assert!(full > 20_000.0 && capped < full / 2.0, "{full} {capped}");
    // At its browser cap (0.4 s, scaled to native speed) level 3 finishes its budget.
    assert_eq!(run("level3@browser"), full);
}

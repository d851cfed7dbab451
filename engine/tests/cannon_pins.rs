//! Hidden Random Chess positions *built* around pins and cannon lines, cross-checked against
//! the naive reference generator (`reference/`), and Fairy-Stockfish's perft counts for the
//! face-up ones (`data/cannon-pins.tsv`, made by `scripts/fsf-perft.py`).
//!
//! Random play almost never reaches a cannon pinned with a target beyond its own king (issue
//! 9's `b1g1`), so the positions are made on purpose: a king, a pinner (rook, queen, bishop
//! or cannon) along one of the eight directions, our piece pinned in between (most often a
//! cannon), for a cannon pinner a screen (ours, theirs, face up or face down), enemy pieces
//! beyond the king and beyond the pinner for a pinned cannon to jump to, and a few random
//! extras (enemy cannons, pawns about to promote, en passant rights).

mod reference;

use incerto_engine::{perft, Position, Variant};
use reference::{Game, RefPos};
use std::collections::BTreeMap;

/// xorshift64*: deterministic, so the positions are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// A board under construction: `(white, role letter, face down)` per square (a1 = 0).
#[derive(Clone)]
struct Build {
    cells: [Option<(bool, char, bool)>; 64],
    ep: Option<usize>,
}

const ORTHO: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn step(sq: usize, (df, dr): (i32, i32)) -> Option<usize> {
    let (f, r) = (sq as i32 % 8 + df, sq as i32 / 8 + dr);
    ((0..8).contains(&f) && (0..8).contains(&r)).then_some((r * 8 + f) as usize)
}

/// The squares from `sq` (exclusive) to the edge in direction `d`.
fn ray(sq: usize, d: (i32, i32)) -> Vec<usize> {
    let mut out = Vec::new();
    let mut s = sq;
    while let Some(n) = step(s, d) {
        out.push(n);
        s = n;
    }
    out
}

impl Build {
    fn new() -> Build {
        Build {
            cells: [None; 64],
            ep: None,
        }
    }

    fn empty(&self, sq: usize) -> bool {
        self.cells[sq].is_none()
    }

    /// A face-down piece stands on its owner's home ranks; elsewhere it is face up.
    fn put(&mut self, sq: usize, white: bool, role: char, hidden: bool) {
        let home = if white { sq < 16 } else { sq >= 48 };
        self.cells[sq] = Some((white, role, hidden && home && role != 'K'));
    }

    /// Extended FEN with White to move, or the colour-swapped mirror with Black to move.
    fn fen(&self, mirrored: bool) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let src = if mirrored {
                    (7 - rank) * 8 + file
                } else {
                    rank * 8 + file
                };
                match self.cells[src] {
                    None => empty += 1,
                    Some((white, role, hidden)) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        let white = white != mirrored;
                        s.push(if white {
                            role
                        } else {
                            role.to_ascii_lowercase()
                        });
                        if hidden {
                            s.push('*');
                        }
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s += if mirrored { " b - " } else { " w - " };
        match self.ep {
            Some(sq) => {
                let sq = if mirrored {
                    (7 - sq / 8) * 8 + sq % 8
                } else {
                    sq
                };
                s.push((b'a' + (sq % 8) as u8) as char);
                s.push((b'1' + (sq / 8) as u8) as char);
            }
            None => s.push('-'),
        }
        s + " 0 1"
    }
}

/// Which kind of position was built, for the tally of what the cross-check reached.
#[derive(Default, Debug)]
struct Tally {
    built: usize,
    refused: usize,
    features: BTreeMap<String, usize>,
}

impl Tally {
    fn note(&mut self, f: impl Into<String>) {
        *self.features.entry(f.into()).or_insert(0) += 1;
    }
}

/// One built position (White to move; the caller mirrors half of them), with the features
/// it was built to have.
fn build_one(rng: &mut Rng) -> Option<(Build, Vec<String>)> {
    let mut b = Build::new();
    let mut notes = Vec::new();
    let pinner = rng.pick(&['R', 'Q', 'B', 'C', 'C', 'C']);
    let dirs: Vec<(i32, i32)> = match pinner {
        'R' | 'C' => ORTHO.to_vec(),
        'B' => DIAG.to_vec(),
        _ => ORTHO.iter().chain(&DIAG).copied().collect(),
    };
    let d = rng.pick(&dirs);
    // Often on the home ranks, where face-down pieces stand (as screens, pinned or targets).
    let king = if rng.chance(35) {
        rng.below(16)
    } else {
        rng.below(64)
    };
    let line = ray(king, d);
    let need = if pinner == 'C' { 3 } else { 2 };
    if line.len() < need {
        return None;
    }
    b.put(king, true, 'K', false);
    // The pinned piece: most often a cannon, sometimes any other piece of ours.
    let pinned_role = if rng.chance(60) {
        'C'
    } else {
        rng.pick(&['Q', 'R', 'B', 'N', 'P'])
    };
    let hidden_pinned = rng.chance(10);
    let (pinned_at, pinner_at) = if pinner == 'C' {
        // King, then two pieces, then the cannon: our pinned piece and a screen in either order.
        let j = need - 1 + rng.below(line.len() - need + 1);
        let mut two = [rng.below(j), rng.below(j)];
        while two[0] == two[1] {
            two[1] = rng.below(j);
        }
        let screen = line[two[1]];
        let mut white = rng.below(4) == 0;
        // On a home rank, often the colour whose pieces may stand face down there.
        if rng.chance(50) && !(16..48).contains(&screen) {
            white = screen < 16;
        }
        let role = rng.pick(&['N', 'P', 'B', 'R', 'C']);
        let hidden = rng.chance(60);
        b.put(screen, white, role, hidden);
        if b.cells[screen].is_some_and(|c| c.2) {
            notes.push("face-down screen".to_owned());
        }
        notes.push(format!(
            "cannon pinner, screen {}",
            if white { "ours" } else { "theirs" }
        ));
        (line[two[0]], line[j])
    } else {
        let j = 1 + rng.below(line.len() - 1);
        (line[rng.below(j)], line[j])
    };
    let pinned_role = if pinned_role == 'P' && (pinned_at >= 56) {
        'C'
    } else {
        pinned_role
    };
    b.put(pinned_at, true, pinned_role, hidden_pinned);
    b.put(pinner_at, false, pinner, false);
    notes.push(format!("pinner {pinner}"));
    notes.push(format!("direction {d:?}"));
    notes.push(format!("pinned {pinned_role}"));
    // Targets for a pinned cannon that jumps the king, or jumps the pinner.
    let behind = ray(king, (-d.0, -d.1));
    if !behind.is_empty() && rng.chance(75) {
        let at = behind[rng.below(behind.len())];
        b.put(at, false, rng.pick(&['B', 'N', 'P', 'R']), rng.chance(20));
        notes.push("target beyond the king".to_owned());
        if rng.chance(30) && behind.len() > 1 {
            let at = behind[rng.below(behind.len())];
            if b.empty(at) {
                b.put(at, rng.chance(50), rng.pick(&['N', 'B']), rng.chance(30));
            }
        }
    }
    let beyond = ray(pinner_at, d);
    if !beyond.is_empty() && rng.chance(60) {
        let at = beyond[rng.below(beyond.len())];
        b.put(at, false, rng.pick(&['B', 'N', 'R', 'P']), rng.chance(20));
        notes.push("target beyond the pinner".to_owned());
    }
    // An en-passant right next to our pawn, often on the king's rank.
    if rng.chance(20) {
        let file = rng.below(8);
        let side = if file == 0 || (file < 7 && rng.chance(50)) {
            1
        } else {
            -1
        };
        let rank = if rng.chance(50) { 4 } else { 2 };
        let victim = rank * 8 + file;
        let ours = (victim as i32 + side) as usize;
        let passed = victim + 8;
        let from = victim + 16;
        if [victim, ours, passed, from].iter().all(|&s| b.empty(s)) {
            b.put(victim, false, 'P', false);
            b.put(ours, true, 'P', false);
            b.ep = Some(passed);
            notes.push("en passant".to_owned());
        }
    }
    // Extras: enemy cannons, pawns about to promote, other pieces (some face down).
    for _ in 0..rng.below(5) {
        let sq = rng.below(64);
        if !b.empty(sq) {
            continue;
        }
        let white = rng.chance(45);
        let role = rng.pick(&['C', 'C', 'P', 'N', 'B', 'R', 'Q']);
        if role == 'P' && (if white { sq >= 56 } else { sq < 8 }) {
            continue;
        }
        b.put(sq, white, role, rng.chance(25));
    }
    if rng.chance(25) {
        for f in [rng.below(8), rng.below(8)] {
            if b.empty(48 + f) && b.empty(56 + f) {
                b.put(48 + f, true, 'P', false);
                notes.push("pawn about to promote".to_owned());
                break;
            }
        }
    }
    // The enemy king, anywhere free.
    let free: Vec<usize> = (0..64).filter(|&s| b.empty(s)).collect();
    b.put(rng.pick(&free), false, 'K', false);
    Some((b, notes))
}

/// Every built position (both sides to move), with their features: the same list on every
/// run. `limit` is how many to build.
fn built_positions(limit: usize, tally: &mut Tally) -> Vec<Position> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = Vec::new();
    while out.len() < limit {
        let Some((b, notes)) = build_one(&mut rng) else {
            continue;
        };
        let mirrored = rng.chance(50);
        let fen = b.fen(mirrored);
        match Position::from_fen(Variant::HiddenRandom, &fen) {
            Ok(pos) => {
                tally.built += 1;
                for n in notes {
                    tally.note(n);
                }
                if fen.contains('*') {
                    tally.note("some piece face down");
                }
                tally.note(if mirrored {
                    "black to move"
                } else {
                    "white to move"
                });
                out.push(pos);
            }
            Err(_) => tally.refused += 1,
        }
    }
    out
}

fn names(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_actions().iter().map(|a| a.to_string()).collect();
    v.sort();
    v
}

/// Issue 9's position: the cannon on b1, pinned by the rook on a1, must not take g1 by
/// jumping over its own king.
const ISSUE_9: &str = "4k3/8/8/8/8/8/8/rC2K1bR w - - 0 3";

#[test]
fn pinned_cannon_cannot_jump_over_its_king() {
    let pos = Position::from_fen(Variant::HiddenRandom, ISSUE_9).unwrap();
    // The setup is what the name says: the cannon is pinned and g1 lies beyond the king.
    assert!(pos
        .attackers_to(
            incerto_engine::Square::E1,
            incerto_engine::Color::Black,
            pos.occupied() ^ incerto_engine::Bitboard::from_square(incerto_engine::Square::B1)
        )
        .any());
    assert_eq!(
        names(&pos),
        [
            "b1c1", "b1d1", "e1d1", "e1d2", "e1e2", "e1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5",
            "h1h6", "h1h7", "h1h8"
        ]
    );
    // Fairy-Stockfish: 14, 256, 5105.
    assert_eq!([1, 2, 3].map(|d| perft(&pos, d)), [14, 256, 5105]);
}

/// Every other way a cannon meets the check rules, one position each, with the legal moves
/// and perft(1..3) that Fairy-Stockfish gives (scripts/fsf-perft.py's variant).
#[test]
fn cannon_lines_screens_and_checks() {
    let cases: [(&str, &str, &str, [u64; 3]); 8] = [
        (
            "a piece entering the empty line between king and cannon becomes a screen: d2e4 is illegal",
            "4c2k/8/8/8/8/8/3N4/4K3 w - - 0 1",
            "d2b1 d2b3 d2c4 d2f1 d2f3 e1d1 e1e2 e1f1 e1f2",
            [9, 137, 1470],
        ),
        (
            "either of two screens leaving the line gives check: neither may move",
            "4c2k/8/8/8/4N3/8/4B3/4K3 w - - 0 1",
            "e1d1 e1d2 e1f1 e1f2",
            [4, 52, 1066],
        ),
        (
            "in check through a screen: the king may not step along the line, the screen may \
             leave it or take the cannon, but not slide along it",
            "4c2k/8/8/8/4R3/8/8/4K3 w - - 0 1",
            "e1d1 e1d2 e1f1 e1f2 e4a4 e4b4 e4c4 e4d4 e4e8 e4f4 e4g4 e4h4",
            [12, 140, 2582],
        ),
        (
            "en passant removes two of three screens: b5c6 is illegal",
            "4k3/8/8/cPpNK3/8/8/8/8 w - c6 0 1",
            "b5b6 d5b4 d5b6 d5c3 d5c7 d5e3 d5e7 d5f4 d5f6 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6",
            [15, 169, 2265],
        ),
        (
            "en passant (and the push) would add a screen: only the cannon may be taken",
            "4k3/8/c6K/1Pp5/8/8/8/8 w - c6 0 1",
            "b5a6 h6g5 h6g6 h6g7 h6h5 h6h7",
            [6, 101, 725],
        ),
        (
            "our cannon behind two screens: moving one discovers check",
            "4k3/8/4p3/8/4N3/8/8/2K1C3 w - - 0 1",
            "c1b1 c1b2 c1c2 c1d1 c1d2 e1d1 e1e2 e1e3 e1e6 e1f1 e1g1 e1h1 e4c3 e4c5 e4d2 e4d6 \
             e4f2 e4f6 e4g3 e4g5",
            [20, 99, 2197],
        ),
        (
            "in check by a rook, a promotion cannot help",
            "2n1k3/1P6/8/8/8/8/8/1r2K3 w - - 0 1",
            "e1d2 e1e2 e1f2",
            [3, 66, 873],
        ),
        (
            "promotion to a cannon, the enemy cannon one screen from the king",
            "4k3/1P6/8/8/8/8/8/1c2K2R w - - 0 1",
            "b7b8b b7b8c b7b8n b7b8q b7b8r e1d1 e1d2 e1e2 e1f1 e1f2 h1f1 h1g1 h1h2 h1h3 h1h4 \
             h1h5 h1h6 h1h7 h1h8",
            [19, 230, 5099],
        ),
    ];
    for (what, fen, moves, counts) in cases {
        let pos = Position::from_fen(Variant::HiddenRandom, fen).unwrap();
        let expected: Vec<&str> = moves.split_whitespace().collect();
        assert_eq!(names(&pos), expected, "{what}: {fen}");
        assert_eq!([1, 2, 3].map(|d| perft(&pos, d)), counts, "{what}: {fen}");
        let r = RefPos::from_fen(Game::HiddenRandom, fen).unwrap();
        assert_eq!(r.perft(3), counts[2], "reference: {what}");
    }
}

/// How many positions are built: hundreds of each pinner and direction.
const BUILT: usize = 2500;

#[test]
fn built_pin_positions_match_reference() {
    let mut tally = Tally::default();
    let positions = built_positions(BUILT, &mut tally);
    let mut mismatches = Vec::new();
    let mut children = 0;
    for pos in &positions {
        let fen = pos.fen();
        let r = RefPos::from_fen(Game::HiddenRandom, &fen).unwrap();
        let mut reference: Vec<String> = r.legal().into_iter().map(|(n, _)| n).collect();
        reference.sort();
        let engine = names(pos);
        if engine != reference {
            let only_e: Vec<&String> = engine.iter().filter(|a| !reference.contains(a)).collect();
            let only_r: Vec<&String> = reference.iter().filter(|a| !engine.contains(a)).collect();
            mismatches.push(format!(
                "{fen}: only engine {only_e:?}, only reference {only_r:?}"
            ));
            continue;
        }
        if engine.iter().any(|a| a.len() == 5 && a.ends_with('c')) {
            tally.note("promotion to cannon available");
        }
        if pos.is_check() {
            tally.note("in check");
        }
        // One ply deeper: the replies, where discovered cannon checks and moved screens show.
        let (e, f) = (perft(pos, 2), r.perft(2));
        children += engine.len();
        if e != f {
            mismatches.push(format!("{fen}: perft(2) engine {e}, reference {f}"));
        }
    }
    eprintln!("{tally:#?}\nchildren compared by perft(2): {children}");
    assert!(
        mismatches.is_empty(),
        "{} of {} built positions disagree:\n{}",
        mismatches.len(),
        positions.len(),
        mismatches[..mismatches.len().min(20)].join("\n")
    );
    for (feature, at_least) in [
        ("pinner R", 150),
        ("pinner Q", 150),
        ("pinner B", 150),
        ("pinner C", 450),
        ("pinned C", 600),
        ("cannon pinner, screen ours", 80),
        ("cannon pinner, screen theirs", 250),
        ("face-down screen", 100),
        ("target beyond the king", 600),
        ("target beyond the pinner", 400),
        ("en passant", 50),
        ("pawn about to promote", 100),
        ("promotion to cannon available", 80),
        ("some piece face down", 300),
        ("black to move", 600),
        ("in check", 50),
    ] {
        let n = tally.features.get(feature).copied().unwrap_or(0);
        assert!(n >= at_least, "only {n} positions with '{feature}'");
    }
    for d in ORTHO.iter().chain(&DIAG) {
        let n = tally.features.get(&format!("direction {d:?}")).copied();
        assert!(n.unwrap_or(0) >= 80, "direction {d:?}: {n:?}");
    }
}

/// Fairy-Stockfish's counts for the face-up built positions (and the issue's position).
#[test]
fn built_face_up_positions_match_fairy_stockfish() {
    let data = include_str!("data/cannon-pins.tsv");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let [fen, depth, nodes] = cols[..] else {
            panic!("bad data line: {line}");
        };
        let pos = Position::from_fen(Variant::HiddenRandom, fen).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            perft(&pos, depth.parse().unwrap()),
            nodes.parse::<u64>().unwrap(),
            "{fen} depth {depth}"
        );
        checked += 1;
    }
    assert!(checked >= 1000, "only {checked} entries");
}

/// `INCERTO_WRITE_BUILT=path cargo test -p incerto-engine --test cannon_pins write_built`
/// writes the face-up built positions for `scripts/fsf-perft.py`; otherwise it only checks
/// that the data file was made from the current builder (same positions, same order).
#[test]
fn write_built_or_check_data_is_current() {
    let mut tally = Tally::default();
    let mut face_up: Vec<String> = built_positions(BUILT, &mut tally)
        .iter()
        .map(|p| p.fen())
        .filter(|f| !f.contains('*'))
        .collect();
    face_up.push(ISSUE_9.to_owned());
    if let Ok(path) = std::env::var("INCERTO_WRITE_BUILT") {
        std::fs::write(path, face_up.join("\n") + "\n").unwrap();
        return;
    }
    let data = include_str!("data/cannon-pins.tsv");
    let mut in_data: Vec<&str> = data
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .filter_map(|l| l.split('\t').next())
        .collect();
    in_data.dedup();
    let missing: Vec<&String> = face_up
        .iter()
        .filter(|f| !in_data.contains(&f.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "{} built positions have no Fairy-Stockfish count (rerun scripts/fsf-perft.py): {:?}",
        missing.len(),
        &missing[..missing.len().min(3)]
    );
}

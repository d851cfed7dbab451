//! Hand-made positions for every rule and every [D] decision of RULES.md, one test per
//! rule. Each expected action list, FEN or count was worked out by hand from the rulebook
//! (the reasoning is in the comment above it), not copied from the engine's output.

use incerto_engine::{perft, Action, Position, Variant};

const INCERTO: Variant = Variant::Incerto;
const RANDOM: Variant = Variant::HiddenRandom;
const CHESS: Variant = Variant::HiddenChess;

fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn actions(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_actions().iter().map(|a| a.to_string()).collect();
    v.sort();
    v
}

/// Asserts that the legal actions of `fen` are exactly `expected` (in any order).
fn assert_actions(variant: Variant, fen: &str, expected: &[&str]) {
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(actions(&pos(variant, fen)), want, "legal actions of {fen}");
}

/// Plays `moves` from `fen`, each of which must be legal.
fn after(variant: Variant, fen: &str, moves: &[&str]) -> Position {
    let mut p = pos(variant, fen);
    for m in moves {
        let a = Action::parse(variant, m).unwrap();
        p = p
            .play(a)
            .unwrap_or_else(|e| panic!("{m} from {}: {e}", p.fen()));
    }
    p
}

fn is_legal(variant: Variant, fen: &str, action: &str) -> bool {
    let a = Action::parse(variant, action).unwrap();
    pos(variant, fen).play(a).is_ok()
}

// ---------------------------------------------------------------------------------------
// Incerto (§1)

/// A selected disc with no move makes the turn a skip, `@a2`.
/// White: K a1 (to b1, b2; a2 is its own pawn), P a2 (a3 is blocked by Black's pawn and
/// b3 holds nothing to capture, so the pawn has no move: skip).
/// After the skip the disc has been seen (its `*` goes) and the clock counts a turn.
#[test]
fn incerto_blocked_disc_is_skipped() {
    let fen = "k*5/6/6/6/6/p5/P*5/K*5 w - - 0 1";
    assert_actions(INCERTO, fen, &["@a2", "a1b1", "a1b2"]);
    assert_eq!(
        after(INCERTO, fen, &["@a2"]).fen(),
        "k*5/6/6/6/6/p5/P5/K*5 b - - 1 1"
    );
    // A disc that can move cannot be skipped.
    assert!(!is_legal(INCERTO, fen, "@a1"));
}

/// No check rules: White's king on a1 is attacked by the rook on a2, yet the king may step
/// into the rook's lines (a1b1 on the b-file, a2 is the capture) and the knight may move,
/// leaving the king attacked. K: a1a2 (takes), a1b1, a1b2 (takes nothing, b2 is empty);
/// N f1: d2, e3 (g3/h2 are off the six-file board).
#[test]
fn incerto_king_may_move_into_or_stay_in_attack() {
    let fen = "k5/6/6/6/6/6/r5/K4N w - - 0 1";
    assert_actions(INCERTO, fen, &["a1a2", "a1b1", "a1b2", "f1d2", "f1e3"]);
}

/// Capturing the king ends the game: no actions, perft has no children.
/// f1e3 is a quiet move (clock 1), then the rook takes the king on a1 (clock 0, move 2).
#[test]
fn incerto_no_actions_after_king_capture() {
    let p = after(INCERTO, "k5/6/6/6/6/6/r5/K4N w - - 0 1", &["f1e3", "a2a1"]);
    assert_eq!(p.fen(), "k5/6/6/6/6/4N1/6/r5 w - - 0 2");
    assert!(p.legal_actions().is_empty());
    assert_eq!(perft(&p, 1), 0);
    assert!(p.play(Action::parse(INCERTO, "e3d5").unwrap()).is_err());
    // The game-over position can be written and read back.
    assert_eq!(pos(INCERTO, &p.fen()).fen(), p.fen());
}

/// perft(2) of the position above, counted by hand:
/// - a1a2 (king takes rook): Black has only K a8 → a7, b7, b8 = 3;
/// - a1b1: K a8 3 + rook a2: a3–a7 (5), a1, b2–f2 (5) = 14;
/// - a1b2: 3 + rook: a3–a7, a1, b2 (takes the king) = 10;
/// - f1d2: 3 + rook: a3–a7, a1 (takes the king), b2, c2, d2 (takes) = 12;
/// - f1e3: 3 + rook: a3–a7, a1 (takes the king), b2–f2 = 14.
///
/// Total 53.
#[test]
fn incerto_perft_by_hand() {
    let p = pos(INCERTO, "k5/6/6/6/6/6/r5/K4N w - - 0 1");
    assert_eq!(perft(&p, 1), 5);
    assert_eq!(perft(&p, 2), 53);
}

/// A hidden disc moves as what it truly is (the knight on f1), and only the moved disc
/// loses its `*`; the others stay unseen.
#[test]
fn incerto_hidden_disc_moves_as_itself() {
    let fen = "k*5/6/6/6/6/6/P*5/K*4N* w - - 0 1";
    assert_actions(
        INCERTO,
        fen,
        &["a1b1", "a1b2", "a2a3", "a2a4", "f1d2", "f1e3"],
    );
    assert_eq!(
        after(INCERTO, fen, &["f1e3"]).fen(),
        "k*5/6/6/6/6/4N1/P*5/K*5 b - - 1 1"
    );
}

/// Pawns step two from their owner's rank 1 or 2 when both squares are empty.
/// a1: a2, a3 (rank 1 double step); b2: b3, b4; c1: c2 holds a black knight and b2/d2
/// hold nothing to take → skip; d3: only d4 (rank 3); e1: e2 only, e3 is occupied;
/// K f1: e2, f2 (e1 is its own pawn, nothing beyond the f-file).
#[test]
fn incerto_pawn_double_steps_from_ranks_one_and_two() {
    assert_actions(
        INCERTO,
        "k5/6/6/6/6/3Pp1/1Pn3/P1P1PK w - - 0 1",
        &[
            "@c1", "a1a2", "a1a3", "b2b3", "b2b4", "d3d4", "e1e2", "f1e2", "f1f2",
        ],
    );
    // Black mirrors it: rank 8 and rank 7.
    assert_actions(
        INCERTO,
        "p4k/1p4/6/6/6/6/6/5K b - - 0 1",
        &["a8a6", "a8a7", "b7b5", "b7b6", "f8e7", "f8e8", "f8f7"],
    );
}

/// No en passant in Incerto: after a2a4 the black pawn on b4 may only go to b3, and the
/// FEN carries no en-passant square. A pawn move does not reset the clock here.
#[test]
fn incerto_has_no_en_passant() {
    let p = after(INCERTO, "k5/6/6/6/1p4/6/P5/5K w - - 0 1", &["a2a4"]);
    assert_eq!(p.fen(), "k5/6/6/6/Pp4/6/6/5K b - - 1 1");
    assert_eq!(actions(&p), ["a8a7", "a8b7", "a8b8", "b4b3"]);
}

/// Promotion to Q, R, B or N [D] (never a cannon or king); K f1: e1, e2, f2.
#[test]
fn incerto_promotes_to_four_pieces() {
    let fen = "k5/2P3/6/6/6/6/6/5K w - - 0 1";
    assert_actions(
        INCERTO,
        fen,
        &["c7c8b", "c7c8n", "c7c8q", "c7c8r", "f1e1", "f1e2", "f1f2"],
    );
    assert_eq!(
        after(INCERTO, fen, &["c7c8q"]).fen(),
        "k1Q3/6/6/6/6/6/6/5K b - - 0 1"
    );
    assert!(Action::parse(INCERTO, "c7c8c").is_ok_and(|a| pos(INCERTO, fen).play(a).is_err()));
}

/// The board is six files wide [D]: the rook on f1 goes left to b1 (a1 is its king) and
/// up to f8, never to g1. K a1: a2, b1, b2.
#[test]
fn incerto_board_ends_at_the_f_file() {
    assert_actions(
        INCERTO,
        "k5/6/6/6/6/6/6/K4R w - - 0 1",
        &[
            "a1a2", "a1b1", "a1b2", "f1b1", "f1c1", "f1d1", "f1e1", "f1f2", "f1f3", "f1f4", "f1f5",
            "f1f6", "f1f7", "f1f8",
        ],
    );
}

/// Incerto's 100-turn count resets only on a capture or a promotion [D]; skips and pawn
/// moves count as turns.
#[test]
fn incerto_halfmove_clock() {
    // a2 is blocked (skip); c7 promotes; e2 is a free pawn; a1 can take the knight on b2.
    let fen = "k5/2P3/6/6/6/p5/Pn2P1/K5 w - - 7 10";
    for (action, clock) in [
        ("@a2", 8),
        ("c7c8q", 0),
        ("c7c8n", 0),
        ("e2e3", 8),
        ("e2e4", 8),
        ("a1b2", 0),
        ("a1b1", 8),
    ] {
        assert_eq!(
            after(INCERTO, fen, &[action]).halfmoves(),
            clock,
            "{action}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Hidden Random Chess (§2)

/// A flip is illegal in check [D]. The rook on e5 checks the king on e1; the face-down
/// pieces on a1 and b2 can neither flip nor move. K: d1, d2, f1, f2 (e2 stays on the file).
/// With the rook on d5 instead there is no check: both flips are legal and the king avoids
/// the d-file (e2, f1, f2).
#[test]
fn hidden_random_flip_is_illegal_in_check() {
    let fen = "4k3/8/8/4r3/8/8/1P*6/R*3K3 w - - 0 1";
    assert_actions(RANDOM, fen, &["e1d1", "e1d2", "e1f1", "e1f2"]);
    assert!(!is_legal(RANDOM, fen, "@a1"));
    assert_actions(
        RANDOM,
        "4k3/8/8/3r4/8/8/1P*6/R*3K3 w - - 0 1",
        &["@a1", "@b2", "e1e2", "e1f1", "e1f2"],
    );
}

/// Face-down pieces block and can be captured. The rook on a3 cannot pass its own
/// face-down a2 and takes the black face-down piece on a7: a4, a5, a6, a7, b3–h3.
/// K e1: d1, d2, e2, f1, f2; plus the flip of a2.
#[test]
fn hidden_random_face_down_pieces_block_and_are_captured() {
    assert_actions(
        RANDOM,
        "4k3/p*7/8/8/8/R7/P*7/4K3 w - - 0 1",
        &[
            "@a2", "a3a4", "a3a5", "a3a6", "a3a7", "a3b3", "a3c3", "a3d3", "a3e3", "a3f3", "a3g3",
            "a3h3", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2",
        ],
    );
}

/// Face-down pieces attack nothing: the black face-down piece on h8 (truly a rook) does
/// not check the king on h1, which may even step along the h-file: g1, g2, h2.
#[test]
fn hidden_random_face_down_piece_gives_no_check() {
    assert_actions(
        RANDOM,
        "4k2r*/8/8/8/8/8/8/7K w - - 0 1",
        &["h1g1", "h1g2", "h1h2"],
    );
}

/// A face-down piece blocks a cannon and serves as its screen. Cannon a1: upward a2 (own,
/// face down) is the screen, so no quiet move up and the capture a1a6 over it; rightward
/// b1, c1, d1, then its own king on e1 is a screen and the bishop on g1 is taken.
/// K e1: d1, d2, e2, f1 (f2 is attacked by the bishop). Flip a2.
#[test]
fn hidden_random_face_down_piece_blocks_and_screens_a_cannon() {
    assert_actions(
        RANDOM,
        "4k3/8/n7/8/8/8/P*7/C3K1b1 w - - 0 1",
        &[
            "@a2", "a1a6", "a1b1", "a1c1", "a1d1", "a1g1", "e1d1", "e1d2", "e1e2", "e1f1",
        ],
    );
}

/// A cannon captures over exactly one screen. Knights on a3, a5, a7: a3 has no screen
/// (a1a3 is not a capture, and not a move either), a5 has one (a3) and is taken, a7 has
/// two. Cannon: a2, a5 (takes), b1–h1; K h2: g1, g2, g3, h1, h3.
#[test]
fn hidden_random_cannon_needs_exactly_one_screen() {
    assert_actions(
        RANDOM,
        "7k/n7/8/n7/8/n7/7K/C7 w - - 0 1",
        &[
            "a1a2", "a1a5", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1h1", "h2g1", "h2g2",
            "h2g3", "h2h1", "h2h3",
        ],
    );
}

/// A cannon checks through a face-down screen: c d7, screen d2 (face down), king d1.
/// Answers: the king leaves the d-file (c1, c2, e1, e2) or the rook adds a second screen
/// (g3d3). The flip of a1 is illegal in check, and the face-down d2 cannot move.
#[test]
fn hidden_random_cannon_checks_through_face_down_screen() {
    assert_actions(
        RANDOM,
        "7k/3c4/8/8/8/6R1/3P*4/N*2K4 w - - 0 1",
        &["d1c1", "d1c2", "d1e1", "d1e2", "g3d3"],
    );
}

/// Moving a piece onto the open line between an enemy cannon and one's king makes it the
/// screen, which exposes the king: Nc3-e2 and Nc3-e4 are illegal. The king itself may step
/// onto that line (e1e2), because then nothing stands between it and the cannon.
#[test]
fn hidden_random_move_that_becomes_a_cannon_screen_is_illegal() {
    assert_actions(
        RANDOM,
        "k3c3/8/8/8/8/2N5/8/4K3 w - - 0 1",
        &[
            "c3a2", "c3a4", "c3b1", "c3b5", "c3d1", "c3d5", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2",
        ],
    );
}

/// En passant after a double step from rank 1: b1b3 passes b2, and the black pawn on c3
/// takes on b2, removing the pawn on b3. Black: c3b2 (e.p.), c3c2, K d7, d8, e7, f7, f8.
#[test]
fn hidden_random_en_passant_after_rank_one_double_step() {
    let p = after(RANDOM, "4k3/8/8/8/8/2p5/8/1P2K3 w - - 0 1", &["b1b3"]);
    assert_eq!(p.fen(), "4k3/8/8/8/8/1Pp5/8/4K3 b - b2 0 1");
    assert_eq!(
        actions(&p),
        ["c3b2", "c3c2", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8"]
    );
    let q = p.play(Action::parse(RANDOM, "c3b2").unwrap()).unwrap();
    assert_eq!(q.fen(), "4k3/8/8/8/8/8/1p6/4K3 w - - 0 2");
}

/// RULES.md §4: the en-passant square is written only when a pawn may legally take there.
/// c1c3 passes c2 beside Black's pawn on b3, but b3xc2 would take the b3 pawn off the b-file:
/// the cannon on b1 would then jump its screen on b2 to the king on b6. So no square, and
/// Black has only the flips of d8 and h8 and the king's eight steps (the cannon attacks b3
/// alone, so b5 and b7 are safe; the pinned pawn has no move, b2 being occupied). With the
/// king off the b-file the same step writes c2 and b3xc2 is legal. A string naming the
/// square when the capture is illegal reads as the one without it.
#[test]
fn hidden_random_en_passant_square_only_when_the_capture_is_legal() {
    let p = after(
        RANDOM,
        "3p*3r*/8/1k6/8/8/1p6/1R*6/KCP5 w - - 1 3",
        &["c1c3"],
    );
    assert_eq!(p.fen(), "3p*3r*/8/1k6/8/8/1pP5/1R*6/KC6 b - - 0 3");
    assert_eq!(p.ep_square(), None);
    assert_eq!(
        actions(&p),
        ["@d8", "@h8", "b6a5", "b6a6", "b6a7", "b6b5", "b6b7", "b6c5", "b6c6", "b6c7"]
    );
    let read = pos(RANDOM, "3p*3r*/8/1k6/8/8/1pP5/1R*6/KC6 b - c2 0 3");
    assert_eq!(read.fen(), p.fen());
    assert_eq!(read, p);

    let p = after(
        RANDOM,
        "3p*3r*/8/2k5/8/8/1p6/1R*6/KCP5 w - - 1 3",
        &["c1c3"],
    );
    assert_eq!(p.fen(), "3p*3r*/8/2k5/8/8/1pP5/1R*6/KC6 b - c2 0 3");
    assert!(is_legal(RANDOM, &p.fen(), "b3c2"));
}

/// Promotion to Q, R, B, N or C; K e1: d1, d2, e2, f1, f2. A cannon on b8 does not check
/// e8, since nothing stands between them.
#[test]
fn hidden_random_promotes_to_a_cannon() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert_actions(
        RANDOM,
        fen,
        &[
            "b7b8b", "b7b8c", "b7b8n", "b7b8q", "b7b8r", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2",
        ],
    );
    let p = after(RANDOM, fen, &["b7b8c"]);
    assert_eq!(p.fen(), "1C2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert!(!p.is_check());
}

/// A flipped piece attacks at once: flipping the rook on a1 checks the king on a8 down the
/// open a-file. Black must move the king (b7, b8; a7 is on the file) and may not flip h7.
#[test]
fn hidden_random_flipped_piece_gives_check_at_once() {
    let p = after(RANDOM, "k7/7p*/8/8/8/8/8/R*3K3 w - - 0 1", &["@a1"]);
    assert_eq!(p.fen(), "k7/7p*/8/8/8/8/8/R3K3 b - - 0 1");
    assert_eq!(actions(&p), ["a8b7", "a8b8"]);
}

/// perft(2) of the position above by hand: White has @a1 and K d1, d2, e2, f1, f2 = 6.
/// After @a1 Black has 2 (above); after each of the 5 king moves Black has K a7, b7, b8
/// and @h7 = 4. Total 2 + 5 × 4 = 22.
#[test]
fn hidden_random_perft_by_hand() {
    let p = pos(RANDOM, "k7/7p*/8/8/8/8/8/R*3K3 w - - 0 1");
    assert_eq!(perft(&p, 1), 6);
    assert_eq!(perft(&p, 2), 22);
}

/// Checkmate: Rh1 checks h8; g8 and g7 are covered by the king on f7, h7 by the rook.
#[test]
fn hidden_random_checkmate_has_no_actions() {
    let p = after(RANDOM, "7k/5K2/8/8/8/8/8/6R1 w - - 0 1", &["g1h1"]);
    assert!(p.is_check());
    assert!(p.legal_actions().is_empty());
}

/// The 100-turn count resets on a capture, a pawn move and a flip [D], not on other moves.
#[test]
fn hidden_random_halfmove_clock() {
    let fen = "4k2b/8/8/8/8/8/4P3/R*3K2R w - - 7 10";
    for (action, clock) in [
        ("@a1", 0),
        ("e2e3", 0),
        ("e2e4", 0),
        ("h1h5", 8),
        ("h1h8", 0),
        ("e1d1", 8),
    ] {
        assert_eq!(after(RANDOM, fen, &[action]).halfmoves(), clock, "{action}");
    }
    // Black's reply counts a turn and completes move 10.
    let p = after(RANDOM, fen, &["@a1", "e8d8"]);
    assert_eq!((p.halfmoves(), p.fullmoves()), (1, 11));
}

// ---------------------------------------------------------------------------------------
// Hidden Chess (§3)

/// A face-down "rook" on a1 that is really a pawn moves as a rook: up the a-file (a2–a7,
/// and a8 where, being a pawn, it promotes four ways) and along rank 1 (b1, c1, d1).
/// K e1: d1, d2, e2, f1, f2. Revealed on b1 it is a pawn on rank 1, which steps only
/// one square (b1b2, not b1b3); once on b2 it may step two.
#[test]
fn hidden_chess_rook_look_pawn_revealed_on_rank_one() {
    let fen = "4k3/8/8/8/8/8/8/P*3K3 w - - 0 1";
    assert_actions(
        CHESS,
        fen,
        &[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8b", "a1a8n", "a1a8q", "a1a8r",
            "a1b1", "a1c1", "a1d1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2",
        ],
    );
    let p = after(CHESS, fen, &["a1b1", "e8d8"]);
    assert_eq!(p.fen(), "3k4/8/8/8/8/8/8/1P2K3 w - - 1 2");
    assert_eq!(
        actions(&p),
        ["b1b2", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]
    );
    let p = after(CHESS, &p.fen(), &["b1b2", "d8e8"]);
    assert!(actions(&p).contains(&"b2b4".to_string()));
}

/// A face-down "queen" on d1 that is really a pawn: d2–d7, d8 with four promotions,
/// c2 b3 a4, e2 f3 g4 h5, c1 b1 a1 (e1 is its king) = 20; K e1: d2, e2, f1, f2 = 4.
/// After d1d8q Black is in check from the adjacent queen: e8d8 takes it, e8f7 steps away
/// (d7, e7 and f8 are covered by the queen).
#[test]
fn hidden_chess_queen_look_pawn_promotes_on_reveal() {
    let fen = "4k3/8/8/8/8/8/8/3P*K3 w - - 0 1";
    assert_actions(
        CHESS,
        fen,
        &[
            "d1a1", "d1a4", "d1b1", "d1b3", "d1c1", "d1c2", "d1d2", "d1d3", "d1d4", "d1d5", "d1d6",
            "d1d7", "d1d8b", "d1d8n", "d1d8q", "d1d8r", "d1e2", "d1f3", "d1g4", "d1h5", "e1d2",
            "e1e2", "e1f1", "e1f2",
        ],
    );
    let p = after(CHESS, fen, &["d1d8q"]);
    assert_eq!(p.fen(), "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(actions(&p), ["e8d8", "e8f7"]);
    // The same square with a bishop under it: it reaches d8 as a bishop, no promotion.
    let bishop = "4k3/8/8/8/8/8/8/3B*K3 w - - 0 1";
    assert!(is_legal(CHESS, bishop, "d1d8"));
    assert!(!is_legal(CHESS, bishop, "d1d8q"));
    assert_eq!(
        after(CHESS, bishop, &["d1d8"]).fen(),
        "3Bk3/8/8/8/8/8/8/4K3 b - - 0 1"
    );
}

/// Castling with face-down corner pieces on both sides; each is revealed on f1/d1 as what
/// it really is. White: N* a1 (looks like a rook), P* h1 (looks like a rook).
/// - a1: a2–a7, a8 takes (a knight, so no promotion), b1, c1, d1 = 10;
/// - h1: h2–h7, h8 takes as a pawn → 4 promotions, g1, f1 = 12;
/// - K e1: d1, d2, e2, f1, f2, and both castlings (the black rook-looks on a8/h8 attack
///   only the a- and h-files and rank 8) = 7.
#[test]
fn hidden_chess_castling_with_face_down_corners() {
    let fen = "b*3k2q*/8/8/8/8/8/8/N*3K2P* w KQkq - 0 1";
    assert_actions(
        CHESS,
        fen,
        &[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "h1h2",
            "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8b", "h1h8n", "h1h8q", "h1h8r", "h1g1",
            "h1f1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1", "e1c1",
        ],
    );
    // White castles short: the pawn appears on f1, the king on g1, White's rights go, and
    // the reveal resets the clock.
    let p = after(CHESS, fen, &["e1g1"]);
    assert_eq!(p.fen(), "b*3k2q*/8/8/8/8/8/8/N*4PK1 b kq - 0 1");
    // Black: a8 a7–a2, a1 takes, b8, c8, d8 = 10; h8 h7–h1, g8, f8 = 9;
    // K d8, d7, e7, f7, f8 and both castlings = 7.
    assert_eq!(
        actions(&p),
        [
            "a8a1", "a8a2", "a8a3", "a8a4", "a8a5", "a8a6", "a8a7", "a8b8", "a8c8", "a8d8", "e8c8",
            "e8d7", "e8d8", "e8e7", "e8f7", "e8f8", "e8g8", "h8f8", "h8g8", "h8h1", "h8h2", "h8h3",
            "h8h4", "h8h5", "h8h6", "h8h7",
        ]
    );
    // Black castles long: the bishop appears on d8.
    let p = after(CHESS, &p.fen(), &["e8c8"]);
    assert_eq!(p.fen(), "2kb3q*/8/8/8/8/8/8/N*4PK1 w - - 0 2");
    // The pawn revealed on f1 follows the rank-1 rule: one step only.
    let acts = actions(&p);
    assert!(acts.contains(&"f1f2".to_string()));
    assert!(!acts.contains(&"f1f3".to_string()));
}

/// Every square between king and corner must be empty: with a piece on b1 only the short
/// castling remains. a1: a2–a8 = 7; b1 (knight-look): a3, c3, d2 = 3; h1: h2–h8, g1,
/// f1 = 9; K: d1, d2, e2, f1, f2, e1g1 = 6.
#[test]
fn hidden_chess_castling_blocked_by_a_piece() {
    assert_actions(
        CHESS,
        "4k3/8/8/8/8/8/8/R*N*2K2R* w KQ - 0 1",
        &[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "b1a3", "b1c3", "b1d2", "h1h2",
            "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8", "h1g1", "h1f1", "e1d1", "e1d2", "e1e2",
            "e1f1", "e1f2", "e1g1",
        ],
    );
}

/// The king may not cross or land on an attacked square. Black's face-down d8 looks like
/// a queen and attacks the d-file (so not d1, d2, nor castling long through d1); the rook
/// on g8 attacks g1 (so no castling short). a1: a2–a8, b1, c1, d1 = 10; h1: h2–h8, g1,
/// f1 = 9; K: e2, f1, f2 = 3.
#[test]
fn hidden_chess_castling_through_or_into_attack() {
    assert_actions(
        CHESS,
        "3p*k1r1/8/8/8/8/8/8/R*3K2R* w KQ - 0 1",
        &[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "h1h2",
            "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8", "h1g1", "h1f1", "e1e2", "e1f1", "e1f2",
        ],
    );
}

/// Only the king's path matters: b1 is attacked by the rook on b8, yet castling long is
/// legal. a1: a2–a8, b1, c1, d1 = 10; K: d1, d2, e2, f1, f2, e1c1 = 6.
#[test]
fn hidden_chess_castling_with_attacked_b1() {
    assert_actions(
        CHESS,
        "1r2k3/8/8/8/8/8/8/R*3K3 w Q - 0 1",
        &[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "e1c1",
            "e1d1", "e1d2", "e1e2", "e1f1", "e1f2",
        ],
    );
}

/// No castling out of check: the rook on e5 checks e1. Nothing can interpose on e2–e4,
/// so only the king moves: d1, d2, f1, f2.
#[test]
fn hidden_chess_no_castling_in_check() {
    assert_actions(
        CHESS,
        "4k3/8/8/4r3/8/8/8/R*3K2R* w KQ - 0 1",
        &["e1d1", "e1d2", "e1f1", "e1f2"],
    );
}

/// [D] A rook-look piece on a1 that is really a pawn and slides a1a3 made a rook move:
/// no en-passant right, so the black pawn on b3 cannot take on a2.
/// Black: b3b2, K d7, d8, e7, f7, f8.
#[test]
fn hidden_chess_no_en_passant_after_rook_look_double_slide() {
    let p = after(CHESS, "4k3/8/8/8/8/1p6/8/P*3K3 w - - 0 1", &["a1a3"]);
    assert_eq!(p.fen(), "4k3/8/8/8/8/Pp6/8/4K3 b - - 0 1");
    assert_eq!(
        actions(&p),
        ["b3b2", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8"]
    );
}

/// En passant after a true pawn's double step from rank 2 (here a face-down pawn that is
/// really a pawn): b4 takes on a3. A pawn-look knight making the same double step gives
/// no right (it was not a true pawn).
#[test]
fn hidden_chess_en_passant_only_after_true_pawn_double_step() {
    let p = after(CHESS, "4k3/8/8/8/1p6/8/P*7/4K3 w - - 0 1", &["a2a4"]);
    assert_eq!(p.fen(), "4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 1");
    assert_eq!(
        actions(&p),
        ["b4a3", "b4b3", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8"]
    );
    let q = p.play(Action::parse(CHESS, "b4a3").unwrap()).unwrap();
    assert_eq!(q.fen(), "4k3/8/8/8/8/p7/8/4K3 w - - 0 2");

    let p = after(CHESS, "4k3/8/8/8/1p6/8/N*7/4K3 w - - 0 1", &["a2a4"]);
    assert_eq!(p.fen(), "4k3/8/8/8/Np6/8/8/4K3 b - - 0 1");
    assert_eq!(
        actions(&p),
        ["b4b3", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8"]
    );
}

/// RULES.md §4: b2b4 passes b3 beside Black's pawn on c4, but c4xb3 would empty the fourth
/// rank between the rook on h4 and the king on a4 (both pawns leave it): no en-passant
/// square. Black: K a3, b3, b5, takes b4 (a5 is the b4 pawn's), and c4c3, which keeps the
/// b4 pawn between rook and king. Read from a string that names b3, the square is dropped.
#[test]
fn hidden_chess_en_passant_square_only_when_the_capture_is_legal() {
    let p = after(CHESS, "8/8/8/8/k1p4R/8/1P6/4K3 w - - 0 1", &["b2b4"]);
    assert_eq!(p.fen(), "8/8/8/8/kPp4R/8/8/4K3 b - - 0 1");
    assert_eq!(actions(&p), ["a4a3", "a4b3", "a4b4", "a4b5", "c4c3"]);
    let read = pos(CHESS, "8/8/8/8/kPp4R/8/8/4K3 b - b3 0 1");
    assert_eq!(read.fen(), p.fen());
    assert_eq!(read, p);
}

/// Check is judged by the disguise. Black's face-down h8 looks like a rook, so it checks
/// h1 even though it is really a pawn: K g1, g2 only. A face-down d7 that is really a
/// queen looks like a pawn and attacks only c6/e6: the king on d1 walks freely.
#[test]
fn hidden_chess_face_down_piece_checks_as_its_disguise() {
    let fen = "4k2p*/8/8/8/8/8/8/7K w - - 0 1";
    assert!(pos(CHESS, fen).is_check());
    assert_actions(CHESS, fen, &["h1g1", "h1g2"]);
    assert_actions(
        CHESS,
        "4k3/3q*4/8/8/8/8/8/3K4 w - - 0 1",
        &["d1c1", "d1c2", "d1d2", "d1e1", "d1e2"],
    );
}

/// The 100-turn count resets on a capture, a pawn move and any reveal [D] (including a
/// castling that reveals a face-down corner); a face-up piece's quiet move and a castling
/// with a face-up rook count as turns.
#[test]
fn hidden_chess_halfmove_clock() {
    let fen = "4k3/8/8/8/8/8/4P3/R*3K2R w KQ - 7 10";
    for (action, clock) in [
        ("e1g1", 8),
        ("e1c1", 0),
        ("a1a3", 0),
        ("e2e3", 0),
        ("e2e4", 0),
        ("h1h5", 8),
        ("e1f1", 8),
    ] {
        assert_eq!(after(CHESS, fen, &[action]).halfmoves(), clock, "{action}");
    }
    assert_eq!(
        after(CHESS, fen, &["e1c1"]).fen(),
        "4k3/8/8/8/8/8/4P3/2KR3R b - - 0 10"
    );
    assert_eq!(
        after(CHESS, fen, &["e1g1"]).fen(),
        "4k3/8/8/8/8/8/4P3/R*4RK1 b - - 8 10"
    );
}

// ---------------------------------------------------------------------------------------
// Position strings (§4): a string that breaks the rules is refused with a reason.

#[test]
fn bad_position_strings_are_refused() {
    for (variant, fen, fault) in [
        // Wrong king count.
        (RANDOM, "8/8/8/8/8/8/8/4K3 w - - 0 1", "king"),
        (CHESS, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "king"),
        (INCERTO, "k5/6/6/6/6/6/6/KK4 w - - 0 1", "king"),
        // Hidden pieces off their home squares.
        (RANDOM, "4k3/8/8/8/3N*4/8/8/4K3 w - - 0 1", "hidden"),
        (CHESS, "4k3/8/8/8/3N*4/8/8/4K3 w - - 0 1", "hidden"),
        (INCERTO, "k5/6/6/2N*3/6/6/6/K5 w - - 0 1", "hidden"),
        (CHESS, "4k3/8/8/8/8/8/8/3KN*3 w - - 0 1", "hidden"),
        // Kings are never face down in the two 8×8 games.
        (RANDOM, "4k*3/8/8/8/8/8/8/4K3 w - - 0 1", "king"),
        // No cannons outside Hidden Random Chess.
        (INCERTO, "k5/6/6/6/6/6/6/K4C w - - 0 1", "cannon"),
        (CHESS, "4k3/8/8/8/8/8/8/C3K3 w - - 0 1", "cannon"),
        // Castling rights need the king and a corner piece, and only Hidden Chess has them.
        (CHESS, "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling"),
        (CHESS, "4k3/8/8/8/8/8/8/N3K3 w Q - 0 1", "castling"),
        (CHESS, "4k3/8/8/8/8/8/8/R2K4 w Q - 0 1", "castling"),
        (RANDOM, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "castling"),
        // Board width per game.
        (INCERTO, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "6"),
        (RANDOM, "k5/6/6/6/6/6/6/K5 w - - 0 1", "8"),
        // No en passant in Incerto.
        (INCERTO, "k5/6/6/6/6/6/6/K5 w - a3 0 1", "passant"),
    ] {
        let err = Position::from_fen(variant, fen)
            .err()
            .unwrap_or_else(|| panic!("{} accepted {fen}", variant.name()));
        let msg = err.to_string().to_lowercase();
        assert!(
            msg.contains(fault),
            "{fen}: message '{msg}' does not name '{fault}'"
        );
    }
}

/// §2: the king and the e-pawn start face up and the other 14 pieces face down on the
/// other 14 squares of ranks 1–2; face-down pieces never move. So a face-down piece on
/// e1/e2 (e7/e8 for Black) cannot occur, and §4 says such a string ("a hidden piece where
/// the variant cannot have one") is refused.
#[test]
fn hidden_random_refuses_face_down_piece_on_king_or_e_pawn_square() {
    for fen in [
        "4k3/8/8/8/8/8/4N*3/3K4 w - - 0 1",
        "4k3/8/8/8/8/8/8/3KN*3 w - - 0 1",
        "4k3/4n*3/8/8/8/8/8/4K3 w - - 0 1",
        "3kn*3/8/8/8/8/8/8/4K3 w - - 0 1",
    ] {
        assert!(Position::from_fen(RANDOM, fen).is_err(), "accepted {fen}");
    }
}

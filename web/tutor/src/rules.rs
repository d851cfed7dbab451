//! The checklist of rules the lessons must teach, one id per rule of the rulebook
//! (docs/RULES.md §1–§3). Every lesson step names the ids it teaches; a test fails if an id
//! is taught by no step, so a rule added here without a lesson is noticed.

use incerto_engine::Variant;

/// One rule of the rulebook.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Rule {
    pub id: &'static str,
    pub variant: Variant,
    /// The rule in a few words (English; for tests, reviews and tools).
    pub summary: &'static str,
}

const fn rule(id: &'static str, variant: Variant, summary: &'static str) -> Rule {
    Rule {
        id,
        variant,
        summary,
    }
}

use Variant::{HiddenChess as HC, HiddenRandom as HR, Incerto as IN};

/// Every rule, grouped by game in the order of the rulebook.
pub const RULES: &[Rule] = &[
    // §1 Incerto
    rule("incerto.board", IN, "a board six files wide and eight ranks high"),
    rule("incerto.set", IN, "each side: K, Q, 2 R, 2 N, 2 B, 4 P"),
    rule("incerto.setup", IN, "each side's 12 discs shuffled over its first two ranks"),
    rule("incerto.hidden", IN, "every disc starts hidden, even from its owner"),
    rule("incerto.select", IN, "a turn starts by selecting an own disc: it is shown to its owner only"),
    rule("incerto.commit", IN, "the selection is irrevocable: that disc and no other must move"),
    rule("incerto.move", IN, "the selected piece makes one of its legal moves"),
    rule("incerto.skip", IN, "a selected piece with no legal move skips the turn; the opponent sees which disc, not what"),
    rule("incerto.move-seen", IN, "a move without capture shows the opponent only its from- and to-squares"),
    rule("incerto.state.hidden", IN, "disc state: hidden"),
    rule("incerto.state.selected", IN, "disc state: selected"),
    rule("incerto.state.revealed", IN, "disc state: revealed"),
    rule("incerto.state.available", IN, "disc state: available (a square the selected piece can move to)"),
    rule("incerto.state.capturable", IN, "disc state: capturable"),
    rule("incerto.state.skipped", IN, "disc state: turn skipped"),
    rule("incerto.pieces", IN, "king, queen, rook, bishop and knight move and capture as in chess"),
    rule("incerto.pawn", IN, "a pawn steps forward, two squares from its first or second rank, and captures diagonally"),
    rule("incerto.no-en-passant", IN, "there is no en passant and no castling"),
    rule("incerto.no-check", IN, "no check rules: a king may move into or stay under attack"),
    rule("incerto.capture", IN, "a capture shows both pieces to both players; the capturer stays known"),
    rule("incerto.promotion", IN, "a pawn on the last rank promotes to Q, R, B or N: a public event, a secret piece"),
    rule("incerto.goal", IN, "capturing the opponent's king wins at once (not checkmate)"),
    rule("incerto.draw.agreement", IN, "a draw by agreement; a player may resign"),
    rule("incerto.draw.repetition", IN, "the same position (true identities, side to move) for the fourth time is a draw"),
    rule("incerto.draw.turns", IN, "100 turns in a row (skips count) with no capture and no promotion is a draw"),
    // §2 Hidden Random Chess
    rule("hr.board", HR, "an 8x8 board"),
    rule("hr.set", HR, "each side: K, 2 C, 2 R, 2 N, 2 B, 7 P; no queen at the start"),
    rule("hr.setup", HR, "king e1 and pawn e2 face up, the other 14 shuffled face down on ranks 1-2 (Black mirrored)"),
    rule("hr.face-down", HR, "a face-down piece is unknown to both players"),
    rule("hr.flip", HR, "a turn may flip one own face-down piece face up for both; the flip is the whole turn"),
    rule("hr.flip-then-move", HR, "a flipped piece may move from its owner's next turn on"),
    rule("hr.move", HR, "or a turn moves one face-up piece; K, Q, R, B, N as in chess"),
    rule("hr.face-down.still", HR, "a face-down piece cannot move and attacks nothing"),
    rule("hr.face-down.block", HR, "a face-down piece blocks lines and serves as a cannon screen"),
    rule("hr.face-down.capture", HR, "a face-down piece can be captured; it is shown to both as it leaves"),
    rule("hr.cannon.move", HR, "the cannon moves like a rook over empty squares"),
    rule("hr.cannon.capture", HR, "the cannon captures by jumping exactly one piece (the screen) along a line"),
    rule("hr.pawn", HR, "a pawn steps forward, two squares from its first or second rank even if it moved before"),
    rule("hr.en-passant", HR, "en passant after any two-square pawn advance, on the next turn only"),
    rule("hr.promotion", HR, "a pawn on the last rank promotes to Q, R, B, N or C"),
    rule("hr.check", HR, "FIDE check: no turn may leave the own king attacked"),
    rule("hr.check.flip", HR, "a flip is illegal while in check"),
    rule("hr.check.flipped", HR, "a newly flipped piece attacks at once and can give check"),
    rule("hr.no-castling", HR, "there is no castling"),
    rule("hr.checkmate", HR, "checkmate wins"),
    rule("hr.stalemate", HR, "stalemate is a draw"),
    rule("hr.draw.repetition", HR, "threefold repetition is a draw"),
    rule("hr.draw.turns", HR, "100 turns with no capture, pawn move or flip is a draw"),
    rule("hr.draw.material", HR, "insufficient material (K v K, K+B or K+N v K) is a draw"),
    rule("hr.draw.agreement", HR, "a draw by agreement; a player may resign"),
    // §3 Hidden Chess
    rule("hc.setup", HC, "kings face up on e1/e8; the other 15 of a side shuffled face down over its home squares"),
    rule("hc.face-down", HC, "a face-down piece is unknown to both players"),
    rule("hc.look-alike", HC, "a face-down piece moves and attacks as the piece that starts on its square"),
    rule("hc.reveal", HC, "its first move reveals it to both; from then on it moves as what it is"),
    rule("hc.check", HC, "check, mate and stalemate are judged with face-down pieces attacking as their look-alikes"),
    rule("hc.private-capture", HC, "capturing a face-down piece shows it only to the capturer"),
    rule("hc.pawn.double", HC, "a pawn on its second rank may advance two squares, however it got there"),
    rule("hc.pawn.first-rank", HC, "a pawn revealed on its first rank advances only one square from there"),
    rule("hc.castling", HC, "castling with the corner look-alike rook; the corner piece is revealed"),
    rule("hc.en-passant", HC, "en passant only after a true pawn's double step from its second rank, next move only"),
    rule("hc.promotion", HC, "promotion to Q, R, B or N, chosen on arrival even by a piece revealed there as a pawn"),
    rule("hc.checkmate", HC, "checkmate wins; stalemate is a draw"),
    rule("hc.draws", HC, "threefold repetition, insufficient material, 100 turns with no capture, pawn move or reveal"),
    rule("hc.draw.agreement", HC, "a draw by agreement; a player may resign"),
    rule("hc.clocks", HC, "optional clocks, local to the page: running out loses unless the opponent cannot mate"),
];

/// The rule with this id.
pub fn find(id: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.id == id)
}

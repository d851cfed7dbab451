//! Attack sets of every piece kind: precomputed step tables and magic-bitboard sliders.
//!
//! Sliders use "plain" magic bitboards: per square, the relevant occupancy is multiplied by a
//! magic number and shifted to index a table of attack sets. The magic numbers below were found
//! once by a random search (sparse random `u64`s, xorshift seed 0x9E3779B97F4A7C15) and are
//! checked for collisions when the tables are built, so a wrong constant cannot go unnoticed.
//! The tables (about 1.1 MB) are built on first use rather than stored in the binary, which
//! keeps the WebAssembly download small.

use crate::bitboard::Bitboard;
use crate::piece::Color;
use crate::square::Square;
use std::sync::LazyLock;

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

const fn step_table(steps: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < steps.len() {
            let f = (sq % 8) as i32 + steps[i].0;
            let r = (sq / 8) as i32 + steps[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[sq] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn pawn_table(color: Color) -> [u64; 64] {
    let dr = color.forward();
    step_table(&[(-1, dr), (1, dr)])
}

static KNIGHT: [u64; 64] = step_table(&KNIGHT_STEPS);
static KING: [u64; 64] = step_table(&KING_STEPS);
static PAWN: [[u64; 64]; 2] = [pawn_table(Color::White), pawn_table(Color::Black)];

/// Walks each direction from `sq` until the edge or the first occupied square (included).
fn slide(sq: Square, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq.file() as i32 + df, sq.rank() as i32 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// The squares whose occupancy matters to a slider on `sq`: its rays without the last square.
fn relevant_mask(sq: Square, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq.file() as i32 + df, sq.rank() as i32 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            mask |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    mask
}

#[derive(Copy, Clone, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

impl Magic {
    #[inline(always)]
    fn index(&self, occupied: u64) -> usize {
        self.offset + ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// The slider, between and line tables, built on first use.
///
/// Hot code fetches the reference once ([`tables`]) and passes it down: each access
/// through the `LazyLock` is an atomic load that the compiler may not merge with the next
/// one, and after it every table pointer is loaded afresh.
pub(crate) struct Tables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    /// Padded to a power of two, so that an index masked to it is known to be in bounds
    /// and the hot lookups carry no bounds check (the mask never changes a real index).
    attacks: Box<[u64; ATTACK_SLOTS]>,
    /// `between[a][b]`: squares strictly between two aligned squares, else empty.
    between: Box<[[u64; 64]; 64]>,
    /// `line[a][b]`: the whole line through two aligned squares, else empty.
    line: Box<[[u64; 64]; 64]>,
}

/// Room for the rook (102 400) and bishop (5 248) attack sets, rounded up to a power of two.
const ATTACK_SLOTS: usize = 1 << 17;

/// A square's index known to be below 64, so indexing a 64-entry table needs no check.
#[inline(always)]
fn ix(sq: Square) -> usize {
    sq.index() & 63
}

fn build_magics(magics: &[u64; 64], dirs: &[(i32, i32)], attacks: &mut Vec<u64>) -> [Magic; 64] {
    let mut out = [Magic::default(); 64];
    for sq in Square::all() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let magic = Magic {
            mask,
            magic: magics[sq.index()],
            shift: 64 - bits,
            offset: attacks.len(),
        };
        attacks.resize(attacks.len() + (1 << bits), u64::MAX);
        // Enumerate every subset of the mask (Carry-Rippler).
        let mut subset = 0u64;
        loop {
            let idx = magic.index(subset);
            let att = slide(sq, subset, dirs);
            assert!(
                attacks[idx] == u64::MAX || attacks[idx] == att,
                "magic collision on {sq}"
            );
            attacks[idx] = att;
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        out[sq.index()] = magic;
    }
    out
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let mut attacks = Vec::with_capacity(ATTACK_SLOTS);
    let rook = build_magics(&ROOK_MAGICS, &ROOK_DIRS, &mut attacks);
    let bishop = build_magics(&BISHOP_MAGICS, &BISHOP_DIRS, &mut attacks);
    // Filled on the heap: a `Box::new` of the arrays would build them on the stack first.
    let mut between = vec![[0u64; 64]; 64].into_boxed_slice();
    let mut line = vec![[0u64; 64]; 64].into_boxed_slice();
    for a in Square::all() {
        for (df, dr) in DIRS_ALL {
            let full = slide(a, 0, &[(df, dr), (-df, -dr)]) | (1 << a.index());
            let mut passed = 0u64;
            let (mut f, mut r) = (a.file() as i32 + df, a.rank() as i32 + dr);
            while let Some(b) = Square::from_coords(f as u32, r as u32) {
                between[a.index()][b.index()] = passed;
                line[a.index()][b.index()] = full;
                passed |= 1 << b.index();
                f += df;
                r += dr;
            }
        }
    }
    assert!(attacks.len() <= ATTACK_SLOTS, "ATTACK_SLOTS too small");
    attacks.resize(ATTACK_SLOTS, 0);
    let attacks = attacks.into_boxed_slice();
    Tables {
        rook,
        bishop,
        attacks: attacks.try_into().expect("ATTACK_SLOTS entries"),
        between: between.try_into().expect("64 rows"),
        line: line.try_into().expect("64 rows"),
    }
});

const DIRS_ALL: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// Builds the slider tables now rather than inside the first timed search.
pub fn init() {
    LazyLock::force(&TABLES);
}

/// The tables, built on first use; see [`Tables`].
#[inline]
pub(crate) fn tables() -> &'static Tables {
    &TABLES
}

impl Tables {
    #[inline]
    pub(crate) fn rook_attacks(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(self.attacks[self.rook[ix(sq)].index(occupied.0) & (ATTACK_SLOTS - 1)])
    }

    #[inline]
    pub(crate) fn bishop_attacks(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(self.attacks[self.bishop[ix(sq)].index(occupied.0) & (ATTACK_SLOTS - 1)])
    }

    #[inline]
    pub(crate) fn queen_attacks(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.rook_attacks(sq, occupied) | self.bishop_attacks(sq, occupied)
    }

    /// See [`cannon_captures`].
    #[inline]
    pub(crate) fn cannon_captures(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let direct = self.rook_attacks(sq, occupied);
        let screens = direct & occupied;
        (self.rook_attacks(sq, occupied ^ screens) - direct) & (occupied ^ screens)
    }

    #[inline]
    pub(crate) fn between(&self, a: Square, b: Square) -> Bitboard {
        Bitboard(self.between[ix(a)][ix(b)])
    }

    #[inline]
    pub(crate) fn line(&self, a: Square, b: Square) -> Bitboard {
        Bitboard(self.line[ix(a)][ix(b)])
    }
}

#[inline]
/// The squares a knight on `sq` attacks.
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

#[inline]
/// The squares a king on `sq` attacks.
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// The two diagonal squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

#[inline]
/// The squares a rook on `sq` attacks, stopped by the first piece of `occupied` each way.
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().rook_attacks(sq, occupied)
}

#[inline]
/// The squares a bishop on `sq` attacks, stopped by the first piece of `occupied` each way.
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().bishop_attacks(sq, occupied)
}

#[inline]
/// Rook and bishop attacks together.
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().queen_attacks(sq, occupied)
}

/// What a cannon on `sq` can capture: along each rank and file, the first piece beyond the
/// first piece (the screen). The relation is symmetric, so the same set read from a king's
/// square finds the cannons that give check.
#[inline]
pub fn cannon_captures(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().cannon_captures(sq, occupied)
}

/// Squares strictly between two squares on one line (empty if not aligned).
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    tables().between(a, b)
}

/// The whole line (edge to edge) through two aligned squares; empty if they are not aligned.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    tables().line(a, b)
}

#[inline]
/// Whether the three squares lie on one rank, file or diagonal.
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

const ROOK_MAGICS: [u64; 64] = [
    0x1080004008801020,
    0x0840092002c03000,
    0x1900200010400900,
    0x0880100008000480,
    0x4200100420080200,
    0x8100020100080400,
    0x0200040110886200,
    0x0200008040220411,
    0x0404800084400220,
    0x0000401000402000,
    0x0086001081220440,
    0x0408800800100280,
    0x000a001201040820,
    0x8848800200840080,
    0x4001000100040200,
    0x0442000102105084,
    0x9080010020804100,
    0x0040404000201009,
    0x0000808010002009,
    0x2200090021d00100,
    0x0008008008040080,
    0x0004004002010040,
    0x0011040008015042,
    0x00000a0001768104,
    0x0000800080204009,
    0x2010004140002001,
    0x9800200280100080,
    0x1000100080080080,
    0x0442000a00049020,
    0x2100040080020080,
    0x0800120400900148,
    0x0010040a00128541,
    0x2800804000800030,
    0x1010002000400041,
    0x4000200011004100,
    0x0610008410800800,
    0x0400802402800800,
    0xc100020080800400,
    0x0002000802000401,
    0x0182085882000401,
    0x0220204000808000,
    0x2860100040024022,
    0x0001002004110040,
    0x99101042000a0020,
    0x0004080004008080,
    0x0010040002008080,
    0x2012004881020004,
    0x8300842444820011,
    0x0088403882010200,
    0x0820400080210100,
    0x0110910040a00300,
    0x0801100280080480,
    0x0242009008200600,
    0x1002000489500200,
    0x0040800200010080,
    0x0091800041000080,
    0x0000209300488001,
    0x04c1002414824001,
    0x020020000b001041,
    0x7000100004200901,
    0x8002002004100802,
    0x30010002084c0007,
    0x0888221800813004,
    0x4000002840840112,
];
const BISHOP_MAGICS: [u64; 64] = [
    0xa010041108003100,
    0x006082020a002900,
    0x6810010619200000,
    0x08281a0520000408,
    0x0001104001000400,
    0x0018901008048400,
    0x00040a0210245280,
    0x000200210808a402,
    0x9140048410821200,
    0x0800091010820041,
    0x20504804832202c0,
    0x0100091401081000,
    0x8021011140000012,
    0x0810020804450400,
    0x208b0542109008a2,
    0x0080084a08040204,
    0x0040e2a80811244c,
    0x2505022008008108,
    0x0430220100420040,
    0x010a040420220040,
    0x1105000290400000,
    0x0093001200822120,
    0x4000a62048043004,
    0x280120048a015004,
    0x006090002a020814,
    0x44042000240800d0,
    0x01102800040a4400,
    0x1004080080220040,
    0x0001001011004024,
    0x0010044000805040,
    0x0914041200820100,
    0x0004821012821480,
    0x0024040500c05021,
    0x0088611002080200,
    0x0116080a00040020,
    0x4000020080080080,
    0x2450450140840040,
    0x0000880201484100,
    0x0222020404020092,
    0x8081110600002e00,
    0x2842101105000801,
    0x1100809008001025,
    0x00020202221c0400,
    0x0422014022009020,
    0x0210046102100c00,
    0xc004008082029102,
    0x00aa461801101200,
    0x0404080080201108,
    0x020542108c205002,
    0x0410544804100100,
    0x0040910841100000,
    0x0400200042021100,
    0x00004204850400c0,
    0x0200100410a42102,
    0x1040020801210102,
    0x0805040410420000,
    0x2884804130100200,
    0x800c262201242000,
    0x1058000194108800,
    0x0014221054420204,
    0x0104000012a02200,
    0x0200881003300100,
    0x0140400202840100,
    0x0402020801010201,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::sq;

    fn bb(list: &[&str]) -> Bitboard {
        list.iter().map(|s| sq(s)).collect()
    }

    #[test]
    fn sliders_match_a_plain_walk() {
        // A fixed pseudo-random set of occupancies per square.
        let mut x = 0x1234_5678_9abc_def0u64;
        for s in Square::all() {
            for _ in 0..64 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let occ = x & x.rotate_left(17);
                assert_eq!(rook_attacks(s, Bitboard(occ)).0, slide(s, occ, &ROOK_DIRS));
                assert_eq!(
                    bishop_attacks(s, Bitboard(occ)).0,
                    slide(s, occ, &BISHOP_DIRS)
                );
            }
        }
    }

    #[test]
    fn steps() {
        assert_eq!(knight_attacks(sq("a1")), bb(&["b3", "c2"]));
        assert_eq!(king_attacks(sq("h8")), bb(&["g8", "g7", "h7"]));
        assert_eq!(pawn_attacks(Color::White, sq("a2")), bb(&["b3"]));
        assert_eq!(pawn_attacks(Color::Black, sq("e5")), bb(&["d4", "f4"]));
    }

    #[test]
    fn cannon_jumps_exactly_one_screen() {
        // Cannon a1; screen a3, target a6 beyond; a7 is shadowed by a6.
        // Along rank 1: screen c1, nothing beyond → no capture that way.
        let occ = bb(&["a1", "a3", "a6", "a7", "c1"]);
        assert_eq!(cannon_captures(sq("a1"), occ), bb(&["a6"]));
        // Adjacent screen works too.
        let occ = bb(&["d4", "e4", "h4", "d5", "d8"]);
        assert_eq!(cannon_captures(sq("d4"), occ), bb(&["h4", "d8"]));
    }

    #[test]
    fn lines() {
        assert_eq!(between(sq("a1"), sq("d4")), bb(&["b2", "c3"]));
        assert_eq!(between(sq("a1"), sq("b3")), Bitboard::EMPTY);
        assert_eq!(line(sq("b2"), sq("c3")).count(), 8);
        assert!(aligned(sq("e1"), sq("e4"), sq("e8")));
        assert!(!aligned(sq("e1"), sq("e4"), sq("d8")));
        assert_eq!(line(sq("a1"), sq("b3")), Bitboard::EMPTY);
    }
}

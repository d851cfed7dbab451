//! An independent reference move generator for the three games, written from RULES.md alone
//! (not from the engine's sources) so that `reference_crosscheck.rs` can compare the two.
//!
//! It is deliberately plain and slow: a mailbox board of `Option<Cell>`, pieces as letters,
//! moves generated square by square, and legality decided by playing the move and asking
//! whether the mover's own king is attacked. Nothing here is shared with `engine/src`, so a
//! misreading of the rules in one is unlikely to be repeated in the other.

#![allow(dead_code)]

use std::fmt::Write;

/// The three games (RULES.md §1–3).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Game {
    Incerto,
    HiddenRandom,
    HiddenChess,
}

impl Game {
    pub fn from_name(name: &str) -> Game {
        match name {
            "incerto" => Game::Incerto,
            "hidden-random" => Game::HiddenRandom,
            "hidden-chess" => Game::HiddenChess,
            _ => panic!("unknown game {name}"),
        }
    }

    /// Incerto's board is six files wide (§1 [D]); the others are 8×8.
    pub fn width(self) -> i32 {
        match self {
            Game::Incerto => 6,
            _ => 8,
        }
    }

    /// The pieces a pawn may promote to (§1 [D], §2, §3).
    fn promotions(self) -> &'static [char] {
        match self {
            Game::HiddenRandom => &['Q', 'R', 'B', 'N', 'C'],
            _ => &['Q', 'R', 'B', 'N'],
        }
    }
}

/// One piece: its colour, its true identity (an upper-case letter of `KQRBNPC`) and whether
/// it is hidden / face down (the `*` of the extended FEN).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Cell {
    pub white: bool,
    pub role: char,
    pub hidden: bool,
}

/// A square as (file, rank), both counted from 0 (a1 = (0, 0)).
pub type Sq = (i32, i32);

pub fn square_name((f, r): Sq) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

pub fn parse_square(s: &str) -> Option<Sq> {
    let b = s.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some(((b[0] - b'a') as i32, (b[1] - b'1') as i32))
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    Normal,
    EnPassant,
    Castle,
    /// Hidden Random Chess: turn a face-down piece face up.
    Flip,
    /// Incerto: the selected disc has no move.
    Skip,
}

#[derive(Copy, Clone, Debug)]
struct Mv {
    from: Sq,
    to: Sq,
    promotion: Option<char>,
    kind: Kind,
}

impl Mv {
    fn name(&self) -> String {
        match self.kind {
            Kind::Flip | Kind::Skip => format!("@{}", square_name(self.from)),
            _ => {
                let mut s = square_name(self.from) + &square_name(self.to);
                if let Some(p) = self.promotion {
                    s.push(p.to_ascii_lowercase());
                }
                s
            }
        }
    }
}

/// A whole position: board, side to move, castling rights (K, Q, k, q), the en-passant
/// square (stored after every double step that gives the right, whether or not anyone can
/// use it; written only when someone legally can) and the two counters.
#[derive(Clone, Debug)]
pub struct RefPos {
    pub game: Game,
    /// `board[rank][file]`; files past the game's width stay empty.
    pub board: [[Option<Cell>; 8]; 8],
    pub white_to_move: bool,
    pub castling: [bool; 4],
    pub ep: Option<Sq>,
    pub halfmove: u32,
    pub fullmove: u32,
}

const KNIGHT: [Sq; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const ORTHO: [Sq; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [Sq; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ALL_DIRS: [Sq; 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

fn forward(white: bool) -> i32 {
    if white {
        1
    } else {
        -1
    }
}

/// The rank (0-based) that is `n`-th (1-based) from `white`'s side.
fn own_rank(white: bool, n: i32) -> i32 {
    if white {
        n - 1
    } else {
        8 - n
    }
}

impl RefPos {
    /// Reads the extended FEN of RULES.md §4. Only the shape is checked: the reference is
    /// fed positions the engine produced, so rule validation is the engine's job.
    pub fn from_fen(game: Game, fen: &str) -> Result<RefPos, String> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() != 4 && fields.len() != 6 {
            return Err(format!("expected 4 or 6 fields in {fen:?}"));
        }
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != 8 {
            return Err("expected 8 ranks".into());
        }
        let mut board = [[None; 8]; 8];
        for (i, row) in rows.iter().enumerate() {
            let rank = 7 - i;
            let mut file = 0i32;
            let chars: Vec<char> = row.chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                if let Some(d) = c.to_digit(10) {
                    file += d as i32;
                } else {
                    let role = c.to_ascii_uppercase();
                    if !"KQRBNPC".contains(role) {
                        return Err(format!("unknown letter {c}"));
                    }
                    let hidden = chars.get(j + 1) == Some(&'*');
                    if hidden {
                        j += 1;
                    }
                    if file >= game.width() {
                        return Err(format!("rank {} too long", rank + 1));
                    }
                    board[rank][file as usize] = Some(Cell {
                        white: c.is_ascii_uppercase(),
                        role,
                        hidden,
                    });
                    file += 1;
                }
                j += 1;
            }
            if file != game.width() {
                return Err(format!("rank {} has {file} files", rank + 1));
            }
        }
        let white_to_move = match fields[1] {
            "w" => true,
            "b" => false,
            s => return Err(format!("bad side {s}")),
        };
        let mut castling = [false; 4];
        if fields[2] != "-" {
            for c in fields[2].chars() {
                let i = "KQkq".find(c).ok_or(format!("bad castling {c}"))?;
                castling[i] = true;
            }
        }
        let ep = match fields[3] {
            "-" => None,
            s => Some(parse_square(s).ok_or(format!("bad ep {s}"))?),
        };
        let (halfmove, fullmove) = if fields.len() == 6 {
            (
                fields[4].parse().map_err(|_| "bad halfmove")?,
                fields[5].parse().map_err(|_| "bad fullmove")?,
            )
        } else {
            (0, 1)
        };
        Ok(RefPos {
            game,
            board,
            white_to_move,
            castling,
            ep,
            halfmove,
            fullmove,
        })
    }

    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..self.game.width() {
                match self.board[rank as usize][file as usize] {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            write!(s, "{empty}").unwrap();
                            empty = 0;
                        }
                        s.push(if c.white {
                            c.role
                        } else {
                            c.role.to_ascii_lowercase()
                        });
                        if c.hidden {
                            s.push('*');
                        }
                    }
                }
            }
            if empty > 0 {
                write!(s, "{empty}").unwrap();
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push_str(if self.white_to_move { " w " } else { " b " });
        let rights: String = "KQkq"
            .chars()
            .zip(self.castling)
            .filter(|&(_, on)| on)
            .map(|(c, _)| c)
            .collect();
        s.push_str(if rights.is_empty() { "-" } else { &rights });
        // RULES.md §4: the en-passant square is written only when a pawn of the side to move
        // may legally capture there (one string per position): some legal pawn move ends on
        // it diagonally.
        let ep = self.ep.filter(|&ep| {
            let name = square_name(ep);
            self.legal().iter().any(|(m, _)| {
                let from = parse_square(&m[..2]);
                m.len() >= 4
                    && m[2..4] == name
                    && from.is_some_and(|f| {
                        f.0 != ep.0
                            && self
                                .at(f)
                                .is_some_and(|c| self.movement_role(f, c) == Some('P'))
                    })
            })
        });
        match ep {
            Some(sq) => write!(s, " {}", square_name(sq)).unwrap(),
            None => s.push_str(" -"),
        }
        write!(s, " {} {}", self.halfmove, self.fullmove).unwrap();
        s
    }

    fn on_board(&self, (f, r): Sq) -> bool {
        f >= 0 && f < self.game.width() && (0..8).contains(&r)
    }

    pub fn at(&self, sq: Sq) -> Option<Cell> {
        if self.on_board(sq) {
            self.board[sq.1 as usize][sq.0 as usize]
        } else {
            None
        }
    }

    fn set(&mut self, (f, r): Sq, cell: Option<Cell>) {
        self.board[r as usize][f as usize] = cell;
    }

    fn squares(&self) -> Vec<Sq> {
        let mut v = Vec::new();
        for r in 0..8 {
            for f in 0..self.game.width() {
                v.push((f, r));
            }
        }
        v
    }

    /// How the piece on `sq` moves and attacks right now, or `None` if it cannot:
    /// Incerto discs as what they are (§1: hidden is only knowledge); Hidden Random Chess
    /// face-down pieces not at all (§2); Hidden Chess face-down pieces as the piece that
    /// starts on their square (§3).
    fn movement_role(&self, sq: Sq, c: Cell) -> Option<char> {
        match self.game {
            Game::Incerto => Some(c.role),
            Game::HiddenRandom => (!c.hidden).then_some(c.role),
            Game::HiddenChess if c.hidden => Some(start_piece(sq, c.white)),
            Game::HiddenChess => Some(c.role),
        }
    }

    /// Whether the piece on `from`, moving as `role`, attacks `target` (for check tests).
    fn attacks(&self, from: Sq, role: char, white: bool, target: Sq) -> bool {
        let (df, dr) = (target.0 - from.0, target.1 - from.1);
        if (df, dr) == (0, 0) {
            return false;
        }
        // Number of pieces strictly between two squares on one line.
        let between = |dir: Sq| -> usize {
            let mut n = 0;
            let mut s = (from.0 + dir.0, from.1 + dir.1);
            while s != target {
                if self.at(s).is_some() {
                    n += 1;
                }
                s = (s.0 + dir.0, s.1 + dir.1);
            }
            n
        };
        let ortho = df == 0 || dr == 0;
        let diag = df.abs() == dr.abs();
        let dir = (df.signum(), dr.signum());
        match role {
            'P' => df.abs() == 1 && dr == forward(white),
            'N' => KNIGHT.contains(&(df, dr)),
            'K' => df.abs() <= 1 && dr.abs() <= 1,
            'R' => ortho && between(dir) == 0,
            'B' => diag && between(dir) == 0,
            'Q' => (ortho || diag) && between(dir) == 0,
            'C' => ortho && between(dir) == 1,
            _ => unreachable!(),
        }
    }

    /// Whether any piece of colour `by_white` attacks `target`.
    pub fn attacked(&self, target: Sq, by_white: bool) -> bool {
        self.squares().into_iter().any(|sq| {
            let Some(c) = self.at(sq) else { return false };
            if c.white != by_white {
                return false;
            }
            match self.movement_role(sq, c) {
                Some(role) => self.attacks(sq, role, c.white, target),
                None => false,
            }
        })
    }

    pub fn king(&self, white: bool) -> Option<Sq> {
        self.squares().into_iter().find(|&sq| {
            self.at(sq)
                .is_some_and(|c| c.white == white && c.role == 'K')
        })
    }

    /// The moves of the piece on `from` by its geometry alone (no check test).
    fn piece_moves(&self, from: Sq, out: &mut Vec<Mv>) {
        let c = self.at(from).unwrap();
        let Some(role) = self.movement_role(from, c) else {
            return;
        };
        let mut targets: Vec<(Sq, Kind)> = Vec::new();
        let enemy = |s: Sq| self.at(s).is_some_and(|o| o.white != c.white);
        let empty = |s: Sq| self.on_board(s) && self.at(s).is_none();
        let slide = |dirs: &[Sq], targets: &mut Vec<(Sq, Kind)>| {
            for d in dirs {
                let mut s = (from.0 + d.0, from.1 + d.1);
                while empty(s) {
                    targets.push((s, Kind::Normal));
                    s = (s.0 + d.0, s.1 + d.1);
                }
                if enemy(s) {
                    targets.push((s, Kind::Normal));
                }
            }
        };
        match role {
            'P' => {
                let fw = forward(c.white);
                let one = (from.0, from.1 + fw);
                if empty(one) {
                    targets.push((one, Kind::Normal));
                    let two = (from.0, from.1 + 2 * fw);
                    // Double-step ranks: Incerto and Hidden Random Chess from the owner's
                    // rank 1 or 2; Hidden Chess only from rank 2 (§3, "rank-1 rule").
                    let may_double = match self.game {
                        Game::Incerto | Game::HiddenRandom => {
                            from.1 == own_rank(c.white, 1) || from.1 == own_rank(c.white, 2)
                        }
                        Game::HiddenChess => from.1 == own_rank(c.white, 2),
                    };
                    if may_double && empty(two) {
                        targets.push((two, Kind::Normal));
                    }
                }
                for df in [-1, 1] {
                    let s = (from.0 + df, from.1 + fw);
                    if enemy(s) {
                        targets.push((s, Kind::Normal));
                    } else if self.game != Game::Incerto && self.ep == Some(s) && empty(s) {
                        // The en-passant victim stands beside the capturer.
                        let victim = (s.0, from.1);
                        if self
                            .at(victim)
                            .is_some_and(|v| v.white != c.white && v.role == 'P')
                        {
                            targets.push((s, Kind::EnPassant));
                        }
                    }
                }
            }
            'N' | 'K' => {
                let offsets: &[Sq] = if role == 'N' { &KNIGHT } else { &ALL_DIRS };
                for d in offsets {
                    let s = (from.0 + d.0, from.1 + d.1);
                    if empty(s) || enemy(s) {
                        targets.push((s, Kind::Normal));
                    }
                }
            }
            'R' => slide(&ORTHO, &mut targets),
            'B' => slide(&DIAG, &mut targets),
            'Q' => slide(&ALL_DIRS, &mut targets),
            'C' => {
                for d in ORTHO {
                    let mut s = (from.0 + d.0, from.1 + d.1);
                    while empty(s) {
                        targets.push((s, Kind::Normal));
                        s = (s.0 + d.0, s.1 + d.1);
                    }
                    if !self.on_board(s) {
                        continue;
                    }
                    // `s` is the screen; the first piece beyond it may be taken.
                    s = (s.0 + d.0, s.1 + d.1);
                    while empty(s) {
                        s = (s.0 + d.0, s.1 + d.1);
                    }
                    if enemy(s) {
                        targets.push((s, Kind::Normal));
                    }
                }
            }
            _ => unreachable!(),
        }
        let last = own_rank(c.white, 8);
        for (to, kind) in targets {
            // Promotion follows the true identity: a Hidden Chess face-down "rook" or
            // "queen" that is really a pawn promotes when it reaches the last rank.
            if c.role == 'P' && to.1 == last {
                for &p in self.game.promotions() {
                    out.push(Mv {
                        from,
                        to,
                        promotion: Some(p),
                        kind,
                    });
                }
            } else {
                out.push(Mv {
                    from,
                    to,
                    promotion: None,
                    kind,
                });
            }
        }
    }

    /// Hidden Chess castling (§3): the corner piece must look like a rook (face down, any
    /// identity, or a face-up rook), the right must remain, the squares between be empty,
    /// and the king not be in check nor cross or land on an attacked square.
    fn castles(&self, out: &mut Vec<Mv>) {
        let white = self.white_to_move;
        let r = own_rank(white, 1);
        let (k_right, q_right) = if white { (0, 1) } else { (2, 3) };
        let king_ok = self
            .at((4, r))
            .is_some_and(|c| c.white == white && c.role == 'K');
        if !king_ok || self.attacked((4, r), !white) {
            return;
        }
        let corner_ok = |f: i32| {
            self.at((f, r))
                .is_some_and(|c| c.white == white && (c.hidden || c.role == 'R'))
        };
        let clear = |files: &[i32]| files.iter().all(|&f| self.at((f, r)).is_none());
        let safe = |files: &[i32]| files.iter().all(|&f| !self.attacked((f, r), !white));
        if self.castling[k_right] && corner_ok(7) && clear(&[5, 6]) && safe(&[5, 6]) {
            out.push(Mv {
                from: (4, r),
                to: (6, r),
                promotion: None,
                kind: Kind::Castle,
            });
        }
        if self.castling[q_right] && corner_ok(0) && clear(&[1, 2, 3]) && safe(&[3, 2]) {
            out.push(Mv {
                from: (4, r),
                to: (2, r),
                promotion: None,
                kind: Kind::Castle,
            });
        }
    }

    fn make(&self, mv: Mv) -> RefPos {
        let mut p = self.clone();
        let mover = self.at(mv.from).unwrap();
        p.ep = None;
        p.halfmove += 1;
        match mv.kind {
            Kind::Flip => {
                // A flip is irreversible: it resets the 100-turn count (§2 [D]).
                p.set(
                    mv.from,
                    Some(Cell {
                        hidden: false,
                        ..mover
                    }),
                );
                p.halfmove = 0;
            }
            Kind::Skip => {
                // The selected disc has been seen, so its `*` goes; a skip is a turn.
                p.set(
                    mv.from,
                    Some(Cell {
                        hidden: false,
                        ..mover
                    }),
                );
            }
            Kind::Castle => {
                let r = mv.from.1;
                let (corner, dest) = if mv.to.0 == 6 { (7, 5) } else { (0, 3) };
                let rook = self.at((corner, r)).unwrap();
                p.set(mv.from, None);
                p.set((corner, r), None);
                p.set(mv.to, Some(mover));
                // The corner piece is revealed and stands there as what it really is.
                p.set(
                    (dest, r),
                    Some(Cell {
                        hidden: false,
                        ..rook
                    }),
                );
                if rook.hidden {
                    p.halfmove = 0;
                }
            }
            Kind::Normal | Kind::EnPassant => {
                let captured = self.at(mv.to).is_some() || mv.kind == Kind::EnPassant;
                if mv.kind == Kind::EnPassant {
                    p.set((mv.to.0, mv.from.1), None);
                }
                p.set(mv.from, None);
                p.set(
                    mv.to,
                    Some(Cell {
                        white: mover.white,
                        role: mv.promotion.unwrap_or(mover.role),
                        hidden: false,
                    }),
                );
                let reset = captured
                    || match self.game {
                        Game::Incerto => mv.promotion.is_some(),
                        Game::HiddenRandom => mover.role == 'P',
                        Game::HiddenChess => mover.role == 'P' || mover.hidden,
                    };
                if reset {
                    p.halfmove = 0;
                }
                let double = mv.from.0 == mv.to.0 && (mv.to.1 - mv.from.1).abs() == 2;
                let gives_ep = mover.role == 'P'
                    && double
                    && match self.game {
                        Game::Incerto => false,
                        Game::HiddenRandom => true,
                        // Only a true pawn's double step from its own 2nd rank (§3 [D]).
                        Game::HiddenChess => mv.from.1 == own_rank(mover.white, 2),
                    };
                if gives_ep {
                    p.ep = Some((mv.from.0, (mv.from.1 + mv.to.1) / 2));
                }
            }
        }
        // A king or corner piece that moves, or a corner piece that is taken, ends the right.
        for sq in [mv.from, mv.to] {
            for (i, corner) in [(7, 0), (0, 0), (7, 7), (0, 7)].into_iter().enumerate() {
                if sq == corner || sq == (4, corner.1) {
                    p.castling[i] = false;
                }
            }
        }
        if !self.white_to_move {
            p.fullmove += 1;
        }
        p.white_to_move = !self.white_to_move;
        p
    }

    /// Every legal action with its name and the position it leads to.
    pub fn legal(&self) -> Vec<(String, RefPos)> {
        let white = self.white_to_move;
        let own: Vec<Sq> = self
            .squares()
            .into_iter()
            .filter(|&s| self.at(s).is_some_and(|c| c.white == white))
            .collect();
        let mut out = Vec::new();
        if self.game == Game::Incerto {
            // The game is over once a king has been captured (§1).
            if self.king(true).is_none() || self.king(false).is_none() {
                return out;
            }
            // No check rules: every geometric move is legal; a disc with none is a skip.
            for sq in own {
                let mut mvs = Vec::new();
                self.piece_moves(sq, &mut mvs);
                if mvs.is_empty() {
                    mvs.push(Mv {
                        from: sq,
                        to: sq,
                        promotion: None,
                        kind: Kind::Skip,
                    });
                }
                out.extend(mvs.into_iter().map(|m| (m.name(), self.make(m))));
            }
            return out;
        }
        let mut mvs = Vec::new();
        for &sq in &own {
            self.piece_moves(sq, &mut mvs);
            if self.game == Game::HiddenRandom && self.at(sq).unwrap().hidden {
                mvs.push(Mv {
                    from: sq,
                    to: sq,
                    promotion: None,
                    kind: Kind::Flip,
                });
            }
        }
        if self.game == Game::HiddenChess {
            self.castles(&mut mvs);
        }
        // FIDE legality: the turn may not leave the mover's king attacked. A flip changes no
        // occupancy, so this also makes a flip illegal exactly when in check (§2 [D]).
        for m in mvs {
            let child = self.make(m);
            let king = child.king(white).expect("mover has a king");
            if !child.attacked(king, !white) {
                out.push((m.name(), child));
            }
        }
        out
    }

    /// Leaves of the all-seeing game tree (§4).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let children = self.legal();
        if depth == 1 {
            return children.len() as u64;
        }
        children.iter().map(|(_, c)| c.perft(depth - 1)).sum()
    }
}

/// The piece that starts on `sq` in Hidden Chess, which a face-down piece there looks like.
pub fn start_piece((f, r): Sq, white: bool) -> char {
    if r == own_rank(white, 2) {
        'P'
    } else if r == own_rank(white, 1) {
        ['R', 'N', 'B', 'Q', 'K', 'B', 'N', 'R'][f as usize]
    } else {
        panic!(
            "face-down piece off its home ranks at {}",
            square_name((f, r))
        )
    }
}

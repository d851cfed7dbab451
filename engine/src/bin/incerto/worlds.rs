//! The ISMCTS sparring partner's worlds: true Incerto positions consistent with one
//! player's view, drawn at random. Unknown discs get identities from the view's pools of
//! unseen identities; an enemy disc's moves so far rule out what it cannot be (a disc that
//! slid three squares along a diagonal is a bishop or the queen; one whose turn was skipped
//! had no move where it stood). The occupancy of every past position is public (every
//! move's squares are), so each move is checked with the blockers of its time.
//!
//! It reads only the view and the engine's rules (never `bot/`): it is an outside player.

use incerto_engine::attacks;
use incerto_engine::{ActionKind, Bitboard, Color, PlayerView, Position, Role, Square, Variant};
use rand::{Rng, RngExt};

/// The roles of Incerto (no cannon), king first, and sets of them as bits by `Role::index`.
const ROLES: [Role; 6] = *Role::KING_FIRST.first_chunk().unwrap();
type Roles = u8;
const ANY: Roles = 0b11_1111;
const PROMOTED: Roles = bit(Role::Queen) | bit(Role::Rook) | bit(Role::Bishop) | bit(Role::Knight);

const fn bit(role: Role) -> Roles {
    1 << role.index()
}

/// One disc of the board, followed through the game.
#[derive(Clone, Debug)]
struct Disc {
    square: Square,
    color: Color,
    /// What it may be, by the evidence of its moves.
    allowed: Roles,
    promoted: bool,
    captured: bool,
}

/// A disc whose identity the viewer does not know, with what it may be.
#[derive(Clone, Debug)]
struct Unknown {
    square: Square,
    color: Color,
    allowed: Roles,
    promoted: bool,
}

/// The fixed part of the view and the unknowns to fill in.
pub struct Worlds {
    known: Vec<(Square, Color, Role)>,
    unknown: Vec<Unknown>,
    /// Per colour, the unseen identities as a multiset (for the discs not promoted).
    pools: [Vec<Role>; 2],
    tail: String,
    /// Worlds in which the evidence could not be met and was dropped (a diagnostic).
    pub relaxed: u32,
}

/// Whether a `role` of `color` could have moved `from` → `to` with `occupied` taken and
/// `enemies` (a subset) the other side's.
fn could_move(
    role: Role,
    color: Color,
    from: Square,
    to: Square,
    occupied: Bitboard,
    enemies: Bitboard,
) -> bool {
    targets(role, color, from, occupied, enemies).contains(to)
}

/// Every square a `role` of `color` on `from` could move to (captures included).
fn targets(
    role: Role,
    color: Color,
    from: Square,
    occupied: Bitboard,
    enemies: Bitboard,
) -> Bitboard {
    let board = Variant::Incerto.board();
    let blockers = occupied | !board;
    let own = occupied - enemies;
    let reach = match role {
        Role::King => attacks::king_attacks(from),
        Role::Queen => attacks::queen_attacks(from, blockers),
        Role::Rook => attacks::rook_attacks(from, blockers),
        Role::Bishop => attacks::bishop_attacks(from, blockers),
        Role::Knight => attacks::knight_attacks(from),
        Role::Pawn => {
            let dir: i32 = if color == Color::White { 1 } else { -1 };
            let last = if color == Color::White { 7 } else { 0 };
            let mut t = attacks::pawn_attacks(color, from) & enemies;
            let step = |r: i32| Square::from_coords(from.file(), r as u32);
            let r = from.rank() as i32;
            if let Some(one) = step(r + dir).filter(|s| !occupied.contains(*s)) {
                t.set(one);
                let home = if color == Color::White {
                    r <= 1
                } else {
                    r >= 6
                };
                if let Some(two) = step(r + 2 * dir).filter(|s| home && !occupied.contains(*s)) {
                    t.set(two);
                }
            }
            // A pawn reaching the last rank promotes; a move there without a promotion was
            // not a pawn's (the caller checks promotions apart).
            t - Bitboard::rank(last)
        }
        Role::Cannon => Bitboard::EMPTY,
    };
    reach & (board - own)
}

impl Worlds {
    /// The worlds of `view` (Incerto, the viewer to move).
    pub fn new(view: &PlayerView) -> Result<Worlds, String> {
        if view.variant != Variant::Incerto {
            return Err(format!(
                "the ISMCTS partner plays Incerto only, not {}",
                view.variant
            ));
        }
        let viewer = view.viewer.ok_or("the view has no viewer")?;
        let discs = history(view);
        let mut known = Vec::new();
        let mut unknown = Vec::new();
        for p in &view.pieces {
            if let Some(role) = p.role {
                known.push((p.square, p.color, role));
                continue;
            }
            // The disc followed here, if the history arrived where the view stands.
            let traced = discs
                .iter()
                .find(|d| !d.captured && d.square == p.square && d.color == p.color);
            let mut allowed = traced.map_or(ANY, |d| d.allowed);
            if p.promoted {
                allowed &= PROMOTED;
            }
            if p.color == viewer || allowed == 0 {
                allowed = if p.promoted { PROMOTED } else { ANY };
            }
            unknown.push(Unknown {
                square: p.square,
                color: p.color,
                allowed,
                promoted: p.promoted,
            });
        }
        let mut pools = [Vec::new(), Vec::new()];
        for pool in &view.unrevealed {
            for c in &pool.counts {
                for _ in 0..c.count {
                    pools[pool.color.index()].push(c.role);
                }
            }
        }
        let turn = if view.turn == Color::White { 'w' } else { 'b' };
        Ok(Worlds {
            known,
            unknown,
            pools,
            tail: format!(" {turn} - - {} {}", view.halfmoves, view.fullmoves),
            relaxed: 0,
        })
    }

    /// One world at random: every unknown disc given an identity from its side's pool, the
    /// evidence respected where it can be.
    pub fn sample(&mut self, rng: &mut impl Rng) -> Result<Position, String> {
        let mut roles: Vec<Option<Role>> = vec![None; self.unknown.len()];
        for color in Color::ALL {
            let ids: Vec<usize> = (0..self.unknown.len())
                .filter(|&i| self.unknown[i].color == color)
                .collect();
            if !self.fill(&ids, color, &mut roles, rng, true) {
                self.relaxed += 1;
                self.fill(&ids, color, &mut roles, rng, false);
            }
        }
        let mut board: [Option<(Color, Role)>; 64] = [None; 64];
        for &(sq, c, r) in &self.known {
            board[sq.index()] = Some((c, r));
        }
        for (u, r) in self.unknown.iter().zip(roles) {
            board[u.square.index()] = Some((u.color, r.unwrap_or(Role::Pawn)));
        }
        let mut fen = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..6 {
                let sq = Square::from_coords(file, rank).ok_or("off the board")?;
                match board[sq.index()] {
                    None => empty += 1,
                    Some((c, r)) => {
                        if empty > 0 {
                            fen.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let l = r.char();
                        fen.push(if c == Color::White {
                            l.to_ascii_uppercase()
                        } else {
                            l
                        });
                    }
                }
            }
            if empty > 0 {
                fen.push_str(&empty.to_string());
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        fen.push_str(&self.tail);
        Position::from_fen(Variant::Incerto, &fen).map_err(|e| format!("world {fen}: {e}"))
    }

    /// Gives the discs `ids` (all of `color`) roles from the pool; with `evidence`, only
    /// roles their moves allow, failing if that cannot be done. The king goes first, to one
    /// of the discs that may be it, so that every world has one.
    fn fill(
        &self,
        ids: &[usize],
        color: Color,
        roles: &mut [Option<Role>],
        rng: &mut impl Rng,
        evidence: bool,
    ) -> bool {
        'attempt: for _ in 0..if evidence { 30 } else { 1 } {
            let mut pool = self.pools[color.index()].clone();
            let mut order: Vec<usize> = ids.to_vec();
            let allowed = |i: usize| {
                if evidence {
                    self.unknown[i].allowed
                } else if self.unknown[i].promoted {
                    PROMOTED
                } else {
                    ANY
                }
            };
            // The promoted discs are no part of the pool (they were pawns): the queen is
            // what a promotion nearly always makes.
            for &i in ids.iter().filter(|&&i| self.unknown[i].promoted) {
                let a = allowed(i);
                roles[i] = ROLES
                    .into_iter()
                    .find(|&r| a & bit(r) != 0)
                    .or(Some(Role::Queen));
            }
            order.retain(|&i| !self.unknown[i].promoted);
            if let Some(k) = pool.iter().position(|&r| r == Role::King) {
                let may: Vec<usize> = order
                    .iter()
                    .copied()
                    .filter(|&i| allowed(i) & bit(Role::King) != 0)
                    .collect();
                if may.is_empty() {
                    continue 'attempt;
                }
                let i = may[rng.random_range(0..may.len())];
                roles[i] = Some(Role::King);
                pool.swap_remove(k);
                order.retain(|&j| j != i);
            }
            // The most constrained first.
            order.sort_by_key(|&i| allowed(i).count_ones());
            for &i in &order {
                let fits: Vec<usize> = (0..pool.len())
                    .filter(|&k| allowed(i) & bit(pool[k]) != 0)
                    .collect();
                if fits.is_empty() {
                    if evidence {
                        continue 'attempt;
                    }
                    roles[i] = Some(pool.pop().unwrap_or(Role::Pawn));
                    continue;
                }
                let k = fits[rng.random_range(0..fits.len())];
                roles[i] = Some(pool.swap_remove(k));
            }
            return true;
        }
        false
    }
}

/// Every disc followed from the start through the view's moves, with what its moves and
/// skips allow it to be.
fn history(view: &PlayerView) -> Vec<Disc> {
    let mut discs: Vec<Disc> = Vec::new();
    for sq in Square::all() {
        if !Variant::Incerto.contains(sq) {
            continue;
        }
        let color = match sq.rank() {
            0 | 1 => Color::White,
            6 | 7 => Color::Black,
            _ => continue,
        };
        discs.push(Disc {
            square: sq,
            color,
            allowed: ANY,
            promoted: false,
            captured: false,
        });
    }
    for m in &view.moves {
        let occupied: Bitboard = discs
            .iter()
            .filter(|d| !d.captured)
            .map(|d| d.square)
            .collect();
        let enemies: Bitboard = discs
            .iter()
            .filter(|d| !d.captured && d.color != m.color)
            .map(|d| d.square)
            .collect();
        let Some(i) = discs
            .iter()
            .position(|d| !d.captured && d.square == m.from && d.color == m.color)
        else {
            continue;
        };
        let roles = |d: &Disc| if d.promoted { PROMOTED } else { ANY };
        match (m.kind, m.to) {
            (ActionKind::Skip, _) => {
                let d = &mut discs[i];
                for r in ROLES {
                    if targets(r, d.color, d.square, occupied, enemies).any() {
                        d.allowed &= !bit(r);
                    }
                }
            }
            (_, Some(to)) => {
                if let Some(j) = discs.iter().position(|d| !d.captured && d.square == to) {
                    discs[j].captured = true;
                }
                let d = &mut discs[i];
                if m.promotion {
                    // It was a pawn, and is now one of the promotion pieces.
                    d.promoted = true;
                    d.allowed = PROMOTED;
                } else {
                    for r in ROLES {
                        if roles(d) & bit(r) != 0
                            && !could_move(r, d.color, m.from, to, occupied, enemies)
                        {
                            d.allowed &= !bit(r);
                        }
                    }
                }
                d.square = to;
            }
            _ => {}
        }
        if let Some(r) = m.piece {
            if !m.promotion {
                discs[i].allowed &= bit(r);
            }
        }
    }
    discs
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::{Action, Game, Step};
    use rand::SeedableRng;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn a_move_rules_out_what_could_not_make_it() {
        let occupied = Bitboard::from_square(sq("c3"));
        let none = Bitboard::EMPTY;
        let w = Color::White;
        assert!(could_move(Role::Knight, w, sq("b1"), sq("c3"), none, none));
        assert!(!could_move(
            Role::Bishop,
            w,
            sq("a1"),
            sq("d4"),
            occupied,
            none
        ));
        assert!(could_move(
            Role::Bishop,
            w,
            sq("a1"),
            sq("b2"),
            occupied,
            none
        ));
        assert!(could_move(Role::Pawn, w, sq("b2"), sq("b4"), none, none));
        assert!(!could_move(Role::Pawn, w, sq("b3"), sq("b5"), none, none));
        assert!(!could_move(
            Role::Pawn,
            w,
            sq("b2"),
            sq("c3"),
            occupied,
            none
        ));
        assert!(could_move(
            Role::Pawn,
            w,
            sq("b2"),
            sq("c3"),
            occupied,
            occupied
        ));
        assert!(
            !could_move(Role::Knight, w, sq("e1"), sq("g2"), none, none),
            "off the board"
        );
    }

    #[test]
    fn worlds_respect_the_view_and_the_evidence() {
        // White moves a disc from b2 to b4 (two straight squares): a pawn, rook or queen.
        // The first deal whose b2 is a pawn.
        let from = sq("b2");
        let to = sq("b4");
        let mut g = (0..)
            .map(|seed| Game::new(Variant::Incerto, seed))
            .find(|g| g.position().piece_at(from).unwrap().role == Role::Pawn)
            .unwrap();
        g.apply_step(
            Step::Play(Action::Move {
                from,
                to,
                promotion: None,
            }),
            None,
        )
        .unwrap();
        let view = g.view(Some(Color::Black));
        let mut worlds = Worlds::new(&view).unwrap();
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(1);
        for _ in 0..200 {
            let w = worlds.sample(&mut rng).unwrap();
            let r = w.piece_at(to).unwrap().role;
            assert!(matches!(r, Role::Pawn | Role::Rook | Role::Queen), "{r:?}");
            for color in Color::ALL {
                assert_eq!((w.by_role(Role::King) & w.by_color(color)).count(), 1);
                assert_eq!(w.by_color(color).count(), 12);
            }
        }
        assert_eq!(worlds.relaxed, 0);
    }
}

//! Move-ordering memory both searches share: actions as 16-bit codes, two killer moves a ply
//! (quiet moves that refuted a sibling) and a history table of quiet moves that caused
//! cut-offs, by from and to square.

use crate::Action;

/// Ordering keys, best first: the table's move, captures, promotions, killers; quiet
/// moves below by their history (which never reaches `KILLER`).
pub(crate) const TT_MOVE: i32 = 1 << 30;
pub(crate) const CAPTURE: i32 = 1 << 24;
pub(crate) const PROMOTION: i32 = 1 << 23;
pub(crate) const KILLER: i32 = 1 << 22;

/// An action as a non-zero 16-bit code (for the table and killer moves).
pub(crate) fn encode(a: Action) -> u16 {
    match a {
        Action::Move {
            from,
            to,
            promotion,
        } => {
            from.index() as u16
                | (to.index() as u16) << 6
                | promotion.map_or(0, |r| r.index() as u16 + 1) << 12
        }
        Action::Skip(s) => (s.index() as u16 * 65) | (14 << 12),
        Action::Flip(s) => (s.index() as u16 * 65) | (15 << 12),
    }
}

/// Killer moves by ply and the history table.
pub(crate) struct Tables {
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
}

impl Tables {
    /// Empty tables for a search of at most `max_ply` plies.
    pub(crate) fn new(max_ply: usize) -> Tables {
        Tables {
            killers: vec![[0; 2]; max_ply],
            history: vec![0; 64 * 64],
        }
    }

    /// The ordering key of the quiet move `code` at `ply`: [`KILLER`] for a killer, else
    /// its history.
    #[inline]
    pub(crate) fn quiet_key(&self, code: u16, ply: usize) -> i32 {
        if self.killers.get(ply).is_some_and(|k| k.contains(&code)) {
            KILLER
        } else {
            self.history[(code & 0xfff) as usize]
        }
    }

    /// The quiet move `code` caused a cut-off at `ply` with `depth` left.
    pub(crate) fn reward(&mut self, code: u16, depth: i32, ply: usize) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != code {
                k[1] = k[0];
                k[0] = code;
            }
        }
        let h = &mut self.history[(code & 0xfff) as usize];
        *h = (*h + depth * depth).min(1 << 20);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Role, Square};

    #[test]
    fn encodes_distinctly() {
        let mut seen = std::collections::BTreeSet::new();
        for from in Square::all() {
            assert!(seen.insert(encode(Action::Flip(from))));
            assert!(seen.insert(encode(Action::Skip(from))));
            for to in Square::all().filter(|&t| t != from) {
                for p in [None, Some(Role::Queen), Some(Role::Cannon)] {
                    let c = encode(Action::Move {
                        from,
                        to,
                        promotion: p,
                    });
                    assert!(c != 0 && seen.insert(c));
                }
            }
        }
    }

    #[test]
    fn killers_then_history() {
        let mut t = Tables::new(4);
        assert_eq!(t.quiet_key(7, 1), 0);
        t.reward(7, 3, 1);
        t.reward(9, 2, 1);
        t.reward(9, 2, 1);
        assert_eq!((t.quiet_key(7, 1), t.quiet_key(9, 1)), (KILLER, KILLER));
        assert_eq!((t.quiet_key(7, 0), t.quiet_key(9, 0)), (9, 8));
        t.reward(11, 1, 1);
        assert_eq!(t.quiet_key(7, 1), 9);
        // Beyond the last ply only the history learns.
        t.reward(5, 2, 9);
        assert_eq!(t.quiet_key(5, 9), 4);
    }
}

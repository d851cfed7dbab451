//! A transposition table: scores of positions already searched, keyed by a hash of what the
//! bot may know (see `zobrist.rs`), with the best action found there for move ordering.

use super::score::{from_tt, to_tt};

/// What a stored score says about the true score.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    /// Best action, encoded by the search (0: none).
    best: u16,
    score: i16,
    /// Remaining depth of the search that stored it; -1 for an empty slot.
    depth: i8,
    bound: u8,
}

/// A hit: the stored best action and, when deep enough, a usable score.
pub(crate) struct Hit {
    pub(crate) best: u16,
    pub(crate) depth: i32,
    pub(crate) score: i32,
    pub(crate) bound: Bound,
}

/// A fixed-size table, always-replace on a new key, depth-preferred on the same key.
pub(crate) struct Tt {
    entries: Vec<Entry>,
}

impl Tt {
    /// A table of about `2^bits` entries (16 bytes each).
    pub(crate) fn new(bits: u32) -> Tt {
        Tt {
            entries: vec![
                Entry {
                    depth: -1,
                    ..Entry::default()
                };
                1 << bits.clamp(8, 22)
            ],
        }
    }

    /// A table sized for a search of `nodes` nodes (no larger than it can fill).
    pub(crate) fn for_nodes(nodes: u64) -> Tt {
        let bits = 64 - nodes.max(256).leading_zeros();
        Tt::new(bits.min(20))
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        let e = self.entries[self.slot(key)];
        (e.key == key && e.depth >= 0).then(|| Hit {
            best: e.best,
            depth: i32::from(e.depth),
            score: from_tt(e.score, ply),
            bound: match e.bound {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    #[inline]
    pub(crate) fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        best: u16,
        ply: usize,
    ) {
        let i = self.slot(key);
        let old = self.entries[i];
        if old.key == key && i32::from(old.depth) > depth && bound != Bound::Exact {
            return;
        }
        self.entries[i] = Entry {
            key,
            best: if best == 0 && old.key == key {
                old.best
            } else {
                best
            },
            score: to_tt(score, ply),
            depth: depth.clamp(0, 100) as i8,
            bound: match bound {
                Bound::Exact => 0,
                Bound::Lower => 1,
                Bound::Upper => 2,
            },
        };
    }
}

impl Hit {
    /// The stored score if it decides this node's window at `depth`.
    #[inline]
    pub(crate) fn cutoff(&self, depth: i32, alpha: i32, beta: i32) -> Option<i32> {
        if self.depth < depth {
            return None;
        }
        match self.bound {
            Bound::Exact => Some(self.score),
            Bound::Lower if self.score >= beta => Some(self.score),
            Bound::Upper if self.score <= alpha => Some(self.score),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds() {
        let mut t = Tt::new(8);
        assert!(t.probe(42, 0).is_none());
        t.store(42, 3, 120, Bound::Lower, 77, 0);
        let h = t.probe(42, 0).unwrap();
        assert_eq!(
            (h.best, h.depth, h.score, h.bound),
            (77, 3, 120, Bound::Lower)
        );
        assert_eq!(h.cutoff(3, 0, 100), Some(120));
        assert_eq!(h.cutoff(3, 0, 200), None);
        assert_eq!(h.cutoff(4, 0, 100), None);
        // A shallower bound does not replace a deeper one on the same key.
        t.store(42, 1, -50, Bound::Upper, 0, 0);
        assert_eq!(t.probe(42, 0).unwrap().depth, 3);
        // Another key in the slot replaces it.
        t.store(42 + 256, 1, 5, Bound::Exact, 0, 0);
        assert!(t.probe(42, 0).is_none());
    }
}

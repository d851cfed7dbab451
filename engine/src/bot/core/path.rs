//! The positions before the current one, for the repetition rule: the game's recent ones,
//! then the search's own path.

/// Hashes of earlier positions, oldest first.
#[derive(Default)]
pub(crate) struct Path(Vec<u64>);

impl Path {
    /// The game's recent positions `past` (most recent first), then the root `root`.
    pub(crate) fn set(&mut self, past: &[u64], root: u64) {
        self.0.clear();
        self.0.extend(past.iter().rev());
        self.0.push(root);
    }

    #[inline]
    pub(crate) fn push(&mut self, key: u64) {
        self.0.push(key);
    }

    #[inline]
    pub(crate) fn pop(&mut self) {
        self.0.pop();
    }

    pub(crate) fn clear(&mut self) {
        self.0.clear();
    }

    /// Whether `key` occurred an even number of plies ago within the last `halfmoves`
    /// reversible plies (a position with the same side to move).
    #[inline]
    pub(crate) fn repeated(&self, key: u64, halfmoves: u32) -> bool {
        let n = self.0.len();
        let reach = (halfmoves as usize).min(n);
        (2..=reach).step_by(2).any(|d| self.0[n - d] == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeats_only_with_the_same_side_to_move_and_within_reach() {
        let mut p = Path::default();
        p.set(&[3, 2, 1], 4);
        // Oldest first: 1 2 3 4; a key two plies back (3) with the same side to move.
        assert!(p.repeated(3, 10) && !p.repeated(4, 10) && p.repeated(1, 10));
        assert!(!p.repeated(1, 3), "beyond the reversible stretch");
        p.push(5);
        assert!(p.repeated(4, 2) && !p.repeated(3, 2));
        p.pop();
        assert!(p.repeated(3, 2));
    }
}

//! How long a bot may think: a node budget (reproducible: the same view, seed and budget give
//! the same step on every machine), a reserve of nodes a search may spend past it while its
//! best move is in doubt, and an optional stop test polled during the search (a wall-clock
//! deadline, a cancel flag). The search then returns the best step found so far.

/// The limits of one decision.
#[derive(Copy, Clone)]
pub struct Limits<'a> {
    /// Positions the search may visit (every node counts: chance outcomes, quiescence).
    /// The 8×8 search may visit as many again while its best move is in doubt (a reserve:
    /// see `Clock::set_in_doubt`), still within the stop test.
    pub nodes: u64,
    /// Polled every [`POLL`] nodes; `true` stops the search. It must be cheap and must not
    /// panic; in a browser worker it reads `performance.now()` against a deadline.
    pub stop: Option<&'a dyn Fn() -> bool>,
}

impl<'a> Limits<'a> {
    /// A node budget alone.
    pub fn nodes(nodes: u64) -> Limits<'a> {
        Limits { nodes, stop: None }
    }
}

/// Nodes between two calls of the stop test.
pub const POLL: u64 = 1024;

/// Counts nodes against the limits; once it says stop, it keeps saying so.
pub(crate) struct Clock<'a> {
    pub(crate) nodes: u64,
    /// The node budget.
    max: u64,
    /// Nodes the search may spend past `max` while in doubt ([`Clock::set_in_doubt`]).
    reserve: u64,
    /// Where the search stops now: `max`, or `max + reserve` while in doubt.
    limit: u64,
    stop: Option<&'a dyn Fn() -> bool>,
    pub(crate) stopped: bool,
}

impl<'a> Clock<'a> {
    pub(crate) fn new(limits: Limits<'a>) -> Clock<'a> {
        let max = limits.nodes.max(1);
        Clock {
            nodes: 0,
            max,
            reserve: 0,
            limit: max,
            stop: limits.stop,
            stopped: false,
        }
    }

    /// Lets the search spend up to `reserve` nodes past the budget while in doubt.
    pub(crate) fn set_reserve(&mut self, reserve: u64) {
        self.reserve = reserve;
    }

    /// Set by a root search while its best move so far scores well below the last finished
    /// iteration's best: the budget then runs on into the reserve, so that the iteration can
    /// find a move that holds instead of stopping on one just shown to fail. Out of doubt,
    /// the search stops at the budget (at once, if it is already past it).
    pub(crate) fn set_in_doubt(&mut self, doubt: bool) {
        self.limit = if doubt {
            self.max.saturating_add(self.reserve)
        } else {
            self.max
        };
    }

    /// The node budget, without the reserve.
    pub(crate) fn budget(&self) -> u64 {
        self.max
    }

    /// Counts one node; true when the search must stop now.
    #[inline]
    pub(crate) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limit {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(POLL) {
            if let Some(stop) = self.stop {
                self.stopped |= stop();
            }
        }
        self.stopped
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn stops_at_the_budget_and_on_the_stop_test() {
        let mut c = Clock::new(Limits::nodes(10));
        assert!((0..9).all(|_| !c.tick()));
        assert!(c.tick() && c.tick());

        let calls = Cell::new(0);
        let stop = || {
            calls.set(calls.get() + 1);
            calls.get() >= 2
        };
        let mut c = Clock::new(Limits {
            nodes: u64::MAX,
            stop: Some(&stop),
        });
        let n = (0..).take_while(|_| !c.tick()).count() as u64;
        assert_eq!(n + 1, 2 * POLL);
    }

    #[test]
    fn the_reserve_is_spent_only_in_doubt() {
        let mut c = Clock::new(Limits::nodes(10));
        c.set_reserve(5);
        assert!((0..9).all(|_| !c.tick()));
        // In doubt at the budget's end, the search runs on to budget + reserve.
        c.set_in_doubt(true);
        assert!((0..5).all(|_| !c.tick()));
        assert!(c.tick());
        assert_eq!(c.nodes, 15);

        // Out of doubt again inside the reserve, it stops at the next node.
        let mut c = Clock::new(Limits::nodes(10));
        c.set_reserve(100);
        c.set_in_doubt(true);
        assert!((0..20).all(|_| !c.tick()));
        c.set_in_doubt(false);
        assert!(c.tick());
        assert_eq!((c.nodes, c.budget()), (21, 10));
    }
}

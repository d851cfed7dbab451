//! How long a bot may think: a node budget (reproducible: the same view, seed and budget give
//! the same step on every machine) and an optional stop test polled during the search (a
//! wall-clock deadline, a cancel flag). The search then returns the best step found so far.

/// The limits of one decision.
#[derive(Copy, Clone)]
pub struct Limits<'a> {
    /// Positions the search may visit (every node counts: chance outcomes, quiescence).
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
    max: u64,
    stop: Option<&'a dyn Fn() -> bool>,
    pub(crate) stopped: bool,
}

impl<'a> Clock<'a> {
    pub(crate) fn new(limits: Limits<'a>) -> Clock<'a> {
        Clock {
            nodes: 0,
            max: limits.nodes.max(1),
            stop: limits.stop,
            stopped: false,
        }
    }

    /// Counts one node; true when the search must stop now.
    #[inline]
    pub(crate) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.max {
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
}

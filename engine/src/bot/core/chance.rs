//! Chance nodes of the expectimax alpha-beta search (Ballard's *-minimax, "Star1"): the value
//! of a flip, a reveal or a lottery selection is the weighted mean of its outcomes. Every
//! score lies in `[-WIN, WIN]`, so after some outcomes are known the mean is bounded, each
//! next outcome gets the narrowest window that can still change the node's result, and the
//! node stops as soon as the mean is known to fall outside its own window.

use super::score::{INF, WIN};

/// A chance node being summed up; weights are whole numbers (remaining piece counts).
pub(crate) struct Chance {
    total: i64,
    /// Sum of weight × value over the outcomes done.
    acc: i64,
    /// Sums of weight × lower bound and weight × upper bound over the outcomes not done.
    rest_lo: i64,
    rest_hi: i64,
}

fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b)
}

fn ceil_div(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}

const W: i64 = WIN as i64;

impl Chance {
    /// A node whose outcome weights add up to `total` (> 0), every outcome in `[-WIN, WIN]`.
    pub(crate) fn new(total: u32) -> Chance {
        let total = i64::from(total.max(1));
        Chance {
            total,
            acc: 0,
            rest_lo: -W * total,
            rest_hi: W * total,
        }
    }

    /// Narrows the bounds of an outcome not yet done, of weight `w`, from `[-WIN, WIN]` to
    /// `[lo, hi]` (what a probe found: Ballard's Star2). Then `decided` may already tell.
    pub(crate) fn narrow(&mut self, w: u32, lo: i32, hi: i32) {
        let w = i64::from(w.max(1));
        self.rest_lo += w * (i64::from(lo) + W);
        self.rest_hi += w * (i64::from(hi) - W);
    }

    /// `Some(bound)` when the bounds known so far put the mean outside `(alpha, beta)`.
    pub(crate) fn decided(&self, alpha: i32, beta: i32) -> Option<i32> {
        let lo = ceil_div(self.acc + self.rest_lo, self.total);
        let hi = floor_div(self.acc + self.rest_hi, self.total);
        if lo >= i64::from(beta) {
            Some(lo as i32)
        } else if hi <= i64::from(alpha) {
            Some(hi as i32)
        } else {
            None
        }
    }

    /// The window for the next outcome, of weight `w` and known to lie in `[lo, hi]`
    /// (`[-WIN, WIN]` unless narrowed), when the node's own window is `(alpha, beta)`;
    /// `Err(bound)` when the node's result is already decided whatever that outcome scores.
    pub(crate) fn window_in(
        &self,
        w: u32,
        lo: i32,
        hi: i32,
        alpha: i32,
        beta: i32,
    ) -> Result<(i32, i32), i32> {
        let (t, w) = (self.total, i64::from(w.max(1)));
        let (lo, hi) = (i64::from(lo), i64::from(hi));
        let after_lo = self.rest_lo - w * lo;
        let after_hi = self.rest_hi - w * hi;
        let a = floor_div(t * i64::from(alpha) - self.acc - after_hi, w);
        let b = ceil_div(t * i64::from(beta) - self.acc - after_lo, w);
        if a >= hi {
            // Even the best this outcome can score leaves the mean at or below alpha.
            return Err(floor_div(self.acc + self.rest_hi, t) as i32);
        }
        if b <= lo {
            return Err(ceil_div(self.acc + self.rest_lo, t) as i32);
        }
        let clamp = |x: i64| x.clamp(-i64::from(INF), i64::from(INF)) as i32;
        Ok((clamp(a), clamp(b)))
    }

    /// [`Chance::window_in`] for an outcome with no narrowed bounds.
    pub(crate) fn window(&self, w: u32, alpha: i32, beta: i32) -> Result<(i32, i32), i32> {
        self.window_in(w, -WIN, WIN, alpha, beta)
    }

    /// Adds an outcome of weight `w`, bounded by `[lo, hi]` before, whose (fail-soft)
    /// score is `v`. `Some(bound)` when the node's mean is now known to be outside
    /// `(alpha, beta)`: return that bound.
    pub(crate) fn add_in(
        &mut self,
        w: u32,
        lo: i32,
        hi: i32,
        v: i32,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let w = i64::from(w.max(1));
        self.rest_lo -= w * i64::from(lo);
        self.rest_hi -= w * i64::from(hi);
        self.acc += w * i64::from(v);
        self.decided(alpha, beta)
    }

    /// [`Chance::add_in`] for an outcome with no narrowed bounds.
    pub(crate) fn add(&mut self, w: u32, v: i32, alpha: i32, beta: i32) -> Option<i32> {
        self.add_in(w, -WIN, WIN, v, alpha, beta)
    }

    /// The mean, once every outcome is added.
    pub(crate) fn value(&self) -> i32 {
        let t = self.total;
        floor_div(2 * self.acc + t, 2 * t) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Star1 over explicit leaf values must agree with the plain weighted mean whenever that
    /// mean is inside the window, and bound it correctly otherwise.
    #[test]
    fn star1_agrees_with_the_plain_mean() {
        let mut x = 0x1234_5678_9abc_def1u64;
        let mut next = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        let mut decided_early = 0;
        for _ in 0..20_000 {
            let k = 1 + next(5) as usize;
            let ws: Vec<u32> = (0..k).map(|_| 1 + next(6) as u32).collect();
            let vs: Vec<i32> = (0..k)
                .map(|_| {
                    if next(8) == 0 {
                        WIN * if next(2) == 0 { 1 } else { -1 }
                    } else {
                        next(4000) as i32 - 2000
                    }
                })
                .collect();
            let total: u32 = ws.iter().sum();
            let exact = {
                let s: i64 = ws
                    .iter()
                    .zip(&vs)
                    .map(|(&w, &v)| i64::from(w) * i64::from(v))
                    .sum();
                s as f64 / f64::from(total)
            };
            let alpha = next(6000) as i32 - 3000;
            let beta = alpha + 1 + next(3000) as i32;
            let mut c = Chance::new(total);
            let mut result = None;
            // Half the time, probes have bounded some outcomes first (Star2).
            let probed: Vec<Option<(i32, i32)>> = vs
                .iter()
                .map(|&v| (next(2) == 0).then(|| (v - next(300) as i32, v + next(300) as i32)))
                .map(|b| b.map(|(l, h)| (l.max(-WIN), h.min(WIN))))
                .collect();
            for (&w, p) in ws.iter().zip(&probed) {
                if let Some((l, h)) = *p {
                    c.narrow(w, l, h);
                }
            }
            if let Some(b) = c.decided(alpha, beta) {
                result = Some(b);
            }
            for ((&w, &v), p) in ws.iter().zip(&vs).zip(&probed) {
                if result.is_some() {
                    break;
                }
                let (lo, hi) = p.unwrap_or((-WIN, WIN));
                match c.window_in(w, lo, hi, alpha, beta) {
                    Err(b) => {
                        result = Some(b);
                        break;
                    }
                    Ok((a, b)) => {
                        // A fail-soft child: a value outside its window is only a bound.
                        // Here: halfway between the true value and the window's edge.
                        let seen = if v <= a || v >= b {
                            v + (if v <= a { a } else { b } - v) / 2
                        } else {
                            v
                        };
                        if let Some(bound) = c.add_in(w, lo, hi, seen, alpha, beta) {
                            result = Some(bound);
                            break;
                        }
                    }
                }
            }
            match result {
                None => assert!((f64::from(c.value()) - exact).abs() <= 0.5 + 1e-9),
                Some(b) => {
                    decided_early += 1;
                    if f64::from(b) >= f64::from(beta) {
                        assert!(exact >= f64::from(beta) - 1.0, "{exact} {b} {beta}");
                    } else {
                        assert!(b <= alpha);
                        assert!(exact <= f64::from(alpha) + 1.0, "{exact} {b} {alpha}");
                    }
                }
            }
        }
        assert!(decided_early > 2_000, "{decided_early}");
    }
}

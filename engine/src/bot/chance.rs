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
    /// Weight of the outcomes not yet done.
    rest: i64,
}

fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b)
}

fn ceil_div(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}

impl Chance {
    /// A node whose outcome weights add up to `total` (> 0).
    pub(crate) fn new(total: u32) -> Chance {
        let total = i64::from(total.max(1));
        Chance {
            total,
            acc: 0,
            rest: total,
        }
    }

    /// The window for the next outcome, of weight `w`, when the node's own window is
    /// `(alpha, beta)`; `Err(bound)` when the node's result is already decided whatever the
    /// outcome scores (the bound to return).
    pub(crate) fn window(&self, w: u32, alpha: i32, beta: i32) -> Result<(i32, i32), i32> {
        let (t, w) = (self.total, i64::from(w.max(1)));
        let after = self.rest - w;
        let win = i64::from(WIN);
        let a = floor_div(t * i64::from(alpha) - self.acc - after * win, w);
        let b = ceil_div(t * i64::from(beta) - self.acc + after * win, w);
        if a >= win {
            // Even a won outcome leaves the mean at or below alpha.
            return Err(floor_div(self.acc + (w + after) * win, t) as i32);
        }
        if b <= -win {
            return Err(ceil_div(self.acc - (w + after) * win, t) as i32);
        }
        let clamp = |x: i64| x.clamp(-i64::from(INF), i64::from(INF)) as i32;
        Ok((clamp(a), clamp(b)))
    }

    /// Adds an outcome of weight `w` whose (fail-soft) score is `v`. `Some(bound)` when the
    /// node's mean is now known to be outside `(alpha, beta)`: return that bound.
    pub(crate) fn add(&mut self, w: u32, v: i32, alpha: i32, beta: i32) -> Option<i32> {
        let w = i64::from(w.max(1));
        self.rest -= w;
        self.acc += w * i64::from(v);
        let win = i64::from(WIN);
        let lo = ceil_div(self.acc - self.rest * win, self.total);
        let hi = floor_div(self.acc + self.rest * win, self.total);
        if lo >= i64::from(beta) {
            Some(lo as i32)
        } else if hi <= i64::from(alpha) {
            Some(hi as i32)
        } else {
            None
        }
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
            for (&w, &v) in ws.iter().zip(&vs) {
                match c.window(w, alpha, beta) {
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
                        if let Some(bound) = c.add(w, seen, alpha, beta) {
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

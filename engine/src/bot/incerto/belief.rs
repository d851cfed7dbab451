//! Incerto: what the opponent's discs may be. Every disc the viewer has not identified
//! carries the roles its public history allows (a knight's jump, a long slide, a skip with no
//! move available, a promotion); the side's fixed totals (K, Q, 2R, 2N, 2B, 4P) tie the discs
//! together. A dynamic program over the counts of identities still to place gives exact
//! probabilities and exact uniform samples of the layouts consistent with all of it, with no
//! rejection sampling.

use super::iboard::{bit, targets, RoleSet, ALL_ROLES, ROLES};
use super::timeline::timeline;
use crate::bot::observation::{EventKind, Observation};
use crate::bot::BotRng;
use crate::{Color, Role, Square};
use rand::RngExt;

/// Roles a promoted pawn may have become.
const PROMOTED: RoleSet = (1 << 1) | (1 << 2) | (1 << 3) | (1 << 4);
/// How much more likely a promotion to a queen is than to each other piece (an assumption:
/// players nearly always choose the queen).
const QUEEN_WEIGHT: f64 = 8.0;

/// The uniform distribution over assignments of roles to discs where disc `i` takes a role
/// from `masks[i]` and no role is used more often than `counts` allows.
#[derive(Clone, Debug)]
pub(crate) struct Layouts {
    counts: [u8; 6],
    stride: [usize; 6],
    masks: Vec<RoleSet>,
    /// `ways[i][u]`: how many ways discs `i..` can be completed when the discs before used
    /// the identity counts `u` (mixed-radix index).
    ways: Vec<Vec<f64>>,
}

impl Layouts {
    pub(crate) fn new(counts: [u8; 6], masks: Vec<RoleSet>) -> Layouts {
        let mut stride = [0; 6];
        let mut states = 1;
        for r in 0..6 {
            stride[r] = states;
            states *= usize::from(counts[r]) + 1;
        }
        let n = masks.len();
        let mut ways = vec![vec![0.0; states]; n + 1];
        ways[n].iter_mut().for_each(|w| *w = 1.0);
        for i in (0..n).rev() {
            for u in 0..states {
                let mut sum = 0.0;
                for r in 0..6 {
                    if masks[i] & (1 << r) != 0 && Self::digit(u, stride, counts, r) < counts[r] {
                        sum += ways[i + 1][u + stride[r]];
                    }
                }
                ways[i][u] = sum;
            }
        }
        Layouts {
            counts,
            stride,
            masks,
            ways,
        }
    }

    #[inline]
    fn digit(u: usize, stride: [usize; 6], counts: [u8; 6], r: usize) -> u8 {
        ((u / stride[r]) % (usize::from(counts[r]) + 1)) as u8
    }

    /// How many consistent layouts there are.
    pub(crate) fn count(&self) -> f64 {
        self.ways[0][0]
    }

    /// For each disc, the probability of each role (`Role::index`), over all layouts.
    #[allow(clippy::needless_range_loop)] // indices into parallel tables
    pub(crate) fn marginals(&self) -> Vec<[f64; 6]> {
        let n = self.masks.len();
        let states = self.ways[0].len();
        let total = self.count();
        let mut out = vec![[0.0; 6]; n];
        if total <= 0.0 {
            return out;
        }
        // Forward counts: ways the discs before `i` reach each state.
        let mut front = vec![0.0; states];
        front[0] = 1.0;
        for i in 0..n {
            let mut next = vec![0.0; states];
            for u in 0..states {
                if front[u] == 0.0 {
                    continue;
                }
                for r in 0..6 {
                    if self.masks[i] & (1 << r) != 0
                        && Self::digit(u, self.stride, self.counts, r) < self.counts[r]
                    {
                        let v = u + self.stride[r];
                        out[i][r] += front[u] * self.ways[i + 1][v];
                        next[v] += front[u];
                    }
                }
            }
            for p in &mut out[i] {
                *p /= total;
            }
            front = next;
        }
        out
    }

    /// One layout drawn uniformly from all consistent ones (`None` if there is none).
    #[allow(clippy::needless_range_loop)]
    pub(crate) fn sample(&self, rng: &mut BotRng) -> Option<Vec<Role>> {
        if self.count() <= 0.0 {
            return None;
        }
        let mut u = 0;
        let mut out = Vec::with_capacity(self.masks.len());
        for i in 0..self.masks.len() {
            let mut w = [0.0; 6];
            for r in 0..6 {
                if self.masks[i] & (1 << r) != 0
                    && Self::digit(u, self.stride, self.counts, r) < self.counts[r]
                {
                    w[r] = self.ways[i + 1][u + self.stride[r]];
                }
            }
            let r = pick(&w, rng)?;
            out.push(ROLES[r]);
            u += self.stride[r];
        }
        Some(out)
    }
}

/// An index drawn with probability proportional to `w`.
pub(crate) fn pick(w: &[f64], rng: &mut BotRng) -> Option<usize> {
    let total: f64 = w.iter().sum();
    if total <= 0.0 || !total.is_finite() {
        return None;
    }
    let mut x = rng.random::<f64>() * total;
    for (i, &wi) in w.iter().enumerate() {
        if wi > 0.0 {
            if x < wi {
                return Some(i);
            }
            x -= wi;
        }
    }
    w.iter().rposition(|&wi| wi > 0.0)
}

/// A disc of the observed side whose identity the viewer does not know.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Unknown {
    pub(crate) square: Square,
    /// Roles its history allows.
    pub(crate) allowed: RoleSet,
    /// Nobody has seen it (it never moved): in a search it stays a lottery.
    pub(crate) hidden: bool,
}

/// What the viewer may believe about one side's unidentified discs.
#[derive(Clone, Debug)]
pub(crate) struct Belief {
    /// Discs that are still one of the side's original identities.
    pub(crate) discs: Vec<Unknown>,
    pub(crate) layouts: Layouts,
    /// Promoted discs (a queen, rook, bishop or knight the viewer has not seen).
    pub(crate) promoted: Vec<Unknown>,
}

/// For every square holding a disc now, the roles its public history allows and whether it
/// is a promoted pawn; all roles when the history cannot be read.
pub(crate) fn history_constraints(obs: &Observation) -> [(RoleSet, bool); 64] {
    let mut out = [(ALL_ROLES, false); 64];
    let Some(timeline) = timeline(obs) else {
        return out;
    };
    let mut at: [Option<usize>; 64] = [None; 64];
    let mut discs: Vec<(RoleSet, bool)> = Vec::new();
    for sq in timeline[0][0] | timeline[0][1] {
        at[sq.index()] = Some(discs.len());
        discs.push((ALL_ROLES, false));
    }
    for (e, occ) in obs.history.iter().zip(&timeline) {
        let c = e.color;
        let (own, enemy) = (occ[c.index()], occ[(!c).index()]);
        let Some(id) = at[e.from.index()] else {
            return out;
        };
        let allowed = |hit: &dyn Fn(crate::Bitboard) -> bool| {
            ROLES
                .into_iter()
                .filter(|&r| hit(targets(r, c, e.from, own, enemy)))
                .fold(0, |m, r| m | bit(r))
        };
        match (e.kind, e.to) {
            (EventKind::Skip, _) => discs[id].0 &= allowed(&|t| t.is_empty()),
            (EventKind::Move | EventKind::Capture, Some(to)) => {
                discs[id].0 &= allowed(&|t| t.contains(to));
                at[e.from.index()] = None;
                at[to.index()] = Some(id);
                if e.promotion {
                    discs[id].0 &= bit(Role::Pawn);
                    at[to.index()] = Some(discs.len());
                    discs.push((PROMOTED, true));
                }
            }
            _ => return out,
        }
    }
    for sq in Square::all() {
        if let Some(id) = at[sq.index()] {
            let (mask, promoted) = discs[id];
            // An empty set means a history no real game has; know nothing rather than fail.
            let base = if promoted { PROMOTED } else { ALL_ROLES };
            out[sq.index()] = (if mask == 0 { base } else { mask }, promoted);
        }
    }
    out
}

impl Belief {
    /// The viewer's belief about `side`'s discs it has not identified (Incerto).
    pub(crate) fn of(obs: &Observation, side: Color) -> Belief {
        let constraints = history_constraints(obs);
        let mut discs = Vec::new();
        let mut promoted = Vec::new();
        for p in obs
            .pieces
            .iter()
            .filter(|p| p.color == side && p.role.is_none())
        {
            let (allowed, was_pawn) = constraints[p.square.index()];
            let u = Unknown {
                square: p.square,
                allowed,
                hidden: p.hidden,
            };
            if p.promoted || was_pawn {
                promoted.push(Unknown {
                    allowed: if allowed & PROMOTED == 0 {
                        PROMOTED
                    } else {
                        allowed & PROMOTED
                    },
                    ..u
                });
            } else {
                discs.push(u);
            }
        }
        let pool = &obs.pools[side.index()];
        let mut counts = [0u8; 6];
        for r in ROLES {
            counts[r.index()] = pool.counts[r.index()];
        }
        let mut layouts = Layouts::new(counts, discs.iter().map(|d| d.allowed).collect());
        if layouts.count() <= 0.0 {
            // A history that contradicts the counts (not from a real game): drop it.
            layouts = Layouts::new(counts, vec![ALL_ROLES; discs.len()]);
        }
        if layouts.count() <= 0.0 {
            // Counts that cannot cover the discs: let each disc be anything.
            layouts = Layouts::new([discs.len().min(12) as u8; 6], vec![ALL_ROLES; discs.len()]);
        }
        Belief {
            discs,
            layouts,
            promoted,
        }
    }

    /// Probabilities of each role for every unidentified disc, promoted ones included.
    pub(crate) fn odds(&self) -> Vec<(Square, [f64; 6])> {
        let mut out: Vec<(Square, [f64; 6])> = self
            .discs
            .iter()
            .map(|d| d.square)
            .zip(self.layouts.marginals())
            .collect();
        for d in &self.promoted {
            let w = promoted_weights(d.allowed);
            let total: f64 = w.iter().sum();
            out.push((d.square, w.map(|x| x / total)));
        }
        out
    }

    /// One complete assignment: every unidentified disc with a role, drawn exactly from the
    /// belief.
    pub(crate) fn sample(&self, rng: &mut BotRng) -> Vec<(Unknown, Role)> {
        let roles = self.layouts.sample(rng).unwrap_or_default();
        let mut out: Vec<(Unknown, Role)> = self.discs.iter().copied().zip(roles).collect();
        for d in &self.promoted {
            let r = pick(&promoted_weights(d.allowed), rng).map_or(Role::Queen, |i| ROLES[i]);
            out.push((*d, r));
        }
        out
    }
}

fn promoted_weights(allowed: RoleSet) -> [f64; 6] {
    let mut w = [0.0; 6];
    for r in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        if allowed & bit(r) != 0 {
            w[r.index()] = if r == Role::Queen { QUEEN_WEIGHT } else { 1.0 };
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::adapter::observe;
    use crate::testing::played;
    use crate::Variant;
    use rand::{RngExt, SeedableRng};

    /// Every assignment of roles to `masks.len()` discs within the masks and the counts.
    fn brute(counts: [u8; 6], masks: &[RoleSet]) -> Vec<Vec<usize>> {
        let mut out = vec![];
        let mut cur = vec![];
        fn go(
            i: usize,
            masks: &[RoleSet],
            left: &mut [u8; 6],
            cur: &mut Vec<usize>,
            out: &mut Vec<Vec<usize>>,
        ) {
            if i == masks.len() {
                out.push(cur.clone());
                return;
            }
            for r in 0..6 {
                if masks[i] & (1 << r) != 0 && left[r] > 0 {
                    left[r] -= 1;
                    cur.push(r);
                    go(i + 1, masks, left, cur, out);
                    cur.pop();
                    left[r] += 1;
                }
            }
        }
        let mut left = counts;
        go(0, masks, &mut left, &mut cur, &mut out);
        out
    }

    #[test]
    #[allow(clippy::needless_range_loop)]
    fn marginals_and_counts_match_brute_force() {
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(11);
        let mut checked = 0;
        for _ in 0..300 {
            let n = rng.random_range(1..=7);
            let mut counts = [0u8; 6];
            // Totals like the real set's, shrunk to n discs, sometimes with spare identities.
            let spare = rng.random_range(0..=1);
            for _ in 0..n + spare {
                counts[rng.random_range(0..6)] += 1;
            }
            let masks: Vec<RoleSet> = (0..n)
                .map(|_| {
                    if rng.random_bool(0.4) {
                        ALL_ROLES
                    } else {
                        rng.random_range(1..64)
                    }
                })
                .collect();
            let all = brute(counts, &masks);
            let l = Layouts::new(counts, masks.clone());
            assert_eq!(l.count(), all.len() as f64);
            let m = l.marginals();
            for i in 0..n {
                for r in 0..6 {
                    let want =
                        all.iter().filter(|a| a[i] == r).count() as f64 / all.len().max(1) as f64;
                    assert!(
                        (m[i][r] - want).abs() < 1e-12,
                        "{counts:?} {masks:?} {i} {r}"
                    );
                }
            }
            if !all.is_empty() {
                checked += 1;
            }
        }
        assert!(checked > 150, "{checked}");
    }

    #[test]
    fn samples_are_uniform_over_layouts() {
        // Three discs, counts K1 Q1 P2 (one identity to spare), the first disc known not to
        // be a pawn: 6 layouts.
        let counts = [2, 0, 0, 0, 1, 1];
        let masks = vec![ALL_ROLES - bit(Role::Pawn), ALL_ROLES, ALL_ROLES];
        let all = brute(counts, &masks);
        assert_eq!(all.len(), 6);
        let l = Layouts::new(counts, masks);
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(3);
        let n = 70_000;
        let mut seen = vec![0usize; all.len()];
        for _ in 0..n {
            let s: Vec<usize> = l
                .sample(&mut rng)
                .unwrap()
                .iter()
                .map(|r| r.index())
                .collect();
            seen[all.iter().position(|a| *a == s).unwrap()] += 1;
        }
        // Chi-square with 5 degrees of freedom; 15.09 is the 1% critical value.
        let e = n as f64 / all.len() as f64;
        let chi: f64 = seen.iter().map(|&o| (o as f64 - e).powi(2) / e).sum();
        assert!(chi < 15.09, "{chi} {seen:?}");
    }

    #[test]
    fn history_narrows_a_disc() {
        // White's b1 disc jumps like a knight; Black's a8 disc slides three squares diagonally
        // after the way opens; a skipped disc had no move.
        let g = played(
            Variant::Incerto,
            "r*n*b*q*k*b*/p*p*p*p*n*r*/6/6/6/6/P*P*P*P*N*R*/R*N*B*Q*K*B* w - - 0 1",
            "b1c3 b7b5 @c1 c8a6",
        );
        let obs = observe(&g.view(Some(Color::Black))).unwrap();
        let c = history_constraints(&obs);
        let at = |s: &str| c[Square::parse(s).unwrap().index()].0;
        assert_eq!(at("c3"), bit(Role::Knight));
        // The skipped c1 disc had no move: b1 was empty (no king, queen or rook), b3 and d3
        // were empty (no knight); a pawn or a bishop there is stuck.
        assert_eq!(at("c1"), bit(Role::Pawn) | bit(Role::Bishop));
        let b = Belief::of(&obs, Color::White);
        let odds = b.odds();
        let c3 = odds.iter().find(|(s, _)| s.to_string() == "c3").unwrap().1;
        assert_eq!(c3[Role::Knight.index()], 1.0);
        // The other eleven white discs share one knight between them.
        let knights: f64 = odds.iter().map(|(_, p)| p[Role::Knight.index()]).sum();
        assert!((knights - 2.0).abs() < 1e-9);
        let kings: f64 = odds.iter().map(|(_, p)| p[Role::King.index()]).sum();
        assert!((kings - 1.0).abs() < 1e-9);
        // White's view of Black's c8-a6: a diagonal slide of two squares is a bishop or queen.
        let obs_w = observe(&g.view(Some(Color::White))).unwrap();
        let cw = history_constraints(&obs_w);
        assert_eq!(
            cw[Square::parse("a6").unwrap().index()].0,
            bit(Role::Bishop) | bit(Role::Queen)
        );
    }
}

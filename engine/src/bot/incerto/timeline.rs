//! Incerto's public history replayed backwards from the current board: which squares each
//! side occupied before every event (the belief reads a disc's moves from it).

use crate::bot::observation::{EventKind, Observation};
use crate::bot::replay::{current, Occupancy};

/// The occupancy before every event of the history (index `i` is the board just
/// before event `i`; one more entry for now). `None` if the history does not fit the board
/// (a view that was tampered with); callers then do without it.
pub(crate) fn timeline(obs: &Observation) -> Option<Vec<Occupancy>> {
    let mut occ = current(obs);
    let mut out = vec![occ; obs.history.len() + 1];
    let mut lost = obs.lost.len();
    for (i, e) in obs.history.iter().enumerate().rev() {
        let (us, them) = (e.color.index(), (!e.color).index());
        match e.kind {
            EventKind::Skip => {}
            EventKind::Move | EventKind::Capture => {
                let to = e.to?;
                if !occ[us].contains(to) || (occ[0] | occ[1]).contains(e.from) {
                    return None;
                }
                occ[us].clear(to);
                occ[us].set(e.from);
                if e.kind == EventKind::Capture {
                    lost = lost.checked_sub(1)?;
                    if obs.lost[lost].color != !e.color {
                        return None;
                    }
                    occ[them].set(to);
                }
            }
            EventKind::Flip | EventKind::Castle => return None,
        }
        out[i] = occ;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::adapter::observe;
    use crate::{Color, Game, Variant};

    #[test]
    fn incerto_timeline_rebuilds_every_earlier_board() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(5);
        for seed in 0..30 {
            let mut g = Game::new(Variant::Incerto, seed);
            let mut boards = vec![];
            for _ in 0..rng.random_range(0..80) {
                if g.is_over() {
                    break;
                }
                let p = g.position();
                boards.push([p.by_color(Color::White), p.by_color(Color::Black)]);
                let actions = g.legal_actions();
                let a = actions[rng.random_range(0..actions.len())];
                g.play(a, None).unwrap();
            }
            let p = g.position();
            boards.push([p.by_color(Color::White), p.by_color(Color::Black)]);
            for viewer in Color::ALL {
                let obs = observe(&g.view(Some(viewer))).unwrap();
                assert_eq!(timeline(&obs), Some(boards.clone()), "seed {seed}");
            }
        }
    }
}

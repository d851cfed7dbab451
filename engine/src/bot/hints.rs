//! Belief hints: for a player's view, what each piece they cannot identify may be, with
//! probabilities. In Incerto the enemy discs carry everything their public history shows
//! (`belief.rs`) and the player's own unlooked-at discs the odds of their side's unseen set;
//! in the 8×8 games every face-down piece has its side's unseen-set odds. The result is plain
//! serialisable data for the app and the JS package.

use super::adapter::{observe, BadView};
use super::incerto::belief::Belief;
use super::incerto::iboard::ROLES;
use crate::view::PlayerView;
use crate::{Color, Role, Square, Variant};
use serde::{Deserialize, Serialize};

/// Every piece of the view whose identity its viewer does not know, with the odds.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Hints {
    /// One entry per piece whose identity the viewer does not know (and may have odds for).
    pub pieces: Vec<PieceHint>,
}

/// The odds of one unknown piece.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceHint {
    /// Where it stands (JSON: `b1`).
    pub square: Square,
    /// Whose it is (JSON: `white` or `black`).
    pub color: Color,
    /// One of the viewer's own pieces.
    pub own: bool,
    /// The roles it may be, most likely first; the probabilities add up to 1.
    pub odds: Vec<RoleOdds>,
}

/// How likely an unknown piece is one role.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoleOdds {
    /// The role (JSON: `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`, `cannon`).
    pub role: Role,
    /// From 0 to 1.
    pub probability: f64,
}

fn odds(p: impl IntoIterator<Item = (Role, f64)>) -> Vec<RoleOdds> {
    let mut v: Vec<(Role, f64)> = p.into_iter().filter(|&(_, x)| x > 0.0).collect();
    let total: f64 = v.iter().map(|&(_, x)| x).sum();
    // Most likely first; equal odds in the fixed role order.
    v.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    v.into_iter()
        .map(|(role, x)| RoleOdds {
            role,
            probability: x / total,
        })
        .collect()
}

/// The hints for the viewer of `view`. Nothing in them goes beyond the view: they are a
/// computation on it, the same one the bot's own search draws its samples from.
pub fn hints(view: &PlayerView) -> Result<Hints, BadView> {
    let obs = observe(view)?;
    let pool_odds = |c: Color| {
        let pool = obs.pools[c.index()];
        odds(pool.outcomes().map(|(r, w)| (r, f64::from(w))))
    };
    let mut pieces = Vec::new();
    let enemy = if obs.variant == Variant::Incerto {
        Belief::of(&obs, !obs.me).odds()
    } else {
        Vec::new()
    };
    for p in obs.pieces.iter().filter(|p| p.role.is_none()) {
        let own = p.color == obs.me;
        let o = if obs.variant == Variant::Incerto && !own {
            match enemy.iter().find(|(s, _)| *s == p.square) {
                Some((_, m)) => odds(ROLES.iter().map(|&r| (r, m[r.index()]))),
                None => continue,
            }
        } else {
            pool_odds(p.color)
        };
        if o.is_empty() {
            continue;
        }
        pieces.push(PieceHint {
            square: p.square,
            color: p.color,
            own,
            odds: o,
        });
    }
    Ok(Hints { pieces })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    fn prob(h: &Hints, sq: &str, role: &str) -> f64 {
        let p = h
            .pieces
            .iter()
            .find(|p| p.square.to_string() == sq)
            .unwrap();
        p.odds
            .iter()
            .find(|o| o.role.name() == role)
            .map_or(0.0, |o| o.probability)
    }

    #[test]
    fn start_positions_have_the_set_odds() {
        let h = hints(&Game::new(Variant::Incerto, 1).view(Some(Color::White))).unwrap();
        assert_eq!(h.pieces.len(), 24);
        assert!((prob(&h, "a1", "king") - 1.0 / 12.0).abs() < 1e-12);
        assert!((prob(&h, "f8", "pawn") - 4.0 / 12.0).abs() < 1e-12);
        assert_eq!(h.pieces.iter().filter(|p| p.own).count(), 12);
        let h = hints(&Game::new(Variant::HiddenRandom, 1).view(Some(Color::Black))).unwrap();
        assert_eq!(h.pieces.len(), 28);
        assert!((prob(&h, "a1", "cannon") - 2.0 / 14.0).abs() < 1e-12);
        assert_eq!(prob(&h, "a1", "king"), 0.0);
        let json = serde_json::to_string(&h).unwrap();
        assert!(json.starts_with(r#"{"pieces":[{"square":"a1","color":"white","own":false,"odds":[{"role":"pawn","probability":0.428"#), "{json}");
    }

    #[test]
    fn incerto_hints_follow_the_history() {
        let mut g = Game::from_fen(
            Variant::Incerto,
            "r*n*b*q*k*b*/p*p*p*p*n*r*/6/6/6/6/P*P*P*P*N*R*/R*N*B*Q*K*B* w - - 0 1",
        )
        .unwrap();
        g.play_str("b1c3", None).unwrap();
        let h = hints(&g.view(Some(Color::Black))).unwrap();
        assert_eq!(prob(&h, "c3", "knight"), 1.0);
        // White knows its own knight: no hint for it in White's view.
        let h = hints(&g.view(Some(Color::White))).unwrap();
        assert!(h.pieces.iter().all(|p| p.square.to_string() != "c3"));
        // Odds of every hinted piece add up to one.
        for p in &h.pieces {
            let s: f64 = p.odds.iter().map(|o| o.probability).sum();
            assert!((s - 1.0).abs() < 1e-9);
        }
    }
}

//! The one place the bots touch the [`PlayerView`] format: it reads a view into an
//! [`Observation`] (engine types, checked) and writes a decision back as a [`Step`]. When the
//! view's format changes, this file changes and the searches do not.

use super::observation::{Event, EventKind, Lost, Observation, PendingPromotion, Pool, SeenPiece};
use super::Step;
use crate::view::{ActionKind, PlayerView};
use crate::{Action, Color, Role, Square, Variant};
use std::fmt;

/// A view a bot cannot read (it did not come from the engine, or was altered).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadView(pub String);

impl fmt::Display for BadView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the bot cannot read this view: {}", self.0)
    }
}

impl std::error::Error for BadView {}

fn bad<T>(msg: impl Into<String>) -> Result<T, BadView> {
    Err(BadView(msg.into()))
}

fn role(variant: Variant, r: Role) -> Result<Role, BadView> {
    if variant.has_role(r) {
        Ok(r)
    } else {
        bad(format!("no {r} in {variant}"))
    }
}

fn square(variant: Variant, sq: Square) -> Result<Square, BadView> {
    if variant.contains(sq) {
        Ok(sq)
    } else {
        bad(format!("{sq} is off the {variant} board"))
    }
}

/// Reads `view` for its viewer. Refuses views without a viewer (the all-seeing view is not
/// for players) and anything a view of this variant cannot hold.
pub(crate) fn observe(view: &PlayerView) -> Result<Observation, BadView> {
    let variant = view.variant;
    let Some(me) = view.viewer else {
        return bad("the view has no viewer");
    };
    let turn = view.turn;
    let sq = |s: Square| square(variant, s);
    let rl = |r: Role| role(variant, r);

    let mut pieces = Vec::with_capacity(view.pieces.len());
    let mut occupied = crate::Bitboard::EMPTY;
    for p in &view.pieces {
        let square = sq(p.square)?;
        if occupied.contains(square) {
            return bad(format!("two pieces on {square}"));
        }
        occupied.set(square);
        pieces.push(SeenPiece {
            square,
            color: p.color,
            role: p.role.map(rl).transpose()?,
            hidden: p.hidden,
            promoted: p.promoted,
        });
    }
    let max = crate::start::set_size(variant);
    for c in Color::ALL {
        if pieces.iter().filter(|p| p.color == c).count() > max {
            return bad(format!("{c} has more than {max} pieces"));
        }
    }

    let mut legal = Vec::with_capacity(view.legal_actions.len());
    for &a in &view.legal_actions {
        let action = a.in_variant(variant).map_err(|e| BadView(e.to_string()))?;
        let on_board = |s: Square| variant.contains(s);
        if !on_board(action.from()) || action.to().is_some_and(|t| !on_board(t)) {
            return bad(format!("action '{a}' leaves the board"));
        }
        legal.push(action);
    }
    let selectable = view
        .selectable
        .iter()
        .map(|&s| sq(s))
        .collect::<Result<_, _>>()?;
    let selected = view.selected.map(sq).transpose()?;
    let promotion = match &view.promotion {
        None => None,
        Some(p) => Some(PendingPromotion {
            from: sq(p.from)?,
            to: sq(p.to)?,
            choices: p.choices.iter().map(|&c| rl(c)).collect::<Result<_, _>>()?,
        }),
    };

    let mut history = Vec::with_capacity(view.moves.len());
    for m in &view.moves {
        let kind = match m.kind {
            ActionKind::Move => EventKind::Move,
            ActionKind::Capture => EventKind::Capture,
            ActionKind::Flip => EventKind::Flip,
            ActionKind::Skip => EventKind::Skip,
            ActionKind::Castle => EventKind::Castle,
        };
        let to = m.to.map(sq).transpose()?;
        if matches!(
            kind,
            EventKind::Move | EventKind::Capture | EventKind::Castle
        ) != to.is_some()
        {
            return bad(format!("action '{}' does not fit its kind", m.notation));
        }
        history.push(Event {
            color: m.color,
            kind,
            from: sq(m.from)?,
            to,
            promotion: m.promotion,
        });
    }
    let lost = view
        .captured
        .iter()
        .map(|c| {
            Ok(Lost {
                color: c.color,
                role: c.role.map(rl).transpose()?,
            })
        })
        .collect::<Result<_, BadView>>()?;

    let mut pools = [Pool::default(); 2];
    for p in &view.unrevealed {
        let pool = &mut pools[p.color.index()];
        pool.total = u8::try_from(p.total).map_err(|_| BadView("pool too large".into()))?;
        for rc in &p.counts {
            let r = rl(rc.role)?;
            pool.counts[r.index()] =
                u8::try_from(rc.count).map_err(|_| BadView("pool too large".into()))?;
        }
        if pool.sum() > max as u32 || usize::from(pool.total) > max {
            return bad("pool larger than a side's set");
        }
    }

    Ok(Observation {
        variant,
        me,
        turn,
        over: view.result.is_some(),
        pieces,
        selected,
        promotion,
        legal,
        selectable,
        history,
        lost,
        pools,
        halfmoves: view.halfmoves,
        fullmoves: view.fullmoves,
    })
}

/// The step that selects the disc on `sq` (Incerto).
pub(crate) fn select(sq: Square) -> Step {
    Step::Select(sq)
}

/// The step that plays `action`.
pub(crate) fn play(action: Action) -> Step {
    Step::Play(action)
}

/// The step that completes a pending promotion with `role`.
pub(crate) fn promote(role: Role) -> Step {
    Step::Promote(role)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    #[test]
    fn reads_engine_views_and_refuses_altered_ones() {
        let mut g = Game::new(Variant::HiddenRandom, 3);
        g.play_str("@a2", None).unwrap();
        let view = g.view(Some(Color::Black));
        let obs = observe(&view).unwrap();
        assert_eq!(
            (obs.me, obs.turn, obs.variant),
            (Color::Black, Color::Black, Variant::HiddenRandom)
        );
        assert_eq!(obs.pieces.len(), 32);
        assert_eq!(obs.history.len(), 1);
        assert_eq!(obs.history[0].kind, EventKind::Flip);
        assert_eq!(obs.legal.len(), view.legal_actions.len());
        assert_eq!(obs.pools[1].total, 14);
        assert_eq!(obs.pools[0].total, 13);
        assert!(obs.to_move());

        assert!(
            observe(&g.view(None)).is_err(),
            "the all-seeing view is refused"
        );
        for spoil in [
            |v: &mut PlayerView| v.variant = Variant::Incerto,
            |v: &mut PlayerView| v.pieces[1].square = v.pieces[0].square,
            |v: &mut PlayerView| v.moves[0].to = Some(Square::E1),
            |v: &mut PlayerView| v.unrevealed[0].total = 300,
            |v: &mut PlayerView| v.unrevealed[0].counts[0].count = 30,
        ] {
            let mut v = view.clone();
            spoil(&mut v);
            assert!(observe(&v).is_err());
        }
        // Incerto is 6 files wide: g1 is off its board; it has no cannons.
        let mut v = Game::new(Variant::Incerto, 1).view(Some(Color::White));
        v.selectable.push(Square::G1);
        assert!(observe(&v).is_err());
        let mut v = Game::new(Variant::Incerto, 1).view(Some(Color::White));
        v.pieces[0].role = Some(Role::Cannon);
        assert!(observe(&v).is_err());
    }
}

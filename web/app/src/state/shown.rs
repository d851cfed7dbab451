//! What the play screen draws, derived from the game once per change (never per render):
//! the live view of whoever holds the device, the view on the board (a replayed one while
//! stepping through the moves) and what the engine offers the board. The session refreshes
//! it after every change; screens only read it.

use super::input::Offer;
use incerto_engine::{ActionView, Color, Game, PlayerView};
use std::rc::Rc;

/// What the views depend on besides the game's actions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShownKey {
    /// The game's revision (see `Tracked`).
    pub rev: u64,
    /// Whose view; `None`: the all-seeing one ("Show all pieces" after the game).
    pub viewer: Option<Color>,
    /// Replay: the number of actions shown.
    pub cursor: Option<usize>,
}

/// The derived views, shared (`Rc`) so that cloning the state for each change is cheap.
#[derive(Clone, Debug)]
pub struct Shown {
    key: ShownKey,
    /// The live position as the viewer sees it.
    pub live: Rc<PlayerView>,
    /// What the live position offers the board's input.
    pub offer: Rc<Offer>,
    /// The position on the board: the replayed one while stepping through the moves.
    pub board: Rc<PlayerView>,
}

/// Two `Shown` are the same when they were computed for the same key.
impl PartialEq for Shown {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

impl Shown {
    /// Everything for `key`.
    pub fn of(game: &Game, key: ShownKey) -> Shown {
        let live = Rc::new(game.view(key.viewer));
        let offer = Rc::new(Offer::of(&live));
        let board = replayed(game, &live, key);
        Shown {
            key,
            live,
            offer,
            board,
        }
    }

    /// What these views were computed for.
    pub fn key(&self) -> ShownKey {
        self.key
    }

    /// Brings the views up to `key`, recomputing only what it changes: moving through the
    /// replay rebuilds only the board's view.
    pub fn refresh(&mut self, game: &Game, key: ShownKey) {
        if key == self.key {
            return;
        }
        if (key.rev, key.viewer) != (self.key.rev, self.key.viewer) {
            *self = Shown::of(game, key);
        } else {
            self.board = replayed(game, &self.live, key);
            self.key = key;
        }
    }
}

/// The board's view for `key`: the live one, or the position after the first `n` actions as
/// the viewer saw it then (the record is cut there and replayed through the rules).
fn replayed(game: &Game, live: &Rc<PlayerView>, key: ShownKey) -> Rc<PlayerView> {
    let Some(n) = key.cursor else {
        return live.clone();
    };
    let mut record = game.record();
    record.actions.truncate(n);
    record.selected = None;
    record.promotion = None;
    record.result = None;
    record.draw_offer = None;
    match Game::from_record(&record) {
        Ok(g) => Rc::new(g.view(key.viewer)),
        // Cannot happen (these actions were played), but never panic: show live.
        Err(_) => live.clone(),
    }
}

/// Skipped turns the viewer should still see ([`PlayerView::recent_skips`]). The board
/// marks them with a cross and the panel names them.
pub fn recent_skips(view: &PlayerView) -> Vec<ActionView> {
    view.recent_skips().cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::{Square, Variant};

    fn key(rev: u64, cursor: Option<usize>) -> ShownKey {
        ShownKey {
            rev,
            viewer: Some(Color::White),
            cursor,
        }
    }

    #[test]
    fn the_board_replays_while_the_live_view_stays() {
        let mut g = Game::new(Variant::HiddenChess, 5);
        g.play_str("e2e4", None).unwrap();
        g.play_str("e7e5", None).unwrap();
        let mut shown = Shown::of(&g, key(1, None));
        assert!(Rc::ptr_eq(&shown.board, &shown.live));
        let live = shown.live.clone();
        shown.refresh(&g, key(1, Some(1)));
        assert!(
            Rc::ptr_eq(&shown.live, &live),
            "the live view is not rebuilt"
        );
        assert_eq!(shown.board.moves.len(), 1);
        shown.refresh(&g, key(2, None));
        assert!(
            !Rc::ptr_eq(&shown.live, &live),
            "a new revision rebuilds it"
        );
        assert!(Rc::ptr_eq(&shown.board, &shown.live));
    }

    #[test]
    fn skips_stay_marked_for_a_round() {
        let sq = |s: &str| Square::parse(s).unwrap();
        let v = |moves: &[(&str, &str, Option<&str>)]| PlayerView {
            moves: moves
                .iter()
                .map(|(kind, from, to)| ActionView {
                    notation: String::new(),
                    color: Color::White,
                    kind: kind.parse().unwrap(),
                    from: sq(from),
                    to: to.map(sq),
                    promotion: false,
                    time: None,
                    san: String::new(),
                    piece: None,
                    captured: None,
                    promoted_to: None,
                    castled_with: None,
                    revealed: false,
                    check: false,
                })
                .collect(),
            ..Game::new(Variant::Incerto, 1).view(Some(Color::White))
        };
        assert_eq!(recent_skips(&v(&[("skip", "a1", None)])).len(), 1);
        assert_eq!(
            recent_skips(&v(&[("skip", "a1", None), ("move", "b7", Some("b6"))])).len(),
            1
        );
        assert!(
            recent_skips(&v(&[("skip", "a1", None), ("capture", "b3", Some("a1"))])).is_empty()
        );
    }
}

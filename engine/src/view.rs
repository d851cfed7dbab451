//! What one player may see of a game, as plain serialisable data: the only thing the UI,
//! the bot and the JS API are given. Nothing in a view depends on an identity its player
//! does not know.
//!
//! The fields are the engine's types; their JSON/JS text is pinned byte for byte by
//! `tests/view_json.rs` (squares `e4`, colours `white`, roles `queen`, actions in notation,
//! `null` for what is missing).

use crate::action::Action;
use crate::game::{Game, KnownBy, Pending, Played};
use crate::names::named;
use crate::outcome::Outcome;
use crate::piece::{Color, Piece, Role};
use crate::square::Square;
use crate::variant::{Hiding, Variant};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// A player's view (`viewer` set) or the all-seeing one (`viewer` none, for finished games
/// and tools).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(remote = "Self", rename_all = "camelCase")]
pub struct PlayerView {
    /// The game.
    pub variant: Variant,
    /// Whose view; `None` for the all-seeing one.
    pub viewer: Option<Color>,
    /// Board width: 6 (Incerto) or 8.
    pub files: u32,
    /// Board height: 8.
    pub ranks: u32,
    /// Side to move.
    pub turn: Color,
    /// Every piece on the board, a1 first, as the viewer may see it.
    pub pieces: Vec<PieceView>,
    /// Incerto: the selected disc, which must move.
    pub selected: Option<Square>,
    /// Squares the selected piece (Incerto) can move to: empty ones ("available") and
    /// enemy-occupied ones ("capturable").
    pub available: Vec<Square>,
    /// See `available`.
    pub capturable: Vec<Square>,
    /// Incerto, the viewer to move and nothing selected: the discs that may be selected.
    pub selectable: Vec<Square>,
    /// A move waiting for its promotion piece, with the pieces to choose from.
    pub promotion: Option<PromotionView>,
    /// Complete actions the viewer can play now, sorted by notation; empty when it is not
    /// their turn. In Hidden Chess a face-down piece's move to the last rank is listed
    /// without a promotion piece, since its owner does not know whether it is a pawn.
    pub legal_actions: Vec<Action>,
    /// The last action played, as the viewer saw it.
    pub last_action: Option<ActionView>,
    /// Every action played, as the viewer saw it.
    pub moves: Vec<ActionView>,
    /// Pieces taken, in order.
    pub captured: Vec<CapturedView>,
    /// The square of the king in check, if any (the 8×8 games).
    pub check: Option<Square>,
    /// How the game ended, if it has.
    pub result: Option<Outcome>,
    /// The side whose draw offer stands, if any.
    pub draw_offer: Option<Color>,
    /// Per side, identities the viewer has not yet seen among that side's original pieces.
    pub unrevealed: Vec<PoolView>,
    /// Turns since the last capture, pawn move or reveal (the 100-turn rule).
    pub halfmoves: u32,
    /// The move number, from 1, counting a White and a Black turn as one move.
    pub fullmoves: u32,
}

impl Serialize for PlayerView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        PlayerView::serialize(self, s)
    }
}

/// Reads a view back (a Web Worker or a page hands one over): `@square` in
/// `legalActions` is read in the view's own variant (a skip in Incerto, a flip in Hidden
/// Random Chess).
impl<'de> Deserialize<'de> for PlayerView {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PlayerView, D::Error> {
        let mut view = PlayerView::deserialize(d)?;
        for a in &mut view.legal_actions {
            *a = a
                .in_variant(view.variant)
                .map_err(serde::de::Error::custom)?;
        }
        Ok(view)
    }
}

/// One piece on the board as the viewer may see it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceView {
    /// Where it stands.
    pub square: Square,
    /// Whose it is (always public).
    pub color: Color,
    /// The identity, if the viewer knows it.
    pub role: Option<Role>,
    /// Face down (Hidden Random Chess, Hidden Chess) or seen by nobody yet (Incerto).
    pub hidden: bool,
    /// Hidden Chess: what a face-down piece moves as (public).
    pub looks_like: Option<Role>,
    /// For the viewer's own pieces: whether the opponent knows the identity too.
    pub known_to_opponent: Option<bool>,
    /// A promoted pawn (public in every game).
    pub promoted: bool,
}

/// A move waiting for its promotion piece.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PromotionView {
    /// Where the pawn stood.
    pub from: Square,
    /// The last-rank square it goes to.
    pub to: Square,
    /// The pieces it may become.
    pub choices: Vec<Role>,
}

/// What kind of action was played, as everyone saw it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ActionKind {
    /// A move to an empty square.
    Move,
    /// A move that took a piece (en passant too).
    Capture,
    /// Hidden Random Chess: a piece turned face up.
    Flip,
    /// Incerto: the selected disc had no move.
    Skip,
    /// Hidden Chess: the king castled.
    Castle,
}

named!(
    ActionKind,
    "action kind",
    "move, capture, flip, skip or castle"
);

impl ActionKind {
    /// Every kind.
    pub const ALL: [ActionKind; 5] = [
        ActionKind::Move,
        ActionKind::Capture,
        ActionKind::Flip,
        ActionKind::Skip,
        ActionKind::Castle,
    ];

    /// `move`, `capture`, `flip`, `skip` or `castle`.
    pub const fn name(self) -> &'static str {
        match self {
            ActionKind::Move => "move",
            ActionKind::Capture => "capture",
            ActionKind::Flip => "flip",
            ActionKind::Skip => "skip",
            ActionKind::Castle => "castle",
        }
    }
}

/// An action as the viewer saw it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionView {
    /// Notation, with the promotion letter replaced by `?` when the viewer may not know it.
    pub notation: String,
    /// Who played it.
    pub color: Color,
    /// What kind of action it was.
    pub kind: ActionKind,
    /// The square of the piece that acted.
    pub from: Square,
    /// Where it went; `None` for a flip or a skip.
    pub to: Option<Square>,
    /// The move promoted a pawn.
    pub promotion: bool,
    /// Milliseconds, as the caller stamped it.
    pub time: Option<u64>,
    /// Readable notation, close to chess's SAN, naming only what the viewer knew right
    /// after the action: `Nxa6`, `exd5`, `O-O`, `a8=Q` (`a8=?` when the viewer does not
    /// know the new piece), `Nc3(B)` (a Hidden Chess face-down piece that moved as a knight
    /// and showed itself a bishop), `C@c1` (a flip that showed a cannon), `K@b1` (an
    /// Incerto skip of a known disc), `+` check and `#` mate; a move of a piece the viewer
    /// does not know keeps the action's notation (`b1c3`, `@b1`).
    #[serde(default)]
    pub san: String,
    /// The acting piece (for a promotion, the pawn; for a flip, what it showed), if the
    /// viewer knew it right after the action.
    #[serde(default)]
    pub piece: Option<Role>,
    /// The piece taken, if the viewer knew what it was.
    #[serde(default)]
    pub captured: Option<Role>,
    /// The promotion piece, if the viewer knows it.
    #[serde(default)]
    pub promoted_to: Option<Role>,
    /// Castling: the corner piece that went with the king (it shows itself as it lands).
    #[serde(default)]
    pub castled_with: Option<Role>,
    /// The action showed the acting piece to a player who had not seen it (a Hidden Chess
    /// face-down piece's first move, a flip, an Incerto capture by an unseen disc).
    #[serde(default)]
    pub revealed: bool,
    /// The action gave check (the 8×8 games).
    #[serde(default)]
    pub check: bool,
}

/// A piece that has been taken.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CapturedView {
    /// Whose piece it was.
    pub color: Color,
    /// None when the viewer does not know what it was.
    pub role: Option<Role>,
    /// The side that took it.
    pub by: Color,
}

/// The identities of one side's original pieces that the viewer has not seen.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PoolView {
    /// The side.
    pub color: Color,
    /// Roles with how many of that side's unseen pieces may still be one.
    pub counts: Vec<RoleCount>,
    /// How many of that side's pieces the viewer has not identified.
    pub total: u32,
}

/// How many pieces of a pool may still be this role.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RoleCount {
    /// The role.
    pub role: Role,
    /// How many.
    pub count: u32,
}

/// Where the viewer's pieces can go now, the way a board wants it (lichess's `dests`):
/// from each square the targets of its moves, and the pieces that may be flipped. Derived
/// from [`PlayerView::legal_actions`], so it holds nothing more than the view.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Dests {
    /// From → the squares that piece can move to, both in square order.
    pub moves: BTreeMap<Square, Vec<Square>>,
    /// Hidden Random Chess: the face-down pieces the viewer may flip.
    pub flips: Vec<Square>,
}

impl Dests {
    /// The targets of the piece on `from` (empty if it cannot move).
    pub fn targets(&self, from: Square) -> &[Square] {
        self.moves.get(&from).map_or(&[], Vec::as_slice)
    }

    /// Whether a move from `from` to `to` is offered.
    pub fn has_move(&self, from: Square, to: Square) -> bool {
        self.targets(from).contains(&to)
    }

    /// Whether the piece on `sq` can do anything: move or flip.
    pub fn can_act(&self, sq: Square) -> bool {
        self.moves.contains_key(&sq) || self.flips.contains(&sq)
    }
}

impl PlayerView {
    /// Skipped turns the viewer should still see: among the last two actions (one round),
    /// each skip whose disc has not moved or been taken since, oldest first.
    pub fn recent_skips(&self) -> impl DoubleEndedIterator<Item = &ActionView> + '_ {
        let recent = &self.moves[self.moves.len().saturating_sub(2)..];
        recent.iter().enumerate().filter_map(move |(i, a)| {
            let stands = recent[i + 1..]
                .iter()
                .all(|b| b.from != a.from && b.to != Some(a.from));
            (a.kind == ActionKind::Skip && stands).then_some(a)
        })
    }

    /// Where the viewer's pieces can go now: in Incerto the selected disc's targets (none
    /// before a selection: which disc can move depends on identities its owner has not
    /// seen; the choice offered then is [`PlayerView::selectable`]); in the 8×8 games every
    /// movable piece's targets and the flips.
    pub fn dests(&self) -> Dests {
        let mut dests = Dests::default();
        for &a in &self.legal_actions {
            match a {
                Action::Move { from, to, .. } => dests.moves.entry(from).or_default().push(to),
                Action::Flip(sq) => dests.flips.push(sq),
                Action::Skip(_) => {}
            }
        }
        for targets in dests.moves.values_mut() {
            targets.sort();
            targets.dedup();
        }
        dests.flips.sort();
        dests
    }

    /// The piece on `sq`, as the viewer sees it.
    pub fn piece_at(&self, sq: Square) -> Option<&PieceView> {
        self.pieces.iter().find(|p| p.square == sq)
    }
}

/// The original set of one side, as RULES.md gives it (the pool unseen identities come from).
fn original_set(variant: Variant) -> &'static [(Role, u32)] {
    use Role::*;
    match variant {
        Variant::Incerto => &[
            (King, 1),
            (Queen, 1),
            (Rook, 2),
            (Bishop, 2),
            (Knight, 2),
            (Pawn, 4),
        ],
        Variant::HiddenRandom => &[
            (King, 1),
            (Rook, 2),
            (Bishop, 2),
            (Knight, 2),
            (Cannon, 2),
            (Pawn, 7),
        ],
        Variant::HiddenChess => &[
            (King, 1),
            (Queen, 1),
            (Rook, 2),
            (Bishop, 2),
            (Knight, 2),
            (Pawn, 8),
        ],
    }
}

impl Game {
    /// The game as `viewer` may see it; `None` is the all-seeing view (for finished games,
    /// tools and tests; never hand it to a player mid-game).
    pub fn view(&self, viewer: Option<Color>) -> PlayerView {
        let pos = self.position();
        let variant = pos.variant();
        let knows = |known: KnownBy| viewer.is_none_or(|v| known.contains(v));

        let mut pieces = Vec::new();
        for sq in pos.occupied() {
            let Some(piece) = pos.piece_at(sq) else {
                continue;
            };
            let info = self.info(sq);
            let own = viewer == Some(piece.color);
            pieces.push(PieceView {
                square: sq,
                color: piece.color,
                role: knows(info.known_by).then_some(piece.role),
                hidden: pos.is_hidden(sq),
                looks_like: (pos.is_hidden(sq) && variant.hiding() == Hiding::Disguised)
                    .then(|| variant.disguise(piece.color, sq))
                    .flatten(),
                known_to_opponent: own.then(|| info.known_by.contains(!piece.color)),
                promoted: info.promoted,
            });
        }

        let my_turn = !self.is_over() && viewer.is_none_or(|v| v == pos.turn());
        let mut selected = None;
        let mut available = Vec::new();
        let mut capturable = Vec::new();
        let mut selectable = Vec::new();
        let mut promotion = None;
        let mut legal_actions = Vec::new();
        if my_turn {
            let actions = self.legal_actions();
            match self.pending() {
                Some(Pending::Selected(sq)) => {
                    selected = Some(sq);
                    let theirs = pos.by_color(!pos.turn());
                    let mut targets: Vec<Square> = actions.iter().filter_map(|a| a.to()).collect();
                    targets.sort();
                    targets.dedup();
                    for t in targets {
                        if theirs.contains(t) {
                            capturable.push(t);
                        } else {
                            available.push(t);
                        }
                    }
                    legal_actions = actions;
                }
                Some(Pending::Promotion { from, to }) => {
                    promotion = Some(PromotionView {
                        from,
                        to,
                        choices: actions
                            .iter()
                            .filter_map(|a| match *a {
                                Action::Move {
                                    promotion: Some(r), ..
                                } => Some(r),
                                _ => None,
                            })
                            .collect(),
                    });
                    legal_actions = actions;
                }
                None if variant == Variant::Incerto && viewer.is_some() => {
                    // Which disc can move depends on identities the owner has not seen:
                    // the choice offered is the selection itself.
                    selectable = pos.by_color(pos.turn()).into_iter().collect();
                }
                None => {
                    let mut seen = Vec::new();
                    for a in actions {
                        let shown = match a {
                            // A face-down piece's owner cannot know it is a pawn.
                            Action::Move {
                                from,
                                to,
                                promotion: Some(_),
                            } if viewer.is_some() && pos.is_hidden(from) => Action::Move {
                                from,
                                to,
                                promotion: None,
                            },
                            other => other,
                        };
                        if !seen.contains(&shown) {
                            seen.push(shown);
                        }
                    }
                    legal_actions = seen;
                }
            }
            // In notation order (`@b2` before `a1a2`), as the JSON has always listed them.
            legal_actions.sort_by_cached_key(Action::to_string);
        }

        let moves: Vec<ActionView> = self
            .history()
            .iter()
            .map(|p| self.action_view(p, viewer))
            .collect();

        let captured = self
            .captured()
            .iter()
            .map(|c| CapturedView {
                color: c.piece.color,
                role: knows(c.info.known_by).then_some(c.piece.role),
                by: c.by,
            })
            .collect();

        let check = if variant.check_rules() && pos.is_check() {
            pos.king_of(pos.turn())
        } else {
            None
        };

        PlayerView {
            variant,
            viewer,
            files: variant.width(),
            ranks: variant.height(),
            turn: pos.turn(),
            pieces,
            selected,
            available,
            capturable,
            selectable,
            promotion,
            legal_actions,
            last_action: moves.last().cloned(),
            moves,
            captured,
            check,
            result: self.outcome(),
            draw_offer: self.draw_offer(),
            unrevealed: Color::ALL.iter().map(|&c| self.pool(c, viewer)).collect(),
            halfmoves: pos.halfmoves(),
            fullmoves: pos.fullmoves(),
        }
    }

    fn action_view(&self, played: &Played, viewer: Option<Color>) -> ActionView {
        let (kind, from, to, promotion) = match played.action {
            Action::Flip(sq) => (ActionKind::Flip, sq, None, None),
            Action::Skip(sq) => (ActionKind::Skip, sq, None, None),
            Action::Move {
                from,
                to,
                promotion,
            } => {
                let kind = if played.captured.is_some() {
                    ActionKind::Capture
                } else if played.castled {
                    ActionKind::Castle
                } else {
                    ActionKind::Move
                };
                (kind, from, Some(to), promotion)
            }
        };
        // Incerto keeps the promotion piece secret from the opponent ([D] RULES.md §1).
        let private =
            self.variant() == Variant::Incerto && viewer.is_some_and(|v| v != played.color);
        let mut notation = played.action.to_string();
        if promotion.is_some() && private {
            notation.pop();
            notation.push('?');
        }
        let f = &played.facts;
        let knows = |k: KnownBy| viewer.is_none_or(|v| k.contains(v));
        ActionView {
            notation,
            color: played.color,
            kind,
            from,
            to,
            promotion: promotion.is_some(),
            time: played.time,
            san: crate::san::readable(self.variant(), played, viewer),
            piece: knows(f.role_known).then_some(f.role),
            captured: f.captured.filter(|&(_, k)| knows(k)).map(|(r, _)| r),
            promoted_to: promotion.filter(|_| knows(f.promoted_known)),
            castled_with: f.corner,
            revealed: f.revealed,
            check: f.check,
        }
    }

    /// Identities of `color`'s original pieces that `viewer` has not seen.
    fn pool(&self, color: Color, viewer: Option<Color>) -> PoolView {
        let mut counts: Vec<(Role, u32)> = original_set(self.variant()).to_vec();
        let mut unknown = 0u32;
        let mut account = |piece: Piece, known: bool, promoted: bool| {
            let original = if promoted { Role::Pawn } else { piece.role };
            if known || promoted {
                if let Some(c) = counts.iter_mut().find(|(r, _)| *r == original) {
                    c.1 = c.1.saturating_sub(1);
                }
            } else {
                unknown += 1;
            }
        };
        let knows = |k: KnownBy| viewer.is_none_or(|v| k.contains(v));
        let pos = self.position();
        for sq in pos.by_color(color) {
            if let Some(p) = pos.piece_at(sq) {
                let info = self.info(sq);
                account(p, knows(info.known_by), info.promoted);
            }
        }
        for c in self.captured().iter().filter(|c| c.piece.color == color) {
            account(c.piece, knows(c.info.known_by), c.info.promoted);
        }
        // The counts say how many of each role are still unaccounted for; with pieces
        // missing from the original set (a lesson position) they may exceed `unknown`.
        PoolView {
            color,
            counts: counts
                .into_iter()
                .filter(|&(_, n)| n > 0)
                .map(|(role, count)| RoleCount { role, count })
                .collect(),
            total: unknown,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::sq;

    fn squares(names: &str) -> Vec<Square> {
        names.split_whitespace().map(sq).collect()
    }

    #[test]
    fn incerto_dests_are_the_selected_discs_targets_only() {
        let mut g = Game::from_fen(Variant::Incerto, "k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1").unwrap();
        let before = g.view(Some(Color::White));
        // Which disc can move depends on identities White has not seen: no dests yet.
        assert_eq!(before.dests(), Dests::default());
        assert_eq!(before.selectable, squares("a1 b2"));
        g.select(sq("b2")).unwrap();
        let v = g.view(Some(Color::White));
        let dests = v.dests();
        assert_eq!(dests.moves.len(), 1);
        assert_eq!(dests.targets(sq("b2")), squares("d1 d3 a4 c4"));
        // The same squares the view lists as available and capturable.
        let mut marked = [v.available.clone(), v.capturable.clone()].concat();
        marked.sort();
        assert_eq!(dests.targets(sq("b2")), marked);
        assert!(dests.flips.is_empty());
        // The opponent sees none of it.
        assert_eq!(g.view(Some(Color::Black)).dests(), Dests::default());
    }

    #[test]
    fn eight_by_eight_dests_list_every_piece_and_the_flips() {
        let g = Game::from_fen(Variant::HiddenRandom, "4k3/8/8/8/8/8/P*7/3RK3 w - - 0 1").unwrap();
        let dests = g.view(Some(Color::White)).dests();
        assert_eq!(dests.flips, squares("a2"));
        assert_eq!(
            dests.targets(sq("d1")),
            squares("a1 b1 c1 d2 d3 d4 d5 d6 d7 d8")
        );
        assert_eq!(dests.targets(sq("e1")), squares("f1 d2 e2 f2"));
        assert!(
            dests.targets(sq("a2")).is_empty(),
            "a face-down piece cannot move"
        );
        assert!(dests.can_act(sq("a2")) && dests.can_act(sq("d1")));
        assert!(!dests.can_act(sq("e8")));
        assert!(dests.has_move(sq("d1"), sq("d8")) && !dests.has_move(sq("d1"), sq("e2")));
    }

    #[test]
    fn a_promotion_is_one_target_not_four() {
        // A known pawn: four promotion actions, one target.
        let g = Game::from_fen(Variant::HiddenChess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let v = g.view(Some(Color::White));
        assert_eq!(
            v.legal_actions
                .iter()
                .filter(|a| a.from() == sq("a7"))
                .count(),
            4
        );
        assert_eq!(v.dests().targets(sq("a7")), squares("a8"));
    }

    #[test]
    fn a_view_read_back_reads_at_squares_in_its_own_variant() {
        let g = Game::from_fen(Variant::HiddenRandom, "4k3/8/8/8/8/8/P*7/3RK3 w - - 0 1").unwrap();
        let v = g.view(Some(Color::White));
        let back: PlayerView = serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
        assert!(back.legal_actions.contains(&Action::Flip(sq("a2"))));
        assert_eq!(back, v);
        // The same text in an Incerto view is a skip.
        let json = serde_json::to_string(&v)
            .unwrap()
            .replacen("hidden-random", "incerto", 1);
        let incerto: PlayerView = serde_json::from_str(&json).unwrap();
        assert!(incerto.legal_actions.contains(&Action::Skip(sq("a2"))));
    }
}

//! What one player may see of a game, as plain serialisable data: the only thing the UI,
//! the bot and the JS API are given. Nothing in a view depends on an identity its player
//! does not know.

use crate::action::Action;
use crate::game::{Game, KnownBy, Pending, Played};
use crate::piece::{Color, Piece, Role};
use crate::square::Square;
use crate::variant::{Hiding, Variant};
use serde::{Deserialize, Serialize};

/// A player's view (`viewer` set) or the all-seeing one (`viewer` none, for finished games
/// and tools). Squares are algebraic names, colours `white`/`black`, roles `king`, `queen`,
/// `rook`, `bishop`, `knight`, `pawn`, `cannon`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    pub variant: String,
    pub viewer: Option<String>,
    pub files: u32,
    pub ranks: u32,
    /// Side to move.
    pub turn: String,
    pub pieces: Vec<PieceView>,
    /// Incerto: the selected disc, which must move.
    pub selected: Option<String>,
    /// Squares the selected piece (Incerto) can move to: empty ones ("available") and
    /// enemy-occupied ones ("capturable").
    pub available: Vec<String>,
    pub capturable: Vec<String>,
    /// Incerto, the viewer to move and nothing selected: the discs that may be selected.
    pub selectable: Vec<String>,
    /// A move waiting for its promotion piece, with the pieces to choose from.
    pub promotion: Option<PromotionView>,
    /// Complete actions the viewer can play now, in notation; empty when it is not their
    /// turn. In Hidden Chess a face-down piece's move to the last rank is listed without a
    /// promotion letter, since its owner does not know whether it is a pawn.
    pub legal_actions: Vec<String>,
    pub last_action: Option<ActionView>,
    pub moves: Vec<ActionView>,
    pub captured: Vec<CapturedView>,
    /// The square of the king in check, if any (the 8×8 games).
    pub check: Option<String>,
    pub result: Option<ResultView>,
    pub draw_offer: Option<String>,
    /// Per side, identities the viewer has not yet seen among that side's original pieces.
    pub unrevealed: Vec<PoolView>,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceView {
    pub square: String,
    pub color: String,
    /// The identity, if the viewer knows it.
    pub role: Option<String>,
    /// Face down (Hidden Random Chess, Hidden Chess) or seen by nobody yet (Incerto).
    pub hidden: bool,
    /// Hidden Chess: what a face-down piece moves as (public).
    pub looks_like: Option<String>,
    /// For the viewer's own pieces: whether the opponent knows the identity too.
    pub known_to_opponent: Option<bool>,
    /// A promoted pawn (public in every game).
    pub promoted: bool,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PromotionView {
    pub from: String,
    pub to: String,
    pub choices: Vec<String>,
}

/// An action as the viewer saw it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionView {
    /// Notation, with the promotion letter replaced by `?` when the viewer may not know it.
    pub notation: String,
    pub color: String,
    /// `move`, `capture`, `flip`, `skip`, `castle`.
    pub kind: String,
    pub from: String,
    pub to: Option<String>,
    pub promotion: bool,
    /// Milliseconds, as the caller stamped it.
    pub time: Option<u64>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CapturedView {
    pub color: String,
    /// None when the viewer does not know what it was.
    pub role: Option<String>,
    pub by: String,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ResultView {
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub score: String,
    pub winner: Option<String>,
    /// `king-captured`, `checkmate`, `resignation`, `time-forfeit`, `stalemate`,
    /// `repetition`, `turn-rule`, `insufficient-material`, `agreement`,
    /// `timeout-vs-insufficient-material`.
    pub reason: String,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PoolView {
    pub color: String,
    /// Role names with how many of that side's unseen pieces may still be one.
    pub counts: Vec<RoleCount>,
    pub total: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RoleCount {
    pub role: String,
    pub count: u32,
}

fn name(color: Color) -> String {
    color.name().to_owned()
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
                square: sq.to_string(),
                color: name(piece.color),
                role: knows(info.known_by).then(|| piece.role.name().to_owned()),
                hidden: pos.is_hidden(sq),
                looks_like: (pos.is_hidden(sq) && variant.hiding() == Hiding::Disguised)
                    .then(|| variant.disguise(piece.color, sq))
                    .flatten()
                    .map(|r| r.name().to_owned()),
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
                    selected = Some(sq.to_string());
                    let theirs = pos.by_color(!pos.turn());
                    let mut targets: Vec<Square> = actions.iter().filter_map(|a| a.to()).collect();
                    targets.sort();
                    targets.dedup();
                    for t in targets {
                        if theirs.contains(t) {
                            capturable.push(t.to_string());
                        } else {
                            available.push(t.to_string());
                        }
                    }
                    legal_actions = actions.iter().map(Action::to_string).collect();
                }
                Some(Pending::Promotion { from, to }) => {
                    promotion = Some(PromotionView {
                        from: from.to_string(),
                        to: to.to_string(),
                        choices: actions
                            .iter()
                            .filter_map(|a| match a {
                                Action::Move {
                                    promotion: Some(r), ..
                                } => Some(r.name().to_owned()),
                                _ => None,
                            })
                            .collect(),
                    });
                    legal_actions = actions.iter().map(Action::to_string).collect();
                }
                None if variant == Variant::Incerto && viewer.is_some() => {
                    // Which disc can move depends on identities the owner has not seen:
                    // the choice offered is the selection itself.
                    selectable = pos
                        .by_color(pos.turn())
                        .into_iter()
                        .map(|s| s.to_string())
                        .collect();
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
                    legal_actions = seen.iter().map(Action::to_string).collect();
                }
            }
            legal_actions.sort();
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
                color: name(c.piece.color),
                role: knows(c.info.known_by).then(|| c.piece.role.name().to_owned()),
                by: name(c.by),
            })
            .collect();

        let check = if variant.check_rules() && pos.is_check() {
            pos.king_of(pos.turn()).map(|k| k.to_string())
        } else {
            None
        };

        PlayerView {
            variant: variant.name().to_owned(),
            viewer: viewer.map(name),
            files: variant.width(),
            ranks: variant.height(),
            turn: name(pos.turn()),
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
            result: self.outcome().map(|o| ResultView {
                score: o.score().to_owned(),
                winner: o.winner().map(name),
                reason: o.reason().to_owned(),
            }),
            draw_offer: self.draw_offer().map(name),
            unrevealed: Color::ALL.iter().map(|&c| self.pool(c, viewer)).collect(),
            halfmoves: pos.halfmoves(),
            fullmoves: pos.fullmoves(),
        }
    }

    fn action_view(&self, played: &Played, viewer: Option<Color>) -> ActionView {
        let (kind, from, to, promotion) = match played.action {
            Action::Flip(sq) => ("flip", sq, None, None),
            Action::Skip(sq) => ("skip", sq, None, None),
            Action::Move {
                from,
                to,
                promotion,
            } => {
                let kind = if played.captured.is_some() {
                    "capture"
                } else if played.castled {
                    "castle"
                } else {
                    "move"
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
        ActionView {
            notation,
            color: name(played.color),
            kind: kind.to_owned(),
            from: from.to_string(),
            to: to.map(|t| t.to_string()),
            promotion: promotion.is_some(),
            time: played.time,
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
            color: name(color),
            counts: counts
                .into_iter()
                .filter(|&(_, n)| n > 0)
                .map(|(r, n)| RoleCount {
                    role: r.name().to_owned(),
                    count: n,
                })
                .collect(),
            total: unknown,
        }
    }
}

//! The board component: draws squares, discs and overlays as one SVG and reports clicks and drags; it knows no rules.
//!
//! Like lichess's chessground, the board is told what to draw (pieces, selection, targets,
//! highlights) and only reports what the person did: a click, tap or Enter on a square
//! (`on_square`) or a disc dragged from one square to another (`on_drag`). The app decides
//! what that means. The geometry, keyboard and label logic are plain functions so they
//! run as native unit tests; the component only wires them to the DOM.

use crate::disc::{self, Motion, Overlay, CELL};
use incerto_engine::{Color, PieceView, Role, Square};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, SvgElement};
use yew::prelude::*;

/// Translated words the board needs for its aria-labels; English by default.
#[derive(PartialEq, Clone, Debug)]
pub struct BoardLabels {
    /// The whole board (the grid's label).
    pub board: String,
    pub white: String,
    pub black: String,
    pub king: String,
    pub queen: String,
    pub rook: String,
    pub bishop: String,
    pub knight: String,
    pub pawn: String,
    pub cannon: String,
    /// A disc whose identity the viewer does not know ("white disc").
    pub piece: String,
    pub hidden: String,
    /// Followed by a role: what a face-down Hidden Chess piece moves as.
    pub looks_like: String,
    pub empty: String,
    pub selected: String,
    pub available: String,
    pub capturable: String,
    pub skipped: String,
    pub last_move: String,
    pub check: String,
    pub promoted: String,
    pub known_to_opponent: String,
    pub unknown_to_opponent: String,
}

impl Default for BoardLabels {
    fn default() -> Self {
        Self {
            board: "Board".into(),
            white: "white".into(),
            black: "black".into(),
            king: "king".into(),
            queen: "queen".into(),
            rook: "rook".into(),
            bishop: "bishop".into(),
            knight: "knight".into(),
            pawn: "pawn".into(),
            cannon: "cannon".into(),
            piece: "disc".into(),
            hidden: "hidden".into(),
            looks_like: "looks like".into(),
            empty: "empty".into(),
            selected: "selected".into(),
            available: "can move here".into(),
            capturable: "can be captured".into(),
            skipped: "turn skipped".into(),
            last_move: "last move".into(),
            check: "in check".into(),
            promoted: "promoted".into(),
            known_to_opponent: "opponent knows it".into(),
            unknown_to_opponent: "opponent does not know it".into(),
        }
    }
}

impl BoardLabels {
    /// The translated name of a colour.
    pub fn color(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The translated name of a role.
    pub fn role(&self, role: Role) -> &str {
        match role {
            Role::King => &self.king,
            Role::Queen => &self.queen,
            Role::Rook => &self.rook,
            Role::Bishop => &self.bishop,
            Role::Knight => &self.knight,
            Role::Pawn => &self.pawn,
            Role::Cannon => &self.cannon,
        }
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// 6 (Incerto) or 8.
    pub files: u32,
    pub ranks: u32,
    pub pieces: Vec<PieceView>,
    /// Black at the bottom.
    #[prop_or_default]
    pub flipped: bool,
    #[prop_or(true)]
    pub coordinates: bool,
    /// Solid ring.
    #[prop_or_default]
    pub selected: Option<Square>,
    /// Dashed ring on each square.
    #[prop_or_default]
    pub available: Vec<Square>,
    /// Red ring plus corner ticks on the disc.
    #[prop_or_default]
    pub capturable: Vec<Square>,
    /// Cross over the disc.
    #[prop_or_default]
    pub skipped: Option<Square>,
    /// From, to.
    #[prop_or_default]
    pub last_move: Option<(Square, Option<Square>)>,
    /// King square in check.
    #[prop_or_default]
    pub check: Option<Square>,
    #[prop_or(true)]
    pub interactive: bool,
    /// Click or tap on any square.
    #[prop_or_default]
    pub on_square: Callback<Square>,
    /// Drag-and-drop from -> to.
    #[prop_or_default]
    pub on_drag: Callback<(Square, Square)>,
    #[prop_or_default]
    pub labels: BoardLabels,
}

// ---- geometry (pure) ------------------------------------------------------------------

/// Display cell (column from the left, row from the top) of a square, if it is on a
/// `files` × `ranks` board. White at the bottom: a1 is bottom-left. Flipped (Black at the
/// bottom): rank 8 at the bottom and the files run right to left, so each player sees
/// their own left on the left.
pub fn cell_of(sq: Square, files: u32, ranks: u32, flipped: bool) -> Option<(u32, u32)> {
    let (file, rank) = (sq.file(), sq.rank());
    if file >= files || rank >= ranks {
        return None;
    }
    Some(if flipped {
        (files - 1 - file, rank)
    } else {
        (file, ranks - 1 - rank)
    })
}

/// The square shown in display cell (`col`, `row`); the inverse of [`cell_of`]. `None`
/// off the board.
pub fn square_at(col: u32, row: u32, files: u32, ranks: u32, flipped: bool) -> Option<Square> {
    if col >= files || row >= ranks {
        return None;
    }
    if flipped {
        Square::from_coords(files - 1 - col, row)
    } else {
        Square::from_coords(col, ranks - 1 - row)
    }
}

/// Top-left corner, in SVG user units, of a square's cell.
pub fn cell_origin(sq: Square, files: u32, ranks: u32, flipped: bool) -> Option<(f64, f64)> {
    let (col, row) = cell_of(sq, files, ranks, flipped)?;
    Some((f64::from(col) * CELL, f64::from(row) * CELL))
}

/// a1 is dark, as in chess.
pub fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()) % 2 == 1
}

/// A point on the page, in the same pixels as the board's bounding box, as SVG user units.
/// The SVG keeps its aspect ratio (`xMidYMid meet`): if its box is not the board's shape,
/// the board is centred in it at the smaller scale.
pub fn to_user(px: f64, py: f64, bbox: (f64, f64, f64, f64), files: u32, ranks: u32) -> (f64, f64) {
    let (left, top, width, height) = bbox;
    let (vw, vh) = (f64::from(files) * CELL, f64::from(ranks) * CELL);
    let scale = (width / vw).min(height / vh);
    if scale <= 0.0 || !scale.is_finite() {
        return (-1.0, -1.0);
    }
    let ox = left + (width - vw * scale) / 2.0;
    let oy = top + (height - vh * scale) / 2.0;
    ((px - ox) / scale, (py - oy) / scale)
}

/// The display cell under a point in user units, if it is on the board.
pub fn cell_at(ux: f64, uy: f64, files: u32, ranks: u32) -> Option<(u32, u32)> {
    let (col, row) = ((ux / CELL).floor(), (uy / CELL).floor());
    (col >= 0.0 && row >= 0.0 && col < f64::from(files) && row < f64::from(ranks))
        .then_some((col as u32, row as u32))
}

/// The display cell the keyboard cursor goes to from (`col`, `row`) for `key`, or `None`
/// when the key is not a cursor key. Arrows move one cell on screen (so "up" is always
/// up, even flipped) and stop at the edges; Home/End go to the row's ends.
pub fn step(col: u32, row: u32, key: &str, files: u32, ranks: u32) -> Option<(u32, u32)> {
    Some(match key {
        "ArrowLeft" => (col.saturating_sub(1), row),
        "ArrowRight" => ((col + 1).min(files - 1), row),
        "ArrowUp" => (col, row.saturating_sub(1)),
        "ArrowDown" => (col, (row + 1).min(ranks - 1)),
        "Home" => (0, row),
        "End" => (files - 1, row),
        _ => return None,
    })
}

/// What is marked on one square, for its label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    pub selected: bool,
    pub available: bool,
    pub capturable: bool,
    pub skipped: bool,
    pub last_move: bool,
    pub check: bool,
}

/// The accessible name of a square, e.g. "e4, white knight, selected" or
/// "c7, black disc, hidden, looks like bishop".
pub fn aria_label(
    square: Square,
    piece: Option<&PieceView>,
    marks: Marks,
    labels: &BoardLabels,
) -> String {
    let mut parts = vec![square.to_string()];
    match piece {
        None => parts.push(labels.empty.clone()),
        Some(p) => {
            let color = labels.color(p.color);
            match p.role {
                Some(role) => parts.push(format!("{color} {}", labels.role(role))),
                None => {
                    parts.push(format!("{color} {}", labels.piece));
                    parts.push(labels.hidden.clone());
                    if let Some(like) = p.looks_like {
                        parts.push(format!("{} {}", labels.looks_like, labels.role(like)));
                    }
                }
            }
            if p.promoted {
                parts.push(labels.promoted.clone());
            }
            match disc::opponent_knows(p) {
                Some(true) => parts.push(labels.known_to_opponent.clone()),
                Some(false) => parts.push(labels.unknown_to_opponent.clone()),
                None => {}
            }
        }
    }
    for (on, word) in [
        (marks.selected, &labels.selected),
        (marks.available, &labels.available),
        (marks.capturable, &labels.capturable),
        (marks.skipped, &labels.skipped),
        (marks.check, &labels.check),
        (marks.last_move, &labels.last_move),
    ] {
        if on {
            parts.push(word.clone());
        }
    }
    parts.join(", ")
}

/// The offset a disc arriving on `to` slides in from, or `None` if there is no such move
/// on this board.
pub fn arrival(
    from: Square,
    to: Square,
    files: u32,
    ranks: u32,
    flipped: bool,
) -> Option<(f64, f64)> {
    let (fx, fy) = cell_origin(from, files, ranks, flipped)?;
    let (tx, ty) = cell_origin(to, files, ranks, flipped)?;
    (from != to).then_some((fx - tx, fy - ty))
}

// ---- the component --------------------------------------------------------------------

/// A pointer that went down on the board and has not come up yet.
#[derive(Clone, Debug)]
struct Press {
    pointer: i32,
    square: Square,
    /// Where it went down, in page pixels (a drag starts once it moved a few pixels).
    x: f64,
    y: f64,
    /// Only a disc can be dragged.
    on_disc: bool,
    dragging: bool,
}

/// The disc being dragged and where the pointer is, in user units.
#[derive(Clone, Debug, PartialEq)]
struct Drag {
    from: Square,
    x: f64,
    y: f64,
}

/// How far, in page pixels, a pointer must move before a press becomes a drag; below it,
/// a shaky tap is still a tap.
const DRAG_THRESHOLD: f64 = 5.0;

/// A pointer position in user units and the display cell under it, if any.
type Located = ((f64, f64), Option<(u32, u32)>);

/// The pointer position in user units and the display cell under it.
fn locate(svg: &NodeRef, e: &PointerEvent, files: u32, ranks: u32) -> Option<Located> {
    let el = svg.cast::<Element>()?;
    let r = el.get_bounding_client_rect();
    let (ux, uy) = to_user(
        f64::from(e.client_x()),
        f64::from(e.client_y()),
        (r.left(), r.top(), r.width(), r.height()),
        files,
        ranks,
    );
    Some(((ux, uy), cell_at(ux, uy, files, ranks)))
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let BoardProps {
        files,
        ranks,
        flipped,
        ..
    } = *props;
    let svg = use_node_ref();
    let press: Rc<RefCell<Option<Press>>> = use_mut_ref(|| None);
    let drag = use_state(|| None::<Drag>);
    // The move last made by dropping a disc: it is already where it belongs, so it is not
    // animated again when the app hands the new position back.
    let dropped: Rc<RefCell<Option<(Square, Square)>>> = use_mut_ref(|| None);
    // Roving tabindex: the one square in the tab order, and whether focus is on the board.
    let cursor = use_state(|| None::<Square>);
    let focused = use_state(|| false);

    let piece_at = |sq: Square| props.pieces.iter().find(|p| p.square == sq);

    // ---- pointer: click, tap, drag ----
    let onpointerdown = {
        let (svg, press, pieces, interactive) = (
            svg.clone(),
            press.clone(),
            props.pieces.clone(),
            props.interactive,
        );
        Callback::from(move |e: PointerEvent| {
            if !interactive || e.button() != 0 {
                return;
            }
            let Some((_, Some((col, row)))) = locate(&svg, &e, files, ranks) else {
                return;
            };
            let Some(square) = square_at(col, row, files, ranks, flipped) else {
                return;
            };
            // No text selection, no focus ring from a mouse click, no scrolling on touch.
            e.prevent_default();
            let on_disc = pieces.iter().any(|p| p.square == square);
            if on_disc {
                // Keep getting the moves and the release even when the pointer leaves the board.
                if let Some(el) = svg.cast::<Element>() {
                    let _ = el.set_pointer_capture(e.pointer_id());
                }
            }
            *press.borrow_mut() = Some(Press {
                pointer: e.pointer_id(),
                square,
                x: f64::from(e.client_x()),
                y: f64::from(e.client_y()),
                on_disc,
                dragging: false,
            });
        })
    };
    let onpointermove = {
        let (svg, press, drag) = (svg.clone(), press.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            let mut guard = press.borrow_mut();
            let Some(p) = guard
                .as_mut()
                .filter(|p| p.pointer == e.pointer_id() && p.on_disc)
            else {
                return;
            };
            let moved = (f64::from(e.client_x()) - p.x).hypot(f64::from(e.client_y()) - p.y);
            if !p.dragging && moved < DRAG_THRESHOLD {
                return;
            }
            p.dragging = true;
            if let Some(((x, y), _)) = locate(&svg, &e, files, ranks) {
                drag.set(Some(Drag {
                    from: p.square,
                    x,
                    y,
                }));
            }
        })
    };
    let onpointerup = {
        let (svg, press, drag, dropped) =
            (svg.clone(), press.clone(), drag.clone(), dropped.clone());
        let (on_square, on_drag) = (props.on_square.clone(), props.on_drag.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(p) = press
                .borrow_mut()
                .take()
                .filter(|p| p.pointer == e.pointer_id())
            else {
                return;
            };
            if let Some(el) = svg.cast::<Element>() {
                let _ = el.release_pointer_capture(e.pointer_id());
            }
            drag.set(None);
            let target = locate(&svg, &e, files, ranks)
                .and_then(|(_, cell)| cell)
                .and_then(|(col, row)| square_at(col, row, files, ranks, flipped));
            if !p.dragging {
                on_square.emit(p.square);
            } else if let Some(to) = target {
                if to == p.square {
                    // Dropped back where it came from: that is a click on it.
                    on_square.emit(to);
                } else {
                    *dropped.borrow_mut() = Some((p.square, to));
                    on_drag.emit((p.square, to));
                }
            }
            // Dropped off the board: nothing happens.
        })
    };
    let onpointercancel = {
        let (press, drag) = (press.clone(), drag.clone());
        Callback::from(move |_: PointerEvent| {
            *press.borrow_mut() = None;
            drag.set(None);
        })
    };

    // ---- keyboard: roving tabindex over the squares ----
    let cursor_square = (*cursor)
        .filter(|&s| cell_of(s, files, ranks, flipped).is_some())
        .or(props.selected)
        .or_else(|| square_at(0, ranks - 1, files, ranks, flipped))
        .unwrap_or(Square::A1);
    let onkeydown = {
        let (svg, on_square, interactive) =
            (svg.clone(), props.on_square.clone(), props.interactive);
        let current = cursor_square;
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if key == "Enter" || key == " " {
                e.prevent_default();
                if interactive {
                    on_square.emit(current);
                }
                return;
            }
            let Some((col, row)) = cell_of(current, files, ranks, flipped) else {
                return;
            };
            let Some(next) = step(col, row, &key, files, ranks)
                .and_then(|(c2, r2)| square_at(c2, r2, files, ranks, flipped))
            else {
                return;
            };
            e.prevent_default();
            let selector = format!("rect[data-square=\"{next}\"]");
            // Moving DOM focus fires focusin, which moves the cursor (below).
            if let Some(el) = svg
                .cast::<Element>()
                .and_then(|s| s.query_selector(&selector).ok().flatten())
                .and_then(|el| el.dyn_into::<SvgElement>().ok())
            {
                let _ = el.focus();
            }
        })
    };
    let onfocusin = {
        let (cursor, focused) = (cursor.clone(), focused.clone());
        Callback::from(move |e: FocusEvent| {
            let square = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.get_attribute("data-square"))
                .and_then(|name| Square::parse(&name));
            if let Some(sq) = square {
                cursor.set(Some(sq));
                focused.set(true);
            }
        })
    };
    let onfocusout = {
        let focused = focused.clone();
        Callback::from(move |_: FocusEvent| focused.set(false))
    };

    // ---- what is marked where ----
    let last = props.last_move;
    let is_last = |sq: Square| last.is_some_and(|(from, to)| from == sq || to == Some(sq));
    let marks_of = |sq: Square| Marks {
        selected: props.selected == Some(sq),
        available: props.available.contains(&sq),
        capturable: props.capturable.contains(&sq),
        skipped: props.skipped == Some(sq),
        last_move: is_last(sq),
        check: props.check == Some(sq),
    };
    let origin = |sq: Square| cell_origin(sq, files, ranks, flipped);
    let place = |kind: Overlay, sq: &Square| match origin(*sq) {
        Some((x, y)) => disc::overlay(kind, *sq, x, y),
        None => Html::default(),
    };

    // ---- layers, bottom to top ----
    let rows = (0..ranks).map(|row| {
        let cells = (0..files).filter_map(|col| {
            let sq = square_at(col, row, files, ranks, flipped)?;
            let name = sq.to_string();
            let marks = marks_of(sq);
            let label = aria_label(sq, piece_at(sq), marks, &props.labels);
            let tabindex = if sq == cursor_square { "0" } else { "-1" };
            Some(html! {
                <rect key={name.clone()}
                    class={classes!("square", if is_light(sq) { "light" } else { "dark" })}
                    x={(f64::from(col) * CELL).to_string()} y={(f64::from(row) * CELL).to_string()}
                    width={CELL.to_string()} height={CELL.to_string()}
                    data-square={name}
                    role="gridcell" tabindex={tabindex} aria-label={label}
                    aria-selected={marks.selected.to_string()} />
            })
        });
        html! { <g key={row} role="row">{ for cells }</g> }
    });

    let under = {
        let last_marks = props.last_move.iter().flat_map(|(from, to)| {
            std::iter::once(from)
                .chain(to.iter())
                .map(|sq| place(Overlay::LastMove, sq))
        });
        html! {
            <g class="marks-under" pointer-events="none">
                { for last_marks }
                { for props.check.iter().map(|sq| place(Overlay::Check, sq)) }
            </g>
        }
    };

    let coords = if props.coordinates {
        // Files along the bottom row, ranks along the left column, in the squares' corners
        // (as lichess does), in the colour of the other kind of square for contrast.
        let bottom = ranks - 1;
        let class = |sq: Square| {
            if is_light(sq) {
                "coord on-light"
            } else {
                "coord on-dark"
            }
        };
        let file_marks = (0..files).filter_map(|col| {
            let sq = square_at(col, bottom, files, ranks, flipped)?;
            let letter = char::from(b'a' + sq.file() as u8).to_string();
            Some(html! {
                <text class={class(sq)} x={(f64::from(col) * CELL + 95.0).to_string()}
                    y={(f64::from(bottom) * CELL + 94.0).to_string()} text-anchor="end"
                    data-coord="file">{ letter }</text>
            })
        });
        let rank_marks = (0..ranks).filter_map(|row| {
            let sq = square_at(0, row, files, ranks, flipped)?;
            Some(html! {
                <text class={class(sq)} x="5" y={(f64::from(row) * CELL + 19.0).to_string()}
                    data-coord="rank">{ (sq.rank() + 1).to_string() }</text>
            })
        });
        html! {
            <g class="coords" pointer-events="none" aria-hidden="true" font-size="17" font-weight="600">
                { for file_marks }{ for rank_marks }
            </g>
        }
    } else {
        Html::default()
    };

    let available = html! {
        <g class="marks-targets" pointer-events="none">
            { for props.available.iter().map(|sq| place(Overlay::Available, sq)) }
        </g>
    };

    let dragging = (*drag).clone();
    let arrive = props
        .last_move
        .and_then(|(from, to)| Some((from, to?)))
        .filter(|mv| *dropped.borrow() != Some(*mv))
        .and_then(|(from, to)| Some((arrival(from, to, files, ranks, flipped)?, from, to)));
    let discs = props.pieces.iter().filter_map(|p| {
        let (x, y) = origin(p.square)?;
        let mut key = p.square.to_string();
        let mut motion = Motion::Still;
        if dragging.as_ref().is_some_and(|d| d.from == p.square) {
            motion = Motion::Ghost;
        } else if let Some(((dx, dy), from, to)) = &arrive {
            if *to == p.square {
                // A new key for the arriving disc makes a new element, so its slide-in
                // animation plays once, when the move appears.
                key = format!("{to}<{from}");
                motion = Motion::Arrive { dx: *dx, dy: *dy };
            }
        }
        Some(html! { <g key={key}>{ disc::disc(p, x, y, motion) }</g> })
    });

    // The rings lie just outside the discs, so they go under them: a disc's own marks
    // (eye, star) that straddle its edge then stay readable on top of a ring.
    let rings = html! {
        <g class="marks-rings" pointer-events="none">
            { for props.selected.iter().map(|sq| place(Overlay::Selected, sq)) }
            { for props.capturable.iter().map(|sq| place(Overlay::Capturable, sq)) }
        </g>
    };
    let over = html! {
        <g class="marks-over" pointer-events="none">
            { for props.skipped.iter().map(|sq| place(Overlay::Skipped, sq)) }
            if *focused { { place(Overlay::Focus, &cursor_square) } }
        </g>
    };

    let drag_copy = dragging
        .as_ref()
        .and_then(|d| Some(disc::dragged_disc(piece_at(d.from)?, d.x, d.y)))
        .unwrap_or_default();

    let class = classes!(
        "board",
        props.flipped.then_some("flipped"),
        props.interactive.then_some("interactive"),
        dragging.is_some().then_some("dragging"),
    );
    html! {
        <svg ref={svg} data-testid="board" class={class} role="grid"
            aria-label={props.labels.board.clone()}
            data-files={files.to_string()} data-ranks={ranks.to_string()}
            data-flipped={flipped.to_string()}
            viewBox={format!("0 0 {} {}", f64::from(files) * CELL, f64::from(ranks) * CELL)}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}
            {onkeydown} {onfocusin} {onfocusout}>
            <g class="squares">{ for rows }</g>
            { under }
            { coords }
            { available }
            { rings }
            <g class="discs" pointer-events="none">{ for discs }</g>
            { over }
            <g class="drag-layer" pointer-events="none">{ drag_copy }</g>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn piece(at: &str, color: Color, role: Option<Role>) -> PieceView {
        PieceView {
            square: sq(at),
            color,
            role,
            hidden: role.is_none(),
            looks_like: None,
            known_to_opponent: None,
            promoted: false,
        }
    }

    #[test]
    fn cells_and_squares_are_inverse_on_both_boards() {
        for (files, ranks) in [(6, 8), (8, 8)] {
            for flipped in [false, true] {
                for col in 0..files {
                    for row in 0..ranks {
                        let sq = square_at(col, row, files, ranks, flipped).unwrap();
                        assert_eq!(cell_of(sq, files, ranks, flipped), Some((col, row)));
                    }
                }
                assert_eq!(square_at(files, 0, files, ranks, flipped), None);
                assert_eq!(square_at(0, ranks, files, ranks, flipped), None);
            }
        }
        assert_eq!(
            cell_of(sq("g1"), 6, 8, false),
            None,
            "no g-file on the Incerto board"
        );
        assert_eq!(cell_origin(sq("h8"), 6, 8, false), None);
    }

    #[test]
    fn white_at_the_bottom_unless_flipped() {
        // a1 bottom-left, f8 top-right on the 6 × 8 board.
        assert_eq!(cell_of(sq("a1"), 6, 8, false), Some((0, 7)));
        assert_eq!(cell_of(sq("f8"), 6, 8, false), Some((5, 0)));
        // Flipped: rank 8 at the bottom, files right to left.
        assert_eq!(cell_of(sq("a1"), 6, 8, true), Some((5, 0)), "a1 top-right");
        assert_eq!(
            cell_of(sq("f8"), 6, 8, true),
            Some((0, 7)),
            "f8 bottom-left"
        );
        assert_eq!(cell_origin(sq("e4"), 8, 8, false), Some((400.0, 400.0)));
        assert_eq!(cell_origin(sq("e4"), 8, 8, true), Some((300.0, 300.0)));
    }

    #[test]
    fn square_colours() {
        assert!(!is_light(sq("a1")), "a1 is dark");
        assert!(is_light(sq("h1")), "h1 is light");
        assert!(is_light(sq("a8")), "a8 is light");
        assert!(!is_light(sq("h8")), "h8 is dark");
    }

    #[test]
    fn pointer_to_cell() {
        // A 6 × 8 board drawn 300 × 400 pixels at (10, 20): 0.5 px per unit.
        let bbox = (10.0, 20.0, 300.0, 400.0);
        assert_eq!(to_user(10.0, 20.0, bbox, 6, 8), (0.0, 0.0));
        let (x, y) = to_user(60.0 + 10.0, 50.0 + 20.0, bbox, 6, 8);
        assert_eq!(cell_at(x, y, 6, 8), Some((1, 1)));
        // Outside the board.
        let (x, y) = to_user(5.0, 30.0, bbox, 6, 8);
        assert_eq!(cell_at(x, y, 6, 8), None);
        let (x, y) = to_user(311.0, 30.0, bbox, 6, 8);
        assert_eq!(cell_at(x, y, 6, 8), None);
        // A box wider than the board: the board is centred (50 px margins left and right).
        let wide = (0.0, 0.0, 400.0, 400.0);
        assert_eq!(to_user(50.0, 0.0, wide, 6, 8), (0.0, 0.0));
        let (x, y) = to_user(40.0, 10.0, wide, 6, 8);
        assert_eq!(cell_at(x, y, 6, 8), None);
        // A box of no size (not laid out yet) finds nothing.
        let (x, y) = to_user(0.0, 0.0, (0.0, 0.0, 0.0, 0.0), 6, 8);
        assert_eq!(cell_at(x, y, 6, 8), None);
    }

    #[test]
    fn cursor_keys() {
        assert_eq!(
            step(0, 0, "ArrowLeft", 6, 8),
            Some((0, 0)),
            "stops at the edge"
        );
        assert_eq!(step(0, 0, "ArrowRight", 6, 8), Some((1, 0)));
        assert_eq!(step(5, 0, "ArrowRight", 6, 8), Some((5, 0)));
        assert_eq!(step(2, 0, "ArrowUp", 6, 8), Some((2, 0)));
        assert_eq!(step(2, 7, "ArrowDown", 6, 8), Some((2, 7)));
        assert_eq!(step(2, 3, "ArrowDown", 6, 8), Some((2, 4)));
        assert_eq!(step(2, 3, "Home", 6, 8), Some((0, 3)));
        assert_eq!(step(2, 3, "End", 6, 8), Some((5, 3)));
        assert_eq!(step(2, 3, "x", 6, 8), None);
    }

    #[test]
    fn labels_name_square_piece_and_marks() {
        let l = BoardLabels::default();
        let knight = piece("e4", Color::White, Some(Role::Knight));
        let sel = Marks {
            selected: true,
            ..Marks::default()
        };
        assert_eq!(
            aria_label(sq("e4"), Some(&knight), sel, &l),
            "e4, white knight, selected"
        );
        assert_eq!(
            aria_label(sq("e5"), None, Marks::default(), &l),
            "e5, empty"
        );
        let avail = Marks {
            available: true,
            last_move: true,
            ..Marks::default()
        };
        assert_eq!(
            aria_label(sq("e5"), None, avail, &l),
            "e5, empty, can move here, last move"
        );
        let mut disguised = piece("c8", Color::Black, None);
        disguised.looks_like = Some(Role::Bishop);
        assert_eq!(
            aria_label(sq("c8"), Some(&disguised), Marks::default(), &l),
            "c8, black disc, hidden, looks like bishop"
        );
        let mut mine = piece("a1", Color::White, Some(Role::Queen));
        mine.known_to_opponent = Some(false);
        mine.promoted = true;
        let cap = Marks {
            capturable: true,
            check: true,
            skipped: true,
            ..Marks::default()
        };
        assert_eq!(
            aria_label(sq("a1"), Some(&mine), cap, &l),
            "a1, white queen, promoted, opponent does not know it, can be captured, turn skipped, in check"
        );
    }

    #[test]
    fn labels_are_translated() {
        let l = BoardLabels {
            white: "blanc".into(),
            knight: "cavalier".into(),
            ..BoardLabels::default()
        };
        let knight = piece("e4", Color::White, Some(Role::Knight));
        assert_eq!(
            aria_label(sq("e4"), Some(&knight), Marks::default(), &l),
            "e4, blanc cavalier"
        );
    }

    #[test]
    fn arrivals_slide_from_the_origin() {
        assert_eq!(arrival(sq("e2"), sq("e4"), 8, 8, false), Some((0.0, 200.0)));
        assert_eq!(arrival(sq("e2"), sq("e4"), 8, 8, true), Some((0.0, -200.0)));
        assert_eq!(arrival(sq("e2"), sq("e2"), 8, 8, false), None);
        assert_eq!(
            arrival(sq("e2"), sq("h2"), 6, 8, false),
            None,
            "off the board"
        );
    }
}

//! The board component: draws squares, discs and overlays as one SVG and reports clicks and
//! drags; it knows no rules.
//!
//! Like lichess's chessground, the board is told what to draw (pieces, the selected piece
//! and its destinations, highlights) and only reports what the person did: a click, tap or
//! Enter on a square (`on_square`) or a disc dragged from one square to another
//! (`on_drag`). The app decides what that means. The pure parts are their own files, with
//! native unit tests: `geometry` (cells, pointer, keyboard), `labels` (aria words),
//! `disc` (one disc and the overlays), `symbols` (the piece glyphs), `num` (numbers as
//! attribute text without float formatting), `hints` (the odds of unknown pieces, when
//! the app shows them).

pub mod disc;
mod geometry;
mod hints;
mod labels;
mod num;
pub mod symbols;

pub use hints::BoardHint;
pub use labels::BoardLabels;

use disc::{Motion, Overlay, CELL};
use geometry::{arrival, cell_at, cell_of, cell_origin, is_light, square_at, step, to_user};
use incerto_engine::{PieceView, Square};
use labels::{aria_label, Marks};
use num::num;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, SvgElement};
use yew::prelude::*;

/// What the board draws and where it reports the person's input.
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
    /// The selected piece: a solid ring.
    #[prop_or_default]
    pub selected: Option<Square>,
    /// Where the selected piece can go, from the engine's destinations: a dashed ring on
    /// an empty square, a red ring with corner ticks on a disc (a capture).
    #[prop_or_default]
    pub targets: Vec<Square>,
    /// Cross over the disc.
    #[prop_or_default]
    pub skipped: Option<Square>,
    /// From, to.
    #[prop_or_default]
    pub last_move: Option<(Square, Option<Square>)>,
    /// King square in check.
    #[prop_or_default]
    pub check: Option<Square>,
    /// Squares a lesson points at (corner dots, unlike any disc state).
    #[prop_or_default]
    pub highlights: Vec<Square>,
    #[prop_or(true)]
    pub interactive: bool,
    /// A picture only (the new-game screen's preview): no square takes focus or is
    /// announced, so it can sit inside `aria-hidden`.
    #[prop_or_default]
    pub decorative: bool,
    /// The all-seeing view after the game: a piece still face down shows its symbol faded
    /// (in a player's view a known piece is never faded, the one just picked up included).
    #[prop_or_default]
    pub all_seeing: bool,
    /// Click or tap on any square.
    #[prop_or_default]
    pub on_square: Callback<Square>,
    /// Drag-and-drop from -> to.
    #[prop_or_default]
    pub on_drag: Callback<(Square, Square)>,
    #[prop_or_default]
    pub labels: BoardLabels,
    /// Belief hints: the odds of pieces the viewer cannot identify (empty: none shown).
    #[prop_or_default]
    pub hints: Rc<Vec<BoardHint>>,
    /// The hints have a bar for the cannon (Hidden Random Chess).
    #[prop_or_default]
    pub hint_cannon: bool,
    /// The square under the pointer or the keyboard focus, and `None` when there is none:
    /// so the page can show that square's hints in words.
    #[prop_or_default]
    pub on_inspect: Callback<Option<Square>>,
}

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
        let rendered = cursor_square;
        Callback::from(move |e: KeyboardEvent| {
            // The focused square itself, not the cursor of the last render: keys pressed
            // faster than the board re-renders each move from where the one before went.
            let current = target_square(e.target()).unwrap_or(rendered);
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
    // Only while hints are shown does the page want to know which square is looked at.
    let inspect = (!props.hints.is_empty()).then(|| props.on_inspect.clone());
    let onfocusin = {
        let (cursor, focused, inspect) = (cursor.clone(), focused.clone(), inspect.clone());
        Callback::from(move |e: FocusEvent| {
            let square = target_square(e.target());
            if let Some(sq) = square {
                cursor.set(Some(sq));
                focused.set(true);
                if let Some(inspect) = &inspect {
                    inspect.emit(Some(sq));
                }
            }
        })
    };
    let onfocusout = {
        let (focused, inspect) = (focused.clone(), inspect.clone());
        Callback::from(move |_: FocusEvent| {
            focused.set(false);
            if let Some(inspect) = &inspect {
                inspect.emit(None);
            }
        })
    };
    // The square under a mouse pointer (a touch has no hover: a tap is a click).
    let onpointerover = inspect.clone().map(|inspect| {
        Callback::from(move |e: PointerEvent| {
            let square = target_square(e.target());
            if e.pointer_type() == "mouse" && square.is_some() {
                inspect.emit(square);
            }
        })
    });
    let onpointerleave = inspect.map(|inspect| {
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" {
                inspect.emit(None);
            }
        })
    });
    let hint_at = |sq: Square| props.hints.iter().find(|h| h.square == sq);

    // ---- what is marked where ----
    // A target with a disc on it is a capture (a target is a move of the selected piece).
    let (capturable, available): (Vec<Square>, Vec<Square>) = props
        .targets
        .iter()
        .partition(|&&sq| piece_at(sq).is_some());
    let last = props.last_move;
    let is_last = |sq: Square| last.is_some_and(|(from, to)| from == sq || to == Some(sq));
    let marks_of = |sq: Square| Marks {
        selected: props.selected == Some(sq),
        available: available.contains(&sq),
        capturable: capturable.contains(&sq),
        skipped: props.skipped == Some(sq),
        last_move: is_last(sq),
        check: props.check == Some(sq),
        highlighted: props.highlights.contains(&sq),
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
            let class = classes!("square", if is_light(sq) { "light" } else { "dark" });
            let (x, y) = (num(f64::from(col) * CELL), num(f64::from(row) * CELL));
            if props.decorative {
                return Some(html! {
                    <rect key={name.clone()} {class} {x} {y} width={num(CELL)}
                        height={num(CELL)} data-square={name} />
                });
            }
            let mut label = aria_label(sq, piece_at(sq), marks, &props.labels);
            // A belief hint's words join the label (and so the tooltip).
            if let Some(h) = hint_at(sq) {
                label.push_str(", ");
                label.push_str(&h.text);
            }
            let tabindex = if sq == cursor_square { "0" } else { "-1" };
            // The label is also the square's tooltip: what a disc's marks mean, on hover.
            Some(html! {
                <rect key={name.clone()} {class} {x} {y}
                    width={num(CELL)} height={num(CELL)}
                    data-square={name}
                    role="gridcell" tabindex={tabindex} aria-label={label.clone()}
                    aria-selected={marks.selected.to_string()}>
                    <title>{ label }</title>
                </rect>
            })
        });
        if props.decorative {
            html! { <g key={row}>{ for cells }</g> }
        } else {
            html! { <g key={row} role="row">{ for cells }</g> }
        }
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
                { for props.highlights.iter().map(|sq| place(Overlay::Highlight, sq)) }
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
                <text class={class(sq)} x={num(f64::from(col) * CELL + 95.0)}
                    y={num(f64::from(bottom) * CELL + 94.0)} text-anchor="end"
                    data-coord="file">{ letter }</text>
            })
        });
        let rank_marks = (0..ranks).filter_map(|row| {
            let sq = square_at(0, row, files, ranks, flipped)?;
            Some(html! {
                <text class={class(sq)} x="5" y={num(f64::from(row) * CELL + 19.0)}
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

    let available_marks = html! {
        <g class="marks-targets" pointer-events="none">
            { for available.iter().map(|sq| place(Overlay::Available, sq)) }
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
        Some(html! { <g key={key}>{ disc::disc(p, x, y, motion, props.all_seeing) }</g> })
    });

    // The rings lie just outside the discs, so they go under them: a disc's own marks
    // (eye, star) that straddle its edge then stay readable on top of a ring.
    let rings = html! {
        <g class="marks-rings" pointer-events="none">
            { for props.selected.iter().map(|sq| place(Overlay::Selected, sq)) }
            { for capturable.iter().map(|sq| place(Overlay::Capturable, sq)) }
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
    let view_box = format!(
        "0 0 {} {}",
        num(f64::from(files) * CELL),
        num(f64::from(ranks) * CELL)
    );
    if props.decorative {
        return html! {
            <svg class={class} data-testid="board" data-decorative="true"
                data-files={files.to_string()} data-ranks={ranks.to_string()}
                viewBox={view_box} aria-hidden="true" focusable="false">
                <g class="squares">{ for rows }</g>
                { coords }
                <g class="discs" pointer-events="none">{ for discs }</g>
            </svg>
        };
    }
    // The keyboard cursor's square in words under the board, while it has focus: the
    // tooltip a mouse gets on hover, for the keyboard.
    let caption = focused.then(|| {
        let label = aria_label(cursor_square, piece_at(cursor_square), marks_of(cursor_square), &props.labels);
        html! { <p class="board-caption" data-testid="board-caption" aria-hidden="true">{ label }</p> }
    });
    html! {
        <>
        <svg ref={svg} data-testid="board" class={class} role="grid"
            aria-label={props.labels.board.clone()}
            data-files={files.to_string()} data-ranks={ranks.to_string()}
            data-flipped={flipped.to_string()}
            viewBox={view_box}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}
            {onpointerover} {onpointerleave}
            {onkeydown} {onfocusin} {onfocusout}>
            <g class="squares">{ for rows }</g>
            { under }
            { coords }
            { available_marks }
            { rings }
            <g class="discs" pointer-events="none">{ for discs }</g>
            if !props.hints.is_empty() {
                <g class="hints" pointer-events="none" aria-hidden="true">
                    { for props.hints.iter().filter_map(|h| {
                        let (x, y) = origin(h.square)?;
                        Some(hints::hint(h, x, y, props.hint_cannon))
                    }) }
                </g>
            }
            { over }
            <g class="drag-layer" pointer-events="none">{ drag_copy }</g>
        </svg>
        { caption.unwrap_or_default() }
        </>
    }
}

/// The square an event happened on: its target's `data-square` (a square's rect, a disc).
fn target_square(target: Option<web_sys::EventTarget>) -> Option<Square> {
    target
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|el| el.get_attribute("data-square"))
        .and_then(|name| Square::parse(&name))
}

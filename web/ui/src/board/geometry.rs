//! The board's geometry as pure functions: which square shows in which cell (White or
//! Black at the bottom), pointer positions to cells, the keyboard cursor, a disc's slide.

use super::disc::CELL;
use incerto_engine::Square;

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

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
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

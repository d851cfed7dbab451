//! The project's own SVG symbol set for the pieces: simple geometric glyphs for K, Q, R, B, N, P and the cannon.
//!
//! Every glyph is drawn in a 100 × 100 box whose centre (50, 50) is the centre of a disc of
//! radius 40, so a glyph can be dropped onto a disc with no transform. The glyphs share one
//! family look — a shape standing on the same plinth — so a piece is told apart by its
//! silhouette alone. They are drawn with `currentColor`, which lets the disc choose ink
//! that contrasts with its own colour (and with dark mode).

use super::num::num;
use incerto_engine::Role;
use yew::prelude::*;

/// One drawing primitive of a glyph, in the 100 × 100 box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shape {
    /// An SVG path; sub-paths inside others are holes (`fill-rule: evenodd`).
    Path(&'static str),
    Circle {
        cx: f32,
        cy: f32,
        r: f32,
    },
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
    },
}

/// A rectangle from its top left corner (`x`, `y`), width and height.
const fn rect(x: f32, y: f32, w: f32, h: f32) -> Shape {
    Shape::Rect { x, y, w, h }
}

/// A circle from its centre (`cx`, `cy`) and radius.
const fn circle(cx: f32, cy: f32, r: f32) -> Shape {
    Shape::Circle { cx, cy, r }
}

/// The plinth every piece stands on except the cannon, which stands on its wheel.
const PLINTH: Shape = rect(30.0, 68.0, 40.0, 8.0);

const KING: &[Shape] = &[
    // A cross on top of a double-domed body.
    rect(47.0, 15.0, 6.0, 21.0),
    rect(41.0, 20.0, 18.0, 6.0),
    Shape::Path("M35 64 C27 50 36 36 50 43 C64 36 73 50 65 64 Z"),
    PLINTH,
];

const QUEEN: &[Shape] = &[
    // A five-pointed crown with a ball on every point.
    Shape::Path(
        "M34 64 L28 37 L39 49 L40 31 L46.5 46 L50 27 L53.5 46 L60 31 L61 49 L72 37 L66 64 Z",
    ),
    circle(28.0, 34.0, 4.0),
    circle(40.0, 28.0, 4.0),
    circle(50.0, 23.0, 4.0),
    circle(60.0, 28.0, 4.0),
    circle(72.0, 34.0, 4.0),
    PLINTH,
];

const ROOK: &[Shape] = &[
    // A tower: three merlons over a tapering body.
    Shape::Path(
        "M33 45 L33 26 L41 26 L41 33 L46 33 L46 26 L54 26 L54 33 L59 33 L59 26 L67 26 L67 45 Z",
    ),
    Shape::Path("M37 48 L63 48 L66 66 L34 66 Z"),
    PLINTH,
];

const BISHOP: &[Shape] = &[
    // A pointed mitre with a slanted slit, a small ball on top and a collar.
    circle(50.0, 19.0, 4.5),
    Shape::Path(
        "M50 24 C63 33 65 45 59 57 L41 57 C35 45 37 33 50 24 Z M53 33 L57.5 36.5 L49.5 46 L45 42.5 Z",
    ),
    rect(39.0, 59.0, 22.0, 6.0),
    PLINTH,
];

const KNIGHT: &[Shape] = &[
    // An angular horse's head looking left, with an ear, a mane step and an eye.
    Shape::Path(
        "M39 66 L45 51 L35 55 L28 47 L43 27 L47 17 L53 25 L61 28 L67 45 L65 66 Z M44 35 L50 33 L48 39 Z",
    ),
    PLINTH,
];

const PAWN: &[Shape] = &[
    // A round head on a narrow cone.
    circle(50.0, 35.0, 10.0),
    Shape::Path("M44.5 46 L55.5 46 L60 66 L40 66 Z"),
    PLINTH,
];

const CANNON: &[Shape] = &[
    // A barrel raised to the upper right on a spoked wheel, on the ground line.
    Shape::Path("M28 55 L63 30 L70 40 L36 64 Z"),
    circle(67.5, 34.0, 6.5),
    Shape::Path("M44 52 A11 11 0 1 1 43.99 52 Z M44 58.5 A4.5 4.5 0 1 0 44.01 58.5 Z"),
    rect(28.0, 72.0, 44.0, 5.0),
];

/// The glyph of a role, or `None` for a name this set does not draw.
pub fn glyph(role: Role) -> &'static [Shape] {
    match role {
        Role::King => KING,
        Role::Queen => QUEEN,
        Role::Rook => ROOK,
        Role::Bishop => BISHOP,
        Role::Knight => KNIGHT,
        Role::Pawn => PAWN,
        Role::Cannon => CANNON,
    }
}

/// How a glyph is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Solid silhouette: the piece is known.
    Filled,
    /// Outline only: a hint (what a face-down piece looks like), not knowledge.
    Outline,
}

fn shape_html(shape: &Shape) -> Html {
    match *shape {
        Shape::Path(d) => html! { <path d={d} /> },
        Shape::Circle { cx, cy, r } => html! {
            <circle cx={num(cx.into())} cy={num(cy.into())} r={num(r.into())} />
        },
        Shape::Rect { x, y, w, h } => html! {
            <rect x={num(x.into())} y={num(y.into())} width={num(w.into())} height={num(h.into())} rx="1.5" />
        },
    }
}

/// The glyph of `role` as an SVG group in `currentColor`, with an optional `transform`
/// (for example to draw it smaller).
pub fn symbol(role: Role, style: Style, transform: Option<String>) -> Html {
    let shapes = glyph(role);
    let (class, fill, stroke, width) = match style {
        Style::Filled => ("symbol filled", "currentColor", "none", "0"),
        Style::Outline => ("symbol outline", "none", "currentColor", "3"),
    };
    html! {
        <g class={class} data-symbol={role.name()} transform={transform}
            fill={fill} fill-rule="evenodd" stroke={stroke} stroke-width={width}
            stroke-linejoin="round" aria-hidden="true">
            { for shapes.iter().map(shape_html) }
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROLES: [Role; 7] = Role::ALL;

    /// The numbers of a path, as (x, y) pairs when read in order; arcs excluded by the caller.
    fn numbers(d: &str) -> Vec<f32> {
        d.split(|c: char| c.is_ascii_alphabetic() || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect()
    }

    #[test]
    fn every_role_has_a_glyph() {
        for role in ROLES {
            assert!(!glyph(role).is_empty(), "{role}");
        }
    }

    #[test]
    fn glyphs_differ_from_each_other() {
        for (i, a) in ROLES.iter().enumerate() {
            for b in &ROLES[i + 1..] {
                assert_ne!(glyph(*a), glyph(*b), "{a} and {b} look alike");
            }
        }
    }

    /// Every point of every glyph lies inside the disc (radius 40 around 50, 50), so a
    /// symbol never spills over its disc's edge.
    #[test]
    fn glyphs_stay_inside_the_disc() {
        let inside = |x: f32, y: f32, pad: f32, role: Role| {
            let d = ((x - 50.0).powi(2) + (y - 50.0).powi(2)).sqrt();
            assert!(
                d + pad <= 40.0,
                "{role}: point ({x}, {y}) +{pad} is {d} from the centre"
            );
        };
        for role in ROLES {
            for shape in glyph(role) {
                match *shape {
                    Shape::Path(d) if d.contains('A') => {
                        // Arcs: only the cannon's wheel; its centre and radius are checked below.
                        assert_eq!(role, Role::Cannon);
                        inside(44.0, 63.0, 11.0, role);
                    }
                    Shape::Path(d) => {
                        for p in numbers(d).chunks(2) {
                            inside(p[0], p[1], 0.0, role);
                        }
                    }
                    Shape::Circle { cx, cy, r } => inside(cx, cy, r, role),
                    Shape::Rect { x, y, w, h } => {
                        for (px, py) in [(x, y), (x + w, y), (x, y + h), (x + w, y + h)] {
                            inside(px, py, 0.0, role);
                        }
                    }
                }
            }
        }
    }
}

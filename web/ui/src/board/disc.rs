//! One disc on the board and the overlays drawn on or under it (selected, available, capturable, skipped, last move, check, focus), as SVG.
//!
//! Everything here is drawn in one 100 × 100 cell and placed with a `translate`, so the
//! shapes do not depend on the board's size or orientation. Each state has its own shape
//! (solid ring, dashed ring, ring with corner ticks, cross, square frame, star burst) so it
//! can be told apart without colour; the colours come from `web/board.css` through classes,
//! which keeps dark mode in one place.

use super::num::num;
use super::symbols::{self, Style};
use incerto_engine::{Color, PieceView, Role, Square};
use yew::prelude::*;

/// Side of one square in SVG user units.
pub const CELL: f64 = 100.0;
/// Radius of a disc; the symbols are drawn for it (see `symbols`).
const DISC_R: f64 = 40.0;
/// Radius of the rings drawn around a disc: just outside it, inside the square.
const RING_R: f64 = 45.5;

/// `data-state` of a disc: `revealed` when the viewer knows its identity, else `hidden`.
pub fn disc_state(piece: &PieceView) -> &'static str {
    if piece.role.is_some() {
        "revealed"
    } else {
        "hidden"
    }
}

/// Whether to draw the "the opponent knows it" eye on a disc, and which one.
///
/// For the viewer's own discs whose identity they know, `known_to_opponent` says it.
/// A disc of the opponent that is no longer "hidden" but whose identity the viewer does
/// not know has been seen by its owner (Incerto: selected earlier): the opponent knows it.
/// Otherwise no mark: either both know (an opponent's revealed disc) or nobody does.
pub fn opponent_knows(piece: &PieceView) -> Option<bool> {
    match piece.known_to_opponent {
        Some(known) => piece.role.is_some().then_some(known),
        None => (piece.role.is_none() && !piece.hidden).then_some(true),
    }
}

fn translate(x: f64, y: f64) -> String {
    format!("translate({} {})", num(x), num(y))
}

/// A small round badge at the disc's upper right: an open eye (the opponent knows this
/// piece) or a slashed eye (only the viewer knows it).
fn eye_mark(known: bool) -> Html {
    html! {
        <g class="disc-mark eye" data-known-to-opponent={known.to_string()} transform="translate(80 20)">
            <circle class="badge" r="12" />
            <path class="badge-ink" d="M-8 0 Q0 -8 8 0 Q0 8 -8 0 Z" fill="none" stroke-width="2.2" />
            <circle class="badge-ink-fill" r="2.8" />
            if !known {
                <line class="badge-slash" x1="-8" y1="8" x2="8" y2="-8" stroke-width="5" />
                <line class="badge-ink" x1="-8" y1="8" x2="8" y2="-8" stroke-width="2.4" />
            }
        </g>
    }
}

/// A small star badge at the disc's upper left: a promoted pawn.
fn promoted_mark() -> Html {
    html! {
        <g class="disc-mark star" data-promoted="true" transform="translate(20 20)">
            <circle class="badge" r="12" />
            <path class="badge-ink-fill"
                d="M0 -9 L2.6 -3.2 L8.6 -2.8 L4 1.2 L5.3 7.3 L0 4 L-5.3 7.3 L-4 1.2 L-8.6 -2.8 L-2.6 -3.2 Z" />
        </g>
    }
}

/// How a disc is being drawn apart from its piece.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub enum Motion {
    /// Standing still on its square.
    #[default]
    Still,
    /// Just arrived: slides in from this offset (user units) unless motion is reduced.
    Arrive { dx: f64, dy: f64 },
    /// Being dragged: left behind as a faint ghost while a copy follows the pointer.
    Ghost,
}

/// The face of a disc (body, rim, symbol, marks) in its 100 × 100 cell.
fn face(piece: &PieceView) -> Html {
    let body = html! {
        <>
            <circle class="disc-body" cx="50" cy="50" r={num(DISC_R)} />
            <circle class="disc-rim" cx="50" cy="50" r="34" fill="none" stroke-width="1.5" />
        </>
    };
    let inner = match (piece.role, piece.looks_like) {
        // Known: the symbol, solid. A face-down piece in the all-seeing view (game over)
        // keeps its symbol but is marked face down by the CSS (`data-face-down`).
        (Some(role), _) => symbols::symbol(role, Style::Filled, None),
        // Hidden Chess: what it moves as, as a faint small outline, and a "?" so it still
        // reads as unknown.
        (None, Some(like)) => html! {
            <>
                <g class="looks-like" opacity="0.55">
                    { symbols::symbol(like, Style::Outline, Some("translate(14 10) scale(0.72)".into())) }
                </g>
                <text class="question" x="66" y="80" text-anchor="middle" font-size="30" font-weight="700">{ "?" }</text>
            </>
        },
        (None, None) => Html::default(),
    };
    html! {
        <>
            { body }
            { inner }
            if let Some(known) = opponent_knows(piece) { { eye_mark(known) } }
            if piece.promoted { { promoted_mark() } }
        </>
    }
}

/// One disc at the cell whose top-left corner is (`x`, `y`); `all_seeing`: the view after
/// the game, where a piece still face down is drawn faded.
pub fn disc(piece: &PieceView, x: f64, y: f64, motion: Motion, all_seeing: bool) -> Html {
    let (class, style) = match motion {
        Motion::Still => ("disc-anim", None),
        Motion::Arrive { dx, dy } => (
            "disc-anim arrive",
            Some(format!("--dx: {}px; --dy: {}px", num(dx), num(dy))),
        ),
        Motion::Ghost => ("disc-anim ghost", None),
    };
    let face_down = (all_seeing && piece.hidden && piece.role.is_some()).then_some("true");
    html! {
        <g class="disc" transform={translate(x, y)}
            data-square={piece.square.to_string()}
            data-color={piece.color.name()}
            data-state={disc_state(piece)}
            data-role={piece.role.map(|r| r.name())}
            data-looks-like={piece.looks_like.map(|r| r.name())}
            data-face-down={face_down}
            data-promoted={piece.promoted.then_some("true")}
            data-known-to-opponent={opponent_knows(piece).map(|k| k.to_string())}>
            <g class={class} style={style}>{ face(piece) }</g>
        </g>
    }
}

/// The copy of a dragged disc that follows the pointer, centred on (`cx`, `cy`).
pub fn dragged_disc(piece: &PieceView, cx: f64, cy: f64) -> Html {
    html! {
        <g class="disc-drag" data-color={piece.color.name()} data-state={disc_state(piece)}
            transform={translate(cx - CELL / 2.0, cy - CELL / 2.0)}>
            { face(piece) }
        </g>
    }
}

/// The shapes of the square-level and disc-level marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// Solid ring around the disc.
    Selected,
    /// Dashed ring on the empty square.
    Available,
    /// Red ring around the disc plus four corner ticks.
    Capturable,
    /// A cross over the disc.
    Skipped,
    /// A tinted square with a frame, under the disc.
    LastMove,
    /// A star burst under the king.
    Check,
    /// The keyboard cursor: an inset rounded square on top.
    Focus,
    /// A square a lesson points at: four corner dots, under the disc (unlike any state).
    Highlight,
}

impl Overlay {
    /// The `data-state` value of the overlay's element.
    pub fn state(self) -> &'static str {
        match self {
            Overlay::Selected => "selected",
            Overlay::Available => "available",
            Overlay::Capturable => "capturable",
            Overlay::Skipped => "skipped",
            Overlay::LastMove => "last-move",
            Overlay::Check => "check",
            Overlay::Focus => "focus",
            Overlay::Highlight => "highlight",
        }
    }
}

/// The check mark: a star burst of 12 spikes (radius 50 out, 36 in) around the cell
/// centre, as polygon points. Written out because computing it needs `sin` and `cos`
/// (about 5 KB of wasm); the test `check_burst_is_the_12_spike_star` computes it again.
const CHECK_BURST: &str = "50.0,0.0 59.3,15.2 75.0,6.7 75.5,24.5 93.3,25.0 84.8,40.7 100.0,50.0 \
    84.8,59.3 93.3,75.0 75.5,75.5 75.0,93.3 59.3,84.8 50.0,100.0 40.7,84.8 25.0,93.3 24.5,75.5 \
    6.7,75.0 15.2,59.3 0.0,50.0 15.2,40.7 6.7,25.0 24.5,24.5 25.0,6.7 40.7,15.2";

/// One overlay on `square`, whose cell's top-left corner is (`x`, `y`).
pub fn overlay(kind: Overlay, square: Square, x: f64, y: f64) -> Html {
    let ring = |class: &'static str, dash: Option<&'static str>, r: f64| {
        html! {
            <>
                <circle class="halo" cx="50" cy="50" r={num(r)} fill="none" stroke-width="9" />
                <circle class={class} cx="50" cy="50" r={num(r)} fill="none" stroke-width="5"
                    stroke-dasharray={dash} />
            </>
        }
    };
    let shapes = match kind {
        Overlay::Selected => ring("ring-selected", None, RING_R),
        Overlay::Available => ring("ring-available", Some("9 6.7"), 24.0),
        Overlay::Capturable => {
            let ticks =
                "M4 22 L4 4 L22 4 M78 4 L96 4 L96 22 M96 78 L96 96 L78 96 M22 96 L4 96 L4 78";
            html! {
                <>
                    { ring("ring-capturable", None, RING_R) }
                    <path class="halo" d={ticks} fill="none" stroke-width="10" stroke-linecap="square" />
                    <path class="ticks-capturable" d={ticks} fill="none" stroke-width="5" stroke-linecap="square" />
                </>
            }
        }
        Overlay::Skipped => {
            let cross = "M27 27 L73 73 M73 27 L27 73";
            html! {
                <>
                    <path class="halo" d={cross} fill="none" stroke-width="15" stroke-linecap="round" />
                    <path class="cross-skipped" d={cross} fill="none" stroke-width="8" stroke-linecap="round" />
                </>
            }
        }
        Overlay::LastMove => html! {
            <>
                <rect class="fill-last-move" width="100" height="100" />
                <rect class="frame-last-move" x="3" y="3" width="94" height="94" fill="none" stroke-width="4" />
            </>
        },
        Overlay::Check => html! {
            <polygon class="burst-check" points={CHECK_BURST} />
        },
        Overlay::Focus => html! {
            <>
                <rect class="halo" x="5" y="5" width="90" height="90" rx="8" fill="none" stroke-width="9" />
                <rect class="frame-focus" x="5" y="5" width="90" height="90" rx="8" fill="none" stroke-width="5" />
            </>
        },
        Overlay::Highlight => html! {
            <>
                { for [(14, 14), (86, 14), (86, 86), (14, 86)].iter().map(|(x, y)| html! {
                    <>
                        <circle class="halo" cx={x.to_string()} cy={y.to_string()} r="9" />
                        <circle class="dot-highlight" cx={x.to_string()} cy={y.to_string()} r="6" />
                    </>
                }) }
            </>
        },
    };
    html! {
        <g class={classes!("overlay", kind.state())} data-state={kind.state()} data-square={square.to_string()}
            transform={translate(x, y)}>
            { shapes }
        </g>
    }
}

/// What a legend entry shows of the board's marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sample {
    /// A disc nobody has seen.
    Plain,
    /// A face-down Hidden Chess piece: what it moves as, and a "?".
    LooksLike,
    /// The eye: the opponent knows this piece (`true`), or only its owner does.
    Eye(bool),
    /// A promoted pawn's star.
    Star,
    Selected,
    Available,
    Capturable,
    Skipped,
    LastMove,
    Check,
}

impl Sample {
    /// The sample's name as its `Debug` text ("Eye(true)"), for the legend's `data-sample`
    /// without linking `Debug` into the page.
    pub fn name(self) -> &'static str {
        match self {
            Sample::Plain => "Plain",
            Sample::LooksLike => "LooksLike",
            Sample::Eye(true) => "Eye(true)",
            Sample::Eye(false) => "Eye(false)",
            Sample::Star => "Star",
            Sample::Selected => "Selected",
            Sample::Available => "Available",
            Sample::Capturable => "Capturable",
            Sample::Skipped => "Skipped",
            Sample::LastMove => "LastMove",
            Sample::Check => "Check",
        }
    }

    /// Every sample, in the legend's order.
    pub const ALL: [Sample; 11] = [
        Sample::Plain,
        Sample::LooksLike,
        Sample::Eye(true),
        Sample::Eye(false),
        Sample::Star,
        Sample::Selected,
        Sample::Available,
        Sample::Capturable,
        Sample::Skipped,
        Sample::LastMove,
        Sample::Check,
    ];
}

/// One square drawn as the board draws it, with one mark, for the legend (a picture: the
/// legend's words say what it means).
pub fn sample(kind: Sample) -> Html {
    let piece = |role: Option<Role>, hidden: bool, known: Option<bool>, promoted: bool| PieceView {
        square: Square::A1,
        color: Color::White,
        role,
        hidden,
        looks_like: (kind == Sample::LooksLike).then_some(Role::Knight),
        known_to_opponent: known,
        promoted,
    };
    let (disc_of, under, over) = match kind {
        Sample::Plain | Sample::LooksLike => (Some(piece(None, true, None, false)), None, None),
        Sample::Eye(known) => (
            Some(piece(Some(Role::Knight), false, Some(known), false)),
            None,
            None,
        ),
        Sample::Star => (
            Some(piece(Some(Role::Queen), false, None, true)),
            None,
            None,
        ),
        Sample::Selected => (
            Some(piece(Some(Role::Bishop), true, None, false)),
            None,
            Some(Overlay::Selected),
        ),
        Sample::Available => (None, None, Some(Overlay::Available)),
        Sample::Capturable => (
            Some(piece(None, true, None, false)),
            None,
            Some(Overlay::Capturable),
        ),
        Sample::Skipped => (
            Some(piece(None, true, None, false)),
            None,
            Some(Overlay::Skipped),
        ),
        Sample::LastMove => (
            Some(piece(Some(Role::Rook), false, None, false)),
            Some(Overlay::LastMove),
            None,
        ),
        Sample::Check => (
            Some(piece(Some(Role::King), false, None, false)),
            Some(Overlay::Check),
            None,
        ),
    };
    // Rings go under the disc on the board; the cross and the rest over it.
    let ring = matches!(over, Some(Overlay::Selected | Overlay::Capturable));
    html! {
        <svg class="board legend-sample" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <rect class="square light" width="100" height="100" />
            { for under.map(|o| overlay(o, Square::A1, 0.0, 0.0)) }
            if ring { { for over.map(|o| overlay(o, Square::A1, 0.0, 0.0)) } }
            { for disc_of.map(|p| disc(&p, 0.0, 0.0, Motion::Still, false)) }
            if !ring { { for over.map(|o| overlay(o, Square::A1, 0.0, 0.0)) } }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(role: Option<&str>, hidden: bool, known_to_opponent: Option<bool>) -> PieceView {
        PieceView {
            square: Square::parse("e4").unwrap(),
            color: incerto_engine::Color::White,
            role: role.map(|r| r.parse().unwrap()),
            hidden,
            looks_like: None,
            known_to_opponent,
            promoted: false,
        }
    }

    #[test]
    fn state_follows_what_the_viewer_knows() {
        assert_eq!(disc_state(&piece(None, true, Some(false))), "hidden");
        assert_eq!(disc_state(&piece(None, false, None)), "hidden");
        assert_eq!(
            disc_state(&piece(Some("knight"), false, Some(false))),
            "revealed"
        );
    }

    #[test]
    fn the_eye_mark() {
        // Own, known to me only / to both.
        assert_eq!(
            opponent_knows(&piece(Some("rook"), false, Some(false))),
            Some(false)
        );
        assert_eq!(
            opponent_knows(&piece(Some("rook"), false, Some(true))),
            Some(true)
        );
        // Own but unknown to me: no mark.
        assert_eq!(opponent_knows(&piece(None, true, Some(false))), None);
        // The opponent's disc its owner has seen, I have not.
        assert_eq!(opponent_knows(&piece(None, false, None)), Some(true));
        // The opponent's disc nobody has seen, or one both know.
        assert_eq!(opponent_knows(&piece(None, true, None)), None);
        assert_eq!(opponent_knows(&piece(Some("queen"), false, None)), None);
    }

    #[test]
    fn overlay_states_are_distinct() {
        let all = [
            Overlay::Selected,
            Overlay::Available,
            Overlay::Capturable,
            Overlay::Skipped,
            Overlay::LastMove,
            Overlay::Check,
            Overlay::Focus,
            Overlay::Highlight,
        ];
        let mut names: Vec<_> = all.iter().map(|o| o.state()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all.len());
    }

    #[test]
    fn a_sample_is_named_as_its_debug_text() {
        for s in Sample::ALL {
            assert_eq!(s.name(), format!("{s:?}"));
        }
    }

    #[test]
    fn check_burst_is_the_12_spike_star() {
        assert_eq!(CHECK_BURST, burst(12, 50.0, 36.0));
    }

    /// Points of a star burst with `n` spikes around the cell centre.
    fn burst(n: u32, outer: f64, inner: f64) -> String {
        (0..2 * n)
            .map(|i| {
                let r = if i % 2 == 0 { outer } else { inner };
                let a = std::f64::consts::PI * i as f64 / n as f64;
                format!("{:.1},{:.1}", 50.0 + r * a.sin(), 50.0 - r * a.cos())
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn burst_points_stay_in_the_cell() {
        let pts = CHECK_BURST;
        assert_eq!(pts.split(' ').count(), 24);
        for p in pts.split(' ') {
            for v in p.split(',') {
                let v: f64 = v.parse().unwrap();
                assert!((0.0..=100.0).contains(&v), "{v}");
            }
        }
    }
}

//! Which cue each change of the live game gives, on positions built to reach each case.

use super::*;
use crate::state::Mode;
use incerto_engine::{Color, Game, Variant};

const WHITE: Option<Color> = Some(Color::White);

/// The cue for playing `action` (White's) in `fen`, a Hidden Chess position, and the
/// action's view, to check the setup reached the case.
fn after(fen: &str, action: &str) -> (Option<Cue>, incerto_engine::ActionView) {
    let mut g = Game::from_fen(Variant::HiddenChess, fen).unwrap();
    let before = Mark::of(1, &g.view(WHITE));
    g.play_str(action, None).unwrap();
    let view = g.view(WHITE);
    let cue = cue(Some(before), Mark::of(1, &view), &view);
    (cue, view.last_action.unwrap())
}

#[test]
fn each_kind_of_action_has_its_cue() {
    let (c, a) = after("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2");
    assert_eq!((c, a.kind), (Some(Cue::Move), ActionKind::Move));
    let (c, a) = after("4k3/8/8/8/8/8/p7/R3K3 w - - 0 1", "a1a2");
    assert_eq!((c, a.kind), (Some(Cue::Capture), ActionKind::Capture));
    // A check outranks the capture it may be.
    let (c, a) = after("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8");
    assert!(a.check);
    assert_eq!(c, Some(Cue::Check));
    let (c, a) = after("8/P7/7k/8/8/8/8/4K3 w - - 0 1", "a7a8q");
    assert!(a.promotion && !a.check);
    assert_eq!(c, Some(Cue::Promote));
}

#[test]
fn a_piece_showing_itself_is_a_reveal() {
    // Hidden Chess's deal: every piece but the kings face down; the first move shows one.
    let mut g = Game::new(Variant::HiddenChess, 3);
    let before = Mark::of(1, &g.view(WHITE));
    g.play_str("e2e4", None).unwrap();
    let view = g.view(WHITE);
    assert!(view.last_action.as_ref().unwrap().revealed);
    assert_eq!(
        cue(Some(before), Mark::of(1, &view), &view),
        Some(Cue::Reveal)
    );
}

#[test]
fn the_end_sounds_once_and_nothing_sounds_for_what_is_not_news() {
    let mut g = Game::from_fen(Variant::HiddenChess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    let start = g.view(WHITE);
    let first = Mark::of(1, &start);
    // The first render, and another game opened, are silent.
    assert_eq!(cue(None, first, &start), None);
    assert_eq!(cue(Some(Mark::of(2, &start)), first, &start), None);
    g.play_str("a1a2", None).unwrap();
    let moved = g.view(WHITE);
    // Taken back: silent.
    assert_eq!(cue(Some(Mark::of(1, &moved)), first, &start), None);
    // The same position again (a hand-over, a language change): silent.
    assert_eq!(
        cue(Some(Mark::of(1, &moved)), Mark::of(1, &moved), &moved),
        None
    );
    g.resign(Color::Black).unwrap();
    let over = g.view(WHITE);
    let end = Mark::of(1, &over);
    assert!(end.over);
    assert_eq!(cue(Some(Mark::of(1, &moved)), end, &over), Some(Cue::End));
    assert_eq!(cue(Some(end), end, &over), None);
}

#[test]
fn only_a_person_s_clock_warns() {
    let vs = Mode::Computer {
        human: Color::White,
        level: crate::state::Level::Search(crate::state::Strength::One),
    };
    // The low-time warning is for a seat with a person here (`use_sounds`).
    assert!(vs.seat(Color::White).is_here());
    assert!(!vs.seat(Color::Black).is_here());
    assert!(Mode::Human.seat(Color::Black).is_here());
}

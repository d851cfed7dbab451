//! Tests of the analysis's reducer: it starts, runs lens after lens, counts answers for
//! the game it is of only, is cancelled and started again; which game it is of; and of
//! the move list's marks.

use super::*;
use incerto_app::state::{Mode, Session};
use incerto_engine::{Accuracy, Game, Phase, Variant};

fn send(a: Analysis, msg: AnalysisMsg) -> Analysis {
    (*Rc::new(a).reduce(msg)).clone()
}

fn step(s: &str) -> Step {
    Step::Play(s.parse().unwrap())
}

fn line(ply: usize, color: Color, judgement: Judgement, after: f64) -> ReviewLine {
    ReviewLine {
        ply,
        turn: ply as u32 / 2 + 1,
        color,
        phase: Phase::Turn,
        played: step("e2e4"),
        best: step("d2d4"),
        before: 0.5,
        after,
        judgement,
        odds: None,
    }
}

/// A lens's analysis of three plies: a good first move, a blunder, an inaccuracy.
fn lensed(lens: Lens) -> Lensed {
    let review = Review {
        lens,
        level: LEVEL,
        lines: vec![
            line(0, Color::White, Judgement::Good, 0.6),
            line(1, Color::Black, Judgement::Blunder, 0.1),
            line(2, Color::White, Judgement::Inaccuracy, 0.8),
        ],
        accuracy: Accuracy {
            white: Some(90.0),
            black: Some(40.0),
        },
    };
    Lensed {
        review: Rc::new(review),
        json: "{}".into(),
    }
}

const RUNNING: Work = Work::Running { done: 0, total: 0 };

#[test]
fn start_runs_the_view_lens_then_the_all_lens_then_rests() {
    let a = send(Analysis::idle(4), AnalysisMsg::Start { rev: 4 });
    assert_eq!((a.work.clone(), a.next_lens()), (RUNNING, Some(Lens::View)));
    let a = send(
        a,
        AnalysisMsg::Done {
            rev: 4,
            lensed: lensed(Lens::View),
        },
    );
    assert_eq!((a.work.clone(), a.next_lens()), (RUNNING, Some(Lens::All)));
    assert_eq!(a.progress(), 0.5);
    let a = send(
        a,
        AnalysisMsg::Done {
            rev: 4,
            lensed: lensed(Lens::All),
        },
    );
    assert_eq!((a.work.clone(), a.next_lens()), (Work::Idle, None));
    assert!(a.complete().is_some());
    // Asked again, a complete analysis stays as it is.
    assert_eq!(send(a.clone(), AnalysisMsg::Start { rev: 4 }), a);
}

#[test]
fn answers_count_for_the_game_they_are_of_only() {
    let a = send(Analysis::idle(4), AnalysisMsg::Start { rev: 4 });
    let stale = AnalysisMsg::Progress {
        rev: 5,
        done: 3,
        total: 9,
    };
    assert_eq!(send(a.clone(), stale).work, RUNNING);
    let a = send(
        a,
        AnalysisMsg::Progress {
            rev: 4,
            done: 3,
            total: 9,
        },
    );
    assert_eq!(a.work, Work::Running { done: 3, total: 9 });
    assert_eq!(a.progress(), 1.0 / 6.0);
    let late = AnalysisMsg::Done {
        rev: 3,
        lensed: lensed(Lens::View),
    };
    assert_eq!(send(a.clone(), late).done[0], None);
    let failed = AnalysisMsg::Failed {
        rev: 4,
        detail: "gone".into(),
    };
    assert_eq!(send(a.clone(), failed).work, Work::Failed("gone".into()));
    // A failure is not progress: the work stays failed.
    let failed = send(
        a,
        AnalysisMsg::Failed {
            rev: 4,
            detail: "gone".into(),
        },
    );
    let after = AnalysisMsg::Progress {
        rev: 4,
        done: 4,
        total: 9,
    };
    assert_eq!(send(failed, after).work, Work::Failed("gone".into()));
}

#[test]
fn a_cancel_keeps_a_lens_done_and_start_goes_on_from_it() {
    let a = send(Analysis::idle(4), AnalysisMsg::Start { rev: 4 });
    let a = send(
        a,
        AnalysisMsg::Done {
            rev: 4,
            lensed: lensed(Lens::View),
        },
    );
    let cancelled = send(a, AnalysisMsg::Cancel);
    assert_eq!(
        (cancelled.work.clone(), cancelled.next_lens()),
        (Work::Idle, None)
    );
    assert!(cancelled.shown().is_some(), "the view lens is still shown");
    let again = send(cancelled, AnalysisMsg::Start { rev: 4 });
    assert_eq!(again.next_lens(), Some(Lens::All));
}

#[test]
fn another_game_is_analysed_afresh() {
    let a = Analysis::restored(4, lensed(Lens::View), lensed(Lens::All));
    let a = send(a, AnalysisMsg::Start { rev: 9 });
    assert_eq!((a.rev, a.done[0].clone()), (9, None));
    assert_eq!(a.next_lens(), Some(Lens::View));
}

/// Pass-and-play Hidden Chess at revision `rev`, resigned by Black after two moves if
/// `over`.
fn session(rev: u64, over: bool) -> Session {
    let mut g = Game::new(Variant::HiddenChess, 31);
    for a in ["e2e4", "e7e5"] {
        g.play_str(a, None).unwrap();
    }
    if over {
        g.resign(Color::Black).unwrap();
    }
    Session::new(g, Mode::Human, 31, rev)
}

#[test]
fn an_analysis_is_of_the_finished_game_at_its_revision_only() {
    let a = Analysis::idle(4);
    // This game; another revision of it; the same revision, still played.
    let of = [session(4, true), session(5, true), session(4, false)].map(|s| a.is_of(&s));
    assert_eq!(of, [true, false, false]);
}

#[test]
fn a_line_is_picked_only_if_the_shown_lens_has_it() {
    let a = Analysis::restored(4, lensed(Lens::View), lensed(Lens::All));
    let a = send(a, AnalysisMsg::Focus(1));
    assert_eq!(a.focused().map(|l| l.ply), Some(1));
    assert_eq!(send(a.clone(), AnalysisMsg::Focus(3)).focus, Some(1));
    assert_eq!(send(Analysis::idle(4), AnalysisMsg::Focus(0)).focus, None);
    // The other lens keeps the pick.
    let all = send(a, AnalysisMsg::Lens(Lens::All));
    assert_eq!((all.lens, all.focus), (Lens::All, Some(1)));
}

#[test]
fn the_move_list_marks_the_worst_line_of_a_ply() {
    let mut r = (*lensed(Lens::View).review).clone();
    // An Incerto turn: a good selection, then a mistaken move, at ply 3.
    r.lines.push(line(3, Color::Black, Judgement::Good, 0.3));
    r.lines.push(line(3, Color::Black, Judgement::Mistake, 0.2));
    assert_eq!(worst_at(&r, 3), Some(Judgement::Mistake));
    assert_eq!(line_at(&r, 3), Some(4));
    assert_eq!(worst_at(&r, 7), None);
    let marks: Vec<_> = (0..4)
        .map(|p| worst_at(&r, p).and_then(judgement_mark))
        .collect();
    assert_eq!(marks, [None, Some("??"), Some("?!"), Some("?")]);
    assert_eq!(white_curve(&r)[..3], [0.6, 0.9, 0.8]);
    assert_eq!(
        step_squares(step("e2e4")),
        [Square::parse("e2").unwrap(), Square::parse("e4").unwrap()]
    );
}

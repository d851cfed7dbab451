//! Reducer tests of the analysis screen (the analysis page's, web/analysis): asked for on a
//! finished game it starts; with no finished game it says so; its work goes by revision.

use super::*;
use crate::state::analysis::Work;

fn work(st: &AppState) -> Option<Work> {
    let a = st.session.as_ref()?.analysis.as_ref()?;
    Some(a.work.clone())
}

fn keys(st: &AppState) -> Vec<Key> {
    st.notices.iter().map(|n| n.key).collect()
}

/// Hidden Chess against the computer, resigned at once: a finished game.
fn finished() -> AppState {
    let st = send(play(Variant::HiddenChess, VS_COMPUTER), Msg::Resign);
    assert!(
        st.session.as_ref().unwrap().is_over(),
        "the resignation ends the game"
    );
    st
}

#[test]
fn analyse_shows_the_analysis_screen_and_starts_the_work() {
    let st = send(finished(), Msg::Analyse);
    assert_eq!(st.screen, Screen::Analysis);
    assert_eq!(work(&st), Some(Work::Running { done: 0, total: 0 }));
    assert!(st.notices.is_empty());
    let a = st.session.as_ref().unwrap().analysis.as_ref().unwrap();
    assert_eq!(a.next_lens(), Some(incerto_engine::Lens::View));
}

#[test]
fn the_analysis_address_of_a_finished_game_starts_it_too() {
    let st = send(finished(), Msg::Navigate(Target::Analysis));
    assert_eq!(st.screen, Screen::Analysis);
    assert_eq!(work(&st), Some(Work::Running { done: 0, total: 0 }));
}

#[test]
fn with_no_finished_game_the_analysis_screen_says_so() {
    // A game under way: nothing starts, the game is as it was.
    let on = play(Variant::Incerto, VS_COMPUTER);
    let st = send(on.clone(), Msg::Navigate(Target::Analysis));
    assert_eq!(st.screen, Screen::Analysis);
    assert_eq!(keys(&st), [Key::NothingToAnalyse]);
    assert_eq!(work(&st), None);
    assert_eq!(st.session, on.session);
    // No game at all.
    let st = send(AppState::new(Settings::new(Lang::En)), Msg::Analyse);
    assert_eq!(
        (st.screen, keys(&st)),
        (Screen::Analysis, vec![Key::NothingToAnalyse])
    );
    assert!(st.session.is_none());
}

#[test]
fn progress_and_failure_count_for_the_game_they_are_of_only() {
    let st = send(finished(), Msg::Analyse);
    let rev = st.session.as_ref().unwrap().tracked.rev;
    let stale = Msg::AnalysisProgress {
        rev: rev + 1,
        done: 3,
        total: 9,
    };
    assert_eq!(
        work(&send(st.clone(), stale)),
        Some(Work::Running { done: 0, total: 0 })
    );
    let st = send(
        st,
        Msg::AnalysisProgress {
            rev,
            done: 3,
            total: 9,
        },
    );
    assert_eq!(work(&st), Some(Work::Running { done: 3, total: 9 }));
    let failed = send(
        st.clone(),
        Msg::AnalysisFailed {
            rev,
            detail: "gone".into(),
        },
    );
    assert_eq!(work(&failed), Some(Work::Failed("gone".into())));
    // Cancelled before a lens was done: nothing is left, and it can be asked for again.
    let cancelled = send(st, Msg::CancelAnalysis);
    assert_eq!(work(&cancelled), None);
    assert_eq!(cancelled.screen, Screen::Analysis);
    let again = send(cancelled, Msg::Analyse);
    assert_eq!(work(&again), Some(Work::Running { done: 0, total: 0 }));
}

#[test]
fn a_new_game_leaves_the_analysis_screen() {
    let st = send(finished(), Msg::Analyse);
    let st = send(st, Msg::ShowNewGame);
    assert_eq!(st.screen, Screen::NewGame);
}

//! Reducer tests of the analysis screen (the analysis page's, web/analysis, whose own
//! reducer runs the analysis): a finished game opens it; with no finished game it says so.

use super::*;

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
fn analyse_shows_the_analysis_screen_of_the_finished_game() {
    let before = finished();
    let st = send(before.clone(), Msg::Analyse);
    assert_eq!(st.screen, Screen::Analysis);
    assert!(st.notices.is_empty());
    assert_eq!(st.session, before.session);
    let st = send(before, Msg::Navigate(Target::Analysis));
    assert_eq!((st.screen, keys(&st)), (Screen::Analysis, vec![]));
}

#[test]
fn with_no_finished_game_the_analysis_screen_says_so() {
    // A game under way: the game is as it was.
    let on = play(Variant::Incerto, VS_COMPUTER);
    let st = send(on.clone(), Msg::Navigate(Target::Analysis));
    assert_eq!(st.screen, Screen::Analysis);
    assert_eq!(keys(&st), [Key::NothingToAnalyse]);
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
fn a_new_game_leaves_the_analysis_screen() {
    let st = send(finished(), Msg::Analyse);
    let st = send(st, Msg::ShowNewGame);
    assert_eq!(st.screen, Screen::NewGame);
}

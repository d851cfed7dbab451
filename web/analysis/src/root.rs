//! The analysis page's root: the app's state (`incerto_app`: the settings, the stored game
//! and the notices, restored as on the app's page) on the analysis screen, and the
//! analysis's own state beside it (restored from storage or started), each a reducer; the
//! app's hooks for the page's side effects and this page's own for the analysis worker and
//! its storage. It draws the app's page and play screen with what the analysis adds; every
//! other screen is the app's page's, which a button or an address loads (`use_hash_sync`).

use crate::hooks::{first_analysis, use_analysis, use_save_analysis, AnalysisContext};
use crate::panel::{marks, AnalysisPanel, Pick};
use crate::state::{step_squares, Analysis};
use incerto_app::bot_driver::Computer;
use incerto_app::hooks::{use_document_lang, use_hash_links, use_hash_sync, use_persistence};
use incerto_app::root::{page, stored_state};
use incerto_app::route::{is_analysis_page, screen_hash};
use incerto_app::screens::play::PlayScreen;
use incerto_app::state::{AppContext, AppState, Msg, Screen, Send, Session, Target};
use incerto_engine::{PgnTags, Review};
use incerto_ui::browser;
use incerto_ui::i18n::{t, Key};
use std::rc::Rc;
use yew::prelude::*;

/// The first app state: what is stored, on the analysis screen (which says so when there
/// is no finished game).
fn init() -> AppState {
    let mut st = stored_state();
    st.navigate(Target::Analysis);
    st
}

#[function_component(AnalysisPage)]
pub fn analysis_page() -> Html {
    let state = use_reducer(init);
    let analysis = {
        let st = state.clone();
        use_reducer(move || first_analysis(&st))
    };
    use_persistence(&state);
    let drawn = state.screen == Screen::Analysis;
    use_hash_sync(&state, Some(screen_hash(&state)), drawn);
    use_hash_links(Callback::from(|hash: String| {
        if !is_analysis_page(&hash) {
            // Another page's address (Back to the game, say): start the page again as it.
            browser::switch_page();
        }
    }));
    use_document_lang(state.settings.lang);
    let computer = use_memo((), |_| Computer::new());
    use_analysis(&state, &analysis, &computer);
    use_save_analysis(&state, &analysis);
    let pgn = use_analysed_pgn(&state, &analysis);

    let finished = state.session.as_ref().filter(|s| s.is_over());
    let screen = match (state.screen, finished) {
        (Screen::Analysis, Some(s)) => {
            let a = Some(&*analysis).filter(|a| a.is_of(s));
            let pick = Pick {
                app: state.dispatcher(),
                analysis: analysis.dispatcher(),
            };
            let lang = state.settings.lang;
            let judged = a
                .and_then(Analysis::shown)
                .map(|r| marks(lang, r.clone(), sans(s), pick));
            html! {
                <ContextProvider<AnalysisContext> context={analysis.clone()}>
                    <PlayScreen analysis={html! { <AnalysisPanel /> }} {judged}
                        suggested={a.map(|a| suggested(a, s)).unwrap_or_default()} {pgn} />
                </ContextProvider<AnalysisContext>>
            }
        }
        (Screen::Analysis, None) => nothing_to_analyse(&state),
        _ => html! {},
    };
    page(&state, screen)
}

/// The game's moves as the move list writes them.
fn sans(s: &Session) -> Rc<[String]> {
    s.shown.live.moves.iter().map(|m| m.san.clone()).collect()
}

/// The picked line's suggested step, drawn on its position: the computer's suggestion.
fn suggested(a: &Analysis, s: &Session) -> Vec<incerto_engine::Square> {
    a.focused()
        .filter(|l| s.cursor == Some(l.ply))
        .map(|l| step_squares(l.best))
        .unwrap_or_default()
}

/// The game's PGN with both lenses' judgements (the first gives the NAGs), once both are
/// done: the game-over panel's download.
#[hook]
fn use_analysed_pgn(state: &AppContext, analysis: &AnalysisContext) -> Option<Rc<str>> {
    let game = state
        .session
        .as_ref()
        .filter(|s| analysis.is_of(s))
        .map(|s| s.tracked.game.clone());
    let reviews = analysis
        .complete()
        .map(|(v, a)| (v.review.clone(), a.review.clone()));
    let made = use_memo(
        (analysis.rev, game.is_some(), reviews.is_some()),
        move |_| {
            let (game, (view, all)) = (game?, reviews?);
            let both: [&Review; 2] = [&view, &all];
            Some(Rc::<str>::from(
                game.pgn_analysed(&PgnTags::default(), &both),
            ))
        },
    );
    (*made).clone()
}

/// No finished game here (the notice says so): the ways on, to the app's page.
fn nothing_to_analyse(state: &AppContext) -> Html {
    let lang = state.settings.lang;
    let d = state.dispatcher();
    html! {
        <section class="analysis card" data-testid="nothing-to-analyse">
            <h2>{ t(lang, Key::AnalysisTitle) }</h2>
            <div class="actions">
                <button type="button" class="primary" data-testid="analysis-new-game"
                    onclick={d.send(Msg::ShowNewGame)}>{ t(lang, Key::NewGameButton) }</button>
                if state.session.is_some() {
                    <button type="button" data-testid="continue"
                        onclick={d.send(Msg::ContinueGame)}>{ t(lang, Key::ContinueGame) }</button>
                }
            </div>
        </section>
    }
}

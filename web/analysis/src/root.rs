//! The analysis page's root: the app's state (`incerto_app`: the settings, the stored game
//! and the notices, restored as on the app's page) with the game's stored analysis, on the
//! analysis screen; the app's hooks for the page's side effects and this page's own for
//! the analysis worker. It draws the app's page and play screen with the analysis panel;
//! every other screen is the app's page's, which a button or an address loads
//! (`use_hash_sync`).

use crate::hooks::{restore_analysis, use_analysis};
use crate::panel::AnalysisPanel;
use incerto_app::bot_driver::Computer;
use incerto_app::hooks::{use_document_lang, use_hash_links, use_hash_sync, use_persistence};
use incerto_app::root::{page, stored_state};
use incerto_app::route::{is_analysis_page, screen_hash};
use incerto_app::screens::play::PlayScreen;
use incerto_app::state::{AppContext, AppState, Msg, Screen, Send, Target};
use incerto_ui::browser;
use incerto_ui::i18n::{t, Key};
use yew::prelude::*;

/// The first state: what is stored, the game's analysis too, on the analysis screen (which
/// starts the analysis of a finished game that has none, or says there is no such game).
fn init() -> AppState {
    let mut st = stored_state();
    restore_analysis(&mut st);
    st.navigate(Target::Analysis);
    st
}

#[function_component(AnalysisPage)]
pub fn analysis_page() -> Html {
    let state = use_reducer(init);
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
    use_analysis(&state, &computer);

    let finished = state.session.as_ref().is_some_and(|s| s.is_over());
    let screen = match state.screen {
        Screen::Analysis if finished => html! {
            <PlayScreen analysis={html! { <AnalysisPanel /> }} />
        },
        Screen::Analysis => nothing_to_analyse(&state),
        _ => html! {},
    };
    page(&state, screen)
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

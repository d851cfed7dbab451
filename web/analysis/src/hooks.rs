//! The analysis page's own side effects: the stored analysis brought back with the game,
//! and the analysis worker asked for each lens still missing (the app's hooks run the
//! rest: web/app's hooks.rs, `use_persistence` saving the analysis once both lenses are done).

use incerto_app::bot_driver::{read_review, Analysed, Computer};
use incerto_app::state::analysis::{self, Analysis, Lensed};
use incerto_app::state::{AppContext, AppState, Msg, Screen, Send};
use incerto_app::storage;
use std::rc::Rc;
use yew::prelude::*;

/// The saved game's analysis, if one was stored for it: shown again as it was left.
pub fn restore_analysis(st: &mut AppState) {
    let Some(s) = st.session.as_mut().filter(|s| s.is_over()) else {
        return;
    };
    let Some((view, all)) = storage::load_analysis(s.game()) else {
        return;
    };
    let lensed = |json: String| {
        let review = read_review(&json)?;
        Some(Lensed {
            review: Rc::new(review),
            json: json.into(),
        })
    };
    if let (Some(view), Some(all)) = (lensed(view), lensed(all)) {
        s.analysis = Some(Analysis::restored(view, all));
    }
}

/// The post-game analysis: while the session's analysis runs, its next lens is asked of
/// the analysis worker (started now, never before), and its progress and result are sent
/// to the state. Cancelling, a new game or leaving the analysis screen drops the job,
/// which ends the worker.
#[hook]
pub fn use_analysis(state: &AppContext, computer: &Rc<Computer>) {
    let job = state
        .session
        .as_ref()
        .filter(|_| state.screen == Screen::Analysis)
        .and_then(|s| Some((s.tracked.rev, s.analysis.as_ref()?.next_lens()?)));
    let st = state.clone();
    let computer = computer.clone();
    use_effect_with(job, move |job| {
        let pending = job.and_then(|(rev, lens)| {
            let record = st.session.as_ref()?.game().record();
            // A turn's progress every few per cent only: each message redraws the play
            // screen, and the page must stay free while the worker works.
            let shown = std::cell::Cell::new(0);
            let reply = st.dispatcher().send_some(move |answer| match answer {
                Analysed::Progress(done, total) => {
                    let step = (total / 10).max(1);
                    (done >= shown.get() + step || done == total).then(|| {
                        shown.set(done);
                        Msg::AnalysisProgress { rev, done, total }
                    })
                }
                Analysed::Done(review, json) => Some(Msg::Analysed {
                    rev,
                    lensed: Lensed { review, json },
                }),
                Analysed::Failed(detail) => Some(Msg::AnalysisFailed { rev, detail }),
            });
            Some(computer.review(record, lens, analysis::LEVEL, reply))
        });
        move || drop(pending)
    });
}

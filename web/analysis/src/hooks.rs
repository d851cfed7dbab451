//! The analysis page's own side effects: the stored analysis brought back with the game,
//! the analysis worker asked for each lens still missing, and the analysis stored once
//! both lenses are done (the app's hooks run the rest: web/app's hooks.rs).

use crate::reply::{read_answer, read_review};
use crate::state::{Analysis, AnalysisMsg, Lensed, LEVEL};
use crate::store;
use incerto_app::bot_driver::{Analysed, Computer};
use incerto_app::state::{AppContext, AppState, Screen};
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// What the page's components get from the context, beside the app's `AppContext`.
pub type AnalysisContext = UseReducerHandle<Analysis>;

/// The first analysis state for the app's state `st`: a finished game's stored analysis,
/// shown again as it was left, else its analysis started; with no finished game, nothing.
pub fn first_analysis(st: &AppState) -> Analysis {
    let Some(s) = st.session.as_ref().filter(|s| s.is_over()) else {
        return Analysis::idle(0);
    };
    let rev = s.tracked.rev;
    let lensed = |json: String| {
        let review = read_review(&json)?;
        Some(Lensed {
            review: Rc::new(review),
            json: json.into(),
        })
    };
    let stored = store::load_analysis(s.game()).and_then(|(v, a)| Some((lensed(v)?, lensed(a)?)));
    match stored {
        Some((view, all)) => Analysis::restored(rev, view, all),
        None => {
            let mut a = Analysis::idle(rev);
            a.update(AnalysisMsg::Start { rev });
            a
        }
    }
}

/// The post-game analysis: while the analysis of the shown finished game runs, its next
/// lens is asked of the analysis worker (started now, never before), and its progress and
/// result are sent to the analysis's state. Cancelling or leaving the analysis screen
/// drops the job, which ends the worker.
#[hook]
pub fn use_analysis(state: &AppContext, analysis: &AnalysisContext, computer: &Rc<Computer>) {
    let job = state
        .session
        .as_ref()
        .filter(|s| state.screen == Screen::Analysis && analysis.is_of(s))
        .and_then(|s| Some((s.tracked.rev, analysis.next_lens()?)));
    let st = state.clone();
    let d = analysis.dispatcher();
    let computer = computer.clone();
    use_effect_with(job, move |job| {
        let pending = job.and_then(|(rev, lens)| {
            let record = st.session.as_ref()?.game().record();
            // A turn's progress every few per cent only: each message redraws the play
            // screen, and the page must stay free while the worker works.
            let shown = Cell::new(0);
            let reply = Callback::from(move |answer| {
                let msg = match answer {
                    Analysed::Progress(done, total) => {
                        let step = (total / 10).max(1);
                        if done < shown.get() + step && done != total {
                            return;
                        }
                        shown.set(done);
                        AnalysisMsg::Progress { rev, done, total }
                    }
                    Analysed::Done(value) => match read_answer(&value) {
                        Some((review, json)) => AnalysisMsg::Done {
                            rev,
                            lensed: Lensed {
                                review: Rc::new(review),
                                json: json.into(),
                            },
                        },
                        None => AnalysisMsg::Failed {
                            rev,
                            detail: "the analysis worker sent an analysis that does not read"
                                .into(),
                        },
                    },
                    Analysed::Failed(detail) => AnalysisMsg::Failed { rev, detail },
                };
                d.dispatch(msg);
            });
            Some(computer.review(record, lens, LEVEL, reply))
        });
        move || drop(pending)
    });
}

/// Stores the shown game's analysis once both lenses are done (`store`).
#[hook]
pub fn use_save_analysis(state: &AppContext, analysis: &AnalysisContext) {
    let of_game = state.session.as_ref().is_some_and(|s| analysis.is_of(s));
    let saved = of_game && analysis.complete().is_some();
    let (st, a) = (state.clone(), analysis.clone());
    use_effect_with((saved, analysis.rev), move |&(saved, _)| {
        if let (true, Some(s), Some((view, all))) = (saved, st.session.as_ref(), a.complete()) {
            store::save_analysis(s.game(), &view.json, &all.json);
        }
    });
}

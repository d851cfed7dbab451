//! The seam between the app and its computer opponent: a player's view in, a step out,
//! later. The computer runs in Web Workers (`computer/`, built by Trunk as
//! `computer_loader.js`, `computer.js`, `computer_bg.wasm`), so the page never waits for a
//! search: one worker thinks, another answers belief hints, so hints never queue behind
//! a search. Both start only when a game against the computer or the hints need them.
//! The post-game analysis has a worker of its own (`analysis_loader.js`, the computer's
//! `analysis` binary), started only when a person asks for an analysis.
//!
//! A request is answered through a callback; dropping its [`Pending`] withdraws it (the
//! game moved on: new game, undo, leaving the game), which ends a search under way.

pub mod reply;
mod worker;

use incerto_computer::Job;
use incerto_engine::bot::{Hints, Level};
use incerto_engine::{GameRecord, Lens, PlayerView, Step};
use reply::Answer;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use worker::Slot;
use yew::Callback;

pub use gloo::timers::callback::Timeout;

/// What the computer is asked to do.
pub struct Ask {
    /// The computer's own view (never the game).
    pub view: PlayerView,
    pub level: Level,
    /// The bot's own random numbers for this decision.
    pub seed: u64,
    /// Wall-clock limit of the search in milliseconds, on top of the level's node budget.
    pub cap_ms: u32,
    /// The step is delivered no sooner than this many milliseconds after the request, so
    /// people can follow the computer's moves.
    pub delay_ms: u32,
}

/// The seed of one decision: the game's base seed for the computer (its own random numbers,
/// drawn when the page starts, never the deal's) mixed with how far the game is, so a
/// decision asked again (after a reload, or when the person comes back to the game) is the
/// same decision, and a test with a fixed base plays the same game every time.
pub fn decision_seed(base: u64, view: &PlayerView) -> u64 {
    let at = (view.moves.len() as u64) << 1 | u64::from(view.selected.is_some());
    // SplitMix64's finaliser: nearby positions get unrelated seeds.
    let mut z = base ^ at.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// An answer on its way. Dropping it withdraws the request: no answer is delivered, and a
/// search under way is ended.
pub struct Pending {
    _cancel: Withdraw,
    _timer: Option<Timeout>,
    _mark: Option<Mark>,
}

/// Withdraws a request when dropped.
struct Withdraw {
    slot: Rc<Slot>,
    id: u64,
    stop: bool,
}

impl Drop for Withdraw {
    fn drop(&mut self) {
        self.slot.withdraw(self.id, self.stop);
    }
}

/// The computer: its workers, started on first use.
pub struct Computer {
    thinker: Rc<Slot>,
    hinter: Rc<Slot>,
    analyst: Rc<Slot>,
}

impl Default for Computer {
    fn default() -> Computer {
        Computer {
            thinker: Rc::default(),
            hinter: Rc::default(),
            analyst: Rc::new(Slot::new(worker::ANALYSIS)),
        }
    }
}

/// Where a step stands while the delay runs: the first of the answer and the timer to
/// arrive waits for the other.
#[derive(Default)]
struct Meeting {
    answer: Option<Result<Option<Step>, String>>,
    delay_over: bool,
}

impl Computer {
    pub fn new() -> Computer {
        Computer::default()
    }

    /// Starts the thinking worker ahead of its first request (a game against the computer
    /// has begun), so its files load while the person plays.
    pub fn warm(&self) {
        let _ = self.thinker.start();
    }

    /// Asks for the next step of `ask.view`'s player; `reply` gets it (`Ok(None)`: the view
    /// offers nothing to do) or why the computer could not answer.
    pub fn think(&self, ask: Ask, reply: Callback<Result<Option<Step>, String>>) -> Pending {
        let meeting = Rc::new(RefCell::new(Meeting::default()));
        let deliver = {
            let meeting = meeting.clone();
            move || {
                let m = &mut *meeting.borrow_mut();
                if m.delay_over {
                    if let Some(answer) = m.answer.take() {
                        return Some(answer);
                    }
                }
                None
            }
        };
        let deliver = Rc::new(deliver);
        let level = ask.level;
        let mark = Mark::start();
        let on_outcome = {
            let mark = mark.name.clone();
            let (meeting, deliver, reply) = (meeting.clone(), deliver.clone(), reply.clone());
            Callback::from(move |answer: Answer| {
                let answer = match answer {
                    Answer::Step(step) => {
                        Mark::measure(&mark, level);
                        Ok(step)
                    }
                    Answer::Error(message) => Err(message),
                    _ => Err("the computer's worker answered something else".to_owned()),
                };
                meeting.borrow_mut().answer = Some(answer);
                if let Some(answer) = deliver() {
                    reply.emit(answer);
                }
            })
        };
        let job = Job::Think {
            level: level.name(),
            seed: ask.seed,
            cap_ms: Some(ask.cap_ms),
            view: ask.view,
        };
        let id = self.thinker.send(job, on_outcome);
        let timer = Timeout::new(ask.delay_ms, move || {
            meeting.borrow_mut().delay_over = true;
            if let Some(answer) = deliver() {
                reply.emit(answer);
            }
        });
        Pending {
            _cancel: Withdraw {
                slot: self.thinker.clone(),
                id,
                stop: true,
            },
            _timer: Some(timer),
            _mark: Some(mark),
        }
    }

    /// Asks for the belief hints of `view`'s player; `reply` gets them (nothing if the
    /// worker could not answer: hints are an aid, the game goes on without them).
    pub fn hints(&self, view: PlayerView, reply: Callback<Rc<Hints>>) -> Pending {
        let on_outcome = Callback::from(move |answer: Answer| {
            if let Answer::Hints(hints) = answer {
                reply.emit(Rc::new(hints));
            }
        });
        let id = self.hinter.send(Job::Hints { view }, on_outcome);
        Pending {
            _cancel: Withdraw {
                slot: self.hinter.clone(),
                id,
                stop: false,
            },
            _timer: None,
            _mark: None,
        }
    }
}

/// What an analysis job tells the page.
pub enum Analysed {
    /// `done` of `total` turns judged.
    Progress(u32, u32),
    /// The analysis: the engine's `Review` JSON as the browser parsed it (the analysis
    /// page reads it).
    Done(JsValue),
    /// Why it could not be done (technical, in English).
    Failed(String),
}

impl Computer {
    /// The post-game analysis of `record` (both sides, by `lens`, at `level`) in the
    /// analysis worker; `reply` gets its progress, then the analysis. Dropping the
    /// [`Pending`] cancels it (the worker is ended).
    pub fn review(
        &self,
        record: GameRecord,
        lens: Lens,
        level: u8,
        reply: Callback<Analysed>,
    ) -> Pending {
        let on_outcome = Callback::from(move |answer: Answer| {
            reply.emit(match answer {
                Answer::Progress(done, total) => Analysed::Progress(done, total),
                Answer::Review(review) => Analysed::Done(review),
                Answer::Error(message) => Analysed::Failed(message),
                _ => Analysed::Failed("the analysis worker answered something else".into()),
            })
        });
        let lens = match lens {
            Lens::View => "view",
            Lens::All => "all",
        };
        let job = Job::Review {
            record,
            side: None,
            lens: Some(lens.into()),
            level: Some(level),
        };
        let id = self.analyst.send(job, on_outcome);
        Pending {
            _cancel: Withdraw {
                slot: self.analyst.clone(),
                id,
                stop: true,
            },
            _timer: None,
            _mark: None,
        }
    }
}

fn performance() -> Option<web_sys::Performance> {
    web_sys::window()?.performance()
}

/// Each decision's time on the page, from the request to the answer, as a User Timing
/// entry (`performance.getEntriesByName('incerto-computer:level5')`): what the DevTools
/// performance panel shows and `make bench-bot` reads. The mark at the request is
/// removed with its `Pending`.
struct Mark {
    name: String,
}

impl Mark {
    fn start() -> Mark {
        thread_local!(static COUNT: std::cell::Cell<u64> = const { std::cell::Cell::new(0) });
        let n = COUNT.with(|c| {
            c.set(c.get() + 1);
            c.get()
        });
        let name = format!("incerto-computer-request-{n}");
        if let Some(p) = performance() {
            let _ = p.mark(&name);
        }
        Mark { name }
    }

    fn measure(name: &str, level: Level) {
        if let Some(p) = performance() {
            let _ = p.measure_with_start_mark(&format!("incerto-computer:{level}"), name);
        }
    }
}

impl Drop for Mark {
    fn drop(&mut self) {
        if let Some(p) = performance() {
            p.clear_marks_with_mark_name(&self.name);
        }
    }
}

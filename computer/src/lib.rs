//! The computer opponent's Web Worker, in two halves: the message format the page and the
//! worker exchange (JSON text, format version 2 — the app's driver writes [`Request`]s and
//! reads [`Reply`]s), and [`handle`], what the worker does with one message. The wasm side
//! (`main.rs`) only moves text between `postMessage` and [`handle`], so everything here
//! runs and is tested natively.
//!
//! The worker sees exactly what the engine's bots see: one [`PlayerView`] (never the
//! game), a level, its own seed and limits. It answers with a [`Step`] that the page applies
//! with `Game::apply_step`, or the belief [`Hints`] of a view. The one exception is the
//! post-game analysis ([`Job::Review`]), which is handed a whole game record: it judges
//! each turn from its player's own view (the engine's `review`), and the all-seeing lens
//! only for a finished game.
//!
//! Versions: 1 had `think` and `hints`; 2 added `review` and its `progress` and `review`
//! replies (nothing else changed). Two workers speak it: the computer's (`main.rs`,
//! [`handle`]: `think` and `hints`, built for speed) and the analysis worker
//! (`bin/analysis.rs`, [`handle_analysis`]: every job, `review` included, built smaller:
//! the analysis replays whole games, which the computer's download need not carry).

use incerto_engine::bot::{self, Hints, Level};
use incerto_engine::{Game, GameRecord, PlayerView, Review, ReviewOptions, Step};
use serde::{Deserialize, Serialize};

/// The format's version: a page and a worker of different builds refuse each other's
/// messages instead of misreading them.
pub const VERSION: u32 = 2;

/// A message from the page to the worker.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Request {
    /// [`VERSION`].
    pub version: u32,
    /// Chosen by the page; the reply carries it back, so a stale reply is recognised.
    pub id: u64,
    /// What to do.
    pub job: Job,
}

/// The work a request asks for. Enums here are serde's external tagging (`{"think": {…}}`,
/// `"ready"`): the page's wasm reads and writes them without buffering, which keeps its
/// download small.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Job {
    /// The next step of the view's player.
    #[serde(rename_all = "camelCase")]
    Think {
        /// `random`, `greedy` or `level1` … `level5` (never the arena's `oracle5`).
        level: String,
        /// The bot's own random numbers for this decision.
        seed: u64,
        /// Wall-clock limit in milliseconds on top of the level's node budget; `None`:
        /// the node budget alone (reproducible on every machine).
        cap_ms: Option<u32>,
        view: PlayerView,
    },
    /// The belief hints of the view's player (`bot::hints`).
    Hints { view: PlayerView },
    /// The post-game analysis of a game record (the engine's `review`): `side` `white`,
    /// `black` or `both`, `lens` `view` or `all` (a finished game only), `level` 1–5; each
    /// may be left out for its default (both, view, 3). The worker sends a
    /// [`Outcome::Progress`] after each judged turn, then [`Outcome::Review`]; the page
    /// cancels by terminating the worker, as it withdraws a search.
    Review {
        record: GameRecord,
        #[serde(default)]
        side: Option<String>,
        #[serde(default)]
        lens: Option<String>,
        #[serde(default)]
        level: Option<u8>,
    },
}

/// A message from the worker to the page.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Reply {
    /// [`VERSION`].
    pub version: u32,
    /// The request's id; 0 for [`Outcome::Ready`] and for a message that could not be read.
    pub id: u64,
    pub outcome: Outcome,
}

/// What the worker did.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Outcome {
    /// Sent once when the worker has started: requests may be sent from now on.
    Ready,
    /// The answer to [`Job::Think`].
    #[serde(rename_all = "camelCase")]
    Step {
        /// `None` when the view offers its player nothing to do.
        step: Option<Step>,
        /// Positions searched, deepest iteration completed, opponent layouts sampled.
        nodes: u64,
        depth: u32,
        worlds: u32,
        /// The bot's expected result, -10000 (certain loss) to 10000.
        score: Option<i32>,
        /// Milliseconds the decision took in the worker.
        ms: f64,
        /// The wall-clock cap stopped the search before its node budget.
        capped: bool,
    },
    /// The answer to [`Job::Hints`].
    Hints { hints: Hints },
    /// [`Job::Review`] under way: `done` of `total` turns judged.
    Progress { done: u32, total: u32 },
    /// The answer to [`Job::Review`]: the analysis, its lines as the CLI prints them, and
    /// the milliseconds it took in the worker.
    Review {
        review: Review,
        text: String,
        ms: f64,
    },
    /// The request could not be read or done.
    Error { message: String },
}

impl Reply {
    fn new(id: u64, outcome: Outcome) -> Reply {
        Reply {
            version: VERSION,
            id,
            outcome,
        }
    }

    /// The message a worker sends when it has started.
    pub fn ready() -> Reply {
        Reply::new(0, Outcome::Ready)
    }

    /// As JSON text (what `postMessage` carries).
    pub fn to_json(&self) -> String {
        // Plain data of strings and numbers: serialising cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl Request {
    /// A request of the current version.
    pub fn new(id: u64, job: Job) -> Request {
        Request {
            version: VERSION,
            id,
            job,
        }
    }

    /// As JSON text (what `postMessage` carries).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Reads a reply (the page's side); `None` for anything else.
pub fn read_reply(text: &str) -> Option<Reply> {
    serde_json::from_str::<Reply>(text)
        .ok()
        .filter(|r| r.version == VERSION)
}

/// A level the page may ask for: every level of the engine's [`Level`] list (the arena's
/// all-seeing `oracle5` is no level at all here).
pub fn level(name: &str) -> Result<Level, String> {
    name.parse::<Level>().map_err(|e| e.to_string())
}

/// The computer worker's answer to one request (JSON text, answered in JSON text): `think`
/// and `hints`. `now` is a clock in milliseconds (`performance.now()` in the worker). Never
/// panics on bad input: a message it cannot read gets an [`Outcome::Error`], and so does a
/// `review`, which is the analysis worker's ([`handle_analysis`]), kept out of this worker's
/// download.
pub fn handle(text: &str, now: &dyn Fn() -> f64) -> String {
    dispatch(text, now, &mut |_| {}, None)
}

/// The analysis worker's answer to one request: every job, `review` included, whose
/// progress messages (JSON text) go to `post` before the answer.
pub fn handle_analysis(text: &str, now: &dyn Fn() -> f64, post: &mut dyn FnMut(String)) -> String {
    dispatch(text, now, post, Some(review))
}

/// How a worker does a `review` job: its record, its options' text, the clock and progress.
type Analyse = fn(
    &GameRecord,
    (Option<&str>, Option<&str>, Option<f64>),
    &dyn Fn() -> f64,
    &mut dyn FnMut(usize, usize),
) -> Outcome;

fn dispatch(
    text: &str,
    now: &dyn Fn() -> f64,
    post: &mut dyn FnMut(String),
    analyse: Option<Analyse>,
) -> String {
    let request = match serde_json::from_str::<Request>(text) {
        Ok(r) if r.version == VERSION => r,
        Ok(r) => {
            let message = format!("message version {} is not {VERSION}", r.version);
            return Reply::new(r.id, Outcome::Error { message }).to_json();
        }
        Err(e) => {
            let message = format!("unreadable message: {e}");
            return Reply::new(0, Outcome::Error { message }).to_json();
        }
    };
    let outcome = match request.job {
        Job::Think {
            level: name,
            seed,
            cap_ms,
            view,
        } => think(&view, &name, seed, cap_ms, now),
        Job::Hints { view } => match bot::hints(&view) {
            Ok(hints) => Outcome::Hints { hints },
            Err(e) => Outcome::Error {
                message: e.to_string(),
            },
        },
        Job::Review {
            record,
            side,
            lens,
            level,
        } => match analyse {
            None => Outcome::Error {
                message: "this worker does not analyse games: send review jobs to the analysis worker (analysis_loader.js)".into(),
            },
            Some(analyse) => {
                let id = request.id;
                let mut progress = |done: usize, total: usize| {
                    let outcome = Outcome::Progress {
                        done: done as u32,
                        total: total as u32,
                    };
                    post(Reply::new(id, outcome).to_json());
                };
                let options = (side.as_deref(), lens.as_deref(), level.map(f64::from));
                analyse(&record, options, now, &mut progress)
            }
        },
    };
    Reply::new(request.id, outcome).to_json()
}

/// One decision of `level` within its node budget and the cap.
pub fn think(
    view: &PlayerView,
    level_name: &str,
    seed: u64,
    cap_ms: Option<u32>,
    now: &dyn Fn() -> f64,
) -> Outcome {
    let level = match level(level_name) {
        Ok(l) => l,
        Err(message) => return Outcome::Error { message },
    };
    let start = now();
    let deadline = cap_ms.map(|ms| start + f64::from(ms));
    let capped = std::cell::Cell::new(false);
    let stop = || {
        let over = deadline.is_some_and(|d| now() >= d);
        capped.set(capped.get() | over);
        over
    };
    match bot::think(view, level, seed, Some(&stop)) {
        Ok(a) => Outcome::Step {
            step: a.step,
            nodes: a.nodes,
            depth: a.depth,
            worlds: a.worlds,
            score: a.score,
            ms: now() - start,
            capped: capped.get(),
        },
        Err(e) => Outcome::Error {
            message: e.to_string(),
        },
    }
}

/// The analysis of `record` with the options' text, timed by `now`.
fn review(
    record: &GameRecord,
    (side, lens, level): (Option<&str>, Option<&str>, Option<f64>),
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(usize, usize),
) -> Outcome {
    let start = now();
    let result = ReviewOptions::parse(side, lens, level)
        .map_err(|e| e.to_string())
        .and_then(|options| {
            let game = Game::from_record(record).map_err(|e| e.to_string())?;
            incerto_engine::review(&game, options, progress, None).map_err(|e| e.to_string())
        });
    match result {
        Ok(review) => Outcome::Review {
            text: review.to_string(),
            review,
            ms: now() - start,
        },
        Err(message) => Outcome::Error { message },
    }
}

/// A worker's answer to one message: the text, the clock, where a long job's messages go.
pub type Answer = fn(&str, &dyn Fn() -> f64, &mut dyn FnMut(String)) -> String;

/// The Web Workers' loop (wasm only): each text message answered by `answer` (posting a
/// long job's messages on the way), and `ready` once started.
#[cfg(target_arch = "wasm32")]
pub fn serve(answer: Answer) {
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let performance = scope.performance();
    let now = move || {
        performance
            .as_ref()
            .map_or_else(js_sys::Date::now, |p| p.now())
    };
    let post = scope.clone();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        // The page sends text only; anything else is not ours to answer.
        if let Some(text) = e.data().as_string() {
            let mut progress = |message: String| {
                let _ = post.post_message(&JsValue::from_str(&message));
            };
            let reply = answer(&text, &now, &mut progress);
            let _ = post.post_message(&JsValue::from_str(&reply));
        }
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    // Messages sent before this point (while the wasm was loading) had no handler: the page
    // waits for this before it sends any.
    let ready = Reply::ready().to_json();
    let _ = scope.post_message(&JsValue::from_str(&ready));
}

#[cfg(test)]
mod tests;

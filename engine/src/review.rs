//! Post-game analysis that is honest about hidden pieces (issue 22): for each turn of a
//! side, the step the computer would have chosen **from that player's view at that
//! moment**, the expected score before and after the turn from that same view, and a
//! judgement by the drop. A second lens, "what was there", does the same from a view with
//! every identity filled in: only for a finished game.
//!
//! - **One search per judged step**, `bot::appraise` at a search level: the best step's
//!   score is the expected score *before*, the played step's (from the same search, at the
//!   same depth, never above the best's) the expected score *after*. What the turn then
//!   revealed (a face-down piece's identity, the disc picked up) is luck, not judged.
//! - **Incerto's turn is two decisions**, judged apart: the selection (from the view
//!   before it: the disc is still a lottery to its owner unless seen) and the move (from the
//!   view after it, the disc now known to its owner). A skip is a selection alone. In the
//!   8×8 games a turn is one step; a promotion choice after a face-down piece proved a
//!   pawn is not judged (the computer always takes a queen).
//! - **Expected score** `E = (1 + s / 10000) / 2` of the bot's score `s` (−10000 a certain
//!   loss, 0 a draw, 10000 a certain win; material is squashed onto that scale so that a
//!   pawn is about a tenth of a won game, `bot/score.rs`), rounded to 3 decimals: the
//!   search's scale is an expected result by construction (chance nodes average it).
//! - **Judgement** by the drop `before − after`: `best` at 0, `good` below 0.05,
//!   `inaccuracy` from 0.05, `mistake` from 0.10, `blunder` from 0.15. These are lichess's
//!   win-chance drops of 0.1, 0.2 and 0.3 on its −1…1 scale (`2E − 1`).
//! - **Accuracy** per side, in the spirit of lichess's: each judged step scores
//!   `103.1668 · exp(−0.04354 · d) − 3.1669` (clamped to 0–100), with `d` the drop in
//!   percentage points (`100 · (before − after)`), and a side's accuracy is the mean over
//!   its steps (lichess also weighs by volatility; not here), one decimal.
//! - **Honesty**: a view-lens line of a player's turn is computed from that player's
//!   `PlayerView` and the step they took, written as that view offers it, with a seed
//!   fixed by the turn's place in the game: nothing else of the record reaches the search.
//!   `tests/review.rs` checks that games differing only in identities a player never saw
//!   give that player the same lines.

use crate::action::Action;
use crate::bot::{self, Level};
use crate::game::{Game, StepOutcome};
use crate::piece::{Color, Role};
use crate::square::Square;
use crate::step::Step;
use crate::variant::Variant;
use crate::view::PlayerView;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Whose knowledge judges a turn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lens {
    /// What the player could know then: their own view.
    View,
    /// What was there: every identity filled in (finished games only).
    All,
}

/// Which decision of a turn a line judges.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The whole turn (the 8×8 games).
    Turn,
    /// Incerto: which disc to pick up.
    Select,
    /// Incerto: where the picked-up disc goes.
    Move,
}

/// How good a step was, by its drop in expected score.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Judgement {
    /// No drop.
    Best,
    /// A drop below 0.05.
    Good,
    /// A drop from 0.05.
    Inaccuracy,
    /// A drop from 0.10.
    Mistake,
    /// A drop from 0.15.
    Blunder,
}

impl Judgement {
    /// The judgement of a drop in expected score (0–1).
    pub fn of_drop(drop: f64) -> Judgement {
        match drop {
            d if d >= 0.15 => Judgement::Blunder,
            d if d >= 0.10 => Judgement::Mistake,
            d if d >= 0.05 => Judgement::Inaccuracy,
            d if d > 0.0 => Judgement::Good,
            _ => Judgement::Best,
        }
    }

    /// `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
    pub const fn name(self) -> &'static str {
        match self {
            Judgement::Best => "best",
            Judgement::Good => "good",
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// One judged step.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewLine {
    /// The index of the turn's action in the game's history (0 for the first).
    pub ply: usize,
    /// The move number of the turn (as in FEN and PGN).
    pub turn: u32,
    /// Who played it.
    pub color: Color,
    /// The decision judged.
    pub phase: Phase,
    /// The step taken, as the judging view offered it.
    pub played: Step,
    /// The step the computer would have chosen.
    pub best: Step,
    /// The expected score (0–1) for `color` with the best step.
    pub before: f64,
    /// The expected score (0–1) for `color` with the step taken.
    pub after: f64,
    /// By the drop `before − after`.
    pub judgement: Judgement,
    /// What the judging view knew of the piece the computer's step turns on, when it
    /// could not see it (the disc it would pick up, the face-down piece it would move, the
    /// unseen piece it would take): its likeliest role and the odds (`bot::hints`). Never
    /// in the all-seeing lens; left out of the JSON when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<Odds>,
}

/// The likeliest identity of an unseen piece, as a view's belief has it.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Odds {
    /// Where the piece stands.
    pub square: Square,
    /// Its likeliest role.
    pub role: Role,
    /// The chance it is that role (0–1, 3 decimals).
    pub probability: f64,
}

/// Each side's accuracy (0–100), `None` for a side not judged or without a judged step.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Accuracy {
    /// White's.
    pub white: Option<f64>,
    /// Black's.
    pub black: Option<f64>,
}

/// A game's analysis.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    /// The lens it was made with.
    pub lens: Lens,
    /// The search level (1–5).
    pub level: u8,
    /// One line per judged step, in the order played.
    pub lines: Vec<ReviewLine>,
    /// Each side's accuracy over its lines.
    pub accuracy: Accuracy,
}

/// What to analyse.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ReviewOptions {
    /// The side whose turns are judged; `None`: both.
    pub side: Option<Color>,
    /// Whose knowledge judges them.
    pub lens: Lens,
    /// The search level, 1–5.
    pub level: u8,
}

impl ReviewOptions {
    /// The level an analysis uses unless told otherwise: a 40-move game of any of the
    /// three games, both sides and both lenses, within 30 s in a browser (BENCHMARKS.md).
    pub const DEFAULT_LEVEL: u8 = 3;
}

impl ReviewOptions {
    /// Options from their text, as the CLI, the JS API and the computer's worker take
    /// them: `side` `white`, `black` or `both`, `lens` `view` or `all`, `level` 1–5; each
    /// missing one is the default (both sides, the view lens, [`Self::DEFAULT_LEVEL`]).
    pub fn parse(
        side: Option<&str>,
        lens: Option<&str>,
        level: Option<f64>,
    ) -> Result<ReviewOptions, ReviewError> {
        let mut options = ReviewOptions::default();
        match side {
            None | Some("both") => {}
            Some(c) => {
                options.side = Some(c.parse::<Color>().map_err(|_| {
                    ReviewError(format!("invalid side '{c}': expected white, black or both"))
                })?)
            }
        }
        match lens {
            None | Some("view") => {}
            Some("all") => options.lens = Lens::All,
            Some(l) => {
                return Err(ReviewError(format!(
                    "invalid lens '{l}': expected view or all"
                )))
            }
        }
        if let Some(l) = level {
            if !(1.0..=5.0).contains(&l) || l.fract() != 0.0 {
                return Err(ReviewError(format!("invalid level {l}: expected 1 to 5")));
            }
            options.level = l as u8;
        }
        Ok(options)
    }
}

impl Default for ReviewOptions {
    fn default() -> ReviewOptions {
        ReviewOptions {
            side: None,
            lens: Lens::View,
            level: ReviewOptions::DEFAULT_LEVEL,
        }
    }
}

/// Why a game cannot be analysed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReviewError(pub String);

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReviewError {}

/// The expected score (0–1, 3 decimals) of a bot score (−10000…10000).
pub fn expected_score(score: i32) -> f64 {
    let e = (1.0 + f64::from(score.clamp(-10_000, 10_000)) / 10_000.0) / 2.0;
    (e * 1000.0).round() / 1000.0
}

/// lichess's accuracy of one step from its drop in expected score (0–1).
pub fn step_accuracy(drop: f64) -> f64 {
    let d = 100.0 * drop.max(0.0);
    (103.1668 * (-0.04354 * d).exp() - 3.1669).clamp(0.0, 100.0)
}

/// The number of steps [`review`] judges for `side` (progress' total).
pub fn judged_turns(game: &Game, side: Option<Color>) -> usize {
    game.history()
        .iter()
        .filter(|p| side.is_none_or(|s| s == p.color))
        .count()
}

/// Analyses `game` (see the module's doc). `progress(done, total)` is told after each
/// judged turn; `stop` (a cancel flag, a deadline) is polled by the searches, and when it
/// answers `true` the analysis ends with an error. Refuses the all-seeing lens before the
/// game is over and a level outside 1–5.
pub fn review(
    game: &Game,
    options: ReviewOptions,
    progress: &mut dyn FnMut(usize, usize),
    stop: Option<&dyn Fn() -> bool>,
) -> Result<Review, ReviewError> {
    let Some(level) = Level::search(options.level) else {
        return Err(ReviewError(format!(
            "invalid level {}: expected 1 to 5",
            options.level
        )));
    };
    if options.lens == Lens::All && game.outcome().is_none() {
        return Err(ReviewError(
            "the all-seeing lens is only for a finished game".into(),
        ));
    }
    let total = judged_turns(game, options.side);
    let mut done = 0;
    let mut replay = fresh(game)?;
    let mut lines = Vec::new();
    for (ply, p) in game.history().iter().enumerate() {
        let mover = p.color;
        let judged = options.side.is_none_or(|s| s == mover);
        let turn = replay.position().fullmoves();
        let mut line = |phase: Phase, view: PlayerView, played: Step, seed: u64| {
            let appraisal = bot::appraise(&view, level, seed, played, stop)
                .map_err(|e| ReviewError(format!("turn {turn} {mover}: {e}")))?;
            if stop.is_some_and(|s| s()) {
                return Err(ReviewError("the analysis was stopped".into()));
            }
            let odds = knew(&view, appraisal.best);
            let before = expected_score(appraisal.best_score);
            let after = expected_score(appraisal.played_score).min(before);
            lines.push(ReviewLine {
                ply,
                turn,
                color: mover,
                phase,
                played,
                best: appraisal.best,
                before,
                after,
                judgement: Judgement::of_drop(before - after),
                odds,
            });
            Ok(())
        };
        let seed = 2 * ply as u64;
        let bad = |e: crate::GameError| ReviewError(format!("turn {turn} {mover}: {e}"));
        if game.variant() == Variant::Incerto {
            // Select, then (unless that skipped the turn) move.
            let from = p.action.from();
            if judged {
                let view = lens_view(&replay, mover, options.lens);
                line(Phase::Select, view, Step::Select(from), seed)?;
            }
            let selected = replay.apply_step(Step::Select(from), p.time).map_err(bad)?;
            if let StepOutcome::Selected(_) = selected {
                if judged {
                    let view = lens_view(&replay, mover, options.lens);
                    line(Phase::Move, view, Step::Play(p.action), seed + 1)?;
                }
                replay.play(p.action, p.time).map_err(bad)?;
            }
        } else {
            if judged {
                let view = lens_view(&replay, mover, options.lens);
                let played = Step::Play(as_offered(&view, p.action));
                line(Phase::Turn, view, played, seed)?;
            }
            replay.play(p.action, p.time).map_err(bad)?;
        }
        if judged {
            done += 1;
            progress(done, total);
        }
    }
    let accuracy = |c: Color| {
        let steps: Vec<f64> = lines
            .iter()
            .filter(|l| l.color == c)
            .map(|l| step_accuracy(l.before - l.after))
            .collect();
        (!steps.is_empty())
            .then(|| (steps.iter().sum::<f64>() / steps.len() as f64 * 10.0).round() / 10.0)
    };
    Ok(Review {
        lens: options.lens,
        level: options.level,
        accuracy: Accuracy {
            white: accuracy(Color::White),
            black: accuracy(Color::Black),
        },
        lines,
    })
}

/// The game's start, with nothing played, as a game to replay the history on.
fn fresh(game: &Game) -> Result<Game, ReviewError> {
    let mut record = game.record();
    record.actions.clear();
    record.selected = None;
    record.promotion = None;
    record.result = None;
    record.draw_offer = None;
    Game::from_record(&record).map_err(|e| ReviewError(e.to_string()))
}

/// The view that judges `mover`'s turn in `game` by `lens`.
fn lens_view(game: &Game, mover: Color, lens: Lens) -> PlayerView {
    let mut view = game.view(Some(mover));
    if lens == Lens::All {
        // Every identity filled in from the all-seeing view, which lists the same pieces in
        // the same (board) order.
        let all = game.view(None);
        for (p, q) in view.pieces.iter_mut().zip(&all.pieces) {
            p.role = q.role;
        }
        for (p, q) in view.captured.iter_mut().zip(&all.captured) {
            p.role = q.role;
        }
        view.unrevealed = all.unrevealed;
    }
    view
}

/// What `view` knew of the unseen piece `step` turns on (see [`ReviewLine::odds`]).
fn knew(view: &PlayerView, step: Step) -> Option<Odds> {
    let unseen = |sq: Square| {
        view.pieces
            .iter()
            .any(|p| p.square == sq && p.role.is_none())
    };
    let square = match step {
        Step::Select(sq) => sq,
        Step::Play(a) if unseen(a.from()) => a.from(),
        Step::Play(a) => a.to()?,
        Step::Promote(_) => return None,
    };
    if !unseen(square) {
        return None;
    }
    let hints = bot::hints(view).ok()?;
    let likeliest = hints
        .pieces
        .iter()
        .find(|h| h.square == square)?
        .odds
        .first()?;
    Some(Odds {
        square,
        role: likeliest.role,
        probability: (likeliest.probability * 1000.0).round() / 1000.0,
    })
}

/// The action as `view` offers it: a face-down piece that proved a pawn on the last rank
/// was moved without a letter (its promotion came after), so the record's letter goes.
fn as_offered(view: &PlayerView, action: Action) -> Action {
    match action {
        Action::Move {
            from,
            to,
            promotion: Some(_),
        } if !view.legal_actions.contains(&action) => Action::Move {
            from,
            to,
            promotion: None,
        },
        _ => action,
    }
}

/// A step as the analysis lines write it: a square for an Incerto selection, else the
/// action's notation.
pub(crate) fn step_text(step: Step) -> String {
    match step {
        Step::Select(sq) => sq.to_string(),
        Step::Play(a) => a.to_string(),
        Step::Promote(r) => r.char().to_string(),
    }
}

impl fmt::Display for ReviewLine {
    /// `<turn> <color> <played> <best> <before> <after> <judgement>`, as the CLI prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {} {:.3} {:.3} {}",
            self.turn,
            self.color,
            step_text(self.played),
            step_text(self.best),
            self.before,
            self.after,
            self.judgement.name()
        )
    }
}

impl fmt::Display for Review {
    /// One line per judged step, then `accuracy white <w> black <b>` (`-` for a side not
    /// judged): the CLI's output, and the JS API's and the worker's `text`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for line in &self.lines {
            writeln!(f, "{line}")?;
        }
        let side = |a: Option<f64>| a.map_or("-".to_owned(), |a| format!("{a:.1}"));
        writeln!(
            f,
            "accuracy white {} black {}",
            side(self.accuracy.white),
            side(self.accuracy.black)
        )
    }
}

//! The post-game analysis of the session's finished game (issue 22): asked for by the
//! person, done by the analysis worker (the analysis page's `use_analysis` hook) one lens after the other
//! — what each player could know (`view`), then what was there (`all`) — and shown as a
//! graph, marks in the move list and, for the line the person picks, the position at that
//! turn with the suggested step. Pure state: the worker's answers come back as messages.

use super::{AppState, Screen};
use incerto_engine::{Color, Judgement, Lens, Review, ReviewLine, Step};
use incerto_ui::i18n::Key;
use std::rc::Rc;

/// The analysis's level: the engine's default (`ReviewOptions::DEFAULT_LEVEL`), the one
/// `make bench-review` times.
pub const LEVEL: u8 = incerto_engine::ReviewOptions::DEFAULT_LEVEL;

/// The lenses, in the order they are computed.
pub const LENSES: [Lens; 2] = [Lens::View, Lens::All];

/// One lens's analysis and its JSON text (kept with the saved game).
#[derive(Clone, PartialEq, Debug)]
pub struct Lensed {
    pub review: Rc<Review>,
    pub json: Rc<str>,
}

/// Where the analysis stands.
#[derive(Clone, PartialEq, Debug)]
pub enum Work {
    /// The worker judges turns of the first lens still missing: `done` of `total`.
    Running { done: u32, total: u32 },
    /// It could not be done (technical detail, in English).
    Failed(String),
    /// Both lenses are here (or the person cancelled and nothing runs).
    Idle,
}

/// The analysis of the session's game.
#[derive(Clone, PartialEq, Debug)]
pub struct Analysis {
    pub work: Work,
    /// By lens, in [`LENSES`]' order.
    pub done: [Option<Lensed>; 2],
    /// The lens shown.
    pub lens: Lens,
    /// The line picked (an index into the shown lens's lines).
    pub focus: Option<usize>,
}

fn slot(lens: Lens) -> usize {
    match lens {
        Lens::View => 0,
        Lens::All => 1,
    }
}

impl Analysis {
    /// An analysis brought back with a saved game.
    pub fn restored(view: Lensed, all: Lensed) -> Analysis {
        Analysis {
            work: Work::Idle,
            done: [Some(view), Some(all)],
            lens: Lens::View,
            focus: None,
        }
    }

    /// The first lens not yet analysed, while the work runs.
    pub fn next_lens(&self) -> Option<Lens> {
        matches!(self.work, Work::Running { .. })
            .then(|| LENSES.into_iter().find(|&l| self.done[slot(l)].is_none()))
            .flatten()
    }

    /// The shown lens's analysis, if it is here.
    pub fn shown(&self) -> Option<&Rc<Review>> {
        self.done[slot(self.lens)].as_ref().map(|l| &l.review)
    }

    /// Both lenses, for saving.
    pub fn complete(&self) -> Option<(&Lensed, &Lensed)> {
        Some((self.done[0].as_ref()?, self.done[1].as_ref()?))
    }

    /// The picked line of the shown lens.
    pub fn focused(&self) -> Option<&ReviewLine> {
        self.shown()?.lines.get(self.focus?)
    }

    /// Overall progress over both lenses, 0 to 1.
    pub fn progress(&self) -> f64 {
        let Work::Running { done, total } = self.work else {
            return 1.0;
        };
        let finished = self.done.iter().filter(|d| d.is_some()).count() as f64;
        let part = if total == 0 {
            0.0
        } else {
            f64::from(done) / f64::from(total)
        };
        (finished + part) / LENSES.len() as f64
    }
}

/// A judgement's word.
pub fn judgement_key(j: Judgement) -> Key {
    match j {
        Judgement::Best => Key::JudgedBest,
        Judgement::Good => Key::JudgedGood,
        Judgement::Inaccuracy => Key::JudgedInaccuracy,
        Judgement::Mistake => Key::JudgedMistake,
        Judgement::Blunder => Key::JudgedBlunder,
    }
}

/// The move list's mark of a judgement, as annotators write it (none for a best or good
/// step).
pub fn judgement_mark(j: Judgement) -> Option<&'static str> {
    match j {
        Judgement::Inaccuracy => Some("?!"),
        Judgement::Mistake => Some("?"),
        Judgement::Blunder => Some("??"),
        Judgement::Best | Judgement::Good => None,
    }
}

/// The worst judgement of the action at `ply` in `review` (an Incerto turn has two lines,
/// the selection and the move): what its mark in the move list says.
pub fn worst_at(review: &Review, ply: usize) -> Option<Judgement> {
    review
        .lines
        .iter()
        .filter(|l| l.ply == ply)
        .map(|l| l.judgement)
        .max()
}

/// The index of the line a mark in the move list opens: the worse of a turn's lines.
pub fn line_at(review: &Review, ply: usize) -> Option<usize> {
    let worst = worst_at(review, ply)?;
    review
        .lines
        .iter()
        .position(|l| l.ply == ply && l.judgement == worst)
}

/// White's expected score after each judged step (the mover's for White's lines, its
/// complement for Black's): the graph's points.
pub fn white_curve(review: &Review) -> Vec<f64> {
    review
        .lines
        .iter()
        .map(|l| match l.color {
            Color::White => l.after,
            Color::Black => 1.0 - l.after,
        })
        .collect()
}

/// The squares the board marks for a suggested step.
pub fn step_squares(step: Step) -> Vec<incerto_engine::Square> {
    match step {
        Step::Select(sq) => vec![sq],
        Step::Play(a) => [Some(a.from()), a.to()].into_iter().flatten().collect(),
        Step::Promote(_) => Vec::new(),
    }
}

impl AppState {
    fn analysis_mut(&mut self) -> Option<&mut Analysis> {
        self.session.as_mut()?.analysis.as_mut()
    }

    /// "Analyse" (or the analysis page's address): the analysis screen, where a finished
    /// game's analysis starts (or starts again after a failure or a cancel, keeping a lens
    /// already done). With no finished game the screen says so.
    pub fn analyse(&mut self) {
        self.screen = Screen::Analysis;
        let Some(s) = self.session.as_mut().filter(|s| s.is_over()) else {
            self.notify(Key::NothingToAnalyse, None);
            return;
        };
        let running = Work::Running { done: 0, total: 0 };
        match s.analysis.as_mut() {
            Some(a) if a.complete().is_some() => {}
            Some(a) => a.work = running,
            None => {
                s.analysis = Some(Analysis {
                    work: running,
                    done: [None, None],
                    lens: Lens::View,
                    focus: None,
                })
            }
        }
    }

    /// The worker judged `done` of `total` turns of the game at revision `rev`.
    pub fn analysis_progress(&mut self, rev: u64, done: u32, total: u32) {
        if self.session.as_ref().is_some_and(|s| s.tracked.rev == rev) {
            if let Some(a) = self.analysis_mut() {
                if let Work::Running { .. } = a.work {
                    a.work = Work::Running { done, total };
                }
            }
        }
    }

    /// A lens's analysis of the game at revision `rev` arrived.
    pub fn analysed(&mut self, rev: u64, lensed: Lensed) {
        if self.session.as_ref().is_none_or(|s| s.tracked.rev != rev) {
            return;
        }
        if let Some(a) = self.analysis_mut() {
            let lens = lensed.review.lens;
            a.done[slot(lens)] = Some(lensed);
            a.work = if a.complete().is_some() {
                Work::Idle
            } else {
                Work::Running { done: 0, total: 0 }
            };
        }
    }

    /// The analysis of the game at revision `rev` failed.
    pub fn analysis_failed(&mut self, rev: u64, detail: String) {
        if self.session.as_ref().is_some_and(|s| s.tracked.rev == rev) {
            if let Some(a) = self.analysis_mut() {
                a.work = Work::Failed(detail);
            }
        }
    }

    /// "Cancel": the worker is ended (the hook drops its job); a lens done is kept.
    pub fn cancel_analysis(&mut self) {
        if let Some(s) = self.session.as_mut() {
            if s.analysis.as_ref().is_some_and(|a| a.done[0].is_none()) {
                s.analysis = None;
            } else if let Some(a) = s.analysis.as_mut() {
                a.work = Work::Idle;
            }
        }
    }

    /// Shows the other lens (the same line, if it has one).
    pub fn analysis_lens(&mut self, lens: Lens) {
        if let Some(a) = self.analysis_mut() {
            a.lens = lens;
        }
    }

    /// Picks line `i` of the shown lens: the board goes to the position before its turn.
    pub fn analysis_focus(&mut self, i: usize) {
        let Some(s) = self.session.as_mut() else {
            return;
        };
        let Some(a) = s.analysis.as_mut() else {
            return;
        };
        let Some(ply) = a.shown().and_then(|r| r.lines.get(i)).map(|l| l.ply) else {
            return;
        };
        a.focus = Some(i);
        s.cursor = Some(ply);
        s.refresh();
    }
}

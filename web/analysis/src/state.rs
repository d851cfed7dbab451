//! The analysis page's own state and its reducer: the finished game's analysis (issue 22),
//! done by the analysis worker one lens after the other — what each player could know
//! (`view`), then what was there (`all`) — and shown as a graph, marks in the move list
//! and, for the line the person picks, the position at that turn with the suggested step.
//! Pure: the worker's answers come back as messages (`hooks`). The game, its cursor and
//! the screen are the app's state (`incerto_app::state`), beside this one.

#[cfg(test)]
mod tests;

use incerto_app::state::Session;
use incerto_engine::{Color, Judgement, Lens, Review, ReviewLine, Square, Step};
use incerto_ui::i18n::Key;
use std::rc::Rc;
use yew::Reducible;

/// The analysis's level: the engine's default (`ReviewOptions::DEFAULT_LEVEL`), the one
/// `make bench-review` times.
pub const LEVEL: u8 = incerto_engine::ReviewOptions::DEFAULT_LEVEL;

/// The lenses, in the order they are computed.
pub const LENSES: [Lens; 2] = [Lens::View, Lens::All];

/// One lens's analysis and its JSON text (stored with the game, `store`).
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
    /// Nothing runs: both lenses are here, or none was asked for (or the person cancelled).
    Idle,
}

/// What happens to the analysis.
#[derive(Clone, PartialEq, Debug)]
pub enum AnalysisMsg {
    /// Analyse the finished game at revision `rev` (again after a failure or a cancel,
    /// keeping a lens already done).
    Start { rev: u64 },
    /// The worker judged `done` of `total` turns of the game at revision `rev`.
    Progress { rev: u64, done: u32, total: u32 },
    /// A lens's analysis of the game at revision `rev`.
    Done { rev: u64, lensed: Lensed },
    /// The analysis of the game at revision `rev` could not be done (English detail).
    Failed { rev: u64, detail: String },
    /// "Cancel": the worker is ended (the hook drops its job); a lens done is kept.
    Cancel,
    /// Show the other lens (the same line, if it has one).
    Lens(Lens),
    /// Pick line `i` of the shown lens (the app's cursor goes to its position).
    Focus(usize),
}

/// The analysis of one game.
#[derive(Clone, PartialEq, Debug)]
pub struct Analysis {
    /// The revision of the game it is of (the app's `Tracked::rev`): answers for another
    /// are dropped, and a game that changed is analysed afresh.
    pub rev: u64,
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
    /// Nothing asked for yet, for the game at revision `rev`.
    pub fn idle(rev: u64) -> Analysis {
        Analysis {
            rev,
            work: Work::Idle,
            done: [None, None],
            lens: Lens::View,
            focus: None,
        }
    }

    /// An analysis brought back with a saved game.
    pub fn restored(rev: u64, view: Lensed, all: Lensed) -> Analysis {
        Analysis {
            done: [Some(view), Some(all)],
            ..Analysis::idle(rev)
        }
    }

    /// Whether `s` is the finished game this analysis is of: over, and at the revision
    /// analysed (an analysis of another revision is none for it).
    pub fn is_of(&self, s: &Session) -> bool {
        s.is_over() && s.tracked.rev == self.rev
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

    /// The analysis after `msg`.
    pub fn update(&mut self, msg: AnalysisMsg) {
        match msg {
            AnalysisMsg::Start { rev } => self.start(rev),
            AnalysisMsg::Progress { rev, done, total } => self.progressed(rev, done, total),
            AnalysisMsg::Done { rev, lensed } => self.analysed(rev, lensed),
            AnalysisMsg::Failed { rev, detail } => self.failed(rev, detail),
            AnalysisMsg::Cancel => self.work = Work::Idle,
            AnalysisMsg::Lens(lens) => self.lens = lens,
            AnalysisMsg::Focus(i) => self.focus(i),
        }
    }

    fn start(&mut self, rev: u64) {
        if rev != self.rev {
            *self = Analysis::idle(rev);
        }
        if self.complete().is_none() {
            self.work = Work::Running { done: 0, total: 0 };
        }
    }

    fn progressed(&mut self, rev: u64, done: u32, total: u32) {
        if rev == self.rev && matches!(self.work, Work::Running { .. }) {
            self.work = Work::Running { done, total };
        }
    }

    fn analysed(&mut self, rev: u64, lensed: Lensed) {
        if rev != self.rev {
            return;
        }
        let lens = lensed.review.lens;
        self.done[slot(lens)] = Some(lensed);
        self.work = if self.complete().is_some() {
            Work::Idle
        } else {
            Work::Running { done: 0, total: 0 }
        };
    }

    fn failed(&mut self, rev: u64, detail: String) {
        if rev == self.rev {
            self.work = Work::Failed(detail);
        }
    }

    fn focus(&mut self, i: usize) {
        if self.shown().is_some_and(|r| i < r.lines.len()) {
            self.focus = Some(i);
        }
    }
}

impl Reducible for Analysis {
    type Action = AnalysisMsg;

    fn reduce(self: Rc<Self>, msg: AnalysisMsg) -> Rc<Self> {
        let mut a = Rc::unwrap_or_clone(self);
        a.update(msg);
        Rc::new(a)
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
pub fn step_squares(step: Step) -> Vec<Square> {
    match step {
        Step::Select(sq) => vec![sq],
        Step::Play(a) => [Some(a.from()), a.to()].into_iter().flatten().collect(),
        Step::Promote(_) => Vec::new(),
    }
}

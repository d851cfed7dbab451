//! Playing one step of a lesson: the learner's inputs go to the engine (through one
//! function, [`apply`]), what the engine reports is matched against the step's goal and
//! wrong tries, and the scripted opponent answers.

use super::cond::Happened;
use super::event::{Event, Refusal};
use super::format::{build_game, viewer_of, Common, Course, Feedback, LessonError, Step, Text};
use incerto_engine::{Action, Color, Game, GameError, Hiding, Pending, StepOutcome};
use std::rc::Rc;

/// One step a person takes at the board: the engine's own `Step` (select a disc, play an
/// action, choose a promotion piece).
pub type Input = incerto_engine::Step;

/// The only place the lessons drive the engine's turn protocol: `Game::apply_step`.
fn apply(game: &mut Game, input: Input) -> Result<StepOutcome, GameError> {
    // A move that asked for its promotion piece is committed: only the choice may follow.
    // (Issue 9 makes the engine refuse the rest itself; until then the lessons do.)
    if matches!(game.pending(), Some(Pending::Promotion { .. }))
        && !matches!(input, Input::Promote(_))
    {
        return Err(GameError::PromotionPending);
    }
    let input = match input {
        Input::Play(Action::Move {
            from,
            to,
            promotion,
        }) => {
            // A face-down piece's owner cannot know it is a pawn, so a promotion letter on
            // its move would be a probe: the engine asks on arrival instead.
            let promotion = promotion.filter(|_| {
                !(game.variant().hiding() == Hiding::Disguised && game.position().is_hidden(from))
            });
            Input::Play(Action::Move {
                from,
                to,
                promotion,
            })
        }
        other => other,
    };
    game.apply_step(input, None)
}

/// The judgement on one input.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The turn goes on: a disc is selected (Incerto) or a promotion piece is to be chosen.
    NeedsMore,
    /// The learner's turn is over, the goal not reached yet: the opponent answered with
    /// these actions (already played); the learner is to move again.
    Reply(Vec<Action>),
    /// The goal is reached. `entry` is the index of the success text in the step's data.
    Done { text: Text, entry: usize },
    /// A wrong try. With `restart` the try is over (the UI shows the text and then calls
    /// [`Run::restart`]); without, the engine refused the input and the position is as the
    /// engine left it (in Incerto a disc named by a refused move stays selected).
    /// `entry`: the index of the wrong text in the step's data, `None` for a shared text.
    Wrong {
        text: Text,
        restart: bool,
        entry: Option<usize>,
        refusal: Option<Refusal>,
    },
}

/// Where a run stands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum State {
    /// An explanation: nothing to do but read ("Next").
    Explaining,
    /// The learner is to act.
    Playing,
    /// The goal is reached.
    Done,
    /// A wrong try ended the attempt; [`Run::restart`] starts over.
    Failed,
}

/// One step of a lesson being played.
#[derive(Clone, Debug)]
pub struct Run {
    step: Rc<Step>,
    common: Rc<Common>,
    start: Game,
    game: Game,
    viewer: Color,
    /// Complete learner turns in this attempt.
    turns: u32,
    /// The game as the learner's current turn began (a turn may take several inputs:
    /// select and move, move and promote); what happened is judged against it.
    turn_start: Option<Game>,
    state: State,
}

impl Run {
    /// Starts step `step` of lesson `lesson` (indices into the course).
    pub fn start(
        course: &Course,
        common: &Rc<Common>,
        lesson: usize,
        step: usize,
    ) -> Result<Run, LessonError> {
        let data = course
            .lessons
            .get(lesson)
            .and_then(|l| l.steps.get(step))
            .ok_or_else(|| LessonError {
                place: course.variant.name().to_owned(),
                message: format!("no step {} in lesson {}", step + 1, lesson + 1),
            })?;
        let place = format!(
            "{}/{}/{}",
            course.variant.name(),
            course.lessons[lesson].id,
            data.id
        );
        let game = build_game(course.variant, &place, data)?;
        let viewer = viewer_of(data, &game);
        Ok(Run {
            state: if data.task.is_some() {
                State::Playing
            } else {
                State::Explaining
            },
            step: Rc::new(data.clone()),
            common: Rc::clone(common),
            start: game.clone(),
            game,
            viewer,
            turns: 0,
            turn_start: None,
        })
    }

    /// The step's data (texts, highlights).
    pub fn step(&self) -> &Step {
        &self.step
    }

    /// The game to draw: show `game().view(Some(viewer()))`, never the true state.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The side whose view the board shows (a task's learner).
    pub fn viewer(&self) -> Color {
        self.viewer
    }

    pub fn state(&self) -> State {
        self.state
    }

    /// Turns the learner may still take in this attempt.
    pub fn turns_left(&self) -> u32 {
        self.step
            .task
            .as_ref()
            .map_or(0, |t| t.turns.saturating_sub(self.turns))
    }

    /// Back to the step's first position.
    pub fn restart(&mut self) {
        self.game = self.start.clone();
        self.turns = 0;
        self.turn_start = None;
        if self.state != State::Explaining {
            self.state = State::Playing;
        }
    }

    /// The learner's input, judged. Inputs outside a task in play are refused with
    /// [`Refusal::NotHere`] and change nothing.
    pub fn input(&mut self, input: Input) -> Verdict {
        let Some(task) = self.step.task.clone() else {
            return self.refused(Refusal::NotHere);
        };
        if self.state != State::Playing {
            return self.refused(Refusal::NotHere);
        }
        let before = self.game.clone();
        if self.turn_start.is_none() {
            self.turn_start = Some(before.clone());
        }
        let outcome = match apply(&mut self.game, input) {
            Ok(o) => o,
            Err(e) => {
                let action = match input {
                    Input::Play(a) => Some(a),
                    _ => None,
                };
                let r = Refusal::classify(&before, action, &e);
                return self.refused(r);
            }
        };
        let start = self.turn_start.as_ref().unwrap_or(&before);
        let Some(event) = Event::observe(start, &self.game, self.viewer, outcome) else {
            return Verdict::NeedsMore;
        };
        if matches!(outcome, StepOutcome::Played(_)) {
            self.turn_start = None;
        }
        let happened = Happened::Event(&event);
        let viewer = self.viewer;
        if task.goal.matches(happened, viewer) {
            self.state = State::Done;
            // The last success entry has no condition (checked on load).
            let (entry, text) = pick(&task.success, happened, viewer, true)
                .map_or((0, self.step.text.clone()), |(i, f)| (i, f.text.clone()));
            return Verdict::Done { text, entry };
        }
        if let Some((i, f)) = pick(&task.wrong, happened, viewer, false) {
            self.state = State::Failed;
            return Verdict::Wrong {
                text: f.text.clone(),
                restart: true,
                entry: Some(i),
                refusal: None,
            };
        }
        if event.kind == super::event::Kind::Select {
            return Verdict::NeedsMore;
        }
        self.turns += 1;
        if self.turns < task.turns && !self.game.is_over() {
            let alternatives = task
                .replies
                .get(self.turns as usize - 1)
                .map_or(&[][..], Vec::as_slice);
            if let Some(reply) = self.reply(alternatives) {
                if !self.game.is_over() {
                    return Verdict::Reply(vec![reply]);
                }
            } else {
                self.state = State::Failed;
                return Verdict::Wrong {
                    text: self.common.no_reply.clone(),
                    restart: true,
                    entry: None,
                    refusal: None,
                };
            }
        }
        self.state = State::Failed;
        let (entry, text) = pick(&task.wrong, happened, viewer, true)
            .map_or((None, self.common.no_reply.clone()), |(i, f)| {
                (Some(i), f.text.clone())
            });
        Verdict::Wrong {
            text,
            restart: true,
            entry,
            refusal: None,
        }
    }

    /// Plays the first scripted alternative the engine accepts.
    fn reply(&mut self, alternatives: &[String]) -> Option<Action> {
        for a in alternatives {
            let action = if a == "*" {
                self.game.legal_actions().first().copied()
            } else {
                Action::parse(self.game.variant(), a).ok()
            };
            let Some(action) = action else { continue };
            let mut next = self.game.clone();
            if next.play(action, None).is_ok() {
                self.game = next;
                return Some(action);
            }
        }
        None
    }

    fn refused(&mut self, r: Refusal) -> Verdict {
        let from_step = self.step.task.as_ref().and_then(|t| {
            t.wrong.iter().enumerate().find(|(_, f)| {
                f.when
                    .as_ref()
                    .is_some_and(|c| c.matches(Happened::Refused(r), self.viewer))
            })
        });
        let (text, entry) = match from_step {
            Some((i, f)) => (f.text.clone(), Some(i)),
            None => (self.common.refused(r).clone(), None),
        };
        Verdict::Wrong {
            text,
            restart: false,
            entry,
            refusal: Some(r),
        }
    }
}

/// The first feedback entry whose condition matches (or, with `default`, that has none).
fn pick<'a>(
    list: &'a [Feedback],
    happened: Happened<'_>,
    viewer: Color,
    default: bool,
) -> Option<(usize, &'a Feedback)> {
    list.iter().enumerate().find(|(_, f)| match &f.when {
        Some(c) => c.matches(happened, viewer),
        None => default,
    })
}

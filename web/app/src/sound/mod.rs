//! The game's sounds, in the manner of lichess's sound sets: a short synthesised cue for a
//! move, a capture, a reveal or flip, a skipped turn, a check, a promotion, the end of the
//! game and low time. An effect outside the reducer: [`use_sounds`] watches the live game
//! and plays what changed ([`cue`], pure and tested natively) through Web Audio
//! (`synth.rs`), when the settings have the sound on (as they start; the person may turn
//! it off), at their volume. Nothing sounds before the person's first tap, click or key on
//! the page (browsers ask for that too).

mod synth;

use crate::state::AppContext;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use incerto_engine::{ActionKind, PlayerView};
use incerto_ui::browser;
use yew::prelude::*;

/// What a cue says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    Move,
    Capture,
    /// A piece showed itself: a flip, a face-down piece's first move.
    Reveal,
    /// An Incerto turn skipped (a disc that could not move).
    Skip,
    Check,
    Promote,
    End,
    /// The clock of the person at the device went under [`LOW_TIME_MS`].
    LowTime,
}

/// Milliseconds left on a person's clock when the low-time cue sounds.
pub const LOW_TIME_MS: u64 = 10_000;

/// Where the live game was at the last render: which game, how many actions the device's
/// view held, whether it was over.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mark {
    pub game: u64,
    pub moves: usize,
    pub over: bool,
}

impl Mark {
    pub fn of(game: u64, view: &PlayerView) -> Mark {
        Mark {
            game,
            moves: view.moves.len(),
            over: view.result.is_some(),
        }
    }
}

/// The cue for going from `before` to `now` (the live view `view`): the end of the game
/// when it just ended, else one for a new action, by what it was (a check first, then a
/// capture, a promotion, a reveal, a skip, a move). Nothing for another game just opened,
/// a take-back, the same position handed to the other player, or the first render.
pub fn cue(before: Option<Mark>, now: Mark, view: &PlayerView) -> Option<Cue> {
    let before = before.filter(|b| b.game == now.game)?;
    if now.over && !before.over {
        return Some(Cue::End);
    }
    if now.moves <= before.moves {
        return None;
    }
    let a = view.last_action.as_ref()?;
    Some(if a.check {
        Cue::Check
    } else if a.kind == ActionKind::Capture {
        Cue::Capture
    } else if a.promotion {
        Cue::Promote
    } else if a.kind == ActionKind::Flip || a.revealed {
        Cue::Reveal
    } else if a.kind == ActionKind::Skip {
        Cue::Skip
    } else {
        Cue::Move
    })
}

/// Plays the game's cues (see the module's doc). The audio starts once the page has had a
/// gesture and the sound is on; the low-time cue is a timer set whenever a person's clock starts running above
/// [`LOW_TIME_MS`].
#[hook]
pub fn use_sounds(state: &AppContext) {
    use_effect_with((), |_| {
        let listeners = web_sys::window().map(|w| {
            ["pointerdown", "keydown"]
                .map(|kind| EventListener::new(&w, kind, |_| synth::gesture()))
        });
        move || drop(listeners)
    });
    let (on, volume) = (state.settings.sound, state.settings.volume);
    use_effect_with(on, |&on| synth::want(on));
    let heard = use_mut_ref(|| None::<Mark>);
    let live = state.session.as_ref().map(|s| {
        let game = s.seed ^ ((s.variant() as u64) << 62);
        (Mark::of(game, &s.shown.live), s.shown.live.clone())
    });
    use_effect_with(live.as_ref().map(|l| l.0), move |_| {
        if let Some((now, view)) = live {
            let before = heard.replace(Some(now));
            if let (Some(c), true) = (cue(before, now, &view), on) {
                synth::play(c, volume);
            }
        }
    });
    // A person's running clock: who, and how long they have, at this change.
    let low = state.session.as_ref().and_then(|s| {
        let c = s.clocks?;
        let color = c.runner().filter(|&c| s.seat(c).is_here())?;
        let left = c.left_at(color, browser::now());
        (left > LOW_TIME_MS && !state.page_hidden).then_some((s.tracked.rev, c, left))
    });
    use_effect_with(low, move |low| {
        let timer = low.map(|(.., left)| {
            let ms = u32::try_from(left - LOW_TIME_MS).unwrap_or(u32::MAX);
            Timeout::new(ms, move || {
                if on {
                    synth::play(Cue::LowTime, volume);
                }
            })
        });
        move || drop(timer)
    });
}

#[cfg(test)]
mod tests;

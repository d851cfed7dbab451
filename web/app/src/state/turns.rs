//! Changes to the game being played and to how it is shown: the board's input (through the
//! pure transitions of `input`), the computer's steps, promotions, draw offers, resigning,
//! undo, the replay and the hand-over. Every step of a turn goes through the engine's one
//! function, `Game::apply_step`.

use super::input::{self, Intent};
use super::session::{DrawNote, Session};
use super::shown::ShownKey;
use super::typed;
use super::AppState;
use incerto_engine::bot::Hints;
use incerto_engine::{Action, Color, Game, GameError, Role, Square, Step};
use incerto_ui::i18n::Key;
use std::rc::Rc;

/// Where the replay goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Replay {
    Back,
    Forward,
    /// To the position after this many actions.
    To(usize),
    Live,
}

impl AppState {
    /// Runs an operation on the live game, gives it a new revision and tidies the session:
    /// a completed (or taken back) turn starts the next one clean, hands the device over in
    /// pass-and-play, and the views are recomputed.
    fn with_game<E>(&mut self, op: impl FnOnce(&mut Session) -> Result<(), E>) -> Result<(), E> {
        let rev = self.next();
        let Some(s) = self.session.as_mut() else {
            return Ok(());
        };
        let before = s.game().history().len();
        let was_over = s.is_over();
        // Any change shows the live position, unless the operation keeps a replay open.
        s.cursor = None;
        s.typed_error = None;
        let result = op(s);
        s.tracked.rev = rev;
        let after = s.game().history().len();
        if after != before {
            s.pick = None;
            if after > before {
                s.info = None;
            }
            if s.mode.passes_device() && after > before && !s.is_over() {
                s.handover = Some(s.game().turn());
            }
        }
        if !was_over && s.is_over() {
            s.handover = None;
        }
        s.refresh();
        result
    }

    /// `with_game`, with a refusal shown as a notice in the person's language.
    fn game_op(&mut self, op: impl FnOnce(&mut Session) -> Result<(), GameError>) {
        if let Err(e) = self.with_game(op) {
            self.notify_refusal(e);
        }
    }

    /// One step of the turn for the live game.
    fn step(&mut self, step: Step) {
        self.game_op(|s| s.game_mut().apply_step(step, None).map(drop));
    }

    /// The typed-move box: the text read as a step and taken like a click; a refusal is
    /// kept for the box to say why (the engine's error, in words), not as a notice.
    pub fn typed(&mut self, text: &str) {
        let Some(s) = self.session.as_ref().filter(|s| s.can_act()) else {
            return;
        };
        let step = typed::read(text, &s.shown.live);
        let result = self.with_game(|s| match step {
            Ok(step) => s.game_mut().apply_step(step, None).map(drop),
            Err(e) => Err(e),
        });
        if let (Err(e), Some(s)) = (result, self.session.as_mut()) {
            s.pick = None;
            s.typed_error = Some(e);
        }
    }

    /// The person's input on the board, if they may act: what it means comes from `input`.
    fn input(&mut self, intent: impl FnOnce(&input::Offer, Option<Square>) -> Intent) {
        let Some(s) = self.session.as_ref().filter(|s| s.can_act()) else {
            return;
        };
        match intent(&s.shown.offer, s.pick) {
            Intent::Nothing => {}
            Intent::Pick(pick) => {
                if let Some(s) = self.session.as_mut() {
                    s.pick = pick;
                }
            }
            Intent::Step(step) => self.step(step),
            Intent::PickUpAndDrop { from, to } => {
                // Picking a disc up reveals it, as on a real board: the selection stands
                // even if the drop square turns out not to be one of its targets.
                self.step(Step::Select(from));
                let drop = self.session.as_ref().is_some_and(|s| {
                    let offer = &s.shown.offer;
                    s.can_act() && offer.held == Some(from) && offer.dests.has_move(from, to)
                });
                if drop {
                    self.step(Step::Play(Action::Move {
                        from,
                        to,
                        promotion: None,
                    }));
                }
            }
        }
    }

    pub fn click(&mut self, sq: Square) {
        self.input(|offer, pick| input::click(offer, pick, sq));
    }

    pub fn drag(&mut self, from: Square, to: Square) {
        self.input(|offer, pick| input::drag(offer, pick, from, to));
    }

    /// The flip button (Hidden Random Chess): flips the picked piece.
    pub fn flip_picked(&mut self) {
        self.input(input::flip);
    }

    pub fn promote(&mut self, role: Role) {
        if self.session.as_ref().is_some_and(Session::can_act) {
            self.step(Step::Promote(role));
        }
    }

    /// A step from the seat to move (the computer's worker), for the game at revision
    /// `rev`: dropped if the game has moved on since it was asked for, or if a person here
    /// is to move.
    pub fn arrived(&mut self, rev: u64, step: Option<Step>) {
        let Some(s) = self.session.as_ref() else {
            return;
        };
        if s.tracked.rev != rev || s.awaited().is_none() {
            return;
        }
        let Some(step) = step else {
            return;
        };
        // Someone looking back through the moves stays there while the other side plays.
        let cursor = s.cursor;
        self.game_op(|s| {
            s.cursor = cursor;
            s.game_mut().apply_step(step, None).map(drop)
        });
    }

    /// Belief hints for the views shown for `key` (dropped if those are no longer shown).
    pub fn hints(&mut self, key: ShownKey, hints: Rc<Hints>) {
        if let Some(s) = self.session.as_mut().filter(|s| s.shown.key() == key) {
            s.belief = Some((key, hints));
        }
    }

    /// The computer could not move in the game at revision `rev`: say so (a stale failure,
    /// of a request the game has moved past, is no news).
    pub fn bot_failed(&mut self, rev: u64, detail: String) {
        if self.session.as_ref().is_some_and(|s| s.tracked.rev == rev) {
            self.notify(Key::ComputerFailed, Some(detail));
        }
    }

    /// The answer of the seat a person here offered a draw to (the computer's), for the
    /// game at revision `rev`.
    pub fn draw_answer(&mut self, rev: u64, accept: bool) {
        let to = self.session.as_ref().and_then(|s| {
            let by = s.game().draw_offer()?;
            (s.tracked.rev == rev && s.seat(by).is_here() && !s.seat(!by).is_here()).then_some(!by)
        });
        if let Some(to) = to {
            self.game_op(|s| {
                if !accept {
                    s.info = Some(DrawNote::Declined);
                }
                answer_draw(s.game_mut(), to, accept)
            });
        }
    }

    /// The person holding the device offers a draw.
    pub fn offer_draw(&mut self) {
        let ok = self.session.as_ref().is_some_and(|s| {
            !s.is_over() && s.handover.is_none() && s.game().draw_offer().is_none()
        });
        if ok {
            self.game_op(|s| {
                let who = s.device;
                s.info = Some(if s.seat(!who).is_here() {
                    DrawNote::OfferedToHuman
                } else {
                    DrawNote::Offered
                });
                s.game_mut().offer_draw(who)
            });
        }
    }

    /// A person answers the offer made to them (on the board or the hand-over panel).
    pub fn answer_draw(&mut self, accept: bool) {
        let who = self.session.as_ref().and_then(|s| {
            let offer = s.game().draw_offer()?;
            let answerer = s.handover.unwrap_or(s.device);
            (offer != answerer && s.seat(answerer).is_here()).then_some(answerer)
        });
        if let Some(who) = who {
            self.game_op(|s| {
                if s.handover.is_some() {
                    // Answering on the hand-over panel means taking the device.
                    s.handover = None;
                    s.device = who;
                }
                answer_draw(s.game_mut(), who, accept)
            });
        }
    }

    pub fn resign(&mut self) {
        let ok = self
            .session
            .as_ref()
            .is_some_and(|s| !s.is_over() && s.handover.is_none());
        if ok {
            self.game_op(|s| {
                let who = s.device;
                s.game_mut().resign(who)
            });
        }
    }

    /// Takes back the person's last whole turn (and the computer's reply), if allowed.
    pub fn undo(&mut self) {
        if let Some(n) = self.session.as_ref().and_then(Session::undo_actions) {
            self.game_op(|s| {
                s.info = None;
                s.game_mut().undo(n)
            });
        }
    }

    /// Moves through the played actions (not while the device is being handed over).
    pub fn replay(&mut self, to: Replay) {
        let Some(s) = self.session.as_mut().filter(|s| s.handover.is_none()) else {
            return;
        };
        let len = s.game().history().len();
        let now = s.cursor.unwrap_or(len);
        let to = match to {
            Replay::Back => now.saturating_sub(1),
            Replay::Forward => now + 1,
            Replay::To(n) => n,
            Replay::Live => len,
        };
        s.cursor = (to < len).then_some(to);
        s.refresh();
    }

    /// Changes how the session is shown (and recomputes the views it touches).
    fn show(&mut self, change: impl FnOnce(&mut Session)) {
        if let Some(s) = self.session.as_mut() {
            change(s);
            s.refresh();
        }
    }

    /// After the game: every piece shown, or the device's view again.
    pub fn reveal_all(&mut self) {
        self.show(|s| {
            if s.is_over() {
                s.reveal_all = !s.reveal_all;
            }
        });
    }

    /// Brings the clocks up to `now` (the page's milliseconds; hooks.rs sends this after
    /// every change and a few times a second while a clock runs): a turn played since the
    /// last time ends its mover's time, with the increment; the side to move's clock runs
    /// unless the game is over, the device is being handed over or the page is hidden; a
    /// clock at zero ends the game by `Game::time_forfeit` (a draw if the opponent cannot
    /// mate).
    pub fn sync_clocks(&mut self, now: f64) {
        let hidden = self.page_hidden;
        let Some(s) = self.session.as_mut() else {
            return;
        };
        let Some(mut c) = s.clocks else {
            return;
        };
        let g = s.game();
        let plies = g.history().len();
        let turn = g.turn();
        if plies > s.clock_plies {
            let mover = g.history().last().map_or(!turn, |p| p.color);
            c.turn_done(mover, turn, now, false);
        } else if plies < s.clock_plies {
            // Taken back: the time used stays used.
            c.stop(now);
        }
        s.clock_plies = plies;
        if !s.is_over() && s.handover.is_none() && !hidden {
            c.start(turn, now);
        } else {
            c.stop(now);
        }
        s.clocks = Some(c);
        if let Some(flagged) = c.flagged(now) {
            self.game_op(|s| s.game_mut().time_forfeit(flagged));
            self.sync_clocks(now);
        }
    }

    /// The page was hidden or shown again at `now`.
    pub fn page_visibility(&mut self, hidden: bool, now: f64) {
        self.page_hidden = hidden;
        self.sync_clocks(now);
    }

    /// Pass-and-play: the next player has taken the device.
    pub fn handover_done(&mut self) {
        self.show(|s| {
            if let Some(c) = s.handover.take() {
                s.device = c;
                s.cursor = None;
            }
        });
    }
}

/// `who` accepts or declines the draw offered to them.
fn answer_draw(g: &mut Game, who: Color, accept: bool) -> Result<(), GameError> {
    if accept {
        g.accept_draw(who)
    } else {
        g.decline_draw(who)
    }
}

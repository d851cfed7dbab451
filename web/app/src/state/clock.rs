//! Chess clocks kept by the page (RULES.md §3: there is no server, so the page that shows
//! the game keeps its time): a time control, each side's time left, which clock runs and
//! since when. Pure: every change takes `now` (milliseconds of the page's clock, as
//! `Date.now()` gives), so the reducer stays deterministic and tests need no timers.
//!
//! A clock runs only while its side is to move and nothing pauses the game: the
//! pass-and-play hand-over, a hidden page, a closed page (what is stored is the time left,
//! never a start time to count from). A side whose time is gone has lost on time, or drawn
//! if the opponent cannot mate (`Game::time_forfeit` decides which).

use incerto_engine::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Minutes for each side and seconds added after each of its turns (`5+3`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct TimeControl {
    pub minutes: u32,
    pub increment: u32,
}

impl TimeControl {
    /// The longest game offered: three hours each.
    pub const MAX_MINUTES: u32 = 180;
    /// The largest increment offered: one minute.
    pub const MAX_INCREMENT: u32 = 60;
    pub const fn new(minutes: u32, increment: u32) -> TimeControl {
        TimeControl { minutes, increment }
    }

    /// A control from the form or a link, if it is one the app offers.
    pub fn checked(minutes: u32, increment: u32) -> Option<TimeControl> {
        ((1..=Self::MAX_MINUTES).contains(&minutes) && increment <= Self::MAX_INCREMENT)
            .then_some(TimeControl { minutes, increment })
    }

    /// Reads `5+3` (minutes, then seconds of increment).
    pub fn parse(s: &str) -> Option<TimeControl> {
        let (m, i) = s.trim().split_once('+')?;
        let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(m) || !digits(i) {
            return None;
        }
        TimeControl::checked(m.parse().ok()?, i.parse().ok()?)
    }

    pub fn initial_ms(self) -> u64 {
        u64::from(self.minutes) * 60_000
    }

    pub fn increment_ms(self) -> u64 {
        u64::from(self.increment) * 1000
    }
}

/// `5+3`, as `TimeControl::parse` reads it.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment)
    }
}

/// Both sides' clocks.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Clocks {
    pub control: TimeControl,
    /// Milliseconds left for White and Black; for the running side, as of `since`.
    pub left: [u64; 2],
    /// The side whose clock runs and the moment it started (page milliseconds); `None`
    /// while paused or once the game is over. Never stored running: see `stopped`.
    #[serde(skip)]
    pub running: Option<(Color, f64)>,
}

impl Clocks {
    /// Fresh clocks, both stopped, each with the control's whole time.
    pub fn new(control: TimeControl) -> Clocks {
        let t = control.initial_ms();
        Clocks {
            control,
            left: [t, t],
            running: None,
        }
    }

    /// Time left for `color` at `now`.
    pub fn left_at(&self, color: Color, now: f64) -> u64 {
        let left = self.left[color.index()];
        match self.running {
            Some((c, since)) if c == color => left.saturating_sub(elapsed(since, now)),
            _ => left,
        }
    }

    /// Whose clock runs, if any.
    pub fn runner(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    /// `color`'s clock starts (if another ran, it stops first, without increment).
    pub fn start(&mut self, color: Color, now: f64) {
        if self.runner() == Some(color) {
            return;
        }
        self.stop(now);
        self.running = Some((color, now));
    }

    /// No clock runs any more; the time used so far is taken off.
    pub fn stop(&mut self, now: f64) {
        if let Some((c, _)) = self.running {
            self.left[c.index()] = self.left_at(c, now);
        }
        self.running = None;
    }

    /// `mover` completed a turn at `now`: its time is taken off, its increment added (if
    /// its clock was running: a turn played while paused costs nothing and earns nothing),
    /// and `next`'s clock starts unless `run_next` is false (a hand-over, a hidden page,
    /// the end of the game).
    pub fn turn_done(&mut self, mover: Color, next: Color, now: f64, run_next: bool) {
        let was_running = self.runner() == Some(mover);
        self.stop(now);
        if was_running && self.left[mover.index()] > 0 {
            self.left[mover.index()] += self.control.increment_ms();
        }
        if run_next {
            self.running = Some((next, now));
        }
    }

    /// The side whose running clock shows no time left at `now`.
    pub fn flagged(&self, now: f64) -> Option<Color> {
        self.runner().filter(|&c| self.left_at(c, now) == 0)
    }

    /// A copy with no clock running and the time used so far taken off: what is stored, so
    /// that a closed page's time does not count.
    pub fn stopped(&self, now: f64) -> Clocks {
        let mut c = *self;
        c.stop(now);
        c
    }
}

fn elapsed(since: f64, now: f64) -> u64 {
    // A clock set back (or a NaN) must not give time back.
    let d = now - since;
    if d.is_finite() && d > 0.0 {
        d as u64
    } else {
        0
    }
}

/// The time on a clock face: `m:ss`, `h:mm:ss` from an hour, and tenths under ten seconds
/// (`0:07.4`), when every tenth counts.
pub fn format_ms(ms: u64) -> String {
    if ms < 10_000 {
        // Rounded down, so a clock shows 0:00.0 only when it has truly run out.
        return format!("0:{:02}.{}", ms / 1000, (ms % 1000) / 100);
    }
    // Whole seconds rounded up, as chess clocks show them: a fresh 1+0 clock reads 1:00
    // until a full second has gone.
    let s = ms.div_ceil(1000);
    let (h, m, s) = (s / 3600, (s / 60) % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: Color = Color::White;
    const B: Color = Color::Black;

    #[test]
    fn time_controls_read_and_write_as_minutes_plus_seconds() {
        assert_eq!(TimeControl::parse("5+3"), Some(TimeControl::new(5, 3)));
        assert_eq!(
            TimeControl::parse(" 15+10 "),
            Some(TimeControl::new(15, 10))
        );
        for bad in [
            "", "5", "5+", "+3", "0+5", "181+0", "5+61", "-1+2", "5+3+1", "a+b", "5 +3",
        ] {
            assert_eq!(TimeControl::parse(bad), None, "{bad:?}");
        }
        for tc in [
            TimeControl::new(1, 0),
            TimeControl::new(5, 3),
            TimeControl::new(180, 60),
        ] {
            assert_eq!(TimeControl::parse(&tc.to_string()), Some(tc));
        }
        assert_eq!(TimeControl::new(3, 2).initial_ms(), 180_000);
    }

    #[test]
    fn the_running_clock_counts_down_and_the_other_waits() {
        let mut c = Clocks::new(TimeControl::new(1, 0));
        c.start(W, 1000.0);
        assert_eq!(c.left_at(W, 21_000.0), 40_000);
        assert_eq!(c.left_at(B, 21_000.0), 60_000);
        // A clock never goes below zero, nor back when the page's clock is set back.
        assert_eq!(c.left_at(W, 500_000.0), 0);
        assert_eq!(c.left_at(W, 0.0), 60_000);
    }

    #[test]
    fn a_turn_takes_its_time_adds_the_increment_and_starts_the_other_clock() {
        let mut c = Clocks::new(TimeControl::new(3, 2));
        c.start(W, 0.0);
        c.turn_done(W, B, 5_000.0, true);
        assert_eq!(c.left, [180_000 - 5_000 + 2_000, 180_000]);
        assert_eq!(c.runner(), Some(B));
        c.turn_done(B, W, 65_000.0, true);
        assert_eq!(c.left, [177_000, 180_000 - 60_000 + 2_000]);
        // Handed over: the next clock waits until the player takes the device.
        c.turn_done(W, B, 66_000.0, false);
        assert_eq!((c.runner(), c.left[0]), (None, 178_000));
        assert_eq!(c.left_at(B, 1_000_000.0), 122_000);
        // A turn made while no clock ran earns no increment.
        c.turn_done(B, W, 1_000_000.0, true);
        assert_eq!(c.left[1], 122_000);
    }

    #[test]
    fn paused_time_does_not_count_and_stored_clocks_never_run() {
        let mut c = Clocks::new(TimeControl::new(5, 0));
        c.start(B, 10_000.0);
        c.stop(40_000.0);
        assert_eq!(c.left_at(B, 1e9), 270_000);
        c.start(B, 1e9);
        let stored = c.stopped(1e9 + 30_000.0);
        assert_eq!((stored.runner(), stored.left[1]), (None, 240_000));
        // What storage writes reads back without a running clock.
        let json = serde_json::to_string(&stored).unwrap();
        assert_eq!(
            json,
            r#"{"control":{"minutes":5,"increment":0},"left":[300000,240000]}"#
        );
        let back: Clocks = serde_json::from_str(&json).unwrap();
        assert_eq!(back, stored);
    }

    #[test]
    fn a_clock_that_runs_out_flags_its_side_only() {
        let mut c = Clocks::new(TimeControl::new(1, 5));
        c.start(W, 0.0);
        assert_eq!(c.flagged(59_999.0), None);
        assert_eq!(c.flagged(60_000.0), Some(W));
        // Out of time, the turn ends without the increment bringing it back.
        c.turn_done(W, B, 61_000.0, true);
        assert_eq!(c.left[0], 0);
        assert_eq!(c.flagged(61_000.0), None, "Black's clock runs now");
        let mut c = Clocks::new(TimeControl::new(1, 0));
        c.start(W, 0.0);
        c.stop(60_000.0);
        assert_eq!(c.flagged(1e9), None, "a stopped clock flags nobody");
    }

    #[test]
    fn clock_faces() {
        assert_eq!(format_ms(300_000), "5:00");
        assert_eq!(format_ms(61_999), "1:02");
        assert_eq!(format_ms(59_001), "1:00");
        assert_eq!(format_ms(10_000), "0:10");
        assert_eq!(format_ms(9_999), "0:09.9");
        assert_eq!(format_ms(7_400), "0:07.4");
        assert_eq!(format_ms(0), "0:00.0");
        assert_eq!(format_ms(3 * 3_600_000 + 5_000), "3:00:05");
    }
}

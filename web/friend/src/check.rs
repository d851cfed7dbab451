//! Whether a code may be used here, and if not why, in the page's words (`Problem`): an
//! invitation opened on the other device, an answer pasted into (or relayed to) the
//! waiting invitation. Pure, so every refusal is tested natively.

use crate::store::Store;
use incerto_link::code::{self, Answer, Code, CodeError, Invitation, Purpose, VERSION};

/// How long an invitation or answer is good for: a day (a host's waiting tab may stay open
/// that long; an older code is a leftover from another evening).
pub const GOOD_FOR_MINUTES: u32 = 24 * 60;

/// Why a code, an address or the connection does not work, as the page says it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// Cut short or changed on the way.
    Damaged,
    /// Made by a newer (`true`) or older page of Incerto.
    Version { newer: bool },
    /// Made more than a day ago.
    Old,
    /// This device's own invitation, opened on it.
    Own,
    /// An invitation this device answered already.
    Used,
    /// An answer where an invitation was expected.
    NotAnInvitation,
    /// An invitation where an answer was expected.
    NotAnAnswer,
    /// An answer to another invitation.
    Foreign,
    /// An answer no tab of this device is waiting for.
    NoWaitingTab,
    /// An invitation to go on with a game this device does not have.
    UnknownGame,
    /// The address's choice of game, side or clock does not read.
    BadAddress,
    /// The browser cannot make the connection (no WebRTC, a server refused): its words.
    Browser(String),
}

/// The digits of a code a person pasted or a link carried, read.
fn read(text: &str) -> Result<Code, Problem> {
    code::read(text).map_err(|e| match e {
        CodeError::Damaged => Problem::Damaged,
        CodeError::Version(v) => Problem::Version { newer: v > VERSION },
    })
}

/// Whether a code made at `made` is still good at `now` (minutes since 1970). A code a
/// little "from the future" is a clock a little fast on the other device, and is good.
fn fresh(made: u32, now: u32) -> bool {
    now.saturating_sub(made) <= GOOD_FOR_MINUTES && made.saturating_sub(now) <= GOOD_FOR_MINUTES
}

/// An invitation opened on the invited device.
pub fn invitation(text: &str, now: u32, store: &Store) -> Result<Invitation, Problem> {
    let inv = match read(text)? {
        Code::Invitation(i) => i,
        Code::Answer(_) => return Err(Problem::NotAnInvitation),
    };
    if let Some(game) = store.game(inv.game) {
        // This device's own invitation (it plays the inviter's side), or the very one it
        // answered last; another invitation to this game (made again after a reload or a
        // lost connection) is answered anew.
        if game.side == inv.side {
            return Err(Problem::Own);
        }
        if game.answered == Some(check_of(text)) {
            return Err(Problem::Used);
        }
    } else if inv.purpose == Purpose::Resume {
        return Err(Problem::UnknownGame);
    }
    if !fresh(inv.made, now) {
        return Err(Problem::Old);
    }
    Ok(inv)
}

/// An answer given to the invitation `waiting` (whose code's check is `check`).
pub fn answer(text: &str, now: u32, waiting: &Invitation, check: u16) -> Result<Answer, Problem> {
    let answer = match read(text)? {
        Code::Answer(a) => a,
        Code::Invitation(_) => return Err(Problem::NotAnAnswer),
    };
    if answer.game != waiting.game || answer.invitation != check || answer.side == waiting.side {
        return Err(Problem::Foreign);
    }
    if !fresh(answer.made, now) {
        return Err(Problem::Old);
    }
    Ok(answer)
}

/// The check by which an answer names the invitation of this code (its digits or link).
pub fn check_of(text: &str) -> u16 {
    code::read_bytes(text).map(|b| code::check(&b)).unwrap_or(0)
}

#[cfg(test)]
mod tests;

//! Who plays each side. A game's setup (`Mode`, as the new-game form, links and storage
//! write it) gives each colour a seat (`Seat`), and every question of the play screen
//! about the players is asked of the seats: who may act at this device, whose steps arrive
//! from outside the page's input and how, who answers a draw offer, whether a turn may be
//! taken back, whether the device passes between two people.
//!
//! How a seat's steps arrive is an effect, never the reducer's: a person here acts on the
//! board (the messages of `input`); the computer's steps come from its worker
//! (`hooks::use_computer_turn`), its draw answers from a timer (`hooks::use_draw_answer`);
//! each arrives as the one message `Msg::Arrived` (a step) or `Msg::DrawAnswer` for the
//! game's revision it was asked at, so a late one is dropped. A new kind of seat (a person
//! on another device, whose steps come over a connection) is a variant here, a setup that
//! gives it, and an effect that sends its steps in as those messages; the board, the move
//! list, the clocks, the sounds, the notices and the review read the seats only through
//! the questions below.

use incerto_engine::bot::Level;
use incerto_engine::Color;

/// How a game is played: its setup, as it is chosen, linked and stored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Against the computer; the person plays `human`.
    Computer { human: Color, level: Level },
    /// Two people pass one device.
    Human,
}

/// Who sits at one side of the board, and so where that side's steps come from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seat {
    /// A person at this device: steps from the board, the typed-move box, the buttons.
    Here,
    /// The computer at this level: steps from its worker, draw answers from a timer.
    Computer(Level),
}

impl Seat {
    /// A person at this device plays it.
    pub fn is_here(self) -> bool {
        self == Seat::Here
    }

    /// The person may take back a turn against it: only against the computer (a person
    /// has seen the move and may not want it undone).
    pub fn allows_undo(self) -> bool {
        matches!(self, Seat::Computer(_))
    }
}

impl Mode {
    /// The seat at `color`'s side.
    pub fn seat(self, color: Color) -> Seat {
        match self {
            Mode::Computer { human, level } if human != color => Seat::Computer(level),
            Mode::Computer { .. } | Mode::Human => Seat::Here,
        }
    }

    /// The colour of the one person at this device, when the other side is not here (the
    /// computer); `None` when both are (they pass the device).
    pub fn person(self) -> Option<Color> {
        let [white, black] = [Color::White, Color::Black].map(|c| self.seat(c).is_here());
        match (white, black) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        }
    }

    /// Both sides are played at this device: it passes between them (the hand-over).
    pub fn passes_device(self) -> bool {
        [Color::White, Color::Black]
            .into_iter()
            .all(|c| self.seat(c).is_here())
    }

    /// The same setup: the same seats on the same sides (the computer's level may differ).
    pub fn same_setup(self, other: Mode) -> bool {
        let kind = |m: Mode, c| std::mem::discriminant(&m.seat(c));
        [Color::White, Color::Black]
            .into_iter()
            .all(|c| kind(self, c) == kind(other, c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use incerto_engine::bot::Strength;

    const TWO: Level = Level::Search(Strength::Two);

    #[test]
    fn each_setup_seats_its_players() {
        let vs = Mode::Computer {
            human: Color::Black,
            level: TWO,
        };
        assert_eq!(vs.seat(Color::White), Seat::Computer(TWO));
        assert_eq!(vs.seat(Color::Black), Seat::Here);
        assert_eq!(vs.person(), Some(Color::Black));
        assert!(!vs.passes_device());
        assert!(vs.seat(Color::White).allows_undo());
        assert_eq!(Mode::Human.seat(Color::White), Seat::Here);
        assert_eq!(Mode::Human.person(), None);
        assert!(Mode::Human.passes_device());
        assert!(!Mode::Human.seat(Color::Black).allows_undo());
    }

    #[test]
    fn the_same_setup_is_the_same_seats_at_any_level() {
        let vs = |human, level| Mode::Computer { human, level };
        let one = Level::Search(Strength::One);
        assert!(vs(Color::White, one).same_setup(vs(Color::White, TWO)));
        assert!(!vs(Color::White, one).same_setup(vs(Color::Black, one)));
        assert!(!vs(Color::White, one).same_setup(Mode::Human));
        assert!(Mode::Human.same_setup(Mode::Human));
    }
}

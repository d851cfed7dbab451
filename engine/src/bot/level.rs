//! The levels a player can choose: [`Level`] (`random`, `greedy` or a search of
//! [`Strength`] 1 to 5), their names, and parsing them. What each level spends is the level
//! table's (`ladder.rs`); the bots' entry is `think.rs`.

use std::fmt;
use std::str::FromStr;

/// How strong a computer opponent is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// Uniformly random steps.
    Random,
    /// Takes the most valuable piece it can see to take, else random.
    Greedy,
    /// A search with the budget of level 1 (fastest) to 5 (strongest).
    Search(Strength),
}

/// The strength of a search level, 1 (fastest) to 5 (strongest); there is no other.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Strength {
    /// Level 1, the fastest.
    One = 1,
    /// Level 2.
    Two,
    /// Level 3.
    Three,
    /// Level 4.
    Four,
    /// Level 5, the strongest.
    Five,
}

impl Strength {
    /// Every strength, weakest first.
    pub const ALL: [Strength; 5] = [
        Strength::One,
        Strength::Two,
        Strength::Three,
        Strength::Four,
        Strength::Five,
    ];

    /// The strength numbered `n`, if 1 ≤ `n` ≤ 5.
    pub fn new(n: u8) -> Option<Strength> {
        Strength::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// Its number, 1 to 5.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// Its place in per-level tables, 0 to 4.
    pub(crate) fn index(self) -> usize {
        usize::from(self.number()) - 1
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 7] = [
        Level::Random,
        Level::Greedy,
        Level::Search(Strength::One),
        Level::Search(Strength::Two),
        Level::Search(Strength::Three),
        Level::Search(Strength::Four),
        Level::Search(Strength::Five),
    ];

    /// The search level numbered `n` (1 to 5), if there is one.
    pub fn search(n: u8) -> Option<Level> {
        Strength::new(n).map(Level::Search)
    }

    /// `random`, `greedy`, `level1` … `level5`.
    pub fn name(self) -> String {
        match self {
            Level::Random => "random".into(),
            Level::Greedy => "greedy".into(),
            Level::Search(n) => format!("level{n}"),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A level name that is not one of `random`, `greedy`, `level1` … `level5`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}' (expected random, greedy or level1 to level5)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        match s {
            "random" => Ok(Level::Random),
            "greedy" => Ok(Level::Greedy),
            _ => s
                .strip_prefix("level")
                .and_then(|n| n.parse::<u8>().ok())
                .and_then(Level::search)
                .ok_or_else(|| UnknownLevel(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn level_names_round_trip() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>(), Ok(l));
        }
        for bad in ["level0", "level6", "Level1", "oracle5", "", "levelx"] {
            assert!(bad.parse::<Level>().is_err(), "{bad}");
        }
        for n in 0..=255 {
            let level = Level::search(n);
            assert_eq!(level.is_some(), (1..=5).contains(&n), "{n}");
            assert_eq!(level.map(|l| l.name()), level.map(|_| format!("level{n}")));
        }
        let five = Level::Search(Strength::Five);
        let four = Level::Search(Strength::Four);
        assert!(five.nodes(Variant::Incerto) > 2 * four.nodes(Variant::Incerto));
    }
}

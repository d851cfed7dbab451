//! The lessons page's addresses: `#/learn`, `#/learn/<game>`, `#/learn/<game>/<lesson>`
//! and `#/learn/<game>/<lesson>/<step>` (ids or 1-based numbers, which the worker
//! resolves). Read fallibly: an address that cannot be read is the reason, never a panic.
//! Which addresses are this page's is `incerto_app::route::is_lessons_page`; the embed
//! route's parameters are the embed page's (web/embed's `params.rs`).

use incerto_engine::Variant;
use incerto_tutor::lesson_part;

/// What a `#/learn…` address asks for: a game's lessons, or one step of a lesson.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LearnTarget {
    /// `None`: the game chosen on the new-game screen.
    pub variant: Option<Variant>,
    pub lesson: Option<String>,
    pub step: Option<String>,
}

impl LearnTarget {
    /// The lessons of the game chosen on the new-game screen.
    pub const ALL: LearnTarget = LearnTarget {
        variant: None,
        lesson: None,
        step: None,
    };
}

/// Reads a `#/learn…` hash (with or without the leading `#`; a query is ignored).
pub fn read(hash: &str) -> Result<LearnTarget, String> {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let path = hash.split_once('?').map_or(hash, |(p, _)| p);
    if path != "/learn" && !path.starts_with("/learn/") {
        return Err(format!("unknown page '{path}'"));
    }
    learn_target(path)
}

/// `/learn`, `/learn/<game>`, `/learn/<game>/<lesson>`, `/learn/<game>/<lesson>/<step>`.
fn learn_target(path: &str) -> Result<LearnTarget, String> {
    let mut parts = path.split('/').skip(2);
    let variant = match parts.next() {
        None => None,
        Some(game) => Some(
            game.parse::<Variant>()
                .map_err(|_| format!("'{game}' is not a game"))?,
        ),
    };
    let id = |part: Option<&str>, what: &str| -> Result<Option<String>, String> {
        match part {
            None => Ok(None),
            // Lesson and step ids (and numbers): the lesson files allow nothing else.
            Some(p) if lesson_part(p) => Ok(Some(p.to_owned())),
            Some(p) => Err(format!("'{p}' is not a {what}")),
        }
    };
    let lesson = id(parts.next(), "lesson")?;
    let step = id(parts.next(), "step")?;
    if parts.next().is_some() {
        return Err("a lesson's address has at most a game, a lesson and a step".to_owned());
    }
    Ok(LearnTarget {
        variant,
        lesson,
        step,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_learn_links() {
        let learn = |variant, lesson: Option<&str>, step: Option<&str>| {
            Ok(LearnTarget {
                variant,
                lesson: lesson.map(str::to_owned),
                step: step.map(str::to_owned),
            })
        };
        assert_eq!(read("#/learn"), learn(None, None, None));
        assert_eq!(
            read("#/learn/hidden-chess"),
            learn(Some(Variant::HiddenChess), None, None)
        );
        assert_eq!(
            read("#/learn/incerto/turn/2"),
            learn(Some(Variant::Incerto), Some("turn"), Some("2"))
        );
        for bad in [
            "#/learn/chess",
            "#/learn/incerto/Turn",
            "#/learn/incerto/turn/select/more",
            "#/learn/incerto//x",
            "#/learner",
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_lessons_address_is_read_here() {
        use incerto_app::route::{is_embed, is_lessons_page};
        for (hash, good) in [
            ("#/learn", true),
            ("#/learn/", false),
            ("#/learn/incerto/turn/2", true),
            ("#/learn?x", true),
            ("#/learn/chess", false),
        ] {
            assert!(is_lessons_page(hash) && !is_embed(hash), "{hash}");
            assert_eq!(read(hash).is_ok(), good, "{hash}");
        }
    }
}

//! What just happened, in words: the event line above the board (the sentence of the move
//! on the board, led after a capture by both pieces — the key moment of Incerto — in a
//! notice that cannot be missed and never covers a square), and the live region that reads every event out for a
//! screen reader, both sides' moves, the computer's included, and the end of the game.
//!
//! Every sentence comes from `i18n::narrate`, which reads only the `ActionView` of the
//! person at the board: nothing here can say more than their view.

use crate::state::AppState;
use incerto_engine::{ActionKind, ActionView, Color, Outcome, PlayerView, Variant};
use incerto_ui::i18n::narrate::{is_key_moment, sentence};
use incerto_ui::i18n::{reason_key, result_key, t, Key, Lang};
use incerto_ui::pieces::piece_chip;
use std::rc::Rc;
use yew::prelude::*;

/// The sentence of the last action on the board (the replayed one while stepping back),
/// led by the capture notice when it was a capture: the two pieces with "×" between them,
/// which pop in (not when the person asked for reduced motion, see app-follow.css). It sits in the
/// turn bar above the board, never over the squares in play, and is hidden from screen
/// readers, which hear the sentence.
pub fn event_line(lang: Lang, variant: Variant, view: &PlayerView) -> Html {
    let Some(a) = view.last_action.as_ref() else {
        return html! {
            <p class="event-line" data-testid="event" title={t(lang, Key::LastEvent)}></p>
        };
    };
    let key = is_key_moment(variant, a);
    // Keyed by the move, so a new capture pops in again.
    let notice = (a.kind == ActionKind::Capture).then(|| {
        html! {
            <span class="capture-notice" data-testid="capture-notice" aria-hidden="true"
                key={view.moves.len()}>
                { piece_chip(lang, a.color, a.piece) }
                <span class="capture-x">{ "×" }</span>
                { piece_chip(lang, !a.color, a.captured) }
            </span>
        }
    });
    html! {
        <p class={classes!("event-line", key.then_some("key-moment"))} data-testid="event"
            title={t(lang, Key::LastEvent)}>
            { for notice }
            <span class="event-text">{ sentence(lang, variant, a, view.viewer) }</span>
        </p>
    }
}

/// The words for the end of a game: "Game over: White wins. The king was captured."
pub fn ending(lang: Lang, variant: Variant, result: Outcome) -> String {
    format!(
        "{} {}. {}",
        t(lang, Key::StatusGameOver),
        t(lang, result_key(result)),
        t(lang, reason_key(result, variant))
    )
}

/// What the live region has announced so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Heard {
    /// Which game (see `announce`).
    pub game: u64,
    /// Whose view it was reading (pass-and-play hands the device over).
    pub reader: Option<Color>,
    /// How many actions it has read.
    pub moves: usize,
    /// Whether it has read the end of the game.
    pub ended: bool,
}

/// What to announce now: the actions not yet read (the computer's reply, the opponent's
/// turn after a hand-over) and the end of the game, given what was `heard` before. `game`
/// tells games apart; `moves` are the view's actions with their sentences.
pub fn announce(
    heard: Option<Heard>,
    game: u64,
    reader: Option<Color>,
    moves: &[(Color, String)],
    ending: Option<&str>,
) -> (Option<String>, Heard) {
    let now = Heard {
        game,
        reader,
        moves: moves.len(),
        ended: ending.is_some(),
    };
    let from = match heard {
        // Another game: what was played before it was opened is not news.
        None => return (None, now),
        Some(h) if h.game != game => return (None, now),
        // Taken back: nothing to say, the board shows it.
        Some(h) if moves.len() < h.moves => return (None, now),
        // A new person at the device: what the others did since their last turn.
        Some(h) if h.reader != reader => moves
            .iter()
            .rposition(|(c, _)| Some(*c) == reader)
            .map_or(0, |i| i + 1),
        Some(h) => h.moves,
    };
    let mut parts: Vec<&str> = moves[from..].iter().map(|(_, s)| s.as_str()).collect();
    if let (Some(e), false) = (ending, heard.is_some_and(|h| h.ended && h.game == game)) {
        parts.push(e);
    }
    let text = (!parts.is_empty()).then(|| parts.join(" "));
    (text, now)
}

/// What the live region reads from: the live view of the person at the device. Two feeds
/// are the same when they are of the same game, revision and reader (a change of language
/// is no news).
#[derive(Clone, Debug)]
pub struct LiveFeed {
    game: u64,
    rev: u64,
    variant: Variant,
    view: Rc<PlayerView>,
}

impl PartialEq for LiveFeed {
    fn eq(&self, other: &Self) -> bool {
        (self.game, self.rev, self.view.viewer) == (other.game, other.rev, other.view.viewer)
    }
}

/// The feed of the game on hand, if any; none while the device is being handed over (the
/// next player hears what happened once they have it).
pub fn live_feed(st: &AppState) -> Option<LiveFeed> {
    let s = st.session.as_ref().filter(|s| s.handover.is_none())?;
    Some(LiveFeed {
        game: s.seed ^ ((s.variant() as u64) << 62),
        rev: s.tracked.rev,
        variant: s.variant(),
        view: s.shown.live.clone(),
    })
}

#[derive(Properties, PartialEq)]
pub struct LiveRegionProps {
    pub lang: Lang,
    pub feed: Option<LiveFeed>,
}

/// The polite live region: each new event of the game, once, for both sides, and the end.
/// Always in the page, so a screen reader is listening before the first event.
#[function_component(LiveRegion)]
pub fn live_region(props: &LiveRegionProps) -> Html {
    let heard = use_mut_ref(|| None::<Heard>);
    let text = use_state(String::new);
    {
        let (heard, text, lang) = (heard.clone(), text.clone(), props.lang);
        use_effect_with(props.feed.clone(), move |feed| {
            if let Some(f) = feed {
                let moves = sentences(lang, f.variant, &f.view);
                let end = f.view.result.map(|r| ending(lang, f.variant, r));
                let before = *heard.borrow();
                let (said, now) = announce(before, f.game, f.view.viewer, &moves, end.as_deref());
                *heard.borrow_mut() = Some(now);
                if let Some(said) = said {
                    text.set(said);
                }
            }
        });
    }
    html! {
        <div class="visually-hidden" data-testid="live-region" aria-live="polite" aria-atomic="true">
            { (*text).clone() }
        </div>
    }
}

/// The sentences of a view's actions, for `announce`.
pub fn sentences(lang: Lang, variant: Variant, view: &PlayerView) -> Vec<(Color, String)> {
    view.moves
        .iter()
        .map(|a: &ActionView| (a.color, sentence(lang, variant, a, view.viewer)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(list: &[(Color, &str)]) -> Vec<(Color, String)> {
        list.iter().map(|(c, s)| (*c, (*s).to_owned())).collect()
    }

    const W: Color = Color::White;
    const B: Color = Color::Black;

    #[test]
    fn each_new_action_is_read_once() {
        let (text, h) = announce(None, 1, Some(W), &said(&[(W, "a")]), None);
        assert_eq!(text, None, "a game opened is not news");
        let moves = said(&[(W, "a"), (W, "b"), (B, "c")]);
        let (text, h) = announce(Some(h), 1, Some(W), &moves, None);
        assert_eq!(text.as_deref(), Some("b c"));
        let (text, h) = announce(Some(h), 1, Some(W), &moves, None);
        assert_eq!(text, None);
        let (text, h) = announce(Some(h), 1, Some(W), &moves, Some("Game over."));
        assert_eq!(text.as_deref(), Some("Game over."));
        let (text, _) = announce(Some(h), 1, Some(W), &moves, Some("Game over."));
        assert_eq!(text, None, "the end is read once");
    }

    #[test]
    fn a_new_game_an_undo_and_a_hand_over() {
        let moves = said(&[(W, "a"), (B, "b")]);
        let (_, h) = announce(None, 1, Some(W), &moves, None);
        assert_eq!(announce(Some(h), 2, Some(W), &moves, None).0, None);
        assert_eq!(announce(Some(h), 1, Some(W), &moves[..1], None).0, None);
        // Pass-and-play: Black takes the device and hears White's turn since Black's last.
        let moves = said(&[(W, "a"), (B, "b"), (W, "c")]);
        let (_, h) = announce(Some(h), 1, Some(W), &moves, None);
        let (text, _) = announce(Some(h), 1, Some(B), &moves, None);
        assert_eq!(text.as_deref(), Some("c"));
        // A capture and the game's end together.
        let (text, _) = announce(
            Some(h),
            1,
            Some(W),
            &said(&[(W, "a"), (B, "b"), (W, "c"), (B, "d")]),
            Some("Over."),
        );
        assert_eq!(text.as_deref(), Some("d Over."));
    }
}

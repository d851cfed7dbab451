//! The side panel's words: the players' bars, the status line, what to do next, the skip
//! message, draw offers and the unseen pieces. Plain functions of the session and the view
//! on the board.

use super::clock::ClockFace;
use crate::state::{Dispatch, DrawNote, Msg, Seat, Send, Session};
use incerto_engine::{ActionView, CapturedView, Color, PlayerView, PoolView, Variant};
use incerto_ui::i18n::{color_key, level_name, result_key, role_key, t, tf, Key, Lang};
use incerto_ui::pieces::piece_chip;
use yew::prelude::*;

/// A player's name, whose turn it is, and what they have taken (as the viewer knows it).
pub fn player_bar(lang: Lang, s: &Session, view: &PlayerView, color: Color) -> Html {
    let side = t(lang, color_key(color));
    let label = match s.seat(color) {
        Seat::Here if s.human().is_some() => format!("{} · {side}", t(lang, Key::You)),
        Seat::Here => side.to_owned(),
        Seat::Computer(level) => {
            format!("{} · {}", t(lang, Key::Computer), level_name(lang, level))
        }
    };
    let name = color.name();
    let to_move = view.result.is_none() && view.turn == color;
    // The computer's search runs while it is its turn in the live game (its worker is
    // asked at once; the answer shows after a short delay at the least).
    let thinking = s.computer() == Some(color) && !s.is_over() && s.game().turn() == color;
    let taken: Vec<&CapturedView> = view.captured.iter().filter(|c| c.by == color).collect();
    let taken_key = match color {
        Color::White => Key::TakenByWhite,
        Color::Black => Key::TakenByBlack,
    };
    html! {
        <div class={classes!("player-bar", to_move.then_some("to-move"))} data-testid={format!("player-{name}")}>
            <span class={classes!("side-dot", format!("disc-{name}"))} aria-hidden="true"></span>
            <span class="player-name">{ label }</span>
            if thinking {
                <span class="thinking" data-testid="thinking">
                    <span class="thinking-dots" aria-hidden="true"><span></span><span></span><span></span></span>
                    { t(lang, Key::Thinking) }
                </span>
            } else if to_move {
                <span class="turn-badge">{ t(lang, Key::ToMoveBadge) }</span>
            }
            <span class="captured" data-testid={format!("captured-by-{name}")} role="group"
                aria-label={t(lang, taken_key)} title={t(lang, taken_key)}>
                { for taken.iter().map(|c| piece_chip(lang, c.color, c.role)) }
            </span>
            if let Some(clocks) = s.clocks {
                <ClockFace {lang} {clocks} {color} />
            }
        </div>
    }
}

/// The status line: whose move, the replay position, check, the result.
pub fn status(lang: Lang, s: &Session, view: &PlayerView) -> String {
    if let Some(r) = view.result {
        return format!(
            "{} {}",
            t(lang, Key::StatusGameOver),
            t(lang, result_key(r))
        );
    }
    let mut text = if let Some(n) = s.cursor {
        tf(
            lang,
            Key::StatusReplay,
            &[
                ("n", &n.to_string()),
                ("total", &s.game().history().len().to_string()),
            ],
        )
    } else {
        match s.seat(view.turn) {
            Seat::Here if s.human().is_some() => tf(
                lang,
                Key::StatusYourMove,
                &[("side", t(lang, color_key(view.turn)))],
            ),
            Seat::Computer(_) => t(lang, Key::StatusComputerThinking).to_owned(),
            Seat::Here => t(
                lang,
                match view.turn {
                    Color::White => Key::StatusWhiteToMove,
                    Color::Black => Key::StatusBlackToMove,
                },
            )
            .to_owned(),
        }
    };
    if view.check.is_some() {
        text.push(' ');
        text.push_str(t(lang, Key::StatusCheck));
    }
    text
}

/// Names the turns skipped in the last round (the board marks them with a cross).
pub fn skip_message(lang: Lang, skips: &[ActionView]) -> Html {
    if skips.is_empty() {
        return html! {};
    }
    let line = |a: &ActionView| {
        let key = match a.color {
            Color::White => Key::SkipWhite,
            Color::Black => Key::SkipBlack,
        };
        tf(lang, key, &[("sq", &a.from.to_string())])
    };
    html! {
        <div class="skip-message" data-testid="skip-message" role="status">
            { for skips.iter().map(|a| html! { <p>{ line(a) }</p> }) }
        </div>
    }
}

/// What to do next, in words, for the player who may act.
pub fn hint(lang: Lang, s: &Session, view: &PlayerView, d: &Dispatch) -> Html {
    if !s.can_act() || view.promotion.is_some() {
        return html! {};
    }
    let offer = &s.shown.offer;
    let selected = offer.selection(s.pick);
    let text = match (s.variant(), selected) {
        (Variant::Incerto, Some(sq)) => {
            let role = view
                .piece_at(sq)
                .and_then(|p| p.role)
                .map_or(Key::UnknownPiece, role_key);
            tf(
                lang,
                Key::HintIncertoSelected,
                &[("sq", &sq.to_string()), ("role", t(lang, role))],
            )
        }
        (Variant::Incerto, None) => t(lang, Key::HintIncertoChoose).to_owned(),
        (_, Some(p)) if offer.can_flip(s.pick) => {
            let p = &p.to_string();
            return html! {
                <div class="hint flip-hint" data-testid="hint">
                    <p>{ tf(lang, Key::HintFlip, &[("sq", p)]) }</p>
                    <button type="button" class="primary" data-testid="flip-piece" onclick={d.send(Msg::FlipPicked)}>
                        { tf(lang, Key::FlipPiece, &[("sq", p)]) }
                    </button>
                </div>
            };
        }
        (_, Some(p)) => match view
            .piece_at(p)
            .and_then(|x| x.looks_like.filter(|_| x.hidden))
        {
            Some(looks) => tf(
                lang,
                Key::HintDisguised,
                &[("sq", &p.to_string()), ("role", t(lang, role_key(looks)))],
            ),
            None => t(lang, Key::HintPickTarget).to_owned(),
        },
        // No flip is legal in check ([D] RULES.md §2), so don't offer one then.
        (Variant::HiddenRandom, None) if view.check.is_some() => {
            t(lang, Key::HintCheckNoFlip).to_owned()
        }
        (Variant::HiddenRandom, None) => t(lang, Key::HintPickOrFlip).to_owned(),
        (Variant::HiddenChess, None) => t(lang, Key::HintPickPiece).to_owned(),
    };
    html! { <p class="hint" data-testid="hint">{ text }</p> }
}

/// Draw offers and answers.
pub fn draw_offer(lang: Lang, s: &Session, view: &PlayerView, d: &Dispatch) -> Html {
    if view.result.is_some() || s.cursor.is_some() {
        return html! {};
    }
    let offer = s.game().draw_offer();
    // A person here may answer an offer made to them (pass-and-play).
    if let Some(by) = offer.filter(|&c| c != s.device && s.seat(s.device).is_here()) {
        let key = match by {
            Color::White => Key::DrawOfferWhite,
            Color::Black => Key::DrawOfferBlack,
        };
        return html! {
            <div class="draw-offer card" role="group" aria-label={t(lang, key)}>
                <p><strong>{ t(lang, key) }</strong></p>
                <button type="button" data-testid="accept-draw" onclick={d.send(Msg::AcceptDraw)}>{ t(lang, Key::AcceptDraw) }</button>
                <button type="button" data-testid="decline-draw" onclick={d.send(Msg::DeclineDraw)}>{ t(lang, Key::DeclineDraw) }</button>
            </div>
        };
    }
    let key = match s.info {
        Some(DrawNote::Declined) => Key::InfoDrawDeclined,
        Some(DrawNote::Offered) if offer.is_some() => Key::InfoDrawOffered,
        Some(DrawNote::OfferedToHuman) if offer.is_some() => Key::InfoDrawOfferedHuman,
        _ => return html! {},
    };
    html! { <p class="info" data-testid="draw-info" role="status">{ t(lang, key) }</p> }
}

/// What the viewer has not seen yet of each side's pieces (Incerto's reasoning aid).
pub fn unseen(lang: Lang, view: &PlayerView) -> Html {
    let pools: Vec<&PoolView> = view.unrevealed.iter().filter(|p| p.total > 0).collect();
    if pools.is_empty() {
        return html! {};
    }
    let counts = |p: &PoolView| {
        p.counts
            .iter()
            .map(|c| format!("{} {}", t(lang, role_key(c.role)), c.count))
            .collect::<Vec<_>>()
            .join(", ")
    };
    html! {
        <details class="unseen">
            <summary>{ t(lang, Key::Unseen) }</summary>
            { for pools.iter().map(|p| html! {
                <p>
                    <strong>{ format!("{}: {}", t(lang, color_key(p.color)), p.total) }</strong>
                    { " — " }
                    { counts(p) }
                </p>
            }) }
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{AppState, Mode, NewGame, Settings};

    #[test]
    fn statuses_name_the_side() {
        let mut st = AppState::new(Settings::new(Lang::En));
        st.start(NewGame {
            variant: Variant::HiddenChess,
            seed: 3,
            mode: Mode::Human,
            clock: None,
        });
        let s = st.session.as_ref().unwrap();
        assert_eq!(status(Lang::En, s, &s.shown.live), "White to move");
    }
}

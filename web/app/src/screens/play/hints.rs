//! Belief hints on the play screen: the switch (remembered with the settings), the odds the
//! board draws on each piece the viewer cannot identify, and, for the square under the
//! pointer or the keyboard focus, the same odds in words. The odds come from the computer's
//! worker (`bot::hints` of the board's view): what the viewer could work out from what they
//! have seen, never more.

use crate::state::{Dispatch, Msg, Send, Session};
use incerto_engine::bot::PieceHint;
use incerto_engine::{PlayerView, Square, Variant};
use incerto_ui::board::BoardHint;
use incerto_ui::i18n::{color_key, role_key, t, tf, Key, Lang};
use std::rc::Rc;
use yew::prelude::*;

/// A probability as a whole percentage that never rounds a possibility away or a doubt
/// into certainty: "<1%", "33%", "99%", "100%".
pub fn percent(p: f64) -> String {
    let n = (p * 100.0).round();
    if p > 0.0 && n < 1.0 {
        "<1%".to_owned()
    } else if p < 1.0 && n >= 100.0 {
        "99%".to_owned()
    } else {
        format!("{}%", n as u32)
    }
}

/// "may be: pawn 33%, rook 17%, …" (most likely first).
fn odds_text(lang: Lang, hint: &PieceHint) -> String {
    let list = hint
        .odds
        .iter()
        .map(|o| format!("{} {}", t(lang, role_key(o.role)), percent(o.probability)))
        .collect::<Vec<_>>()
        .join(", ");
    tf(lang, Key::HintsMayBe, &[("odds", &list)])
}

/// What the board draws: one histogram per piece with hints, when they are on and computed
/// for what is shown.
pub fn board_hints(lang: Lang, on: bool, s: &Session) -> Rc<Vec<BoardHint>> {
    let Some(hints) = s.hints().filter(|_| on) else {
        return Rc::default();
    };
    Rc::new(
        hints
            .pieces
            .iter()
            .map(|h| BoardHint {
                square: h.square,
                odds: h.odds.iter().map(|o| (o.role, o.probability)).collect(),
                text: odds_text(lang, h),
            })
            .collect(),
    )
}

/// The switch, and the odds of the inspected square in words (or how to read the bars).
pub fn panel(
    lang: Lang,
    on: bool,
    s: &Session,
    view: &PlayerView,
    inspected: Option<Square>,
    d: &Dispatch,
) -> Html {
    // The all-seeing view after the game names every piece: nothing left to guess.
    if view.viewer.is_none() {
        return html! {};
    }
    let hint = s
        .hints()
        .filter(|_| on)
        .and_then(|h| h.pieces.iter().find(|p| Some(p.square) == inspected));
    let body = match hint {
        Some(h) => {
            let piece = if h.own {
                t(lang, Key::HintsOwnPiece)
            } else {
                t(lang, Key::HintsEnemyPiece)
            };
            let title = tf(
                lang,
                Key::HintsPieceTitle,
                &[
                    ("sq", &h.square.to_string()),
                    ("side", t(lang, color_key(h.color))),
                    ("piece", piece),
                ],
            );
            html! {
                <div class="hint-card" data-testid="hint-card" data-square={h.square.to_string()}>
                    <p class="hint-card-title">{ title }</p>
                    <ul class="hint-odds">
                        { for h.odds.iter().map(|o| html! {
                            <li>
                                <span class="hint-role">{ t(lang, role_key(o.role)) }</span>
                                <span class="hint-meter" aria-hidden="true">
                                    <span style={format!("width: {}%", (o.probability * 100.0).round() as u32)}></span>
                                </span>
                                <span class="hint-pct">{ percent(o.probability) }</span>
                            </li>
                        }) }
                    </ul>
                </div>
            }
        }
        None if on => {
            let key = if s.variant() == Variant::HiddenRandom {
                Key::HintsHowToReadCannon
            } else {
                Key::HintsHowToRead
            };
            html! { <p class="hint hint-how" data-testid="hint-how">{ t(lang, key) }</p> }
        }
        None => html! {},
    };
    html! {
        <section class="hints-panel" aria-label={t(lang, Key::HintsSwitch)}>
            <label class="switch">
                <input type="checkbox" data-testid="hints-toggle" checked={on}
                    onchange={d.send(Msg::ToggleHints)} aria-describedby="hints-note" />
                <span>{ t(lang, Key::HintsSwitch) }</span>
            </label>
            <small id="hints-note" class="hint">{ t(lang, Key::HintsNote) }</small>
            { body }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_keep_doubt_and_possibility() {
        assert_eq!(percent(1.0 / 3.0), "33%");
        assert_eq!(percent(1.0), "100%");
        assert_eq!(percent(0.9996), "99%");
        assert_eq!(percent(0.004), "<1%");
        assert_eq!(percent(0.0), "0%");
    }
}

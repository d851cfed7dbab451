//! The move list with the replay: every action as the viewer saw it, a click goes to that
//! position, the buttons and the arrow keys step through them.

use super::notation::notation;
use crate::state::{Dispatch, Msg, Replay, Send, Session};
use gloo::events::{EventListener, EventListenerOptions};
use incerto_engine::{ActionKind, ActionView, Color};
use incerto_ui::i18n::narrate::sentence;
use incerto_ui::i18n::{kind_key, t, Key, Lang};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Arrow keys step through the moves (← and →; ↑ or Home: the start, ↓ or End: live), and
/// `f` flips the board, unless a form field has the key, or the board (which uses arrows
/// for its own keyboard play) has an arrow.
#[hook]
pub fn use_replay_keys(d: Option<Dispatch>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window()
            .and_then(|w| w.document())
            .zip(d)
            .map(|(doc, d)| {
                // Not passive: the arrow keys must not also scroll the page.
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&doc, "keydown", options, move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if e.default_prevented() || e.alt_key() || e.ctrl_key() || e.meta_key() {
                        return;
                    }
                    let target = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                    let field = target.as_ref().is_some_and(|t| {
                        matches!(t.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                    });
                    let on_board = target
                        .as_ref()
                        .is_some_and(|t| t.closest("[data-testid=board]").ok().flatten().is_some());
                    let msg = match e.key().as_str() {
                        "f" | "F" if !field => Msg::FlipBoard,
                        _ if field || on_board => return,
                        "ArrowLeft" => Msg::Replay(Replay::Back),
                        "ArrowRight" => Msg::Replay(Replay::Forward),
                        "ArrowUp" | "Home" => Msg::Replay(Replay::To(0)),
                        "ArrowDown" | "End" => Msg::Replay(Replay::Live),
                        _ => return,
                    };
                    e.prevent_default();
                    d.dispatch(msg);
                })
            });
        move || drop(listener)
    });
}

/// A small mark for what kind of action it was (a plain move has none). A picture for the
/// eye: the notation and the move's sentence say it in words.
fn kind_mark(lang: Lang, a: &ActionView) -> Html {
    // A capture has its × in the notation already.
    let Some(key) = kind_key(a.kind, a.promotion).filter(|_| a.kind != ActionKind::Capture) else {
        return html! {};
    };
    let mark = match a.kind {
        ActionKind::Capture => "×",
        ActionKind::Flip => "↻",
        ActionKind::Skip => "⊘",
        ActionKind::Castle => "⇄",
        ActionKind::Move => "⇑",
    };
    html! { <span class="kind" title={t(lang, key)} aria-hidden="true">{ mark }</span> }
}

/// The move list, each move a button to its position; `judged` gives a move's mark from
/// the analysis (the analysis page's).
pub fn move_list(
    lang: Lang,
    s: &Session,
    d: &Dispatch,
    moves_ref: &NodeRef,
    judged: Option<&Callback<usize, Html>>,
) -> Html {
    // The list is the live game's (as the viewer saw it); the replayed view has fewer.
    let live = &s.shown.live;
    let total = live.moves.len();
    let shown = s.cursor.unwrap_or(total);
    let variant = s.variant();
    let said = |a: &ActionView| sentence(lang, variant, a, live.viewer);
    let items = live.moves.iter().enumerate().map(|(i, a)| {
        let number = (i % 2 == 0 && a.color == Color::White).then(|| format!("{}.", i / 2 + 1));
        let current = i + 1 == shown;
        // Readable notation; the move's sentence is its tooltip.
        html! {
            <li class={classes!("move", format!("move-{}", a.color), current.then_some("current"))}
                aria-current={current.then_some("step")} key={i}>
                <button type="button" class="move-button" title={said(a)}
                    onclick={d.send(Msg::Replay(Replay::To(i + 1)))}>
                    if let Some(n) = number { <span class="move-number">{ n }</span> }
                    { notation(&a.san) }
                    { kind_mark(lang, a) }
                </button>
                { judged.map(|j| j.emit(i)) }
            </li>
        }
    });
    // The details of the move on the board: its sentence, both pieces of a capture named.
    let detail = shown
        .checked_sub(1)
        .and_then(|i| live.moves.get(i))
        .map(said);
    html! {
        <section class="moves-box" aria-labelledby="moves-title">
            <h2 id="moves-title">{ t(lang, Key::Moves) }</h2>
            if total == 0 {
                <p class="hint">{ t(lang, Key::NoMovesYet) }</p>
            }
            <ol class="moves" data-testid="moves" ref={moves_ref.clone()}>{ for items }</ol>
            if let Some(text) = detail {
                <p class="move-detail" data-testid="move-detail">
                    <strong>{ t(lang, Key::MoveDetail) }{ ": " }</strong>{ text }
                </p>
            }
            <div class="replay-nav" role="group" aria-label={t(lang, Key::Moves)}>
                <button type="button" data-testid="step-back" onclick={d.send(Msg::Replay(Replay::Back))}
                    disabled={shown == 0} title={t(lang, Key::StepBackTitle)}>
                    { "◀ " }{ t(lang, Key::StepBack) }
                </button>
                <button type="button" data-testid="step-forward" onclick={d.send(Msg::Replay(Replay::Forward))}
                    disabled={s.cursor.is_none()} title={t(lang, Key::StepForwardTitle)}>
                    { t(lang, Key::StepForward) }{ " ▶" }
                </button>
                <button type="button" data-testid="live" onclick={d.send(Msg::Replay(Replay::Live))}
                    class={classes!(s.cursor.is_some().then_some("primary"))}
                    disabled={s.cursor.is_none()} title={t(lang, Key::LiveTitle)}>
                    { t(lang, Key::Live) }{ " ▶▶" }
                </button>
            </div>
        </section>
    }
}

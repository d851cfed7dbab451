//! The play screen: the board (as the device's player may see it), the status line, hints,
//! the move list with replay, captured pieces, unseen pieces and the game's buttons; the
//! hand-over panel instead of all that between pass-and-play turns.

use crate::app::{fresh_seed, AppContext};
use crate::board::Board;
use crate::i18n::{t, tf, Key, Lang};
use crate::screens::game_over::GameOver;
use crate::screens::handover::Handover;
use crate::screens::new_game::variant_key;
use crate::screens::promotion::Promotion;
use crate::screens::{board_labels, color_key, piece_chip, role_key};
use crate::state::{recent_skips, Action, DrawNote, Mode, Session, UndoBlock};
use gloo::events::{EventListener, EventListenerOptions};
use incerto_engine::{ActionKind, ActionView, CapturedView, Color, PlayerView, PoolView, Variant};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Arrow keys step through the moves (Home: the start, End: live), unless a form field or
/// the board (which may use arrows for its own keyboard play) has the key.
#[hook]
fn use_replay_keys(d: Option<UseReducerDispatcher<crate::state::AppState>>) {
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
                    let busy = target.is_some_and(|t| {
                        matches!(t.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                            || t.closest("[data-testid=board]").ok().flatten().is_some()
                    });
                    if busy {
                        return;
                    }
                    let action = match e.key().as_str() {
                        "ArrowLeft" => Action::StepBack,
                        "ArrowRight" => Action::StepForward,
                        "Home" => Action::GoTo(0),
                        "End" => Action::Live,
                        _ => return,
                    };
                    e.prevent_default();
                    d.dispatch(action);
                })
            });
        move || drop(listener)
    });
}

#[function_component(PlayScreen)]
pub fn play_screen() -> Html {
    let ctx = use_context::<AppContext>();
    let moves_ref = use_node_ref();
    // Hooks first, every render, in the same order: only then may the screen return early.
    use_replay_keys(ctx.as_ref().map(|c| c.dispatcher()));
    // A game opened from a link on an already scrolled page would start with the top of
    // the board out of sight.
    use_effect_with((), |_| {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    let session = ctx.as_ref().and_then(|c| c.session.as_ref());
    let history_len = session.map_or(0, |s| s.game().history().len());
    let cursor = session.and_then(|s| s.cursor);
    // The hand-over panel replaces the move list, so its end is a change to scroll on too.
    let handing_over = session.is_some_and(|s| s.handover.is_some());
    {
        // Keep the newest move in sight, or the one being replayed.
        let moves_ref = moves_ref.clone();
        use_effect_with((history_len, cursor, handing_over), move |_| {
            if let Some(el) = moves_ref.cast::<web_sys::Element>() {
                if cursor.is_none() {
                    el.set_scroll_top(el.scroll_height());
                } else if let Ok(Some(cur)) = el.query_selector("[aria-current]") {
                    let top = cur.unchecked_ref::<web_sys::HtmlElement>().offset_top();
                    el.set_scroll_top((top - el.client_height() / 2).max(0));
                }
            }
        });
    }
    let Some(ctx) = ctx else {
        return html! {};
    };
    let Some(s) = ctx.session.as_ref() else {
        return html! {};
    };
    let lang = ctx.settings.lang;
    let d = ctx.dispatcher();
    let send = |a: fn() -> Action| {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(a()))
    };

    if let Some(next) = s.handover {
        let offer = s.game().draw_offer().is_some_and(|c| c != next);
        return html! {
            <section class="play" data-testid="play">
                <Handover {lang} {next} draw_offer={offer}
                    on_continue={send(|| Action::HandoverContinue)}
                    on_accept={send(|| Action::AcceptDraw)}
                    on_decline={send(|| Action::DeclineDraw)} />
            </section>
        };
    }

    let view = s.shown_view();
    let live = s.cursor.is_none();
    let (selected, available, capturable) = s.marks(&view);
    let skips = recent_skips(&view);
    let last_move = view.last_action.as_ref().map(|a| (a.from, a.to));
    // The viewer's side at the bottom, unless turned round.
    let flipped = (s.device == Color::Black) != s.flipped;
    let on_square = {
        let d = d.clone();
        Callback::from(move |sq| d.dispatch(Action::Square(sq)))
    };
    let on_drag = {
        let d = d.clone();
        Callback::from(move |(a, b)| d.dispatch(Action::Drag(a, b)))
    };
    let top = if flipped { Color::White } else { Color::Black };
    // Only Incerto has pieces their owner knows and the opponent does not; in the 8×8
    // games a face-up piece is known to both, so the mark would be noise.
    let mut pieces = view.pieces.clone();
    if s.variant() != Variant::Incerto {
        for p in &mut pieces {
            p.known_to_opponent = None;
        }
    }
    let live_result = if live { view.result } else { None };

    html! {
        <section class="play" data-testid="play">
            <div class="board-column" style={format!("--aspect: {:.4}", view.files as f64 / view.ranks.max(1) as f64)}>
                { player_bar(lang, s, &view, top) }
                <div class="board-wrap">
                    <Board files={view.files} ranks={view.ranks} {pieces}
                        {flipped} coordinates={ctx.settings.coordinates}
                        {selected} {available} {capturable}
                        skipped={skips.last().map(|a| a.from)}
                        {last_move} check={view.check}
                        interactive={s.can_act()} {on_square} {on_drag}
                        labels={board_labels(lang)} />
                </div>
                { player_bar(lang, s, &view, !top) }
            </div>
            <aside class="side-panel" aria-label={t(lang, Key::GamePanel)}>
                // No seed here: it decides every hidden piece, so it stays secret until the
                // game is over (the game-over panel shows it).
                <p class="variant-name">{ t(lang, variant_key(s.variant())) }</p>
                <p data-testid="status" class={classes!("status", view.check.is_some().then_some("in-check"))}
                    role="status" aria-live="polite">{ status(lang, s, &view) }</p>
                if !skips.is_empty() {
                    <div class="skip-message" data-testid="skip-message" role="status">
                        { for skips.iter().map(|a| html! {
                            <p>{ tf(lang, match a.color { Color::White => Key::SkipWhite, Color::Black => Key::SkipBlack }, &[("sq", &a.from.to_string())]) }</p>
                        }) }
                    </div>
                }
                { hint(lang, s, &view, &d) }
                { info(lang, s, &view, &d) }
                if let (Some(p), true) = (&view.promotion, live && s.can_act()) {
                    <Promotion {lang} color={view.turn} choices={p.choices.clone()}
                        on_choose={Callback::from({ let d = d.clone(); move |r| d.dispatch(Action::Promote(r)) })} />
                }
                if let Some(result) = live_result {
                    <GameOver {lang} {result} variant={s.variant()} human={s.human()}
                        record_json={s.game().to_json()} pgn={s.game().pgn()}
                        file_stem={format!("{}-{}", s.variant().name(), s.seed)}
                        reveal_all={s.reveal_all}
                        on_new={send(|| Action::ShowNewGame)}
                        seed={s.seed}
                        on_rematch={Callback::from({ let d = d.clone(); move |_| d.dispatch(Action::Rematch(fresh_seed())) })}
                        on_replay={send(|| Action::ReplayDeal)}
                        on_reveal={send(|| Action::RevealAll)} />
                }
                { move_list(lang, s, &d, &moves_ref) }
                { unseen(lang, &view) }
                { controls(lang, s, &ctx.settings.coordinates, &d) }
            </aside>
        </section>
    }
}

/// A player's name, whose turn it is, and what they have taken (as the viewer knows it).
fn player_bar(lang: Lang, s: &Session, view: &PlayerView, color: Color) -> Html {
    let who = match s.mode {
        Mode::Computer { human, .. } if human == color => t(lang, Key::You),
        Mode::Computer { level, .. } => {
            return bar(
                lang,
                view,
                color,
                format!(
                    "{} · {}",
                    t(lang, Key::Computer),
                    tf(lang, Key::LevelN, &[("n", &level.to_string())])
                ),
            )
        }
        Mode::Human => "",
    };
    let label = if who.is_empty() {
        t(lang, color_key(color)).to_owned()
    } else {
        format!("{} · {}", who, t(lang, color_key(color)))
    };
    bar(lang, view, color, label)
}

fn bar(lang: Lang, view: &PlayerView, color: Color, label: String) -> Html {
    let name = color.name();
    let to_move = view.result.is_none() && view.turn == color;
    let taken: Vec<&CapturedView> = view.captured.iter().filter(|c| c.by == color).collect();
    let taken_key = if color == Color::White {
        Key::TakenByWhite
    } else {
        Key::TakenByBlack
    };
    html! {
        <div class={classes!("player-bar", to_move.then_some("to-move"))} data-testid={format!("player-{name}")}>
            <span class={classes!("side-dot", format!("disc-{name}"))} aria-hidden="true"></span>
            <span class="player-name">{ label }</span>
            if to_move {
                <span class="turn-badge">{ t(lang, Key::ToMoveBadge) }</span>
            }
            <span class="captured" data-testid={format!("captured-by-{name}")} aria-label={t(lang, taken_key)} title={t(lang, taken_key)}>
                { for taken.iter().map(|c| piece_chip(lang, c.color, c.role)) }
            </span>
        </div>
    }
}

fn status(lang: Lang, s: &Session, view: &PlayerView) -> String {
    if let Some(r) = &view.result {
        let k = crate::screens::game_over::result_key(*r);
        return format!("{} {}", t(lang, Key::StatusGameOver), t(lang, k));
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
        match s.mode {
            Mode::Computer { human, .. } if view.turn == human => tf(
                lang,
                Key::StatusYourMove,
                &[("side", t(lang, color_key(view.turn)))],
            ),
            Mode::Computer { .. } => t(lang, Key::StatusComputerThinking).to_owned(),
            Mode::Human => t(
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

/// What to do next, in words, for the player who may act.
fn hint(
    lang: Lang,
    s: &Session,
    view: &PlayerView,
    d: &UseReducerDispatcher<crate::state::AppState>,
) -> Html {
    if !s.can_act() || view.promotion.is_some() {
        return html! {};
    }
    let text = match s.variant() {
        Variant::Incerto => match view.selected {
            Some(sq) => {
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
            None => t(lang, Key::HintIncertoChoose).to_owned(),
        },
        variant => match s.pick {
            Some(p) if s.can_flip_pick(view) => {
                let p = &p.to_string();
                let flip = {
                    let d = d.clone();
                    Callback::from(move |_: MouseEvent| d.dispatch(Action::FlipPicked))
                };
                return html! {
                    <div class="hint flip-hint" role="status">
                        <p>{ tf(lang, Key::HintFlip, &[("sq", p)]) }</p>
                        <button type="button" class="primary" data-testid="flip-piece" onclick={flip}>
                            { tf(lang, Key::FlipPiece, &[("sq", p)]) }
                        </button>
                    </div>
                };
            }
            Some(p) => {
                let piece = view.piece_at(p);
                match piece.and_then(|x| x.looks_like.filter(|_| x.hidden)) {
                    Some(looks) => tf(
                        lang,
                        Key::HintDisguised,
                        &[("sq", &p.to_string()), ("role", t(lang, role_key(looks)))],
                    ),
                    None => t(lang, Key::HintPickTarget).to_owned(),
                }
            }
            // No flip is legal in check ([D] RULES.md §2), so don't offer one then.
            None if variant == Variant::HiddenRandom && view.check.is_some() => {
                t(lang, Key::HintCheckNoFlip).to_owned()
            }
            None if variant == Variant::HiddenRandom => t(lang, Key::HintPickOrFlip).to_owned(),
            None => t(lang, Key::HintPickPiece).to_owned(),
        },
    };
    html! { <p class="hint">{ text }</p> }
}

/// Draw offers and answers.
fn info(
    lang: Lang,
    s: &Session,
    view: &PlayerView,
    d: &UseReducerDispatcher<crate::state::AppState>,
) -> Html {
    if view.result.is_some() || s.cursor.is_some() {
        return html! {};
    }
    let offer = s.game().draw_offer();
    // A person may answer an offer made to them (pass-and-play).
    if s.mode == Mode::Human && offer.is_some_and(|c| c != s.device) {
        let key = if offer == Some(Color::White) {
            Key::DrawOfferWhite
        } else {
            Key::DrawOfferBlack
        };
        let accept = {
            let d = d.clone();
            Callback::from(move |_: MouseEvent| d.dispatch(Action::AcceptDraw))
        };
        let decline = {
            let d = d.clone();
            Callback::from(move |_: MouseEvent| d.dispatch(Action::DeclineDraw))
        };
        return html! {
            <div class="draw-offer card" role="group" aria-label={t(lang, key)}>
                <p><strong>{ t(lang, key) }</strong></p>
                <button type="button" data-testid="accept-draw" onclick={accept}>{ t(lang, Key::AcceptDraw) }</button>
                <button type="button" data-testid="decline-draw" onclick={decline}>{ t(lang, Key::DeclineDraw) }</button>
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

fn kind_mark(lang: Lang, a: &ActionView) -> Html {
    let (mark, key) = match a.kind {
        ActionKind::Capture => ("×", Key::KindCapture),
        ActionKind::Flip => ("↻", Key::KindFlip),
        ActionKind::Skip => ("⊘", Key::KindSkip),
        ActionKind::Castle => ("⇄", Key::KindCastle),
        ActionKind::Move if a.promotion => ("⇑", Key::KindPromotion),
        ActionKind::Move => return html! {},
    };
    html! { <span class="kind" title={t(lang, key)} aria-label={t(lang, key)}>{ mark }</span> }
}

fn move_list(
    lang: Lang,
    s: &Session,
    d: &UseReducerDispatcher<crate::state::AppState>,
    moves_ref: &NodeRef,
) -> Html {
    // The list is the live game's (as the viewer saw it); the replayed view has fewer.
    let live = s.live_view();
    let total = live.moves.len();
    let shown = s.cursor.unwrap_or(total);
    let step = |make: fn() -> Action| {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(make()))
    };
    let items = live.moves.iter().enumerate().map(|(i, a)| {
        let number = (i % 2 == 0 && a.color == Color::White).then(|| format!("{}.", i / 2 + 1));
        let onclick = {
            let d = d.clone();
            Callback::from(move |_: MouseEvent| d.dispatch(Action::GoTo(i + 1)))
        };
        let current = i + 1 == shown;
        html! {
            <li class={classes!("move", format!("move-{}", a.color), current.then_some("current"))}
                aria-current={current.then_some("step")} key={i}>
                <button type="button" class="move-button" {onclick}>
                    if let Some(n) = number { <span class="move-number">{ n }</span> }
                    <span class="notation">{ &a.notation }</span>
                    { kind_mark(lang, a) }
                </button>
            </li>
        }
    });
    html! {
        <section class="moves-box" aria-labelledby="moves-title">
            <h2 id="moves-title">{ t(lang, Key::Moves) }</h2>
            if total == 0 {
                <p class="hint">{ t(lang, Key::NoMovesYet) }</p>
            }
            <ol class="moves" data-testid="moves" ref={moves_ref.clone()}>{ for items }</ol>
            <div class="replay-nav" role="group" aria-label={t(lang, Key::Moves)}>
                <button type="button" data-testid="step-back" onclick={step(|| Action::StepBack)}
                    disabled={shown == 0} title={t(lang, Key::StepBackTitle)}>
                    { "◀ " }{ t(lang, Key::StepBack) }
                </button>
                <button type="button" data-testid="step-forward" onclick={step(|| Action::StepForward)}
                    disabled={s.cursor.is_none()} title={t(lang, Key::StepForwardTitle)}>
                    { t(lang, Key::StepForward) }{ " ▶" }
                </button>
                <button type="button" data-testid="live" onclick={step(|| Action::Live)}
                    class={classes!(s.cursor.is_some().then_some("primary"))}
                    disabled={s.cursor.is_none()} title={t(lang, Key::LiveTitle)}>
                    { t(lang, Key::Live) }{ " ▶▶" }
                </button>
            </div>
        </section>
    }
}

/// What the viewer has not seen yet of each side's pieces (Incerto's reasoning aid).
fn unseen(lang: Lang, view: &PlayerView) -> Html {
    let pools: Vec<&PoolView> = view.unrevealed.iter().filter(|p| p.total > 0).collect();
    if pools.is_empty() {
        return html! {};
    }
    html! {
        <details class="unseen">
            <summary>{ t(lang, Key::Unseen) }</summary>
            { for pools.iter().map(|p| html! {
                <p>
                    <strong>{ format!("{}: {}", t(lang, color_key(p.color)), p.total) }</strong>
                    { " — " }
                    { p.counts.iter().map(|c| format!("{} {}", t(lang, role_key(c.role)), c.count)).collect::<Vec<_>>().join(", ") }
                </p>
            }) }
        </details>
    }
}

fn controls(
    lang: Lang,
    s: &Session,
    coordinates: &bool,
    d: &UseReducerDispatcher<crate::state::AppState>,
) -> Html {
    let send = |a: fn() -> Action| {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(a()))
    };
    let over = s.is_over();
    let offer_pending = s.game().draw_offer().is_some();
    // Undo is a practice aid against the computer, while the game is on: not offered in
    // pass-and-play nor after the result. While a turn is half-done it is disabled, and
    // its tooltip says why.
    let undo_title = match s.undo_blocked() {
        Some(UndoBlock::Selected) => t(lang, Key::UndoBlockedSelected),
        Some(UndoBlock::Promotion) => t(lang, Key::UndoBlockedPromotion),
        None => t(lang, Key::UndoTitle),
    };
    html! {
        <>
        <div class="controls" role="group" aria-label={t(lang, Key::GameControls)}>
            <button type="button" data-testid="new" onclick={send(|| Action::ShowNewGame)}>{ t(lang, Key::NewGameButton) }</button>
            <ResignButton {lang} {over} on_resign={send(|| Action::Resign)} />
            <button type="button" data-testid="offer-draw" onclick={send(|| Action::OfferDraw)}
                disabled={over || offer_pending}>{ t(lang, Key::OfferDraw) }</button>
            if s.offers_undo() {
                <button type="button" data-testid="undo" onclick={send(|| Action::Undo)}
                    disabled={!s.can_undo()} title={undo_title} aria-describedby="undo-note">
                    { t(lang, Key::Undo) }
                </button>
            }
            <button type="button" data-testid="flip" onclick={send(|| Action::FlipBoard)}
                aria-pressed={s.flipped.to_string()}>{ t(lang, Key::FlipBoard) }</button>
            <button type="button" data-testid="coords" onclick={send(|| Action::ToggleCoordinates)}
                aria-pressed={coordinates.to_string()}>{ t(lang, Key::Coordinates) }</button>
        </div>
        if s.offers_undo() {
            <p class="hint undo-note" id="undo-note" data-testid="undo-note">{ t(lang, Key::UndoNote) }</p>
        }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct ResignProps {
    lang: Lang,
    over: bool,
    on_resign: Callback<MouseEvent>,
}

/// Resign, asked twice: one misclick must not end a game, so the button opens an inline
/// "Resign this game?" with a confirm and a cancel. The question is a full-width row at the
/// end of the controls (CSS `order`), so no other button moves under the pointer.
#[function_component(ResignButton)]
fn resign_button(props: &ResignProps) -> Html {
    let lang = props.lang;
    let asking = use_state_eq(|| false);
    let set = |v: bool| {
        let asking = asking.clone();
        Callback::from(move |_: MouseEvent| asking.set(v))
    };
    let open = *asking && !props.over;
    let confirm = {
        let asking = asking.clone();
        let on_resign = props.on_resign.clone();
        Callback::from(move |e: MouseEvent| {
            asking.set(false);
            on_resign.emit(e);
        })
    };
    html! {
        <>
            <button type="button" data-testid="resign" onclick={set(true)} disabled={props.over}
                aria-expanded={open.to_string()} title={t(lang, Key::ResignTitle)}>
                { t(lang, Key::Resign) }
            </button>
            if open {
                <div class="confirm" role="group" aria-label={t(lang, Key::ResignTitle)} data-testid="resign-ask">
                    <span class="confirm-prompt">{ t(lang, Key::ResignAsk) }</span>
                    <button type="button" class="danger" data-testid="resign-confirm" onclick={confirm}>
                        { t(lang, Key::ResignConfirm) }
                    </button>
                    <button type="button" data-testid="resign-cancel" onclick={set(false)}>
                        { t(lang, Key::ResignCancel) }
                    </button>
                </div>
            }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{AppState, NewGame, Settings};

    #[test]
    fn statuses_name_the_side() {
        let mut st = AppState::new(Settings::new(Lang::En));
        st.start(NewGame {
            variant: Variant::HiddenChess,
            seed: 3,
            mode: Mode::Human,
        });
        let s = st.session.as_ref().unwrap();
        assert_eq!(status(Lang::En, s, &s.live_view()), "White to move");
    }
}

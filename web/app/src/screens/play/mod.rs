//! The play screen: the board (as the device's player may see it), the side panel (status,
//! hints, draw offers, the promotion chooser, the game-over panel, the move list with
//! replay, unseen pieces, the game's buttons), and the hand-over panel instead of all that
//! between pass-and-play turns. It draws the session's views (`Session::shown`), computed
//! once per change; it never builds one itself. A finished game's analysis is the
//! analysis page's (web/analysis), which passes in its panel, the move list's marks, the
//! suggested step's squares and the analysed PGN; the app's page offers "Analyse" in the
//! panel's place, which opens that page.

mod clock;
mod controls;
mod events;
mod hints;
mod legend;
mod moves;
mod notation;
pub mod panel;
mod typed;

pub use events::{live_feed, LiveRegion};

use crate::screens::game_over::GameOver;
use crate::screens::handover::Handover;
use crate::state::{recent_skips, rematch, AppContext, Dispatch, Msg, Send, Session};
use events::event_line;
use incerto_engine::{Color, Variant};
use incerto_ui::board::Board;
use incerto_ui::focus::use_focus_on;
use incerto_ui::i18n::{t, variant_key, Key, Lang};
use incerto_ui::pieces::board_labels;
use incerto_ui::promotion::Promotion;
use std::rc::Rc;
use typed::TypedMove;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What the analysis page adds to the play screen (the app's page adds nothing).
#[derive(Properties, PartialEq, Default)]
pub struct PlayProps {
    /// The finished game's analysis panel. Without it, a finished game offers its
    /// analysis ("Analyse", which opens the analysis page).
    #[prop_or_default]
    pub analysis: Option<Html>,
    /// The move list's mark of the action at a ply (an index into the game's history),
    /// if the analysis has one.
    #[prop_or_default]
    pub judged: Option<Callback<usize, Html>>,
    /// The squares of the step the analysis suggests on the position shown.
    #[prop_or_default]
    pub suggested: Vec<incerto_engine::Square>,
    /// The game's PGN with the analysis's judgements, for the game-over panel's download.
    #[prop_or_default]
    pub pgn: Option<Rc<str>>,
}

/// "Analyse the game": on the app's page it opens the analysis page, on that page it
/// starts the analysis again (after a cancel or a failure).
pub fn analyse_button(lang: Lang, on_click: Callback<MouseEvent>) -> Html {
    html! {
        <button type="button" class="primary" data-testid="analyse"
            title={t(lang, Key::AnalyseTitle)} onclick={on_click}>
            { t(lang, Key::Analyse) }
        </button>
    }
}

/// A finished game's offer of its analysis, where the page has no analysis panel.
fn analyse_offer(lang: Lang, s: &Session, d: &Dispatch) -> Html {
    if !s.is_over() {
        return html! {};
    }
    html! {
        <section class="analysis card" data-testid="analysis" aria-labelledby="analysis-title">
            <h2 id="analysis-title">{ t(lang, Key::AnalysisTitle) }</h2>
            { analyse_button(lang, d.send(Msg::Analyse)) }
        </section>
    }
}

#[function_component(PlayScreen)]
pub fn play_screen(props: &PlayProps) -> Html {
    let ctx = use_context::<AppContext>();
    let moves_ref = use_node_ref();
    // The square whose hints are shown in words (under the pointer or the focus).
    let inspected = use_state_eq(|| None::<incerto_engine::Square>);
    // Hooks first, every render, in the same order: only then may the screen return early.
    moves::use_replay_keys(ctx.as_ref().map(|c| c.dispatcher()));
    // A game opened from a link on an already scrolled page would start with the top of
    // the board out of sight.
    use_effect_with((), |_| {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    let session = ctx.as_ref().and_then(|c| c.session.as_ref());
    // Focus goes to the status line when the game appears (after "Start game", a link, a
    // hand-over), never to <body>: keyboard and screen-reader users start from there.
    let status_ref = use_focus_on(session.map(|s| (s.seed, s.handover.is_none())));
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

    if let Some(next) = s.handover {
        let offer = s.game().draw_offer().is_some_and(|c| c != next);
        return html! {
            <section class="play" data-testid="play">
                <Handover {lang} {next} draw_offer={offer}
                    on_continue={d.send(Msg::HandoverContinue)}
                    on_accept={d.send(Msg::AcceptDraw)}
                    on_decline={d.send(Msg::DeclineDraw)} />
            </section>
        };
    }

    let view = &s.shown.board;
    let live = s.cursor.is_none();
    let (selected, targets) = s.marks();
    let skips = recent_skips(view);
    let last_move = view.last_action.as_ref().map(|a| (a.from, a.to));
    // The viewer's side at the bottom, unless turned round.
    let flipped = (s.device == Color::Black) != ctx.settings.flipped;
    let top = if flipped { Color::White } else { Color::Black };
    // Only Incerto has pieces their owner knows and the opponent does not; in the 8×8
    // games a face-up piece is known to both, so the mark would be noise.
    let mut pieces = view.pieces.clone();
    if s.variant() != Variant::Incerto {
        for p in &mut pieces {
            p.known_to_opponent = None;
        }
    }
    // The game's result stays in the panel (Rematch, Show all pieces, Download) while its
    // moves are stepped through.
    let result = s.shown.live.result;

    html! {
        <section class="play" data-testid="play">
            <div class="board-column" style={format!("--aspect: {} / {}", view.files, view.ranks.max(1))}>
                // What the turn is about, above the board so a phone keeps it in view. The
                // status is not a live region: the app's live region reads the events.
                <div class="turn-bar">
                    <p data-testid="status" ref={status_ref} tabindex="-1"
                        class={classes!("status", view.check.is_some().then_some("in-check"))}>
                        { panel::status(lang, s, view) }
                    </p>
                    { panel::hint(lang, s, view, &d) }
                    { event_line(lang, s.variant(), view) }
                </div>
                { panel::player_bar(lang, s, view, top) }
                <div class="board-wrap">
                    <Board files={view.files} ranks={view.ranks} {pieces}
                        {flipped} coordinates={ctx.settings.coordinates}
                        {selected} {targets}
                        skipped={skips.last().map(|a| a.from)}
                        {last_move} check={view.check}
                        highlights={props.suggested.clone()}
                        interactive={s.can_act()}
                        all_seeing={view.viewer.is_none()}
                        on_square={d.send_with(Msg::Square)}
                        on_drag={d.send_with(|(from, to)| Msg::Drag(from, to))}
                        labels={board_labels(lang)}
                        hints={hints::board_hints(lang, ctx.settings.hints, s)}
                        hint_cannon={s.variant() == Variant::HiddenRandom}
                        on_inspect={{ let i = inspected.clone(); Callback::from(move |sq| i.set(sq)) }} />
                </div>
                { panel::player_bar(lang, s, view, !top) }
            </div>
            <aside class="side-panel" aria-label={t(lang, Key::GamePanel)}>
                // No seed here: it decides every hidden piece, so it stays secret until the
                // game is over (the game-over panel shows it).
                <p class="variant-name">{ t(lang, variant_key(s.variant())) }</p>
                { panel::skip_message(lang, &skips) }
                { panel::draw_offer(lang, s, view, &d) }
                if let (Some(p), true) = (&view.promotion, live && s.can_act()) {
                    <Promotion {lang} color={view.turn} choices={p.choices.clone()}
                        on_choose={d.send_with(Msg::Promote)} />
                }
                if let Some(result) = result {
                    <GameOver {lang} {result} variant={s.variant()} human={s.human()}
                        game={s.tracked.clone()}
                        file_stem={format!("{}-{}", s.variant().name(), s.seed)}
                        reveal_all={s.reveal_all}
                        seed={s.seed}
                        on_new={d.send(Msg::ShowNewGame)}
                        on_rematch={rematch(&d)}
                        on_replay={d.send(Msg::ReplayDeal)}
                        on_reveal={d.send(Msg::RevealAll)}
                        pgn={props.pgn.clone()} />
                }
                { props.analysis.clone().unwrap_or_else(|| analyse_offer(lang, s, &d)) }
                if !s.is_over() {
                    <TypedMove {lang} error={s.typed_error.clone()}
                        promotion={view.promotion.is_some()} enabled={s.can_act()}
                        rev={s.tracked.rev} on_submit={d.send_with(Msg::Typed)} />
                }
                { moves::move_list(lang, s, &d, &moves_ref, props.judged.as_ref()) }
                { legend::legend(lang, s.variant()) }
                { panel::unseen(lang, view) }
                { hints::panel(lang, ctx.settings.hints, s, view, *inspected, &d) }
                { controls::controls(lang, s, &ctx.settings, &d) }
            </aside>
        </section>
    }
}

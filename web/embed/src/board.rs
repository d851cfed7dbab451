//! A position in the frame (`fen=…`): the `orientation` side's view of it, never more.
//! With `interactive=1` the person plays that side against the computer, through the
//! app's own state (`AppState`, its reducer and input) and the app's one seam to the
//! computer (`hooks::use_computer_turn`, `bot_driver`); nothing is stored. With
//! `interactive=0` it is a diagram. `select` shows a piece of the side to move selected
//! with its available and capturable squares (or, in Incerto, a disc with no move, its
//! turn skipped), from the engine's own step and destinations, as the board would after a
//! click. The host is told each action and the end.

use super::messages::{board_messages, Mode, Out};
use super::params::BoardAsk;
use incerto_app::bot_driver::Computer;
use incerto_app::hooks::use_computer_turn;
use incerto_app::screens::notices::notices;
use incerto_app::screens::play::panel;
use incerto_app::screens::play::{live_feed, LiveRegion};
use incerto_app::state::{
    recent_skips, AppState, Level, Mode as PlayMode, Msg, Send, Settings, Strength,
};
use incerto_engine::{Color, Game, PlayerView, Variant};
use incerto_ui::board::Board;
use incerto_ui::i18n::{result_key, t, tf, variant_key, Key, Lang, LessonKey};
use incerto_ui::pieces::board_labels;
use incerto_ui::promotion::Promotion;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub ask: BoardAsk,
    pub lang: Lang,
    pub post: Callback<Out>,
    /// Say `ready` when drawn (not again after a `restart`).
    pub announce: bool,
}

/// The computer's level in the frame: the app's first level, quick on any device.
const LEVEL: Level = Level::Search(Strength::One);

/// The state of the frame's game: the position, the person at `orientation` against
/// the computer (a diagram never asks the computer anything).
fn start(ask: &BoardAsk, lang: Lang) -> AppState {
    let mut st = AppState::new(Settings::new(lang));
    // The address was read with this very call (`params`): it cannot fail here, but a
    // failure would leave an empty frame rather than a panic.
    if let Ok(mut game) = Game::from_fen(ask.game, &ask.fen) {
        // An Incerto disc to show selected is picked up by the engine, as at the board: it
        // is revealed to its owner, and one without a move skips the turn (its cross).
        if let (Some(sq), Variant::Incerto) = (ask.select, ask.game) {
            let _ = game.select(sq);
        }
        let mode = PlayMode::Computer {
            human: ask.orientation,
            level: LEVEL,
        };
        st.resume(game, mode, 0, None);
        // In the 8×8 games a selection is only the screen's: the person's pick.
        if let (Some(s), false) = (st.session.as_mut(), ask.game == Variant::Incerto) {
            s.pick = ask.select;
        }
    }
    st
}

/// A diagram's status: whose move it is, or the result.
fn diagram_status(lang: Lang, view: &PlayerView) -> String {
    match view.result {
        Some(r) => format!(
            "{} {}",
            t(lang, Key::StatusGameOver),
            t(lang, result_key(r))
        ),
        None => t(
            lang,
            match view.turn {
                Color::White => Key::StatusWhiteToMove,
                Color::Black => Key::StatusBlackToMove,
            },
        )
        .to_owned(),
    }
}

#[function_component(EmbedBoard)]
pub fn embed_board(props: &BoardProps) -> Html {
    let (ask, lang) = (&props.ask, props.lang);
    let state = {
        let ask = ask.clone();
        use_reducer(move || start(&ask, lang))
    };
    let computer = use_memo((), |_| Computer::new());
    use_computer_turn(&state, &computer, ask.interactive);

    // The host is told: `ready` once drawn, then each action and the end.
    {
        let told = use_mut_ref(|| None::<(usize, bool)>);
        let (post, ask, announce) = (props.post.clone(), ask.clone(), props.announce);
        let live = state.session.as_ref().map(|s| s.shown.live.clone());
        let rev = state.session.as_ref().map(|s| s.tracked.rev);
        use_effect_with(rev, move |_| {
            let Some(view) = live else { return };
            let before = *told.borrow();
            match before {
                None if !announce => {}
                None => post.emit(Out::Ready {
                    game: ask.game,
                    mode: Mode::Board,
                    place: None,
                    lang,
                    interactive: ask.interactive,
                    orientation: ask.orientation,
                }),
                Some((seen, over)) => {
                    let person = ask.interactive.then_some(ask.orientation);
                    board_messages(&view, seen, person, over)
                        .into_iter()
                        .for_each(|m| post.emit(m));
                }
            }
            *told.borrow_mut() = Some((view.moves.len(), view.result.is_some()));
        });
    }

    let Some(s) = state.session.as_ref() else {
        return html! {};
    };
    let d = state.dispatcher();
    let view = &s.shown.board;
    let live = ask.interactive && s.can_act();
    // The selection and its targets (`select`, or the person's at an interactive board).
    let (selected, targets) = s.marks();
    let mut pieces = view.pieces.clone();
    if s.variant() != Variant::Incerto {
        // In the 8×8 games a face-up piece is known to both: the mark would be noise.
        for p in &mut pieces {
            p.known_to_opponent = None;
        }
    }
    let skips = recent_skips(view);
    let status = if ask.interactive {
        panel::status(lang, s, view)
    } else {
        diagram_status(lang, view)
    };
    html! {
        <section class="embed-board" data-testid="embed-board" data-game={ask.game.name()}
            data-interactive={ask.interactive.to_string()}
            data-plies={view.moves.len().to_string()}
            style={format!("--aspect: {} / {}", view.files, view.ranks.max(1))}>
            <div class="board-wrap">
                <Board files={view.files} ranks={view.ranks} {pieces}
                    flipped={ask.orientation == Color::Black}
                    {selected} {targets}
                    skipped={skips.last().map(|a| a.from)}
                    last_move={view.last_action.as_ref().map(|a| (a.from, a.to))}
                    check={view.check}
                    interactive={live}
                    on_square={d.send_with(Msg::Square)}
                    on_drag={d.send_with(|(from, to)| Msg::Drag(from, to))}
                    labels={board_labels(lang)} />
            </div>
            <div class="embed-panel">
                <h1 class="lesson-title">{ tf(lang, LessonKey::EmbedPosition, &[("game", t(lang, variant_key(ask.game)))]) }</h1>
                <p class={classes!("status", view.check.is_some().then_some("in-check"))}
                    data-testid="status">{ status }</p>
                if ask.interactive {
                    { panel::hint(lang, s, view, &d) }
                    if let (Some(p), true) = (&view.promotion, live) {
                        <Promotion {lang} color={view.turn} choices={p.choices.clone()}
                            on_choose={d.send_with(Msg::Promote)} />
                    }
                }
                { panel::skip_message(lang, &skips) }
                { notices(&state.notices, lang, &d.send_with(Msg::Dismiss)) }
            </div>
            <LiveRegion {lang} feed={live_feed(&state)} />
        </section>
    }
}

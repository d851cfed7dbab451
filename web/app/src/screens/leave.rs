//! "Leave the current game?": the question a link or a button gets before it would replace a
//! game at stake, with a clear choice to keep playing or to leave (the left game is kept
//! aside, and the question says where to find it).

use crate::state::{Leave, MAX_KEPT};
use incerto_engine::Variant;
use incerto_ui::focus::use_focus_on;
use incerto_ui::i18n::{t, tf, variant_key, Key, Lang};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LeaveProps {
    pub lang: Lang,
    /// The game at stake.
    pub current: Variant,
    /// What was asked for instead.
    pub leave: Leave,
    /// The game that request would open, if known.
    pub asked: Option<Variant>,
    /// The kept list is full: leaving drops its oldest game.
    pub drops_oldest: bool,
    pub on_stay: Callback<()>,
    pub on_leave: Callback<()>,
}

#[function_component(LeaveQuestion)]
pub fn leave_question(props: &LeaveProps) -> Html {
    let lang = props.lang;
    // The safe answer takes the focus: Enter or a stray tap keeps the game.
    let stay = use_focus_on(props.leave.clone());
    let game = |v: Variant| t(lang, variant_key(v));
    let (asked_key, leave_key) = match props.leave {
        Leave::Start(_) => (Key::LeaveForStart, Key::LeaveStart),
        Leave::Resume { .. } => (Key::LeaveForResume, Key::LeaveResume),
        Leave::Open(_) => (Key::LeaveForRecord, Key::LeaveOpen),
    };
    html! {
        <div class="leave-backdrop">
            <div class="leave card" data-testid="leave-ask" role="alertdialog" aria-modal="true"
                aria-labelledby="leave-title" aria-describedby="leave-body">
                <h2 id="leave-title">{ t(lang, Key::LeaveAsk) }</h2>
                <div id="leave-body">
                    <p>{ tf(lang, Key::LeaveBody, &[("game", game(props.current))]) }</p>
                    if let Some(v) = props.asked {
                        <p>{ tf(lang, asked_key, &[("game", game(v))]) }</p>
                    }
                    if props.drops_oldest {
                        <p class="warning">
                            { tf(lang, Key::LeaveDropsOldest, &[("n", &MAX_KEPT.to_string())]) }
                        </p>
                    }
                </div>
                <div class="actions">
                    <button type="button" class="primary" data-testid="leave-stay" ref={stay}
                        onclick={props.on_stay.reform(|_: MouseEvent| ())}>{ t(lang, Key::LeaveKeep) }</button>
                    <button type="button" data-testid="leave-confirm"
                        onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ t(lang, leave_key) }</button>
                </div>
            </div>
        </div>
    }
}

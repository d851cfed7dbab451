//! The game's buttons: new game, resign (asked twice), offer a draw, undo (against the
//! computer, with why it is disabled), flip the board, coordinates, the sounds and their
//! volume, and the keys that do the same.

use crate::state::{Dispatch, Msg, Send, Session, Settings, UndoBlock};
use incerto_ui::i18n::{t, Key, Lang};
use web_sys::HtmlInputElement;
use yew::prelude::*;

pub fn controls(lang: Lang, s: &Session, settings: &Settings, d: &Dispatch) -> Html {
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
            <button type="button" data-testid="new" onclick={d.send(Msg::ShowNewGame)}>{ t(lang, Key::NewGameButton) }</button>
            <ResignButton {lang} {over} on_resign={d.send(Msg::Resign)} />
            <button type="button" data-testid="offer-draw" onclick={d.send(Msg::OfferDraw)}
                disabled={over || offer_pending}>{ t(lang, Key::OfferDraw) }</button>
            if s.offers_undo() {
                <button type="button" data-testid="undo" onclick={d.send(Msg::Undo)}
                    disabled={!s.can_undo()} title={undo_title} aria-describedby="undo-note">
                    { t(lang, Key::Undo) }
                </button>
            }
            <button type="button" data-testid="flip" onclick={d.send(Msg::FlipBoard)}
                aria-pressed={settings.flipped.to_string()} aria-keyshortcuts="F">{ t(lang, Key::FlipBoard) }</button>
            <button type="button" data-testid="coords" onclick={d.send(Msg::ToggleCoordinates)}
                aria-pressed={settings.coordinates.to_string()}>{ t(lang, Key::Coordinates) }</button>
            <button type="button" data-testid="sound" onclick={d.send(Msg::ToggleSound)}
                aria-pressed={settings.sound.to_string()} title={t(lang, Key::SoundTitle)}>{ t(lang, Key::Sound) }</button>
            <label class="volume">
                <span>{ t(lang, Key::Volume) }</span>
                <input type="range" min="0" max="100" step="5" data-testid="volume"
                    value={settings.volume.to_string()} disabled={!settings.sound}
                    oninput={d.send_some(|e: InputEvent| {
                        let v = e.target_unchecked_into::<HtmlInputElement>().value();
                        v.parse::<u8>().ok().map(Msg::SetVolume)
                    })} />
            </label>
        </div>
        <p class="hint keys-hint">{ t(lang, Key::KeysHint) }</p>
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
    on_resign: Callback<()>,
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
        Callback::from(move |_: MouseEvent| {
            asking.set(false);
            on_resign.emit(());
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

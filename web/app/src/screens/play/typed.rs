//! The typed-move box: a move in the project's notation (`b1c3`, `a7a8q`, `@b2`; in Incerto
//! a square picks a disc up, then the target moves it; while a promotion waits, the new
//! piece's letter). It sends the text; the state reads it into a step (`state::typed`) and
//! keeps the engine's refusal, which is said here in the person's language.

use incerto_engine::GameError;
use incerto_ui::i18n::refusal::explain;
use incerto_ui::i18n::{t, Key, Lang};
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TypedMoveProps {
    pub lang: Lang,
    /// Why the last typed step was refused.
    pub error: Option<GameError>,
    /// A promotion waits for its piece.
    pub promotion: bool,
    /// The person may act now.
    pub enabled: bool,
    /// Changes with every change of the game: the box empties once a typed step is taken.
    pub rev: u64,
    pub on_submit: Callback<String>,
}

#[function_component(TypedMove)]
pub fn typed_move(props: &TypedMoveProps) -> Html {
    let lang = props.lang;
    let input = use_node_ref();
    {
        let input = input.clone();
        let ok = props.error.is_none();
        use_effect_with(props.rev, move |_| {
            if ok {
                if let Some(el) = input.cast::<HtmlInputElement>() {
                    el.set_value("");
                }
            }
        });
    }
    let onsubmit = {
        let (input, on_submit) = (input.clone(), props.on_submit.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(el) = input.cast::<HtmlInputElement>() {
                on_submit.emit(el.value());
            }
        })
    };
    let hint = if props.promotion {
        Key::TypedMovePromotionHint
    } else {
        Key::TypedMoveHint
    };
    html! {
        <form class="typed-move" {onsubmit} data-testid="typed-move-form">
            <label for="typed-move">{ t(lang, Key::TypedMoveLabel) }</label>
            <div class="typed-move-row">
                <input id="typed-move" ref={input} type="text" data-testid="typed-move"
                    autocomplete="off" autocapitalize="off" spellcheck="false"
                    disabled={!props.enabled}
                    aria-invalid={props.error.is_some().to_string()}
                    aria-describedby="typed-move-hint typed-move-error" />
                <button type="submit" data-testid="typed-move-submit" disabled={!props.enabled}>
                    { t(lang, Key::TypedMoveSubmit) }
                </button>
            </div>
            <small id="typed-move-hint" class="hint">{ t(lang, hint) }</small>
            <p id="typed-move-error" class="error" data-testid="typed-move-error" role="alert">
                { props.error.as_ref().map(|e| explain(lang, e)).unwrap_or_default() }
            </p>
        </form>
    }
}

//! The promotion chooser: one button per piece the engine offers for the pending move.

use crate::focus::use_focus_on;
use crate::i18n::{role_key, t, Key, Lang};
use crate::pieces::piece_chip;
use incerto_engine::{Color, Role};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PromotionProps {
    pub lang: Lang,
    /// The mover's colour, for the chips.
    pub color: Color,
    /// The pieces the view's pending promotion offers.
    pub choices: Vec<Role>,
    pub on_choose: Callback<Role>,
}

#[function_component(Promotion)]
pub fn promotion(props: &PromotionProps) -> Html {
    let lang = props.lang;
    // The chooser appears mid-turn: give it the keyboard focus so a keyboard player can
    // answer at once.
    let first = use_focus_on(());
    html! {
        <div class="promotion card" data-testid="promotion" role="dialog" aria-labelledby="promotion-title">
            <h2 id="promotion-title">{ t(lang, Key::PromotionTitle) }</h2>
            <div class="promotion-choices">
                { for props.choices.iter().enumerate().map(|(i, &role)| {
                    let onclick = props.on_choose.reform(move |_: MouseEvent| role);
                    let r = if i == 0 { first.clone() } else { NodeRef::default() };
                    html! {
                        <button type="button" ref={r} data-role={role.name()} {onclick}>
                            { piece_chip(lang, props.color, Some(role)) }
                            <span>{ t(lang, role_key(role)) }</span>
                        </button>
                    }
                }) }
            </div>
        </div>
    }
}

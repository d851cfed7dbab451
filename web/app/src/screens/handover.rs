//! Pass-and-play: the full-screen panel between turns. It replaces the board and the side
//! panel (which show one player's private knowledge) until the next player takes the
//! device, and asks them about a standing draw offer.

use incerto_engine::Color;
use incerto_ui::focus::use_focus_on;
use incerto_ui::i18n::{t, Key, Lang};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandoverProps {
    pub lang: Lang,
    /// The player who should take the device.
    pub next: Color,
    /// The other player offered a draw: the next player may answer here.
    pub draw_offer: bool,
    pub on_continue: Callback<()>,
    pub on_accept: Callback<()>,
    pub on_decline: Callback<()>,
}

#[function_component(Handover)]
pub fn handover(props: &HandoverProps) -> Html {
    let lang = props.lang;
    // Keyboard and screen-reader users land on the button that continues.
    let button = use_focus_on(props.next);
    let (title, offer) = match props.next {
        Color::White => (Key::PassToWhite, Key::DrawOfferBlack),
        Color::Black => (Key::PassToBlack, Key::DrawOfferWhite),
    };
    let cont = props.on_continue.reform(|_: MouseEvent| ());
    let accept = props.on_accept.reform(|_: MouseEvent| ());
    let decline = props.on_decline.reform(|_: MouseEvent| ());
    html! {
        <div class={classes!("handover", format!("handover-{}", props.next.name()))}
            data-testid="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
            <div class="handover-box">
                <span class={classes!("handover-disc", format!("disc-{}", props.next.name()))} aria-hidden="true"></span>
                <h2 id="handover-title">{ t(lang, title) }</h2>
                <p>{ t(lang, Key::HandoverBody) }</p>
                if props.draw_offer {
                    <div class="draw-offer" role="group" aria-label={t(lang, offer)}>
                        <p><strong>{ t(lang, offer) }</strong></p>
                        <button type="button" data-testid="accept-draw" onclick={accept}>{ t(lang, Key::AcceptDraw) }</button>
                        <button type="button" data-testid="decline-draw" onclick={decline}>{ t(lang, Key::DeclineDraw) }</button>
                    </div>
                }
                <button type="button" class="primary big" data-testid="handover-continue" onclick={cont} ref={button}>
                    { t(lang, Key::HandoverContinue) }
                </button>
            </div>
        </div>
    }
}

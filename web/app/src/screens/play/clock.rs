//! A side's clock on the play screen: the time left, ticking while that side's clock runs
//! (a timer redraws it; the state keeps only when the clock started, see `state::clock`).
//! Under ten seconds it shows tenths and says so to a screen reader once.

use crate::state::clock::{format_ms, Clocks};
use gloo::timers::callback::Interval;
use incerto_engine::Color;
use incerto_ui::i18n::{t, tf, Key, Lang};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ClockProps {
    pub lang: Lang,
    pub clocks: Clocks,
    pub color: Color,
}

/// Ten seconds: the clock turns red and shows tenths.
const LOW_MS: u64 = 10_000;

#[function_component(ClockFace)]
pub fn clock_face(props: &ClockProps) -> Html {
    let running = props.clocks.runner() == Some(props.color);
    let tick = use_state(|| 0u32);
    {
        let tick = tick.clone();
        use_effect_with(running, move |&running| {
            let timer = running.then(|| Interval::new(100, move || tick.set(tick.wrapping_add(1))));
            move || drop(timer)
        });
    }
    let left = props.clocks.left_at(props.color, js_sys::Date::now());
    let lang = props.lang;
    let (key, id) = match props.color {
        Color::White => (Key::ClockOfWhite, "clock-white"),
        Color::Black => (Key::ClockOfBlack, "clock-black"),
    };
    let low = left < LOW_MS;
    html! {
        <span class={classes!("clock", running.then_some("running"), low.then_some("low"))}
            role="timer" aria-label={t(lang, key)} title={t(lang, key)}>
            <span data-testid={id}>{ format_ms(left) }</span>
            if low && running {
                <span class="visually-hidden" role="alert">
                    { tf(lang, Key::ClockLow, &[("time", &format_ms(LOW_MS))]) }
                </span>
            }
        </span>
    }
}

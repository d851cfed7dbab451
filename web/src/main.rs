//! Incerto's web app: a Yew single-page app, fully client-side, that plays the three games
//! against the computer or pass-and-play. `app` holds the state and its effects, `screens`
//! draws them, `board` (with `disc` and `symbols`) draws the board.

mod app;
mod board;
mod bot_driver;
mod disc;
mod i18n;
// The Learn screen and the embed route (issue 12, phase 2) will use the lessons; until
// then only their tests do (remove this allow then).
#[allow(dead_code, unused_imports)]
mod lessons;
mod route;
mod screens;
mod state;
mod storage;
mod symbols;
mod update;

fn main() {
    yew::Renderer::<app::App>::new().render();
}

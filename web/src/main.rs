//! Incerto's web app: a Yew single-page app, fully client-side, that plays the three games
//! against the computer or pass-and-play. `app` holds the state and its effects, `screens`
//! draws them, `board` (with `disc` and `symbols`) draws the board.

mod app;
mod board;
mod bot_driver;
mod disc;
mod i18n;
mod route;
mod screens;
mod state;
mod storage;
mod symbols;

fn main() {
    yew::Renderer::<app::App>::new().render();
}

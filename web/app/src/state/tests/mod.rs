//! Tests of the reducer: messages in, state out, as the person and the computer would
//! send them. `turns` covers play (selection, hand-over, undo, replay, the computer's
//! steps), `games` which game is on (links, kept games, the leave question), `analysis`
//! the analysis screen.

mod analysis;
mod follow;
mod games;
mod turns;

use super::*;
use incerto_engine::{
    Action as Move, Color, Game, GameError, Pending, Role, Square, Step, Variant,
};
use incerto_ui::i18n::Key;
use incerto_ui::i18n::Lang;
use std::rc::Rc;
use yew::Reducible;

fn play(variant: Variant, mode: Mode) -> AppState {
    let mut st = AppState::new(Settings::new(Lang::En));
    st.start(NewGame {
        variant,
        seed: 7,
        mode,
        clock: None,
    });
    st
}

fn send(st: AppState, a: Msg) -> AppState {
    (*Rc::new(st).reduce(a)).clone()
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// Whether White knows the identity of the piece on `s`.
fn white_knows(st: &AppState, s: &str) -> bool {
    let g = st.session.as_ref().unwrap().game();
    g.info(sq(s)).known_by.contains(Color::White)
}

const VS_COMPUTER: Mode = Mode::Computer {
    human: Color::White,
    level: Level::Search(Strength::One),
};

//! Placeholder Incerto web app: a title and an empty 6x8 board, so the build, hosting and browser tests have something real to load.

mod board;
mod disc;
mod symbols;

use yew::prelude::*;

/// Files and ranks of the Incerto board (RULES.md §1: six files wide, eight ranks).
const FILES: u32 = 6;
const RANKS: u32 = 8;
/// Side of one square in SVG user units; the SVG scales to its container.
const SQUARE: u32 = 10;

#[function_component(Board)]
fn board() -> Html {
    let squares = (0..RANKS).flat_map(|row| {
        (0..FILES).map(move |file| {
            // Row 0 is drawn at the top, which is rank 8 from White's side.
            let rank = RANKS - row;
            let name = format!("{}{}", char::from(b'a' + file as u8), rank);
            // a1 is a dark square, as in chess.
            let fill = if (file + rank).is_multiple_of(2) {
                "#b58863"
            } else {
                "#f0d9b5"
            };
            html! {
                <rect
                    x={(file * SQUARE).to_string()}
                    y={(row * SQUARE).to_string()}
                    width={SQUARE.to_string()}
                    height={SQUARE.to_string()}
                    fill={fill}
                    data-square={name}
                />
            }
        })
    });
    html! {
        <svg
            data-testid="board"
            class="board"
            viewBox={format!("0 0 {} {}", FILES * SQUARE, RANKS * SQUARE)}
            role="img"
            aria-label="Incerto board, 6 files by 8 ranks"
        >
            { for squares }
        </svg>
    }
}

#[function_component(App)]
fn app() -> Html {
    html! {
        <main>
            <h1 data-testid="title">{ "Incerto" }</h1>
            <Board />
        </main>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}

//! The legend of the board's marks, reachable from the play screen: each mark drawn as the
//! board draws it, with what it means. A `<details>`, so it opens by keyboard and touch
//! and costs no room when closed. Only the marks the current game can show are listed.

use incerto_engine::Variant;
use incerto_ui::board::disc::{sample, Sample};
use incerto_ui::i18n::{t, Key, Lang};
use yew::prelude::*;

/// Whether `variant` can ever show this mark.
fn shown_in(variant: Variant, s: Sample) -> bool {
    match s {
        // Only Incerto has pieces that their owner knows and the opponent does not, turns
        // skipped and discs nobody has seen.
        Sample::Eye(_) | Sample::Skipped | Sample::Plain => variant == Variant::Incerto,
        Sample::LooksLike => variant == Variant::HiddenChess,
        Sample::Check => variant != Variant::Incerto,
        _ => true,
    }
}

fn key(s: Sample) -> Key {
    match s {
        Sample::Plain => Key::LegendPlain,
        Sample::LooksLike => Key::LegendQuestion,
        Sample::Eye(true) => Key::LegendEye,
        Sample::Eye(false) => Key::LegendCrossedEye,
        Sample::Star => Key::LegendStar,
        Sample::Selected => Key::LegendSelected,
        Sample::Available => Key::LegendAvailable,
        Sample::Capturable => Key::LegendCapturable,
        Sample::Skipped => Key::LegendSkip,
        Sample::LastMove => Key::LegendLastMove,
        Sample::Check => Key::LegendCheck,
    }
}

pub fn legend(lang: Lang, variant: Variant) -> Html {
    html! {
        <details class="legend" data-testid="legend">
            <summary title={t(lang, Key::LegendTitle)}>{ t(lang, Key::LegendButton) }</summary>
            <h2 class="visually-hidden">{ t(lang, Key::LegendTitle) }</h2>
            <ul>
                { for Sample::ALL.into_iter().filter(|&s| shown_in(variant, s)).map(|s| html! {
                    <li data-sample={s.name()}>
                        { sample(s) }
                        <span>{ t(lang, key(s)) }</span>
                    </li>
                }) }
            </ul>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_lists_its_own_marks() {
        let listed = |v| Sample::ALL.into_iter().filter(|&s| shown_in(v, s)).count();
        assert_eq!(listed(Variant::Incerto), 9);
        assert_eq!(listed(Variant::HiddenRandom), 6);
        assert_eq!(listed(Variant::HiddenChess), 7);
        // The five marks the issue names are explained in the game that shows them.
        assert!(shown_in(Variant::Incerto, Sample::Eye(true)));
        assert!(shown_in(Variant::Incerto, Sample::Eye(false)));
        assert!(shown_in(Variant::Incerto, Sample::Skipped));
        assert!(shown_in(Variant::HiddenRandom, Sample::Check));
        assert!(Variant::ALL.iter().all(|&v| shown_in(v, Sample::Star)));
    }
}

//! The new-game screen: the game (with a one-line description and its rules in brief), the
//! opponent and level, the side, an optional seed and the language, with a preview of the
//! chosen game's start position. The choices are remembered (settings in storage).

use crate::app::{coin, fresh_seed, AppContext};
use crate::board::Board;
use crate::i18n::{t, tf, Key, Lang};
use crate::screens::board_labels;
use crate::state::{Action, AppState, Kept, Mode, NewGame, Opponent, SideChoice, LEVELS};
use incerto_engine::{Color, Game, Variant};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

pub fn variant_key(v: Variant) -> Key {
    match v {
        Variant::Incerto => Key::VariantIncerto,
        Variant::HiddenRandom => Key::VariantHiddenRandom,
        Variant::HiddenChess => Key::VariantHiddenChess,
    }
}

fn description_key(v: Variant) -> Key {
    match v {
        Variant::Incerto => Key::DescIncerto,
        Variant::HiddenRandom => Key::DescHiddenRandom,
        Variant::HiddenChess => Key::DescHiddenChess,
    }
}

fn rules_keys(v: Variant) -> [Key; 3] {
    match v {
        Variant::Incerto => [Key::RulesIncerto1, Key::RulesIncerto2, Key::RulesIncerto3],
        Variant::HiddenRandom => [Key::RulesRandom1, Key::RulesRandom2, Key::RulesRandom3],
        Variant::HiddenChess => [Key::RulesChess1, Key::RulesChess2, Key::RulesChess3],
    }
}

/// The seed field's meaning: empty is a fresh random seed, a number is that seed.
fn parse_seed(text: &str) -> Result<Option<u64>, ()> {
    let text = text.trim();
    if text.is_empty() {
        Ok(None)
    } else {
        text.parse::<u64>().map(Some).map_err(|_| ())
    }
}

#[function_component(NewGameScreen)]
pub fn new_game_screen() -> Html {
    let ctx = use_context::<AppContext>();
    let seed_error = use_state(|| false);
    let Some(ctx) = ctx else {
        return html! {};
    };
    let s = &ctx.settings;
    let lang = s.lang;
    let d = ctx.dispatcher();

    let radio = |name: &'static str,
                 value: &'static str,
                 checked: bool,
                 label: Html,
                 onchange: Callback<Event>| {
        html! {
            <label class="choice">
                <input type="radio" {name} {value} {checked} {onchange} />
                <span class="choice-text">{ label }</span>
            </label>
        }
    };

    let variants = Variant::ALL.iter().map(|&v| {
        let d = d.clone();
        radio(
            "variant",
            v.name(),
            s.variant == v,
            html! {
                <>
                    <strong>{ t(lang, variant_key(v)) }</strong>
                    <span class="choice-desc">{ t(lang, description_key(v)) }</span>
                </>
            },
            Callback::from(move |_| d.dispatch(Action::SetVariant(v))),
        )
    });
    let opponents = Opponent::ALL.iter().map(|&o| {
        let d = d.clone();
        let label = match o {
            Opponent::Computer => t(lang, Key::OpponentComputer),
            Opponent::Human => t(lang, Key::OpponentHuman),
        };
        radio(
            "opponent",
            o.name(),
            s.opponent == o,
            html! { { label } },
            Callback::from(move |_| d.dispatch(Action::SetOpponent(o))),
        )
    });
    let sides = SideChoice::ALL.iter().map(|&side| {
        let d = d.clone();
        let label = match side {
            SideChoice::White => t(lang, Key::White),
            SideChoice::Black => t(lang, Key::Black),
            SideChoice::Random => t(lang, Key::SideRandom),
        };
        radio(
            "side",
            side.name(),
            s.side == side,
            html! { { label } },
            Callback::from(move |_| d.dispatch(Action::SetSide(side))),
        )
    });

    let on_level = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(l) = v.parse::<u8>() {
                d.dispatch(Action::SetLevel(l));
            }
        })
    };
    let on_lang = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(l) = Lang::parse(&v) {
                d.dispatch(Action::SetLang(l));
            }
        })
    };
    let on_seed = {
        let d = d.clone();
        let seed_error = seed_error.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            seed_error.set(false);
            d.dispatch(Action::SetSeedText(v));
        })
    };
    let on_submit = {
        let d = d.clone();
        let settings = s.clone();
        let seed_text = ctx.seed_text.clone();
        let seed_error = seed_error.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seed = match parse_seed(&seed_text) {
                Ok(Some(seed)) => seed,
                Ok(None) => fresh_seed(),
                Err(()) => {
                    seed_error.set(true);
                    return;
                }
            };
            let mode = match settings.opponent {
                Opponent::Human => Mode::Human,
                Opponent::Computer => Mode::Computer {
                    human: settings.side.resolve(coin()),
                    level: settings.level,
                },
            };
            d.dispatch(Action::Start(NewGame {
                variant: settings.variant,
                seed,
                mode,
            }));
        })
    };
    let on_continue = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(Action::ContinueGame))
    };

    // The preview shows the start as White sees it (face down, so it gives nothing away).
    let preview_seed = parse_seed(&ctx.seed_text).ok().flatten().unwrap_or(1);
    let preview = Game::new(s.variant, preview_seed).view(Some(Color::White));
    let computer = s.opponent == Opponent::Computer;

    html! {
        <section class="new-game" data-testid="new-game" aria-labelledby="new-game-title">
            { kept_games(lang, &ctx.kept, &d) }
            <form class="card new-game-form" onsubmit={on_submit} novalidate=true>
                <h2 id="new-game-title">{ t(lang, Key::NewGameTitle) }</h2>
                <fieldset class="variants">
                    <legend>{ t(lang, Key::GameLegend) }</legend>
                    { for variants }
                </fieldset>
                <fieldset class="row">
                    <legend>{ t(lang, Key::OpponentLegend) }</legend>
                    { for opponents }
                    <label class="inline-field">
                        <span>{ t(lang, Key::Level) }</span>
                        <select name="level" onchange={on_level} disabled={!computer}
                            title={t(lang, Key::LevelsRandomNote)}>
                            { for LEVELS.iter().map(|&l| html! {
                                <option value={l.to_string()} selected={s.level == l}>{ l }</option>
                            }) }
                        </select>
                    </label>
                    <p class="hint">
                        { if computer { t(lang, Key::LevelsRandomNote) } else { t(lang, Key::OpponentHumanHint) } }
                    </p>
                </fieldset>
                <fieldset class="row">
                    <legend>{ t(lang, Key::SideLegend) }</legend>
                    { for sides }
                </fieldset>
                <div class="row fields">
                    <label class="field">
                        <span>{ t(lang, Key::SeedLabel) }</span>
                        <input type="text" name="seed" inputmode="numeric" autocomplete="off"
                            placeholder={t(lang, Key::SeedPlaceholder)} value={ctx.seed_text.clone()}
                            oninput={on_seed} aria-invalid={(*seed_error).to_string()}
                            aria-describedby="seed-hint" />
                        <small id="seed-hint" class="hint">{ t(lang, Key::SeedHint) }</small>
                    </label>
                    <label class="field">
                        <span>{ t(lang, Key::LanguageLabel) }</span>
                        <select name="lang" onchange={on_lang}>
                            { for Lang::ALL.iter().map(|&l| html! {
                                <option value={l.code()} selected={l == lang}>{ l.native_name() }</option>
                            }) }
                        </select>
                    </label>
                </div>
                if *seed_error {
                    <p class="error" role="alert" data-testid="seed-error">{ t(lang, Key::SeedError) }</p>
                }
                <div class="actions">
                    <button type="submit" class="primary" data-testid="start">{ t(lang, Key::Start) }</button>
                    if ctx.session.is_some() {
                        <button type="button" data-testid="continue" onclick={on_continue}>
                            { t(lang, Key::ContinueGame) }
                        </button>
                    }
                </div>
            </form>
            <aside class="card preview" aria-label={t(lang, Key::RulesInBrief)}>
                <div class="preview-board" aria-hidden="true">
                    <Board files={preview.files} ranks={preview.ranks} pieces={preview.pieces.clone()}
                        coordinates={s.coordinates} interactive={false} labels={board_labels(lang)} />
                </div>
                <h3>{ t(lang, variant_key(s.variant)) }</h3>
                <ul class="rules">
                    { for rules_keys(s.variant).iter().map(|&k| html! { <li>{ t(lang, k) }</li> }) }
                </ul>
            </aside>
        </section>
    }
}

/// The games left unfinished, each with a button to resume it (after asking, if the current
/// game is at stake). No seed here: these games are not over.
fn kept_games(lang: Lang, kept: &[Kept], d: &UseReducerDispatcher<AppState>) -> Html {
    if kept.is_empty() {
        return html! {};
    }
    html! {
        <section class="card kept" data-testid="kept" aria-labelledby="kept-title">
            <h2 id="kept-title">{ t(lang, Key::KeptTitle) }</h2>
            <p class="hint">{ t(lang, Key::KeptHint) }</p>
            <ul class="kept-list">
                { for kept.iter().map(|k| {
                    let id = k.id;
                    let d = d.clone();
                    let opponent = match k.mode {
                        Mode::Computer { human, .. } => tf(lang, Key::KeptVsComputer, &[(
                            "side",
                            t(lang, if human == Color::White { Key::White } else { Key::Black }),
                        )]),
                        Mode::Human => t(lang, Key::KeptTwoPlayers).to_owned(),
                    };
                    let line = tf(lang, Key::KeptLine, &[
                        ("game", t(lang, variant_key(k.game.variant()))),
                        ("opponent", &opponent),
                        ("n", &k.game.history().len().to_string()),
                    ]);
                    html! {
                        <li key={id} data-testid="kept-game">
                            <span>{ line }</span>
                            <button type="button" data-testid="resume-kept"
                                onclick={Callback::from(move |_: MouseEvent| d.dispatch(Action::ResumeKept(id)))}>
                                { t(lang, Key::KeptResume) }
                            </button>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}

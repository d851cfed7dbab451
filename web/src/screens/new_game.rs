//! The new-game screen: the game (with a one-line description and its rules in brief), the
//! opponent and level, the side, an optional seed and the language, with a preview of the
//! chosen game's start position and a link to its lessons. The choices are remembered
//! (settings in storage).

use crate::board::Board;
use crate::i18n::{color_key, description_key, rules_keys, t, tf, variant_key, Key, Lang};
use crate::screens::board_labels;
use crate::state::{
    self, AppContext, Dispatch, Kept, Mode, Msg, Opponent, Send, SideChoice, LEVELS,
};
use incerto_engine::{Color, Game, Variant};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

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
    // The preview shows the start as White sees it (face down, so it gives nothing away),
    // built when the game or the seed changes, not on every render.
    let variant = ctx.as_ref().map(|c| c.settings.variant);
    let preview_seed = ctx
        .as_ref()
        .and_then(|c| parse_seed(&c.seed_text).ok().flatten())
        .unwrap_or(1);
    let preview = use_memo((variant, preview_seed), |&(variant, seed)| {
        variant.map(|v| Game::new(v, seed).view(Some(Color::White)))
    });
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
            d.send(Msg::SetVariant(v)),
        )
    });
    let opponents = Opponent::ALL.iter().map(|&o| {
        let label = match o {
            Opponent::Computer => t(lang, Key::OpponentComputer),
            Opponent::Human => t(lang, Key::OpponentHuman),
        };
        radio(
            "opponent",
            o.name(),
            s.opponent == o,
            html! { { label } },
            d.send(Msg::SetOpponent(o)),
        )
    });
    let sides = SideChoice::ALL.iter().map(|&side| {
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
            d.send(Msg::SetSide(side)),
        )
    });

    let select_value = |e: Event| e.target_unchecked_into::<HtmlSelectElement>().value();
    let on_level = d.send_some(move |e| select_value(e).parse().ok().map(Msg::SetLevel));
    let on_lang = d.send_some(move |e| Lang::parse(&select_value(e)).map(Msg::SetLang));
    let on_seed = {
        let d = d.clone();
        let seed_error = seed_error.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            seed_error.set(false);
            d.dispatch(Msg::SetSeedText(v));
        })
    };
    let on_submit = {
        let d = d.clone();
        let settings = s.clone();
        let seed_text = ctx.seed_text.clone();
        let seed_error = seed_error.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match parse_seed(&seed_text) {
                Ok(seed) => state::start(&d, &settings, seed),
                Err(()) => seed_error.set(true),
            }
        })
    };
    let on_continue = d.send(Msg::ContinueGame);
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
                    if let Some(preview) = preview.as_ref() {
                        <Board files={preview.files} ranks={preview.ranks} pieces={preview.pieces.clone()}
                            coordinates={s.coordinates} interactive={false} labels={board_labels(lang)} />
                    }
                </div>
                <h3>{ t(lang, variant_key(s.variant)) }</h3>
                <ul class="rules">
                    { for rules_keys(s.variant).iter().map(|&k| html! { <li>{ t(lang, k) }</li> }) }
                </ul>
                <p class="learn-link">
                    <a class="button" href={format!("#/learn/{}", s.variant.name())} data-testid="learn-link">
                        { tf(lang, Key::LearnGame, &[("game", t(lang, variant_key(s.variant)))]) }
                    </a>
                </p>
            </aside>
        </section>
    }
}

/// The games left unfinished, each with a button to resume it (after asking, if the current
/// game is at stake). No seed here: these games are not over.
fn kept_games(lang: Lang, kept: &[Kept], d: &Dispatch) -> Html {
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
                    let opponent = match k.mode {
                        Mode::Computer { human, .. } => {
                            tf(lang, Key::KeptVsComputer, &[("side", t(lang, color_key(human)))])
                        }
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
                                onclick={d.send(Msg::ResumeKept(id))}>
                                { t(lang, Key::KeptResume) }
                            </button>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}

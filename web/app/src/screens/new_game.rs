//! The new-game screen: the game (with a one-line description and its rules in brief), the
//! opponent and level, the side (both only against the computer), an optional clock, an
//! optional seed and the language, with a preview of the chosen game's start position and
//! a link to its lessons; and "Open a saved game". The choices are remembered (settings in
//! storage).

use crate::screens::open_record::OpenRecord;
use crate::state::clock::TimeControl;
use crate::state::{
    self, level_code, parse_level, set_lang, AppContext, Dispatch, Kept, Mode, Msg, Opponent, Send,
    SideChoice, LEVELS,
};
use incerto_engine::{Color, Game, Variant};
use incerto_ui::board::Board;
use incerto_ui::focus::use_focus_on;
use incerto_ui::i18n::{
    color_key, description_key, level_description, level_name, rules_keys, t, tf, variant_key, Key,
    Lang,
};
use incerto_ui::pieces::board_labels;
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
    // Focus on the screen's heading when it appears ("New game" from a game, Back), never
    // left on <body>.
    let heading = use_focus_on(());
    let clock_error = use_state(|| false);
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
    let on_level = d.send_some(move |e| parse_level(&select_value(e)).map(Msg::SetLevel));
    let on_lang = {
        let d = d.clone();
        Callback::from(move |e| {
            if let Some(lang) = Lang::parse(&select_value(e)) {
                set_lang(&d, lang);
            }
        })
    };
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
    let fields = s.clock_fields;
    let on_clock_field = |minutes: bool| {
        let (d, clock_error) = (d.clone(), clock_error.clone());
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            let n = v.trim().parse::<u32>().ok();
            let tc = n.and_then(|n| {
                if minutes {
                    TimeControl::checked(n, fields.increment)
                } else {
                    TimeControl::checked(fields.minutes, n)
                }
            });
            clock_error.set(tc.is_none());
            if let Some(tc) = tc {
                d.dispatch(Msg::SetClockFields(tc));
            }
        })
    };
    let open_record = {
        let d = d.clone();
        Callback::from(move |text: String| state::open_record(&d, text))
    };

    html! {
        <section class="new-game" data-testid="new-game" aria-labelledby="new-game-title">
            <form class="card new-game-form" onsubmit={on_submit} novalidate=true>
                <h2 id="new-game-title" ref={heading} tabindex="-1">{ t(lang, Key::NewGameTitle) }</h2>
                <fieldset class="variants">
                    <legend>{ t(lang, Key::GameLegend) }</legend>
                    { for variants }
                </fieldset>
                // "Start" right under the game, so both are in view first; the other choices
                // (remembered from last time) follow.
                <div class="actions start-row">
                    <button type="submit" class="primary" data-testid="start">{ t(lang, Key::Start) }</button>
                    if ctx.session.is_some() {
                        <button type="button" data-testid="continue" onclick={on_continue}>
                            { t(lang, Key::ContinueGame) }
                        </button>
                    }
                </div>
                <fieldset class="row">
                    <legend>{ t(lang, Key::OpponentLegend) }</legend>
                    { for opponents }
                    // The computer's level and the person's side mean nothing between two
                    // players: they are shown only against the computer.
                    if computer {
                        <label class="inline-field">
                            <span>{ t(lang, Key::Level) }</span>
                            <select name="level" onchange={on_level} aria-describedby="level-hint">
                                { for LEVELS.iter().map(|&l| html! {
                                    <option value={level_code(l)} selected={s.level == l}>{ level_name(lang, l) }</option>
                                }) }
                            </select>
                        </label>
                    }
                    <p class="hint" id="level-hint" data-testid="level-hint">
                        { if computer { level_description(lang, s.level, s.variant) } else { t(lang, Key::OpponentHumanHint).to_owned() } }
                    </p>
                </fieldset>
                if computer {
                    <fieldset class="row">
                        <legend>{ t(lang, Key::SideLegend) }</legend>
                        { for sides }
                    </fieldset>
                }
                <fieldset class="row">
                    <legend>{ t(lang, Key::ClockLegend) }</legend>
                    { radio("clock", "none", s.clock.is_none(), html! { { t(lang, Key::ClockNone) } },
                        d.send(Msg::SetClock(None))) }
                    { radio("clock", "on", s.clock.is_some(), html! { { t(lang, Key::ClockUse) } },
                        d.send(Msg::SetClock(Some(fields)))) }
                    if s.clock.is_some() {
                        <div class="clock-fields">
                            <label class="field">
                                <span>{ t(lang, Key::ClockMinutes) }</span>
                                <input type="number" name="clock-minutes" min="1" max={TimeControl::MAX_MINUTES.to_string()}
                                    inputmode="numeric" value={fields.minutes.to_string()}
                                    oninput={on_clock_field(true)} aria-invalid={(*clock_error).to_string()} />
                            </label>
                            <label class="field">
                                <span>{ t(lang, Key::ClockIncrement) }</span>
                                <input type="number" name="clock-increment" min="0" max={TimeControl::MAX_INCREMENT.to_string()}
                                    inputmode="numeric" value={fields.increment.to_string()}
                                    oninput={on_clock_field(false)} aria-invalid={(*clock_error).to_string()} />
                            </label>
                        </div>
                        if *clock_error {
                            <p class="error" role="alert">{ t(lang, Key::ClockError) }</p>
                        }
                    }
                    <p class="hint">{ t(lang, Key::ClockHint) }</p>
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
            </form>
            <aside class="card preview" aria-label={t(lang, Key::RulesInBrief)}>
                // A picture of the start, out of the tab order and hidden from screen readers.
                <div class="preview-board" aria-hidden="true">
                    if let Some(preview) = preview.as_ref() {
                        <Board files={preview.files} ranks={preview.ranks} pieces={preview.pieces.clone()}
                            coordinates={s.coordinates} interactive={false} decorative={true}
                            labels={board_labels(lang)} />
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
            { kept_games(lang, &ctx.kept, &d) }
            <OpenRecord {lang} on_open={open_record} on_empty={d.send(Msg::OpenNothing)} />
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

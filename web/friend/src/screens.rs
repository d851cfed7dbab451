//! The two-device page's screens: the invitation (its link, QR code and text, the box for
//! the answer, the connection's choices), the invitation received (asked before a public
//! server is contacted), the answer, the connection's state with what to do next, and the
//! refusals. Every step says what to do next; each code is shown three ways.

use crate::check::Problem;
use crate::root::{Actions, Game, Page, Stage};
use crate::route;
use crate::servers::{self, Settings};
use incerto_engine::Color;
use incerto_link::code::Purpose;
use incerto_link::peer::State;
use incerto_link::qr::qr;
use incerto_ui::i18n::{t, tf, variant_key, FriendKey as F, Key, Lang};
use wasm_bindgen::JsCast;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// The page's chrome (as the app's) around the screen.
pub fn page(lang: Lang, actions: &Actions) -> Html {
    html! {
        <div class="app">
            <header class="topbar">
                <h1 data-testid="title" class="title">{ t(lang, Key::AppTitle) }</h1>
                <p class="tagline">{ t(lang, Key::Tagline) }</p>
            </header>
            <main class="screen">{ screen(lang, actions) }</main>
        </div>
    }
}

fn screen(lang: Lang, actions: &Actions) -> Html {
    let p = actions.page();
    let connected = p.link == Some(State::Connected) && p.greeted;
    match &p.stage {
        _ if connected => connected_card(lang, p),
        Stage::Making { answer } => html! {
            <section class="card friend" data-testid="friend-making" aria-busy="true">
                <p role="status">{ t(lang, if *answer { F::MakingAnswer } else { F::MakingInvitation }) }</p>
            </section>
        },
        Stage::Inviting { digits, .. } => invitation_card(lang, actions, digits),
        Stage::Consent { invitation, digits } => {
            let (a, inv, digits) = (actions.clone(), invitation.clone(), digits.clone());
            html! {
                <section class="card friend" data-testid="friend-consent" aria-labelledby="friend-title">
                    <h2 id="friend-title">{ t(lang, F::InvitedTitle) }</h2>
                    { setup_line(lang, p.game) }
                    <p>{ t(lang, F::StunAsked) }</p>
                    <div class="actions">
                        <button type="button" class="primary" data-testid="friend-answer"
                            onclick={move |_| a.answer(inv.clone(), &digits)}>{ t(lang, F::AnswerButton) }</button>
                    </div>
                </section>
            }
        }
        Stage::Answered { digits } => html! {
            <section class="card friend" data-testid="friend-answered" aria-labelledby="friend-title">
                <h2 id="friend-title">{ t(lang, F::InvitedTitle) }</h2>
                { setup_line(lang, p.game) }
                <p class="step">{ t(lang, F::AnswerStep) }</p>
                { code_block(lang, "answer", digits, F::AnswerQr) }
                { status(lang, actions) }
            </section>
        },
        Stage::Checking { .. } => html! {
            <section class="card friend" data-testid="friend-checking">
                <p role="status">{ t(lang, F::CheckingTabs) }</p>
            </section>
        },
        Stage::Passed => html! {
            <section class="card friend" data-testid="friend-passed">
                <p role="status">{ t(lang, F::Passed) }</p>
            </section>
        },
        Stage::Refused(problem) => html! {
            <section class="card friend" data-testid="friend-refused">
                <p role="alert" data-testid="friend-problem" data-problem={problem_name(problem)}>
                    { problem_text(lang, problem) }
                </p>
                <div class="actions">
                    <a class="button primary" href="./#/new">{ t(lang, Key::NewGameButton) }</a>
                </div>
            </section>
        },
    }
}

/// "Incerto · You play White · no clock".
fn setup_line(lang: Lang, game: Option<Game>) -> Html {
    let Some(g) = game else {
        return html! {};
    };
    let side = t(
        lang,
        if g.side == Color::White {
            F::YouPlayWhite
        } else {
            F::YouPlayBlack
        },
    );
    let clock = match g.clock {
        Some(c) => tf(lang, F::ClockLine, &[("clock", &c.to_string())]),
        None => t(lang, F::NoClock).to_owned(),
    };
    html! {
        <p class="friend-setup" data-testid="friend-setup">
            { format!("{} · {side} · {clock}", t(lang, variant_key(g.variant))) }
        </p>
    }
}

fn invitation_card(lang: Lang, actions: &Actions, digits: &str) -> Html {
    let p = actions.page();
    let on_connect = {
        let a = actions.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlFormElement>().ok())
                .and_then(|f| f.elements().named_item("answer"))
                .and_then(|el| el.dyn_into::<HtmlTextAreaElement>().ok())
                .map(|el| el.value())
                .unwrap_or_default();
            a.take_answer(&text);
        })
    };
    let waiting = p.link.is_none();
    html! {
        <section class="card friend" data-testid="friend-invitation" aria-labelledby="friend-title">
            <h2 id="friend-title">{ t(lang, F::InviteTitle) }</h2>
            { setup_line(lang, p.game) }
            <ol class="friend-steps">
                <li>
                    <p class="step">{ t(lang, F::InviteStep) }</p>
                    { code_block(lang, "invite", digits, F::InvitationQr) }
                </li>
                <li>
                    <form class="friend-paste" onsubmit={on_connect}>
                        <label for="friend-answer-text" class="step">{ t(lang, F::PasteStep) }</label>
                        <textarea id="friend-answer-text" name="answer" rows="3" data-testid="friend-paste"
                            aria-describedby="friend-paste-problem" disabled={!waiting} />
                        if let Some(problem) = &p.pasted {
                            <p class="error" role="alert" id="friend-paste-problem" data-testid="friend-problem"
                                data-problem={problem_name(problem)}>{ problem_text(lang, problem) }</p>
                        }
                        <div class="actions">
                            <button type="submit" class="primary" data-testid="friend-connect"
                                disabled={!waiting}>{ t(lang, F::ConnectButton) }</button>
                        </div>
                    </form>
                </li>
            </ol>
            { status(lang, actions) }
            { choices(lang, actions) }
        </section>
    }
}

/// The connection's choices: the public STUN server (a new invitation when changed) and
/// the person's own servers.
fn choices(lang: Lang, actions: &Actions) -> Html {
    let p = actions.page();
    let settings = actions.settings().clone();
    let on_stun = {
        let (a, s) = (actions.clone(), settings.clone());
        let (game, purpose) = match &p.stage {
            Stage::Inviting { invitation, .. } => (p.game, Some(invitation.purpose)),
            _ => (None, None),
        };
        Callback::from(move |e: Event| {
            let on = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                .is_some_and(|i| i.checked());
            a.set_settings(Settings {
                stun: on,
                ..s.clone()
            });
            if let (Some(g), Some(purpose)) = (game, purpose) {
                a.invite_with(g, purpose, on);
            }
        })
    };
    html! {
        <div class="friend-choices">
            <label class="choice">
                <input type="checkbox" data-testid="friend-stun" checked={settings.stun}
                    onchange={on_stun} disabled={p.link.is_some()} aria-describedby="friend-stun-note" />
                <span class="choice-text">{ t(lang, F::PublicStun) }</span>
            </label>
            <p class="hint" id="friend-stun-note">{ t(lang, F::PublicStunNote) }</p>
            <OwnServers {lang} actions={actions.clone()} />
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct OwnServersProps {
    lang: Lang,
    actions: Actions,
}

/// The person's own STUN and TURN servers, checked before they are kept.
#[function_component(OwnServers)]
fn own_servers(props: &OwnServersProps) -> Html {
    let lang = props.lang;
    let note = use_state(|| None::<Result<(), usize>>);
    let on_save = {
        let (a, note) = (props.actions.clone(), note.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlFormElement>().ok())
                .and_then(|f| f.elements().named_item("servers"))
                .and_then(|el| el.dyn_into::<HtmlTextAreaElement>().ok())
                .map(|el| el.value())
                .unwrap_or_default();
            match servers::parse(&text) {
                Ok(_) => {
                    a.set_settings(Settings {
                        servers: text,
                        ..a.settings().clone()
                    });
                    note.set(Some(Ok(())));
                }
                Err(line) => note.set(Some(Err(line))),
            }
        })
    };
    html! {
        <details class="friend-servers">
            <summary>{ t(lang, F::OwnServers) }</summary>
            <form onsubmit={on_save}>
                <label for="friend-servers-text" class="hint">{ t(lang, F::OwnServersHelp) }</label>
                <textarea id="friend-servers-text" name="servers" rows="3" data-testid="friend-servers"
                    value={props.actions.settings().servers.clone()} spellcheck="false" />
                <div class="actions">
                    <button type="submit">{ t(lang, F::SaveServers) }</button>
                </div>
                {
                    match *note {
                        Some(Ok(())) => html! { <p role="status">{ t(lang, F::ServersSaved) }</p> },
                        Some(Err(line)) => html! {
                            <p class="error" role="alert">{ tf(lang, F::BadServer, &[("line", &line.to_string())]) }</p>
                        },
                        None => html! {},
                    }
                }
            </form>
        </details>
    }
}

/// A code three ways: its QR code, its link (with a copy button) and its text.
fn code_block(lang: Lang, what: &'static str, digits: &str, qr_label: F) -> Html {
    let here = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let link = route::code_link(&here, what, digits);
    let picture = qr(&link).map(|q| {
        let view = format!("0 0 {0} {0}", q.size);
        html! {
            <svg class="qr" viewBox={view} width="240" height="240" role="img"
                aria-label={t(lang, qr_label)} data-testid={format!("friend-{what}-qr")}>
                <rect width={q.size.to_string()} height={q.size.to_string()} fill="#fff" />
                <path d={q.path} fill="#000" />
            </svg>
        }
    });
    html! {
        <div class="friend-code">
            { picture.unwrap_or_default() }
            <p class="friend-link">
                <a href={link.clone()} data-testid={format!("friend-{what}-link")}>{ link.clone() }</a>
            </p>
            <div class="actions">
                <CopyButton {lang} text={link} />
            </div>
            <details>
                <summary>{ t(lang, F::CodeAsText) }</summary>
                <textarea readonly=true rows="4" aria-label={t(lang, F::CodeAsText)}
                    data-testid={format!("friend-{what}-text")} value={digits.to_owned()} />
            </details>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct CopyProps {
    lang: Lang,
    text: String,
}

/// Copies its text to the clipboard, and says so.
#[function_component(CopyButton)]
fn copy_button(props: &CopyProps) -> Html {
    let said = use_state(|| None::<bool>);
    let onclick = {
        let (text, said) = (props.text.clone(), said.clone());
        Callback::from(move |_| {
            let Some(w) = web_sys::window() else {
                return;
            };
            let promise = w.navigator().clipboard().write_text(&text);
            let said = said.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                said.set(Some(ok));
            });
        })
    };
    let lang = props.lang;
    html! {
        <>
            <button type="button" {onclick}>{ t(lang, F::CopyLink) }</button>
            <span role="status" class="hint">
                {
                    match *said {
                        Some(true) => t(lang, Key::Copied),
                        Some(false) => t(lang, Key::CopyFailed),
                        None => "",
                    }
                }
            </span>
        </>
    }
}

/// The connection's state, and what to do when it is gone.
fn status(lang: Lang, actions: &Actions) -> Html {
    let p = actions.page();
    let Some(state) = p.link else {
        return html! {};
    };
    let (name, text) = match state {
        State::Connecting => ("connecting", vec![F::StateConnecting, F::StateWaiting]),
        State::Connected if p.greeted => ("connected", vec![F::StateConnected]),
        State::Connected => ("connecting", vec![F::StateConnecting]),
        State::Reconnecting => ("reconnecting", vec![F::StateReconnecting]),
        State::Unreachable => ("unreachable", vec![F::StateUnreachable]),
        State::Lost => ("lost", vec![F::StateLost]),
    };
    let again = matches!(state, State::Unreachable | State::Lost);
    let on_again = {
        let (a, game) = (actions.clone(), p.game);
        Callback::from(move |_| {
            if let Some(g) = game {
                a.invite_with(g, Purpose::Resume, a.settings().stun);
            }
        })
    };
    html! {
        <div class="friend-status" data-testid="friend-status" data-state={name}>
            <p role="status" aria-live="polite">
                { text.iter().map(|&k| t(lang, k)).collect::<Vec<_>>().join(" ") }
            </p>
            if again && p.game.is_some() {
                <div class="actions">
                    <button type="button" class="primary" data-testid="friend-again"
                        onclick={on_again}>{ t(lang, F::NewInvitation) }</button>
                </div>
            }
        </div>
    }
}

fn connected_card(lang: Lang, p: &Page) -> Html {
    html! {
        <section class="card friend" data-testid="friend-connected" aria-labelledby="friend-title">
            <h2 id="friend-title">{ t(lang, Key::AppTitle) }</h2>
            { setup_line(lang, p.game) }
            <div class="friend-status" data-testid="friend-status" data-state="connected">
                <p role="status" aria-live="polite">{ t(lang, F::StateConnected) }</p>
            </div>
        </section>
    }
}

/// A problem's name, for tests and styles.
fn problem_name(p: &Problem) -> &'static str {
    match p {
        Problem::Damaged => "damaged",
        Problem::Version { newer: true } => "newer",
        Problem::Version { newer: false } => "older",
        Problem::Old => "old",
        Problem::Own => "own",
        Problem::Used => "used",
        Problem::NotAnInvitation => "not-an-invitation",
        Problem::NotAnAnswer => "not-an-answer",
        Problem::Foreign => "foreign",
        Problem::NoWaitingTab => "no-waiting-tab",
        Problem::UnknownGame => "unknown-game",
        Problem::BadAddress => "bad-address",
        Problem::Browser(_) => "browser",
    }
}

fn problem_text(lang: Lang, p: &Problem) -> String {
    let key = match p {
        Problem::Damaged => F::ProblemDamaged,
        Problem::Version { newer: true } => F::ProblemNewer,
        Problem::Version { newer: false } => F::ProblemOlder,
        Problem::Old => F::ProblemOld,
        Problem::Own => F::ProblemOwn,
        Problem::Used => F::ProblemUsed,
        Problem::NotAnInvitation => F::ProblemNotInvitation,
        Problem::NotAnAnswer => F::ProblemNotAnswer,
        Problem::Foreign => F::ProblemForeign,
        Problem::NoWaitingTab => F::ProblemNoTab,
        Problem::UnknownGame => F::ProblemUnknownGame,
        Problem::BadAddress => F::ProblemAddress,
        Problem::Browser(why) => return tf(lang, F::ProblemBrowser, &[("why", why)]),
    };
    t(lang, key).to_owned()
}

//! The game-over panel: the result and its reason in words, the seed (secret until now), a
//! new game, a rematch with a new deal or a replay of the same deal, and the record (copied to the clipboard or downloaded as JSON and PGN-style
//! text). Clipboard and downloads are side effects of the person's clicks, kept here.

use crate::state::share::replay_hash;
use crate::state::Tracked;
use gloo::file::{Blob, ObjectUrl};
use gloo::timers::callback::Timeout;
use incerto_engine::{Color, Game, Outcome, PgnTags, Variant};
use incerto_ui::i18n::{reason_key, result_key, t, tf, Key, Lang};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The record as pretty JSON, the text of the engine's `Game::to_json` (incerto_ui::json).
fn record_json(game: &Game) -> String {
    incerto_ui::json::to_string_pretty(&game.record()).unwrap_or_default()
}

/// Offers `content` as a file download through a temporary link to a Blob URL (the
/// notices' "Download it" of a value kept aside, too).
pub(crate) fn download(name: &str, mime: &str, content: &str) -> Option<()> {
    let url = ObjectUrl::from(Blob::new_with_options(content, Some(mime)));
    let doc = web_sys::window()?.document()?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(&url);
    a.set_download(name);
    let body = doc.body()?;
    body.append_child(&a).ok()?;
    a.click();
    a.remove();
    // The download reads the URL after this handler returns: revoke it a little later.
    Timeout::new(30_000, move || drop(url)).forget();
    Some(())
}

/// Copies text to the clipboard; resolves to whether it worked. Without a clipboard (an
/// insecure page, an old browser) it fails instead of throwing.
async fn copy(text: String) -> bool {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let has = js_sys::Reflect::get(&nav, &"clipboard".into()).is_ok_and(|c| !c.is_undefined());
    if !has {
        return false;
    }
    let promise = nav.clipboard().write_text(&text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    pub lang: Lang,
    pub result: Outcome,
    pub variant: Variant,
    /// Against the computer: the person's colour, to say "you won" or "you lost".
    pub human: Option<Color>,
    /// The finished game: its record and PGN are written when the person asks for them,
    /// not on every render.
    pub game: Tracked,
    /// Start of the download file names, for example `incerto-42`.
    pub file_stem: String,
    pub reveal_all: bool,
    /// The finished game's seed: shown now that the game is over, for sharing its deal.
    pub seed: u64,
    pub on_new: Callback<()>,
    /// The same setup with a new shuffle.
    pub on_rematch: Callback<()>,
    /// The same deal again.
    pub on_replay: Callback<()>,
    pub on_reveal: Callback<()>,
    /// The game's PGN with its analysis (the analysis page's, once both lenses are
    /// done); without it, the download is the game's plain PGN.
    #[prop_or_default]
    pub pgn: Option<Rc<str>>,
}

#[derive(Clone, Copy, PartialEq)]
enum Copied {
    Not,
    Yes,
    Failed,
}

#[function_component(GameOver)]
pub fn game_over(props: &GameOverProps) -> Html {
    let lang = props.lang;
    let copied = use_state(|| Copied::Not);
    let personal = props.human.map(|h| match props.result.winner() {
        Some(w) if w == h => Key::YouWon,
        Some(_) => Key::YouLost,
        None => Key::DrawResult,
    });

    let on_copy = {
        let copied = copied.clone();
        let game = props.game.game.clone();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            let json = record_json(&game);
            wasm_bindgen_futures::spawn_local(async move {
                copied.set(if copy(json).await {
                    Copied::Yes
                } else {
                    Copied::Failed
                });
            });
        })
    };
    // The replay link: the whole record in the address (a finished game only: an
    // unfinished one's record would give its seed away).
    let link = use_memo(props.game.rev, {
        let game = props.game.game.clone();
        move |_| replay_hash(&game)
    });
    let link_copied = use_state(|| Copied::Not);
    let on_copy_link = {
        let (copied, link) = (link_copied.clone(), link.clone());
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            let Some(hash) = (*link).clone() else { return };
            let page = web_sys::window()
                .and_then(|w| w.location().href().ok())
                .map(|href| href.split('#').next().unwrap_or_default().to_owned())
                .unwrap_or_default();
            wasm_bindgen_futures::spawn_local(async move {
                copied.set(if copy(format!("{page}{hash}")).await {
                    Copied::Yes
                } else {
                    Copied::Failed
                });
            });
        })
    };
    let on_json = {
        let game = props.game.game.clone();
        let name = format!("{}.json", props.file_stem);
        Callback::from(move |_: MouseEvent| {
            let _ = download(&name, "application/json", &record_json(&game));
        })
    };
    let on_pgn = {
        let game = props.game.game.clone();
        let name = format!("{}.pgn", props.file_stem);
        let analysed = props.pgn.clone();
        Callback::from(move |_: MouseEvent| {
            let pgn = match &analysed {
                Some(pgn) => pgn.to_string(),
                None => game.pgn_with(&PgnTags::default()),
            };
            let _ = download(&name, "text/plain", &pgn);
        })
    };

    html! {
        <div class="game-over card" data-testid="game-over" role="region" aria-labelledby="game-over-title">
            <h2 id="game-over-title">
                { t(lang, result_key(props.result)) }
                <span class="score">{ format!(" {}", props.result.score()) }</span>
            </h2>
            if let Some(k) = personal {
                if k != Key::DrawResult {
                    // Green only for a win: a loss in the success colour reads as good news.
                    <p class={classes!("personal", (k == Key::YouLost).then_some("lost"))}>{ t(lang, k) }</p>
                }
            }
            <p data-testid="result-reason" class="reason">{ t(lang, reason_key(props.result, props.variant)) }</p>
            <p data-testid="game-seed" class="seed-line">
                { tf(lang, Key::GameSeed, &[("seed", &props.seed.to_string())]) }
            </p>
            <div class="actions">
                <button type="button" class="primary" data-testid="game-over-new"
                    onclick={props.on_new.reform(|_: MouseEvent| ())}>{ t(lang, Key::NewGameButton) }</button>
                <button type="button" data-testid="rematch" title={t(lang, Key::RematchTitle)}
                    onclick={props.on_rematch.reform(|_: MouseEvent| ())}>{ t(lang, Key::Rematch) }</button>
                <button type="button" data-testid="replay-deal" title={t(lang, Key::ReplayDealTitle)}
                    onclick={props.on_replay.reform(|_: MouseEvent| ())}>{ t(lang, Key::ReplayDeal) }</button>
                <button type="button" data-testid="reveal-all" aria-pressed={props.reveal_all.to_string()}
                    onclick={props.on_reveal.reform(|_: MouseEvent| ())}>
                    { t(lang, if props.reveal_all { Key::ShowMyView } else { Key::RevealAll }) }
                </button>
            </div>
            <div class="actions record">
                <span class="record-label">{ t(lang, Key::RecordLabel) }</span>
                <button type="button" data-testid="copy-record" onclick={on_copy}>{ t(lang, Key::CopyRecord) }</button>
                <button type="button" data-testid="download-json" onclick={on_json}>{ t(lang, Key::DownloadJson) }</button>
                <button type="button" data-testid="download-pgn" onclick={on_pgn}>{ t(lang, Key::DownloadPgn) }</button>
                <span class="copy-status" role="status" aria-live="polite">
                    { match *copied {
                        Copied::Not => "",
                        Copied::Yes => t(lang, Key::Copied),
                        Copied::Failed => t(lang, Key::CopyFailed),
                    } }
                </span>
            </div>
            if let Some(hash) = (*link).clone() {
                <div class="actions record">
                    <a data-testid="share-link" href={hash} title={t(lang, Key::ShareLinkTitle)}>
                        { t(lang, Key::ReplayLink) }
                    </a>
                    <button type="button" data-testid="copy-link" onclick={on_copy_link}>
                        { t(lang, Key::ShareLink) }
                    </button>
                    <span class="copy-status" role="status" aria-live="polite">
                        { match *link_copied {
                            Copied::Not => "",
                            Copied::Yes => t(lang, Key::Copied),
                            Copied::Failed => t(lang, Key::CopyFailed),
                        } }
                    </span>
                </div>
            }
        </div>
    }
}

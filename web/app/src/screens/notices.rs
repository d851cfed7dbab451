//! The notices at the top of the page: messages the person must see (a discarded save, a
//! bad link, a refused action), each closable. The message is in the person's language (a
//! refused step says why, `i18n::refusal`); the technical detail, in English, waits
//! behind a "Technical details" toggle. A stored value that could not be read is named
//! (the key that keeps it) and offered for download.

use super::game_over::download;
use crate::state::Notice;
use incerto_ui::i18n::refusal::explain;
use incerto_ui::i18n::{t, Key, Lang};
use yew::prelude::*;

/// Messages the person must see (a discarded save, a bad link), each closable. A plain
/// function, not a component: a component of its own cost the page's wasm more than
/// re-drawing these few elements with the app does.
pub fn notices(notices: &[Notice], lang: Lang, on_dismiss: &Callback<u64>) -> Html {
    if notices.is_empty() {
        return html! {};
    }
    html! {
        <div class="notices">
            { for notices.iter().map(|n| {
                let id = n.id;
                let dismiss = on_dismiss.reform(move |_: MouseEvent| id);
                html! {
                    <div class="notice" data-testid="notice" role="alert" key={id}>
                        <div class="notice-text">
                            <p>
                                { n.error.as_ref().map_or_else(|| t(lang, n.key).to_owned(), |e| explain(lang, e)) }
                            </p>
                            if let Some(k) = &n.kept {
                                <p class="notice-kept">
                                    { t(lang, Key::KeptUnder) }{ " " }<code>{ k }</code>{ " " }
                                    <button type="button" data-testid="download-kept"
                                        onclick={download_kept(k)}>{ t(lang, Key::DownloadKept) }</button>
                                </p>
                            }
                            if let Some(d) = &n.detail {
                                <details>
                                    <summary>{ t(lang, Key::Details) }</summary>
                                    <p class="notice-detail" lang="en">{ d }</p>
                                </details>
                            }
                        </div>
                        <button type="button" class="notice-close" onclick={dismiss}
                            aria-label={t(lang, Key::Dismiss)} title={t(lang, Key::Dismiss)}>
                            { "×" }
                        </button>
                    </div>
                }
            }) }
        </div>
    }
}

/// Downloads what the key `k` holds now, as `<k>.json`.
fn download_kept(k: &str) -> Callback<MouseEvent> {
    let k = k.to_owned();
    Callback::from(move |_| {
        if let Some(text) = incerto_ui::storage::read(&k) {
            let _ = download(&format!("{k}.json"), "application/json", &text);
        }
    })
}

//! "Open a saved game" on the new-game screen: a record downloaded from the app (a `.json`
//! file, opened as soon as it is chosen, or its text pasted and opened with the button)
//! opens as a replay if the game is finished, or continues with
//! the opponent chosen on the form if not. The text goes to the state as it is; the state
//! checks it (`Game::from_json`) and refuses a bad one with a notice, changing nothing.

use gloo::file::callbacks::{read_as_text, FileReader};
use gloo::file::File;
use incerto_ui::i18n::{t, Key, Lang};
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OpenRecordProps {
    pub lang: Lang,
    /// The record's text, to open.
    pub on_open: Callback<String>,
    /// Nothing was chosen: a file or a text is needed.
    pub on_empty: Callback<()>,
}

#[function_component(OpenRecord)]
pub fn open_record(props: &OpenRecordProps) -> Html {
    let lang = props.lang;
    let file = use_node_ref();
    let text = use_node_ref();
    // A read in progress: dropping it cancels it.
    let reading: Rc<RefCell<Option<FileReader>>> = use_mut_ref(|| None);
    // Choosing a file opens it: no second step.
    let onchange = {
        let (file, on_open) = (file.clone(), props.on_open.clone());
        Callback::from(move |_: Event| {
            let Some(input) = file.cast::<HtmlInputElement>() else {
                return;
            };
            let Some(f) = input.files().and_then(|list| list.get(0)) else {
                return;
            };
            // Emptied at once, so choosing the same file again (after fixing it, or after
            // answering "keep playing") opens it again.
            input.set_value("");
            let on_open = on_open.clone();
            let task = read_as_text(&File::from(f).into(), move |r| {
                // An unreadable file reads as empty text, which the state refuses.
                on_open.emit(r.unwrap_or_default())
            });
            *reading.borrow_mut() = Some(task);
        })
    };
    // The button opens the pasted text.
    let onclick = {
        let text = text.clone();
        let (on_open, on_empty) = (props.on_open.clone(), props.on_empty.clone());
        Callback::from(move |_: MouseEvent| {
            let pasted = text
                .cast::<HtmlTextAreaElement>()
                .map(|el| el.value())
                .unwrap_or_default();
            if pasted.trim().is_empty() {
                on_empty.emit(());
            } else {
                on_open.emit(pasted);
            }
        })
    };
    html! {
        <section class="card open-record" data-testid="open-saved" aria-labelledby="open-title">
            <h2 id="open-title">{ t(lang, Key::OpenSavedTitle) }</h2>
            <p class="hint" id="open-hint">{ t(lang, Key::OpenSavedHint) }</p>
            <label class="field">
                <span>{ t(lang, Key::OpenFile) }</span>
                <input ref={file} type="file" accept=".json,application/json" data-testid="open-file"
                    aria-describedby="open-hint" {onchange} />
            </label>
            <label class="field">
                <span>{ t(lang, Key::PasteRecord) }</span>
                <textarea ref={text} rows="3" data-testid="open-text" spellcheck="false" />
            </label>
            <div class="actions">
                <button type="button" data-testid="open-record" {onclick}>{ t(lang, Key::OpenRecord) }</button>
            </div>
        </section>
    }
}

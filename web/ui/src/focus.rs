//! Moving the keyboard focus to an element when it appears or something changes.

use yew::prelude::*;

/// A node ref whose element takes the keyboard focus after the first render and again
/// whenever `deps` changes: a dialog's safe answer, a screen's heading, the status line
/// of a new game. Keyboard and screen-reader users then start from there, never `<body>`.
#[hook]
pub fn use_focus_on<D: PartialEq + 'static>(deps: D) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(deps, move |_| {
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    node
}

//! The messages above the table, never over it: the link to share a deal, and notices (an
//! address or a save that could not be used, a file that is not a game, the worker down).
use super::callbacks::TableHandle;
use super::hooks::Shared;
use super::storage::{KeptSave, download, reload_for_newer};
use crate::lang::t;
use yew::prelude::*;

/// The link to this deal, copied or to copy, with a button to close it.
pub fn share_bar(share: &UseStateHandle<Shared>) -> Html {
    let Some((url, words, copied)) = &**share else {
        return html! {};
    };
    let line = match copied {
        Some(true) => t::page_share_copied(words.clone()),
        Some(false) => t::page_share_to_copy(words.clone()),
        None => t::page_share_link(),
    };
    let on_close = {
        let share = share.clone();
        Callback::from(move |_: MouseEvent| share.set(None))
    };
    let on_focus = Callback::from(|event: FocusEvent| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        input.select();
    });
    html! {
        <div class="share-bar" role="status">
            <label for="share-link">{ line }</label>
            <input id="share-link" type="text" readonly={true} value={url.clone()} onfocus={on_focus} />
            <button type="button" class="quiet" onclick={on_close}>{ t::page_close() }</button>
        </div>
    }
}

/// The notices (what could not be used, said plainly; "OK" clears them) and the worker's
/// state, with a save that could not be resumed, as it was: to download, or, from a newer
/// version, to put back and reload.
pub fn notices(
    table: &TableHandle,
    notices: &UseStateHandle<Vec<String>>,
    kept_save: &UseStateHandle<Option<KeptSave>>,
) -> Html {
    let mut all = (**notices).clone();
    if table.worker_down() {
        all.push(t::page_worker_down().to_string());
    }
    if all.is_empty() {
        return html! {};
    }
    let on_dismiss = {
        let notices = notices.clone();
        let kept_save = kept_save.clone();
        Callback::from(move |_: MouseEvent| {
            notices.set(Vec::new());
            kept_save.set(None);
        })
    };
    let save_button = match (**kept_save).clone() {
        Some(KeptSave::Unreadable(raw)) => {
            let onclick = Callback::from(move |_: MouseEvent| {
                download("moonshot-unreadable-save.json", &raw)
            });
            html! { <button type="button" class="quiet" {onclick}>{ t::page_download_old_save() }</button> }
        }
        Some(KeptSave::Newer(raw)) => {
            let onclick = Callback::from(move |_: MouseEvent| reload_for_newer(&raw));
            html! { <button type="button" class="quiet" {onclick}>{ t::page_reload() }</button> }
        }
        None => html! {},
    };
    html! {
        <div class="notices" role="alert">
            { for all.iter().map(|n| html! { <p>{ n.clone() }</p> }) }
            { save_button }
            if !notices.is_empty() {
                <button type="button" class="quiet" onclick={on_dismiss}>{ t::page_ok() }</button>
            }
        </div>
    }
}

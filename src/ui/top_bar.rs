//! The bar over the table: the game, the deal and its pass, hearts broken, and the buttons
//! and menu that open the dialogs, share, download or load a game. Its state is a hook
//! ([`use_top_bar`]), its view a function ([`top_bar`]).
use super::callbacks::{TableHandle, on_daily, send};
use super::hooks::{Openers, use_focus_return, use_game_file};
use super::storage::download;
use super::table::{Dialog, Overlay, pass_words};
use crate::lang::t;
use yew::prelude::*;

/// What the top bar keeps between renders.
pub struct TopBar {
    /// Whether the menu is open.
    menu_open: UseStateHandle<bool>,
    /// Its buttons, which get the focus back when a dialog they opened closes.
    openers: Openers,
    /// The hidden file input that Load a game… opens, and what it does with a file.
    file_input: NodeRef,
    on_pick_file: Callback<()>,
    on_file: Callback<Event>,
}

/// The top bar's state: the menu, the focus given back to its buttons, and loading a game
/// file (`on_error` says why a file is not a game).
#[hook]
pub fn use_top_bar(table: &TableHandle, on_error: Callback<String>) -> TopBar {
    let menu_open = use_state(|| false);
    let openers = Openers {
        menu: use_node_ref(),
        new_game: use_node_ref(),
        scores: use_node_ref(),
    };
    use_focus_return(table.overlay().cloned(), &openers);
    let (file_input, on_pick_file, on_file) = use_game_file(table, on_error);
    TopBar {
        menu_open,
        openers,
        file_input,
        on_pick_file,
        on_file,
    }
}

/// The bar: the game's line, Scores, the menu and New game.
pub fn top_bar(table: &TableHandle, bar: &TopBar, on_share: &Callback<()>) -> Html {
    let shown = &table.on_screen().shown();
    let pass = pass_words(shown.pass, table.players());
    html! {
        <header class="topbar" inert={table.dialog_open()}>
            <h1 class="brand">{ t::brand() }</h1>
            <p class="game-line">
                <span class="game-title">{ table.title() }</span>
                <span>{ t::bar_deal(shown.hand_number + 1) }</span>
                <span>{ pass }</span>
                if shown.hearts_broken {
                    <span class="broken" title={t::bar_hearts_broken_title()}>{ t::bar_hearts_broken() }</span>
                }
            </p>
            <button type="button" class="quiet" ref={bar.openers.scores.clone()}
                onclick={send(table, Dialog::Open(Overlay::ScoreSheet))}>{ t::bar_scores() }</button>
            { menu(table, bar, on_share) }
            <button type="button" class="quiet" ref={bar.openers.new_game.clone()}
                onclick={send(table, Dialog::Open(Overlay::NewGame))}>{ t::bar_new_game() }</button>
            <input type="file" class="visually-hidden" tabindex="-1" aria-hidden="true" accept=".json,application/json"
                ref={bar.file_input.clone()} onchange={bar.on_file.clone()} />
        </header>
    }
}

/// Menu: How to play, Statistics, Settings and keys, Share this deal, Download this game,
/// Load a game…; each item closes the menu.
fn menu(table: &TableHandle, bar: &TopBar, on_share: &Callback<()>) -> Html {
    let open = &bar.menu_open;
    // An item, with a line under it that says more where it has one.
    let item = |label: crate::lang::Text, note: Option<String>, act: Callback<()>| {
        let open = open.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            open.set(false);
            act.emit(());
        });
        let note =
            note.map(|note| html! { <small class="menu-note">{ t::menu_note(note) }</small> });
        html! { <li><button type="button" class="quiet" {onclick}>{ label }{ note }</button></li> }
    };
    let on_menu = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let on_keydown = {
        let open = open.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                open.set(false);
            }
        })
    };
    html! {
        <div class="menu" onkeydown={on_keydown}>
            <button type="button" class="quiet" ref={bar.openers.menu.clone()} aria-expanded={open.to_string()}
                aria-controls="menu-items" onclick={on_menu}>{ t::bar_menu() }</button>
            <ul id="menu-items" class="menu-items" hidden={!**open}>
                { item(t::menu_how_to_play(), None, send(table, Dialog::Open(Overlay::Rules))) }
                { item(t::menu_statistics(), None, send(table, Dialog::Open(Overlay::Statistics))) }
                { item(t::menu_daily(), None, on_daily(table)) }
                { item(t::menu_fair_play(), None, send(table, Dialog::Open(Overlay::FairPlay))) }
                { item(t::menu_settings(), None, send(table, Dialog::Open(Overlay::Help))) }
                // What the link gives: "deal 3: the same cards, pass across".
                { item(t::menu_share(), Some(table.share_words()), on_share.clone()) }
                { item(t::menu_download(), None, on_download(table)) }
                { item(t::menu_load(), None, bar.on_pick_file.clone()) }
            </ul>
        </div>
    }
}

/// Download this game: its record, as the JSON file `moonshot replay` reads.
fn on_download(table: &TableHandle) -> Callback<()> {
    let table = table.clone();
    Callback::from(move |()| {
        let json = serde_json::to_string(table.record()).unwrap_or_default();
        let name = format!(
            "moonshot-{}-{}.json",
            table.choices().game.id(),
            table.game().seed()
        );
        download(&name, &json);
    })
}

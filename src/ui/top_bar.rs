//! The bar over the table: the game, the deal and its pass, hearts broken, and the buttons
//! and menu that open the dialogs, share, download or load a game.
use super::context::{TableHandle, send, use_table};
use super::hooks::{Openers, use_focus_return, use_game_file};
use super::storage::download;
use super::table::{Dialog, Overlay};
use crate::engine::PassDirection;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// Share this deal's address.
    pub on_share: Callback<()>,
    /// A game file could not be loaded: why.
    pub on_error: Callback<String>,
}

#[function_component(TopBar)]
pub fn top_bar(props: &TopBarProps) -> Html {
    let table = use_table();
    let openers = use_memo((), |_| Openers::default());
    use_focus_return(table.overlay.clone(), &openers);
    let (file_input, on_pick_file, on_file) = use_game_file(&table, props.on_error.clone());
    let shown = &table.on_screen().shown;
    let pass = match shown.pass {
        Some(PassDirection::Hold) => "no passing".to_string(),
        Some(pass) => format!("pass {}", pass.describe(table.players())),
        None => String::new(),
    };
    html! {
        <header class="topbar" inert={table.dialog_open()}>
            <h1 class="brand">{ "Moonshot" }</h1>
            <p class="game-line">
                <span class="game-title">{ table.title() }</span>
                <span>{ format!("Deal {}", shown.hand_number + 1) }</span>
                <span>{ pass }</span>
                if shown.hearts_broken {
                    <span class="broken" title="Hearts are broken">{ "♥ broken" }</span>
                }
            </p>
            <button type="button" class="quiet" ref={openers.scores.clone()}
                onclick={send(&table, Dialog::Open(Overlay::ScoreSheet))}>{ "Scores" }</button>
            <Menu opener={openers.menu.clone()} on_share={props.on_share.clone()} {on_pick_file} />
            <button type="button" class="quiet" ref={openers.new_game.clone()}
                onclick={send(&table, Dialog::Open(Overlay::NewGame))}>{ "New game" }</button>
            <input type="file" class="visually-hidden" tabindex="-1" aria-hidden="true" accept=".json,application/json"
                ref={file_input} onchange={on_file} />
        </header>
    }
}

#[derive(Properties, PartialEq)]
struct MenuProps {
    /// The menu's button, which gets the focus back when a dialog it opened closes.
    opener: NodeRef,
    on_share: Callback<()>,
    /// Load a game…: opens the browser's file picker.
    on_pick_file: Callback<()>,
}

/// Menu: How to play, Statistics, Settings and keys, Share this deal, Download this game,
/// Load a game…; each item closes the menu.
#[function_component(Menu)]
fn menu(props: &MenuProps) -> Html {
    let table = use_table();
    let open = use_state(|| false);
    let item = |label: &'static str, act: Callback<()>| {
        let open = open.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            open.set(false);
            act.emit(());
        });
        html! { <li><button type="button" class="quiet" {onclick}>{ label }</button></li> }
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
            <button type="button" class="quiet" ref={props.opener.clone()} aria-expanded={open.to_string()}
                aria-controls="menu-items" onclick={on_menu}>{ "Menu" }</button>
            <ul id="menu-items" class="menu-items" hidden={!*open}>
                { item("How to play", send(&table, Dialog::Open(Overlay::Rules))) }
                { item("Statistics", send(&table, Dialog::Open(Overlay::Statistics))) }
                { item("Settings and keys", send(&table, Dialog::Open(Overlay::Help))) }
                { item("Share this deal", props.on_share.clone()) }
                { item("Download this game", on_download(&table)) }
                { item("Load a game…", props.on_pick_file.clone()) }
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
            table.choices.game.id(),
            table.game().seed()
        );
        download(&name, &json);
    })
}

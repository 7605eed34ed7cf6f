//! What the page does when the app panics: rather than a table that silently stops, a panel
//! says so, with the bug report to copy (the version, the panic, the browser, and the game as
//! last saved: its rules, seed and every action) and a way on. The game is saved after every
//! action, so the save is the last good state: **Continue** reloads the page, which resumes
//! it. **New game** deals a fresh one; the save is first kept aside under
//! [`CRASHED_SAVE_KEY`], so nothing is lost either way.
//!
//! The panel is built with plain DOM calls from the panic hook, not by Yew (whose state the
//! panic may have left half-changed), and its links work without any more of the app's code.
use crate::lang::{Text, t};
use wasm_bindgen::JsCast;

/// Where a save is kept when the app panicked with it.
pub const CRASHED_SAVE_KEY: &str = "moonshot.save.crashed";
const SAVE_KEY: &str = "moonshot.save";

/// Installs the panic hook (on the page; the bots' worker has its own fallback).
/// Through Yew, which otherwise puts its own hook in place when the table is first drawn.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let panic = info.to_string();
        // For the developer's console too.
        web_sys::console::error_1(&format!("Moonshot panicked: {panic}").into());
        show(&panic);
    }));
}

/// Shows the panel once; nothing here may panic in turn.
fn show(panic: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    if document.get_element_by_id("crash").is_some() {
        return;
    }
    let storage = window.local_storage().ok().flatten();
    let save = storage
        .as_ref()
        .and_then(|s| s.get_item(SAVE_KEY).ok().flatten());
    if let (Some(storage), Some(save)) = (&storage, &save) {
        let _ = storage.set_item(CRASHED_SAVE_KEY, save);
    }
    let location = window.location();
    let here = location.href().unwrap_or_default();
    let report = format!(
        "Moonshot {}\n{panic}\n\nBrowser: {}\nPage: {here}\n\nThe game as last saved (rules, seed and every action):\n{}\n",
        env!("CARGO_PKG_VERSION"),
        window.navigator().user_agent().unwrap_or_default(),
        save.as_deref().unwrap_or("(none)"),
    );

    let element = |tag: &str, text: &str| {
        let el = document.create_element(tag).ok()?;
        el.set_text_content(Some(text));
        Some(el)
    };
    // The panel's words in the player's language, or in English should the panic have struck
    // while a text was being written.
    let say =
        |text: Text, english: &str| text.try_to_string().unwrap_or_else(|| english.to_string());
    let build = || -> Option<web_sys::Element> {
        let panel = document.create_element("div").ok()?;
        panel.set_id("crash");
        panel.set_class_name("crash");
        for (name, value) in [
            ("role", "alertdialog"),
            ("aria-modal", "true"),
            ("aria-labelledby", "crash-title"),
            ("aria-describedby", "crash-text"),
        ] {
            panel.set_attribute(name, value).ok()?;
        }
        let boxed = document.create_element("div").ok()?;
        boxed.set_class_name("crash-box");
        let title = element("h2", &say(t::page_crash_title(), "Something went wrong"))?;
        title.set_id("crash-title");
        let text = element(
            "p",
            &say(
                t::page_crash_text(),
                "Moonshot hit a bug and stopped. Your game is saved as it was before it: \
                 Continue resumes it from there. Copying the bug report and sending it to us \
                 helps mend it.",
            ),
        )?;
        text.set_id("crash-text");
        let area = element("textarea", &report)?;
        area.set_attribute("readonly", "").ok()?;
        area.set_attribute("aria-label", &say(t::page_crash_report(), "Bug report"))
            .ok()?;
        area.set_attribute("rows", "6").ok()?;
        let buttons = document.create_element("div").ok()?;
        buttons.set_class_name("crash-buttons");
        let copy = element("button", &say(t::page_crash_copy(), "Copy bug report"))?;
        let copied = say(t::page_crash_copied(), "Copied");
        copy.set_attribute("type", "button").ok()?;
        // Through gloo and a future, as the rest of the app: no closure types of its own.
        let (from, label) = (area.clone(), copy.clone());
        gloo::events::EventListener::new(&copy, "click", move |_| {
            if let Some(area) = from.dyn_ref::<web_sys::HtmlTextAreaElement>() {
                area.select();
                let text = area.value();
                let label = label.clone();
                let copied = copied.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let write = gloo::utils::window()
                        .navigator()
                        .clipboard()
                        .write_text(&text);
                    // Refused (no permission): the report is selected, to copy by hand.
                    if wasm_bindgen_futures::JsFuture::from(write).await.is_ok() {
                        label.set_text_content(Some(&copied));
                    }
                });
            }
        })
        .forget();
        let resume = element("a", &say(t::page_crash_continue(), "Continue"))?;
        resume.set_class_name("primary");
        resume.set_attribute("href", &here).ok()?;
        let seed = (js_sys::Math::random() * 9.0e15) as u64;
        let fresh = element("a", &say(t::bar_new_game(), "New game"))?;
        fresh.set_attribute("href", &format!("?seed={seed}")).ok()?;
        buttons.append_with_node_3(&copy, &resume, &fresh).ok()?;
        boxed
            .append_with_node_4(&title, &text, &area, &buttons)
            .ok()?;
        panel.append_child(&boxed).ok()?;
        Some(panel)
    };
    let Some(panel) = build() else {
        return;
    };
    if let Ok(Some(app)) = document.query_selector(".app") {
        let _ = app.set_attribute("inert", "");
    }
    let _ = body.append_child(&panel);
    if let Ok(Some(resume)) = panel.query_selector("a.primary")
        && let Some(resume) = resume.dyn_ref::<web_sys::HtmlElement>()
    {
        let _ = resume.focus();
    }
}

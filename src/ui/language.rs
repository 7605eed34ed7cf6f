//! Which language the page speaks: `?lang=de` in the address, else the one chosen in
//! Settings, else the first of the browser's languages (`navigator.languages`) the game has,
//! else English. Its texts are fetched (`lang/<code>.txt`, which the service worker keeps for
//! offline play) before the table is drawn: `lang/splash.js` starts the fetch as the page
//! opens, beside the app's wasm. `<html lang dir>` follow.
use crate::lang::{self, Lang, Text, t};
use gloo::storage::{LocalStorage, Storage};
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The language chosen in Settings ("de"); absent, the browser's.
pub const LANGUAGE_KEY: &str = "moonshot.language";
/// "en" when the cards' indices are printed in English letters whatever the language.
pub const INDICES_KEY: &str = "moonshot.indices";

thread_local! {
    /// What went wrong choosing the language, for the start-up notices (written once a
    /// language's texts are at hand).
    static TROUBLE: RefCell<Vec<Text>> = const { RefCell::new(Vec::new()) };
}

/// The language asked for, and what could not be used: the address's `lang=`, Settings', or
/// the browser's.
fn wanted() -> Lang {
    let search = gloo::utils::window()
        .location()
        .search()
        .unwrap_or_default();
    let asked = web_sys::UrlSearchParams::new_with_str(&search)
        .ok()
        .and_then(|p| p.get("lang"))
        .filter(|code| !code.trim().is_empty());
    if let Some(code) = asked {
        let lang = Lang::best(&[code.trim()]);
        if lang != Lang::ENGLISH || code.trim().to_ascii_lowercase().starts_with("en") {
            return lang;
        }
        let names: Vec<&str> = Lang::all().map(Lang::name).collect();
        note(t::language_unknown(code.trim(), names));
    }
    if let Some(lang) = LocalStorage::get::<String>(LANGUAGE_KEY)
        .ok()
        .and_then(|c| Lang::from_code(&c))
    {
        return lang;
    }
    let navigator = gloo::utils::window().navigator();
    let mut tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if tags.is_empty() {
        tags.extend(navigator.language());
    }
    Lang::best(&tags)
}

fn note(why: Text) {
    TROUBLE.with(|t| t.borrow_mut().push(why));
}

/// What went wrong choosing the language, once (the start-up notices take it).
pub fn troubles() -> Vec<String> {
    TROUBLE
        .with(|t| std::mem::take(&mut *t.borrow_mut()))
        .iter()
        .map(Text::to_string)
        .collect()
}

/// The fetch of `lang`'s texts that `lang/splash.js` started as the page opened
/// (`window.moonshotTexts`), if it chose the same language.
fn started(lang: Lang) -> Option<js_sys::Promise> {
    let get =
        |from: &wasm_bindgen::JsValue, key: &str| js_sys::Reflect::get(from, &key.into()).ok();
    let started = get(&gloo::utils::window(), "moonshotTexts")?;
    (get(&started, "code")?.as_string()? == lang.code())
        .then(|| get(&started, "text")?.dyn_into().ok())
        .flatten()
}

/// Why a language's texts could not be had.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// The fetch failed, or its text could not be read: the browser's reason.
    Fetch { url: String, reason: String },
    /// The server answered with an error.
    Status {
        url: String,
        status: u16,
        text: String,
    },
    /// What came is not this build's pack of texts.
    Pack(lang::PackError),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Fetch { url, reason } => write!(f, "{url}: {reason}"),
            LoadError::Status { url, status, text } => write!(f, "{url}: {status} {text}"),
            LoadError::Pack(error) => write!(f, "{error}"),
        }
    }
}

/// Fetches and installs a language's texts, unless they are at hand already: from the fetch
/// `lang/splash.js` started, or else (that fetch failed: it may have been a moment's trouble)
/// from a fetch of its own.
pub async fn load(lang: Lang) -> Result<(), LoadError> {
    if lang::has(lang) {
        return Ok(());
    }
    let url = format!("lang/{}.txt", lang.code());
    let early = match started(lang) {
        Some(text) => settled(text).await.ok().and_then(|t| t.as_string()),
        None => None,
    };
    let json = match early {
        Some(json) => json,
        None => {
            let failed = |e: wasm_bindgen::JsValue| LoadError::Fetch {
                url: url.clone(),
                reason: reason(&e),
            };
            let fetched = settled(gloo::utils::window().fetch_with_str(&url)).await;
            let response: web_sys::Response = fetched.map_err(failed)?.unchecked_into();
            if !response.ok() {
                return Err(LoadError::Status {
                    url,
                    status: response.status(),
                    text: response.status_text(),
                });
            }
            let text = response.text().map_err(|e| LoadError::Fetch {
                url: url.clone(),
                reason: reason(&e),
            })?;
            let text = settled(text).await.map_err(failed)?;
            text.as_string().unwrap_or_default()
        }
    };
    lang::install(lang, &json).map_err(LoadError::Pack)
}

/// What a promise gives, or the value it failed with.
async fn settled(promise: js_sys::Promise) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue> {
    wasm_bindgen_futures::JsFuture::from(promise).await
}

/// A JavaScript error's message ("Failed to fetch").
fn reason(error: &wasm_bindgen::JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_default()
}

/// Chooses the page's language and makes it current, fetching its texts first; English when
/// they cannot be had (said in a notice). Then `<html lang dir>` and the title follow. False
/// when not even English's texts could be had: the loading screen says so, and there is no
/// table to draw.
pub async fn prepare() -> bool {
    lang::set_english_indices(LocalStorage::get::<String>(INDICES_KEY).is_ok_and(|v| v == "en"));
    let lang = wanted();
    let mut trouble = load(lang).await.err();
    if let Some(why) = &trouble
        && lang != Lang::ENGLISH
        && load(Lang::ENGLISH).await.is_ok()
    {
        note(t::language_not_loaded(lang.name(), why.to_string()));
        trouble = None;
    }
    if let Some(why) = trouble {
        // No language's words are at hand: these are the only ones the page has without them.
        let status = gloo::utils::document().query_selector(".splash-status");
        if let Ok(Some(status)) = status {
            status.set_text_content(Some(&format!(
                "Moonshot could not load its texts ({why}). Check the connection, then reload the page."
            )));
        }
        return false;
    }
    if !lang::set(lang) {
        lang::set(Lang::ENGLISH);
    }
    apply();
    true
}

/// `<html lang dir>` and the page's title in the current language.
pub fn apply() {
    let lang = lang::current();
    let document = gloo::utils::document();
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
        let _ = html.set_attribute("dir", if lang.rtl() { "rtl" } else { "ltr" });
    }
    document.set_title(&t::page_title().to_string());
    // The installed app's name in the language (English keeps the page's own manifest, which
    // the browser may be fetching already).
    if lang != Lang::ENGLISH
        && let Ok(Some(manifest)) = document.query_selector("link[rel=manifest]")
    {
        let _ = manifest.set_attribute("href", &format!("manifest-{}.webmanifest", lang.code()));
    }
}

/// Switches to `lang` (Settings' choice, `None` for the browser's): kept for the next visit,
/// then the page starts again in it, where the game saved after every action resumes.
pub fn switch(lang: Option<Lang>) {
    match lang {
        Some(lang) => {
            let _ = LocalStorage::set(LANGUAGE_KEY, lang.code());
        }
        None => LocalStorage::delete(LANGUAGE_KEY),
    }
    restart_without("lang");
}

/// Card indices in English letters, or the language's own: kept, then the page starts again.
pub fn switch_indices(english: bool) {
    if english {
        let _ = LocalStorage::set(INDICES_KEY, "en");
    } else {
        LocalStorage::delete(INDICES_KEY);
    }
    restart_without("lang");
}

/// Reloads the page, without `param` in the address (so that it does not override the choice
/// just made).
fn restart_without(param: &str) {
    let window = gloo::utils::window();
    let location = window.location();
    if let Ok(href) = location.href()
        && let Ok(url) = web_sys::Url::new(&href)
    {
        url.search_params().delete(param);
        let _ = window.history().and_then(|h| {
            h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url.href()))
        });
    }
    let _ = location.reload();
}

/// Settings' choice of language, each named in itself, and of the cards' indices.
#[function_component(LanguageChoice)]
pub fn language_choice() -> Html {
    let chosen = LocalStorage::get::<String>(LANGUAGE_KEY)
        .ok()
        .and_then(|c| Lang::from_code(&c));
    let english_indices = LocalStorage::get::<String>(INDICES_KEY).is_ok_and(|v| v == "en");
    let onchange = Callback::from(|e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        switch(Lang::from_code(&value));
    });
    let on_indices = Callback::from(move |e: Event| {
        switch_indices(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked(),
        );
    });
    html! {
        <fieldset class="settings">
            <legend>{ t::settings_language() }</legend>
            <label class="choice">
                <select aria-label={t::settings_language()} {onchange}>
                    <option value="" selected={chosen.is_none()}>{ t::settings_language_browser() }</option>
                    { for Lang::all().map(|l| html! {
                        <option key={l.code()} value={l.code()} lang={l.code()} selected={chosen == Some(l)}>{ l.name() }</option>
                    }) }
                </select></label>
            <label class="switch"><input type="checkbox" checked={english_indices} onchange={on_indices} />{ t::settings_english_indices() }</label>
        </fieldset>
    }
}

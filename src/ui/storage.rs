//! What the page keeps in the browser: the game in progress, the settings, the choices, the
//! speed and the statistics, each under its own key, read so that nothing unreadable is lost;
//! and files offered to download.
use super::save::{SaveError, SavedGame, Settings};
use super::table::{Speed, Table};
use gloo::storage::{LocalStorage, Storage};
use gloo::timers::callback::Timeout;

pub const SPEED_KEY: &str = "moonshot.speed";
pub const CHOICES_KEY: &str = "moonshot.choices";
/// The game in progress ([`SavedGame`]), saved after every action.
pub const SAVE_KEY: &str = "moonshot.save";
/// A save that could not be resumed, kept as it was so that nothing is lost.
pub const UNREADABLE_SAVE_KEY: &str = "moonshot.save.unreadable";
pub const SETTINGS_KEY: &str = "moonshot.settings";
/// A game in progress put aside for a deal of the day, a challenge or a deal played again
/// ([`SavedGame`]), to go back to.
pub const ASIDE_KEY: &str = "moonshot.save.aside";
pub const STATISTICS_KEY: &str = "moonshot.statistics";

/// The settings saved last time (the defaults if there are none, or they are unreadable).
pub fn saved_settings() -> Settings {
    stored(SETTINGS_KEY)
}

/// What is kept under `key`, or the default when nothing is. Something there that cannot be
/// read is first copied to `{key}.unreadable`, so that writing the key anew loses nothing.
pub fn stored<T: for<'de> serde::Deserialize<'de> + Default>(key: &str) -> T {
    let storage = LocalStorage::raw();
    let Ok(Some(raw)) = storage.get_item(key) else {
        return T::default();
    };
    serde_json::from_str(&raw).unwrap_or_else(|_| {
        let _ = storage.set_item(&format!("{key}.unreadable"), &raw);
        T::default()
    })
}

/// Keeps `value` under `key`. A full or refused storage loses only this write: the game goes
/// on, and the next action saves again.
pub fn keep<T: serde::Serialize>(key: &str, value: &T) {
    let _ = LocalStorage::set(key, value);
}

/// The game saved last time, resumed; `Err` says why one that exists cannot be.
pub fn saved_game(speed: Speed) -> Option<Result<Table, SaveError>> {
    let raw = LocalStorage::raw().get_item(SAVE_KEY).ok()??;
    Some(SavedGame::parse(&raw).and_then(|saved| saved.resume(speed)))
}

/// A save that could not be resumed, as it was.
#[derive(Clone, PartialEq)]
pub enum KeptSave {
    /// Offered to download, to load in a version that can read it.
    Unreadable(String),
    /// Written by a newer version: put back, the page reloads, which may fetch that version.
    Newer(String),
}

/// Copies the save that could not be resumed (for the reason `why`) aside, and returns it as
/// it was.
pub fn keep_unreadable_save(why: &SaveError) -> Option<KeptSave> {
    let raw = LocalStorage::raw().get_item(SAVE_KEY).ok()??;
    let _ = LocalStorage::raw().set_item(UNREADABLE_SAVE_KEY, &raw);
    Some(match why {
        SaveError::NewerVersion { .. } => KeptSave::Newer(raw),
        _ => KeptSave::Unreadable(raw),
    })
}

/// Puts a save from a newer version back where that version looks for it (the game dealt
/// meanwhile was saved over it) and reloads the page, which may fetch that version.
pub fn reload_for_newer(raw: &str) {
    let _ = LocalStorage::raw().set_item(SAVE_KEY, raw);
    let _ = gloo::utils::window().location().reload();
}

/// Offers `text` as a file called `name` to download.
pub fn download(name: &str, text: &str) {
    let blob = gloo::file::Blob::new_with_options(text, Some("application/json"));
    let url = gloo::file::ObjectUrl::from(blob);
    let document = gloo::utils::document();
    if let Ok(link) = document.create_element("a") {
        let _ = link.set_attribute("href", &url);
        let _ = link.set_attribute("download", name);
        if let Some(link) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&link) {
            link.click();
        }
    }
    // The address lives until the download has surely begun.
    Timeout::new(60_000, move || drop(url)).forget();
}

//! What the page starts with: the game the address bar asks for, or the one saved last time,
//! with the settings remembered, and a notice for every value that could not be used.
use super::choices::{AddressError, GameChoices};
use super::opponents::Opponents;
use super::save::SaveError;
use super::storage::{
    CHOICES_KEY, KeptSave, SPEED_KEY, UNREADABLE_SAVE_KEY, keep_unreadable_save, saved_game,
    saved_settings, stored,
};
use super::table::{
    Against, Challenge, Dialog, Overlay, Setting, Speed, Table, challenge_holds, daily,
};
use super::versus::{start_versus, today};
use crate::lang::t;
use gloo::storage::{LocalStorage, Storage};

/// The address bar's settings that ask for a new game (rather than the one saved).
const GAME_PARAMS: [&str; 13] = [
    "game", "players", "variants", "options", "target", "seed", "deal", "dealer", "queen", "vs",
    "plays", "daily", "whole",
];

/// A fresh seed from the browser's random source.
pub fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (js_sys::Math::random() * 9.0e15) as u64)
}

/// What the page starts with, from the address bar and what the browser remembers.
pub struct Start {
    pub table: Table,
    /// Settings in the address bar that could not be used, said plainly.
    pub notices: Vec<String>,
    /// `?worker=mute`: the bots' worker answers nothing (to see the fallback at work).
    pub mute_worker: bool,
    /// A save that could not be resumed, as it was, for the player to download.
    pub kept_save: Option<KeptSave>,
}

thread_local! {
    /// What the page starts with, made in a task of its own before the first render.
    static READY: std::cell::RefCell<Option<Start>> = const { std::cell::RefCell::new(None) };
}

/// Makes what the page starts with ([`start`]: the address, the saves, the deal), for the
/// first render to take: a task of its own, so that neither holds the page long.
pub fn prepare() {
    let ready = start();
    READY.with(|r| *r.borrow_mut() = Some(ready));
}

/// What [`prepare`] made, or, if it made nothing, [`start`] now.
pub fn take() -> Start {
    READY.with(|r| r.borrow_mut().take()).unwrap_or_else(start)
}

/// Start-up settings: the game from the address bar (`?game=cancellation&players=8&
/// variants=…&target=…&seed=…`, a later deal with `deal=…&dealer=…`, the levels with `level=` or `levels=`, `speed=`), over the
/// choices and speed saved last time. Every value that cannot be used is said in a notice,
/// with what is played instead; choices that make no game at all fall back to four-player
/// Black Lady, saying so.
pub fn start() -> Start {
    let search = gloo::utils::window()
        .location()
        .search()
        .unwrap_or_default();
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
    let param = |name: &str| params.as_ref().and_then(|p| p.get(name));
    let saved: GameChoices = stored(CHOICES_KEY);
    let (mut choices, refused) = GameChoices::from_address(param, &saved);
    let (mut at, deal_refused) = choices.deal_from_address(param);
    let mut notices: Vec<String> = super::language::troubles();
    notices.extend(refused.iter().map(ToString::to_string));
    notices.extend(deal_refused.iter().map(ToString::to_string));
    let mut seed = match param("seed") {
        Some(text) => text.trim().parse().unwrap_or_else(|_| {
            notices.push(t::address_seed(text.trim()).to_string());
            random_seed()
        }),
        None => random_seed(),
    };
    // `?daily`: the deal of the day; `vs=` and `plays=`: a friend's challenge on the deal
    // (with `whole=1`, on the whole game).
    let whole = param("whole").is_some() && param("daily").is_none();
    let against = match (param("daily"), param("vs")) {
        (Some(_), _) => {
            let day = today();
            (choices, seed) = daily(day);
            at = None;
            Some(Against::Daily { day })
        }
        (None, Some(score)) => {
            let challenge = score.trim().parse().ok().map(|score| Challenge {
                score,
                plays: param("plays").unwrap_or_default(),
                whole,
            });
            let holds = challenge.as_ref().is_some_and(|challenge| {
                choices
                    .rules()
                    .ok()
                    .and_then(|r| r.check().ok())
                    .is_some_and(|rules| {
                        challenge_holds(&std::sync::Arc::new(rules), seed, at, challenge)
                    })
            });
            if !holds {
                notices.push(t::versus_changed().to_string());
            }
            Some(Against::Friend {
                score: challenge.filter(|_| holds).map(|c| c.score),
            })
        }
        (None, None) => None,
    };
    let speed = param("speed")
        .or_else(|| LocalStorage::get::<String>(SPEED_KEY).ok())
        .and_then(|s| Speed::from_id(&s))
        .unwrap_or_default();
    let in_address = GAME_PARAMS.iter().any(|name| param(name).is_some());
    if in_address && let Some(params) = &params {
        forget_game_asked(params);
    }
    // A game name that is no game, and close to none, deals nothing.
    let no_game = refused
        .iter()
        .any(|why| matches!(why, AddressError::NoSuchGame { nearest: None, .. }));
    let asks_for_game = in_address && !no_game;
    let mut kept_save = None;
    let resumed = match saved_game(speed) {
        Some(Ok(table)) => Some(table),
        Some(Err(why)) => {
            kept_save = keep_unreadable_save(&why);
            // A newer version's reason already says to reload; the others keep the copy.
            let notice = match why {
                SaveError::NewerVersion { .. } => {
                    t::save_not_resumed_newer(UNREADABLE_SAVE_KEY, why.to_string())
                }
                _ => t::save_not_resumed(UNREADABLE_SAVE_KEY, why.to_string()),
            };
            notices.push(notice.to_string());
            None
        }
        None => None,
    };
    let mut table = match (resumed, against) {
        // A deal against another result puts the game in progress aside, to go back to.
        (Some(mut table), Some(against)) if asks_for_game => {
            table.update(start_versus(&table, choices, seed, at, against, whole));
            table
        }
        // A link's game would end the game in progress: the page asks first.
        (Some(mut table), None) if asks_for_game && table.in_progress() => {
            table.update(Dialog::Open(Overlay::Link {
                choices: Box::new(choices.clone()),
                seed,
                at,
            }));
            table
        }
        (Some(table), _) if !asks_for_game => table,
        (_, against) => match Table::new_at(choices.clone(), seed, at, speed) {
            Ok(mut table) => {
                if let Some(against) = against {
                    table.play_versus(against, false, whole);
                }
                table
            }
            Err(why) => {
                notices.push(t::address_fallback(why.to_string()).to_string());
                let fallback = GameChoices {
                    opponents: Opponents::all(choices.opponents.level()),
                    ..GameChoices::default()
                };
                let Ok(table) = Table::new(fallback, seed, speed) else {
                    unreachable!("four-player Black Lady checks")
                };
                table
            }
        },
    };
    let settings = saved_settings();
    table.update(Setting::PauseAfterTrick(settings.pause_after_trick));
    table.update(Setting::AutoPlay(settings.auto_play));
    table.update(Setting::NoTakeBacks(settings.no_take_backs));
    table.update(Setting::PlayChecker(settings.play_checker));
    table.update(Setting::Watch(param("watch").as_deref() == Some("1")));
    Start {
        table,
        notices,
        mute_worker: param("worker").as_deref() == Some("mute"),
        kept_save,
    }
}

/// Takes the game out of the address once the page has dealt it: without it, a reload
/// resumes the game (saved after every action) rather than dealing the address's game again.
fn forget_game_asked(params: &web_sys::UrlSearchParams) {
    for name in GAME_PARAMS.iter().chain(&["level", "levels"]) {
        params.delete(name);
    }
    let query = String::from(params.to_string());
    let location = gloo::utils::window().location();
    let path = location.pathname().unwrap_or_default();
    let address = match query.is_empty() {
        true => path,
        false => format!("{path}?{query}"),
    };
    if let Ok(history) = gloo::utils::window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&address));
    }
}

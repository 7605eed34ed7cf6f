//! The app: the table's state in a reducer ([`Table`] is the model), a clock that shows the
//! next step after its pause, the bots' Web Workers that answer the table's questions, and
//! the page around the table (top bar, status line, hand, dialogs). Side effects (timers,
//! workers, storage, the URL) live here, never in the model.
use super::bot_service::{Answer, Request, answer_here, describe_action};
use super::choices::GameChoices;
use super::dialogs::{ReviewShown, RulesDialog, ScoresDialog};
use super::felt::Felt;
use super::hand::HandView;
use super::new_game::NewGameDialog;
use super::panels::{SettingsProps, settings_dialog, statistics_dialog};
use super::save::{
    SaveError, SavedGame, Settings, Statistics, Theme, choices_for, parse_game_file,
};
use super::sound;
use super::table::{
    Hint, Msg, Overlay, PASS_FLIGHT_MS, Refusal, Reviewed, Speed, Table, decision_line,
    expert_line, final_line,
};
use super::worker::{self, BotWorker};
use crate::engine::{
    Action, Card, Cards, Choice, MoonChoice, PassDirection, PassList, Suit, capitalize,
};
use gloo::storage::{LocalStorage, Storage};
use gloo::timers::callback::Timeout;
use gloo::worker::WorkerBridge;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

impl Reducible for Table {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut table = Rc::unwrap_or_clone(self);
        table.update(msg);
        Rc::new(table)
    }
}

const SPEED_KEY: &str = "moonshot.speed";
const CHOICES_KEY: &str = "moonshot.choices";
/// The address bar's settings that ask for a new game (rather than the one saved).
const GAME_PARAMS: [&str; 6] = ["game", "players", "variants", "options", "target", "seed"];
/// The game in progress ([`SavedGame`]), saved after every action.
const SAVE_KEY: &str = "moonshot.save";
/// A save that could not be resumed, kept as it was so that nothing is lost.
const UNREADABLE_SAVE_KEY: &str = "moonshot.save.unreadable";
const SETTINGS_KEY: &str = "moonshot.settings";
const STATISTICS_KEY: &str = "moonshot.statistics";

/// The settings saved last time (the defaults if there are none, or they are unreadable).
fn saved_settings() -> Settings {
    stored(SETTINGS_KEY)
}

/// What is kept under `key`, or the default when nothing is. Something there that cannot be
/// read is first copied to `{key}.unreadable`, so that writing the key anew loses nothing.
fn stored<T: for<'de> serde::Deserialize<'de> + Default>(key: &str) -> T {
    let storage = LocalStorage::raw();
    let Ok(Some(raw)) = storage.get_item(key) else {
        return T::default();
    };
    serde_json::from_str(&raw).unwrap_or_else(|_| {
        let _ = storage.set_item(&format!("{key}.unreadable"), &raw);
        T::default()
    })
}

/// The game saved last time, resumed; `Err` says why one that exists cannot be.
fn saved_game(speed: Speed) -> Option<Result<Table, SaveError>> {
    let raw = LocalStorage::raw().get_item(SAVE_KEY).ok()??;
    Some(SavedGame::parse(&raw).and_then(|saved| saved.resume(speed)))
}

/// Offers `text` as a file called `name` to download.
fn download(name: &str, text: &str) {
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

/// Debug builds only: `?panic=card` makes choosing a card panic, to see the crash panel.
#[cfg(debug_assertions)]
fn panic_asked() -> bool {
    let search = gloo::utils::window().location().search();
    search.is_ok_and(|s| s.contains("panic=card"))
}

/// `?bench=…`, in builds made to time the bots (the `bench` feature): their timings.
#[cfg(feature = "bench")]
fn bench_page() -> Html {
    html! { <super::bench::Bench /> }
}

#[cfg(not(feature = "bench"))]
fn bench_page() -> Html {
    html! {}
}

/// A fresh seed from the browser's random source.
fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (js_sys::Math::random() * 9.0e15) as u64)
}

/// What the page starts with, from the address bar and what the browser remembers.
struct Start {
    table: Table,
    /// Settings in the address bar that could not be used, said plainly.
    notices: Vec<String>,
    /// `?worker=mute`: the bots' worker answers nothing (to see the fallback at work).
    mute_worker: bool,
    /// A save that could not be resumed, as it was: for the player to download, or, from a
    /// newer version, to put back and reload.
    kept_save: Option<KeptSave>,
}

/// A save that could not be resumed, as it was.
#[derive(Clone, PartialEq)]
enum KeptSave {
    /// Offered to download, to load in a version that can read it.
    Unreadable(String),
    /// Written by a newer version: put back, the page reloads, which may fetch that version.
    Newer(String),
}

/// Start-up settings: the game from the address bar (`?game=cancellation&players=8&
/// variants=…&target=…&seed=…`, the levels with `level=` or `levels=`, `speed=`), over the
/// choices and speed saved last time. Every value that cannot be used is said in a notice,
/// with what is played instead; choices that make no game at all fall back to four-player
/// Black Lady, saying so.
fn start() -> Start {
    let search = gloo::utils::window()
        .location()
        .search()
        .unwrap_or_default();
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
    let param = |name: &str| params.as_ref().and_then(|p| p.get(name));
    let saved: GameChoices = stored(CHOICES_KEY);
    let (choices, refused) = GameChoices::from_address(param, &saved);
    let mut notices: Vec<String> = refused.iter().map(ToString::to_string).collect();
    let seed = match param("seed") {
        Some(text) => text.trim().parse().unwrap_or_else(|_| {
            notices.push(format!(
                "“{}” in seed= is not a number: the cards are dealt from a new seed.",
                text.trim()
            ));
            random_seed()
        }),
        None => random_seed(),
    };
    let speed = param("speed")
        .or_else(|| LocalStorage::get::<String>(SPEED_KEY).ok())
        .and_then(|s| Speed::from_id(&s))
        .unwrap_or_default();
    let asks_for_game = GAME_PARAMS.iter().any(|name| param(name).is_some());
    if asks_for_game && let Some(params) = &params {
        // The address has done its work: without the game in it, a reload resumes the game
        // (saved after every action) rather than dealing the address's game again.
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
            let _ =
                history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&address));
        }
    }
    let mut kept_save = None;
    let resumed = match asks_for_game {
        true => None,
        false => match saved_game(speed) {
            Some(Ok(table)) => Some(table),
            Some(Err(why)) => {
                if let Ok(Some(raw)) = LocalStorage::raw().get_item(SAVE_KEY) {
                    let _ = LocalStorage::raw().set_item(UNREADABLE_SAVE_KEY, &raw);
                    kept_save = Some(match why {
                        SaveError::NewerVersion { .. } => KeptSave::Newer(raw),
                        _ => KeptSave::Unreadable(raw),
                    });
                }
                notices.push(format!(
                    "The saved game could not be resumed: {why}. A new game is dealt; the old \
                     save is kept ({UNREADABLE_SAVE_KEY}), to download and load in a version \
                     that can read it."
                ));
                None
            }
            None => None,
        },
    };
    let settings = saved_settings();
    let table = match resumed {
        Some(table) => table,
        None => Table::new(choices.clone(), seed, speed).unwrap_or_else(|why| {
            notices.push(format!("{why}: playing four-player Black Lady instead."));
            let fallback = GameChoices {
                level: choices.level,
                ..GameChoices::default()
            };
            Table::new(fallback, seed, speed).expect("four-player Black Lady checks")
        }),
    };
    let mut table = table;
    table.update(Msg::SetPauseAfterTrick(settings.pause_after_trick));
    table.update(Msg::SetAutoPlay(settings.auto_play));
    table.watch = param("watch").as_deref() == Some("1");
    Start {
        table,
        notices,
        mute_worker: param("worker").as_deref() == Some("mute"),
        kept_save,
    }
}

/// The line under the table telling the person what to do, or why a card was refused.
fn prompt(table: &Table, choices: &[(Card, Result<(), Refusal>)]) -> String {
    if let Some(refusal) = &table.refusal {
        return refusal.clone();
    }
    match table.asked() {
        Choice::Pass { count, .. } => {
            let direction = table.game().pass_direction().describe(table.players());
            let chosen = table.selected.len();
            match table.shown.pass_to.as_slice() {
                [to] => format!(
                    "Choose {count} cards to pass {direction}, to {} ({chosen} chosen)",
                    table.name(*to)
                ),
                [] => format!("Choose {count} cards to pass {direction} ({chosen} chosen)"),
                seats => {
                    // Star and scatter passes: the order of picking says who gets which card.
                    let next = seats
                        .get(chosen)
                        .map(|s| format!(": the next card you pick goes to {}", table.name(*s)))
                        .unwrap_or_default();
                    format!("Choose {count} cards to pass, {direction} ({chosen} chosen){next}")
                }
            }
        }
        Choice::ChoosePass { .. } => "You deal: choose this deal's pass".to_string(),
        Choice::Pledge => {
            let points = table.game().rules().pledge_points();
            format!(
                "Pledge to take no hearts this deal? Kept, it takes {points} off your score; \
                 broken, it adds {points}"
            )
        }
        Choice::CallSuit => "You led the joker: call the suit the others must follow".to_string(),
        Choice::ChooseMoon => "You shot the moon! Choose how it scores".to_string(),
        Choice::Play { .. } => {
            let mut reasons: Vec<&str> = Vec::new();
            for (_, ok) in choices {
                if let Err(why) = ok
                    && !reasons.contains(&why.said())
                {
                    reasons.push(why.said());
                }
            }
            if reasons.is_empty() {
                "Your turn: play any card".to_string()
            } else {
                format!("Your turn. {}", reasons.join(". "))
            }
        }
        Choice::Nothing if table.overlay.is_none() && table.winners().is_some() => {
            let winners = table.winners().unwrap_or_default();
            let places = table.game().places();
            let players = usize::from(table.players());
            format!(
                "Game over. {}",
                final_line(&places[..players], winners, table.human(), table.players())
            )
        }
        Choice::Nothing => match (table.overlay.is_some(), table.shown.turn) {
            (false, Some(seat)) if seat != table.human() && table.shown.collecting.is_none() => {
                format!("{} is thinking…", table.name(seat))
            }
            _ => String::new(),
        },
    }
}

/// The most decisions the score table lists where the Expert would have done better (the
/// biggest differences); stepping through the deal shows them all.
const MOMENTS_LISTED: usize = 3;

/// The after-hand review as the score table of deal `hand` shows it.
fn review_shown(table: &Table, hand: u32) -> Option<ReviewShown> {
    let review = table.review.as_ref().filter(|r| r.hand == hand)?;
    let points = |n: i32| format!("{n} point{}", if n == 1 { "" } else { "s" });
    // The biggest differences, in the order they came.
    let mut moments: Vec<_> = review.moments().collect();
    while moments.len() > MOMENTS_LISTED {
        let smallest = (0..moments.len())
            .min_by_key(|&i| moments[i].1.margin_tenths)
            .unwrap_or(0);
        moments.remove(smallest);
    }
    let more = review.moments().count() - moments.len();
    let (state, line) = match &review.expert {
        Reviewed::Reviewing => (
            "reviewing",
            "Reviewing: the Expert plays your cards…".to_string(),
        ),
        Reviewed::Scored(expert) => (
            "done",
            format!(
                "Expert in your seat: {} (you took {}). {}",
                points(*expert),
                review.you,
                match (moments.len(), more) {
                    (0, _) if review.decisions.is_empty() => String::new(),
                    (0, _) => "It would have chosen as you did, or as well, every time.".into(),
                    (_, 0) => "Where it would have chosen differently:".into(),
                    (_, more) => format!(
                        "The biggest of the {} times it would have chosen differently:",
                        moments.len() + more
                    ),
                }
            ),
        ),
        Reviewed::Failed(why) => ("failed", format!("No review this time: {why}")),
    };
    Some(ReviewShown {
        state,
        line,
        moments: moments
            .into_iter()
            .map(|(at, d)| {
                let line = format!("{}; {}", decision_line(d), expert_line(d));
                (at, line, d.reason.clone())
            })
            .collect(),
        steps: !review.decisions.is_empty(),
    })
}

/// The reviewed deal on the table at one of the person's decisions: what they did, what the
/// Expert would have done and why, and the way to the other decisions and back to the scores.
fn past_panel(table: &UseReducerHandle<Table>) -> Html {
    let (Some(past), Some(review)) = (&table.past, &table.review) else {
        return html! {};
    };
    let Some(decision) = review.decisions.get(past.at) else {
        return html! {};
    };
    let count = review.decisions.len();
    let go = |to: Option<usize>| {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::ShowPast(to)))
    };
    let on_keydown = {
        let table = table.clone();
        let at = past.at;
        Callback::from(move |event: KeyboardEvent| {
            let to = match event.key().as_str() {
                "Escape" => None,
                "ArrowLeft" if at > 0 => Some(at - 1),
                "ArrowRight" if at + 1 < count => Some(at + 1),
                _ => return,
            };
            event.prevent_default();
            table.dispatch(Msg::ShowPast(to));
        })
    };
    let differs = decision.expert != decision.yours;
    html! {
        <div class="past-panel" role="region" aria-label={format!("Review of deal {}", review.hand + 1)}
            onkeydown={on_keydown}>
            <p aria-live="polite">
                <strong>{ format!("{}. {}.", decision_line(decision), expert_line(decision)) }</strong>
                // Why, in the Hint's words, agreeing or not: a good move learnt is a lesson too.
                { if differs {
                    format!(" {} (Your card is raised, the Expert's lit.)", decision.reason)
                } else { format!(" {}", decision.reason) } }
            </p>
            <div class="past-buttons">
                <button type="button" class="quiet" disabled={past.at == 0} onclick={go(past.at.checked_sub(1))}>
                    { "Previous" }</button>
                <span>{ format!("{} of {count}", past.at + 1) }</span>
                <button type="button" class="quiet" disabled={past.at + 1 == count} onclick={go(Some(past.at + 1))}>
                    { "Next" }</button>
                <button type="button" class="primary past-back" onclick={go(None)}>{ "Back to the scores" }</button>
            </div>
        </div>
    }
}

/// The bots' workers: one for moves and hints, one for reviews (they take seconds and must
/// never hold up a move). Each starts when first needed.
#[derive(Default)]
struct Workers {
    bots: Option<WorkerBridge<BotWorker>>,
    reviewer: Option<WorkerBridge<BotWorker>>,
    /// The worker could not be started.
    unavailable: bool,
    /// The last question id sent (or answered here): ids only grow.
    sent: u64,
    /// A timer per question sent: when it fires, the table goes on without the answer.
    /// A timer per question out to a worker, by its id.
    timers: Vec<(u64, Timeout)>,
}

#[function_component(App)]
pub fn app() -> Html {
    let start = use_memo((), |_| RefCell::new(Some(start())));
    let notices = use_state(|| {
        start
            .borrow()
            .as_ref()
            .map(|s| s.notices.clone())
            .unwrap_or_default()
    });
    let kept_save = use_state(|| start.borrow().as_ref().and_then(|s| s.kept_save.clone()));
    let table = use_reducer(|| {
        let start = start.borrow();
        let start = start.as_ref().expect("the start is read once");
        start.table.clone()
    });
    let keyboard = use_mut_ref(|| false);
    let workers = use_mut_ref(Workers::default);
    let settings = use_state(saved_settings);
    let menu_open = use_state(|| false);
    let file_input = use_node_ref();
    let file_reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);

    // The game is saved after every action, when a new one starts or ends, and when the
    // statistics have counted its deals (so that a reload counts none twice); the speed when
    // it changes. The statistics count each deal once it is scored, then the finished game,
    // once. (One effect for all three: each effect costs the download a kilobyte.)
    {
        let handle = table.clone();
        let over = matches!(table.overlay, Some(Overlay::GameOver { .. })) && !table.counted;
        let key = (
            table.game().seed(),
            table.record().actions.len(),
            table.counted,
            table.choices.clone(),
            table.history.len(),
            table.deals_counted,
            over,
            table.speed,
        );
        use_effect_with(key, move |key| {
            let &(_, _, _, _, deals, counted, over, speed) = key;
            let _ = LocalStorage::set(SAVE_KEY, SavedGame::of(&handle));
            let _ = LocalStorage::set(SPEED_KEY, speed.id());
            if deals > counted {
                let mut stats: Statistics = stored(STATISTICS_KEY);
                let counted = stats.count_deals(&handle);
                let _ = LocalStorage::set(STATISTICS_KEY, &stats);
                handle.dispatch(Msg::DealsCounted(counted));
            } else if let (true, Some(winners)) = (over, handle.winners()) {
                let mut stats: Statistics = stored(STATISTICS_KEY);
                stats.count(&handle, winners);
                let _ = LocalStorage::set(STATISTICS_KEY, &stats);
                handle.dispatch(Msg::Counted);
            }
        });
    }
    // The keyboard's shortcuts, anywhere on the page but in a field. And sound: the audio
    // context is made on the person's first click, tap or key press (a page may not make
    // sound before), if sound is on.
    let sound_on = use_mut_ref(|| false);
    *sound_on.borrow_mut() = settings.sound;
    {
        let dispatcher = table.dispatcher();
        use_effect_with((), move |_| {
            let gesture = |kind: &'static str| {
                let sound_on = sound_on.clone();
                gloo::events::EventListener::new(&gloo::utils::document(), kind, move |_| {
                    if *sound_on.borrow() {
                        sound::unlock();
                    }
                })
            };
            let gestures = [gesture("pointerdown"), gesture("keydown")];
            let listener = gloo::events::EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                gloo::events::EventListenerOptions::enable_prevent_default(),
                move |event| {
                    let Some(event) = wasm_bindgen::JsCast::dyn_ref::<KeyboardEvent>(event) else {
                        return;
                    };
                    if event.ctrl_key() || event.meta_key() || event.alt_key() {
                        return;
                    }
                    let target = event
                        .target()
                        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
                    let tag = target.as_ref().map(|t| t.tag_name()).unwrap_or_default();
                    if matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") {
                        return;
                    }
                    let msg = match event.key().as_str() {
                        "?" => Msg::Show(Overlay::Help),
                        "s" | "S" => Msg::Show(Overlay::ScoreSheet),
                        "t" | "T" => Msg::Show(Overlay::Statistics),
                        "r" | "R" => Msg::ShowRules,
                        "n" | "N" => Msg::ShowNewGame,
                        "u" | "U" => Msg::Undo,
                        "h" | "H" => Msg::AskHint,
                        "p" | "P" => Msg::Pass,
                        // Back from the reviewed deal to the scores.
                        "Escape" => Msg::ShowPast(None),
                        " " if tag != "BUTTON" => Msg::NextTrick,
                        _ => return,
                    };
                    event.prevent_default();
                    dispatcher.dispatch(msg);
                },
            );
            move || drop((listener, gestures))
        });
    }

    // The clock: after each change, play its sounds (when sound is on), wait the model's pause
    // and take the next step.
    {
        let handle = table.clone();
        let cues = table.cues.clone();
        let volume = settings.sound.then_some(settings.volume);
        use_effect_with(table.version, move |_| {
            if let Some(volume) = volume {
                for cue in cues {
                    sound::play(cue, volume);
                }
            }
            let timeout = handle.next_delay().map(|ms| {
                let dispatcher = handle.dispatcher();
                Timeout::new(ms, move || dispatcher.dispatch(Msg::Step))
            });
            move || drop(timeout)
        });
    }

    // The bots' worker starts with the page, so it is ready by the first bot's turn.
    {
        let dispatcher = table.dispatcher();
        let workers = workers.clone();
        let start = start.clone();
        use_effect_with((), move |_| {
            let mute = start.borrow_mut().take().is_some_and(|s| s.mute_worker);
            let bridge = spawn_worker(&workers, dispatcher.clone());
            match &bridge {
                Some(bridge) if mute => bridge.send(Request::Mute),
                Some(_) => {}
                None => dispatcher.dispatch(Msg::NoWorker),
            }
            let mut w = workers.borrow_mut();
            w.unavailable = bridge.is_none();
            w.bots = bridge;
        });
    }

    // New questions go to a worker, with a timer; those the table wants answered here are.
    {
        let handle = table.clone();
        let workers = workers.clone();
        use_effect_with(table.worker.last_id, move |_| {
            let dispatcher = handle.dispatcher();
            let mut w = workers.borrow_mut();
            let waiting: Vec<u64> = handle.questions().filter_map(|(r, _)| r.id()).collect();
            w.timers.retain(|(id, _)| waiting.contains(id));
            for (request, here) in handle.questions() {
                let Some(id) = request.id() else { continue };
                if id <= w.sent {
                    continue;
                }
                w.sent = id;
                if here {
                    if let Some(answer) = answer_here(request) {
                        dispatcher.dispatch(Msg::Answer {
                            answer,
                            from_worker: false,
                        });
                    }
                    continue;
                }
                if request.is_review() && w.reviewer.is_none() && !w.unavailable {
                    w.reviewer = spawn_worker(&workers, dispatcher.clone());
                }
                let bridge = match request.is_review() {
                    true => w.reviewer.as_ref(),
                    false => w.bots.as_ref(),
                };
                let Some(bridge) = bridge else {
                    dispatcher.dispatch(Msg::NoAnswer { id });
                    continue;
                };
                bridge.send(request.clone());
                if let Some(ms) = request.timeout_ms() {
                    let dispatcher = dispatcher.clone();
                    let timer = Timeout::new(ms, move || dispatcher.dispatch(Msg::NoAnswer { id }));
                    w.timers.push((id, timer));
                }
            }
        });
    }

    let on_choose = {
        let table = table.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |(card, by_keyboard): (Card, bool)| {
            #[cfg(debug_assertions)]
            if panic_asked() {
                panic!("a panic asked for by ?panic=card (debug builds only)");
            }
            *keyboard.borrow_mut() = by_keyboard;
            table.dispatch(Msg::Choose(card));
        })
    };
    let on_pass = {
        let table = table.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |event: MouseEvent| {
            *keyboard.borrow_mut() = event.detail() == 0;
            table.dispatch(Msg::Pass);
        })
    };
    let on_next = {
        let table = table.clone();
        Callback::from(move |()| table.dispatch(Msg::NextHand))
    };
    let on_new_game = {
        let table = table.clone();
        Callback::from(move |()| {
            table.dispatch(Msg::NewGame {
                seed: random_seed(),
            })
        })
    };
    let on_open_new_game = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::ShowNewGame))
    };
    // Share: the address of this deal (game, players, variants, target, seed), copied.
    let share = use_state(|| None::<(String, Option<bool>)>);
    let on_share = {
        let table = table.clone();
        let share = share.clone();
        Callback::from(move |()| {
            let window = gloo::utils::window();
            let location = window.location();
            let url = format!(
                "{}{}{}",
                location.origin().unwrap_or_default(),
                location.pathname().unwrap_or_default(),
                table.choices.to_query(table.game().seed())
            );
            share.set(Some((url.clone(), None)));
            let promise = window.navigator().clipboard().write_text(&url);
            let share = share.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let copied = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                share.set(Some((url, Some(copied))));
            });
        })
    };
    let share_bar = match &*share {
        Some((url, copied)) => {
            let line = match copied {
                Some(true) => "Link to this deal, copied: whoever opens it gets the same cards.",
                Some(false) => {
                    "Link to this deal (copy it from here): whoever opens it gets the same cards."
                }
                None => "Link to this deal:",
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
                    <button type="button" class="quiet" onclick={on_close}>{ "Close" }</button>
                </div>
            }
        }
        None => html! {},
    };
    let on_hint = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::AskHint))
    };

    let on_settings = {
        let settings = settings.clone();
        let table = table.clone();
        Callback::from(move |next: Settings| {
            let _ = LocalStorage::set(SETTINGS_KEY, &next);
            table.dispatch(Msg::SetPauseAfterTrick(next.pause_after_trick));
            table.dispatch(Msg::SetAutoPlay(next.auto_play));
            settings.set(next);
        })
    };
    let on_set_speed = {
        let table = table.clone();
        Callback::from(move |speed: Speed| table.dispatch(Msg::SetSpeed(speed)))
    };
    let close_view = {
        let table = table.clone();
        Callback::from(move |()| table.dispatch(Msg::CloseView))
    };
    // The menu's items: each closes the menu.
    let menu_item = |label: &'static str, act: Callback<()>| {
        let menu_open = menu_open.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            menu_open.set(false);
            act.emit(());
        });
        html! { <li><button type="button" class="quiet" {onclick}>{ label }</button></li> }
    };
    let show = |view: Overlay| {
        let table = table.clone();
        Callback::from(move |()| table.dispatch(Msg::Show(view.clone())))
    };
    let on_download = {
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
    };
    let on_pick_file = {
        let file_input = file_input.clone();
        Callback::from(move |()| {
            if let Some(input) = file_input.cast::<web_sys::HtmlInputElement>() {
                input.set_value("");
                input.click();
            }
        })
    };
    let on_file = {
        let table = table.clone();
        let notices = notices.clone();
        let file_reader = file_reader.clone();
        Callback::from(move |event: Event| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            let file = gloo::file::File::from(file);
            let name = file.name();
            let table = table.clone();
            let notices = notices.clone();
            let reader = gloo::file::callbacks::read_as_text(&file, move |text| {
                let loaded = text
                    .map_err(|e| format!("{name} could not be read ({e})"))
                    .and_then(|text| {
                        parse_game_file(&text).map_err(|why| format!("{name}: {why}"))
                    });
                match loaded {
                    Ok(record) => {
                        let choices = choices_for(&record, &table.choices);
                        table.dispatch(Msg::Load { record, choices });
                    }
                    Err(why) => notices.set(vec![why]),
                }
            });
            *file_reader.borrow_mut() = Some(reader);
        })
    };
    let on_undo = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::Undo))
    };
    let on_next_trick = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::NextTrick))
    };
    let on_scores = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::Show(Overlay::ScoreSheet)))
    };
    let on_menu = {
        let menu_open = menu_open.clone();
        Callback::from(move |_: MouseEvent| menu_open.set(!*menu_open))
    };
    let on_menu_keydown = {
        let menu_open = menu_open.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                menu_open.set(false);
            }
        })
    };
    let on_choose_game = {
        let table = table.clone();
        Callback::from(move |()| table.dispatch(Msg::ShowNewGame))
    };

    // The table shown: the game, or the deal under review at one of the person's decisions
    // (its hand raises their card, lights the Expert's, and takes no clicks).
    let view = table.on_screen();
    let shown = &view.shown;
    let players = table.players();
    let me = table.human();
    let asked = match table.past {
        Some(_) => Choice::Nothing,
        None => table.asked(),
    };
    let choices: Vec<(Card, Result<(), Refusal>)> = match table.past {
        Some(_) => shown
            .hand
            .iter_distinct()
            .map(|card| (card, Ok(())))
            .collect(),
        None => table
            .card_choices()
            .into_iter()
            .map(|(card, ok)| (card, ok.map_err(|why| table.refusal(why))))
            .collect(),
    };
    let prompt_text = match table.past {
        Some(_) => format!("Deal {} as you played it", shown.hand_number + 1),
        None => prompt(&table, &choices),
    };
    let pass_label = shown.pass.map(|p| p.describe(players)).unwrap_or_default();
    let on_rules = {
        let table = table.clone();
        Callback::from(move |()| table.dispatch(Msg::ShowRules))
    };
    let ending: AttrValue = table.game().rules().ending().join(" ").into();
    let end_score = table.game().rules().end_score();
    let places: Vec<u8> = table.game().places()[..usize::from(players)].to_vec();
    let standings: Vec<String> = shown
        .standings
        .iter()
        .map(|s| table.game().rules().standing_text(s))
        .collect();
    let leaders = table.game().leaders();
    let review = table
        .history
        .last()
        .and_then(|last| review_shown(&table, last.hand));
    let on_past = {
        let table = table.clone();
        Callback::from(move |at: usize| table.dispatch(Msg::ShowPast(Some(at))))
    };
    let overlay = match &table.overlay {
        Some(Overlay::HandScores) => html! {
            <ScoresDialog history={table.history.clone()} {players} {me} ending={ending.clone()} {end_score} standings={standings.clone()} {leaders}
                places={places.clone()} winners={None::<crate::engine::Seats>}
                review={review.clone()} on_past={on_past.clone()} counters={table.counters_history.clone()} on_next={on_next.clone()} on_new_game={on_new_game.clone()} />
        },
        Some(Overlay::GameOver { winners }) => html! {
            <ScoresDialog history={table.history.clone()} {players} {me} ending={ending.clone()} {end_score} standings={standings.clone()} {leaders}
                places={places.clone()} winners={Some(*winners)}
                review={review.clone()} on_past={on_past.clone()} counters={table.counters_history.clone()} on_next={on_next.clone()} on_new_game={on_new_game.clone()}
                on_choose_game={on_choose_game.clone()} on_close={close_view.clone()} />
        },
        Some(Overlay::ScoreSheet) => html! {
            <ScoresDialog history={table.history.clone()} {players} {me} ending={ending.clone()} {end_score} standings={standings.clone()} {leaders}
                places={places.clone()} winners={table.winners()}
                sheet={true} on_next={close_view.clone()} on_new_game={on_new_game.clone()}
                on_choose_game={on_choose_game.clone()} on_close={close_view.clone()} />
        },
        Some(Overlay::Statistics) => {
            let stats: Statistics = stored(STATISTICS_KEY);
            let game = table.game().rules().rules().game.clone();
            let game = crate::engine::Preset::from_id(&game).map_or("", |p| p.id());
            statistics_dialog(&stats, game, close_view.clone())
        }
        Some(Overlay::Help) => settings_dialog(SettingsProps {
            settings: (*settings).clone(),
            speed: table.speed,
            on_settings: on_settings.clone(),
            on_speed: on_set_speed.clone(),
            on_close: close_view.clone(),
        }),
        Some(Overlay::Rules) => {
            let text = table.game().rules().describe();
            let table = table.clone();
            let on_close = Callback::from(move |()| table.dispatch(Msg::CloseRules));
            html! { <RulesDialog {text} {on_close} /> }
        }
        Some(Overlay::NewGame) => {
            let on_close = {
                let table = table.clone();
                Callback::from(move |()| table.dispatch(Msg::CloseNewGame))
            };
            let on_start = {
                let table = table.clone();
                Callback::from(move |choices: GameChoices| {
                    // Remembered for the next visit; the address bar's levels are not.
                    let _ = LocalStorage::set(CHOICES_KEY, &choices);
                    table.dispatch(Msg::StartGame {
                        seed: random_seed(),
                        choices,
                    });
                })
            };
            // Starting another game ends this one: the dialog asks first.
            let unfinished = table.in_progress();
            html! { <NewGameDialog choices={table.choices.clone()} {unfinished} {on_start} {on_close} /> }
        }
        Some(Overlay::Past) | None => html! {},
    };
    // While a dialog is open, the rest of the page can be neither reached nor read.
    let inert = table.overlay.is_some() && table.past.is_none();
    let overlay_name = match &table.overlay {
        Some(Overlay::HandScores) => "scores",
        Some(Overlay::GameOver { .. }) => "game-over",
        Some(Overlay::Rules) => "rules",
        Some(Overlay::NewGame) => "new-game",
        Some(Overlay::ScoreSheet) => "score-sheet",
        Some(Overlay::Statistics) => "statistics",
        Some(Overlay::Help) => "settings",
        Some(Overlay::Past) => "past",
        None => "",
    };
    // A dialog opened from the top bar gives the focus back to its button when it closes.
    let rules_button = use_node_ref();
    let new_game_button = use_node_ref();
    let scores_button = use_node_ref();
    {
        let last = use_mut_ref(|| "");
        let openers = (
            rules_button.clone(),
            new_game_button.clone(),
            scores_button.clone(),
        );
        use_effect_with(overlay_name, move |&name| {
            let before = std::mem::replace(&mut *last.borrow_mut(), name);
            let opener = match (name, before) {
                ("", "rules" | "statistics" | "settings") => {
                    openers.0.cast::<web_sys::HtmlElement>()
                }
                ("", "new-game") => openers.1.cast::<web_sys::HtmlElement>(),
                // The reviewed deal: its first button that goes somewhere.
                ("past", _) => gloo::utils::document()
                    .query_selector(".past-panel button:not([disabled])")
                    .ok()
                    .flatten()
                    .and_then(|e| wasm_bindgen::JsCast::dyn_into(e).ok()),
                ("", "score-sheet") => openers.2.cast::<web_sys::HtmlElement>(),
                _ => None,
            };
            if let Some(button) = opener {
                let _ = button.focus();
            }
        });
    }
    let pass_button = if let Choice::Pass {
        count: pass_count, ..
    } = asked
    {
        let ready = table.selected.len() == usize::from(pass_count);
        html! {
            <button type="button" class="primary pass-button" disabled={!ready} onclick={on_pass}>
                { format!("Pass {pass_count} cards {pass_label}") }
            </button>
        }
    } else {
        html! {}
    };
    let decision = decision_panel(&table);
    let hint_state = match &table.hint {
        Some(Hint::Thinking) => "thinking",
        Some(Hint::Given { .. }) => "given",
        None => "",
    };
    let hint_button = if table.awaiting_human() {
        let thinking = hint_state == "thinking";
        html! {
            <button type="button" class="quiet hint-button" onclick={on_hint}
                disabled={hint_state == "given"} aria-busy={thinking.then_some("true")}>
                { if thinking { "Thinking…" } else { "Hint" } }
            </button>
        }
    } else {
        html! {}
    };
    let (hinted, advice) = match &view.hint {
        Some(hint) if table.past.is_some() => (hint.cards(), past_panel(&table)),
        Some(
            hint @ Hint::Given {
                action,
                others,
                showing,
                ..
            },
        ) => (
            hint.cards(),
            html! {
                <div class="advice">
                    <p role="status">
                        <strong>{ format!("Hint: {}.", describe_action(action, players)) }</strong>
                        { " " }{ hint.words().to_string() }
                    </p>
                    { why_not_buttons(&table, *action, others, *showing) }
                </div>
            },
        ),
        _ => (crate::engine::Cards::EMPTY, html! {}),
    };
    let mut all_notices = (*notices).clone();
    if table.worker_down() {
        all_notices.push(
            "The bots' worker is not answering: the opponents play at Normal level for now."
                .to_string(),
        );
    }
    let notice_bar = if all_notices.is_empty() {
        html! {}
    } else {
        let on_dismiss = {
            let notices = notices.clone();
            let kept_save = kept_save.clone();
            Callback::from(move |_: MouseEvent| {
                notices.set(Vec::new());
                kept_save.set(None);
            })
        };
        html! {
            <div class="notices" role="alert">
                { for all_notices.iter().map(|n| html! { <p>{ n.clone() }</p> }) }
                { match (*kept_save).clone() {
                    Some(KeptSave::Unreadable(raw)) => {
                        let onclick = Callback::from(move |_: MouseEvent| {
                            download("moonshot-unreadable-save.json", &raw)
                        });
                        html! { <button type="button" class="quiet" {onclick}>{ "Download the old save" }</button> }
                    }
                    Some(KeptSave::Newer(raw)) => {
                        // The new game dealt meanwhile was saved over it: the newer save goes
                        // back first, for the newer version to resume.
                        let onclick = Callback::from(move |_: MouseEvent| {
                            let _ = LocalStorage::raw().set_item(SAVE_KEY, &raw);
                            let _ = gloo::utils::window().location().reload();
                        });
                        html! { <button type="button" class="quiet" {onclick}>{ "Reload" }</button> }
                    }
                    None => html! {},
                } }
                { if notices.is_empty() { html! {} } else { html! {
                    <button type="button" class="quiet" onclick={on_dismiss}>{ "OK" }</button>
                } } }
            </div>
        }
    };
    let my_total = standings.get(me.index()).cloned().unwrap_or_default();
    let my_points = shown.points.get(me.index()).copied().unwrap_or(0);
    let my_turn = shown.turn == Some(me) && matches!(asked, Choice::Play { .. });
    let root_style = format!(
        "--slide-ms: {}ms; --flight-ms: {}ms;",
        table.speed.scale(table.pace().slide),
        table.speed.scale(PASS_FLIGHT_MS)
    );
    let thinking: Vec<String> = table.thinking().iter().map(|s| s.0.to_string()).collect();
    let look = classes!(
        "app",
        settings.four_colour.then_some("four-colour"),
        settings.large_cards.then_some("large-cards"),
        match settings.theme {
            Theme::System => None,
            Theme::Light => Some("theme-light"),
            Theme::Dark => Some("theme-dark"),
        },
    );
    let undo_button = if table.can_undo() {
        html! {
            <button type="button" class="quiet undo-button" onclick={on_undo}
                aria-keyshortcuts="U">{ "Undo" }</button>
        }
    } else {
        html! {}
    };
    // The game-over dialog closed: the final table, and another game a click away.
    let again_button = if table.winners().is_some() && table.overlay.is_none() {
        html! {
            <button type="button" class="primary play-again" onclick={on_new_game.reform(|_: MouseEvent| ())}>
                { "Play again" }</button>
        }
    } else {
        html! {}
    };
    let next_trick_button = if table.waiting_for_next_trick() {
        html! {
            <button type="button" class="primary next-trick" onclick={on_next_trick}>{ "Next trick" }</button>
        }
    } else {
        html! {}
    };
    html! {
        <div class={look} data-awaiting={table.awaiting()} data-overlay={overlay_name}
            data-actions={table.record().actions.len().to_string()}
            data-can-undo={table.can_undo().then_some("true")}
            data-waiting={table.waiting_for_next_trick().then_some("next-trick")}
            data-game={table.choices.game.id()} data-players={players.to_string()}
            data-pass-count={table.game().pass_count().to_string()}
            data-turn={shown.turn.map(|s| s.0.to_string()).unwrap_or_default()}
            data-seed={table.game().seed().to_string()}
            data-deal={(shown.hand_number + 1).to_string()} style={root_style}
            data-worker-answers={table.worker.answers.to_string()}
            data-fallbacks={table.worker.fallbacks.to_string()}
            data-thinking={thinking.join(" ")} data-hint={hint_state}>
            <header class="topbar" inert={inert}>
                <h1 class="brand">{ "Moonshot" }</h1>
                <p class="game-line">
                    <span class="game-title">{ table.title() }</span>
                    <span>{ format!("Deal {}", shown.hand_number + 1) }</span>
                    <span>{ match shown.pass {
                        Some(PassDirection::Hold) => "no passing".to_string(),
                        Some(_) => format!("pass {pass_label}"),
                        None => String::new(),
                    } }</span>
                    { if shown.hearts_broken { html! { <span class="broken" title="Hearts are broken">{ "♥ broken" }</span> } } else { html! {} } }
                </p>
                <button type="button" class="quiet" ref={scores_button} onclick={on_scores}>{ "Scores" }</button>
                <div class="menu" onkeydown={on_menu_keydown}>
                    <button type="button" class="quiet" ref={rules_button} aria-expanded={menu_open.to_string()}
                        aria-controls="menu-items" onclick={on_menu}>{ "Menu" }</button>
                    <ul id="menu-items" class="menu-items" hidden={!*menu_open}>
                        { menu_item("How to play", on_rules) }
                        { menu_item("Statistics", show(Overlay::Statistics)) }
                        { menu_item("Settings and keys", show(Overlay::Help)) }
                        { menu_item("Share this deal", on_share) }
                        { menu_item("Download this game", on_download) }
                        { menu_item("Load a game…", on_pick_file) }
                    </ul>
                </div>
                <button type="button" class="quiet" ref={new_game_button} onclick={on_open_new_game}>{ "New game" }</button>
                <input type="file" class="visually-hidden" tabindex="-1" aria-hidden="true" accept=".json,application/json"
                    ref={file_input} onchange={on_file} />
            </header>
            // Messages sit above the table, never over it.
            <main class="table-area" inert={inert}>
                { share_bar }
                { notice_bar }
                <div class="felt-box">
                    <Felt table={table.clone()} />
                </div>
            </main>
            <section class="player-area" aria-label="You" inert={inert}>
                // Over the bottom of the table, so that nothing below moves when they come.
                <div class="above-hand">
                    { decision }
                    { advice }
                </div>
                <div class={classes!("me", my_turn.then_some("on-turn"))}>
                    <div class="me-info">
                        <span class="seat-name">{ "You" }</span>
                        <span class="seat-score" aria-label={format!("Your score {my_total}")}>{ my_total }</span>
                        <span class="seat-taken" aria-label={format!("{my_points} points this deal")}>{ format!("♥ {my_points}") }</span>
                    </div>
                    <p class={classes!("hint", table.refusal.is_some().then_some("refused"))}>{ prompt_text }</p>
                    <div class="me-actions">
                        { undo_button }
                        { hint_button }
                        { next_trick_button }
                        { again_button }
                        { pass_button }
                    </div>
                </div>
                <HandView choices={choices} hand={shown.hand} selected={view.selected_cards()}
                    received={shown.received} {hinted} asked={asked.clone()} on_choose={on_choose}
                    take_focus={*keyboard.borrow() && asked != Choice::Nothing} deal={shown.hand_number} />
            </section>
            <p class="status visually-hidden" role="status" aria-live="polite">{ table.announcement.clone() }</p>
            { bench_page() }
            { overlay }
        </div>
    }
}

/// "Why not…": a button for the Hint's choice and for each other choice its search compared;
/// pressing one shows what the bot thinks of it in the Hint's place. They choose nothing.
fn why_not_buttons(
    table: &UseReducerHandle<Table>,
    hinted: Action,
    others: &[(Action, String)],
    showing: Option<Action>,
) -> Html {
    // A pass: the person's own, once they have picked a whole pass that is not the Hint's.
    let mine = match (hinted, table.asked()) {
        (Action::Pass(hint), Choice::Pass { count, .. })
            if table.selected.len() == usize::from(count)
                && table.selected.iter().copied().collect::<Cards>()
                    != hint.as_slice().iter().copied().collect::<Cards>() =>
        {
            PassList::new(&table.selected).map(Action::Pass)
        }
        _ => None,
    };
    if others.is_empty() && mine.is_none() {
        return html! {};
    }
    let button = |action: Action, asked: Option<Action>| {
        let table = table.clone();
        let onclick = Callback::from(move |_: MouseEvent| table.dispatch(Msg::WhyNot(asked)));
        let (short, long) = match action {
            Action::Play(card) => (card.short(), format!("the {}", card.name())),
            Action::CallSuit(suit) => (suit.symbol().to_string(), suit.name().to_string()),
            Action::Pass(_) if asked.is_none() => {
                ("Hint".to_string(), "the Hint's pass".to_string())
            }
            Action::Pass(_) => ("Yours".to_string(), "your pass".to_string()),
            _ => return html! {},
        };
        html! {
            <button type="button" class="quiet" aria-pressed={(showing == asked).to_string()}
                aria-label={if asked.is_some() { format!("Why not {long}?") } else { format!("Why {long}?") }}
                {onclick}>{ short }</button>
        }
    };
    html! {
        <div class="why-not" role="group" aria-label="Compare the Hint with another choice">
            <span>{ "Compare:" }</span>
            { button(hinted, None) }
            { for others.iter().filter(|(a, _)| !matches!(a, Action::Pass(_))).map(|(a, _)| button(*a, Some(*a))) }
            { for mine.map(|pass| button(pass, Some(pass))) }
        </div>
    }
}

/// The buttons for a decision the engine asks of the person other than a card: the dealer's
/// choice of pass, the pledge, a suit after a joker lead, old or new moon.
fn decision_panel(table: &UseReducerHandle<Table>) -> Html {
    let players = table.players();
    let button = |label: String, msg: Msg, primary: bool| {
        let table = table.clone();
        let onclick = Callback::from(move |_: MouseEvent| table.dispatch(msg.clone()));
        html! {
            <button type="button" class={classes!(if primary { "primary" } else { "quiet" })} {onclick}>
                { label }
            </button>
        }
    };
    let buttons: Vec<Html> = match table.asked() {
        Choice::ChoosePass {
            directions,
            max_cards,
        } => directions
            .iter()
            .map(|&direction| {
                let cards = if direction == PassDirection::Hold {
                    0
                } else {
                    max_cards
                };
                let label = match direction {
                    PassDirection::Hold => "No passing".to_string(),
                    d => format!("Pass {cards} {}", d.describe(players)),
                };
                button(label, Msg::ChoosePass { direction, cards }, false)
            })
            .collect(),
        Choice::Pledge => vec![
            button("Pledge".to_string(), Msg::Pledge(true), true),
            button("No pledge".to_string(), Msg::Pledge(false), false),
        ],
        Choice::CallSuit => Suit::ALL
            .iter()
            .map(|&suit| {
                let name = suit.name();
                let label = format!("{} {}", suit.symbol(), capitalize(name));
                button(label, Msg::CallSuit(suit), false)
            })
            .collect(),
        Choice::ChooseMoon => {
            let value = table.game().rules().moon_value();
            vec![
                button(
                    format!("Old moon: everyone else scores {value}"),
                    Msg::ChooseMoon(MoonChoice::AddToOthers),
                    true,
                ),
                button(
                    format!("New moon: {value} off your score"),
                    Msg::ChooseMoon(MoonChoice::SubtractFromShooter),
                    false,
                ),
            ]
        }
        _ => return html! {},
    };
    html! {
        <div class="decision" role="group" aria-label="Your decision">{ for buttons }</div>
    }
}

/// Starts a bots' worker whose answers go to the table (and stop their question's timer).
fn spawn_worker(
    workers: &Rc<RefCell<Workers>>,
    dispatcher: UseReducerDispatcher<Table>,
) -> Option<WorkerBridge<BotWorker>> {
    let workers = Rc::downgrade(workers);
    worker::spawn(move |answer: Answer| {
        if let Some(workers) = workers.upgrade() {
            // Dropping a timer that has not fired cancels it.
            let mut workers = workers.borrow_mut();
            let at = workers.timers.iter().position(|(id, _)| *id == answer.id());
            let timer = at.map(|at| workers.timers.swap_remove(at));
            drop(timer);
        }
        dispatcher.dispatch(Msg::Answer {
            answer,
            from_worker: true,
        });
    })
}

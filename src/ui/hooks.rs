//! The page's side effects, each a hook: saving the game and counting the statistics, the
//! clock and its sounds, the bots' workers, the keyboard's shortcuts, unlocking audio, giving
//! the focus back when a dialog closes, loading a game file, and sharing the deal.
use super::bot_service::{Answer, Request, answer_here};
use super::callbacks::TableHandle;
use super::save::{SavedGame, Statistics, choices_for, parse_game_file};
use super::sound;
use super::storage::{SAVE_KEY, SPEED_KEY, STATISTICS_KEY, keep, stored};
use super::table::{
    Act, Advice, Against, Counted, Dialog, Msg, NewGame, Overlay, Reviewed, Table, Worker,
};
use super::worker::{self, BotWorker};
use crate::lang::t;
use gloo::timers::callback::Timeout;
use gloo::worker::WorkerBridge;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The game is saved after every action, when a new one starts or ends, and when the
/// statistics have counted its deals (so that a reload counts none twice); the speed when it
/// changes. The statistics count each deal once it is scored, then the finished game, once.
#[hook]
pub fn use_saving(table: &TableHandle) {
    let handle = table.clone();
    let over = matches!(table.overlay(), Some(&Overlay::GameOver { .. })) && !table.counted();
    let key = (
        table.game().seed(),
        table.record().actions.len(),
        table.counted(),
        table.choices().clone(),
        table.history().len(),
        table.deals_counted(),
        over,
        table.settings().speed(),
        daily_expert(table),
    );
    use_effect_with(key, move |key| {
        let &(_, _, _, _, deals, counted, over, speed, expert) = key;
        keep(SAVE_KEY, &SavedGame::of(&handle));
        keep(SPEED_KEY, &speed.id());
        if let Some((day, expert)) = expert {
            let mut stats: Statistics = stored(STATISTICS_KEY);
            if stats.daily_expert(day, expert) {
                keep(STATISTICS_KEY, &stats);
            }
        }
        if deals > counted {
            let mut stats: Statistics = stored(STATISTICS_KEY);
            let counted = stats.count_deals(&handle);
            keep(STATISTICS_KEY, &stats);
            handle.dispatch(Counted::Deals(counted).into());
        } else if let (true, Some(winners)) = (over, handle.winners()) {
            let mut stats: Statistics = stored(STATISTICS_KEY);
            stats.count(&handle, winners);
            keep(STATISTICS_KEY, &stats);
            handle.dispatch(Counted::Game.into());
        }
    });
}

/// The deal of the day's day and the Expert's score in the person's seat, once the review
/// has it, for the statistics.
fn daily_expert(table: &Table) -> Option<(i64, i32)> {
    let versus = table.versus()?;
    let Against::Daily { day } = versus.against else {
        return None;
    };
    let review = table.review().filter(|r| r.hand == versus.hand)?;
    match review.expert {
        Reviewed::Scored(expert) => Some((day, expert)),
        _ => None,
    }
}

/// The clock: after each change, play its sounds (at `volume`, when sound is on), wait the
/// table's pause and take the next step.
#[hook]
pub fn use_clock(table: &TableHandle, volume: Option<u8>) {
    let handle = table.clone();
    let cues = table.cues().to_vec();
    use_effect_with(table.version(), move |_| {
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
    /// A timer per question out to a worker, by its id: when it fires, the table goes on
    /// without the answer.
    timers: Vec<(u64, Timeout)>,
}

/// The table's questions to the bots: the moves' worker starts with the page, so it is ready
/// by the first bot's turn (`mute`: it answers nothing, to see the fallback at work). Each new
/// question goes to a worker, with a timer; those the table wants answered here are.
#[hook]
pub fn use_bot_workers(table: &TableHandle, mute: bool) {
    let workers = use_mut_ref(Workers::default);
    {
        let dispatcher = table.dispatcher();
        let workers = workers.clone();
        use_effect_with((), move |_| {
            let bridge = spawn_worker(&workers, dispatcher.clone());
            match &bridge {
                Some(bridge) if mute => bridge.send(Request::Mute),
                Some(_) => {}
                None => dispatcher.dispatch(Worker::Unavailable.into()),
            }
            let mut w = workers.borrow_mut();
            w.unavailable = bridge.is_none();
            w.bots = bridge;
        });
    }
    let handle = table.clone();
    use_effect_with(table.worker().last_id, move |_| {
        send_questions(&handle, &workers)
    });
}

/// Sends each question not sent yet to its worker (starting the reviewer when first needed)
/// with its timer, or answers it here when the table says so.
fn send_questions(table: &TableHandle, workers: &Rc<RefCell<Workers>>) {
    let dispatcher = table.dispatcher();
    let mut w = workers.borrow_mut();
    let waiting: Vec<u64> = table.questions().filter_map(|(r, _)| r.id()).collect();
    w.timers.retain(|(id, _)| waiting.contains(id));
    for (request, here) in table.questions() {
        let Some(id) = request.id() else { continue };
        if id <= w.sent {
            continue;
        }
        w.sent = id;
        if here {
            if let Some(answer) = answer_here(request) {
                dispatcher.dispatch(
                    Worker::Answer {
                        answer,
                        from_worker: false,
                    }
                    .into(),
                );
            }
            continue;
        }
        if request.is_review() && w.reviewer.is_none() && !w.unavailable {
            w.reviewer = spawn_worker(workers, dispatcher.clone());
        }
        let bridge = match request.is_review() {
            true => w.reviewer.as_ref(),
            false => w.bots.as_ref(),
        };
        let Some(bridge) = bridge else {
            dispatcher.dispatch(Worker::NoAnswer { id }.into());
            continue;
        };
        bridge.send(request.clone());
        if let Some(ms) = request.timeout_ms() {
            let dispatcher = dispatcher.clone();
            let timer = Timeout::new(ms, move || {
                dispatcher.dispatch(Worker::NoAnswer { id }.into())
            });
            w.timers.push((id, timer));
        }
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
        dispatcher.dispatch(
            Worker::Answer {
                answer,
                from_worker: true,
            }
            .into(),
        );
    })
}

/// The keyboard's shortcuts, anywhere on the page but in a field.
#[hook]
pub fn use_shortcuts(table: &TableHandle) {
    let dispatcher = table.dispatcher();
    use_effect_with((), move |_| {
        let listener = gloo::events::EventListener::new_with_options(
            &gloo::utils::document(),
            "keydown",
            gloo::events::EventListenerOptions::enable_prevent_default(),
            move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if let Some(msg) = shortcut(event) {
                    event.prevent_default();
                    dispatcher.dispatch(msg);
                }
            },
        );
        move || drop(listener)
    });
}

/// What a key pressed outside a field asks of the table, if anything.
fn shortcut(event: &KeyboardEvent) -> Option<Msg> {
    if event.ctrl_key() || event.meta_key() || event.alt_key() {
        return None;
    }
    let target = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let tag = target.as_ref().map(|t| t.tag_name()).unwrap_or_default();
    if matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") {
        return None;
    }
    Some(match event.key().as_str() {
        "?" => Dialog::Open(Overlay::Help).into(),
        "s" | "S" => Dialog::Open(Overlay::ScoreSheet).into(),
        "t" | "T" => Dialog::Open(Overlay::Statistics).into(),
        "r" | "R" => Dialog::Open(Overlay::Rules).into(),
        "n" | "N" => Dialog::Open(Overlay::NewGame).into(),
        "u" | "U" => Act::Undo.into(),
        "h" | "H" => Advice::AskHint.into(),
        "p" | "P" => Act::Pass.into(),
        // Back from the reviewed deal to the scores.
        "Escape" => Advice::ShowPast(None).into(),
        " " if tag != "BUTTON" => Act::NextTrick.into(),
        _ => return None,
    })
}

/// Sound: the audio context is made on the person's first click, tap or key press (a page
/// may not make sound before), if sound is on by then.
#[hook]
pub fn use_audio_unlock(sound_on: bool) {
    let on = use_mut_ref(|| false);
    *on.borrow_mut() = sound_on;
    use_effect_with((), move |_| {
        let gesture = |kind: &'static str| {
            let on = on.clone();
            gloo::events::EventListener::new(&gloo::utils::document(), kind, move |_| {
                if *on.borrow() {
                    sound::unlock();
                }
            })
        };
        let gestures = [gesture("pointerdown"), gesture("keydown")];
        move || drop(gestures)
    });
}

/// Which button opened a dialog from the top bar, to give the focus back to.
#[derive(Clone, PartialEq)]
pub struct Openers {
    /// The menu's button: How to play, Statistics, Settings and keys.
    pub menu: NodeRef,
    pub new_game: NodeRef,
    pub scores: NodeRef,
}

/// A dialog opened from the top bar gives the focus back to its button when it closes; the
/// reviewed deal takes it on its first button that goes somewhere.
#[hook]
pub fn use_focus_return(overlay: Option<Overlay>, openers: &Openers) {
    let last = use_mut_ref(|| None::<Overlay>);
    let openers = openers.clone();
    use_effect_with(overlay, move |now| {
        let before = std::mem::replace(&mut *last.borrow_mut(), now.clone());
        let opener = match (now, before) {
            (
                None,
                Some(Overlay::Rules | Overlay::FairPlay | Overlay::Statistics | Overlay::Help),
            ) => openers.menu.cast::<web_sys::HtmlElement>(),
            (None, Some(Overlay::NewGame)) => openers.new_game.cast::<web_sys::HtmlElement>(),
            (None, Some(Overlay::ScoreSheet)) => openers.scores.cast::<web_sys::HtmlElement>(),
            (Some(Overlay::Past), _) => gloo::utils::document()
                .query_selector(".past-panel button:not([disabled])")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into().ok()),
            _ => None,
        };
        if let Some(button) = opener {
            let _ = button.focus();
        }
    });
}

/// Loading a game file: the hidden file input, a callback that opens the browser's file
/// picker on it, and one for the file chosen. A file read plays its game from where it
/// stopped; one that is not a game says why through `on_error`, and the game goes on.
#[hook]
pub fn use_game_file(
    table: &TableHandle,
    on_error: Callback<String>,
) -> (NodeRef, Callback<()>, Callback<Event>) {
    let input = use_node_ref();
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);
    let on_pick = {
        let input = input.clone();
        Callback::from(move |()| {
            if let Some(input) = input.cast::<web_sys::HtmlInputElement>() {
                input.set_value("");
                input.click();
            }
        })
    };
    let table = table.clone();
    let on_file = Callback::from(move |event: Event| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        let file = gloo::file::File::from(file);
        let name = file.name();
        let table = table.clone();
        let on_error = on_error.clone();
        let read = gloo::file::callbacks::read_as_text(&file, move |text| {
            let loaded = text
                .map_err(|e| t::page_file_unreadable(e.to_string(), name.clone()).to_string())
                .and_then(|text| {
                    parse_game_file(&text).map_err(|why| {
                        t::page_file_not_a_game(name.clone(), why.to_string()).to_string()
                    })
                });
            match loaded {
                Ok(record) => {
                    let choices = choices_for(&record, table.choices());
                    table.dispatch(NewGame::Load { record, choices }.into());
                }
                Err(why) => on_error.emit(why),
            }
        });
        *reader.borrow_mut() = Some(read);
    });
    (input, on_pick, on_file)
}

/// The address of this deal as shared: the address, what it gives ("deal 3: the same
/// cards, pass across"), and whether it was copied (`None` while the clipboard has not said).
pub type Shared = Option<(String, String, Option<bool>)>;

/// Sharing the deal: the address of the deal on the screen (game, players, variants, target,
/// seed and, past the first deal, where it stands), put on the clipboard, and a callback that
/// does it.
#[hook]
pub fn use_share(table: &TableHandle) -> (UseStateHandle<Shared>, Callback<()>) {
    let share = use_state(|| None);
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
                table.share_query()
            );
            let words = table.share_words();
            share.set(Some((url.clone(), words.clone(), None)));
            let promise = window.navigator().clipboard().write_text(&url);
            let share = share.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let copied = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                share.set(Some((url, words, Some(copied))));
            });
        })
    };
    (share, on_share)
}

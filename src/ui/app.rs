//! The app: the table in a reducer ([`Table`] is the model, [`Msg`](super::table::Msg) its
//! messages) and the settings; the side effects as hooks (saving, the clock, the bots'
//! workers, shortcuts, sound); and the page: the top bar, the messages above the table, the
//! felt, the person's area and the dialogs, each drawn by its own module. (Only what keeps
//! state of its own is a component: each component costs the download about a kilobyte.)
use super::callbacks::TableHandle;
use super::dialog_host::dialogs;
use super::felt::Felt;
use super::hooks::{
    use_audio_unlock, use_bot_workers, use_clock, use_saving, use_share, use_shortcuts,
};
use super::notices::{notices, share_bar};
use super::player_area::{player_area, use_hand_input};
use super::save::{Settings, Theme};
use super::start;
use super::storage::{SETTINGS_KEY, keep, saved_settings};
use super::table::{Hint, PASS_FLIGHT_MS, Setting, Table};
use super::top_bar::{top_bar, use_top_bar};
use yew::prelude::*;

#[function_component(App)]
pub fn app() -> Html {
    let start = use_memo((), |_| start::take());
    let table = use_reducer(|| start.table.clone());
    let settings = use_state(saved_settings);
    let notes = use_state(|| start.notices.clone());
    let kept_save = use_state(|| start.kept_save.clone());
    let (share, on_share) = use_share(&table);
    let bar = use_top_bar(&table, {
        let notes = notes.clone();
        Callback::from(move |why: String| notes.set(vec![why]))
    });
    let hand = use_hand_input(&table);
    use_saving(&table);
    use_clock(&table, settings.sound.then_some(settings.volume));
    use_bot_workers(&table, start.mute_worker);
    use_audio_unlock(settings.sound);
    use_shortcuts(&table);
    html! {
        <div class={look(&settings)} style={timing(&table)}
            data-awaiting={table.awaiting()} data-overlay={table.overlay().map_or("", |o| o.id())}
            data-actions={table.record().actions.len().to_string()}
            data-can-undo={table.can_undo().then_some("true")}
            data-waiting={table.waiting_for_next_trick().then_some("next-trick")}
            data-game={table.choices().game.id()} data-players={table.players().to_string()}
            data-pass-count={table.game().pass_count().to_string()}
            data-turn={table.on_screen().shown().turn.map(|s| s.0.to_string()).unwrap_or_default()}
            data-seed={table.game().seed().to_string()}
            data-deal={(table.on_screen().shown().hand_number + 1).to_string()}
            data-worker-answers={table.worker().answers.to_string()}
            data-fallbacks={table.worker().fallbacks.to_string()}
            data-thinking={thinking(&table)} data-hint={hint_state(&table)}>
            { top_bar(&table, &bar, &on_share) }
            // Messages sit above the table, never over it.
            <main class="table-area" inert={table.dialog_open()}>
                { share_bar(&share) }
                { notices(&table, &notes, &kept_save) }
                <div class="felt-box">
                    <Felt table={table.clone()} />
                </div>
            </main>
            { player_area(&table, &hand, settings.card_tracker) }
            <p class="status visually-hidden" role="status" aria-live="polite">{ table.announcement().to_string() }</p>
            { bench_page() }
            { dialogs(&table, &settings, &on_settings(&table, &settings)) }
        </div>
    }
}

/// Changing the settings: kept for the next visit, and told to the table.
fn on_settings(table: &TableHandle, settings: &UseStateHandle<Settings>) -> Callback<Settings> {
    let table = table.clone();
    let settings = settings.clone();
    Callback::from(move |next: Settings| {
        keep(SETTINGS_KEY, &next);
        table.dispatch(Setting::PauseAfterTrick(next.pause_after_trick).into());
        table.dispatch(Setting::AutoPlay(next.auto_play).into());
        table.dispatch(Setting::NoTakeBacks(next.no_take_backs).into());
        table.dispatch(Setting::PlayChecker(next.play_checker).into());
        settings.set(next);
    })
}

/// The page's look: the four-colour deck, large cards, the theme.
fn look(settings: &Settings) -> Classes {
    classes!(
        "app",
        settings.four_colour.then_some("four-colour"),
        settings.large_cards.then_some("large-cards"),
        match settings.theme {
            Theme::System => None,
            Theme::Light => Some("theme-light"),
            Theme::Dark => Some("theme-dark"),
        },
    )
}

/// How long a card slides and a passed card flies, at the table's speed.
fn timing(table: &Table) -> String {
    format!(
        "--slide-ms: {}ms; --flight-ms: {}ms;",
        table.settings().speed().scale(table.pace().slide),
        table.settings().speed().scale(PASS_FLIGHT_MS)
    )
}

/// The seats whose bots are thinking, by number (`data-thinking`, for the browser tests).
fn thinking(table: &Table) -> String {
    let seats: Vec<String> = table.thinking().iter().map(|s| s.0.to_string()).collect();
    seats.join(" ")
}

/// The Hint's state (`data-hint`, for the browser tests).
fn hint_state(table: &Table) -> &'static str {
    match &table.hint() {
        Some(Hint::Thinking) => "thinking",
        Some(Hint::Given { .. }) => "given",
        None => "",
    }
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

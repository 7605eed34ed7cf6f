//! The views opened over the table besides the deal's scores: the chart of the game's
//! scores, the summary of who took which counters, the statistics kept on this device, and
//! the settings with the keyboard's shortcuts. Each dialog takes the focus when it opens and
//! closes with Escape.
use super::layout::decimal;
use super::save::{Settings, Statistics, Theme};
use super::table::{Cue, Speed, seat_name};
use crate::engine::{HandResult, Preset, Seat};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// The dialog's id; its heading is `{id}-title`.
    pub id: &'static str,
    pub title: AttrValue,
    pub on_close: Callback<()>,
    #[prop_or_default]
    pub class: Classes,
    #[prop_or_default]
    pub children: Html,
    /// The close button's words, "Close" unless said.
    #[prop_or(AttrValue::Static("Close"))]
    pub close: AttrValue,
    /// Buttons beside the close button.
    #[prop_or_default]
    pub actions: Html,
}

/// A dialog over the table with a "Close" button (or the words `close` gives it), which has
/// the focus when it opens, and any other `actions` beside it.
#[function_component(Modal)]
pub fn modal(props: &ModalProps) -> Html {
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with((), move |_| {
            if let Some(el) = button.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let on_keydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                event.prevent_default();
                on_close.emit(());
            }
        })
    };
    let title_id = format!("{}-title", props.id);
    html! {
        <div class="overlay" onkeydown={on_keydown}>
            <div class={classes!("dialog", props.class.clone())} id={props.id} role="dialog"
                aria-modal="true" aria-labelledby={title_id.clone()}>
                <h2 id={title_id}>{ props.title.clone() }</h2>
                <div class="dialog-scroll" tabindex="0">{ props.children.clone() }</div>
                <div class="dialog-buttons">
                    { props.actions.clone() }
                    <button type="button" class="primary" ref={button}
                        onclick={props.on_close.reform(|_: MouseEvent| ())}>{ props.close.clone() }</button>
                </div>
            </div>
        </div>
    }
}

/// The game's scores after each deal, a line per player, drawn as SVG, the person's line
/// thickest, on top and named at its end, and a dashed line at `end_score`, the score that
/// ends the game where one does; while every score is still far from it (under a third of
/// the way), the chart keeps the scores' own scale and says under it where the game ends. (Plain functions
/// rather than components here: each component adds to the download.)
pub fn score_chart(history: &[HandResult], players: u8, end_score: Option<i32>) -> Html {
    let deals = history.len();
    if deals == 0 {
        return html! {};
    }
    let seats: Vec<Seat> = Seat::all(players).collect();
    let totals =
        |seat: Seat| std::iter::once(0).chain(history.iter().map(move |r| r.totals[seat.index()]));
    let scores = seats.iter().flat_map(|&s| totals(s));
    let (low, high) = scores.fold((0, 1), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let near = |end: i32| 3 * high.max(-low) >= end.abs();
    let drawn_end = end_score.filter(|&end| near(end));
    let (low, high) = drawn_end.map_or((low, high), |end| (low.min(end), high.max(end)));
    let (left, right, top, bottom) = (34.0, 312.0, 10.0, 150.0);
    let x = |i: usize| left + (right - left) * i as f64 / deals as f64;
    let y = |v: i32| top + (bottom - top) * f64::from(high - v) / f64::from(high - low);
    // The person's line last, on a casing of the dialog's colour: where scores are equal, it
    // lies over the others rather than under them.
    let me = Seat(0);
    let line = |seat: Seat| {
        let points: Vec<String> = totals(seat)
            .enumerate()
            .map(|(i, v)| format!("{},{}", decimal(x(i), 1), decimal(y(v), 1)))
            .collect();
        let points = points.join(" ");
        let casing = (seat == me).then(|| {
            html! { <polyline class="casing" points={points.clone()} /> }
        });
        html! {
            <g key={seat.0}>
                { for casing }
                <polyline class={classes!("line", format!("s{}", seat.0))} {points} />
            </g>
        }
    };
    let lines = seats
        .iter()
        .filter(|&&s| s != me)
        .chain(std::iter::once(&me))
        .map(|&seat| line(seat));
    let ticks = [high, low]
        .into_iter()
        .chain((low < 0 && high > 0).then_some(0))
        .map(|v| {
            html! {
                <g key={v}>
                    <line class="grid" x1={decimal(left, 0)} x2={decimal(right, 0)}
                        y1={decimal(y(v), 1)} y2={decimal(y(v), 1)} />
                    <text class="tick" x={decimal(left - 4.0, 0)} y={decimal(y(v) + 4.0, 1)}
                        text-anchor="end">{ v }</text>
                </g>
            }
        });
    // The dashed line under the players' lines; its words over them, on a halo of the
    // dialog's colour, so that no line runs through them.
    let end_line = drawn_end.map(|v| {
        html! {
            <g class="end">
                <line x1={decimal(left, 0)} x2={decimal(right, 0)} y1={decimal(y(v), 1)} y2={decimal(y(v), 1)} />
            </g>
        }
    });
    let end_label = drawn_end.map(|v| {
        html! {
            <g class="end"><text class="tick halo" x={decimal(left + 2.0, 0)} y={decimal(y(v) - 3.0, 1)}>
                { format!("game ends at {v}") }</text></g>
        }
    });
    // Far off, the score that ends the game is said under the chart: on it, its words would
    // lie on a line of another score.
    let far_end = end_score.filter(|_| drawn_end.is_none()).map(|v| {
        html! { <p class="end-note">{ format!("The game ends at {v}, off this chart's scale.") }</p> }
    });
    // The person's line is named where it ends.
    let you = html! {
        <text class="you-label" x={decimal(right + 2.0, 0)} y={decimal(y(history[deals - 1].totals[me.index()]) + 3.0, 1)}>
            { seat_name(me, players) }</text>
    };
    let deal_ticks = (1..=deals).filter(|d| deals <= 12 || d % deals.div_ceil(10) == 0);
    let deal_labels = deal_ticks.map(|d| {
        html! {
            <text key={d} class="tick" x={decimal(x(d), 1)} y="166" text-anchor="middle">{ d }</text>
        }
    });
    let legend = seats.iter().map(|&seat| {
        html! {
            <li key={seat.0}><span class={classes!("swatch", format!("s{}", seat.0))}></span>
                { seat_name(seat, players) }</li>
        }
    });
    html! {
        <figure class="chart">
            <svg viewBox="0 0 340 172" role="img"
                aria-label={match deals {
                    1 => "Chart of the scores after the first deal; the table has the figures".to_string(),
                    n => format!("Chart of the scores after each of the {n} deals; the table has the figures"),
                }}>
                { for ticks }
                { for end_line }
                { for lines }
                { for end_label }
                { you }
                { for deal_labels }
            </svg>
            <figcaption><ul class="legend">{ for legend }</ul>{ for far_end }</figcaption>
        </figure>
    }
}

/// The statistics of finished games on this device, per game, `game` (the one being
/// played) first.
pub fn statistics_dialog(stats: &Statistics, game: &str, on_close: Callback<()>) -> Html {
    // The game being played first, then the others as stored (no sort: its code would cost
    // the download more than this).
    let (mut games, others): (Vec<(&String, _)>, Vec<_>) =
        stats.games.iter().partition(|(id, _)| id.as_str() == game);
    games.extend(others);
    let figure = |label: &'static str, value: String| {
        html! { <div><dt>{ label }</dt><dd>{ value }</dd></div> }
    };
    let rows = games.iter().map(|(id, stats)| {
        let title = Preset::from_id(id).map_or(id.to_string(), |p| p.title().to_string());
        let average = stats.average().map_or("–".to_string(), |a| decimal(a, 1));
        let best = stats.best.map_or("–".to_string(), |b| b.to_string());
        // A count with those played with a take-back counted apart, on a line under it.
        let apart = |label: &'static str, all: u32, took_back: u32| {
            let note = (took_back > 0).then(|| {
                html! { <small class="take-backs">{ format!(" ({took_back} with take-backs)") }</small> }
            });
            html! { <div><dt>{ label }</dt><dd>{ all.to_string() }{ note }</dd></div> }
        };
        html! {
            <section key={id.to_string()} class="game-stats">
                <h3>{ title }</h3>
                <dl>
                    { apart("Games finished", stats.played, stats.take_back_games) }
                    { apart("Won", stats.won, stats.take_back_wins) }
                    { apart("Deals", stats.deals, stats.take_back_deals) }
                    { figure("Points per deal", average) }
                    { figure("Moons", stats.moons.to_string()) }
                    { figure("Best", best) }
                </dl>
            </section>
        }
    });
    let body = match games.is_empty() {
        true => {
            html! { <p>{ "Nothing played on this device yet: the statistics start with your first deal." }</p> }
        }
        false => html! { { for rows } },
    };
    html! {
        <Modal id="statistics" title="Statistics" {on_close}>
            { body }
            <p class="note">{ "Kept in this browser only. Deals count as they are scored, a game once it is finished. Points are yours per deal; best is your best final score, by each game's own rule. A take-back is an Undo." }</p>
        </Modal>
    }
}

/// What the settings dialog shows and whom it tells of a change.
pub struct SettingsProps {
    pub settings: Settings,
    pub speed: Speed,
    pub on_settings: Callback<Settings>,
    pub on_speed: Callback<Speed>,
    pub on_close: Callback<()>,
}

/// The keys that work at the table, for the help panel.
pub const SHORTCUTS: &[(&str, &str)] = &[
    (
        "← → ↑ ↓, Home, End",
        "Move between the cards you can choose",
    ),
    ("Enter or Space", "Play the card, or pick it to pass"),
    ("P", "Pass the cards picked"),
    ("U", "Undo your last card"),
    ("H", "Hint"),
    ("Space", "Next trick, when the table waits after each trick"),
    ("S", "Score sheet"),
    ("T", "Statistics"),
    ("R", "How to play"),
    ("N", "New game"),
    ("?", "Settings and keys"),
    ("Escape", "Close a dialog"),
];

/// The table's settings and the keyboard's shortcuts.
pub fn settings_dialog(props: SettingsProps) -> Html {
    let switch = |label: &'static str, on: bool, set: fn(&mut Settings, bool)| {
        let settings = props.settings.clone();
        let on_settings = props.on_settings.clone();
        let onchange = Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            let mut next = settings.clone();
            set(&mut next, input.checked());
            on_settings.emit(next);
        });
        html! {
            <label class="switch"><input type="checkbox" checked={on} {onchange} />{ label }</label>
        }
    };
    let on_theme = {
        let settings = props.settings.clone();
        let on_settings = props.on_settings.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Some(theme) = Theme::from_id(&select.value()) {
                on_settings.emit(Settings {
                    theme,
                    ..settings.clone()
                });
            }
        })
    };
    let on_volume = {
        let settings = props.settings.clone();
        let on_settings = props.on_settings.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if let Ok(volume) = input.value().parse::<u8>() {
                // A sample at the new volume (the slider is a gesture: sound may start).
                super::sound::unlock();
                super::sound::play(Cue::YourTurn, volume);
                on_settings.emit(Settings {
                    volume: volume.min(100),
                    ..settings.clone()
                });
            }
        })
    };
    let on_speed = {
        let on_speed = props.on_speed.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Some(speed) = Speed::from_id(&select.value()) {
                on_speed.emit(speed);
            }
        })
    };
    let speeds = Speed::ALL.iter().map(|s| {
        html! { <option key={s.id()} value={s.id()} selected={*s == props.speed}>{ s.label() }</option> }
    });
    let themes = Theme::ALL.iter().map(|t| {
        html! { <option key={t.id()} value={t.id()} selected={*t == props.settings.theme}>{ t.label() }</option> }
    });
    let s = &props.settings;
    // Each key in its own box ("Enter" or "Space"), so that a line breaks between them.
    let boxes = |keys: &'static str| {
        let parts = keys.split(", ").enumerate().map(|(i, part)| {
            let alternatives = part.split(" or ").enumerate().map(|(j, key)| {
                html! { <>{ if j > 0 { " or " } else { "" } }<kbd>{ key }</kbd></> }
            });
            html! { <>{ if i > 0 { ", " } else { "" } }{ for alternatives }</> }
        });
        html! { <>{ for parts }</> }
    };
    let keys = SHORTCUTS.iter().map(|(key, what)| {
        html! { <div key={*key}><dt>{ boxes(key) }</dt><dd>{ *what }</dd></div> }
    });
    html! {
        <Modal id="settings" title="Settings and keys" on_close={props.on_close.clone()}>
            <fieldset class="settings">
                <legend>{ "Table" }</legend>
                <label class="choice"><span>{ "Speed" }</span>
                    <select aria-label="Game speed" onchange={on_speed}>{ for speeds }</select></label>
                <label class="choice"><span>{ "Theme" }</span>
                    <select aria-label="Theme" onchange={on_theme}>{ for themes }</select></label>
                { switch("Four-colour deck (blue diamonds, green clubs)", s.four_colour, |s, on| s.four_colour = on) }
                { switch("Large cards", s.large_cards, |s, on| s.large_cards = on) }
                { switch("Wait for “Next trick” after each trick", s.pause_after_trick, |s, on| s.pause_after_trick = on) }
                { switch("Play my only legal card for me", s.auto_play, |s, on| s.auto_play = on) }
                { switch("No take-backs (no Undo)", s.no_take_backs, |s, on| s.no_take_backs = on) }
                <p class="note setting-note">{ "An undo after a trick has shown you the others' cards: a deal played with one is marked in the scores and statistics." }</p>
            </fieldset>
            <fieldset class="settings">
                <legend>{ "Sound" }</legend>
                { switch("Sounds for cards, tricks and your turn", s.sound, |s, on| s.sound = on) }
                <label class="choice"><span>{ "Volume" }</span>
                    <input type="range" min="0" max="100" step="10" value={s.volume.to_string()}
                        disabled={!s.sound} aria-label="Volume" oninput={on_volume} /></label>
            </fieldset>
            <h3>{ "Keys" }</h3>
            <dl class="keys">{ for keys }</dl>
        </Modal>
    }
}

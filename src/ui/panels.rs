//! The views opened over the table besides the deal's scores: the chart of the game's
//! scores, the summary of who took which counters, the statistics kept on this device, and
//! the settings with the keyboard's shortcuts. Each dialog takes the focus when it opens and
//! closes with Escape.
use super::layout::decimal;
use super::names::seat_text;
use super::save::{Settings, Statistics, Theme};
use super::table::{Cue, Speed};
use crate::engine::{HandResult, Preset, Seat};
use crate::lang::{Arg, Text, t};
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
    /// The close button's words, "Close" (page-close) unless said.
    #[prop_or_default]
    pub close: Option<AttrValue>,
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
    let close = match &props.close {
        Some(close) => close.clone(),
        None => t::page_close().to_string().into(),
    };
    html! {
        <div class="overlay" onkeydown={on_keydown}>
            <div class={classes!("dialog", props.class.clone())} id={props.id} role="dialog"
                aria-modal="true" aria-labelledby={title_id.clone()}>
                <h2 id={title_id}>{ props.title.clone() }</h2>
                <div class="dialog-scroll" tabindex="0">{ props.children.clone() }</div>
                <div class="dialog-buttons">
                    { props.actions.clone() }
                    <button type="button" class="primary" ref={button}
                        onclick={props.on_close.reform(|_: MouseEvent| ())}>{ close }</button>
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
                { t::scores_chart_end(v) }</text></g>
        }
    });
    // Far off, the score that ends the game is said under the chart: on it, its words would
    // lie on a line of another score.
    let far_end = end_score.filter(|_| drawn_end.is_none()).map(|v| {
        html! { <p class="end-note">{ t::scores_chart_end_note(v) }</p> }
    });
    // The person's line is named where it ends.
    let you = html! {
        <text class="you-label" x={decimal(right + 2.0, 0)} y={decimal(y(history[deals - 1].totals[me.index()]) + 3.0, 1)}>
            { seat_text(me, players) }</text>
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
                { seat_text(seat, players) }</li>
        }
    });
    html! {
        <figure class="chart">
            <svg viewBox="0 0 340 172" role="img"
                aria-label={t::scores_chart_label(deals)}>
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
pub fn statistics_dialog(
    stats: &Statistics,
    game: &str,
    today: i64,
    on_close: Callback<()>,
) -> Html {
    // The game being played first, then the others as stored (no sort: its code would cost
    // the download more than this).
    let (mut games, others): (Vec<(&String, _)>, Vec<_>) =
        stats.games.iter().partition(|(id, _)| id.as_str() == game);
    games.extend(others);
    let figure = |label: Text, value: String| {
        html! { <div><dt>{ label }</dt><dd>{ value }</dd></div> }
    };
    let rows = games.iter().map(|(id, stats)| {
        let title = Preset::from_id(id).map_or(id.to_string(), |p| {
            crate::lang::words::catalog::game_title(p).to_string()
        });
        let average = stats.average().map_or("–".to_string(), |a| decimal(a, 1));
        let best = stats.best.map_or("–".to_string(), |b| b.to_string());
        // A count with those played with a take-back counted apart, on a line under it.
        let apart = |label: Text, all: u32, took_back: u32| {
            let note = (took_back > 0).then(|| {
                html! { <small class="take-backs">{ t::stats_take_backs(took_back) }</small> }
            });
            html! { <div><dt>{ label }</dt><dd>{ all.to_string() }{ note }</dd></div> }
        };
        html! {
            <section key={id.to_string()} class="game-stats">
                <h3>{ title }</h3>
                <dl>
                    { apart(t::stats_games(), stats.played, stats.take_back_games) }
                    { apart(t::stats_won(), stats.won, stats.take_back_wins) }
                    { apart(t::stats_deals(), stats.deals, stats.take_back_deals) }
                    { figure(t::stats_points_per_deal(), average) }
                    { figure(t::stats_moons(), stats.moons.to_string()) }
                    { figure(t::stats_best(), best) }
                </dl>
            </section>
        }
    });
    let body = match games.is_empty() && stats.daily.is_empty() && stats.versus.is_empty() {
        true => {
            html! { <p>{ t::stats_nothing_yet() }</p> }
        }
        false => html! { <>{ for rows }{ daily_stats(stats, today) }{ versus_stats(stats) }</> },
    };
    html! {
        <Modal id="statistics" title={t::stats_title()} {on_close}>
            { body }
            <p class="note">{ t::stats_note() }</p>
        </Modal>
    }
}

/// A statistic: its name and figure.
fn figure(label: Text, value: String) -> Html {
    html! { <div><dt>{ label }</dt><dd>{ value }</dd></div> }
}

/// The average of `values` in tenths, when there is any.
fn average_tenths(values: impl Iterator<Item = i32>) -> Option<i64> {
    let (sum, count) = values.fold((0_i64, 0_i64), |(s, c), v| (s + i64::from(v), c + 1));
    (count > 0).then(|| (sum * 10 + sum.signum() * count / 2) / count)
}

/// The deal of the day: the days played, the days in a row up to `today`, and the person's
/// points a deal beside the Expert's in their seat.
fn daily_stats(stats: &Statistics, today: i64) -> Html {
    if stats.daily.is_empty() {
        return html! {};
    }
    let results = stats.daily.values();
    let you = average_tenths(results.clone().map(|r| r.you));
    let expert = average_tenths(results.filter_map(|r| r.expert));
    let average = match (you, expert) {
        (Some(you), Some(expert)) => {
            t::stats_daily_average(Arg::Tenths(expert), Arg::Tenths(you)).to_string()
        }
        (Some(you), None) => crate::lang::tenths(you),
        _ => "–".to_string(),
    };
    html! {
        <section class="game-stats">
            <h3>{ t::stats_daily() }</h3>
            <dl>
                { figure(t::stats_daily_played(), stats.daily.len().to_string()) }
                { figure(t::stats_daily_streak(), stats.streak(today).to_string()) }
                { figure(t::stats_points_per_deal(), average) }
            </dl>
        </section>
    }
}

/// Deals played again and challenges, every game together: the deals and points a deal.
fn versus_stats(stats: &Statistics) -> Html {
    let deals: u32 = stats.versus.values().map(|s| s.deals).sum();
    if deals == 0 {
        return html! {};
    }
    let points: i64 = stats.versus.values().map(|s| s.points).sum();
    let average = decimal(points as f64 / f64::from(deals), 1);
    html! {
        <section class="game-stats">
            <h3>{ t::stats_versus() }</h3>
            <dl>
                { figure(t::stats_deals(), deals.to_string()) }
                { figure(t::stats_points_per_deal(), average) }
            </dl>
        </section>
    }
}

/// Fair play: what a bot sees (what a player sees), what a level changes (never the cards),
/// and how a deal is dealt from a seed, with this game's seed and deal to deal it again.
pub fn fair_play_dialog(game: Text, seed: u64, deal: u32, on_close: Callback<()>) -> Html {
    html! {
        <Modal id="fair-play" title={t::fair_play_title()} {on_close}>
            <p class="subtitle">{ t::fair_play_intro() }</p>
            <section>
                <h3>{ t::fair_play_sees_head() }</h3>
                <p>{ t::fair_play_sees() }</p>
                <p>{ t::fair_play_hint() }</p>
            </section>
            <section>
                <h3>{ t::fair_play_levels_head() }</h3>
                <p>{ t::fair_play_levels() }</p>
            </section>
            <section>
                <h3>{ t::fair_play_deal_head() }</h3>
                <p>{ t::fair_play_deal() }</p>
                <p>{ t::fair_play_all_hands() }</p>
                <p class="note">{ t::fair_play_this_game(deal, game, seed.to_string()) }</p>
            </section>
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

/// Marks a key in the words of a line of keys (on either side of its number in the line's
/// keys), where its box goes.
const KEY_MARK: char = '\u{E000}';

fn mark(i: usize) -> String {
    format!("{KEY_MARK}{i}{KEY_MARK}")
}

/// The keys that work at the table, for the help panel: the words of a line of keys (with the
/// keys marked, or none for a key alone), its keys as the keyboard prints them, and what they
/// do.
fn shortcuts() -> [(Option<Text>, &'static [&'static str], Text); 12] {
    [
        (
            Some(t::keys_move_keys(mark(0), mark(2), mark(1))),
            &["← → ↑ ↓", "Home", "End"],
            t::keys_move(),
        ),
        (
            Some(t::keys_either(mark(0), mark(1))),
            &["Enter", "Space"],
            t::keys_choose(),
        ),
        (None, &["P"], t::keys_pass()),
        (None, &["U"], t::keys_undo()),
        (None, &["H"], t::keys_hint()),
        (None, &["Space"], t::keys_next_trick()),
        (None, &["S"], t::keys_scores()),
        (None, &["T"], t::keys_statistics()),
        (None, &["R"], t::keys_rules()),
        (None, &["N"], t::keys_new_game()),
        (None, &["?"], t::keys_settings()),
        (None, &["Escape"], t::keys_close()),
    ]
}

/// A line of keys, each key in its own box ("Enter" or "Space"), so that a line breaks between
/// them: the line's words with its `keys` where they are marked.
fn key_boxes(words: Option<Text>, keys: &[&'static str]) -> Html {
    let Some(words) = words else {
        return html! { <>{ for keys.iter().map(|key| html! { <kbd>{ *key }</kbd> }) }</> };
    };
    let words = words.to_string();
    let parts = words.split(KEY_MARK).enumerate().map(|(i, part)| {
        if i % 2 == 0 {
            return Html::from(part.to_string());
        }
        let key = part.parse::<usize>().ok().and_then(|k| keys.get(k));
        html! { <kbd>{ key.copied().unwrap_or_default() }</kbd> }
    });
    html! { <>{ for parts }</> }
}

/// The table's settings and the keyboard's shortcuts.
pub fn settings_dialog(props: SettingsProps) -> Html {
    let switch = |label: Text, on: bool, set: fn(&mut Settings, bool)| {
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
    let keys = shortcuts()
        .into_iter()
        .enumerate()
        .map(|(i, (words, keys, what))| {
            html! { <div key={i}><dt>{ key_boxes(words, keys) }</dt><dd>{ what }</dd></div> }
        });
    html! {
        <Modal id="settings" title={t::settings_title()} on_close={props.on_close.clone()}>
            <super::language::LanguageChoice />
            <fieldset class="settings">
                <legend>{ t::settings_table() }</legend>
                <label class="choice"><span>{ t::settings_speed() }</span>
                    <select aria-label={t::settings_speed_label()} onchange={on_speed}>{ for speeds }</select></label>
                <label class="choice"><span>{ t::settings_theme() }</span>
                    <select aria-label={t::settings_theme()} onchange={on_theme}>{ for themes }</select></label>
                { switch(t::settings_four_colour(), s.four_colour, |s, on| s.four_colour = on) }
                { switch(t::settings_large_cards(), s.large_cards, |s, on| s.large_cards = on) }
                { switch(t::settings_pause_after_trick(), s.pause_after_trick, |s, on| s.pause_after_trick = on) }
                { switch(t::settings_auto_play(), s.auto_play, |s, on| s.auto_play = on) }
                { switch(t::settings_no_take_backs(), s.no_take_backs, |s, on| s.no_take_backs = on) }
                <p class="note setting-note">{ t::settings_undo_note() }</p>
            </fieldset>
            <fieldset class="settings">
                <legend>{ t::settings_practice() }</legend>
                { switch(t::settings_card_tracker(), s.card_tracker, |s, on| s.card_tracker = on) }
                { switch(t::settings_play_checker(), s.play_checker, |s, on| s.play_checker = on) }
            </fieldset>
            <fieldset class="settings">
                <legend>{ t::settings_sound() }</legend>
                { switch(t::settings_sounds(), s.sound, |s, on| s.sound = on) }
                <label class="choice"><span>{ t::settings_volume() }</span>
                    <input type="range" min="0" max="100" step="10" value={s.volume.to_string()}
                        disabled={!s.sound} aria-label={t::settings_volume()} oninput={on_volume} /></label>
            </fieldset>
            <h3>{ t::settings_keys() }</h3>
            <dl class="keys">{ for keys }</dl>
        </Modal>
    }
}

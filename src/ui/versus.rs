//! The page's side of a deal played against another result ([`crate::ui::table::Versus`]):
//! the day from the browser's clock, the game in progress put aside and taken back, the
//! challenge's address, and the two results as the scores show them.
use super::dialogs::VersusShown;
use super::save::{SavedGame, Statistics};
use super::storage::{ASIDE_KEY, STATISTICS_KEY, keep, stored};
use super::table::{Against, NewGame, Reviewed, Table};
use crate::engine::DealPlace;
use crate::lang::t;
use crate::ui::choices::GameChoices;
use yew::prelude::*;

const DAY_MS: f64 = 86_400_000.0;

/// Today, in days since 1 January 1970, by the clock in UTC.
pub fn today() -> i64 {
    (js_sys::Date::now() / DAY_MS).floor() as i64
}

/// The date of `day` as 2026-11-27.
pub fn date_of(day: i64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(day as f64 * DAY_MS));
    String::from(date.to_iso_string())
        .chars()
        .take(10)
        .collect()
}

/// Starts a deal against `against`, first putting the game in progress aside (kept under
/// [`ASIDE_KEY`]) to go back to. A one-deal table already playing against a game put aside
/// keeps it.
pub fn start_versus(
    table: &Table,
    choices: GameChoices,
    seed: u64,
    at: Option<DealPlace>,
    against: Against,
    whole: bool,
) -> NewGame {
    let aside = match table.in_progress() && table.versus().is_none() {
        true => {
            keep(ASIDE_KEY, &SavedGame::of(table));
            true
        }
        false => table.versus().is_some_and(|v| v.aside),
    };
    NewGame::Versus {
        seed,
        choices,
        at,
        against,
        aside,
        whole,
    }
}

/// The address of the challenge on the last deal scored.
pub fn challenge_url(table: &Table) -> Option<AttrValue> {
    let query = table.challenge_query()?;
    let location = gloo::utils::window().location();
    Some(AttrValue::from(format!(
        "{}{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default(),
        query
    )))
}

/// The two results of a one-deal table's deal, once it is scored.
pub fn versus_shown(table: &Table) -> Option<VersusShown> {
    let versus = table.versus()?;
    let you = table.versus_score()?;
    let (title, theirs, note) = match &versus.against {
        Against::Daily { day } => {
            let stats: Statistics = stored(STATISTICS_KEY);
            let expert = match table.review().filter(|r| r.hand == versus.hand) {
                Some(review) => match &review.expert {
                    Reviewed::Scored(score) => Ok(*score),
                    Reviewed::Reviewing => Err(t::versus_working().to_string()),
                    Reviewed::Failed(why) => Err(why.to_string()),
                },
                // After a reload, the figure the statistics kept.
                None => stats
                    .daily
                    .get(day)
                    .and_then(|result| result.expert)
                    .ok_or_else(|| "–".to_string()),
            };
            let streak = t::versus_streak(stats.streak(today()));
            let title = t::versus_daily(date_of(*day));
            (title, Some((t::versus_expert(), expert)), Some(streak))
        }
        Against::Friend { score: Some(score) } => (
            match versus.whole {
                true => t::versus_friend_game(),
                false => t::versus_friend(),
            },
            Some((t::versus_your_friend(), Ok(*score))),
            None,
        ),
        Against::Friend { score: None } => (t::versus_friend(), None, Some(t::versus_changed())),
        Against::Before { score } => (
            t::versus_again(),
            Some((t::versus_first_time(), Ok(*score))),
            None,
        ),
    };
    let lower_wins = table.game().rules().lower_scores_win();
    let verdict = match &theirs {
        Some((_, Ok(score))) => {
            let ahead = match lower_wins {
                true => score - you,
                false => you - score,
            };
            Some(match ahead {
                0 => t::versus_same(),
                n if n > 0 => t::versus_better(n),
                n => t::versus_worse(-n),
            })
        }
        _ => None,
    };
    let mut rows = vec![(t::versus_you(), you.to_string())];
    if let Some((who, score)) = theirs {
        rows.push((who, score.map_or_else(|words| words, |s| s.to_string())));
    }
    Some(VersusShown {
        title,
        rows,
        verdict,
        note,
        friend: matches!(versus.against, Against::Friend { .. }),
    })
}

//! The dialogs over the table: the score table after each deal ("Next hand", with the
//! after-hand review) and the end of the game ("New game"), and the rules. Each takes the
//! focus when it opens, so a keyboard or screen-reader player lands on its button.
use super::panels::{deal_summary, score_chart};
use super::table::{seat_name, winners_text};
use crate::engine::{Cards, GLOSSARY, HandResult, Seat, Seats};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScoresProps {
    pub history: Vec<HandResult>,
    pub players: u8,
    /// The person's seat.
    pub me: Seat,
    /// The score that ends the game.
    pub target: i32,
    /// How the game is won, from the engine: "lowest score wins".
    pub winning_rule: &'static str,
    /// Each seat's standing in the game's own terms, from the engine ("45", "18 chips").
    pub standings: Vec<String>,
    /// The seats leading the game, by its own rule (the engine's).
    pub leaders: Seats,
    /// The game is over: show the winners and "New game" instead of "Next hand".
    pub winners: Option<Seats>,
    /// The after-hand review of the last deal: its state ("reviewing", "done", "failed")
    /// and its line.
    #[prop_or_default]
    pub review: Option<(&'static str, String)>,
    /// The counters each seat took in each deal, for the last deal's summary.
    #[prop_or_default]
    pub counters: Vec<Vec<Cards>>,
    /// Opened from the top bar in the middle of a game: "Close" instead of "Next hand".
    #[prop_or_default]
    pub sheet: bool,
    pub on_next: Callback<()>,
    /// "Play again": the same game, newly dealt.
    pub on_new_game: Callback<()>,
    /// "New game…": the New game dialog.
    #[prop_or_default]
    pub on_choose_game: Callback<()>,
}

#[function_component(ScoresDialog)]
pub fn scores_dialog(props: &ScoresProps) -> Html {
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with(props.history.len(), move |_| {
            if let Some(el) = button.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let players = props.players;
    let seats: Vec<Seat> = Seat::all(players).collect();
    let last = props.history.last();
    let shot = !props.sheet && last.is_some_and(|result| result.shooter().is_some());
    let (title, subtitle) = match (props.winners, last) {
        (Some(winners), _) => ("Game over".to_string(), winners_text(winners, players)),
        (None, _) if props.sheet => (
            "Score sheet".to_string(),
            format!(
                "The game ends when someone reaches {}; {}.",
                props.target, props.winning_rule
            ),
        ),
        (None, Some(result)) => (
            format!("Deal {} scores", result.hand + 1),
            match result.shooter() {
                Some(seat) if seat == props.me => "You shot the moon!".to_string(),
                Some(seat) => format!("{} shot the moon!", seat_name(seat, players)),
                None => format!(
                    "The game ends when someone reaches {}; {}.",
                    props.target, props.winning_rule
                ),
            },
        ),
        (None, None) => ("Scores".to_string(), String::new()),
    };
    let header = seats
        .iter()
        .map(|&s| html! { <th scope="col" key={s.0}>{ seat_name(s, players) }</th> });
    let rows = props.history.iter().map(|result| {
        let cells = seats.iter().map(|&s| {
            let score = result.scores[s.index()];
            let moon = result.shot.is_some_and(|shot| shot.seats.contains(s));
            html! {
                <td key={s.0} class={classes!(moon.then_some("moon"))}>
                    { if moon { format!("🌙 {score}") } else { score.to_string() } }
                </td>
            }
        });
        html! {
            <tr key={result.hand}>
                <th scope="row">{ format!("Deal {}", result.hand + 1) }</th>
                { for cells }
            </tr>
        }
    });
    let totals = seats.iter().map(|&s| {
        let total = props.standings.get(s.index()).cloned().unwrap_or_default();
        let leading = props.leaders.contains(s);
        html! { <td key={s.0} class={classes!(leading.then_some("leading"))}>{ total }</td> }
    });
    let (label, onclick) = match (props.winners, props.sheet) {
        (Some(_), _) => ("Play again", props.on_new_game.reform(|_: MouseEvent| ())),
        (None, true) => ("Close", props.on_next.reform(|_: MouseEvent| ())),
        (None, false) => ("Next hand", props.on_next.reform(|_: MouseEvent| ())),
    };
    let summary = match (last, props.counters.last(), props.sheet) {
        (Some(result), Some(counters), false) => deal_summary(result, counters, players),
        _ => html! {},
    };
    let choose_game = match props.winners {
        Some(_) => html! {
            <button type="button" class="quiet" onclick={props.on_choose_game.reform(|_: MouseEvent| ())}>
                { "New game…" }</button>
        },
        None => html! {},
    };
    let on_keydown = {
        let on_next = props.on_next.clone();
        let sheet = props.sheet;
        Callback::from(move |event: KeyboardEvent| {
            if sheet && event.key() == "Escape" {
                event.prevent_default();
                on_next.emit(());
            }
        })
    };
    html! {
        <div class="overlay" onkeydown={on_keydown}>
            <div class="dialog scores-dialog" role="dialog" aria-modal="true" aria-labelledby="dialog-title"
                aria-describedby="dialog-subtitle">
                <h2 id="dialog-title">{ title }</h2>
                <p id="dialog-subtitle" class={classes!("subtitle", shot.then_some("banner"))}>{ subtitle }</p>
                <div class="score-scroll" tabindex="0">
                    <table class="scores">
                        <caption class="visually-hidden">{ format!("Points per deal and standing; {}", props.winning_rule) }</caption>
                        <thead><tr><th scope="col">{ "Deal" }</th>{ for header }</tr></thead>
                        <tbody>{ for rows }</tbody>
                        <tfoot><tr><th scope="row">{ "Total" }</th>{ for totals }</tr></tfoot>
                    </table>
                    { summary }
                    { score_chart(&props.history, players) }
                </div>
                { match &props.review {
                    Some((state, line)) => html! {
                        <p class="review" data-review={*state} aria-live="polite">{ line.clone() }</p>
                    },
                    None => html! {},
                } }
                <div class="dialog-buttons">
                    <button type="button" class="primary" ref={button} {onclick}>{ label }</button>
                    { choose_game }
                </div>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub text: crate::engine::RulesText,
    pub on_close: Callback<()>,
}

/// The rules of the game being played, written by the engine from its rule set. Escape or
/// "Close" returns to the table.
#[function_component(RulesDialog)]
pub fn rules_dialog(props: &RulesProps) -> Html {
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
    let sections = props.text.sections.iter().map(|section| {
        html! {
            <section key={section.heading}>
                <h3>{ section.heading }</h3>
                <ul>{ for section.lines.iter().map(|line| html! { <li>{ line.clone() }</li> }) }</ul>
            </section>
        }
    });
    html! {
        <div class="overlay" onkeydown={on_keydown}>
            <div class="dialog rules" role="dialog" aria-modal="true" aria-labelledby="rules-title">
                <h2 id="rules-title">{ format!("How to play: {}", props.text.title) }</h2>
                <p class="subtitle">{ props.text.summary.clone() }</p>
                <div class="rules-scroll" tabindex="0">
                    { for sections }
                    <section>
                        <h3>{ "Glossary" }</h3>
                        <dl class="glossary">{ for GLOSSARY.iter().map(|(term, meaning)| html! {
                            <div key={*term}><dt>{ *term }</dt><dd>{ *meaning }</dd></div>
                        }) }</dl>
                    </section>
                </div>
                <button type="button" class="primary" ref={button}
                    onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
            </div>
        </div>
    }
}

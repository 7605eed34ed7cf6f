//! The dialogs over the table: the score table after each deal ("Next hand", with the
//! after-hand review) and the end of the game ("New game"), and the rules. Each takes the
//! focus when it opens, so a keyboard or screen-reader player lands on its button.
use super::felt::minis;
use super::names::seat_text;
use super::panels::score_chart;
use super::table::{ReviewShown, final_line, ordinal};
use crate::engine::{Card, Cards, DealShown, HandResult, Seat, Seats};
use crate::lang::{Text, t};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScoresProps {
    pub history: Vec<HandResult>,
    pub players: u8,
    /// The person's seat.
    pub me: Seat,
    /// How the game ends and who wins, in the engine's words.
    pub ending: AttrValue,
    /// The score whose line ends the game on the chart, where one score does (the engine's).
    #[prop_or_default]
    pub end_score: Option<i32>,
    /// Each seat's standing in the game's own terms, from the engine ("45", "18 chips").
    pub standings: Vec<String>,
    /// The seats leading the game, by its own rule (the engine's).
    pub leaders: Seats,
    /// Each seat's place in the game (1 for the leaders), from the engine.
    pub places: Vec<u8>,
    /// The game is over: the final places, "Play again" and "New game…".
    pub winners: Option<Seats>,
    /// The after-hand review of the last deal.
    #[prop_or_default]
    pub review: Option<ReviewShown>,
    /// Show the deal on the table at the review's decision of this number.
    #[prop_or_default]
    pub on_past: Callback<usize>,
    /// The counters each seat took in each deal, for the last deal's summary.
    #[prop_or_default]
    pub counters: Vec<Vec<Cards>>,
    /// The deal just played as it was dealt and passed, for Show all hands.
    #[prop_or_default]
    pub dealt: Option<DealShown>,
    /// The deals (by number, from 0) the person played with a take-back, marked.
    #[prop_or_default]
    pub take_backs: Vec<u32>,
    /// Opened from the top bar: every deal, and "Close" instead of "Next hand".
    #[prop_or_default]
    pub sheet: bool,
    pub on_next: Callback<()>,
    /// "Play again": the same game, newly dealt.
    pub on_new_game: Callback<()>,
    /// "New game…": the New game dialog.
    #[prop_or_default]
    pub on_choose_game: Callback<()>,
    /// Close the game-over dialog to look at the final table.
    #[prop_or_default]
    pub on_close: Callback<()>,
    /// A one-deal match's two results, when this table plays one.
    #[prop_or_default]
    pub versus: Option<VersusShown>,
    /// "Play this deal again": the last deal scored, dealt again as a deal of its own.
    #[prop_or_default]
    pub on_deal_again: Option<Callback<()>>,
    /// The address of the challenge on the last deal scored, for "Challenge a friend".
    #[prop_or_default]
    pub challenge: Option<AttrValue>,
    /// "Back to my game": the game put aside for this deal.
    #[prop_or_default]
    pub on_back: Option<Callback<()>>,
}

/// A one-deal match's results as the scores show them: a heading, each side's name and
/// score (the person's first), a line on who did better, and a note.
#[derive(Clone, Debug, PartialEq)]
pub struct VersusShown {
    pub title: Text,
    pub rows: Vec<(Text, String)>,
    pub verdict: Option<Text>,
    pub note: Option<Text>,
    /// A friend's challenge: the link made after it challenges back.
    pub friend: bool,
}

/// Deals shown in the score table on a phone and on a wider screen, newest first; the
/// chart under the table has them all.
const DEALS_ON_PHONE: usize = 3;
const DEALS_ON_DESKTOP: usize = 8;

/// The scores: after a deal, each player's points in it, what they took and their total;
/// from the top bar and at the end of the game, every player's total and their latest deals
/// (players as rows, so that every name shows at 11 seats on a phone), the final places
/// first at the end, and the chart of the whole game.
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
    let last = props.history.last();
    let over = props.winners.is_some();
    // After a deal: that deal alone, with what each player took.
    let deal_view = !props.sheet && !over;
    let shot = deal_view && last.is_some_and(|result| result.shooter().is_some());
    let ending = props.ending.to_string();
    let (title, subtitle, rule) = titles(props);
    // Seats in their order at the table; by place at the end (gathered place by place: a
    // sort would cost the download more than it saves here).
    let place = |s: Seat| props.places.get(s.index()).copied().unwrap_or(players);
    let seats: Vec<Seat> = match over {
        true => (1..=players)
            .flat_map(|p| Seat::all(players).filter(move |&s| place(s) == p))
            .collect(),
        false => Seat::all(players).collect(),
    };
    // The deals shown as columns, newest first: the last one after a deal, else every deal
    // (the older ones hidden on narrow screens).
    let deals: Vec<&HandResult> = match deal_view {
        true => last.into_iter().collect(),
        false => props.history.iter().rev().collect(),
    };
    let rows = seats
        .iter()
        .map(|&seat| score_row(props, seat, &deals, deal_view));
    let on_keydown = {
        let close = match (over, props.sheet) {
            (true, _) => Some(props.on_close.clone()),
            (false, true) => Some(props.on_next.clone()),
            (false, false) => None,
        };
        Callback::from(move |event: KeyboardEvent| {
            if let Some(close) = &close
                && event.key() == "Escape"
            {
                event.prevent_default();
                close.emit(());
            }
        })
    };
    html! {
        <div class="overlay" onkeydown={on_keydown}>
            <div class={classes!("dialog", "scores-dialog", over.then_some("game-over"))} role="dialog" aria-modal="true"
                aria-labelledby="dialog-title" aria-describedby="dialog-subtitle">
                <h2 id="dialog-title">{ title }</h2>
                // How the game ends is a small line: it repeats in every score dialog.
                <p id="dialog-subtitle" class={classes!("subtitle", shot.then_some("banner"), rule.then_some("end-rule"))}>
                    { subtitle }</p>
                <div class="score-scroll" tabindex="0">
                    <table class={classes!("scores", deal_view.then_some("deal-scores"))}>
                        <caption class="visually-hidden">{ t::scores_caption(ending) }</caption>
                        <thead>{ score_head(&deals, deal_view, over, &props.take_backs) }</thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                    { versus_view(props.versus.as_ref()) }
                    { take_back_note(&deals, &props.take_backs) }
                    { hidden_note(deal_view, deals.len()) }
                    { match &props.review {
                        Some(review) => review_view(review, &props.on_past),
                        None => html! {},
                    } }
                    { match &props.dealt {
                        Some(dealt) if !props.sheet => all_hands(dealt, players, props.me),
                        _ => html! {},
                    } }
                    { score_chart(&props.history, players, props.end_score) }
                </div>
                { deal_actions(props) }
                { dialog_buttons(props, button) }
            </div>
        </div>
    }
}

/// A one-deal match's two results, who did better, and a note (a streak, a changed link).
fn versus_view(versus: Option<&VersusShown>) -> Html {
    let Some(versus) = versus else {
        return html! {};
    };
    let rows = versus.rows.iter().map(|(who, score)| {
        html! { <div><dt>{ who.clone() }</dt><dd>{ score.clone() }</dd></div> }
    });
    html! {
        <section class="versus" aria-labelledby="versus-title">
            <h3 id="versus-title">{ versus.title.clone() }</h3>
            <dl>{ for rows }</dl>
            { for versus.verdict.clone().map(|verdict| html! { <p class="verdict">{ verdict }</p> }) }
            { for versus.note.clone().map(|note| html! { <p class="note">{ note }</p> }) }
        </section>
    }
}

/// Under a deal's scores: "Play this deal again" and "Challenge a friend", which copies the
/// challenge's link and says so, or shows the link to copy by hand.
#[function_component(DealActions)]
fn deal_actions_view(props: &DealActionsProps) -> Html {
    // Whether the link was copied, once the clipboard has said.
    let copied = use_state(|| None::<bool>);
    let on_challenge = props.challenge.clone().map(|url| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let promise = gloo::utils::window()
                .navigator()
                .clipboard()
                .write_text(&url);
            let copied = copied.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let done = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                copied.set(Some(done));
            });
        })
    });
    let said = match (*copied, &props.challenge) {
        (Some(true), _) => {
            html! { <p class="challenge-said" role="status">{ t::scores_challenge_copied() }</p> }
        }
        (Some(false), Some(url)) => html! {
            <p class="challenge-said" role="status">
                <label for="challenge-link">{ t::scores_challenge_to_copy() }</label>
                <input id="challenge-link" type="text" readonly=true value={url.clone()} />
            </p>
        },
        _ => html! {},
    };
    let again = props.on_deal_again.clone().map(|again| {
        html! {
            <button type="button" class="quiet" onclick={again.reform(|_: MouseEvent| ())}>
                { t::scores_deal_again() }</button>
        }
    });
    let challenge = on_challenge.map(|onclick| {
        html! {
            <button type="button" class="quiet" {onclick}>{ match props.back {
                true => t::scores_challenge_back(),
                false => t::scores_challenge(),
            } }</button>
        }
    });
    html! {
        <div class="deal-actions">
            { for again }
            { for challenge }
            { said }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct DealActionsProps {
    on_deal_again: Option<Callback<()>>,
    challenge: Option<AttrValue>,
    /// The deal answered a friend's challenge: "Challenge back".
    back: bool,
}

fn deal_actions(props: &ScoresProps) -> Html {
    if props.sheet || (props.on_deal_again.is_none() && props.challenge.is_none()) {
        return html! {};
    }
    let back = props.versus.as_ref().is_some_and(|v| v.friend);
    html! {
        <DealActions on_deal_again={props.on_deal_again.clone()} challenge={props.challenge.clone()} {back} />
    }
}

/// Show all hands: every hand of the deal as it was dealt, and what each player passed to
/// whom, each card small as on the last trick; the kitty. Closed until asked for.
fn all_hands(dealt: &DealShown, players: u8, me: Seat) -> Html {
    let cards =
        |cards: &mut dyn Iterator<Item = Card>| html! { <ul class="cards">{ minis(cards) }</ul> };
    let rows = dealt.hands.iter().enumerate().map(|(i, hand)| {
        let seat = Seat(i as u8);
        let pass = dealt.passes.get(i).map_or(&[][..], Vec::as_slice);
        // Each seat the pass went to, in the order its cards were passed.
        let mut to: Vec<Seat> = Vec::new();
        for &(_, seat) in pass {
            if !to.contains(&seat) {
                to.push(seat);
            }
        }
        let passes = to.into_iter().map(|receiver| {
            let words = match receiver == me {
                true => t::hands_passed_to_you(),
                false => t::hands_passed_to(seat_text(receiver, players)),
            };
            let mut passed = pass.iter().filter(|p| p.1 == receiver).map(|p| p.0);
            html! { <div class="passed"><span>{ words }</span>{ cards(&mut passed) }</div> }
        });
        html! {
            <li key={i}>
                <span class="who">{ seat_text(seat, players) }</span>
                { cards(&mut hand.iter()) }
                { for passes }
            </li>
        }
    });
    let kitty = (!dealt.kitty.is_empty()).then(|| {
        html! {
            <li>
                <span class="who">{ t::hands_kitty() }</span>
                { cards(&mut dealt.kitty.iter()) }
            </li>
        }
    });
    html! {
        <details class="all-hands">
            <summary>{ t::hands_show() }</summary>
            <p class="note">{ t::hands_note() }</p>
            <ul class="hands">{ for rows }{ kitty }</ul>
        </details>
    }
}

/// The dialog's title and the line under it: "Game over" and the person's place, "Deal 3
/// scores" and who shot the moon, or the sheet and how the game ends; and whether that line
/// is how the game ends.
fn titles(props: &ScoresProps) -> (Text, String, bool) {
    let ending = props.ending.to_string();
    match (props.winners, props.history.last()) {
        (Some(winners), _) => (
            t::scores_game_over(),
            final_line(&props.places, winners, props.me, props.players).to_string(),
            false,
        ),
        (None, _) if props.sheet => (t::scores_sheet(), ending, true),
        (None, Some(result)) => {
            let title = t::scores_deal_title(result.hand + 1);
            match result.shooter() {
                Some(seat) if seat == props.me => {
                    (title, t::scores_you_shot_the_moon().to_string(), false)
                }
                Some(seat) => (
                    title,
                    t::scores_shot_the_moon(seat_text(seat, props.players)).to_string(),
                    false,
                ),
                None => (title, ending, true),
            }
        }
        (None, None) => (t::scores_title(), String::new(), false),
    }
}

/// A deal's column, hidden on narrower screens when it is `age` deals old.
fn deal_class(age: usize) -> Classes {
    classes!(
        "deal",
        (age >= DEALS_ON_PHONE).then_some("older-phone"),
        (age >= DEALS_ON_DESKTOP).then_some("older-desktop")
    )
}

/// The score table's head: the place at the end, the player, the deals (those played with
/// a take-back marked ↶) and the total.
fn score_head(deals: &[&HandResult], deal_view: bool, over: bool, take_backs: &[u32]) -> Html {
    let deal_heads = deals.iter().enumerate().map(|(age, result)| {
        let label = match deal_view {
            true => t::scores_this_deal(),
            false => t::scores_deal(result.hand + 1),
        };
        let took_back = take_backs.contains(&result.hand);
        let class = classes!(deal_class(age), took_back.then_some("took-back"));
        html! {
            <th scope="col" key={result.hand} {class}>
                { label }
                if took_back {
                    <span class="take-back-mark" aria-hidden="true">{ " ↶" }</span>
                    <span class="visually-hidden">{ t::scores_took_back() }</span>
                }
            </th>
        }
    });
    html! {
        <tr>
            { if over { html! { <th scope="col" class="place">{ t::scores_place() }</th> } } else { html! {} } }
            <th scope="col">{ t::scores_player() }</th>
            { if deal_view {
                html! { <>{ for deal_heads }<th scope="col" class="took">{ t::scores_took() }</th><th scope="col">{ t::scores_total() }</th></> }
              } else {
                html! { <><th scope="col">{ t::scores_total() }</th>{ for deal_heads }</> }
              } }
        </tr>
    }
}

/// What `seat` took in the last deal: "Q♠ 2♥ · 3 tricks", "nothing · 1 trick".
fn took(props: &ScoresProps, seat: Seat) -> Option<Text> {
    let (Some(result), Some(counters)) = (props.history.last(), props.counters.last()) else {
        return None;
    };
    let taken = counters.get(seat.index()).copied().unwrap_or_default();
    // The cards side by side, each as its corner prints it.
    let cards: Vec<String> = taken.iter().map(|c| t::page_card(c).to_string()).collect();
    let tricks = t::scores_tricks(result.tricks[seat.index()]);
    Some(match cards.is_empty() {
        true => t::scores_took_nothing(tricks),
        false => t::scores_took_cards(cards.join(" "), tricks),
    })
}

/// One player's row: their place at the end, name, score in each of the `deals` shown,
/// what they took after a deal, and their total.
fn score_row(props: &ScoresProps, seat: Seat, deals: &[&HandResult], deal_view: bool) -> Html {
    let over = props.winners.is_some();
    let cells = deals.iter().enumerate().map(|(age, result)| {
        let score = result.scores[seat.index()];
        let moon = result.shot.is_some_and(|shot| shot.seats.contains(seat));
        html! {
            <td key={result.hand} class={classes!(deal_class(age), moon.then_some("moon"))}>
                { if moon { t::scores_moon(score).to_string() } else { score.to_string() } }
            </td>
        }
    });
    let total = props
        .standings
        .get(seat.index())
        .cloned()
        .unwrap_or_default();
    let leading = props.leaders.contains(seat);
    let total =
        html! { <td class={classes!("total", leading.then_some("leading"))}>{ total }</td> };
    let place = props.places.get(seat.index()).copied().unwrap_or(0);
    html! {
        <tr key={seat.0} data-seat={seat.0.to_string()} class={classes!((seat == props.me).then_some("mine"))}>
            { if over { html! { <td class="place">{ ordinal(usize::from(place)) }</td> } } else { html! {} } }
            <th scope="row">{ seat_text(seat, props.players) }</th>
            { if deal_view { html! { <>{ for cells }<td class="took">{ for took(props, seat) }</td>{ total }</> } }
              else { html! { <>{ total }{ for cells }</> } } }
        </tr>
    }
}

/// Where a deal shown was played with a take-back, what its mark means (on a phone only when
/// such a deal is among the latest, which it shows).
fn take_back_note(deals: &[&HandResult], take_backs: &[u32]) -> Html {
    let youngest = deals
        .iter()
        .position(|result| take_backs.contains(&result.hand));
    match youngest {
        Some(age) if age < DEALS_ON_DESKTOP => html! {
            <p class={classes!("take-back-note", (age >= DEALS_ON_PHONE).then_some("desktop-only"))}>
                { t::scores_take_back_note() }
            </p>
        },
        _ => html! {},
    }
}

/// Where older deals are left out on a narrow screen, a note that the chart has them.
fn hidden_note(deal_view: bool, deals: usize) -> Html {
    match (deal_view, deals) {
        (false, n) if n > DEALS_ON_PHONE => html! {
            <p class={classes!("older-note", (n <= DEALS_ON_DESKTOP).then_some("phone-only"))}>
                { t::scores_older_note() }
            </p>
        },
        _ => html! {},
    }
}

/// The after-hand review: its line, the moments where the Expert would have done better,
/// each shown on the table when pressed, and "Step through the deal".
fn review_view(review: &ReviewShown, on_past: &Callback<usize>) -> Html {
    html! {
        <div class="review" data-review={review.state.id()} aria-live="polite">
            <p>{ review.line.clone() }</p>
            <ul class="moments">{ for review.moments.iter().map(|(at, line, why)| {
                let at = *at;
                html! {
                    <li><button type="button" class="link" onclick={on_past.reform(move |_: MouseEvent| at)}>
                        { line.clone() }</button>
                        <span class="why">{ why.clone() }</span></li>
                }
            }) }</ul>
            { if review.steps { html! {
                <button type="button" class="quiet" onclick={on_past.reform(|_: MouseEvent| 0)}>
                    { t::scores_step_through() }</button>
            } } else { html! {} } }
        </div>
    }
}

/// "Next hand", "Close" on the sheet, or at the end "Play again", "New game…" and "Close";
/// the first takes the focus through `button`.
fn dialog_buttons(props: &ScoresProps, button: NodeRef) -> Html {
    let (label, onclick) = match (props.winners, props.sheet) {
        // A one-deal match, over: back to the game put aside, or another deal of the game.
        (None, false) if props.versus.is_some() => match &props.on_back {
            Some(back) => (t::scores_back_to_game(), back.reform(|_: MouseEvent| ())),
            None => (
                t::page_play_again(),
                props.on_new_game.reform(|_: MouseEvent| ()),
            ),
        },
        (Some(_), _) => (
            t::page_play_again(),
            props.on_new_game.reform(|_: MouseEvent| ()),
        ),
        (None, true) => (t::page_close(), props.on_next.reform(|_: MouseEvent| ())),
        (None, false) => (
            t::scores_next_hand(),
            props.on_next.reform(|_: MouseEvent| ()),
        ),
    };
    let more_buttons = match props.winners {
        Some(_) => html! {
            <>
                <button type="button" class="quiet" onclick={props.on_choose_game.reform(|_: MouseEvent| ())}>
                    { t::scores_choose_game() }</button>
                <button type="button" class="quiet" onclick={props.on_close.reform(|_: MouseEvent| ())}>
                    { t::page_close() }</button>
            </>
        },
        None if props.versus.is_some() && !props.sheet => html! {
            <button type="button" class="quiet" onclick={props.on_choose_game.reform(|_: MouseEvent| ())}>
                { t::scores_choose_game() }</button>
        },
        None => html! {},
    };
    html! {
        <div class="dialog-buttons">
            <button type="button" class="primary" ref={button} {onclick}>{ label }</button>
            { more_buttons }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub text: crate::engine::RulesText,
    /// Opens Fair play (what the bots see, how the cards are dealt).
    pub on_fair_play: Callback<()>,
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
    let written = crate::lang::words::rules::write(&props.text);
    let sections = written.sections.into_iter().enumerate().map(|(i, section)| {
        html! {
            <section key={i}>
                <h3>{ section.heading }</h3>
                <ul>{ for section.lines.into_iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            </section>
        }
    });
    let glossary = crate::lang::words::rules::glossary();
    html! {
        <div class="overlay" onkeydown={on_keydown}>
            <div class="dialog rules" role="dialog" aria-modal="true" aria-labelledby="rules-title">
                <h2 id="rules-title">{ t::rules_dialog_title(written.title) }</h2>
                <p class="subtitle">{ written.summary }</p>
                <div class="rules-scroll" tabindex="0">
                    { for sections }
                    <section>
                        <h3>{ t::rules_glossary() }</h3>
                        <dl class="glossary">{ for glossary.into_iter().enumerate().map(|(i, (term, meaning))| html! {
                            <div key={i}><dt>{ term }</dt><dd>{ meaning }</dd></div>
                        }) }</dl>
                    </section>
                </div>
                <div class="dialog-buttons">
                    <button type="button" class="quiet"
                        onclick={props.on_fair_play.reform(|_: MouseEvent| ())}>{ t::fair_play_title() }</button>
                    <button type="button" class="primary" ref={button}
                        onclick={props.on_close.reform(|_: MouseEvent| ())}>{ t::page_close() }</button>
                </div>
            </div>
        </div>
    }
}

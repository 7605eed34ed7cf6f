//! The person's place at the bottom of the table: the decision buttons and the advice over
//! the table's edge, their standing, the line saying what to do, their buttons, and the hand.
use super::advice_view::advice_panel;
use super::callbacks::{TableHandle, play_again, send};
use super::hand::HandView;
use super::practice::tracker_view;
use super::table::{Act, Advice, Hint, Refusal};
use crate::engine::{Card, Cards, Choice, MoonChoice, PassDirection, Suit};
use crate::lang::Arg;
use crate::lang::words::catalog;
use crate::lang::words::table::pass_direction;
use crate::lang::{Text, t};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Debug builds only: `?panic=card` makes choosing a card panic, to see the crash panel.
#[cfg(debug_assertions)]
fn panic_asked() -> bool {
    let search = gloo::utils::window().location().search();
    search.is_ok_and(|s| s.contains("panic=card"))
}

/// How the person's choices reach the table, and whether the last was made by keyboard (the
/// hand then keeps the focus on a card).
pub struct HandInput {
    keyboard: Rc<RefCell<bool>>,
    on_choose: Callback<(Card, bool)>,
    on_pass: Callback<MouseEvent>,
}

/// The person's hand and Pass button, remembering whether they use the keyboard.
#[hook]
pub fn use_hand_input(table: &TableHandle) -> HandInput {
    let keyboard = use_mut_ref(|| false);
    let on_choose = {
        let table = table.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |(card, by_keyboard): (Card, bool)| {
            #[cfg(debug_assertions)]
            if panic_asked() {
                panic!("a panic asked for by ?panic=card (debug builds only)");
            }
            *keyboard.borrow_mut() = by_keyboard;
            table.dispatch(Act::Choose(card).into());
        })
    };
    let on_pass = {
        let table = table.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |event: MouseEvent| {
            *keyboard.borrow_mut() = event.detail() == 0;
            table.dispatch(Act::Pass.into());
        })
    };
    HandInput {
        keyboard,
        on_choose,
        on_pass,
    }
}

/// The person's area: the decision buttons and the advice over the table's edge, their
/// standing, the prompt, their buttons and the hand.
pub fn player_area(table: &TableHandle, input: &HandInput, tracker: bool) -> Html {
    // The table shown: the game, or the deal under review at one of the person's decisions
    // (its hand raises their card, lights the Expert's, and takes no clicks).
    let view = table.on_screen();
    let shown = view.shown();
    let me = table.human();
    let asked = match table.past() {
        Some(_) => Choice::Nothing,
        None => table.asked(),
    };
    let choices: Vec<(Card, Result<(), Refusal>)> = match table.past() {
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
    let hinted = view.hint().map_or(Cards::EMPTY, Hint::cards);
    let total = shown
        .standings
        .get(me.index())
        .map(|s| crate::lang::words::table::standing(table.game().rules(), s).to_string())
        .unwrap_or_default();
    let points = shown.points.get(me.index()).copied().unwrap_or(0);
    let my_turn = shown.turn == Some(me) && matches!(asked, Choice::Play { .. });
    html! {
        <section class="player-area" aria-label={t::name_you()} inert={table.dialog_open()}>
            // Over the bottom of the table, so that nothing below moves when they come.
            <div class="above-hand">
                { decision_panel(table) }
                { advice_panel(table) }
            </div>
            <div class={classes!("me", my_turn.then_some("on-turn"))}>
                <div class="me-info">
                    <span class="seat-name">{ t::name_you() }
                        // The engine's dealer, marked as the other seats' are.
                        if shown.dealer == me {
                            <span class="dealer" title={t::page_dealer_title()} aria-hidden="true">{ t::page_dealer_mark() }</span>
                            <span class="visually-hidden">{ t::page_you_dealt() }</span>
                        }
                    </span>
                    <span class="seat-score" aria-label={t::page_your_score(total.clone())}>{ total.clone() }</span>
                    <span class="seat-taken" aria-label={t::page_points_this_deal(t::count_points(points))}>{ t::page_hearts_taken(points) }</span>
                </div>
                <p class={classes!("hint", table.refused().is_some().then_some("refused"))}>{ table.prompt() }</p>
                { my_buttons(table, &input.on_pass) }
                if tracker { { tracker_view(table) } }
            </div>
            <HandView {choices} hand={shown.hand} selected={view.selected_cards()}
                received={shown.received} {hinted} asked={asked.clone()} on_choose={input.on_choose.clone()}
                take_focus={*input.keyboard.borrow() && asked != Choice::Nothing} deal={shown.hand_number} />
        </section>
    }
}

/// What an undo costs, in full (the Undo button's title; Settings says it too).
pub fn undo_cost() -> Text {
    t::page_undo_cost()
}

/// The person's buttons, each there only when it can be used: Undo, Hint, Next trick, Play
/// again (the game over and its dialog closed) and Pass.
fn my_buttons(table: &TableHandle, on_pass: &Callback<MouseEvent>) -> Html {
    let hint_button = table.awaiting_human().then(|| {
        let thinking = matches!(table.hint(), Some(Hint::Thinking));
        let given = matches!(table.hint(), Some(Hint::Given { .. }));
        html! {
            <button type="button" class="quiet hint-button" onclick={send(table, Advice::AskHint)}
                disabled={given} aria-busy={thinking.then_some("true")}>
                { if thinking { t::page_hint_thinking() } else { t::page_hint_button() } }
            </button>
        }
    });
    let pass_button = match (table.past().is_none(), table.asked()) {
        (true, Choice::Pass { count, .. }) => {
            let ready = table.selected().len() == usize::from(count);
            let to = table
                .shown()
                .pass
                .map(|p| pass_direction(p, table.players()));
            let label = t::page_pass_button(count, to.map_or(Arg::from(""), Arg::from));
            html! {
                <button type="button" class="primary pass-button" disabled={!ready} onclick={on_pass.clone()}>
                    { label }
                </button>
            }
        }
        _ => html! {},
    };
    html! {
        <div class="me-actions">
            // What an undo costs, said where it is offered: it shows the cards played after
            // the person's, so the deal is marked.
            if table.can_undo() {
                <button type="button" class="quiet undo-button" onclick={send(table, Act::Undo)}
                    aria-keyshortcuts="U" title={undo_cost()}>
                    { t::page_undo() }<small class="undo-cost">{ t::page_undo_marks() }</small>
                </button>
            }
            { hint_button }
            // The rest settled at the person's lead: claim it.
            if let Some(score) = table.claim_offer() {
                <button type="button" class="quiet claim-button" onclick={send(table, Act::Claim)}>
                    { t::page_claim(t::count_points(score)) }</button>
            }
            if table.waiting_for_next_trick() {
                <button type="button" class="primary next-trick" onclick={send(table, Act::NextTrick)}>{ t::page_next_trick() }</button>
            }
            // The game-over dialog closed: the final table, and another game a click away.
            if table.winners().is_some() && table.overlay().is_none() {
                <button type="button" class="primary play-again" onclick={play_again(table)}>
                    { t::page_play_again() }</button>
            }
            { pass_button }
        </div>
    }
}

/// The buttons for a decision the engine asks of the person other than a card: the dealer's
/// choice of pass, the pledge, a suit after a joker lead, old or new moon.
fn decision_panel(table: &TableHandle) -> Html {
    let players = table.players();
    let button = |label: Text, msg: Act, primary: bool| {
        html! {
            <button type="button" class={classes!(if primary { "primary" } else { "quiet" })}
                onclick={send(table, msg)}>
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
                    PassDirection::Hold => t::page_no_passing(),
                    d => t::page_choose_pass(cards, pass_direction(d, players)),
                };
                button(label, Act::ChoosePass { direction, cards }, false)
            })
            .collect(),
        Choice::Pledge => vec![
            button(t::page_pledge(), Act::Pledge(true), true),
            button(t::page_no_pledge(), Act::Pledge(false), false),
        ],
        Choice::CallSuit => Suit::ALL
            .iter()
            .map(|&suit| {
                let name = match suit {
                    Suit::Clubs => t::suit_name_clubs(),
                    Suit::Diamonds => t::suit_name_diamonds(),
                    Suit::Spades => t::suit_name_spades(),
                    Suit::Hearts => t::suit_name_hearts(),
                };
                let label = t::page_call_suit(name, suit.symbol().to_string());
                button(label, Act::CallSuit(suit), false)
            })
            .collect(),
        Choice::ChooseMoon => {
            let value = table.game().rules().moon_value();
            let moon = |choice: MoonChoice, primary: bool| {
                let label = t::page_moon_choice(
                    catalog::moon_choice_title(choice),
                    catalog::moon_choice_effect(choice, value),
                );
                button(label, Act::ChooseMoon(choice), primary)
            };
            vec![
                moon(MoonChoice::AddToOthers, true),
                moon(MoonChoice::SubtractFromShooter, false),
            ]
        }
        _ => return html! {},
    };
    html! {
        <div class="decision" role="group" aria-label={t::page_decision_label()}>{ for buttons }</div>
    }
}

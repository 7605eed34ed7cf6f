//! The person's hand: one button per card, named for screen readers ("Queen of Spades").
//! A card that cannot be chosen now is marked unavailable (`aria-disabled`) with the engine's
//! reason: in its tooltip on hover, read with it on focus, and said when it is tapped or
//! clicked (the table refuses it with that reason). Arrow keys move between the cards; Enter
//! or Space chooses.
use super::card_face::CardFace;
use super::table::Refusal;
use crate::engine::{Card, Cards, Choice};
use crate::lang::{self, t};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, KeyboardEvent, MouseEvent};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandProps {
    /// Each card with whether it can be chosen now and, if not, why (the engine's reason, with
    /// the table's words for it).
    pub choices: Vec<(Card, Result<(), Refusal>)>,
    /// How many copies of each card the hand holds.
    pub hand: Cards,
    pub selected: Cards,
    /// Cards just received, highlighted.
    pub received: Cards,
    /// Cards a hint suggests, highlighted.
    #[prop_or_default]
    pub hinted: Cards,
    /// What the engine asks of the person now (a card to play, cards to pass, or nothing).
    pub asked: Choice,
    /// A card was chosen; `true` when by keyboard.
    pub on_choose: Callback<(Card, bool)>,
    /// Put the focus on a card that can be chosen (after a keyboard player's last choice).
    pub take_focus: bool,
    /// The deal, from 0: a new deal's cards are dealt in afresh.
    #[prop_or_default]
    pub deal: u32,
}

/// The card buttons matching `selector`, in order.
fn card_buttons(container: &web_sys::Element, selector: &str) -> Vec<HtmlElement> {
    let Ok(list) = container.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| node.dyn_into::<HtmlElement>().ok())
        .collect()
}

#[function_component(HandView)]
pub fn hand_view(props: &HandProps) -> Html {
    let container = use_node_ref();
    let n = props.hand.len().max(1);

    {
        let container = container.clone();
        let take_focus = props.take_focus;
        let key = (props.asked.clone(), props.hand, take_focus);
        use_effect_with(key, move |_| {
            if take_focus && let Some(el) = container.cast::<web_sys::Element>() {
                let active_inside = gloo::utils::document()
                    .active_element()
                    .is_some_and(|a| el.contains(Some(&a)));
                let playable = card_buttons(&el, "button:not([aria-disabled])");
                if !active_inside && let Some(first) = playable.first() {
                    let _ = first.focus();
                }
            }
        });
    }

    let on_keydown = {
        let container = container.clone();
        Callback::from(move |event: KeyboardEvent| {
            let Some(el) = container.cast::<web_sys::Element>() else {
                return;
            };
            let buttons = card_buttons(&el, "button");
            if buttons.is_empty() {
                return;
            }
            let active = gloo::utils::document().active_element();
            let at = buttons
                .iter()
                .position(|b| active.as_ref().is_some_and(|a| a == b.as_ref()))
                .unwrap_or(0);
            let last = buttons.len() - 1;
            let to = match event.key().as_str() {
                "ArrowRight" | "ArrowDown" => (at + 1).min(last),
                "ArrowLeft" | "ArrowUp" => at.saturating_sub(1),
                "Home" => 0,
                "End" => last,
                _ => return,
            };
            event.prevent_default();
            let _ = buttons[to].focus();
        })
    };

    // One tab stop for the whole hand: the first card that can be chosen.
    let first_enabled = props.choices.iter().position(|(_, ok)| ok.is_ok());
    let mut reasons: Vec<&str> = Vec::new();
    let mut position = 0_u32;
    let cards = props.choices.iter().enumerate().flat_map(|(i, (card, ok))| {
        let card = *card;
        let copies = props.hand.count(card).max(1);
        let reason_index = ok.as_ref().err().map(|why| {
            let why = why.said();
            reasons.iter().position(|r| *r == why).unwrap_or_else(|| {
                reasons.push(why);
                reasons.len() - 1
            })
        });
        let first = position;
        position += u32::from(copies);
        (0..copies).map(move |copy| {
            let selected = props.selected.count(card) > copy;
            let received = props.received.contains(card);
            let hinted = props.hinted.contains(card);
            let label = match hinted {
                true => t::page_card_suggested(lang::card_name(card)),
                false => lang::card_name(card),
            };
            let onclick = {
                let on_choose = props.on_choose.clone();
                // A click with no pointer detail came from the keyboard.
                Callback::from(move |event: MouseEvent| on_choose.emit((card, event.detail() == 0)))
            };
            let tabindex = if Some(i) == first_enabled && copy == 0 { "0" } else { "-1" };
            let title = ok.as_ref().err().map(|why| why.to_string());
            let described = reason_index.map(|r| format!("why-{r}"));
            let passing = matches!(props.asked, Choice::Pass { .. });
            let pressed = passing.then_some(if selected { "true" } else { "false" });
            html! {
                <button
                    key={format!("{card}-{copy}")}
                    type="button"
                    class={classes!("hand-card", selected.then_some("selected"), received.then_some("received"),
                        hinted.then_some("hinted"))}
                    aria-pressed={pressed}
                    aria-describedby={described}
                    aria-disabled={ok.is_err().then_some("true")}
                    {title}
                    {tabindex}
                    data-card={card.to_string()}
                    data-new={received.then(|| t::hand_new().to_string())}
                    style={format!("--i: {};", first + u32::from(copy))}
                    {onclick}
                >
                    <CardFace {card} />
                    // On the card's own strip, under its corner: clear of the line above the hand.
                    if selected {
                        <span class="pass-tab" aria-hidden="true">{ t::page_pass_tab() }</span>
                    }
                    // The name in words, for screen readers (the face is a picture).
                    <span class="visually-hidden">{ label }</span>
                </button>
            }
        })
        .collect::<Vec<_>>()
    });
    let cards: Html = cards.collect();
    let style = format!("--n: {n};");
    html! {
        <>
            <div key={props.deal} class="hand" role="group" aria-label={t::page_hand_label()} ref={container} onkeydown={on_keydown} {style}>
                { cards }
            </div>
            <div class="visually-hidden">
                { for reasons.iter().enumerate().map(|(i, why)| html! {
                    <span key={i} id={format!("why-{i}")}>{ why.to_string() }</span>
                }) }
            </div>
        </>
    }
}

//! The advice over the bottom of the table: the Hint with its "why not…" buttons, and the
//! reviewed deal stepped through decision by decision with the Expert's view of each.
use super::bot_service::{Spoken, describe_action};
use super::callbacks::{TableHandle, send};
use super::practice::check_panel;
use super::table::{Advice, Hint, decision_line, expert_line};
use crate::engine::{Action, Cards, Choice, PassList};
use crate::lang::{self, Text, t};
use yew::prelude::*;

/// The Hint once given, or the reviewed deal while it is on the table.
pub fn advice_panel(table: &TableHandle) -> Html {
    // The play checker's question stands in for the Hint it was answered with.
    if let Some(question) = check_panel(table) {
        return question;
    }
    let view = table.on_screen();
    match (view.hint(), table.past()) {
        // The reviewed deal: its hint is the Expert's card, lit in the hand.
        (Some(_), Some(_)) => past_panel(table),
        (
            Some(
                hint @ Hint::Given {
                    action,
                    others,
                    showing,
                    ..
                },
            ),
            None,
        ) => {
            let (words, figures) = hint.said();
            html! {
                <div class="advice">
                    // The words (and the figures, when opened) scroll within the panel on a
                    // phone; the buttons stay in view.
                    <div class="advice-words">
                        // Focusable: on a phone it may scroll.
                        <p role="status" tabindex="0">
                            <strong>{ t::page_hint_head(describe_action(action, table.game().rules())) }</strong>
                            { " " }{ words }
                        </p>
                        { figures_view(figures) }
                    </div>
                    { why_not_buttons(table, *action, others, *showing) }
                </div>
            }
        }
        _ => html! {},
    }
}

/// The figures the words rest on, one tap (or Enter) away: the margin, how often the card
/// takes the trick, the points now and later over the guessed deals.
fn figures_view(figures: Option<Text>) -> Html {
    let Some(figures) = figures else {
        return html! {};
    };
    // Opened, they scroll into view: on a phone, where the band cannot hold both, the words
    // scroll up over them rather than the figures stay below the fold.
    let ontoggle = Callback::from(|event: Event| {
        let details: web_sys::Element = event.target_unchecked_into();
        if details.has_attribute("open")
            && let Some(words) = details.parent_element()
        {
            words.set_scroll_top(words.scroll_height());
        }
    });
    html! {
        <details class="figures" {ontoggle}>
            <summary>{ t::page_figures() }</summary>
            <p>{ figures }</p>
        </details>
    }
}

/// "Why not…": a button for the Hint's choice and for each other choice its search compared;
/// pressing one shows what the bot thinks of it in the Hint's place. They choose nothing.
fn why_not_buttons(
    table: &TableHandle,
    hinted: Action,
    others: &[(Action, Spoken)],
    showing: Option<Action>,
) -> Html {
    // A pass: the person's own, once they have picked a whole pass that is not the Hint's.
    let mine = match (hinted, table.asked()) {
        (Action::Pass(hint), Choice::Pass { count, .. })
            if table.selected().len() == usize::from(count)
                && table.selected().iter().copied().collect::<Cards>()
                    != hint.as_slice().iter().copied().collect::<Cards>() =>
        {
            PassList::new(table.selected()).map(Action::Pass)
        }
        _ => None,
    };
    if others.is_empty() && mine.is_none() {
        return html! {};
    }
    let button = |action: Action, asked: Option<Action>| {
        let not = if asked.is_some() { "yes" } else { "no" };
        let (short, label) = match action {
            Action::Play(card) => (
                t::page_card(card),
                t::page_why_card(lang::card_name(card), not),
            ),
            Action::CallSuit(suit) => (
                t::page_suit_symbol(suit.symbol().to_string()),
                t::page_why_suit(not, lang::suit(suit, 2)),
            ),
            Action::Pass(_) if asked.is_none() => (t::page_hint_button(), t::page_why_hint_pass()),
            Action::Pass(_) => (t::page_yours(), t::page_why_not_your_pass()),
            _ => return html! {},
        };
        html! {
            <button type="button" class="quiet" aria-pressed={(showing == asked).to_string()}
                aria-label={label} onclick={send(table, Advice::WhyNot(asked))}>{ short }</button>
        }
    };
    html! {
        <div class="why-not" role="group" aria-label={t::page_compare_label()}>
            <span>{ t::page_compare() }</span>
            { button(hinted, None) }
            { for others.iter().filter(|(a, _)| !matches!(a, Action::Pass(_))).map(|(a, _)| button(*a, Some(*a))) }
            { for mine.map(|pass| button(pass, Some(pass))) }
        </div>
    }
}

/// The reviewed deal on the table at one of the person's decisions: what they did, what the
/// Expert would have done and why, and the way to the other decisions and back to the scores.
fn past_panel(table: &TableHandle) -> Html {
    let (Some(past), Some(review)) = (&table.past(), &table.review()) else {
        return html! {};
    };
    let Some(decision) = review.decisions.get(past.at) else {
        return html! {};
    };
    let count = review.decisions.len();
    let at = past.at;
    let go = |to: Option<usize>| send(table, Advice::ShowPast(to));
    let on_keydown = {
        let table = table.clone();
        Callback::from(move |event: KeyboardEvent| {
            let to = match event.key().as_str() {
                "Escape" => None,
                "ArrowLeft" if at > 0 => Some(at - 1),
                "ArrowRight" if at + 1 < count => Some(at + 1),
                _ => return,
            };
            event.prevent_default();
            table.dispatch(Advice::ShowPast(to).into());
        })
    };
    let differs = decision.expert != decision.yours;
    let words = decision.reason.words.clone();
    html! {
        <div class="past-panel" role="region" aria-label={t::page_review_label(review.hand + 1)}
            onkeydown={on_keydown}>
            <div class="advice-words">
                <p aria-live="polite" tabindex="0">
                    <strong>{ t::page_review_head(expert_line(decision), decision_line(decision)) }</strong>
                    // Why, in the Hint's words, agreeing or not: a good move learnt is a lesson too.
                    { " " }{ if differs {
                        t::page_review_why_differs(words)
                    } else { t::page_review_why(words) } }
                </p>
                if let Some(ended) = &past.ended {
                    <p class="past-ended" tabindex="0">{ table.what_happened(ended, decision) }</p>
                }
                { figures_view(decision.reason.figures.clone()) }
            </div>
            <div class="past-buttons">
                <button type="button" class="quiet" disabled={at == 0} onclick={go(at.checked_sub(1))}>
                    { t::page_review_previous() }</button>
                <span>{ t::page_review_step(at + 1, count) }</span>
                <button type="button" class="quiet" disabled={at + 1 == count} onclick={go(Some(at + 1))}>
                    { t::page_review_next() }</button>
                <button type="button" class="primary past-back" onclick={go(None)}>{ t::page_review_back() }</button>
            </div>
        </div>
    }
}

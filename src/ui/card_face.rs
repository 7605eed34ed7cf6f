//! The face of a card, drawn with HTML and CSS (no images, nothing to download), and the
//! back shown for other players' cards. Purely visual: the button or region around it
//! carries the card's name for screen readers.
use crate::engine::Card;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub card: Card,
}

/// A card face: rank and suit in two corners, a large suit in the middle.
#[function_component(CardFace)]
pub fn card_face(props: &CardFaceProps) -> Html {
    let card = props.card;
    let colour = match card.suit() {
        Some(suit) if suit.is_red() => "red",
        Some(_) => "black",
        None => "joker",
    };
    let symbol = card.suit().map_or('★', |s| s.symbol()).to_string();
    let rank = card.rank_label();
    html! {
        <span class={classes!("face", colour)} aria-hidden="true">
            <span class="corner top">{ rank }<br/>{ symbol.clone() }</span>
            <span class="pip">{ symbol.clone() }</span>
            <span class="corner bottom">{ rank }<br/>{ symbol }</span>
        </span>
    }
}

/// The back of a card.
#[function_component(CardBack)]
pub fn card_back() -> Html {
    html! { <span class="back" aria-hidden="true"></span> }
}

//! The face of a card, drawn as an inline SVG (no images, nothing to download, crisp at any
//! size), and the back shown for other players' cards. Purely visual: the button or region
//! around it carries the card's name for screen readers.
//!
//! The stylesheet sets the size and the colours: the SVG carries `face`, `suit-<name>` and
//! `joker` classes, and every shape fills with the current colour.
use crate::engine::{ACE, Card, JACK, KING};
use yew::prelude::*;

// The suits' shapes, in the order of `Suit::ALL` (clubs, diamonds, spades, hearts), and the
// joker's star, each in a box of 20 by 20. Every card scales the same few strings.
const SHAPES: [&str; 4] = [
    "M5.4 5.2a4.6 4.6 0 1 1 9.2 0 4.6 4.6 0 1 1-9.2 0M.4 12a4.6 4.6 0 1 1 9.2 0 4.6 4.6 0 1 1-9.2 0m10 0a4.6 4.6 0 1 1 9.2 0 4.6 4.6 0 1 1-9.2 0M10 6l3 6-2 2q.3 3.8 3 6H6q2.7-2.2 3-6l-2-2Z",
    "M10 0Q13.8 5.6 18 10 13.8 14.4 10 20 6.2 14.4 2 10 6.2 5.6 10 0Z",
    "M10 0C13.7 4.4 20 7.6 20 12.4c0 2.9-2.2 4.9-4.8 4.9-1.6 0-3-.7-3.9-1.9.2 1.9 1 3.4 2.4 4.6H6.3c1.4-1.2 2.2-2.7 2.4-4.6-.9 1.2-2.3 1.9-3.9 1.9C2.2 17.3 0 15.3 0 12.4 0 7.6 6.3 4.4 10 0Z",
    "M10 19C5 15 0 11.6 0 6.6 0 3.4 2.4 1 5.4 1c2 0 3.7 1.1 4.6 2.8C10.9 2.1 12.6 1 14.6 1 17.6 1 20 3.4 20 6.6 20 11.6 15 15 10 19Z",
];
const STAR: &str =
    "M10 .8 12.4 7.5 19.5 7.7 13.9 12.1 15.9 18.9 10 14.9 4.1 18.9 6.1 12.1.5 7.7 7.6 7.5Z";
const SUIT_CLASSES: [&str; 4] = ["suit-clubs", "suit-diamonds", "suit-spades", "suit-hearts"];

/// A shape placed on the card's grid of 60 by 84.
fn shape(d: &str, transform: &str) -> String {
    format!(r#"<path d="{d}" transform="{transform}"/>"#)
}

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub card: Card,
}

/// A card face: rank and suit in the top-left corner and, turned round, the bottom-right;
/// in the middle one suit shape (a larger one for an ace), a court card's letter in a frame,
/// or a joker's star. The valueless joker's corners say JOKER.
///
/// Written as SVG text, which keeps the wasm smaller than building each element in Rust; the
/// text holds only the constants above and the card's own labels, nothing from outside.
#[function_component(CardFace)]
pub fn card_face(props: &CardFaceProps) -> Html {
    let card = props.card;
    let suit = card.suit().map(|s| s.index() as usize);
    let d = suit.map_or(STAR, |i| SHAPES[i]);
    // The language's own index ("D" for a German queen); the joker's word likewise. Both are
    // the game's own texts, escaped all the same.
    let label = escape(&crate::lang::card_index(card));
    let joker_word = escape(&crate::lang::t::card_face_joker().to_string());
    let index = if card == Card::JOKER {
        format!(r#"<text class="jk" x="8.5" y="5">{joker_word}</text>"#)
    } else {
        // "10" is squeezed to the width of one wide letter.
        let squeeze = if label.chars().count() > 1 {
            r#" textLength="14" lengthAdjust="spacingAndGlyphs""#
        } else {
            ""
        };
        format!(
            r#"<text class="ix" x="8.5" y="16"{squeeze}>{label}</text>{}"#,
            shape(d, "translate(3.5 19.5) scale(.5)")
        )
    };
    let middle = match card.rank() {
        _ if card.is_joker() => format!(
            r#"<g class="mark">{}<text class="jk" x="30" y="66">{joker_word}</text></g>"#,
            shape(STAR, "translate(15 24) scale(1.5)")
        ),
        ACE => shape(d, "translate(12 24) scale(1.8)"),
        JACK..=KING => format!(
            r#"<rect class="frame" x="16" y="11" width="28" height="62" rx="3"/><text class="court" x="30" y="47">{label}</text>{}"#,
            shape(d, "translate(23 51) scale(.7)")
        ),
        _ => shape(d, "translate(17 29) scale(1.3)"),
    };
    let suit_class = suit.map_or("", |i| SUIT_CLASSES[i]);
    let joker = if card.is_joker() { " joker" } else { "" };
    let svg = format!(
        r#"<svg class="face {suit_class}{joker}" viewBox="0 0 60 84" aria-hidden="true" focusable="false"><g class="corner">{index}</g><g class="corner bottom" transform="rotate(180 30 42)">{index}</g>{middle}</svg>"#
    );
    Html::from_html_unchecked(svg.into())
}

/// Text for SVG: `&`, `<` and `>` as entities.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The back of a card.
#[function_component(CardBack)]
pub fn card_back() -> Html {
    html! { <span class="back" aria-hidden="true"></span> }
}

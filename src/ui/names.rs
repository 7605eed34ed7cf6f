//! What the page calls each seat: the person is "You", the others have names, and at four
//! seats the compass points. The table, the words of the Hint and the review, and the score
//! table all name seats so.
//!
//! [`seat_text`] is the name in the player's language (each language names its players in its
//! own way: `name-*` in `locales/*/page.ftl`); [`seat_name`] is the English one, for what is
//! written in English (the bots' reasons, the tests).
use crate::engine::Seat;
use crate::lang::{Text, t};

/// The English names for the seats, the person first.
pub fn seat_name(seat: Seat, players: u8) -> &'static str {
    const FOUR: [&str; 4] = ["You", "West", "North", "East"];
    const MANY: [&str; 11] = [
        "You", "Ada", "Basil", "Cleo", "Dev", "Edie", "Felix", "Greta", "Hugo", "Iris", "Jonah",
    ];
    if players == 4 {
        FOUR[seat.index() % 4]
    } else {
        MANY[seat.index() % MANY.len()]
    }
}

/// A seat's name in the player's language: "You", the compass points at four seats, names at
/// other counts. In English it is [`seat_name`].
pub fn seat_text(seat: Seat, players: u8) -> Text {
    const FOUR: [fn() -> Text; 4] = [t::name_you, t::name_west, t::name_north, t::name_east];
    const MANY: [fn() -> Text; 11] = [
        t::name_you,
        t::name_ada,
        t::name_basil,
        t::name_cleo,
        t::name_dev,
        t::name_edie,
        t::name_felix,
        t::name_greta,
        t::name_hugo,
        t::name_iris,
        t::name_jonah,
    ];
    if players == 4 {
        FOUR[seat.index() % 4]()
    } else {
        MANY[seat.index() % MANY.len()]()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn the_names_read_in_english_as_before() {
        for players in 3..=11 {
            for seat in Seat::all(players) {
                let text = seat_text(seat, players).in_lang(Lang::ENGLISH);
                assert_eq!(text, seat_name(seat, players));
            }
        }
    }

    /// The page's sentences read in English as the `format!`s they replaced wrote them.
    #[test]
    fn the_pages_sentences_read_in_english_as_before() {
        use crate::engine::{Card, count_cards, points};
        use crate::lang::Arg;
        let en = |text: Text| text.in_lang(Lang::ENGLISH);
        let yn = |on: bool| if on { "yes" } else { "no" };
        for bits in 0..128_u32 {
            let on = |i: u32| bits & (1 << i) != 0;
            let receiving = on(4).then(|| t::page_gets_card("2nd"));
            let label = t::page_seat_label(
                t::count_cards(1),
                yn(on(1)),
                yn(on(3)),
                "Normal",
                seat_text(Seat(2), 5),
                yn(on(0)),
                yn(on(2)),
                t::count_points(-1),
                receiving.clone().map_or(Arg::from("none"), Arg::from),
                "45",
                yn(on(5)),
            );
            let old = format!(
                "{} ({}): score {}, {} this deal, {}{}{}{}{}{}{}",
                "Basil",
                "Normal",
                "45",
                points(-1),
                count_cards(1),
                if on(0) { ", your partner" } else { "" },
                if on(1) { ", dealer" } else { "" },
                if on(2) { ", pledged no hearts" } else { "" },
                if on(3) { ", took the kitty" } else { "" },
                if on(4) { ", gets your 2nd card" } else { "" },
                if on(5) { ", to play" } else { "" },
            );
            assert_eq!(en(label), old);
            let played = t::page_played_label(
                yn(on(0)),
                crate::lang::card_name(Card::QUEEN_OF_SPADES),
                seat_text(Seat(0), 4),
                yn(on(1)),
            );
            let old = format!(
                "You: {}{}{}",
                Card::QUEEN_OF_SPADES.name(),
                if on(0) { ", cancelled" } else { "" },
                if on(1) { ", winning" } else { "" }
            );
            assert_eq!(en(played), old);
        }
        assert_eq!(en(t::page_gets_pass()), "gets your pass");
        assert_eq!(en(t::page_hearts_taken(-3)), "♥ -3");
        assert_eq!(
            en(t::page_trick_points(t::count_points(1))),
            "1 point in the trick"
        );
        assert_eq!(
            en(t::page_carried(t::count_cards(4))),
            "Carried over: 4 cards for the next trick's winner"
        );
        let clubs = crate::lang::suit(crate::engine::Suit::Clubs, 2);
        assert_eq!(
            en(t::page_joker_called_you(clubs.clone(), "♣")),
            "You led the joker and called ♣ clubs"
        );
        assert_eq!(
            en(t::page_joker_called(seat_text(Seat(3), 4), clubs, "♣")),
            "East led the joker and called ♣ clubs"
        );
        assert_eq!(
            en(t::page_joker_led(
                seat_text(Seat(1), 4),
                "the next card sets it"
            )),
            "West led the joker: the next card sets it"
        );
        assert_eq!(en(t::page_banner_you("moon")), "🌙 You shot the moon!");
        assert_eq!(
            en(t::page_banner("sun", seat_text(Seat(1), 3))),
            "☀ Ada shot the sun!"
        );
        assert_eq!(en(t::page_card(Card::QUEEN_OF_SPADES)), "Q♠");
        assert_eq!(en(t::page_kitty(3)), "Kitty 3");
    }
}

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

    /// The page's sentences read in English as the `format!`s they replaced wrote them: the
    /// labels of a seat and of a card played, with every combination of their parts.
    #[test]
    fn the_seat_labels_read_in_english_as_before() {
        use crate::engine::Card;
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
                "-1 point",
                "1 card",
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
    }

    /// The table's other words, as before.
    #[test]
    fn the_tables_words_read_in_english_as_before() {
        use crate::engine::Card;
        let en = |text: Text| text.in_lang(Lang::ENGLISH);
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
        assert_eq!(
            en(t::page_pass_button(3, "to the left")),
            "Pass 3 cards to the left"
        );
        assert_eq!(en(t::page_pass_button(2, "")), "Pass 2 cards ");
        assert_eq!(en(t::page_choose_pass(3, "across")), "Pass 3 across");
        assert_eq!(en(t::page_call_suit(t::suit_name_clubs(), "♣")), "♣ Clubs");
        assert_eq!(
            en(t::page_card_suggested(crate::lang::card_name(
                Card::QUEEN_OF_SPADES
            ))),
            "Queen of Spades, suggested"
        );
        assert_eq!(en(t::page_your_score("18 chips")), "Your score 18 chips");
        assert_eq!(
            en(t::page_points_this_deal(t::count_points(-1))),
            "-1 point this deal"
        );
        assert_eq!(
            en(t::page_hint_head("Play the Two of Clubs")),
            "Hint: Play the Two of Clubs."
        );
        let queen = || crate::lang::card_name(Card::QUEEN_OF_SPADES);
        assert_eq!(
            en(t::page_why_card(queen(), "no")),
            "Why the Queen of Spades?"
        );
        assert_eq!(
            en(t::page_why_card(queen(), "yes")),
            "Why not the Queen of Spades?"
        );
        let hearts = || crate::lang::suit(crate::engine::Suit::Hearts, 2);
        assert_eq!(en(t::page_why_suit("yes", hearts())), "Why not hearts?");
        assert_eq!(en(t::page_why_suit("no", hearts())), "Why hearts?");
        assert_eq!(
            en(t::page_review_head(
                "Expert agrees",
                "Trick 4: you played the K♠"
            )),
            "Trick 4: you played the K♠. Expert agrees."
        );
        assert_eq!(en(t::page_review_step(2, 9)), "2 of 9");
        assert_eq!(
            en(t::menu_note("deal 3: the same cards")),
            " (deal 3: the same cards)"
        );
        assert_eq!(
            en(t::page_file_not_a_game("a.json", "not a game")),
            "a.json: not a game"
        );
        assert_eq!(
            en(t::page_file_unreadable("busy", "a.json")),
            "a.json could not be read (busy)"
        );
    }

    /// The dialogs' words, as before.
    #[test]
    fn the_dialogs_words_read_in_english_as_before() {
        let en = |text: Text| text.in_lang(Lang::ENGLISH);
        assert_eq!(en(t::scores_deal_title(3)), "Deal 3 scores");
        assert_eq!(
            en(t::scores_shot_the_moon(seat_text(Seat(2), 4))),
            "North shot the moon!"
        );
        for n in [0, 1, 2, 13] {
            let old = format!("{n} trick{}", if n == 1 { "" } else { "s" });
            assert_eq!(en(t::scores_tricks(n)), old);
            let took = t::scores_took_cards("Q♠ 2♥", t::scores_tricks(n));
            assert_eq!(en(took), format!("Q♠ 2♥ · {old}"));
            assert_eq!(
                en(t::scores_took_nothing(t::scores_tricks(n))),
                format!("nothing · {old}")
            );
        }
        assert_eq!(en(t::scores_moon(-26)), "🌙 -26");
        assert_eq!(
            en(t::scores_chart_label(1)),
            "Chart of the scores after the first deal; the table has the figures"
        );
        assert_eq!(
            en(t::scores_chart_label(7)),
            "Chart of the scores after each of the 7 deals; the table has the figures"
        );
        assert_eq!(en(t::scores_chart_end(100)), "game ends at 100");
        assert_eq!(en(t::stats_take_backs(2)), " (2 with take-backs)");
        assert_eq!(
            en(t::rules_dialog_title("Black Lady")),
            "How to play: Black Lady"
        );
        assert_eq!(en(t::dialog_game_for("Hearts", 4)), "Hearts (4)");
        assert_eq!(
            en(t::dialog_game_for_range("Hearts", 11, 3)),
            "Hearts (3–11)"
        );
        assert_eq!(
            en(t::dialog_target_help(100)),
            "Empty: the game's own (100)"
        );
        assert_eq!(
            en(t::dialog_no_variants("Hearts", 5)),
            "Hearts for 5 has no variants."
        );
        assert_eq!(
            en(t::dialog_not_now("Hearts may be led", "it needs 4")),
            "Hearts may be led. Not now: it needs 4"
        );
        assert_eq!(
            en(t::dialog_rule_options(6)),
            "Rule options: 6 you can change"
        );
        assert_eq!(
            en(t::dialog_rule_options_changed(1, 6)),
            "Rule options: 1 of 6 changed"
        );
        assert_eq!(
            en(t::dialog_link_gives("Hearts", 4)),
            "This link deals a new game: Hearts for 4 players."
        );
        assert_eq!(
            en(t::dialog_link_gives_from(3_u64, "Hearts", 4)),
            "This link deals a new game: Hearts for 4 players, from deal 3."
        );
        assert_eq!(
            en(t::dialog_link_now(2, "Hearts")),
            "Your game of Hearts is at deal 2. Starting the link's game ends it, and a game left \
             unfinished is not counted in the statistics."
        );
        assert_eq!(en(t::keys_move_keys("A", "C", "B")), "A, B, C");
        assert_eq!(en(t::keys_either("Enter", "Space")), "Enter or Space");
    }
}

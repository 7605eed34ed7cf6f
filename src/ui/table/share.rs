//! The deal on the screen as a link: the game's choices, its seed and where the deal stands
//! in the game (the engine's [`DealPlace`]), so that whoever opens it gets the same cards and
//! pass at the same deal number.
use super::Table;
use super::shown::pass_said;
use crate::engine::DealPlace;
use crate::lang::t;

impl Table {
    /// Where the deal on the screen stands in the game. (The game may have dealt the next
    /// deal while the screen still ends this one: the one on the screen is shared.)
    pub fn deal_shown(&self) -> DealPlace {
        DealPlace {
            hand: self.shown.hand_number,
            dealer: self.shown.dealer,
            queen_taker: self.shown.queen_taker,
        }
    }

    /// Where the deal on the screen stands, past a new game's first deal (which a new game
    /// deals by itself).
    pub(super) fn later_deal_shown(&self) -> Option<DealPlace> {
        let place = self.deal_shown();
        let first = DealPlace::by_turns(self.game.rules(), 0);
        (place != first).then_some(place)
    }

    /// The query of the link that deals the deal on the screen again: the choices, the
    /// seed and, past a new game's first deal, where the deal stands.
    pub fn share_query(&self) -> String {
        self.choices
            .to_query(self.game.seed(), self.later_deal_shown())
    }

    /// What the link gives, in words: "deal 3: the same cards, pass across".
    pub fn share_words(&self) -> String {
        let deal = self.shown.hand_number + 1;
        match pass_said(self.shown.pass, self.players()) {
            None => t::table_share(deal),
            Some(pass) => t::table_share_pass(deal, pass),
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{DealError, DealPlace};
    use crate::ui::choices::AddressError;
    use crate::ui::choices::tests::address;
    use crate::ui::table::testing::*;

    /// The page's reading of a link's query: its choices, over the defaults, and its deal.
    fn open(query: &str) -> (Table, Vec<AddressError>) {
        let param = address(query);
        let (choices, mut notices) = GameChoices::from_address(&param, &GameChoices::default());
        let (at, refused) = choices.deal_from_address(&param);
        notices.extend(refused);
        let seed = param("seed").and_then(|s| s.parse().ok()).unwrap_or(0);
        (
            Table::new_at(choices, seed, at, Speed::Fast).unwrap(),
            notices,
        )
    }

    /// Plays like a person until deal `deal` (from 0) asks the person for something.
    fn into_deal(table: &mut Table, deal: u32) {
        while table.shown.hand_number < deal || table.asked() == Choice::Nothing {
            act_like_a_person(table);
        }
    }

    /// The same deal on both tables: its number, dealer, pass and every hand as dealt.
    fn assert_same_deal(opened: &Table, shared: &Table) {
        assert_eq!(opened.shown.hand_number, shared.shown.hand_number);
        assert_eq!(opened.shown.pass, shared.shown.pass);
        assert_eq!(opened.game().dealer(), shared.deal_shown().dealer);
        assert_eq!(
            opened.game().deal_setup().hands,
            shared.game().deal_setup().hands
        );
        assert_eq!(opened.share_words(), shared.share_words());
    }

    #[test]
    fn a_shared_later_deal_deals_the_same_cards_and_pass_at_the_same_deal() {
        let mut table = black_lady(23, Speed::Fast);
        assert_eq!(
            table.share_query(),
            "?game=black-lady&players=4&seed=23",
            "a first deal is a new game's"
        );
        assert_eq!(
            table.share_words(),
            "deal 1: the same cards, pass to the left"
        );
        into_deal(&mut table, 2);
        assert_eq!(table.awaiting(), "pass");
        let query = table.share_query();
        assert_eq!(query, "?game=black-lady&players=4&seed=23&deal=3&dealer=2");
        assert_eq!(table.share_words(), "deal 3: the same cards, pass across");
        let (opened, notices) = open(&query);
        assert_eq!(notices, []);
        assert_same_deal(&opened, &table);
        assert_eq!(opened.shown.hand, table.shown.hand, "the person's cards");
        assert_eq!(opened.record().at_deal, Some(table.deal_shown()));
        // Shared again from the opened link, it is the same link.
        assert_eq!(opened.share_query(), query);
        // Mid-deal, the link deals the deal from its start.
        for _ in 0..5 {
            act_like_a_person(&mut table);
        }
        play_until_trick_has(&mut table, 2, 1);
        assert_eq!(table.share_query(), query);
        assert_same_deal(&opened, &table);
    }

    #[test]
    fn a_deal_opened_from_a_link_resumes_with_the_same_cards() {
        let mut table = black_lady(31, Speed::Fast);
        into_deal(&mut table, 1);
        let (mut opened, _) = open(&table.share_query());
        play_until_trick_has(&mut opened, 0, 2);
        // What the page saves and reads back after a reload: the record.
        let json = serde_json::to_string(opened.record()).unwrap();
        let record: GameRecord = serde_json::from_str(&json).unwrap();
        let resumed = Table::resume(&record, opened.choices.clone(), Speed::Fast).unwrap();
        assert_eq!(resumed.game(), opened.game());
        assert_same_deal(&resumed, &table);
        assert_eq!(resumed.share_query(), table.share_query());
    }

    #[test]
    fn a_link_s_deal_started_in_place_of_a_game_in_progress_is_that_deal() {
        let mut shared = black_lady(37, Speed::Fast);
        into_deal(&mut shared, 3);
        let mut table = black_lady(2, Speed::Fast);
        into_deal(&mut table, 0);
        // "End it and start", as the link's question does.
        table.update(NewGame::Start {
            seed: 37,
            choices: GameChoices::default(),
            at: Some(shared.deal_shown()),
        });
        assert_eq!(table.refusal, None);
        assert_same_deal(&table, &shared);
        assert_eq!(table.shown.hand, shared.shown.hand);
        assert_eq!(table.share_words(), "deal 4: the same cards, no passing");
    }

    #[test]
    fn the_dealer_and_the_queen_s_taker_go_with_the_deal_where_they_decide_it() {
        // Gong Zhu: who took the Q♠ leads the next deal's first trick (there is no pass).
        let choices = GameChoices::default().with_game(Preset::GongZhu);
        let mut table = Table::new(choices, 5, Speed::Fast).unwrap();
        into_deal(&mut table, 1);
        let taker = table.deal_shown().queen_taker.expect("someone took the Q♠");
        let query = table.share_query();
        assert!(
            query.ends_with(&format!("&queen={}", taker.0 + 1)),
            "{query}"
        );
        let (opened, notices) = open(&query);
        assert_eq!(notices, []);
        assert_same_deal(&opened, &table);
        assert_eq!(opened.game().turn(), Some(taker), "the Q♠'s taker leads");
        assert_eq!(opened.shown.hand, table.shown.hand);
        // Queens: the Q♠'s taker deals next, whoever that is.
        let choices = GameChoices::default().with_game(Preset::Queens);
        let mut table = Table::new(choices, 8, Speed::Fast).unwrap();
        into_deal(&mut table, 2);
        let (opened, notices) = open(&table.share_query());
        assert_eq!(notices, []);
        assert_same_deal(&opened, &table);
        assert_eq!(opened.shown.hand, table.shown.hand);
    }

    #[test]
    fn a_deal_in_a_link_that_cannot_be_dealt_says_so_and_deals_the_first() {
        let (table, notices) = open("?game=black-lady&seed=4&deal=0");
        assert_eq!(table.shown.hand_number, 0);
        assert_eq!(
            notices,
            [AddressError::NotADeal {
                text: "0".into(),
                param: "deal"
            }]
        );
        assert_eq!(
            notices[0].to_string(),
            "“0” in deal= is not a deal number (1, 2, …): dealing the game's first deal."
        );
        let (_, notices) = open("?game=black-lady&seed=4&deal=3&dealer=west");
        assert_eq!(
            notices[0].to_string(),
            "“west” in dealer= is not a seat number (1, 2, …): dealing the game's first deal."
        );
        let (_, notices) = open("?game=black-lady&seed=4&deal=3&dealer=300");
        assert!(
            notices[0]
                .to_string()
                .starts_with("“300” in dealer= is not a seat number")
        );
        let (table, notices) = open("?game=black-lady&seed=4&deal=3&dealer=9");
        assert_eq!(table.shown.hand_number, 0);
        assert_eq!(
            notices,
            [AddressError::DealLeftOut(DealError::NoDealer {
                dealer: Seat(8),
                players: 4
            })]
        );
        assert_eq!(
            notices[0].to_string(),
            "“9” in dealer= is not a seat at this table of 4: dealing the game's first deal."
        );
        let (_, notices) = open("?game=gong-zhu&seed=4&deal=3&queen=5");
        assert_eq!(
            notices[0].to_string(),
            "“5” in queen= is not a seat at this table of 4: dealing the game's first deal."
        );
        let (_, notices) = open("?game=danger-hearts&seed=4&deal=12");
        assert_eq!(
            notices[0].to_string(),
            "In the link, the game has 10 deals, so there is no deal 12: dealing the game's \
             first deal."
        );
        // A deal with no dealer named is dealt by turns; deal 1 is a new game.
        let (table, notices) = open("?game=black-lady&seed=4&deal=2");
        assert_eq!(notices, []);
        assert_eq!(table.shown.hand_number, 1);
        assert_eq!(table.shown.pass, Some(PassDirection::Left(3)));
        let (table, _) = open("?game=black-lady&seed=4&deal=1");
        assert_eq!(table.record().at_deal, None);
        assert_eq!(
            table.deal_shown(),
            DealPlace::by_turns(table.game().rules(), 0)
        );
    }
}

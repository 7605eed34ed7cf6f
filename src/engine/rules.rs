//! A rule set as data: what a person picks before a game (serde, so it can be saved, sent to a
//! worker or read from a replay), and its checked form, [`RuleSet`], which the engine plays.
//!
//! `Rules` may describe an impossible game; [`Rules::check`] turns it into a `RuleSet` or says,
//! in words a player understands, what is wrong ("passing across needs an even number of
//! players"). Everything the engine needs on its hot path (card values, masks, the deck) is
//! computed once in the `RuleSet`.
use super::card::{Card, Suit};
use super::cards::{Cards, suit_mask};
use super::seat::MAX_SEATS;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The rules of one game, as chosen. Start from a preset ([`crate::engine::Preset`]) and
/// change fields; then [`Rules::check`] it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Which game these rules started from, for titles and the rules text.
    pub game: String,
    /// Number of players, 3–11.
    pub players: u8,
    /// Number of 52-card packs shuffled together.
    pub packs: u8,
    /// Jokers added to the packs (`0C`, `0D` or `JK`), one entry per joker.
    pub jokers: Vec<Card>,
    /// Cards taken out so the deal comes out even, one entry per copy removed.
    pub removed: Vec<Card>,
    pub passing: Passing,
    pub opening_lead: OpeningLead,
    /// No penalty card may be played to the first trick, unless the hand holds nothing else.
    pub no_points_on_first_trick: bool,
    /// Hearts may not be led until a heart has been played (unless the leader holds only hearts).
    pub hearts_must_be_broken: bool,
    /// Playing the Q♠ also breaks hearts.
    pub queen_breaks_hearts: bool,
    /// What each counting card scores; cards not listed score nothing.
    pub counters: BTreeMap<Card, i32>,
    pub moon: Moon,
    /// The game ends after the deal in which someone reaches this score; lowest wins.
    pub target: i32,
}

/// How cards are passed before each deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Passing {
    pub cycle: PassCycle,
    /// How many cards each player passes.
    pub cards: u8,
}

impl Default for Passing {
    fn default() -> Passing {
        Passing {
            cycle: PassCycle::LeftRightAcrossHold,
            cards: 3,
        }
    }
}

/// Which way the cards go, deal after deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassCycle {
    /// No passing at all.
    None,
    /// Always to the left.
    Left,
    /// Always to the right.
    Right,
    /// Left, then right, alternately.
    LeftRight,
    /// Left, right, across, hold; across is skipped when the number of players is odd.
    LeftRightAcrossHold,
}

impl PassCycle {
    pub fn describe(self) -> &'static str {
        match self {
            PassCycle::None => "no passing",
            PassCycle::Left => "always to the left",
            PassCycle::Right => "always to the right",
            PassCycle::LeftRight => "left and right alternately",
            PassCycle::LeftRightAcrossHold => {
                "left, right, across, then a deal without passing (across is skipped with an odd number of players)"
            }
        }
    }
}

/// Who leads to the first trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningLead {
    /// The holder of the lowest club in play (the 2♣, or the zero-of-clubs joker, or the 3♣
    /// when the 2♣ is out) leads it.
    LowestClub,
    /// The player to the dealer's left leads any card.
    EldestHand,
}

/// What happens when one player takes every counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Moon {
    /// No moon: the points count as taken.
    None,
    /// Old moon: every other player scores the total of the counters; the shooter scores 0.
    AddToOthers,
    /// New moon: the shooter subtracts the total from their score; the others score 0.
    SubtractFromShooter,
}

impl Default for Rules {
    /// Black Lady for four, as most people play it.
    fn default() -> Rules {
        super::presets::Preset::BlackLady.rules(4)
    }
}

/// Why a rule set cannot be played, in words for a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError(pub String);

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RulesError {}

fn fail<T>(message: impl Into<String>) -> Result<T, RulesError> {
    Err(RulesError(message.into()))
}

/// One step of the pass cycle: where a deal's passed cards go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassDirection {
    /// No passing this deal.
    Hold,
    /// To the player this many seats to the left (1 = left, players − 1 = right).
    Left(u8),
}

impl PassDirection {
    /// "to the left", "to the right", "across", "no passing".
    pub fn describe(self, players: u8) -> String {
        match self {
            PassDirection::Hold => "no passing".to_string(),
            PassDirection::Left(1) => "to the left".to_string(),
            PassDirection::Left(k) if k + 1 == players => "to the right".to_string(),
            PassDirection::Left(k) if 2 * k == players => "across".to_string(),
            PassDirection::Left(k) => format!("{k} seats to the left"),
        }
    }
}

/// A checked rule set, with everything the engine looks up while playing computed once.
#[derive(Clone, Debug, PartialEq)]
pub struct RuleSet {
    rules: Rules,
    /// Every card dealt, with copies.
    deck: Cards,
    /// The same cards as a list, in index order: what a shuffle starts from.
    deck_list: Vec<Card>,
    one_copy_each: bool,
    hand_size: u8,
    /// Score of each card by bit index.
    values: [i32; 64],
    /// Cards with a positive score: what "no points on the first trick" keeps off it.
    penalty_mask: u64,
    /// Cards with any score: what a moon must take.
    counter_mask: u64,
    /// All counters in the deck, with copies: what the shooter must take.
    counters_in_deck: Cards,
    /// Total of all counters dealt: what a moon is worth.
    moon_value: i32,
    /// The lowest club in the deck, when the lowest club leads.
    opening_card: Option<Card>,
    /// The cards whose play breaks hearts.
    breaks_mask: u64,
    pass_cycle: Vec<PassDirection>,
}

impl Rules {
    /// Checks that these rules describe a game the engine can deal and play.
    ///
    /// Returns an error naming the first problem: a player count outside 3–11, a deck that does
    /// not deal evenly, a card removed that is not in the deck, a pass that needs a seat that
    /// does not exist, an opening lead with no unique lowest club, and so on.
    pub fn check(&self) -> Result<RuleSet, RulesError> {
        let players = self.players;
        if !(3..=MAX_SEATS as u8).contains(&players) {
            return fail(format!(
                "{players} players: Moonshot deals for 3 to {MAX_SEATS} players"
            ));
        }
        if !(1..=3).contains(&self.packs) {
            return fail(format!("{} packs: use 1, 2 or 3 packs", self.packs));
        }
        let mut deck = Cards::EMPTY;
        for _ in 0..self.packs {
            deck = deck.plus(Card::pack().collect());
        }
        for &joker in &self.jokers {
            if !joker.is_joker() {
                return fail(format!(
                    "{} is not a joker: jokers are 0C (zero of clubs), 0D (zero of diamonds) and JK",
                    joker.name()
                ));
            }
            if !deck.insert(joker) {
                return fail("at most three of each joker can be added");
            }
        }
        for &card in &self.removed {
            if !deck.remove(card) {
                return fail(format!(
                    "the {} cannot be removed: there is no copy of it left in the deck",
                    card.name()
                ));
            }
        }
        let total = deck.len();
        if total % players as u32 != 0 {
            return fail(format!(
                "{total} cards do not deal evenly to {players} players: remove {} more card(s) or add jokers",
                total % players as u32
            ));
        }
        let hand_size = (total / players as u32) as u8;
        if hand_size == 0 {
            return fail("there are not enough cards to deal");
        }

        let mut values = [0i32; 64];
        for (&card, &value) in &self.counters {
            values[card.index() as usize] = value;
        }
        let mut penalty_mask = 0u64;
        let mut counter_mask = 0u64;
        for (index, &value) in values.iter().enumerate() {
            if value > 0 {
                penalty_mask |= 1 << index;
            }
            if value != 0 {
                counter_mask |= 1 << index;
            }
        }
        let counters_in_deck = deck.filter(counter_mask);
        let moon_value = counters_in_deck
            .iter()
            .map(|c| values[c.index() as usize])
            .sum();

        let opening_card = match self.opening_lead {
            OpeningLead::EldestHand => None,
            OpeningLead::LowestClub => {
                let clubs = deck.of_suit(Suit::Clubs);
                if clubs == 0 {
                    return fail("the lowest club leads, but there are no clubs in the deck");
                }
                let lowest = Card::from_index(clubs.trailing_zeros() as u8)
                    .expect("a set bit of the clubs mask is a card");
                if deck.count(lowest) > 1 {
                    return fail(format!(
                        "the lowest club leads, but there are {} copies of the {}: remove one or add a joker",
                        deck.count(lowest),
                        lowest.name()
                    ));
                }
                Some(lowest)
            }
        };

        let passing = &self.passing;
        let pass_cycle = match passing.cycle {
            PassCycle::None => vec![PassDirection::Hold],
            PassCycle::Left => vec![PassDirection::Left(1)],
            PassCycle::Right => vec![PassDirection::Left(players - 1)],
            PassCycle::LeftRight => vec![PassDirection::Left(1), PassDirection::Left(players - 1)],
            PassCycle::LeftRightAcrossHold => {
                let mut cycle = vec![PassDirection::Left(1), PassDirection::Left(players - 1)];
                if players % 2 == 0 {
                    cycle.push(PassDirection::Left(players / 2));
                }
                cycle.push(PassDirection::Hold);
                cycle
            }
        };
        if passing.cycle != PassCycle::None {
            if passing.cards == 0 {
                return fail(
                    "passing needs at least one card: pass 1 or more, or choose no passing",
                );
            }
            if passing.cards >= hand_size {
                return fail(format!(
                    "players hold {hand_size} cards and cannot pass {}",
                    passing.cards
                ));
            }
        }
        if self.target <= 0 {
            return fail("the target score must be above zero");
        }
        Ok(RuleSet {
            rules: self.clone(),
            deck,
            deck_list: deck.iter().collect(),
            one_copy_each: deck.distinct().count_ones() == deck.len(),
            hand_size,
            values,
            penalty_mask,
            counter_mask,
            counters_in_deck,
            moon_value,
            opening_card,
            breaks_mask: suit_mask(Suit::Hearts)
                | if self.queen_breaks_hearts {
                    1 << Card::QUEEN_OF_SPADES.index()
                } else {
                    0
                },
            pass_cycle,
        })
    }
}

impl RuleSet {
    /// The rules as chosen.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn players(&self) -> u8 {
        self.rules.players
    }

    /// Every card dealt, with copies.
    pub fn deck(&self) -> Cards {
        self.deck
    }

    /// Every card dealt, each copy once, in index order.
    pub fn deck_list(&self) -> &[Card] {
        &self.deck_list
    }

    /// Whether the deck holds at most one copy of each card (one pack, distinct jokers).
    #[inline]
    pub fn one_copy_each(&self) -> bool {
        self.one_copy_each
    }

    pub fn hand_size(&self) -> u8 {
        self.hand_size
    }

    /// What taking `card` scores (negative for a bonus card).
    #[inline]
    pub fn value(&self, card: Card) -> i32 {
        self.values[card.index() as usize]
    }

    /// Cards worth penalty points.
    #[inline]
    pub fn penalty_mask(&self) -> u64 {
        self.penalty_mask
    }

    /// Cards worth anything, plus or minus.
    pub fn counter_mask(&self) -> u64 {
        self.counter_mask
    }

    /// All counters dealt, with copies.
    pub fn counters_in_deck(&self) -> Cards {
        self.counters_in_deck
    }

    /// What one player taking every counter is worth.
    pub fn moon_value(&self) -> i32 {
        self.moon_value
    }

    /// The card that must lead the first trick, if any.
    pub fn opening_card(&self) -> Option<Card> {
        self.opening_card
    }

    /// The pass direction of deal number `hand` (0 for the first deal).
    pub fn pass_direction(&self, hand: u32) -> PassDirection {
        self.pass_cycle[hand as usize % self.pass_cycle.len()]
    }

    /// The cards that hearts-breaking keeps off the lead until broken.
    #[inline]
    pub fn hearts_mask(&self) -> u64 {
        suit_mask(Suit::Hearts)
    }

    /// Whether playing this card breaks hearts.
    #[inline]
    pub fn breaks_hearts(&self, card: Card) -> bool {
        self.breaks_mask & (1 << card.index()) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Preset;

    #[test]
    fn black_lady_for_four_deals_thirteen_each_and_is_worth_26() {
        let set = Preset::BlackLady.rules(4).check().unwrap();
        assert_eq!(set.hand_size(), 13);
        assert_eq!(set.moon_value(), 26);
        assert_eq!(set.opening_card(), Some(Card::TWO_OF_CLUBS));
        assert_eq!(set.deck().len(), 52);
        let cycle: Vec<_> = (0..5).map(|h| set.pass_direction(h)).collect();
        use PassDirection::*;
        assert_eq!(cycle, [Left(1), Left(3), Left(2), Hold, Left(1)]);
    }

    #[test]
    fn odd_player_counts_skip_across() {
        let set = Preset::BlackLady.rules(5).check().unwrap();
        use PassDirection::*;
        let cycle: Vec<_> = (0..3).map(|h| set.pass_direction(h)).collect();
        assert_eq!(cycle, [Left(1), Left(4), Hold]);
    }

    #[test]
    fn impossible_rules_say_what_is_wrong() {
        let mut rules = Preset::BlackLady.rules(4);
        rules.players = 12;
        assert!(rules.check().unwrap_err().0.contains("3 to 11 players"));

        let mut rules = Preset::BlackLady.rules(4);
        rules.players = 5;
        rules.removed.clear();
        let err = rules.check().unwrap_err().0;
        assert!(err.contains("do not deal evenly"), "{err}");

        let mut rules = Preset::BlackLady.rules(4);
        rules.removed = vec![Card::TWO_OF_CLUBS, Card::TWO_OF_CLUBS];
        assert!(rules.check().unwrap_err().0.contains("no copy of it left"));

        let mut rules = Preset::BlackLady.rules(4);
        rules.packs = 2;
        let err = rules.check().unwrap_err().0;
        assert!(err.contains("2 copies of the Two of Clubs"), "{err}");

        let mut rules = Preset::BlackLady.rules(4);
        rules.passing.cards = 13;
        assert!(rules.check().unwrap_err().0.contains("cannot pass 13"));

        let mut rules = Preset::BlackLady.rules(4);
        rules.jokers = vec![Card::QUEEN_OF_SPADES];
        assert!(rules.check().unwrap_err().0.contains("not a joker"));
    }

    #[test]
    fn rules_round_trip_through_json() {
        let rules = Preset::BlackLady.rules(4);
        let json = serde_json::to_string(&rules).unwrap();
        let back: Rules = serde_json::from_str(&json).unwrap();
        assert_eq!(back, rules);
        let err = serde_json::from_str::<Rules>(r#"{"players": 4, "colour": "red"}"#);
        assert!(err.is_err(), "unknown fields are refused, not ignored");
    }
}

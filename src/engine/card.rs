//! Suits, ranks and cards: the card's identity, its text form ("QS", "TD") and its name
//! ("Queen of Spades").
//!
//! A card is one byte, `suit * 16 + rank`, so that a set of cards fits a `u64` bitboard
//! (see [`crate::engine::Cards`]). Ranks run 2–14 (ace high). Rank 0 is a joker that plays as
//! the zero of its suit (the zero of clubs, the zero of diamonds). The valueless joker, which
//! belongs to no suit, takes the otherwise unused slot 15 of the clubs block.
//!
//! Text form: rank `2`–`9`, `T`, `J`, `Q`, `K`, `A` then suit `C`, `D`, `H`, `S`. Jokers are
//! `0C` (zero of clubs), `0D` (zero of diamonds) and `JK` (a valueless joker). Parsing also
//! accepts `10` for the ten, lower case, and the suit symbols ♣ ♦ ♥ ♠.
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// The four suits. The order (clubs, diamonds, spades, hearts) alternates colours, which is
/// also how a hand is sorted for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Spades = 2,
    Hearts = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts];

    /// The suit with this index (0–3, in the order of [`Suit::ALL`]).
    pub const fn from_index(index: u8) -> Option<Suit> {
        match index {
            0 => Some(Suit::Clubs),
            1 => Some(Suit::Diamonds),
            2 => Some(Suit::Spades),
            3 => Some(Suit::Hearts),
            _ => None,
        }
    }

    pub const fn index(self) -> u8 {
        self as u8
    }

    /// Plural English name, lower case: "clubs".
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
        }
    }

    /// Plural English name as a title: "Clubs".
    pub const fn title(self) -> &'static str {
        match self {
            Suit::Clubs => "Clubs",
            Suit::Diamonds => "Diamonds",
            Suit::Spades => "Spades",
            Suit::Hearts => "Hearts",
        }
    }

    /// Singular English name, lower case: "club".
    pub const fn singular(self) -> &'static str {
        match self {
            Suit::Clubs => "club",
            Suit::Diamonds => "diamond",
            Suit::Spades => "spade",
            Suit::Hearts => "heart",
        }
    }

    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
        }
    }

    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
        }
    }

    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
            'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'S' | 's' | '♠' | '♤' => Some(Suit::Spades),
            'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rank from 2 to 14 (ace), or 0 for a joker that plays as the zero of its suit.
pub type Rank = u8;

pub const JACK: Rank = 11;
pub const QUEEN: Rank = 12;
pub const KING: Rank = 13;
pub const ACE: Rank = 14;

/// One card. Identical cards from different packs are the same `Card`: the engine counts
/// copies instead of telling them apart, because no rule does either.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// Bit index of the valueless joker.
const JOKER_INDEX: u8 = 15;

impl Card {
    /// The valueless joker: belongs to no suit.
    pub const JOKER: Card = Card(JOKER_INDEX);
    /// The joker that plays as the zero of clubs (lowest club).
    pub const ZERO_OF_CLUBS: Card = Card(0);
    /// The joker that plays as the zero of diamonds (lowest diamond).
    pub const ZERO_OF_DIAMONDS: Card = Card(16);
    pub const TWO_OF_CLUBS: Card = Card::new(Suit::Clubs, 2);
    pub const QUEEN_OF_SPADES: Card = Card::new(Suit::Spades, QUEEN);

    /// A card of a suit. `rank` must be 2–14, or 0 for clubs and diamonds (the zero jokers).
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        debug_assert!((rank >= 2 && rank <= 14) || (rank == 0 && suit.index() < 2));
        Card(suit.index() * 16 + rank)
    }

    /// The card with this bit index, if the index names a card.
    pub const fn from_index(index: u8) -> Option<Card> {
        let rank = index % 16;
        let suit = index / 16;
        if index == JOKER_INDEX
            || (suit < 4 && rank >= 2 && rank <= 14)
            || index == 0
            || index == 16
        {
            Some(Card(index))
        } else {
            None
        }
    }

    /// The card with this bit index, which must name a card: for indices taken from a card
    /// set's own bits, where the check of [`Card::from_index`] would be wasted work.
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Card {
        debug_assert!(Card::from_index(index).is_some());
        Card(index)
    }

    /// The bit index, 0–63.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card's suit; `None` for the valueless joker. The zero jokers belong to their suit.
    #[inline]
    pub const fn suit(self) -> Option<Suit> {
        const BY_BLOCK: [Suit; 4] = Suit::ALL;
        if self.0 == JOKER_INDEX {
            None
        } else {
            Some(BY_BLOCK[(self.0 >> 4) as usize & 3])
        }
    }

    /// The rank: 2–14, 0 for a zero joker and for the valueless joker.
    pub const fn rank(self) -> Rank {
        if self.0 == JOKER_INDEX {
            0
        } else {
            self.0 % 16
        }
    }

    /// Whether this is one of the jokers (valueless or a zero).
    pub const fn is_joker(self) -> bool {
        self.0 == JOKER_INDEX || self.0 % 16 == 0
    }

    /// Every card of one pack, without jokers, in index order.
    pub fn pack() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|suit| (2..=ACE).map(move |rank| Card::new(suit, rank)))
    }

    /// The English name a screen reader says: "Queen of Spades", "Ten of Hearts",
    /// "Zero of Clubs (joker)", "Joker".
    pub fn name(self) -> String {
        if self == Card::JOKER {
            return "Joker".to_string();
        }
        let suit = self.suit().map_or("", |s| s.title());
        if self.rank() == 0 {
            return format!("Zero of {suit} (joker)");
        }
        format!("{} of {}", rank_name(self.rank()), suit)
    }

    /// The short label printed on a card's corner: "Q", "10", "0" or "★" for the joker.
    pub fn rank_label(self) -> &'static str {
        if self == Card::JOKER {
            return "★";
        }
        match self.rank() {
            0 => "0",
            2 => "2",
            3 => "3",
            4 => "4",
            5 => "5",
            6 => "6",
            7 => "7",
            8 => "8",
            9 => "9",
            10 => "10",
            JACK => "J",
            QUEEN => "Q",
            KING => "K",
            _ => "A",
        }
    }

    /// "Q♠", "10♥", "★": the compact form used in messages.
    pub fn short(self) -> String {
        match self.suit() {
            Some(suit) => format!("{}{}", self.rank_label(), suit.symbol()),
            None => "★".to_string(),
        }
    }
}

/// "Two", …, "Ten", "Jack", "Queen", "King", "Ace".
pub fn rank_name(rank: Rank) -> &'static str {
    match rank {
        0 => "Zero",
        2 => "Two",
        3 => "Three",
        4 => "Four",
        5 => "Five",
        6 => "Six",
        7 => "Seven",
        8 => "Eight",
        9 => "Nine",
        10 => "Ten",
        JACK => "Jack",
        QUEEN => "Queen",
        KING => "King",
        _ => "Ace",
    }
}

const RANK_LETTERS: &[u8; 15] = b"0?23456789TJQKA";

impl fmt::Display for Card {
    /// The two-character text form: "QS", "TD", "0C", "JK".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.suit() {
            None => f.write_str("JK"),
            Some(suit) => write!(
                f,
                "{}{}",
                RANK_LETTERS[self.rank() as usize] as char,
                suit.letter()
            ),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a piece of text is not a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError(pub String);

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a card: write a rank (2-9, T, J, Q, K, A) then a suit (C, D, H, S), like QS or TD; jokers are 0C, 0D and JK",
            self.0
        )
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError(text.to_string());
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("JK") || trimmed.eq_ignore_ascii_case("joker") {
            return Ok(Card::JOKER);
        }
        let suit_char = trimmed.chars().next_back().ok_or_else(err)?;
        let suit = Suit::from_char(suit_char).ok_or_else(err)?;
        let rank_text = &trimmed[..trimmed.len() - suit_char.len_utf8()];
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "0" if suit.index() < 2 => 0,
            "2" => 2,
            "3" => 3,
            "4" => 4,
            "5" => 5,
            "6" => 6,
            "7" => 7,
            "8" => 8,
            "9" => 9,
            "T" | "10" => 10,
            "J" => JACK,
            "Q" => QUEEN,
            "K" => KING,
            "A" => ACE,
            _ => return Err(err()),
        };
        Ok(Card::new(suit, rank))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_form_round_trips_for_every_card_and_joker() {
        let jokers = [Card::JOKER, Card::ZERO_OF_CLUBS, Card::ZERO_OF_DIAMONDS];
        for card in Card::pack().chain(jokers) {
            let text = card.to_string();
            assert_eq!(text.len(), 2, "{text}");
            assert_eq!(text.parse::<Card>(), Ok(card));
            assert_eq!(Card::from_index(card.index()), Some(card));
        }
        assert_eq!(Card::pack().count(), 52);
    }

    #[test]
    fn parses_the_lenient_forms() {
        assert_eq!("10h".parse::<Card>(), Ok(Card::new(Suit::Hearts, 10)));
        assert_eq!("Q♠".parse::<Card>(), Ok(Card::QUEEN_OF_SPADES));
        assert_eq!("joker".parse::<Card>(), Ok(Card::JOKER));
        for bad in ["", "Q", "1S", "QX", "0H", "QSS", "♠"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn names_are_what_a_screen_reader_says() {
        assert_eq!(Card::QUEEN_OF_SPADES.name(), "Queen of Spades");
        assert_eq!(Card::new(Suit::Hearts, 10).name(), "Ten of Hearts");
        assert_eq!(Card::ZERO_OF_CLUBS.name(), "Zero of Clubs (joker)");
        assert_eq!(Card::JOKER.name(), "Joker");
        assert_eq!(Card::new(Suit::Diamonds, 10).short(), "10♦");
    }

    #[test]
    fn jokers_belong_where_the_rules_put_them() {
        assert_eq!(Card::ZERO_OF_CLUBS.suit(), Some(Suit::Clubs));
        assert_eq!(Card::ZERO_OF_CLUBS.rank(), 0);
        assert_eq!(Card::JOKER.suit(), None);
        assert!(Card::JOKER.is_joker() && Card::ZERO_OF_DIAMONDS.is_joker());
        assert!(!Card::TWO_OF_CLUBS.is_joker());
        assert_eq!(Card::from_index(1), None);
        assert_eq!(Card::from_index(64), None);
    }

    #[test]
    fn serde_uses_the_text_form() {
        let json = serde_json::to_string(&Card::QUEEN_OF_SPADES).unwrap();
        assert_eq!(json, "\"QS\"");
        let back: Card = serde_json::from_str("\"TD\"").unwrap();
        assert_eq!(back, Card::new(Suit::Diamonds, 10));
        assert!(serde_json::from_str::<Card>("\"ZZ\"").is_err());
    }
}

//! `Cards`: a multiset of cards as three stacked bitboards, so that hands, tricks and piles of
//! up to three packs cost a few machine words and no allocation.
//!
//! Layer `k` holds the cards of which there are more than `k` copies (a "thermometer" code):
//! one pack uses layer 0 only, two packs layers 0–1, three packs all three. The distinct cards
//! are layer 0, which is what move generation works on.
use super::card::{Card, Suit};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The most copies of one card the engine holds: three packs, or three jokers.
pub const MAX_COPIES: u8 = 3;

/// Bits of the cards that belong to a suit: ranks 2–14 and the suit's zero joker.
pub const fn suit_mask(suit: Suit) -> u64 {
    0x7FFD_u64 << (suit.index() as u32 * 16)
}

/// Every bit that names a card.
pub const ALL_CARDS_MASK: u64 = 0x7FFD_7FFD_7FFD_7FFD | (1 << 15);

#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Cards {
    layers: [u64; MAX_COPIES as usize],
}

impl Cards {
    pub const EMPTY: Cards = Cards { layers: [0; 3] };

    /// A set holding one copy of each card in `mask`.
    pub const fn from_mask(mask: u64) -> Cards {
        Cards {
            layers: [mask & ALL_CARDS_MASK, 0, 0],
        }
    }

    /// One copy of every card of a suit (without its zero joker).
    pub const fn suit(suit: Suit) -> Cards {
        Cards::from_mask(suit_mask(suit) & !(1 << (suit.index() as u32 * 16)))
    }

    pub fn single(card: Card) -> Cards {
        Cards::from_mask(1 << card.index())
    }

    /// The distinct cards held, as a bitboard.
    #[inline]
    pub const fn distinct(&self) -> u64 {
        self.layers[0]
    }

    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.layers[0] == 0
    }

    /// The number of cards, counting every copy.
    #[inline]
    pub const fn len(&self) -> u32 {
        self.layers[0].count_ones() + self.layers[1].count_ones() + self.layers[2].count_ones()
    }

    /// How many copies of `card` are held (0–3).
    #[inline]
    pub const fn count(&self, card: Card) -> u8 {
        let bit = 1u64 << card.index();
        (self.layers[0] & bit != 0) as u8
            + (self.layers[1] & bit != 0) as u8
            + (self.layers[2] & bit != 0) as u8
    }

    #[inline]
    pub const fn contains(&self, card: Card) -> bool {
        self.layers[0] & (1u64 << card.index()) != 0
    }

    /// Adds one copy. Returns false, and changes nothing, if three copies are already held.
    #[inline]
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = 1u64 << card.index();
        let [l0, l1, l2] = self.layers;
        if l0 & bit == 0 {
            // The first copy: the common case, and the only one with one pack.
            self.layers[0] = l0 | bit;
            return true;
        }
        if l2 & bit != 0 {
            return false;
        }
        // Another copy fills the lowest empty layer.
        self.layers = [l0, l1 | bit, l2 | (bit & l1)];
        true
    }

    /// Removes one copy. Returns false if none was held.
    #[inline]
    pub fn remove(&mut self, card: Card) -> bool {
        let bit = 1u64 << card.index();
        let [l0, l1, l2] = self.layers;
        if l1 & bit == 0 {
            // The only copy (or none).
            self.layers[0] = l0 & !bit;
            return l0 & bit != 0;
        }
        // One of several copies leaves the highest full layer.
        self.layers = [l0, l1 & !(bit & !l2), l2 & !bit];
        true
    }

    /// Every copy in both sets (multiset sum). Copies beyond three are dropped; no deal holds
    /// more than three of a card.
    #[inline]
    pub const fn plus(self, other: Cards) -> Cards {
        let [a0, a1, a2] = self.layers;
        let [b0, b1, b2] = other.layers;
        Cards {
            layers: [
                a0 | b0,
                a1 | b1 | (a0 & b0),
                a2 | b2 | (a1 & b0) | (a0 & b1),
            ],
        }
    }

    /// The copies of `self` that are not matched by a copy in `other` (multiset difference).
    pub fn minus(self, other: Cards) -> Cards {
        let mut out = Cards::EMPTY;
        for card in self.iter_distinct() {
            for _ in other.count(card)..self.count(card) {
                out.insert(card);
            }
        }
        out
    }

    /// Whether every copy in `other` is also in `self`.
    pub const fn contains_all(&self, other: &Cards) -> bool {
        (other.layers[0] & !self.layers[0]) == 0
            && (other.layers[1] & !self.layers[1]) == 0
            && (other.layers[2] & !self.layers[2]) == 0
    }

    /// Only the cards whose bit is in `mask`, with all their copies.
    #[inline]
    pub const fn filter(self, mask: u64) -> Cards {
        Cards {
            layers: [
                self.layers[0] & mask,
                self.layers[1] & mask,
                self.layers[2] & mask,
            ],
        }
    }

    /// The cards of which at least `copies` (1–3) are held, as a bitboard.
    #[inline]
    pub const fn with_copies(&self, copies: u8) -> u64 {
        match copies {
            0 => ALL_CARDS_MASK,
            1 => self.layers[0],
            2 => self.layers[1],
            3 => self.layers[2],
            _ => 0,
        }
    }

    /// The distinct cards, lowest index first.
    #[inline]
    pub fn iter_distinct(&self) -> BitIter {
        BitIter(self.layers[0])
    }

    /// Every copy, lowest index first (a card held twice comes twice).
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        self.iter_distinct()
            .flat_map(move |card| std::iter::repeat_n(card, self.count(card) as usize))
    }

    /// The `n`th copy in [`Cards::iter`] order, if there are more than `n` cards.
    pub fn nth_copy(&self, n: u32) -> Option<Card> {
        if self.layers[1] == 0 {
            // One copy of each: the nth set bit.
            if n >= self.layers[0].count_ones() {
                return None;
            }
            return Some(Card::from_index_unchecked(nth_bit(self.layers[0], n)));
        }
        let mut n = n;
        for card in self.iter_distinct() {
            let copies = self.count(card) as u32;
            if n < copies {
                return Some(card);
            }
            n -= copies;
        }
        None
    }

    /// `count` cards drawn uniformly from these, copies counted separately (fewer if there
    /// are not enough). Allocates nothing.
    pub fn sample(&self, count: u32, rng: &mut impl rand::RngExt) -> Cards {
        if self.layers[1] == 0 {
            // One copy of each: draw bits.
            let mut left = self.layers[0];
            let mut chosen = 0u64;
            let mut len = left.count_ones();
            for _ in 0..count.min(len) {
                let bit = 1u64 << nth_bit(left, rng.random_range(0..len));
                left &= !bit;
                chosen |= bit;
                len -= 1;
            }
            return Cards::from_mask(chosen);
        }
        let mut left = *self;
        let mut chosen = Cards::EMPTY;
        for _ in 0..count {
            let len = left.len();
            if len == 0 {
                break;
            }
            if let Some(card) = left.nth_copy(rng.random_range(0..len)) {
                left.remove(card);
                chosen.insert(card);
            }
        }
        chosen
    }

    /// One distinct card drawn uniformly from the distinct cards held.
    #[inline]
    pub fn pick_distinct(&self, rng: &mut impl rand::RngExt) -> Option<Card> {
        // The bits are counted once, for both the draw and finding the bit drawn.
        let ranked = RankedBits::new(self.layers[0]);
        let n = ranked.len();
        if n == 0 {
            return None;
        }
        Some(Card::from_index_unchecked(
            ranked.nth(rng.random_range(0..n)),
        ))
    }

    /// The distinct cards of one suit.
    pub fn of_suit(&self, suit: Suit) -> u64 {
        self.layers[0] & suit_mask(suit)
    }
}

impl FromIterator<Card> for Cards {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Cards {
        let mut cards = Cards::EMPTY;
        for card in iter {
            cards.insert(card);
        }
        cards
    }
}

/// The distinct cards of a [`Cards`], lowest first.
#[derive(Clone, Copy, Debug)]
pub struct BitIter(u64);

impl Iterator for BitIter {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        // The bits come from a card set, and every bit a card set holds names a card.
        Some(Card::from_index_unchecked(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

/// For each byte value and `k`, the position of its `k`th set bit (8 when there is none).
const SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[8u8; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut k = 0;
        let mut bit = 0;
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The `n`th set bit of `mask` (counting from 0, lowest first); 64 or more when there are
/// `n` or fewer set bits.
#[inline]
pub fn nth_bit(mask: u64, n: u32) -> u8 {
    RankedBits::new(mask).nth(n)
}

/// A bitboard with the running totals of its bytes' bit counts, for finding its set bits by
/// number (broadword selection without branches).
///
/// The bytes' bit counts are summed into running totals in one multiplication; the byte
/// holding the `n`th bit is found by comparing every total with `n` at once, and a table
/// finishes inside the byte. A random card is picked this way on every play of a playout,
/// where a loop's unpredictable length would cost more than the work. The last total is the
/// number of bits, so a draw that needs it first does not count the bits twice.
#[derive(Clone, Copy)]
struct RankedBits {
    mask: u64,
    /// Byte i holds the number of set bits in bytes 0..=i.
    totals: u64,
}

impl RankedBits {
    #[inline]
    fn new(mask: u64) -> RankedBits {
        let mut counts = mask - ((mask >> 1) & 0x5555_5555_5555_5555);
        counts = (counts & 0x3333_3333_3333_3333) + ((counts >> 2) & 0x3333_3333_3333_3333);
        counts = (counts + (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        RankedBits {
            mask,
            totals: counts.wrapping_mul(ONES),
        }
    }

    /// The number of set bits.
    #[inline]
    fn len(self) -> u32 {
        (self.totals >> 56) as u32
    }

    /// The `n`th set bit, counting from 0; 64 or more when there are `n` or fewer.
    #[inline]
    fn nth(self, n: u32) -> u8 {
        let n = n as u64;
        let totals = self.totals;
        // The bytes whose running total is at most n: each sets its top bit.
        let at_most = (((n.min(127) * ONES) | HIGHS) - totals) & HIGHS;
        let byte = ((at_most >> 7).wrapping_mul(ONES) >> 56) as u32;
        if byte >= 8 {
            return 64;
        }
        let before = ((totals << 8) >> (byte * 8)) & 0xFF;
        let in_byte = ((self.mask >> (byte * 8)) & 0xFF) as usize;
        (byte * 8) as u8 + SELECT_IN_BYTE[in_byte][(n - before) as usize & 7]
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Cards {
    /// Cards in text form separated by spaces, each copy written out: "2C 2C QS".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for card in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl Serialize for Cards {
    /// A list of cards in text form, each copy written out.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Cards, D::Error> {
        let list = Vec::<Card>::deserialize(deserializer)?;
        let mut cards = Cards::EMPTY;
        for card in list {
            if !cards.insert(card) {
                return Err(serde::de::Error::custom(format!(
                    "more than {MAX_COPIES} copies of {card}"
                )));
            }
        }
        Ok(cards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn counts_copies_up_to_three() {
        let mut cards = Cards::EMPTY;
        assert!(cards.insert(card("QS")));
        assert!(cards.insert(card("QS")));
        assert!(cards.insert(card("QS")));
        assert!(!cards.insert(card("QS")), "a fourth copy is refused");
        assert_eq!(cards.count(card("QS")), 3);
        assert_eq!(cards.len(), 3);
        assert!(cards.remove(card("QS")));
        assert_eq!(cards.count(card("QS")), 2);
        assert!(!cards.remove(card("2C")));
    }

    #[test]
    fn suit_masks_cover_the_pack_and_the_zero_jokers() {
        let all: u32 = Suit::ALL.iter().map(|&s| suit_mask(s).count_ones()).sum();
        assert_eq!(all, 52 + 4, "13 ranks and a zero slot per suit");
        assert_eq!(Cards::suit(Suit::Hearts).len(), 13);
        assert!(suit_mask(Suit::Clubs) & (1 << Card::ZERO_OF_CLUBS.index()) != 0);
        assert_eq!(suit_mask(Suit::Clubs) & (1 << Card::JOKER.index()), 0);
        let pack: Cards = Card::pack().collect();
        assert_eq!(pack.len(), 52);
    }

    #[test]
    fn sampling_draws_from_what_is_there() {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let cards: Cards = ["2C", "2C", "QS", "AH", "KD"]
            .iter()
            .map(|t| card(t))
            .collect();
        for _ in 0..50 {
            let three = cards.sample(3, &mut rng);
            assert_eq!(three.len(), 3);
            assert!(cards.contains_all(&three));
            assert!(cards.contains(cards.pick_distinct(&mut rng).unwrap()));
        }
        assert_eq!(
            cards.sample(9, &mut rng),
            cards,
            "asking for more takes all"
        );
        assert_eq!(cards.nth_copy(1), Some(card("2C")));
        assert_eq!(cards.nth_copy(5), None);
        assert_eq!(Cards::EMPTY.pick_distinct(&mut rng), None);
    }

    #[test]
    fn nth_bit_walks_the_set_bits() {
        let mask = 0b1011_0100;
        assert_eq!(nth_bit(mask, 0), 2);
        assert_eq!(nth_bit(mask, 1), 4);
        assert_eq!(nth_bit(mask, 3), 7);
        assert!(nth_bit(mask, 4) >= 64, "past the last set bit");
        assert_eq!(nth_bit(u64::MAX, 63), 63);
        assert_eq!(nth_bit(1 << 63, 0), 63);
    }

    #[test]
    fn serde_round_trips_copies() {
        let cards: Cards = ["2C", "2C", "QS", "JK"].iter().map(|t| card(t)).collect();
        let json = serde_json::to_string(&cards).unwrap();
        assert_eq!(json, r#"["2C","2C","JK","QS"]"#);
        let back: Cards = serde_json::from_str(&json).unwrap();
        assert_eq!(back, cards);
        assert!(serde_json::from_str::<Cards>(r#"["2C","2C","2C","2C"]"#).is_err());
    }

    fn arb_cards() -> impl Strategy<Value = Cards> {
        prop::collection::vec((0u8..52, 1u8..=3), 0..20).prop_map(|picks| {
            let pack: Vec<Card> = Card::pack().collect();
            let mut cards = Cards::EMPTY;
            for (i, copies) in picks {
                for _ in 0..copies {
                    cards.insert(pack[i as usize]);
                }
            }
            cards
        })
    }

    proptest! {
        #[test]
        fn plus_adds_counts(a in arb_cards(), b in arb_cards()) {
            let sum = a.plus(b);
            for card in Card::pack() {
                let expected = (a.count(card) + b.count(card)).min(MAX_COPIES);
                prop_assert_eq!(sum.count(card), expected);
            }
        }

        #[test]
        fn minus_undoes_plus(a in arb_cards(), b in arb_cards()) {
            let sum = a.plus(b);
            prop_assume!(Card::pack().all(|c| a.count(c) + b.count(c) <= MAX_COPIES));
            prop_assert_eq!(sum.minus(b), a);
            prop_assert!(sum.contains_all(&a) && sum.contains_all(&b));
            prop_assert_eq!(sum.len(), a.len() + b.len());
        }

        #[test]
        fn nth_bit_agrees_with_walking_the_bits(mask in any::<u64>()) {
            let mut walk = mask;
            for n in 0..mask.count_ones() {
                prop_assert_eq!(nth_bit(mask, n), walk.trailing_zeros() as u8);
                walk &= walk - 1;
            }
        }

        #[test]
        fn iter_yields_every_copy(a in arb_cards()) {
            let back: Cards = a.iter().collect();
            prop_assert_eq!(back, a);
            prop_assert_eq!(a.iter().count() as u32, a.len());
        }
    }
}

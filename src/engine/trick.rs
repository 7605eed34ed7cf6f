//! The trick on the table: who led, the cards in the order played, the suit led, and who
//! wins it.
use super::card::{Card, Suit};
use super::cards::suit_mask;
use super::seat::{MAX_SEATS, Seat};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// A card and the seat that played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub seat: Seat,
    pub card: Card,
}

/// The cards played to the current trick, in order, starting with the leader's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trick {
    leader: Seat,
    cards: ArrayVec<Card, MAX_SEATS>,
    led: Option<Suit>,
}

impl Trick {
    pub fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            cards: ArrayVec::new(),
            led: None,
        }
    }

    pub fn leader(&self) -> Seat {
        self.leader
    }

    /// The suit led, once a card has been led.
    #[inline]
    pub fn led(&self) -> Option<Suit> {
        self.led
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The plays so far, each with the seat that made it, at a table of `players`.
    pub fn plays(&self, players: u8) -> impl Iterator<Item = Play> + '_ {
        self.cards.iter().enumerate().map(move |(i, &card)| Play {
            seat: self.leader.left(i as u8, players),
            card,
        })
    }

    #[inline]
    pub(crate) fn push(&mut self, card: Card) {
        if self.cards.is_empty() {
            self.led = card.suit();
        }
        self.cards.push(card);
    }

    /// The position in the trick of the winning card: the highest card of the suit led.
    /// Of identical cards (several packs), the one played later wins.
    #[inline]
    pub fn winning_position(&self) -> usize {
        let Some(led) = self.led else {
            return 0;
        };
        // Within a suit, a higher bit is a higher rank.
        let mask = suit_mask(led);
        let mut best = 0;
        let mut best_index = 0;
        for (i, card) in self.cards.iter().enumerate() {
            let index = card.index();
            if mask & (1 << index) != 0 && index >= best_index {
                best = i;
                best_index = index;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trick(leader: u8, cards: &str) -> Trick {
        let mut trick = Trick::new(Seat(leader));
        for text in cards.split_whitespace() {
            trick.push(text.parse().unwrap());
        }
        trick
    }

    #[test]
    fn highest_card_of_the_suit_led_wins() {
        let t = trick(2, "5C KC AH QC");
        assert_eq!(t.led(), Some(Suit::Clubs));
        assert_eq!(t.winning_position(), 1, "the ace of hearts is off-suit");
        let seats: Vec<_> = t.plays(4).map(|p| p.seat).collect();
        assert_eq!(seats, [Seat(2), Seat(3), Seat(0), Seat(1)]);
    }

    #[test]
    fn the_later_of_two_identical_cards_wins_without_cancellation() {
        let t = trick(0, "9S AS 3S AS 2D");
        assert_eq!(t.winning_position(), 3);
    }
}

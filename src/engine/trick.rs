//! The trick on the table: who led, the cards in the order played, the suit led, which
//! identical cards cancel, and who wins it (or whether it is cancelled).
use super::card::{Card, Suit};
use super::cards::{Cards, suit_mask};
use super::rules::Cancellation;
use super::seat::Seat;
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// The most cards one trick can hold: six players, one pack, booster nines extending it four
/// times (30), with room to spare; without booster nines, one card per player.
pub const MAX_TRICK: usize = 48;

/// A card and the seat that played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub seat: Seat,
    pub card: Card,
}

/// How a complete trick ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The card at this position wins.
    Won(usize),
    /// Every card that could win is cancelled (or two pairs cancelled the trick).
    Cancelled,
}

/// The cards played to the current trick, in order, starting with the leader's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trick {
    leader: Seat,
    players: u8,
    /// Seats moved per card: 1 clockwise, players − 1 anticlockwise.
    step: u8,
    cards: ArrayVec<Card, MAX_TRICK>,
    led: Option<Suit>,
    /// The cards in the trick, with copies.
    set: Cards,
    /// How many rounds the trick lasts (1, plus one per nine under booster nines).
    rounds: u8,
    /// The seat to play next.
    next: Seat,
    /// The highest card of the suit led so far, as its bit (0 until one is played), and of
    /// its copies the one played last: where it lies and who played it. Kept as each card
    /// is played, so that who is winning a trick without cancelling is known at once rather
    /// than by going through the trick after every card.
    top_bit: u64,
    top_position: u8,
    top_seat: Seat,
}

impl Trick {
    /// An empty trick led by `leader` at a table of `players` where each turn moves `step`
    /// seats to the left.
    pub fn new(leader: Seat, players: u8, step: u8) -> Trick {
        Trick {
            leader,
            players,
            step,
            cards: ArrayVec::new(),
            led: None,
            set: Cards::EMPTY,
            rounds: 1,
            next: leader,
            top_bit: 0,
            top_position: 0,
            top_seat: leader,
        }
    }

    pub fn leader(&self) -> Seat {
        self.leader
    }

    /// The suit to follow, once one is set: by the card led, or (after a joker) by a call or
    /// by the next card.
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

    /// The cards in the trick, with copies.
    pub fn set(&self) -> Cards {
        self.set
    }

    /// Rounds the trick lasts so far.
    pub fn rounds(&self) -> u8 {
        self.rounds
    }

    /// The seat that plays (or played) the card at `position`.
    #[inline]
    pub fn seat_at(&self, position: usize) -> Seat {
        let players = self.players.max(1) as usize;
        // Without a division in the usual cases: the first round of a trick, and play to
        // the left or to the right.
        let round = if position < players {
            position
        } else {
            position % players
        };
        let step = self.step as usize;
        let offset = if step == 1 {
            round
        } else if step == players - 1 {
            // Each step one seat to the right: `round` seats to the right of the leader.
            if round == 0 { 0 } else { players - round }
        } else {
            (round * step) % players
        };
        self.leader.left(offset as u8, self.players)
    }

    /// The seat to play next.
    #[inline]
    pub fn next_seat(&self) -> Seat {
        self.next
    }

    /// The plays so far, each with the seat that made it.
    pub fn plays(&self) -> impl Iterator<Item = Play> + '_ {
        self.cards.iter().enumerate().map(move |(i, &card)| Play {
            seat: self.seat_at(i),
            card,
        })
    }

    /// Whether every seat has played its last card of the trick's rounds.
    #[inline]
    pub fn is_complete(&self) -> bool {
        self.cards.len() >= self.players as usize * self.rounds as usize
    }

    /// Adds a card. `extends` (a nine under booster nines) adds a round, up to
    /// `max_rounds` (the cards each player held when the trick began).
    #[inline]
    pub(crate) fn push(&mut self, card: Card, extends: bool, max_rounds: u8) {
        if self.led.is_none() {
            self.led = card.suit();
        }
        self.note_top(card, self.cards.len(), self.next);
        self.cards.push(card);
        self.set.insert(card);
        self.next = self.next.left(self.step, self.players);
        if extends && self.rounds < max_rounds {
            self.rounds += 1;
        }
    }

    /// Takes `card`, played at `position` by `seat`, as the top of the suit led if it is of
    /// that suit and no lower than the top so far (a later copy beats an earlier one).
    #[inline]
    fn note_top(&mut self, card: Card, position: usize, seat: Seat) {
        let bit = 1u64 << card.index();
        let led = self.led.map_or(0, suit_mask);
        // Without a branch: whether a card beats the top is anybody's guess, and a wrong
        // guess would wait for the card to be drawn.
        let higher = (led & bit != 0) & (bit >= self.top_bit);
        let take = (higher as u64).wrapping_neg();
        self.top_bit = (bit & take) | (self.top_bit & !take);
        let take = take as u8;
        self.top_position = (position as u8 & take) | (self.top_position & !take);
        self.top_seat = Seat((seat.0 & take) | (self.top_seat.0 & !take));
    }

    /// The trick as it would stand after `card` is played to it (a booster nine's extra
    /// round left aside): for asking who would be winning.
    pub fn after(&self, card: Card) -> Trick {
        let mut next = self.clone();
        next.push(card, false, 1);
        next
    }

    /// Sets the suit to follow after a joker lead with a called suit.
    pub(crate) fn call(&mut self, suit: Suit) {
        self.led = Some(suit);
        // The suit to follow changed: the top is found again among the cards so far.
        self.top_bit = 0;
        for position in 0..self.cards.len() {
            let seat = self.seat_at(position);
            self.note_top(self.cards[position], position, seat);
        }
    }

    /// Whether the card at `position` is cancelled by an identical card.
    pub fn is_cancelled(&self, position: usize, rules: &Cancellation) -> bool {
        let card = self.cards[position];
        if self.set.count(card) < 2 {
            return false;
        }
        if !rules.third_copy_stands {
            return true;
        }
        // A pair cancels; a third copy stands.
        let earlier = self.cards[..position]
            .iter()
            .filter(|&&c| c == card)
            .count();
        earlier < 2
    }

    /// The cards that are cancelled in this trick, as a bitboard.
    pub fn cancelled_cards(&self) -> u64 {
        self.set.with_copies(2)
    }

    /// Who wins the complete trick: the highest card of the suit led, leaving out cancelled
    /// cards when identical cards cancel. Without cancellation, of identical cards the one
    /// played later wins. A trick with no suit set (only jokers) goes to its leader.
    #[inline]
    pub fn outcome(&self, cancellation: Option<&Cancellation>) -> Outcome {
        let Some(led) = self.led else {
            return Outcome::Won(0);
        };
        let mask = suit_mask(led);
        if let Some(rules) = cancellation {
            if rules.two_pairs_cancel_trick && self.set.with_copies(2).count_ones() >= 2 {
                return Outcome::Cancelled;
            }
            let mut best: Option<(usize, u8)> = None;
            for (i, card) in self.cards.iter().enumerate() {
                let index = card.index();
                if mask & (1 << index) != 0
                    && !self.is_cancelled(i, rules)
                    && best.is_none_or(|(_, b)| index > b)
                {
                    best = Some((i, index));
                }
            }
            return best.map_or(Outcome::Cancelled, |(i, _)| Outcome::Won(i));
        }
        // Within a suit, a higher bit is a higher rank: the winner is the highest bit of the
        // suit led, and of its copies the one played last. That is the top kept as the cards
        // were played, once there is a card of the suit led.
        if self.top_bit != 0 {
            return Outcome::Won(self.top_position as usize);
        }
        let mut led_cards = self.set.distinct() & mask;
        if led_cards == 0 {
            // Nobody held the suit called for a joker: the first suit actually played decides
            // (house). A trick of jokers alone goes to its leader.
            match self.cards.iter().find_map(|c| c.suit()) {
                Some(suit) => led_cards = self.set.distinct() & suit_mask(suit),
                None => return Outcome::Won(0),
            }
        }
        let top = 63 - led_cards.leading_zeros() as u8;
        let position = self.cards.iter().rposition(|c| c.index() == top);
        Outcome::Won(position.unwrap_or(0))
    }

    /// The position of the card winning the trick so far, complete or not: the card that
    /// would take it if it ended now. `None` while every card that could win is cancelled.
    pub fn winning(&self, cancellation: Option<&Cancellation>) -> Option<usize> {
        match self.outcome(cancellation) {
            Outcome::Won(position) if position < self.cards.len() => Some(position),
            _ => None,
        }
    }

    /// The play winning the trick so far, as [`Trick::winning`] finds it, with its seat.
    #[inline]
    pub fn winning_play(&self, cancellation: Option<&Cancellation>) -> Option<Play> {
        if cancellation.is_none() && self.top_bit != 0 {
            // Without cancelling, the top of the suit led wins (kept as the cards were played).
            return Some(Play {
                seat: self.top_seat,
                card: Card::from_index_unchecked(self.top_bit.trailing_zeros() as u8),
            });
        }
        self.winning(cancellation).map(|at| Play {
            seat: self.seat_at(at),
            card: self.cards[at],
        })
    }

    /// For a cancelled last trick under 001's rule: the position of the second of the two
    /// highest identical cards of the suit led, if there is such a pair.
    pub fn second_of_highest_pair(&self) -> Option<usize> {
        let pairs = self.set.with_copies(2);
        if pairs == 0 {
            return None;
        }
        // Only pairs of the suit led compete; without one, the rule has nothing to go on.
        let pool = self.led.map_or(0, |s| pairs & suit_mask(s));
        if pool == 0 {
            return None;
        }
        let highest = 63 - pool.leading_zeros() as u8;
        self.cards
            .iter()
            .enumerate()
            .filter(|(_, c)| c.index() == highest)
            .nth(1)
            .map(|(i, _)| i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trick(leader: u8, players: u8, cards: &str) -> Trick {
        let mut trick = Trick::new(Seat(leader), players, 1);
        for text in cards.split_whitespace() {
            trick.push(text.parse().unwrap(), false, 1);
        }
        trick
    }

    const ALL_CANCEL: Cancellation = Cancellation {
        third_copy_stands: false,
        two_pairs_cancel_trick: false,
        last_trick: crate::engine::LastCancelledTrick::Leader,
    };

    #[test]
    fn the_card_winning_so_far_leaves_out_cancelled_pairs() {
        assert_eq!(trick(0, 5, "").winning(Some(&ALL_CANCEL)), None);
        assert_eq!(trick(0, 5, "AC").winning(Some(&ALL_CANCEL)), Some(0));
        assert_eq!(
            trick(0, 5, "AC AC").winning(Some(&ALL_CANCEL)),
            None,
            "both aces cancel and no other club stands"
        );
        assert_eq!(trick(0, 5, "AC AC 3C").winning(Some(&ALL_CANCEL)), Some(2));
        assert_eq!(
            trick(0, 5, "9S 9S 8S").winning(Some(&ALL_CANCEL)),
            Some(2),
            "both nines cancelled: the 8♠ wins, not a 9♠"
        );
        assert_eq!(
            trick(0, 4, "5C KC").winning(None),
            Some(1),
            "without cancelling, the higher club"
        );
    }

    #[test]
    fn highest_card_of_the_suit_led_wins() {
        let t = trick(2, 4, "5C KC AH QC");
        assert_eq!(t.led(), Some(Suit::Clubs));
        assert_eq!(
            t.outcome(None),
            Outcome::Won(1),
            "the ace of hearts is off-suit"
        );
        let seats: Vec<_> = t.plays().map(|p| p.seat).collect();
        assert_eq!(seats, [Seat(2), Seat(3), Seat(0), Seat(1)]);
        assert!(t.is_complete());
    }

    #[test]
    fn the_later_of_two_identical_cards_wins_without_cancellation() {
        let t = trick(0, 5, "9S AS 3S AS 2D");
        assert_eq!(t.outcome(None), Outcome::Won(3));
    }

    #[test]
    fn identical_cards_cancel_and_the_next_highest_wins() {
        let t = trick(0, 5, "9S AS 3S AS 2D");
        assert_eq!(
            t.outcome(Some(&ALL_CANCEL)),
            Outcome::Won(0),
            "both aces cancel: the 9♠ wins"
        );
        assert!(t.is_cancelled(1, &ALL_CANCEL) && t.is_cancelled(3, &ALL_CANCEL));
        let t = trick(0, 4, "9S 9S 3H 3H");
        assert_eq!(t.outcome(Some(&ALL_CANCEL)), Outcome::Cancelled);
    }

    #[test]
    fn with_three_packs_a_third_copy_stands_only_by_option() {
        let t = trick(0, 5, "KH KH 2H KH 3C");
        assert_eq!(
            t.outcome(Some(&ALL_CANCEL)),
            Outcome::Won(2),
            "every king cancels"
        );
        let pairs = Cancellation {
            third_copy_stands: true,
            ..ALL_CANCEL
        };
        assert_eq!(
            t.outcome(Some(&pairs)),
            Outcome::Won(3),
            "the third king stands"
        );
    }

    #[test]
    fn two_pairs_cancel_the_trick_by_option() {
        let t = trick(0, 6, "AS 4S 4S 7D 7D 2S");
        assert_eq!(t.outcome(Some(&ALL_CANCEL)), Outcome::Won(0));
        let strict = Cancellation {
            two_pairs_cancel_trick: true,
            ..ALL_CANCEL
        };
        assert_eq!(t.outcome(Some(&strict)), Outcome::Cancelled);
    }

    #[test]
    fn the_zero_of_clubs_leads_clubs_and_wins_only_when_all_else_cancels() {
        let t = trick(0, 4, "0C 5C 5C 9D");
        assert_eq!(t.led(), Some(Suit::Clubs));
        assert_eq!(t.outcome(Some(&ALL_CANCEL)), Outcome::Won(0));
        let t = trick(0, 4, "0C 5C 2C 9D");
        assert_eq!(t.outcome(Some(&ALL_CANCEL)), Outcome::Won(1));
    }

    #[test]
    fn the_second_of_the_highest_pair() {
        let t = trick(3, 5, "QS 2S QS 7S 7S");
        assert_eq!(t.second_of_highest_pair(), Some(2));
        assert_eq!(t.seat_at(2), Seat(0));
    }

    #[test]
    fn a_called_suit_nobody_holds_goes_to_the_first_suit_played() {
        let mut t = Trick::new(Seat(0), 4, 1);
        t.push(Card::JOKER, false, 1);
        t.call(Suit::Hearts);
        for text in ["2D", "KS", "9D"] {
            t.push(text.parse().unwrap(), false, 1);
        }
        assert_eq!(
            t.outcome(None),
            Outcome::Won(3),
            "diamonds came first: the 9♦ wins"
        );
    }

    #[test]
    fn anticlockwise_play_goes_to_the_right() {
        let mut t = Trick::new(Seat(1), 4, 3);
        for text in ["2C", "3C", "4C", "5C"] {
            t.push(text.parse().unwrap(), false, 1);
        }
        let seats: Vec<_> = t.plays().map(|p| p.seat).collect();
        assert_eq!(seats, [Seat(1), Seat(0), Seat(3), Seat(2)]);
    }

    #[test]
    fn a_nine_extends_the_trick_by_a_round() {
        let mut t = Trick::new(Seat(0), 3, 1);
        for (text, nine) in [("5H", false), ("9H", true), ("2H", false)] {
            t.push(text.parse().unwrap(), nine, 4);
        }
        assert!(!t.is_complete());
        for text in ["3H", "KH", "4H"] {
            t.push(text.parse().unwrap(), false, 4);
        }
        assert!(t.is_complete());
        assert_eq!(t.outcome(None), Outcome::Won(4));
        assert_eq!(t.seat_at(4), Seat(1));
    }
}

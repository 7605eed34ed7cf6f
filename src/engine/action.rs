//! The small types players deal in: an action and its pass list, the phase the game waits
//! in, a seat's standing, where a pass goes, why an action is refused and what a seat may
//! do. They sit below the rules, the events and the game state so that all three can share
//! them without importing one another.
use super::card::{Card, Suit};
use super::cards::Cards;
use super::seat::Seat;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The most cards a deck can hold: three packs and three jokers.
pub const MAX_DECK: usize = 3 * 52 + 3;

/// The most cards one pass can hold.
pub const MAX_PASS: usize = 12;

/// What the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The dealer chooses how many cards to pass and where (dealer's choice).
    ChoosingPass,
    /// Every seat that has not passed yet chooses cards to pass.
    Passing,
    /// Every seat that has not decided says whether it pledges to take no hearts.
    Pledging,
    /// The seat on turn plays a card (or, after leading a joker, calls a suit).
    Playing,
    /// The shooter of the moon chooses between the old and the new moon.
    ChoosingMoon,
    /// The game is over; nothing more can be done.
    GameOver,
    /// The deal is scored and the game goes no further: a one-deal game (a search's
    /// playout, a tournament's deal) stops here instead of dealing the next hand.
    DealScored,
}

crate::engine::named::serde_by_name!(Phase, "a phase", {
    ChoosingPass = "choosing-pass",
    Passing = "passing",
    Pledging = "pledging",
    Playing = "playing",
    ChoosingMoon = "choosing-moon",
    GameOver = "game-over",
    DealScored = "deal-scored",
});

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::ChoosingPass => "the dealer is choosing the pass",
            Phase::Passing => "players are choosing cards to pass",
            Phase::Pledging => "players are deciding whether to pledge",
            Phase::Playing => "cards are being played",
            Phase::ChoosingMoon => "the shooter is choosing how to score the moon",
            Phase::GameOver => "the game is over",
            Phase::DealScored => "the deal is over",
        })
    }
}

/// Old or new moon, for a shooter who may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoonChoice {
    /// Every other player scores the moon's value.
    AddToOthers,
    /// The shooter takes the moon's value off their own score.
    SubtractFromShooter,
}

impl MoonChoice {
    /// "old moon", "new moon".
    pub fn name(self) -> &'static str {
        match self {
            MoonChoice::AddToOthers => "old moon",
            MoonChoice::SubtractFromShooter => "new moon",
        }
    }

    /// What the choice does, said to its shooter, with the moon's `value`: "everyone else
    /// scores 26", "26 off your score".
    pub fn effect(self, value: i32) -> String {
        match self {
            MoonChoice::AddToOthers => format!("everyone else scores {value}"),
            MoonChoice::SubtractFromShooter => format!("{value} off your score"),
        }
    }
}

crate::engine::named::serde_by_name!(MoonChoice, "a moon choice", {
    AddToOthers = "add-to-others",
    SubtractFromShooter = "subtract-from-shooter",
});

/// The cards one player passes, in order: for star and scatter passes, the first card goes to
/// the nearest recipient on the left, and so on. Written in JSON as a list of cards.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PassList {
    cards: [Card; MAX_PASS],
    len: u8,
}

impl PassList {
    pub const EMPTY: PassList = PassList {
        cards: [Card::JOKER; MAX_PASS],
        len: 0,
    };

    /// The list of these cards, if there are at most [`MAX_PASS`].
    pub fn new(cards: &[Card]) -> Option<PassList> {
        if cards.len() > MAX_PASS {
            return None;
        }
        let mut list = PassList::EMPTY;
        list.cards[..cards.len()].copy_from_slice(cards);
        list.len = cards.len() as u8;
        Some(list)
    }

    /// Every card of `cards`, in index order (at most [`MAX_PASS`]).
    pub fn from_cards(cards: Cards) -> PassList {
        let mut list = PassList::EMPTY;
        for card in cards.iter_distinct() {
            for _ in 0..cards.count(card) {
                if list.len as usize == MAX_PASS {
                    return list;
                }
                list.cards[list.len as usize] = card;
                list.len += 1;
            }
        }
        list
    }

    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Card] {
        &mut self.cards[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The same cards as a set.
    pub fn to_cards(&self) -> Cards {
        self.as_slice().iter().copied().collect()
    }
}

impl From<Cards> for PassList {
    fn from(cards: Cards) -> PassList {
        PassList::from_cards(cards)
    }
}

impl fmt::Debug for PassList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl fmt::Display for PassList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let texts: Vec<String> = self.as_slice().iter().map(|c| c.to_string()).collect();
        f.write_str(&texts.join(" "))
    }
}

impl Serialize for PassList {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

impl<'de> Deserialize<'de> for PassList {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PassList, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        PassList::new(&cards).ok_or_else(|| {
            serde::de::Error::custom(format!("a pass holds at most {MAX_PASS} cards"))
        })
    }
}

/// Something a player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Pass these cards (during [`Phase::Passing`]).
    Pass(PassList),
    /// The dealer's choice of pass: where, and how many cards.
    ChoosePass { direction: PassDirection, cards: u8 },
    /// Pledge to take no hearts this deal, or not.
    Pledge(bool),
    /// Play this card to the trick.
    Play(Card),
    /// After leading a joker, the suit the others must follow.
    CallSuit(Suit),
    /// The shooter's choice of old or new moon.
    ChooseMoon(MoonChoice),
}

/// A seat's place in the game: its score, and where the rules keep them, its chips and lives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Points (the real part, in Complex Hearts).
    pub points: i32,
    /// Complex Hearts' imaginary part.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub imaginary: i32,
    /// Chips or counters, under chip scoring.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub chips: i32,
    /// Lives left, in Danger Hearts.
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub lives: u8,
}

fn is_zero(v: &i32) -> bool {
    *v == 0
}

fn is_zero_u8(v: &u8) -> bool {
    *v == 0
}

/// Where a deal's passed cards go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassDirection {
    /// No passing this deal.
    Hold,
    /// To the player this many seats to the left (1 = left, players − 1 = right).
    Left(u8),
    /// One card to each of the two players opposite (five players).
    Star,
    /// One card to each other player.
    Scatter,
    /// Into the middle, to be shuffled and dealt out again.
    Mixer,
}

impl PassDirection {
    /// "to the left", "to the right", "across", "no passing", "one card to each opponent".
    pub fn describe(self, players: u8) -> String {
        match self {
            PassDirection::Hold => "no passing".to_string(),
            PassDirection::Left(1) => "to the left".to_string(),
            PassDirection::Left(k) if k + 1 == players => "to the right".to_string(),
            PassDirection::Left(k) if 2 * k == players => "across".to_string(),
            PassDirection::Left(k) => format!("{k} seats to the left"),
            PassDirection::Star => "one card to each of the two players opposite".to_string(),
            PassDirection::Scatter => "one card to each other player".to_string(),
            PassDirection::Mixer => "into the middle, to be shuffled and dealt again".to_string(),
        }
    }

    /// The seat, counted to the left of the passer, that receives the passer's card number
    /// `card` (from 0): one seat per card for star and scatter passes, one seat for all cards
    /// otherwise; `None` on a hold deal, into the mixer, or past the last card.
    #[inline]
    pub fn recipient(self, card: usize, players: u8) -> Option<u8> {
        match self {
            PassDirection::Hold | PassDirection::Mixer => None,
            PassDirection::Left(k) => Some(k),
            PassDirection::Star => [players / 2, players.div_ceil(2)].get(card).copied(),
            PassDirection::Scatter => (card + 1 < players as usize).then_some(card as u8 + 1),
        }
    }

    /// The seats, counted to the left, that receive a passer's cards in order (one entry for
    /// passes where all cards go to one seat).
    pub fn recipients(self, players: u8) -> Vec<u8> {
        match self {
            PassDirection::Left(k) => vec![k],
            _ => (0..).map_while(|i| self.recipient(i, players)).collect(),
        }
    }
}

/// Why an action was refused. The `Display` text is addressed to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum Illegal {
    /// The game is not waiting for this kind of action.
    WrongPhase { phase: Phase },
    /// Another seat is to play.
    NotYourTurn { turn: Seat },
    /// The table has no such seat.
    NoSuchSeat { seat: Seat },
    /// The card is not in the player's hand.
    NotInHand { card: Card },
    /// The first trick must be led with this card.
    MustLeadOpeningCard { card: Card },
    /// The player holds a card of the suit led.
    MustFollow { suit: Suit },
    /// Hearts may not be led before one has been played.
    HeartsNotBroken,
    /// The Q♠ may not be led before hearts are broken.
    QueenNotBroken,
    /// Penalty cards may not be played to the first trick while the hand holds other cards.
    NoPointsOnFirstTrick,
    /// A joker may not lead.
    JokerCannotLead,
    /// The holder of the Q♠ must play it now.
    QueenAtFirstChance,
    /// A player void in the suit led must discard the J♠ first.
    BlackJackFirst,
    /// A player holding both likhas and void in the suit led must play one.
    MustPlayLikha,
    /// The leader of a joker must call a suit before anything else.
    MustCallSuit,
    /// There is no suit to call now.
    NoCallNow,
    /// This seat already passed this deal.
    AlreadyPassed,
    /// Nothing is passed this deal.
    NoPassThisDeal,
    /// A pass must be exactly this many cards.
    PassCount { expected: u8, got: u8 },
    /// This card may not be passed.
    PassForbidden { card: Card },
    /// The dealer's choice must be a pass the table allows.
    PassNotAllowed { pass: PassDirection, cards: u8 },
    /// Only the dealer chooses the pass.
    NotDealer { dealer: Seat },
    /// This seat already decided about the pledge.
    AlreadyPledged,
    /// Only the shooter chooses how the moon scores.
    NotShooter,
}

impl Illegal {
    /// One refusal of each kind (the Q♠ where a card is named, clubs where a suit is, the
    /// passing phase), for what lists or checks every refusal's words: `moonshot texts` and
    /// the refusals' tests, which add the other cards, suits and phases they check.
    pub fn one_of_each() -> Vec<Illegal> {
        let card = Card::QUEEN_OF_SPADES;
        vec![
            Illegal::WrongPhase {
                phase: Phase::Passing,
            },
            Illegal::NotYourTurn { turn: Seat(2) },
            Illegal::NoSuchSeat { seat: Seat(7) },
            Illegal::NotInHand { card },
            Illegal::MustLeadOpeningCard {
                card: Card::TWO_OF_CLUBS,
            },
            Illegal::MustFollow { suit: Suit::Clubs },
            Illegal::HeartsNotBroken,
            Illegal::QueenNotBroken,
            Illegal::NoPointsOnFirstTrick,
            Illegal::JokerCannotLead,
            Illegal::QueenAtFirstChance,
            Illegal::BlackJackFirst,
            Illegal::MustPlayLikha,
            Illegal::MustCallSuit,
            Illegal::NoCallNow,
            Illegal::AlreadyPassed,
            Illegal::NoPassThisDeal,
            Illegal::PassCount {
                expected: 3,
                got: 2,
            },
            Illegal::PassForbidden { card },
            Illegal::PassNotAllowed {
                pass: PassDirection::Left(1),
                cards: 5,
            },
            Illegal::NotDealer { dealer: Seat(1) },
            Illegal::AlreadyPledged,
            Illegal::NotShooter,
        ]
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::WrongPhase { phase } => write!(f, "That can't be done now: {phase}"),
            Illegal::NotYourTurn { turn } => write!(f, "It is not your turn: {turn} plays next"),
            Illegal::NoSuchSeat { seat } => write!(f, "There is no {seat} at this table"),
            Illegal::NotInHand { card } => write!(f, "The {} is not in your hand", card.name()),
            Illegal::MustLeadOpeningCard { card } => {
                write!(f, "The first trick must be led with the {}", card.short())
            }
            Illegal::MustFollow { suit } => write!(f, "You must follow {}", suit.name()),
            Illegal::HeartsNotBroken => f.write_str("Hearts are not broken yet"),
            Illegal::QueenNotBroken => f.write_str("The Q♠ can't lead until hearts are broken"),
            Illegal::NoPointsOnFirstTrick => f.write_str("No points on the first trick"),
            Illegal::JokerCannotLead => f.write_str("A joker can't lead a trick"),
            Illegal::QueenAtFirstChance => f.write_str("You must play the Q♠ at the first chance"),
            Illegal::BlackJackFirst => f.write_str("You must discard the J♠ first"),
            Illegal::MustPlayLikha => f.write_str("You must play a likha (Q♠ or 10♦)"),
            Illegal::MustCallSuit => f.write_str("Call the suit for your joker first"),
            Illegal::NoCallNow => f.write_str("There is no suit to call now"),
            Illegal::AlreadyPassed => f.write_str("You have already passed"),
            Illegal::NoPassThisDeal => f.write_str("There is no passing this deal"),
            Illegal::PassCount { expected, got } => {
                write!(f, "Choose {expected} cards to pass, not {got}")
            }
            Illegal::PassForbidden { card } => write!(f, "The {} may not be passed", card.short()),
            Illegal::PassNotAllowed { cards, .. } => {
                write!(
                    f,
                    "Passing {cards} cards that way is not possible at this table"
                )
            }
            Illegal::NotDealer { dealer } => {
                write!(f, "Only the dealer ({dealer}) chooses the pass")
            }
            Illegal::AlreadyPledged => f.write_str("You have already decided about the pledge"),
            Illegal::NotShooter => f.write_str("Only the shooter chooses how the moon scores"),
        }
    }
}

impl std::error::Error for Illegal {}

/// What a seat may do now, for menus, bots and the CLI. (Written externally tagged,
/// `{ "play": { "cards": … } }`: an internally tagged enum's serde code is several times
/// larger, and views cross to the bots' worker as JSON.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Choice {
    /// Nothing: this seat is not asked.
    Nothing,
    /// Pass `count` cards from `from` (any but the forbidden ones).
    Pass { count: u8, from: Cards },
    /// Choose the deal's pass (the dealer): one of these, with 1 to `max_cards` cards where
    /// the direction takes a number.
    ChoosePass {
        directions: Vec<PassDirection>,
        max_cards: u8,
    },
    /// Pledge to take no hearts, or not.
    Pledge,
    /// Play one of these cards.
    Play { cards: Cards },
    /// Call the suit to follow.
    CallSuit,
    /// Choose old or new moon.
    ChooseMoon,
}

impl Choice {
    /// Whether `action` is the kind of decision asked for (a pass when a pass is asked, a
    /// card when a card is): what the page offers. Whether it is legal is for
    /// [`Game::apply`](crate::engine::Game::apply) to say.
    pub fn asks_for(&self, action: &Action) -> bool {
        matches!(
            (self, action),
            (Choice::Pass { .. }, Action::Pass(_))
                | (Choice::ChoosePass { .. }, Action::ChoosePass { .. })
                | (Choice::Pledge, Action::Pledge(_))
                | (Choice::Play { .. }, Action::Play(_))
                | (Choice::CallSuit, Action::CallSuit(_))
                | (Choice::ChooseMoon, Action::ChooseMoon(_))
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_asks_for_its_own_kind_of_action_only() {
        let play = Choice::Play {
            cards: Cards::single(Card::QUEEN_OF_SPADES),
        };
        assert!(play.asks_for(&Action::Play(Card::TWO_OF_CLUBS)));
        assert!(!play.asks_for(&Action::Pledge(true)));
        assert!(Choice::Pledge.asks_for(&Action::Pledge(false)));
        assert!(!Choice::Pledge.asks_for(&Action::CallSuit(Suit::Hearts)));
        assert!(Choice::CallSuit.asks_for(&Action::CallSuit(Suit::Hearts)));
        assert!(Choice::ChooseMoon.asks_for(&Action::ChooseMoon(MoonChoice::AddToOthers)));
        let choose = Choice::ChoosePass {
            directions: vec![PassDirection::Left(1)],
            max_cards: 3,
        };
        let left = Action::ChoosePass {
            direction: PassDirection::Left(1),
            cards: 3,
        };
        assert!(choose.asks_for(&left));
        assert!(!Choice::Nothing.asks_for(&left));
        assert!(!Choice::Nothing.asks_for(&Action::Pledge(true)));
    }
}

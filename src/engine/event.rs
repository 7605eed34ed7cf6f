//! What happened at the table. Applying an action reports events in order; the app animates
//! them one by one and never diffs game states (the Zemeroth model).
use super::card::Card;
use super::cards::Cards;
use super::rules::PassDirection;
use super::seat::{MAX_SEATS, Seat, Seats};
use serde::{Deserialize, Serialize};

/// One thing that happened, in the order it happened.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A new deal: every hand is dealt. Each player's cards are in their view.
    HandDealt {
        hand: u32,
        dealer: Seat,
        pass: PassDirection,
    },
    /// A player chose the cards to pass (only the passer and the receiver may see which).
    CardsPassed { from: Seat, to: Seat, cards: Cards },
    /// Passing is over (or there was none this deal); `leader` leads the first trick.
    TricksBegin { leader: Seat },
    /// A card was played to the trick.
    CardPlayed { seat: Seat, card: Card },
    /// The first heart (or another card that breaks hearts) was played.
    HeartsBroken { seat: Seat, card: Card },
    /// The trick is complete and `winner` takes it and any cards carried over to it.
    TrickWon {
        winner: Seat,
        /// Points in the trick, carried cards included.
        points: i32,
        /// Cards taken, carried cards included.
        cards: Cards,
    },
    /// A deal ended and was scored.
    HandScored(HandResult),
    /// The game ended.
    GameOver { winners: Seats, totals: Totals },
}

/// One score per seat; only the first `players` entries are used.
pub type Totals = [i32; MAX_SEATS];

/// How a deal was scored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandResult {
    /// Deal number, from 0.
    pub hand: u32,
    pub players: u8,
    /// Points each seat took in tricks.
    pub taken: Totals,
    /// Tricks each seat won.
    pub tricks: [u8; MAX_SEATS],
    /// The seat that took every counter, if one did and the rules reward it.
    pub moon: Option<Seat>,
    /// What this deal added to each seat's score.
    pub scores: Totals,
    /// Each seat's score after this deal.
    pub totals: Totals,
}

/// Where an action's events go. A `Vec<Event>` collects them; `()` drops them, which is what
/// a playout wants.
pub trait EventSink {
    fn emit(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    fn emit(&mut self, event: Event) {
        self.push(event);
    }
}

impl EventSink for () {
    #[inline]
    fn emit(&mut self, _event: Event) {}
}

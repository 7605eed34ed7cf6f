//! What happened at the table. Applying an action reports events in order; the app animates
//! them one by one and never diffs game states (the Zemeroth model).
use super::action::{MoonChoice, PassDirection, PassList, Standing};
use super::card::{Card, Suit};
use super::cards::Cards;
use super::seat::{MAX_SEATS, Seat, Seats};
use super::trick::Play;
use serde::{Deserialize, Serialize};

/// One thing that happened, in the order it happened.
// The deal's result is large, but it is built once per deal and moved once; boxing it would
// put an allocation on the last card of every deal.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A new deal: every hand is dealt. Each player's cards are in their view.
    HandDealt {
        hand: u32,
        dealer: Seat,
        pass: PassDirection,
    },
    /// The dealer chose this deal's pass (dealer's choice).
    PassChosen {
        dealer: Seat,
        pass: PassDirection,
        cards: u8,
    },
    /// A player chose the cards to pass (only the passer and the receivers may see which).
    /// `to` is the receiver when all the cards go to one player.
    CardsPassed {
        from: Seat,
        to: Option<Seat>,
        cards: PassList,
    },
    /// Every pass was exchanged; each player's view says what they received.
    PassingDone,
    /// A player pledged to take no hearts, or declined to.
    Pledged { seat: Seat, pledged: bool },
    /// Play begins; `leader` leads the first trick.
    TricksBegin { leader: Seat },
    /// A card was played to the trick.
    CardPlayed { seat: Seat, card: Card },
    /// `seat` is now on turn: to lead or follow, or (having led a joker) to call the suit to
    /// follow. Said every time the turn moves while cards are played, so a table never works
    /// out the next seat itself (play may run anticlockwise, and nines extend a trick).
    Turn { seat: Seat },
    /// After leading a joker, the leader called the suit to follow.
    SuitCalled { seat: Seat, suit: Suit },
    /// Identical cards in the trick cancel each other: none of them can win it.
    CardsCancelled { card: Card, seats: Seats },
    /// After each card (and its cancelling, if any): the play winning the trick so far, or
    /// `None` while every card that could win it is cancelled. Said so that a table can
    /// mark the winning card without working out the rules of cancelling, jokers and nines.
    /// Only sinks that [`EventSink::wants_details`] hear it.
    Winning { play: Option<Play> },
    /// The first heart (or another card that breaks hearts) was played.
    HeartsBroken { seat: Seat, card: Card },
    /// Every card that could win the trick was cancelled: its cards stay in the middle for
    /// the winner of the next trick, and `leader` leads again.
    TrickCancelled { leader: Seat, carried: Cards },
    /// The trick is complete and `winner` takes it and any cards carried over to it.
    TrickWon {
        winner: Seat,
        /// Points in the cards taken, carried cards included.
        points: i32,
        /// Cards taken, carried cards included.
        cards: Cards,
    },
    /// The kitty went to `seat` (it counts among the cards that player took).
    KittyTaken { seat: Seat, cards: Cards },
    /// A deal ended and was scored.
    HandScored(HandResult),
    /// The game ended.
    GameOver {
        winners: Seats,
        standings: [Standing; MAX_SEATS],
    },
}

/// One score per seat; only the first `players` entries are used.
pub type Totals = [i32; MAX_SEATS];

/// Taking every counter, or every trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShotKind {
    /// Every counter: shooting the moon.
    Moon,
    /// Every trick: shooting the sun.
    Sun,
    /// Every counter, ten deals in a row.
    BigMoon,
}

crate::engine::named::serde_by_name!(ShotKind, "a kind of shot", {
    Moon = "moon",
    Sun = "sun",
    BigMoon = "big-moon",
});

/// A successful moon or sun, and how it was scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    pub kind: ShotKind,
    /// The shooter (both partners, when a partnership shoots together).
    pub seats: Seats,
    /// Old or new moon, where that was chosen or decided by the rules.
    pub scored: Option<MoonChoice>,
}

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
    /// A moon or sun, if one was shot and the rules reward it.
    pub shot: Option<Shot>,
    /// What this deal added to each seat's points (the real part, in Complex Hearts).
    pub scores: Totals,
    /// What this deal added to each seat's imaginary points (Complex Hearts).
    pub scores_imaginary: Totals,
    /// Each seat's points after this deal.
    pub totals: Totals,
    /// Each seat's full standing after this deal.
    pub standings: [Standing; MAX_SEATS],
    /// Chips left in the pool (chip scoring).
    pub pool: i32,
    pub pledged: Seats,
}

impl HandResult {
    /// The shooter of a moon or sun, if a single player shot one.
    pub fn shooter(&self) -> Option<Seat> {
        let shot = self.shot?;
        let mut seats = shot.seats.iter();
        let first = seats.next()?;
        seats.next().is_none().then_some(first)
    }
}

/// Where an action's events go. A `Vec<Event>` collects them; `()` drops them, which is what
/// a playout wants.
pub trait EventSink {
    fn emit(&mut self, event: Event);

    /// Whether the sink hears the events that only a table shows ([`Event::Winning`]); a
    /// playout's sink says no, and the engine then skips the work of making them.
    fn wants_details(&self) -> bool {
        true
    }
}

/// A sink behind a reference is a sink: `&mut dyn EventSink` among them.
impl<S: EventSink + ?Sized> EventSink for &mut S {
    fn emit(&mut self, event: Event) {
        (**self).emit(event);
    }

    fn wants_details(&self) -> bool {
        (**self).wants_details()
    }
}

impl EventSink for Vec<Event> {
    fn emit(&mut self, event: Event) {
        self.push(event);
    }
}

/// Keeps only the result of the last deal scored: what a playout reads once its deal ends.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LastHand(pub Option<HandResult>);

impl EventSink for LastHand {
    #[inline]
    fn emit(&mut self, event: Event) {
        if let Event::HandScored(result) = event {
            self.0 = Some(result);
        }
    }

    #[inline]
    fn wants_details(&self) -> bool {
        false
    }
}

impl EventSink for () {
    #[inline]
    fn emit(&mut self, _event: Event) {}

    #[inline]
    fn wants_details(&self) -> bool {
        false
    }
}

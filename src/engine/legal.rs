//! Which cards may be played and passed, and, for every other card, the rule that forbids it.
//!
//! One function, [`Game::filter_plays`], states the rules of play as a chain of restrictions;
//! the fast path ([`Game::legal_plays`]) runs it with a recorder that does nothing, and the
//! app's path ([`Game::play_reasons`]) with one that notes the first rule that removed each
//! card. So the reason shown is always the rule that the engine enforces.
use super::card::{Card, Suit};
use super::cards::{Cards, suit_mask};
use super::game::{Game, Phase};
use super::seat::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

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
    /// Penalty cards may not be played to the first trick while the hand holds other cards.
    NoPointsOnFirstTrick,
    /// This seat already passed this deal.
    AlreadyPassed,
    /// Nothing is passed this deal.
    NoPassThisDeal,
    /// A pass must be exactly this many cards.
    PassCount { expected: u8, got: u8 },
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
            Illegal::NoPointsOnFirstTrick => f.write_str("No points on the first trick"),
            Illegal::AlreadyPassed => f.write_str("You have already passed"),
            Illegal::NoPassThisDeal => f.write_str("There is no passing this deal"),
            Illegal::PassCount { expected, got } => {
                write!(f, "Choose {expected} cards to pass, not {got}")
            }
        }
    }
}

impl std::error::Error for Illegal {}

/// Notes which cards a rule removed from the playable set.
pub(crate) trait Recorder {
    fn removed(&mut self, cards: u64, why: Illegal);
}

/// The fast path: remember nothing.
pub(crate) struct Quiet;

impl Recorder for Quiet {
    #[inline(always)]
    fn removed(&mut self, _cards: u64, _why: Illegal) {}
}

/// The first reason each card was removed, by card index.
pub(crate) struct Reasons(pub [Option<Illegal>; 64]);

impl Recorder for Reasons {
    fn removed(&mut self, cards: u64, why: Illegal) {
        let mut bits = cards;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            self.0[i].get_or_insert(why);
        }
    }
}

/// Keeps only `allowed` of `playable`, noting why the rest went. A rule that "applies unless
/// nothing else is left" passes `waive_if_empty`, and then removes nothing when it would
/// remove everything.
#[inline(always)]
fn restrict<R: Recorder>(
    playable: &mut u64,
    allowed: u64,
    why: Illegal,
    waive_if_empty: bool,
    rec: &mut R,
) {
    let kept = *playable & allowed;
    if kept == 0 && waive_if_empty {
        return;
    }
    rec.removed(*playable & !allowed, why);
    *playable = kept;
}

impl Game {
    /// The rules of play, as restrictions applied in order to the hand of the seat to play.
    /// Returns the playable cards as a bitboard; `rec` learns why each other card was removed.
    #[inline]
    pub(crate) fn filter_plays<R: Recorder>(&self, rec: &mut R) -> u64 {
        let deal = &self.deal;
        let rules = &*self.rules;
        let hand = deal.hands[deal.turn.index()].distinct();
        let mut playable = hand;
        let first_trick = deal.tricks_done == 0;
        match deal.trick.led() {
            None => {
                if first_trick && let Some(card) = rules.opening_card() {
                    restrict(
                        &mut playable,
                        1 << card.index(),
                        Illegal::MustLeadOpeningCard { card },
                        false,
                        rec,
                    );
                }
                if rules.rules().hearts_must_be_broken && !deal.hearts_broken {
                    restrict(
                        &mut playable,
                        !rules.hearts_mask(),
                        Illegal::HeartsNotBroken,
                        true,
                        rec,
                    );
                }
            }
            Some(led) => {
                restrict(
                    &mut playable,
                    suit_mask(led),
                    Illegal::MustFollow { suit: led },
                    true,
                    rec,
                );
            }
        }
        if first_trick && rules.rules().no_points_on_first_trick {
            restrict(
                &mut playable,
                !rules.penalty_mask(),
                Illegal::NoPointsOnFirstTrick,
                true,
                rec,
            );
        }
        playable
    }

    /// The cards the seat to play may play now (each distinct card once). Empty when no one
    /// is to play. Allocates nothing.
    #[inline]
    pub fn legal_plays(&self) -> Cards {
        if self.phase != Phase::Playing {
            return Cards::EMPTY;
        }
        Cards::from_mask(self.filter_plays(&mut Quiet))
    }

    /// Whether `seat` may play `card` now, and if not, why.
    pub fn check_play(&self, seat: Seat, card: Card) -> Result<(), Illegal> {
        if self.phase != Phase::Playing {
            return Err(Illegal::WrongPhase { phase: self.phase });
        }
        if seat != self.deal.turn {
            return Err(Illegal::NotYourTurn {
                turn: self.deal.turn,
            });
        }
        if !self.deal.hands[seat.index()].contains(card) {
            return Err(Illegal::NotInHand { card });
        }
        let mut reasons = Reasons([None; 64]);
        let playable = self.filter_plays(&mut reasons);
        if playable & (1 << card.index()) != 0 {
            Ok(())
        } else {
            Err(reasons.0[card.index() as usize].unwrap_or(Illegal::NotInHand { card }))
        }
    }

    /// Every distinct card in `seat`'s hand with whether it may be played now and, if not,
    /// the reason. For the seat not on turn, every card carries [`Illegal::NotYourTurn`].
    pub fn play_reasons(&self, seat: Seat) -> Vec<(Card, Result<(), Illegal>)> {
        let hand = self
            .deal
            .hands
            .get(seat.index())
            .copied()
            .unwrap_or_default();
        if self.phase != Phase::Playing || seat != self.deal.turn {
            let why = if self.phase == Phase::Playing {
                Illegal::NotYourTurn {
                    turn: self.deal.turn,
                }
            } else {
                Illegal::WrongPhase { phase: self.phase }
            };
            return hand.iter_distinct().map(|c| (c, Err(why))).collect();
        }
        let mut reasons = Reasons([None; 64]);
        let playable = self.filter_plays(&mut reasons);
        hand.iter_distinct()
            .map(|card| {
                if playable & (1 << card.index()) != 0 {
                    (card, Ok(()))
                } else {
                    let why = reasons.0[card.index() as usize];
                    (card, Err(why.unwrap_or(Illegal::NotInHand { card })))
                }
            })
            .collect()
    }

    /// Whether `seat` may pass `cards` now, and if not, why.
    pub fn check_pass(&self, seat: Seat, cards: &Cards) -> Result<(), Illegal> {
        if self.phase != Phase::Passing {
            return Err(Illegal::WrongPhase { phase: self.phase });
        }
        if seat.index() >= self.players() as usize {
            return Err(Illegal::NoSuchSeat { seat });
        }
        if self.deal.passed_by.contains(seat) {
            return Err(Illegal::AlreadyPassed);
        }
        let expected = self.pass_count();
        if expected == 0 {
            return Err(Illegal::NoPassThisDeal);
        }
        if cards.len() != expected as u32 {
            return Err(Illegal::PassCount {
                expected,
                got: cards.len().min(255) as u8,
            });
        }
        let hand = &self.deal.hands[seat.index()];
        if !hand.contains_all(cards)
            && let Some(card) = cards
                .iter_distinct()
                .find(|&c| cards.count(c) > hand.count(c))
        {
            return Err(Illegal::NotInHand { card });
        }
        Ok(())
    }
}

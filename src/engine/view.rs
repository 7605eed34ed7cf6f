//! What one player can see: their own hand, the passes they made and received, every card
//! played and by whom, cancelled cards carried over, the suits others have shown void in, the
//! kitty if they won it and may look, and the standings. Bots decide from this and nothing
//! else. It serializes, so it can cross into a Web Worker or go into a file; the rule set
//! goes as its rules and is checked again on the way back.
use super::action::{Choice, PassDirection, PassList, Phase, Standing};
use super::card::{Card, Suit};
use super::cards::Cards;
use super::game::{Call, Game};
use super::rules::{RuleSet, Rules};
use super::seat::{Seat, Seats};
use super::trick::{MAX_TRICK, Play, Trick};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::Arc;

/// A card this player knows another seat holds: one it passed to that seat, not yet played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnownCard {
    pub seat: Seat,
    pub card: Card,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    #[serde(with = "rules_as_data")]
    pub rules: Arc<RuleSet>,
    pub seat: Seat,
    pub players: u8,
    pub phase: Phase,
    pub hand_number: u32,
    pub dealer: Seat,
    /// The cards in this player's hand now.
    pub hand: Cards,
    /// This player's hand as dealt, before passing.
    pub dealt: Cards,
    pub pass: PassDirection,
    /// How many cards each player passes this deal (0 on a hold deal).
    pub pass_count: u8,
    /// Who receives this player's pass, card by card (one seat for all cards, when they all
    /// go to one player).
    pub pass_to: Vec<Seat>,
    /// The cards this player passed, once passed.
    pub passed: Option<PassList>,
    /// The cards this player received, once passing is over.
    pub received: Option<Cards>,
    /// The cards this player passed that are still in the hands they went to.
    pub known_holders: Vec<KnownCard>,
    /// How many cards each seat holds now.
    pub hand_sizes: Vec<u8>,
    /// The seats that pledged to take no hearts.
    pub pledged: Seats,
    /// The seat on turn, while cards are played.
    pub turn: Option<Seat>,
    /// The cards of the current trick, in order.
    pub trick: Vec<Play>,
    /// The suit to follow in the current trick, once set.
    pub led: Option<Suit>,
    /// Cards of cancelled tricks waiting for the next trick's winner.
    pub carried: Cards,
    /// Every card played this deal, in order.
    pub history: Vec<Play>,
    /// The suits called after joker leads, by the joker's place in `history`.
    pub calls: Vec<Call>,
    pub tricks_done: u8,
    /// Points each seat has taken this deal.
    pub points_taken: Vec<i32>,
    /// Tricks each seat has won this deal.
    pub tricks_won: Vec<u8>,
    /// Each seat's standing in the game.
    pub standings: Vec<Standing>,
    /// Chips waiting in the pool (chip scoring).
    pub pool: i32,
    pub hearts_broken: bool,
    /// For each seat, the suits it has shown void in.
    pub voids: Vec<Vec<Suit>>,
    /// The kitty, if this player won it and the rules let its winner look.
    pub kitty: Option<Cards>,
    /// Who won the kitty, once someone has.
    pub kitty_owner: Option<Seat>,
    /// What this player may do now.
    pub choice: Choice,
    /// The cards this player may play now (empty when not on turn).
    pub legal: Cards,
    /// The cards this player has not seen: in other hands, or in the kitty. Those this
    /// player passed are among them, and are known to be with `pass_to` until played.
    pub unseen: Cards,
}

impl Game {
    /// What `seat` can see of the game.
    pub fn view(&self, seat: Seat) -> PlayerView {
        let players = self.players();
        let deal = &self.deal;
        let hand = self.hand(seat);
        let played: Cards = deal.log.iter().map(|p| p.card).collect();
        let seen_kitty =
            deal.kitty_owner == Some(seat) && self.rules.rules().kitty.is_some_and(|k| k.seen);
        let kitty_cards = if seen_kitty {
            // The kitty is among what this player took: the cards never played.
            self.taken(seat).minus(played)
        } else {
            Cards::EMPTY
        };
        let unseen = self.rules.deck().minus(hand.plus(played).plus(kitty_cards));
        let passed = self.passed_by(seat);
        let recipients = self.pass_recipients(seat);
        let mut known_holders = Vec::new();
        if self.received_by(seat).is_some() {
            let pass = self.pass_of(seat);
            for (i, &(card, seat)) in pass.iter().enumerate() {
                // Copy j of a card passed to a seat is known there until it has played j + 1.
                let copy = pass[..i].iter().filter(|&&p| p == (card, seat)).count();
                let played = deal
                    .log
                    .iter()
                    .filter(|p| p.seat == seat && p.card == card)
                    .count();
                if played <= copy {
                    known_holders.push(KnownCard { seat, card });
                }
            }
        }
        PlayerView {
            rules: self.rules_arc(),
            seat,
            players,
            phase: self.phase,
            hand_number: self.hand_number(),
            dealer: self.dealer(),
            hand,
            dealt: deal.dealt.get(seat.index()).copied().unwrap_or_default(),
            pass: deal.pass,
            pass_count: self.pass_count(),
            pass_to: recipients,
            passed,
            received: self.received_by(seat),
            known_holders,
            hand_sizes: Seat::all(players)
                .map(|s| self.hand(s).len() as u8)
                .collect(),
            pledged: deal.pledged,
            turn: self.turn(),
            trick: deal.trick.plays().collect(),
            led: deal.trick.led(),
            carried: deal.carried,
            history: deal.log.to_vec(),
            calls: deal.calls.to_vec(),
            tricks_done: deal.tricks_done,
            points_taken: self.points_taken().to_vec(),
            tricks_won: self.tricks_won().to_vec(),
            standings: self.standings().to_vec(),
            pool: self.pool(),
            hearts_broken: deal.hearts_broken,
            voids: Seat::all(players)
                .map(|s| {
                    Suit::ALL
                        .into_iter()
                        .filter(|&suit| self.shown_void(s, suit))
                        .collect()
                })
                .collect(),
            kitty: seen_kitty.then_some(kitty_cards),
            kitty_owner: deal.kitty_owner,
            choice: self.choice(seat),
            legal: if self.turn() == Some(seat) {
                self.legal_plays()
            } else {
                Cards::EMPTY
            },
            unseen,
        }
    }
}

impl PlayerView {
    /// Whether this view could be one [`Game::view`] made, as far as the bots rely on it: the
    /// rules' number of players, every seat named at the table, one entry a seat in each list
    /// kept per seat, room in the trick for one more card, the seat's cards of the game's deck
    /// and those it may play in its hand. A view read from JSON (the bots' worker's question)
    /// passes only the rules' check on its way in; this is the rest.
    pub fn is_consistent(&self) -> bool {
        let players = self.players;
        let at_table = |seat: Seat| seat.0 < players;
        let per_seat = [
            self.hand_sizes.len(),
            self.points_taken.len(),
            self.tricks_won.len(),
            self.standings.len(),
            self.voids.len(),
        ];
        let deck = self.rules.deck();
        let mut cards = [self.hand, self.dealt, self.carried, self.unseen]
            .into_iter()
            .chain(self.received)
            .chain(self.kitty);
        players == self.rules.players()
            && per_seat.iter().all(|&len| len == players as usize)
            && self.trick.len() < MAX_TRICK
            && [self.seat, self.dealer].into_iter().all(at_table)
            && self.pass_to.iter().copied().all(at_table)
            && self.turn.into_iter().chain(self.kitty_owner).all(at_table)
            && self.known_holders.iter().all(|k| at_table(k.seat))
            && self
                .trick
                .iter()
                .chain(&self.history)
                .all(|p| at_table(p.seat))
            && self.pledged.iter().all(at_table)
            && cards.all(|c| deck.contains_all(&c))
            && self.hand.contains_all(&self.legal)
            && match &self.choice {
                Choice::Pass { count, from } => {
                    self.hand.contains_all(from) && *count as u32 <= from.len()
                }
                Choice::Play { cards } => self.hand.contains_all(cards),
                _ => true,
            }
    }

    /// Whether `seat` has shown it holds no `suit`.
    pub fn is_void(&self, seat: Seat, suit: Suit) -> bool {
        self.voids
            .get(seat.index())
            .is_some_and(|v| v.contains(&suit))
    }

    /// Whether `card` has been played this deal (any copy).
    pub fn was_played(&self, card: Card) -> bool {
        self.history.iter().any(|p| p.card == card)
    }

    /// Each seat's points in the game.
    pub fn totals(&self) -> Vec<i32> {
        self.standings.iter().map(|s| s.points).collect()
    }

    /// This player's partner, in a partnership game.
    pub fn partner(&self) -> Option<Seat> {
        self.rules.partner(self.seat)
    }

    /// The trick on the table as the engine's [`Trick`], for asking who is winning it.
    pub fn trick_state(&self) -> Trick {
        let leader = self
            .trick
            .first()
            .map(|p| p.seat)
            .or(self.turn)
            .unwrap_or(self.seat);
        let mut trick = Trick::new(leader, self.players, self.rules.step());
        let start = self.history.len().saturating_sub(self.trick.len());
        for (i, play) in self.trick.iter().enumerate() {
            let extends = self.rules.booster_mask() & (1u64 << play.card.index()) != 0;
            trick.push(play.card, extends, u8::MAX);
            if let Some(call) = self.calls.iter().find(|c| c.at as usize == start + i) {
                trick.call(call.suit);
            }
        }
        trick
    }
}

/// A rule set crosses as the rules it was made from, and is checked again on arrival.
mod rules_as_data {
    use super::*;

    pub fn serialize<S: Serializer>(
        rules: &Arc<RuleSet>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        rules.rules().serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Arc<RuleSet>, D::Error> {
        let rules = Rules::deserialize(deserializer)?;
        rules
            .check()
            .map(Arc::new)
            .map_err(|e| serde::de::Error::custom(format!("the rules do not make a game: {e}")))
    }
}

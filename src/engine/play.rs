//! Playing a card: the trick grows, identical cards cancel, hearts break, and a complete
//! trick is won (with any cards carried over and, the first time, the kitty) or cancelled.
use super::card::{Card, Suit};
use super::cards::{Cards, suit_mask};
use super::event::{Event, EventSink};
use super::game::Game;
use super::rules::{JokerLead, KittyGoesTo, LastCancelledTrick};
use super::seat::{Seat, Seats};
use super::trick::{Outcome, Play, Trick};

impl Game {
    /// Plays a card for the seat on turn; the card must be legal.
    #[inline]
    pub(crate) fn play(&mut self, card: Card, events: &mut impl EventSink) {
        let players = self.players() as usize;
        let rules = &*self.rules;
        let deal = &mut self.deal;
        let seat = deal.turn;
        let bit = 1u64 << card.index();
        deal.hands[seat.index()].remove(card);
        if let Some(led) = deal.trick.led() {
            // Without a branch: whether the player follows is anybody's guess. A joker that
            // may be played at any time shows nothing.
            let free = (rules.rules().joker_play.any_time as u64) << Card::JOKER.index();
            let void = ((suit_mask(led) | free) & bit == 0) as u8;
            deal.voids[seat.index()] |= void << led.index();
        }
        let copies_before = if rules.one_copy_each() {
            0
        } else {
            deal.trick.set().count(card)
        };
        let leading = deal.trick.is_empty();
        let extends = rules.booster_mask() & bit != 0;
        // No trick lasts longer than the cards each player held when it began.
        let held = if extends {
            rules.hand_size() as usize - (deal.log.len() - deal.trick.len()) / players
        } else {
            1
        };
        deal.trick
            .push(card, extends, held.min(u8::MAX as usize) as u8);
        deal.log.push(Play { seat, card });
        events.emit(Event::CardPlayed { seat, card });
        if copies_before > 0
            && let Some(cancel) = rules.cancellation()
            && !(cancel.third_copy_stands && copies_before >= 2)
        {
            let mut seats = Seats::NONE;
            for play in deal.trick.plays().filter(|p| p.card == card) {
                seats.insert(play.seat);
            }
            events.emit(Event::CardsCancelled { card, seats });
        }
        if events.wants_details() {
            events.emit(Event::Winning {
                play: deal.trick.winning_play(rules.cancellation().as_ref()),
            });
        }
        // Evaluated without short-circuit: true once a deal, so the branch is predictable.
        if !deal.hearts_broken & rules.breaks_hearts(card) {
            deal.hearts_broken = true;
            events.emit(Event::HeartsBroken { seat, card });
        }
        if leading && card == Card::JOKER && rules.rules().joker_play.lead_suit == JokerLead::Called
        {
            // The leader names the suit to follow before anyone else plays.
            deal.awaiting_call = true;
            events.emit(Event::Turn { seat });
            return;
        }
        if !deal.trick.is_complete() {
            let next = deal.trick.next_seat();
            // A trick extended by nines ends early when the hands run out.
            if !deal.hands[next.index()].is_empty() {
                deal.turn = next;
                events.emit(Event::Turn { seat: next });
                return;
            }
        }
        self.finish_trick(events);
    }

    fn finish_trick(&mut self, events: &mut impl EventSink) {
        let cancellation = self.rules.cancellation();
        let outcome = self.deal.trick.outcome(cancellation.as_ref());
        let last = self.deal.hands[self.deal.trick.leader().index()].is_empty();
        let winner = match outcome {
            Outcome::Won(position) => self.deal.trick.seat_at(position),
            Outcome::Cancelled if last => {
                // A cancelled last trick cannot carry over: it goes to its leader (000), or to
                // the player of the second of the two highest identical cards (001).
                let trick = &self.deal.trick;
                match cancellation.map(|c| c.last_trick) {
                    Some(LastCancelledTrick::SecondOfHighestPair) => trick
                        .second_of_highest_pair()
                        .map_or(trick.leader(), |p| trick.seat_at(p)),
                    _ => trick.leader(),
                }
            }
            Outcome::Cancelled => {
                let deal = &mut self.deal;
                let leader = deal.trick.leader();
                deal.carried = deal.carried.plus(deal.trick.set());
                deal.tricks_done += 1;
                events.emit(Event::TrickCancelled {
                    leader,
                    carried: deal.carried,
                });
                deal.trick = Trick::new(leader, self.rules.players(), self.rules.step());
                deal.turn = leader;
                events.emit(Event::Turn { seat: leader });
                return;
            }
        };
        self.award_trick(winner, events);
    }

    fn award_trick(&mut self, winner: Seat, events: &mut impl EventSink) {
        let rules = &*self.rules;
        let deal = &mut self.deal;
        let w = winner.index();
        let hearts = suit_mask(Suit::Hearts);
        let won = deal.trick.set().plus(deal.carried);
        let points = rules.points_in(won);
        deal.taken[w] = deal.taken[w].plus(won);
        deal.points[w] += points;
        deal.tricks_won[w] += 1;
        deal.winners.push(winner);
        deal.tricks_done += 1;
        deal.carried = Cards::EMPTY;
        events.emit(Event::TrickWon {
            winner,
            points,
            cards: won,
        });
        if !deal.kitty.is_empty()
            && let Some(kitty) = rules.rules().kitty
            && (kitty.goes_to == KittyGoesTo::FirstTrick || won.distinct() & hearts != 0)
        {
            self.give_kitty(winner, events);
        }
        let deal = &mut self.deal;
        deal.trick = Trick::new(winner, self.rules.players(), self.rules.step());
        deal.turn = winner;
        if deal.hands[w].is_empty() {
            if !self.deal.kitty.is_empty() {
                // Nobody took a heart: the kitty goes with the last trick.
                self.give_kitty(winner, events);
            }
            self.finish_hand(events);
        } else {
            events.emit(Event::Turn { seat: winner });
        }
    }

    pub(crate) fn give_kitty(&mut self, seat: Seat, events: &mut impl EventSink) {
        let rules = &*self.rules;
        let deal = &mut self.deal;
        let cards = std::mem::take(&mut deal.kitty);
        let points = rules.points_in(cards);
        deal.taken[seat.index()] = deal.taken[seat.index()].plus(cards);
        deal.points[seat.index()] += points;
        deal.kitty_owner = Some(seat);
        events.emit(Event::KittyTaken { seat, cards });
    }
}

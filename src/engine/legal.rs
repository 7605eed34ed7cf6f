//! What may be done now, and, for everything else, the rule that forbids it.
//!
//! One function, [`Game::filter_plays`], states the rules of play as a chain of restrictions;
//! the fast path ([`Game::legal_plays`]) runs it with a recorder that does nothing, and the
//! app's path ([`Game::play_reasons`]) with one that notes the first rule that removed each
//! card. So the reason shown is always the rule that the engine enforces.
use super::action::{Choice, Illegal, MAX_PASS, PassDirection, PassList, Phase};
use super::card::{Card, Suit};
use super::cards::{Cards, suit_mask};
use super::game::Game;
use super::rules::{PassCycle, pass_size};
use super::seat::Seat;

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

const JOKER: u64 = 1 << Card::JOKER.index();
const QUEEN: u64 = 1 << Card::QUEEN_OF_SPADES.index();

impl Game {
    /// The rules of play, as restrictions applied in order to the hand of the seat to play.
    /// Returns the playable cards as a bitboard; `rec` learns why each other card was removed.
    #[inline]
    pub(crate) fn filter_plays<R: Recorder>(&self, rec: &mut R) -> u64 {
        let deal = &self.deal;
        let set = &*self.rules;
        let rules = set.rules();
        let hand = deal.hands[deal.turn.index()].distinct();
        let mut playable = hand;
        // A cancelled first trick is played again as the first trick.
        let first_trick = deal.winners.is_empty();
        if deal.trick.is_empty() {
            if first_trick
                && deal.log.is_empty()
                && let Some(card) = self.opening_card()
                && hand & (1 << card.index()) != 0
            {
                restrict(
                    &mut playable,
                    1 << card.index(),
                    Illegal::MustLeadOpeningCard { card },
                    false,
                    rec,
                );
            }
            if hand & JOKER != 0 && !rules.joker_play.may_lead {
                restrict(&mut playable, !JOKER, Illegal::JokerCannotLead, true, rec);
            }
            if rules.hearts_must_be_broken && !deal.hearts_broken {
                let only_penalties =
                    rules.penalty_hand_may_lead_hearts && hand & !set.penalty_mask() == 0;
                let unbroken = set.unbroken_lead_mask();
                let kept = playable & !unbroken;
                // Unless only hearts (and the Q♠, where it waits too) are left.
                if !only_penalties && kept != 0 {
                    let out = playable & unbroken;
                    rec.removed(out & !QUEEN, Illegal::HeartsNotBroken);
                    rec.removed(out & QUEEN, Illegal::QueenNotBroken);
                    playable = kept;
                }
            }
        } else if let Some(led) = deal.trick.led() {
            let follow = suit_mask(led);
            let jokers = if rules.joker_play.any_time { JOKER } else { 0 };
            // Whether the seat can follow is anybody's guess: rather than branch on it, a
            // seat that cannot is allowed every card (and so nothing is removed).
            let void = ((hand & follow == 0) as u64).wrapping_neg();
            restrict(
                &mut playable,
                follow | jokers | void,
                Illegal::MustFollow { suit: led },
                false,
                rec,
            );
        } else if rules.hearts_must_be_broken && !deal.hearts_broken {
            // After a joker lead the next suited card sets the suit: it is a lead in all but
            // name, and hearts may not be chosen before they are broken (with the same
            // exceptions as a lead).
            let only_penalties =
                rules.penalty_hand_may_lead_hearts && hand & !set.penalty_mask() == 0;
            let kept = playable & !set.unbroken_lead_mask();
            if !only_penalties && kept & !JOKER != 0 {
                let out = playable & set.unbroken_lead_mask();
                rec.removed(out & !QUEEN, Illegal::HeartsNotBroken);
                rec.removed(out & QUEEN, Illegal::QueenNotBroken);
                playable = kept;
            }
        }
        if first_trick && rules.no_points_on_first_trick {
            restrict(
                &mut playable,
                !set.penalty_mask(),
                Illegal::NoPointsOnFirstTrick,
                true,
                rec,
            );
        }
        if !deal.trick.is_empty()
            && let Some(led) = deal.trick.led()
        {
            // The rule is asked before the hand: most games have neither rule, and whether
            // the seat is void is anybody's guess.
            let void = hand & suit_mask(led) == 0;
            let black_jack = 1u64 << Card::new(Suit::Spades, 11).index();
            if rules.black_jack_first && void && hand & black_jack != 0 {
                restrict(
                    &mut playable,
                    black_jack,
                    Illegal::BlackJackFirst,
                    true,
                    rec,
                );
            }
            let likhas = QUEEN | 1 << Card::new(Suit::Diamonds, 10).index();
            if rules.likha_rule && void && hand & likhas == likhas {
                restrict(&mut playable, likhas, Illegal::MustPlayLikha, true, rec);
            }
            if rules.queen_at_first_chance && hand & QUEEN != 0 {
                // Discarding, or under a higher spade already in the trick.
                let higher_spade =
                    deal.trick.set().distinct() & suit_mask(Suit::Spades) & !(QUEEN | (QUEEN - 1));
                if void || (led == Suit::Spades && higher_spade != 0) {
                    restrict(&mut playable, QUEEN, Illegal::QueenAtFirstChance, true, rec);
                }
            }
        }
        playable
    }

    /// The playable cards as a bitboard, on the fast path. For [`Game::apply`], which sits
    /// below this module and so cannot name its recorders.
    #[inline]
    pub(crate) fn legal_mask(&self) -> u64 {
        self.filter_plays(&mut Quiet)
    }

    /// The cards the seat to play may play now (each distinct card once). Empty when no card
    /// may be played. Allocates nothing.
    #[inline]
    pub fn legal_plays(&self) -> Cards {
        if self.phase != Phase::Playing || self.deal.awaiting_call {
            return Cards::EMPTY;
        }
        Cards::from_mask(self.filter_plays(&mut Quiet))
    }

    fn check_seat(&self, seat: Seat) -> Result<(), Illegal> {
        if seat.index() >= self.players() as usize {
            return Err(Illegal::NoSuchSeat { seat });
        }
        Ok(())
    }

    fn check_phase(&self, phase: Phase) -> Result<(), Illegal> {
        if self.phase != phase {
            return Err(Illegal::WrongPhase { phase: self.phase });
        }
        Ok(())
    }

    /// Whether `seat` may play `card` now, and if not, why.
    pub fn check_play(&self, seat: Seat, card: Card) -> Result<(), Illegal> {
        self.check_seat(seat)?;
        self.check_phase(Phase::Playing)?;
        if seat != self.deal.turn {
            return Err(Illegal::NotYourTurn {
                turn: self.deal.turn,
            });
        }
        if self.deal.awaiting_call {
            return Err(Illegal::MustCallSuit);
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
        let hand = self.hand(seat);
        let refusal = if self.phase != Phase::Playing {
            Some(Illegal::WrongPhase { phase: self.phase })
        } else if seat != self.deal.turn {
            Some(Illegal::NotYourTurn {
                turn: self.deal.turn,
            })
        } else if self.deal.awaiting_call {
            Some(Illegal::MustCallSuit)
        } else {
            None
        };
        if let Some(why) = refusal {
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

    /// Every distinct card in `seat`'s hand with whether it may be passed now and, if not,
    /// the reason: the rules forbid passing it, or the seat is not choosing a pass now (it has
    /// passed, there is no pass this deal, or the deal is past passing).
    pub fn pass_reasons(&self, seat: Seat) -> Vec<(Card, Result<(), Illegal>)> {
        let hand = self.hand(seat);
        let refusal = self
            .check_seat(seat)
            .and_then(|()| self.check_phase(Phase::Passing))
            .and_then(|()| match self.deal.passed_by.contains(seat) {
                true => Err(Illegal::AlreadyPassed),
                false => Ok(()),
            })
            .and_then(|()| match self.pass_count() {
                0 => Err(Illegal::NoPassThisDeal),
                _ => Ok(()),
            })
            .err();
        let forbidden = self.rules.forbidden_pass();
        hand.iter_distinct()
            .map(|card| match refusal {
                Some(why) => (card, Err(why)),
                None if forbidden & (1 << card.index()) != 0 => {
                    (card, Err(Illegal::PassForbidden { card }))
                }
                None => (card, Ok(())),
            })
            .collect()
    }

    /// Whether `seat` may pass `cards` now, and if not, why.
    pub fn check_pass(&self, seat: Seat, cards: &PassList) -> Result<(), Illegal> {
        self.check_seat(seat)?;
        self.check_phase(Phase::Passing)?;
        if self.deal.passed_by.contains(seat) {
            return Err(Illegal::AlreadyPassed);
        }
        let expected = self.pass_count();
        if expected == 0 {
            return Err(Illegal::NoPassThisDeal);
        }
        if cards.len() != expected as usize {
            return Err(Illegal::PassCount {
                expected,
                got: cards.len() as u8,
            });
        }
        let hand = &self.deal.hands[seat.index()];
        let set = cards.to_cards();
        if set.len() as usize != cards.len() || !hand.contains_all(&set) {
            let card = cards
                .as_slice()
                .iter()
                .copied()
                .find(|&c| {
                    cards.as_slice().iter().filter(|&&d| d == c).count() > hand.count(c) as usize
                })
                .unwrap_or(Card::JOKER);
            return Err(Illegal::NotInHand { card });
        }
        if let Some(card) = set
            .iter_distinct()
            .find(|c| self.rules.forbidden_pass() & (1 << c.index()) != 0)
        {
            return Err(Illegal::PassForbidden { card });
        }
        Ok(())
    }

    /// The passes the dealer may choose from (dealer's choice), and the most cards.
    pub fn pass_choices(&self) -> (Vec<PassDirection>, u8) {
        let players = self.players();
        let hand = self.rules.hand_size();
        // Every hand must hold enough cards that may be passed, whatever was dealt.
        let passable = hand.saturating_sub(self.rules.forbidden_in_deck());
        let max = passable.min(hand - 1).min(MAX_PASS as u8).min(5);
        let mut directions = vec![PassDirection::Hold];
        if max > 0 {
            directions.extend((1..players).map(PassDirection::Left));
            directions.push(PassDirection::Mixer);
        }
        let fixed = [PassDirection::Scatter, PassDirection::Star];
        for direction in fixed {
            let size = pass_size(direction, 1, players);
            let possible = direction != PassDirection::Star || players == 5;
            if possible && size < hand && size <= passable && size as usize <= MAX_PASS {
                directions.push(direction);
            }
        }
        (directions, max)
    }

    /// The numbers of cards the dealer may choose to pass with `direction`: star and scatter
    /// passes fix their own number, a pass to one seat or into the middle takes 1 to the
    /// most [`Game::pass_choices`] allows, a hold deal none.
    pub fn pass_sizes(&self, direction: PassDirection) -> std::ops::RangeInclusive<u8> {
        match direction {
            PassDirection::Hold => 0..=0,
            PassDirection::Star | PassDirection::Scatter => {
                let size = self.rules.pass_size(direction);
                size..=size
            }
            PassDirection::Left(_) | PassDirection::Mixer => 1..=self.pass_choices().1,
        }
    }

    /// Whether `seat` (the dealer) may choose this pass.
    pub fn check_choose_pass(
        &self,
        seat: Seat,
        pass: PassDirection,
        cards: u8,
    ) -> Result<(), Illegal> {
        self.check_seat(seat)?;
        self.check_phase(Phase::ChoosingPass)?;
        if seat != self.dealer() {
            return Err(Illegal::NotDealer {
                dealer: self.dealer(),
            });
        }
        let (directions, _) = self.pass_choices();
        let count_ok = pass == PassDirection::Hold || self.pass_sizes(pass).contains(&cards);
        if !directions.contains(&pass) || !count_ok {
            return Err(Illegal::PassNotAllowed { pass, cards });
        }
        debug_assert!(self.rules.rules().passing.cycle == PassCycle::DealersChoice);
        Ok(())
    }

    /// Whether `seat` may decide about the pledge now.
    pub fn check_pledge(&self, seat: Seat) -> Result<(), Illegal> {
        self.check_seat(seat)?;
        self.check_phase(Phase::Pledging)?;
        if self.deal.pledge_decided.contains(seat) {
            return Err(Illegal::AlreadyPledged);
        }
        Ok(())
    }

    /// Whether `seat` may call `suit` now (after leading a joker).
    pub fn check_call(&self, seat: Seat, _suit: Suit) -> Result<(), Illegal> {
        self.check_seat(seat)?;
        self.check_phase(Phase::Playing)?;
        if seat != self.deal.turn {
            return Err(Illegal::NotYourTurn {
                turn: self.deal.turn,
            });
        }
        if !self.deal.awaiting_call {
            return Err(Illegal::NoCallNow);
        }
        Ok(())
    }

    /// Whether `seat` may choose how its moon scores now.
    pub fn check_moon_choice(&self, seat: Seat) -> Result<(), Illegal> {
        self.check_seat(seat)?;
        self.check_phase(Phase::ChoosingMoon)?;
        if !self.to_act().contains(seat) {
            return Err(Illegal::NotShooter);
        }
        Ok(())
    }

    /// What `seat` may do now.
    pub fn choice(&self, seat: Seat) -> Choice {
        if !self.to_act().contains(seat) {
            return Choice::Nothing;
        }
        match self.phase {
            Phase::ChoosingPass => {
                let (directions, max_cards) = self.pass_choices();
                Choice::ChoosePass {
                    directions,
                    max_cards,
                }
            }
            Phase::Passing => Choice::Pass {
                count: self.pass_count(),
                from: self.hand(seat).filter(!self.rules.forbidden_pass()),
            },
            Phase::Pledging => Choice::Pledge,
            Phase::Playing if self.deal.awaiting_call => Choice::CallSuit,
            Phase::Playing => Choice::Play {
                cards: self.legal_plays(),
            },
            Phase::ChoosingMoon => Choice::ChooseMoon,
            Phase::GameOver | Phase::DealScored => Choice::Nothing,
        }
    }
}

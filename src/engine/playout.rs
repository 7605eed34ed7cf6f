//! Random legal actions, for simulations, benchmarks, tests and the random bot. The play and
//! pass paths allocate nothing.
use super::action::{Action, Choice, MAX_PASS, MoonChoice, PassDirection, PassList, Phase};
use super::card::{Card, Suit};
use super::cards::Cards;
use super::event::EventSink;
use super::game::Game;
use super::legal::Quiet;
use super::rules::RuleSet;
use super::seat::Seat;
use super::shuffle::shuffle;
use rand::RngExt;

/// `count` cards of `from` in a random order, as a pass.
pub fn random_pass(from: Cards, count: u8, rng: &mut impl RngExt) -> PassList {
    let mut list = PassList::from_cards(from.sample(count as u32, rng));
    shuffle(list.as_mut_slice(), rng);
    list
}

/// A random action among those `choice` allows, or `None` when there is nothing to choose.
pub fn random_choice(choice: &Choice, rules: &RuleSet, rng: &mut impl RngExt) -> Option<Action> {
    Some(match choice {
        Choice::Nothing => return None,
        Choice::ChoosePass {
            directions,
            max_cards,
        } => {
            let direction = *directions.get(rng.random_range(0..directions.len().max(1)))?;
            let cards = match direction {
                PassDirection::Left(_) | PassDirection::Mixer => {
                    rng.random_range(1..=(*max_cards).max(1))
                }
                other => rules.pass_size(other),
            };
            Action::ChoosePass { direction, cards }
        }
        Choice::Pass { count, from } => Action::Pass(random_pass(*from, *count, rng)),
        Choice::Pledge => Action::Pledge(rng.random_range(0..4) == 0),
        Choice::Play { cards } => Action::Play(cards.pick_distinct(rng)?),
        Choice::CallSuit => Action::CallSuit(Suit::ALL[rng.random_range(0..4)]),
        Choice::ChooseMoon => Action::ChooseMoon(if rng.random_range(0..2) == 0 {
            MoonChoice::AddToOthers
        } else {
            MoonChoice::SubtractFromShooter
        }),
    })
}

/// A random legal action for a seat that may act now (the first seat yet to decide, or the
/// seat on turn), or `None` once the game is over.
pub fn random_action(game: &Game, rng: &mut impl RngExt) -> Option<(Seat, Action)> {
    let seat = game.to_act().iter().next()?;
    let action = random_choice(&game.choice(seat), game.rules(), rng)?;
    Some((seat, action))
}

/// Any action from any seat, legal or not, as a careless or hostile caller might send: a seat
/// number up to two past the table, a card from the whole deck (jokers and the zero cards
/// included), a pass of up to [`MAX_PASS`] cards, any pass direction and size. For testing
/// that the engine refuses what is illegal and is never hurt by it.
pub fn arbitrary_action(players: u8, rng: &mut impl RngExt) -> (Seat, Action) {
    fn card(rng: &mut impl RngExt) -> Card {
        match rng.random_range(0..55_u8) {
            52 => Card::JOKER,
            53 => Card::ZERO_OF_CLUBS,
            54 => Card::ZERO_OF_DIAMONDS,
            i => Card::new(Suit::ALL[usize::from(i / 13)], 2 + i % 13),
        }
    }
    let seat = Seat(rng.random_range(0..players.saturating_add(2)));
    let action = match rng.random_range(0..11) {
        0..=5 => Action::Play(card(rng)),
        6 | 7 => {
            let mut cards = [Card::JOKER; MAX_PASS];
            let n = rng.random_range(0..=MAX_PASS);
            for slot in &mut cards[..n] {
                *slot = card(rng);
            }
            Action::Pass(PassList::new(&cards[..n]).unwrap_or(PassList::EMPTY))
        }
        8 => Action::ChoosePass {
            direction: match rng.random_range(0..5) {
                0 => PassDirection::Hold,
                1 => PassDirection::Star,
                2 => PassDirection::Scatter,
                3 => PassDirection::Mixer,
                _ => PassDirection::Left(rng.random_range(0..14)),
            },
            cards: rng.random_range(0..30),
        },
        9 => match rng.random_range(0..3) {
            0 => Action::Pledge(rng.random_range(0..2) == 0),
            1 => Action::CallSuit(Suit::ALL[rng.random_range(0..4)]),
            _ => Action::ChooseMoon(if rng.random_range(0..2) == 0 {
                MoonChoice::AddToOthers
            } else {
                MoonChoice::SubtractFromShooter
            }),
        },
        _ => Action::Play(card(rng)),
    };
    (seat, action)
}

impl Game {
    /// Takes one random legal step for whoever may act: every seat yet to pass passes random
    /// cards, the seat on turn plays a random legal card, or the one decision waiting is made
    /// at random. Returns false once the game is over. The fast path of playouts (benchmarks,
    /// search bots' rollouts): legality is worked out once, not again on applying.
    #[inline]
    pub fn step_random(&mut self, rng: &mut impl RngExt, events: &mut impl EventSink) -> bool {
        match self.phase {
            Phase::Passing => {
                let count = self.pass_count();
                let forbidden = self.rules.forbidden_pass();
                for seat in self.to_act().iter() {
                    let cards = random_pass(self.hand(seat).filter(!forbidden), count, rng);
                    self.pass(seat, cards, events);
                }
                true
            }
            Phase::Playing if !self.deal.awaiting_call => {
                let legal = Cards::from_mask(self.filter_plays(&mut Quiet));
                match legal.pick_distinct(rng) {
                    Some(card) => {
                        self.play(card, events);
                        true
                    }
                    None => false,
                }
            }
            Phase::GameOver | Phase::DealScored => false,
            _ => match random_action(self, rng) {
                Some((seat, action)) => self.apply(seat, action, events).is_ok(),
                None => false,
            },
        }
    }
}

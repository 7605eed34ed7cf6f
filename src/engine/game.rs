//! A game in progress: deals from a seed, passing, tricks, scoring, and the end of the game.
//!
//! The game holds no random number generator: deal `h` of a game with seed `s` is always the
//! same shuffle (ChaCha8, seeded with `s`, stream `h`), on every platform, so a seed and the
//! list of actions replay a game exactly. [`Game::apply`] checks an action, changes the state
//! and reports what happened as [`Event`]s; it never panics on a refused action.
use super::card::{Card, Suit};
use super::cards::{Cards, suit_mask};
use super::event::{Event, EventSink, HandResult, Totals};
use super::legal::{Illegal, Quiet};
use super::rules::{Moon, PassDirection, RuleSet};
use super::seat::{MAX_SEATS, Seat, Seats};
use super::trick::{Play, Trick};
use arrayvec::ArrayVec;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// The most cards a deck can hold: three packs and three jokers.
pub const MAX_DECK: usize = 3 * 52 + 3;

/// What the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Every seat that has not passed yet chooses cards to pass.
    Passing,
    /// The seat on turn plays a card.
    Playing,
    /// The game is over; nothing more can be done.
    GameOver,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::Passing => "players are choosing cards to pass",
            Phase::Playing => "cards are being played",
            Phase::GameOver => "the game is over",
        })
    }
}

/// Something a player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Pass these cards (during [`Phase::Passing`]).
    Pass(Cards),
    /// Play this card to the trick (during [`Phase::Playing`]).
    Play(Card),
}

/// Where a game picks up: a deal's hands and its pass, and the score before it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealSetup {
    /// Each seat's cards, seat 0 first.
    pub hands: Vec<Cards>,
    pub pass: PassDirection,
    /// Deal number, from 0.
    #[serde(default)]
    pub hand_number: u32,
    pub dealer: Seat,
    /// Scores before this deal; empty for a new game.
    #[serde(default)]
    pub totals: Vec<i32>,
}

impl DealSetup {
    /// The first deal of a game with these hands: the last seat deals.
    pub fn first(hands: Vec<Cards>, pass: PassDirection) -> DealSetup {
        let dealer = Seat((hands.len().max(1) - 1) as u8);
        DealSetup {
            hands,
            pass,
            hand_number: 0,
            dealer,
            totals: Vec::new(),
        }
    }
}

/// The state of the current deal. Fixed-size, so copying it never allocates.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Deal {
    pub(crate) hands: [Cards; MAX_SEATS],
    /// Each hand as dealt, before passing.
    pub(crate) dealt: [Cards; MAX_SEATS],
    pub(crate) pass: PassDirection,
    pub(crate) passed: [Cards; MAX_SEATS],
    pub(crate) passed_by: Seats,
    pub(crate) trick: Trick,
    pub(crate) turn: Seat,
    /// Tricks completed this deal.
    pub(crate) tricks_done: u8,
    pub(crate) taken: [Cards; MAX_SEATS],
    pub(crate) points: Totals,
    pub(crate) tricks_won: [u8; MAX_SEATS],
    pub(crate) hearts_broken: bool,
    /// Suits each seat has shown it is void in, as bits by suit index.
    pub(crate) voids: [u8; MAX_SEATS],
    /// Every card played this deal, in order.
    pub(crate) log: ArrayVec<Play, MAX_DECK>,
}

/// A game from its first deal to its end.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) rules: Arc<RuleSet>,
    seed: u64,
    hand: u32,
    dealer: Seat,
    totals: Totals,
    pub(crate) phase: Phase,
    pub(crate) deal: Deal,
}

/// The hands of deal `hand` of a game with `seed`: the deck shuffled with ChaCha8 (stream =
/// deal number), the first hand's worth of cards to the dealer's left, the next to the
/// player after, and so on. (A shuffled deck dealt in blocks gives every deal the same
/// chance as dealing one card at a time, with less work.)
pub fn deal_hands(rules: &RuleSet, seed: u64, hand: u32, dealer: Seat) -> [Cards; MAX_SEATS] {
    let mut deck = [Card::JOKER; MAX_DECK];
    let deck = &mut deck[..rules.deck_list().len()];
    deck.copy_from_slice(rules.deck_list());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(hand as u64);
    deck.shuffle(&mut rng);
    let players = rules.players();
    let size = rules.hand_size() as usize;
    let mut hands = [Cards::EMPTY; MAX_SEATS];
    let mut seat = dealer.left(1, players);
    for block in deck.chunks_exact(size) {
        hands[seat.index()] = if rules.one_copy_each() {
            Cards::from_mask(block.iter().fold(0, |mask, c| mask | 1 << c.index()))
        } else {
            block.iter().copied().collect()
        };
        seat = seat.left(1, players);
    }
    hands
}

impl Game {
    /// A new game: the first deal is dealt from `seed`, with the last seat dealing so that
    /// seat 0 is eldest hand.
    pub fn new(rules: impl Into<Arc<RuleSet>>, seed: u64) -> Game {
        let rules = rules.into();
        let dealer = Seat(rules.players() - 1);
        let mut game = Game {
            seed,
            hand: 0,
            dealer,
            totals: [0; MAX_SEATS],
            phase: Phase::Passing,
            deal: Deal {
                hands: [Cards::EMPTY; MAX_SEATS],
                dealt: [Cards::EMPTY; MAX_SEATS],
                pass: PassDirection::Hold,
                passed: [Cards::EMPTY; MAX_SEATS],
                passed_by: Seats::NONE,
                trick: Trick::new(Seat(0)),
                turn: Seat(0),
                tricks_done: 0,
                taken: [Cards::EMPTY; MAX_SEATS],
                points: [0; MAX_SEATS],
                tricks_won: [0; MAX_SEATS],
                hearts_broken: false,
                voids: [0; MAX_SEATS],
                log: ArrayVec::new(),
            },
            rules,
        };
        game.start_hand(&mut ());
        game
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The shared rule set, for handing to another game or a bot.
    pub fn rules_arc(&self) -> Arc<RuleSet> {
        Arc::clone(&self.rules)
    }

    pub fn players(&self) -> u8 {
        self.rules.players()
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Deal number, from 0.
    pub fn hand_number(&self) -> u32 {
        self.hand
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Each seat's score, for the first [`Game::players`] entries.
    pub fn totals(&self) -> &[i32] {
        &self.totals[..self.players() as usize]
    }

    /// Where this deal's passes go.
    pub fn pass_direction(&self) -> PassDirection {
        self.deal.pass
    }

    /// How many cards each seat passes this deal (0 on a hold deal).
    pub fn pass_count(&self) -> u8 {
        match self.deal.pass {
            PassDirection::Hold => 0,
            PassDirection::Left(_) => self.rules.rules().passing.cards,
        }
    }

    /// The seat that receives `seat`'s pass this deal.
    pub fn pass_target(&self, seat: Seat) -> Option<Seat> {
        match self.deal.pass {
            PassDirection::Hold => None,
            PassDirection::Left(k) => Some(seat.left(k, self.players())),
        }
    }

    /// The seats that may act now: those yet to pass, or the seat on turn.
    pub fn to_act(&self) -> Seats {
        match self.phase {
            Phase::Passing => {
                let mut seats = Seats::all(self.players());
                for seat in self.deal.passed_by.iter() {
                    seats.remove(seat);
                }
                seats
            }
            Phase::Playing => Seats::single(self.deal.turn),
            Phase::GameOver => Seats::NONE,
        }
    }

    /// The seat on turn while cards are played.
    pub fn turn(&self) -> Option<Seat> {
        (self.phase == Phase::Playing).then_some(self.deal.turn)
    }

    /// A seat's cards. Only that player, and tests, should look.
    pub fn hand(&self, seat: Seat) -> Cards {
        self.deal
            .hands
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    pub fn trick(&self) -> &Trick {
        &self.deal.trick
    }

    pub fn hearts_broken(&self) -> bool {
        self.deal.hearts_broken
    }

    /// Tricks completed this deal.
    pub fn tricks_done(&self) -> u8 {
        self.deal.tricks_done
    }

    /// Points each seat has taken in tricks this deal.
    pub fn points_taken(&self) -> &[i32] {
        &self.deal.points[..self.players() as usize]
    }

    /// The cards each seat has taken in tricks this deal.
    pub fn taken(&self, seat: Seat) -> Cards {
        self.deal
            .taken
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// Every card played this deal, in order, with who played it.
    pub fn plays(&self) -> &[Play] {
        &self.deal.log
    }

    /// Applies `seat`'s action and reports what happened to `events`. A refused action
    /// changes nothing and says why.
    pub fn apply(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut impl EventSink,
    ) -> Result<(), Illegal> {
        match action {
            Action::Pass(cards) => {
                self.check_pass(seat, &cards)?;
                self.pass(seat, cards, events);
            }
            Action::Play(card) => {
                if self.phase == Phase::Playing
                    && seat == self.deal.turn
                    && self.filter_plays(&mut Quiet) & (1 << card.index()) != 0
                {
                    self.play(card, events);
                } else {
                    // The slow path only runs to explain a refusal.
                    self.check_play(seat, card)?;
                }
            }
        }
        Ok(())
    }

    /// A game that starts from a given deal (see [`DealSetup`]); later deals come from
    /// `seed`. Fails, saying why, if the hands are not an even deal of exactly the rules'
    /// deck, if the pass needs a seat that does not exist, or if a seat number is out of range.
    pub fn from_deal(
        rules: impl Into<Arc<RuleSet>>,
        seed: u64,
        setup: &DealSetup,
    ) -> Result<Game, String> {
        let rules = rules.into();
        let players = rules.players();
        let hands = &setup.hands;
        if hands.len() != players as usize {
            return Err(format!("{} hands for {players} players", hands.len()));
        }
        let mut all = Cards::EMPTY;
        for (seat, hand) in hands.iter().enumerate() {
            if hand.len() != rules.hand_size() as u32 {
                return Err(format!(
                    "seat {seat} holds {} cards; each hand must hold {}",
                    hand.len(),
                    rules.hand_size()
                ));
            }
            all = all.plus(*hand);
        }
        if all != rules.deck() {
            let missing = rules.deck().minus(all);
            let extra = all.minus(rules.deck());
            return Err(format!(
                "the hands are not the deck: missing [{missing}], not in the deck [{extra}]"
            ));
        }
        if let PassDirection::Left(k) = setup.pass
            && (k == 0 || k >= players)
        {
            return Err(format!(
                "cannot pass {k} seats to the left with {players} players"
            ));
        }
        if setup.dealer.0 >= players {
            return Err(format!(
                "there is no {} to deal with {players} players",
                setup.dealer
            ));
        }
        if !setup.totals.is_empty() && setup.totals.len() != players as usize {
            return Err(format!(
                "{} scores for {players} players",
                setup.totals.len()
            ));
        }
        let mut game = Game::new(rules, seed);
        game.hand = setup.hand_number;
        game.dealer = setup.dealer;
        game.totals[..setup.totals.len()].copy_from_slice(&setup.totals);
        let mut dealt = [Cards::EMPTY; MAX_SEATS];
        dealt[..hands.len()].copy_from_slice(hands);
        game.start_hand_with(dealt, setup.pass, &mut ());
        Ok(game)
    }

    fn start_hand(&mut self, events: &mut impl EventSink) {
        let hands = deal_hands(&self.rules, self.seed, self.hand, self.dealer);
        let pass = self.rules.pass_direction(self.hand);
        self.start_hand_with(hands, pass, events);
    }

    fn start_hand_with(
        &mut self,
        hands: [Cards; MAX_SEATS],
        pass: PassDirection,
        events: &mut impl EventSink,
    ) {
        let deal = &mut self.deal;
        deal.hands = hands;
        deal.dealt = hands;
        deal.pass = pass;
        deal.passed = [Cards::EMPTY; MAX_SEATS];
        deal.passed_by = Seats::NONE;
        deal.tricks_done = 0;
        deal.taken = [Cards::EMPTY; MAX_SEATS];
        deal.points = [0; MAX_SEATS];
        deal.tricks_won = [0; MAX_SEATS];
        deal.hearts_broken = false;
        deal.voids = [0; MAX_SEATS];
        deal.log.clear();
        events.emit(Event::HandDealt {
            hand: self.hand,
            dealer: self.dealer,
            pass,
        });
        if pass == PassDirection::Hold || self.rules.rules().passing.cards == 0 {
            self.begin_tricks(events);
        } else {
            self.phase = Phase::Passing;
        }
    }

    pub(crate) fn pass(&mut self, seat: Seat, cards: Cards, events: &mut impl EventSink) {
        let deal = &mut self.deal;
        for card in cards.iter() {
            deal.hands[seat.index()].remove(card);
        }
        deal.passed[seat.index()] = cards;
        deal.passed_by.insert(seat);
        let to = self.pass_target(seat).unwrap_or(seat);
        events.emit(Event::CardsPassed {
            from: seat,
            to,
            cards,
        });
        if self.deal.passed_by.len() == self.players() as u32 {
            for from in Seat::all(self.players()) {
                let to = self.pass_target(from).unwrap_or(from);
                let passed = self.deal.passed[from.index()];
                let hand = &mut self.deal.hands[to.index()];
                *hand = hand.plus(passed);
            }
            self.begin_tricks(events);
        }
    }

    /// Finds the first leader and starts play.
    fn begin_tricks(&mut self, events: &mut impl EventSink) {
        let players = self.players();
        let leader = match self.rules.opening_card() {
            Some(card) => Seat::all(players)
                .find(|s| self.deal.hands[s.index()].contains(card))
                .unwrap_or(self.dealer.left(1, players)),
            None => self.dealer.left(1, players),
        };
        self.deal.trick = Trick::new(leader);
        self.deal.turn = leader;
        self.phase = Phase::Playing;
        events.emit(Event::TricksBegin { leader });
    }

    /// Plays a card for the seat on turn; the card must be legal.
    #[inline]
    pub(crate) fn play(&mut self, card: Card, events: &mut impl EventSink) {
        let players = self.players();
        let rules = &*self.rules;
        let deal = &mut self.deal;
        let seat = deal.turn;
        deal.hands[seat.index()].remove(card);
        if let Some(led) = deal.trick.led()
            && suit_mask(led) & (1 << card.index()) == 0
        {
            deal.voids[seat.index()] |= 1 << led.index();
        }
        deal.trick.push(card);
        deal.log.push(Play { seat, card });
        events.emit(Event::CardPlayed { seat, card });
        if !deal.hearts_broken && rules.breaks_hearts(card) {
            deal.hearts_broken = true;
            events.emit(Event::HeartsBroken { seat, card });
        }
        if deal.trick.len() < players as usize {
            deal.turn = seat.left(1, players);
            return;
        }
        let winner = deal
            .trick
            .leader()
            .left(deal.trick.winning_position() as u8, players);
        let w = winner.index();
        let mut won = Cards::EMPTY;
        let mut points = 0;
        for &card in deal.trick.cards() {
            won.insert(card);
            deal.taken[w].insert(card);
            points += rules.value(card);
        }
        deal.points[w] += points;
        deal.tricks_won[w] += 1;
        deal.tricks_done += 1;
        events.emit(Event::TrickWon {
            winner,
            points,
            cards: won,
        });
        deal.trick = Trick::new(winner);
        deal.turn = winner;
        if deal.hands[winner.index()].is_empty() {
            self.finish_hand(events);
        }
    }

    fn finish_hand(&mut self, events: &mut impl EventSink) {
        let players = self.players() as usize;
        let rules = &*self.rules;
        let deal = &self.deal;
        let counters = rules.counters_in_deck();
        let shooter = if counters.is_empty() || rules.rules().moon == Moon::None {
            None
        } else {
            Seat::all(players as u8).find(|s| deal.taken[s.index()].contains_all(&counters))
        };
        let mut scores = deal.points;
        if let Some(shooter) = shooter {
            let value = rules.moon_value();
            for (i, score) in scores.iter_mut().enumerate().take(players) {
                *score = match rules.rules().moon {
                    Moon::AddToOthers if i == shooter.index() => 0,
                    Moon::AddToOthers => value,
                    Moon::SubtractFromShooter if i == shooter.index() => -value,
                    Moon::SubtractFromShooter | Moon::None => 0,
                };
            }
        }
        for (total, score) in self.totals.iter_mut().zip(scores).take(players) {
            *total += score;
        }
        events.emit(Event::HandScored(HandResult {
            hand: self.hand,
            players: players as u8,
            taken: deal.points,
            tricks: deal.tricks_won,
            moon: shooter,
            scores,
            totals: self.totals,
        }));
        let target = rules.rules().target;
        if self.totals().iter().any(|&t| t >= target) {
            let winners = self.leaders();
            self.phase = Phase::GameOver;
            events.emit(Event::GameOver {
                winners,
                totals: self.totals,
            });
            return;
        }
        self.hand += 1;
        self.dealer = self.dealer.left(1, players as u8);
        self.start_hand(events);
    }

    /// Checks the engine's own invariants and describes the first one that fails: every card
    /// of the deck is in exactly one place (a hand, the trick, a pass on its way, or taken),
    /// hands are the sizes the play so far implies, the points taken are the value of the
    /// cards taken, and the phase agrees with the cards. For tests and `moonshot simulate`.
    pub fn check_invariants(&self) -> Result<(), String> {
        let players = self.players();
        let n = players as usize;
        let deal = &self.deal;
        let rules = &*self.rules;
        let mut all = Cards::EMPTY;
        let mut count = deal.trick.len() as u32;
        for seat in 0..n {
            all = all.plus(deal.hands[seat]).plus(deal.taken[seat]);
            count += deal.hands[seat].len() + deal.taken[seat].len();
        }
        all = all.plus(deal.trick.cards().iter().copied().collect());
        if self.phase == Phase::Passing {
            for seat in deal.passed_by.iter() {
                all = all.plus(deal.passed[seat.index()]);
                count += deal.passed[seat.index()].len();
            }
        }
        if all != rules.deck() || count != rules.deck().len() {
            return Err(format!(
                "the cards are not the deck: missing [{}], extra [{}], {count} cards for {}",
                rules.deck().minus(all),
                all.minus(rules.deck()),
                rules.deck().len()
            ));
        }
        let base = rules.hand_size() as u32 - deal.tricks_done as u32;
        for seat in Seat::all(players) {
            let size = deal.hands[seat.index()].len();
            let expected = match self.phase {
                Phase::Passing if deal.passed_by.contains(seat) => base - self.pass_count() as u32,
                Phase::Passing => base,
                Phase::Playing => {
                    let played = deal.trick.plays(players).any(|p| p.seat == seat);
                    base - played as u32
                }
                Phase::GameOver => size,
            };
            if size != expected {
                return Err(format!("{seat} holds {size} cards, not {expected}"));
            }
            let value: i32 = deal.taken[seat.index()]
                .iter()
                .map(|c| rules.value(c))
                .sum();
            if value != deal.points[seat.index()] {
                return Err(format!(
                    "{seat} took cards worth {value} but is counted {} points",
                    deal.points[seat.index()]
                ));
            }
        }
        let won: u32 = deal.tricks_won[..n].iter().map(|&t| t as u32).sum();
        if won != deal.tricks_done as u32 {
            return Err(format!("{won} tricks won, {} played", deal.tricks_done));
        }
        let played = (rules.hand_size() as u32 - base) * players as u32 + deal.trick.len() as u32;
        if self.phase == Phase::Playing && deal.log.len() as u32 != played {
            return Err(format!("{} plays logged, {played} made", deal.log.len()));
        }
        match self.phase {
            Phase::Playing if deal.hands[deal.turn.index()].is_empty() => {
                Err(format!("{} is on turn with no cards", deal.turn))
            }
            Phase::Playing if deal.trick.len() >= n => Err("a full trick was not taken".into()),
            Phase::GameOver if !self.totals().iter().any(|&t| t >= rules.rules().target) => {
                Err("the game ended before anyone reached the target".into())
            }
            _ => Ok(()),
        }
    }

    /// Suits each seat has shown void in (by failing to follow), as bits by suit index.
    pub fn shown_void(&self, seat: Seat, suit: Suit) -> bool {
        self.deal
            .voids
            .get(seat.index())
            .is_some_and(|v| v & (1 << suit.index()) != 0)
    }

    /// The seats with the lowest score (the winners, once the game is over).
    pub fn leaders(&self) -> Seats {
        let totals = self.totals();
        let best = totals.iter().copied().min().unwrap_or(0);
        let mut seats = Seats::NONE;
        for (i, &t) in totals.iter().enumerate() {
            if t == best {
                seats.insert(Seat(i as u8));
            }
        }
        seats
    }
}

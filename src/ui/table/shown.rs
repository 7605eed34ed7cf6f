//! What the screen shows: [`Shown`] lags the game and changes one step at a time, as the
//! engine's events are taken from the table's queue ([`Table::show`]), with the words said
//! to a screen reader for each.
use super::{Overlay, Table};
use crate::bots::Decision;
use crate::engine::{
    Action, Card, Cards, Event, HandResult, PassDirection, Play, Seat, Seats, ShotKind, Standing,
    Suit,
};
use crate::lang::{self, Arg, Text, t};
use crate::ui::names::seat_text;

/// One step of what the screen shows.
#[allow(clippy::large_enum_variant)] // as large as an event, which it mostly is
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Step {
    Event(Event),
    /// The finished trick has been read: it slides to its winner, or, cancelled, joins the
    /// cards `carried` over in the middle.
    EndTrick {
        carried: Cards,
    },
    /// The won trick has slid to its winner: it leaves the table for the last-trick strip.
    ClearTrick,
}

/// What the table shows now: it lags the game while events are being shown.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Shown {
    /// The person's cards, as shown.
    pub hand: Cards,
    /// Cards just received in the pass, highlighted until the first trick is played.
    pub received: Cards,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<u32>,
    /// The cards on the table, in the order played.
    pub trick: Vec<Play>,
    /// Cards of the trick on the table that cancelled each other (Cancellation Hearts).
    pub cancelled: Cards,
    /// The card winning the trick on the table so far, as the engine said.
    pub winning: Option<Play>,
    /// Cards of cancelled tricks waiting in the middle for the next trick's winner.
    pub carried: Cards,
    /// The suit called after a joker lead in the trick on the table.
    pub called: Option<Suit>,
    /// Cards face down in the kitty, until someone takes it.
    pub kitty: u32,
    /// Who took the kitty this deal.
    pub kitty_taker: Option<Seat>,
    /// The seats that pledged to take no hearts this deal.
    pub pledged: Seats,
    /// Each seat's standing (points, and chips, lives or imaginary points where the game
    /// keeps them).
    pub standings: Vec<Standing>,
    /// Who receives the person's pass, card by card (one seat when all go to one player).
    pub pass_to: Vec<Seat>,
    /// While a completed trick slides to its winner.
    pub collecting: Option<Seat>,
    /// The trick just finished and what became of it, said beside the pile from the moment
    /// the engine settles it until the next trick's first card.
    pub result: Option<LastTrick>,
    /// The line that says what a cancelled card means, shown beside the pile from the first
    /// cancelling in a game until the next trick's first card.
    pub cancel_explained: bool,
    /// Passes on their way, as the engine reported them: from whom, to whom (none when the
    /// cards go to several players), how many cards. Shown flying until the pass is done.
    pub flights: Vec<(Seat, Option<Seat>, u32)>,
    /// The deal's moon or sun, to announce with a banner: the shooter and the shot.
    pub banner: Option<(Seat, ShotKind)>,
    /// The previous trick, for a look back.
    pub last_trick: Option<LastTrick>,
    /// Points each seat has taken this deal.
    pub points: Vec<i32>,
    /// Tricks each seat has taken this deal.
    pub tricks: Vec<u8>,
    /// Every card each seat has taken this deal (the engine picks out those that scored).
    pub taken: Vec<Cards>,
    pub hand_number: u32,
    pub dealer: Seat,
    /// Who took the Q♠ before this deal, where that player leads first (the engine's
    /// [`DealPlace`](crate::engine::DealPlace)).
    pub queen_taker: Option<Seat>,
    pub pass: Option<PassDirection>,
    /// Whether the person still has to choose cards to pass.
    pub choosing_pass: bool,
    /// The seat on turn while cards are played, as the engine's events said.
    pub turn: Option<Seat>,
    pub hearts_broken: bool,
}

/// A sound for something the table has just shown (the app plays it when sound is on).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A card was played.
    Card,
    /// A trick was taken.
    Trick,
    /// The game's worst card (the Q♠ in Black Lady) was taken.
    WorstCard,
    HeartsBroken,
    /// A moon or a sun was shot.
    Moon,
    /// The person's turn to play has come.
    YourTurn,
}

/// A finished trick, as it stays in view for a look back.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct LastTrick {
    /// Its cards in the order played.
    pub plays: Vec<Play>,
    /// The cards that cancelled each other in it.
    pub cancelled: Cards,
    /// Who took it; `None` when it was cancelled and carried over to the next trick.
    pub taken_by: Option<Seat>,
    /// The points its taker took with it (carried cards included), as the engine counts them.
    pub points: i32,
    /// The card that took it, as the engine said it was winning when the trick ended.
    pub winning: Option<Play>,
    /// Every card its taker took with it, carried cards included, as the engine said.
    pub taken: Cards,
}

impl Table {
    /// Points in the trick being played so far, with the cards carried over to its winner,
    /// as the engine would count them for whoever takes it.
    pub fn trick_points(&self) -> i32 {
        let cards = self.shown.carried.plus(played(&self.shown.trick));
        self.game.rules().points_in(cards)
    }

    /// The cards among those a trick's taker took that counted, as the engine picks them
    /// out (carried cards included): "Q♠", "K♥".
    fn counters_in(&self, trick: &LastTrick) -> Vec<Card> {
        let counters = self.game.rules().counters(trick.taken);
        counters.iter().collect()
    }

    /// What became of a finished trick, said beside it: "Basil takes it with the K♥: 27
    /// points (Q♠ Q♠ K♥). The cancelled Q♠ pair counts too.", "The J♣ pair cancels: nobody
    /// takes it, and its cards go to the next trick's winner."
    pub fn trick_result(&self, trick: &LastTrick) -> String {
        let rules = self.game.rules();
        // "The J♣ pair", "the three J♣", "the J♣ and 5♣ pairs".
        let copies = |card: Card| trick.plays.iter().filter(|p| p.card == card).count();
        let pairs = |cancelled: &[Card]| match cancelled {
            [card] if copies(*card) > 2 => t::table_pairs_three(*card),
            [card] => t::table_pairs_one(*card),
            _ => t::table_pairs_many(cancelled.to_vec()),
        };
        let cancelled: Vec<Card> = trick.cancelled.iter_distinct().collect();
        let Some(seat) = trick.taken_by else {
            let pairs = pairs(&cancelled);
            return match rules.points_in(played(&trick.plays)) {
                0 => t::table_trick_cancelled(pairs),
                p => t::table_trick_cancelled_points(pairs, t::count_points(p)),
            }
            .to_string();
        };
        let counters = self.counters_in(trick);
        let taken = match (trick.points, counters.is_empty()) {
            (0, _) => t::table_taken_none(),
            (n, true) => t::count_points(n),
            (n, false) => t::table_taken_cards(cards_row(&counters), t::count_points(n)),
        };
        let with = trick
            .winning
            .filter(|play| play.seat == seat)
            .map(|play| play.card);
        let text = match (seat == self.human(), with) {
            (true, Some(card)) => t::table_trick_you_with(card, taken),
            (true, None) => t::table_trick_you(taken),
            (false, Some(card)) => t::table_trick_other_with(card, self.name_text(seat), taken),
            (false, None) => t::table_trick_other(self.name_text(seat), taken),
        };
        // The rule that makes Cancellation Hearts: a cancelled card still counts.
        let counted: Vec<Card> = cancelled
            .into_iter()
            .filter(|&c| rules.value(c) != 0)
            .collect();
        if counted.is_empty() {
            return text.to_string();
        }
        let too = t::table_trick_cancelled_count(pairs(&counted));
        t::table_sentences_stopped(text, too).to_string()
    }

    /// Who took a finished trick, for the last-trick strip: "Basil, 27 points", "you, no
    /// points", "carried over".
    pub fn trick_taken(&self, trick: &LastTrick) -> String {
        let Some(seat) = trick.taken_by else {
            return t::table_last_carried().to_string();
        };
        let points = match trick.points {
            0 => t::table_taken_none(),
            p => t::count_points(p),
        };
        match seat == self.human() {
            true => t::table_last_you(points),
            false => t::table_last_other(self.name_text(seat), points),
        }
        .to_string()
    }

    /// A trick in words, for the last trick's label and the reviewed deal: "taken by West
    /// with 13 points: You Nine of Clubs, West King of Clubs, …", "cancelled, carried over to
    /// the next trick: …", each cancelled card said so.
    pub fn trick_words(&self, trick: &LastTrick) -> String {
        let points = (trick.points != 0).then(|| t::count_points(trick.points));
        let taken = match (trick.taken_by, points) {
            (Some(seat), None) if seat == self.human() => t::table_words_you(),
            (Some(seat), Some(points)) if seat == self.human() => t::table_words_you_points(points),
            (Some(seat), None) => t::table_words_other(self.name_text(seat)),
            (Some(seat), Some(points)) => t::table_words_other_points(self.name_text(seat), points),
            (None, _) => t::table_words_carried(),
        };
        let plays = trick.plays.iter().map(|p| {
            let name = lang::card_name(p.card);
            match trick.cancelled.contains(p.card) {
                true => t::table_play_cancelled(name, self.name_text(p.seat)),
                false => t::table_play(name, self.name_text(p.seat)),
            }
        });
        t::table_words(series(plays), taken).to_string()
    }

    /// What became of a reviewed decision's trick, and of the person's card in it, beside
    /// what the guessed deals made of that card: "West took the trick with the A♠: 13 points
    /// (Q♠). You took 0 points with your 9♠ this time; about 6.2 on average over the guessed
    /// deals." The luck is said only where it is far (5 points or more) from the average.
    pub fn what_happened<R>(&self, trick: &LastTrick, decision: &Decision<R>) -> String {
        let counted = self.counters_in(trick);
        let taken = match (trick.points, counted.is_empty()) {
            (n @ (1 | -1), _) | (n, true) => t::count_points(n),
            (n, false) => {
                let cards = series(counted.into_iter().map(t::table_card));
                t::table_taken_series(cards, t::count_points(n))
            }
        };
        let text = match (trick.taken_by, trick.winning) {
            (Some(seat), Some(play)) if play.seat == seat => match seat == self.human() {
                true => t::table_happened_you_with(play.card, taken),
                false => t::table_happened_other_with(play.card, self.name_text(seat), taken),
            },
            (Some(seat), _) => match seat == self.human() {
                true => t::table_happened_you(taken),
                false => t::table_happened_other(self.name_text(seat), taken),
            },
            (None, _) => t::table_happened_nobody(),
        };
        let took = match trick.taken_by == Some(self.human()) {
            true => trick.points,
            false => 0,
        };
        if let (Action::Play(card), Some(average)) = (decision.yours, decision.yours_now_tenths)
            && (took * 10 - average).abs() >= 50
        {
            let sign = if average < 0 { "minus" } else { "plus" };
            let average = Arg::Tenths(i64::from(average.unsigned_abs()));
            let luck = t::table_happened_luck(average, card, t::count_points(took), sign);
            return t::table_sentences_stopped(text, luck).to_string();
        }
        text.to_string()
    }
}

impl Table {
    pub(super) fn show_new_deal(&mut self) {
        let players = self.players() as usize;
        let view = self.game.view(self.human);
        self.shown = Shown {
            hand: view.dealt,
            received: Cards::EMPTY,
            hand_sizes: vec![self.game.rules().hand_size() as u32; players],
            trick: Vec::new(),
            cancelled: Cards::EMPTY,
            winning: None,
            carried: Cards::EMPTY,
            called: None,
            kitty: self.game.rules().kitty_size() as u32,
            kitty_taker: None,
            pledged: Seats::NONE,
            standings: self.game.standings().to_vec(),
            pass_to: view.pass_to.clone(),
            collecting: None,
            result: None,
            cancel_explained: false,
            flights: Vec::new(),
            banner: None,
            last_trick: None,
            points: vec![0; players],
            tricks: vec![0; players],
            taken: vec![Cards::EMPTY; players],
            hand_number: view.hand_number,
            dealer: view.dealer,
            queen_taker: self.game.deal_place().queen_taker,
            pass: Some(view.pass),
            choosing_pass: view.pass_count > 0,
            turn: None,
            hearts_broken: false,
        };
        let deal = view.hand_number + 1;
        self.announcement = match view.pass {
            PassDirection::Hold => t::table_deal_hold(deal),
            pass => t::table_deal_pass(view.pass_count, deal, pass_direction(pass, self.players())),
        }
        .to_string();
    }

    /// Notes the cards `seat` has taken.
    pub(super) fn take(&mut self, seat: Seat, cards: Cards) {
        if let Some(taken) = self.shown.taken.get_mut(seat.index()) {
            *taken = taken.plus(cards);
        }
    }

    /// Shows one step: a match that hands each kind of event to its own method below.
    // Not inlined: it is called from the clock and from a resume, and one copy is enough.
    #[inline(never)]
    pub(super) fn show(&mut self, step: Step) {
        match step {
            Step::Event(Event::HandDealt { .. }) => self.show_new_deal(),
            Step::Event(Event::CardsPassed { from, to, cards }) => {
                self.show_cards_passed(from, to, cards.to_cards())
            }
            Step::Event(Event::PassingDone) => self.show_passing_done(),
            Step::Event(Event::TricksBegin { leader }) => self.show_tricks_begin(leader),
            Step::Event(Event::CardPlayed { seat, card }) => self.show_card_played(seat, card),
            Step::Event(Event::Turn { seat }) => self.show_turn(seat),
            Step::Event(Event::Winning { play }) => self.shown.winning = play,
            Step::Event(Event::HeartsBroken { .. }) => self.show_hearts_broken(),
            Step::Event(Event::TrickWon {
                winner,
                points,
                cards,
            }) => self.show_trick_won(winner, points, cards),
            Step::EndTrick { carried } => self.end_trick(carried),
            Step::ClearTrick => self.clear_trick(),
            Step::Event(Event::HandScored(result)) => self.show_hand_scored(result),
            Step::Event(Event::GameOver { winners, .. }) => self.show_game_over(winners),
            Step::Event(Event::CardsCancelled { card, seats }) => {
                self.show_cards_cancelled(card, seats)
            }
            Step::Event(Event::TrickCancelled { leader, carried }) => {
                self.show_trick_cancelled(leader, carried)
            }
            Step::Event(Event::SuitCalled { seat, suit }) => self.show_suit_called(seat, suit),
            Step::Event(Event::KittyTaken { seat, cards }) => self.show_kitty_taken(seat, cards),
            Step::Event(Event::Pledged { seat, pledged }) => self.show_pledged(seat, pledged),
            Step::Event(Event::PassChosen {
                dealer,
                pass,
                cards,
            }) => self.show_pass_chosen(dealer, pass, cards),
        }
    }

    /// `from` passed `cards` (to `to`, when they all go to one player): they fly off.
    fn show_cards_passed(&mut self, from: Seat, to: Option<Seat>, cards: Cards) {
        if from == self.human {
            for card in cards.iter() {
                self.shown.hand.remove(card);
            }
            self.shown.choosing_pass = false;
            self.announcement = match to {
                Some(to) => t::table_passed_to(list_cards(cards), self.name_text(to)),
                None => t::table_passed(list_cards(cards)),
            }
            .to_string();
        }
        // The others' hands keep their count until every pass is done (then all hold as
        // many as the person): a bot passes at once, while the person may still be choosing.
        self.shown.flights.push((from, to, cards.len()));
    }

    /// Every pass has arrived: the person's received cards join the hand.
    fn show_passing_done(&mut self) {
        self.shown.flights.clear();
        // The passed cards arrive: the person sees them before pledging or playing.
        let received = match self.shown.choosing_pass {
            true => Cards::EMPTY,
            false => self.game.view(self.human).received.unwrap_or_default(),
        };
        self.shown.hand = self.shown.hand.plus(received);
        self.shown.received = received;
        self.shown.hand_sizes = vec![self.game.rules().hand_size() as u32; self.players() as usize];
        if !received.is_empty() {
            self.announcement = t::table_received(list_cards(received)).to_string();
        }
    }

    /// The first trick is about to be led by `leader`.
    fn show_tricks_begin(&mut self, leader: Seat) {
        self.shown.choosing_pass = false;
        let lead = if leader == self.human {
            t::table_you_lead()
        } else {
            t::table_other_leads(self.name_text(leader))
        };
        self.announcement = if self.shown.received.is_empty() {
            lead
        } else {
            t::table_received_lead(list_cards(self.shown.received), lead)
        }
        .to_string();
    }

    /// `seat` played `card` to the trick.
    fn show_card_played(&mut self, seat: Seat, card: Card) {
        // What was refused belongs to the turn that has just moved on.
        self.refusal = None;
        if seat == self.human {
            self.shown.hand.remove(card);
            self.shown.received = Cards::EMPTY;
        }
        if let Some(size) = self.shown.hand_sizes.get_mut(seat.index()) {
            *size = size.saturating_sub(1);
        }
        if self.shown.trick.is_empty() {
            // A new trick: the last one's words have had their time beside the pile.
            self.shown.result = None;
            self.shown.cancel_explained = false;
        }
        self.shown.trick.push(Play { seat, card });
        self.cues.push(Cue::Card);
        // Nobody is on turn until the engine says who is.
        self.shown.turn = None;
        let name = lang::card_name(card);
        self.announcement = match seat == self.human {
            true => t::table_you_played(name),
            false => t::table_other_played(name, self.name_text(seat)),
        }
        .to_string();
    }

    /// It is `seat`'s turn to play.
    fn show_turn(&mut self, seat: Seat) {
        if seat == self.human && !self.settings.watch() {
            self.cues.push(Cue::YourTurn);
        }
        self.shown.turn = Some(seat);
        self.refusal = None;
    }

    /// Hearts were broken by the card just played.
    fn show_hearts_broken(&mut self) {
        self.shown.hearts_broken = true;
        self.cues.push(Cue::HeartsBroken);
        let before = std::mem::take(&mut self.announcement);
        self.announcement = t::table_hearts_broken(before).to_string();
    }

    /// `winner` took the trick and its `points`: it slides to them, then is cleared.
    fn show_trick_won(&mut self, winner: Seat, points: i32, cards: Cards) {
        self.take(winner, cards);
        let worst = self.game.rules().worst_card();
        self.cues
            .push(match worst.is_some_and(|w| cards.contains(w)) {
                true => Cue::WorstCard,
                false => Cue::Trick,
            });
        if let Some(p) = self.shown.points.get_mut(winner.index()) {
            *p += points;
        }
        if let Some(t) = self.shown.tricks.get_mut(winner.index()) {
            *t += 1;
        }
        self.shown.turn = None;
        self.announcement = match (winner == self.human, points) {
            (true, 0) => t::table_you_take(),
            (true, p) => t::table_you_take_points(t::count_points(p)),
            (false, 0) => t::table_other_takes(self.name_text(winner)),
            (false, p) => t::table_other_takes_points(self.name_text(winner), t::count_points(p)),
        }
        .to_string();
        // The trick stays where it is, its result said beside it, until it has been read.
        self.shown.result = Some(LastTrick {
            plays: self.shown.trick.clone(),
            cancelled: self.shown.cancelled,
            taken_by: Some(winner),
            points,
            winning: self.shown.winning,
            taken: cards,
        });
        self.queue.push_front(Step::EndTrick {
            carried: Cards::EMPTY,
        });
    }

    /// The finished trick has been read: a won trick slides to its winner, a cancelled one
    /// joins the carried-over pile in the middle.
    fn end_trick(&mut self, carried: Cards) {
        let Some(result) = &self.shown.result else {
            return;
        };
        match result.taken_by {
            Some(winner) => {
                self.shown.collecting = Some(winner);
                self.queue.push_front(Step::ClearTrick);
            }
            None => {
                self.clear_trick();
                self.shown.carried = carried;
            }
        }
    }

    /// The won trick has reached its winner: it becomes the last trick.
    fn clear_trick(&mut self) {
        self.shown.last_trick = self.shown.result.clone();
        self.shown.trick.clear();
        self.shown.collecting = None;
        self.shown.cancelled = Cards::EMPTY;
        self.shown.winning = None;
        self.shown.carried = Cards::EMPTY;
        self.shown.called = None;
    }

    /// The deal is scored: its scores open (or the game-over dialog, after the last deal).
    fn show_hand_scored(&mut self, result: HandResult) {
        let players = self.players();
        self.shown.turn = None;
        self.shown.banner = result
            .shot
            .and_then(|shot| result.shooter().map(|seat| (seat, shot.kind)));
        self.shown.standings = result.standings[..players as usize].to_vec();
        if result.shooter().is_some() {
            self.cues.push(Cue::Moon);
        }
        self.announcement = match result.shooter() {
            Some(seat) if seat == self.human => t::table_you_shot(),
            Some(seat) => t::table_other_shot(self.name_text(seat)),
            None => t::table_deal_over(result.hand + 1),
        }
        .to_string();
        let rules = self.game.rules();
        let counters = self
            .shown
            .taken
            .iter()
            .map(|&t| rules.counters(t))
            .collect();
        self.book.show_scored(result, counters);
        self.overlay = Some(Overlay::HandScores);
        // After the last deal, the game-over dialog (which has the score table too)
        // takes the place of this deal's scores.
        if let Some(Step::Event(Event::GameOver { winners, .. })) = self.queue.front() {
            let winners = *winners;
            self.queue.pop_front();
            self.overlay = Some(Overlay::GameOver { winners });
            let before = std::mem::take(&mut self.announcement);
            self.announcement =
                t::table_sentences(before, winners_text(winners, players)).to_string();
        }
    }

    /// The game is over and `winners` won.
    fn show_game_over(&mut self, winners: Seats) {
        self.overlay = Some(Overlay::GameOver { winners });
        self.announcement = winners_text(winners, self.players());
    }

    /// Copies of `card` played by `seats` cancelled each other.
    fn show_cards_cancelled(&mut self, card: Card, seats: Seats) {
        self.shown.cancelled.insert(card);
        // The first cancelling of the game is explained where it happens.
        if !self.cancels_seen {
            self.cancels_seen = true;
            self.shown.cancel_explained = true;
        }
        let cancel = t::table_cards_cancel(plural_name(card), seats.len());
        let before = std::mem::take(&mut self.announcement);
        self.announcement = t::table_sentences(before, cancel).to_string();
    }

    /// Every card that could win was cancelled: the trick's cards stay in the middle as
    /// `carried`, and `leader` leads again.
    fn show_trick_cancelled(&mut self, leader: Seat, carried: Cards) {
        // The cards stay where they are, the result said beside them, until it has been
        // read; then they join the carried-over pile.
        self.shown.result = Some(LastTrick {
            plays: self.shown.trick.clone(),
            cancelled: self.shown.cancelled,
            taken_by: None,
            points: 0,
            winning: None,
            taken: Cards::EMPTY,
        });
        self.queue.push_front(Step::EndTrick { carried });
        self.shown.winning = None;
        self.shown.turn = None;
        self.announcement =
            t::table_trick_carried(carried.len(), self.name_text(leader)).to_string();
    }

    /// `seat` led the joker and called `suit`.
    fn show_suit_called(&mut self, seat: Seat, suit: Suit) {
        self.shown.called = Some(suit);
        self.announcement =
            t::table_suit_called(self.name_text(seat), lang::suit(suit, 2)).to_string();
    }

    /// `seat` took the kitty's `cards`.
    fn show_kitty_taken(&mut self, seat: Seat, cards: Cards) {
        self.take(seat, cards);
        self.shown.kitty = 0;
        self.shown.kitty_taker = Some(seat);
        let count = t::count_cards(cards.len());
        self.announcement = match seat == self.human {
            true => t::table_you_kitty(count),
            false => t::table_other_kitty(count, self.name_text(seat)),
        }
        .to_string();
    }

    /// `seat` pledged to take no hearts, or declined to.
    fn show_pledged(&mut self, seat: Seat, pledged: bool) {
        if pledged {
            self.shown.pledged.insert(seat);
            self.announcement = match seat == self.human {
                true => t::table_you_pledge(),
                false => t::table_other_pledges(self.name_text(seat)),
            }
            .to_string();
        }
    }

    /// `dealer` chose this deal's `pass` of `cards` cards.
    fn show_pass_chosen(&mut self, dealer: Seat, pass: PassDirection, cards: u8) {
        self.shown.pass = Some(pass);
        self.shown.pass_to = self.game.pass_recipients(self.human);
        self.shown.choosing_pass = cards > 0 && pass != PassDirection::Hold;
        let you = dealer == self.human;
        self.announcement = match pass {
            PassDirection::Hold if you => t::table_you_choose_hold(),
            PassDirection::Hold => t::table_dealer_chooses_hold(),
            pass => {
                let direction = pass_direction(pass, self.players());
                match you {
                    true => t::table_you_choose_pass(cards, direction),
                    false => t::table_dealer_chooses_pass(cards, direction),
                }
            }
        }
        .to_string();
    }
}

/// "You win!", "West wins", "North and East share the win".
pub fn winners_text(winners: Seats, players: u8) -> String {
    winners_said(winners, players).to_string()
}

/// [`winners_text`], as a text. The person's seat is seat 0 (the table's `human`).
fn winners_said(winners: Seats, players: u8) -> Text {
    let seats: Vec<Seat> = winners.iter().collect();
    match seats.as_slice() {
        [Seat(0)] => t::table_you_win(),
        [one] => t::table_other_wins(seat_text(*one, players)),
        _ => {
            let names: Vec<Text> = seats.iter().map(|&s| seat_text(s, players)).collect();
            t::table_share_win(names)
        }
    }
}

/// "1st", "2nd", "3rd", "11th".
pub fn ordinal(n: usize) -> Text {
    ordinal_said(n)
}

/// [`ordinal`], as a text: a place, written by the language's rules.
fn ordinal_said(n: usize) -> Text {
    t::table_ordinal(crate::lang::Arg::Ordinal(n as i64))
}

/// The person's place at the end, then who won: "You finished 3rd of 8. Basil wins".
pub fn final_line(places: &[u8], winners: Seats, me: Seat, players: u8) -> String {
    let place = places.get(me.index()).copied().unwrap_or(1);
    let shared = places.iter().filter(|&&p| p == place).count() > 1;
    match (place, shared) {
        (1, false) => t::table_you_win(),
        (1, true) => {
            let others: Vec<Text> = winners
                .iter()
                .filter(|&s| s != me)
                .map(|s| seat_text(s, players))
                .collect();
            t::table_you_share_win(others)
        }
        (p, true) => t::table_you_share_place(
            ordinal_said(usize::from(p)),
            players,
            winners_said(winners, players),
        ),
        (p, false) => t::table_you_finished(
            ordinal_said(usize::from(p)),
            players,
            winners_said(winners, players),
        ),
    }
    .to_string()
}

pub use crate::lang::words::table::pass_direction;

/// A deal's pass as the top bar says it: "pass to the left", "no passing" (nothing before
/// it is known).
pub fn pass_words(pass: Option<PassDirection>, players: u8) -> String {
    pass_said(pass, players).map_or_else(String::new, |p| p.to_string())
}

/// [`pass_words`], as a text; `None` before the pass is known.
pub(super) fn pass_said(pass: Option<PassDirection>, players: u8) -> Option<Text> {
    match pass? {
        PassDirection::Hold => Some(t::table_direction_hold()),
        pass => Some(t::table_pass_words(pass_direction(pass, players))),
    }
}

/// The cards of `plays`, copies included.
fn played(plays: &[Play]) -> Cards {
    plays.iter().map(|play| play.card).collect()
}

/// "Queens of Spades", "Jokers".
fn plural_name(card: Card) -> Text {
    let suit = match card.suit() {
        Some(Suit::Clubs) => t::suit_name_clubs(),
        Some(Suit::Diamonds) => t::suit_name_diamonds(),
        Some(Suit::Spades) => t::suit_name_spades(),
        Some(Suit::Hearts) => t::suit_name_hearts(),
        None => return t::table_plural_joker(),
    };
    match card.rank() {
        0 => t::table_plural_zero(suit),
        _ => t::table_plural(card, suit),
    }
}

/// "the Two of Clubs, the Queen of Spades and the Ace of Hearts", "nothing".
pub(super) fn list_cards(cards: Cards) -> Text {
    let names: Vec<Text> = cards
        .iter()
        .map(|c| t::table_the_card(lang::card_name(c)))
        .collect();
    match names.is_empty() {
        true => t::table_cards_none(),
        false => t::table_cards(names),
    }
}

/// Items one after the other, not a list with "and": "Q♠, A♥". Each step is written out as
/// it is added, so that a long series is not a deep nest of texts.
fn series(items: impl IntoIterator<Item = Text>) -> String {
    items
        .into_iter()
        .map(|item| item.to_string())
        .reduce(|before, next| t::table_series(before, next).to_string())
        .unwrap_or_default()
}

/// Cards in a row, as a trick's taker took them: "Q♠ Q♠ K♥".
fn cards_row(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|&card| t::table_card(card).to_string())
        .reduce(|before, card| t::table_cards_row(before, card).to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::testing::*;

    /// The last trick keeps the points the engine counted for its taker (none for a cancelled
    /// trick), in Black Lady and in Cancellation for 8.
    #[test]
    fn the_last_trick_keeps_the_points_the_engine_counted() {
        let tables = [
            GameChoices::default(),
            GameChoices::default()
                .with_game(Preset::Cancellation)
                .with_players(8),
        ];
        for choices in tables {
            let mut table = Table::new(choices, 4, Speed::Instant).expect("a game");
            let (mut tricks, mut points) = (0, 0);
            let mut counted = None;
            while table.history().is_empty() {
                // One step at a time, to see each event before it is shown.
                match table.queue.front() {
                    Some(Step::Event(Event::TrickWon { points, .. })) => counted = Some(*points),
                    Some(Step::Event(Event::TrickCancelled { .. })) => counted = Some(0),
                    _ => {}
                }
                let before = table.shown.last_trick.clone();
                match table.queue.is_empty() {
                    true => act_like_a_person(&mut table),
                    false => {
                        table.step();
                    }
                }
                let after = &table.shown.last_trick;
                if let (Some(last), Some(want)) = (after, counted)
                    && after != &before
                {
                    assert_eq!(last.points, want, "{last:?}");
                    tricks += 1;
                    points += want;
                    counted = None;
                }
            }
            assert!(tricks >= 8, "tricks seen: {tricks}");
            assert!(points > 0, "some trick held points");
        }
    }

    #[test]
    fn what_happened_says_who_took_the_trick_and_the_luck_beside_the_average() {
        let table = Table::new(GameChoices::default(), 4, Speed::Instant).expect("a game");
        let card = |t: &str| t.parse::<Card>().unwrap();
        let play = |seat: u8, c: &str| Play {
            seat: Seat(seat),
            card: card(c),
        };
        let plays = vec![play(0, "KS"), play(1, "QS"), play(2, "2S"), play(3, "AH")];
        let won = LastTrick {
            plays: plays.clone(),
            cancelled: Cards::EMPTY,
            taken_by: Some(Seat(0)),
            points: 14,
            winning: Some(play(0, "KS")),
            taken: played(&plays),
        };
        let decision = |now: Option<i32>| Decision {
            step: 3,
            trick: 2,
            yours: Action::Play(card("KS")),
            expert: Action::Play(card("2S")),
            reason: crate::bots::Said::default(),
            margin_tenths: 20,
            noise_tenths: 3,
            clear: true,
            yours_now_tenths: now,
        };
        assert_eq!(
            table.what_happened(&won, &decision(Some(21))),
            "You took the trick with the K♠: 14 points (Q♠, A♥). You took 14 points with your \
             K♠ this time; about 2.1 on average over the guessed deals."
        );
        // Near the average, no word of luck.
        assert_eq!(
            table.what_happened(&won, &decision(Some(120))),
            "You took the trick with the K♠: 14 points (Q♠, A♥)."
        );
        let cancelled = LastTrick {
            taken_by: None,
            points: 0,
            winning: None,
            ..won
        };
        assert_eq!(
            table.what_happened(&cancelled, &decision(Some(0))),
            "Nobody took the trick: every card that could win it was cancelled, and its cards \
             went on to the next trick."
        );
    }

    /// The words said beside a finished trick: who took it, with which card, its points and
    /// their cards, and that cancelled cards with points still count; a cancelled trick's
    /// pairs and where its cards go.
    #[test]
    fn a_finished_trick_is_said_in_words() {
        let choices = GameChoices::default()
            .with_game(Preset::Cancellation)
            .with_players(8);
        let table = Table::new(choices, 4, Speed::Instant).expect("a game");
        let card = |t: &str| t.parse::<Card>().unwrap();
        let play = |seat: u8, c: &str| Play {
            seat: Seat(seat),
            card: card(c),
        };
        let plays = vec![
            play(1, "QS"),
            play(2, "QS"),
            play(3, "9D"),
            play(4, "9D"),
            play(5, "KH"),
            play(6, "2S"),
        ];
        let taken = played(&plays);
        let won = LastTrick {
            plays: plays.clone(),
            cancelled: Cards::single(card("QS")).plus(Cards::single(card("9D"))),
            taken_by: Some(Seat(5)),
            points: 27,
            winning: Some(play(5, "KH")),
            taken,
        };
        let basil = table.name(Seat(5));
        assert_eq!(
            table.trick_result(&won),
            format!(
                "{basil} takes it with the K♥: 27 points (Q♠ Q♠ K♥). The cancelled Q♠ pair \
                 counts too."
            )
        );
        assert_eq!(table.trick_taken(&won), format!("{basil}, 27 points"));
        let yours = LastTrick {
            taken_by: Some(Seat(0)),
            winning: Some(play(0, "AH")),
            points: 0,
            cancelled: Cards::EMPTY,
            taken: Cards::EMPTY,
            ..won.clone()
        };
        assert_eq!(
            table.trick_result(&yours),
            "You take it with the A♥: no points."
        );
        assert_eq!(table.trick_taken(&yours), "you, no points");
        let carried = LastTrick {
            plays: plays[..4].to_vec(),
            taken_by: None,
            winning: None,
            points: 0,
            taken: Cards::EMPTY,
            ..won
        };
        assert_eq!(
            table.trick_result(&carried),
            "The 9♦ and Q♠ pairs cancel: nobody takes it, and its cards (26 points) go to the \
             next trick's winner."
        );
        assert_eq!(table.trick_taken(&carried), "carried over");
    }

    #[test]
    fn cancelled_cards_and_carried_piles_are_shown_as_the_engine_says() {
        // Eleven players with two packs cancel often; play until a trick is cancelled.
        // Random opponents cancel more often than careful ones.
        let choices = GameChoices::all(Level::Beginner)
            .with_game(Preset::Cancellation)
            .with_players(11);
        let mut table = Table::new(choices, 5, Speed::Fast).unwrap();
        let (mut saw_cancelled, mut saw_carried) = (false, false);
        for _ in 0..200_000 {
            if saw_cancelled && saw_carried {
                break;
            }
            if !table.shown.cancelled.is_empty() {
                saw_cancelled = true;
                for card in table.shown.cancelled.iter_distinct() {
                    assert!(
                        table.shown.trick.iter().filter(|p| p.card == card).count() >= 2,
                        "a cancelled card is in the trick twice"
                    );
                }
            }
            if !table.shown.carried.is_empty() {
                saw_carried = true;
                assert!(table.shown.trick.len() < table.players() as usize);
                if table.shown.trick.is_empty() {
                    let last = table
                        .shown
                        .last_trick
                        .as_ref()
                        .expect("the trick carried over");
                    assert_eq!(last.taken_by, None, "nobody took a carried-over trick");
                    assert!(!last.cancelled.is_empty(), "its cancelled cards are marked");
                }
            }
            if let Some(play) = table.shown.winning {
                assert!(
                    table.shown.trick.contains(&play) && !table.shown.cancelled.contains(play.card),
                    "the winning card is on the table and not cancelled"
                );
            }
            if table.overlay == Some(Overlay::HandScores) {
                table.update(Act::NextHand);
                continue;
            }
            // A game that ends first is followed by another.
            if let Some(Overlay::GameOver { .. }) = table.overlay {
                let seed = table.game().seed() + 1;
                table.update(NewGame::Again { seed });
                continue;
            }
            match table.asked() {
                Choice::Pass { from, count } => {
                    for card in from.iter().take(count as usize).collect::<Vec<_>>() {
                        table.update(Act::Choose(card));
                    }
                    table.update(Act::Pass);
                }
                Choice::Play { cards } => {
                    let card = cards.iter().next().unwrap();
                    table.update(Act::Choose(card));
                }
                _ => advance(&mut table),
            }
        }
        assert!(saw_cancelled, "some cards were cancelled");
        assert!(saw_carried, "some trick was cancelled and carried over");
    }

    #[test]
    fn the_shown_hand_lags_the_game_until_the_score_table_is_closed() {
        let mut table = black_lady(3, Speed::Normal);
        play_like_a_person(&mut table, 1);
        assert_eq!(table.overlay, Some(Overlay::HandScores));
        assert!(
            table.shown.hand.is_empty(),
            "the finished deal is still on screen"
        );
        assert_eq!(
            table.game().hand(Seat(0)).len(),
            13,
            "the engine has dealt again"
        );
        assert_eq!(
            table.next_delay(),
            None,
            "nothing moves under the score table"
        );
        table.update(Act::NextHand);
        table.update(Msg::Step);
        assert_eq!(table.shown.hand.len(), 13);
        assert_eq!(
            table.shown.pass,
            Some(PassDirection::Left(3)),
            "deal 2 passes right"
        );
    }

    #[test]
    fn names_and_winner_lines_read_well() {
        assert_eq!(crate::ui::names::seat_name(Seat(2), 4), "North");
        assert_eq!(crate::ui::names::seat_name(Seat(2), 5), "Basil");
        let mut seats = Seats::single(Seat(0));
        assert_eq!(winners_text(seats, 4), "You win!");
        seats.insert(Seat(3));
        assert_eq!(winners_text(seats, 4), "You and East share the win");
        assert_eq!(winners_text(Seats::single(Seat(1)), 4), "West wins");
        let plural = |text: &str| plural_name(text.parse().unwrap()).to_string();
        assert_eq!(plural("6H"), "Sixes of Hearts");
        assert_eq!(plural("QS"), "Queens of Spades");
        // Every card's plural is its English name's, as it was made of it before.
        let jokers = [Card::JOKER, Card::ZERO_OF_CLUBS];
        let suits: Vec<Card> = Suit::ALL
            .iter()
            .flat_map(|&s| Cards::suit(s).iter().collect::<Vec<_>>())
            .collect();
        for card in suits.into_iter().chain(jokers) {
            let name = card.name();
            let made = match name.split_once(" of ") {
                Some((rank, suit)) if rank.ends_with('x') => format!("{rank}es of {suit}"),
                Some((rank, suit)) => format!("{rank}s of {suit}"),
                None => format!("{name}s"),
            };
            assert_eq!(plural_name(card).to_string(), made);
        }
        let mut three = Seats::single(Seat(1));
        three.insert(Seat(2));
        three.insert(Seat(4));
        assert_eq!(winners_text(three, 8), "Ada, Basil and Dev share the win");
        let cards: Cards = ["QS", "2C"]
            .iter()
            .map(|t| t.parse::<Card>().unwrap())
            .collect();
        assert_eq!(
            list_cards(cards).to_string(),
            "the Two of Clubs and the Queen of Spades"
        );
        assert_eq!(list_cards(Cards::EMPTY).to_string(), "nothing");
    }

    #[test]
    fn the_final_line_says_the_person_s_place_first() {
        assert_eq!(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(|n| ordinal(n).to_string()),
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
        let you = Seat(0);
        let basil = Seats::single(Seat(2));
        assert_eq!(
            final_line(&[3, 2, 1, 4, 5, 6, 7, 8], basil, you, 8),
            "You finished 3rd of 8. Basil wins"
        );
        assert_eq!(
            final_line(&[1, 2, 3, 4], Seats::single(you), you, 4),
            "You win!"
        );
        let mut both = Seats::single(you);
        both.insert(Seat(3));
        assert_eq!(
            final_line(&[1, 2, 3, 1], both, you, 4),
            "You share the win with East"
        );
        assert_eq!(
            final_line(&[2, 1, 2, 4], Seats::single(Seat(1)), you, 4),
            "You share 2nd place of 4. West wins"
        );
    }

    #[test]
    fn each_card_trick_and_turn_shown_asks_for_its_sound_once() {
        let mut table = black_lady(8, Speed::Fast);
        let mut heard = Vec::new();
        let mut steps = 0;
        while table.history().is_empty() {
            steps += 1;
            assert!(steps < 10_000, "the deal ends");
            act_like_a_person(&mut table);
            heard.extend(table.cues.iter().copied());
        }
        let count = |cue: Cue| heard.iter().filter(|&&c| c == cue).count();
        assert_eq!(count(Cue::Card), 52);
        assert_eq!(count(Cue::Trick) + count(Cue::WorstCard), 13);
        assert_eq!(count(Cue::WorstCard), 1, "the Q♠ is taken once");
        assert_eq!(
            count(Cue::YourTurn),
            13,
            "once for each of the person's cards"
        );
        assert_eq!(
            count(Cue::HeartsBroken),
            usize::from(table.shown.hearts_broken)
        );
        let moon = table.history()[0].shooter().is_some();
        assert_eq!(count(Cue::Moon), usize::from(moon));
        // A game resumed from its record makes no sound for what it replays.
        let resumed = Table::resume(table.record(), table.choices.clone(), Speed::Fast).unwrap();
        assert!(resumed.cues.is_empty());
    }

    #[test]
    fn the_deal_summary_lists_the_counters_each_seat_took() {
        let table = two_deals(GameChoices::default(), 12);
        assert_eq!(table.counters_history().len(), table.history().len());
        let rules = table.game().rules();
        for (result, counters) in table.history().iter().zip(table.counters_history()) {
            for (seat, &taken) in counters.iter().enumerate() {
                assert_eq!(rules.value_of(taken), result.taken[seat]);
                assert_eq!(rules.counters(taken), taken);
            }
            let all: u32 = counters.iter().map(|c| c.len()).sum();
            assert_eq!(all, 14, "13 hearts and the Queen of Spades");
        }
        // In Gong Zhu the 10♣ changes its taker's score, so the summary lists it too.
        let table = two_deals(GameChoices::default().with_game(Preset::GongZhu), 12);
        let ten: Card = "TC".parse().unwrap();
        for counters in table.counters_history() {
            let with_ten = counters.iter().filter(|c| c.contains(ten)).count();
            assert_eq!(with_ten, 1, "whoever took the 10♣: {counters:?}");
        }
    }
}

//! A game in progress: deals from a seed, the passes, pledges, tricks, scoring and the end
//! of the game.
//!
//! The game holds no random number generator: deal `h` of a game with seed `s` is always the
//! same shuffle (ChaCha8, seeded with `s`, stream `h`), on every platform, so a seed and the
//! list of actions replay a game exactly. [`Game::apply`] checks an action, changes the state
//! and reports what happened as [`Event`]s; it never panics, and a refused action changes
//! nothing.
use super::action::{Action, Illegal, MAX_DECK, PassDirection, PassList, Phase, Standing};
use super::card::{Card, Suit};
use super::cards::Cards;
use super::event::{Event, EventSink, ShotKind, Totals};
use super::rules::{OpeningLead, PassCycle, RuleSet, Scoring};
use super::seat::{MAX_SEATS, Seat, Seats};
use super::shuffle::shuffle;
use super::trick::{Play, Trick};
use arrayvec::ArrayVec;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// A deal as it was dealt and passed, to show every hand once it is over ([`Game::deal_shown`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DealShown {
    /// Each seat's hand as dealt, before the pass.
    pub hands: Vec<Cards>,
    /// The cards dealt to nobody (the kitty).
    pub kitty: Cards,
    /// Each seat's pass, card by card, with the seat each card went to (empty for a seat that
    /// passed nothing).
    pub passes: Vec<Vec<(Card, Seat)>>,
}

/// Where a game picks up: a deal's hands (and kitty) and its pass, and the standings before it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealSetup {
    /// Each seat's cards, seat 0 first.
    pub hands: Vec<Cards>,
    /// The kitty, when the rules keep one.
    #[serde(default)]
    pub kitty: Cards,
    pub pass: PassDirection,
    /// Deal number, from 0.
    #[serde(default)]
    pub hand_number: u32,
    /// Who dealt; without it, the dealer of a new game (seat 0 is eldest hand).
    #[serde(default)]
    pub dealer: Option<Seat>,
    /// Scores before this deal; empty for a new game.
    #[serde(default)]
    pub totals: Vec<i32>,
    /// Full standings before this deal (points, chips, lives), where the rules keep more
    /// than points; when given, they take the place of `totals`.
    #[serde(default)]
    pub standings: Vec<Standing>,
    /// Chips in the pool before this deal.
    #[serde(default)]
    pub pool: i32,
    /// Deals in a row in which each seat took every counter (for the big moon).
    #[serde(default)]
    pub moon_streak: Vec<u8>,
    /// Who took the Q♠ in the deal before (it leads first in Gong Zhu).
    #[serde(default)]
    pub queen_taker: Option<Seat>,
}

impl DealSetup {
    /// The first deal of a game with these hands, dealt as a new game is (seat 0 is eldest).
    pub fn first(hands: Vec<Cards>, pass: PassDirection) -> DealSetup {
        DealSetup {
            hands,
            kitty: Cards::EMPTY,
            pass,
            hand_number: 0,
            dealer: None,
            totals: Vec::new(),
            standings: Vec::new(),
            pool: 0,
            moon_streak: Vec::new(),
            queen_taker: None,
        }
    }
}

/// Where a deal stands in a game dealt from a seed: its number, who deals it, and who took the
/// Q♠ in the deal before where the rules have that player lead first (Gong Zhu). With the
/// rules and the seed, these are all that a deal's cards, its pass and its first lead depend
/// on, so [`Game::start_at`] deals that very deal again (the scores before it aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DealPlace {
    /// Deal number, from 0.
    pub hand: u32,
    /// Who deals it.
    pub dealer: Seat,
    /// Who took the Q♠ in the deal before, where that player leads the first trick.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub queen_taker: Option<Seat>,
}

impl DealPlace {
    /// Deal `hand` as a game reaches it when the deal goes round the table: a new game's
    /// dealer is one step back from seat 0 (so seat 0 is eldest hand), and each deal the next
    /// seat in the direction of play deals. (Where the Q♠'s taker deals next, the game knows
    /// who deals: [`Game::deal_place`].)
    pub fn by_turns(rules: &RuleSet, hand: u32) -> DealPlace {
        let players = rules.players();
        let step = rules.step();
        let first = Seat(0).left(players - step, players);
        let turns = (u64::from(step) * u64::from(hand) % u64::from(players.max(1))) as u8;
        DealPlace {
            hand,
            dealer: first.left(turns, players),
            queen_taker: None,
        }
    }

    /// Whether a game of `rules` has this place: the dealer and the Q♠'s taker are seats at
    /// the table, and the deal is not past the game's last (where it has a number of deals).
    pub fn check(&self, rules: &RuleSet) -> Result<(), DealError> {
        let players = rules.players();
        if self.dealer.0 >= players {
            return Err(DealError::NoDealer {
                dealer: self.dealer,
                players,
            });
        }
        if let Some(seat) = self.queen_taker
            && seat.0 >= players
        {
            return Err(DealError::NoQueenTaker { seat, players });
        }
        if let Some(deals) = rules.rules().deals
            && self.hand >= deals
        {
            return Err(DealError::PastTheLastDeal {
                hand: self.hand,
                deals,
            });
        }
        Ok(())
    }
}

/// The state of the current deal. Fixed-size, so copying it never allocates.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Deal {
    pub(crate) hands: [Cards; MAX_SEATS],
    /// Each hand as dealt, before passing.
    pub(crate) dealt: [Cards; MAX_SEATS],
    pub(crate) kitty: Cards,
    pub(crate) kitty_owner: Option<Seat>,
    pub(crate) pass: PassDirection,
    pub(crate) pass_size: u8,
    pub(crate) passed: [PassList; MAX_SEATS],
    pub(crate) passed_by: Seats,
    /// What each seat received in the pass (known once passing is over).
    pub(crate) received: [Cards; MAX_SEATS],
    pub(crate) pledged: Seats,
    pub(crate) pledge_decided: Seats,
    pub(crate) trick: Trick,
    /// Waiting for the leader of a joker to call a suit.
    pub(crate) awaiting_call: bool,
    pub(crate) turn: Seat,
    /// Tricks completed this deal (won or cancelled).
    pub(crate) tricks_done: u8,
    /// Cards of cancelled tricks, waiting for the winner of the next trick.
    pub(crate) carried: Cards,
    pub(crate) taken: [Cards; MAX_SEATS],
    pub(crate) points: Totals,
    pub(crate) tricks_won: [u8; MAX_SEATS],
    /// Who won each trick, in order (cancelled tricks are not counted).
    pub(crate) winners: ArrayVec<Seat, { MAX_DECK }>,
    pub(crate) hearts_broken: bool,
    /// Suits each seat has shown it is void in, as bits by suit index.
    pub(crate) voids: [u8; MAX_SEATS],
    /// Every card played this deal, in order.
    pub(crate) log: ArrayVec<Play, MAX_DECK>,
    /// The suits called after joker leads, by the joker's place in `log`.
    pub(crate) calls: ArrayVec<Call, MAX_CALLS>,
}

/// The most joker leads a deal can have: three copies of each of the three jokers.
pub const MAX_CALLS: usize = 9;

/// After leading a joker, the suit its leader called: the joker is card `at` of the deal's
/// plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    pub at: u8,
    pub suit: Suit,
}

impl Deal {
    pub(crate) fn empty(players: u8, step: u8) -> Deal {
        Deal {
            hands: [Cards::EMPTY; MAX_SEATS],
            dealt: [Cards::EMPTY; MAX_SEATS],
            kitty: Cards::EMPTY,
            kitty_owner: None,
            pass: PassDirection::Hold,
            pass_size: 0,
            passed: [PassList::EMPTY; MAX_SEATS],
            passed_by: Seats::NONE,
            received: [Cards::EMPTY; MAX_SEATS],
            pledged: Seats::NONE,
            pledge_decided: Seats::NONE,
            trick: Trick::new(Seat(0), players, step),
            awaiting_call: false,
            turn: Seat(0),
            tricks_done: 0,
            carried: Cards::EMPTY,
            taken: [Cards::EMPTY; MAX_SEATS],
            points: [0; MAX_SEATS],
            tricks_won: [0; MAX_SEATS],
            winners: ArrayVec::new(),
            hearts_broken: false,
            voids: [0; MAX_SEATS],
            log: ArrayVec::new(),
            calls: ArrayVec::new(),
        }
    }
}

// The scoring of a deal lives in scoring.rs; these are its results the game must hold
// while the shooter chooses the moon.
/// A deal's scores before the moon: each seat's penalty and bonus parts (real and imaginary).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Raw {
    pub(crate) penalty: Totals,
    pub(crate) penalty_imaginary: Totals,
    pub(crate) bonus: Totals,
    pub(crate) bonus_imaginary: Totals,
}

/// A shot found at the end of a deal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Detected {
    pub(crate) kind: ShotKind,
    pub(crate) seats: Seats,
}

/// A deal waiting for its shooter's choice of old or new moon.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Pending {
    pub(crate) shooter: Seat,
    pub(crate) raw: Raw,
    pub(crate) shot: Detected,
}

/// A game from its first deal to its end.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) rules: Arc<RuleSet>,
    seed: u64,
    pub(crate) hand: u32,
    pub(crate) dealer: Seat,
    pub(crate) standings: [Standing; MAX_SEATS],
    /// Chips waiting in the pool (chip scoring).
    pub(crate) pool: i32,
    /// Deals in a row in which each seat took every counter (the big moon).
    pub(crate) moon_streak: [u8; MAX_SEATS],
    /// The clock ran out: the game ends with the deal in progress.
    pub(crate) time_called: bool,
    pub(crate) phase: Phase,
    pub(crate) deal: Deal,
    /// A deal being scored, waiting for the shooter's choice of moon.
    pub(crate) pending: Option<Pending>,
    /// The team that lost (partnership games where a team loses with its player).
    pub(crate) losing_team: Option<u8>,
    /// Who took the Q♠ in the last deal (it leads next in Gong Zhu).
    pub(crate) queen_taker: Option<Seat>,
    /// Players who lost their last lives in the same final deal (Danger Hearts).
    pub(crate) finalists: Seats,
    /// Stop once this deal is scored ([`Phase::DealScored`]) instead of dealing the next.
    pub(crate) single_deal: bool,
}

/// The hands of deal `hand` of a game with `seed`, and the kitty: the deck shuffled with
/// ChaCha8 (stream = deal number), the first hand's worth of cards to the dealer's left (in
/// the direction of play), the next to the player after, and so on; what is left over is the
/// kitty. (A shuffled deck dealt in blocks gives every deal the same chance as dealing one
/// card at a time, with less work.)
pub fn deal_hands(
    rules: &RuleSet,
    seed: u64,
    hand: u32,
    dealer: Seat,
) -> ([Cards; MAX_SEATS], Cards) {
    let mut deck = [Card::JOKER; MAX_DECK];
    let deck = &mut deck[..rules.deck_list().len()];
    deck.copy_from_slice(rules.deck_list());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(hand as u64);
    shuffle(deck, &mut rng);
    let players = rules.players();
    let step = rules.step();
    let size = rules.hand_size() as usize;
    let mut hands = [Cards::EMPTY; MAX_SEATS];
    let mut seat = dealer.left(step, players);
    let (dealt, kitty) = deck.split_at(size * players as usize);
    for block in dealt.chunks_exact(size) {
        hands[seat.index()] = if rules.one_copy_each() {
            Cards::from_mask(block.iter().fold(0, |mask, c| mask | 1 << c.index()))
        } else {
            block.iter().copied().collect()
        };
        seat = seat.left(step, players);
    }
    (hands, kitty.iter().copied().collect())
}

impl Game {
    /// A new game: the first deal is dealt from `seed`, with the last seat dealing so that
    /// seat 0 is eldest hand (the first to the dealer's left in the direction of play).
    pub fn new(rules: impl Into<Arc<RuleSet>>, seed: u64) -> Game {
        Game::start(rules, seed, &mut ())
    }

    /// [`Game::new`], reporting the first deal's events (the deal, and when nothing is passed
    /// the start of play) to `events`, for a table that shows them.
    pub fn start(rules: impl Into<Arc<RuleSet>>, seed: u64, events: &mut impl EventSink) -> Game {
        let rules = rules.into();
        // Seat 0 is eldest: the dealer is one step back from it.
        let place = DealPlace::by_turns(&rules, 0);
        let mut game = Game::before_deal(rules, seed, place);
        game.start_hand(events);
        game
    }

    /// A game that starts at deal `place.hand` of the game dealt from `seed`, with the same
    /// cards, pass and first lead as that deal (when `place` is where that game had it:
    /// [`Game::deal_place`]), from scores as a new game's; later deals follow from there.
    /// Reports the deal's events as [`Game::start`] does. Fails, saying why, when the game has
    /// no such place ([`DealPlace::check`]).
    pub fn start_at(
        rules: impl Into<Arc<RuleSet>>,
        seed: u64,
        place: DealPlace,
        events: &mut impl EventSink,
    ) -> Result<Game, DealError> {
        let rules = rules.into();
        place.check(&rules)?;
        let mut game = Game::before_deal(rules, seed, place);
        game.start_hand(events);
        Ok(game)
    }

    /// A game at `place`, with a new game's standings, before its cards are dealt.
    fn before_deal(rules: Arc<RuleSet>, seed: u64, place: DealPlace) -> Game {
        let players = rules.players();
        let step = rules.step();
        let mut standings = [Standing::default(); MAX_SEATS];
        let pool = 0;
        match rules.rules().scoring {
            Scoring::Points => {}
            Scoring::Sweepstake { start }
            | Scoring::Howell { start }
            | Scoring::Pool { start, .. } => {
                for standing in &mut standings[..players as usize] {
                    standing.chips = start;
                }
            }
            Scoring::Lives { lives, .. } => {
                for standing in &mut standings[..players as usize] {
                    standing.lives = lives;
                }
            }
        }
        Game {
            seed,
            hand: place.hand,
            dealer: place.dealer,
            standings,
            pool,
            moon_streak: [0; MAX_SEATS],
            time_called: false,
            phase: Phase::Passing,
            deal: Deal::empty(players, step),
            pending: None,
            losing_team: None,
            queen_taker: place.queen_taker,
            finalists: Seats::NONE,
            single_deal: false,
            rules,
        }
    }

    /// A game that starts from a given deal (see [`DealSetup`]); later deals come from
    /// `seed`. Fails, saying why, if the hands (with the kitty) are not an even deal of
    /// exactly the rules' deck, if the pass needs a seat that does not exist, or if a seat
    /// number is out of range.
    pub fn from_deal(
        rules: impl Into<Arc<RuleSet>>,
        seed: u64,
        setup: &DealSetup,
    ) -> Result<Game, DealError> {
        let rules = rules.into();
        let players = rules.players();
        let hands = &setup.hands;
        if hands.len() != players as usize {
            return Err(DealError::HandCount {
                hands: hands.len(),
                players,
            });
        }
        let mut all = setup.kitty;
        for (seat, hand) in hands.iter().enumerate() {
            if hand.len() != rules.hand_size() as u32 {
                return Err(DealError::HandSize {
                    seat,
                    holds: hand.len(),
                    must: rules.hand_size(),
                });
            }
            all = all.plus(*hand);
        }
        if setup.kitty.len() != rules.kitty_size() as u32 {
            return Err(DealError::KittySize {
                holds: setup.kitty.len(),
                must: rules.kitty_size(),
            });
        }
        if all != rules.deck() {
            return Err(DealError::NotTheDeck {
                missing: rules.deck().minus(all),
                extra: all.minus(rules.deck()),
            });
        }
        match setup.pass {
            PassDirection::Left(k) if k == 0 || k >= players => {
                return Err(DealError::PassTooFar { seats: k, players });
            }
            PassDirection::Star if players != 5 => {
                return Err(DealError::StarNotFive { players });
            }
            _ => {}
        }
        if rules.pass_size(setup.pass) >= rules.hand_size() {
            return Err(DealError::PassTooBig {
                hand: rules.hand_size(),
                pass: rules.pass_size(setup.pass),
            });
        }
        if let Some(dealer) = setup.dealer
            && dealer.0 >= players
        {
            return Err(DealError::NoDealer { dealer, players });
        }
        if !setup.totals.is_empty() && setup.totals.len() != players as usize {
            return Err(DealError::ScoreCount {
                scores: setup.totals.len(),
                players,
            });
        }
        let mut game = Game::new(rules, seed);
        game.hand = setup.hand_number;
        game.dealer = setup.dealer.unwrap_or(game.dealer);
        for (standing, &total) in game.standings.iter_mut().zip(&setup.totals) {
            standing.points = total;
        }
        if !setup.standings.is_empty() {
            game.standings[..setup.standings.len()].copy_from_slice(&setup.standings);
        }
        // A new game's first ante is undone: the deal below antes again.
        game.pool = setup.pool;
        if let Scoring::Pool { ante, .. } = game.rules.rules().scoring
            && setup.standings.is_empty()
        {
            for standing in &mut game.standings[..players as usize] {
                standing.chips += ante;
            }
        }
        game.moon_streak[..setup.moon_streak.len()].copy_from_slice(&setup.moon_streak);
        game.queen_taker = setup.queen_taker;
        let mut dealt = [Cards::EMPTY; MAX_SEATS];
        dealt[..hands.len()].copy_from_slice(hands);
        game.start_hand_with(dealt, setup.kitty, Some(setup.pass), &mut ());
        Ok(game)
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

    /// Each seat's points, for the first [`Game::players`] entries.
    pub fn totals(&self) -> Vec<i32> {
        self.standings().iter().map(|s| s.points).collect()
    }

    /// Each seat's standing: points, and chips, lives or imaginary points where the rules
    /// keep them.
    pub fn standings(&self) -> &[Standing] {
        &self.standings[..self.players() as usize]
    }

    /// Chips waiting in the pool.
    pub fn pool(&self) -> i32 {
        self.pool
    }

    /// Where this deal's passes go.
    pub fn pass_direction(&self) -> PassDirection {
        self.deal.pass
    }

    /// How many cards each seat passes this deal (0 on a hold deal).
    pub fn pass_count(&self) -> u8 {
        self.deal.pass_size
    }

    /// The seats that receive `seat`'s pass this deal, one per card for star and scatter
    /// passes, one for all cards otherwise; empty on a hold deal or into the mixer.
    pub fn pass_recipients(&self, seat: Seat) -> Vec<Seat> {
        let players = self.players();
        self.deal
            .pass
            .recipients(players)
            .into_iter()
            .map(|k| seat.left(k, players))
            .collect()
    }

    /// The one seat that receives all of `seat`'s pass, for passes to a single seat.
    pub fn pass_target(&self, seat: Seat) -> Option<Seat> {
        match self.deal.pass {
            PassDirection::Left(k) => Some(seat.left(k, self.players())),
            _ => None,
        }
    }

    /// The seats that may act now.
    pub fn to_act(&self) -> Seats {
        match self.phase {
            Phase::ChoosingPass => Seats::single(self.dealer),
            Phase::Passing => {
                let mut seats = Seats::all(self.players());
                for seat in self.deal.passed_by.iter() {
                    seats.remove(seat);
                }
                seats
            }
            Phase::Pledging => {
                let mut seats = Seats::all(self.players());
                for seat in self.deal.pledge_decided.iter() {
                    seats.remove(seat);
                }
                seats
            }
            Phase::Playing => Seats::single(self.deal.turn),
            Phase::ChoosingMoon => self
                .pending
                .as_ref()
                .map_or(Seats::NONE, |p| Seats::single(p.shooter)),
            Phase::GameOver | Phase::DealScored => Seats::NONE,
        }
    }

    /// The seat on turn while cards are played.
    pub fn turn(&self) -> Option<Seat> {
        (self.phase == Phase::Playing).then_some(self.deal.turn)
    }

    /// Whether the seat on turn led a joker and must now call the suit to follow.
    pub fn awaiting_call(&self) -> bool {
        self.phase == Phase::Playing && self.deal.awaiting_call
    }

    /// A seat's cards. Only that player, and tests, should look.
    pub fn hand(&self, seat: Seat) -> Cards {
        self.deal
            .hands
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// The kitty while nobody has won it. Nobody should look, unless the rules let its
    /// winner see it.
    pub fn kitty(&self) -> Cards {
        self.deal.kitty
    }

    /// Who won the kitty this deal, once someone has.
    pub fn kitty_owner(&self) -> Option<Seat> {
        self.deal.kitty_owner
    }

    pub fn trick(&self) -> &Trick {
        &self.deal.trick
    }

    /// Cards of cancelled tricks waiting for the winner of the next trick.
    pub fn carried(&self) -> Cards {
        self.deal.carried
    }

    pub fn hearts_broken(&self) -> bool {
        self.deal.hearts_broken
    }

    /// Tricks completed this deal (won or cancelled).
    pub fn tricks_done(&self) -> u8 {
        self.deal.tricks_done
    }

    /// Points each seat has taken in tricks this deal.
    pub fn points_taken(&self) -> &[i32] {
        &self.deal.points[..self.players() as usize]
    }

    /// Tricks each seat has won this deal.
    pub fn tricks_won(&self) -> &[u8] {
        &self.deal.tricks_won[..self.players() as usize]
    }

    /// The cards each seat has taken in tricks this deal.
    pub fn taken(&self, seat: Seat) -> Cards {
        self.deal
            .taken
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// The seats that pledged this deal.
    pub fn pledged(&self) -> Seats {
        self.deal.pledged
    }

    /// Every card played this deal, in order, with who played it.
    pub fn plays(&self) -> &[Play] {
        &self.deal.log
    }

    /// The cards `seat` passed this deal, once passed.
    pub fn passed_by(&self, seat: Seat) -> Option<PassList> {
        self.deal
            .passed_by
            .contains(seat)
            .then(|| self.deal.passed[seat.index()])
    }

    /// The cards `seat` passed this deal, once passed, each with the seat it went to.
    pub fn pass_of(&self, seat: Seat) -> Vec<(Card, Seat)> {
        let Some(list) = self.passed_by(seat) else {
            return Vec::new();
        };
        let to = self.pass_recipients(seat);
        // A pass to one seat names it once; a pass to several, a seat a card.
        let cards = list.as_slice().iter().enumerate();
        cards
            .filter_map(|(k, &card)| Some((card, *to.get(k).or(to.first())?)))
            .collect()
    }

    /// The cards `seat` received this deal, once passing is over.
    pub fn received_by(&self, seat: Seat) -> Option<Cards> {
        let over = !matches!(self.phase, Phase::Passing | Phase::ChoosingPass);
        (over && self.deal.pass_size > 0).then(|| {
            self.deal
                .received
                .get(seat.index())
                .copied()
                .unwrap_or_default()
        })
    }

    /// What each seat pays (negative) or collects at the end, when the rules play for money:
    /// the stake per point by which its score is below (or above) the average. Empty
    /// otherwise. Shares of a point are rounded toward zero.
    pub fn settlement(&self) -> Vec<i32> {
        let stake = self.rules.rules().money_per_point;
        if stake == 0 {
            return Vec::new();
        }
        let standings = self.standings();
        let n = standings.len() as i64;
        let sum: i64 = standings.iter().map(|s| s.points as i64).sum();
        standings
            .iter()
            .map(|s| ((sum - n * s.points as i64) * stake as i64 / n) as i32)
            .collect()
    }

    /// The partner of `seat`, in a partnership game.
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        self.rules.partner(seat)
    }

    /// How the deal in progress began: the hands as dealt, the kitty, the pass, the dealer
    /// and the standings before it; [`Game::from_deal`] plays it again from the start. The
    /// standings are those before the deal only until it is scored (then the next deal has
    /// begun), so ask while it is played.
    pub fn deal_setup(&self) -> DealSetup {
        let n = self.players() as usize;
        let hands = self.deal.dealt[..n].to_vec();
        let dealt = hands.iter().fold(Cards::EMPTY, |all, hand| all.plus(*hand));
        let mut standings = self.standings().to_vec();
        let mut pool = self.pool;
        if let Scoring::Pool { ante, .. } = self.rules.rules().scoring {
            // The deal's ante is paid again when it is played again.
            for standing in &mut standings {
                standing.chips += ante;
                pool -= ante;
            }
        }
        DealSetup {
            hands,
            kitty: self.rules.deck().minus(dealt),
            pass: self.deal.pass,
            hand_number: self.hand,
            dealer: Some(self.dealer),
            totals: Vec::new(),
            standings,
            pool,
            moon_streak: self.moon_streak[..n].to_vec(),
            queen_taker: self.queen_taker,
        }
    }

    /// The deal in progress as dealt and passed so far: each hand as dealt, the kitty, and each
    /// pass made, card by card with whom it went to. Ask before the deal's last card, after
    /// which the next deal has begun.
    pub fn deal_shown(&self) -> DealShown {
        let n = self.players() as usize;
        let hands = self.deal.dealt[..n].to_vec();
        let dealt = hands.iter().fold(Cards::EMPTY, |all, hand| all.plus(*hand));
        let passes = (0..n).map(|i| self.pass_of(Seat(i as u8))).collect();
        DealShown {
            hands,
            kitty: self.rules.deck().minus(dealt),
            passes,
        }
    }

    /// Where the deal in progress stands in the game ([`DealPlace`]): [`Game::start_at`] deals
    /// it again from there. The Q♠'s taker is given only where it leads the first trick.
    pub fn deal_place(&self) -> DealPlace {
        let pig_leads = self.rules.rules().opening_lead == OpeningLead::PigTaker;
        DealPlace {
            hand: self.hand,
            dealer: self.dealer,
            queen_taker: self.queen_taker.filter(|_| pig_leads),
        }
    }

    /// The suits `seat` has shown void in, as bits by suit index.
    pub fn void_suits(&self, seat: Seat) -> u8 {
        self.deal.voids.get(seat.index()).copied().unwrap_or(0)
    }

    /// The suits called after joker leads this deal.
    pub fn calls(&self) -> &[Call] {
        &self.deal.calls
    }

    /// Makes this a one-deal game: once the deal in progress is scored, the game stops in
    /// [`Phase::DealScored`] (or ends, if the deal ends it) instead of dealing the next.
    pub fn stop_after_deal(&mut self) {
        self.single_deal = true;
    }

    /// Applies `seat`'s action and reports what happened to `events`. A refused action
    /// changes nothing and says why.
    pub fn apply(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut impl EventSink,
    ) -> Result<(), Illegal> {
        self.apply_to(seat, action, events)
    }

    /// [`Game::apply`], compiled once for every kind of event sink (the browser's download
    /// carries one copy of it, not one per sink; the playouts' fast path does not come here).
    fn apply_to(
        &mut self,
        seat: Seat,
        action: Action,
        mut events: &mut dyn EventSink,
    ) -> Result<(), Illegal> {
        // The steps below are generic over the sink: they see one sink type, this one.
        let events = &mut events;
        match action {
            Action::Play(card) => {
                if self.phase == Phase::Playing
                    && seat == self.deal.turn
                    && !self.deal.awaiting_call
                    && self.legal_mask() & (1 << card.index()) != 0
                {
                    self.play(card, events);
                } else {
                    // The slow path only runs to explain a refusal.
                    self.check_play(seat, card)?;
                }
            }
            Action::Pass(cards) => {
                self.check_pass(seat, &cards)?;
                self.pass(seat, cards, events);
            }
            Action::ChoosePass { direction, cards } => {
                self.check_choose_pass(seat, direction, cards)?;
                self.begin_passing(direction, cards, events);
            }
            Action::Pledge(pledge) => {
                self.check_pledge(seat)?;
                self.pledge(seat, pledge, events);
            }
            Action::CallSuit(suit) => {
                self.check_call(seat, suit)?;
                self.deal.trick.call(suit);
                let at = self.deal.log.len().saturating_sub(1).min(u8::MAX as usize) as u8;
                // Full only if the deck had more jokers than any deck has; the call still holds.
                let _ = self.deal.calls.try_push(Call { at, suit });
                self.deal.awaiting_call = false;
                self.deal.turn = self.deal.trick.next_seat();
                events.emit(Event::SuitCalled { seat, suit });
                events.emit(Event::Turn {
                    seat: self.deal.turn,
                });
            }
            Action::ChooseMoon(choice) => {
                self.check_moon_choice(seat)?;
                self.choose_moon(choice, events);
            }
        }
        Ok(())
    }

    pub(crate) fn start_hand(&mut self, events: &mut impl EventSink) {
        let (hands, kitty) = deal_hands(&self.rules, self.seed, self.hand, self.dealer);
        self.start_hand_with(hands, kitty, None, events);
    }

    /// Starts a deal with these hands. `pass` overrides the rules' cycle (for a given deal).
    fn start_hand_with(
        &mut self,
        hands: [Cards; MAX_SEATS],
        kitty: Cards,
        pass: Option<PassDirection>,
        events: &mut impl EventSink,
    ) {
        let players = self.players();
        self.deal = Deal::empty(players, self.rules.step());
        self.deal.hands = hands;
        self.deal.dealt = hands;
        self.deal.kitty = kitty;
        self.pending = None;
        if let Scoring::Pool { ante, .. } = self.rules.rules().scoring {
            for standing in &mut self.standings[..players as usize] {
                standing.chips -= ante;
                self.pool += ante;
            }
        }
        let dealers_choice = self.rules.rules().passing.cycle == PassCycle::DealersChoice;
        let pass = pass.unwrap_or_else(|| self.rules.pass_direction(self.hand));
        events.emit(Event::HandDealt {
            hand: self.hand,
            dealer: self.dealer,
            pass,
        });
        if dealers_choice && pass == PassDirection::Hold {
            self.phase = Phase::ChoosingPass;
            return;
        }
        let size = self.rules.pass_size(pass);
        self.begin_passing(pass, size, events);
    }

    /// Sets this deal's pass; with nothing to pass, goes on to pledges or play.
    fn begin_passing(&mut self, pass: PassDirection, size: u8, events: &mut impl EventSink) {
        if self.phase == Phase::ChoosingPass {
            events.emit(Event::PassChosen {
                dealer: self.dealer,
                pass,
                cards: size,
            });
        }
        let size = if pass == PassDirection::Hold { 0 } else { size };
        self.deal.pass = pass;
        self.deal.pass_size = size;
        if size == 0 {
            self.deal.pass = PassDirection::Hold;
            self.after_passing(events);
        } else {
            self.phase = Phase::Passing;
        }
    }

    pub(crate) fn pass(&mut self, seat: Seat, cards: PassList, events: &mut impl EventSink) {
        let deal = &mut self.deal;
        for &card in cards.as_slice() {
            deal.hands[seat.index()].remove(card);
        }
        deal.passed[seat.index()] = cards;
        deal.passed_by.insert(seat);
        events.emit(Event::CardsPassed {
            from: seat,
            to: self.pass_target(seat),
            cards,
        });
        if self.deal.passed_by.len() < self.players() as u32 {
            return;
        }
        let players = self.players();
        if self.deal.pass == PassDirection::Mixer {
            // The dealer gathers the passed cards, shuffles them and deals them out again.
            let mut pile: ArrayVec<Card, MAX_DECK> = ArrayVec::new();
            for seat in Seat::all(players) {
                pile.extend(self.deal.passed[seat.index()].as_slice().iter().copied());
            }
            let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ 0x4D49_5845_5221);
            rng.set_stream(self.hand as u64);
            shuffle(&mut pile, &mut rng);
            let size = self.deal.pass_size as usize;
            let mut seat = self.dealer.left(self.rules.step(), players);
            for block in pile.chunks(size) {
                let got: Cards = block.iter().copied().collect();
                self.deal.received[seat.index()] = got;
                seat = seat.left(self.rules.step(), players);
            }
        } else {
            let pass = self.deal.pass;
            for from in Seat::all(players) {
                let passed = self.deal.passed[from.index()];
                for (i, &card) in passed.as_slice().iter().enumerate() {
                    let k = pass.recipient(i, players);
                    debug_assert!(k.is_some(), "a pass of the size its direction takes");
                    let k = k.unwrap_or(1);
                    self.deal.received[from.left(k, players).index()].insert(card);
                }
            }
        }
        for seat in Seat::all(players) {
            let hand = &mut self.deal.hands[seat.index()];
            *hand = hand.plus(self.deal.received[seat.index()]);
        }
        events.emit(Event::PassingDone);
        self.after_passing(events);
    }

    /// After the pass: pledges if the rules have them, then play.
    fn after_passing(&mut self, events: &mut impl EventSink) {
        if self.rules.rules().pledge {
            self.phase = Phase::Pledging;
        } else {
            self.begin_tricks(events);
        }
    }

    fn pledge(&mut self, seat: Seat, pledge: bool, events: &mut impl EventSink) {
        self.deal.pledge_decided.insert(seat);
        if pledge {
            self.deal.pledged.insert(seat);
        }
        events.emit(Event::Pledged {
            seat,
            pledged: pledge,
        });
        if self.deal.pledge_decided.len() == self.players() as u32 {
            self.begin_tricks(events);
        }
    }

    /// Finds the first leader and starts play.
    pub(crate) fn begin_tricks(&mut self, events: &mut impl EventSink) {
        let players = self.players();
        let eldest = self.dealer.left(self.rules.step(), players);
        let holder =
            |card: Card| Seat::all(players).find(|s| self.deal.hands[s.index()].contains(card));
        let leader = match self.rules.rules().opening_lead {
            OpeningLead::LowestClub => self.opening_card().and_then(holder),
            OpeningLead::EldestHand => None,
            OpeningLead::PigTaker => match self.queen_taker {
                Some(taker) => Some(taker),
                None => holder(Card::new(Suit::Spades, 2)),
            },
        }
        .unwrap_or(eldest);
        self.deal.trick = Trick::new(leader, players, self.rules.step());
        self.deal.turn = leader;
        self.phase = Phase::Playing;
        events.emit(Event::TricksBegin { leader });
        events.emit(Event::Turn { seat: leader });
    }

    /// The card that must lead the first trick this deal: the lowest club in the hands,
    /// when the lowest club leads.
    pub fn opening_card(&self) -> Option<Card> {
        if self.rules.rules().opening_lead != OpeningLead::LowestClub {
            return None;
        }
        let mut clubs = 0u64;
        for hand in &self.deal.hands[..self.players() as usize] {
            clubs |= hand.of_suit(Suit::Clubs);
        }
        for play in &self.deal.log {
            if play.card.suit() == Some(Suit::Clubs) {
                clubs |= 1 << play.card.index();
            }
        }
        (clubs != 0).then(|| Card::from_index_unchecked(clubs.trailing_zeros() as u8))
    }

    /// Suits each seat has shown void in (by failing to follow).
    pub fn shown_void(&self, seat: Seat, suit: Suit) -> bool {
        self.deal
            .voids
            .get(seat.index())
            .is_some_and(|v| v & (1 << suit.index()) != 0)
    }

    /// Checks the engine's own invariants and describes the first one that fails: every card
    /// of the deck is in exactly one place (a hand, the kitty, the trick, cancelled tricks
    /// carried over, a pass on its way, or taken), hands are the sizes the play so far
    /// implies, the points taken are the value of the cards taken, and the phase agrees with
    /// the cards. For tests and `moonshot simulate`.
    pub fn check_invariants(&self) -> Result<(), BrokenInvariant> {
        let players = self.players();
        let n = players as usize;
        let deal = &self.deal;
        let rules = &*self.rules;
        let mut all = deal.kitty.plus(deal.carried);
        let mut count = deal.trick.len() as u32 + deal.kitty.len() + deal.carried.len();
        for seat in 0..n {
            all = all.plus(deal.hands[seat]).plus(deal.taken[seat]);
            count += deal.hands[seat].len() + deal.taken[seat].len();
        }
        all = all.plus(deal.trick.set());
        if self.phase == Phase::Passing {
            for seat in deal.passed_by.iter() {
                let passed = deal.passed[seat.index()].to_cards();
                all = all.plus(passed);
                count += passed.len();
            }
        }
        if all != rules.deck() || count != rules.deck().len() {
            return Err(BrokenInvariant::NotTheDeck {
                missing: rules.deck().minus(all),
                extra: all.minus(rules.deck()),
                count,
                deck: rules.deck().len(),
            });
        }
        let played_rounds = deal.log.len() as u32 - deal.trick.len() as u32;
        if played_rounds % n as u32 != 0 {
            return Err(BrokenInvariant::UnevenTricks {
                cards: played_rounds,
                players,
            });
        }
        let base = rules.hand_size() as u32 - played_rounds / n as u32;
        for seat in Seat::all(players) {
            let size = deal.hands[seat.index()].len();
            let expected = match self.phase {
                Phase::Passing if deal.passed_by.contains(seat) => base - deal.pass_size as u32,
                Phase::Playing => {
                    let played = deal.trick.plays().filter(|p| p.seat == seat).count() as u32;
                    base - played
                }
                Phase::GameOver | Phase::DealScored | Phase::ChoosingMoon => size,
                _ => base,
            };
            if size != expected {
                return Err(BrokenInvariant::HandSize {
                    seat,
                    holds: size,
                    expected,
                });
            }
        }
        let won: u32 = deal.tricks_won[..n].iter().map(|&t| t as u32).sum();
        if won != deal.winners.len() as u32 || won > deal.tricks_done as u32 {
            return Err(BrokenInvariant::TricksWon {
                won,
                finished: deal.tricks_done,
            });
        }
        if !deal.carried.is_empty() && self.phase == Phase::Playing && deal.tricks_done == 0 {
            return Err(BrokenInvariant::CarriedTooSoon);
        }
        match self.phase {
            // (A leader who has just led a joker, perhaps their last card, calls a suit.)
            Phase::Playing if !deal.awaiting_call && deal.hands[deal.turn.index()].is_empty() => {
                Err(BrokenInvariant::NoCards { turn: deal.turn })
            }
            Phase::Playing if deal.trick.is_complete() => Err(BrokenInvariant::FullTrick),
            Phase::Playing if deal.awaiting_call && deal.turn != deal.trick.leader() => {
                Err(BrokenInvariant::CallAwaited {
                    turn: deal.turn,
                    leader: deal.trick.leader(),
                })
            }
            Phase::Playing if !deal.awaiting_call && deal.turn != deal.trick.next_seat() => {
                Err(BrokenInvariant::WrongTurn {
                    turn: deal.turn,
                    next: deal.trick.next_seat(),
                })
            }
            _ => Ok(()),
        }
    }
}

/// Why a deal set up by hand is not one the rules can play (see [`Game::from_deal`] and
/// [`Game::at_play`]). The `Display` text is addressed to a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealError {
    /// Not one hand per player.
    HandCount { hands: usize, players: u8 },
    /// Seat number `seat` holds `holds` cards, not the rules' `must`.
    HandSize { seat: usize, holds: u32, must: u8 },
    /// The kitty holds `holds` cards, not the rules' `must`.
    KittySize { holds: u32, must: u8 },
    /// The hands and the kitty are not the rules' deck.
    NotTheDeck { missing: Cards, extra: Cards },
    /// A pass to the left by no seat, or round the table.
    PassTooFar { seats: u8, players: u8 },
    /// Star passing at a table of other than five.
    StarNotFive { players: u8 },
    /// A pass as big as the hand.
    PassTooBig { hand: u8, pass: u8 },
    /// A dealer past the last seat.
    NoDealer { dealer: Seat, players: u8 },
    /// A dealer past the last seat, for a deal picked up at its play.
    NoSuchDealer { dealer: Seat },
    /// A taker of the Q♠ past the last seat.
    NoQueenTaker { seat: Seat, players: u8 },
    /// Deal number `hand` (from 0) of a game of `deals` deals.
    PastTheLastDeal { hand: u32, deals: u32 },
    /// Not one score per player.
    ScoreCount { scores: usize, players: u8 },
    /// Not one standing per player.
    StandingCount { standings: usize, players: u8 },
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::HandCount { hands, players } => {
                write!(f, "{hands} hands for {players} players")
            }
            DealError::HandSize { seat, holds, must } => {
                write!(
                    f,
                    "seat {seat} holds {holds} cards; each hand must hold {must}"
                )
            }
            DealError::KittySize { holds, must } => {
                write!(f, "the kitty holds {holds} cards; it must hold {must}")
            }
            DealError::NotTheDeck { missing, extra } => write!(
                f,
                "the hands are not the deck: missing [{missing}], not in the deck [{extra}]"
            ),
            DealError::PassTooFar { seats, players } => write!(
                f,
                "cannot pass {seats} seats to the left with {players} players"
            ),
            DealError::StarNotFive { players } => {
                write!(f, "star passing is for five players, not {players}")
            }
            DealError::PassTooBig { hand, pass } => {
                write!(f, "players hold {hand} cards and cannot pass {pass}")
            }
            DealError::NoDealer { dealer, players } => {
                write!(f, "there is no {dealer} to deal with {players} players")
            }
            DealError::NoSuchDealer { dealer } => write!(f, "there is no {dealer} at this table"),
            DealError::NoQueenTaker { seat, players } => write!(
                f,
                "there is no {seat} to have taken the Q♠ with {players} players"
            ),
            DealError::PastTheLastDeal { hand, deals } => write!(
                f,
                "the game has {deals} deals, so there is no deal {}",
                u64::from(*hand) + 1
            ),
            DealError::ScoreCount { scores, players } => {
                write!(f, "{scores} scores for {players} players")
            }
            DealError::StandingCount { standings, players } => {
                write!(f, "{standings} standings for {players} players")
            }
        }
    }
}

impl std::error::Error for DealError {}

/// An invariant of the engine's own making that does not hold: a bug, found by
/// [`Game::check_invariants`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrokenInvariant {
    /// The cards in all places are not the deck.
    NotTheDeck {
        missing: Cards,
        extra: Cards,
        count: u32,
        deck: u32,
    },
    /// Finished tricks that do not hold one card per player.
    UnevenTricks { cards: u32, players: u8 },
    /// A hand of the wrong size for the play so far.
    HandSize {
        seat: Seat,
        holds: u32,
        expected: u32,
    },
    /// Tricks won that do not add up to the tricks finished.
    TricksWon { won: u32, finished: u8 },
    /// Cancelled tricks carried over before any trick was played.
    CarriedTooSoon,
    /// The seat on turn has no cards.
    NoCards { turn: Seat },
    /// A full trick was left on the table.
    FullTrick,
    /// The seat on turn is not the leader who must call a suit.
    CallAwaited { turn: Seat, leader: Seat },
    /// The seat on turn is not the next in the trick.
    WrongTurn { turn: Seat, next: Seat },
}

impl fmt::Display for BrokenInvariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BrokenInvariant::NotTheDeck {
                missing,
                extra,
                count,
                deck,
            } => write!(
                f,
                "the cards are not the deck: missing [{missing}], extra [{extra}], {count} cards for {deck}"
            ),
            BrokenInvariant::UnevenTricks { cards, players } => {
                write!(f, "{cards} cards in finished tricks for {players} players")
            }
            BrokenInvariant::HandSize {
                seat,
                holds,
                expected,
            } => write!(f, "{seat} holds {holds} cards, not {expected}"),
            BrokenInvariant::TricksWon { won, finished } => {
                write!(f, "{won} tricks won, {finished} finished")
            }
            BrokenInvariant::CarriedTooSoon => {
                f.write_str("cards carried over before any trick was played")
            }
            BrokenInvariant::NoCards { turn } => write!(f, "{turn} is on turn with no cards"),
            BrokenInvariant::FullTrick => f.write_str("a full trick was not taken"),
            BrokenInvariant::CallAwaited { turn, leader } => {
                write!(f, "{turn} is on turn, but {leader} must call a suit")
            }
            BrokenInvariant::WrongTurn { turn, next } => {
                write!(f, "{turn} is on turn, not {next}")
            }
        }
    }
}

impl std::error::Error for BrokenInvariant {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{NextDealer, Preset, Variant, random_action};

    /// The rules of `preset` for `players` with `variants`, checked.
    fn checked(preset: Preset, players: u8, variants: &[Variant]) -> Arc<RuleSet> {
        Arc::new(
            preset
                .rules_with(players, variants)
                .unwrap()
                .check()
                .unwrap(),
        )
    }

    /// The deal in progress in `copy` is the one in `game`: the same dealer, pass, hands as
    /// dealt and now, kitty, trick, turn and cards taken.
    fn assert_same_deal(game: &Game, copy: &Game, what: &str) {
        assert_eq!(copy.hand_number(), game.hand_number(), "{what}");
        assert_eq!(copy.dealer(), game.dealer(), "{what}");
        assert_eq!(copy.pass_direction(), game.pass_direction(), "{what}");
        assert_eq!(copy.phase(), game.phase(), "{what}");
        assert_eq!(copy.deal_setup().hands, game.deal_setup().hands, "{what}");
        assert_eq!(copy.kitty(), game.kitty(), "{what}");
        assert_eq!(copy.to_act(), game.to_act(), "{what}");
        assert_eq!(copy.trick(), game.trick(), "{what}");
        for seat in Seat::all(game.players()) {
            assert_eq!(copy.hand(seat), game.hand(seat), "{what}");
            assert_eq!(copy.taken(seat), game.taken(seat), "{what}");
        }
    }

    #[test]
    fn a_game_started_at_a_deal_s_place_deals_that_very_deal_and_plays_it_alike() {
        use rand::SeedableRng;
        let mut tables: Vec<(Preset, u8, Vec<Variant>)> = Preset::ALL
            .into_iter()
            .map(|p| (p, p.default_players(), Vec::new()))
            .collect();
        tables.push((Preset::BlackLady, 5, vec![Variant::Kitty]));
        tables.push((Preset::Cancellation, 11, Vec::new()));
        for (preset, players, variants) in tables {
            let set = checked(preset, players, &variants);
            let seed = 40 + u64::from(players);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut game = Game::new(Arc::clone(&set), seed);
            assert_eq!(
                game.deal_place(),
                DealPlace::by_turns(&set, 0),
                "{preset:?}"
            );
            let mut copy =
                Game::start_at(Arc::clone(&set), seed, game.deal_place(), &mut ()).unwrap();
            let mut deals = 0;
            while deals < 4 {
                let what = format!("{preset:?} for {players}, deal {}", game.hand_number() + 1);
                assert_same_deal(&game, &copy, &what);
                let Some((seat, action)) = random_action(&game, &mut rng) else {
                    break;
                };
                let place = game.deal_place();
                game.apply(seat, action, &mut ()).unwrap();
                // The same action is the copy's to take: it has the same deal.
                copy.apply(seat, action, &mut ()).unwrap();
                if game.phase() == Phase::GameOver {
                    break;
                }
                if game.deal_place() != place || game.phase() == Phase::ChoosingMoon {
                    // A new deal (or a moon, whose choice may hang on the scores before):
                    // started afresh at its place, the copy has that deal too.
                    if game.phase() == Phase::ChoosingMoon {
                        let (seat, action) = random_action(&game, &mut rng).unwrap();
                        game.apply(seat, action, &mut ()).unwrap();
                        if game.phase() == Phase::GameOver {
                            break;
                        }
                    }
                    deals += 1;
                    if set.rules().next_dealer == NextDealer::Left {
                        // Round the table, as a link's deal is dealt when it names no dealer.
                        let by_turns = DealPlace::by_turns(&set, game.hand_number());
                        assert_eq!(game.dealer(), by_turns.dealer, "{preset:?}");
                    }
                    copy =
                        Game::start_at(Arc::clone(&set), seed, game.deal_place(), &mut ()).unwrap();
                }
            }
        }
    }

    #[test]
    fn a_deal_shown_is_every_card_as_dealt_and_every_pass_with_its_receiver() {
        use rand::SeedableRng;
        for (preset, players, variants) in [
            (Preset::BlackLady, 4, vec![]),
            (Preset::BlackLady, 5, vec![Variant::Kitty]),
            (Preset::Cancellation, 8, vec![]),
            (Preset::Cancellation, 11, vec![]),
        ] {
            let what = format!("{preset:?} for {players}");
            let set = checked(preset, players, &variants);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
            let mut game = Game::new(Arc::clone(&set), 7);
            // Through the pass to the first card played.
            while game.phase() != Phase::Playing {
                let (seat, action) = random_action(&game, &mut rng).unwrap();
                game.apply(seat, action, &mut ()).unwrap();
            }
            let shown = game.deal_shown();
            assert_eq!(shown.hands, game.deal_setup().hands, "{what}");
            let dealt = shown.hands.iter().fold(shown.kitty, |all, h| all.plus(*h));
            assert_eq!(dealt, set.deck(), "{what}: every card, once");
            for seat in Seat::all(players) {
                let pass = &shown.passes[seat.index()];
                assert_eq!(pass.len(), usize::from(game.pass_count()), "{what}");
                for &(card, to) in pass {
                    assert!(
                        shown.hands[seat.index()].contains(card),
                        "{what}: passed from the hand dealt"
                    );
                    assert!(game.pass_recipients(seat).contains(&to), "{what}");
                }
            }
        }
    }

    #[test]
    fn a_deal_goes_round_the_table_or_to_the_queen_s_taker() {
        let set = Arc::new(Preset::BlackLady.rules(4).check().unwrap());
        let dealers: Vec<Seat> = (0..6)
            .map(|h| DealPlace::by_turns(&set, h).dealer)
            .collect();
        assert_eq!(
            dealers,
            [Seat(3), Seat(0), Seat(1), Seat(2), Seat(3), Seat(0)]
        );
        let likha = Arc::new(Preset::Likha.rules(4).check().unwrap());
        let dealers: Vec<Seat> = (0..3)
            .map(|h| DealPlace::by_turns(&likha, h).dealer)
            .collect();
        let first = Game::new(Arc::clone(&likha), 1).dealer();
        assert_eq!(dealers[0], first, "a new game's dealer");
        assert_eq!(
            dealers[1],
            first.left(3, 4),
            "anticlockwise: the deal goes right"
        );
        // The pass is the rules' pass of that deal: left, right, across, hold.
        let passes: Vec<PassDirection> = (0..4)
            .map(|h| {
                Game::start_at(Arc::clone(&set), 9, DealPlace::by_turns(&set, h), &mut ())
                    .unwrap()
                    .pass_direction()
            })
            .collect();
        assert_eq!(
            passes,
            [
                PassDirection::Left(1),
                PassDirection::Left(3),
                PassDirection::Left(2),
                PassDirection::Hold
            ]
        );
    }

    #[test]
    fn a_place_the_game_has_not_says_why() {
        let set = Arc::new(Preset::BlackLady.rules(4).check().unwrap());
        let at = |hand, dealer, queen_taker| {
            Game::start_at(
                Arc::clone(&set),
                1,
                DealPlace {
                    hand,
                    dealer: Seat(dealer),
                    queen_taker,
                },
                &mut (),
            )
        };
        let err = at(2, 4, None).unwrap_err();
        assert_eq!(
            err,
            DealError::NoDealer {
                dealer: Seat(4),
                players: 4
            }
        );
        assert_eq!(err.to_string(), "there is no seat 5 to deal with 4 players");
        let err = at(2, 1, Some(Seat(7))).unwrap_err();
        assert_eq!(
            err.to_string(),
            "there is no seat 8 to have taken the Q♠ with 4 players"
        );
        let danger = Arc::new(Preset::DangerHearts.rules(4).check().unwrap());
        let place = DealPlace::by_turns(&danger, 10);
        let err = Game::start_at(Arc::clone(&danger), 1, place, &mut ()).unwrap_err();
        assert_eq!(
            err,
            DealError::PastTheLastDeal {
                hand: 10,
                deals: 10
            }
        );
        assert_eq!(
            err.to_string(),
            "the game has 10 deals, so there is no deal 11"
        );
        let last = DealPlace::by_turns(&danger, 9);
        assert_eq!(
            Game::start_at(danger, 1, last, &mut ())
                .unwrap()
                .hand_number(),
            9
        );
        // Any deal of a game without a number of deals: the deal numbers go on.
        assert_eq!(at(999_999, 1, None).unwrap().hand_number(), 999_999);
    }

    #[test]
    fn a_deal_that_is_not_one_says_why() {
        let set = Arc::new(Preset::BlackLady.rules(4).check().unwrap());
        let fresh = Game::new(Arc::clone(&set), 1);
        let hands: Vec<Cards> = Seat::all(4).map(|s| fresh.hand(s)).collect();
        let deal = |hands: Vec<Cards>, pass| {
            Game::from_deal(Arc::clone(&set), 1, &DealSetup::first(hands, pass))
        };
        let err = deal(hands[..3].to_vec(), PassDirection::Hold).unwrap_err();
        assert_eq!(
            err,
            DealError::HandCount {
                hands: 3,
                players: 4
            }
        );
        assert_eq!(err.to_string(), "3 hands for 4 players");
        let mut short = hands.clone();
        let card = short[0].iter().next().unwrap();
        short[0].remove(card);
        short[1].insert(card);
        let err = deal(short, PassDirection::Hold).unwrap_err();
        assert_eq!(
            err,
            DealError::HandSize {
                seat: 0,
                holds: 12,
                must: 13
            }
        );
        assert_eq!(
            err.to_string(),
            "seat 0 holds 12 cards; each hand must hold 13"
        );
        let err = deal(hands.clone(), PassDirection::Star).unwrap_err();
        assert_eq!(err, DealError::StarNotFive { players: 4 });
        assert_eq!(err.to_string(), "star passing is for five players, not 4");
        let err = deal(hands.clone(), PassDirection::Left(4)).unwrap_err();
        assert_eq!(
            err,
            DealError::PassTooFar {
                seats: 4,
                players: 4
            }
        );
        assert!(deal(hands, PassDirection::Left(1)).is_ok());
    }
}

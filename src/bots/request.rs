//! What another program tells a bot (`moonshot bot`): one seat's knowledge of a deal, as
//! JSON, and nothing of the hidden hands. The engine rebuilds that seat's [`PlayerView`] by
//! playing the deal through its own rules with a guess at the cards the seat cannot see,
//! learning from each refusal what the other seats cannot hold (a suit they did not follow),
//! so a request whose history is impossible is refused with the rule it breaks.
use super::sample::{Placement, learn};
use crate::engine::{
    Call, Card, Cards, DealError, Game, GameRecord, Illegal, MAX_PASS, MAX_SEATS, OwnPass,
    PassDirection, PassError, PassList, PassSpec, Phase, Play, PlaySetup, PlayerView, RuleSet,
    RulesError, Seat, Seats, SetupError, Standing,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// One seat's knowledge of a deal. Example (seat 0 is to lead the first trick):
///
/// ```json
/// { "game": "black-lady", "players": 4, "seat": 0,
///   "hand": ["2C","5C","9C","KC","3D","8D","QD","4S","7S","JS","2H","6H","TH"],
///   "pass": { "direction": "left", "passed": ["KC","QD","TH"], "received": ["AC","KD","AH"] },
///   "plays": [], "scores": [0, 0, 0, 0] }
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotRequest {
    /// The game, by id ("black-lady", "cancellation"); `moonshot games` lists them.
    pub game: String,
    pub players: u8,
    /// Named variants switched on, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<crate::engine::Variant>,
    /// Changes to the game's rules, as fields of its rule set: `{ "target": 50 }`.
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub options: serde_json::Map<String, serde_json::Value>,
    /// The seat the bot plays for.
    pub seat: Seat,
    /// Its hand as dealt, before any pass.
    pub hand: Cards,
    /// This deal's pass: where, and once made, what was passed and received.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pass: Option<PassKnowledge>,
    /// Every card played this deal, in order, with who played it.
    #[serde(default)]
    pub plays: Vec<Play>,
    /// Who leads the first trick, before any card is played (with the lowest club leading,
    /// it tells who holds that club).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<Seat>,
    /// Suits called after joker leads: the joker is card `at` of `plays`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub calls: Vec<Call>,
    /// The seats that pledged, once the pledges are made (games with the pledge).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pledged: Option<Vec<Seat>>,
    /// The game's scores before this deal, seat 0 first (empty for a new game).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<i32>,
    /// Full standings before this deal, where the game keeps chips or lives; they take the
    /// place of `scores`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub standings: Vec<Standing>,
    /// Chips in the pool before this deal (chip scoring with a pool).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pool: i32,
    /// Deal number, from 0 (it sets the pass when `pass` does not).
    #[serde(default)]
    pub hand_number: u32,
    /// Who dealt; without it, the dealer of a new game (seat 0 is eldest).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Seat>,
}

fn is_zero(value: &i32) -> bool {
    *value == 0
}

/// The pass as the seat knows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassKnowledge {
    /// "left", "right", "across", "hold", "star", "scatter", "mixer" or seats to the left.
    pub direction: PassSpec,
    /// The cards it passed, in order (star and scatter passes: nearest recipient first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passed: Option<Vec<Card>>,
    /// The cards it received.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub received: Option<Cards>,
}

/// Guesses drawn before a history is declared impossible.
const ATTEMPTS: usize = 200;

/// Why a request is not a position the bot can answer; its `Display` is the sentence
/// `moonshot bot` answers with.
#[derive(Clone, Debug, PartialEq)]
pub enum RequestError {
    /// The game, its variants or its options make no rules.
    Setup(SetupError),
    /// The rules they make cannot be played.
    Rules(RulesError),
    /// The pass named is none at this table.
    Pass(PassError),
    /// The position's deal cannot be set up.
    Deal(DealError),
    /// A seat number beyond the table.
    NoSuchSeat { seat: Seat, players: u8 },
    /// A dealer beyond the table.
    NoSuchDealer { dealer: Seat, players: u8 },
    /// The hand is not a hand of the game.
    HandSize { size: u8 },
    /// Scores or standings for another number of players.
    ScoresCount { given: usize, players: u8 },
    /// Cards were played, but the pass is not said.
    PassUnsaid,
    /// More cards passed than any pass holds.
    PassTooLong,
    /// Not as many cards passed as this deal passes.
    PassedCount { count: u8, passed: usize },
    /// Not as many cards received as this deal passes.
    ReceivedCount { count: u8, received: u32 },
    /// A card passed that the hand did not hold.
    PassedNotHeld,
    /// The seat played a card it did not hold.
    PlayedNotHeld { seat: Seat },
    /// Another seat played a card no other hand can have held: this seat holds it, or the
    /// deck has no more copies of it.
    PlayedUnheld {
        seat: Seat,
        card: Card,
        holder: Option<Seat>,
    },
    /// Before the pass, no deal of the other hands.
    NoDeal,
    /// No deal of the other hands fits what they played.
    CannotDeal { last: Impossible },
    /// The history breaks a rule, whatever the other hands.
    Impossible(Impossible),
    /// Every deal tried broke the history.
    NothingFits { last: Impossible },
}

/// What made the last deal tried break the history.
#[derive(Clone, Debug, PartialEq)]
pub enum Impossible {
    /// None was tried yet.
    NoDealFits,
    /// The seat said to lead does not hold the card that leads.
    CannotLead { seat: Seat },
    /// Card `index` of the plays is refused.
    Refused {
        index: usize,
        seat: Seat,
        card: Card,
        why: Illegal,
    },
}

impl fmt::Display for Impossible {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Impossible::NoDealFits => write!(f, "no deal of the other hands fits"),
            Impossible::CannotLead { seat } => write!(f, "{seat} cannot lead the first trick"),
            Impossible::Refused {
                index,
                seat,
                card,
                why,
            } => write!(
                f,
                "card {index}: {seat} playing the {}: {why}",
                card.short()
            ),
        }
    }
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RequestError::Setup(e) => write!(f, "{e}"),
            RequestError::Rules(e) => write!(f, "{e}"),
            RequestError::Pass(e) => write!(f, "{e}"),
            RequestError::Deal(e) => write!(f, "{e}"),
            RequestError::NoSuchSeat { seat, players } => {
                write!(f, "there is no {seat} at a table of {players}")
            }
            RequestError::NoSuchDealer { dealer, players } => {
                write!(f, "there is no {dealer} to deal at a table of {players}")
            }
            RequestError::HandSize { size } => {
                write!(f, "the hand must be {size} cards of the game's deck")
            }
            RequestError::ScoresCount { given, players } => {
                write!(f, "{given} scores for {players} players")
            }
            RequestError::PassUnsaid => write!(
                f,
                "cards were played, but the request does not say what was passed"
            ),
            RequestError::PassTooLong => write!(f, "a pass holds at most {MAX_PASS}"),
            RequestError::PassedCount { count, passed } => {
                write!(f, "{count} cards are passed this deal, not {passed}")
            }
            RequestError::ReceivedCount { count, received } => {
                write!(f, "{count} cards are received this deal, not {received}")
            }
            RequestError::PassedNotHeld => write!(f, "the cards passed must come from the hand"),
            RequestError::PlayedNotHeld { seat } => {
                write!(f, "{seat} played cards it did not hold")
            }
            RequestError::PlayedUnheld { seat, card, holder } => {
                write!(
                    f,
                    "this history is not possible: {seat} played the {}, but ",
                    card.short()
                )?;
                match holder {
                    Some(me) => write!(f, "{me} holds it"),
                    None => write!(f, "the deck holds no more of it"),
                }
            }
            RequestError::NoDeal => write!(f, "the other hands cannot be dealt"),
            RequestError::CannotDeal { last } => write!(
                f,
                "this history is not possible: the other hands cannot be dealt ({last})"
            ),
            RequestError::Impossible(why) | RequestError::NothingFits { last: why } => {
                write!(f, "this history is not possible: {why}")
            }
        }
    }
}

impl std::error::Error for RequestError {}

/// The seat's own pass, as the request tells it.
struct OwnPassSaid {
    /// The cards passed, in order.
    passed: Vec<Card>,
    list: PassList,
    received: Cards,
    /// The hand as play began: as dealt, less what was passed, with what was received.
    start: Cards,
}

impl BotRequest {
    /// The checked rules of the request's game.
    pub fn rules(&self) -> Result<RuleSet, RequestError> {
        let mut record = GameRecord::new(crate::engine::Preset::BlackLady, self.players, 0);
        record.game = self.game.clone();
        record.variants = self.variants.clone();
        record.options = self.options.clone();
        record
            .rules()
            .map_err(RequestError::Setup)?
            .check()
            .map_err(RequestError::Rules)
    }

    /// The seat's view, rebuilt by the engine. Fails, saying why, when the request is not a
    /// possible position of the game for that seat.
    pub fn view(&self) -> Result<PlayerView, RequestError> {
        let rules = Arc::new(self.rules()?);
        let game = self.game_for(&rules)?;
        Ok(game.view(self.seat))
    }

    /// The game at the request's position: before the pass, a random deal of the others'
    /// hands; after it, one that fits every card they played.
    fn game_for(&self, rules: &Arc<RuleSet>) -> Result<Game, RequestError> {
        let players = rules.players();
        self.check_table(rules)?;
        let direction = match &self.pass {
            Some(pass) => pass
                .direction
                .direction(players)
                .map_err(RequestError::Pass)?,
            None => rules.pass_direction(self.hand_number),
        };
        let pass_count = rules.pass_size(direction);
        let dealer = self
            .dealer
            .unwrap_or(Seat(0).left(players - rules.step(), players));
        let standings = self.standings_before(players);
        let mut rng = ChaCha8Rng::seed_from_u64(request_seed(self));
        let passed = self.pass.as_ref().and_then(|p| p.passed.clone());
        if pass_count > 0 && passed.is_none() {
            if !self.plays.is_empty() {
                return Err(RequestError::PassUnsaid);
            }
            return self.passing_game(rules, direction, dealer, &standings, &mut rng);
        }
        let own = self.own_pass(passed.unwrap_or_default(), pass_count)?;
        let known = self.known_hands(players, direction, &own.passed)?;
        self.check_plays(rules, own.start)?;
        let setup = PlaySetup {
            hands: Vec::new(),
            kitty: Cards::EMPTY,
            pass: direction,
            pass_count,
            hand_number: self.hand_number,
            dealer,
            standings,
            pool: self.pool,
            pledged: self.pledged.as_ref().map(|seats| {
                let mut set = Seats::NONE;
                for &s in seats {
                    set.insert(s);
                }
                set
            }),
            pig_taker: self.plays.first().map(|p| p.seat),
            own_pass: Some(OwnPass {
                seat: self.seat,
                dealt: self.hand,
                passed: own.list,
                received: own.received,
            }),
        };
        self.deal_to_fit(rules, setup, own.start, &known, &mut rng)
    }

    /// The seat, the dealer, the hand and the scores fit the table.
    fn check_table(&self, rules: &RuleSet) -> Result<(), RequestError> {
        let players = rules.players();
        if self.seat.0 >= players {
            return Err(RequestError::NoSuchSeat {
                seat: self.seat,
                players,
            });
        }
        if let Some(dealer) = self.dealer
            && dealer.0 >= players
        {
            return Err(RequestError::NoSuchDealer { dealer, players });
        }
        if self.hand.len() != rules.hand_size() as u32 || !rules.deck().contains_all(&self.hand) {
            return Err(RequestError::HandSize {
                size: rules.hand_size(),
            });
        }
        for given in [self.scores.len(), self.standings.len()] {
            if given != 0 && given != players as usize {
                return Err(RequestError::ScoresCount { given, players });
            }
        }
        Ok(())
    }

    /// The seat's own pass: as many cards passed and received as this deal passes, the
    /// passed ones from its hand.
    fn own_pass(&self, passed: Vec<Card>, count: u8) -> Result<OwnPassSaid, RequestError> {
        let list = PassList::new(&passed).ok_or(RequestError::PassTooLong)?;
        let received = self
            .pass
            .as_ref()
            .and_then(|p| p.received)
            .unwrap_or_default();
        if passed.len() != count as usize {
            return Err(RequestError::PassedCount {
                count,
                passed: passed.len(),
            });
        }
        if count > 0 && received.len() != count as u32 {
            return Err(RequestError::ReceivedCount {
                count,
                received: received.len(),
            });
        }
        let passed_cards = list.to_cards();
        if !self.hand.contains_all(&passed_cards) {
            return Err(RequestError::PassedNotHeld);
        }
        Ok(OwnPassSaid {
            start: self.hand.minus(passed_cards).plus(received),
            passed,
            list,
            received,
        })
    }

    /// Cards each other seat is known to have held as play began: what it played, and what
    /// this seat passed to it.
    fn known_hands(
        &self,
        players: u8,
        direction: PassDirection,
        passed: &[Card],
    ) -> Result<[Cards; MAX_SEATS], RequestError> {
        let me = self.seat;
        let mut known = [Cards::EMPTY; MAX_SEATS];
        for play in &self.plays {
            if play.seat.0 >= players {
                return Err(RequestError::NoSuchSeat {
                    seat: play.seat,
                    players,
                });
            }
            if play.seat != me {
                known[play.seat.index()].insert(play.card);
            }
        }
        let recipients = direction.recipients(players);
        let to = |i: usize| {
            recipients
                .get(i)
                .or(recipients.first())
                .map(|&k| me.left(k, players))
        };
        for (i, &card) in passed.iter().enumerate() {
            let Some(seat) = to(i) else { continue };
            // It held every copy passed to it, whether it has played them or not.
            let copies = (0..=i)
                .filter(|&j| passed[j] == card && to(j) == Some(seat))
                .count();
            if (known[seat.index()].count(card) as usize) < copies {
                known[seat.index()].insert(card);
            }
        }
        Ok(known)
    }

    /// The seat played only cards it held, and the others only cards it did not hold.
    fn check_plays(&self, rules: &RuleSet, start: Cards) -> Result<(), RequestError> {
        let me = self.seat;
        let mine_played: Cards = self
            .plays
            .iter()
            .filter(|p| p.seat == me)
            .map(|p| p.card)
            .collect();
        if !start.contains_all(&mine_played) {
            return Err(RequestError::PlayedNotHeld { seat: me });
        }
        let mut others = rules.deck().minus(start);
        for play in self.plays.iter().filter(|p| p.seat != me) {
            if !others.remove(play.card) {
                return Err(RequestError::PlayedUnheld {
                    seat: play.seat,
                    card: play.card,
                    holder: start.contains(play.card).then_some(me),
                });
            }
        }
        Ok(())
    }

    /// Deals the other hands (around what is `known` of them) until the plays replay, learning
    /// from each refusal what a seat cannot hold; `setup`'s hands and kitty are dealt here.
    fn deal_to_fit(
        &self,
        rules: &Arc<RuleSet>,
        mut setup: PlaySetup,
        start: Cards,
        known: &[Cards; MAX_SEATS],
        rng: &mut ChaCha8Rng,
    ) -> Result<Game, RequestError> {
        let me = self.seat;
        let mut barred = [0u64; MAX_SEATS];
        let mut last = Impossible::NoDealFits;
        for _ in 0..ATTEMPTS {
            let Some((hands, kitty)) = fill(rules, me, start, known, &barred, rng) else {
                return Err(RequestError::CannotDeal { last });
            };
            (setup.hands, setup.kitty) = (hands, kitty);
            let mut game = Game::at_play(Arc::clone(rules), &setup).map_err(RequestError::Deal)?;
            match game.replay_plays(&self.plays, &self.calls) {
                Ok(()) => {
                    let leader = self.leader.filter(|_| self.plays.is_empty());
                    if leader.is_none_or(|l| game.turn() == Some(l)) {
                        return Ok(game);
                    }
                    // Deal again until the leader holds the card that leads.
                    last = Impossible::CannotLead {
                        seat: leader.unwrap_or(me),
                    };
                }
                Err((index, why)) => {
                    let play = self.plays[index];
                    let seat = play.seat;
                    let learnt = seat != me && learn(&mut barred[seat.index()], why, rules);
                    last = Impossible::Refused {
                        index,
                        seat,
                        card: play.card,
                        why,
                    };
                    if !learnt {
                        return Err(RequestError::Impossible(last));
                    }
                }
            }
        }
        Err(RequestError::NothingFits { last })
    }

    fn standings_before(&self, players: u8) -> Vec<Standing> {
        if !self.standings.is_empty() {
            return self.standings.clone();
        }
        if self.scores.is_empty() {
            return Vec::new();
        }
        (0..players as usize)
            .map(|s| Standing {
                points: self.scores.get(s).copied().unwrap_or(0),
                ..Standing::default()
            })
            .collect()
    }

    /// Before the pass: the seat's hand and a random deal of the rest.
    fn passing_game(
        &self,
        rules: &Arc<RuleSet>,
        direction: PassDirection,
        dealer: Seat,
        standings: &[Standing],
        rng: &mut ChaCha8Rng,
    ) -> Result<Game, RequestError> {
        let start = self.hand;
        let known = [Cards::EMPTY; MAX_SEATS];
        let (hands, kitty) = fill(rules, self.seat, start, &known, &[0; MAX_SEATS], rng)
            .ok_or(RequestError::NoDeal)?;
        let setup = crate::engine::DealSetup {
            hands,
            kitty,
            pass: direction,
            hand_number: self.hand_number,
            dealer: Some(dealer),
            totals: Vec::new(),
            standings: standings.to_vec(),
            pool: self.pool,
            moon_streak: Vec::new(),
            queen_taker: None,
        };
        Game::from_deal(Arc::clone(rules), 0, &setup).map_err(RequestError::Deal)
    }

    /// What `view`'s seat would send: the request that describes its position.
    pub fn from_view(view: &PlayerView) -> BotRequest {
        let rules = view.rules.rules();
        BotRequest {
            game: rules.game.clone(),
            players: view.players,
            variants: Vec::new(),
            options: serde_json::to_value(rules)
                .ok()
                .and_then(|v| v.as_object().cloned())
                .unwrap_or_default(),
            seat: view.seat,
            hand: view.dealt,
            pass: Some(PassKnowledge {
                direction: PassSpec::of(view.pass),
                passed: view.passed.map(|p| p.as_slice().to_vec()),
                received: view.received,
            }),
            plays: view.history.clone(),
            leader: view.history.is_empty().then_some(view.turn).flatten(),
            calls: view.calls.clone(),
            pledged: (view.phase != Phase::Pledging && rules.pledge)
                .then(|| view.pledged.iter().collect()),
            scores: Vec::new(),
            standings: view.standings.clone(),
            pool: view.pool,
            hand_number: view.hand_number,
            dealer: Some(view.dealer),
        }
    }
}

/// A seed from the request itself, so the same request always gets the same answer.
fn request_seed(request: &BotRequest) -> u64 {
    let text = serde_json::to_string(request).unwrap_or_default();
    // FNV-1a: stable across platforms and versions, unlike the standard hasher.
    text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

/// The other hands as play begins (and the kitty): `known` cards where they are known, the
/// rest of the deck dealt at random into the room left, never into a seat's `barred` cards,
/// every such deal as likely as any other. `None` when no deal fits.
fn fill(
    rules: &RuleSet,
    me: Seat,
    mine: Cards,
    known: &[Cards; MAX_SEATS],
    barred: &[u64; MAX_SEATS],
    rng: &mut ChaCha8Rng,
) -> Option<(Vec<Cards>, Cards)> {
    let players = rules.players();
    let size = rules.hand_size() as u32;
    let mut room = [0u32; MAX_SEATS + 1];
    let mut bars = [0u64; MAX_SEATS + 1];
    let mut pool = rules.deck().minus(mine);
    for seat in Seat::all(players).filter(|&s| s != me) {
        let cards = known[seat.index()];
        if cards.len() > size || !pool.contains_all(&cards) {
            return None;
        }
        pool = pool.minus(cards);
        room[seat.index()] = size - cards.len();
        bars[seat.index()] = barred[seat.index()];
    }
    room[MAX_SEATS] = rules.kitty_size() as u32;
    let dealt = Placement::new(pool, room, bars)?.draw(rng);
    let hands = Seat::all(players)
        .map(|s| match s == me {
            true => mine,
            false => known[s.index()].plus(dealt[s.index()]),
        })
        .collect();
    Some((hands, dealt[MAX_SEATS]))
}

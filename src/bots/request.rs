//! What another program tells a bot (`moonshot bot`): one seat's knowledge of a deal, as
//! JSON, and nothing of the hidden hands. The engine rebuilds that seat's [`PlayerView`] by
//! playing the deal through its own rules with a guess at the cards the seat cannot see,
//! learning from each refusal what the other seats cannot hold (a suit they did not follow),
//! so a request whose history is impossible is refused with the rule it breaks.
use super::sample::{Placement, learn};
use crate::engine::{
    Call, Card, Cards, Game, GameRecord, MAX_SEATS, OwnPass, PassDirection, PassList, PassSpec,
    Phase, Play, PlaySetup, PlayerView, RuleSet, Seat, Seats, Standing,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
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

impl BotRequest {
    /// The checked rules of the request's game.
    pub fn rules(&self) -> Result<RuleSet, String> {
        let mut record = GameRecord::new(crate::engine::Preset::BlackLady, self.players, 0);
        record.game = self.game.clone();
        record.variants = self.variants.clone();
        record.options = self.options.clone();
        record
            .rules()
            .map_err(|e| e.to_string())?
            .check()
            .map_err(|e| e.to_string())
    }

    /// The seat's view, rebuilt by the engine. Fails, saying why, when the request is not a
    /// possible position of the game for that seat.
    pub fn view(&self) -> Result<PlayerView, String> {
        let rules = Arc::new(self.rules()?);
        let game = self.game_for(&rules)?;
        Ok(game.view(self.seat))
    }

    fn game_for(&self, rules: &Arc<RuleSet>) -> Result<Game, String> {
        let players = rules.players();
        let me = self.seat;
        if me.0 >= players {
            return Err(format!("there is no {me} at a table of {players}"));
        }
        if let Some(dealer) = self.dealer
            && dealer.0 >= players
        {
            return Err(format!(
                "there is no {dealer} to deal at a table of {players}"
            ));
        }
        if self.hand.len() != rules.hand_size() as u32 || !rules.deck().contains_all(&self.hand) {
            return Err(format!(
                "the hand must be {} cards of the game's deck",
                rules.hand_size()
            ));
        }
        for list in [&self.scores.len(), &self.standings.len()] {
            if *list != 0 && *list != players as usize {
                return Err(format!("{list} scores for {players} players"));
            }
        }
        let direction = match &self.pass {
            Some(pass) => pass
                .direction
                .direction(players)
                .map_err(|e| e.to_string())?,
            None => rules.pass_direction(self.hand_number),
        };
        let pass_count = rules.pass_size(direction);
        let passed = self.pass.as_ref().and_then(|p| p.passed.clone());
        let dealer = self
            .dealer
            .unwrap_or(Seat(0).left(players - rules.step(), players));
        let standings = self.standings_before(players);
        let mut rng = ChaCha8Rng::seed_from_u64(request_seed(self));
        if pass_count > 0 && passed.is_none() {
            if !self.plays.is_empty() {
                return Err(
                    "cards were played, but the request does not say what was passed".into(),
                );
            }
            return self.passing_game(rules, direction, dealer, &standings, &mut rng);
        }
        let passed = passed.unwrap_or_default();
        let passed_list = PassList::new(&passed)
            .ok_or_else(|| format!("a pass holds at most {}", crate::engine::MAX_PASS))?;
        let received = self
            .pass
            .as_ref()
            .and_then(|p| p.received)
            .unwrap_or_default();
        if passed.len() != pass_count as usize {
            return Err(format!(
                "{pass_count} cards are passed this deal, not {}",
                passed.len()
            ));
        }
        if pass_count > 0 && received.len() != pass_count as u32 {
            return Err(format!(
                "{pass_count} cards are received this deal, not {}",
                received.len()
            ));
        }
        let passed_cards = passed_list.to_cards();
        if !self.hand.contains_all(&passed_cards) {
            return Err("the cards passed must come from the hand".into());
        }
        let start = self.hand.minus(passed_cards).plus(received);
        // Cards each seat is known to have held as play began: what it played, and what this
        // seat passed to it.
        let mut known = [Cards::EMPTY; MAX_SEATS];
        for play in &self.plays {
            if play.seat.0 >= players {
                return Err(format!("there is no {} at a table of {players}", play.seat));
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
        let mine_played: Cards = self
            .plays
            .iter()
            .filter(|p| p.seat == me)
            .map(|p| p.card)
            .collect();
        if !start.contains_all(&mine_played) {
            return Err(format!("{me} played cards it did not hold"));
        }
        let mut others = rules.deck().minus(start);
        for play in self.plays.iter().filter(|p| p.seat != me) {
            if !others.remove(play.card) {
                return Err(format!(
                    "this history is not possible: {} played the {}, but {}",
                    play.seat,
                    play.card.short(),
                    if start.contains(play.card) {
                        format!("{me} holds it")
                    } else {
                        "the deck holds no more of it".to_string()
                    }
                ));
            }
        }
        let mut barred = [0u64; MAX_SEATS];
        let mut last_error = String::from("no deal of the other hands fits");
        for _ in 0..ATTEMPTS {
            let Some((hands, kitty)) = fill(rules, me, start, &known, &barred, &mut rng) else {
                return Err(format!(
                    "this history is not possible: the other hands cannot be dealt ({last_error})"
                ));
            };
            let setup = PlaySetup {
                hands,
                kitty,
                pass: direction,
                pass_count,
                hand_number: self.hand_number,
                dealer,
                standings: standings.clone(),
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
                    seat: me,
                    dealt: self.hand,
                    passed: passed_list,
                    received,
                }),
            };
            let mut game = Game::at_play(Arc::clone(rules), &setup).map_err(|e| e.to_string())?;
            match game.replay_plays(&self.plays, &self.calls) {
                Ok(()) => {
                    let leader = self.leader.filter(|_| self.plays.is_empty());
                    if leader.is_none_or(|l| game.turn() == Some(l)) {
                        return Ok(game);
                    }
                    // Deal again until the leader holds the card that leads.
                    last_error = format!("{} cannot lead the first trick", leader.unwrap_or(me));
                }
                Err((i, why)) => {
                    let play = self.plays[i];
                    last_error = format!(
                        "card {i}: {} playing the {}: {why}",
                        play.seat,
                        play.card.short()
                    );
                    if play.seat == me || !learn(&mut barred[play.seat.index()], why, rules) {
                        return Err(format!("this history is not possible: {last_error}"));
                    }
                }
            }
        }
        Err(format!("this history is not possible: {last_error}"))
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
    ) -> Result<Game, String> {
        let start = self.hand;
        let known = [Cards::EMPTY; MAX_SEATS];
        let (hands, kitty) = fill(rules, self.seat, start, &known, &[0; MAX_SEATS], rng)
            .ok_or("the other hands cannot be dealt")?;
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
        Game::from_deal(Arc::clone(rules), 0, &setup).map_err(|e| e.to_string())
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

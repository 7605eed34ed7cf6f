//! The table as the player sees it, driven by the engine's events.
//!
//! [`Table`] owns the authoritative [`Game`] and a queue of events not yet shown. The screen
//! shows [`Shown`], which changes only as events are taken from the queue, one step at a
//! time with a pause before each (so a trick can be seen before it slides to its winner).
//! Bots act only once everything before has been shown; the person acts only then too, and
//! only through the engine, which decides what is legal. Plain Rust: the Yew components
//! render this, and native tests drive it.
use crate::bots::{Bot, RandomBot};
use crate::engine::{
    Action, Card, Cards, Event, Game, HandResult, Illegal, PassDirection, PassList, Phase, Play,
    RuleSet, Rules, RulesError, Seat, Seats,
};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::sync::Arc;

/// How fast the bots play and the cards move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Speed {
    Relaxed,
    #[default]
    Normal,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Relaxed, Speed::Normal, Speed::Fast];

    pub fn label(self) -> &'static str {
        match self {
            Speed::Relaxed => "Relaxed",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Speed::Relaxed => "relaxed",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }

    pub fn from_id(id: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.id() == id)
    }

    /// Scales a pause at normal speed, in milliseconds.
    pub fn scale(self, ms: u32) -> u32 {
        match self {
            Speed::Relaxed => ms * 3 / 2,
            Speed::Normal => ms,
            Speed::Fast => ms / 4,
        }
    }
}

/// A pause the table takes before showing a step, at normal speed (ms).
const PAUSE_BEFORE_BOT: u32 = 650;
const PAUSE_TRICK_COMPLETE: u32 = 1100;
/// How long the slide of a trick to its winner lasts; matches the CSS animation.
pub const TRICK_SLIDE_MS: u32 = 450;
const PAUSE_BEFORE_SCORES: u32 = 500;
const PAUSE_AFTER_PASS: u32 = 500;

/// One step of what the screen shows.
#[allow(clippy::large_enum_variant)] // as large as an event, which it mostly is
#[derive(Clone, Debug, PartialEq)]
enum Step {
    Event(Event),
    /// The trick has slid to its winner: clear it from the table.
    ClearTrick {
        winner: Seat,
    },
}

/// A dialog over the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    /// The score table after a deal, waiting for "Next hand".
    HandScores,
    /// The winner and the final scores, with "New game".
    GameOver { winners: Seats },
    /// The rules of the game being played (the game waits while they are read).
    Rules,
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
    /// While a completed trick slides to its winner.
    pub collecting: Option<Seat>,
    /// The previous trick and who won it, for a look back.
    pub last_trick: Option<(Vec<Play>, Seat)>,
    /// Points each seat has taken this deal.
    pub points: Vec<i32>,
    /// Tricks each seat has taken this deal.
    pub tricks: Vec<u8>,
    /// Game scores.
    pub totals: Vec<i32>,
    pub hand_number: u32,
    pub dealer: Seat,
    pub pass: Option<PassDirection>,
    /// Whether the person still has to choose cards to pass.
    pub choosing_pass: bool,
    /// The seat to play, once play has begun.
    pub turn: Option<Seat>,
    pub hearts_broken: bool,
}

/// The whole table: the game, the bots, and what is shown.
#[derive(Clone)]
pub struct Table {
    game: Game,
    human: Seat,
    bots: Vec<Option<RandomBot>>,
    queue: VecDeque<Step>,
    pub shown: Shown,
    /// Cards the person has picked to pass.
    pub selected: Cards,
    /// Every deal scored so far, for the score table.
    pub history: Vec<HandResult>,
    pub overlay: Option<Overlay>,
    pub speed: Speed,
    /// The latest thing said to a screen reader (and shown as the status line).
    pub announcement: String,
    /// Why the person's last action was refused, if it was.
    pub refusal: Option<String>,
    /// Changes whenever anything does, so the view knows when to schedule the next step.
    pub version: u64,
}

impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        self.version == other.version && self.game == other.game
    }
}

/// What the person, or the clock, does to the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Show the next step (or let a bot act). Sent by the clock after [`Table::next_delay`].
    Step,
    /// The person clicked this card in their hand.
    Choose(Card),
    /// Pass the selected cards.
    Pass,
    /// Close the score table and go on.
    NextHand,
    /// Open the rules.
    ShowRules,
    /// Close the rules.
    CloseRules,
    /// Start again.
    NewGame {
        seed: u64,
    },
    SetSpeed(Speed),
}

/// Names for the seats, the person first.
pub fn seat_name(seat: Seat, players: u8) -> &'static str {
    const FOUR: [&str; 4] = ["You", "West", "North", "East"];
    const MANY: [&str; 11] = [
        "You", "Ada", "Basil", "Cleo", "Dev", "Edie", "Felix", "Greta", "Hugo", "Iris", "Jonah",
    ];
    if players == 4 {
        FOUR[seat.index() % 4]
    } else {
        MANY[seat.index() % MANY.len()]
    }
}

impl Table {
    /// A new game under `rules`, dealt from `seed`, with the person in seat 0. Rules that
    /// do not check give the reason instead.
    pub fn new(rules: &Rules, seed: u64, speed: Speed) -> Result<Table, RulesError> {
        let rules: Arc<RuleSet> = Arc::new(rules.check()?);
        Ok(Table::with_game(Game::new(rules, seed), speed))
    }

    /// A table over a game already set up (used by tests to start from a chosen deal).
    pub fn with_game(game: Game, speed: Speed) -> Table {
        let players = game.players();
        let human = Seat(0);
        let bots = Seat::all(players)
            .map(|seat| {
                (seat != human).then(|| RandomBot::new(game.seed().wrapping_add(seat.0 as u64)))
            })
            .collect();
        let mut table = Table {
            human,
            bots,
            queue: VecDeque::new(),
            shown: Shown::default(),
            selected: Cards::EMPTY,
            history: Vec::new(),
            overlay: None,
            speed,
            announcement: String::new(),
            refusal: None,
            version: 0,
            game,
        };
        table.show_new_deal();
        table
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn human(&self) -> Seat {
        self.human
    }

    pub fn players(&self) -> u8 {
        self.game.players()
    }

    pub fn name(&self, seat: Seat) -> &'static str {
        seat_name(seat, self.players())
    }

    /// Whether everything that happened has been shown.
    pub fn caught_up(&self) -> bool {
        self.queue.is_empty()
    }

    /// Whether the person may act now: everything is shown, no dialog is open, and the game
    /// waits for them.
    pub fn awaiting_human(&self) -> bool {
        self.caught_up() && self.overlay.is_none() && self.game.to_act().contains(self.human)
    }

    /// What the person is being asked to do: "pass", "play", or "" (nothing).
    pub fn awaiting(&self) -> &'static str {
        if !self.awaiting_human() {
            return "";
        }
        match self.game.phase() {
            Phase::Passing => "pass",
            Phase::Playing if !self.game.awaiting_call() => "play",
            // The table offers Black Lady, whose deals ask nothing else of the person.
            _ => "",
        }
    }

    /// Each card of the person's hand with whether it can be chosen now and, if not, why.
    /// While passing every card can be chosen; while playing the engine decides.
    pub fn card_choices(&self) -> Vec<(Card, Result<(), Illegal>)> {
        if self.awaiting() == "play" {
            return self.game.play_reasons(self.human);
        }
        let passing = self.awaiting() == "pass";
        self.shown
            .hand
            .iter_distinct()
            .map(|card| {
                if passing {
                    (card, Ok(()))
                } else {
                    let why = match self.game.turn() {
                        Some(turn) if turn != self.human => Illegal::NotYourTurn { turn },
                        _ => Illegal::WrongPhase {
                            phase: self.game.phase(),
                        },
                    };
                    (card, Err(why))
                }
            })
            .collect()
    }

    /// How long to wait before the next [`Msg::Step`], in ms; `None` when the table waits
    /// for the person.
    pub fn next_delay(&self) -> Option<u32> {
        if self.overlay.is_some() {
            return None;
        }
        let ms = match self.queue.front() {
            Some(Step::Event(Event::TrickWon { .. })) => PAUSE_TRICK_COMPLETE,
            Some(Step::ClearTrick { .. }) => TRICK_SLIDE_MS,
            Some(Step::Event(Event::HandScored(_))) => PAUSE_BEFORE_SCORES,
            Some(Step::Event(Event::TricksBegin { .. })) => PAUSE_AFTER_PASS,
            Some(_) => 0,
            None => {
                let bot_to_act = self.game.to_act().iter().any(|seat| seat != self.human);
                if !bot_to_act {
                    return None;
                }
                // Bots pass at once; a bot's card comes after a pause a person can follow.
                if self.game.phase() == Phase::Passing {
                    0
                } else {
                    PAUSE_BEFORE_BOT
                }
            }
        };
        Some(self.speed.scale(ms))
    }

    pub fn update(&mut self, msg: Msg) {
        self.version += 1;
        match msg {
            Msg::Step => self.step(),
            Msg::Choose(card) => self.choose(card),
            Msg::Pass => self.pass(),
            Msg::NextHand => {
                if self.overlay == Some(Overlay::HandScores) {
                    self.overlay = None;
                }
            }
            Msg::ShowRules => {
                if self.overlay.is_none() {
                    self.overlay = Some(Overlay::Rules);
                }
            }
            Msg::CloseRules => {
                if self.overlay == Some(Overlay::Rules) {
                    self.overlay = None;
                }
            }
            Msg::NewGame { seed } => {
                let version = self.version;
                *self = Table::with_game(Game::new(self.game.rules_arc(), seed), self.speed);
                self.version = version + 1;
            }
            Msg::SetSpeed(speed) => self.speed = speed,
        }
    }

    fn act(&mut self, seat: Seat, action: Action) -> Result<(), Illegal> {
        let mut events = Vec::new();
        self.game.apply(seat, action, &mut events)?;
        self.queue.extend(events.into_iter().map(Step::Event));
        Ok(())
    }

    fn step(&mut self) {
        if self.overlay.is_some() {
            return;
        }
        if let Some(step) = self.queue.pop_front() {
            self.show(step);
            return;
        }
        // Everything is shown: bots whose turn it is act.
        for seat in self.game.to_act().iter() {
            if seat == self.human {
                continue;
            }
            let view = self.game.view(seat);
            let Some(bot) = self.bots.get_mut(seat.index()).and_then(Option::as_mut) else {
                continue;
            };
            if let Some(action) = bot.choose(&view) {
                // A bot's illegal choice is a bug in the bot; the engine refuses it and the
                // next step asks again rather than stopping the game.
                let _ = self.act(seat, action);
            }
            if self.game.phase() != Phase::Passing {
                break;
            }
        }
    }

    fn choose(&mut self, card: Card) {
        self.refusal = None;
        match self.awaiting() {
            "pass" => {
                if self.selected.contains(card) {
                    self.selected.remove(card);
                } else if self.selected.len() < self.game.pass_count() as u32 {
                    self.selected.insert(card);
                } else {
                    self.refusal = Some(format!(
                        "You have chosen {} cards already: unselect one first",
                        self.game.pass_count()
                    ));
                }
            }
            "play" => {
                if let Err(why) = self.act(self.human, Action::Play(card)) {
                    self.refusal = Some(why.to_string());
                }
            }
            _ => {}
        }
    }

    fn pass(&mut self) {
        self.refusal = None;
        if self.awaiting() != "pass" {
            return;
        }
        match self.act(
            self.human,
            Action::Pass(PassList::from_cards(self.selected)),
        ) {
            Ok(()) => self.selected = Cards::EMPTY,
            Err(why) => self.refusal = Some(why.to_string()),
        }
    }

    fn show_new_deal(&mut self) {
        let players = self.players() as usize;
        let view = self.game.view(self.human);
        self.shown = Shown {
            hand: view.dealt,
            received: Cards::EMPTY,
            hand_sizes: vec![self.game.rules().hand_size() as u32; players],
            trick: Vec::new(),
            collecting: None,
            last_trick: None,
            points: vec![0; players],
            tricks: vec![0; players],
            totals: self.shown_totals(),
            hand_number: view.hand_number,
            dealer: view.dealer,
            pass: Some(view.pass),
            choosing_pass: view.pass_count > 0,
            turn: None,
            hearts_broken: false,
        };
        self.announcement = match view.pass {
            PassDirection::Hold => format!("Deal {}: no passing this time", view.hand_number + 1),
            pass => format!(
                "Deal {}: choose {} cards to pass {}",
                view.hand_number + 1,
                view.pass_count,
                pass.describe(self.players())
            ),
        };
    }

    fn shown_totals(&self) -> Vec<i32> {
        match self.history.last() {
            Some(result) => result.totals[..self.players() as usize].to_vec(),
            None => vec![0; self.players() as usize],
        }
    }

    fn show(&mut self, step: Step) {
        let players = self.players();
        match step {
            Step::Event(Event::HandDealt { .. }) => self.show_new_deal(),
            Step::Event(Event::CardsPassed { from, to, cards }) => {
                let cards = cards.to_cards();
                if from == self.human {
                    for card in cards.iter() {
                        self.shown.hand.remove(card);
                    }
                    self.shown.choosing_pass = false;
                    self.announcement = match to {
                        Some(to) => {
                            format!("You passed {} to {}", list_cards(cards), self.name(to))
                        }
                        None => format!("You passed {}", list_cards(cards)),
                    };
                }
                if let Some(size) = self.shown.hand_sizes.get_mut(from.index()) {
                    *size = size.saturating_sub(cards.len());
                }
            }
            Step::Event(Event::TricksBegin { leader }) => {
                let view = self.game.view(self.human);
                let received =
                    if self.shown.choosing_pass || self.shown.pass == Some(PassDirection::Hold) {
                        Cards::EMPTY
                    } else {
                        view.received.unwrap_or_default()
                    };
                self.shown.hand = self.shown.hand.plus(received);
                self.shown.received = received;
                self.shown.hand_sizes =
                    vec![self.game.rules().hand_size() as u32; players as usize];
                self.shown.choosing_pass = false;
                self.shown.turn = Some(leader);
                let lead = if leader == self.human {
                    "You lead".to_string()
                } else {
                    format!("{} leads", self.name(leader))
                };
                self.announcement = if received.is_empty() {
                    lead
                } else {
                    format!("You received {}. {lead}", list_cards(received))
                };
            }
            Step::Event(Event::CardPlayed { seat, card }) => {
                if seat == self.human {
                    self.shown.hand.remove(card);
                    self.shown.received = Cards::EMPTY;
                }
                if let Some(size) = self.shown.hand_sizes.get_mut(seat.index()) {
                    *size = size.saturating_sub(1);
                }
                self.shown.trick.push(Play { seat, card });
                // Once the trick is full nobody is on turn until it has been taken.
                let full = self.shown.trick.len() == players as usize;
                self.shown.turn = (!full).then(|| seat.left(1, players));
                self.announcement = format!("{} played the {}", self.name(seat), card.name());
            }
            Step::Event(Event::HeartsBroken { .. }) => {
                self.shown.hearts_broken = true;
                self.announcement.push_str(". Hearts are broken");
            }
            Step::Event(Event::TrickWon { winner, points, .. }) => {
                self.shown.collecting = Some(winner);
                if let Some(p) = self.shown.points.get_mut(winner.index()) {
                    *p += points;
                }
                if let Some(t) = self.shown.tricks.get_mut(winner.index()) {
                    *t += 1;
                }
                self.shown.turn = None;
                let who = if winner == self.human {
                    "You take"
                } else {
                    "takes"
                };
                self.announcement = match (winner == self.human, points) {
                    (true, 0) => "You take the trick".to_string(),
                    (true, p) => format!("You take the trick: {p} points"),
                    (false, 0) => format!("{} {who} the trick", self.name(winner)),
                    (false, p) => format!("{} {who} the trick: {p} points", self.name(winner)),
                };
                self.queue.push_front(Step::ClearTrick { winner });
            }
            Step::ClearTrick { winner } => {
                let trick = std::mem::take(&mut self.shown.trick);
                self.shown.last_trick = Some((trick, winner));
                self.shown.collecting = None;
                self.shown.turn = Some(winner);
            }
            Step::Event(Event::HandScored(result)) => {
                self.shown.turn = None;
                self.shown.totals = result.totals[..players as usize].to_vec();
                self.announcement = match result.shooter() {
                    Some(seat) if seat == self.human => "You shot the moon!".to_string(),
                    Some(seat) => format!("{} shot the moon", self.name(seat)),
                    None => format!("Deal {} is over", result.hand + 1),
                };
                self.history.push(result);
                self.overlay = Some(Overlay::HandScores);
                // After the last deal, the game-over dialog (which has the score table too)
                // takes the place of this deal's scores.
                if let Some(Step::Event(Event::GameOver { winners, .. })) = self.queue.front() {
                    let winners = *winners;
                    self.queue.pop_front();
                    self.overlay = Some(Overlay::GameOver { winners });
                    self.announcement =
                        format!("{}. {}", self.announcement, winners_text(winners, players));
                }
            }
            Step::Event(Event::GameOver { winners, .. }) => {
                self.overlay = Some(Overlay::GameOver { winners });
                self.announcement = winners_text(winners, players);
            }
            Step::Event(Event::CardsCancelled { card, .. }) => {
                self.announcement = format!("The two {} cancel each other", card.name());
            }
            Step::Event(Event::TrickCancelled { leader, .. }) => {
                let trick = std::mem::take(&mut self.shown.trick);
                self.shown.last_trick = Some((trick, leader));
                self.shown.turn = Some(leader);
                self.announcement =
                    format!("The trick is cancelled; {} leads again", self.name(leader));
            }
            Step::Event(Event::SuitCalled { seat, suit }) => {
                self.announcement = format!("{} calls {suit}", self.name(seat));
            }
            Step::Event(Event::KittyTaken { seat, .. }) => {
                self.announcement = format!("{} takes the kitty", self.name(seat));
            }
            Step::Event(Event::Pledged {
                seat,
                pledged: true,
            }) => {
                self.announcement = format!("{} pledges to take no hearts", self.name(seat));
            }
            Step::Event(Event::PassingDone | Event::Pledged { .. } | Event::PassChosen { .. }) => {}
        }
    }
}

/// "You win!", "West wins", "North and East share the win".
pub fn winners_text(winners: Seats, players: u8) -> String {
    let names: Vec<&str> = winners.iter().map(|s| seat_name(s, players)).collect();
    match names.as_slice() {
        ["You"] => "You win!".to_string(),
        [one] => format!("{one} wins"),
        _ => format!("{} share the win", names.join(" and ")),
    }
}

/// "the Two of Clubs, the Queen of Spades and the Ace of Hearts".
fn list_cards(cards: Cards) -> String {
    let names: Vec<String> = cards.iter().map(|c| format!("the {}", c.name())).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => "nothing".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Preset;

    fn black_lady(seed: u64, speed: Speed) -> Table {
        Table::new(&Preset::BlackLady.rules(4), seed, speed).unwrap()
    }

    /// Plays as a person would: waits for the table, picks the first playable card (or the
    /// first three cards to pass), closes the score table. Returns the number of steps.
    fn play_like_a_person(table: &mut Table, stop_after_deals: usize) -> usize {
        let mut steps = 0;
        while table.history.len() < stop_after_deals
            && !matches!(table.overlay, Some(Overlay::GameOver { .. }))
        {
            steps += 1;
            assert!(steps < 20_000, "the table keeps moving");
            if table.shown.trick.len() == table.players() as usize {
                assert_eq!(table.shown.turn, None, "nobody plays to a full trick");
            }
            if table.overlay == Some(Overlay::HandScores) {
                table.update(Msg::NextHand);
                continue;
            }
            match table.awaiting() {
                "pass" => {
                    let want = table.game().pass_count() as usize;
                    for card in table.shown.hand.iter().take(want).collect::<Vec<_>>() {
                        table.update(Msg::Choose(card));
                    }
                    assert_eq!(table.selected.len() as usize, want);
                    table.update(Msg::Pass);
                }
                "play" => {
                    assert_eq!(
                        table.shown.hand,
                        table.game().hand(table.human()),
                        "the shown hand is the real one"
                    );
                    let (card, _) = table
                        .card_choices()
                        .into_iter()
                        .find(|(_, ok)| ok.is_ok())
                        .expect("a playable card");
                    table.update(Msg::Choose(card));
                }
                _ => {
                    assert!(
                        table.next_delay().is_some(),
                        "the table waits only for the person"
                    );
                    table.update(Msg::Step);
                }
            }
        }
        steps
    }

    #[test]
    fn a_person_plays_a_whole_game_against_three_bots() {
        let mut table = black_lady(11, Speed::Fast);
        assert_eq!(table.awaiting(), "pass");
        play_like_a_person(&mut table, usize::MAX);
        let Some(Overlay::GameOver { winners }) = table.overlay.clone() else {
            panic!("the game ended")
        };
        assert!(!winners.is_empty());
        assert!(
            table.history.last().unwrap().totals[..4]
                .iter()
                .any(|&t| t >= 100)
        );
        assert_eq!(table.shown.totals, table.game().totals());
        let version = table.version;
        table.update(Msg::NewGame { seed: 12 });
        assert!(table.version > version, "the view sees the new game");
        assert_eq!(table.overlay, None);
        assert!(table.history.is_empty());
        assert_eq!(table.game().totals(), [0, 0, 0, 0]);
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
        table.update(Msg::NextHand);
        table.update(Msg::Step);
        assert_eq!(table.shown.hand.len(), 13);
        assert_eq!(
            table.shown.pass,
            Some(PassDirection::Left(3)),
            "deal 2 passes right"
        );
    }

    #[test]
    fn illegal_clicks_are_refused_with_the_engine_s_reason() {
        let mut table = black_lady(5, Speed::Fast);
        // Pass, then wait for the person's first turn.
        let mut guard = 0;
        while table.awaiting() != "play" {
            guard += 1;
            assert!(guard < 1000);
            match table.awaiting() {
                "pass" => {
                    for card in table.shown.hand.iter().take(3).collect::<Vec<_>>() {
                        table.update(Msg::Choose(card));
                    }
                    table.update(Msg::Pass);
                }
                _ => table.update(Msg::Step),
            }
        }
        let choices = table.card_choices();
        let (card, why) = choices
            .iter()
            .find_map(|(card, r)| r.err().map(|why| (*card, why)))
            .expect("on this seed's first turn some card cannot be played");
        let before = table.game().clone();
        table.update(Msg::Choose(card));
        assert_eq!(table.refusal, Some(why.to_string()));
        assert!(table.game() == &before, "a refused card changes nothing");
        // Passing four cards is not possible: the fourth pick is refused.
        let mut table = black_lady(5, Speed::Fast);
        for card in table.shown.hand.iter().take(4).collect::<Vec<_>>() {
            table.update(Msg::Choose(card));
        }
        assert_eq!(table.selected.len(), 3);
        assert!(table.refusal.as_deref().unwrap().contains("unselect"));
    }

    #[test]
    fn a_shorter_game_ends_at_its_own_target() {
        let mut rules = Preset::BlackLady.rules(4);
        rules.target = 30;
        let mut table = Table::new(&rules, 9, Speed::Fast).unwrap();
        play_like_a_person(&mut table, usize::MAX);
        let last = table.history.last().unwrap();
        assert!(last.totals[..4].iter().any(|&t| t >= 30));
        assert!(table.history.len() < 8, "a game to 30 takes a few deals");
        assert!(
            matches!(table.overlay, Some(Overlay::GameOver { .. })),
            "the last deal's scores come with the game-over dialog"
        );
        assert!(table.caught_up());
        rules.players = 2;
        assert!(Table::new(&rules, 9, Speed::Fast).is_err());
    }

    #[test]
    fn the_rules_pause_the_table_while_they_are_read() {
        let mut table = black_lady(5, Speed::Fast);
        table.update(Msg::ShowRules);
        assert_eq!(table.overlay, Some(Overlay::Rules));
        assert_eq!(table.next_delay(), None, "nothing moves under the rules");
        assert_eq!(table.awaiting(), "", "and nothing can be played");
        table.update(Msg::CloseRules);
        assert_eq!(table.overlay, None);
        assert_eq!(table.awaiting(), "pass");
    }

    #[test]
    fn names_and_winner_lines_read_well() {
        assert_eq!(seat_name(Seat(2), 4), "North");
        assert_eq!(seat_name(Seat(2), 5), "Basil");
        let mut seats = Seats::single(Seat(0));
        assert_eq!(winners_text(seats, 4), "You win!");
        seats.insert(Seat(3));
        assert_eq!(winners_text(seats, 4), "You and East share the win");
        assert_eq!(winners_text(Seats::single(Seat(1)), 4), "West wins");
        let cards: Cards = ["QS", "2C"]
            .iter()
            .map(|t| t.parse::<Card>().unwrap())
            .collect();
        assert_eq!(
            list_cards(cards),
            "the Two of Clubs and the Queen of Spades"
        );
    }
}

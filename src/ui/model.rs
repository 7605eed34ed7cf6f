//! The table as the player sees it, driven by the engine's events.
//!
//! [`Table`] owns the authoritative [`Game`] and a queue of events not yet shown. The screen
//! shows [`Shown`], which changes only as events are taken from the queue, one step at a
//! time with a pause before each (so a trick can be seen before it slides to its winner).
//! Bots act only once everything before has been shown; the person acts only then too, and
//! only through the engine, which decides what is legal. Plain Rust: the Yew components
//! render this, and native tests drive it.
//!
//! The table never runs a bot. When a bot must act it asks a question ([`Table::questions`]:
//! a [`Request`] with the seat's view, its level and a seed); the app sends it to the bots'
//! worker and hands the answer back as [`Msg::Answer`], which counts only while the game is
//! as it was asked. If the worker does not answer in time the app says so
//! ([`Msg::NoAnswer`]) and the question is asked again to be answered on the main thread by
//! the Normal policy; after [`WORKER_DOWN_AFTER`] such misses in a row every question is.
//! Hints for the person and the after-hand review are questions too.
use super::bot_service::{Answer, Request, any_legal};
use super::choices::GameChoices;
use crate::bots::Level;
use crate::engine::{
    Action, Card, Cards, Choice, DealSetup, Event, Game, GameRecord, HandResult, Illegal,
    MoonChoice, PassDirection, PassList, PassSpec, Phase, Play, Preset, RecordedAction, RuleSet,
    Seat, Seats, Standing, Suit,
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
    /// No pauses and no slides: for tests, soaks and players in a hurry.
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Relaxed, Speed::Normal, Speed::Fast, Speed::Instant];

    pub fn label(self) -> &'static str {
        match self {
            Speed::Relaxed => "Relaxed",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Speed::Relaxed => "relaxed",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
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
            Speed::Instant => 0,
        }
    }
}

/// The table's pauses at normal speed (ms), for a table of so many seats. A round of cards
/// takes about as long at 11 seats as at 4 takes a little more: each bot's card comes
/// quicker the more seats there are, and the finished trick stays a little longer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// Before a bot's card (the bot thinks meanwhile).
    pub bot_card: u32,
    /// A finished trick stays in view before it slides to its winner.
    pub trick_complete: u32,
    /// A card slides in, and a won trick slides to its winner (the CSS animations' length).
    pub slide: u32,
}

impl Pace {
    pub fn of(players: u8) -> Pace {
        let others = u32::from(players.max(2)) - 1;
        Pace {
            // 400 ms at 4 seats, 230 at 8, 210 at 11.
            bot_card: (1200 / others).clamp(210, 520),
            trick_complete: (650 + 35 * others).min(1000),
            slide: 380,
        }
    }
}

const PAUSE_BEFORE_SCORES: u32 = 500;
const PAUSE_AFTER_PASS: u32 = 500;
/// How long passed cards fly to their recipients; matches the CSS animation.
pub const PASS_FLIGHT_MS: u32 = 600;

/// At most this many steps with no pause between them are shown in one change of the screen.
const MAX_STEPS_AT_ONCE: usize = 64;

/// After this many questions in a row that the worker left unanswered, the table stops
/// waiting for it: every bot move is played on the main thread by the Normal policy.
pub const WORKER_DOWN_AFTER: u32 = 2;

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
    /// The choices for a new game (the game waits while they are made).
    NewGame,
    /// The score sheet of every deal, with its chart (opened from the top bar).
    ScoreSheet,
    /// The statistics kept on this device.
    Statistics,
    /// The keyboard shortcuts and the settings of the table.
    Help,
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
    /// Passes on their way, as the engine reported them: from whom, to whom (none when the
    /// cards go to several players), how many cards. Shown flying until the pass is done.
    pub flights: Vec<(Seat, Option<Seat>, u32)>,
    /// The deal's moon or sun, to announce with a banner: the shooter and "moon" or "sun".
    pub banner: Option<(Seat, &'static str)>,
    /// The previous trick, for a look back.
    pub last_trick: Option<LastTrick>,
    /// Points each seat has taken this deal.
    pub points: Vec<i32>,
    /// Tricks each seat has taken this deal.
    pub tricks: Vec<u8>,
    /// The cards that score (the engine's counters) each seat has taken this deal.
    pub counters: Vec<Cards>,
    pub hand_number: u32,
    pub dealer: Seat,
    pub pass: Option<PassDirection>,
    /// Whether the person still has to choose cards to pass.
    pub choosing_pass: bool,
    /// The seat on turn while cards are played, as the engine's events said.
    pub turn: Option<Seat>,
    pub hearts_broken: bool,
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
}

/// The Hard bot's advice for the person's turn.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    /// Asked; the answer is on its way.
    Thinking,
    /// The action the Hard bot would take, and its one-line reason.
    Given { action: Action, reason: String },
}

impl Hint {
    /// The cards the hint suggests, to highlight in the hand.
    pub fn cards(&self) -> Cards {
        match self {
            Hint::Given {
                action: Action::Play(card),
                ..
            } => Cards::single(*card),
            Hint::Given {
                action: Action::Pass(list),
                ..
            } => list.as_slice().iter().copied().collect(),
            _ => Cards::EMPTY,
        }
    }
}

/// The after-hand review of one deal: how the Expert would have scored in the person's seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The deal reviewed, from 0.
    pub hand: u32,
    /// What the person scored in it.
    pub you: i32,
    pub expert: Reviewed,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Reviewed {
    /// The worker is playing the deal again.
    Reviewing,
    /// The Expert's score.
    Scored(i32),
    /// Why there is no figure.
    Failed(String),
}

/// The table's dealings with the bots' worker on this page, kept across games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WorkerLog {
    /// The last question id given out; ids only grow, so the app knows which are new.
    pub last_id: u64,
    /// Answers that came from the worker.
    pub answers: u32,
    /// Questions answered on the main thread instead.
    pub fallbacks: u32,
    /// Questions in a row the worker left unanswered.
    pub misses: u32,
}

/// What a question is for.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Purpose {
    /// A bot's move, asked at this point of the game.
    Move {
        seat: Seat,
        hand: u32,
        phase: Phase,
        moves: u64,
    },
    /// A hint for the person's turn (the person's moves so far tell the turn).
    Hint { human_moves: u64 },
    /// The review of a deal.
    Review { hand: u32 },
}

/// A question out to the worker (or to the main thread).
#[derive(Clone, Debug, PartialEq)]
struct Question {
    request: Request,
    /// Answer it on the main thread with the Normal policy.
    on_main_thread: bool,
    purpose: Purpose,
    /// A bot's answer, waiting for the pause before its card to end.
    answer: Option<Option<Action>>,
    /// The pause before the bot's card is over.
    paused: bool,
}

impl Question {
    fn id(&self) -> u64 {
        self.request.id().unwrap_or_default()
    }

    fn is_move(&self) -> bool {
        matches!(self.purpose, Purpose::Move { .. })
    }
}

/// The whole table: the game, the bots' levels and questions, and what is shown.
#[derive(Clone)]
pub struct Table {
    game: Game,
    human: Seat,
    /// The choices this game was started with; the New game dialog opens on them.
    pub choices: GameChoices,
    /// Each seat's level, seat 0 first (the person's seat is never played by a bot).
    levels: Vec<Level>,
    queue: VecDeque<Step>,
    pub shown: Shown,
    /// Cards the person has picked to pass, in the order picked (in star and scatter passes
    /// the order says who gets which card).
    pub selected: Vec<Card>,
    /// Every deal scored so far, for the score table.
    pub history: Vec<HandResult>,
    pub overlay: Option<Overlay>,
    pub speed: Speed,
    /// The latest thing said to a screen reader (and shown as the status line).
    pub announcement: String,
    /// Why the person's last action was refused, if it was.
    pub refusal: Option<String>,
    /// Changes whenever anything shown does, so the view knows when to schedule the next step.
    pub version: u64,
    /// Questions waiting for an answer, oldest (smallest id) first.
    questions: Vec<Question>,
    pub worker: WorkerLog,
    /// Actions applied this game, so an answer counts only for the turn it was asked on.
    moves: u64,
    /// Actions the person has taken this game.
    human_moves: u64,
    /// The hint for the person's current turn, once asked.
    pub hint: Option<Hint>,
    /// How the deal being played began, for its review.
    deal_start: Option<DealSetup>,
    /// The review of the last deal scored.
    pub review: Option<Review>,
    /// The game written down: its rules, seed and every action so far. It replays exactly,
    /// so it is what is saved, downloaded, and cut back by an undo.
    record: GameRecord,
    /// How many of the record's actions came before the deal being played (an undo stays
    /// within the deal).
    deal_first_action: usize,
    /// The counters each seat took in each deal scored, for the deal summary.
    pub counters_history: Vec<Vec<Cards>>,
    /// The finished game has been counted in the statistics.
    pub counted: bool,
    /// Wait for the person's "Next trick" after each trick.
    pub pause_after_trick: bool,
    /// Play the person's only legal card for them.
    pub auto_play: bool,
    /// Watch the bots: the person's seat is played by a bot too (at its level), and each
    /// deal's scores give way to the next deal by themselves (`?watch=1`; the soak test).
    pub watch: bool,
}

impl PartialEq for Table {
    /// Whether the view may skip re-rendering: every change to the table changes its
    /// version, and a new game changes the seed or the actions so far. (Comparing whole
    /// games would cost more than it saves.)
    fn eq(&self, other: &Table) -> bool {
        self.version == other.version
            && self.game.seed() == other.game.seed()
            && self.record.actions.len() == other.record.actions.len()
    }
}

/// What the person, the clock or the bots' worker does to the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Show the next step (or let a bot act). Sent by the clock after [`Table::next_delay`].
    Step,
    /// The person clicked this card in their hand.
    Choose(Card),
    /// Pass the selected cards.
    Pass,
    /// Pledge to take no hearts (true), or not.
    Pledge(bool),
    /// Call the suit to follow after leading a joker.
    CallSuit(Suit),
    /// Score a moon the old way or the new.
    ChooseMoon(MoonChoice),
    /// The dealer's choice of this deal's pass.
    ChoosePass {
        direction: PassDirection,
        cards: u8,
    },
    /// Close the score table and go on.
    NextHand,
    /// Open the rules.
    ShowRules,
    /// Close the rules.
    CloseRules,
    /// Open the New game dialog.
    ShowNewGame,
    /// Close it without starting.
    CloseNewGame,
    /// Start again with the same choices.
    NewGame {
        seed: u64,
    },
    /// Start a new game with these choices.
    StartGame {
        seed: u64,
        choices: GameChoices,
    },
    SetSpeed(Speed),
    /// Ask the Hard bot what the person should do.
    AskHint,
    /// The answer to a question, from the worker or (`from_worker: false`) the main thread.
    Answer {
        answer: Answer,
        from_worker: bool,
    },
    /// The worker did not answer this question in time.
    NoAnswer {
        id: u64,
    },
    /// There is no worker (it could not be started): answer everything on the main thread.
    NoWorker,
    /// Take back the person's last card (and the bots' cards after it).
    Undo,
    /// Go on after a trick (when pausing after each trick).
    NextTrick,
    /// Open the score sheet, the statistics or the keyboard help.
    Show(Overlay),
    /// Close the score sheet, the statistics or the help.
    CloseView,
    /// Wait after each trick for "Next trick", or not.
    SetPauseAfterTrick(bool),
    /// Play the only legal card automatically, or not.
    SetAutoPlay(bool),
    /// The statistics have counted this finished game.
    Counted,
    /// Play the game of a record from where it stopped, with the opponents of `choices` (a
    /// game file the person loaded).
    Load {
        record: GameRecord,
        choices: GameChoices,
    },
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
    /// A new game made of `choices` (the game, its players and variants, the opponents'
    /// levels), dealt from `seed`, with the person in seat 0. Choices that make no game give
    /// the engine's reason instead.
    pub fn new(choices: GameChoices, seed: u64, speed: Speed) -> Result<Table, String> {
        let rules = choices.rules()?;
        let record = GameRecord::with_rules(choices.game, &choices.variants, &rules, seed)?;
        let rules: Arc<RuleSet> = Arc::new(rules.check().map_err(|e| e.to_string())?);
        let mut events = Vec::new();
        let game = Game::start(rules, seed, &mut events);
        let mut table = Table::build(game, record, speed).with_choices(choices);
        // The deal is shown already; when nothing is passed, play begins: show that too.
        table.queue.extend(
            events
                .into_iter()
                .filter(|e| !matches!(e, Event::HandDealt { .. }))
                .map(Step::Event),
        );
        Ok(table)
    }

    /// A table over a new game already set up (used by tests to start from a chosen deal).
    pub fn with_game(game: Game, speed: Speed) -> Table {
        let rules = game.rules().rules();
        let setup = game.deal_setup();
        let mut record = Preset::from_id(&rules.game)
            .into_iter()
            .chain(Preset::ALL)
            .find_map(|preset| GameRecord::with_rules(preset, &[], rules, game.seed()).ok())
            .unwrap_or_else(|| GameRecord::new(Preset::BlackLady, game.players(), game.seed()));
        record.deal = Some(setup.hands);
        record.kitty = (!setup.kitty.is_empty()).then_some(setup.kitty);
        record.pass = Some(PassSpec::of(setup.pass));
        Table::build(game, record, speed)
    }

    /// A table over `game`, new, which `record` (without actions) writes down.
    fn build(game: Game, record: GameRecord, speed: Speed) -> Table {
        let choices = GameChoices::default();
        let mut table = Table {
            human: Seat(0),
            levels: choices.levels(game.players()),
            choices,
            queue: VecDeque::new(),
            shown: Shown::default(),
            selected: Vec::new(),
            history: Vec::new(),
            overlay: None,
            speed,
            announcement: String::new(),
            refusal: None,
            version: 0,
            questions: Vec::new(),
            worker: WorkerLog::default(),
            moves: 0,
            human_moves: 0,
            hint: None,
            deal_start: Some(game.deal_setup()),
            review: None,
            record,
            deal_first_action: 0,
            counters_history: Vec::new(),
            counted: false,
            pause_after_trick: false,
            auto_play: false,
            watch: false,
            game,
        };
        table.show_new_deal();
        table
    }

    /// The game of `record` at its last action, as it stood: mid-trick, mid-pass or at the
    /// end, everything already shown. The opponents are those of `choices`. A record that
    /// does not replay gives the engine's reason.
    pub fn resume(
        record: &GameRecord,
        choices: GameChoices,
        speed: Speed,
    ) -> Result<Table, String> {
        let game = record.start().map_err(|e| e.to_string())?;
        let fresh = GameRecord {
            actions: Vec::new(),
            ..record.clone()
        };
        let mut table = Table::build(game, fresh, speed).with_choices(choices);
        for (step, recorded) in record.actions.iter().enumerate() {
            table.act(recorded.seat, recorded.action).map_err(|why| {
                crate::engine::RecordError::Refused {
                    step,
                    action: *recorded,
                    why,
                }
                .to_string()
            })?;
            table.catch_up();
        }
        // Reviews of deals long gone are not asked for again.
        table.questions.clear();
        table.review = None;
        table.version = 1;
        Ok(table)
    }

    /// Shows at once everything that happened. A deal's scores that a later deal follows are
    /// not left open.
    fn catch_up(&mut self) {
        while let Some(step) = self.queue.pop_front() {
            self.show(step);
            if self.overlay == Some(Overlay::HandScores) && !self.queue.is_empty() {
                self.overlay = None;
            }
        }
    }

    /// The game so far, written down: it replays to this very position.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Where an undo would take the game back to: just before the person's last card of
    /// this deal, if they have played one and no dialog is open.
    fn undo_point(&self) -> Option<usize> {
        if self.overlay.is_some() {
            return None;
        }
        let actions = &self.record.actions[self.deal_first_action.min(self.record.actions.len())..];
        let last = actions.iter().rposition(|recorded| {
            recorded.seat == self.human && matches!(recorded.action, Action::Play(_))
        })?;
        Some(self.deal_first_action + last)
    }

    /// Whether the person's last card can be taken back.
    pub fn can_undo(&self) -> bool {
        self.undo_point().is_some()
    }

    /// Takes back the person's last card this deal, and every bot's card after it: the game
    /// replays to just before it.
    fn undo(&mut self) {
        let Some(at) = self.undo_point() else {
            return;
        };
        let record = GameRecord {
            actions: self.record.actions[..at].to_vec(),
            ..self.record.clone()
        };
        match Table::resume(&record, self.choices.clone(), self.speed) {
            Ok(mut table) => {
                self.hand_over_to(&mut table);
                table.announcement = "Your last card is taken back: play again".to_string();
                *self = table;
            }
            Err(why) => self.refusal = Some(format!("Cannot undo: {why}")),
        }
    }

    /// The winners, once the game is over and shown to be.
    pub fn winners(&self) -> Option<Seats> {
        if self.game.phase() != Phase::GameOver || !self.caught_up() {
            return None;
        }
        Some(self.game.leaders())
    }

    /// Gives `next`, about to take this table's place, what goes on from game to game: the
    /// version (so the view sees the change), the worker's record and question ids, and the
    /// settings.
    fn hand_over_to(&mut self, next: &mut Table) {
        next.version = self.version;
        next.worker = std::mem::take(&mut self.worker);
        next.pause_after_trick = self.pause_after_trick;
        next.auto_play = self.auto_play;
        next.watch = self.watch;
    }

    /// The game of `record` in place of this one, from where the record stops; if it does not
    /// replay, this game goes on and the reason is said.
    fn load(&mut self, record: &GameRecord, choices: GameChoices) {
        match Table::resume(record, choices, self.speed) {
            Ok(mut table) => {
                self.hand_over_to(&mut table);
                table.announcement = format!(
                    "Game loaded: {}, deal {}",
                    table.title(),
                    table.shown.hand_number + 1
                );
                // A game that ended before it was saved to a file was counted where it ended.
                table.counted = table.winners().is_some();
                *self = table;
            }
            Err(why) => self.refusal = Some(format!("This game cannot be loaded: {why}")),
        }
    }

    /// This table with the opponents chosen in `choices`.
    pub fn with_choices(mut self, choices: GameChoices) -> Table {
        self.levels = choices.levels(self.players());
        self.choices = choices;
        self
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

    /// The game's name, as the engine gives it: "Cancellation Hearts".
    pub fn title(&self) -> &'static str {
        Preset::from_id(&self.game.rules().rules().game).map_or("Hearts", Preset::title)
    }

    /// The cards picked to pass, as a set (for showing them picked in the hand).
    pub fn selected_cards(&self) -> Cards {
        self.selected.iter().copied().collect()
    }

    /// The level of the bot in `seat`.
    pub fn level(&self, seat: Seat) -> Level {
        self.levels.get(seat.index()).copied().unwrap_or_default()
    }

    /// Whether everything that happened has been shown.
    pub fn caught_up(&self) -> bool {
        self.queue.is_empty()
    }

    /// Whether the person may act now: everything is shown (but perhaps the other seats'
    /// passes), no dialog is open, and the game waits for them.
    pub fn awaiting_human(&self) -> bool {
        // Other seats' passes, still to be shown, leave the person's pass to choose as it is.
        let shown_enough = self.queue.iter().all(|step| {
            matches!(step, Step::Event(Event::CardsPassed { from, .. }) if *from != self.human)
        });
        !self.watch
            && shown_enough
            && self.overlay.is_none()
            && self.game.to_act().contains(self.human)
    }

    /// What the engine asks of the person now, once the table has shown everything before
    /// it; [`Choice::Nothing`] while it shows, while a dialog is open, or when others act.
    pub fn asked(&self) -> Choice {
        if !self.awaiting_human() {
            return Choice::Nothing;
        }
        self.game.choice(self.human)
    }

    /// What the person is being asked to do, as a word for the page and its tests: "pass",
    /// "choose-pass" (the dealer's choice), "pledge", "play", "call" (a suit after a joker
    /// lead), "moon" (old or new), or "" (nothing).
    pub fn awaiting(&self) -> &'static str {
        match self.asked() {
            Choice::Nothing => "",
            Choice::Pass { .. } => "pass",
            Choice::ChoosePass { .. } => "choose-pass",
            Choice::Pledge => "pledge",
            Choice::Play { .. } => "play",
            Choice::CallSuit => "call",
            Choice::ChooseMoon => "moon",
        }
    }

    /// Why the person cannot choose a card now, in the table's words: the engine's reason,
    /// but a turn that is someone else's names the player the table shows on turn (the live
    /// game may be ahead of what is shown), never a seat number.
    pub fn say(&self, why: Illegal) -> String {
        match why {
            Illegal::NotYourTurn { .. } | Illegal::WrongPhase { .. } => self.out_of_turn(),
            Illegal::NotDealer { dealer } => {
                format!("Only the dealer, {}, chooses the pass", self.name(dealer))
            }
            why => why.to_string(),
        }
    }

    /// What a card tapped while the person is not asked for one says: who is playing.
    fn out_of_turn(&self) -> String {
        match self.shown.turn {
            Some(seat) if seat != self.human && self.shown.collecting.is_none() => {
                format!("{} is playing", self.name(seat))
            }
            _ if self.game.phase() == Phase::Passing && !self.shown.choosing_pass => {
                "The others are still passing".to_string()
            }
            _ => "Wait for your turn".to_string(),
        }
    }

    /// Each card of the person's hand with whether it can be chosen now and, if not, why:
    /// the engine says which cards may be played, and which may be passed.
    pub fn card_choices(&self) -> Vec<(Card, Result<(), Illegal>)> {
        let asked = self.asked();
        if let Choice::Play { .. } = asked {
            return self.game.play_reasons(self.human);
        }
        self.shown
            .hand
            .iter_distinct()
            .map(|card| {
                if let Choice::Pass { from, .. } = asked {
                    match from.contains(card) {
                        true => (card, Ok(())),
                        false => (card, Err(Illegal::PassForbidden { card })),
                    }
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

    /// The questions to send, oldest first, each with whether to answer it on the main thread
    /// (with [`super::bot_service::answer_here`]) rather than in the worker. A question stays
    /// here until answered, so the app sends those with an id above the last it sent.
    pub fn questions(&self) -> impl Iterator<Item = (&Request, bool)> {
        self.questions
            .iter()
            .filter(|q| q.answer.is_none())
            .map(|q| (&q.request, q.on_main_thread))
    }

    /// Whether the worker is taken to be down: questions go to the main thread.
    pub fn worker_down(&self) -> bool {
        self.worker.misses >= WORKER_DOWN_AFTER
    }

    /// The bots that must act now (once everything is shown).
    fn bots_to_act(&self) -> impl Iterator<Item = Seat> + '_ {
        self.game
            .to_act()
            .iter()
            .filter(|&s| self.watch || s != self.human)
    }

    fn bot_asked(&self, seat: Seat) -> bool {
        self.questions
            .iter()
            .any(|q| matches!(q.purpose, Purpose::Move { seat: s, .. } if s == seat))
    }

    /// The bot seats whose answer the table is waiting for (they are "thinking").
    pub fn thinking(&self) -> Seats {
        let mut seats = Seats::NONE;
        for q in &self.questions {
            if let Purpose::Move { seat, .. } = q.purpose
                && q.answer.is_none()
            {
                seats.insert(seat);
            }
        }
        seats
    }

    /// How long to wait before the next [`Msg::Step`], in ms; `None` when the table waits
    /// for the person or for a bot's answer.
    pub fn next_delay(&self) -> Option<u32> {
        if self.overlay.is_some() {
            // Watching, a deal's scores show for a moment, then the next deal.
            let watching = self.watch && self.overlay == Some(Overlay::HandScores);
            return watching.then(|| self.speed.scale(PAUSE_BEFORE_SCORES));
        }
        if self.waiting_for_next_trick() {
            return None;
        }
        let pace = self.pace();
        if self.forced_card().is_some() {
            return Some(self.speed.scale(pace.bot_card));
        }
        let ms = match self.queue.front() {
            Some(Step::Event(Event::TrickWon { .. })) => pace.trick_complete,
            Some(Step::ClearTrick { .. }) => pace.slide,
            Some(Step::Event(Event::HandScored(_))) => PAUSE_BEFORE_SCORES,
            Some(Step::Event(Event::TricksBegin { .. })) => PAUSE_AFTER_PASS,
            // The passed cards fly to their recipients before they arrive.
            Some(Step::Event(Event::PassingDone)) if !self.shown.flights.is_empty() => {
                PASS_FLIGHT_MS
            }
            Some(_) => 0,
            None => {
                // Nobody but the person acts: the table waits for them.
                self.bots_to_act().next()?;
                if self.bots_to_act().any(|seat| !self.bot_asked(seat)) {
                    // Ask at once: the bot thinks during its pause.
                    0
                } else if self.questions.iter().any(|q| q.is_move() && !q.paused) {
                    // Bots pass at once; a bot's card comes after a pause a person can follow.
                    match self.game.phase() {
                        Phase::Passing => 0,
                        _ => pace.bot_card,
                    }
                } else if self
                    .questions
                    .iter()
                    .any(|q| q.is_move() && q.answer.is_some())
                {
                    0
                } else {
                    // The bots think; their answers move the table on.
                    return None;
                }
            }
        };
        Some(self.speed.scale(ms))
    }

    /// The pauses of this table, at normal speed.
    pub fn pace(&self) -> Pace {
        Pace::of(self.players())
    }

    /// Whether the table waits for the person's "Next trick" before clearing a trick.
    pub fn waiting_for_next_trick(&self) -> bool {
        self.pause_after_trick
            && self.overlay.is_none()
            && matches!(self.queue.front(), Some(Step::ClearTrick { .. }))
    }

    /// The person's only legal card, when it is their turn to play, auto-play is on and the
    /// engine allows one card alone.
    pub fn forced_card(&self) -> Option<Card> {
        if !self.auto_play || self.awaiting() != "play" {
            return None;
        }
        let mut legal = self
            .game
            .play_reasons(self.human)
            .into_iter()
            .filter(|(_, ok)| ok.is_ok());
        let (card, _) = legal.next()?;
        legal.next().is_none().then_some(card)
    }

    pub fn update(&mut self, msg: Msg) {
        let shown = match msg {
            Msg::Step => {
                if self.watch && self.overlay == Some(Overlay::HandScores) {
                    self.overlay = None;
                } else if self.step() {
                    // Steps with no pause between them (a card, who is winning, whose turn it
                    // is) are shown together: one change of the screen, not one each.
                    for _ in 0..MAX_STEPS_AT_ONCE {
                        if self.queue.is_empty() || self.next_delay() != Some(0) {
                            break;
                        }
                        self.step();
                    }
                }
                true
            }
            Msg::Choose(card) => {
                self.choose(card);
                true
            }
            Msg::Pass => {
                self.pass();
                true
            }
            Msg::Pledge(pledge) => {
                self.decide("pledge", Action::Pledge(pledge));
                true
            }
            Msg::CallSuit(suit) => {
                self.decide("call", Action::CallSuit(suit));
                true
            }
            Msg::ChooseMoon(choice) => {
                self.decide("moon", Action::ChooseMoon(choice));
                true
            }
            Msg::ChoosePass { direction, cards } => {
                self.decide("choose-pass", Action::ChoosePass { direction, cards });
                true
            }
            Msg::NextHand => {
                if self.overlay == Some(Overlay::HandScores) {
                    self.overlay = None;
                }
                true
            }
            Msg::ShowRules | Msg::ShowNewGame => {
                // From the end of the game too: closing goes back to it.
                if self.overlay.is_none() || self.winners().is_some() {
                    self.overlay = Some(match msg {
                        Msg::ShowRules => Overlay::Rules,
                        _ => Overlay::NewGame,
                    });
                }
                true
            }
            Msg::CloseRules | Msg::CloseNewGame => {
                if matches!(self.overlay, Some(Overlay::Rules | Overlay::NewGame)) {
                    self.overlay = self.winners().map(|winners| Overlay::GameOver { winners });
                }
                true
            }
            Msg::NewGame { seed } => {
                self.restart(seed, self.choices.clone());
                true
            }
            Msg::StartGame { seed, choices } => {
                self.restart(seed, choices);
                true
            }
            Msg::SetSpeed(speed) => {
                self.speed = speed;
                true
            }
            Msg::AskHint => {
                self.ask_hint();
                true
            }
            Msg::Answer {
                answer,
                from_worker,
            } => self.answered(answer, from_worker),
            Msg::NoAnswer { id } => self.unanswered(id),
            Msg::NoWorker => {
                self.worker.misses = self.worker.misses.max(WORKER_DOWN_AFTER);
                true
            }
            Msg::Undo => {
                self.undo();
                true
            }
            Msg::NextTrick => {
                if self.waiting_for_next_trick() {
                    self.step();
                }
                true
            }
            Msg::Show(view) => {
                if self.overlay.is_none()
                    && matches!(
                        view,
                        Overlay::ScoreSheet | Overlay::Statistics | Overlay::Help
                    )
                {
                    self.overlay = Some(view);
                }
                true
            }
            Msg::CloseView => {
                if matches!(
                    self.overlay,
                    Some(Overlay::ScoreSheet | Overlay::Statistics | Overlay::Help)
                ) {
                    self.overlay = None;
                }
                true
            }
            Msg::SetPauseAfterTrick(on) => {
                self.pause_after_trick = on;
                true
            }
            Msg::SetAutoPlay(on) => {
                self.auto_play = on;
                true
            }
            Msg::Counted => {
                self.counted = true;
                false
            }
            Msg::Load { record, choices } => {
                self.load(&record, choices);
                true
            }
        };
        // A bot whose turn the game has reached is asked at once, so that it thinks while the
        // table still shows the cards before its own (its card waits for its pause anyway).
        if self.overlay.is_none() && !self.queue.is_empty() {
            self.ask_bots();
        }
        // A bot's answer kept for the end of its pause changes nothing shown, and must not
        // restart the pause (the app's clock restarts on a new version).
        if shown {
            self.version += 1;
        }
    }

    /// A new game with `choices`; the question ids and the worker's record go on. Choices
    /// that make no game (which the New game dialog does not offer) leave the game as it is
    /// and say why.
    fn restart(&mut self, seed: u64, choices: GameChoices) {
        match Table::new(choices, seed, self.speed) {
            Ok(mut table) => {
                self.hand_over_to(&mut table);
                *self = table;
            }
            Err(why) => {
                self.overlay = None;
                self.refusal = Some(format!("No new game: {why}"));
            }
        }
    }

    fn act(&mut self, seat: Seat, action: Action) -> Result<(), Illegal> {
        let mut events = Vec::new();
        self.game.apply(seat, action, &mut events)?;
        self.record.actions.push(RecordedAction { seat, action });
        self.moves += 1;
        if seat == self.human {
            self.human_moves += 1;
            self.hint = None;
            self.questions
                .retain(|q| !matches!(q.purpose, Purpose::Hint { .. }));
        }
        for event in &events {
            if let Event::HandScored(result) = event {
                self.ask_review(result);
                self.deal_start = Some(self.game.deal_setup());
                self.deal_first_action = self.record.actions.len();
            }
        }
        self.queue.extend(events.into_iter().map(Step::Event));
        Ok(())
    }

    /// Gives out the next question id and files the question.
    fn ask(&mut self, purpose: Purpose, request: impl FnOnce(u64) -> Request) {
        self.worker.last_id += 1;
        let request = request(self.worker.last_id);
        let on_main_thread = !request.is_review() && self.worker_down();
        if on_main_thread {
            self.worker.fallbacks += 1;
        }
        self.questions.push(Question {
            request,
            on_main_thread,
            purpose,
            answer: None,
            paused: false,
        });
    }

    /// The question again under a new id, to be answered on the main thread.
    fn ask_here(&mut self, question: Question) {
        self.worker.last_id += 1;
        self.worker.fallbacks += 1;
        self.questions.push(Question {
            request: question.request.with_id(self.worker.last_id),
            on_main_thread: true,
            answer: None,
            ..question
        });
    }

    /// A seed for one decision, fixed by the game's seed and the point in it.
    fn decision_seed(&self, seat: Seat) -> u64 {
        self.game.seed().wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (self.moves << 8)
            ^ ((self.human_moves + 1) << 40)
            ^ seat.0 as u64
    }

    /// Asks every bot that must act and has not been asked yet; whether any was.
    fn ask_bots(&mut self) -> bool {
        // A question about a game that has moved on is dropped; the bot is asked again.
        let current: Vec<bool> = self
            .questions
            .iter()
            .map(|q| self.still_current(&q.purpose))
            .collect();
        let mut keep = current.into_iter();
        self.questions.retain(|_| keep.next().unwrap_or(false));
        let seats: Vec<Seat> = self
            .bots_to_act()
            .filter(|&seat| !self.bot_asked(seat))
            .collect();
        for &seat in &seats {
            let purpose = Purpose::Move {
                seat,
                hand: self.game.hand_number(),
                phase: self.game.phase(),
                moves: self.moves,
            };
            let view = self.game.view(seat);
            let level = self.level(seat);
            let seed = self.decision_seed(seat);
            self.ask(purpose, |id| Request::Decide {
                id,
                level,
                view,
                seed,
            });
        }
        !seats.is_empty()
    }

    /// Whether the game is still as it was when a question was asked.
    fn still_current(&self, purpose: &Purpose) -> bool {
        match *purpose {
            Purpose::Move {
                seat,
                hand,
                phase,
                moves,
            } => {
                // Passing and pledging, every seat decides at once: the others' decisions do
                // not change what this one was asked.
                let together = matches!(phase, Phase::Passing | Phase::Pledging);
                self.game.hand_number() == hand
                    && self.game.phase() == phase
                    && self.game.to_act().contains(seat)
                    && (together || self.moves == moves)
            }
            Purpose::Hint { human_moves } => {
                human_moves == self.human_moves && self.game.to_act().contains(self.human)
            }
            Purpose::Review { hand } => self.review.as_ref().is_some_and(|r| r.hand == hand),
        }
    }

    fn ask_hint(&mut self) {
        if !self.awaiting_human() || self.hint.is_some() {
            return;
        }
        let view = self.game.view(self.human);
        let seed = self.decision_seed(self.human);
        self.hint = Some(Hint::Thinking);
        self.ask(
            Purpose::Hint {
                human_moves: self.human_moves,
            },
            |id| Request::Decide {
                id,
                level: Level::Hard,
                view,
                seed,
            },
        );
    }

    /// Asks for the review of a deal just scored: the deal from its start, the Expert in the
    /// person's seat, the same opponents.
    fn ask_review(&mut self, result: &HandResult) {
        let Some(setup) = self.deal_start.take() else {
            return;
        };
        self.questions
            .retain(|q| !matches!(q.purpose, Purpose::Review { .. }));
        self.review = Some(Review {
            hand: result.hand,
            you: result.scores[self.human.index()],
            expert: Reviewed::Reviewing,
        });
        let rules = self.game.rules().rules().clone();
        let seat = self.human;
        let levels = self.levels.clone();
        let seed = self.game.seed() ^ ((result.hand as u64 + 1) << 32);
        self.ask(Purpose::Review { hand: result.hand }, |id| {
            Request::Review {
                id,
                rules,
                setup,
                seat,
                levels,
                seed,
            }
        });
    }

    /// An answer: a bot's move is played (after its pause), a hint or review shown. An answer
    /// to no question waiting (an old one, or one answered on the main thread meanwhile) is
    /// dropped. Returns whether anything shown changed.
    fn answered(&mut self, answer: Answer, from_worker: bool) -> bool {
        if from_worker {
            self.worker.answers += 1;
            self.worker.misses = 0;
        }
        let Some(at) = self
            .questions
            .iter()
            .position(|q| q.id() == answer.id() && q.answer.is_none())
        else {
            return false;
        };
        let question = self.questions.remove(at);
        if !self.still_current(&question.purpose) {
            return true;
        }
        match (question.purpose, answer) {
            (Purpose::Move { .. }, Answer::Decided { action, .. }) => {
                let paused = question.paused;
                self.questions.push(Question {
                    answer: Some(action),
                    ..question
                });
                if paused && self.overlay.is_none() {
                    self.play_answers();
                    return true;
                }
                false
            }
            (Purpose::Hint { .. }, Answer::Decided { action, reason, .. }) => {
                self.hint = action.map(|action| Hint::Given { action, reason });
                true
            }
            (Purpose::Review { .. }, Answer::Reviewed { score, .. }) => {
                if let Some(review) = &mut self.review {
                    review.expert = match score {
                        Ok(score) => Reviewed::Scored(score),
                        Err(why) => Reviewed::Failed(why),
                    };
                }
                true
            }
            // An answer of the wrong kind: ask again, here.
            (_, _) => {
                self.ask_here(question);
                true
            }
        }
    }

    /// The worker did not answer question `id` in time: a move or hint is asked again on the
    /// main thread; a review gives up.
    fn unanswered(&mut self, id: u64) -> bool {
        let Some(at) = self
            .questions
            .iter()
            .position(|q| q.id() == id && q.answer.is_none())
        else {
            return false;
        };
        let question = self.questions.remove(at);
        match question.purpose {
            Purpose::Review { .. } => {
                if let Some(review) = &mut self.review {
                    review.expert = Reviewed::Failed("The review did not finish in time".into());
                }
            }
            Purpose::Move { .. } | Purpose::Hint { .. } => {
                self.worker.misses += 1;
                self.ask_here(question);
            }
        }
        true
    }

    /// Plays the bots' answers whose pause is over. The engine refuses an illegal one; the
    /// move is then asked again on the main thread (the Normal policy), and if even that is
    /// refused, the engine's random legal choice is played so that the game goes on.
    fn play_answers(&mut self) {
        if self.overlay.is_some() {
            return;
        }
        while let Some(at) = self
            .questions
            .iter()
            .position(|q| q.is_move() && q.paused && q.answer.is_some())
        {
            let question = self.questions.remove(at);
            let Purpose::Move { seat, .. } = question.purpose else {
                continue;
            };
            if !self.still_current(&question.purpose) {
                continue;
            }
            let played = match question.answer.flatten() {
                Some(action) => self.act(seat, action).is_ok(),
                None => false,
            };
            if played {
                continue;
            }
            if !question.on_main_thread {
                self.ask_here(Question {
                    answer: None,
                    ..question
                });
            } else if let Request::Decide { view, seed, .. } = &question.request
                && let Some(action) = any_legal(view, *seed)
            {
                let _ = self.act(seat, action);
            }
        }
    }

    /// Takes the next step: shows what happened next, plays the person's forced card, asks
    /// the bots, or plays their answers. Returns whether it showed something that happened.
    fn step(&mut self) -> bool {
        if self.overlay.is_some() {
            return false;
        }
        if let Some(card) = self.forced_card() {
            if self.act(self.human, Action::Play(card)).is_ok() {
                self.announcement = format!("Your only card: the {}", card.name());
            }
            return false;
        }
        if let Some(step) = self.queue.pop_front() {
            self.show(step);
            return true;
        }
        // Everything is shown: the bots whose turn it is are asked. A step later, after the
        // pause, their answers are played (as soon as they come).
        if !self.ask_bots() {
            for question in &mut self.questions {
                if question.is_move() {
                    question.paused = true;
                }
            }
            self.play_answers();
        }
        false
    }

    fn choose(&mut self, card: Card) {
        self.refusal = None;
        match self.asked() {
            Choice::Pass { count, from } => {
                let picked = self.selected.iter().filter(|&&c| c == card).count();
                let held = self.shown.hand.count(card) as usize;
                if picked > 0 && (picked >= held || self.selected.len() >= count as usize) {
                    // A picked card (every copy held, with two or three packs) is put back.
                    if let Some(at) = self.selected.iter().rposition(|&c| c == card) {
                        self.selected.remove(at);
                    }
                } else if !from.contains(card) {
                    self.refusal = Some(Illegal::PassForbidden { card }.to_string());
                } else if self.selected.len() < count as usize {
                    self.selected.push(card);
                } else {
                    self.refusal = Some(format!(
                        "You have chosen {count} cards already: unselect one first"
                    ));
                }
            }
            Choice::Play { .. } => {
                if let Err(why) = self.act(self.human, Action::Play(card)) {
                    self.refusal = Some(why.to_string());
                }
            }
            // Not asked for a card now: who is playing (gone as soon as the turn moves).
            _ => self.refusal = Some(self.out_of_turn()),
        }
        // A refusal is said to screen readers too.
        if let Some(why) = &self.refusal {
            self.announcement = why.clone();
        }
    }

    fn pass(&mut self) {
        self.refusal = None;
        if self.awaiting() != "pass" {
            return;
        }
        let Some(list) = PassList::new(&self.selected) else {
            self.refusal = Some("Too many cards to pass".to_string());
            return;
        };
        match self.act(self.human, Action::Pass(list)) {
            Ok(()) => self.selected.clear(),
            Err(why) => self.refusal = Some(why.to_string()),
        }
    }

    /// The person's decision of the kind `asked` ("pledge", "call", …), when the engine asks
    /// for that now; its refusal is said.
    fn decide(&mut self, asked: &str, action: Action) {
        self.refusal = None;
        if self.awaiting() != asked {
            return;
        }
        if let Err(why) = self.act(self.human, action) {
            self.refusal = Some(why.to_string());
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
            flights: Vec::new(),
            banner: None,
            last_trick: None,
            points: vec![0; players],
            tricks: vec![0; players],
            counters: vec![Cards::EMPTY; players],
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

    /// Notes the cards that score among `cards`, taken by `seat`.
    fn take_counters(&mut self, seat: Seat, cards: Cards) {
        let counters = self.game.rules().counters(cards);
        if let Some(taken) = self.shown.counters.get_mut(seat.index()) {
            *taken = taken.plus(counters);
        }
    }

    // Not inlined: it is called from the clock and from a resume, and one copy is enough.
    #[inline(never)]
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
                self.shown.flights.push((from, to, cards.len()));
            }
            Step::Event(Event::PassingDone) => {
                self.shown.flights.clear();
                // The passed cards arrive: the person sees them before pledging or playing.
                let received = match self.shown.choosing_pass {
                    true => Cards::EMPTY,
                    false => self.game.view(self.human).received.unwrap_or_default(),
                };
                self.shown.hand = self.shown.hand.plus(received);
                self.shown.received = received;
                self.shown.hand_sizes =
                    vec![self.game.rules().hand_size() as u32; players as usize];
                if !received.is_empty() {
                    self.announcement = format!("You received {}", list_cards(received));
                }
            }
            Step::Event(Event::TricksBegin { leader }) => {
                self.shown.choosing_pass = false;
                let lead = if leader == self.human {
                    "You lead".to_string()
                } else {
                    format!("{} leads", self.name(leader))
                };
                self.announcement = if self.shown.received.is_empty() {
                    lead
                } else {
                    format!("You received {}. {lead}", list_cards(self.shown.received))
                };
            }
            Step::Event(Event::CardPlayed { seat, card }) => {
                // What was refused belongs to the turn that has just moved on.
                self.refusal = None;
                if seat == self.human {
                    self.shown.hand.remove(card);
                    self.shown.received = Cards::EMPTY;
                }
                if let Some(size) = self.shown.hand_sizes.get_mut(seat.index()) {
                    *size = size.saturating_sub(1);
                }
                self.shown.trick.push(Play { seat, card });
                // Nobody is on turn until the engine says who is.
                self.shown.turn = None;
                self.announcement = format!("{} played the {}", self.name(seat), card.name());
            }
            Step::Event(Event::Turn { seat }) => {
                self.shown.turn = Some(seat);
                self.refusal = None;
            }
            Step::Event(Event::Winning { play }) => self.shown.winning = play,
            Step::Event(Event::HeartsBroken { .. }) => {
                self.shown.hearts_broken = true;
                self.announcement.push_str(". Hearts are broken");
            }
            Step::Event(Event::TrickWon {
                winner,
                points,
                cards,
            }) => {
                self.take_counters(winner, cards);
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
                self.shown.last_trick = Some(LastTrick {
                    plays: std::mem::take(&mut self.shown.trick),
                    cancelled: self.shown.cancelled,
                    taken_by: Some(winner),
                });
                self.shown.collecting = None;
                self.shown.cancelled = Cards::EMPTY;
                self.shown.winning = None;
                self.shown.carried = Cards::EMPTY;
                self.shown.called = None;
            }
            Step::Event(Event::HandScored(result)) => {
                self.shown.turn = None;
                self.shown.banner = result.shot.and_then(|shot| {
                    let kind = match shot.kind {
                        crate::engine::ShotKind::Sun => "sun",
                        _ => "moon",
                    };
                    result.shooter().map(|seat| (seat, kind))
                });
                self.shown.standings = result.standings[..players as usize].to_vec();
                self.announcement = match result.shooter() {
                    Some(seat) if seat == self.human => "You shot the moon!".to_string(),
                    Some(seat) => format!("{} shot the moon", self.name(seat)),
                    None => format!("Deal {} is over", result.hand + 1),
                };
                self.history.push(result);
                self.counters_history.push(self.shown.counters.clone());
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
            Step::Event(Event::CardsCancelled { card, seats }) => {
                self.shown.cancelled.insert(card);
                let copies = match seats.len() {
                    2 => "two",
                    3 => "three",
                    _ => "identical",
                };
                self.announcement = format!(
                    "{}. The {copies} {} cancel each other",
                    self.announcement,
                    plural_name(card)
                );
            }
            Step::Event(Event::TrickCancelled { leader, carried }) => {
                self.shown.last_trick = Some(LastTrick {
                    plays: std::mem::take(&mut self.shown.trick),
                    cancelled: self.shown.cancelled,
                    taken_by: None,
                });
                self.shown.cancelled = Cards::EMPTY;
                self.shown.winning = None;
                self.shown.called = None;
                self.shown.carried = carried;
                self.announcement = format!(
                    "Every card that could win was cancelled: the {} cards stay in the middle for \
                     the next trick's winner, and {} leads again",
                    carried.len(),
                    self.name(leader)
                );
            }
            Step::Event(Event::SuitCalled { seat, suit }) => {
                self.shown.called = Some(suit);
                self.announcement = format!("{} calls {}", self.name(seat), suit.name());
            }
            Step::Event(Event::KittyTaken { seat, cards }) => {
                self.take_counters(seat, cards);
                self.shown.kitty = 0;
                self.shown.kitty_taker = Some(seat);
                self.announcement = format!(
                    "{} {} the kitty ({} cards)",
                    self.name(seat),
                    if seat == self.human { "take" } else { "takes" },
                    cards.len()
                );
            }
            Step::Event(Event::Pledged { seat, pledged }) => {
                if pledged {
                    self.shown.pledged.insert(seat);
                    self.announcement = match seat == self.human {
                        true => "You pledge to take no hearts".to_string(),
                        false => format!("{} pledges to take no hearts", self.name(seat)),
                    };
                }
            }
            Step::Event(Event::PassChosen {
                dealer,
                pass,
                cards,
            }) => {
                self.shown.pass = Some(pass);
                self.shown.pass_to = self.game.pass_recipients(self.human);
                self.shown.choosing_pass = cards > 0 && pass != PassDirection::Hold;
                let who = match dealer == self.human {
                    true => "You choose",
                    false => "The dealer chooses",
                };
                self.announcement = match pass {
                    PassDirection::Hold => format!("{who} no passing this deal"),
                    pass => format!(
                        "{who} to pass {cards} card{} {}",
                        if cards == 1 { "" } else { "s" },
                        pass.describe(players)
                    ),
                };
            }
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

/// "Queens of Spades", "Jokers".
fn plural_name(card: Card) -> String {
    let name = card.name();
    match name.split_once(" of ") {
        Some((rank, suit)) => format!("{rank}s of {suit}"),
        None => format!("{name}s"),
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
    use crate::engine::Variant;
    use crate::ui::bot_service::{self, answer_here};

    fn black_lady(seed: u64, speed: Speed) -> Table {
        Table::new(GameChoices::default(), seed, speed).unwrap()
    }

    /// The app's and the worker's part: answers every question waiting but the reviews (they
    /// take seconds), as the worker would, or on the main thread when the table says so.
    /// Returns how many were answered.
    fn answer_as_the_worker(table: &mut Table) -> usize {
        let waiting: Vec<(Request, bool)> = table
            .questions()
            .filter(|(request, _)| !request.is_review())
            .map(|(request, here)| (request.clone(), here))
            .collect();
        for (request, here) in &waiting {
            let answer = match here {
                true => answer_here(request),
                false => bot_service::answer(request, || 0.0),
            };
            table.update(Msg::Answer {
                answer: answer.expect("an answer"),
                from_worker: !here,
            });
        }
        waiting.len()
    }

    /// The clock's next step, or the bots' answers when the table waits for them.
    fn advance(table: &mut Table) {
        if table.next_delay().is_some() {
            table.update(Msg::Step);
        } else {
            assert!(
                answer_as_the_worker(table) > 0,
                "the table waits only for the person or a bot's answer"
            );
        }
    }

    /// Plays as a person would: waits for the table, picks the first playable card (or the
    /// first three cards to pass), closes the score table. Returns the number of steps.
    fn play_like_a_person(table: &mut Table, stop_after_deals: usize) -> usize {
        let mut steps = 0;
        while table.history.len() < stop_after_deals
            && !matches!(table.overlay, Some(Overlay::GameOver { .. }))
        {
            steps += 1;
            assert!(steps < 50_000, "the table keeps moving");
            if table.caught_up() && table.shown.collecting.is_none() {
                assert_eq!(
                    table.shown.turn,
                    table.game().turn(),
                    "the seat shown on turn is the engine's"
                );
            }
            act_like_a_person(table);
        }
        steps
    }

    /// One step of a person's play: the decision asked for, "Next hand" or "Next trick", or
    /// the clock's next step.
    fn act_like_a_person(table: &mut Table) {
        if table.waiting_for_next_trick() {
            table.update(Msg::NextTrick);
            return;
        }
        if table.overlay == Some(Overlay::HandScores) {
            table.update(Msg::NextHand);
            return;
        }
        match table.asked() {
            Choice::Pass { count, from } => {
                let want = count as usize;
                // The first cards the engine lets the person pass, copies included.
                let mut picks = Vec::new();
                for card in table.shown.hand.iter() {
                    if from.contains(card) && picks.len() < want {
                        picks.push(card);
                    }
                }
                for &card in &picks {
                    table.update(Msg::Choose(card));
                }
                assert_eq!(table.selected, picks, "picked in order");
                table.update(Msg::Pass);
                assert_eq!(table.refusal, None);
            }
            Choice::ChoosePass {
                directions,
                max_cards,
            } => {
                // Each deal another of the passes offered, with the most cards it takes.
                let direction = directions[table.history.len() % directions.len()];
                let cards = *table.game().pass_sizes(direction).end();
                assert!(cards <= max_cards || direction == PassDirection::Scatter);
                table.update(Msg::ChoosePass { direction, cards });
                assert_eq!(table.refusal, None);
            }
            Choice::Pledge => {
                assert_eq!(
                    table.shown.hand,
                    table.game().hand(table.human()),
                    "the pledge is made seeing the cards received"
                );
                table.update(Msg::Pledge(table.history.len() % 2 == 1));
                assert_eq!(table.refusal, None);
            }
            Choice::CallSuit => {
                table.update(Msg::CallSuit(Suit::Clubs));
                assert_eq!(table.refusal, None);
            }
            Choice::ChooseMoon => {
                table.update(Msg::ChooseMoon(MoonChoice::SubtractFromShooter));
                assert_eq!(table.refusal, None);
            }
            Choice::Play { .. } => {
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
            _ => advance(table),
        }
    }

    /// Two deals of `choices` played through the table: bots answer as the worker would,
    /// the person makes every decision the engine asks for (passing the cards it allows, in
    /// order; the dealer's choice; the pledge; a suit after a joker lead; old or new moon).
    fn two_deals(choices: GameChoices, seed: u64) -> Table {
        let label = format!(
            "{} for {} {:?}",
            choices.game.id(),
            choices.players,
            choices.variants
        );
        let mut table =
            Table::new(choices, seed, Speed::Fast).unwrap_or_else(|e| panic!("{label}: {e}"));
        play_like_a_person(&mut table, 2);
        assert!(
            table.history.len() >= 2 || matches!(table.overlay, Some(Overlay::GameOver { .. })),
            "{label}: two deals were played"
        );
        table
    }

    #[test]
    fn every_game_at_every_player_count_plays_through_the_table() {
        for game in Preset::ALL {
            for players in game.min_players()..=game.max_players() {
                let choices = GameChoices::default().with_game(game).with_players(players);
                let table = two_deals(choices, 3 + players as u64);
                assert_eq!(table.title(), game.title());
                let last = table.history.last().unwrap();
                assert_eq!(last.players, players);
            }
        }
    }

    #[test]
    fn every_variant_plays_through_the_table() {
        for game in Preset::ALL {
            let players = game.default_players();
            for variant in game.variants(players) {
                let choices = GameChoices::default()
                    .with_game(game)
                    .toggle_variant(variant)
                    .unwrap();
                two_deals(choices, 17);
            }
        }
        // Uneven deals, where the dealing variants apply.
        for variant in [Variant::Kitty, Variant::Jokers, Variant::StripMorehead] {
            let choices = GameChoices::default()
                .with_players(5)
                .toggle_variant(variant)
                .unwrap();
            two_deals(choices, 21);
        }
    }

    #[test]
    fn every_rule_option_plays_through_the_table() {
        let mut played = 0;
        for game in [Preset::BlackLady, Preset::JokerHearts, Preset::Cancellation] {
            let base = GameChoices::default().with_game(game);
            for (option, values, _, why) in base.option_states() {
                if why.is_some() {
                    continue;
                }
                for value in values {
                    let choices = base.with_option(option, &value.id).unwrap();
                    match choices.rule_set() {
                        Ok(_) => {
                            two_deals(choices, 31);
                            played += 1;
                        }
                        Err(why) => assert!(!why.is_empty()),
                    }
                }
            }
        }
        assert!(played > 60, "{played} option values played");
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
            if table.history.len() >= 30 || (saw_cancelled && saw_carried) {
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
                table.update(Msg::NextHand);
                continue;
            }
            match table.asked() {
                Choice::Pass { from, count } => {
                    for card in from.iter().take(count as usize).collect::<Vec<_>>() {
                        table.update(Msg::Choose(card));
                    }
                    table.update(Msg::Pass);
                }
                Choice::Play { cards } => {
                    let card = cards.iter().next().unwrap();
                    table.update(Msg::Choose(card));
                }
                _ => advance(&mut table),
            }
        }
        assert!(saw_cancelled, "some cards were cancelled");
        assert!(saw_carried, "some trick was cancelled and carried over");
    }

    #[test]
    fn cards_the_rules_forbid_passing_cannot_be_picked() {
        // Passing with jokers (Joker Hearts): a joker may not be passed, where the rules say so.
        for game in Preset::ALL {
            let players = game.default_players();
            let choices = GameChoices::default().with_game(game).with_players(players);
            let mut table = Table::new(choices, 8, Speed::Fast).unwrap();
            let Choice::Pass { from, .. } = table.asked() else {
                continue;
            };
            for (card, ok) in table.card_choices() {
                assert_eq!(ok.is_ok(), from.contains(card), "{}: {card}", game.id());
                if ok.is_err() {
                    table.update(Msg::Choose(card));
                    assert!(table.selected.is_empty());
                    assert!(
                        table
                            .refusal
                            .as_deref()
                            .unwrap()
                            .contains("may not be passed")
                    );
                }
            }
        }
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
        assert_eq!(table.shown.standings, table.game().standings());
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
                _ => advance(&mut table),
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
    fn a_card_tapped_out_of_turn_names_who_is_playing_until_the_turn_moves() {
        let mut table = black_lady(5, Speed::Fast);
        let mut guard = 0;
        let seat = loop {
            guard += 1;
            assert!(guard < 1000);
            match (table.awaiting(), table.shown.turn) {
                ("pass", _) => {
                    for card in table.shown.hand.iter().take(3).collect::<Vec<_>>() {
                        table.update(Msg::Choose(card));
                    }
                    table.update(Msg::Pass);
                }
                ("", Some(seat)) if seat != table.human() && table.shown.collecting.is_none() => {
                    break seat;
                }
                ("play", _) => act_like_a_person(&mut table),
                _ => advance(&mut table),
            }
        };
        let card = table.shown.hand.iter().next().unwrap();
        let before = table.game().clone();
        table.update(Msg::Choose(card));
        let said = format!("{} is playing", table.name(seat));
        assert_eq!(table.refusal.as_deref(), Some(said.as_str()));
        assert!(table.game() == &before, "nothing is played");
        for (_, why) in table.card_choices() {
            let why = table.say(why.expect_err("no card can be chosen out of turn"));
            assert!(!why.contains("seat"), "no seat by number: {why}");
        }
        while table.shown.turn == Some(seat) {
            advance(&mut table);
        }
        assert_eq!(table.refusal, None, "gone once the turn moves");
    }

    #[test]
    fn a_shorter_game_ends_at_its_own_target() {
        let choices = GameChoices {
            target: Some(30),
            ..GameChoices::default()
        };
        let mut table = Table::new(choices.clone(), 9, Speed::Fast).unwrap();
        play_like_a_person(&mut table, usize::MAX);
        let last = table.history.last().unwrap();
        assert!(last.totals[..4].iter().any(|&t| t >= 30));
        assert!(table.history.len() < 8, "a game to 30 takes a few deals");
        assert!(
            matches!(table.overlay, Some(Overlay::GameOver { .. })),
            "the last deal's scores come with the game-over dialog"
        );
        assert!(table.caught_up());
        let two = GameChoices {
            players: 2,
            ..choices
        };
        assert_eq!(
            Table::new(two, 9, Speed::Fast).err().unwrap(),
            "Black Lady is for 3 to 6 players, not 2"
        );
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

    /// The questions waiting, as (seat asked about, level, answered here).
    fn asked(table: &Table) -> Vec<(Seat, Level, bool)> {
        table
            .questions()
            .filter_map(|(request, here)| match request {
                Request::Decide { view, level, .. } => Some((view.seat, *level, here)),
                _ => None,
            })
            .collect()
    }

    fn ids(table: &Table) -> Vec<u64> {
        table
            .questions()
            .filter_map(|(request, _)| request.id())
            .collect()
    }

    #[test]
    fn bots_move_only_when_their_questions_are_answered() {
        let choices = GameChoices::all(Level::Hard).with_seat(4, 1, Level::Easy);
        let mut table = black_lady(7, Speed::Normal).with_choices(choices);
        assert_eq!(table.level(Seat(2)), Level::Easy);
        assert_eq!(table.next_delay(), Some(0), "the bots are asked at once");
        table.update(Msg::Step);
        assert_eq!(
            asked(&table),
            [
                (Seat(1), Level::Hard, false),
                (Seat(2), Level::Easy, false),
                (Seat(3), Level::Hard, false)
            ]
        );
        assert_eq!(table.thinking().len(), 3);
        let before = table.game().clone();
        table.update(Msg::Step);
        assert_eq!(table.next_delay(), None, "the table waits for the answers");
        // An answer to no question waiting changes nothing.
        table.update(Msg::Answer {
            answer: Answer::Decided {
                id: 999,
                action: None,
                reason: String::new(),
            },
            from_worker: true,
        });
        assert!(table.game() == &before);
        let requests: Vec<Request> = table.questions().map(|(r, _)| r.clone()).collect();
        for request in &requests {
            let answer = answer_here(request).unwrap();
            table.update(Msg::Answer {
                answer: answer.clone(),
                from_worker: true,
            });
            // The same answer twice is played once.
            table.update(Msg::Answer {
                answer,
                from_worker: true,
            });
        }
        assert_eq!(
            table.game().to_act(),
            Seats::single(Seat(0)),
            "the bots passed"
        );
        // Every answer from the worker counts as a sign of life, even one to no question.
        assert_eq!(table.worker.answers, 7);
        assert_eq!(table.worker.fallbacks, 0);
        assert!(table.thinking().is_empty());
        assert_eq!(table.awaiting(), "pass");
    }

    #[test]
    fn a_bot_s_card_waits_for_its_pause_and_the_answer() {
        let mut table = black_lady(7, Speed::Normal);
        play_like_a_person(&mut table, 0);
        // Pass, then let the bots play up to a bot's turn in the first trick.
        for card in table.shown.hand.iter().take(3).collect::<Vec<_>>() {
            table.update(Msg::Choose(card));
        }
        table.update(Msg::Pass);
        let mut guard = 0;
        while table.game().phase() == Phase::Passing
            || !table.caught_up()
            || table.thinking().is_empty()
        {
            guard += 1;
            assert!(guard < 1000);
            if table.awaiting() == "play" {
                let (card, _) = table
                    .card_choices()
                    .into_iter()
                    .find(|(_, ok)| ok.is_ok())
                    .unwrap();
                table.update(Msg::Choose(card));
            } else {
                advance(&mut table);
            }
        }
        let seat = table.thinking().iter().next().unwrap();
        assert_eq!(
            table.next_delay(),
            Some(table.pace().bot_card),
            "the pause runs while it thinks"
        );
        // The answer comes during the pause: kept, nothing shown changes, the pause goes on.
        let version = table.version;
        answer_as_the_worker(&mut table);
        assert_eq!(table.version, version);
        assert!(table.caught_up());
        table.update(Msg::Step);
        assert!(
            !table.caught_up(),
            "the card is played once the pause is over"
        );
        assert!(!table.game().to_act().contains(seat));
    }

    #[test]
    fn a_question_left_unanswered_is_answered_on_the_main_thread() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Msg::Step);
        let first = ids(&table);
        assert_eq!(first.len(), 3);
        table.update(Msg::NoAnswer { id: first[0] });
        assert_eq!(
            asked(&table),
            [
                (Seat(2), Level::Normal, false),
                (Seat(3), Level::Normal, false),
                (Seat(1), Level::Normal, true)
            ],
            "asked again, to be answered here"
        );
        assert!(!table.worker_down());
        // The worker's late answer to the first question no longer counts.
        table.update(Msg::Answer {
            answer: Answer::Decided {
                id: first[0],
                action: None,
                reason: String::new(),
            },
            from_worker: true,
        });
        assert_eq!(table.worker.misses, 0, "but the worker is alive");
        table.update(Msg::NoAnswer { id: first[1] });
        table.update(Msg::NoAnswer { id: first[2] });
        assert!(table.worker_down(), "two misses in a row");
        assert_eq!(table.worker.fallbacks, 3);
        answer_as_the_worker(&mut table);
        assert_eq!(
            table.next_delay(),
            Some(0),
            "the passes are played at the next step"
        );
        table.update(Msg::Step);
        assert_eq!(table.game().to_act(), Seats::single(Seat(0)));
        // From now on every question is answered here, and the game goes on.
        play_like_a_person(&mut table, 1);
        assert!(table.worker.fallbacks > 30, "{:?}", table.worker);
        assert_eq!(table.history.len(), 1);
    }

    #[test]
    fn an_illegal_answer_is_refused_and_the_normal_policy_plays() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Msg::Step);
        table.update(Msg::Step);
        let id = ids(&table)[0];
        let card = table.game().hand(Seat(1)).iter().next().unwrap();
        table.update(Msg::Answer {
            answer: Answer::Decided {
                id,
                action: Some(Action::Play(card)),
                reason: String::new(),
            },
            from_worker: true,
        });
        assert!(table.game().to_act().contains(Seat(1)), "refused");
        assert!(
            asked(&table).contains(&(Seat(1), Level::Normal, true)),
            "asked again, here: {:?}",
            asked(&table)
        );
        answer_as_the_worker(&mut table);
        assert!(!table.game().to_act().contains(Seat(1)));
    }

    #[test]
    fn a_hint_shows_the_hard_bot_s_choice_and_never_plays() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Msg::AskHint);
        assert_eq!(table.hint, Some(Hint::Thinking));
        assert_eq!(asked(&table), [(Seat(0), Level::Hard, false)]);
        table.update(Msg::AskHint);
        assert_eq!(ids(&table).len(), 1, "asked once");
        let (request, _) = table.questions().next().unwrap();
        let request = request.clone();
        table.update(Msg::Answer {
            answer: answer_here(&request).unwrap(),
            from_worker: true,
        });
        let Some(ref hint @ Hint::Given { ref reason, .. }) = table.hint.clone() else {
            panic!("a hint: {:?}", table.hint)
        };
        assert_eq!(hint.cards().len(), 3);
        assert!(hint.cards().iter().all(|c| table.shown.hand.contains(c)));
        assert!(!reason.is_empty());
        assert!(table.selected.is_empty(), "the hint chooses nothing");
        assert_eq!(table.awaiting(), "pass");
        for card in hint.cards().iter() {
            table.update(Msg::Choose(card));
        }
        table.update(Msg::Pass);
        assert_eq!(table.hint, None, "gone once the person has acted");
        // No hint when the person is not asked anything.
        table.update(Msg::AskHint);
        assert_eq!(table.hint, None);
    }

    #[test]
    fn a_scored_deal_is_reviewed_with_the_expert_in_the_person_s_seat() {
        let mut table = black_lady(3, Speed::Fast).with_choices(GameChoices::all(Level::Easy));
        let setup = table.game().deal_setup();
        play_like_a_person(&mut table, 1);
        let result = table.history[0].clone();
        let review = table.review.clone().expect("a review");
        assert_eq!(review.hand, 0);
        assert_eq!(review.you, result.scores[0]);
        assert_eq!(review.expert, Reviewed::Reviewing);
        let reviews: Vec<Request> = table
            .questions()
            .filter(|(r, _)| r.is_review())
            .map(|(r, _)| r.clone())
            .collect();
        let [
            Request::Review {
                id,
                setup: asked,
                seat,
                levels,
                ..
            },
        ] = reviews.as_slice()
        else {
            panic!("one review: {reviews:?}")
        };
        assert_eq!(asked, &setup, "the deal from its start");
        assert_eq!(*seat, Seat(0));
        assert_eq!(levels[1..], [Level::Easy; 3]);
        table.update(Msg::Answer {
            answer: Answer::Reviewed {
                id: *id,
                score: Ok(3),
            },
            from_worker: true,
        });
        assert_eq!(table.review.as_ref().unwrap().expert, Reviewed::Scored(3));
        // The person need not wait: a review still running when the next deal is scored is
        // dropped for the new one.
        let mut table = black_lady(3, Speed::Fast);
        play_like_a_person(&mut table, 2);
        assert_eq!(table.review.as_ref().unwrap().hand, 1);
        assert_eq!(table.questions().filter(|(r, _)| r.is_review()).count(), 1);
        let id = ids(&table)[0];
        table.update(Msg::NoAnswer { id });
        assert!(matches!(
            table.review.as_ref().unwrap().expert,
            Reviewed::Failed(_)
        ));
        assert!(!table.worker_down(), "a slow review is not a missing bot");
    }

    #[test]
    fn a_new_game_with_chosen_levels_keeps_the_question_ids_growing() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Msg::Step);
        let last = table.worker.last_id;
        table.update(Msg::ShowNewGame);
        assert_eq!(table.overlay, Some(Overlay::NewGame));
        assert_eq!(table.next_delay(), None, "the game waits under the dialog");
        let choices = GameChoices::all(Level::Expert);
        table.update(Msg::StartGame {
            seed: 8,
            choices: choices.clone(),
        });
        assert_eq!(table.overlay, None);
        assert_eq!(table.choices, choices);
        assert_eq!(
            table.questions().count(),
            0,
            "the old game's questions are dropped"
        );
        table.update(Msg::Step);
        assert!(ids(&table).iter().all(|&id| id > last));
        assert!(
            asked(&table)
                .iter()
                .all(|&(_, level, _)| level == Level::Expert)
        );
        table.update(Msg::ShowNewGame);
        table.update(Msg::CloseNewGame);
        assert_eq!(table.overlay, None);
    }

    /// Plays like a person until the person has a card to play with `cards_on_table` cards
    /// already in the trick, in deal `deal` (from 0); everything shown.
    fn play_until_trick_has(table: &mut Table, deal: usize, cards_on_table: usize) {
        for _ in 0..20_000 {
            if table.history.len() >= deal
                && table.asked() != Choice::Nothing
                && matches!(table.asked(), Choice::Play { .. })
                && table.shown.trick.len() == cards_on_table
            {
                return;
            }
            if table.history.len() >= deal && matches!(table.asked(), Choice::Play { .. }) {
                let (card, _) = table
                    .card_choices()
                    .into_iter()
                    .find(|(_, ok)| ok.is_ok())
                    .expect("a playable card");
                table.update(Msg::Choose(card));
                continue;
            }
            act_like_a_person(table);
        }
        panic!("never reached a trick with {cards_on_table} cards in deal {deal}");
    }

    /// What a person sees of a table, to compare a resumed table with the one saved.
    fn seen(table: &Table) -> (Shown, Vec<HandResult>, &'static str, Vec<(Card, bool)>) {
        let choices = table
            .card_choices()
            .into_iter()
            .map(|(card, ok)| (card, ok.is_ok()))
            .collect();
        (
            table.shown.clone(),
            table.history.clone(),
            table.awaiting(),
            choices,
        )
    }

    #[test]
    fn a_saved_game_resumes_exactly_where_it_was_mid_trick() {
        for (game, players, deal, cards) in [
            (Preset::BlackLady, 4, 1, 2),
            (Preset::Cancellation, 11, 0, 5),
            (Preset::Omnibus, 5, 1, 0),
        ] {
            let choices = GameChoices::default().with_game(game).with_players(players);
            let mut table = Table::new(choices.clone(), 21, Speed::Fast).unwrap();
            play_until_trick_has(&mut table, deal, cards);
            let json = serde_json::to_string(table.record()).unwrap();
            let record: GameRecord = serde_json::from_str(&json).unwrap();
            let resumed = Table::resume(&record, choices, Speed::Fast).unwrap();
            assert_eq!(resumed.game(), table.game(), "{game:?}");
            let mut before = seen(&table);
            // A resumed table has no look back at a trick from before the save's last step.
            before.0.last_trick = resumed.shown.last_trick.clone();
            assert_eq!(seen(&resumed), before, "{game:?}");
            assert_eq!(resumed.record(), table.record());
            assert_eq!(resumed.shown.trick.len(), cards);
            assert_eq!(resumed.counters_history, table.counters_history);
        }
    }

    #[test]
    fn the_record_replays_with_the_engine_as_the_cli_does() {
        for game in [Preset::BlackLady, Preset::Cancellation, Preset::SpotHearts] {
            let choices = GameChoices::default().with_game(game);
            let table = two_deals(choices, 4);
            let replayed = table.record().replay(|_, _, _| {}, &mut ()).unwrap();
            assert_eq!(&replayed, table.game(), "{game:?}");
        }
    }

    #[test]
    fn a_record_that_does_not_replay_says_which_step_and_why() {
        let mut table = black_lady(3, Speed::Fast);
        play_until_trick_has(&mut table, 0, 1);
        let mut record = table.record().clone();
        let last = record.actions.len() - 1;
        record.actions[last].seat = Seat(2);
        let why = Table::resume(&record, GameChoices::default(), Speed::Fast)
            .err()
            .unwrap();
        assert!(
            why.starts_with(&format!("step {last}: seat 3 cannot")),
            "{why}"
        );
    }

    #[test]
    fn undo_takes_back_the_person_s_last_card_and_the_bots_after_it() {
        let mut table = black_lady(5, Speed::Fast);
        assert!(!table.can_undo(), "nothing played yet");
        play_until_trick_has(&mut table, 0, 0);
        // Play a trick or two past the person's card.
        play_until_trick_has(&mut table, 0, 1);
        play_until_trick_has(&mut table, 0, 3);
        let hand = table.game().hand(table.human());
        let trick = table.shown.trick.clone();
        let played = table.shown.trick.clone();
        let (card, _) = table
            .card_choices()
            .into_iter()
            .find(|(_, ok)| ok.is_ok())
            .unwrap();
        table.update(Msg::Choose(card));
        while !table.shown.trick.is_empty() && table.next_delay().is_some() {
            table.update(Msg::Step);
        }
        assert!(!table.game().hand(table.human()).contains(card));
        assert!(table.can_undo());
        table.update(Msg::Undo);
        assert_eq!(table.game().hand(table.human()), hand, "the card is back");
        assert_eq!(table.shown.trick, trick);
        assert_eq!(table.shown.trick, played);
        assert_eq!(table.awaiting(), "play");
        assert!(table.announcement.contains("taken back"));
        // The game goes on from there.
        table.update(Msg::Choose(card));
        assert_eq!(table.refusal, None);
    }

    #[test]
    fn undo_stays_within_the_deal() {
        let mut table = black_lady(6, Speed::Fast);
        while table.history.is_empty() {
            assert!(table.history.is_empty() || !table.can_undo());
            act_like_a_person(&mut table);
        }
        assert!(!table.can_undo(), "not under the deal's scores");
        table.update(Msg::NextHand);
        while table.awaiting() != "pass" {
            table.update(Msg::Step);
        }
        assert!(!table.can_undo(), "the last deal's cards are scored");
        table.update(Msg::Undo);
        assert_eq!(table.refusal, None);
        assert_eq!(table.history.len(), 1);
        assert_eq!(table.awaiting(), "pass");
    }

    #[test]
    fn auto_play_plays_the_only_legal_card() {
        let mut table = black_lady(4, Speed::Fast);
        for _ in 0..20_000 {
            let legal: Vec<Card> = match table.awaiting() {
                "play" => table
                    .card_choices()
                    .into_iter()
                    .filter(|(_, ok)| ok.is_ok())
                    .map(|(card, _)| card)
                    .collect(),
                _ => Vec::new(),
            };
            if let [only] = legal[..] {
                assert_eq!(table.forced_card(), None, "auto-play is off");
                table.update(Msg::SetAutoPlay(true));
                assert_eq!(table.forced_card(), Some(only));
                assert!(table.next_delay().is_some(), "the table plays it");
                table.update(Msg::Step);
                let last = table.record().actions.last().copied();
                assert_eq!(last.map(|a| a.action), Some(Action::Play(only)));
                assert!(table.announcement.contains("only card"));
                return;
            }
            act_like_a_person(&mut table);
        }
        panic!("the person never had a single legal card");
    }

    #[test]
    fn watching_the_bots_play_a_whole_game_nobody_asks_the_person_anything() {
        let mut table = black_lady(5, Speed::Fast);
        table.watch = true;
        let mut deals_shown = 0;
        for _ in 0..200_000 {
            if matches!(table.overlay, Some(Overlay::GameOver { .. })) {
                assert!(table.winners().is_some());
                assert!(deals_shown >= 2, "each deal's scores showed: {deals_shown}");
                let last = table.game().rules().rules().target;
                assert!(table.game().totals().iter().any(|&t| t >= last));
                return;
            }
            assert_eq!(table.awaiting(), "", "the person is never asked");
            if table.overlay == Some(Overlay::HandScores) {
                deals_shown += 1;
                assert!(table.next_delay().is_some(), "the scores go by themselves");
            }
            advance(&mut table);
        }
        panic!("the game did not end");
    }

    #[test]
    fn pause_after_trick_waits_for_next_trick() {
        let mut table = black_lady(9, Speed::Fast);
        table.update(Msg::SetPauseAfterTrick(true));
        let mut waited = false;
        for _ in 0..5_000 {
            if table.waiting_for_next_trick() {
                assert_eq!(table.next_delay(), None);
                assert!(table.shown.collecting.is_some());
                table.update(Msg::NextTrick);
                assert!(table.shown.trick.is_empty(), "the trick is cleared");
                waited = true;
                break;
            }
            act_like_a_person(&mut table);
        }
        assert!(waited);
    }

    #[test]
    fn the_deal_summary_lists_the_counters_each_seat_took() {
        let table = two_deals(GameChoices::default(), 12);
        assert_eq!(table.counters_history.len(), table.history.len());
        let rules = table.game().rules();
        for (result, counters) in table.history.iter().zip(&table.counters_history) {
            for (seat, &taken) in counters.iter().enumerate() {
                assert_eq!(rules.value_of(taken), result.taken[seat]);
                assert_eq!(rules.counters(taken), taken);
            }
            let all: u32 = counters.iter().map(|c| c.len()).sum();
            assert_eq!(all, 14, "13 hearts and the Queen of Spades");
        }
    }
}

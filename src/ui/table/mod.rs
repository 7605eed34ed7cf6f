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
//! a [`Request`](super::bot_service::Request) with the seat's view, its level and a seed);
//! the app sends it to the bots' worker and hands the answer back as [`Worker::Answer`], which
//! counts only while the game is as it was asked. If the worker does not answer in time the
//! app says so ([`Worker::NoAnswer`]) and the question is asked again to be answered on the main
//! thread by the Normal policy; after [`WORKER_DOWN_AFTER`] such misses in a row every
//! question is. Hints for the person and the after-hand review are questions too.
//!
//! One idea a file, each adding to [`Table`] what it is about. Some own a part of the table
//! whose fields are their own ([`TableSettings`], the questions, the advice's counsel); the
//! other files change a part only through its methods.
//! - [`pace`]: how long each step waits ([`Speed`], [`Pace`], [`Table::next_delay`]);
//! - [`settings`]: the table's settings, from one game to the next;
//! - [`shown`]: what the screen shows, changed one event at a time ([`Shown`]);
//! - [`turn`]: what the engine asks of the person now, and why a card cannot be chosen;
//! - [`questions`]: the questions to the bots' worker, and the bots' moves asked and played;
//! - [`checker`]: the play checker, a practice aid: asks before a clear mistake;
//! - [`tracker`]: the card tracker, a practice aid: the cards played and still out;
//! - [`claim`]: the rest of a deal claimed at a lead, where the engine finds it settled;
//! - [`advice`]: the Hint and the after-hand review, asked through the questions, which call
//!   nothing of it;
//! - [`prompt`]: the words around the hand: what to do now, and the review as listed;
//! - [`share`]: the deal on the screen as a link that deals it again;
//! - [`undo`]: the game's record, resuming from it, loading and undoing;
//! - [`versus`]: a deal played against another result: the deal of the day, a friend's
//!   challenge, a deal played again;
//! - [`update`]: the reducer, [`Msg`] by [`Msg`], which routes each answer to what asked it.
mod advice;
mod checker;
mod claim;
mod pace;
mod prompt;
mod questions;
mod settings;
mod share;
mod shown;
#[cfg(test)]
mod testing;
mod tracker;
mod turn;
mod undo;
mod update;
mod versus;

pub use crate::ui::names::seat_name;
pub use advice::{Hint, Past, Review, Reviewed, decision_line, expert_line};
pub use checker::Check;
pub use claim::Claimed;
pub use pace::{PASS_FLIGHT_MS, Pace, Speed};
pub use prompt::{ReviewShown, ReviewState};
pub use questions::{WORKER_DOWN_AFTER, WorkerLog};
pub use settings::TableSettings;
pub use shown::{
    Cue, LastTrick, Shown, final_line, ordinal, pass_direction, pass_words, winners_text,
};
pub use tracker::{SuitTrack, Tracker};
pub use turn::Refusal;
pub use update::{Act, Advice, Counted, Dialog, Msg, NewGame, Setting, Worker};
pub use versus::{Against, Challenge, Versus, challenge_holds, daily};

use super::choices::{ChoicesError, GameChoices};
use crate::bots::Level;
use crate::engine::{
    Card, Cards, DealPlace, DealShown, Event, Game, GameRecord, HandResult, PassSpec, Phase,
    Preset, RuleSet, Seat, Seats, SetupError,
};
use advice::Counsel;
use claim::Claims;
use questions::{Purpose, Questions};
use shown::Step;
use std::collections::VecDeque;
use std::sync::Arc;
use undo::Book;

/// A dialog over the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    /// The score table after a deal, waiting for "Next hand".
    HandScores,
    /// The winner and the final scores, with "New game".
    GameOver { winners: Seats },
    /// The rules of the game being played (the game waits while they are read).
    Rules,
    /// Fair play: what the bots see and how the cards are dealt (opened from the menu or from
    /// How to play; the game waits while it is read).
    FairPlay,
    /// The choices for a new game (the game waits while they are made).
    NewGame,
    /// The score sheet of every deal, with its chart (opened from the top bar).
    ScoreSheet,
    /// The statistics kept on this device.
    Statistics,
    /// The keyboard shortcuts and the settings of the table.
    Help,
    /// The deal just reviewed, on the table as it stood before one of the person's decisions
    /// ([`Table::past`]), with the Expert's view of it.
    Past,
    /// A link asks for a new game while this one is in progress: whether to end it for the
    /// link's game (these choices, dealt from `seed`) or keep playing.
    Link {
        choices: Box<GameChoices>,
        seed: u64,
        /// The link's deal, when not a new game's first.
        at: Option<DealPlace>,
    },
}

/// The whole table: the game, the bots' levels and questions, and what is shown.
#[derive(Clone)]
pub struct Table {
    game: Game,
    human: Seat,
    /// The choices this game was started with; the New game dialog opens on them.
    choices: GameChoices,
    /// Each seat's level, seat 0 first (the person's seat is never played by a bot).
    levels: Vec<Level>,
    queue: VecDeque<Step>,
    shown: Shown,
    /// Cards the person has picked to pass, in the order picked (in star and scatter passes
    /// the order says who gets which card).
    selected: Vec<Card>,
    overlay: Option<Overlay>,
    /// How the table plays: its speed and switches, kept from game to game.
    settings: TableSettings,
    /// The latest thing said to a screen reader (and shown as the status line).
    announcement: String,
    /// The sounds for what the last update showed, in order.
    cues: Vec<Cue>,
    /// Why the person's last action was refused, if it was.
    refusal: Option<String>,
    /// Changes whenever anything shown does, so the view knows when to schedule the next step.
    version: u64,
    /// The questions to the bots' worker, and the table's dealings with it.
    questions: Questions,
    /// Actions applied this game, so an answer counts only for the turn it was asked on.
    moves: u64,
    /// Actions the person has taken this game.
    human_moves: u64,
    /// The Hint, the review, and the reviewed deal on the table.
    counsel: Counsel,
    /// The game written down: its record, its deals' scores, its take-backs and what the
    /// statistics counted of it.
    book: Book,
    /// This table is one deal, played against another result on the same cards.
    versus: Option<Versus>,
    /// The rest of the deal claimed, or offered to claim.
    claims: Claims,
    /// The card tracker, taken at this many moves (when everything was last shown).
    tracked: Option<(u64, Tracker)>,
    /// The play checker at work on the person's card.
    checking: Option<Check>,
    /// A cancelling has been shown this game, and what it means said with it.
    cancels_seen: bool,
}

impl std::fmt::Debug for Table {
    /// The game it plays and how far: a table is too big to print whole.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("game", &self.book.record().game)
            .field("seed", &self.game.seed())
            .field("actions", &self.book.record().actions.len())
            .finish_non_exhaustive()
    }
}

impl PartialEq for Table {
    /// Whether the view may skip re-rendering: every change to the table changes its
    /// version, and a new game changes the seed or the actions so far. (Comparing whole
    /// games would cost more than it saves.)
    fn eq(&self, other: &Table) -> bool {
        self.version == other.version
            && self.game.seed() == other.game.seed()
            && self.book.record().actions.len() == other.book.record().actions.len()
    }
}

impl Table {
    /// A new game made of `choices` (the game, its players and variants, the opponents'
    /// levels), dealt from `seed`, with the person in seat 0. Choices that make no game give
    /// the engine's reason instead.
    pub fn new(choices: GameChoices, seed: u64, speed: Speed) -> Result<Table, ChoicesError> {
        Table::new_at(choices, seed, None, speed)
    }

    /// [`Table::new`], from deal `at` of the game dealt from `seed` (a shared deal: the same
    /// cards and pass, at the same deal number), or from its first deal. A place the game
    /// has not gives the engine's reason.
    pub fn new_at(
        choices: GameChoices,
        seed: u64,
        at: Option<DealPlace>,
        speed: Speed,
    ) -> Result<Table, ChoicesError> {
        let rules = choices.rules()?;
        let mut record = GameRecord::with_rules(choices.game, &choices.variants, &rules, seed)?;
        let rules: Arc<RuleSet> = Arc::new(rules.check()?);
        let mut events = Vec::new();
        // A new game's own first deal is a new game.
        let at = at.filter(|place| *place != DealPlace::by_turns(&rules, 0));
        let game = match at {
            None => Game::start(rules, seed, &mut events),
            Some(place) => Game::start_at(rules, seed, place, &mut events)
                .map_err(|why| ChoicesError::Record(SetupError::Deal(why)))?,
        };
        record.at_deal = at;
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

    /// A table over `game`, new, which `record` (without actions) writes down. (Not inlined:
    /// a new game and a resumed one share one copy in the download.)
    #[inline(never)]
    pub(super) fn build(game: Game, record: GameRecord, speed: Speed) -> Table {
        let choices = GameChoices::default();
        let mut table = Table {
            human: Seat(0),
            levels: choices.levels(game.players()),
            choices,
            queue: VecDeque::new(),
            shown: Shown::default(),
            selected: Vec::new(),
            overlay: None,
            settings: TableSettings::new(speed),
            announcement: String::new(),
            cues: Vec::new(),
            refusal: None,
            version: 0,
            questions: Questions::default(),
            moves: 0,
            human_moves: 0,
            counsel: Counsel::default(),
            book: Book::new(record),
            versus: None,
            claims: Claims::default(),
            tracked: None,
            checking: None,
            cancels_seen: false,
            game,
        };
        table.show_new_deal();
        table
    }

    /// This table with the opponents chosen in `choices`.
    pub fn with_choices(mut self, choices: GameChoices) -> Table {
        self.levels = choices.levels(self.players());
        self.choices = choices;
        self
    }

    /// The winners, once the game is over and shown to be.
    pub fn winners(&self) -> Option<Seats> {
        if self.game.phase() != Phase::GameOver || !self.caught_up() {
            return None;
        }
        Some(self.game.leaders())
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The table's settings.
    pub fn settings(&self) -> &TableSettings {
        &self.settings
    }

    /// The choices this game was started with; the New game dialog opens on them.
    pub fn choices(&self) -> &GameChoices {
        &self.choices
    }

    /// What the screen shows.
    pub fn shown(&self) -> &Shown {
        &self.shown
    }

    /// The cards the person has picked to pass, in the order picked.
    pub fn selected(&self) -> &[Card] {
        &self.selected
    }

    /// Every deal scored so far.
    pub fn history(&self) -> &[HandResult] {
        self.book.history()
    }

    /// The dialog over the table, if one is open.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The latest thing said to a screen reader (and shown as the status line).
    pub fn announcement(&self) -> &str {
        &self.announcement
    }

    /// The sounds for what the last update showed, in order.
    pub fn cues(&self) -> &[Cue] {
        &self.cues
    }

    /// Why the person's last action was refused, if it was.
    pub fn refused(&self) -> Option<&str> {
        self.refusal.as_deref()
    }

    /// Changes whenever anything shown does.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The table's dealings with the bots' worker.
    pub fn worker(&self) -> &WorkerLog {
        self.questions.log()
    }

    /// The Hint for the person's turn, once asked.
    pub fn hint(&self) -> Option<&Hint> {
        self.counsel.hint()
    }

    /// The review of the last deal scored.
    pub fn review(&self) -> Option<&Review> {
        self.counsel.review()
    }

    /// The reviewed deal on the table at one of the person's decisions, while it is looked at.
    pub fn past(&self) -> Option<&Past> {
        self.counsel.past()
    }

    /// What this one-deal table is played against, if it is one.
    pub fn versus(&self) -> Option<&Versus> {
        self.versus.as_ref()
    }

    /// The rest of the deal, claimed, while it is played out.
    pub fn claimed(&self) -> Option<&Claimed> {
        self.claims.claimed()
    }

    /// The play checker at work on the person's card.
    pub fn checking(&self) -> Option<&Check> {
        self.checking.as_ref()
    }

    /// The counters each seat took in each deal scored.
    pub fn counters_history(&self) -> &[Vec<Cards>] {
        self.book.counters_history()
    }

    /// The last deal scored as it was dealt and passed, for Show all hands.
    pub fn last_dealt(&self) -> Option<&DealShown> {
        self.book.last_dealt()
    }

    /// The finished game has been counted in the statistics.
    pub fn counted(&self) -> bool {
        self.book.counted()
    }

    /// How many of this game's deals the statistics have counted.
    pub fn deals_counted(&self) -> usize {
        self.book.deals_counted()
    }

    /// The deals (by number, from 0) in which the person took a card back.
    pub fn take_backs(&self) -> &[u32] {
        self.book.take_backs()
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

    /// A seat's name in the player's language, for the table's sentences.
    pub fn name_text(&self, seat: Seat) -> crate::lang::Text {
        crate::ui::names::seat_text(seat, self.players())
    }

    /// The game's name, in the player's language: "Cancellation Hearts".
    pub fn title(&self) -> crate::lang::Text {
        Preset::from_id(&self.game.rules().rules().game).map_or_else(
            || crate::lang::words::catalog::game_title(Preset::Hearts),
            crate::lang::words::catalog::game_title,
        )
    }

    /// The cards picked to pass, as a set (for showing them picked in the hand).
    pub fn selected_cards(&self) -> Cards {
        self.selected.iter().copied().collect()
    }

    /// The level of the bot in `seat`.
    pub fn level(&self, seat: Seat) -> Level {
        self.levels.get(seat.index()).copied().unwrap_or_default()
    }

    /// Whether a dialog is open over the table (the reviewed deal is on the table, not over
    /// it): while one is, the rest of the page can be neither reached nor read.
    pub fn dialog_open(&self) -> bool {
        self.overlay.is_some() && self.counsel.past().is_none()
    }

    /// Whether the game is still as it was when a question was asked: a bot's move at the
    /// same point, a Hint on the same turn, the review of the deal the table waits for.
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
            Purpose::Review { hand } => self.counsel.reviewing(hand),
        }
    }

    /// Whether everything that happened has been shown.
    pub fn caught_up(&self) -> bool {
        self.queue.is_empty()
    }
}

//! The reducer: what the person, the clock or the bots' worker does to the table ([`Msg`]),
//! and the person's actions, each through the engine.
use super::Speed;
use super::pace::MAX_STEPS_AT_ONCE;
use super::questions::Purpose;
use super::shown::Step;
use super::{Against, Overlay, Table};
use crate::engine::{
    Action, Card, Choice, DealPlace, Event, GameRecord, Illegal, MoonChoice, PassDirection,
    PassList, Seat, Suit,
};
use crate::lang::words::refusals;
use crate::lang::{self, t};
use crate::ui::bot_service::Answer;
use crate::ui::choices::GameChoices;

/// What the person, the clock or the bots' worker does to the table, by concern. Each
/// concern's own enum turns into a `Msg` with `into()`, so `table.update(Act::Pass)` reads as
/// it says.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Show the next step (or let a bot act). Sent by the clock after [`Table::next_delay`].
    Step,
    /// The person acts in the game.
    Act(Act),
    /// A dialog opens over the table, or the one open closes.
    Dialog(Dialog),
    /// The Hint, "why not…?", and the reviewed deal on the table.
    Advice(Advice),
    /// What became of a question to the bots' worker.
    Worker(Worker),
    /// Another game.
    NewGame(NewGame),
    /// A setting of the table changed.
    Setting(Setting),
    /// The statistics have counted something of this game.
    Counted(Counted),
}

/// The person's actions in the game, each through the engine.
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
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
    ChoosePass { direction: PassDirection, cards: u8 },
    /// Take back the person's last card (and the bots' cards after it).
    Undo,
    /// Go on after a trick (when pausing after each trick).
    NextTrick,
    /// Close the score table and go on to the next deal.
    NextHand,
    /// Claim the rest of the deal, where the table offers it.
    Claim,
    /// Play the card the play checker asked about, anyway.
    PlayAnyway,
}

impl Act {
    /// The messages by which the person takes `action`, as the page sends them: a pass is
    /// its cards picked one by one, in order, then Pass.
    pub fn taking(action: Action) -> Vec<Act> {
        match action {
            Action::Play(card) => vec![Act::Choose(card)],
            Action::Pass(list) => {
                let picks = list.as_slice().iter().map(|&card| Act::Choose(card));
                picks.chain([Act::Pass]).collect()
            }
            Action::Pledge(on) => vec![Act::Pledge(on)],
            Action::CallSuit(suit) => vec![Act::CallSuit(suit)],
            Action::ChooseMoon(moon) => vec![Act::ChooseMoon(moon)],
            Action::ChoosePass { direction, cards } => vec![Act::ChoosePass { direction, cards }],
        }
    }
}

/// The one way a dialog opens and closes.
#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// Open a dialog: the rules and New game from the table or from the end of the game (the
    /// game waits while they are open); the score sheet, the statistics and the settings from
    /// the table. The score table, the game's end and the reviewed deal open themselves.
    Open(Overlay),
    /// Close the dialog open: the rules and New game go back to the end of the game if it is
    /// over; the score sheet, the statistics, the settings and the game-over dialog (to look
    /// at the final table) close. The score table closes with [`Act::NextHand`], the
    /// reviewed deal with [`Advice::ShowPast`].
    Close,
}

/// The Hint and the after-hand review.
#[derive(Clone, Debug, PartialEq)]
pub enum Advice {
    /// Ask the judge ([`crate::bots::JUDGE`]) what the person should do.
    AskHint,
    /// With a Hint given, show what the bot thinks of another choice ("why not this card?");
    /// `None` goes back to the Hint's own reason.
    WhyNot(Option<Action>),
    /// Show the reviewed deal on the table before the person's decision of this number in
    /// the review, or (`None`) go back to the scores.
    ShowPast(Option<usize>),
}

/// What became of a question to the bots' worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Worker {
    /// The answer to a question, from the worker or (`from_worker: false`) the main thread.
    Answer { answer: Answer, from_worker: bool },
    /// The worker did not answer this question in time.
    NoAnswer { id: u64 },
    /// There is no worker (it could not be started): answer everything on the main thread.
    Unavailable,
}

/// Another game, in place of this one.
#[derive(Clone, Debug, PartialEq)]
pub enum NewGame {
    /// The same choices, dealt from `seed`.
    Again { seed: u64 },
    /// These choices, dealt from `seed`: from its first deal, or (a link's) from deal `at`.
    Start {
        seed: u64,
        choices: GameChoices,
        at: Option<DealPlace>,
    },
    /// Play the game of a record from where it stopped, with the opponents of `choices` (a
    /// game file the person loaded).
    Load {
        record: GameRecord,
        choices: GameChoices,
    },
    /// One deal, [`NewGame::Start`]'s, played `against` another result; `aside` when a game
    /// in progress was put aside for it.
    Versus {
        seed: u64,
        choices: GameChoices,
        at: Option<DealPlace>,
        against: Against,
        aside: bool,
        /// The whole game (a friend's game challenged), not one deal.
        whole: bool,
    },
    /// Back to a game put aside, as it was saved.
    Resume(Box<Table>),
}

/// The table's settings.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    Speed(Speed),
    /// Wait after each trick for "Next trick", or not.
    PauseAfterTrick(bool),
    /// Play the only legal card automatically, or not.
    AutoPlay(bool),
    /// No take-backs: Undo is not offered (or offered again).
    NoTakeBacks(bool),
    /// The play checker on or off.
    PlayChecker(bool),
    /// Watch the bots: a bot plays the person's seat too, and the scores go by themselves.
    Watch(bool),
}

/// What the statistics have counted of this game.
#[derive(Clone, Debug, PartialEq)]
pub enum Counted {
    /// This many of the game's deals.
    Deals(usize),
    /// The finished game.
    Game,
}

/// `Act::Pass.into()`: each concern's message is a [`Msg`].
macro_rules! into_msg {
    ($($concern:ident),*) => {$(
        impl From<$concern> for Msg {
            fn from(msg: $concern) -> Msg {
                Msg::$concern(msg)
            }
        }
    )*};
}
into_msg!(Act, Dialog, Advice, Worker, NewGame, Setting, Counted);

/// The app holds the table in Yew's reducer: each message is [`Table::update`].
#[cfg(feature = "web")]
impl yew::Reducible for Table {
    type Action = Msg;

    fn reduce(self: std::rc::Rc<Self>, msg: Msg) -> std::rc::Rc<Self> {
        let mut table = std::rc::Rc::unwrap_or_clone(self);
        table.update(msg);
        std::rc::Rc::new(table)
    }
}

impl Table {
    /// Takes one message; then asks a bot whose turn the game has reached, and marks the
    /// table changed if anything shown did.
    pub fn update(&mut self, msg: impl Into<Msg>) {
        self.handle(msg.into());
    }

    /// [`Table::update`], one copy for every kind of message.
    #[inline(never)]
    fn handle(&mut self, msg: Msg) {
        self.cues.clear();
        let shown = match msg {
            Msg::Step => {
                self.step_shown();
                true
            }
            Msg::Act(act) => {
                self.act_on(act);
                true
            }
            Msg::Dialog(dialog) => {
                self.dialog(dialog);
                true
            }
            Msg::Advice(Advice::AskHint) => {
                self.ask_hint();
                true
            }
            Msg::Advice(Advice::WhyNot(other)) => self.why_not(other),
            Msg::Advice(Advice::ShowPast(at)) => {
                self.show_past(at);
                true
            }
            Msg::Worker(Worker::Answer {
                answer,
                from_worker,
            }) => self.answered(answer, from_worker),
            Msg::Worker(Worker::NoAnswer { id }) => self.unanswered(id),
            Msg::Worker(Worker::Unavailable) => {
                self.questions.worker_unavailable();
                true
            }
            Msg::NewGame(NewGame::Again { seed }) => {
                self.restart(seed, self.choices.clone(), None);
                true
            }
            Msg::NewGame(NewGame::Start { seed, choices, at }) => {
                self.restart(seed, choices, at);
                true
            }
            Msg::NewGame(NewGame::Load { record, choices }) => {
                self.load(&record, choices);
                true
            }
            Msg::NewGame(NewGame::Versus {
                seed,
                choices,
                at,
                against,
                aside,
                whole,
            }) => {
                self.restart(seed, choices, at);
                if self.book.record().actions.is_empty() && self.game.seed() == seed {
                    self.play_versus(against, aside, whole);
                }
                true
            }
            Msg::NewGame(NewGame::Resume(mut table)) => {
                self.hand_over_to(&mut table);
                *self = *table;
                true
            }
            Msg::Setting(setting) => {
                if let Setting::PlayChecker(_) = setting {
                    self.checking = None;
                }
                self.settings.set(setting);
                true
            }
            Msg::Counted(Counted::Game) => {
                self.book.count_game();
                false
            }
            Msg::Counted(Counted::Deals(deals)) => {
                self.book.count_deals(deals);
                false
            }
        };
        // A bot whose turn the game has reached is asked at once, so that it thinks while the
        // table still shows the cards before its own (its card waits for its pause anyway).
        if self.overlay.is_none() && !self.queue.is_empty() {
            self.ask_bots();
        }
        // At a lead, everything shown: is the rest settled, to claim?
        self.look_for_claim();
        self.track();
        // A bot's answer kept for the end of its pause changes nothing shown, and must not
        // restart the pause (the app's clock restarts on a new version).
        if shown {
            self.version += 1;
        }
    }

    /// An answer, routed by what its question was for: a bot's move is played (after its
    /// pause), a Hint or a review handed to the advice to show. An answer to no question
    /// waiting (an old one, or one answered on the main thread meanwhile) is dropped. Returns
    /// whether anything shown changed.
    fn answered(&mut self, answer: Answer, from_worker: bool) -> bool {
        if from_worker {
            self.questions.heard_from_worker();
        }
        let Some(question) = self.questions.take(answer.id()) else {
            return false;
        };
        if !self.still_current(&question.purpose) {
            return true;
        }
        match (question.purpose, answer) {
            (Purpose::Move { .. }, Answer::Decided { action, .. }) => {
                self.take_move(question, action)
            }
            (
                Purpose::Hint { .. },
                Answer::Decided {
                    action,
                    reason,
                    others,
                    mistakes,
                    ..
                },
            ) => {
                self.take_hint(action, reason, others, mistakes);
                true
            }
            (
                Purpose::Review { .. },
                Answer::Reviewed {
                    score, decisions, ..
                },
            ) => {
                self.take_review(score, decisions);
                true
            }
            // An answer of the wrong kind: ask again, here.
            (_, _) => {
                self.questions.ask_here(question);
                true
            }
        }
    }

    /// The worker did not answer question `id` in time: a move or hint is asked again on the
    /// main thread; a review gives up.
    fn unanswered(&mut self, id: u64) -> bool {
        let Some(question) = self.questions.take(id) else {
            return false;
        };
        match question.purpose {
            Purpose::Review { .. } => self.review_timed_out(),
            Purpose::Move { .. } | Purpose::Hint { .. } => {
                self.questions.missed();
                self.questions.ask_here(question);
            }
        }
        true
    }

    /// The clock's step: the next thing that happened, with the steps that follow it with no
    /// pause; or, watching the bots, the next deal after the scores.
    fn step_shown(&mut self) {
        if self.settings.watch() && self.overlay == Some(Overlay::HandScores) {
            self.overlay = None;
        } else if self.step() {
            // Steps with no pause between them (a card, who is winning, whose turn it is) are
            // shown together: one change of the screen, not one each.
            for _ in 0..MAX_STEPS_AT_ONCE {
                if self.queue.is_empty() || self.next_delay() != Some(0) {
                    break;
                }
                self.step();
            }
        }
    }

    /// One of the person's actions.
    fn act_on(&mut self, act: Act) {
        match act {
            Act::Choose(card) => self.choose(card),
            Act::Pass => self.pass(),
            Act::Pledge(pledge) => self.decide(Action::Pledge(pledge)),
            Act::CallSuit(suit) => self.decide(Action::CallSuit(suit)),
            Act::ChooseMoon(choice) => self.decide(Action::ChooseMoon(choice)),
            Act::ChoosePass { direction, cards } => {
                self.decide(Action::ChoosePass { direction, cards })
            }
            Act::Undo => self.undo(),
            Act::NextTrick => {
                if self.waiting_for_next_trick() {
                    self.step();
                }
            }
            // A one-deal table's scores stay: its game is over.
            Act::NextHand => {
                if self.overlay == Some(Overlay::HandScores) && !self.versus_done() {
                    self.overlay = None;
                }
            }
            Act::Claim => self.claim_the_rest(),
            Act::PlayAnyway => self.play_anyway(),
        }
    }

    /// Opens or closes a dialog, where the table allows it.
    fn dialog(&mut self, dialog: Dialog) {
        match (dialog, &self.overlay) {
            // From the end of the game too: closing goes back to it.
            (Dialog::Open(view @ (Overlay::Rules | Overlay::NewGame | Overlay::FairPlay)), _)
                if self.overlay.is_none() || self.winners().is_some() =>
            {
                self.overlay = Some(view);
            }
            // How to play leads to Fair play.
            (Dialog::Open(Overlay::FairPlay), Some(Overlay::Rules)) => {
                self.overlay = Some(Overlay::FairPlay);
            }
            (
                Dialog::Open(view @ (Overlay::ScoreSheet | Overlay::Statistics | Overlay::Help)),
                None,
            ) => {
                self.overlay = Some(view);
            }
            // A link asks for a new game while this one is in progress (the page opens this
            // as it starts, whatever the game shows).
            (Dialog::Open(link @ Overlay::Link { .. }), _) => self.overlay = Some(link),
            // The link's game is not wanted: the game in progress goes on.
            (Dialog::Close, Some(Overlay::Link { .. })) => self.overlay = None,
            (Dialog::Close, Some(Overlay::Rules | Overlay::NewGame | Overlay::FairPlay)) => {
                self.overlay = self.winners().map(|winners| Overlay::GameOver { winners });
            }
            (
                Dialog::Close,
                Some(
                    Overlay::ScoreSheet
                    | Overlay::Statistics
                    | Overlay::Help
                    | Overlay::GameOver { .. },
                ),
            ) => self.overlay = None,
            _ => {}
        }
    }

    /// A new game with `choices`; the question ids and the worker's record go on. Choices
    /// that make no game (which the New game dialog does not offer) leave the game as it is
    /// and say why.
    pub(super) fn restart(&mut self, seed: u64, choices: GameChoices, at: Option<DealPlace>) {
        match Table::new_at(choices, seed, at, self.settings.speed()) {
            Ok(mut table) => {
                self.hand_over_to(&mut table);
                *self = table;
            }
            Err(why) => {
                self.overlay = None;
                self.refusal = Some(t::table_no_new_game(why.text()).to_string());
            }
        }
    }

    pub(super) fn act(&mut self, seat: Seat, action: Action) -> Result<(), Illegal> {
        let mut events = Vec::new();
        // The deal as dealt and passed, kept for Show all hands should this card end it.
        let dealt = matches!(action, Action::Play(_)).then(|| self.game.deal_shown());
        self.game.apply(seat, action, &mut events)?;
        self.book.write(seat, action);
        self.moves += 1;
        if seat == self.human {
            self.human_moves += 1;
            self.forget_hint();
        }
        for event in &events {
            if let Event::HandScored(result) = event {
                self.ask_review(result);
                self.claims.deal_over();
                self.book.deal_scored(dealt.clone());
            }
        }
        self.queue.extend(events.into_iter().map(Step::Event));
        Ok(())
    }

    /// Takes the next step: shows what happened next, plays the person's forced card, asks
    /// the bots, or plays their answers. Returns whether it showed something that happened.
    pub(super) fn step(&mut self) -> bool {
        if self.overlay.is_some() {
            return false;
        }
        if let Some(card) = self.forced_card() {
            if self.act(self.human, Action::Play(card)).is_ok() {
                self.announcement = t::table_only_card(lang::card_name(card)).to_string();
            }
            return false;
        }
        if let Some(step) = self.queue.pop_front() {
            self.show(step);
            return true;
        }
        // A claimed rest is played out, a card a step.
        if self.play_claimed() {
            return false;
        }
        // Everything is shown: the bots whose turn it is are asked. A step later, after the
        // pause, their answers are played (as soon as they come).
        if !self.ask_bots() {
            self.questions.end_pauses();
            self.play_answers();
        }
        false
    }

    pub(super) fn choose(&mut self, card: Card) {
        self.refusal = None;
        match self.asked() {
            Choice::Pass { count, .. } => {
                let picked = self.selected.iter().filter(|&&c| c == card).count();
                let held = self.shown.hand.count(card) as usize;
                if picked > 0 && (picked >= held || self.selected.len() >= count as usize) {
                    // A picked card (every copy held, with two or three packs) is put back.
                    if let Some(at) = self.selected.iter().rposition(|&c| c == card) {
                        self.selected.remove(at);
                    }
                } else if let Some((_, Err(why))) = self
                    .game
                    .pass_reasons(self.human)
                    .into_iter()
                    .find(|(c, _)| *c == card)
                {
                    self.refusal = Some(refusals::refusal(why).to_string());
                } else if self.selected.len() < count as usize {
                    self.selected.push(card);
                } else {
                    self.refusal = Some(t::table_chosen_already(count).to_string());
                }
            }
            Choice::Play { cards } => {
                // A legal card may wait for the play checker.
                if cards.contains(card) && self.check_before_playing(card) {
                    return;
                }
                if let Err(why) = self.act(self.human, Action::Play(card)) {
                    self.refusal = Some(refusals::refusal(why).to_string());
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

    pub(super) fn pass(&mut self) {
        self.refusal = None;
        if !matches!(self.asked(), Choice::Pass { .. }) {
            return;
        }
        let Some(list) = PassList::new(&self.selected) else {
            self.refusal = Some(t::table_too_many().to_string());
            return;
        };
        match self.act(self.human, Action::Pass(list)) {
            Ok(()) => self.selected.clear(),
            Err(why) => self.refusal = Some(refusals::refusal(why).to_string()),
        }
    }

    /// The person's decision (a pledge, a suit called, …), when the engine asks for that kind
    /// of decision now; its refusal is said.
    pub(super) fn decide(&mut self, action: Action) {
        self.refusal = None;
        if !self.asked().asks_for(&action) {
            return;
        }
        if let Err(why) = self.act(self.human, action) {
            self.refusal = Some(refusals::refusal(why).to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::testing::*;

    #[test]
    fn every_game_at_every_player_count_plays_through_the_table() {
        for game in Preset::ALL {
            for players in game.min_players()..=game.max_players() {
                let choices = GameChoices::default().with_game(game).with_players(players);
                let table = two_deals(choices, 3 + players as u64);
                assert_eq!(table.title().to_string(), game.title());
                let last = table.history().last().unwrap();
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
            for state in base.option_states() {
                let option = state.option;
                if state.unavailable.is_some() {
                    continue;
                }
                for value in state.values {
                    let choices = base.with_option(option, &value.id).unwrap();
                    match choices.rule_set() {
                        Ok(_) => {
                            two_deals(choices, 31);
                            played += 1;
                        }
                        Err(why) => assert!(!why.to_string().is_empty()),
                    }
                }
            }
        }
        assert!(played > 60, "{played} option values played");
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
            table.history().last().unwrap().totals[..4]
                .iter()
                .any(|&t| t >= 100)
        );
        assert_eq!(table.shown.standings, table.game().standings());
        let version = table.version;
        table.update(NewGame::Again { seed: 12 });
        assert!(table.version > version, "the view sees the new game");
        assert_eq!(table.overlay, None);
        assert!(table.history().is_empty());
        assert_eq!(table.game().totals(), [0, 0, 0, 0]);
    }

    #[test]
    fn a_shorter_game_ends_at_its_own_target() {
        let choices = GameChoices {
            target: Some(30),
            ..GameChoices::default()
        };
        let mut table = Table::new(choices.clone(), 9, Speed::Fast).unwrap();
        play_like_a_person(&mut table, usize::MAX);
        let last = table.history().last().unwrap();
        assert!(last.totals[..4].iter().any(|&t| t >= 30));
        assert!(table.history().len() < 8, "a game to 30 takes a few deals");
        assert!(
            matches!(table.overlay, Some(Overlay::GameOver { .. })),
            "the last deal's scores come with the game-over dialog"
        );
        assert!(table.caught_up());
        let two = GameChoices {
            players: 2,
            ..choices
        };
        let why = Table::new(two, 9, Speed::Fast).err().unwrap();
        assert_eq!(
            why,
            crate::ui::choices::ChoicesError::Players {
                game: crate::engine::Preset::BlackLady,
                players: 2
            }
        );
        assert_eq!(why.to_string(), "Black Lady is for 3 to 6 players, not 2");
    }

    #[test]
    fn the_rules_pause_the_table_while_they_are_read() {
        let mut table = black_lady(5, Speed::Fast);
        table.update(Dialog::Open(Overlay::Rules));
        assert_eq!(table.overlay, Some(Overlay::Rules));
        assert_eq!(table.next_delay(), None, "nothing moves under the rules");
        assert_eq!(table.awaiting(), "", "and nothing can be played");
        table.update(Dialog::Close);
        assert_eq!(table.overlay, None);
        assert_eq!(table.awaiting(), "pass");
    }

    #[test]
    fn fair_play_opens_from_the_table_and_from_the_rules_and_closes_to_the_table() {
        let mut table = black_lady(5, Speed::Fast);
        table.update(Dialog::Open(Overlay::FairPlay));
        assert_eq!(table.overlay, Some(Overlay::FairPlay));
        assert_eq!(table.awaiting(), "", "nothing can be played under it");
        table.update(Dialog::Close);
        assert_eq!(table.overlay, None);
        table.update(Dialog::Open(Overlay::Rules));
        table.update(Dialog::Open(Overlay::FairPlay));
        assert_eq!(table.overlay, Some(Overlay::FairPlay));
        table.update(Dialog::Close);
        assert_eq!(table.overlay, None);
        assert_eq!(table.awaiting(), "pass");
    }

    #[test]
    fn watching_the_bots_play_a_whole_game_nobody_asks_the_person_anything() {
        let mut table = black_lady(5, Speed::Fast);
        table.update(Setting::Watch(true));
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
                // Show all hands has the deal just scored: five hands of ten, and the kitty of
                // two (the game deals 52 cards to five).
                let dealt = table.last_dealt().expect("the deal just scored");
                let held: u32 = dealt.hands.iter().map(|h| h.len()).sum();
                assert_eq!(held + dealt.kitty.len(), 52);
            }
            advance(&mut table);
        }
        panic!("the game did not end");
    }
}

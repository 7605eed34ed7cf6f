//! The game written down: its record replays to the very position, so a saved game resumes,
//! a game file loads, and an undo takes the person's last card back by replaying to just
//! before it.
use super::{Overlay, Speed, Table, Versus};
use crate::engine::{
    Action, Cards, DealShown, GameRecord, HandResult, RecordError, RecordedAction, Seat,
};
use crate::lang::t;
use crate::ui::choices::GameChoices;
use std::ops::Range;

/// The game written down: its record, where its deals begin in it, every deal's scores and
/// counters as shown, the deals with take-backs, and what the statistics have counted. The
/// record replays exactly, so it is what is saved, downloaded, and cut back by an undo.
#[derive(Clone)]
pub(super) struct Book {
    record: GameRecord,
    /// How many of the record's actions came before the deal being played (an undo stays
    /// within the deal).
    deal_first_action: usize,
    /// Where the last deal scored began in the record (its actions end at
    /// `deal_first_action`).
    last_deal_first_action: usize,
    /// Every deal scored so far, as shown, for the score table.
    history: Vec<HandResult>,
    /// The counters each seat took in each deal scored, for the deal summary.
    counters_history: Vec<Vec<Cards>>,
    /// The last deal scored as it was dealt and passed, for Show all hands.
    last_dealt: Option<DealShown>,
    /// The deals (by number, from 0) in which the person took a card back.
    take_backs: Vec<u32>,
    /// The finished game has been counted in the statistics.
    counted: bool,
    /// How many of this game's deals the statistics have counted (they count each deal as it
    /// is scored, so that they show what was played before a game ends).
    deals_counted: usize,
}

impl Book {
    /// The book of a new game, which `record` (without actions) writes down.
    pub(super) fn new(record: GameRecord) -> Book {
        Book {
            record,
            deal_first_action: 0,
            last_deal_first_action: 0,
            history: Vec::new(),
            counters_history: Vec::new(),
            last_dealt: None,
            take_backs: Vec::new(),
            counted: false,
            deals_counted: 0,
        }
    }

    /// The game so far, written down.
    pub(super) fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The record cut back to its first `actions` actions.
    pub(super) fn record_to(&self, actions: usize) -> GameRecord {
        GameRecord {
            actions: self.record.actions[..actions.min(self.record.actions.len())].to_vec(),
            ..self.record.clone()
        }
    }

    /// Writes an action down.
    pub(super) fn write(&mut self, seat: Seat, action: Action) {
        self.record.actions.push(RecordedAction { seat, action });
    }

    /// The deal being played begins at this action of the record.
    pub(super) fn deal_first_action(&self) -> usize {
        self.deal_first_action
    }

    /// The actions of the last deal scored.
    pub(super) fn last_deal(&self) -> Range<usize> {
        self.last_deal_first_action..self.deal_first_action
    }

    /// A deal was scored by the last action written down: the next begins after it. `dealt`
    /// is how the deal was dealt and passed.
    pub(super) fn deal_scored(&mut self, dealt: Option<DealShown>) {
        self.last_deal_first_action = self.deal_first_action;
        self.deal_first_action = self.record.actions.len();
        self.last_dealt = dealt;
    }

    /// A deal's scores are shown, with the counters each seat took.
    pub(super) fn show_scored(&mut self, result: HandResult, counters: Vec<Cards>) {
        self.history.push(result);
        self.counters_history.push(counters);
    }

    pub(super) fn history(&self) -> &[HandResult] {
        &self.history
    }

    pub(super) fn counters_history(&self) -> &[Vec<Cards>] {
        &self.counters_history
    }

    pub(super) fn last_dealt(&self) -> Option<&DealShown> {
        self.last_dealt.as_ref()
    }

    pub(super) fn take_backs(&self) -> &[u32] {
        &self.take_backs
    }

    pub(super) fn counted(&self) -> bool {
        self.counted
    }

    pub(super) fn deals_counted(&self) -> usize {
        self.deals_counted
    }

    /// The statistics have counted the finished game.
    pub(super) fn count_game(&mut self) {
        self.counted = true;
    }

    /// The statistics have counted this many of the game's deals.
    pub(super) fn count_deals(&mut self, deals: usize) {
        self.deals_counted = deals;
    }
}

impl Table {
    /// The game of `record` at its last action, as it stood: mid-trick, mid-pass or at the
    /// end, everything already shown. The opponents are those of `choices`. A record that
    /// does not replay gives the engine's reason.
    pub fn resume(
        record: &GameRecord,
        choices: GameChoices,
        speed: Speed,
    ) -> Result<Table, RecordError> {
        let game = record.start()?;
        let fresh = GameRecord {
            actions: Vec::new(),
            ..record.clone()
        };
        let mut table = Table::build(game, fresh, speed).with_choices(choices);
        for (step, recorded) in record.actions.iter().enumerate() {
            table
                .act(recorded.seat, recorded.action)
                .map_err(|why| RecordError::Refused {
                    step,
                    action: *recorded,
                    why,
                })?;
            table.catch_up();
        }
        // Reviews of deals long gone are not asked for again, and what was shown on the way
        // makes no sound.
        table.questions.clear();
        table.cues.clear();
        table.counsel.forget_review();
        table.version = 1;
        Ok(table)
    }

    /// Shows at once everything that happened. A deal's scores that a later deal follows are
    /// not left open.
    pub(super) fn catch_up(&mut self) {
        while let Some(step) = self.queue.pop_front() {
            self.show(step);
            if self.overlay == Some(Overlay::HandScores) && !self.queue.is_empty() {
                self.overlay = None;
            }
        }
    }

    /// The game so far, written down: it replays to this very position.
    pub fn record(&self) -> &GameRecord {
        &self.book.record
    }

    /// Where an undo would take the game back to: just before the person's last card of
    /// this deal, if they have played one, no dialog is open and take-backs are allowed.
    pub(super) fn undo_point(&self) -> Option<usize> {
        if self.overlay.is_some()
            || self.settings.no_take_backs()
            || self.claims.claimed().is_some()
        {
            return None;
        }
        let book = &self.book;
        let actions = &book.record.actions[book.deal_first_action.min(book.record.actions.len())..];
        let last = actions.iter().rposition(|recorded| {
            recorded.seat == self.human && matches!(recorded.action, Action::Play(_))
        })?;
        Some(book.deal_first_action + last)
    }

    /// Whether the game is under way: the person has acted in it and it is not over (a new
    /// game in its place would end it).
    pub fn in_progress(&self) -> bool {
        self.winners().is_none()
            && !self.versus_done()
            && self
                .book
                .record
                .actions
                .iter()
                .any(|recorded| recorded.seat == self.human)
    }

    /// Whether the person's last card can be taken back.
    pub fn can_undo(&self) -> bool {
        self.undo_point().is_some()
    }

    /// Takes back the person's last card this deal, and every bot's card after it: the game
    /// replays to just before it. The deal is marked as played with a take-back (the person
    /// has seen the cards played after theirs). With No take-backs, says it is off.
    pub(super) fn undo(&mut self) {
        if self.settings.no_take_backs() && self.overlay.is_none() {
            self.refusal = Some(t::table_no_take_backs().to_string());
            self.announcement = self.refusal.clone().unwrap_or_default();
            return;
        }
        let Some(at) = self.undo_point() else {
            return;
        };
        let record = self.book.record_to(at);
        match Table::resume(&record, self.choices.clone(), self.settings.speed()) {
            Ok(mut table) => {
                self.hand_over_to(&mut table);
                // The same game: the deals scored before stay counted, the take-backs marked.
                table.book.deals_counted = self.book.deals_counted;
                table.book.take_backs = std::mem::take(&mut self.book.take_backs);
                table.versus = self.versus.take();
                let deal = table.game.hand_number();
                if !table.book.take_backs.contains(&deal) {
                    table.book.take_backs.push(deal);
                }
                table.announcement = t::table_taken_back().to_string();
                *self = table;
            }
            Err(why) => self.refusal = Some(t::table_cannot_undo(why.to_string()).to_string()),
        }
    }

    /// Gives `next`, about to take this table's place, what goes on from game to game: the
    /// version (so the view sees the change), the worker's record and question ids, and the
    /// settings.
    pub(super) fn hand_over_to(&mut self, next: &mut Table) {
        next.version = self.version;
        next.questions.carry_on_from(&mut self.questions);
        next.settings = self.settings.clone();
    }

    /// This table, resumed from a save, with what the save kept beside the record: whether
    /// the statistics counted the game, and how many of its deals (all of them, counted, when
    /// an older save does not say), the deals with take-backs, and what a one-deal table is
    /// played against. A one-deal table whose deal is over shows its scores again: its game
    /// is over.
    pub fn with_saved(
        mut self,
        counted: bool,
        deals_counted: Option<usize>,
        take_backs: Vec<u32>,
        versus: Option<Versus>,
    ) -> Table {
        let book = &mut self.book;
        book.counted = counted;
        book.deals_counted = match (deals_counted, counted) {
            (Some(deals), _) => deals.min(book.history.len()),
            (None, true) => book.history.len(),
            (None, false) => 0,
        };
        book.take_backs = take_backs;
        self.versus = versus;
        if self.versus_done() {
            self.overlay = Some(Overlay::HandScores);
        }
        self
    }

    /// The game of `record` in place of this one, from where the record stops; if it does not
    /// replay, this game goes on and the reason is said.
    pub(super) fn load(&mut self, record: &GameRecord, choices: GameChoices) {
        match Table::resume(record, choices, self.settings.speed()) {
            Ok(mut table) => {
                self.hand_over_to(&mut table);
                let deal = table.shown.hand_number + 1;
                table.announcement = t::table_loaded(deal, table.title()).to_string();
                // A game that ended before it was saved to a file was counted where it ended.
                table.book.counted = table.winners().is_some();
                table.book.deals_counted = table.book.history.len();
                *self = table;
            }
            Err(why) => {
                let why = crate::lang::words::refusals::record_error(&why);
                self.refusal = Some(t::table_cannot_load(why).to_string());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::RecordError;
    use crate::ui::table::testing::*;

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
            assert_eq!(resumed.counters_history(), table.counters_history());
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
            matches!(
                why,
                RecordError::Refused { step, action, .. } if step == last && action.seat == Seat(2)
            ),
            "{why}"
        );
        assert!(
            why.to_string()
                .starts_with(&format!("step {last}: seat 3 cannot")),
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
        let card = play_first_playable(&mut table);
        while !table.shown.trick.is_empty() && table.next_delay().is_some() {
            table.update(Msg::Step);
        }
        assert!(!table.game().hand(table.human()).contains(card));
        assert!(table.can_undo());
        table.update(Act::Undo);
        assert_eq!(table.game().hand(table.human()), hand, "the card is back");
        assert_eq!(table.shown.trick, trick);
        assert_eq!(table.shown.trick, played);
        assert_eq!(table.awaiting(), "play");
        assert!(table.announcement.contains("taken back"));
        // The game goes on from there.
        table.update(Act::Choose(card));
        assert_eq!(table.refusal, None);
    }

    #[test]
    fn an_undo_marks_its_deal_for_the_game_and_its_save() {
        let mut table = black_lady(5, Speed::Fast);
        play_a_card_and_wait_for_the_next_turn(&mut table);
        assert!(table.can_undo());
        assert!(table.take_backs().is_empty(), "nothing taken back yet");
        table.update(Act::Undo);
        assert_eq!(table.take_backs(), [0], "deal 1 is marked");
        assert!(
            table.announcement.contains("marked"),
            "{}",
            table.announcement
        );
        // Another undo in the same deal marks it once.
        play_a_card_and_wait_for_the_next_turn(&mut table);
        table.update(Act::Undo);
        assert_eq!(table.take_backs(), [0]);
        // The mark stays with the deal once it is scored, and the next deal is not marked.
        play_like_a_person(&mut table, 2);
        assert_eq!(table.history()[0].hand, 0);
        assert_eq!(table.take_backs(), [0]);
        // Saved and resumed, the mark is kept; a save from before take-backs has none.
        let saved = crate::ui::save::SavedGame::of(&table);
        let json = serde_json::to_string(&saved).unwrap();
        assert!(json.contains(r#""take_backs":[0]"#), "{json}");
        let back = crate::ui::save::SavedGame::parse(&json).unwrap();
        assert_eq!(back.resume(Speed::Fast).unwrap().take_backs(), [0]);
        let older = json.replace(r#","take_backs":[0]"#, "");
        let back = crate::ui::save::SavedGame::parse(&older).unwrap();
        assert!(back.resume(Speed::Fast).unwrap().take_backs().is_empty());
        // A new game starts unmarked.
        table.update(NewGame::Again { seed: 6 });
        assert!(table.take_backs().is_empty());
    }

    #[test]
    fn no_take_backs_offers_no_undo() {
        let mut table = black_lady(5, Speed::Fast);
        table.update(Setting::NoTakeBacks(true));
        play_a_card_and_wait_for_the_next_turn(&mut table);
        assert!(!table.can_undo(), "Undo is not offered");
        let actions = table.record().actions.len();
        table.update(Act::Undo);
        assert_eq!(
            table.record().actions.len(),
            actions,
            "nothing is taken back"
        );
        assert!(table.take_backs().is_empty());
        assert_eq!(
            table.refusal.as_deref(),
            Some("No take-backs is on (in Settings): a card played stays played")
        );
        // The setting goes on into the next game; switched off, Undo is offered again.
        table.update(NewGame::Again { seed: 6 });
        assert!(table.settings().no_take_backs());
        table.update(Setting::NoTakeBacks(false));
        play_a_card_and_wait_for_the_next_turn(&mut table);
        assert!(table.can_undo());
    }

    /// Plays like a person up to their next card (the pass first), plays it, and plays on
    /// until they are asked to play again.
    fn play_a_card_and_wait_for_the_next_turn(table: &mut Table) {
        while !matches!(table.asked(), Choice::Play { .. }) {
            act_like_a_person(table);
        }
        play_first_playable(table);
        while !matches!(table.asked(), Choice::Play { .. }) {
            act_like_a_person(table);
        }
    }

    #[test]
    fn a_game_is_in_progress_once_the_person_acts_until_it_ends() {
        let mut table = black_lady(5, Speed::Instant);
        while table.asked() == Choice::Nothing {
            advance(&mut table);
        }
        assert!(!table.in_progress(), "nothing the person did would be lost");
        act_like_a_person(&mut table);
        assert!(table.in_progress(), "the person has passed");
        play_like_a_person(&mut table, 1_000);
        assert!(table.winners().is_some());
        assert!(!table.in_progress(), "a finished game is not in progress");
    }

    #[test]
    fn undo_stays_within_the_deal() {
        let mut table = black_lady(6, Speed::Fast);
        while table.history().is_empty() {
            assert!(table.history().is_empty() || !table.can_undo());
            act_like_a_person(&mut table);
        }
        assert!(!table.can_undo(), "not under the deal's scores");
        table.update(Act::NextHand);
        while table.awaiting() != "pass" {
            table.update(Msg::Step);
        }
        assert!(!table.can_undo(), "the last deal's cards are scored");
        table.update(Act::Undo);
        assert_eq!(table.refusal, None);
        assert_eq!(table.history().len(), 1);
        assert_eq!(table.awaiting(), "pass");
    }
}

//! Advice from the bots: the Hint for the person's turn (the judge's choice and its
//! reason) and the after-hand review (the deal played again with the Expert in the person's
//! seat, and each of the person's decisions weighed by the Expert, which the person can step
//! through on the table).
use super::questions::Purpose;
use super::{LastTrick, Overlay, Table};
use crate::bots::{Decision, JUDGE, judge_seed};
use crate::engine::{Action, Cards, GameRecord, HandResult};
use crate::lang::words::hints;
use crate::lang::{Arg, Text, t};
use crate::ui::bot_service::{Request, Spoken, WorkerError};

/// The judge's advice for the person's turn ([`JUDGE`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    /// Asked; the answer is on its way.
    Thinking,
    /// The action the judge would take, and its reason; every other choice its search
    /// compared, with what it thinks of it, best first; and the one of those the person asked
    /// about ("why not this card?"), if any.
    Given {
        action: Action,
        reason: Spoken,
        others: Vec<(Action, Spoken)>,
        /// Of the others, those the judge finds clearly worse (the play checker's question).
        mistakes: Vec<Action>,
        showing: Option<Action>,
    },
}

impl Hint {
    /// The cards the hint suggests, to highlight in the hand.
    pub fn cards(&self) -> Cards {
        match self {
            Hint::Given { action, .. } => cards_of(action),
            Hint::Thinking => Cards::EMPTY,
        }
    }

    /// What the panel says, words and figures: the Hint's reason, or what the bot thinks of
    /// the other choice the person asked about (while a pass is being weighed, that it is).
    pub fn said(&self) -> (Text, Option<Text>) {
        let said = |said: &Spoken| (said.words.clone(), said.figures.clone());
        match self {
            Hint::Given {
                reason,
                others,
                showing,
                ..
            } => match others.iter().find(|(a, _)| Some(*a) == *showing) {
                Some((_, why)) => said(why),
                None if showing.is_some() => (hints::weighing_pass(), None),
                None => said(reason),
            },
            Hint::Thinking => (hints::nothing(), None),
        }
    }
}

/// The cards an action plays or passes.
pub fn cards_of(action: &Action) -> Cards {
    match action {
        Action::Play(card) => Cards::single(*card),
        Action::Pass(list) => list.as_slice().iter().copied().collect(),
        _ => Cards::EMPTY,
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
    /// Where the deal's actions begin in the game's record.
    pub first_action: usize,
    /// The person's decisions in the deal as the Expert weighs them, in the order made.
    pub decisions: Vec<Decision<Spoken>>,
}

impl Review {
    /// The decisions where the Expert would have done something clearly better, in the order
    /// made, with their places in [`Review::decisions`].
    pub fn moments(&self) -> impl Iterator<Item = (usize, &Decision<Spoken>)> {
        self.decisions
            .iter()
            .enumerate()
            .filter(|(_, d)| d.is_mistake())
    }

    /// The decisions where the Expert would have chosen otherwise, mistakes or not, in the
    /// order made, with their places in [`Review::decisions`]: the first is where its own deal
    /// ([`crate::bots::review_deal`]) left the person's.
    pub fn differences(&self) -> impl Iterator<Item = (usize, &Decision<Spoken>)> {
        self.decisions
            .iter()
            .enumerate()
            .filter(|(_, d)| d.expert != d.yours)
    }
}

/// The deal reviewed, shown on the table as it stood before one of the person's decisions.
#[derive(Clone)]
pub struct Past {
    /// The table at that point, everything shown, nothing asked.
    pub table: Box<Table>,
    /// The decision's place in the review's decisions.
    pub at: usize,
    /// The dialog to go back to.
    pub back: Overlay,
    /// The trick of that decision as it ended (for a card played), so that what the card did
    /// shows as well as the moment before it.
    pub ended: Option<LastTrick>,
}

/// "Trick 4: you played the K♠", "The pass: you passed the Q♠, K♠ and A♠".
pub fn decision_line<R>(d: &Decision<R>) -> String {
    let trick = d.trick;
    match d.yours {
        Action::Play(card) => t::table_decision_played(card, trick),
        Action::Pass(list) => t::table_decision_passed(list.as_slice().to_vec(), trick),
        Action::CallSuit(suit) => t::table_decision_called(suit.symbol().to_string(), trick),
        _ => t::table_decision_other(trick),
    }
    .to_string()
}

/// A choice in the Expert's line: "the 9♠", "the Q♠, K♠ and A♠", "♠".
fn choice(action: &Action) -> Text {
    match action {
        Action::Play(card) => t::table_choice_play(*card),
        Action::Pass(list) => t::table_choice_pass(list.as_slice().to_vec()),
        Action::CallSuit(suit) => t::table_choice_call(suit.symbol().to_string()),
        _ => t::table_choice_other(),
    }
}

/// What the Expert makes of a decision: "Expert: the 9♠ (about 3.6 points better)", "Expert
/// agrees", "Expert: the 9♠, about as good".
pub fn expert_line<R>(d: &Decision<R>) -> String {
    // To a tenth, as the reason under it says the margin.
    let tenths = d.margin_tenths;
    match () {
        _ if d.expert == d.yours => t::table_expert_agrees(),
        _ if !d.is_mistake() => t::table_expert_as_good(choice(&d.expert)),
        _ => t::table_expert_better(choice(&d.expert), Arg::Tenths(i64::from(tenths))),
    }
    .to_string()
}

#[derive(Clone, Debug, PartialEq)]
pub enum Reviewed {
    /// The worker is playing the deal again.
    Reviewing,
    /// The Expert's score.
    Scored(i32),
    /// Why there is no figure.
    Failed(WorkerError),
}

/// What the table teaches: the Hint for the person's turn, the review of the last deal
/// scored, and that deal on the table at one of the person's decisions while it is looked
/// at. The Table's advice (this file) changes them; the rest of the table reads them.
#[derive(Clone, Default)]
pub(super) struct Counsel {
    hint: Option<Hint>,
    review: Option<Review>,
    past: Option<Past>,
}

impl Counsel {
    /// The Hint for the person's turn, once asked.
    pub(super) fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The review of the last deal scored.
    pub(super) fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The reviewed deal on the table, while it is looked at.
    pub(super) fn past(&self) -> Option<&Past> {
        self.past.as_ref()
    }

    /// Whether deal `hand`'s review is the one waited for (a review asked for an earlier deal
    /// no longer counts).
    pub(super) fn reviewing(&self, hand: u32) -> bool {
        self.review.as_ref().is_some_and(|r| r.hand == hand)
    }

    /// The review, to change in a test.
    #[cfg(test)]
    pub(super) fn review_mut(&mut self) -> Option<&mut Review> {
        self.review.as_mut()
    }

    /// No review: a game replayed from its record asks none of the deals it shows.
    pub(super) fn forget_review(&mut self) {
        self.review = None;
    }
}

impl Table {
    pub(super) fn ask_hint(&mut self) {
        if !self.awaiting_human() || self.counsel.hint.is_some() {
            return;
        }
        self.counsel.hint = Some(Hint::Thinking);
        self.ask_judge(None);
    }

    /// Asks the worker what the judge would do in the person's seat, and why; with `also`, a
    /// pass of the person's weighed against its own. It guesses the deals the review will
    /// guess of this decision ([`judge_seed`]), so the two agree.
    fn ask_judge(&mut self, also: Option<Action>) {
        let step = self.book.record().actions.len();
        let seed = judge_seed(self.book.record().seed, step, self.human);
        self.questions.ask(
            Purpose::Hint {
                human_moves: self.human_moves,
            },
            Request::Decide {
                id: 0,
                level: JUDGE,
                record: self.book.record().clone(),
                seat: self.human,
                seed,
                also,
            },
        );
    }

    /// The person has acted: the Hint for that turn, given or on its way, is gone.
    pub(super) fn forget_hint(&mut self) {
        self.counsel.hint = None;
        // A card the play checker was weighing goes with the Hint it was weighed by.
        self.checking = None;
        self.questions
            .withdraw(|p| matches!(p, Purpose::Hint { .. }));
    }

    /// With a Hint given, shows what the bot thinks of `other`: at once for a choice its
    /// search compared; a pass (which no level searches) is first weighed against the Hint's
    /// by the worker.
    pub(super) fn why_not(&mut self, other: Option<Action>) -> bool {
        let awaiting = self.awaiting_human();
        let Some(Hint::Given {
            others, showing, ..
        }) = &mut self.counsel.hint
        else {
            return false;
        };
        let known = other.is_none_or(|o| others.iter().any(|(a, _)| *a == o));
        let weigh = !known && matches!(other, Some(Action::Pass(_))) && awaiting;
        *showing = if known || weigh { other } else { None };
        if !weigh {
            return true;
        }
        self.questions
            .withdraw(|p| matches!(p, Purpose::Hint { .. }));
        self.ask_judge(other);
        true
    }

    /// The judge's answer to the Hint asked: its action (none when the person had nothing
    /// to decide), its reason and the other choices it compared.
    pub(super) fn take_hint(
        &mut self,
        action: Option<Action>,
        reason: Spoken,
        others: Vec<(Action, Spoken)>,
        mistakes: Vec<Action>,
    ) {
        // The choice the person asked about stays shown: a pass they asked to compare is
        // among the others now (unless the main thread answered, which weighs no pass: the
        // Hint's own reason shows again).
        let showing = match &self.counsel.hint {
            Some(Hint::Given { showing, .. }) => {
                showing.filter(|s| others.iter().any(|(a, _)| a == s))
            }
            _ => None,
        };
        self.counsel.hint = action.map(|action| Hint::Given {
            action,
            reason,
            others,
            mistakes,
            showing,
        });
        self.settle_check();
    }

    /// Asks for the review of a deal just scored: the deal from its start, the Expert in the
    /// person's seat, the same opponents.
    pub(super) fn ask_review(&mut self, result: &HandResult) {
        self.questions
            .withdraw(|p| matches!(p, Purpose::Review { .. }));
        let from = self.book.deal_first_action();
        self.counsel.review = Some(Review {
            hand: result.hand,
            you: result.scores[self.human.index()],
            expert: Reviewed::Reviewing,
            first_action: from,
            decisions: Vec::new(),
        });
        let seed = self.game.seed() ^ ((result.hand as u64 + 1) << 32);
        let request = Request::Review {
            id: 0,
            record: self.book.record().clone(),
            from,
            seat: self.human,
            levels: self.levels.clone(),
            seed,
        };
        self.questions
            .ask(Purpose::Review { hand: result.hand }, request);
    }

    /// The worker's review of the deal: the Expert's score, or why there is none, and the
    /// person's decisions as the Expert weighs them.
    pub(super) fn take_review(
        &mut self,
        score: Result<i32, WorkerError>,
        decisions: Vec<Decision<Spoken>>,
    ) {
        if let Some(review) = &mut self.counsel.review {
            review.decisions = decisions;
            review.expert = match score {
                Ok(score) => Reviewed::Scored(score),
                Err(why) => Reviewed::Failed(why),
            };
        }
    }

    /// The worker did not finish the review in time: it is given up (a review is never played
    /// on the main thread, which it would hold for seconds).
    pub(super) fn review_timed_out(&mut self) {
        if let Some(review) = &mut self.counsel.review {
            review.expert = Reviewed::Failed(WorkerError::TimedOut);
        }
    }
}

impl Table {
    /// The table the screen shows: the reviewed deal at one of the person's decisions while
    /// it is looked at, else this one.
    pub fn on_screen(&self) -> &Table {
        self.counsel.past.as_ref().map_or(self, |past| &past.table)
    }

    /// Shows the reviewed deal on the table as it stood before the person's decision `at`
    /// (from the score table, or stepping from one decision to another); `None` goes back to
    /// the dialog it came from.
    pub(super) fn show_past(&mut self, at: Option<usize>) {
        let back = match (&self.counsel.past, &self.overlay, at) {
            (Some(past), _, _) => past.back.clone(),
            (None, Some(overlay @ (Overlay::HandScores | Overlay::GameOver { .. })), Some(_)) => {
                overlay.clone()
            }
            _ => return,
        };
        let decision = at.and_then(|at| Some((at, self.counsel.review.as_ref()?)));
        let Some((at, review, decision)) =
            decision.and_then(|(at, r)| Some((at, r, r.decisions.get(at)?)))
        else {
            self.counsel.past = None;
            self.overlay = Some(back);
            return;
        };
        let end = review.first_action + decision.step as usize;
        let record = GameRecord {
            actions: self.book.record().actions[..end.min(self.book.record().actions.len())]
                .to_vec(),
            ..self.book.record().clone()
        };
        let ended = match decision.trick {
            0 => None,
            _ => self.trick_ended_after(end),
        };
        match Table::resume(&record, self.choices.clone(), self.settings.speed()) {
            Ok(mut table) => {
                table.counsel.hint = Some(Hint::Given {
                    action: decision.expert,
                    reason: decision.reason.clone(),
                    others: Vec::new(),
                    mistakes: Vec::new(),
                    showing: None,
                });
                table.selected = cards_of(&decision.yours).iter().collect();
                self.counsel.past = Some(Past {
                    table: Box::new(table),
                    at,
                    back,
                    ended,
                });
                self.overlay = Some(Overlay::Past);
            }
            Err(why) => self.refusal = Some(t::table_past_failed(why.to_string()).to_string()),
        }
    }

    /// The trick being played before the record's action `step`, as it ended: the table
    /// resumed just after its last card, whose last trick it is.
    fn trick_ended_after(&self, step: usize) -> Option<LastTrick> {
        let mut at = None;
        let mut before = None;
        // The first action made once the trick is over: a trick more done, or another deal.
        let replayed = self.book.record().replay(
            |i, game, _| {
                let now = (game.hand_number(), game.tricks_done());
                match (i, before) {
                    (i, _) if i == step => before = Some(now),
                    (i, Some(then)) if i > step && at.is_none() && now != then => at = Some(i),
                    _ => {}
                }
            },
            &mut (),
        );
        replayed.ok()?;
        let actions = at.unwrap_or(self.book.record().actions.len());
        let record = GameRecord {
            actions: self.book.record().actions[..actions].to_vec(),
            ..self.book.record().clone()
        };
        let table = Table::resume(&record, self.choices.clone(), self.settings.speed()).ok()?;
        table.shown.last_trick.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Card, PassList};
    use crate::ui::table::testing::*;

    /// The person picks the first three cards of the hand that are not among `hinted`.
    fn choose_three_others(table: &mut Table, hinted: Cards) -> Vec<Card> {
        let mine: Vec<Card> = table
            .shown
            .hand
            .iter()
            .filter(|c| !hinted.contains(*c))
            .take(3)
            .collect();
        for &card in &mine {
            table.update(Act::Choose(card));
        }
        mine
    }

    #[test]
    fn a_hint_shows_the_hard_bot_s_choice_and_never_plays() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Advice::AskHint);
        assert_eq!(table.counsel.hint, Some(Hint::Thinking));
        assert_eq!(asked(&table), [(Seat(0), JUDGE, false)]);
        table.update(Advice::AskHint);
        assert_eq!(ids(&table).len(), 1, "asked once");
        let (request, _) = table.questions().next().unwrap();
        let request = request.clone();
        table.update(Worker::Answer {
            answer: answer_here(&request).unwrap(),
            from_worker: true,
        });
        let Some(ref hint @ Hint::Given { ref reason, .. }) = table.counsel.hint.clone() else {
            panic!("a hint: {:?}", table.counsel.hint)
        };
        assert_eq!(hint.cards().len(), 3);
        assert!(hint.cards().iter().all(|c| table.shown.hand.contains(c)));
        assert!(!reason.words.in_lang(crate::lang::Lang::ENGLISH).is_empty());
        assert!(table.selected.is_empty(), "the hint chooses nothing");
        assert_eq!(table.awaiting(), "pass");
        for card in hint.cards().iter() {
            table.update(Act::Choose(card));
        }
        table.update(Act::Pass);
        assert_eq!(table.counsel.hint, None, "gone once the person has acted");
        // No hint when the person is not asked anything.
        table.update(Advice::AskHint);
        assert_eq!(table.counsel.hint, None);
    }

    #[test]
    fn why_not_my_pass_weighs_the_person_s_pass_against_the_hint_s() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Advice::AskHint);
        answer_as_the_worker(&mut table);
        let hinted = table.counsel.hint.clone().expect("a hint").cards();
        // The person picks three other cards, and asks why not.
        let mine = choose_three_others(&mut table, hinted);
        let pass = Action::Pass(PassList::new(&mine).unwrap());
        table.update(Advice::WhyNot(Some(pass)));
        let hint = table.counsel.hint.clone().unwrap();
        assert_eq!(hint.said().0.to_string(), "Weighing your pass against it…");
        assert_eq!(asked(&table), [(Seat(0), JUDGE, false)]);
        assert_eq!(answer_as_the_worker(&mut table), 1);
        let Some(
            ref hint @ Hint::Given {
                ref others,
                showing,
                ..
            },
        ) = table.counsel.hint.clone()
        else {
            panic!("a hint: {:?}", table.counsel.hint)
        };
        assert_eq!(hint.cards(), hinted, "the Hint's own pass is the same");
        assert_eq!(showing, Some(pass));
        assert_eq!(others.len(), 1);
        let (words, figures) = hint.said();
        let (words, figures) = (words.to_string(), figures.expect("figures").to_string());
        let names: Vec<String> = mine.iter().map(|c| c.short()).collect();
        assert!(
            words.starts_with(&format!(
                "The {}, {} and {} are ",
                names[0], names[1], names[2]
            )),
            "{words}"
        );
        assert!(figures.contains(" guessed deals."), "{figures}");
        // Back to the Hint's reason; nothing was passed.
        table.update(Advice::WhyNot(None));
        let words = table.counsel.hint.clone().unwrap().said().0;
        assert!(!words.to_string().starts_with("The "));
        assert_eq!(table.awaiting(), "pass");
        assert_eq!(table.selected.len(), 3);
    }

    #[test]
    fn without_the_worker_a_pass_is_not_weighed_and_the_hint_s_reason_shows_again() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Advice::AskHint);
        answer_as_the_worker(&mut table);
        let hint = table.counsel.hint.clone().expect("a hint");
        let mine = choose_three_others(&mut table, hint.cards());
        table.update(Advice::WhyNot(Some(Action::Pass(
            PassList::new(&mine).unwrap(),
        ))));
        // The main thread answers (the worker is down): Normal weighs no pass.
        let (request, _) = table.questions().next().unwrap();
        let answer = answer_here(&request.clone()).unwrap();
        table.update(Worker::Answer {
            answer,
            from_worker: false,
        });
        let after = table.counsel.hint.clone().expect("still a hint");
        assert_eq!(
            after.said(),
            hint.said(),
            "the Hint's own reason, not a wait"
        );
    }

    /// Plays deal after deal as a person who asks for the Hint at every decision and does
    /// what it says, the worker answering as it would (the reviews too); returns the table
    /// once `deals` deals are scored and reviewed.
    fn follow_every_hint(choices: GameChoices, seed: u64, deals: usize) -> Table {
        let mut table = Table::new(choices, seed, Speed::Instant).expect("a game");
        let mut steps = 0;
        while table.history().len() < deals || !table.questions().any(|(r, _)| r.is_review()) {
            steps += 1;
            assert!(steps < 20_000, "the table keeps moving");
            if table.overlay == Some(Overlay::HandScores) {
                table.update(Act::NextHand);
            } else if table.awaiting_human() {
                table.update(Advice::AskHint);
                answer_as_the_worker(&mut table);
                let Some(Hint::Given { action, .. }) = table.counsel.hint.clone() else {
                    panic!("a hint is given");
                };
                for act in Act::taking(action) {
                    table.update(act);
                }
                assert_eq!(table.refusal, None, "the Hint's {action:?} is played");
            } else {
                advance(&mut table);
            }
        }
        let reviews: Vec<Request> = table
            .questions()
            .filter(|(r, _)| r.is_review())
            .map(|(r, _)| r.clone())
            .collect();
        for request in reviews {
            let answer = bot_service::answer(&request, || 0.0).expect("a review");
            table.update(Worker::Answer {
                answer,
                from_worker: true,
            });
        }
        table
    }

    /// The Hint and the review are one judge on the same guessed deals: a person who does
    /// what every Hint says is never told by the review that the Expert would have chosen
    /// otherwise, at 4, 8 and 11 seats.
    #[test]
    fn following_every_hint_the_review_finds_nothing_to_list() {
        let games = [
            (GameChoices::default(), 5),
            (
                GameChoices::default()
                    .with_game(Preset::Cancellation)
                    .with_players(8),
                6,
            ),
            (
                GameChoices::default()
                    .with_game(Preset::Cancellation)
                    .with_players(11),
                7,
            ),
        ];
        for (choices, seed) in games {
            let label = format!("{} for {}", choices.game.id(), choices.players);
            let table = follow_every_hint(choices, seed, 1);
            let review = table.counsel.review.as_ref().expect("a review");
            assert!(
                matches!(review.expert, Reviewed::Scored(_)),
                "{label}: {:?}",
                review.expert
            );
            assert!(!review.decisions.is_empty(), "{label}: decisions weighed");
            for d in &review.decisions {
                assert_eq!(d.expert, d.yours, "{label}: {d:?}");
            }
            assert_eq!(review.moments().count(), 0, "{label}");
            // Choosing as the person did every time, the Expert's deal went as theirs.
            assert_eq!(review.expert, Reviewed::Scored(review.you), "{label}");
            let shown = table.review_shown(review.hand).expect("shown");
            assert!(
                shown
                    .line
                    .ends_with("It would have chosen as you did every time."),
                "{label}: {}",
                shown.line
            );
        }
    }

    #[test]
    fn a_scored_deal_is_reviewed_with_the_expert_in_the_person_s_seat() {
        let mut table = black_lady(3, Speed::Fast).with_choices(GameChoices::all(Level::Easy));
        play_like_a_person(&mut table, 1);
        let result = table.history()[0].clone();
        let review = table.counsel.review.clone().expect("a review");
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
                record,
                from,
                seat,
                levels,
                ..
            },
        ] = reviews.as_slice()
        else {
            panic!("one review: {reviews:?}")
        };
        assert_eq!(record, table.record(), "the game so far");
        assert_eq!(*from, 0, "the first deal, from its start");
        assert_eq!(*seat, Seat(0));
        assert_eq!(levels[1..], [Level::Easy; 3]);
        table.update(Worker::Answer {
            answer: Answer::Reviewed {
                id: *id,
                score: Ok(3),
                decisions: Vec::new(),
            },
            from_worker: true,
        });
        assert_eq!(
            table.counsel.review.as_ref().unwrap().expert,
            Reviewed::Scored(3)
        );
        // The person need not wait: a review still running when the next deal is scored is
        // dropped for the new one.
        let mut table = black_lady(3, Speed::Fast);
        play_like_a_person(&mut table, 2);
        assert_eq!(table.counsel.review.as_ref().unwrap().hand, 1);
        assert_eq!(table.questions().filter(|(r, _)| r.is_review()).count(), 1);
        let id = ids(&table)[0];
        table.update(Worker::NoAnswer { id });
        assert!(matches!(
            table.counsel.review.as_ref().unwrap().expert,
            Reviewed::Failed(WorkerError::TimedOut)
        ));
        assert!(!table.worker_down(), "a slow review is not a missing bot");
    }

    #[test]
    fn the_reviewed_deal_steps_through_on_the_table_decision_by_decision() {
        let mut table = black_lady(3, Speed::Fast).with_choices(GameChoices::all(Level::Easy));
        play_like_a_person(&mut table, 1);
        table.catch_up();
        assert_eq!(table.overlay, Some(Overlay::HandScores));
        let (request, _) = table.questions().find(|(r, _)| r.is_review()).unwrap();
        let answer = bot_service::answer(&request.clone(), || 0.0).unwrap();
        table.update(Worker::Answer {
            answer,
            from_worker: true,
        });
        let review = table.counsel.review.clone().unwrap();
        assert!(matches!(review.expert, Reviewed::Scored(_)));
        assert!(review.decisions.len() >= 10, "{:?}", review.decisions);
        for (at, decision) in review.decisions.iter().enumerate() {
            let version = table.version;
            table.update(Advice::ShowPast(Some(at)));
            assert!(table.version > version, "the view sees the change");
            assert_eq!(table.overlay, Some(Overlay::Past));
            let past = table.counsel.past.as_ref().unwrap();
            assert_eq!(past.at, at);
            // The table as it stood just before the decision, asking it of the person.
            let shown = &past.table;
            assert_eq!(
                shown.record().actions.len(),
                review.first_action + decision.step as usize
            );
            assert!(shown.awaiting_human());
            assert!(shown.game().view(Seat(0)).choice.asks_for(&decision.yours));
            assert_eq!(shown.selected_cards(), cards_of(&decision.yours));
            let lit = shown.hint().map(Hint::cards);
            assert_eq!(lit, Some(cards_of(&decision.expert)));
            if decision.trick > 0 {
                assert_eq!(shown.game().view(Seat(0)).tricks_done + 1, decision.trick);
                // The trick as it ended: one card a player, the person's among them, taken
                // by someone (nothing cancels in Black Lady).
                let ended = past.ended.as_ref().expect("the trick as it ended");
                assert_eq!(ended.plays.len(), 4, "{ended:?}");
                let card = cards_of(&decision.yours).iter().next();
                assert!(
                    ended
                        .plays
                        .iter()
                        .any(|p| p.seat == Seat(0) && Some(p.card) == card),
                    "{ended:?}"
                );
                assert!(ended.taken_by.is_some());
                let words = shown.trick_words(ended);
                assert!(words.starts_with("taken by "), "{words}");
                // With the points the engine counted in it, when it held any.
                let points = match ended.points {
                    0 => String::new(),
                    1 => " with 1 point".to_string(),
                    p => format!(" with {p} points"),
                };
                assert!(words.contains(&format!("{points}: ")), "{words}");
                assert!(
                    words.contains(&format!("You {}", card.unwrap().name())),
                    "{words}"
                );
            } else {
                assert_eq!(past.ended, None, "a pass has no trick");
            }
            // Nothing moves while it is looked at.
            assert_eq!(table.next_delay(), None);
        }
        table.update(Advice::ShowPast(None));
        assert_eq!(table.overlay, Some(Overlay::HandScores));
        assert!(table.counsel.past.is_none());
        table.update(Act::NextHand);
        assert_eq!(table.overlay, None, "the game goes on");
        // Without a scores dialog open there is nothing to step through.
        table.update(Advice::ShowPast(Some(0)));
        assert!(table.counsel.past.is_none());
        assert_eq!(table.overlay, None);
    }

    #[test]
    fn review_lines_say_what_was_done_and_what_the_expert_makes_of_it() {
        let card = |t: &str| t.parse::<Card>().unwrap();
        let pass = |cards: &[&str]| {
            let cards: Vec<Card> = cards.iter().map(|c| card(c)).collect();
            Action::Pass(crate::engine::PassList::new(&cards).unwrap())
        };
        let decision = |trick, yours, expert, margin_tenths| Decision {
            step: 5,
            trick,
            yours,
            expert,
            reason: Spoken::default(),
            yours_now_tenths: None,
            margin_tenths,
            noise_tenths: 1,
            clear: true,
        };
        let d = decision(4, Action::Play(card("KS")), Action::Play(card("9S")), 36);
        assert_eq!(decision_line(&d), "Trick 4: you played the K♠");
        assert_eq!(expert_line(&d), "Expert: the 9♠ (about 3.6 points better)");
        let d = decision(4, Action::Play(card("KS")), Action::Play(card("9S")), 7);
        assert_eq!(expert_line(&d), "Expert: the 9♠ (about 0.7 points better)");
        let d = decision(4, Action::Play(card("KS")), Action::Play(card("9S")), 2);
        assert_eq!(expert_line(&d), "Expert: the 9♠, about as good");
        // Two points better on these guessed deals, but within their noise: about as good.
        let d = Decision {
            noise_tenths: 12,
            clear: false,
            ..decision(4, Action::Play(card("KS")), Action::Play(card("9S")), 20)
        };
        assert!(!d.is_mistake());
        assert_eq!(expert_line(&d), "Expert: the 9♠, about as good");
        let d = decision(2, Action::Play(card("KS")), Action::Play(card("KS")), 0);
        assert_eq!(expert_line(&d), "Expert agrees");
        let d = decision(0, pass(&["QS", "KS", "AS"]), pass(&["AS", "KH", "2C"]), 20);
        assert_eq!(decision_line(&d), "The pass: you passed the Q♠, K♠ and A♠");
        assert_eq!(
            expert_line(&d),
            "Expert: the A♠, K♥ and 2♣ (about 2.0 points better)"
        );
        let d = decision(
            5,
            Action::CallSuit(Suit::Hearts),
            Action::CallSuit(Suit::Spades),
            10,
        );
        assert_eq!(decision_line(&d), "Trick 5: you called ♥");
        assert_eq!(expert_line(&d), "Expert: ♠ (about 1.0 points better)");
    }
}

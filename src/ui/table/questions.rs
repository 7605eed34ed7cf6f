//! The table's questions to the bots' worker: a bot's move, the Hint, the after-hand review.
//! [`Questions`] files each with what it is for; the app sends them, and an answer counts
//! only while the game is as it was asked; one left unanswered is asked again on the main
//! thread. A bot's move is asked and played here; the reducer hands the answers to a Hint or
//! a review to the advice, which asks them through [`Questions`] too.
use super::Table;
use crate::engine::{Action, Phase, Seat, Seats};
use crate::ui::bot_service::{Request, any_legal};

/// After this many questions in a row that the worker left unanswered, the table stops
/// waiting for it: every bot move is played on the main thread by the Normal policy.
pub const WORKER_DOWN_AFTER: u32 = 2;

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
pub(super) enum Purpose {
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
pub(super) struct Question {
    pub(super) request: Request,
    /// Answer it on the main thread with the Normal policy.
    pub(super) on_main_thread: bool,
    pub(super) purpose: Purpose,
    /// A bot's answer, waiting for the pause before its card to end.
    pub(super) answer: Option<Option<Action>>,
    /// The pause before the bot's card is over.
    pub(super) paused: bool,
}

impl Question {
    pub(super) fn id(&self) -> u64 {
        self.request.id().unwrap_or_default()
    }

    pub(super) fn is_move(&self) -> bool {
        matches!(self.purpose, Purpose::Move { .. })
    }
}

/// The questions out, oldest (smallest id) first, and the table's dealings with the worker.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Questions {
    out: Vec<Question>,
    log: WorkerLog,
}

impl Questions {
    /// The table's dealings with the worker.
    pub(super) fn log(&self) -> &WorkerLog {
        &self.log
    }

    /// The questions to send, oldest first, each with whether to answer it on the main thread.
    pub(super) fn to_send(&self) -> impl Iterator<Item = (&Request, bool)> {
        self.out
            .iter()
            .filter(|q| q.answer.is_none())
            .map(|q| (&q.request, q.on_main_thread))
    }

    /// Whether the worker is taken to be down: questions go to the main thread.
    pub(super) fn worker_down(&self) -> bool {
        self.log.misses >= WORKER_DOWN_AFTER
    }

    /// There is no worker: everything is answered on the main thread.
    pub(super) fn worker_unavailable(&mut self) {
        self.log.misses = self.log.misses.max(WORKER_DOWN_AFTER);
    }

    /// Whether a bot's move is asked of `seat`.
    pub(super) fn asked_of(&self, seat: Seat) -> bool {
        self.out
            .iter()
            .any(|q| matches!(q.purpose, Purpose::Move { seat: s, .. } if s == seat))
    }

    /// The bot seats whose answer the table is waiting for (they are "thinking").
    pub(super) fn thinking(&self) -> Seats {
        let mut seats = Seats::NONE;
        for q in &self.out {
            if let Purpose::Move { seat, .. } = q.purpose
                && q.answer.is_none()
            {
                seats.insert(seat);
            }
        }
        seats
    }

    /// A bot's move is asked whose pause has not ended.
    pub(super) fn move_in_pause(&self) -> bool {
        self.out.iter().any(|q| q.is_move() && !q.paused)
    }

    /// A bot's answer is in, waiting for its pause to end.
    pub(super) fn move_answered(&self) -> bool {
        self.out.iter().any(|q| q.is_move() && q.answer.is_some())
    }

    /// Gives out the next question id (in place of `request`'s own) and files the question.
    /// (A request, not a function making one: one copy of this in the download.)
    pub(super) fn ask(&mut self, purpose: Purpose, mut request: Request) {
        self.log.last_id += 1;
        request.set_id(self.log.last_id);
        let on_main_thread = !request.is_review() && self.worker_down();
        if on_main_thread {
            self.log.fallbacks += 1;
        }
        self.out.push(Question {
            request,
            on_main_thread,
            purpose,
            answer: None,
            paused: false,
        });
    }

    /// Drops the questions still out of one kind (a Hint or a review asked again): an answer
    /// to one of them, should it come, is then dropped too.
    pub(super) fn withdraw(&mut self, kind: impl Fn(&Purpose) -> bool) {
        self.out.retain(|q| !kind(&q.purpose));
    }

    /// Drops every question (a game replayed from its record asks nothing of what it showed).
    pub(super) fn clear(&mut self) {
        self.out.clear();
    }

    /// The question again under a new id, to be answered on the main thread.
    pub(super) fn ask_here(&mut self, question: Question) {
        self.log.last_id += 1;
        self.log.fallbacks += 1;
        self.out.push(Question {
            request: question.request.with_id(self.log.last_id),
            on_main_thread: true,
            answer: None,
            ..question
        });
    }

    /// An answer came from the worker: it is alive.
    pub(super) fn heard_from_worker(&mut self) {
        self.log.answers += 1;
        self.log.misses = 0;
    }

    /// The worker left a question unanswered.
    pub(super) fn missed(&mut self) {
        self.log.misses += 1;
    }

    /// The question `id` still waiting for its answer, taken out.
    pub(super) fn take(&mut self, id: u64) -> Option<Question> {
        let at = self
            .out
            .iter()
            .position(|q| q.id() == id && q.answer.is_none())?;
        Some(self.out.remove(at))
    }

    /// Keeps a bot's answer until its pause ends; whether the pause has ended already.
    pub(super) fn keep_answer(&mut self, question: Question, action: Option<Action>) -> bool {
        let paused = question.paused;
        self.out.push(Question {
            answer: Some(action),
            ..question
        });
        paused
    }

    /// What each question out is for, oldest first.
    pub(super) fn purposes(&self) -> impl Iterator<Item = &Purpose> {
        self.out.iter().map(|q| &q.purpose)
    }

    /// Keeps the questions marked, one mark a question in [`Questions::purposes`]' order.
    pub(super) fn keep_marked(&mut self, marks: &[bool]) {
        let mut keep = marks.iter();
        self.out.retain(|_| keep.next().copied().unwrap_or(false));
    }

    /// The pauses before the bots' cards are over.
    pub(super) fn end_pauses(&mut self) {
        for question in &mut self.out {
            if question.is_move() {
                question.paused = true;
            }
        }
    }

    /// A bot's answer whose pause is over, taken out.
    pub(super) fn take_ready(&mut self) -> Option<Question> {
        let at = self
            .out
            .iter()
            .position(|q| q.is_move() && q.paused && q.answer.is_some())?;
        Some(self.out.remove(at))
    }

    /// The dealings with the worker go on from `before`, the last game's (its questions
    /// stay with it).
    pub(super) fn carry_on_from(&mut self, before: &mut Questions) {
        self.log = std::mem::take(&mut before.log);
    }
}

impl Table {
    /// The questions to send, oldest first, each with whether to answer it on the main thread
    /// (with [`super::bot_service::answer_here`]) rather than in the worker. A question stays
    /// here until answered, so the app sends those with an id above the last it sent.
    pub fn questions(&self) -> impl Iterator<Item = (&Request, bool)> {
        self.questions.to_send()
    }

    /// Whether the worker is taken to be down: questions go to the main thread.
    pub fn worker_down(&self) -> bool {
        self.questions.worker_down()
    }

    /// The bots that must act now (once everything is shown).
    pub(super) fn bots_to_act(&self) -> impl Iterator<Item = Seat> + '_ {
        // A claimed rest is played out without them.
        self.game.to_act().iter().filter(|&s| {
            self.claims.claimed().is_none() && (self.settings.watch() || s != self.human)
        })
    }

    /// The bot seats whose answer the table is waiting for (they are "thinking").
    pub fn thinking(&self) -> Seats {
        self.questions.thinking()
    }

    /// A seed for one decision, fixed by the game's seed, the deal and the point in the deal:
    /// the same plays in the same deal get the same answers (a challenge, a deal played
    /// again, a card taken back and played again).
    pub(super) fn decision_seed(&self, seat: Seat) -> u64 {
        let in_deal = self
            .book
            .record()
            .actions
            .len()
            .saturating_sub(self.book.deal_first_action());
        self.game.seed().wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ ((in_deal as u64) << 8)
            ^ (u64::from(self.game.hand_number()) << 40)
            ^ seat.0 as u64
    }

    /// Asks every bot that must act and has not been asked yet; whether any was.
    pub(super) fn ask_bots(&mut self) -> bool {
        // A question about a game that has moved on is dropped; the bot is asked again.
        let current: Vec<bool> = self
            .questions
            .purposes()
            .map(|purpose| self.still_current(purpose))
            .collect();
        self.questions.keep_marked(&current);
        let seats: Vec<Seat> = self
            .bots_to_act()
            .filter(|&seat| !self.questions.asked_of(seat))
            .collect();
        for &seat in &seats {
            let purpose = Purpose::Move {
                seat,
                hand: self.game.hand_number(),
                phase: self.game.phase(),
                moves: self.moves,
            };
            let level = self.level(seat);
            let seed = self.decision_seed(seat);
            let request = Request::Decide {
                id: 0,
                level,
                record: self.book.record().clone(),
                seat,
                seed,
                also: None,
            };
            self.questions.ask(purpose, request);
        }
        !seats.is_empty()
    }

    /// A bot's answer: kept for the end of its pause, or played at once if that is over.
    /// Returns whether anything shown changed.
    pub(super) fn take_move(&mut self, question: Question, action: Option<Action>) -> bool {
        let paused = self.questions.keep_answer(question, action);
        if paused && self.overlay.is_none() {
            self.play_answers();
            return true;
        }
        false
    }

    /// Plays the bots' answers whose pause is over. The engine refuses an illegal one; the
    /// move is then asked again on the main thread (the Normal policy), and if even that is
    /// refused, the engine's random legal choice is played so that the game goes on.
    pub(super) fn play_answers(&mut self) {
        if self.overlay.is_some() {
            return;
        }
        while let Some(question) = self.questions.take_ready() {
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
                self.questions.ask_here(Question {
                    answer: None,
                    ..question
                });
            } else if let Request::Decide { seed, .. } = &question.request
                && let Some(action) = any_legal(&self.game.view(seat), *seed)
            {
                let _ = self.act(seat, action);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::testing::*;

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
        table.update(Worker::Answer {
            answer: Answer::Decided {
                id: 999,
                action: None,
                reason: crate::ui::bot_service::Spoken::default(),
                others: Vec::new(),
                mistakes: Vec::new(),
            },
            from_worker: true,
        });
        assert!(table.game() == &before);
        let requests: Vec<Request> = table.questions().map(|(r, _)| r.clone()).collect();
        for request in &requests {
            let answer = answer_here(request).unwrap();
            table.update(Worker::Answer {
                answer: answer.clone(),
                from_worker: true,
            });
            // The same answer twice is played once.
            table.update(Worker::Answer {
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
        assert_eq!(table.worker().answers, 7);
        assert_eq!(table.worker().fallbacks, 0);
        assert!(table.thinking().is_empty());
        assert_eq!(table.awaiting(), "pass");
    }

    #[test]
    fn a_question_left_unanswered_is_answered_on_the_main_thread() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Msg::Step);
        let first = ids(&table);
        assert_eq!(first.len(), 3);
        table.update(Worker::NoAnswer { id: first[0] });
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
        table.update(Worker::Answer {
            answer: Answer::Decided {
                id: first[0],
                action: None,
                reason: crate::ui::bot_service::Spoken::default(),
                others: Vec::new(),
                mistakes: Vec::new(),
            },
            from_worker: true,
        });
        assert_eq!(table.worker().misses, 0, "but the worker is alive");
        table.update(Worker::NoAnswer { id: first[1] });
        table.update(Worker::NoAnswer { id: first[2] });
        assert!(table.worker_down(), "two misses in a row");
        assert_eq!(table.worker().fallbacks, 3);
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
        assert!(table.worker().fallbacks > 30, "{:?}", table.worker());
        assert_eq!(table.history().len(), 1);
    }

    #[test]
    fn an_illegal_answer_is_refused_and_the_normal_policy_plays() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Msg::Step);
        table.update(Msg::Step);
        let id = ids(&table)[0];
        let card = table.game().hand(Seat(1)).iter().next().unwrap();
        table.update(Worker::Answer {
            answer: Answer::Decided {
                id,
                action: Some(Action::Play(card)),
                reason: crate::ui::bot_service::Spoken::default(),
                others: Vec::new(),
                mistakes: Vec::new(),
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
    fn a_new_game_with_chosen_levels_keeps_the_question_ids_growing() {
        let mut table = black_lady(7, Speed::Fast);
        table.update(Msg::Step);
        let last = table.worker().last_id;
        table.update(Dialog::Open(Overlay::NewGame));
        assert_eq!(table.overlay, Some(Overlay::NewGame));
        assert_eq!(table.next_delay(), None, "the game waits under the dialog");
        let choices = GameChoices::all(Level::Expert);
        table.update(NewGame::Start {
            seed: 8,
            choices: choices.clone(),
            at: None,
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
        table.update(Dialog::Open(Overlay::NewGame));
        table.update(Dialog::Close);
        assert_eq!(table.overlay, None);
    }
}

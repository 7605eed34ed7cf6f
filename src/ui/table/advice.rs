//! Advice from the bots: the Hint for the person's turn (the Hard bot's choice and its
//! reason) and the after-hand review (the deal played again with the Expert in the person's
//! seat).
use super::Table;
use super::questions::Purpose;
use crate::bots::Level;
use crate::engine::{Action, Cards, HandResult};
use crate::ui::bot_service::Request;

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

impl Table {
    pub(super) fn ask_hint(&mut self) {
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
            Request::Decide {
                id: 0,
                level: Level::Hard,
                view,
                seed,
            },
        );
    }

    /// Asks for the review of a deal just scored: the deal from its start, the Expert in the
    /// person's seat, the same opponents.
    pub(super) fn ask_review(&mut self, result: &HandResult) {
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
        self.ask(Purpose::Review { hand: result.hand }, {
            Request::Review {
                id: 0,
                rules,
                setup,
                seat,
                levels,
                seed,
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::testing::*;

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
}

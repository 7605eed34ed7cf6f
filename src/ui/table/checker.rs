//! The play checker, a practice aid (off unless the person turns it on). Before a card is
//! played, the judge weighs it, as the Hint does; a card it finds clearly worse than its own
//! (what the review calls a mistake) is not played at once: the table says what the judge
//! says of it, and asks whether to play it anyway or the judge's card.
use super::Table;
use super::advice::Hint;
use crate::engine::{Action, Card};
use crate::lang::Text;

/// The play checker at work on the person's card.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// The judge is weighing the card picked.
    Weighing(Card),
    /// The judge finds `card` clearly worse than `expert`, and says why in `words`.
    Asked {
        card: Card,
        expert: Card,
        words: Text,
    },
}

impl Table {
    /// The person picked `card`, a legal card to play: with the checker on and a choice to
    /// make, it is weighed first. Whether the card waits for the check.
    pub(super) fn check_before_playing(&mut self, card: Card) -> bool {
        let choices = self.game.legal_plays().iter_distinct().count();
        if !self.settings.play_checker() || choices < 2 {
            self.checking = None;
            return false;
        }
        self.checking = Some(Check::Weighing(card));
        match self.counsel.hint() {
            Some(Hint::Given { .. }) => self.settle_check(),
            Some(Hint::Thinking) => true,
            None => {
                self.ask_hint();
                true
            }
        }
    }

    /// With the judge's answer in: the card weighed is played, or, found clearly worse,
    /// waits for the person's word. Whether it waits.
    pub(super) fn settle_check(&mut self) -> bool {
        let Some(Check::Weighing(card)) = self.checking else {
            return false;
        };
        let asked = match self.counsel.hint() {
            Some(Hint::Given {
                action: Action::Play(expert),
                others,
                mistakes,
                ..
            }) if mistakes.contains(&Action::Play(card)) => others
                .iter()
                .find(|(other, _)| *other == Action::Play(card))
                .map(|(_, said)| Check::Asked {
                    card,
                    expert: *expert,
                    words: said.words.clone(),
                }),
            Some(Hint::Thinking) => return true,
            _ => None,
        };
        match asked {
            Some(asked) => {
                self.checking = Some(asked);
                true
            }
            None => {
                self.checking = None;
                self.play_checked(card);
                false
            }
        }
    }

    /// "Play it anyway": the card the checker asked about.
    pub(super) fn play_anyway(&mut self) {
        if let Some(Check::Asked { card, .. }) = self.checking {
            self.checking = None;
            self.play_checked(card);
        }
    }

    fn play_checked(&mut self, card: Card) {
        if let Err(why) = self.act(self.human, Action::Play(card)) {
            self.refusal = Some(crate::lang::words::refusals::refusal(why).to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Check;
    use crate::ui::table::Hint;
    use crate::ui::table::testing::*;

    /// Plays like a person until the checker asks about a card: each card the first the
    /// engine allows, the judge answered as the worker would.
    fn to_a_question(table: &mut Table, deals: usize) -> Option<(Card, Card)> {
        while table.history().len() < deals {
            match table.checking {
                Some(Check::Asked { card, expert, .. }) => return Some((card, expert)),
                Some(Check::Weighing(_)) => {
                    assert!(answer_as_the_worker(table) > 0, "the judge is asked");
                }
                None => act_like_a_person(table),
            }
        }
        None
    }

    #[test]
    fn the_checker_asks_before_a_clear_mistake_and_plays_either_card_on_the_person_s_word() {
        let mut asked = 0;
        for seed in 0..4 {
            let mut table = black_lady(seed, Speed::Instant);
            table.update(Setting::PlayChecker(true));
            let Some((card, expert)) = to_a_question(&mut table, 1) else {
                continue;
            };
            asked += 1;
            assert_ne!(card, expert);
            let Some(Hint::Given { mistakes, .. }) = table.hint() else {
                panic!("the judge's answer is in");
            };
            assert!(mistakes.contains(&Action::Play(card)));
            let hand = table.game().hand(Seat(0)).len();
            // Asked again by picking the judge's card: it is played at once.
            match seed % 2 {
                0 => table.update(Act::Choose(expert)),
                _ => table.update(Act::PlayAnyway),
            }
            assert_eq!(table.checking, None);
            assert_eq!(
                table.game().hand(Seat(0)).len(),
                hand - 1,
                "a card was played"
            );
            let played = match seed % 2 {
                0 => expert,
                _ => card,
            };
            let last = table.record().actions.last().unwrap();
            assert_eq!((last.seat, last.action), (Seat(0), Action::Play(played)));
        }
        assert!(asked > 0, "no card was asked about in four deals");
    }

    #[test]
    fn with_the_checker_off_a_card_is_played_at_once() {
        let mut table = black_lady(1, Speed::Instant);
        while !matches!(table.asked(), Choice::Play { .. }) {
            act_like_a_person(&mut table);
        }
        let hand = table.game().hand(Seat(0)).len();
        play_first_playable(&mut table);
        assert_eq!(table.game().hand(Seat(0)).len(), hand - 1);
        assert_eq!(table.checking, None);
    }
}

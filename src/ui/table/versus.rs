//! A deal played against another result on the same cards:
//! - the deal of the day, the same for everyone on a date, against what the Expert scores in
//!   the person's seat (the after-hand review plays the deal again with it);
//! - a friend's challenge, whose link carries their plays and score: the plays are played
//!   again here, from the same deal, so a score or cards changed in the link are found out;
//! - a deal played again from the score table, against the first time.
//!
//! Such a table is one deal: once it is scored, the scores show both results and the game
//! is over (it is not counted with the game's statistics, but apart). A friend may also
//! challenge a whole game: its link carries every play of it, and the final scores are
//! compared once the game is over.
use super::Table;
use crate::bots::Level;
use crate::engine::{DealPlace, Event, Game, Phase, Preset, RuleSet, Seat, compact};
use crate::ui::choices::GameChoices;
use crate::ui::opponents::Opponents;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The seat a person plays, here and in the challenger's game.
const PERSON: Seat = Seat(0);

/// What the deal on the table is played against.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Against {
    /// The deal of the day of `day` (days since 1 January 1970, UTC).
    Daily { day: i64 },
    /// A friend's challenge: their score, or `None` when the link's score or cards were
    /// changed (the deal is then played as a plain shared deal).
    Friend { score: Option<i32> },
    /// The same deal played before, with this score.
    Before { score: i32 },
}

/// A one-deal table's deal (or a whole game's, against a friend's game) and what it is
/// played against.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Versus {
    /// The deal, by number in its game, from 0.
    pub hand: u32,
    pub against: Against,
    /// The whole game is played against a friend's final score, not one deal.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub whole: bool,
    /// A game in progress was put aside for this deal, to go back to.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aside: bool,
}

/// The deal of the day for `day` (days since 1 January 1970, UTC): four-player Black Lady,
/// and on Sundays Cancellation for eight, each against Hard opponents; the same seed for
/// everyone.
pub fn daily(day: i64) -> (GameChoices, u64) {
    // 1 January 1970 was a Thursday: four days after a Sunday.
    let sunday = (day + 4).rem_euclid(7) == 0;
    let (game, players) = match sunday {
        true => (Preset::Cancellation, 8),
        false => (Preset::BlackLady, 4),
    };
    let choices = GameChoices {
        game,
        players,
        opponents: Opponents::all(Level::Hard),
        ..GameChoices::default()
    };
    // SplitMix64 of the day: neighbouring days deal nothing alike.
    let mut z = (day as u64)
        .wrapping_add(0x0005_EED0_FDA1_u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (choices, z ^ (z >> 31))
}

/// A challenge as its link carries it: the challenger's score in the deal and their plays
/// (every seat's actions from the deal's start to its end), written by [`compact`]; or, for
/// a `whole` game, the final score and every play of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    pub score: i32,
    pub plays: String,
    pub whole: bool,
}

/// Whether `challenge` is true of the deal `rules` deals from `seed` at `at`: its plays are
/// legal there, they end the deal, and the person's seat scores what the link says. A whole
/// game's plays must end the game (from its first deal), with that final score.
pub fn challenge_holds(
    rules: &Arc<RuleSet>,
    seed: u64,
    at: Option<DealPlace>,
    challenge: &Challenge,
) -> bool {
    let Ok(actions) = compact::decode(&challenge.plays) else {
        return false;
    };
    let start = match at {
        None => Ok(Game::new(rules.clone(), seed)),
        Some(place) => Game::start_at(rules.clone(), seed, place, &mut ()),
    };
    let Ok(mut game) = start else {
        return false;
    };
    if challenge.whole && at.is_some() {
        return false;
    }
    let mut events = Vec::new();
    for (step, recorded) in actions.iter().enumerate() {
        if game
            .apply(recorded.seat, recorded.action, &mut events)
            .is_err()
        {
            return false;
        }
        let scored = events.iter().find_map(|event| match event {
            Event::HandScored(result) if challenge.whole => Some(result.totals[PERSON.index()]),
            Event::HandScored(result) => Some(result.scores[PERSON.index()]),
            _ => None,
        });
        events.clear();
        let Some(score) = scored else {
            continue;
        };
        match challenge.whole {
            // Every play used, and the game over.
            true if step + 1 == actions.len() && game.phase() == Phase::GameOver => {
                return score == challenge.score;
            }
            true => {}
            false => return score == challenge.score,
        }
    }
    false
}

impl Table {
    /// Begins this table's deal as a one-deal match `against` another result (the table
    /// must be new: its first deal is the one compared), or with `whole`, the whole game.
    pub fn play_versus(&mut self, against: Against, aside: bool, whole: bool) {
        self.versus = Some(Versus {
            hand: self.game.hand_number(),
            against,
            whole,
            aside,
        });
    }

    /// The person's score in the one deal of a match, once it is scored; in a whole game's,
    /// their final score once the game is over.
    pub fn versus_score(&self) -> Option<i32> {
        let versus = self.versus.as_ref()?;
        let me = self.human.index();
        match versus.whole {
            true => self
                .winners()
                .and(self.book.history().last())
                .map(|last| last.totals[me]),
            false => self
                .book
                .history()
                .iter()
                .find(|result| result.hand == versus.hand)
                .map(|result| result.scores[me]),
        }
    }

    /// The deal of a one-deal table, by number in its game.
    pub fn versus_hand(&self) -> Option<u32> {
        self.versus.as_ref().map(|v| v.hand)
    }

    /// The one deal of a match is scored: the table's game is over.
    pub fn versus_done(&self) -> bool {
        self.versus_score().is_some()
    }

    /// The challenge of the last deal scored: the person's score and every action of it. At
    /// the end of a game played from its first deal, the whole game's: the final score and
    /// every action.
    pub fn challenge(&self) -> Option<Challenge> {
        let last = self.book.history().last()?;
        let me = self.human.index();
        if self.winners().is_some() && self.book.record().at_deal.is_none() {
            return Some(Challenge {
                score: last.totals[me],
                plays: compact::encode(&self.book.record().actions),
                whole: true,
            });
        }
        let actions = self.book.record().actions.get(self.book.last_deal())?;
        Some(Challenge {
            score: last.scores[me],
            plays: compact::encode(actions),
            whole: false,
        })
    }

    /// The link's query of a challenge ([`Table::challenge`]): the deal as shared (or the
    /// game, from its first deal, with `whole=1`), the opponents' levels, the person's score
    /// and the plays.
    pub fn challenge_query(&self) -> Option<String> {
        let challenge = self.challenge()?;
        let levels = self.choices.opponents.query(self.players());
        let (at, whole) = match challenge.whole {
            true => (self.choices.to_query(self.game.seed(), None), "&whole=1"),
            false => (self.share_query(), ""),
        };
        Some(format!(
            "{at}{levels}&vs={}&plays={}{whole}",
            challenge.score, challenge.plays
        ))
    }

    /// The last deal scored, to play again: the choices, seed and place of its game, and
    /// the person's score in it.
    pub fn again(&self) -> Option<(GameChoices, u64, Option<DealPlace>, i32)> {
        let last = self.book.history().last()?;
        Some((
            self.choices.clone(),
            self.game.seed(),
            self.later_deal_shown(),
            last.scores[self.human.index()],
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::testing::*;

    #[test]
    fn a_whole_game_challenged_holds_and_plays_the_same_to_the_same_final_score() {
        let choices = GameChoices {
            target: Some(30),
            ..GameChoices::default()
        };
        let mut first = Table::new(choices.clone(), 21, Speed::Instant).unwrap();
        while first.winners().is_none() {
            act_like_a_person(&mut first);
        }
        let challenge = first.challenge().unwrap();
        assert!(challenge.whole);
        let query = first.challenge_query().unwrap();
        assert!(
            query.contains("&whole=1") && !query.contains("deal="),
            "{query}"
        );
        let rules = Arc::new(first.game().rules().clone());
        assert!(challenge_holds(&rules, 21, None, &challenge));
        let changed = Challenge {
            score: challenge.score - 1,
            ..challenge.clone()
        };
        assert!(!challenge_holds(&rules, 21, None, &changed));
        // One deal's plays are no whole game.
        let short = Challenge {
            plays: compact::encode(&first.record().actions[..60]),
            ..challenge.clone()
        };
        assert!(!challenge_holds(&rules, 21, None, &short));
        let mut second = Table::new(choices, 21, Speed::Instant).unwrap();
        let against = Against::Friend {
            score: Some(challenge.score),
        };
        second.play_versus(against, false, true);
        while second.winners().is_none() {
            assert!(!second.versus_done());
            act_like_a_person(&mut second);
        }
        assert_eq!(second.versus_score(), Some(challenge.score));
        assert_eq!(second.challenge().unwrap(), challenge);
    }

    #[test]
    fn a_card_taken_back_in_a_one_deal_table_leaves_it_one_deal() {
        let mut table = black_lady(4, Speed::Instant);
        table.play_versus(Against::Before { score: 3 }, true, false);
        while !table.can_undo() {
            act_like_a_person(&mut table);
        }
        table.update(Act::Undo);
        assert_eq!(table.take_backs(), vec![0]);
        assert_eq!(
            table.versus,
            Some(Versus {
                hand: 0,
                against: Against::Before { score: 3 },
                whole: false,
                aside: true
            })
        );
    }

    #[test]
    fn the_deal_of_the_day_is_the_same_all_day_and_cancellation_on_sundays() {
        // 2026-11-29 is a Sunday: day 20,786.
        let sunday = 20_786;
        assert_eq!(daily(sunday).0.game, Preset::Cancellation);
        assert_eq!(daily(sunday).0.players, 8);
        for day in sunday + 1..sunday + 7 {
            assert_eq!(daily(day).0.game, Preset::BlackLady, "day {day}");
            assert_eq!(daily(day).0.opponents.level(), Level::Hard);
        }
        assert_eq!(daily(sunday + 7).0.game, Preset::Cancellation);
        assert_eq!(daily(sunday + 1), daily(sunday + 1));
        assert_ne!(daily(sunday + 1).1, daily(sunday + 2).1);
    }

    #[test]
    fn a_challenge_holds_only_with_its_own_score_and_cards() {
        let mut table = black_lady(5, Speed::Instant);
        play_like_a_person(&mut table, 1);
        let challenge = table.challenge().expect("a deal was scored");
        let rules = Arc::new(table.game().rules().clone());
        assert!(challenge_holds(&rules, 5, None, &challenge));
        let changed = Challenge {
            score: challenge.score + 1,
            ..challenge.clone()
        };
        assert!(!challenge_holds(&rules, 5, None, &changed));
        // Other cards: the plays are not legal there.
        assert!(!challenge_holds(&rules, 6, None, &challenge));
        let cut = Challenge {
            plays: challenge.plays[..challenge.plays.len() - 2].to_string(),
            ..challenge.clone()
        };
        assert!(
            !challenge_holds(&rules, 5, None, &cut),
            "the deal never ends"
        );
        let garbled = Challenge {
            plays: format!("!{}", challenge.plays),
            ..challenge
        };
        assert!(!challenge_holds(&rules, 5, None, &garbled));
    }

    #[test]
    fn a_later_deal_challenged_gets_the_same_answers_from_the_bots() {
        // The challenger's second deal, opened by the friend from that deal.
        let mut first = black_lady(12, Speed::Instant);
        play_like_a_person(&mut first, 2);
        let challenge = first.challenge().unwrap();
        let place = first.deal_shown();
        assert_eq!(place.hand, 1);
        let rules = Arc::new(first.game().rules().clone());
        assert!(challenge_holds(&rules, 12, Some(place), &challenge));
        let mut second =
            Table::new_at(GameChoices::default(), 12, Some(place), Speed::Instant).unwrap();
        second.play_versus(
            Against::Friend {
                score: Some(challenge.score),
            },
            false,
            false,
        );
        play_like_a_person(&mut second, 1);
        assert_eq!(second.challenge().unwrap(), challenge);
    }

    #[test]
    fn the_same_plays_get_the_same_answers_from_the_bots() {
        // A challenger plays a deal; the friend opens the link and plays the same cards: every
        // bot answers as it did for the challenger, and the scores agree.
        let mut first = black_lady(11, Speed::Instant);
        play_like_a_person(&mut first, 1);
        let challenge = first.challenge().unwrap();
        let mine = compact::decode(&challenge.plays).unwrap();
        let mut second = black_lady(11, Speed::Instant);
        second.play_versus(
            Against::Friend {
                score: Some(challenge.score),
            },
            false,
            false,
        );
        play_like_a_person(&mut second, 1);
        assert_eq!(
            compact::decode(&second.challenge().unwrap().plays).unwrap(),
            mine
        );
        assert_eq!(second.versus_score(), Some(challenge.score));
        assert!(second.versus_done());
        assert!(!second.in_progress());
    }
}

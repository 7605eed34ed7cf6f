//! How long the table waits before each step: the player's chosen [`Speed`], the [`Pace`]
//! of a table of so many seats, and [`Table::next_delay`], which the app's clock waits.
use super::shown::Step;
use super::{Overlay, Table};
use crate::engine::{Event, Phase};
use crate::lang::{Text, t};

/// How fast the bots play and the cards move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Speed {
    Relaxed,
    #[default]
    Normal,
    Fast,
    /// No pauses and no slides: for tests, soaks and players in a hurry.
    Instant,
}

crate::engine::named::serde_by_id!(Speed, "a speed");

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Relaxed, Speed::Normal, Speed::Fast, Speed::Instant];

    /// Its name in Settings.
    pub fn label(self) -> Text {
        match self {
            Speed::Relaxed => t::table_speed_relaxed(),
            Speed::Normal => t::table_speed_normal(),
            Speed::Fast => t::table_speed_fast(),
            Speed::Instant => t::table_speed_instant(),
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

    /// Scales a pause for reading (a trick's result), in milliseconds: Fast halves it
    /// rather than quartering it, so that a line can still be read.
    pub fn reading(self, ms: u32) -> u32 {
        match self {
            Speed::Fast => ms / 2,
            speed => speed.scale(ms),
        }
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

/// The table's pauses at normal speed (ms), for a table of so many seats. Each bot's card
/// comes quicker the more seats there are, down to 8; from 9 seats, where the cards are small
/// and lie close together, each one lands before the next comes, so that who played it
/// shows. The person waits for their next turn at most about 2.5 s at 4 seats, 3.5 at 8 and
/// 4.5 at 11 (`tests/browser/pace.mjs` measures it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// Before a bot's card (the bot thinks meanwhile).
    pub bot_card: u32,
    /// A finished trick stays in view with its result before it slides to its winner.
    pub trick_complete: u32,
    /// A card slides in, and a won trick slides to its winner (the CSS animations' length).
    pub slide: u32,
}

/// From this many seats, each bot's card lands before the next one comes.
const ONE_CARD_AT_A_TIME: u8 = 9;

impl Pace {
    pub fn of(players: u8) -> Pace {
        let others = u32::from(players.max(2)) - 1;
        let trick_complete = (600 + 35 * others).min(1000);
        if players >= ONE_CARD_AT_A_TIME {
            // 270 ms a card: ten cards take 2.7 s at 11 seats.
            let slide = 250;
            return Pace {
                bot_card: slide + 20,
                trick_complete,
                slide,
            };
        }
        Pace {
            // 350 ms at 4 seats, 210 at 7 and 8.
            bot_card: (1050 / others).clamp(210, 520),
            trick_complete,
            slide: 380,
        }
    }
}

pub(super) const PAUSE_BEFORE_SCORES: u32 = 500;
pub(super) const PAUSE_AFTER_PASS: u32 = 500;
/// How long passed cards fly to their recipients; matches the CSS animation.
pub const PASS_FLIGHT_MS: u32 = 600;

/// The pause before each card of a claimed rest, played out quickly.
const CLAIMED_CARD: u32 = 120;

/// At most this many steps with no pause between them are shown in one change of the screen.
pub(super) const MAX_STEPS_AT_ONCE: usize = 64;

impl Table {
    /// How long to wait before the next [`Msg::Step`], in ms; `None` when the table waits
    /// for the person or for a bot's answer.
    pub fn next_delay(&self) -> Option<u32> {
        if self.overlay.is_some() {
            // Watching, a deal's scores show for a moment, then the next deal.
            let watching = self.settings.watch() && self.overlay == Some(Overlay::HandScores);
            return watching.then(|| self.settings.speed().scale(PAUSE_BEFORE_SCORES));
        }
        if self.waiting_for_next_trick() {
            return None;
        }
        let pace = self.pace();
        if self.forced_card().is_some() {
            return Some(self.settings.speed().scale(pace.bot_card));
        }
        let ms = match self.queue.front() {
            // The last card lands; then the trick and its result stay to be read.
            Some(Step::Event(Event::TrickWon { .. } | Event::TrickCancelled { .. })) => pace.slide,
            // A claimed rest's tricks are not there to be read.
            Some(Step::EndTrick { .. }) if self.claims.claimed().is_some() => pace.slide,
            Some(Step::EndTrick { .. }) => {
                return Some(self.settings.speed().reading(pace.trick_complete));
            }
            Some(Step::ClearTrick) => pace.slide,
            Some(Step::Event(Event::HandScored(_))) => PAUSE_BEFORE_SCORES,
            Some(Step::Event(Event::TricksBegin { .. })) => PAUSE_AFTER_PASS,
            // The passed cards fly to their recipients before they arrive.
            Some(Step::Event(Event::PassingDone)) if !self.shown.flights.is_empty() => {
                PASS_FLIGHT_MS
            }
            Some(_) => 0,
            // A claimed rest: its cards come quickly.
            None if self.claims.claimed().is_some() => CLAIMED_CARD,
            None => {
                // Nobody but the person acts: the table waits for them.
                self.bots_to_act().next()?;
                if self
                    .bots_to_act()
                    .any(|seat| !self.questions.asked_of(seat))
                {
                    // Ask at once: the bot thinks during its pause.
                    0
                } else if self.questions.move_in_pause() {
                    // Bots pass at once; a bot's card comes after a pause a person can follow.
                    match self.game.phase() {
                        Phase::Passing => 0,
                        _ => pace.bot_card,
                    }
                } else if self.questions.move_answered() {
                    0
                } else {
                    // The bots think; their answers move the table on.
                    return None;
                }
            }
        };
        Some(self.settings.speed().scale(ms))
    }

    /// The pauses of this table, at normal speed.
    pub fn pace(&self) -> Pace {
        Pace::of(self.players())
    }

    /// Whether the table waits for the person's "Next trick" before clearing a trick.
    pub fn waiting_for_next_trick(&self) -> bool {
        self.settings.pause_after_trick()
            && self.overlay.is_none()
            && matches!(self.queue.front(), Some(Step::EndTrick { .. }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::testing::*;

    #[test]
    fn a_bot_s_card_waits_for_its_pause_and_the_answer() {
        let mut table = black_lady(7, Speed::Normal);
        play_like_a_person(&mut table, 0);
        // Pass, then let the bots play up to a bot's turn in the first trick.
        for card in table.shown.hand.iter().take(3).collect::<Vec<_>>() {
            table.update(Act::Choose(card));
        }
        table.update(Act::Pass);
        let mut guard = 0;
        while table.game().phase() == Phase::Passing
            || !table.caught_up()
            || table.thinking().is_empty()
        {
            guard += 1;
            assert!(guard < 1000);
            if table.awaiting() == "play" {
                play_first_playable(&mut table);
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

    /// Issue 35: at 11 seats a bot's card came every 0.21 s, two or three sliding at once.
    #[test]
    fn from_nine_seats_each_card_lands_before_the_next_comes() {
        for players in 3..=11u8 {
            let pace = Pace::of(players);
            if players >= ONE_CARD_AT_A_TIME {
                assert!(pace.bot_card > pace.slide, "{players}: {pace:?}");
            }
            assert!(
                pace.trick_complete >= 650,
                "{players}: time to read the trick"
            );
        }
    }

    #[test]
    fn pause_after_trick_waits_for_next_trick() {
        let mut table = black_lady(9, Speed::Fast);
        table.update(Setting::PauseAfterTrick(true));
        let mut waited = false;
        for _ in 0..5_000 {
            if table.waiting_for_next_trick() {
                assert_eq!(table.next_delay(), None);
                // The trick stays on the table, every card of it, with its result.
                assert!(table.shown.collecting.is_none());
                let result = table.shown.result.clone().expect("the trick's result");
                assert_eq!(table.shown.trick, result.plays);
                assert_eq!(result.plays.len(), table.players() as usize);
                table.update(Act::NextTrick);
                assert!(table.shown.collecting.is_some(), "it slides to its winner");
                while !table.shown.trick.is_empty() {
                    table.update(Msg::Step);
                }
                assert_eq!(table.shown.last_trick, Some(result));
                waited = true;
                break;
            }
            act_like_a_person(&mut table);
        }
        assert!(waited);
    }
}

//! What the engine asks of the person now, once the table has shown everything before it, and
//! why a card cannot be chosen, in the table's words.
use super::Table;
use super::shown::Step;
use crate::engine::{Card, Choice, Event, Illegal, Phase};
use crate::lang::t;
use crate::lang::words::refusals;
use std::fmt;

/// Why the person cannot choose a card now: the engine's reason, and the sentence the table
/// says for it ([`Table::say`], which names the player on turn as the table shows them).
/// `Display` gives the sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub why: Illegal,
    said: String,
}

impl Refusal {
    /// The sentence, as [`Table::say`] words the reason.
    pub fn said(&self) -> &str {
        &self.said
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said)
    }
}

impl std::error::Error for Refusal {}

impl Table {
    /// Whether the person may act now: everything is shown (but perhaps the other seats'
    /// passes), no dialog is open, and the game waits for them.
    pub fn awaiting_human(&self) -> bool {
        // Other seats' passes, still to be shown, leave the person's pass to choose as it is.
        let shown_enough = self.queue.iter().all(|step| {
            matches!(step, Step::Event(Event::CardsPassed { from, .. }) if *from != self.human)
        });
        !self.settings.watch()
            && self.claims.claimed().is_none()
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
                t::refusal_not_dealer_named(self.name_text(dealer)).to_string()
            }
            why => refusals::refusal(why).to_string(),
        }
    }

    /// The engine's reason `why` with the sentence the table says for it.
    pub fn refusal(&self, why: Illegal) -> Refusal {
        Refusal {
            why,
            said: self.say(why),
        }
    }

    /// What a card tapped while the person is not asked for one says: who is playing.
    pub(super) fn out_of_turn(&self) -> String {
        match self.shown.turn {
            Some(seat) if seat != self.human && self.shown.collecting.is_none() => {
                t::table_is_playing(self.name_text(seat)).to_string()
            }
            _ if self.game.phase() == Phase::Passing && !self.shown.choosing_pass => {
                t::table_others_passing().to_string()
            }
            _ => t::table_wait().to_string(),
        }
    }

    /// Each card of the person's hand with whether it can be chosen now and, if not, why:
    /// the engine says which cards may be played, and which may be passed. While the person
    /// is not asked for a card, every card of the hand as shown (which may lag the game) says
    /// so, as [`Table::say`] words it.
    pub fn card_choices(&self) -> Vec<(Card, Result<(), Illegal>)> {
        match self.asked() {
            Choice::Play { .. } => self.game.play_reasons(self.human),
            Choice::Pass { .. } => self.game.pass_reasons(self.human),
            _ => {
                let why = match self.game.turn() {
                    Some(turn) if turn != self.human => Illegal::NotYourTurn { turn },
                    _ => Illegal::WrongPhase {
                        phase: self.game.phase(),
                    },
                };
                self.shown
                    .hand
                    .iter_distinct()
                    .map(|card| (card, Err(why)))
                    .collect()
            }
        }
    }

    /// The person's only legal card, when it is their turn to play, auto-play is on and the
    /// engine allows one card alone.
    pub fn forced_card(&self) -> Option<Card> {
        if !self.settings.auto_play() {
            return None;
        }
        let Choice::Play { cards } = self.asked() else {
            return None;
        };
        let mut legal = cards.iter_distinct();
        let card = legal.next()?;
        legal.next().is_none().then_some(card)
    }
}

#[cfg(test)]
mod tests {
    use crate::ui::table::testing::*;

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
                    table.update(Act::Choose(card));
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
                        table.update(Act::Choose(card));
                    }
                    table.update(Act::Pass);
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
        table.update(Act::Choose(card));
        assert_eq!(table.refusal, Some(why.to_string()));
        assert!(table.game() == &before, "a refused card changes nothing");
        // Passing four cards is not possible: the fourth pick is refused.
        let mut table = black_lady(5, Speed::Fast);
        for card in table.shown.hand.iter().take(4).collect::<Vec<_>>() {
            table.update(Act::Choose(card));
        }
        assert_eq!(table.selected.len(), 3);
        assert!(table.refusal.as_deref().unwrap().contains("put one back"));
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
                        table.update(Act::Choose(card));
                    }
                    table.update(Act::Pass);
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
        table.update(Act::Choose(card));
        let said = format!("{} is playing", table.name(seat));
        assert_eq!(table.refusal.as_deref(), Some(said.as_str()));
        assert!(table.game() == &before, "nothing is played");
        for (_, why) in table.card_choices() {
            let why = why.expect_err("no card can be chosen out of turn");
            // The hand's refusal keeps the engine's reason and says the table's sentence.
            let refusal = table.refusal(why);
            assert_eq!(refusal.why, why);
            assert_eq!(refusal.to_string(), table.say(why));
            assert_eq!(refusal.said(), table.say(why));
            let why = table.say(why);
            assert!(!why.contains("seat"), "no seat by number: {why}");
        }
        while table.shown.turn == Some(seat) {
            advance(&mut table);
        }
        assert_eq!(table.refusal, None, "gone once the turn moves");
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
                table.update(Setting::AutoPlay(true));
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
}

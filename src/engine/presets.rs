//! The games of the Hearts family as named presets: each one a [`Rules`] value built from the
//! rule documents (see `../shared/RULES.md` for the readings settled there).
use super::card::{Card, QUEEN, Suit};
use super::rules::{Moon, OpeningLead, PassCycle, Passing, Rules};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A game of the family, playable against bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Black Lady as most people play it: pass left, right, across, hold; the 2♣ leads;
    /// hearts 1, Q♠ 13; moon adds 26 to the others; game to 100.
    BlackLady,
}

impl Preset {
    pub const ALL: [Preset; 1] = [Preset::BlackLady];

    /// The name used on the command line and in saved games: "black-lady".
    pub fn id(self) -> &'static str {
        match self {
            Preset::BlackLady => "black-lady",
        }
    }

    /// The name a player sees: "Black Lady".
    pub fn title(self) -> &'static str {
        match self {
            Preset::BlackLady => "Black Lady",
        }
    }

    /// One line on what makes this game what it is.
    pub fn description(self) -> &'static str {
        match self {
            Preset::BlackLady => {
                "Hearts as most people know it: hearts 1 each, the queen of spades 13, shoot the moon, game to 100"
            }
        }
    }

    pub fn min_players(self) -> u8 {
        match self {
            Preset::BlackLady => 3,
        }
    }

    pub fn max_players(self) -> u8 {
        match self {
            Preset::BlackLady => 6,
        }
    }

    /// The preset with this id, if any.
    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The rules of this game for `players`. A count outside the game's range still gives
    /// rules, which [`Rules::check`] then refuses with a reason.
    pub fn rules(self, players: u8) -> Rules {
        match self {
            Preset::BlackLady => Rules {
                game: self.id().to_string(),
                players,
                packs: 1,
                jokers: Vec::new(),
                removed: morehead_strip(players),
                passing: Passing {
                    cycle: PassCycle::LeftRightAcrossHold,
                    cards: 3,
                },
                opening_lead: OpeningLead::LowestClub,
                no_points_on_first_trick: true,
                hearts_must_be_broken: true,
                queen_breaks_hearts: false,
                counters: hearts_and_queen(13),
                moon: Moon::AddToOthers,
                target: 100,
            },
        }
    }
}

/// Hearts 1 each and the Q♠ at `queen`.
fn hearts_and_queen(queen: i32) -> BTreeMap<Card, i32> {
    let mut counters: BTreeMap<Card, i32> = (2..=14)
        .map(|rank| (Card::new(Suit::Hearts, rank), 1))
        .collect();
    counters.insert(Card::new(Suit::Spades, QUEEN), queen);
    counters
}

/// Morehead (004): remove as many of 2♣, 2♦, 3♣, 2♠, in that order, as an even deal needs.
fn morehead_strip(players: u8) -> Vec<Card> {
    let order = [
        Card::new(Suit::Clubs, 2),
        Card::new(Suit::Diamonds, 2),
        Card::new(Suit::Clubs, 3),
        Card::new(Suit::Spades, 2),
    ];
    let extra = if players == 0 {
        0
    } else {
        52 % players as usize
    };
    order.into_iter().take(extra).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_checks_at_every_player_count_it_allows() {
        for preset in Preset::ALL {
            for players in preset.min_players()..=preset.max_players() {
                let set = preset.rules(players).check();
                assert!(
                    set.is_ok(),
                    "{} for {players}: {:?}",
                    preset.id(),
                    set.err()
                );
            }
            assert_eq!(Preset::from_id(preset.id()), Some(preset));
        }
    }

    #[test]
    fn morehead_strips_in_order() {
        let set = Preset::BlackLady.rules(3).check().unwrap();
        assert_eq!(set.hand_size(), 17);
        assert_eq!(
            set.opening_card(),
            Some(Card::new(Suit::Clubs, 3)),
            "3♣ leads without the 2♣"
        );
        let set = Preset::BlackLady.rules(6).check().unwrap();
        assert_eq!(set.hand_size(), 8);
        assert_eq!(set.opening_card(), Some(Card::new(Suit::Clubs, 4)));
    }
}

//! Actions written in few characters, all of them safe in an address, so that a deal as it was
//! played fits in a link (a challenge carries the challenger's plays, for the page that opens
//! it to check the score against).
//!
//! A play is two characters, the seat and the card. Anything else starts with `~`, then the
//! seat, a letter for the kind of action and what it needs: `~1Pabc.` passes three cards,
//! `~0CL1.` chooses a pass one seat to the left of… (see [`encode`]). Seats and cards are
//! written as one character of [`ALPHABET`] each, by their index.
use super::action::{Action, MoonChoice, PassDirection, PassList};
use super::card::{Card, Suit};
use super::record::RecordedAction;
use super::seat::Seat;
use std::fmt;

/// The 64 characters a seat, a card or a small number is written with, by index.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// What is wrong with a written list of actions: where, and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompactError {
    /// The character's place in the text, from 0.
    pub at: usize,
    pub expected: &'static str,
}

impl fmt::Display for CompactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "character {}: expected {}", self.at + 1, self.expected)
    }
}

impl std::error::Error for CompactError {}

fn symbol(index: u8) -> char {
    ALPHABET[usize::from(index & 63)] as char
}

/// `actions`, written compactly: one text that [`decode`] reads back exactly.
pub fn encode(actions: &[RecordedAction]) -> String {
    let mut text = String::with_capacity(actions.len() * 2);
    for recorded in actions {
        let seat = symbol(recorded.seat.0);
        if let Action::Play(card) = recorded.action {
            text.push(seat);
            text.push(symbol(card.index()));
            continue;
        }
        text.push('~');
        text.push(seat);
        match recorded.action {
            Action::Play(_) => {}
            Action::Pass(list) => {
                text.push('P');
                text.extend(list.as_slice().iter().map(|card| symbol(card.index())));
                text.push('.');
            }
            Action::ChoosePass { direction, cards } => {
                text.push('C');
                match direction {
                    PassDirection::Hold => text.push('H'),
                    PassDirection::Left(n) => {
                        text.push('L');
                        text.push(symbol(n));
                    }
                    PassDirection::Star => text.push('S'),
                    PassDirection::Scatter => text.push('X'),
                    PassDirection::Mixer => text.push('M'),
                }
                text.push(symbol(cards));
            }
            Action::Pledge(pledged) => {
                text.push('G');
                text.push(symbol(u8::from(pledged)));
            }
            Action::CallSuit(suit) => {
                text.push('S');
                text.push(symbol(suit.index()));
            }
            Action::ChooseMoon(choice) => {
                text.push('M');
                text.push(symbol(u8::from(choice == MoonChoice::SubtractFromShooter)));
            }
        }
    }
    text
}

/// Reads what [`encode`] wrote. Whether the actions are legal is the game's to say.
pub fn decode(text: &str) -> Result<Vec<RecordedAction>, CompactError> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let mut actions = Vec::with_capacity(text.len() / 2);
    while !reader.done() {
        let other = reader.peek() == Some(b'~');
        if !other {
            let seat = Seat(reader.index("a seat")?);
            let card = reader.card()?;
            actions.push(RecordedAction {
                seat,
                action: Action::Play(card),
            });
            continue;
        }
        reader.at += 1;
        let seat = Seat(reader.index("a seat")?);
        let action = match reader.next("a kind of action")? {
            b'P' => {
                let mut cards = Vec::new();
                while reader.peek() != Some(b'.') {
                    cards.push(reader.card()?);
                }
                reader.at += 1;
                Action::Pass(PassList::new(&cards).ok_or(reader.error("at most a full pass"))?)
            }
            b'C' => {
                let direction = match reader.next("a pass direction")? {
                    b'H' => PassDirection::Hold,
                    b'L' => PassDirection::Left(reader.index("a number of seats")?),
                    b'S' => PassDirection::Star,
                    b'X' => PassDirection::Scatter,
                    b'M' => PassDirection::Mixer,
                    _ => return Err(reader.error_before("a pass direction")),
                };
                let cards = reader.index("a number of cards")?;
                Action::ChoosePass { direction, cards }
            }
            b'G' => Action::Pledge(reader.flag()?),
            b'S' => {
                let suit = reader.index("a suit")?;
                let suit = Suit::from_index(suit).ok_or(reader.error_before("a suit"))?;
                Action::CallSuit(suit)
            }
            b'M' => Action::ChooseMoon(match reader.flag()? {
                false => MoonChoice::AddToOthers,
                true => MoonChoice::SubtractFromShooter,
            }),
            _ => return Err(reader.error_before("a kind of action")),
        };
        actions.push(RecordedAction { seat, action });
    }
    Ok(actions)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn error(&self, expected: &'static str) -> CompactError {
        CompactError {
            at: self.at,
            expected,
        }
    }

    /// The error about the character just read.
    fn error_before(&self, expected: &'static str) -> CompactError {
        CompactError {
            at: self.at.saturating_sub(1),
            expected,
        }
    }

    fn next(&mut self, expected: &'static str) -> Result<u8, CompactError> {
        let byte = self.peek().ok_or(self.error(expected))?;
        self.at += 1;
        Ok(byte)
    }

    fn index(&mut self, expected: &'static str) -> Result<u8, CompactError> {
        let byte = self.next(expected)?;
        ALPHABET
            .iter()
            .position(|&b| b == byte)
            .map(|i| i as u8)
            .ok_or(self.error_before(expected))
    }

    fn card(&mut self) -> Result<Card, CompactError> {
        let index = self.index("a card")?;
        Card::from_index(index).ok_or(self.error_before("a card"))
    }

    fn flag(&mut self) -> Result<bool, CompactError> {
        match self.index("yes or no")? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(self.error_before("yes or no")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Preset, random_action};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn played(preset: Preset, players: u8, seed: u64) -> Vec<RecordedAction> {
        let rules = preset.rules(players).check().unwrap();
        let mut game = Game::new(rules, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut actions = Vec::new();
        for _ in 0..2000 {
            let Some((seat, action)) = random_action(&game, &mut rng) else {
                break;
            };
            game.apply(seat, action, &mut ()).unwrap();
            actions.push(RecordedAction { seat, action });
        }
        actions
    }

    #[test]
    fn every_kind_of_action_reads_back_as_written() {
        let mut actions = Vec::new();
        for (preset, players) in [
            (Preset::BlackLady, 4),
            (Preset::Cancellation, 11),
            (Preset::Omnibus, 5),
        ] {
            actions.extend(played(preset, players, 7));
        }
        let odd = [
            Action::ChoosePass {
                direction: PassDirection::Left(3),
                cards: 2,
            },
            Action::ChoosePass {
                direction: PassDirection::Scatter,
                cards: 4,
            },
            Action::Pledge(true),
            Action::Pledge(false),
            Action::CallSuit(Suit::Spades),
            Action::ChooseMoon(MoonChoice::SubtractFromShooter),
            Action::ChooseMoon(MoonChoice::AddToOthers),
        ];
        actions.extend(odd.map(|action| RecordedAction {
            seat: Seat(10),
            action,
        }));
        let text = encode(&actions);
        assert!(
            text.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.~".contains(&b))
        );
        assert_eq!(decode(&text).unwrap(), actions);
    }

    #[test]
    fn a_deal_of_black_lady_takes_two_characters_a_play() {
        let actions = played(Preset::BlackLady, 4, 3);
        let plays = actions
            .iter()
            .filter(|a| matches!(a.action, Action::Play(_)))
            .count();
        let text = encode(&actions);
        let others = actions.len() - plays;
        assert!(text.len() <= plays * 2 + others * 12, "{text}");
    }

    #[test]
    fn a_changed_text_is_refused_where_it_is_wrong() {
        assert_eq!(
            decode("A").unwrap_err(),
            CompactError {
                at: 1,
                expected: "a card"
            }
        );
        // Index 1 names no card.
        assert_eq!(decode("AB").unwrap_err().at, 1);
        assert_eq!(decode("A!").unwrap_err().expected, "a card");
        assert_eq!(decode("~AZ").unwrap_err().at, 2);
        assert_eq!(decode("~APab").unwrap_err().expected, "a card");
        assert_eq!(decode("~AG5").unwrap_err().expected, "yes or no");
        assert!(decode("").unwrap().is_empty());
    }
}

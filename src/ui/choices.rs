//! What the person chooses for a new game: today the opponents' levels, one for all or each
//! seat its own. The New game dialog edits these, the browser remembers them, and the
//! address bar may set them (`?level=hard`, `?levels=normal,hard,easy`). Plain Rust, tested
//! natively; later the game and its options join them here.
use crate::bots::Level;
use serde::{Deserialize, Serialize};

/// The choices behind a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct GameChoices {
    /// Each opponent plays at its own level (`seats`) rather than all at `level`.
    pub each_own: bool,
    /// The level of every opponent, unless `each_own`.
    pub level: Level,
    /// Each opponent's level when `each_own`, the first seat after the person's first. Seats
    /// beyond its end play at `level`.
    pub seats: Vec<Level>,
}

impl GameChoices {
    /// Every opponent at `level`.
    pub fn all(level: Level) -> GameChoices {
        GameChoices {
            each_own: false,
            level,
            seats: Vec::new(),
        }
    }

    /// The level of each of the `players - 1` opponents, seat 1 first.
    pub fn opponents(&self, players: u8) -> Vec<Level> {
        (0..players.saturating_sub(1) as usize)
            .map(|i| match self.each_own {
                true => self.seats.get(i).copied().unwrap_or(self.level),
                false => self.level,
            })
            .collect()
    }

    /// The level of every seat, seat 0 (the person's, which no bot plays) first: the
    /// opponents' levels with the person's seat at `level`.
    pub fn levels(&self, players: u8) -> Vec<Level> {
        std::iter::once(self.level)
            .chain(self.opponents(players))
            .collect()
    }

    /// These choices with opponent `index` (0 for seat 1) at `level`; every opponent gets
    /// its own level from now on.
    pub fn with_seat(&self, players: u8, index: usize, level: Level) -> GameChoices {
        let mut seats = self.opponents(players);
        if let Some(seat) = seats.get_mut(index) {
            *seat = level;
        }
        GameChoices {
            each_own: true,
            level: self.level,
            seats,
        }
    }

    /// The choices the address bar makes: `level` names one level for every opponent,
    /// `levels` one per opponent separated by commas. `Ok(None)` when it names none; an
    /// error a person can read for a name that is not a level or a count that does not fit.
    pub fn from_address(
        level: Option<&str>,
        levels: Option<&str>,
        players: u8,
    ) -> Result<Option<GameChoices>, String> {
        let parse = |name: &str, param: &str| {
            Level::from_id(name.trim()).ok_or_else(|| {
                format!(
                    "“{}” in {param}= is not a level. The levels are {}.",
                    name.trim(),
                    level_names()
                )
            })
        };
        if let Some(list) = levels {
            let seats = list
                .split(',')
                .map(|name| parse(name, "levels"))
                .collect::<Result<Vec<Level>, String>>()?;
            let opponents = players.saturating_sub(1) as usize;
            if seats.len() != opponents {
                return Err(format!(
                    "levels= names {} level{} but there {} {opponents} opponent{}: give one per \
                     opponent, separated by commas.",
                    seats.len(),
                    if seats.len() == 1 { "" } else { "s" },
                    if opponents == 1 { "is" } else { "are" },
                    if opponents == 1 { "" } else { "s" },
                ));
            }
            return Ok(Some(GameChoices {
                each_own: true,
                level: seats.first().copied().unwrap_or_default(),
                seats,
            }));
        }
        level
            .map(|name| parse(name, "level").map(GameChoices::all))
            .transpose()
    }
}

/// "beginner, easy, normal, hard and expert".
fn level_names() -> String {
    let ids: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
    match ids.split_last() {
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_level_for_all_or_each_seat_its_own() {
        let all = GameChoices::all(Level::Hard);
        assert_eq!(all.opponents(4), vec![Level::Hard; 3]);
        assert_eq!(all.levels(4), vec![Level::Hard; 4]);
        let mixed = all.with_seat(4, 1, Level::Easy);
        assert!(mixed.each_own);
        assert_eq!(mixed.opponents(4), [Level::Hard, Level::Easy, Level::Hard]);
        // More players than seats chosen: the others play at the common level.
        assert_eq!(mixed.opponents(6)[3..], [Level::Hard, Level::Hard]);
        assert_eq!(mixed.opponents(3), [Level::Hard, Level::Easy]);
    }

    #[test]
    fn the_address_bar_names_levels_or_gets_a_clear_error() {
        assert_eq!(GameChoices::from_address(None, None, 4), Ok(None));
        assert_eq!(
            GameChoices::from_address(Some("hard"), None, 4),
            Ok(Some(GameChoices::all(Level::Hard)))
        );
        let each = GameChoices::from_address(None, Some("normal,hard,easy"), 4)
            .unwrap()
            .unwrap();
        assert_eq!(each.opponents(4), [Level::Normal, Level::Hard, Level::Easy]);
        let bad = GameChoices::from_address(Some("harder"), None, 4).unwrap_err();
        assert_eq!(
            bad,
            "“harder” in level= is not a level. The levels are beginner, easy, normal, hard and expert."
        );
        let short = GameChoices::from_address(None, Some("normal,hard"), 4).unwrap_err();
        assert!(short.starts_with("levels= names 2 levels but there are 3 opponents"));
        assert!(
            GameChoices::from_address(None, Some("normal,,hard"), 4)
                .unwrap_err()
                .contains("“”")
        );
    }

    #[test]
    fn saved_choices_read_back_and_tolerate_missing_fields() {
        let choices = GameChoices::all(Level::Beginner).with_seat(4, 2, Level::Expert);
        let text = serde_json::to_string(&choices).unwrap();
        assert_eq!(serde_json::from_str::<GameChoices>(&text).unwrap(), choices);
        assert_eq!(
            serde_json::from_str::<GameChoices>(r#"{"level":"easy"}"#).unwrap(),
            GameChoices::all(Level::Easy)
        );
    }
}

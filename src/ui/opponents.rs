//! Who plays the other seats of a game: every opponent at one level, or each at its own.
use crate::bots::Level;

/// The opponents' levels. Each way keeps the other's choice, so that the New game dialog can
/// switch from one level for all to a level each and back without losing either.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Opponents {
    /// Each opponent plays at its own level in `seats`, rather than all at `level`.
    each_own: bool,
    /// Every opponent's level, unless each has its own; then the level of seats beyond
    /// `seats`.
    level: Level,
    /// Each opponent's own level, the first seat after the person's first.
    seats: Vec<Level>,
}

impl Opponents {
    /// Every opponent at `level`.
    pub fn all(level: Level) -> Opponents {
        Opponents {
            level,
            ..Opponents::default()
        }
    }

    /// Each opponent at its own level, the first seat after the person's first.
    pub fn each(seats: Vec<Level>) -> Opponents {
        Opponents {
            each_own: true,
            level: seats.first().copied().unwrap_or_default(),
            seats,
        }
    }

    /// As a save writes them: whether each has its own level, the one level, and the seats'.
    pub fn from_parts(each_own: bool, level: Level, seats: Vec<Level>) -> Opponents {
        Opponents {
            each_own,
            level,
            seats,
        }
    }

    /// What [`Opponents::from_parts`] reads back.
    pub fn parts(&self) -> (bool, Level, &[Level]) {
        (self.each_own, self.level, &self.seats)
    }

    /// Whether each opponent plays at its own level.
    pub fn each_own(&self) -> bool {
        self.each_own
    }

    /// The one level (every opponent's, unless each has its own).
    pub fn level(&self) -> Level {
        self.level
    }

    /// These opponents with the one level at `level`.
    pub fn with_level(&self, level: Level) -> Opponents {
        Opponents {
            level,
            ..self.clone()
        }
    }

    /// One level for all (`false`) or each its own: switching to each its own the first
    /// time, every seat starts at the level they all had.
    pub fn with_each_own(&self, each_own: bool, players: u8) -> Opponents {
        let mut next = self.clone();
        if each_own && next.seats.is_empty() {
            next.seats = self.of(players);
        }
        next.each_own = each_own;
        next
    }

    /// These opponents with opponent `index` (0 for seat 1) at `level`; every opponent gets
    /// its own level from now on.
    pub fn with_seat(&self, players: u8, index: usize, level: Level) -> Opponents {
        let mut seats = self.of(players);
        if let Some(seat) = seats.get_mut(index) {
            *seat = level;
        }
        Opponents {
            each_own: true,
            seats,
            level: self.level,
        }
    }

    /// The level of each of the `players - 1` opponents, seat 1 first.
    pub fn of(&self, players: u8) -> Vec<Level> {
        (0..players.saturating_sub(1) as usize)
            .map(|i| match self.each_own {
                true => self.seats.get(i).copied().unwrap_or(self.level),
                false => self.level,
            })
            .collect()
    }

    /// The level of every seat, seat 0 (the person's, which no bot plays) first: the
    /// opponents' levels with the person's seat at the one level.
    pub fn levels(&self, players: u8) -> Vec<Level> {
        std::iter::once(self.level)
            .chain(self.of(players))
            .collect()
    }

    /// As the address bar gives them: `&level=hard`, or one per opponent
    /// (`&levels=easy,hard,hard`) when each has its own.
    pub fn query(&self, players: u8) -> String {
        match self.each_own {
            false => format!("&level={}", self.level.id()),
            true => {
                let ids: Vec<&str> = self.of(players).iter().map(|l| l.id()).collect();
                format!("&levels={}", ids.join(","))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_level_for_all_or_each_seat_its_own_and_back() {
        let all = Opponents::all(Level::Hard);
        assert_eq!(all.of(4), vec![Level::Hard; 3]);
        assert_eq!(all.levels(4), vec![Level::Hard; 4]);
        assert_eq!(all.query(4), "&level=hard");
        let mixed = all.with_seat(4, 1, Level::Easy);
        assert!(mixed.each_own());
        assert_eq!(mixed.of(4), [Level::Hard, Level::Easy, Level::Hard]);
        assert_eq!(mixed.query(4), "&levels=hard,easy,hard");
        // Seats beyond the list play at the one level; fewer seats take the first.
        assert_eq!(mixed.of(6)[3..], [Level::Hard, Level::Hard]);
        assert_eq!(mixed.of(3), [Level::Hard, Level::Easy]);
        // One level for all again, then each its own: the seats' levels are still there.
        let back = mixed.with_each_own(false, 4).with_level(Level::Normal);
        assert_eq!(back.of(4), vec![Level::Normal; 3]);
        assert_eq!(
            back.with_each_own(true, 4).of(4),
            [Level::Hard, Level::Easy, Level::Hard]
        );
        // Each its own the first time: every seat at the level they all had.
        assert_eq!(
            Opponents::all(Level::Easy).with_each_own(true, 5).of(5),
            vec![Level::Easy; 4]
        );
        let each = Opponents::each(vec![Level::Expert, Level::Beginner]);
        assert_eq!(each.level(), Level::Expert);
        assert_eq!(
            Opponents::from_parts(true, Level::Expert, vec![Level::Expert, Level::Beginner]),
            each
        );
    }
}

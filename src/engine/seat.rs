//! Seats at the table. Seat 0 is the first player (in the app, the person at the bottom);
//! seat numbers go clockwise, so seat `s + 1` sits to the left of seat `s`.
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most players the engine deals for.
pub const MAX_SEATS: usize = 11;

/// One seat at the table, 0-based.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat `steps` places to the left (clockwise) at a table of `players`.
    #[inline]
    pub const fn left(self, steps: u8, players: u8) -> Seat {
        let to = self.0 as u16 + steps as u16;
        let players = players as u16;
        if to < 2 * players {
            // The usual case, without a division or a branch on where the table wraps
            // round (which a trick's seats do at a different place every time), nor a
            // multiplication: the table's size is taken off by a mask.
            let wraps = ((to >= players) as u16).wrapping_neg();
            Seat((to - (players & wraps)) as u8)
        } else if players == 0 {
            Seat(0)
        } else {
            Seat((to % players) as u8)
        }
    }

    /// Every seat of a table of `players`, in order.
    pub fn all(players: u8) -> impl Iterator<Item = Seat> + Clone {
        (0..players).map(Seat)
    }
}

impl fmt::Debug for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seat({})", self.0)
    }
}

impl fmt::Display for Seat {
    /// "seat 3", counting from 1 as people do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// A set of seats, as a bitmask.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Seats(u16);

impl Seats {
    pub const NONE: Seats = Seats(0);

    pub fn all(players: u8) -> Seats {
        Seats((1u16 << players) - 1)
    }

    /// The bit of a seat; seats beyond the set's range have none.
    fn bit(seat: Seat) -> u16 {
        1u16.checked_shl(seat.0 as u32).unwrap_or(0)
    }

    pub fn single(seat: Seat) -> Seats {
        Seats(Seats::bit(seat))
    }

    pub fn contains(self, seat: Seat) -> bool {
        self.0 & Seats::bit(seat) != 0
    }

    pub fn insert(&mut self, seat: Seat) {
        self.0 |= Seats::bit(seat);
    }

    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !Seats::bit(seat);
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let seat = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Seat(seat))
        })
    }
}

impl fmt::Debug for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

impl Serialize for Seats {
    /// A list of seat numbers.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Seats {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Seats, D::Error> {
        let list = Vec::<u8>::deserialize(deserializer)?;
        let mut seats = Seats::NONE;
        for seat in list {
            if seat as usize >= MAX_SEATS {
                return Err(serde::de::Error::custom(format!("no seat {seat}")));
            }
            seats.insert(Seat(seat));
        }
        Ok(seats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn left_wraps_around_the_table() {
        assert_eq!(Seat(3).left(1, 4), Seat(0));
        assert_eq!(
            Seat(0).left(3, 4),
            Seat(3),
            "three to the left is one to the right"
        );
        assert_eq!(Seat(10).left(10, 11), Seat(9));
        assert_eq!(Seat(2).left(30, 4), Seat(0), "any number of steps");
        assert_eq!(Seat(0).left(1, 0), Seat(0), "no table, no panic");
    }

    #[test]
    fn seat_sets_hold_what_was_put_in() {
        let mut seats = Seats::NONE;
        seats.insert(Seat(2));
        seats.insert(Seat(10));
        assert_eq!(seats.iter().collect::<Vec<_>>(), [Seat(2), Seat(10)]);
        seats.remove(Seat(2));
        assert_eq!(seats.len(), 1);
        assert_eq!(Seats::all(4).len(), 4);
        assert_eq!(serde_json::to_string(&seats).unwrap(), "[10]");
    }
}

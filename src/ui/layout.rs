//! Where things sit on the table: each seat's direction from the centre, the person at the
//! bottom and the others clockwise around an ellipse (the seat to the person's left on the
//! left). Plain arithmetic, shared by the seats, the trick and its slides; the stylesheet
//! sets the ellipse's radii for the screen.
use crate::engine::Seat;

/// A seat's direction from the table's centre, as a unit vector in screen coordinates
/// (x to the right, y down): the person (`me`) is at (0, 1), straight down.
pub fn direction(seat: Seat, me: Seat, players: u8) -> (f32, f32) {
    let players = players.max(1);
    let r = (seat.0 as i32 - me.0 as i32).rem_euclid(players as i32) as f32;
    let angle = std::f32::consts::TAU * r / players as f32;
    (-angle.sin(), angle.cos())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(v: (f32, f32)) -> (i32, i32) {
        ((v.0 * 100.0).round() as i32, (v.1 * 100.0).round() as i32)
    }

    #[test]
    fn four_seats_sit_bottom_left_top_right() {
        assert_eq!(round(direction(Seat(0), Seat(0), 4)), (0, 100));
        assert_eq!(
            round(direction(Seat(1), Seat(0), 4)),
            (-100, 0),
            "the left neighbour is on the left"
        );
        assert_eq!(round(direction(Seat(2), Seat(0), 4)), (0, -100));
        assert_eq!(round(direction(Seat(3), Seat(0), 4)), (100, 0));
    }

    #[test]
    fn every_count_spreads_the_seats_evenly() {
        for players in 3..=11u8 {
            let spots: Vec<_> = Seat::all(players)
                .map(|s| direction(s, Seat(0), players))
                .collect();
            for (i, a) in spots.iter().enumerate() {
                let len = (a.0 * a.0 + a.1 * a.1).sqrt();
                assert!((len - 1.0).abs() < 1e-4);
                for b in &spots[i + 1..] {
                    let gap = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                    assert!(gap > 0.5, "{players} players: seats too close");
                }
            }
        }
    }
}

//! Where things sit on the table: each seat's direction from the centre, the person at the
//! bottom and the others clockwise around an ellipse (the seat to the person's left on the
//! left). Plain arithmetic, shared by the seats, the trick and its slides; the stylesheet
//! sets the ellipse's radii for the screen.
use crate::engine::Seat;

/// A seat's direction from the table's centre, as a unit vector in screen coordinates
/// (x to the right, y down): the person (`me`) is at (0, 1), straight down.
pub fn direction(seat: Seat, me: Seat, players: u8) -> (f32, f32) {
    let players = players.clamp(1, STEPS.len() as u8);
    let r = (seat.0 as i32 - me.0 as i32).rem_euclid(players as i32);
    // Turn (0, 1) by one seat's angle r times: the angles' cosines and sines come from a
    // table, so the browser's build carries no trigonometry.
    let (cos, sin) = STEPS[players as usize - 1];
    let (mut x, mut y) = (0.0_f32, 1.0_f32);
    for _ in 0..r {
        (x, y) = (x * cos - y * sin, x * sin + y * cos);
    }
    (x, y)
}

/// A seat's row on a big table, from 0 (the top row, across from the person) to 1 (the row
/// nearest the person), the rows evenly spaced: seats as far round from the person on either
/// side share a row. Phones set a big table's seats by it, so that every row has the same
/// room however little height the table has.
pub fn row(seat: Seat, me: Seat, players: u8) -> f32 {
    let n = i32::from(players.max(1));
    let r = (seat.0 as i32 - me.0 as i32).rem_euclid(n);
    let (far, top) = (r.min(n - r), n / 2);
    match top {
        0 | 1 => 0.0,
        _ => (top - far) as f32 / (top - 1) as f32,
    }
}

/// The cosine and sine of a full turn divided among 1 to 11 seats.
const STEPS: [(f32, f32); 11] = [
    (1.0, 0.0),
    (-1.0, 0.0),
    (-0.5, 0.866_025_4),
    (0.0, 1.0),
    (0.309_017, 0.951_056_5),
    (0.5, 0.866_025_4),
    (0.623_489_8, 0.781_831_5),
    (0.707_106_77, 0.707_106_77),
    (0.766_044_4, 0.642_787_6),
    (0.809_017, 0.587_785_24),
    (0.841_253_5, 0.540_640_8),
];

/// `value` as a decimal with `places` places (0 to 3): "-0.707", "12.5". Written with
/// integers: the browser's build then carries no float formatting.
pub fn decimal(value: f64, places: u32) -> String {
    let scale = 10_i64.pow(places.min(3));
    let n = (value * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let (whole, part) = (n.abs() / scale, n.abs() % scale);
    match places {
        0 => format!("{sign}{whole}"),
        _ => format!(
            "{sign}{whole}.{part:0width$}",
            width = places.min(3) as usize
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_evenly_spaced_from_the_top_to_the_person() {
        // Eleven seats: five rows, the seats beside the person at the bottom, the two
        // across at the top.
        let rows: Vec<f32> = (0..11).map(|s| row(Seat(s), Seat(0), 11)).collect();
        assert_eq!(
            rows[1..],
            [1.0, 0.75, 0.5, 0.25, 0.0, 0.0, 0.25, 0.5, 0.75, 1.0]
        );
        // Eight: the seat across alone at the top.
        let rows: Vec<f32> = (1..8).map(|s| row(Seat(s), Seat(0), 8)).collect();
        assert_eq!(rows[3], 0.0);
        assert_eq!(rows[0], 1.0);
        assert_eq!(row(Seat(3), Seat(2), 8), 1.0);
    }

    #[test]
    fn the_table_of_turns_matches_the_trigonometry() {
        for players in 1..=11_u8 {
            for seat in 0..players {
                let angle = std::f32::consts::TAU * seat as f32 / players as f32;
                let (x, y) = direction(Seat(seat), Seat(0), players);
                assert!((x + angle.sin()).abs() < 1e-5 && (y - angle.cos()).abs() < 1e-5);
            }
        }
    }

    #[test]
    fn decimals_are_written_like_format_does() {
        for (value, places) in [
            (-0.7072, 3),
            (0.0, 3),
            (12.46, 1),
            (-0.04, 1),
            (1.0, 0),
            (2.5e3, 2),
        ] {
            let expected = format!("{value:.*}", places as usize);
            let expected = if expected == "-0.0" {
                "0.0".to_string()
            } else {
                expected
            };
            assert_eq!(decimal(value, places), expected, "{value}");
        }
    }

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

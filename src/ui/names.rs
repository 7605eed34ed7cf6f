//! What the page calls each seat: the person is "You", the others have names, and at four
//! seats the compass points. The table, the words of the Hint and the review, and the score
//! table all name seats so.
use crate::engine::Seat;

/// Names for the seats, the person first.
pub fn seat_name(seat: Seat, players: u8) -> &'static str {
    const FOUR: [&str; 4] = ["You", "West", "North", "East"];
    const MANY: [&str; 11] = [
        "You", "Ada", "Basil", "Cleo", "Dev", "Edie", "Felix", "Greta", "Hugo", "Iris", "Jonah",
    ];
    if players == 4 {
        FOUR[seat.index() % 4]
    } else {
        MANY[seat.index() % MANY.len()]
    }
}

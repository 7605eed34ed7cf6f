//! Guessing the hidden cards: a deal of every card a seat has not seen to the other hands
//! (and the kitty), consistent with what the seat saw. Cards it passed stay with the players
//! it passed them to; nobody gets a suit they have shown void in; every hand gets exactly as
//! many cards as it holds. The engine then refuses a guess that still contradicts the play
//! (a rule such as "the J♠ first" can tell more than voids do), and the caller draws again.
use crate::engine::{Card, Guess, MAX_DECK, MAX_SEATS, PlayerView, Seat, Suit, suit_mask};
use arrayvec::ArrayVec;
use rand::RngExt;
use rand::seq::SliceRandom;

/// Where a hidden card may go: one of the other seats, or the kitty.
const KITTY: usize = MAX_SEATS;

/// How often one guess is drawn again when the cards cannot be placed.
const TRIES: u32 = 24;

/// A random guess at the hidden cards, or `None` if none could be drawn (the view holds no
/// hidden cards to guess, or its constraints could not be met in a few tries).
pub fn guess_hidden(view: &PlayerView, rng: &mut impl RngExt) -> Option<Guess> {
    (0..TRIES).find_map(|_| try_guess(view, rng))
}

fn try_guess(view: &PlayerView, rng: &mut impl RngExt) -> Option<Guess> {
    let me = view.seat;
    let players = view.players;
    let mut guess = Guess::default();
    // Room left in each hand, and in the kitty (at index KITTY).
    let mut room = [0u32; MAX_SEATS + 1];
    for seat in Seat::all(players).filter(|&s| s != me) {
        room[seat.index()] = *view.hand_sizes.get(seat.index())? as u32;
    }
    room[KITTY] = if view.kitty.is_some() {
        0
    } else {
        view.rules.kitty_size() as u32
    };
    let mut pool = view.unseen;
    for known in &view.known_holders {
        let at = known.seat.index();
        if known.seat == me || room[at] == 0 || !pool.remove(known.card) {
            return None;
        }
        guess.hands[at].insert(known.card);
        room[at] -= 1;
    }
    if room.iter().sum::<u32>() != pool.len() {
        return None;
    }
    // Suits each seat may not receive.
    let mut barred = [0u64; MAX_SEATS + 1];
    for seat in Seat::all(players) {
        for suit in Suit::ALL {
            if view.is_void(seat, suit) {
                barred[seat.index()] |= suit_mask(suit);
            }
        }
    }
    let places = move |card: Card, room: [u32; MAX_SEATS + 1]| {
        (0..=MAX_SEATS).filter(move |&p| room[p] > 0 && barred[p] & (1u64 << card.index()) == 0)
    };
    let mut cards: ArrayVec<Card, MAX_DECK> = pool.iter().collect();
    cards.shuffle(rng);
    // The most constrained cards first, so they still find a place.
    cards.sort_by_key(|&c| places(c, room).count());
    for card in cards {
        let total: u32 = places(card, room).map(|p| room[p]).sum();
        if total == 0 {
            return None;
        }
        // A place with more room is likelier, as in a random deal.
        let mut pick = rng.random_range(0..total);
        let place = places(card, room).find(|&p| {
            if pick < room[p] {
                return true;
            }
            pick -= room[p];
            false
        })?;
        room[place] -= 1;
        if place == KITTY {
            guess.kitty.insert(card);
        } else {
            guess.hands[place].insert(card);
        }
    }
    Some(guess)
}

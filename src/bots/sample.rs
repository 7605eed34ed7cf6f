//! Guessing the hidden cards: a deal of every card a seat has not seen to the other hands
//! (and the kitty), consistent with what the seat saw. Cards it passed stay with the players
//! it passed them to; nobody gets a suit they have shown void in; every hand gets exactly as
//! many cards as it holds.
//!
//! The guesses are uniform over every deal that fits (each copy of a card in two or three packs
//! counted as the shuffle deals it), and one is found whenever one exists: [`Placement`] counts
//! the ways to fill the constrained places for each split of the cards among them, then draws a
//! split in proportion to its count, and the cards of each kind at random within it. The engine
//! may still refuse a guess that contradicts a rule the placement does not model, and the caller
//! draws again.
use super::infer::{Evidence, Inference, UNIFORM};
use crate::engine::{
    Card, Cards, Game, Guess, GuessRefused, Illegal, MAX_DECK, MAX_SEATS, PlayerView, RuleSet,
    Seat, Suit, suit_mask,
};
use arrayvec::ArrayVec;
use rand::RngExt;
use rand::seq::{IndexedRandom, SliceRandom};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, DefaultHasher};

/// The counts, by place and what is left (hashed the same way on every run).
type Ways = HashMap<(usize, Left), f64, BuildHasherDefault<DefaultHasher>>;

/// Where a hidden card may go: one of the other seats, or the kitty.
const KITTY: usize = MAX_SEATS;
/// Places: every seat's hand and the kitty.
const PLACES: usize = MAX_SEATS + 1;
/// The most kinds of card (cards that may go to the same places) a placement tells apart.
const KINDS: usize = 16;
/// The most ways to split cards among the places that a placement weighs before it gives up
/// counting and searches for one deal that fits instead (a bound on its time).
const BUDGET: u32 = 400_000;

/// The remaining number of cards of each kind, as the key of the counts.
type Left = [u8; KINDS];

/// Cards to place into places of given sizes, each card barred from some places: the counts
/// that let [`Placement::draw`] draw every fitting deal with the same chance.
#[derive(Clone, Debug)]
pub struct Placement {
    /// Each place's number of cards to receive.
    room: [u32; PLACES],
    /// The cards of each kind (kinds: cards allowed in the same places).
    kinds: ArrayVec<ArrayVec<Card, MAX_DECK>, KINDS>,
    /// Which kinds each place may take.
    takes: [u16; PLACES],
    /// The places some kind may not go to, in the order they are filled; the others take
    /// whatever is left.
    strict: ArrayVec<usize, PLACES>,
    /// The number of ways to fill the strict places from index `i` on, by what is left.
    ways: Ways,
    /// For a placement too big to count: the one split among the strict places found by
    /// search, which every draw uses.
    plan: Option<Vec<Left>>,
}

impl Placement {
    /// The placement of `cards` into places with `room[p]` cards each, no card going where
    /// `barred[p]` has its bit. `None` when no deal fits (or the counting would take too long
    /// and a search finds none either).
    pub fn new(cards: Cards, room: [u32; PLACES], barred: [u64; PLACES]) -> Option<Placement> {
        if room.iter().sum::<u32>() != cards.len() {
            return None;
        }
        let open = |p: usize| room[p] > 0;
        let mut masks: ArrayVec<u64, KINDS> = ArrayVec::new();
        let mut kinds: ArrayVec<ArrayVec<Card, MAX_DECK>, KINDS> = ArrayVec::new();
        for card in cards.iter() {
            let bit = 1u64 << card.index();
            let allowed = (0..PLACES)
                .filter(|&p| open(p) && barred[p] & bit == 0)
                .fold(0u64, |m, p| m | 1 << p);
            match masks.iter().position(|&m| m == allowed) {
                Some(k) => kinds[k].push(card),
                None => {
                    masks.try_push(allowed).ok()?;
                    let mut list = ArrayVec::new();
                    list.push(card);
                    kinds.push(list);
                }
            }
        }
        let mut takes = [0u16; PLACES];
        for (k, &mask) in masks.iter().enumerate() {
            for (p, t) in takes.iter_mut().enumerate() {
                if mask & 1 << p != 0 {
                    *t |= 1 << k;
                }
            }
        }
        let every = (1u16 << kinds.len()) - 1;
        // The strictest places first: they decide most.
        let mut strict: ArrayVec<usize, PLACES> = (0..PLACES)
            .filter(|&p| open(p) && takes[p] != every)
            .collect();
        strict.sort_unstable_by_key(|&p| (takes[p].count_ones(), p));
        let mut placement = Placement {
            room,
            kinds,
            takes,
            strict,
            ways: Ways::default(),
            plan: None,
        };
        let left = placement.all_left();
        let mut budget = BUDGET;
        match placement.count(0, left, &mut budget) {
            Some(ways) if ways > 0.0 => Some(placement),
            Some(_) => None,
            // Too many splits to count: keep the placement if a deal fits at all (it then
            // draws by search, not by count).
            None => {
                placement.ways.clear();
                placement.plan = Some(placement.search(0, left)?);
                Some(placement)
            }
        }
    }

    fn all_left(&self) -> Left {
        let mut left = [0u8; KINDS];
        for (l, kind) in left.iter_mut().zip(&self.kinds) {
            *l = kind.len() as u8;
        }
        left
    }

    /// The number of ways (as a float: they run past 10^100 with three packs) to fill the
    /// strict places from `at` on with `left` cards of each kind, the others taking the rest;
    /// `None` once `budget` splits have been weighed.
    fn count(&mut self, at: usize, left: Left, budget: &mut u32) -> Option<f64> {
        let Some(&place) = self.strict.get(at) else {
            // The places left take any card: every way to fill them counts the same.
            return Some(1.0);
        };
        if let Some(&ways) = self.ways.get(&(at, left)) {
            return Some(ways);
        }
        let mut total = 0.0;
        let mut failed = false;
        let splits = self.splits(place, left);
        for (take, weight) in splits {
            if *budget == 0 {
                failed = true;
                break;
            }
            *budget -= 1;
            match self.count(at + 1, less(left, take), budget) {
                Some(ways) => total += weight * ways,
                None => {
                    failed = true;
                    break;
                }
            }
        }
        if failed {
            return None;
        }
        self.ways.insert((at, left), total);
        Some(total)
    }

    /// Every way for `place` to take its room from `left`: how many of each kind, and in how
    /// many ways the copies can be chosen (the product of binomials).
    fn splits(&self, place: usize, left: Left) -> Vec<(Left, f64)> {
        let n = self.kinds.len();
        let room = self.room[place];
        let takes = self.takes[place];
        // What the kinds after each one can still give.
        let mut after = [0u32; KINDS + 1];
        for k in (0..n).rev() {
            let can = if takes & 1 << k != 0 {
                left[k] as u32
            } else {
                0
            };
            after[k] = after[k + 1] + can;
        }
        let mut out = Vec::new();
        let mut take = [0u8; KINDS];
        // Recursion over the kinds, every part passed along.
        #[allow(clippy::too_many_arguments)]
        fn walk(
            k: usize,
            need: u32,
            n: usize,
            left: &Left,
            takes: u16,
            after: &[u32; KINDS + 1],
            take: &mut Left,
            out: &mut Vec<(Left, f64)>,
        ) {
            if need > after[k] {
                return;
            }
            if k == n {
                let weight = (0..n).fold(1.0, |w, i| w * binomial(left[i], take[i]));
                out.push((*take, weight));
                return;
            }
            let most = if takes & 1 << k != 0 {
                need.min(left[k] as u32)
            } else {
                0
            };
            for t in 0..=most {
                take[k] = t as u8;
                walk(k + 1, need - t, n, left, takes, after, take, out);
            }
            take[k] = 0;
        }
        walk(0, room, n, &left, takes, &after, &mut take, &mut out);
        out
    }

    /// A split of `left` among the strict places from `at` on that fits, found by search (for
    /// placements too big to count).
    fn search(&self, at: usize, left: Left) -> Option<Vec<Left>> {
        let Some(&place) = self.strict.get(at) else {
            return Some(Vec::new());
        };
        for (take, _) in self.splits(place, left) {
            if let Some(mut later) = self.search(at + 1, less(left, take)) {
                later.insert(0, take);
                return Some(later);
            }
        }
        None
    }

    /// One deal drawn at random, every fitting deal as likely as any other (when the
    /// placement could be counted): the cards of each place.
    pub fn draw(&self, rng: &mut impl RngExt) -> [Cards; PLACES] {
        let mut kinds = self.kinds.clone();
        for kind in &mut kinds {
            kind.shuffle(rng);
        }
        let mut left = self.all_left();
        let mut dealt = [Cards::EMPTY; PLACES];
        for (at, &place) in self.strict.iter().enumerate() {
            let take = match &self.plan {
                Some(plan) => plan[at],
                None => {
                    // A split in proportion to the ways it leaves to fill the places after.
                    let splits = self.splits(place, left);
                    let ways_after = |(take, weight): &(Left, f64)| {
                        let rest = less(left, *take);
                        weight * self.ways.get(&(at + 1, rest)).copied().unwrap_or(1.0)
                    };
                    match splits.choose_weighted(rng, ways_after) {
                        Ok(&(take, _)) => take,
                        // Cannot happen: a counted placement has a way on from every split
                        // it reaches.
                        Err(_) => splits.first().map_or([0; KINDS], |s| s.0),
                    }
                }
            };
            for (k, &t) in take.iter().enumerate().take(kinds.len()) {
                for _ in 0..t {
                    if let Some(card) = kinds[k].pop() {
                        dealt[place].insert(card);
                    }
                }
                left[k] -= t;
            }
        }
        // The rest, at random, into the places that take any card.
        let mut rest: ArrayVec<Card, MAX_DECK> = kinds.into_iter().flatten().collect();
        rest.shuffle(rng);
        let mut cards = rest.into_iter();
        for place in (0..PLACES).filter(|p| !self.strict.contains(p)) {
            for card in cards.by_ref().take(self.room[place] as usize) {
                dealt[place].insert(card);
            }
        }
        dealt
    }
}

/// What is left of `left` once `take` is taken.
fn less(mut left: Left, take: Left) -> Left {
    for (l, t) in left.iter_mut().zip(take) {
        *l -= t;
    }
    left
}

/// The number of ways to choose `k` of `n`, as a float.
fn binomial(n: u8, k: u8) -> f64 {
    let (n, k) = (n as u32, k.min(n.saturating_sub(k)) as u32);
    (1..=k).fold(1.0, |c, i| c * (n - k + i) as f64 / i as f64)
}

/// The placement of the cards `view`'s seat has not seen: the other seats' hands (less the
/// cards it knows they hold) and the kitty, no seat getting a suit it has shown void in. Also
/// the cards known to be held, by place, and none of the cards `learned` bars from each place.
/// `None` when the view leaves nothing consistent.
pub fn hidden_placement(
    view: &PlayerView,
    learned: &[u64; PLACES],
) -> Option<(Placement, [Cards; PLACES])> {
    let me = view.seat;
    let mut known = [Cards::EMPTY; PLACES];
    let mut room = [0u32; PLACES];
    for seat in Seat::all(view.players).filter(|&s| s != me) {
        room[seat.index()] = *view.hand_sizes.get(seat.index())? as u32;
    }
    room[KITTY] = if view.kitty.is_some() {
        0
    } else {
        view.rules.kitty_size() as u32
    };
    let mut pool = view.unseen;
    for holder in &view.known_holders {
        let at = holder.seat.index();
        if holder.seat == me || room[at] == 0 || !pool.remove(holder.card) {
            return None;
        }
        known[at].insert(holder.card);
        room[at] -= 1;
    }
    let mut barred = *learned;
    for seat in Seat::all(view.players) {
        for suit in Suit::ALL {
            if view.is_void(seat, suit) {
                barred[seat.index()] |= suit_mask(suit);
            }
        }
    }
    Some((Placement::new(pool, room, barred)?, known))
}

/// A guess at the hidden cards, drawn from `placement` (see [`hidden_placement`]).
pub fn draw_guess(placement: &(Placement, [Cards; PLACES]), rng: &mut impl RngExt) -> Guess {
    let (placement, known) = placement;
    let dealt = placement.draw(rng);
    let mut guess = Guess::default();
    for (hand, (&d, &k)) in guess.hands.iter_mut().zip(dealt.iter().zip(known)) {
        *hand = d.plus(k);
    }
    guess.kitty = dealt[KITTY];
    guess
}

/// What a refusal says the refused seat could not have held (as play began, or now), beyond
/// the cards it is known to have held: the suit it did not follow, the card a rule would have made it
/// play. Returns false when the refusal is not about a hidden card (the history itself is
/// impossible).
pub fn learn(barred: &mut u64, why: Illegal, rules: &RuleSet) -> bool {
    let before = *barred;
    *barred |= match why {
        Illegal::MustFollow { suit } => suit_mask(suit),
        Illegal::BlackJackFirst => 1 << Card::new(Suit::Spades, crate::engine::JACK).index(),
        Illegal::QueenAtFirstChance => 1 << Card::QUEEN_OF_SPADES.index(),
        Illegal::MustPlayLikha => 1 << Card::new(Suit::Diamonds, 10).index(),
        Illegal::MustLeadOpeningCard { card } => 1 << card.index(),
        // It led a card that waits to be broken: it held nothing else it could lead (the Q♠
        // is something else unless it waits too), or, where the rules let a hand of nothing
        // but penalty cards lead one, nothing but penalty cards.
        Illegal::HeartsNotBroken | Illegal::QueenNotBroken => {
            match rules.rules().penalty_hand_may_lead_hearts {
                true => !rules.penalty_mask(),
                false => !rules.unbroken_lead_mask(),
            }
        }
        // It played a penalty card where only a hand of nothing else may.
        Illegal::NoPointsOnFirstTrick => !rules.penalty_mask(),
        _ => 0,
    };
    *barred != before
}

/// The guesses of one decision: the view's placement, made again with what each refused guess
/// teaches (a lead of hearts before they were broken says the seat held nothing else it could
/// lead; a rule such as "the J♠ first" says more than voids do), so that few guesses are
/// refused and those for the same reason once.
pub struct Guesser {
    placement: (Placement, [Cards; PLACES]),
    barred: [u64; PLACES],
}

impl Guesser {
    /// `None` when the view leaves no deal that fits.
    pub fn new(view: &PlayerView) -> Option<Guesser> {
        let placement = hidden_placement(view, &[0; PLACES])?;
        Some(Guesser {
            placement,
            barred: [0; PLACES],
        })
    }

    /// The game as it might be: the view with a guess that the engine accepts, or `None` if
    /// none is found in a few draws.
    pub fn game(&mut self, view: &PlayerView, rng: &mut impl RngExt) -> Option<Game> {
        self.weighed(view, &UNIFORM, rng).map(|(game, _)| game)
    }

    /// A guessed game, with the evidence that weighs it by `inference`: how well the guess
    /// explains what the
    /// other seats did.
    pub fn weighed(
        &mut self,
        view: &PlayerView,
        inference: &Inference,
        rng: &mut impl RngExt,
    ) -> Option<(Game, Evidence)> {
        for _ in 0..8 {
            let guess = draw_guess(&self.placement, rng);
            match inference.weigh(view, &guess) {
                Ok(found) => return Some(found),
                Err(GuessRefused::Play { seat, why, .. }) => {
                    let at = seat.index();
                    if seat != view.seat && learn(&mut self.barred[at], why, &view.rules) {
                        self.placement = hidden_placement(view, &self.barred)?;
                    }
                }
                Err(GuessRefused::Other(_)) => {}
            }
        }
        None
    }
}

/// A random guess at the hidden cards, every consistent deal as likely as any other, or
/// `None` if the view leaves no deal that fits.
pub fn guess_hidden(view: &PlayerView, rng: &mut impl RngExt) -> Option<Guess> {
    Some(draw_guess(&hidden_placement(view, &[0; PLACES])?, rng))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect()
    }

    fn places(rooms: &[u32]) -> [u32; PLACES] {
        let mut room = [0; PLACES];
        room[..rooms.len()].copy_from_slice(rooms);
        room
    }

    /// Every way to deal the labelled cards (copies told apart) into the rooms, none barred:
    /// how many labelled deals give each deal of the cards.
    fn enumerate(
        list: &[Card],
        room: [u32; PLACES],
        barred: [u64; PLACES],
    ) -> HashMap<Vec<Cards>, u64> {
        fn go(
            i: usize,
            list: &[Card],
            room: &mut [u32; PLACES],
            barred: &[u64; PLACES],
            dealt: &mut Vec<Cards>,
            out: &mut HashMap<Vec<Cards>, u64>,
        ) {
            let Some(&card) = list.get(i) else {
                *out.entry(dealt.clone()).or_default() += 1;
                return;
            };
            for p in 0..PLACES {
                if room[p] > 0 && barred[p] & 1 << card.index() == 0 {
                    room[p] -= 1;
                    dealt[p].insert(card);
                    go(i + 1, list, room, barred, dealt, out);
                    dealt[p].remove(card);
                    room[p] += 1;
                }
            }
        }
        let mut out = HashMap::new();
        let mut room = room;
        go(
            0,
            list,
            &mut room,
            &barred,
            &mut vec![Cards::EMPTY; PLACES],
            &mut out,
        );
        out
    }

    /// Draws `n` deals and compares their frequencies with the enumeration's by a chi-square
    /// test; returns the statistic and its degrees of freedom.
    fn chi_square(
        list: &[Card],
        room: [u32; PLACES],
        barred: [u64; PLACES],
        n: u32,
    ) -> (f64, usize) {
        let exact = enumerate(list, room, barred);
        let total: u64 = exact.values().sum();
        let placement = Placement::new(list.iter().copied().collect(), room, barred).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut seen: HashMap<Vec<Cards>, u32> = HashMap::new();
        for _ in 0..n {
            let dealt = placement.draw(&mut rng).to_vec();
            assert!(
                exact.contains_key(&dealt),
                "a deal that does not fit: {dealt:?}"
            );
            *seen.entry(dealt).or_default() += 1;
        }
        let stat = exact
            .iter()
            .map(|(deal, &ways)| {
                let expected = n as f64 * ways as f64 / total as f64;
                let got = seen.get(deal).copied().unwrap_or(0) as f64;
                (got - expected).powi(2) / expected
            })
            .sum();
        (stat, exact.len() - 1)
    }

    /// Fails unless the draws fit the enumeration: a chi-square statistic under a generous
    /// bound for its degrees of freedom at p = 0.001.
    fn assert_uniform(list: &[Card], room: [u32; PLACES], barred: [u64; PLACES]) {
        let (stat, df) = chi_square(list, room, barred, 40_000);
        let bound = df as f64 + 3.3 * (2.0 * df as f64).sqrt() + 8.0;
        assert!(
            stat < bound,
            "chi-square {stat:.1} with {df} degrees of freedom"
        );
    }

    fn bar(suits: &[Suit]) -> u64 {
        suits.iter().fold(0, |m, &s| m | suit_mask(s))
    }

    #[test]
    fn draws_are_uniform_over_every_fitting_deal() {
        // Voids that interact: seat 1 has no spades, seat 3 no hearts, seat 2 takes anything.
        let list = cards("AS KS QS AH KH QH 2C 3C");
        let mut barred = [0; PLACES];
        barred[1] = bar(&[Suit::Spades]);
        barred[3] = bar(&[Suit::Hearts]);
        assert_uniform(&list, places(&[0, 3, 2, 3]), barred);
        // A kitty, and a seat that may take only clubs.
        let list = cards("AS KS 2C 3C 4C AH KH");
        let mut barred = [0; PLACES];
        barred[2] = bar(&[Suit::Spades, Suit::Hearts, Suit::Diamonds]);
        let mut room = places(&[0, 2, 2, 2]);
        room[KITTY] = 1;
        assert_uniform(&list, room, barred);
    }

    #[test]
    fn copies_of_a_card_count_as_the_shuffle_deals_them() {
        // Two packs: two of each card; a hand with both copies comes up as a shuffle deals it.
        let list = cards("AS AS KS AH AH KH 2C 2C");
        let mut barred = [0; PLACES];
        barred[1] = bar(&[Suit::Hearts]);
        barred[3] = bar(&[Suit::Spades]);
        assert_uniform(&list, places(&[0, 3, 2, 3]), barred);
    }

    #[test]
    fn a_deal_is_found_whenever_one_exists() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let deck = cards("AS KS QS JS AH KH QH JH AD KD QD JD AC KC QC JC 2S 2H 2D 2C");
        for round in 0..400 {
            let n = rng.random_range(4..=deck.len().min(12));
            let mut list = deck.clone();
            list.shuffle(&mut rng);
            list.truncate(n);
            // Random rooms over three seats and sometimes a kitty, random voids.
            let mut room = [0u32; PLACES];
            let seats = 3 + usize::from(round % 4 == 0);
            for _ in 0..n {
                let p = match rng.random_range(0..seats) {
                    3 => KITTY,
                    s => s + 1,
                };
                room[p] += 1;
            }
            let mut barred = [0u64; PLACES];
            for b in barred.iter_mut().take(4) {
                for suit in Suit::ALL {
                    if rng.random_range(0..3) == 0 {
                        *b |= suit_mask(suit);
                    }
                }
            }
            let fits = !enumerate(&list, room, barred).is_empty();
            let placement = Placement::new(list.iter().copied().collect(), room, barred);
            assert_eq!(placement.is_some(), fits, "{list:?} {room:?} {barred:?}");
            if let Some(placement) = placement {
                for _ in 0..5 {
                    let dealt = placement.draw(&mut rng);
                    for p in 0..PLACES {
                        assert_eq!(dealt[p].len(), room[p]);
                        assert!(dealt[p].iter().all(|c| barred[p] & 1 << c.index() == 0));
                    }
                }
            }
        }
    }

    #[test]
    fn the_one_deal_of_tight_voids_is_always_found() {
        // Seat 3 is void in clubs, spades and hearts and holds five cards; exactly five
        // diamonds are out, and seat 2 may take diamonds too.
        let list = cards("2D 5D 7D 8D TD 4C 6C 8C 3S 5S QH KH");
        let mut barred = [0; PLACES];
        barred[3] = bar(&[Suit::Clubs, Suit::Spades, Suit::Hearts]);
        let placement = Placement::new(
            list.iter().copied().collect(),
            places(&[0, 0, 7, 5]),
            barred,
        )
        .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..100 {
            let dealt = placement.draw(&mut rng);
            assert_eq!(dealt[3], cards("2D 5D 7D 8D TD").into_iter().collect());
        }
    }
}

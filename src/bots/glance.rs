//! What one seat can see, gathered cheaply: from a [`PlayerView`] at the table, or from a
//! [`Game`] inside a search's playout, where it is made for every card played and so must not
//! allocate. Every policy decides from a `Glance` and nothing else, so a playout's opponents
//! see only what their seats would see.
use crate::engine::{
    Card, Cards, Game, MAX_SEATS, PlayerView, RuleSet, Seat, Seats, Standing, Suit, Trick,
    suit_mask,
};

#[derive(Clone, Debug)]
pub struct Glance<'a> {
    pub rules: &'a RuleSet,
    pub seat: Seat,
    pub players: u8,
    pub hand: Cards,
    /// The cards this seat may play now (empty when it is not on turn).
    pub legal: Cards,
    pub trick: &'a Trick,
    /// Every card this seat has not seen and that has not been played: the other hands and
    /// the kitty.
    pub out: Cards,
    /// For each seat, the suits it has shown void in, as bits by suit index.
    pub voids: [u8; MAX_SEATS],
    /// Points each seat has taken this deal.
    pub points: &'a [i32],
    pub standings: &'a [Standing],
    /// Cards each seat holds now.
    pub hand_sizes: [u8; MAX_SEATS],
    pub hearts_broken: bool,
    /// Tricks won so far this deal, by anyone.
    pub tricks_won: u8,
    /// Cards of cancelled tricks, waiting for the next trick's winner.
    pub carried: Cards,
    pub pledged: Seats,
    pub partner: Option<Seat>,
}

impl<'a> Glance<'a> {
    /// What `seat` sees of a game in a playout. The other hands are read only as one pile
    /// (the cards still out), which is exactly what the seat itself could work out.
    pub fn of_game(game: &'a Game, seat: Seat) -> Glance<'a> {
        let players = game.players();
        let mut out = game.kitty();
        let mut voids = [0u8; MAX_SEATS];
        let mut hand_sizes = [0u8; MAX_SEATS];
        for other in Seat::all(players) {
            let hand = game.hand(other);
            hand_sizes[other.index()] = hand.len() as u8;
            if other != seat {
                out = out.plus(hand);
            }
            voids[other.index()] = game.void_suits(other);
        }
        Glance {
            rules: game.rules(),
            seat,
            players,
            hand: game.hand(seat),
            legal: if game.turn() == Some(seat) {
                game.legal_plays()
            } else {
                Cards::EMPTY
            },
            trick: game.trick(),
            out,
            voids,
            points: game.points_taken(),
            standings: game.standings(),
            hand_sizes,
            hearts_broken: game.hearts_broken(),
            tricks_won: game.tricks_won().iter().sum(),
            carried: game.carried(),
            pledged: game.pledged(),
            partner: game.partner(seat),
        }
    }

    /// What the view's seat sees; `trick` is [`PlayerView::trick_state`].
    pub fn of_view(view: &'a PlayerView, trick: &'a Trick) -> Glance<'a> {
        let mut voids = [0u8; MAX_SEATS];
        let mut hand_sizes = [0u8; MAX_SEATS];
        for seat in Seat::all(view.players) {
            for suit in Suit::ALL {
                if view.is_void(seat, suit) {
                    voids[seat.index()] |= 1 << suit.index();
                }
            }
            hand_sizes[seat.index()] = view.hand_sizes.get(seat.index()).copied().unwrap_or(0);
        }
        Glance {
            rules: &view.rules,
            seat: view.seat,
            players: view.players,
            hand: view.hand,
            legal: view.legal,
            trick,
            out: view.unseen,
            voids,
            points: &view.points_taken,
            standings: &view.standings,
            hand_sizes,
            hearts_broken: view.hearts_broken,
            tricks_won: view.tricks_won.iter().sum(),
            carried: view.carried,
            pledged: view.pledged,
            partner: view.partner(),
        }
    }

    /// Whether `seat` has shown it holds no `suit`.
    pub fn is_void(&self, seat: Seat, suit: Suit) -> bool {
        self.voids[seat.index()] & (1 << suit.index()) != 0
    }

    /// +1 where a lower score is better, −1 where a higher one is (Gong Zhu).
    pub fn sign(&self) -> i32 {
        if self.rules.lower_scores_win() { 1 } else { -1 }
    }

    /// What taking `card` costs this seat: its value, counted so that more is worse.
    pub fn cost(&self, card: Card) -> i32 {
        self.sign() * self.rules.value(card)
    }

    /// What taking all of `cards` costs.
    pub fn cost_of(&self, cards: Cards) -> i32 {
        self.sign() * self.rules.value_of(cards)
    }

    /// Whether `seat` plays on this seat's side (itself or its partner).
    pub fn is_friend(&self, seat: Seat) -> bool {
        seat == self.seat || Some(seat) == self.partner
    }

    /// The seats still to play to the trick after this one, in order.
    pub fn still_to_play(&self) -> impl Iterator<Item = Seat> + '_ {
        let played = self.trick.len();
        let total = self.players as usize;
        (played + 1..total).map(move |i| self.trick.seat_at(i))
    }

    /// Cards still out of `suit` ranked above `card` (copies counted).
    pub fn out_above(&self, card: Card) -> u32 {
        let Some(suit) = card.suit() else { return 0 };
        let above = suit_mask(suit) & !((2u64 << card.index()) - 1);
        self.out.filter(above).len()
    }

    /// Cards still out of `suit` ranked below `card` (copies counted).
    pub fn out_below(&self, card: Card) -> u32 {
        self.out.filter(below(card)).len()
    }

    /// Cards of `card`'s suit in this seat's hand ranked below it (copies counted).
    pub fn held_below(&self, card: Card) -> u32 {
        self.hand.filter(below(card)).len()
    }

    /// Cards of `suit` in this seat's hand (copies counted).
    pub fn length(&self, suit: Suit) -> u32 {
        self.hand.filter(suit_mask(suit)).len()
    }

    /// The penalty (positive cost) still out, and the cards out.
    pub fn cost_out(&self) -> i32 {
        self.out
            .iter_distinct()
            .map(|c| self.cost(c).max(0) * self.out.count(c) as i32)
            .sum()
    }

    /// The game's worst card ([`RuleSet::worst_card`]): the Q♠ in most games, none where
    /// several cards cost as much. What the bots say speaks of this card.
    pub fn worst_card(&self) -> Option<Card> {
        self.rules.worst_card()
    }

    /// The card the bots' rules of thumb steer around: the worst card, or, where several
    /// cards cost the most and none is the worst (every heart in plain Hearts, the two queens
    /// of Pink Lady), the highest of them.
    pub fn feared_card(&self) -> Option<Card> {
        self.worst_card().or_else(|| {
            self.rules
                .deck()
                .iter_distinct()
                .filter(|&c| self.cost(c) > 0)
                .max_by_key(|&c| (self.cost(c), c.index()))
        })
    }

    /// Whether this seat leads the game or shares the lead.
    pub fn leading_game(&self, seat: Seat) -> bool {
        let score = |s: &Standing| self.sign() * s.points;
        let best = self.standings.iter().map(score).min().unwrap_or(0);
        self.standings.get(seat.index()).map(score) == Some(best)
    }
}

/// The cards of `card`'s suit ranked below it, as bits; none for a card of no suit.
fn below(card: Card) -> u64 {
    card.suit()
        .map_or(0, |suit| suit_mask(suit) & ((1u64 << card.index()) - 1))
}

//! What a card does, in the game's words: typed claims about a card in a position ("it stays
//! under Greta's J♣", "the other A♦ is still out and could cancel it"), each one true of the
//! position as the seat sees it. The page writes them in the player's language
//! (`lang::words::hints::claim`), naming the seats.
//! The Hint, "why not…?" and the review lead with these words; the search's figures follow on
//! request, and no claim contradicts them (`tests/bots.rs` checks each kind in every game).
use super::glance::Glance;
use super::policy::winner_now;
use crate::engine::{
    Cancellation, Card, Cards, KittyGoesTo, Outcome, Seat, Seats, Suit, Trick, suit_mask,
};
use serde::{Deserialize, Serialize};

/// One thing that is true of playing a card, with the cards and players it is about. The
/// seats a claim names are never the seat's own (it speaks of the others' cards and doings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Claim {
    /// It is the only card the seat may play.
    OnlyCard,
    /// It cancels the copy `seat` played to this trick: neither can win it.
    Cancels { seat: Seat, card: Card },
    /// Played last, it takes the trick, with `points` (the trick's, and any carried to it).
    Takes { points: i32 },
    /// It stays under `card`, which `seat` played to this trick and which nothing left to
    /// play can cancel: the seat cannot take this trick.
    Under { seat: Seat, card: Card },
    /// The game's worst card, played where the seat cannot take the trick: whoever takes it
    /// takes the card.
    GivesAway { worst: Card },
    /// Discarded while `seat` is winning the trick so far with `card`.
    Onto { seat: Seat, card: Card },
    /// The seat's partner is winning the trick so far.
    PartnerWinning { seat: Seat },
    /// No card still out can beat it or cancel it.
    Unbeatable,
    /// `copies` more of the same card are still out, and any one would cancel it.
    MayBeCancelled { card: Card, copies: u8 },
    /// The game's worst card is still out and ranks above it: `copies` of it, of `packs`.
    WorstAbove { worst: Card, copies: u8, packs: u8 },
    /// `count` cards of its suit that rank above it are still out (copies counted).
    HigherOut { suit: Suit, count: u8 },
    /// `count` cards of its suit that rank below it are still out: led later, it could win.
    LowerOut { suit: Suit, count: u8 },
    /// Other players who have shown they hold none of its suit.
    VoidShown { suit: Suit, seats: Seats },
    /// It is the seat's last card of its suit: from now on it may discard when that suit is
    /// led.
    LastOfSuit { suit: Suit },
    /// After it the seat still holds `low`, a lower card of the suit that a card still out
    /// ranks above: a way to give up the lead later.
    KeepsLow { low: Card },
    /// The trick holds `points` so far (with any carried to it).
    TrickHolds { points: i32 },
    /// `seat` has taken every point of the deal so far.
    MoonThreat { seat: Seat },
    /// It takes the trick for certain, so the seat leads the next one: from `only`, its one
    /// suit left, when it holds just one.
    WinsLead { only: Option<Suit> },
    /// After it the seat still holds the game's worst card, which a lead of its suit or a
    /// trick the seat must win may yet force out of it.
    KeepsWorst { worst: Card },
    /// After it the seat still holds `high`, above the game's worst card in its suit, while
    /// that card is still out: the worst card could fall on it later.
    KeepsAboveWorst { high: Card, worst: Card },
    /// It ranks above the game's worst card, still out, and it cannot take this trick: a
    /// card the worst one could fall on later, gone at no risk now.
    ShedsAboveWorst { worst: Card },
    /// After it the seat still holds `high`, a higher card of its suit that a card still out
    /// ranks below: it could win a trick later.
    KeepsHigh { high: Card },
    /// It is the first trick, where no penalty card may be played unless a hand holds
    /// nothing else (and no kitty or carried cards go with it): a high card goes cheaply now.
    FirstTrick,
}

/// The figure of the search's playouts that a claim speaks to: what it makes more or less
/// likely (see [`Claim::effect`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figure {
    /// The points the seat takes in this trick.
    Now,
    /// The points it takes in the rest of the deal.
    Later,
    /// Whether the game's worst card ends with it.
    Worst,
    /// Whether it takes this trick, and so leads the next.
    Lead,
}

impl Claim {
    /// A short name for each kind of claim, for counting them.
    pub fn kind(&self) -> &'static str {
        match self {
            Claim::OnlyCard => "only card",
            Claim::Cancels { .. } => "cancels",
            Claim::Takes { .. } => "takes the trick",
            Claim::Under { .. } => "stays under",
            Claim::GivesAway { .. } => "gives away the worst card",
            Claim::Onto { .. } => "discards onto",
            Claim::PartnerWinning { .. } => "partner winning",
            Claim::Unbeatable => "nobody can beat it",
            Claim::MayBeCancelled { .. } => "could be cancelled",
            Claim::WorstAbove { .. } => "worst card above",
            Claim::HigherOut { .. } => "higher out",
            Claim::LowerOut { .. } => "lower out",
            Claim::VoidShown { .. } => "voids shown",
            Claim::LastOfSuit { .. } => "last of its suit",
            Claim::KeepsLow { .. } => "keeps a low card",
            Claim::TrickHolds { .. } => "trick holds points",
            Claim::MoonThreat { .. } => "moon threat",
            Claim::WinsLead { .. } => "wins the lead",
            Claim::KeepsWorst { .. } => "keeps the worst card",
            Claim::KeepsAboveWorst { .. } => "keeps a card above the worst",
            Claim::ShedsAboveWorst { .. } => "sheds a card above the worst",
            Claim::KeepsHigh { .. } => "keeps a high card",
            Claim::FirstTrick => "first trick",
        }
    }

    /// Whether two claims, one of each of two cards, say the same thing of both: the same
    /// kind, whatever its counts or cards ("5 lower clubs are still out" and "7 lower…", "you
    /// keep the J♣…" and "you keep the K♣…"), but for the points a trick takes, which are
    /// what sets two winning cards apart.
    pub fn alike(&self, other: &Claim) -> bool {
        match (self, other) {
            (Claim::Takes { points: a }, Claim::Takes { points: b }) => a == b,
            (Claim::WinsLead { only: a }, Claim::WinsLead { only: b }) => a == b,
            _ => {
                std::mem::discriminant(self) == std::mem::discriminant(other)
                    && self.suit() == other.suit()
            }
        }
    }

    /// The suit a claim speaks of, where it speaks of one of the seat's suits ("5 lower clubs
    /// are still out", "you keep the 3♣"): the same claim of another suit is another claim.
    fn suit(&self) -> Option<Suit> {
        match *self {
            Claim::HigherOut { suit, .. }
            | Claim::LowerOut { suit, .. }
            | Claim::VoidShown { suit, .. }
            | Claim::LastOfSuit { suit } => Some(suit),
            Claim::KeepsLow { low: card } | Claim::KeepsHigh { high: card } => card.suit(),
            _ => None,
        }
    }

    /// Which figure the claim bears on, and which way: `+1` where it makes that figure
    /// larger (more points now or later, the worst card more likely to end with the seat, the
    /// trick more likely its own), `-1` where smaller. `sign` is the game's ([`Glance::sign`]):
    /// in a game where points are good, taking them is not a cost. `None` for what bears on
    /// none (the only card; the trick's points so far, the same whatever the seat plays).
    pub fn effect(&self, sign: i32) -> Option<(Figure, i32)> {
        use Figure::*;
        Some(match *self {
            Claim::OnlyCard | Claim::TrickHolds { .. } | Claim::MoonThreat { .. } => return None,
            Claim::Takes { points: 0 } | Claim::WinsLead { .. } | Claim::Unbeatable => (Lead, 1),
            Claim::Takes { points } => (Now, (sign * points).signum()),
            Claim::Cancels { .. }
            | Claim::Under { .. }
            | Claim::Onto { .. }
            | Claim::PartnerWinning { .. } => (Now, -1),
            // Players void in the suit led may throw their points onto it.
            Claim::VoidShown { .. } => (Now, 1),
            Claim::MayBeCancelled { .. } | Claim::HigherOut { .. } => (Lead, -1),
            Claim::GivesAway { .. } | Claim::WorstAbove { .. } | Claim::ShedsAboveWorst { .. } => {
                (Worst, -1)
            }
            Claim::KeepsWorst { .. } | Claim::KeepsAboveWorst { .. } => (Worst, 1),
            Claim::KeepsHigh { .. } => (Later, 1),
            Claim::LowerOut { .. }
            | Claim::LastOfSuit { .. }
            | Claim::KeepsLow { .. }
            | Claim::FirstTrick => (Later, -1),
        })
    }
}

/// Playing a card to the trick, as the claims weigh it.
struct Playing {
    card: Card,
    suit: Suit,
    cancelling: Option<Cancellation>,
    booster: bool,
    /// Copies of the card still out (where copies cancel).
    copies_out: u8,
    /// Cards of its suit above it still out.
    higher_out: u8,
    jokers_out: bool,
    led: Option<Suit>,
    /// The trick with the card played.
    after: Trick,
    /// Where the card stands in it.
    mine: usize,
    /// It is the trick's last card.
    last: bool,
    /// Who wins the trick with the card played, if it ended now.
    winner: Option<usize>,
    /// The points in the trick so far, and any carried to it.
    trick_points: i32,
}

impl Playing {
    fn new(g: &Glance, card: Card, suit: Suit) -> Playing {
        let cancelling = g.rules.cancellation();
        let after = g.trick.after(card);
        let winner = match after.outcome(cancelling.as_ref()) {
            Outcome::Won(at) => Some(at),
            Outcome::Cancelled => None,
        };
        Playing {
            card,
            suit,
            copies_out: match cancelling {
                Some(_) => g.out.count(card),
                None => 0,
            },
            cancelling,
            booster: g.rules.rules().booster_nines,
            higher_out: g.out_above(card).min(u8::MAX as u32) as u8,
            jokers_out: g.out.iter_distinct().any(|c| c.suit().is_none()),
            led: g.trick.led(),
            mine: after.len() - 1,
            after,
            last: g.still_to_play().next().is_none(),
            winner,
            trick_points: g.rules.value_of(g.trick.set()) + g.rules.value_of(g.carried),
        }
    }

    /// The card could take the trick: a lead, or winning it so far.
    fn could_take(&self) -> bool {
        self.led.is_none() || self.winner == Some(self.mine)
    }
}

/// Everything worth saying of playing `card` in the position, most telling first: the
/// first one or two are what the Hint says.
pub fn claims(g: &Glance, card: Card) -> Vec<Claim> {
    let mut said = Vec::new();
    if g.legal.distinct().count_ones() <= 1 {
        said.push(Claim::OnlyCard);
    }
    let Some(suit) = card.suit() else {
        return said;
    };
    let p = Playing::new(g, card, suit);
    match p.led {
        None => lead_claims(g, &p, &mut said),
        Some(led) if led == suit => follow_claims(g, &p, &mut said),
        Some(_) => discard_claims(g, &p, &mut said),
    }
    if g.length(suit) == 1 {
        said.push(Claim::LastOfSuit { suit });
    } else if p.led.is_none() || Some(suit) == p.led {
        keeps_low(g, card, &mut said);
    }
    moon_threat(g, &mut said);
    kept_claims(g, &p, &mut said);
    said
}

/// A lead: whether it can be beaten, the worst card above it, the cards out above it, the
/// voids shown.
fn lead_claims(g: &Glance, p: &Playing, said: &mut Vec<Claim>) {
    beaten(p.card, p.higher_out, p.copies_out, p.jokers_out, said);
    worst_above(g, p.card, said);
    if p.higher_out > 0 {
        said.push(Claim::HigherOut {
            suit: p.suit,
            count: p.higher_out,
        });
    }
    voids(g, p.suit, Seats::all(g.players), said);
}

/// Following suit: it cancels, takes the trick, may be beaten, or stays under; the points
/// the trick holds; the worst card above it.
fn follow_claims(g: &Glance, p: &Playing, said: &mut Vec<Claim>) {
    let (card, mine) = (p.card, p.mine);
    let cancels = p
        .cancelling
        .as_ref()
        .is_some_and(|rules| p.after.is_cancelled(mine, rules));
    let copy_by = (0..mine).find(|&i| g.trick.cards()[i] == card && g.trick.seat_at(i) != g.seat);
    match (cancels, copy_by) {
        (true, Some(i)) => said.push(Claim::Cancels {
            seat: g.trick.seat_at(i),
            card,
        }),
        _ if p.winner == Some(mine) && p.last && !p.booster => said.push(Claim::Takes {
            points: p.trick_points + g.rules.value(card),
        }),
        _ if p.winner == Some(mine) => {
            beaten(card, p.higher_out, p.copies_out, p.jokers_out, said);
            if p.higher_out > 0 && !p.last {
                said.push(Claim::HigherOut {
                    suit: p.suit,
                    count: p.higher_out,
                });
            }
        }
        _ => {
            if let Some(at) = p.winner.filter(|_| !p.booster) {
                let top = p.after.cards()[at];
                let seat = p.after.seat_at(at);
                // A copy still out cancels it only if someone is still to play.
                let can_cancel = p.cancelling.is_some() && !p.last && g.out.count(top) > 0;
                if seat != g.seat && !can_cancel && top.index() > card.index() {
                    said.push(Claim::Under { seat, card: top });
                    gives_away(g, card, said);
                }
            }
        }
    }
    if p.trick_points != 0 && !said.iter().any(|c| matches!(c, Claim::Takes { .. })) {
        said.push(Claim::TrickHolds {
            points: p.trick_points,
        });
    }
    worst_above(g, card, said);
}

/// A discard, which cannot take the trick: the worst card given away, who is winning it, the
/// cards out below it.
fn discard_claims(g: &Glance, p: &Playing, said: &mut Vec<Claim>) {
    if !p.booster {
        gives_away(g, p.card, said);
    }
    match winner_now(g) {
        Some(seat) if Some(seat) == g.partner => said.push(Claim::PartnerWinning { seat }),
        Some(seat) if seat != g.seat => {
            if let Some(play) = g.trick.winning_play(p.cancelling.as_ref()) {
                said.push(Claim::Onto {
                    seat,
                    card: play.card,
                });
            }
        }
        _ => {}
    }
    let lower_out = g.out_below(p.card).min(u8::MAX as u32) as u8;
    if lower_out > 0 {
        said.push(Claim::LowerOut {
            suit: p.suit,
            count: lower_out,
        });
    }
}

/// What the hand keeps after the card: the lead it wins, the cards out below it where it is
/// safe, the worst card kept or shed, a high card kept, and the first trick's points.
fn kept_claims(g: &Glance, p: &Playing, said: &mut Vec<Claim>) {
    let (card, suit) = (p.card, p.suit);
    let has = |said: &[Claim], kind: fn(&Claim) -> bool| said.iter().any(kind);
    // Certain to take the trick: played last and winning, or a card nothing out can beat
    // (in a game without cancelling, where nothing else can take a trick from it).
    let takes = has(said, |c| matches!(c, Claim::Takes { .. }))
        || (has(said, |c| matches!(c, Claim::Unbeatable))
            && p.cancelling.is_none()
            && !p.booster
            && p.could_take());
    let safe_now = has(said, |c| {
        matches!(c, Claim::Under { .. } | Claim::Cancels { .. })
    }) || (p.led.is_some_and(|led| led != suit) && !p.booster);
    let mut kept = g.hand;
    kept.remove(card);
    if takes && !kept.is_empty() {
        let suits = Suit::ALL
            .into_iter()
            .filter(|&s| !kept.filter(suit_mask(s)).is_empty());
        let only = match suits.collect::<Vec<_>>()[..] {
            [one] if kept.iter_distinct().all(|c| c.suit().is_some()) => Some(one),
            _ => None,
        };
        // "You take the trick" says as much, but for the one suit left to lead from.
        if only.is_some() || !has(said, |c| matches!(c, Claim::Takes { .. })) {
            said.push(Claim::WinsLead { only });
        }
    }
    if Some(suit) == p.led && safe_now && g.out_below(card) > 0 {
        said.push(Claim::LowerOut {
            suit,
            count: g.out_below(card).min(u8::MAX as u32) as u8,
        });
    }
    worst_kept_or_shed(g, card, kept, safe_now, said);
    if let Some(high) = kept
        .filter(suit_mask(suit))
        .iter_distinct()
        .max_by_key(|c| c.index())
        .filter(|h| h.index() > card.index() && g.out_below(*h) > 0)
        && !has(said, |c| matches!(c, Claim::KeepsAboveWorst { .. }))
    {
        said.push(Claim::KeepsHigh { high });
    }
    let rules = g.rules.rules();
    let kitty_with_it = g.rules.kitty_size() > 0
        && rules
            .kitty
            .is_some_and(|k| k.goes_to == KittyGoesTo::FirstTrick);
    if rules.no_points_on_first_trick
        && g.tricks_won == 0
        && g.carried.is_empty()
        && p.trick_points == 0
        && !kitty_with_it
        && p.could_take()
    {
        said.push(Claim::FirstTrick);
    }
}

/// What playing `card` does with the game's worst card and the cards above it, `kept` the
/// hand after it: the worst card kept, a card it could fall on kept, or one shed where it
/// cannot take the trick (`safe_now`).
fn worst_kept_or_shed(g: &Glance, card: Card, kept: Cards, safe_now: bool, said: &mut Vec<Claim>) {
    let Some(worst) = g.worst_card() else { return };
    if card != worst && kept.contains(worst) {
        said.push(Claim::KeepsWorst { worst });
    }
    if g.out.count(worst) == 0 {
        return;
    }
    let above = |c: &Card| c.suit() == worst.suit() && c.index() > worst.index();
    if above(&card) && safe_now {
        said.push(Claim::ShedsAboveWorst { worst });
    }
    if let Some(high) = kept.iter_distinct().filter(above).max_by_key(|c| c.index()) {
        said.push(Claim::KeepsAboveWorst { high, worst });
    }
}

/// Whether anything still out can beat `card` (a higher card of its suit, a joker) or cancel
/// it (a copy): nothing can, or the copies that could.
fn beaten(card: Card, higher_out: u8, copies_out: u8, jokers_out: bool, said: &mut Vec<Claim>) {
    if higher_out == 0 && copies_out == 0 && !jokers_out {
        said.push(Claim::Unbeatable);
    }
    if copies_out > 0 {
        said.push(Claim::MayBeCancelled {
            card,
            copies: copies_out,
        });
    }
}

/// `card` is the game's worst card, and the seat will not take it.
fn gives_away(g: &Glance, card: Card, said: &mut Vec<Claim>) {
    if g.worst_card() == Some(card) {
        said.push(Claim::GivesAway { worst: card });
    }
}

/// The worst card, still out and above `card` in its suit.
fn worst_above(g: &Glance, card: Card, said: &mut Vec<Claim>) {
    let Some(worst) = g.worst_card() else { return };
    let copies = g.out.count(worst);
    if worst.suit() == card.suit() && worst.index() > card.index() && copies > 0 {
        said.push(Claim::WorstAbove {
            worst,
            copies,
            packs: g.rules.deck().count(worst),
        });
    }
}

/// The other players among `among` who have shown they hold no `suit` (and still hold cards).
fn voids(g: &Glance, suit: Suit, among: Seats, said: &mut Vec<Claim>) {
    let mut seats = Seats::NONE;
    for seat in among.iter() {
        if seat != g.seat && g.is_void(seat, suit) && g.hand_sizes[seat.index()] > 0 {
            seats.insert(seat);
        }
    }
    if !seats.is_empty() {
        said.push(Claim::VoidShown { suit, seats });
    }
}

/// The lowest card of `card`'s suit the seat keeps after playing it, if it is lower and a card
/// out ranks above it.
fn keeps_low(g: &Glance, card: Card, said: &mut Vec<Claim>) {
    let Some(suit) = card.suit() else { return };
    let mut left = g.hand.filter(suit_mask(suit));
    left.remove(card);
    if let Some(low) = left.iter_distinct().min_by_key(|c| c.index())
        && low.index() < card.index()
        && g.out_above(low) > 0
    {
        said.push(Claim::KeepsLow { low });
    }
}

/// One other player has taken every point so far, and enough of them to be worth a word, in a
/// game with a moon to shoot.
fn moon_threat(g: &Glance, said: &mut Vec<Claim>) {
    if g.rules.moon_cards().is_empty() || g.sign() < 0 {
        return;
    }
    let takers: Vec<Seat> = (0..g.players)
        .map(Seat)
        .filter(|s| g.points.get(s.index()).is_some_and(|&p| p != 0))
        .collect();
    if let [seat] = takers[..]
        && seat != g.seat
        && Some(seat) != g.partner
        && g.points.get(seat.index()).is_some_and(|&p| p >= 8)
    {
        said.push(Claim::MoonThreat { seat });
    }
}

//! What a card does, in the game's words: typed claims about a card in a position ("it stays
//! under Greta's J♣", "the other A♦ is still out and could cancel it"), each one true of the
//! position as the seat sees it, and one function, [`say`], that turns them into English.
//! The Hint, "why not…?" and the review lead with these words; the search's figures follow on
//! request, and no claim contradicts them (`tests/bots.rs` checks each kind in every game).
use super::glance::Glance;
use super::policy::winner_now;
use crate::engine::{Card, Outcome, Seat, Seats, Suit, points, suit_mask};

/// One thing that is true of playing a card, with the cards and players it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
        }
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
    let cancelling = g.rules.cancellation();
    let booster = g.rules.rules().booster_nines;
    let copies_out = match cancelling {
        Some(_) => g.out.count(card),
        None => 0,
    };
    let higher_out = g.out_above(card).min(u8::MAX as u32) as u8;
    let jokers_out = g.out.iter_distinct().any(|c| c.suit().is_none());
    let led = g.trick.led();
    let after = g.trick.after(card);
    let mine = after.len() - 1;
    let last = g.still_to_play().next().is_none();
    // Who wins the trick with the card played, if it ended now.
    let winner = match after.outcome(cancelling.as_ref()) {
        Outcome::Won(at) => Some(at),
        Outcome::Cancelled => None,
    };
    let trick_points = g.rules.value_of(g.trick.set()) + g.rules.value_of(g.carried);
    if led.is_none() {
        // A lead.
        beaten(card, higher_out, copies_out, jokers_out, &mut said);
        worst_above(g, card, &mut said);
        if higher_out > 0 {
            said.push(Claim::HigherOut {
                suit,
                count: higher_out,
            });
        }
        voids(g, suit, Seats::all(g.players), &mut said);
    } else if Some(suit) == led {
        // Following suit.
        let cancels = cancelling
            .as_ref()
            .is_some_and(|rules| after.is_cancelled(mine, rules));
        let copy_by =
            (0..mine).find(|&i| g.trick.cards()[i] == card && g.trick.seat_at(i) != g.seat);
        match (cancels, copy_by) {
            (true, Some(i)) => said.push(Claim::Cancels {
                seat: g.trick.seat_at(i),
                card,
            }),
            _ if winner == Some(mine) && last && !booster => said.push(Claim::Takes {
                points: trick_points + g.rules.value(card),
            }),
            _ if winner == Some(mine) => {
                beaten(card, higher_out, copies_out, jokers_out, &mut said);
                if higher_out > 0 && !last {
                    said.push(Claim::HigherOut {
                        suit,
                        count: higher_out,
                    });
                }
            }
            _ => {
                if let Some(at) = winner.filter(|_| !booster) {
                    let top = after.cards()[at];
                    let seat = after.seat_at(at);
                    let can_cancel = cancelling.is_some() && g.out.count(top) > 0;
                    if seat != g.seat && !can_cancel && top.index() > card.index() {
                        said.push(Claim::Under { seat, card: top });
                        gives_away(g, card, &mut said);
                    }
                }
            }
        }
        if trick_points != 0 && !said.iter().any(|c| matches!(c, Claim::Takes { .. })) {
            said.push(Claim::TrickHolds {
                points: trick_points,
            });
        }
        worst_above(g, card, &mut said);
    } else {
        // A discard: it cannot take the trick.
        if !booster {
            gives_away(g, card, &mut said);
        }
        match winner_now(g) {
            Some(seat) if Some(seat) == g.partner => said.push(Claim::PartnerWinning { seat }),
            Some(seat) if seat != g.seat => {
                if let Some(play) = g.trick.winning_play(cancelling.as_ref()) {
                    said.push(Claim::Onto {
                        seat,
                        card: play.card,
                    });
                }
            }
            _ => {}
        }
        let lower_out = g.out_below(card).min(u8::MAX as u32) as u8;
        if lower_out > 0 {
            said.push(Claim::LowerOut {
                suit,
                count: lower_out,
            });
        }
    }
    if g.length(suit) == 1 {
        said.push(Claim::LastOfSuit { suit });
    } else if led.is_none() || Some(suit) == led {
        keeps_low(g, card, &mut said);
    }
    moon_threat(g, &mut said);
    said
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

/// "one higher spade", "9 higher spades".
fn counted(count: u8, what: &str, suit: Suit) -> String {
    match count {
        1 => format!("one {what} {}", suit.singular()),
        n => format!("{n} {what} {}", suit.name()),
    }
}

/// "Greta's J♣", "your J♣".
fn whose(name: &dyn Fn(Seat) -> String, me: Seat, seat: Seat, card: Card) -> String {
    match seat == me {
        true => format!("your {}", card.short()),
        false => format!("{}'s {}", name(seat), card.short()),
    }
}

/// One claim as a clause of English: "it stays under Greta's J♣". `name` names a seat;
/// `me` is the seat the words are for.
pub fn say(claim: &Claim, name: &dyn Fn(Seat) -> String, me: Seat) -> String {
    match *claim {
        Claim::OnlyCard => "it is the only card you may play".to_string(),
        Claim::Cancels { seat, card } => format!(
            "it cancels {}, so neither can win the trick",
            whose(name, me, seat, card)
        ),
        Claim::Takes { points: 0 } => "you take the trick, with no points".to_string(),
        Claim::Takes { points: n } => format!("you take the trick with {}", points(n)),
        Claim::Under { seat, card } => {
            format!("it stays under {}", whose(name, me, seat, card))
        }
        Claim::GivesAway { worst } => format!(
            "the {} goes to whoever takes the trick, not to you",
            worst.short()
        ),
        Claim::Onto { seat, card } => format!(
            "{} is winning the trick so far",
            whose(name, me, seat, card)
        ),
        Claim::PartnerWinning { seat } => {
            format!("your partner {} is winning the trick", name(seat))
        }
        Claim::Unbeatable => "nobody can beat it".to_string(),
        Claim::MayBeCancelled { card, copies: 1 } => {
            format!(
                "the other {} is still out and could cancel it",
                card.short()
            )
        }
        Claim::MayBeCancelled { card, copies } => format!(
            "{copies} more {} are still out, and any one could cancel it",
            card.short()
        ),
        Claim::WorstAbove {
            worst,
            copies,
            packs,
        } => {
            let which = match (copies, packs) {
                (_, 1) => format!("the {} is", worst.short()),
                (2, 2) => format!("both {} are", worst.short()),
                (1, _) => format!("a {} is", worst.short()),
                (n, _) => format!("{n} {} are", worst.short()),
            };
            format!("{which} still out, above it")
        }
        Claim::HigherOut { suit, count } => {
            let are = if count == 1 { "is" } else { "are" };
            format!("{} {are} still out", counted(count, "higher", suit))
        }
        Claim::LowerOut { suit, count } => {
            let are = if count == 1 { "is" } else { "are" };
            format!(
                "{} {are} still out, so it could win a trick later",
                counted(count, "lower", suit)
            )
        }
        Claim::VoidShown { suit, seats } => {
            let names: Vec<String> = seats.iter().map(name).collect();
            match names.as_slice() {
                [one] => format!("{one} has shown no {}", suit.name()),
                [a, b] => format!("{a} and {b} have shown no {}", suit.name()),
                more => format!("{} players have shown no {}", more.len(), suit.name()),
            }
        }
        Claim::LastOfSuit { suit } => format!("it is your last {}", suit.singular()),
        Claim::KeepsLow { low } => {
            format!("you keep the {} to give up the lead later", low.short())
        }
        Claim::TrickHolds { points: n } => format!("the trick holds {} so far", points(n)),
        Claim::MoonThreat { seat } => format!("{} has taken every point so far", name(seat)),
    }
}

/// The first `most` claims as one clause list: "it stays under Greta's J♣, and you keep the
/// 2♣ to give up the lead later".
pub fn say_first(claims: &[Claim], most: usize, name: &dyn Fn(Seat) -> String, me: Seat) -> String {
    let parts: Vec<String> = claims.iter().take(most).map(|c| say(c, name, me)).collect();
    parts.join(", and ")
}

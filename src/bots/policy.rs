//! The heuristic players. **Easy** follows a few simple rules: duck when it can, lead low,
//! dump its worst card when void. **Normal** plays a solid game: it passes to make voids and
//! shed dangerous cards, ducks, dumps points on others (the game's leader first), manages the
//! worst card (the Q♠ in most games: it bleeds spades when that is safe and keeps low spades
//! as cover), stops a moon it sees coming and shoots one with a hand that can. Normal is also
//! the policy every seat follows in the search bots' playouts, so it allocates nothing.
//!
//! Card values, bonus cards, signs and jokers all come from the rule set through
//! [`Glance::cost`], so one policy serves every game.
use super::glance::Glance;
use super::style::Style;
use crate::engine::{
    Card, Cards, Choice, MoonChoice, Outcome, PassDirection, PassList, RuleSet, Seat, Suit,
    suit_mask,
};
use serde::{Deserialize, Serialize};

/// What a player is trying to do this deal, beyond taking as little as it can.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Take as few points as possible.
    Plain,
    /// Take every counter: shoot the moon.
    Shoot,
    /// Someone else may be shooting the moon: take a point from them.
    Stop(Seat),
}

/// Why a card was chosen, in words a player understands (for hints).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    OnlyCard,
    /// Play below the card winning the trick.
    Duck {
        under: Card,
    },
    /// Play a copy of the winning card, so that both cancel.
    Cancel {
        card: Card,
    },
    /// Give points to the player winning the trick.
    Dump {
        on: Seat,
    },
    /// Discard a card likely to win a trick later.
    ShedDanger,
    /// Win a trick with no points, getting rid of a high card.
    WinClean,
    /// Every card wins: win with the highest.
    ForcedHigh,
    /// Win with the lowest card that may still be beaten.
    HopeOvertaken,
    /// Lead low spades to drive out the worst card.
    Bleed {
        worst: Card,
    },
    /// Lead a low card that others will probably beat.
    LeadLow,
    /// Lead a card that others may beat (or cancel), though not probably.
    LeadMayBeBeaten,
    /// Lead a card nobody can beat.
    LeadUnbeatable,
    /// Discard the last card of a suit.
    ShedSuit,
    /// Discard a card that costs nothing.
    ShedFree,
    /// Discard, for no reason worth a sentence.
    Discard,
    /// Take a trick with points from a player shooting the moon.
    StopMoon {
        shooter: Seat,
    },
    /// Keep winning tricks to shoot the moon.
    ShootMoon,
    /// Follow as low as possible.
    FollowLow,
    /// Give the partner who is winning the trick nothing.
    SparePartner,
}

/// The seat winning the trick so far, if any card can win it.
pub fn winner_now(g: &Glance) -> Option<Seat> {
    if g.trick.is_empty() {
        return None;
    }
    match g.trick.outcome(g.rules.cancellation().as_ref()) {
        Outcome::Won(position) => Some(g.trick.seat_at(position)),
        Outcome::Cancelled => None,
    }
}

/// The card winning the trick so far.
fn winning_card(g: &Glance) -> Option<Card> {
    match g.trick.outcome(g.rules.cancellation().as_ref()) {
        Outcome::Won(position) if !g.trick.is_empty() => g.trick.cards().get(position).copied(),
        _ => None,
    }
}

/// Whether this seat would be winning the trick after playing `card`.
pub(super) fn wins_with(g: &Glance, card: Card) -> bool {
    let after = g.trick.after(card);
    match after.outcome(g.rules.cancellation().as_ref()) {
        Outcome::Won(position) => after.seat_at(position) == g.seat,
        Outcome::Cancelled => false,
    }
}

/// What the trick holds now, with any cards carried over to it.
fn trick_cost(g: &Glance) -> i32 {
    g.cost_of(g.trick.set()) + g.cost_of(g.carried)
}

fn rank(card: Card) -> u8 {
    card.rank()
}

/// Cards that are sure to win a trick of their suit: nothing higher is out, and no copy that
/// could cancel them.
pub(super) fn sure_winner(g: &Glance, card: Card) -> bool {
    card.suit().is_some()
        && g.out_above(card) == 0
        && (g.rules.cancellation().is_none() || g.out.count(card) == 0)
}

/// Decides this seat's plan from what has been taken so far and the cards it holds.
pub fn plan(g: &Glance) -> Plan {
    styled_plan(g, &Style::NORMAL)
}

/// [`plan`] in a style.
fn styled_plan(g: &Glance, style: &Style) -> Plan {
    if g.sign() < 0 || g.rules.moon_cards().is_empty() || g.partner.is_some() {
        return Plan::Plain;
    }
    let total = g.rules.penalty_total().max(1);
    let mut takers = 0;
    let mut taker = None;
    for seat in Seat::all(g.players) {
        if g.points[seat.index()] > 0 {
            takers += 1;
            taker = Some(seat);
        }
    }
    let losers = g
        .hand
        .iter_distinct()
        .filter(|&c| !sure_winner(g, c))
        .count() as u32
        + g.hand.len()
        - g.hand.distinct().count_ones();
    let others_clean = takers == 0 || (takers == 1 && taker == Some(g.seat));
    if others_clean && !g.hand.is_empty() {
        let mine = g.points[g.seat.index()];
        // Strong enough to take every trick that matters from here on.
        if losers == 0 || (losers <= style.shoot_losers && mine * 2 >= total) {
            return Plan::Shoot;
        }
    }
    if takers == 1
        && let Some(shooter) = taker
        && shooter != g.seat
    {
        let theirs = g.points[shooter.index()];
        let left = g.cost_out() + trick_cost(g).max(0) + g.cost_of(g.hand).max(0);
        if theirs as f32 >= style.stop_share * total as f32 && left > 0 {
            return Plan::Stop(shooter);
        }
    }
    Plan::Plain
}

/// Normal's card, and why.
pub fn normal_play(g: &Glance) -> Option<(Card, Reason)> {
    styled_play(g, &Style::NORMAL)
}

/// The card a player of Normal's rules of thumb in `style` plays, and why.
pub fn styled_play(g: &Glance, style: &Style) -> Option<(Card, Reason)> {
    let mut legal = g.legal.iter_distinct();
    let first = legal.next()?;
    if legal.next().is_none() {
        return Some((first, Reason::OnlyCard));
    }
    let plan = styled_plan(g, style);
    let led = g.trick.led();
    let following = led.is_some_and(|s| g.legal.distinct() & suit_mask(s) != 0);
    Some(if g.trick.is_empty() || led.is_none() {
        lead(g, plan, style)
    } else if following {
        follow(g, plan, style)
    } else {
        discard(g, plan, style)
    })
}

/// The chance that leading `card` wins the trick, roughly.
fn lead_win_chance(g: &Glance, card: Card) -> f32 {
    let Some(suit) = card.suit() else { return 0.0 };
    let followers = (1..g.players as usize)
        .map(|i| g.seat.left(i as u8, g.players))
        .filter(|&s| !g.is_void(s, suit) && g.hand_sizes[s.index()] > 0)
        .count();
    if followers == 0 {
        return 1.0;
    }
    let mut higher = g.out_above(card);
    if g.rules.cancellation().is_some() {
        higher += g.out.count(card) as u32;
    }
    if higher == 0 {
        return 1.0;
    }
    0.5f32.powi(higher.min(8) as i32)
}

fn lead(g: &Glance, plan: Plan, style: &Style) -> (Card, Reason) {
    let legal = g.legal;
    if plan == Plan::Shoot {
        // Cash sure winners first; otherwise the highest card.
        let card = legal
            .iter_distinct()
            .max_by_key(|&c| (sure_winner(g, c), g.cost(c) <= 0, rank(c)))
            .unwrap_or(Card::JOKER);
        return (card, Reason::ShootMoon);
    }
    let worst = g.feared_card();
    let worst_out = worst.filter(|&w| g.out.contains(w));
    let holding_worst = worst.is_some_and(|w| g.hand.contains(w));
    let out_cards = g.out.len().max(1) as f32;
    let dump_size = (g.cost_out().max(0) as f32 / out_cards) * style.void_dump;
    let mut best: Option<(f32, Card, Reason)> = None;
    for card in legal.iter_distinct() {
        let mut reason = Reason::LeadLow;
        let p = lead_win_chance(g, card);
        // A cancelled trick's cards go to whoever wins this one.
        let mut if_won = (g.cost(card) + g.cost_of(g.carried)) as f32;
        if let Some(suit) = card.suit() {
            let voids = (1..g.players as usize)
                .map(|i| g.seat.left(i as u8, g.players))
                .filter(|&s| g.is_void(s, suit) && g.hand_sizes[s.index()] > 0)
                .count() as f32;
            if_won += voids * dump_size;
            // Followers in a suit of counters give counters.
            let suit_out = g.out.filter(suit_mask(suit));
            if !suit_out.is_empty() {
                let density = g.cost_of(suit_out).max(0) as f32 / suit_out.len() as f32;
                if_won += density * (g.players as f32 - 1.0 - voids);
            }
            if let Some(w) = worst_out
                && w.suit() == Some(suit)
                && card.index() > w.index()
            {
                // The worst card can drop under this one.
                if_won += g.cost(w) as f32 * style.worst_drop;
            }
        }
        let mut score = p * if_won;
        if let (Some(w), Some(suit)) = (worst, card.suit())
            && w.suit() == Some(suit)
        {
            if worst_out.is_some() && !holding_worst && card.index() < w.index() {
                // Bleeding: whoever holds the worst card loses cover.
                score -= style.bleed;
                reason = Reason::Bleed { worst: w };
            } else if holding_worst && card != w && g.length(suit) <= 4 {
                // Leading away cover for one's own worst card.
                score += style.lead_cover;
            }
        }
        if let Plan::Stop(shooter) = plan
            && g.cost(card) > 0
            && p >= 0.99
        {
            // A sure winner with a point in it stops the moon.
            score -= 20.0;
            reason = Reason::StopMoon { shooter };
        }
        // Prefer short suits (to make voids), then low cards.
        if let Some(suit) = card.suit() {
            score += style.short_suits * g.length(suit) as f32;
        }
        score += style.low_cards * rank(card) as f32;
        if best.is_none_or(|(s, _, _)| score < s) {
            best = Some((score, card, reason));
        }
    }
    best.map_or((Card::JOKER, Reason::LeadLow), |(_, c, r)| (c, r))
}

fn follow(g: &Glance, plan: Plan, style: &Style) -> (Card, Reason) {
    let legal = g.legal;
    let current = winner_now(g);
    let current_card = winning_card(g);
    let cost_now = trick_cost(g);
    let last = g.still_to_play().next().is_none();
    let mut ducks = Cards::EMPTY;
    let mut winners = Cards::EMPTY;
    for card in legal.iter_distinct() {
        if wins_with(g, card) {
            winners.insert(card);
        } else {
            ducks.insert(card);
        }
    }
    let lowest = |cards: Cards| cards.iter_distinct().min_by_key(|&c| (rank(c), c.index()));
    let highest = |cards: Cards| cards.iter_distinct().max_by_key(|&c| (rank(c), c.index()));
    match plan {
        Plan::Shoot => {
            if let Some(card) = highest(winners) {
                return (card, Reason::ShootMoon);
            }
            if let Some(card) = lowest(legal) {
                return (card, Reason::FollowLow);
            }
        }
        Plan::Stop(shooter) if current == Some(shooter) => {
            if let Some(card) = lowest(winners) {
                return (card, Reason::StopMoon { shooter });
            }
        }
        _ => {}
    }
    if let Some(partner) = g.partner
        && current == Some(partner)
        && let Some(card) = ducks
            .iter_distinct()
            .filter(|&c| g.cost(c) <= 0)
            .max_by_key(|&c| rank(c))
    {
        return (card, Reason::SparePartner);
    }
    if !ducks.is_empty() {
        // Shed the most expensive card someone else will take, else the highest duck.
        let dump = ducks
            .iter_distinct()
            .filter(|&c| g.cost(c) > 0)
            .max_by_key(|&c| g.cost(c));
        if let Some(card) = dump
            && style.dump_on_follow
            && current.is_some_and(|s| !g.is_friend(s))
        {
            return (
                card,
                Reason::Dump {
                    on: current.unwrap_or(g.seat),
                },
            );
        }
        let sheddable = ducks
            .iter_distinct()
            .filter(|&c| g.cost(c) <= 0 || ducks.iter_distinct().all(|d| g.cost(d) > 0));
        let card = match style.duck_high {
            true => sheddable.max_by_key(|&c| (rank(c), c.index())),
            false => sheddable.min_by_key(|&c| (rank(c), c.index())),
        }
        .unwrap_or(first_card(ducks));
        if let Some(winning) = current_card
            && winning == card
        {
            return (card, Reason::Cancel { card });
        }
        return (
            card,
            current_card.map_or(Reason::FollowLow, |under| Reason::Duck { under }),
        );
    }
    // Every card wins for now.
    let cheapest_high = |cards: Cards| {
        cards
            .iter_distinct()
            .max_by_key(|&c| (-g.cost(c), rank(c), c.index()))
    };
    let low = lowest(winners).unwrap_or(first_card(legal));
    let beatable = g.out_above(low) > 0
        && g.still_to_play().any(|s| {
            g.trick
                .led()
                .is_none_or(|suit| !g.is_void(s, suit) && g.hand_sizes[s.index()] > 0)
        });
    let voids_after = g
        .still_to_play()
        .any(|s| g.trick.led().is_some_and(|suit| g.is_void(s, suit)));
    if last || !beatable {
        let card = cheapest_high(winners).unwrap_or(low);
        let reason = if cost_now <= 0 && last {
            Reason::WinClean
        } else {
            Reason::ForcedHigh
        };
        return (card, reason);
    }
    if cost_now <= 0 && !voids_after && style.win_clean {
        let worst_below = g.feared_card().is_some_and(|w| {
            g.out.contains(w) && w.suit() == g.trick.led() && w.index() < low.index()
        });
        if !worst_below {
            return (cheapest_high(winners).unwrap_or(low), Reason::WinClean);
        }
    }
    (low, Reason::HopeOvertaken)
}

fn first_card(cards: Cards) -> Card {
    cards.iter_distinct().next().unwrap_or(Card::JOKER)
}

/// How likely holding `card` is to win a trick later: cards below it still out.
fn danger(g: &Glance, card: Card, style: &Style) -> f32 {
    let Some(suit) = card.suit() else {
        return 0.0;
    };
    let mut d = g.out_below(card) as f32 * style.keep_below + rank(card) as f32 * style.keep_rank;
    if let Some(w) = g.feared_card()
        && g.out.contains(w)
        && w.suit() == Some(suit)
        && card.index() > w.index()
    {
        // A high card over an unplayed worst card may catch it.
        d += g.cost(w) as f32 * style.over_worst;
    }
    // Short suits are worth emptying.
    d += style.empty_short / (1 + g.length(suit)) as f32;
    d
}

fn discard(g: &Glance, plan: Plan, style: &Style) -> (Card, Reason) {
    let legal = g.legal;
    let current = winner_now(g);
    if plan == Plan::Shoot {
        // Keep the winners: throw the card least likely to win, without points.
        let card = legal
            .iter_distinct()
            .min_by_key(|&c| (sure_winner(g, c), g.cost(c) > 0, rank(c)))
            .unwrap_or(Card::JOKER);
        return (card, Reason::ShootMoon);
    }
    let friendly = current.is_some_and(|s| g.is_friend(s));
    let stop = matches!(plan, Plan::Stop(s) if current == Some(s));
    // Points that would end the game with this seat not in the lead help nobody.
    let ends_badly = current.is_some_and(|s| {
        let target = g.rules.rules().target;
        g.sign() > 0
            && !g.leading_game(g.seat)
            && g.standings
                .get(s.index())
                .is_some_and(|st| st.points + g.points[s.index()] + trick_cost(g) + 13 >= target)
    });
    let keep_points = friendly || stop || ends_badly || current.is_none();
    let leader_bonus = current.is_some_and(|s| g.leading_game(s) && s != g.seat);
    let mut best: Option<(f32, Card)> = None;
    for card in legal.iter_distinct() {
        let cost = g.cost(card) as f32;
        let mut score = danger(g, card, style);
        if cost > 0.0 {
            score += if keep_points {
                -10.0 - cost
            } else if leader_bonus {
                style.dump_on_leader + cost * 1.5
            } else {
                style.dump + cost
            };
        } else if cost < 0.0 {
            // A bonus card is never given away.
            score += cost * 2.0 - 10.0;
        }
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, card));
        }
    }
    let card = best.map_or(first_card(legal), |(_, c)| c);
    let reason = if stop {
        Reason::StopMoon {
            shooter: current.unwrap_or(g.seat),
        }
    } else if friendly && g.partner.is_some() {
        Reason::SparePartner
    } else if g.cost(card) > 0 {
        Reason::Dump {
            on: current.unwrap_or(g.seat),
        }
    } else {
        Reason::ShedDanger
    };
    (card, reason)
}

/// Easy's card: duck with the highest card that loses, else the lowest; lead the lowest card;
/// when void, discard the worst card.
pub fn easy_play(g: &Glance) -> Option<Card> {
    let legal = g.legal;
    let first = legal.iter_distinct().next()?;
    let led = g.trick.led();
    let following = led.is_some_and(|s| legal.distinct() & suit_mask(s) != 0);
    let by_rank = |c: &Card| (rank(*c), c.index());
    Some(if g.trick.is_empty() || led.is_none() {
        legal
            .iter_distinct()
            .min_by_key(|&c| (g.cost(c) > 0, rank(c)))
            .unwrap_or(first)
    } else if following {
        legal
            .iter_distinct()
            .filter(|&c| !wins_with(g, c))
            .max_by_key(by_rank)
            .or_else(|| legal.iter_distinct().min_by_key(by_rank))
            .unwrap_or(first)
    } else {
        legal
            .iter_distinct()
            .max_by_key(|&c| (g.cost(c), rank(c)))
            .unwrap_or(first)
    })
}

/// How much a card hurts to keep, for choosing a pass.
pub fn pass_danger(g: &Glance, card: Card) -> f32 {
    styled_pass_danger(g, card, &Style::NORMAL)
}

/// [`pass_danger`] in a style.
fn styled_pass_danger(g: &Glance, card: Card, style: &Style) -> f32 {
    let Some(suit) = card.suit() else {
        // Jokers: pass one that costs, keep one that helps.
        return g.cost(card) as f32;
    };
    let cost = g.cost(card) as f32;
    if cost < 0.0 {
        return -50.0 + cost;
    }
    let length = g.length(suit);
    let r = rank(card) as f32;
    let mut d = (r - 2.0) * (r - 2.0) / 12.0;
    let worst = g.feared_card();
    let holding_worst = worst.is_some_and(|w| g.hand.contains(w));
    match worst {
        Some(w) if w == card => {
            // The worst card is safe with enough cover below it.
            d += if g.held_below(w) >= style.pass_cover {
                -5.0
            } else {
                cost * 1.5
            };
        }
        Some(w) if w.suit() == Some(suit) => {
            if card.index() > w.index() {
                if !holding_worst && g.held_below(w) < style.pass_cover {
                    d += g.cost(w) as f32 * style.pass_over_worst;
                }
            } else {
                // Low cards of the worst card's suit are cover: keep them.
                d -= 4.0;
            }
        }
        _ => {}
    }
    d += cost * (r / 14.0) * style.pass_costly;
    if length <= g.rules.rules().passing.cards as u32 && cost <= 0.0 {
        // Passing the whole suit makes a void.
        d += style.pass_void - length as f32;
    }
    d
}

/// Why a card goes in a pass, as [`pass_danger`] weighs it: each card's reason. The page
/// writes it ("it could be forced to take the Q♠", "they cost points" for several).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PassWhy {
    /// It costs points.
    CostsPoints,
    /// It is the game's worst card.
    CostsMost,
    /// It ranks above `worst`, the game's worst card, which the seat does not hold.
    ForcedToTake { worst: Card },
    /// Passed with the rest of its suit, it leaves the seat void in `suit`.
    LeavesVoid { suit: Suit },
    /// It could win a trick, and costs points.
    WinAndCost,
    /// It could win tricks.
    CouldWin,
    /// None of those: it helps the seat least.
    HelpsLeast,
}

/// Cards of a pass that go for the same reason, in the pass's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassGroup {
    pub cards: Vec<Card>,
    pub why: PassWhy,
}

fn pass_why(g: &Glance, card: Card, passed: Cards) -> PassWhy {
    let worst = g.worst_card();
    let Some(suit) = card.suit() else {
        return PassWhy::CostsPoints;
    };
    if worst == Some(card) {
        return PassWhy::CostsMost;
    }
    let of_suit = g.hand.filter(suit_mask(suit));
    match worst {
        Some(w) if w.suit() == Some(suit) && card.index() > w.index() && !g.hand.contains(w) => {
            return PassWhy::ForcedToTake { worst: w };
        }
        _ => {}
    }
    if of_suit.iter().all(|c| passed.contains(c)) && g.cost(card) <= 0 {
        return PassWhy::LeavesVoid { suit };
    }
    let can_win = g.out_below(card) > 0;
    match (g.cost(card) > 0, can_win) {
        (true, true) => PassWhy::WinAndCost,
        (true, false) => PassWhy::CostsPoints,
        (false, true) => PassWhy::CouldWin,
        _ => PassWhy::HelpsLeast,
    }
}

/// A pass explained card by card, the cards grouped by their reason: "Q♠: the card that costs
/// most; K♠, A♠: they could be forced to take the Q♠".
pub fn pass_reasons(g: &Glance, list: &PassList) -> Vec<PassGroup> {
    let cards = list.as_slice();
    let passed: Cards = cards.iter().copied().collect();
    let mut groups: Vec<PassGroup> = Vec::new();
    for &card in cards {
        let why = pass_why(g, card, passed);
        match groups.iter_mut().find(|group| group.why == why) {
            Some(group) => group.cards.push(card),
            None => groups.push(PassGroup {
                cards: vec![card],
                why,
            }),
        }
    }
    groups
}

/// Normal's pass: the `count` most dangerous cards it may pass, most dangerous first.
pub fn normal_pass(g: &Glance, count: u8, from: Cards) -> PassList {
    styled_pass(g, count, from, &Style::NORMAL)
}

/// The pass of a player of Normal's rules of thumb in `style`.
pub fn styled_pass(g: &Glance, count: u8, from: Cards, style: &Style) -> PassList {
    choose_pass(count, from, &|c| styled_pass_danger(g, c, style))
}

/// Easy's pass: its most expensive cards, then its highest.
pub fn easy_pass(g: &Glance, count: u8, from: Cards) -> PassList {
    choose_pass(count, from, &|c| g.cost(c) as f32 * 20.0 + rank(c) as f32)
}

/// The `count` cards of `from` that `score` rates highest, ties to the higher card: every
/// heuristic pass. (`score` a `dyn`: one copy of this for all its callers in the download.)
pub(super) fn choose_pass(count: u8, from: Cards, score: &dyn Fn(Card) -> f32) -> PassList {
    let mut left = from;
    let mut list = PassList::EMPTY;
    let mut chosen: [Card; crate::engine::MAX_PASS] = [Card::JOKER; crate::engine::MAX_PASS];
    let n = (count as usize).min(chosen.len());
    for slot in chosen.iter_mut().take(n) {
        let Some(card) = left.iter_distinct().max_by(|&a, &b| {
            score(a)
                .total_cmp(&score(b))
                .then(a.index().cmp(&b.index()))
        }) else {
            break;
        };
        left.remove(card);
        *slot = card;
    }
    if let Some(made) = PassList::new(&chosen[..n]) {
        list = made;
    }
    list
}

/// Normal's pledge: only a hand whose hearts are all low and few.
pub fn normal_pledge(g: &Glance) -> bool {
    let hearts = g.hand.filter(suit_mask(Suit::Hearts));
    hearts.len() <= 3 && hearts.iter_distinct().all(|c| rank(c) <= 6)
}

/// The suit to call after leading a joker: the one whose cards cost the most, for others to
/// take (the leader of a joker cannot win with it).
pub fn normal_call(g: &Glance) -> Suit {
    let shoot = plan(g) == Plan::Shoot;
    Suit::ALL
        .into_iter()
        .max_by_key(|&suit| {
            let out = g.out.filter(suit_mask(suit));
            let cost = g.cost_of(out);
            if shoot { -cost } else { cost }
        })
        .unwrap_or(Suit::Hearts)
}

/// The shooter's choice: add the moon to the others when it ends the game in the shooter's
/// favour or the shooter leads anyway (the game ends sooner); otherwise take it off.
pub fn normal_moon(g: &Glance) -> MoonChoice {
    let value = g.rules.moon_value();
    let target = g.rules.rules().target;
    let mine = g.standings.get(g.seat.index()).map_or(0, |s| s.points);
    let others_best = Seat::all(g.players)
        .filter(|&s| s != g.seat)
        .filter_map(|s| g.standings.get(s.index()))
        .map(|s| s.points)
        .min()
        .unwrap_or(0);
    let ends = Seat::all(g.players)
        .filter(|&s| s != g.seat)
        .filter_map(|s| g.standings.get(s.index()))
        .any(|s| s.points + value >= target);
    if (ends && mine < others_best + value) || (!ends && mine <= others_best) {
        MoonChoice::AddToOthers
    } else {
        MoonChoice::SubtractFromShooter
    }
}

/// The dealer's choice of pass: three cards to the left, where allowed; otherwise the first
/// choice offered.
pub fn normal_choose_pass(
    rules: &RuleSet,
    directions: &[PassDirection],
    max: u8,
) -> (PassDirection, u8) {
    let left = PassDirection::Left(1);
    if directions.contains(&left) {
        return (left, max.clamp(1, 3));
    }
    let first = directions.first().copied().unwrap_or(PassDirection::Hold);
    let size = match first {
        PassDirection::Left(_) | PassDirection::Mixer => max.clamp(1, 3),
        other => rules.pass_size(other),
    };
    (first, size)
}

/// Answers a choice as a player of Normal's rules of thumb turned as `style`.
pub fn styled_decide(g: &Glance, choice: &Choice, style: &Style) -> Option<crate::engine::Action> {
    use crate::engine::Action;
    Some(match choice {
        Choice::Play { .. } => Action::Play(styled_play(g, style)?.0),
        Choice::Pass { count, from } => Action::Pass(styled_pass(g, *count, *from, style)),
        other => return decide(g, other, false),
    })
}

/// Answers a choice with a policy's cards (Easy's or Normal's).
pub fn decide(g: &Glance, choice: &Choice, easy: bool) -> Option<crate::engine::Action> {
    use crate::engine::Action;
    Some(match choice {
        Choice::Nothing => return None,
        Choice::Play { .. } => Action::Play(if easy {
            easy_play(g)?
        } else {
            normal_play(g)?.0
        }),
        Choice::Pass { count, from } => Action::Pass(if easy {
            easy_pass(g, *count, *from)
        } else {
            normal_pass(g, *count, *from)
        }),
        Choice::ChoosePass {
            directions,
            max_cards,
        } => {
            let (direction, cards) = normal_choose_pass(g.rules, directions, *max_cards);
            Action::ChoosePass { direction, cards }
        }
        Choice::Pledge => Action::Pledge(!easy && normal_pledge(g)),
        Choice::CallSuit => Action::CallSuit(normal_call(g)),
        Choice::ChooseMoon => Action::ChooseMoon(normal_moon(g)),
    })
}

/// Why `card` suits the position, in the words of the rules of thumb above.
fn classify(g: &Glance, card: Card) -> Reason {
    if g.legal.distinct().count_ones() <= 1 {
        return Reason::OnlyCard;
    }
    let plan = plan(g);
    if plan == Plan::Shoot {
        return Reason::ShootMoon;
    }
    let current = winner_now(g);
    let led = g.trick.led();
    if g.trick.is_empty() || led.is_none() {
        if let Plan::Stop(shooter) = plan
            && g.cost(card) > 0
        {
            return Reason::StopMoon { shooter };
        }
        return match g.worst_card() {
            Some(w)
                if g.out.contains(w)
                    && !g.hand.contains(w)
                    && w.suit() == card.suit()
                    && card.index() < w.index() =>
            {
                Reason::Bleed { worst: w }
            }
            // Said only as far as the cards out bear it out.
            _ => match lead_win_chance(g, card) {
                p if p >= 1.0 => Reason::LeadUnbeatable,
                p if p <= 0.5 => Reason::LeadLow,
                _ => Reason::LeadMayBeBeaten,
            },
        };
    }
    if card.suit() == led {
        if !wins_with(g, card) {
            return match winning_card(g) {
                Some(winning) if winning == card => Reason::Cancel { card },
                Some(winning) => Reason::Duck { under: winning },
                None => Reason::FollowLow,
            };
        }
        if let Plan::Stop(shooter) = plan
            && current == Some(shooter)
        {
            return Reason::StopMoon { shooter };
        }
        let last = g.still_to_play().next().is_none();
        // Somebody after this seat may still hold a higher card of the suit.
        let may_go_higher = g.out_above(card) > 0
            && g.still_to_play()
                .any(|s| led.is_some_and(|suit| !g.is_void(s, suit)));
        return if last && trick_cost(g) <= 0 {
            Reason::WinClean
        } else if last || !may_go_higher {
            Reason::ForcedHigh
        } else {
            Reason::HopeOvertaken
        };
    }
    match current {
        Some(s) if g.partner == Some(s) => Reason::SparePartner,
        Some(s) if g.cost(card) > 0 => Reason::Dump { on: s },
        _ if could_win_later(g, card) => Reason::ShedDanger,
        _ if card.suit().is_some_and(|s| g.length(s) == 1) => Reason::ShedSuit,
        _ if g.cost(card) <= 0 => Reason::ShedFree,
        _ => Reason::Discard,
    }
}

/// Whether `card` could still win a trick: a lower card of its suit is out, or none of its
/// suit is (led, it would then stand). With only higher cards out, whoever follows beats it.
pub fn could_win_later(g: &Glance, card: Card) -> bool {
    let Some(suit) = card.suit() else {
        return false;
    };
    g.out_below(card) > 0 || g.out.filter(suit_mask(suit)).is_empty()
}

/// Why an action is a good choice, in one line (Normal's, for the Hint): the page writes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Line {
    /// Playing `card`, for `reason`; `worst_out` is the game's worst card where it is still
    /// out and of the card's suit.
    Play {
        card: Card,
        reason: Reason,
        worst_out: Option<Card>,
    },
    /// A pass, card by card.
    Pass(Vec<PassGroup>),
    /// To pledge (a hand of few, low hearts), or not.
    Pledge(bool),
    /// The suit to call for a joker led.
    CallSuit(Suit),
    /// The moon added to everyone else's score.
    MoonToOthers,
    /// The moon taken off the shooter's own score.
    MoonOffMine,
    /// The deal's pass chosen by the dealer: `cards` cards, in `direction` at a table of
    /// `players`.
    ChoosePass {
        direction: PassDirection,
        cards: u8,
        players: u8,
    },
}

/// One line saying why `action` is a good choice here.
pub fn explain(g: &Glance, action: &crate::engine::Action) -> Line {
    use crate::engine::Action;
    match *action {
        Action::Play(card) => Line::Play {
            card,
            reason: classify(g, card),
            // Worth saying only when the worst card is of the suit being played.
            worst_out: g
                .worst_card()
                .filter(|&w| g.out.contains(w) && w.suit() == card.suit()),
        },
        // The page names the cards already: the reason says why these.
        Action::Pass(list) => Line::Pass(pass_reasons(g, &list)),
        Action::Pledge(pledge) => Line::Pledge(pledge),
        Action::CallSuit(suit) => Line::CallSuit(suit),
        Action::ChooseMoon(MoonChoice::AddToOthers) => Line::MoonToOthers,
        Action::ChooseMoon(MoonChoice::SubtractFromShooter) => Line::MoonOffMine,
        Action::ChoosePass { direction, cards } => Line::ChoosePass {
            direction,
            cards,
            players: g.players,
        },
    }
}

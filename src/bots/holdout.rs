//! **Holdout**: a third family of rules of thumb, written apart from Normal's and Rival's and
//! kept out of everything a model of the other players learns from, so that it can be judged
//! on a player it never saw (docs/bots.md). It plays like a cautious club player:
//!
//! - it **passes** its highest cards, a counter a little before another card of its rank and
//!   short suits before long ones; the worst card only when it has fewer than two cards below
//!   it in its suit (and then first); the cards above the worst card, when it lacks it, only
//!   with fewer than three below it; the rest of the worst card's suit it keeps;
//! - it **leads** low from its longest suit that holds no counter, and a counter only when it
//!   is the lowest of its suit still in play; it leads the worst card's suit only with three or
//!   more cards below it ("fishing" with length, not with a single low card);
//! - it **follows** by position: second to a trick it plays its lowest card; later, it plays
//!   the highest card that loses; last to a trick without points, it takes it with its lowest
//!   winning card; when it must win, it wins with its highest card;
//! - it **discards** the worst card, then the cards above it while it is out, then its
//!   highest counter, then the highest card of its shortest suit;
//! - it **shoots the moon** only with at most one card that may lose; it **stops a moon** by
//!   taking a trick with points once one other player holds every point and at least half of
//!   them.
//!
//! It reads the game's costs through [`Glance`], so it plays every game, and it draws no
//! random numbers.
use super::Bot;
use super::glance::Glance;
use super::policy::{choose_pass, decide, sure_winner, winner_now, wins_with};
use crate::engine::{Action, Card, Cards, Choice, PassList, PlayerView, Seat, suit_mask};

/// A Holdout bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct HoldoutBot;

impl Bot for HoldoutBot {
    fn name(&self) -> &'static str {
        "holdout"
    }

    fn choose(&mut self, view: &PlayerView) -> Option<Action> {
        let trick = view.trick_state();
        holdout_decide(&Glance::of_view(view, &trick), &view.choice)
    }
}

/// What Holdout decides: its card and its pass; Normal's choice elsewhere (a pledge, the
/// moon's choice, the dealer's pass, a suit to call).
pub fn holdout_decide(g: &Glance, choice: &Choice) -> Option<Action> {
    match choice {
        Choice::Play { .. } => holdout_play(g).map(Action::Play),
        Choice::Pass { count, from } => Some(Action::Pass(holdout_pass(g, *count, *from))),
        other => decide(g, other, false),
    }
}

/// Holdout's pass.
pub fn holdout_pass(g: &Glance, count: u8, from: Cards) -> PassList {
    let worst = g.feared_card();
    let score = |card: Card| -> f32 {
        let cost = g.cost(card);
        let rank = card.rank() as f32;
        if worst == Some(card) {
            return if g.held_below(card) < 2 { 60.0 } else { -20.0 };
        }
        if let Some(w) = worst
            && w.suit() == card.suit()
        {
            // The suit of the worst card: the cards above it passed without cover, the rest
            // kept.
            if card.index() > w.index() && !g.hand.contains(w) && g.held_below(w) < 3 {
                return 40.0 + rank;
            }
            return rank - 30.0;
        }
        if cost > 0 {
            return 4.0 + rank + cost as f32;
        }
        if cost < 0 {
            return -40.0 + cost as f32;
        }
        // Otherwise its highest cards, from short suits first.
        let length = card.suit().map_or(0, |s| g.length(s)) as f32;
        rank - length
    };
    choose_pass(count, from, &score)
}

/// Whether Holdout goes for the moon: nobody else has taken points, and all its cards but one
/// are sure winners.
fn shooting(g: &Glance) -> bool {
    if g.sign() < 0 || g.rules.moon_cards().is_empty() || g.partner.is_some() {
        return false;
    }
    let others_took = Seat::all(g.players).any(|s| s != g.seat && g.points[s.index()] > 0);
    let losers = g
        .hand
        .iter_distinct()
        .filter(|&c| !sure_winner(g, c))
        .count();
    !others_took && !g.hand.is_empty() && losers <= 1
}

/// The other seat that holds every point taken so far, with at least half of the deal's.
fn moon_threat(g: &Glance) -> Option<Seat> {
    if g.rules.moon_cards().is_empty() || g.sign() < 0 {
        return None;
    }
    let total = g.rules.penalty_total().max(1);
    let taken: i32 = g.points.iter().map(|&p| p.max(0)).sum();
    let holder = Seat::all(g.players).find(|&s| g.points[s.index()] > 0)?;
    (holder != g.seat && !g.is_friend(holder) && g.points[holder.index()] == taken)
        .then_some(holder)
        .filter(|_| taken * 2 >= total)
}

/// Holdout's card.
pub fn holdout_play(g: &Glance) -> Option<Card> {
    let legal = g.legal;
    let first = legal.iter_distinct().next()?;
    let by_rank = |c: &Card| (c.rank(), c.index());
    let led = g.trick.led();
    if g.trick.is_empty() || led.is_none() {
        if shooting(g) {
            return legal
                .iter_distinct()
                .max_by_key(|&c| (sure_winner(g, c), c.rank()));
        }
        return Some(holdout_lead(g).unwrap_or(first));
    }
    let following = led.is_some_and(|s| legal.distinct() & suit_mask(s) != 0);
    let trick_cost = g.cost_of(g.trick.set()) + g.cost_of(g.carried);
    let threat = moon_threat(g);
    if following {
        let last = g.still_to_play().next().is_none();
        let winners = legal.iter_distinct().filter(|&c| wins_with(g, c));
        if shooting(g) || (threat.is_some() && trick_cost > 0 && winner_now(g) == threat) {
            // Take it, with the highest card that wins.
            return winners.max_by_key(by_rank).or(Some(first));
        }
        if last && trick_cost <= 0 {
            if let Some(low_win) = winners.min_by_key(by_rank) {
                return Some(low_win);
            }
        }
        if g.trick.len() == 1 {
            // Second hand low.
            return legal.iter_distinct().min_by_key(by_rank);
        }
        let ducks = legal.iter_distinct().filter(|&c| !wins_with(g, c));
        if let Some(duck) = ducks.max_by_key(by_rank) {
            return Some(duck);
        }
        // It must win: with its highest card.
        return legal.iter_distinct().max_by_key(by_rank);
    }
    // Void in the suit led: discard.
    if shooting(g) {
        return legal
            .iter_distinct()
            .min_by_key(|&c| (sure_winner(g, c), g.cost(c) > 0, c.rank()));
    }
    if threat.is_some() && threat != winner_now(g) {
        // Keep the counters for the shooter's tricks: a card without cost.
        if let Some(clean) = legal
            .iter_distinct()
            .filter(|&c| g.cost(c) <= 0)
            .max_by_key(by_rank)
        {
            return Some(clean);
        }
    }
    let worst = g.feared_card();
    if let Some(w) = worst
        && legal.contains(w)
    {
        return Some(w);
    }
    if let Some(w) = worst
        && g.out.contains(w)
        && let Some(suit) = w.suit()
        && let Some(over) = legal
            .filter(crate::engine::suit_mask(suit))
            .iter_distinct()
            .filter(|c| c.index() > w.index())
            .max_by_key(by_rank)
    {
        return Some(over);
    }
    legal.iter_distinct().max_by_key(|&c| {
        let length = c.suit().map_or(0, |s| g.length(s)) as i32;
        (g.cost(c).max(-1), c.rank() as i32 - length, c.index())
    })
}

/// The lead: low from the longest suit without counters; a counter only when it is the lowest
/// of its suit still in play; the worst card's suit only with three cards below it.
fn holdout_lead(g: &Glance) -> Option<Card> {
    let worst = g.feared_card();
    g.legal.iter_distinct().max_by_key(|&c| {
        let length = c.suit().map_or(0, |s| g.length(s)) as i32;
        let counter = g.cost(c) > 0;
        let lowest = g.out_below(c) == 0;
        let fishing_bad =
            worst.is_some_and(|w| w.suit() == c.suit() && g.out.contains(w) && g.held_below(w) < 3);
        let held_worst = worst.is_some_and(|w| w.suit() == c.suit() && g.hand.contains(w));
        let safe = (!counter || lowest) && !fishing_bad && !held_worst && worst != Some(c);
        (safe, !counter, length, 14 - c.rank() as i32)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::play_out_deal;
    use crate::engine::{Game, Preset};
    use std::sync::Arc;

    #[test]
    fn holdouts_finish_deals_of_every_game() {
        for preset in Preset::ALL {
            for players in preset.min_players()..=preset.max_players() {
                let rules = Arc::new(preset.rules(players).check().unwrap());
                for seed in 0..2 {
                    let mut game = Game::new(Arc::clone(&rules), seed);
                    game.stop_after_deal();
                    let mut bots = vec![HoldoutBot; players as usize];
                    let result =
                        play_out_deal(&mut game, |seat, view| bots[seat.index()].choose(view));
                    assert!(result.is_ok(), "{} for {players}: {result:?}", preset.id());
                }
            }
        }
    }
}

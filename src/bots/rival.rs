//! **Rival**: a second heuristic family, for tournaments only. The search bots play their
//! guesses out with the Normal policy in every seat, so a tournament against Normals flatters
//! them: they predict every card. Rival plays by other rules, which no search models (a little
//! weaker than Normal: docs/bots.md has the ladder):
//!
//! - it **passes** its most expensive and highest cards, the worst card (the Q♠) always and
//!   the cards above it when it lacks it; it does not pass to make voids;
//! - it **leads** from its longest safe suit, the highest card that someone can still beat
//!   (Normal leads short suits, low); with the worst card out and not in its hand it leads its
//!   highest card below it in that suit;
//! - it **follows** with the highest card that loses, takes a clean trick late with its
//!   highest card, and otherwise plays its lowest;
//! - it **discards** the worst card first, then its most expensive card, then the highest card
//!   of its shortest suit;
//! - it **shoots the moon** only from the start of play, with a hand of sure winners and
//!   counters (more readily than Normal), and never tries to stop one.
//!
//! Like Normal, it reads the game's costs through [`Glance`], so it plays every game.
use super::Bot;
use super::glance::Glance;
use super::policy::{choose_pass, decide, sure_winner, wins_with};
use crate::engine::{
    Action, Card, Cards, Choice, MoonChoice, PassList, PlayerView, Seat, suit_mask,
};

/// A Rival bot. It draws no random numbers: its choices follow from the position.
#[derive(Clone, Copy, Debug, Default)]
pub struct RivalBot;

impl Bot for RivalBot {
    fn name(&self) -> &'static str {
        "rival"
    }

    fn choose(&mut self, view: &PlayerView) -> Option<Action> {
        let trick = view.trick_state();
        let g = Glance::of_view(view, &trick);
        Some(match &view.choice {
            Choice::Play { .. } => Action::Play(rival_play(&g)?),
            Choice::Pass { count, from } => Action::Pass(rival_pass(&g, *count, *from)),
            Choice::Pledge => Action::Pledge(false),
            Choice::ChooseMoon => Action::ChooseMoon(MoonChoice::AddToOthers),
            // Nothing to decide, the dealer's choice of pass and a suit to call: as Normal.
            other => return decide(&g, other, false),
        })
    }
}

/// Rival's pass: the cards scored highest by cost and rank, the worst card and the cards
/// above it (when the hand lacks it) first.
pub fn rival_pass(g: &Glance, count: u8, from: Cards) -> PassList {
    let worst = g.feared_card();
    let holding_worst = worst.is_some_and(|w| g.hand.contains(w));
    let score = |card: Card| -> i32 {
        let cost = g.cost(card);
        if cost < 0 {
            return -100 + cost;
        }
        let mut s = cost * 3 + card.rank() as i32;
        if let Some(w) = worst {
            if w == card {
                s += 100;
            } else if w.suit() == card.suit() && card.index() > w.index() && !holding_worst {
                s += 40;
            }
        }
        s
    };
    choose_pass(count, from, &|c| score(c) as f32)
}

/// Whether the seat goes for the moon: nobody else has taken a counter, and every card but
/// one in its hand is a sure winner or it holds most of the counters still out.
fn shooting(g: &Glance) -> bool {
    if g.sign() < 0 || g.rules.moon_cards().is_empty() || g.partner.is_some() {
        return false;
    }
    let others_took = Seat::all(g.players).any(|s| s != g.seat && g.points[s.index()] > 0);
    if others_took || g.hand.is_empty() {
        return false;
    }
    let losers = g
        .hand
        .iter_distinct()
        .filter(|&c| !sure_winner(g, c))
        .count();
    let total = g.rules.penalty_total().max(1);
    let held = g.cost_of(g.hand).max(0) + g.points[g.seat.index()];
    losers <= 1 || (losers <= 2 && held * 3 >= total * 2)
}

/// Rival's card.
pub fn rival_play(g: &Glance) -> Option<Card> {
    let legal = g.legal;
    let first = legal.iter_distinct().next()?;
    let by_rank = |c: &Card| (c.rank(), c.index());
    let shoot = shooting(g);
    let led = g.trick.led();
    let following = led.is_some_and(|s| legal.distinct() & suit_mask(s) != 0);
    if g.trick.is_empty() || led.is_none() {
        if shoot {
            return legal
                .iter_distinct()
                .max_by_key(|&c| (sure_winner(g, c), c.rank()));
        }
        return Some(rival_lead(g).unwrap_or(first));
    }
    let last = g.still_to_play().next().is_none();
    let trick_cost = g.cost_of(g.trick.set()) + g.cost_of(g.carried);
    if following {
        if shoot {
            return legal.iter_distinct().max_by_key(by_rank);
        }
        let ducks = legal.iter_distinct().filter(|&c| !wins_with(g, c));
        if let Some(duck) = ducks.max_by_key(by_rank)
            && (trick_cost > 0 || !last)
        {
            return Some(duck);
        }
        if last && trick_cost <= 0 {
            // A clean trick: take it with the highest card without points.
            return legal
                .iter_distinct()
                .filter(|&c| g.cost(c) <= 0)
                .max_by_key(by_rank)
                .or(Some(first));
        }
        return legal.iter_distinct().min_by_key(by_rank);
    }
    // Void in the suit led: discard.
    if shoot {
        return legal
            .iter_distinct()
            .min_by_key(|&c| (sure_winner(g, c), g.cost(c) > 0, c.rank()));
    }
    if let Some(w) = g.feared_card()
        && legal.contains(w)
    {
        return Some(w);
    }
    legal.iter_distinct().max_by_key(|&c| {
        let suit_length = c.suit().map_or(0, |s| g.length(s)) as i32;
        (g.cost(c).max(-1) * 10 - suit_length, c.rank(), c.index())
    })
}

/// The lead: against an unplayed worst card it does not hold, its highest card below it in
/// that suit; otherwise the highest card of its longest suit that a card out can still beat,
/// cards with no cost first.
fn rival_lead(g: &Glance) -> Option<Card> {
    let legal = g.legal;
    if let Some(w) = g.feared_card()
        && g.out.contains(w)
        && let Some(suit) = w.suit()
    {
        let under = legal
            .filter(suit_mask(suit))
            .iter_distinct()
            .filter(|c| c.index() < w.index())
            .max_by_key(|c| c.rank());
        if under.is_some() {
            return under;
        }
    }
    legal.iter_distinct().max_by_key(|&c| {
        let length = c.suit().map_or(0, |s| g.length(s)) as i32;
        let beaten = g.out_above(c) > 0;
        (
            g.cost(c) <= 0,
            beaten,
            length,
            if beaten { c.rank() } else { 14 - c.rank() },
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::play_out_deal;
    use crate::engine::{Game, Preset};
    use std::sync::Arc;

    #[test]
    fn rivals_finish_deals_of_every_game() {
        for (game, players) in [
            ("black-lady", 4),
            ("cancellation", 8),
            ("omnibus", 4),
            ("black-lady", 3),
        ] {
            let preset = Preset::from_id(game).unwrap();
            let rules = Arc::new(preset.rules(players).check().unwrap());
            for seed in 0..4 {
                let mut game = Game::new(Arc::clone(&rules), seed);
                game.stop_after_deal();
                let mut bots = vec![RivalBot; players as usize];
                let result = play_out_deal(&mut game, |seat, view| bots[seat.index()].choose(view));
                assert!(result.is_ok(), "{result:?}");
            }
        }
    }
}

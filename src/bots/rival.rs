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
//! Like Normal, it reads the game's costs through [`Glance`], so it plays every game. Its rules
//! of thumb have knobs ([`RivalStyle`]); [`RivalStyle::RIVAL`] is Rival's own.
use super::Bot;
use super::glance::Glance;
use super::policy::{choose_pass, decide, sure_winner, wins_with};
use crate::engine::{
    Action, Card, Cards, Choice, MoonChoice, PassList, PlayerView, Seat, suit_mask,
};
use rand::RngExt;

/// The knobs of Rival's rules of thumb.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RivalStyle {
    /// In the pass, the weight of a card's cost against its rank (which weighs 1).
    pub pass_cost: i32,
    /// … of a card above the worst card, when the hand lacks the worst card.
    pub pass_over_worst: i32,
    /// Pass the worst card whatever else the hand holds.
    pub pass_worst: bool,
    /// Go for the moon with at most this many cards that may lose …
    pub shoot_losers: usize,
    /// … or one more, holding at least this share of the deal's points (in thirds).
    pub shoot_thirds: i32,
    /// Against an unplayed worst card it does not hold, lead the highest card below it.
    pub lead_under_worst: bool,
    /// Lead from its longest suit (else its shortest).
    pub lead_long: bool,
    /// Lead the highest card that can still be beaten (else the lowest).
    pub lead_high: bool,
    /// Following and losing, play the highest card that loses (else the lowest card).
    pub duck_high: bool,
    /// Last to a trick without points, take it with the highest card without cost.
    pub take_clean: bool,
    /// Void, discard the worst card before anything else.
    pub discard_worst: bool,
    /// Void, the weight of a card's cost against the shortness of its suit (which weighs 1).
    pub discard_cost: i32,
}

impl Default for RivalStyle {
    fn default() -> RivalStyle {
        RivalStyle::RIVAL
    }
}

impl RivalStyle {
    /// Rival's own knobs.
    pub const RIVAL: RivalStyle = RivalStyle {
        pass_cost: 3,
        pass_over_worst: 40,
        pass_worst: true,
        shoot_losers: 1,
        shoot_thirds: 2,
        lead_under_worst: true,
        lead_long: true,
        lead_high: true,
        duck_high: true,
        take_clean: true,
        discard_worst: true,
        discard_cost: 10,
    };

    /// A style drawn at random around Rival's: each switch turned one time in four, the
    /// weights and thresholds drawn from a range around Rival's.
    pub fn drawn(rng: &mut impl RngExt) -> RivalStyle {
        let r = RivalStyle::RIVAL;
        let mut turn = |on: bool| if rng.random_range(0..4) == 0 { !on } else { on };
        let (pass_worst, lead_under_worst, lead_long, lead_high) = (
            turn(r.pass_worst),
            turn(r.lead_under_worst),
            turn(r.lead_long),
            turn(r.lead_high),
        );
        let (duck_high, take_clean, discard_worst) =
            (turn(r.duck_high), turn(r.take_clean), turn(r.discard_worst));
        RivalStyle {
            pass_cost: rng.random_range(1..=6),
            pass_over_worst: rng.random_range(0..=60),
            pass_worst,
            shoot_losers: rng.random_range(0..=2),
            shoot_thirds: rng.random_range(1..=3),
            lead_under_worst,
            lead_long,
            lead_high,
            duck_high,
            take_clean,
            discard_worst,
            discard_cost: rng.random_range(2..=20),
        }
    }
}

/// A Rival bot. It draws no random numbers: its choices follow from the position.
#[derive(Clone, Copy, Debug, Default)]
pub struct RivalBot;

impl Bot for RivalBot {
    fn name(&self) -> &'static str {
        "rival"
    }

    fn choose(&mut self, view: &PlayerView) -> Option<Action> {
        let trick = view.trick_state();
        rival_decide(
            &Glance::of_view(view, &trick),
            &view.choice,
            &RivalStyle::RIVAL,
        )
    }
}

/// What a player of Rival's rules of thumb, turned as `style`, decides.
pub fn rival_decide(g: &Glance, choice: &Choice, style: &RivalStyle) -> Option<Action> {
    Some(match choice {
        Choice::Play { .. } => Action::Play(styled_rival_play(g, style)?),
        Choice::Pass { count, from } => Action::Pass(styled_rival_pass(g, *count, *from, style)),
        Choice::Pledge => Action::Pledge(false),
        Choice::ChooseMoon => Action::ChooseMoon(MoonChoice::AddToOthers),
        // Nothing to decide, the dealer's choice of pass and a suit to call: as Normal.
        other => return decide(g, other, false),
    })
}

/// Rival's pass, turned as `style`: the cards scored highest by cost and rank, the worst card
/// and the cards above it (when the hand lacks it) first.
pub fn styled_rival_pass(g: &Glance, count: u8, from: Cards, style: &RivalStyle) -> PassList {
    let worst = g.feared_card();
    let holding_worst = worst.is_some_and(|w| g.hand.contains(w));
    let score = |card: Card| -> i32 {
        let cost = g.cost(card);
        if cost < 0 {
            return -100 + cost;
        }
        let mut s = cost * style.pass_cost + card.rank() as i32;
        if let Some(w) = worst {
            if w == card && style.pass_worst {
                s += 100;
            } else if w.suit() == card.suit() && card.index() > w.index() && !holding_worst {
                s += style.pass_over_worst;
            }
        }
        s
    };
    choose_pass(count, from, &|c| score(c) as f32)
}

/// Whether the seat goes for the moon: nobody else has taken a counter, and every card but
/// one in its hand is a sure winner or it holds most of the counters still out.
fn shooting(g: &Glance, style: &RivalStyle) -> bool {
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
    losers <= style.shoot_losers
        || (losers <= style.shoot_losers + 1 && held * 3 >= total * style.shoot_thirds)
}

/// Rival's card.
pub fn rival_play(g: &Glance) -> Option<Card> {
    styled_rival_play(g, &RivalStyle::RIVAL)
}

/// [`rival_play`], turned as `style`.
pub fn styled_rival_play(g: &Glance, style: &RivalStyle) -> Option<Card> {
    let legal = g.legal;
    let first = legal.iter_distinct().next()?;
    let by_rank = |c: &Card| (c.rank(), c.index());
    let shoot = shooting(g, style);
    let led = g.trick.led();
    let following = led.is_some_and(|s| legal.distinct() & suit_mask(s) != 0);
    if g.trick.is_empty() || led.is_none() {
        if shoot {
            return legal
                .iter_distinct()
                .max_by_key(|&c| (sure_winner(g, c), c.rank()));
        }
        return Some(rival_lead(g, style).unwrap_or(first));
    }
    let last = g.still_to_play().next().is_none();
    let trick_cost = g.cost_of(g.trick.set()) + g.cost_of(g.carried);
    if following {
        if shoot {
            return legal.iter_distinct().max_by_key(by_rank);
        }
        let ducks = legal.iter_distinct().filter(|&c| !wins_with(g, c));
        let duck = match style.duck_high {
            true => ducks.max_by_key(by_rank),
            false => ducks.min_by_key(by_rank),
        };
        if let Some(duck) = duck
            && (trick_cost > 0 || !last || !style.take_clean)
        {
            return Some(duck);
        }
        if last && trick_cost <= 0 && style.take_clean {
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
        && style.discard_worst
    {
        return Some(w);
    }
    legal.iter_distinct().max_by_key(|&c| {
        let suit_length = c.suit().map_or(0, |s| g.length(s)) as i32;
        (
            g.cost(c).max(-1) * style.discard_cost - suit_length,
            c.rank(),
            c.index(),
        )
    })
}

/// The lead: against an unplayed worst card it does not hold, its highest card below it in
/// that suit; otherwise the highest card of its longest suit that a card out can still beat,
/// cards with no cost first.
fn rival_lead(g: &Glance, style: &RivalStyle) -> Option<Card> {
    let legal = g.legal;
    if let Some(w) = g.feared_card()
        && style.lead_under_worst
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
        let high = beaten == style.lead_high;
        (
            g.cost(c) <= 0,
            beaten,
            if style.lead_long { length } else { -length },
            if high { c.rank() } else { 14 - c.rank() },
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

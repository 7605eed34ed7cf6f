//! The search bots, Hard and Expert. For each decision they guess the hidden cards many times
//! over ([`super::sample`]), consistently with everything their seat has seen; on each guess
//! they try every choice, play the deal out with every seat following the Normal policy
//! (each seeing only what its own seat would see), solve the last few tricks exactly, and
//! keep the choice with the best average result. Expert guesses more often and solves more
//! tricks exactly than Hard.
use super::glance::Glance;
use super::policy::{normal_call, normal_moon, normal_play};
use super::sample::guess_hidden;
use crate::engine::{
    Action, Card, Choice, Game, HandResult, LastHand, MAX_SEATS, Phase, PlayerView, RuleSet, Seat,
    Suit,
};
use arrayvec::ArrayVec;
use rand::RngExt;

/// How hard a search works.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Effort {
    /// Playouts to spend on one decision, shared among its choices.
    pub playouts: u32,
    /// Fewest and most guesses of the hidden cards per decision.
    pub min_guesses: u32,
    pub max_guesses: u32,
    /// Near the end of a deal, each guess is solved exactly instead of played out, when that
    /// takes at most this many positions (per guess).
    pub exact_nodes: u32,
}

pub const HARD: Effort = Effort {
    playouts: 2400,
    min_guesses: 30,
    max_guesses: 120,
    exact_nodes: 4_000,
};

pub const EXPERT: Effort = Effort {
    playouts: 8000,
    min_guesses: 100,
    max_guesses: 400,
    exact_nodes: 30_000,
};

/// Playouts switch to an exact solution once the seat to play holds this many cards (one
/// fewer at tables of more than five, where the tree is wider).
const PLAYOUT_EXACT_CARDS: u8 = 2;

/// One value per seat: how good the deal's result is for it (higher is better).
pub type Values = [f32; MAX_SEATS];

/// How good a scored deal is for each seat: the average score of its opponents less its own
/// (team scores in partnership games), counted so that more is better in every game. A moon
/// is worth a lot to its shooter, a deal's points cost what they cost; this is the stand-in
/// for games whose score is more than one number (docs/bots.md).
pub fn values(result: &HandResult, rules: &RuleSet) -> Values {
    let n = result.players as usize;
    let sign = if rules.lower_scores_win() { 1.0 } else { -1.0 };
    let mut bad = [0f32; MAX_SEATS];
    for (b, &score) in bad.iter_mut().zip(&result.scores[..n]) {
        *b = sign * score as f32;
    }
    let total: f32 = bad[..n].iter().sum();
    let mut out = [0f32; MAX_SEATS];
    for (seat, value) in Seat::all(result.players).zip(out.iter_mut()) {
        let own = bad[seat.index()];
        *value = match rules.partner(seat) {
            Some(p) => {
                let team = own + bad[p.index()];
                (total - team) - team
            }
            None => (total - own) / (n as f32 - 1.0).max(1.0) - own,
        };
    }
    out
}

/// What a search found for one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Searched {
    pub action: Action,
    /// The chosen action's average value for the seat, and the next best's.
    pub value: f32,
    pub runner_up: Option<f32>,
    /// Guesses of the hidden cards that were played out.
    pub guesses: u32,
}

/// The choices a search compares: every legal card, or every suit to call.
fn candidates(view: &PlayerView) -> ArrayVec<Action, 64> {
    let mut out = ArrayVec::new();
    match &view.choice {
        Choice::Play { cards } => {
            for card in cards.iter_distinct() {
                out.push(Action::Play(card));
            }
        }
        Choice::CallSuit => {
            for suit in Suit::ALL {
                out.push(Action::CallSuit(suit));
            }
        }
        _ => {}
    }
    out
}

/// The game as it might be: the view with a guess at the hidden cards that the engine
/// accepts, or `None` after a few refused guesses.
pub fn determinize(view: &PlayerView, rng: &mut impl RngExt) -> Option<Game> {
    (0..8).find_map(|_| {
        let guess = guess_hidden(view, rng)?;
        Game::from_view(view, &guess).ok()
    })
}

/// Searches the view's decision (a card to play, or a suit to call). `None` when there is
/// nothing to compare (one choice, or another kind of decision) or no guess could be made.
pub fn search(view: &PlayerView, effort: &Effort, rng: &mut impl RngExt) -> Option<Searched> {
    let choices = candidates(view);
    if choices.len() < 2 {
        return None;
    }
    let me = view.seat;
    let guesses =
        (effort.playouts / choices.len() as u32).clamp(effort.min_guesses, effort.max_guesses);
    let exact = if view.players > 5 {
        PLAYOUT_EXACT_CARDS - 1
    } else {
        PLAYOUT_EXACT_CARDS
    };
    let mut totals = [0f32; 64];
    let mut played = 0;
    // Worth trying only near the end of the deal; dropped once a guess proves too big.
    let mut try_exact = view.hand.len() <= 6;
    for _ in 0..guesses {
        let Some(game) = determinize(view, rng) else {
            continue;
        };
        let mut scores = [0f32; 64];
        let mut solved = try_exact;
        let mut budget = effort.exact_nodes;
        for (i, &action) in choices.iter().enumerate() {
            let mut child = game.clone();
            let mut last = LastHand::default();
            if child.apply(me, action, &mut last).is_err() {
                // Cannot happen for a legal choice; never choose it.
                scores[i] = f32::NEG_INFINITY;
                continue;
            }
            if let Some(result) = &last.0 {
                scores[i] = values(result, child.rules())[me.index()];
                continue;
            }
            if solved {
                match solve_within(&child, &mut budget) {
                    Some(v) => {
                        scores[i] = v[me.index()];
                        continue;
                    }
                    None => {
                        solved = false;
                        try_exact = false;
                        // Play this guess out for every choice alike.
                        for (j, &earlier) in choices.iter().enumerate().take(i) {
                            let mut again = game.clone();
                            let mut last = LastHand::default();
                            if again.apply(me, earlier, &mut last).is_ok() {
                                scores[j] = play_out(&mut again, last, exact)[me.index()];
                            }
                        }
                    }
                }
            }
            scores[i] = play_out(&mut child, last, exact)[me.index()];
        }
        for (total, value) in totals.iter_mut().zip(scores).take(choices.len()) {
            *total += value;
        }
        played += 1;
    }
    if played == 0 {
        return None;
    }
    let mut order: ArrayVec<usize, 64> = (0..choices.len()).collect();
    order.sort_by(|&a, &b| totals[b].total_cmp(&totals[a]));
    let best = order[0];
    Some(Searched {
        action: choices[best],
        value: totals[best] / played as f32,
        runner_up: order.get(1).map(|&i| totals[i] / played as f32),
        guesses: played,
    })
}

/// Plays the deal in progress to its end as a search does (every seat on the Normal policy,
/// the last cards solved exactly) and returns every seat's value. Allocates nothing.
pub fn playout(game: &mut Game) -> Values {
    let exact = if game.players() > 5 {
        PLAYOUT_EXACT_CARDS - 1
    } else {
        PLAYOUT_EXACT_CARDS
    };
    game.stop_after_deal();
    play_out(game, LastHand::default(), exact)
}

/// Plays the deal to its end with every seat on the Normal policy, solving exactly once the
/// hands are small, and returns every seat's value.
fn play_out(game: &mut Game, mut last: LastHand, exact: u8) -> Values {
    let rules = game.rules_arc();
    loop {
        if let Some(result) = &last.0 {
            return values(result, &rules);
        }
        match game.phase() {
            Phase::Playing => {
                let Some(seat) = game.turn() else { break };
                if !game.awaiting_call() && game.hand(seat).len() <= exact as u32 {
                    return solve(game);
                }
                let action = policy_action(game, seat);
                if game.apply(seat, action, &mut last).is_err() {
                    break;
                }
            }
            Phase::ChoosingMoon => {
                let Some(seat) = game.to_act().iter().next() else {
                    break;
                };
                let choice = normal_moon(&Glance::of_game(game, seat));
                if game
                    .apply(seat, Action::ChooseMoon(choice), &mut last)
                    .is_err()
                {
                    break;
                }
            }
            _ => break,
        }
    }
    // A deal that stopped without a result (which the engine does not do) counts as even.
    [0.0; MAX_SEATS]
}

/// The Normal policy's action for the seat on turn in a playout.
fn policy_action(game: &Game, seat: Seat) -> Action {
    let glance = Glance::of_game(game, seat);
    if game.awaiting_call() {
        return Action::CallSuit(normal_call(&glance));
    }
    let card = normal_play(&glance).map_or(Card::JOKER, |(card, _)| card);
    Action::Play(card)
}

/// The exact result of the rest of the deal when every seat sees every card and plays for
/// itself (each seat takes the card best for its own value: max^n).
pub fn solve(game: &Game) -> Values {
    let mut budget = u32::MAX;
    solve_within(game, &mut budget).unwrap_or([0.0; MAX_SEATS])
}

/// [`solve`], giving up (`None`) once it has looked at `budget` positions.
pub fn solve_within(game: &Game, budget: &mut u32) -> Option<Values> {
    *budget = budget.checked_sub(1)?;
    let Some(seat) = game.to_act().iter().next() else {
        return Some([0.0; MAX_SEATS]);
    };
    let options: ArrayVec<Action, 64> = match game.phase() {
        Phase::Playing if game.awaiting_call() => {
            let glance = Glance::of_game(game, seat);
            [Action::CallSuit(normal_call(&glance))]
                .into_iter()
                .collect()
        }
        Phase::Playing => game
            .legal_plays()
            .iter_distinct()
            .map(Action::Play)
            .collect(),
        Phase::ChoosingMoon => {
            let glance = Glance::of_game(game, seat);
            [Action::ChooseMoon(normal_moon(&glance))]
                .into_iter()
                .collect()
        }
        _ => return Some([0.0; MAX_SEATS]),
    };
    let mut best: Option<Values> = None;
    for action in options {
        let mut child = game.clone();
        let mut last = LastHand::default();
        if child.apply(seat, action, &mut last).is_err() {
            continue;
        }
        let value = match &last.0 {
            Some(result) => values(result, game.rules()),
            None => solve_within(&child, budget)?,
        };
        if best.is_none_or(|b| value[seat.index()] > b[seat.index()]) {
            best = Some(value);
        }
    }
    Some(best.unwrap_or([0.0; MAX_SEATS]))
}

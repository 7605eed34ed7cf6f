//! The search bots, Hard and Expert. For each decision they guess the hidden cards many times
//! over ([`super::sample`]), consistently with everything their seat has seen; on each guess
//! they try every choice, play the deal out with every seat following the Normal policy
//! (each seeing only what its own seat would see), solve the last few tricks exactly, and
//! keep the choice with the best average result. Expert guesses more often than Hard, and its
//! exact end may look at bigger positions (both begin at the same number of cards).
use super::glance::Glance;
use super::infer::{Inference, Weights};
use super::policy::{decide, normal_call, normal_moon, normal_pass, normal_play, pass_danger};
use super::sample::Guesser;
use crate::engine::{
    Action, Card, Cards, Choice, DealSetup, Game, HandResult, LastHand, MAX_DECK, MAX_PASS,
    MAX_SEATS, PassCycle, PassList, Phase, PlayerView, RuleSet, Seat, Suit,
};
use arrayvec::ArrayVec;
use rand::RngExt;
use rand::seq::SliceRandom;
use std::sync::Arc;

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
    /// The most positions the exact solutions of one decision may take, over all guesses: it
    /// bounds the time of a decision near the end of a deal.
    pub exact_total: u32,
    /// Guessed deals on which [`search_pass`] plays out each candidate pass. No level
    /// searches its pass to play (docs/bots.md): both pass by Normal's rules.
    pub pass_guesses: u32,
    /// How the guesses are weighed by what the other seats did.
    pub inference: Inference,
    /// How the playouts play the other seats.
    pub others: Others,
}

/// A family of players whose policy a playout can follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Normal,
    Easy,
    Rival,
}

impl Family {
    /// The card this family plays on the glance's position.
    fn play(self, glance: &Glance) -> Option<Card> {
        match self {
            Family::Normal => normal_play(glance).map(|(card, _)| card),
            Family::Easy => super::policy::easy_play(glance),
            Family::Rival => super::rival::rival_play(glance),
        }
    }
}

/// How a search's playouts play the seats other than its own (its own plays on as Normal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Others {
    /// As Normal plays: the bots' model of everyone.
    Normal,
    /// As this family plays. With the family really at the table, a perfect model of it: a
    /// diagnostic of what knowing the others is worth (docs/bots.md), never a bot of the app.
    As(Family),
    /// On each guess, each other seat as a family drawn at random from these: a model of
    /// styles in general, for a table of a family it leaves out (a diagnostic too).
    Drawn(&'static [Family]),
}

impl Others {
    /// Each seat's family for one guess: `me` as Normal.
    fn families(self, me: Seat, rng: &mut impl RngExt) -> [Family; MAX_SEATS] {
        let mut families = [Family::Normal; MAX_SEATS];
        for (s, family) in families.iter_mut().enumerate() {
            if s == me.index() {
                continue;
            }
            *family = match self {
                Others::Normal => Family::Normal,
                Others::As(f) => f,
                Others::Drawn(pool) => *pool
                    .get(rng.random_range(0..pool.len().max(1)))
                    .unwrap_or(&Family::Normal),
            };
        }
        families
    }
}

pub const HARD: Effort = Effort {
    playouts: 2400,
    min_guesses: 30,
    max_guesses: 120,
    exact_nodes: 4_000,
    exact_total: 120_000,
    pass_guesses: 0,
    inference: INFER,
    others: Others::Normal,
};

pub const EXPERT: Effort = Effort {
    playouts: 10_000,
    min_guesses: 120,
    max_guesses: 400,
    exact_nodes: 30_000,
    exact_total: 600_000,
    // Searching the pass (16 guesses of 20 candidates) did worse against Rivals: 0.56 ± 0.50
    // points a hand more, 200 deals (docs/bots.md).
    pass_guesses: 0,
    inference: INFER,
    others: Others::Normal,
};

/// How the search levels weigh their guesses (measured with `moonshot guesses`: docs/bots.md).
const INFER: Inference = Inference {
    surprise: 0.3,
    void: 2.0,
    kept: 0.1,
};

/// Guessed deals on which the review weighs the person's pass against Normal's, when the
/// level does not search its pass.
pub const REVIEW_PASS_GUESSES: u32 = 16;

/// The most candidate passes the pass search compares.
const PASS_CANDIDATES: usize = 20;

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
    /// Every choice compared, with its average value over the same guesses (the chosen one
    /// among them): what the review and the Hint weigh another choice by.
    pub compared: ArrayVec<(Action, f32), 64>,
    /// What the playouts showed of each compared choice, in the same order, when the search
    /// was asked to explain itself ([`search_explained`]); empty otherwise.
    pub outlooks: ArrayVec<Outlook, 64>,
    /// How sure each margin is, in the same order, when the search explained itself: the
    /// standard error of the chosen action's value less that choice's, from the spread of the
    /// paired differences over the same guesses (0 for the chosen action); empty otherwise.
    pub noise: ArrayVec<f32, 64>,
}

/// A margin counts only once it is this many standard errors ([`Searched::noise`]) clear of
/// nothing: below, the two choices are "about as good" as far as the guesses can tell.
pub const SURE: f32 = 2.5;

/// Each guess's value of every choice and its weight, kept while a search explains itself:
/// the spread of the paired differences says how sure each margin is.
#[derive(Default)]
struct Ledger {
    /// The values of guess after guess, `choices` to a guess.
    values: Vec<f32>,
    /// Each guess's weight, and the scale it put on the guesses before it.
    weights: Vec<(f32, f32)>,
    choices: usize,
}

impl Ledger {
    fn new(choices: usize) -> Ledger {
        Ledger {
            choices,
            ..Ledger::default()
        }
    }

    /// A guess, weighed `weight`, after which the weights before it count `scale` times.
    fn add(&mut self, values: &[f32], weight: f32, scale: f32) {
        self.values.extend_from_slice(&values[..self.choices]);
        self.weights.push((weight, scale));
    }

    /// The standard error of choice `chosen`'s weighted average value less each choice's:
    /// the spread of the paired differences over the guesses, over the square root of how
    /// many guesses the weights leave in effect (Kish's effective sample size). Where a few
    /// heavy guesses carry the average, the spread of all the guesses keeps the error honest.
    fn noise(&self, chosen: usize) -> ArrayVec<f32, 64> {
        // Each guess's weight at the end: the scales put on it by the guesses after it.
        let mut weights = vec![0f32; self.weights.len()];
        let mut later = 1f32;
        for (w, &(weight, scale)) in weights.iter_mut().zip(&self.weights).rev() {
            *w = weight * later;
            later *= scale;
        }
        let total: f32 = weights.iter().sum();
        let squares: f32 = weights.iter().map(|w| w * w).sum();
        let guesses = weights.len() as f32;
        (0..self.choices)
            .map(|i| {
                if total <= 0.0 || guesses < 2.0 || i == chosen {
                    return 0.0;
                }
                let diffs = || {
                    self.values
                        .chunks_exact(self.choices)
                        .map(|r| r[chosen] - r[i])
                };
                let mean = diffs().sum::<f32>() / guesses;
                let spread = diffs().map(|d| (d - mean).powi(2)).sum::<f32>() / (guesses - 1.0);
                let effective = total * total / squares;
                (spread / effective).sqrt()
            })
            .collect()
    }
}

/// What the guessed deals showed of one choice for the searching seat, averaged over them
/// with their weights.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Outlook {
    /// The share of guesses in which the seat took the trick being played (a cancelled trick
    /// is nobody's).
    pub wins: f32,
    /// Points the seat took in that trick (the game's points: what its cards cost).
    pub now: f32,
    /// Points it took in the rest of the deal.
    pub later: f32,
    /// The share of guesses in which the game's worst card (the Q♠ in Black Lady) ended in the
    /// seat's tricks.
    pub worst: f32,
    /// The share of guesses in which the seat shot the moon.
    pub moon: f32,
}

impl Outlook {
    fn scaled(self, by: f32) -> Outlook {
        Outlook {
            wins: self.wins * by,
            now: self.now * by,
            later: self.later * by,
            worst: self.worst * by,
            moon: self.moon * by,
        }
    }

    fn plus(self, o: Outlook) -> Outlook {
        Outlook {
            wins: self.wins + o.wins,
            now: self.now + o.now,
            later: self.later + o.later,
            worst: self.worst + o.worst,
            moon: self.moon + o.moon,
        }
    }
}

/// Watches one playout for the searching seat: whether it takes the trick in progress, the
/// points in it, and the points it takes in the rest of the deal.
struct Watch {
    me: Seat,
    tricks: u8,
    won: u8,
    taken: i32,
    trick_over: bool,
    seen: Outlook,
}

impl Watch {
    /// Starts watching `game` before the seat's choice is applied to it.
    fn new(game: &Game, me: Seat) -> Watch {
        Watch {
            me,
            tricks: game.tricks_done(),
            won: game.tricks_won()[me.index()],
            taken: game.points_taken()[me.index()],
            trick_over: false,
            seen: Outlook::default(),
        }
    }

    /// Looks at the game after a card: has the trick been taken, and by whom?
    fn look(&mut self, game: &Game) {
        if !self.trick_over && game.tricks_done() != self.tricks {
            let i = self.me.index();
            self.trick_over = true;
            self.seen.wins = f32::from(u8::from(game.tricks_won()[i] > self.won));
            self.seen.now = (game.points_taken()[i] - self.taken) as f32;
        }
    }

    /// The deal is over.
    fn end(&mut self, game: &Game, result: &HandResult) {
        self.look(game);
        self.seen.moon = f32::from(u8::from(result.shooter() == Some(self.me)));
        let taken = game.points_taken()[self.me.index()] - self.taken;
        self.seen.later = taken as f32 - self.seen.now;
        let worst = game.rules().worst_card();
        self.seen.worst = f32::from(u8::from(
            worst.is_some_and(|w| game.taken(self.me).contains(w)),
        ));
    }
}

impl Searched {
    /// How much better the chosen action did than `other` over the same guesses, in the
    /// values' points; `None` when `other` was not compared.
    pub fn margin_over(&self, other: &Action) -> Option<f32> {
        let (_, value) = self.compared.iter().find(|(a, _)| a == other)?;
        Some(self.value - value)
    }

    /// The chosen action's place among the choices compared.
    fn chosen_index(&self) -> usize {
        let at = self.compared.iter().position(|(a, _)| *a == self.action);
        at.unwrap_or(0)
    }

    /// The standard error of [`Searched::margin_over`] `other`, when the search explained
    /// itself and compared `other`.
    pub fn noise_over(&self, other: &Action) -> Option<f32> {
        let at = self.compared.iter().position(|(a, _)| a == other)?;
        self.noise.get(at).copied()
    }

    /// Whether the chosen action did better than `other` by a margin clear of the noise
    /// ([`SURE`] standard errors): not just "about as good". Without a measure of the noise,
    /// any margin that rounds to a tenth of a point counts.
    pub fn clearly_better_than(&self, other: &Action) -> bool {
        let Some(margin) = self.margin_over(other) else {
            return false;
        };
        let noise = self.noise_over(other).unwrap_or(0.0);
        margin >= 0.05 && margin > SURE * noise
    }

    /// The best choice compared other than the chosen one, with its value (the first of
    /// equal ones).
    pub fn runner_up_choice(&self) -> Option<(Action, f32)> {
        let others = self.compared.iter().filter(|(a, _)| *a != self.action);
        others
            .copied()
            .reduce(|best, c| if c.1 > best.1 { c } else { best })
    }
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
    Guesser::new(view)?.game(view, rng)
}

/// Searches the view's decision (a card to play, or a suit to call). `None` when there is
/// nothing to compare (one choice, or another kind of decision) or no guess could be made.
pub fn search(view: &PlayerView, effort: &Effort, rng: &mut impl RngExt) -> Option<Searched> {
    search_with(view, effort, false, rng)
}

/// [`search`], watching the playouts for what they show of each choice
/// ([`Searched::outlooks`]), for the Hint and the review. It chooses as [`search`] does with the
/// same random numbers; it takes a little longer.
pub fn search_explained(
    view: &PlayerView,
    effort: &Effort,
    rng: &mut impl RngExt,
) -> Option<Searched> {
    search_with(view, effort, true, rng)
}

fn search_with(
    view: &PlayerView,
    effort: &Effort,
    explain: bool,
    rng: &mut impl RngExt,
) -> Option<Searched> {
    let choices = candidates(view);
    if choices.len() < 2 {
        return None;
    }
    let me = view.seat;
    let guesses =
        (effort.playouts / choices.len() as u32).clamp(effort.min_guesses, effort.max_guesses);
    let exact = playout_exact(view.players);
    let mut totals = [0f32; 64];
    let mut outlooks = [Outlook::default(); 64];
    let mut played = 0;
    let mut weights = 0f32;
    let mut relative = Weights::default();
    // Worth trying only near the end of the deal; dropped once a guess proves too big.
    let mut try_exact = view.hand.len() <= 6;
    let mut exact_left = effort.exact_total;
    let mut guesser = Guesser::new(view)?;
    let mut ledger = explain.then(|| Ledger::new(choices.len()));
    for _ in 0..guesses {
        if try_exact && played > 0 && exact_left < effort.exact_nodes {
            // The guesses solved exactly so far are all the time allows.
            break;
        }
        let Some((game, evidence)) = guesser.weighed(view, &effort.inference, rng) else {
            continue;
        };
        // Drawn only where the others are not all Normal: the bots' own random numbers stay
        // as they were.
        let families = match effort.others {
            Others::Normal => NORMALS,
            others => others.families(me, rng),
        };
        let mut scores = [0f32; 64];
        let mut seen = [Outlook::default(); 64];
        let mut solved = try_exact;
        let mut budget = effort.exact_nodes;
        for (i, &action) in choices.iter().enumerate() {
            let mut watch = explain.then(|| Watch::new(&game, me));
            let mut child = game.clone();
            let mut last = LastHand::default();
            if child.apply(me, action, &mut last).is_err() {
                // Cannot happen for a legal choice; never choose it.
                scores[i] = f32::NEG_INFINITY;
                continue;
            }
            if let Some(result) = &last.0 {
                scores[i] = values(result, child.rules())[me.index()];
                if let Some(w) = &mut watch {
                    w.end(&child, result);
                    seen[i] = w.seen;
                }
                continue;
            }
            if let Some(w) = &mut watch {
                w.look(&child);
            }
            if solved {
                match solve_within(&child, &mut budget) {
                    Some(v) => {
                        scores[i] = v[me.index()];
                        if let Some(w) = &mut watch {
                            // What the solution gives is a value: what the guess shows
                            // comes from playing it out as the playouts do.
                            play_out(&mut child, last, 0, &families, Some(&mut *w));
                            seen[i] = w.seen;
                        }
                        continue;
                    }
                    None => {
                        solved = false;
                        try_exact = false;
                        // Play this guess out for every choice alike.
                        for (j, &earlier) in choices.iter().enumerate().take(i) {
                            let mut watch = explain.then(|| Watch::new(&game, me));
                            let mut again = game.clone();
                            let mut last = LastHand::default();
                            if again.apply(me, earlier, &mut last).is_ok() {
                                scores[j] =
                                    play_out(&mut again, last, exact, &families, watch.as_mut())
                                        [me.index()];
                                if let Some(w) = watch {
                                    seen[j] = w.seen;
                                }
                            }
                        }
                    }
                }
            }
            scores[i] = play_out(&mut child, last, exact, &families, watch.as_mut())[me.index()];
            if let Some(w) = watch {
                seen[i] = w.seen;
            }
        }
        exact_left = exact_left.saturating_sub(effort.exact_nodes - budget);
        let (weight, scale) = relative.add(&effort.inference, evidence);
        let (weight, scale) = (weight as f32, scale as f32);
        for (total, value) in totals.iter_mut().zip(scores).take(choices.len()) {
            *total = *total * scale + weight * value;
        }
        if explain {
            for (o, s) in outlooks.iter_mut().zip(seen).take(choices.len()) {
                *o = o.scaled(scale).plus(s.scaled(weight));
            }
        }
        if let Some(ledger) = &mut ledger {
            ledger.add(&scores, weight, scale);
        }
        weights = weights * scale + weight;
        played += 1;
    }
    if played == 0 || weights <= 0.0 {
        return None;
    }
    let mut searched = found(&choices, &totals[..choices.len()], played, weights);
    if explain {
        searched.outlooks = outlooks[..choices.len()]
            .iter()
            .map(|o| o.scaled(1.0 / weights))
            .collect();
    }
    prefer_normal_on_ties(view, &mut searched);
    if let Some(ledger) = ledger {
        searched.noise = ledger.noise(searched.chosen_index());
    }
    Some(searched)
}

/// Values this close count as equal: the search's choice is then Normal's.
const TIE: f32 = 0.02;

/// Where Normal's card did as well as the search's choice (within [`TIE`]), the search plays
/// Normal's: the values of a tie say nothing, and Normal's rules of thumb say something.
fn prefer_normal_on_ties(view: &PlayerView, searched: &mut Searched) {
    if !matches!(view.choice, Choice::Play { .. }) {
        return;
    }
    let trick = view.trick_state();
    let Some((card, _)) = normal_play(&Glance::of_view(view, &trick)) else {
        return;
    };
    let normal = Action::Play(card);
    if normal == searched.action {
        return;
    }
    let Some(&(_, value)) = searched.compared.iter().find(|(a, _)| *a == normal) else {
        return;
    };
    if value >= searched.value - TIE {
        let chosen = (searched.action, searched.value);
        searched.action = normal;
        searched.value = value;
        searched.runner_up = Some(chosen.1);
    }
}

/// What a search found: the best of `choices` by their `totals` (each guess counted with its
/// weight, `weights` in all) over `played` guesses.
fn found(choices: &[Action], totals: &[f32], played: u32, weights: f32) -> Searched {
    let (best, runner_up) = best_two(totals);
    let average = |i: usize| totals[i] / weights;
    Searched {
        action: choices[best],
        value: average(best),
        runner_up: runner_up.map(average),
        guesses: played,
        compared: choices
            .iter()
            .enumerate()
            .map(|(i, &a)| (a, average(i)))
            .collect(),
        outlooks: ArrayVec::new(),
        noise: ArrayVec::new(),
    }
}

/// The index of the best total (the first of equal ones) and of the best of the others: what
/// a stable sort from best to worst puts first and second, without a sort's code in the
/// browser's download.
fn best_two(totals: &[f32]) -> (usize, Option<usize>) {
    let best_but = |skip: Option<usize>| {
        (0..totals.len())
            .filter(|&i| Some(i) != skip)
            .min_by(|&a, &b| totals[b].total_cmp(&totals[a]))
    };
    let best = best_but(None).unwrap_or(0);
    (best, best_but(Some(best)))
}

/// Plays the deal in progress to its end as a search does (every seat on the Normal policy,
/// the last cards solved exactly) and returns every seat's value. Allocates nothing.
pub fn playout(game: &mut Game) -> Values {
    game.stop_after_deal();
    play_out(
        game,
        LastHand::default(),
        playout_exact(game.players()),
        &NORMALS,
        None,
    )
}

/// Every seat as Normal.
const NORMALS: [Family; MAX_SEATS] = [Family::Normal; MAX_SEATS];

fn playout_exact(players: u8) -> u8 {
    if players > 5 {
        PLAYOUT_EXACT_CARDS - 1
    } else {
        PLAYOUT_EXACT_CARDS
    }
}

/// Plays the deal to its end with each seat playing its cards as its family does (Normal's
/// rules for everything else), solving exactly once the hands are small (`exact` cards; 0,
/// never), and returns every seat's value. `watch`, if any, sees every card played.
fn play_out(
    game: &mut Game,
    mut last: LastHand,
    exact: u8,
    families: &[Family; MAX_SEATS],
    mut watch: Option<&mut Watch>,
) -> Values {
    let rules = game.rules_arc();
    loop {
        if let Some(result) = &last.0 {
            if let Some(w) = watch {
                w.end(game, result);
            }
            return values(result, &rules);
        }
        match game.phase() {
            Phase::Playing => {
                let Some(seat) = game.turn() else { break };
                if !game.awaiting_call() && game.hand(seat).len() <= exact as u32 {
                    if let Some(w) = watch {
                        // The solution gives values only: the watch sees the rest played.
                        play_out(&mut game.clone(), LastHand::default(), 0, families, Some(w));
                    }
                    return solve(game);
                }
                let action = policy_action(game, seat, families[seat.index()]);
                if game.apply(seat, action, &mut last).is_err() {
                    break;
                }
                if let Some(w) = &mut watch {
                    w.look(game);
                }
            }
            Phase::ChoosingMoon | Phase::Passing | Phase::Pledging | Phase::ChoosingPass => {
                // Decisions before play (in a playout from a pass) and the moon's choice.
                let Some(seat) = game.to_act().iter().next() else {
                    break;
                };
                let glance = Glance::of_game(game, seat);
                let action = match game.phase() {
                    Phase::ChoosingMoon => Some(Action::ChooseMoon(normal_moon(&glance))),
                    _ => decide(&glance, &game.choice(seat), false),
                };
                let Some(action) = action else { break };
                if game.apply(seat, action, &mut last).is_err() {
                    break;
                }
            }
            _ => break,
        }
    }
    // A deal that stopped without a result (which the engine does not do) counts as even.
    [0.0; MAX_SEATS]
}

/// Searches the pass (Expert): candidate passes made of the cards most dangerous to keep, each
/// played out on the same guessed deals of the other hands (every seat passing and playing by
/// Normal's rules), and the one with the best average kept. `None` when there is no pass to
/// make, or the effort does not search passes. `also`, a pass the seat might make, is compared
/// too (the review weighs the person's pass so).
pub fn search_pass(
    view: &PlayerView,
    effort: &Effort,
    also: Option<PassList>,
    rng: &mut impl RngExt,
) -> Option<Searched> {
    let Choice::Pass { count, from } = view.choice else {
        return None;
    };
    let rules = &view.rules;
    if effort.pass_guesses == 0 || rules.rules().passing.cycle == PassCycle::DealersChoice {
        return None;
    }
    let trick = view.trick_state();
    let glance = Glance::of_view(view, &trick);
    let count = count as usize;
    // Every copy a seat may pass, most dangerous to keep first.
    let mut ranked: ArrayVec<(f32, Card), MAX_DECK> =
        from.iter().map(|c| (pass_danger(&glance, c), c)).collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1)));
    if ranked.len() < count || count == 0 {
        return None;
    }
    // The top cards, as many as give a handful of combinations.
    let mut top = count;
    while top < ranked.len() && combinations(top + 1, count) <= PASS_CANDIDATES as u64 {
        top += 1;
    }
    let mut candidates: ArrayVec<PassList, { PASS_CANDIDATES + 1 }> = ArrayVec::new();
    candidates.extend(also);
    let mut chosen: ArrayVec<usize, MAX_PASS> = (0..count).collect();
    loop {
        let cards: ArrayVec<Card, MAX_PASS> = chosen.iter().map(|&i| ranked[i].1).collect();
        if let Some(list) = PassList::new(&cards)
            && !candidates.contains(&list)
        {
            candidates.push(list);
            if candidates.len() == PASS_CANDIDATES + usize::from(also.is_some()) {
                break;
            }
        }
        // The next combination of `count` positions among `top`, in order.
        let Some(i) = (0..count).rev().find(|&i| chosen[i] < top - count + i) else {
            break;
        };
        chosen[i] += 1;
        for j in i + 1..count {
            chosen[j] = chosen[j - 1] + 1;
        }
    }
    if candidates.len() < 2 {
        return None;
    }
    weigh_passes(view, &candidates, None, effort.pass_guesses, rng)
}

/// The pass a level makes that does not search its pass (Normal's), weighed against `other`
/// on `guesses` guessed deals, as [`search_pass`] weighs its candidates: what the review says
/// of the person's pass. The action is always Normal's pass, whichever did better.
pub fn judge_pass(
    view: &PlayerView,
    other: PassList,
    guesses: u32,
    rng: &mut impl RngExt,
) -> Option<Searched> {
    let Choice::Pass { count, from } = view.choice else {
        return None;
    };
    if view.rules.rules().passing.cycle == PassCycle::DealersChoice {
        return None;
    }
    let trick = view.trick_state();
    let own = normal_pass(&Glance::of_view(view, &trick), count, from);
    let mut found = weigh_passes(view, &[own, other], Some(0), guesses, rng)?;
    let value = found.compared.first()?.1;
    found.runner_up = found.compared.get(1).map(|c| c.1);
    found.action = Action::Pass(own);
    found.value = value;
    Some(found)
}

/// Each of `candidates` played out on the same `guesses` guessed deals of the other hands
/// (every seat passing and playing by Normal's rules), the best average kept; the noise of
/// each margin is measured from candidate `chosen` (the best when `None`).
fn weigh_passes(
    view: &PlayerView,
    candidates: &[PassList],
    chosen: Option<usize>,
    guesses: u32,
    rng: &mut impl RngExt,
) -> Option<Searched> {
    let me = view.seat;
    let mut totals = [0f32; PASS_CANDIDATES + 1];
    let mut ledger = Ledger::new(candidates.len());
    let mut played = 0;
    for _ in 0..guesses {
        let Some(deal) = deal_before_pass(view, rng) else {
            continue;
        };
        let mut scores = [0f32; PASS_CANDIDATES + 1];
        for (i, &pass) in candidates.iter().enumerate() {
            let mut game = deal.clone();
            let mut last = LastHand::default();
            scores[i] = match game.apply(me, Action::Pass(pass), &mut last) {
                Ok(()) => play_out(&mut game, last, playout_exact(view.players), &NORMALS, None)
                    [me.index()],
                Err(_) => f32::NEG_INFINITY,
            };
            totals[i] += scores[i];
        }
        ledger.add(&scores, 1.0, 1.0);
        played += 1;
    }
    if played == 0 {
        return None;
    }
    let choices: ArrayVec<Action, { PASS_CANDIDATES + 1 }> =
        candidates.iter().map(|&list| Action::Pass(list)).collect();
    let mut found = found(&choices, &totals[..choices.len()], played, played as f32);
    found.noise = ledger.noise(chosen.unwrap_or_else(|| found.chosen_index()));
    Some(found)
}

fn combinations(n: usize, k: usize) -> u64 {
    (0..k).fold(1u64, |c, i| c * (n - i) as u64 / (i + 1) as u64)
}

/// A guess at the deal before anyone has passed: this seat's hand, and the other hands (and
/// the kitty) dealt at random from the cards it has not seen, as a one-deal game.
fn deal_before_pass(view: &PlayerView, rng: &mut impl RngExt) -> Option<Game> {
    let rules = &view.rules;
    let size = rules.hand_size() as usize;
    let mut unseen: ArrayVec<Card, MAX_DECK> = view.unseen.iter().collect();
    unseen.shuffle(rng);
    let mut hands = vec![Cards::EMPTY; view.players as usize];
    let mut rest = unseen.chunks(size);
    for seat in Seat::all(view.players) {
        hands[seat.index()] = if seat == view.seat {
            view.hand
        } else {
            rest.next()?.iter().copied().collect()
        };
    }
    let kitty: Cards = rest.flatten().copied().collect();
    let setup = DealSetup {
        hands,
        kitty,
        pass: view.pass,
        hand_number: view.hand_number,
        dealer: Some(view.dealer),
        totals: Vec::new(),
        standings: view.standings.clone(),
        pool: view.pool,
        moon_streak: Vec::new(),
        queen_taker: None,
    };
    let mut game = Game::from_deal(Arc::clone(rules), 0, &setup).ok()?;
    game.stop_after_deal();
    (game.phase() == Phase::Passing).then_some(game)
}

/// The action of the seat on turn in a playout: its family's card, Normal's call.
fn policy_action(game: &Game, seat: Seat, family: Family) -> Action {
    let glance = Glance::of_game(game, seat);
    if game.awaiting_call() {
        return Action::CallSuit(normal_call(&glance));
    }
    Action::Play(family.play(&glance).unwrap_or(Card::JOKER))
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

#[cfg(test)]
mod tests {
    use super::best_two;

    #[test]
    fn the_best_two_are_those_a_stable_sort_puts_first() {
        assert_eq!(best_two(&[1.0, 3.0, 3.0, 2.0]), (1, Some(2)));
        assert_eq!(best_two(&[2.0, 4.0, 1.0]), (1, Some(0)));
        assert_eq!(best_two(&[-1.0, -1.0]), (0, Some(1)));
        assert_eq!(best_two(&[5.0]), (0, None));
    }
}

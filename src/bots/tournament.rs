//! Duplicate tournaments between bots: every deal is dealt once and played once per rotation
//! of the seats, so every bot plays every hand from every seat and luck cancels out. Deals
//! come in matches of [`MATCH_DEALS`] deals; within a match each rotation plays its deals in
//! order, as games to the rules' end (a game that ends starts another on the next deal), so
//! that games can be won. Matches and rotations run on every core.
pub use super::guesses::{GuessCounts, count_guesses};
use super::{
    Bot, EXPERT, Effort, Family, HoldoutBot, Level, LevelBot, Others, PlayError, RivalBot,
    choose_searching, play_out_deal,
};
use crate::engine::{
    Action, DealSetup, Game, Phase, PlayerView, RuleSet, Rules, RulesError, Seat, ShotKind,
    deal_hands,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;
use std::fmt;
use std::sync::Arc;
use std::time::Instant;

/// Deal number `deal` of the cards `seed` deals, the dealer moving one seat a deal, as the
/// `hand_number`th deal of a game that stands at `standings` (empty: a new game).
pub fn deal_setup(
    rules: &RuleSet,
    seed: u64,
    deal: u32,
    hand_number: u32,
    standings: Vec<crate::engine::Standing>,
) -> DealSetup {
    let n = rules.players() as usize;
    let dealer = Seat(((deal as usize + n - 1) % n) as u8);
    let (hands, kitty) = deal_hands(rules, seed, deal, dealer);
    DealSetup {
        hands: hands[..n].to_vec(),
        kitty,
        pass: rules.pass_direction(hand_number),
        hand_number,
        dealer: Some(dealer),
        standings,
        ..DealSetup::first(Vec::new(), rules.pass_direction(0))
    }
}

/// Deals in one match at most: the unit of independence for the confidence intervals.
pub const MATCH_DEALS: u32 = 10;

/// Deals per match for a tournament of `deals`: at least twenty matches where there are
/// enough deals, so that the intervals rest on enough of them.
pub fn match_deals(deals: u32) -> u32 {
    (deals / 20).clamp(1, MATCH_DEALS)
}

/// A tournament's player: a level of the app's bots, **Rival**, a heuristic family of
/// tournaments only ([`super::rival`]), which the search's playouts do not model,
/// **Holdout**, another, kept out of all that a model of the others learns from
/// ([`super::holdout`]), or a
/// probe: the Expert with other models of the other players in its playouts, a diagnostic of
/// what such a model is worth (docs/bots.md), never a bot of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Entrant {
    Level(Level),
    Rival,
    Holdout,
    Probe(Probe),
}

/// The Expert with another model of the others in its playouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Probe {
    /// Every other seat played as Rival (`expert-as-rival`): at a table of Rivals, the
    /// oracle.
    AsRival,
    /// … as Easy (`expert-as-easy`).
    AsEasy,
    /// Each other seat, on each guess, as Normal or Easy (`expert-without-rival`): styles
    /// that leave Rival out, for a table of Rivals.
    WithoutRival,
    /// … as Rival or Easy (`expert-without-normal`), for a table of Normals.
    WithoutNormal,
    /// … as Normal or Rival (`expert-without-easy`), for a table of Easy bots.
    WithoutEasy,
}

impl Probe {
    pub const ALL: [Probe; 5] = [
        Probe::AsRival,
        Probe::AsEasy,
        Probe::WithoutRival,
        Probe::WithoutNormal,
        Probe::WithoutEasy,
    ];

    fn id(self) -> &'static str {
        match self {
            Probe::AsRival => "expert-as-rival",
            Probe::AsEasy => "expert-as-easy",
            Probe::WithoutRival => "expert-without-rival",
            Probe::WithoutNormal => "expert-without-normal",
            Probe::WithoutEasy => "expert-without-easy",
        }
    }

    /// The Expert's effort with this model of the others.
    fn effort(self) -> Effort {
        let others = match self {
            Probe::AsRival => Others::As(Family::Rival),
            Probe::AsEasy => Others::As(Family::Easy),
            Probe::WithoutRival => Others::Drawn(&[Family::Normal, Family::Easy]),
            Probe::WithoutNormal => Others::Drawn(&[Family::Rival, Family::Easy]),
            Probe::WithoutEasy => Others::Drawn(&[Family::Normal, Family::Rival]),
        };
        Effort { others, ..EXPERT }
    }
}

/// A probe's bot: the Expert's search with the probe's effort.
struct ProbeBot {
    probe: Probe,
    effort: Effort,
    rng: ChaCha8Rng,
}

impl Bot for ProbeBot {
    fn name(&self) -> &'static str {
        self.probe.id()
    }

    fn choose(&mut self, view: &PlayerView) -> Option<Action> {
        choose_searching(&self.effort, view, &mut self.rng)
    }
}

crate::engine::named::serde_by_id!(Entrant, "a bot");

impl Entrant {
    pub const ALL: [Entrant; 12] = [
        Entrant::Level(Level::Beginner),
        Entrant::Level(Level::Easy),
        Entrant::Level(Level::Normal),
        Entrant::Level(Level::Hard),
        Entrant::Level(Level::Expert),
        Entrant::Rival,
        Entrant::Holdout,
        Entrant::Probe(Probe::AsRival),
        Entrant::Probe(Probe::AsEasy),
        Entrant::Probe(Probe::WithoutRival),
        Entrant::Probe(Probe::WithoutNormal),
        Entrant::Probe(Probe::WithoutEasy),
    ];

    pub fn id(self) -> &'static str {
        match self {
            Entrant::Level(level) => level.id(),
            Entrant::Rival => "rival",
            Entrant::Holdout => "holdout",
            Entrant::Probe(probe) => probe.id(),
        }
    }

    pub fn from_id(id: &str) -> Option<Entrant> {
        Entrant::ALL.into_iter().find(|e| e.id() == id)
    }

    /// A bot of this kind, its random numbers fixed by `seed`.
    pub fn bot(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            Entrant::Level(level) => Box::new(LevelBot::new(level, seed)),
            Entrant::Rival => Box::new(RivalBot),
            Entrant::Holdout => Box::new(HoldoutBot),
            Entrant::Probe(probe) => Box::new(ProbeBot {
                probe,
                effort: probe.effort(),
                rng: ChaCha8Rng::seed_from_u64(seed),
            }),
        }
    }
}

/// One bot's figures.
#[derive(Clone, Debug, Serialize)]
pub struct Standing {
    pub bot: Entrant,
    /// Seats it filled at each deal (how many of the table's seats are this bot).
    pub seats: u32,
    pub hands: u64,
    pub points_per_hand: f64,
    /// Half-width of the 95% confidence interval of `points_per_hand`.
    pub ci95: f64,
    /// Its points per hand less the other bots' at the same deals (negative: it took fewer).
    pub paired_difference: f64,
    pub paired_ci95: f64,
    pub games: u64,
    /// Games it won or shared the win of.
    pub games_won: u64,
    pub moons_shot: u64,
    pub moons_conceded: u64,
    pub decisions: u64,
    pub ms_mean: f64,
    pub ms_p95: f64,
    /// Its points per hand in each match, in order: two tournaments of the same seed play the
    /// same deals, so two bots can be compared match by match.
    pub per_match: Vec<f64>,
}

/// What one rotation of one match produced, per seat of the rotated table.
#[derive(Clone, Debug, Default)]
struct Tally {
    points: Vec<f64>,
    hands: Vec<u64>,
    games: Vec<u64>,
    wins: Vec<u64>,
    shot: Vec<u64>,
    conceded: Vec<u64>,
    /// Decision times in milliseconds.
    times: Vec<Vec<f32>>,
}

impl Tally {
    fn new(players: usize) -> Tally {
        Tally {
            points: vec![0.0; players],
            hands: vec![0; players],
            games: vec![0; players],
            wins: vec![0; players],
            shot: vec![0; players],
            conceded: vec![0; players],
            times: vec![Vec::new(); players],
        }
    }
}

/// A tournament: the game, the bot in each seat (before rotation), how many deals, the seed.
pub struct Tournament {
    pub rules: Arc<RuleSet>,
    pub seats: Vec<Entrant>,
    pub deals: u32,
    pub seed: u64,
}

/// Why a tournament cannot be held, or could not be played to its end.
#[derive(Clone, Debug, PartialEq)]
pub enum TournamentError {
    /// The rules cannot be played.
    Rules(RulesError),
    /// Not one bot a seat.
    Seats { bots: usize, seats: u8 },
    /// No deal to play.
    NoDeals,
    /// A deal could not be set up.
    Deal(PlayError),
    /// A deal could not be played to its end.
    Played {
        deal: u32,
        rotation: usize,
        error: PlayError,
    },
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TournamentError::Rules(e) => write!(f, "{e}"),
            TournamentError::Seats { bots, seats } => {
                write!(f, "{bots} bots for {seats} seats: name one bot per seat")
            }
            TournamentError::NoDeals => write!(f, "play at least one deal"),
            TournamentError::Deal(e) => write!(f, "{e}"),
            TournamentError::Played {
                deal,
                rotation,
                error,
            } => write!(f, "deal {deal}, rotation {rotation}: {error}"),
        }
    }
}

impl std::error::Error for TournamentError {}

impl Tournament {
    /// Checks the rules and that there is one bot per seat.
    pub fn new(
        rules: &Rules,
        seats: Vec<Entrant>,
        deals: u32,
        seed: u64,
    ) -> Result<Tournament, TournamentError> {
        let rules = rules.check().map_err(TournamentError::Rules)?;
        if seats.len() != rules.players() as usize {
            return Err(TournamentError::Seats {
                bots: seats.len(),
                seats: rules.players(),
            });
        }
        if deals == 0 {
            return Err(TournamentError::NoDeals);
        }
        Ok(Tournament {
            rules: Arc::new(rules),
            seats,
            deals,
            seed,
        })
    }

    /// Plays every match in every rotation and sums up each distinct bot. Fails if a deal
    /// could not be played (a bot chose nothing, or something the engine refused).
    pub fn run(&self) -> Result<Vec<Standing>, TournamentError> {
        let players = self.rules.players() as usize;
        let matches = self.deals.div_ceil(match_deals(self.deals));
        let jobs: Vec<(u32, usize)> = (0..matches)
            .flat_map(|m| (0..players).map(move |r| (m, r)))
            .collect();
        let tallies: Vec<(u32, usize, Tally)> = jobs
            .par_iter()
            .map(|&(m, r)| self.play_match(m, r).map(|tally| (m, r, tally)))
            .collect::<Result<_, TournamentError>>()?;
        let mut bots: Vec<Entrant> = self.seats.clone();
        bots.sort();
        bots.dedup();
        Ok(bots
            .iter()
            .map(|&bot| self.standing(bot, matches, &tallies))
            .collect())
    }

    /// The bot in `seat` when the table is rotated `rotation` places.
    fn bot_at(&self, seat: usize, rotation: usize) -> Entrant {
        let n = self.seats.len();
        self.seats[(seat + rotation) % n]
    }

    fn play_match(&self, number: u32, rotation: usize) -> Result<Tally, TournamentError> {
        let rules = &self.rules;
        let players = rules.players();
        let n = players as usize;
        let mut tally = Tally::new(n);
        let size = match_deals(self.deals);
        let first = number * size;
        let last = (first + size).min(self.deals);
        let match_seed = self.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ number as u64;
        let mut bots: Vec<Box<dyn Bot + Send>> = (0..n)
            .map(|s| {
                let entrant = self.bot_at(s, rotation);
                entrant.bot(match_seed ^ ((rotation * 64 + s) as u64) << 32)
            })
            .collect();
        let mut standings = Vec::new();
        let mut deal_in_game = 0u32;
        for deal in first..last {
            let setup = deal_setup(rules, match_seed, deal, deal_in_game, standings.clone());
            let mut game = Game::from_deal(Arc::clone(rules), match_seed, &setup)
                .map_err(|e| TournamentError::Deal(PlayError::Deal(e)))?;
            let times = &mut tally.times;
            let played = play_out_deal(&mut game, |seat, view| {
                let started = Instant::now();
                let action = bots.get_mut(seat.index())?.choose(view);
                if let Some(list) = times.get_mut(seat.index()) {
                    list.push(started.elapsed().as_secs_f32() * 1000.0);
                }
                action
            });
            let result = played.map_err(|error| TournamentError::Played {
                deal,
                rotation,
                error,
            })?;
            for s in 0..n {
                tally.points[s] += result.scores[s] as f64;
                tally.hands[s] += 1;
            }
            if let Some(shot) = result.shot
                && matches!(shot.kind, ShotKind::Moon | ShotKind::BigMoon)
            {
                for s in 0..n {
                    if shot.seats.contains(Seat(s as u8)) {
                        tally.shot[s] += 1;
                    } else {
                        tally.conceded[s] += 1;
                    }
                }
            }
            if game.phase() == Phase::GameOver {
                let winners = game.leaders();
                for s in 0..n {
                    tally.games[s] += 1;
                    if winners.contains(Seat(s as u8)) {
                        tally.wins[s] += 1;
                    }
                }
                standings.clear();
                deal_in_game = 0;
            } else {
                standings = game.standings().to_vec();
                deal_in_game += 1;
            }
        }
        Ok(tally)
    }

    fn standing(&self, bot: Entrant, matches: u32, tallies: &[(u32, usize, Tally)]) -> Standing {
        let n = self.seats.len();
        let mut out = Standing {
            bot,
            seats: self.seats.iter().filter(|&&b| b == bot).count() as u32,
            hands: 0,
            points_per_hand: 0.0,
            ci95: 0.0,
            paired_difference: 0.0,
            paired_ci95: 0.0,
            games: 0,
            games_won: 0,
            moons_shot: 0,
            moons_conceded: 0,
            decisions: 0,
            ms_mean: 0.0,
            ms_p95: 0.0,
            per_match: Vec::new(),
        };
        let mut times: Vec<f32> = Vec::new();
        // Per match: this bot's points per hand, and the others'.
        let mut own = vec![(0.0f64, 0u64); matches as usize];
        let mut others = vec![(0.0f64, 0u64); matches as usize];
        let mut total = (0.0f64, 0u64);
        for (m, rotation, tally) in tallies {
            for s in 0..n {
                let mine = self.bot_at(s, *rotation) == bot;
                let slot = if mine {
                    &mut own[*m as usize]
                } else {
                    &mut others[*m as usize]
                };
                slot.0 += tally.points[s];
                slot.1 += tally.hands[s];
                if mine {
                    total.0 += tally.points[s];
                    total.1 += tally.hands[s];
                    out.games += tally.games[s];
                    out.games_won += tally.wins[s];
                    out.moons_shot += tally.shot[s];
                    out.moons_conceded += tally.conceded[s];
                    times.extend_from_slice(&tally.times[s]);
                }
            }
        }
        out.hands = total.1;
        out.points_per_hand = total.0 / total.1.max(1) as f64;
        let per_match: Vec<f64> = own
            .iter()
            .filter(|o| o.1 > 0)
            .map(|o| o.0 / o.1 as f64)
            .collect();
        out.ci95 = half_width(&per_match);
        out.per_match = per_match;
        let diffs: Vec<f64> = own
            .iter()
            .zip(&others)
            .filter(|(o, t)| o.1 > 0 && t.1 > 0)
            .map(|(o, t)| o.0 / o.1 as f64 - t.0 / t.1 as f64)
            .collect();
        out.paired_difference = mean(&diffs);
        out.paired_ci95 = half_width(&diffs);
        out.decisions = times.len() as u64;
        if !times.is_empty() {
            out.ms_mean = times.iter().map(|&t| t as f64).sum::<f64>() / times.len() as f64;
            times.sort_by(f32::total_cmp);
            let at = ((times.len() as f64 * 0.95).ceil() as usize).clamp(1, times.len()) - 1;
            out.ms_p95 = times[at] as f64;
        }
        out
    }
}

fn mean(values: &[f64]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.iter().sum::<f64>() / values.len() as f64
}

/// The half-width of a 95% confidence interval for the mean of `values` (normal
/// approximation; zero with fewer than two values).
fn half_width(values: &[f64]) -> f64 {
    let n = values.len();
    if n < 2 {
        return 0.0;
    }
    let m = mean(values);
    let var = values.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (n - 1) as f64;
    1.96 * (var / n as f64).sqrt()
}

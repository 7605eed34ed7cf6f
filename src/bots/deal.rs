//! Whole deals played by bots: a tournament's deals, and the after-hand review, which plays
//! the person's deal again with the Expert in their seat and weighs each of the person's
//! decisions as the Expert would.
use super::explain::{Said, instead, points_now};
use super::glance::Glance;
use super::{Bot, JUDGE, Level, LevelBot, Searched, reason_of, searched_explained};
use crate::engine::{
    Action, Cards, DealError, Game, GameRecord, HandResult, Illegal, LastHand, Phase, PlayerView,
    RecordError, Seat,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why bots could not play a deal to its end, or review one.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayError {
    /// The deal cannot be set up.
    Deal(DealError),
    /// The game's record does not replay.
    Record(RecordError),
    /// The record ends before the deal to review.
    RecordEndsBefore,
    /// The deal stopped before it was scored: nobody is to act.
    Stopped { phase: Phase },
    /// A seat chose nothing.
    NothingChosen { seat: Seat },
    /// A seat chose what the engine refused.
    Refused {
        seat: Seat,
        action: Action,
        why: Illegal,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Deal(e) => write!(f, "{e}"),
            PlayError::Record(e) => write!(f, "{e}"),
            PlayError::RecordEndsBefore => write!(f, "the record ends before the deal"),
            PlayError::Stopped { phase } => {
                write!(f, "the deal stopped before it was scored: {phase}")
            }
            PlayError::NothingChosen { seat } => write!(f, "{seat} chose nothing"),
            PlayError::Refused { seat, action, why } => write!(f, "{seat} chose {action:?}: {why}"),
        }
    }
}

impl std::error::Error for PlayError {}

/// Plays the deal in progress to its end, asking `choose` for each seat's actions, and
/// returns its result. The game stops there (it is made a one-deal game). Fails if a choice
/// is missing or refused, naming the seat.
pub fn play_out_deal(
    game: &mut Game,
    mut choose: impl FnMut(Seat, &PlayerView) -> Option<Action>,
) -> Result<HandResult, PlayError> {
    game.stop_after_deal();
    let mut last = LastHand::default();
    loop {
        if let Some(result) = last.0.take() {
            return Ok(result);
        }
        let Some(seat) = game.to_act().iter().next() else {
            return Err(PlayError::Stopped {
                phase: game.phase(),
            });
        };
        let view = game.view(seat);
        let action = choose(seat, &view).ok_or(PlayError::NothingChosen { seat })?;
        game.apply(seat, action, &mut last)
            .map_err(|why| PlayError::Refused { seat, action, why })?;
    }
}

/// One of the reviewed seat's decisions in a deal, weighed by the Expert on the same position
/// (the same cards, the same history). The bots give the reason as typed sentences ([`Said`]);
/// whoever shows it may carry it in another form (the page, as words already written).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<R = Said> {
    /// The decision's place among the deal's actions, from 0 (the deal's first): the position
    /// is the one before it.
    pub step: u32,
    /// The trick it was made in, from 1; 0 before the first trick (the pass).
    pub trick: u8,
    /// What the seat did.
    pub yours: Action,
    /// What the Expert would have done, and why, in the Hint's words and figures.
    pub expert: Action,
    pub reason: R,
    /// How much better the Expert's choice did than the seat's over the same guessed deals,
    /// in tenths of a point a deal against the average opponent ([`super::values`]): 0 when
    /// they are the same. (Whole numbers: the browser's build writes no floats.)
    pub margin_tenths: u32,
    /// The standard error of that margin over the guessed deals, in tenths of a point.
    pub noise_tenths: u32,
    /// Whether the margin is clear of the noise ([`super::SURE`] standard errors).
    pub clear: bool,
    /// For a card played: the points the seat's card took in its trick over the guessed deals,
    /// on average, in tenths of a point (to set beside what it took in the deal itself).
    pub yours_now_tenths: Option<i32>,
}

/// The least margin, in tenths of a point a deal, that the review calls a mistake.
pub const MISTAKE_TENTHS: u32 = 5;

/// A figure in points, in whole tenths (0 or more): how the review keeps its margins.
fn tenths(x: f32) -> u32 {
    (x * 10.0).round().max(0.0) as u32
}

/// Whether the search finds `other` clearly worse than its choice: what the review calls a
/// mistake ([`Decision::is_mistake`]), and what the play checker asks about before it is
/// played.
pub fn clearly_worse(found: &Searched, other: &Action) -> bool {
    *other != found.action
        && tenths(found.margin_over(other).unwrap_or(0.0)) >= MISTAKE_TENTHS
        && found.clearly_better_than(other)
}

impl<R> Decision<R> {
    /// The same decision with its reason in another form.
    pub fn with_reason<Q>(self, f: impl FnOnce(R) -> Q) -> Decision<Q> {
        Decision {
            step: self.step,
            trick: self.trick,
            yours: self.yours,
            expert: self.expert,
            reason: f(self.reason),
            margin_tenths: self.margin_tenths,
            noise_tenths: self.noise_tenths,
            clear: self.clear,
            yours_now_tenths: self.yours_now_tenths,
        }
    }

    /// A real mistake: the Expert's choice did better by half a point a deal or more, and by
    /// a margin clear of the noise of its guesses. Anything less is "about as good".
    pub fn is_mistake(&self) -> bool {
        self.expert != self.yours && self.margin_tenths >= MISTAKE_TENTHS && self.clear
    }
}

/// The seed of the guessed deals on which the judge weighs the decision at action `step` of
/// the game dealt from `game_seed`, by `seat`. The Hint, "why not…?" and the review of that
/// decision all ask with it, so they weigh the same deals and agree.
pub fn judge_seed(game_seed: u64, step: usize, seat: Seat) -> u64 {
    let mut x = game_seed ^ ((step as u64) << 8) ^ (u64::from(seat.0) << 56);
    // SplitMix64's finaliser: nearby positions get unrelated seeds.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The seat's own pass and the Expert's, as the review compares them: the same cards make
/// the same pass unless each card goes to another player (star and scatter passes).
fn same_pass(view: &PlayerView, yours: &Action, expert: &Action) -> bool {
    let cards = |action: &Action| match action {
        Action::Pass(list) => Some(list.as_slice().iter().copied().collect::<Cards>()),
        _ => None,
    };
    view.pass_to.len() <= 1 && cards(yours).is_some() && cards(yours) == cards(expert)
}

/// The review of the deal of `record` that begins at its action `from` (the record goes on to
/// the deal's end, or past it): how the Expert would have scored in `seat`, the deal played
/// again from its start, as it went until the Expert first chooses otherwise (so a deal where
/// it chose as the seat did every time scores the same) and from there with a bot of
/// `levels[s]` in every other seat; and each decision
/// `seat` made in it that the Expert searches (a card with others allowed, a suit to call, the
/// pass), weighed by the Expert on the same position.
/// Fails, saying why, if the record does not replay to the deal.
pub fn review_deal(
    record: &GameRecord,
    from: usize,
    seat: Seat,
    levels: &[Level],
    seed: u64,
) -> Result<(HandResult, Vec<Decision>), PlayError> {
    let mut start: Option<Game> = None;
    let mut decisions = Vec::new();
    // The deal's actions as played, from its first, each with its seat.
    let mut played: Vec<(Seat, Action)> = Vec::new();
    record
        .replay(
            |step, game, recorded| {
                if step == from {
                    start = Some(game.clone());
                }
                let deal = start.as_ref().map(Game::hand_number);
                if deal != Some(game.hand_number()) {
                    return;
                }
                played.push((recorded.seat, recorded.action));
                if recorded.seat != seat {
                    return;
                }
                let view = game.view(seat);
                let yours = recorded.action;
                // The judge, on the guesses the Hint made of this very decision.
                let mut rng = ChaCha8Rng::seed_from_u64(judge_seed(record.seed, step, seat));
                let Some(found) = searched_explained(JUDGE, &view, Some(yours), &mut rng) else {
                    return;
                };
                let trick = view.trick_state();
                let glance = Glance::of_view(&view, &trick);
                let expert = match same_pass(&view, &yours, &found.action) {
                    true => yours,
                    false => found.action,
                };
                decisions.push(Decision {
                    step: (step - from) as u32,
                    trick: match view.phase {
                        Phase::Playing => view.tricks_done + 1,
                        _ => 0,
                    },
                    yours,
                    expert,
                    reason: match expert == yours {
                        true => reason_of(&glance, &found),
                        false => instead(&glance, &found, &yours)
                            .unwrap_or_else(|| reason_of(&glance, &found)),
                    },
                    margin_tenths: tenths(found.margin_over(&yours).unwrap_or(0.0)),
                    noise_tenths: tenths(found.noise_over(&yours).unwrap_or(0.0)),
                    clear: found.clearly_better_than(&yours),
                    yours_now_tenths: points_now(&found, &yours).map(|p| (p * 10.0).round() as i32),
                });
            },
            &mut (),
        )
        .map_err(PlayError::Record)?;
    let mut game = start.ok_or(PlayError::RecordEndsBefore)?;
    let mut bots: Vec<LevelBot> = Seat::all(game.players())
        .map(|s| {
            let level = if s == seat {
                Level::Expert
            } else {
                levels.get(s.index()).copied().unwrap_or_default()
            };
            LevelBot::new(level, seed ^ (s.0 as u64 + 1) << 40)
        })
        .collect();
    // The deal goes as it went until the Expert first chooses otherwise than the seat did:
    // every other seat plays what it played, the Expert what it chose on that position. From
    // there on the bots play it out.
    // Seats that act at once (the pass) may be asked in another order than they acted: each
    // is given the first of its own actions not yet given.
    let mut given = vec![false; played.len()];
    let mut same = true;
    let result = play_out_deal(&mut game, |s, view| {
        let at = (0..played.len()).find(|&i| same && !given[i] && played[i].0 == s);
        let as_played = at.map(|i| {
            given[i] = true;
            played[i].1
        });
        let expert = decisions
            .iter()
            .find(|d: &&Decision| Some(d.step as usize) == at)
            .map(|d| d.expert);
        match (as_played, expert) {
            (Some(action), _) if s != seat => Some(action),
            (Some(action), Some(expert)) if s == seat && expert != action => {
                same = false;
                Some(expert)
            }
            (Some(action), _) => Some(action),
            (None, _) => {
                same = false;
                bots.get_mut(s.index())?.choose(view)
            }
        }
    })?;
    Ok((result, decisions))
}

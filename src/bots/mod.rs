//! Bots: players that choose an action from a [`PlayerView`], which holds only what their
//! seat may see. They depend on the engine and nothing else.
//!
//! Five levels: **Beginner** plays at random; **Easy** follows a few simple rules; **Normal**
//! is a solid heuristic player ([`policy`]); **Hard** and **Expert** search: they guess the
//! hidden cards many times over and play each guess out ([`search`]). `docs/bots.md` says
//! more.
mod bench;
mod claims;
mod contrast;
mod deal;
mod explain;
mod glance;
#[cfg(feature = "cli")]
mod guesses;
mod holdout;
mod infer;
mod others;
mod policy;
mod random;
mod request;
mod rival;
mod sample;
mod search;
mod style;
#[cfg(feature = "cli")]
pub mod tournament;
mod zoo;

pub use bench::{bench_positions, mean_and_p95, time_decisions};
pub use claims::{Claim, claims};
pub use deal::{Decision, MISTAKE_TENTHS, PlayError, judge_seed, play_out_deal, review_deal};
pub use explain::{
    Apart, Beside, Clause, Form, Measured, Named, OfCard, Over, Playouts, Said, Sentence, Verb,
    Verdict, points_now,
};
pub use glance::Glance;
pub use holdout::HoldoutBot;
pub use infer::{Evidence, Inference, UNIFORM, Weights};
pub use others::{Active, CARDS, Model, ModelError, card_slot};
pub use policy::{Line, PassGroup, PassWhy, Plan, Reason, plan};
pub use random::RandomBot;
pub use request::{BotRequest, Impossible, PassKnowledge, RequestError};
pub use rival::{RivalBot, RivalStyle};
pub use sample::{Guesser, Placement, guess_hidden};
pub use search::{
    EXPERT, Effort, Family, HARD, Others, Outlook, REVIEW_PASS_GUESSES, SURE, Searched, Values,
    determinize, judge_pass, playout, search, search_explained, search_pass, solve, values,
};
pub use style::Style;
pub use zoo::{DecisionRecord, Kind, Player, RECORD_BYTES, ZooBot, roster};

use crate::engine::{Action, Choice, PlayerView};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::fmt;

/// The one judge of the person's play: the level whose search the Hint, "why not…?" and the
/// after-hand review all ask, on the same guessed deals of each decision ([`judge_seed`]).
/// Expert: it searches longest, and answers the Hint well within a second in the browser
/// (docs/performance.md).
pub const JUDGE: Level = Level::Expert;

/// A player that decides for one seat.
pub trait Bot {
    /// A short name for menus and tournament tables.
    fn name(&self) -> &'static str;

    /// Chooses a legal action for `view.seat`, or `None` when that seat has nothing to decide
    /// (it has passed already, or it is not on turn).
    fn choose(&mut self, view: &PlayerView) -> Option<Action>;
}

/// How well a bot plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Beginner,
    Easy,
    #[default]
    Normal,
    Hard,
    Expert,
}

crate::engine::named::serde_by_id!(Level, "a level");

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Normal,
        Level::Hard,
        Level::Expert,
    ];

    /// The name used on the command line, in saves and in URLs.
    pub fn id(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
        }
    }

    /// One line for menus.
    pub fn description(self) -> &'static str {
        match self {
            Level::Beginner => "Plays any legal card at random",
            Level::Easy => "Ducks when it can and dumps its worst card when void",
            Level::Normal => "A solid player: passes well, ducks, dumps points, guards the moon",
            Level::Hard => "Thinks ahead: plays out many guesses of the hidden cards",
            Level::Expert => "Thinks longer and deeper than Hard",
        }
    }

    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }

    /// How hard this level searches, for the levels that search.
    pub fn effort(self) -> Option<Effort> {
        match self {
            Level::Hard => Some(HARD),
            Level::Expert => Some(EXPERT),
            _ => None,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An action with a line saying why, for the Hint button.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    pub action: Action,
    pub reason: Said,
    /// What the level's search found, for the levels that search this decision: the runner-up
    /// and the margin come from it.
    pub searched: Option<Searched>,
    /// Every other choice the search compared, with what it thinks of it ("why not this
    /// card?"), best first.
    pub others: Vec<(Action, Said)>,
}

impl Advice {
    /// The other choices compared that the search finds clearly worse: those the review
    /// would call a mistake ([`deal::clearly_worse`]).
    pub fn mistakes(&self) -> Vec<Action> {
        let Some(found) = &self.searched else {
            return Vec::new();
        };
        self.others
            .iter()
            .map(|(action, _)| *action)
            .filter(|action| deal::clearly_worse(found, action))
            .collect()
    }

    /// The next best choice and how much better the chosen one did than it, in points a deal
    /// over the guessed deals ([`values`]); `None` for levels that do not search.
    pub fn runner_up(&self) -> Option<(Action, f32)> {
        let found = self.searched.as_ref()?;
        let (other, value) = found.runner_up_choice()?;
        Some((other, found.value - value))
    }
}

/// The action `level` chooses for the view's seat, with the reason. `None` when the seat has
/// nothing to decide. Random choices come from `rng`, so a seed fixes every decision; the
/// action is the one [`choose`] makes with the same random numbers.
pub fn advise(level: Level, view: &PlayerView, rng: &mut ChaCha8Rng) -> Option<Advice> {
    advise_against(level, view, None, rng)
}

/// [`advise`], with `also`, a pass the person might make, weighed against the level's pass
/// (no level searches its pass: the review and "why not my pass?" weigh one so); it is then
/// among [`Advice::others`].
pub fn advise_against(
    level: Level,
    view: &PlayerView,
    also: Option<Action>,
    rng: &mut ChaCha8Rng,
) -> Option<Advice> {
    if view.choice == Choice::Nothing {
        return None;
    }
    let trick = view.trick_state();
    let glance = Glance::of_view(view, &trick);
    if level == Level::Beginner {
        let action = crate::engine::random_choice(&view.choice, &view.rules, rng)?;
        return Some(Advice {
            action,
            reason: Said::words(Sentence::Random),
            searched: None,
            others: Vec::new(),
        });
    }
    if let Some(found) = searched_explained(level, view, also, rng) {
        // The other choices, best first (picked one by one: no sort's code in the download).
        let mut left: Vec<(Action, f32)> = found.compared.to_vec();
        let mut others = Vec::new();
        while let Some(i) = (0..left.len()).max_by(|&a, &b| left[a].1.total_cmp(&left[b].1)) {
            let (other, _) = left.swap_remove(i);
            if other != found.action
                && let Some(why) = explain::why_not(&glance, &found, &other)
            {
                others.push((other, why));
            }
        }
        return Some(Advice {
            action: found.action,
            reason: reason_of(&glance, &found),
            searched: Some(found),
            others,
        });
    }
    let action = policy::decide(&glance, &view.choice, level == Level::Easy)?;
    Some(Advice {
        reason: Said::words(Sentence::Line(policy::explain(&glance, &action))),
        action,
        searched: None,
        others: Vec::new(),
    })
}

/// The words for what a search found: what the playouts showed of a card or a suit to call,
/// the cards of a pass one by one.
fn reason_of(g: &Glance, found: &Searched) -> Said {
    match found.action {
        Action::Pass(_) => Said::words(Sentence::Line(policy::explain(g, &found.action))),
        _ => explain::reason(g, found),
    }
}

/// The action `level` chooses for the view's seat, without the words: what a bot plays.
pub fn choose(level: Level, view: &PlayerView, rng: &mut ChaCha8Rng) -> Option<Action> {
    if view.choice == Choice::Nothing {
        return None;
    }
    if level == Level::Beginner {
        return crate::engine::random_choice(&view.choice, &view.rules, rng);
    }
    if let Some(effort) = level.effort() {
        return choose_searching(&effort, view, rng);
    }
    let trick = view.trick_state();
    policy::decide(
        &Glance::of_view(view, &trick),
        &view.choice,
        level == Level::Easy,
    )
}

/// What a search of `effort` chooses: its card or suit to call, Normal's choice where it does
/// not search (the pass, the pledge, the moon, a single choice).
pub fn choose_searching(
    effort: &Effort,
    view: &PlayerView,
    rng: &mut ChaCha8Rng,
) -> Option<Action> {
    if view.choice == Choice::Nothing {
        return None;
    }
    if let Some(found) = search(view, effort, rng) {
        return Some(found.action);
    }
    let trick = view.trick_state();
    policy::decide(&Glance::of_view(view, &trick), &view.choice, false)
}

/// What `level`'s search found for the view's decision (a card or a suit to call), or, with
/// `also` a pass, that pass weighed against Normal's; `None` for levels that do not search and
/// decisions they do not search.
pub fn searched(
    level: Level,
    view: &PlayerView,
    also: Option<Action>,
    rng: &mut ChaCha8Rng,
) -> Option<Searched> {
    searched_as(level, view, also, false, rng)
}

/// [`searched`], with what the playouts showed of each choice ([`Searched::outlooks`]): for
/// the Hint and the review.
pub fn searched_explained(
    level: Level,
    view: &PlayerView,
    also: Option<Action>,
    rng: &mut ChaCha8Rng,
) -> Option<Searched> {
    searched_as(level, view, also, true, rng)
}

fn searched_as(
    level: Level,
    view: &PlayerView,
    also: Option<Action>,
    explain: bool,
    rng: &mut ChaCha8Rng,
) -> Option<Searched> {
    let effort = level.effort()?;
    let also = match also {
        Some(Action::Pass(list)) => Some(list),
        _ => None,
    };
    // No level searches its pass (`search_pass` did worse against Rivals: docs/bots.md); the
    // review weighs the person's pass against Normal's.
    let found = match explain {
        true => search_explained(view, &effort, rng),
        false => search(view, &effort, rng),
    };
    found.or_else(|| also.and_then(|list| judge_pass(view, list, REVIEW_PASS_GUESSES, rng)))
}

/// A bot of one level, with its own random numbers (fixed by its seed).
#[derive(Clone, Debug)]
pub struct LevelBot {
    level: Level,
    rng: ChaCha8Rng,
}

impl LevelBot {
    pub fn new(level: Level, seed: u64) -> LevelBot {
        LevelBot {
            level,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }
}

impl Bot for LevelBot {
    fn name(&self) -> &'static str {
        self.level.id()
    }

    fn choose(&mut self, view: &PlayerView) -> Option<Action> {
        choose(self.level, view, &mut self.rng)
    }
}

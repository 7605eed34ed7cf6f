//! What the table asks the bots' Web Worker and what the worker answers, and [`answer`], the
//! worker's whole job. Plain Rust: the worker runs it in wasm, the main thread runs it with
//! the Normal policy when the worker fails ([`answer_here`]), and native tests run it too.
//!
//! Messages cross as JSON (the engine's rule sets go as their [`Rules`] and are checked again
//! on the way in, see [`PlayerView`]).
use crate::bots::{Decision, Level, Said, Sentence, advise_against, review_deal};
#[cfg(feature = "bench")]
use crate::bots::{bench_positions, time_decisions};
#[cfg(feature = "bench")]
use crate::engine::Preset;
use crate::engine::{Action, GameRecord, PassDirection, PlayerView, RuleSet, Seat, random_choice};
use crate::lang::words::{catalog, hints};
use crate::lang::{self, Text, t};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How long the table waits for a searching bot (Hard, Expert) before the Normal policy
/// plays that move on the main thread instead, in ms.
pub const SEARCH_TIMEOUT_MS: u32 = 8_000;
/// The same for the other levels, which answer in a few milliseconds once the worker runs
/// (the first question may wait for the worker to load).
pub const QUICK_TIMEOUT_MS: u32 = 3_000;
/// How long an after-hand review may take before the score table gives up on it, in ms.
pub const REVIEW_TIMEOUT_MS: u32 = 60_000;

/// A question for the worker. Every question has an id, which its answer repeats.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
// One question at a time is built and sent: a boxed view would only add code.
#[allow(clippy::large_enum_variant)]
pub enum Request {
    /// What `level` chooses for the view's seat (a bot's move, or a hint), why, and what it
    /// thinks of every other choice it compared (the Hint's "why not?"). A bot's move and a
    /// Hint are the same question: explaining costs little beside the search.
    ///
    /// The question carries the game's record and the seat, not the seat's view: the worker
    /// replays the record (which checks every action) and takes the view itself, so the
    /// download needs no code to write and read views as JSON.
    ///
    /// `also`, a pass the person might make, is weighed against the level's pass and explained
    /// among the other choices ("why not my pass?").
    Decide {
        id: u64,
        level: Level,
        record: GameRecord,
        seat: Seat,
        seed: u64,
        also: Option<Action>,
    },
    /// The review of the deal of `record` that begins at its action `from`: how the Expert
    /// would have scored in `seat`, the deal played again from its start with bots of
    /// `levels[s]` in the other seats, and what it would have done at each of the seat's
    /// decisions as the deal went ([`review_deal`]).
    Review {
        id: u64,
        record: GameRecord,
        from: usize,
        seat: Seat,
        levels: Vec<Level>,
        seed: u64,
    },
    /// Time `level`'s decisions over `bench_positions(game, players, count, seed)` (only in
    /// builds with the `bench` feature).
    #[cfg(feature = "bench")]
    Bench {
        id: u64,
        game: String,
        players: u8,
        count: u32,
        seed: u64,
        level: Level,
        /// Time the decisions as the Hint makes them, explained.
        hint: bool,
    },
    /// Answer nothing from now on: a debug switch (`?worker=mute`) that lets a test see the
    /// table go on without the worker.
    Mute,
}

/// Why the worker, or the main thread in its place, has no figure to give. Crosses between
/// page and worker as JSON; the `Display` text is addressed to the person.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WorkerError {
    /// The main thread answered a review, which only the worker makes.
    ReviewNeedsWorker,
    /// The main thread answered a bench, which only the worker runs.
    BenchNeedsWorker,
    /// The review did not come back in time.
    TimedOut,
    /// The bench names no game by this id.
    NoSuchGame { game: String },
    /// The bots refused the question: their reason (the record does not replay, the deal
    /// reviewed is not in it, the rules do not check).
    Refused(String),
}

impl WorkerError {
    /// What the page says of it, in the current language when shown (a reason the bots
    /// gave is said as they gave it).
    pub fn said(&self) -> Text {
        match self {
            WorkerError::ReviewNeedsWorker => t::table_worker_review(),
            WorkerError::BenchNeedsWorker => t::table_worker_bench(),
            WorkerError::TimedOut => t::table_worker_timed_out(),
            WorkerError::NoSuchGame { game } => t::table_worker_no_game(game),
            WorkerError::Refused(why) => t::table_worker_refused(why),
        }
    }
}

impl fmt::Display for WorkerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.said())
    }
}

impl std::error::Error for WorkerError {}

/// What the bots said of a choice, written as texts in the worker: the words, and the figures
/// behind them where something was measured. The seats are named as the table names them. So
/// the page reads texts, and carries no code to read the bots' typed sentences (25 KB of the
/// download, gzipped).
#[derive(Clone, Debug, PartialEq)]
pub struct Spoken {
    pub words: Text,
    pub figures: Option<Text>,
}

impl Spoken {
    /// What `said` says at a table of `players`.
    pub fn of(said: &Said, players: u8) -> Spoken {
        let name = |s: Seat| lang::Arg::from(crate::ui::names::seat_text(s, players));
        Spoken {
            words: hints::words(said, &name),
            figures: hints::figures(said),
        }
    }
}

impl Default for Spoken {
    fn default() -> Spoken {
        Spoken {
            words: hints::nothing(),
            figures: None,
        }
    }
}

/// Between the worker and the page, a pair: `[words, figures]`.
impl Serialize for Spoken {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (&self.words, &self.figures).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Spoken {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Spoken, D::Error> {
        let (words, figures) = <(Text, Option<Text>)>::deserialize(deserializer)?;
        Ok(Spoken { words, figures })
    }
}

/// The worker's answer to the question with the same id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Answer {
    /// The action chosen (`None` when the seat had nothing to decide) and the reason; when
    /// asked to explain, every other choice compared with what the bot thinks of it, best
    /// first.
    Decided {
        id: u64,
        action: Option<Action>,
        reason: Spoken,
        others: Vec<(Action, Spoken)>,
        /// Of the others, those the level's search finds clearly worse (what the review
        /// calls a mistake): the play checker asks before one is played.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mistakes: Vec<Action>,
    },
    /// The Expert's score for the deal in the seat reviewed, or why the review failed, and
    /// the seat's decisions as the Expert weighs them (none when it failed).
    Reviewed {
        id: u64,
        score: Result<i32, WorkerError>,
        decisions: Vec<Decision<Spoken>>,
    },
    /// Each position's decision time in ms, or why the bench could not run.
    #[cfg(feature = "bench")]
    Benched {
        id: u64,
        times_ms: Result<Vec<f64>, WorkerError>,
    },
}

impl Request {
    /// The question's id; none for [`Request::Mute`].
    pub fn id(&self) -> Option<u64> {
        match self {
            Request::Decide { id, .. } | Request::Review { id, .. } => Some(*id),
            #[cfg(feature = "bench")]
            Request::Bench { id, .. } => Some(*id),
            Request::Mute => None,
        }
    }

    /// The same question under another id.
    pub fn with_id(&self, new_id: u64) -> Request {
        let mut request = self.clone();
        request.set_id(new_id);
        request
    }

    /// Gives this question the id `new_id`.
    pub fn set_id(&mut self, new_id: u64) {
        match self {
            Request::Decide { id, .. } | Request::Review { id, .. } => *id = new_id,
            #[cfg(feature = "bench")]
            Request::Bench { id, .. } => *id = new_id,
            Request::Mute => {}
        }
    }

    /// How long to wait for the answer before going on without it, in ms.
    pub fn timeout_ms(&self) -> Option<u32> {
        match self {
            Request::Decide { level, .. } if level.effort().is_some() => Some(SEARCH_TIMEOUT_MS),
            Request::Decide { .. } => Some(QUICK_TIMEOUT_MS),
            Request::Review { .. } => Some(REVIEW_TIMEOUT_MS),
            #[cfg(feature = "bench")]
            Request::Bench { .. } => None,
            Request::Mute => None,
        }
    }

    /// Whether this question goes to the reviewer: reviews take seconds, so they run in a
    /// worker of their own and never hold up a bot's move.
    pub fn is_review(&self) -> bool {
        matches!(self, Request::Review { .. })
    }
}

impl Answer {
    pub fn id(&self) -> u64 {
        match self {
            Answer::Decided { id, .. } | Answer::Reviewed { id, .. } => *id,
            #[cfg(feature = "bench")]
            Answer::Benched { id, .. } => *id,
        }
    }
}

/// The worker's answer to `request` (`None` for [`Request::Mute`]); `now` reads a clock in
/// milliseconds, for the bench.
pub fn answer(request: &Request, now: impl FnMut() -> f64) -> Option<Answer> {
    // Only the bench reads the clock.
    #[cfg(not(feature = "bench"))]
    drop(now);
    Some(match request {
        Request::Decide {
            id,
            level,
            record,
            seat,
            seed,
            also,
        } => decide(*id, *level, record, *seat, *seed, *also),
        Request::Review {
            id,
            record,
            from,
            seat,
            levels,
            seed,
        } => {
            let review = review_deal(record, *from, *seat, levels, *seed);
            let players = record.players;
            let (score, decisions) = match review {
                Ok((result, decisions)) => (
                    Ok(result.scores[seat.index()]),
                    decisions
                        .into_iter()
                        .map(|d| d.with_reason(|r| Spoken::of(&r, players)))
                        .collect(),
                ),
                Err(why) => (Err(WorkerError::Refused(why.to_string())), Vec::new()),
            };
            Answer::Reviewed {
                id: *id,
                score,
                decisions,
            }
        }
        #[cfg(feature = "bench")]
        Request::Bench {
            id,
            game,
            players,
            count,
            seed,
            level,
            hint,
        } => {
            let times_ms = Preset::from_id(game)
                .ok_or_else(|| WorkerError::NoSuchGame { game: game.clone() })
                .and_then(|preset| {
                    bench_positions(preset, *players, *count as usize, *seed)
                        .map_err(|e| WorkerError::Refused(e.to_string()))
                })
                .map(|positions| time_decisions(*level, &positions, *seed, *hint, now));
            Answer::Benched { id: *id, times_ms }
        }
        Request::Mute => return None,
    })
}

/// The answer the main thread gives when the worker did not: the Normal policy for a
/// decision (quick at every table size), and a failure for anything heavier.
pub fn answer_here(request: &Request) -> Option<Answer> {
    Some(match request {
        Request::Decide {
            id,
            record,
            seat,
            seed,
            ..
        } => decide(*id, Level::Normal, record, *seat, *seed, None),
        Request::Review { id, .. } => Answer::Reviewed {
            id: *id,
            score: Err(WorkerError::ReviewNeedsWorker),
            decisions: Vec::new(),
        },
        #[cfg(feature = "bench")]
        Request::Bench { id, .. } => Answer::Benched {
            id: *id,
            times_ms: Err(WorkerError::BenchNeedsWorker),
        },
        Request::Mute => return None,
    })
}

fn decide(
    id: u64,
    level: Level,
    record: &GameRecord,
    seat: Seat,
    seed: u64,
    also: Option<Action>,
) -> Answer {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let players = record.players;
    let said = |action: Option<Action>, reason: Sentence| Answer::Decided {
        id,
        action,
        reason: Spoken::of(&Said::words(reason), players),
        others: Vec::new(),
        mistakes: Vec::new(),
    };
    let view = match record.replay(|_, _, _| {}, &mut ()) {
        Ok(game) if seat.0 < game.players() => game.view(seat),
        Ok(_) => return said(None, Sentence::NoSeat(seat)),
        Err(why) => {
            let words = t::hint_not_playable(lang::words::refusals::record_error(&why));
            let figures = None;
            return Answer::Decided {
                id,
                action: None,
                reason: Spoken { words, figures },
                others: Vec::new(),
                mistakes: Vec::new(),
            };
        }
    };
    match advise_against(level, &view, also, &mut rng) {
        Some(advice) => Answer::Decided {
            id,
            action: Some(advice.action),
            reason: Spoken::of(&advice.reason, players),
            others: advice
                .others
                .iter()
                .map(|(a, said)| (*a, Spoken::of(said, players)))
                .collect(),
            mistakes: advice.mistakes(),
        },
        None => said(None, Sentence::NothingToDecide),
    }
}

/// The engine's random legal choice for a seat: the last resort when even the Normal
/// policy's answer was refused (a bug in a bot must not stop the game).
pub fn any_legal(view: &PlayerView, seed: u64) -> Option<Action> {
    random_choice(
        &view.choice,
        &view.rules,
        &mut ChaCha8Rng::seed_from_u64(seed),
    )
}

/// "Play the Queen of Spades", "Pass the Ace of Spades, the King of Hearts and the Two of
/// Clubs", "Choose the old moon (everyone else scores 26)": an action in words, for the hint,
/// in a game of `rules`.
pub fn describe_action(action: &Action, rules: &RuleSet) -> String {
    let players = rules.players();
    match action {
        Action::Play(card) => t::table_action_play(lang::card_name(*card)),
        Action::Pass(list) => {
            let names: Vec<Text> = list
                .as_slice()
                .iter()
                .map(|&c| t::table_the_card(lang::card_name(c)))
                .collect();
            match names.is_empty() {
                false => t::table_action_pass(names),
                true => t::table_action_pass_nothing(),
            }
        }
        Action::ChoosePass { direction, cards } => match direction {
            PassDirection::Hold => t::table_action_choose_hold(),
            direction => t::table_action_choose_pass(
                *cards,
                lang::words::table::pass_direction(*direction, players),
            ),
        },
        Action::Pledge(true) => t::table_action_pledge(),
        Action::Pledge(false) => t::table_action_no_pledge(),
        Action::CallSuit(suit) => t::table_action_call(lang::suit(*suit, 2)),
        Action::ChooseMoon(choice) => t::table_action_moon(
            catalog::moon_choice(*choice),
            catalog::moon_choice_effect(*choice, rules.moon_value()),
        ),
    }
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Preset, RecordedAction};

    /// A new game of Black Lady for 4: everyone is to pass.
    fn first_record() -> GameRecord {
        GameRecord::new(Preset::BlackLady, 4, 3)
    }

    /// What the bots said, in English (the seats named as at the table).
    fn english(said: &Spoken) -> String {
        said.words.in_lang(crate::lang::Lang::ENGLISH)
    }

    #[test]
    fn a_record_that_does_not_replay_gets_no_move() {
        let good = first_record();
        let mut broken = Vec::new();
        let mut record = good.clone();
        record.players = 48;
        broken.push((record, Seat(1), "Not a game that can be played"));
        let mut record = good.clone();
        record.actions.push(RecordedAction {
            seat: Seat(1),
            action: Action::Play(crate::engine::Card::JOKER),
        });
        broken.push((record, Seat(1), "Not a game that can be played"));
        broken.push((good.clone(), Seat(4), "No seat 5 at this table"));
        for (record, seat, why) in broken {
            for level in [Level::Beginner, Level::Normal, Level::Expert] {
                let request = Request::Decide {
                    id: 7,
                    level,
                    record: record.clone(),
                    seat,
                    seed: 1,
                    also: None,
                };
                let Some(Answer::Decided {
                    id: 7,
                    action: None,
                    reason,
                    others,
                    ..
                }) = answer(&request, || 0.0)
                else {
                    panic!("no move for a broken record")
                };
                assert!(english(&reason).starts_with(why), "{reason:?}");
                assert!(others.is_empty());
            }
        }
    }

    #[test]
    fn questions_and_answers_cross_as_json() {
        let request = Request::Decide {
            id: 7,
            level: Level::Hard,
            record: first_record(),
            seat: Seat(1),
            seed: 9,
            also: None,
        };
        let text = serde_json::to_string(&request).unwrap();
        let back: Request = serde_json::from_str(&text).unwrap();
        assert_eq!(back, request);
        assert_eq!(back.timeout_ms(), Some(SEARCH_TIMEOUT_MS));
        let answer = answer(&back, || 0.0).unwrap();
        let text = serde_json::to_string(&answer).unwrap();
        assert_eq!(serde_json::from_str::<Answer>(&text).unwrap(), answer);
        let Answer::Decided {
            id: 7,
            action: Some(Action::Pass(list)),
            reason,
            ..
        } = answer
        else {
            panic!("a pass is chosen: {answer:?}")
        };
        assert_eq!(list.len(), 3);
        assert!(!english(&reason).is_empty());
    }

    #[test]
    fn the_main_thread_answers_with_the_normal_policy() {
        let request = Request::Decide {
            id: 1,
            level: Level::Expert,
            record: first_record(),
            seat: Seat(1),
            seed: 9,
            also: None,
        };
        let here = answer_here(&request).unwrap();
        let normal = Request::Decide {
            id: 1,
            level: Level::Normal,
            record: first_record(),
            seat: Seat(1),
            seed: 9,
            also: None,
        };
        assert_eq!(Some(here), answer(&normal, || 0.0));
        assert_eq!(answer(&Request::Mute, || 0.0), None);
    }

    #[test]
    fn a_review_plays_the_deal_again_with_the_expert_and_weighs_each_decision() {
        // Two deals as a careless player (a random one, in every seat) played them.
        let mut record = GameRecord::new(Preset::BlackLady, 4, 5);
        let mut game = record.start().unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut second_deal = None;
        while game.hand_number() < 2 {
            let seat = game.to_act().iter().next().unwrap();
            let view = game.view(seat);
            let action = random_choice(&view.choice, &view.rules, &mut rng).unwrap();
            game.apply(seat, action, &mut ()).unwrap();
            record.actions.push(RecordedAction { seat, action });
            if game.hand_number() == 1 && second_deal.is_none() {
                second_deal = Some(record.actions.len());
            }
        }
        let from = second_deal.unwrap();
        let request = Request::Review {
            id: 2,
            record: record.clone(),
            from,
            seat: Seat(0),
            levels: vec![Level::Beginner; 4],
            seed: 1,
        };
        let text = serde_json::to_string(&request).unwrap();
        let request: Request = serde_json::from_str(&text).unwrap();
        let Some(Answer::Reviewed {
            id: 2,
            score,
            decisions,
        }) = answer(&request, || 0.0)
        else {
            panic!("a review answer")
        };
        let score = score.unwrap();
        assert!((0..=26).contains(&score), "{score}");
        // The pass and every card with another allowed in the second deal: each the
        // person's own, in order.
        assert!(decisions.len() >= 10, "{decisions:?}");
        assert_eq!(decisions[0].trick, 0, "the pass first");
        assert!(matches!(decisions[0].yours, Action::Pass(_)));
        for pair in decisions.windows(2) {
            assert!(pair[0].step < pair[1].step);
        }
        for d in &decisions {
            let recorded = record.actions[from + d.step as usize];
            assert_eq!((recorded.seat, recorded.action), (Seat(0), d.yours));
            if d.expert == d.yours {
                assert_eq!(d.margin_tenths, 0);
            }
            assert!(!english(&d.reason).is_empty());
            // Issue 29: a line where the Expert differs names the person's own choice, and a
            // pass line never offers the person's own cards back.
            if d.expert != d.yours {
                let yours =
                    crate::lang::words::hints::choice(&d.yours).in_lang(crate::lang::Lang::ENGLISH);
                let yours = yours.trim_start_matches("the ");
                assert!(
                    english(&d.reason).contains(&format!("your {yours}")),
                    "{d:?}"
                );
                if let (Action::Pass(a), Action::Pass(b)) = (d.yours, d.expert) {
                    let cards = |l: crate::engine::PassList| {
                        l.as_slice()
                            .iter()
                            .copied()
                            .collect::<crate::engine::Cards>()
                    };
                    assert_ne!(cards(a), cards(b), "{d:?}");
                }
            }
        }
        // The first deal's review stops at its end, where the record goes on.
        let first = Request::Review {
            id: 4,
            record: record.clone(),
            from: 0,
            seat: Seat(0),
            levels: vec![Level::Beginner; 4],
            seed: 1,
        };
        let Some(Answer::Reviewed {
            decisions: first, ..
        }) = answer(&first, || 0.0)
        else {
            panic!("a review answer")
        };
        assert!(!first.is_empty());
        assert!(first.iter().all(|d| (d.step as usize) < from), "{first:?}");
        // A random player's choices are seldom the Expert's.
        let differing = decisions.iter().filter(|d| d.expert != d.yours).count();
        assert!(differing >= 3, "{decisions:?}");
        // A record that does not replay, or ends before the deal, says why.
        let mut broken = record.clone();
        broken.actions[3].action = Action::Pledge(true);
        for (record, from) in [(broken, from), (record, 10_000)] {
            let bad = Request::Review {
                id: 3,
                record,
                from,
                seat: Seat(0),
                levels: vec![Level::Beginner; 4],
                seed: 1,
            };
            let Some(Answer::Reviewed {
                score, decisions, ..
            }) = answer(&bad, || 0.0)
            else {
                panic!("a review answer")
            };
            assert!(
                matches!(score, Err(WorkerError::Refused(_))) && decisions.is_empty(),
                "{score:?}"
            );
        }
    }

    #[test]
    #[cfg(feature = "bench")]
    fn a_bench_times_every_position() {
        let request = Request::Bench {
            id: 3,
            game: "black-lady".to_string(),
            players: 4,
            count: 3,
            seed: 1,
            level: Level::Normal,
            hint: false,
        };
        let mut clock = 0.0;
        let Some(Answer::Benched { times_ms, .. }) = answer(&request, || {
            clock += 1.0;
            clock
        }) else {
            panic!("a bench answer")
        };
        assert_eq!(times_ms.unwrap(), vec![1.0; 3]);
        let bad = Request::Bench {
            id: 4,
            game: "no-such-game".to_string(),
            players: 4,
            count: 1,
            seed: 1,
            level: Level::Hard,
            hint: false,
        };
        let Some(Answer::Benched { times_ms, .. }) = answer(&bad, || 0.0) else {
            panic!("a bench answer")
        };
        assert_eq!(
            times_ms.unwrap_err(),
            WorkerError::NoSuchGame {
                game: "no-such-game".into()
            }
        );
    }

    #[test]
    fn a_worker_s_failure_crosses_as_json_and_reads_as_a_sentence() {
        let answers = [
            Answer::Reviewed {
                id: 1,
                score: Err(WorkerError::ReviewNeedsWorker),
                decisions: Vec::new(),
            },
            Answer::Reviewed {
                id: 2,
                score: Err(WorkerError::Refused("step 3: seat 2 cannot pledge".into())),
                decisions: Vec::new(),
            },
            Answer::Reviewed {
                id: 3,
                score: Ok(-5),
                decisions: Vec::new(),
            },
        ];
        for answer in answers {
            let json = serde_json::to_string(&answer).unwrap();
            assert_eq!(serde_json::from_str::<Answer>(&json).unwrap(), answer);
        }
        for (error, said) in [
            (
                WorkerError::ReviewNeedsWorker,
                "the review needs the worker",
            ),
            (WorkerError::BenchNeedsWorker, "the bench needs the worker"),
            (WorkerError::TimedOut, "The review did not finish in time"),
            (
                WorkerError::NoSuchGame {
                    game: "spades".into(),
                },
                "no game called spades",
            ),
            (WorkerError::Refused("a reason".into()), "a reason"),
        ] {
            assert_eq!(error.to_string(), said);
            let json = serde_json::to_string(&error).unwrap();
            assert_eq!(serde_json::from_str::<WorkerError>(&json).unwrap(), error);
        }
        let Some(Answer::Reviewed { score, .. }) = answer_here(&Request::Review {
            id: 4,
            record: GameRecord::new(Preset::BlackLady, 4, 1),
            from: 0,
            seat: Seat(0),
            levels: vec![Level::Normal; 4],
            seed: 1,
        }) else {
            panic!("a review answer")
        };
        assert_eq!(score, Err(WorkerError::ReviewNeedsWorker));
    }

    #[test]
    fn actions_read_well() {
        let card = |t: &str| t.parse::<crate::engine::Card>().unwrap();
        let rules = Preset::BlackLady.rules(4).check().unwrap();
        assert_eq!(
            describe_action(&Action::Play(card("QS")), &rules),
            "Play the Queen of Spades"
        );
        let list = crate::engine::PassList::new(&[card("AS"), card("KH"), card("2C")]).unwrap();
        assert_eq!(
            describe_action(&Action::Pass(list), &rules),
            "Pass the Ace of Spades, the King of Hearts and the Two of Clubs"
        );
        // Issue 35: the moon's choice in words, never the engine's name for it.
        use crate::engine::MoonChoice;
        assert_eq!(
            describe_action(&Action::ChooseMoon(MoonChoice::AddToOthers), &rules),
            "Choose the old moon (everyone else scores 26)"
        );
        assert_eq!(
            describe_action(&Action::ChooseMoon(MoonChoice::SubtractFromShooter), &rules),
            "Choose the new moon (26 off your score)"
        );
    }
}

//! `moonshot bot`: one JSON request a line on stdin (a [`BotRequest`]), one JSON answer a
//! line on stdout (a [`BotAnswer`]).
use crate::{CliError, level};
use clap::Args;
use moonshot::bots::{BotRequest, Level, Said, advise};
use moonshot::engine::{Action, RecordedAction, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Serialize, Serializer};

#[derive(Args)]
pub struct BotArgs {
    /// beginner, easy, normal, hard or expert.
    #[arg(long, default_value = "hard")]
    level: String,
}

/// `moonshot bot`: see [`crate::Command::Bot`]. Answers requests line by line until stdin
/// ends; a bad request gets an error line and the next one is read.
pub fn bot(args: &BotArgs) -> Result<(), CliError> {
    let level = level(&args.level)?;
    let stdin = std::io::stdin();
    let mut line = String::new();
    loop {
        line.clear();
        match std::io::BufRead::read_line(&mut stdin.lock(), &mut line) {
            Ok(0) => return Ok(()),
            Ok(_) => {}
            Err(e) => return Err(CliError::Stdin(e)),
        }
        if line.trim().is_empty() {
            continue;
        }
        out!("{}", answer(level, &line).to_json());
    }
}

/// One request's answer: `{"play":"QS","reason":"…","seat":0}` or `{"error":"…"}`.
///
/// Written through a [`serde_json::Value`] ([`BotAnswer::to_json`]), whose objects keep
/// their keys sorted: the order the answers have always had, whatever the action's key.
#[derive(Serialize)]
#[serde(untagged)]
pub enum BotAnswer {
    /// The bot's action and why.
    Advice(Box<Advice>),
    /// Why there is no action: the request is not one, its deal is not possible, or its seat
    /// has nothing to decide.
    Error { error: String },
}

/// The bot's action, its words, and for the searching levels what the search found.
#[derive(Serialize)]
pub struct Advice {
    /// `"seat"` and the action's key (`"play"`, `"pass"`, …).
    #[serde(flatten)]
    action: RecordedAction,
    #[serde(flatten)]
    words: Words,
    #[serde(flatten)]
    searched: Option<Searched>,
}

/// A choice's words as its `reason`, and the figures they rest on, where there are any, as
/// its `figures`.
#[derive(Serialize)]
struct Words {
    reason: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    figures: Option<String>,
}

/// The search levels: how many guesses, the runner-up, the margin and every other choice
/// compared.
#[derive(Serialize)]
struct Searched {
    guesses: u32,
    #[serde(flatten)]
    runner_up: Option<RunnerUp>,
    compared: Vec<Compared>,
}

#[derive(Serialize)]
struct RunnerUp {
    runner_up: Choice,
    margin: f64,
    noise: f64,
}

/// Another choice, its margin (and the margin's noise) and its words.
#[derive(Serialize)]
struct Compared {
    #[serde(flatten)]
    choice: Choice,
    margin: f64,
    noise: f64,
    #[serde(flatten)]
    words: Words,
}

/// An action as a game record writes it, without its seat: `{"play":"9C"}`.
struct Choice {
    seat: Seat,
    action: Action,
}

impl Serialize for Choice {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let recorded = RecordedAction {
            seat: self.seat,
            action: self.action,
        };
        let mut value = serde_json::to_value(recorded).map_err(serde::ser::Error::custom)?;
        if let Some(map) = value.as_object_mut() {
            map.remove("seat");
        }
        value.serialize(serializer)
    }
}

impl BotAnswer {
    fn error(error: String) -> BotAnswer {
        BotAnswer::Error { error }
    }

    /// The answer's line.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).expect("a bot's answer is plain JSON")
    }
}

impl Words {
    fn of(said: &Said) -> Words {
        use moonshot::lang::words::hints;
        // Seats as the command line names them: "seat 3".
        let name = |s: Seat| moonshot::lang::Arg::from(s.to_string());
        Words {
            reason: hints::words(said, &name).to_string(),
            figures: hints::figures(said).map(|figures| figures.to_string()),
        }
    }
}

/// One request's answer.
fn answer(level: Level, line: &str) -> BotAnswer {
    let request: BotRequest = match serde_json::from_str(line) {
        Ok(request) => request,
        Err(e) => return BotAnswer::error(format!("the request is not valid: {e}")),
    };
    let view = match request.view() {
        Ok(view) => view,
        Err(e) => return BotAnswer::error(e.to_string()),
    };
    let mut rng = ChaCha8Rng::seed_from_u64(0x0B07 ^ view.history.len() as u64);
    let Some(advice) = advise(level, &view, &mut rng) else {
        return BotAnswer::error(format!(
            "{} has nothing to decide now: {}",
            view.seat, view.phase
        ));
    };
    let seat = view.seat;
    let searched = advice.searched.as_ref().map(|found| Searched {
        guesses: found.guesses,
        runner_up: advice.runner_up().map(|(other, margin)| RunnerUp {
            runner_up: Choice {
                seat,
                action: other,
            },
            margin: rounded(margin),
            noise: rounded(found.noise_over(&other).unwrap_or(0.0)),
        }),
        compared: advice
            .others
            .iter()
            .filter_map(|(other, why)| {
                Some(Compared {
                    choice: Choice {
                        seat,
                        action: *other,
                    },
                    margin: rounded(found.margin_over(other)?),
                    noise: rounded(found.noise_over(other).unwrap_or(0.0)),
                    words: Words::of(why),
                })
            })
            .collect(),
    });
    BotAnswer::Advice(Box::new(Advice {
        action: RecordedAction {
            seat,
            action: advice.action,
        },
        words: Words::of(&advice.reason),
        searched,
    }))
}

/// A margin (or its noise) in points a deal, to two decimals.
fn rounded(points: f32) -> f64 {
    (f64::from(points) * 100.0).round() / 100.0
}

//! `?bench=GAME:PLAYERS:COUNT:SEED[:LEVEL],…`: times the bots' decisions in a Web Worker of
//! their own, for `tests/browser/bench-bots.mjs`. Only builds with the `bench` feature have
//! it (`scripts/build-site --bench`): the site players download does not carry it.
use super::bot_service::{Answer, Request, WorkerError};
use super::worker;
use crate::bots::Level;
use std::rc::Rc;
use yew::prelude::*;

/// Starts the bench the address asks for, once, and shows its results as they come.
#[function_component(Bench)]
pub fn bench() -> Html {
    let results = use_reducer(BenchResults::default);
    let bridge = use_mut_ref(|| None);
    {
        let results = results.dispatcher();
        use_effect_with((), move |_| {
            let search = gloo::utils::window()
                .location()
                .search()
                .unwrap_or_default();
            let spec = web_sys::UrlSearchParams::new_with_str(&search)
                .ok()
                .and_then(|p| p.get("bench"));
            let Some(spec) = spec else { return };
            let mut problems = Vec::new();
            let benches = bench_requests(&spec, &mut problems);
            results.dispatch(BenchAction::Expect(benches.len(), problems));
            let on_answer = move |answer: Answer| {
                if let Answer::Benched { id, times_ms } = answer {
                    results.dispatch(BenchAction::Done { id, times_ms });
                }
            };
            if let Some(worker) = worker::spawn(on_answer) {
                for request in benches {
                    worker.send(request);
                }
                *bridge.borrow_mut() = Some(worker);
            }
        });
    }
    bench_output(&results)
}

/// The bench's requests from `GAME:PLAYERS:COUNT:SEED[:LEVEL[:hint]]` sets separated by
/// commas (`hint`: the decisions made as the Hint makes them, explained).
fn bench_requests(spec: &str, problems: &mut Vec<String>) -> Vec<Request> {
    let mut requests = Vec::new();
    for (i, set) in spec.split(',').enumerate() {
        let parts: Vec<&str> = set.split(':').collect();
        let level = match parts.get(4) {
            Some(id) => Level::from_id(id),
            None => Some(Level::Hard),
        };
        match (parts.as_slice(), level) {
            ([game, players, count, seed, ..], Some(level)) => {
                match (players.parse(), count.parse(), seed.parse()) {
                    (Ok(players), Ok(count), Ok(seed)) => requests.push(Request::Bench {
                        id: i as u64 + 1,
                        game: game.to_string(),
                        players,
                        count,
                        seed,
                        level,
                        hint: parts.get(5) == Some(&"hint"),
                    }),
                    _ => problems.push(format!("bench= set “{set}” has a number that is not one")),
                }
            }
            _ => problems.push(format!(
                "bench= set “{set}” is not GAME:PLAYERS:COUNT:SEED or GAME:PLAYERS:COUNT:SEED:LEVEL"
            )),
        }
    }
    requests
}

/// The bench's results as they come.
#[derive(Clone, Default, PartialEq)]
struct BenchResults {
    expected: usize,
    /// Sets of the address that are not a bench, said plainly.
    problems: Vec<String>,
    done: Vec<(u64, Result<Vec<f64>, WorkerError>)>,
}

enum BenchAction {
    Expect(usize, Vec<String>),
    Done {
        id: u64,
        times_ms: Result<Vec<f64>, WorkerError>,
    },
}

impl Reducible for BenchResults {
    type Action = BenchAction;

    fn reduce(self: Rc<Self>, action: BenchAction) -> Rc<Self> {
        let mut results = Rc::unwrap_or_clone(self);
        match action {
            BenchAction::Expect(count, problems) => {
                results.expected = count;
                results.problems = problems;
            }
            BenchAction::Done { id, times_ms } => results.done.push((id, times_ms)),
        }
        Rc::new(results)
    }
}

/// `[[set, {"Ok": [ms, …]}], [set, {"Err": why}], …]`, each reason in words.
fn bench_json(done: &[(u64, Result<Vec<f64>, WorkerError>)]) -> String {
    let said: Vec<_> = done
        .iter()
        .map(|(id, times_ms)| match times_ms {
            Ok(times) => serde_json::json!([id, { "Ok": times }]),
            Err(why) => serde_json::json!([id, { "Err": why.to_string() }]),
        })
        .collect();
    serde_json::Value::Array(said).to_string()
}

/// The bench's results as JSON in a hidden element, for `tests/browser/bench-bots.mjs`
/// (which works out the mean and the 95th percentile): `[[set, {"Ok": [ms, …]}], …]`, with
/// `data-done` once every set has answered.
fn bench_output(bench: &BenchResults) -> Html {
    let done = bench.done.len() >= bench.expected;
    html! {
        <>
            { for bench.problems.iter().map(|p| html! { <p class="notices" role="alert">{ p.clone() }</p> }) }
            { if bench.expected == 0 { html! {} } else { html! {
                <output id="bench" hidden={true} data-done={done.then_some("true")}>
                    { bench_json(&bench.done) }
                </output>
            } } }
        </>
    }
}

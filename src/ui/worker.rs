//! The bots' Web Worker, through gloo-worker: [`BotWorker`] answers the table's questions
//! with [`bot_service::answer`] off the main thread, and [`spawn`] starts one from the page.
//! Messages cross as JSON ([`Json`]): the engine's types use serde attributes that a binary
//! codec cannot read back.
use super::bot_service::{self, Answer, Request};
use gloo::worker::{Codec, HandlerId, Registrable, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsValue};

/// The worker's script, beside the page (copied from `static/` by trunk, which writes the
/// hashed names of the app's glue and wasm into it). A relative path, so the site works
/// under any sub-path.
pub const WORKER_PATH: &str = "./bots-worker.js";

/// Whether this code runs in a Web Worker rather than on the page.
pub fn in_worker() -> bool {
    js_sys::global()
        .dyn_ref::<web_sys::WorkerGlobalScope>()
        .is_some()
}

/// Messages as JSON text.
#[derive(Debug)]
pub struct Json;

impl Codec for Json {
    fn encode<I: Serialize>(input: I) -> JsValue {
        // Our own message types always serialize.
        let text = serde_json::to_string(&input).expect("a worker message serializes");
        JsValue::from_str(&text)
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        // Only our own page and worker post messages to each other.
        let text = input.as_string().unwrap_or_default();
        serde_json::from_str(&text).expect("a worker message from this app")
    }
}

/// Answers the table's questions, one at a time, in the order they come.
pub struct BotWorker {
    /// Set by [`Request::Mute`]: answer nothing (a debug switch for tests).
    mute: bool,
}

impl Worker for BotWorker {
    type Message = ();
    type Input = Request;
    type Output = Answer;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        BotWorker { mute: false }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Request, who: HandlerId) {
        if request == Request::Mute {
            self.mute = true;
        }
        if self.mute {
            return;
        }
        if let Some(answer) = bot_service::answer(&request, now) {
            scope.respond(who, answer);
        }
    }
}

/// `performance.now()` in the worker (or the page), in ms.
fn now() -> f64 {
    let global = js_sys::global();
    if let Some(scope) = global.dyn_ref::<web_sys::WorkerGlobalScope>() {
        return scope.performance().map_or(0.0, |p| p.now());
    }
    if let Some(window) = global.dyn_ref::<web_sys::Window>() {
        return window.performance().map_or(0.0, |p| p.now());
    }
    js_sys::Date::now()
}

/// Registers the worker: what the app's `main` does in a worker.
pub fn register() {
    BotWorker::registrar().encoding::<Json>().register();
}

/// Starts a worker whose answers go to `on_answer`. `None` when the page cannot start one (a
/// page opened from a file, not served): the table then answers on the main thread.
pub fn spawn(on_answer: impl Fn(Answer) + 'static) -> Option<WorkerBridge<BotWorker>> {
    let protocol = gloo::utils::window().location().protocol().ok()?;
    if protocol != "http:" && protocol != "https:" {
        return None;
    }
    let mut spawner = BotWorker::spawner();
    spawner.callback(on_answer);
    let mut spawner = spawner.encoding::<Json>();
    spawner.with_loader(true).as_module(true);
    Some(spawner.spawn(WORKER_PATH))
}

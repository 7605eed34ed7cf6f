//! The browser app's entry point. On the page it mounts the table; in the bots' Web Worker
//! (`static/bots-worker.js` runs this same wasm there) it answers the table's questions.
fn main() {
    if moonshot::ui::worker::in_worker() {
        moonshot::ui::worker::register();
    } else {
        // The table is drawn in a task of its own, after the one that compiled and started
        // the wasm: the page (its loading screen) stays responsive in between.
        gloo::timers::callback::Timeout::new(0, || {
            yew::Renderer::<moonshot::ui::App>::new().render();
        })
        .forget();
    }
}

//! The browser app's entry point. On the page it mounts the table; in the bots' Web Worker
//! (`static/bots-worker.js` runs this same wasm there) it answers the table's questions.
fn main() {
    if moonshot::ui::worker::in_worker() {
        moonshot::ui::worker::register();
    } else {
        yew::Renderer::<moonshot::ui::App>::new().render();
    }
}

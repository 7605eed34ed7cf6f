//! The browser app's entry point. On the page it mounts the table; in the bots' Web Worker
//! (`static/bots-worker.js` runs this same wasm there) it answers the table's questions.
fn main() {
    if moonshot::ui::worker::in_worker() {
        moonshot::ui::worker::register();
    } else {
        moonshot::ui::crash::install();
        // The table is drawn once the loading screen has been painted (the next frame), in a
        // task of its own after the one that compiled and started the wasm: the page shows
        // something at once and stays responsive in between.
        let frame = gloo::render::request_animation_frame(|_| {
            gloo::timers::callback::Timeout::new(0, || {
                yew::Renderer::<moonshot::ui::App>::new().render();
            })
            .forget();
        });
        // Kept until it has run (dropping it would cancel the frame).
        std::mem::forget(frame);
    }
}

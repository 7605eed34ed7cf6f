//! The browser app's entry point. On the page it mounts the table; in the bots' Web Worker
//! (`static/bots-worker.js` runs this same wasm there) it answers the table's questions.

/// How long the page waits before drawing the table: a frame, in which the browser paints the
/// loading screen (and so shows something at once), in a task of its own after the one that
/// compiled and started the wasm.
const FIRST_FRAME_MS: u32 = 20;

fn main() {
    if moonshot::ui::worker::in_worker() {
        moonshot::ui::worker::register();
    } else {
        moonshot::ui::crash::install();
        // The language first (its texts may have to be fetched), then the table in it.
        wasm_bindgen_futures::spawn_local(async {
            if !moonshot::ui::language::prepare().await {
                return;
            }
            // The game (the address, the saves, the deal) in a task of its own, then the
            // table drawn in the next: neither holds the page long.
            gloo::timers::callback::Timeout::new(FIRST_FRAME_MS, || {
                moonshot::ui::prepare_start();
                gloo::timers::callback::Timeout::new(0, || {
                    yew::Renderer::<moonshot::ui::App>::new().render();
                })
                .forget();
            })
            .forget();
        });
    }
}

//! The bots' Web Worker: answers the table's questions (a bot's move, a hint, a review) off
//! the main thread. Built by trunk beside the app (`data-type="worker"` in index.html).
fn main() {
    moonshot::ui::worker::register();
}

//! The browser app's entry point: mounts the table on the page.
fn main() {
    yew::Renderer::<moonshot::ui::App>::new().render();
}

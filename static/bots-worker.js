// The bots' Web Worker (a module worker). It runs the app's own WebAssembly, the very file the
// page loaded, so the site ships one wasm and the browser fetches it once, and the app,
// finding itself in a worker, answers the table's questions instead of drawing a table.
// trunk names the app's files by their content hash: after each build, a hook in Trunk.toml
// writes those names in place of ./app.js and ./app_bg.wasm below. (The names cannot come in
// this script's address: a service worker answers with the cached script, whose address has
// no query.)
const { default: init } = await import('./app.js');
await init({ module_or_path: new URL('./app_bg.wasm', import.meta.url) });

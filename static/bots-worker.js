// The bots' Web Worker (a module worker). It runs the app's own WebAssembly, the very file the
// page loaded, so the site ships one wasm and the browser fetches it once: the page passes the
// URLs of its JavaScript glue and wasm (`?js=…&wasm=…`, relative to this script), and the app,
// finding itself in a worker, answers the table's questions instead of drawing a table.
const here = self.location.href;
const params = new URL(here).searchParams;
const glue = new URL(params.get('js'), here);
const wasm = new URL(params.get('wasm'), here);
// Only the site's own files: the worker never loads code from anywhere else.
if (glue.origin !== self.location.origin || wasm.origin !== self.location.origin) {
  throw new Error('the bots worker loads only this site\'s files');
}
const { default: init } = await import(glue.href);
await init({ module_or_path: wasm });

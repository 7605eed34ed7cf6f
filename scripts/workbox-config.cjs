// Workbox's CLI writes the service worker from this (scripts/build-site runs it on the folder
// named by MOONSHOT_SITE, after trunk has built it). The worker precaches every file of the
// build and answers from that cache first; see docs/deploying.md.
const site = process.env.MOONSHOT_SITE;
if (!site) throw new Error('MOONSHOT_SITE must name the built folder');

module.exports = {
  globDirectory: site,
  // The languages' texts (lang/*.txt) too: once the table is up, every language plays offline.
  globPatterns: ['**/*.{html,js,wasm,css,svg,png,webmanifest,json,txt}'],
  swDest: `${site}/sw.js`,
  // Each file is listed with an MD5 of its content, so a changed file is fetched anew. trunk
  // already puts a content hash in the names of the app's script, wasm and style sheet: those
  // URLs are never reused for other content and need no cache-busting query.
  dontCacheBustURLsMatching: /-[0-9a-f]{16}(_bg)?\.(js|wasm|css|svg)$/,
  // The wasm is larger than Workbox's default limit of 2 MiB once unoptimised; allow 8 MiB.
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  // Any query (the game settings in a shared address, the bots worker's ?js=…&wasm=…) is
  // answered with the same cached file.
  ignoreURLParametersMatching: [/./],
  // A new version installs beside the old one and waits: the page offers a reload and sends
  // SKIP_WAITING when the player accepts. Then it takes over every page of the site, and the
  // old version's cached files are deleted.
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // One self-contained file: the Workbox runtime is bundled into sw.js.
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
};

// Soak: `node tests/browser/soak.mjs [GAMES] [LEVEL]` (after scripts/build-site) plays GAMES
// complete games (default 30) in one page of the release build, every seat played by the
// bots (`?watch=1`) at instant speed, through six games and player counts in turn, 11-player
// Cancellation Hearts among them; each new game is started from the game-over dialog, as a
// person would. After each game it collects the garbage and reads the JavaScript heap and the
// wasm memory; it fails on any console error, page error or unhandled rejection, or if either
// memory after the last game is over 20% above its figure after the first.
import { DESKTOP, newGameFromGameOver, openPage, start } from './harness.mjs';

const games = Number(process.argv[2] ?? 30);
const level = process.argv[3] ?? 'easy';
// The largest game first: the wasm memory grows to what the largest game needs, and never
// shrinks, so after the first game it has its working size.
const kinds = [
  ['cancellation', 11],
  ['black-lady', 4],
  ['omnibus', 5],
  ['spot-hearts', 3],
  ['cancellation', 8],
  ['black-maria', 6],
];
const env = await start();
const started = Date.now();
let failed = false;
try {
  const [firstGame, firstPlayers] = kinds[0];
  const { page, context, problems } = await openPage(
    env,
    {
      ...DESKTOP,
      // The wasm instance, which trunk's start script announces.
      init: () => addEventListener('TrunkApplicationStarted', (e) => (window.moonshotWasm = e.detail.wasm)),
    },
    `?game=${firstGame}&players=${firstPlayers}&seed=1&speed=instant&watch=1&level=${level}`,
  );
  const cdp = await context.newCDPSession(page);
  const rows = [];
  for (let g = 0; g < games; g++) {
    const [game, players] = kinds[g % kinds.length];
    const t0 = Date.now();
    await page.waitForSelector('.app[data-overlay="game-over"]', { timeout: 600_000 });
    const deals = Number(await page.locator('.app').getAttribute('data-deal'));
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const wasm = await page.evaluate(() => window.moonshotWasm?.memory.buffer.byteLength ?? 0);
    rows.push({ game: `${game} for ${players}`, deals, seconds: (Date.now() - t0) / 1000, heap: usedSize, wasm });
    console.log(
      `game ${g + 1}: ${game} for ${players}, ${deals} deals, ${((Date.now() - t0) / 1000).toFixed(1)} s; ` +
        `JS heap ${(usedSize / 1e6).toFixed(2)} MB, wasm memory ${(wasm / 1e6).toFixed(2)} MB`,
    );
    if (problems.length) break;
    if (g + 1 === games) break;
    // The next game, from the game-over dialog's New game….
    await newGameFromGameOver(page, ...kinds[(g + 1) % kinds.length]);
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  const growth = (a, b) => ((b - a) / a) * 100;
  console.log(
    `${rows.length} games in ${((Date.now() - started) / 1000).toFixed(0)} s; after the first and the last game: ` +
      `JS heap ${(first.heap / 1e6).toFixed(2)} → ${(last.heap / 1e6).toFixed(2)} MB (${growth(first.heap, last.heap).toFixed(1)}%), ` +
      `wasm memory ${(first.wasm / 1e6).toFixed(2)} → ${(last.wasm / 1e6).toFixed(2)} MB (${growth(first.wasm, last.wasm).toFixed(1)}%)`,
  );
  if (problems.length) {
    console.log(`problems:\n${problems.join('\n')}`);
    failed = true;
  }
  if (rows.length < games) failed = true;
  if (growth(first.heap, last.heap) > 20 || growth(first.wasm, last.wasm) > 20) {
    console.log('memory grew by more than 20%');
    failed = true;
  }
  await context.close();
} finally {
  await env.stop();
}
process.exit(failed ? 1 : 0);

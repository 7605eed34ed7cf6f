// Times the Hard bot in the browser: the release build (dist/) in headless Chromium, the
// decisions made inside the bots' Web Worker (wasm), over the same positions the native
// figures use. Run `trunk build --release` first, then:
//
//   node tests/browser/bench-bots.mjs [COUNT] [SEED] [LEVEL]     (defaults: 40 1 hard)
//
// The positions are `moonshot::bots::bench_positions(preset, players, COUNT, SEED)` for
// 4-player Black Lady and 8-player Cancellation Hearts: position i is game seed SEED + i,
// played by Normal bots up to a decision drawn uniformly from every decision of its first
// deal (src/bots/bench.rs says exactly how). Each decision is timed alone, with
// `time_decisions(level, &positions, SEED, clock)`; natively the same two calls give the
// native figures. The page is opened with `?bench=GAME:PLAYERS:COUNT:SEED:LEVEL,...`, which
// sends one bench request per set to a worker of its own and writes the timings into
// `<output id="bench">` once every set has answered.
import { start, openPage } from './harness.mjs';

const count = Number(process.argv[2] ?? 40);
const seed = Number(process.argv[3] ?? 1);
const level = process.argv[4] ?? 'hard';
const sets = [
  { game: 'black-lady', players: 4 },
  { game: 'cancellation', players: 8 },
];
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || seed < 0) {
  console.error('usage: node tests/browser/bench-bots.mjs [COUNT] [SEED] [LEVEL]');
  process.exit(2);
}

const env = await start();
try {
  const spec = sets.map((s) => `${s.game}:${s.players}:${count}:${seed}:${level}`).join(',');
  const { page, context, problems } = await openPage(env, { width: 1280, height: 800 }, `?seed=1&bench=${spec}`);
  const output = page.locator('#bench[data-done]');
  await output.waitFor({ state: 'attached', timeout: 30 * 60_000 });
  const results = JSON.parse(await output.textContent());
  const chromium = await page.evaluate(() => navigator.userAgent.match(/Chrom(e|ium)\/[\d.]+/)?.[0] ?? 'Chromium');
  console.log(`${level} bot, decision time in the browser (wasm, in a Web Worker, ${chromium}), ${count} positions per game, seed ${seed}`);
  let failed = false;
  for (const [i, set] of sets.entries()) {
    const result = results.find((r) => r.set === i + 1);
    if (!result || result.error) {
      console.log(`${set.game} ${set.players} players: ${result?.error ?? 'no answer'}`);
      failed = true;
      continue;
    }
    const max = Math.max(...result.times_ms);
    console.log(
      `${set.game} ${set.players} players: mean ${result.mean_ms.toFixed(1)} ms, ` +
        `p95 ${result.p95_ms.toFixed(1)} ms, max ${max.toFixed(1)} ms (${result.times_ms.length} decisions)`,
    );
  }
  if (problems.length > 0) {
    console.log(`problems: ${problems.join('; ')}`);
    failed = true;
  }
  await context.close();
  process.exitCode = failed ? 1 : 0;
} finally {
  await env.stop();
}

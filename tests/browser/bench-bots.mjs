// Times the Hard bot in the browser: the release build (dist/) in headless Chromium, the
// decisions made inside the bots' Web Worker (wasm), over the same positions the native
// figures use. The site players download has no bench: build one that has, then run it:
//
//   scripts/build-site --bench
//
//   node tests/browser/bench-bots.mjs [COUNT] [SEED] [LEVEL] [hint]     (defaults: 40 1 hard)
//
// With `hint`, each decision is made as the Hint makes it, explained (`moonshot bench-bots
// --hint` natively).
//
// The positions are `moonshot::bots::bench_positions(preset, players, COUNT, SEED)` for
// 4-player Black Lady and 8- and 11-player Cancellation Hearts: position i is game seed SEED + i,
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
const hint = process.argv[5] === 'hint';
const sets = [
  { game: 'black-lady', players: 4 },
  { game: 'cancellation', players: 8 },
  { game: 'cancellation', players: 11 },
];
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || seed < 0 || (process.argv[5] && !hint)) {
  console.error('usage: node tests/browser/bench-bots.mjs [COUNT] [SEED] [LEVEL] [hint]');
  process.exit(2);
}

const env = await start();
try {
  const spec = sets.map((s) => `${s.game}:${s.players}:${count}:${seed}:${level}${hint ? ':hint' : ''}`).join(',');
  const { page, context, problems } = await openPage(env, { width: 1280, height: 800 }, `?seed=1&bench=${spec}`);
  // A site built without the bench answers nothing: say so rather than wait.
  const started = page.locator('#bench');
  await started.waitFor({ state: 'attached', timeout: 30_000 }).catch(() => {
    throw new Error('this build has no bench: build the site with `scripts/build-site --bench` first');
  });
  const output = page.locator('#bench[data-done]');
  await output.waitFor({ state: 'attached', timeout: 30 * 60_000 });
  const results = JSON.parse(await output.textContent());
  const chromium = await page.evaluate(() => navigator.userAgent.match(/Chrom(e|ium)\/[\d.]+/)?.[0] ?? 'Chromium');
  console.log(`${level} bot, decision time in the browser${hint ? ' as the Hint explains it' : ''} (wasm, in a Web Worker, ${chromium}), ${count} positions per game, seed ${seed}`);
  let failed = false;
  for (const [i, set] of sets.entries()) {
    // The page gives [set, {"Ok": times in ms}] or [set, {"Err": why}] for each set.
    const [, result] = results.find(([id]) => id === i + 1) ?? [];
    if (!result || result.Err) {
      console.log(`${set.game} ${set.players} players: ${result?.Err ?? 'no answer'}`);
      failed = true;
      continue;
    }
    const times = result.Ok;
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    // The 95th percentile as the CLI's bench-bots takes it: the ceil(0.95 n)-th smallest.
    const p95 = sorted[Math.min(Math.max(Math.ceil(0.95 * sorted.length), 1), sorted.length) - 1];
    console.log(
      `${set.game} ${set.players} players: mean ${mean.toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (${times.length} decisions)`,
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

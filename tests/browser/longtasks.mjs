// The page's long tasks while the bots play: `node tests/browser/longtasks.mjs [DEALS] [QUERY]`
// plays DEALS deals (default 1) of QUERY (default `?seed=7&speed=fast&level=normal`: Black Lady
// against Normal bots, whose moves come from the bots' worker) in the release build at
// 1280x800, sound off, clicking like a person (the first cards the game allows, "Next hand"
// between deals). A PerformanceObserver in the page records every main-thread task over 50 ms
// (the browser's "long task") from the first turn on; it prints how many there were, the
// longest, the 95th percentile and each one's duration and start, with the worker's count of
// answers and the moves played on the main thread instead. Not a test: it asserts nothing
// (a machine busy with something else makes long tasks of its own; the load average is
// printed beside the figures). Run it after `scripts/build-site` (or with
// MOONSHOT_DIST=/some/copy/of/dist).
import os from 'node:os';
import { DESKTOP, openPage, playDealByClicking, start, waitForTurn } from './harness.mjs';

const deals = Number(process.argv[2] ?? 1);
if (!(deals >= 1)) {
  console.error('usage: node tests/browser/longtasks.mjs [DEALS] [QUERY]');
  process.exit(2);
}
const query = process.argv[3] ?? '?seed=7&speed=fast&level=normal';

// Sound off: Chromium starts its audio (about 80 ms, once, at the first tap) on the main
// thread, which is not the bots' thinking.
const soundOff = () => localStorage.setItem('moonshot.settings', JSON.stringify({ sound: false }));

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

const env = await start();
let result;
try {
  const { page, context, problems } = await openPage(env, { ...DESKTOP, init: soundOff }, query);
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ at: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
  const from = await page.evaluate(() => performance.now());
  await waitForTurn(page);
  let played = 0;
  let plays = 0;
  for (let deal = 0; deal < deals; deal++) {
    const end = await playDealByClicking(page);
    plays += end.plays;
    played += 1;
    if (end.overlay !== 'scores' || deal + 1 === deals) break;
    await page.getByRole('button', { name: 'Next hand' }).click();
    await page.waitForSelector('.app[data-overlay=""]');
  }
  const longTasks = await page.evaluate(() => window.longTasks);
  const worker = await page.locator('.app').evaluate((el) => ({
    answers: Number(el.dataset.workerAnswers),
    fallbacks: Number(el.dataset.fallbacks),
  }));
  result = { longTasks, from, played, plays, worker, problems };
  await context.close();
} finally {
  await env.stop();
}

const { longTasks, from, played, plays, worker, problems } = result;
const ms = (x) => `${x.toFixed(0)} ms`;
const load = os.loadavg()[0];
const cpus = os.cpus().length;
console.log(`${query} at ${DESKTOP.width}x${DESKTOP.height}: ${played} deal(s), ${plays} card(s) played by the person`);
console.log(
  `Machine: ${cpus} CPU(s), load average ${load.toFixed(1)} over the last minute` +
    (load > cpus ? ': other work competes for the CPU, so these figures are pessimistic and noisy' : ''),
);
console.log(`The bots' worker answered ${worker.answers} question(s); ${worker.fallbacks} move(s) were played on the main thread instead.`);
const durations = longTasks.map((t) => t.duration).sort((a, b) => a - b);
if (durations.length === 0) {
  console.log('Long main-thread tasks (over 50 ms): none');
} else {
  const total = durations.reduce((a, b) => a + b, 0);
  console.log(
    `Long main-thread tasks (over 50 ms): ${durations.length}, total ${ms(total)}, ` +
      `longest ${ms(durations[durations.length - 1])}, 95th percentile ${ms(quantile(durations, 0.95))}`,
  );
  for (const t of longTasks) console.log(`  ${ms(t.duration)} at +${((t.at - from) / 1000).toFixed(2)} s`);
}
if (problems.length) console.log(`The page's problems meanwhile:\n${problems.join('\n')}`);

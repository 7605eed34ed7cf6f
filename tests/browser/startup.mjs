// The page's start-up on a phone, task by task: `node tests/browser/startup.mjs [RUNS] [QUERY]`
// (after scripts/build-site). Each run opens a fresh profile at 375x812 with the CPU slowed
// four times (as Lighthouse's mobile emulation counts it), records a Chromium performance
// trace and a sampling profile of the page's main thread from the navigation until the first
// card can be played (the app's `data-awaiting` is set), and prints every main-thread task over
// 50 ms before that moment, with the functions that took most of it (the release build's wasm
// has no names: build one with names to read them, docs/performance.md says how). Then the
// longest task of each run and the median wait for the first card. Not a test: it asserts
// nothing (a busy machine makes long tasks of its own; the load average is printed).
import os from 'node:os';
import { PHONE, launch, start } from './harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const query = process.argv[3] ?? '';
if (!(runs >= 1)) {
  console.error('usage: node tests/browser/startup.mjs [RUNS] [QUERY]');
  process.exit(2);
}

/** When the app first asks the person for something, in the page's own clock. */
const watchReady = () => {
  const look = () => {
    const app = document.querySelector('.app');
    if (app?.dataset.awaiting && window.moonshotReady === undefined) {
      window.moonshotReady = performance.now();
    }
  };
  new MutationObserver(look).observe(document, { attributes: true, childList: true, subtree: true });
};

/** Reads a trace that CDP hands over as a stream. */
async function readStream(cdp, handle) {
  let text = '';
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle, size: 1 << 20 });
    text += base64Encoded ? Buffer.from(data, 'base64').toString() : data;
    if (eof) break;
  }
  await cdp.send('IO.close', { handle });
  return JSON.parse(text);
}

/** Self time (µs) of each function in `profile` between two trace timestamps. */
function selfTimes(profile, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const next = profile.timeDeltas[i + 1] ?? 0;
    const frame = byId.get(profile.samples[i])?.callFrame;
    if (!frame) continue;
    const name = frame.functionName || `(${frame.url.split('/').pop()}:${frame.lineNumber})`;
    times.set(name, (times.get(name) ?? 0) + next);
  }
  return [...times].sort((a, b) => b[1] - a[1]);
}

async function run(origin) {
  const context = await launch(PHONE);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(watchReady);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,blink.user_timing,v8.execute',
      transferMode: 'ReturnAsStream',
    });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}/${query}`);
    await page.waitForFunction(() => window.moonshotReady !== undefined, null, { timeout: 60_000 });
    const ready = await page.evaluate(() => window.moonshotReady);
    const { profile } = await cdp.send('Profiler.stop');
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const { stream } = await done;
    const trace = await readStream(cdp, stream);
    const events = trace.traceEvents ?? trace;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'navigationStart'));
    const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
    const readyAt = navigation.ts + ready * 1000;
    const tasks = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
      .filter((e) => e.ts >= navigation.ts && e.ts <= readyAt)
      .map((e) => ({ at: (e.ts - navigation.ts) / 1000, ms: e.dur / 1000, from: e.ts, to: e.ts + e.dur }));
    const long = tasks.filter((t) => t.ms > 50);
    return { ready, long, longest: Math.max(0, ...tasks.map((t) => t.ms)), profile };
  } finally {
    await context.close();
  }
}

const env = await start();
const results = [];
try {
  for (let i = 0; i < runs; i++) results.push(await run(env.origin));
} finally {
  await env.stop();
}
const load = os.loadavg()[0];
console.log(`Start-up of /${query} at ${PHONE.width}x${PHONE.height}, CPU slowed 4x; load average ${load.toFixed(1)} on ${os.cpus().length} CPU(s)`);
results.forEach(({ ready, long, longest, profile }, i) => {
  console.log(`run ${i + 1}: the first card can be played at ${ready.toFixed(0)} ms; longest task ${longest.toFixed(0)} ms; ${long.length} over 50 ms`);
  for (const task of long) {
    const top = selfTimes(profile, task.from, task.to)
      .slice(0, 6)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
      .join(', ');
    console.log(`  ${task.ms.toFixed(0)} ms at ${task.at.toFixed(0)} ms: ${top}`);
  }
});
const sorted = results.map((r) => r.ready).sort((a, b) => a - b);
console.log(`median wait for the first card: ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);

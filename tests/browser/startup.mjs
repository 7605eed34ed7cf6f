// The page's start-up on a phone, task by task: `node tests/browser/startup.mjs [RUNS] [QUERY]`
// (after scripts/build-site). Each run opens a fresh profile at 375x812 with the CPU slowed
// four times, as Lighthouse's mobile emulation counts it (MOONSHOT_CPU=1 leaves it as it is),
// records a Chromium performance trace and a sampling profile of the main thread from the
// navigation until the first card can be played (the app's `data-awaiting` is set), and prints
// every main-thread task over 50 ms before that moment: whether it is the page's own work (its
// scripts and wasm) or the browser's, the functions that took most of it
// (MOONSHOT_INCLUSIVE=1: with what they called) and the browser's events in it. The release
// build's wasm has no names: docs/performance.md says how to build one with them. Then the
// medians of the runs. Not a test: it asserts nothing (a busy machine makes long tasks of its
// own; the load average is printed).
import os from 'node:os';
import { PHONE, launch, start } from './harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const query = process.argv[3] ?? '';
// How many times slower the CPU runs (MOONSHOT_CPU=1: as the machine runs).
const slowdown = Number(process.env.MOONSHOT_CPU ?? 4);
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

/** Half a task's length, in the trace's microseconds. */
const e_half = (task) => (task.to - task.from) / 2;

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

/**
 * Time (µs) of each function in `profile` between two trace timestamps: its own, or with
 * `inclusive` with the functions it called.
 */
function selfTimes(profile, from, to, inclusive = false) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (frame) => frame.functionName || `(${frame.url.split('/').pop()}:${frame.lineNumber})`;
  const times = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const next = profile.timeDeltas[i + 1] ?? 0;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = inclusive ? parent.get(id) : undefined) {
      const frame = byId.get(id)?.callFrame;
      if (!frame || seen.has(name(frame))) continue;
      seen.add(name(frame));
      times.set(name(frame), (times.get(name(frame)) ?? 0) + next);
    }
  }
  return [...times].sort((a, b) => b[1] - a[1]);
}

async function run(origin) {
  const context = await launch(PHONE);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(watchReady);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Tracing.start', {
      categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute',
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
    // What the browser did in each task: its trace events by name, the time each took.
    for (const task of tasks) {
      const inside = new Map();
      for (const e of events) {
        if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e.name === 'RunTask') continue;
        if (e.ts < task.from || e.ts + (e.dur ?? 0) > task.to) continue;
        inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0));
      }
      task.events = [...inside].sort((a, b) => b[1] - a[1]);
      // The page's own work (its scripts and its wasm) rather than the browser's (the
      // navigation, parsing, layout, paint).
      task.own = (inside.get('FunctionCall') ?? 0) + (inside.get('v8.wasm.compileConsume') ?? 0) > e_half(task);
    }
    const long = tasks.filter((t) => t.ms > 50);
    const own = tasks.filter((t) => t.own);
    return {
      ready,
      long,
      longest: Math.max(0, ...tasks.map((t) => t.ms)),
      ownLongest: Math.max(0, ...own.map((t) => t.ms)),
      ownLong: own.filter((t) => t.ms > 50).length,
      profile,
    };
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
console.log(`Start-up of /${query} at ${PHONE.width}x${PHONE.height}, CPU slowed ${slowdown}x; load average ${load.toFixed(1)} on ${os.cpus().length} CPU(s)`);
results.forEach(({ ready, long, longest, ownLongest, ownLong, profile }, i) => {
  console.log(
    `run ${i + 1}: the first card can be played at ${ready.toFixed(0)} ms; longest task ${longest.toFixed(0)} ms, ` +
      `${long.length} over 50 ms; of the page's own (its scripts and wasm): longest ${ownLongest.toFixed(0)} ms, ${ownLong} over 50 ms`,
  );
  for (const task of long) {
    const whose = task.own ? "the page's" : "the browser's";
    const top = selfTimes(profile, task.from, task.to)
      .slice(0, 6)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
      .join(', ');
    console.log(`  ${task.ms.toFixed(0)} ms at ${task.at.toFixed(0)} ms (${whose}): ${top}`);
    if (process.env.MOONSHOT_INCLUSIVE) {
      const calls = selfTimes(profile, task.from, task.to, true)
        .filter(([name]) => /moonshot|yew|App|Felt|hooks|gloo/.test(name))
        .slice(0, 25)
        .map(([name, us]) => `${name.replace(/::h[0-9a-f]{16}$/, '').slice(0, 90)} ${(us / 1000).toFixed(0)}`);
      console.log(`    with what they called: ${calls.join('; ')}`);
    }
    const what = task.events.slice(0, 5).map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`).join(', ');
    console.log(`    the browser's events: ${what}`);
  }
});
const median = (key) => {
  const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)].toFixed(0);
};
console.log(
  `medians: the first card at ${median('ready')} ms; longest task ${median('longest')} ms; ` +
    `the page's own longest ${median('ownLongest')} ms`,
);

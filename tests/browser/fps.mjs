// Frames per second of the table while eleven seats play Cancellation Hearts at normal speed.
// Not a test: run `node tests/browser/fps.mjs [seconds] [query]` (20 s and the query below by
// default), after a release build (or with MOONSHOT_DIST=/some/copy/of/dist). It serves the build like the tests do,
// opens Debian's Chromium headless at 1280x800, starts `?game=cancellation&players=11&
// speed=normal`, and keeps the game going: the person passes and plays the first card the game
// allows whenever asked, and clicks "Next hand" on the score table. Meanwhile it records a
// Chromium performance trace through the DevTools protocol and, as a cross-check, the
// requestAnimationFrame timestamps in the page, over the same window. It prints the frame
// rate and the spread of frame intervals, the dropped frames, and the main thread's long
// tasks (> 50 ms). The trace is left in tests/browser/output/fps-trace.json: open it in
// DevTools' Performance panel to look closer.
//
// Headless Chromium with --disable-gpu composites in software: the display compositor draws
// every frame on the CPU, so these numbers are a floor, not what a GPU-composited browser
// shows.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DESKTOP, output, passFirstCards, playFirstCard, start, waitForTurn } from './harness.mjs';

const seconds = Number(process.argv[2] ?? 20);
if (!(seconds > 0)) {
  console.error('usage: node tests/browser/fps.mjs [seconds] [query]');
  process.exit(2);
}
const QUERY = process.argv[3] ?? '?game=cancellation&players=11&speed=normal';
const LONG_TASK_MS = 50;

// The trace categories: devtools.timeline for the main thread's tasks and what runs in them,
// disabled-by-default-devtools.timeline for RunTask and SetLayerTreeId, and
// disabled-by-default-devtools.timeline.frame for the compositor's frame events (BeginFrame,
// DrawFrame, DroppedFrame, NeedsBeginFrameChanged, PipelineReporter).
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];

/** The same browser as the harness's openPage: Debian's Chromium, headless, fresh profile. */
async function launch() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moonshot-fps-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: DESKTOP,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Records requestAnimationFrame timestamps until `stop()`; also marks the trace. */
function installRafRecorder() {
  const rec = { times: [], on: true };
  window.__fpsRaf = rec;
  console.timeStamp('fps-start');
  const tick = (t) => {
    if (!rec.on) return;
    rec.times.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
function stopRafRecorder() {
  const rec = window.__fpsRaf;
  if (!rec) return [];
  rec.on = false;
  console.timeStamp('fps-end');
  return rec.times;
}

/**
 * Plays as the person until `control.stop` is set: passes and plays the first cards the game
 * allows, answers any other question with its first button, clicks "Next hand" on the score
 * table, and starts the game again (reloading the page) if it ends.
 */
async function drive(page, url, control) {
  const counts = { passes: 0, plays: 0, deals: 0, decisions: 0, reloads: 0, errors: 0 };
  while (!control.stop) {
    try {
      let state;
      try {
        state = await waitForTurn(page, 1000);
      } catch {
        continue; // the bots are playing
      }
      if (control.stop) break;
      if (state.overlay === 'scores') {
        await page.getByRole('dialog').getByRole('button', { name: 'Next hand' }).click();
        await page.waitForFunction(() => document.querySelector('.app').dataset.overlay !== 'scores');
        counts.deals += 1;
      } else if (state.overlay === 'game-over') {
        // The rAF samples of this page are kept, and the recorder restarted after the reload.
        if (control.recording) control.raf.push(await page.evaluate(stopRafRecorder));
        await page.goto(url);
        await page.locator('.app').waitFor();
        if (control.recording) await page.evaluate(installRafRecorder);
        counts.reloads += 1;
      } else if (state.awaiting === 'pass') {
        await passFirstCards(page, state.passCount);
        counts.passes += 1;
      } else if (state.awaiting === 'play') {
        await playFirstCard(page);
        counts.plays += 1;
      } else if (state.awaiting) {
        const asked = state.awaiting;
        await page.locator('.decision button').first().click();
        await page.waitForFunction((a) => document.querySelector('.app').dataset.awaiting !== a, asked);
        counts.decisions += 1;
      }
    } catch (err) {
      if (control.stop) break;
      counts.errors += 1;
      if (counts.errors > 20) throw err;
      await page.waitForTimeout(200);
    }
  }
  return counts;
}

/** Tracing.end, then the whole trace read back from its stream. */
async function endTrace(cdp) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  const chunks = [];
  for (;;) {
    const { data, base64Encoded, eof } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64') : Buffer.from(data, 'utf8'));
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return Buffer.concat(chunks).toString('utf8');
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ms = (x) => `${x.toFixed(1)} ms`;
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

/** Mean, 5th-percentile frame rate, longest interval and the shares over one and two vsyncs. */
function intervalStats(intervals, vsync) {
  if (intervals.length === 0) return null;
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    count: intervals.length,
    meanFps: 1000 / mean(intervals),
    p5Fps: 1000 / quantile(sorted, 0.95),
    medianMs: quantile(sorted, 0.5),
    longestMs: sorted[sorted.length - 1],
    // An interval "over 16.7 ms" missed at least one vsync, "over 33 ms" at least two; the
    // cut-offs sit half a vsync above, so that timestamp jitter is not counted as a miss.
    over1: intervals.filter((x) => x > 1.5 * vsync).length,
    over2: intervals.filter((x) => x > 2.5 * vsync).length,
  };
}

function analyse(traceText, rafRuns) {
  const parsed = JSON.parse(traceText);
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const threadNames = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  // The page's main frame (the outermost one at the start of tracing) and the compositor
  // layer trees its renderer gave it: a reload may give it another.
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((f) => f.isOutermostMainFrame ?? !f.parent);
  const trees = new Set(); // "pid:layerTreeId"
  for (const e of events) {
    if (e.name === 'SetLayerTreeId' && e.args?.data?.frame === mainFrame?.frame) {
      trees.add(`${e.pid}:${e.args.data.layerTreeId}`);
    }
  }
  if (trees.size === 0) throw new Error('the trace names no compositor layer tree for the main frame');
  const pids = new Set([...trees].map((t) => Number(t.split(':')[0])));
  const inTree = (e, id) => trees.has(`${e.pid}:${id}`);

  // The window: from the first mark the page left as it started its rAF recorder to the last
  // as it stopped it (a reload after a game over leaves a pair in between).
  const marks = events.filter((e) => e.name === 'TimeStamp' && pids.has(e.pid));
  const markTs = (m) => marks.filter((e) => e.args?.data?.message === m).map((e) => e.ts);
  const t0 = Math.min(...markTs('fps-start'));
  const t1 = Math.max(...markTs('fps-end'));
  if (!Number.isFinite(t0) || !Number.isFinite(t1)) throw new Error('the fps-start/fps-end marks are missing from the trace');
  const inWindow = (e) => e.ts >= t0 && e.ts <= t1;
  const windowMs = (t1 - t0) / 1000;

  // Which events count a frame. In Debian's Chromium 156 the page's compositor (cc, on its
  // "Compositor" thread in the renderer) emits, per vsync it acts on, a BeginFrame, then a
  // DrawFrame once it has drawn and submitted a CompositorFrame for the layer tree; with
  // software compositing the display compositor draws that frame right after, so DrawFrame
  // is "a frame the page produced". Both carry frameSeqId, the vsync's sequence number, which
  // keeps counting while the page is idle. Commit is not used: it counts main-thread commits
  // only, and an animation run by the compositor (transform, opacity) produces frames without
  // one. PipelineReporter, the compositor's report on each vsync, gives its outcome:
  // PRESENTED_ALL / PRESENTED_PARTIAL, DROPPED (an update was wanted and missed) or
  // NO_UPDATE_DESIRED (nothing to draw); its FORKED and BACKFILL copies repeat a vsync already
  // reported and are left out. It gives the dropped-frame share.
  const draws = events
    .filter((e) => e.name === 'DrawFrame' && inTree(e, e.args?.layerTreeId) && inWindow(e))
    .sort((a, b) => a.ts - b.ts);
  const beginFrames = events
    .filter((e) => e.name === 'BeginFrame' && inTree(e, e.args?.layerTreeId))
    .sort((a, b) => a.ts - b.ts);
  const reporters = events.filter(
    (e) =>
      e.name === 'PipelineReporter' &&
      e.ph === 'b' &&
      inWindow(e) &&
      e.args?.frame_reporter &&
      !e.args.frame_reporter.frame_type &&
      inTree(e, e.args.frame_reporter.layer_tree_host_id),
  );
  const state = (s) => reporters.filter((e) => e.args.frame_reporter.state === s).length;
  const presented = state('STATE_PRESENTED_ALL') + state('STATE_PRESENTED_PARTIAL');
  const dropped = state('STATE_DROPPED');
  const idleVsyncs = reporters
    .filter((e) => e.args.frame_reporter.state === 'STATE_NO_UPDATE_DESIRED')
    .map((e) => e.args.frame_reporter.frame_sequence);

  // The vsync interval, from the BeginFrames' timestamps and sequence numbers.
  const steps = [];
  for (let i = 1; i < beginFrames.length; i++) {
    const dSeq = beginFrames[i].args.frameSeqId - beginFrames[i - 1].args.frameSeqId;
    if (dSeq > 0) steps.push((beginFrames[i].ts - beginFrames[i - 1].ts) / 1000 / dSeq);
  }
  const vsync = steps.length ? quantile([...steps].sort((a, b) => a - b), 0.5) : 1000 / 60;

  // Frame intervals while the table moves: between two consecutive DrawFrames with no vsync
  // reported as "nothing to draw" and no stop of the BeginFrames in between. The pauses when
  // nothing moves (a bot thinking, the person's turn) are not slow frames and are left out.
  const stops = events
    .filter((e) => e.name === 'NeedsBeginFrameChanged' && inTree(e, e.args?.layerTreeId) && !e.args?.data?.needsBeginFrame)
    .map((e) => e.ts);
  const idleSet = new Set(idleVsyncs);
  const moving = [];
  let idleGaps = 0;
  for (let i = 1; i < draws.length; i++) {
    const [a, b] = [draws[i - 1], draws[i]];
    let idle = a.pid !== b.pid || a.args.layerTreeId !== b.args.layerTreeId; // a reload
    idle ||= stops.some((t) => t > a.ts && t < b.ts);
    for (let s = a.args.frameSeqId + 1; !idle && s < b.args.frameSeqId; s++) idle = idleSet.has(s);
    if (idle) idleGaps += 1;
    else moving.push((b.ts - a.ts) / 1000);
  }

  // The main thread: the renderer's CrRendererMain, its top-level tasks (RunTask).
  const mainThread = (e) => pids.has(e.pid) && threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain';
  const mainEvents = events.filter((e) => e.ph === 'X' && mainThread(e) && e.ts + (e.dur ?? 0) >= t0 && e.ts <= t1);
  const tasks = mainEvents.filter((e) => e.name === 'RunTask');
  const busyMs = tasks.reduce((sum, e) => sum + (Math.min(e.ts + e.dur, t1) - Math.max(e.ts, t0)) / 1000, 0);
  const long = tasks.filter((e) => e.dur / 1000 > LONG_TASK_MS).sort((a, b) => b.dur - a.dur);
  const describe = (task) => {
    // The longest piece of work inside the task that says what it was.
    const inside = mainEvents.filter(
      (e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 0,
    );
    const known = ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'v8.evaluateModule', 'RunMicrotasks',
      'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'HitTest', 'ParseHTML', 'v8.compile', 'v8.compileModule'];
    const ranked = inside.filter((e) => known.includes(e.name)).sort((a, b) => b.dur - a.dur);
    const top = ranked[0];
    if (!top) return 'no devtools.timeline event inside';
    const name = (e) => {
      const d = e.args?.data ?? {};
      return [e.name, d.type, d.functionName, d.url ? path.basename(d.url.split('?')[0]) : ''].filter(Boolean).join(' ');
    };
    // A timer or an event that called into the app: name the function too.
    const call = ranked.find((e) => e !== top && e.name === 'FunctionCall' && e.dur >= 0.9 * top.dur);
    const untraced = top.dur < task.dur / 2 ? `; ${ms((task.dur - top.dur) / 1000)} not traced in detail` : '';
    return `${name(top)}${call ? ` > ${name(call)}` : ''} ${ms(top.dur / 1000)}${untraced}`;
  };

  // rAF: intervals between callbacks, per page load.
  const raf = [];
  for (const times of rafRuns) for (let i = 1; i < times.length; i++) raf.push(times[i] - times[i - 1]);

  return {
    windowMs,
    vsync,
    draws: draws.length,
    presented,
    dropped,
    moving: intervalStats(moving, vsync),
    movingMs: moving.reduce((a, b) => a + b, 0),
    idleGaps,
    busyMs,
    tasks: tasks.length,
    long: long.map((e) => ({ at: (e.ts - t0) / 1000, dur: e.dur / 1000, what: describe(e) })),
    raf: intervalStats(raf, vsync),
    rafCount: rafRuns.reduce((n, t) => n + t.length, 0),
  };
}

function report(r, counts) {
  const lines = [];
  const frameLine = (s) =>
    `mean ${s.meanFps.toFixed(1)} fps, 5th percentile ${s.p5Fps.toFixed(1)} fps, median interval ${ms(s.medianMs)}, ` +
    `longest ${ms(s.longestMs)}; over 16.7 ms (2+ vsyncs): ${pct(s.over1, s.count)}, ` +
    `over 33 ms (3+ vsyncs): ${pct(s.over2, s.count)} (${s.count} intervals)`;
  lines.push(`${QUERY} at ${DESKTOP.width}x${DESKTOP.height}, ${(r.windowMs / 1000).toFixed(1)} s traced`);
  lines.push('Headless Chromium with --disable-gpu: software compositing (frames drawn on the CPU).');
  // The figures mean little on a machine busy with something else (a build, other browsers).
  const load = os.loadavg()[0];
  const cpus = os.cpus().length;
  lines.push(
    `Machine: ${cpus} CPU(s), load average ${load.toFixed(1)} over the last minute` +
      (load > cpus ? ': other work competes for the CPU, so these figures are pessimistic and noisy' : ''),
  );
  lines.push(
    `The person meanwhile: ${counts.passes} pass(es), ${counts.plays} card(s) played, ${counts.deals} "Next hand", ` +
      `${counts.decisions} other answer(s)${counts.reloads ? `, ${counts.reloads} reload(s) after a game over` : ''}.`,
  );
  lines.push(`vsync: ${ms(r.vsync)} (${(1000 / r.vsync).toFixed(1)} Hz)`);
  lines.push(
    `Frames drawn (DrawFrame, main frame): ${r.draws} = ${((1000 * r.draws) / r.windowMs).toFixed(1)} fps ` +
      'over the whole window, idle time included',
  );
  if (r.moving) {
    lines.push(
      `While the table moves (${(r.movingMs / 1000).toFixed(1)} s of ${(r.windowMs / 1000).toFixed(1)} s; ` +
        `${r.idleGaps} idle pauses left out): ${frameLine(r.moving)}`,
    );
  } else {
    lines.push('While the table moves: no frame intervals (nothing moved?)');
  }
  lines.push(
    `Dropped frames (PipelineReporter): ${r.dropped} dropped, ${r.presented} presented = ` +
      `${pct(r.dropped, r.dropped + r.presented)} dropped`,
  );
  lines.push(
    `Main thread: ${r.tasks} tasks, busy ${pct(r.busyMs, r.windowMs)} of the window; ` +
      `long tasks (> ${LONG_TASK_MS} ms): ${r.long.length}` +
      (r.long.length ? `, total ${ms(r.long.reduce((a, t) => a + t.dur, 0))}, longest ${ms(r.long[0].dur)}` : ''),
  );
  for (const t of r.long.slice(0, 5)) lines.push(`  ${ms(t.dur)} at +${(t.at / 1000).toFixed(2)} s${t.what ? `: ${t.what}` : ''}`);
  if (r.raf) {
    lines.push(`requestAnimationFrame (cross-check, ${r.rafCount} callbacks; runs every vsync, idle or not): ${frameLine(r.raf)}`);
  }
  return lines.join('\n');
}

const env = await start();
const browser = await launch();
try {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const url = `${env.origin}/${QUERY}`;
  await page.goto(url);
  await page.locator('.app').waitFor();
  await waitForTurn(page);

  const control = { stop: false, recording: false, raf: [] };
  const driving = drive(page, url, control);
  // Let the first pass go and the play start before measuring.
  await page.waitForTimeout(1500);

  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  control.recording = true;
  await page.evaluate(installRafRecorder);
  process.stderr.write(`tracing ${seconds} s...\n`);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  control.raf.push(await page.evaluate(stopRafRecorder));
  control.recording = false;
  const trace = await endTrace(cdp);
  control.stop = true;
  const counts = await driving;

  fs.mkdirSync(output, { recursive: true });
  const tracePath = path.join(output, 'fps-trace.json');
  fs.writeFileSync(tracePath, trace);
  console.log(report(analyse(trace, control.raf), counts));
  console.log(`Trace: ${path.relative(process.cwd(), tracePath)} (open in DevTools' Performance panel)`);
} finally {
  await browser.close();
  await env.stop();
}

// Shared by the browser tests: serves the release build (dist/, or the folder named by the
// environment variable MOONSHOT_DIST) on a free local port with Python's static server, and
// opens pages in Debian's Chromium, headless, through playwright-core (it never downloads a
// browser), one fresh profile per page. Each page records console errors and warnings, page
// errors, Content-Security-Policy violations, failed requests and requests to another origin,
// and the tests require that list to be empty. `axeViolations` runs axe-core's WCAG 2.1 A and AA checks on a page.
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// MOONSHOT_DIST serves another build, e.g. a copy taken while dist/ is being rebuilt.
export const dist = process.env.MOONSHOT_DIST
  ? path.resolve(process.env.MOONSHOT_DIST)
  : path.resolve(here, '../../dist');
export const output = path.resolve(here, 'output');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForServer(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no server at ${url}`);
}

/**
 * Serves `folder` with Python's plain static server on a free local port. Call `stop()` when
 * done.
 */
export async function serveFolder(folder) {
  const port = await freePort();
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', folder], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/`);
  return { origin, stop: () => server.kill() };
}

/** Starts the static server. Call `stop()` when done. */
export async function start() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(
      process.env.MOONSHOT_DIST
        ? `${dist}/index.html is missing (MOONSHOT_DIST=${process.env.MOONSHOT_DIST})`
        : 'dist/index.html is missing: run `scripts/build-site` first',
    );
  }
  fs.mkdirSync(output, { recursive: true });
  // The site is served at the root and, to show that its URLs are relative, under a
  // sub-path too: a folder of links to dist/, and dist/ itself at /games/hearts/moonshot/.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'moonshot-site-'));
  for (const entry of fs.readdirSync(dist)) fs.symlinkSync(path.join(dist, entry), path.join(site, entry));
  fs.mkdirSync(path.join(site, 'games', 'hearts'), { recursive: true });
  fs.symlinkSync(dist, path.join(site, 'games', 'hearts', 'moonshot'));
  const server = await serveFolder(site);
  return {
    origin: server.origin,
    async stop() {
      server.stop();
      fs.rmSync(site, { recursive: true, force: true });
    },
  };
}

/** The two screen sizes the tests use. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/**
 * Serves the site for the tests of one file: started before the first test, stopped after
 * the last. Pass the returned object to `openPage`.
 */
export function serveForTests() {
  const env = {};
  before(async () => {
    Object.assign(env, await start());
  });
  after(async () => {
    // A test that failed before closing its browser must not keep the run waiting.
    await Promise.all([...openContexts].map((context) => context.close()));
    await env.stop?.();
  });
  return env;
}

/** Browsers still open, closed after the last test of a file whatever happened. */
const openContexts = new Set();

/** Debian's Chromium, headless, with a new empty profile (playwright never downloads one). */
export async function launch(viewport, colorScheme = 'light', hasTouch = false, locale = 'en-GB') {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moonshot-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport,
    colorScheme,
    hasTouch,
    // The browser's language (navigator.languages), which the page speaks unless told otherwise.
    locale,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const close = context.close.bind(context);
  context.close = async () => {
    openContexts.delete(context);
    await close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  openContexts.add(context);
  return context;
}

/**
 * A new page at the given size (and `colorScheme`, 'light' unless said; `locale`, the
 * browser's language, 'en-GB' unless said; `init`, a function run in the page before its own
 * scripts) that records every
 * problem: console errors, uncaught
 * exceptions, failed or non-2xx responses, and any request that leaves `origin`.
 */
export async function openPage(env, { width, height, colorScheme, init, hasTouch, locale }, query = '', base = '/') {
  const context = await launch({ width, height }, colorScheme, hasTouch, locale);
  const page = context.pages()[0] ?? (await context.newPage());
  // A script of the test's own, run before the page's (to watch what the page does).
  if (init) await page.addInitScript(init);
  const problems = [];
  const requests = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // Anything the Content-Security-Policy refuses is a problem too (Chromium also logs it).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} refused ${e.blockedURI || 'inline code'}`),
    );
  });
  page.on('request', (request) => {
    requests.push(request.url());
    if (!request.url().startsWith(env.origin) && !request.url().startsWith('data:')) {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(`${env.origin}${base}${query}`);
  await page.locator('.app').waitFor();
  return { page, context, problems, requests };
}

/** A screenshot once every running animation (a card sliding, a dialog fading in) is over. */
/** Opens an item of the top bar's menu (by the item's accessible name). */
export async function menu(page, item) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: item }).click();
}

export async function screenshot(page, name) {
  await animationsDone(page);
  await page.screenshot({ path: path.join(output, `${name}.png`) });
}

/**
 * Waits for every running animation to end. One the page cancels on the way (an element
 * that leaves, a deal that starts again) counts as ended.
 */
export async function animationsDone(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

const axeScript = path.join(here, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * Runs axe-core's WCAG 2.0/2.1 level A and AA rules on the page as it is now, and returns its
 * violations in a short readable form, so that a test can write
 * `assert.deepEqual(await axeViolations(page, 'table'), [])`. Each violation is
 * `{ view, id, impact, help, nodes, more }`: `view` is `label`, `nodes` the first three
 * elements that fail (their CSS selector and axe's summary of what to fix) and `more` how
 * many other elements fail the same rule. axe's full answer is written to
 * output/axe-<label>.json. Animations are let finish first, so that nothing half faded in
 * is judged.
 */
export async function axeViolations(page, label) {
  if (!fs.existsSync(axeScript)) {
    throw new Error(`${axeScript} is missing: run \`npm ci\` in tests/browser (or scripts/setup --browser)`);
  }
  await animationsDone(page);
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy refuses
  // inline scripts, as it should.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(fs.readFileSync(axeScript, 'utf8'));
  const results = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  fs.mkdirSync(output, { recursive: true });
  const file = `axe-${String(label).replace(/[^A-Za-z0-9_-]+/g, '-')}.json`;
  fs.writeFileSync(path.join(output, file), JSON.stringify(results.violations, null, 2));
  return results.violations.map((v) => ({
    view: label,
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => ({
      target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' '),
      summary: n.failureSummary?.replace(/\s*\n\s*/g, ' ').trim() ?? '',
    })),
    more: Math.max(0, v.nodes.length - 3),
  }));
}

/**
 * Plays the rest of the current deal by clicking, as a person would, whatever the game asks:
 * the cards to pass (the first ones it allows, as many as it says), the dealer's choice of
 * pass, the pledge, a suit after a joker lead, old or new moon, then the first playable card
 * each turn (the last, with `last`). Returns the number of cards played once the score table
 * (or the game-over dialog) shows.
 */
export async function playDealByClicking(page, { last = false } = {}) {
  let plays = 0;
  for (;;) {
    const state = await waitForTurn(page);
    if (state.overlay) return { plays, overlay: state.overlay };
    if (state.awaiting === 'pass') {
      await passFirstCards(page, state.passCount);
      continue;
    }
    if (['choose-pass', 'pledge', 'call', 'moon'].includes(state.awaiting)) {
      await page.locator('.decision button').first().click();
      await page.waitForFunction((a) => document.querySelector('.app').dataset.awaiting !== a, state.awaiting);
      continue;
    }
    await playFirstCard(page, { last });
    plays += 1;
  }
}

/**
 * Whether `plays` cards are a whole deal of `cards` a hand played by the person: every card, or
 * every card up to a claim (at four and five seats the rest may be claimed at the last three or
 * two tricks, when the engine finds it settled, and is played out for everyone).
 */
export function wholeDeal(plays, cards = 13) {
  return plays === cards || plays === cards - 2 || plays === cards - 3;
}

/** The accessible names of the buttons in `locator`, as Chromium gives them to screen readers. */
export async function buttonNames(locator) {
  const snapshot = await locator.ariaSnapshot();
  return [...snapshot.matchAll(/button "([^"]*)"/g)].map((m) => m[1]);
}

/** Picks the first `count` cards the game lets the person pass, in order, and passes them. */
export async function passFirstCards(page, count) {
  for (let i = 0; i < count; i++) {
    await page.locator('.hand button:not([aria-disabled]):not([aria-pressed="true"])').first().click();
  }
  await page.locator('.pass-button').click();
  await page.waitForSelector('.app:not([data-awaiting="pass"])');
}

/**
 * Plays the first card the game lets the person play (the last, with `last`: badly, on
 * purpose, as a test of the review does), and waits until it leaves the hand (with others,
 * when a claim of the rest follows it and plays them at once).
 */
export async function playFirstCard(page, { last = false } = {}) {
  const before = await page.locator('.hand button').count();
  const allowed = page.locator('.hand button:not([aria-disabled])');
  await (last ? allowed.last() : allowed.first()).click();
  await page.waitForFunction((n) => document.querySelectorAll('.hand button').length < n, before);
}

/** Waits until the app asks the person for something or shows a score dialog. */
export async function waitForTurn(page, timeout = 60_000) {
  await page.waitForSelector(
    '.app:is([data-awaiting="pass"], [data-awaiting="play"], [data-awaiting="choose-pass"], ' +
      '[data-awaiting="pledge"], [data-awaiting="call"], [data-awaiting="moon"], ' +
      '[data-overlay="scores"], [data-overlay="game-over"])',
    { timeout },
  );
  return page.locator('.app').evaluate((el) => ({
    awaiting: el.dataset.awaiting,
    overlay: el.dataset.overlay,
    deal: Number(el.dataset.deal),
    passCount: Number(el.dataset.passCount),
    players: Number(el.dataset.players),
    game: el.dataset.game,
  }));
}

/** From the game-over dialog, a new game of `game` for `players`, as a person starts one. */
export async function newGameFromGameOver(page, game, players) {
  await page.getByRole('button', { name: 'New game…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('#game').selectOption(game);
  await dialog.locator('#players').selectOption(String(players));
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForSelector('.app:not([data-overlay="game-over"])');
}

/** Every text a person or a screen reader meets on the page: visible text and names. */
export function pageTexts(page) {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      texts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    }
    return texts.join('\n');
  });
}

/** Whether two rectangles overlap by more than a pixel each way. */
export function overlap(a, b) {
  const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return x > 1 && y > 1;
}

/**
 * Plays (passing and playing the first cards allowed) up to the person's turn with at least
 * `cards` cards on the table, trying `tries` turns at most.
 */
export async function toTurnWith(page, cards = 1, tries = 60) {
  for (let i = 0; i < tries; i++) {
    const s = await waitForTurn(page);
    if (s.overlay) throw new Error('the deal ended first');
    if (s.awaiting === 'pass') {
      await passFirstCards(page, s.passCount);
      continue;
    }
    if (s.awaiting !== 'play') {
      await page.locator('.decision button').first().click();
      await page.waitForFunction((a) => document.querySelector('.app').dataset.awaiting !== a, s.awaiting);
      continue;
    }
    if ((await page.locator('.trick .played').count()) >= cards) return;
    await playFirstCard(page);
  }
  throw new Error(`no turn with ${cards} or more cards on the table`);
}

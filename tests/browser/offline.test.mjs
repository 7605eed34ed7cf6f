// The installable app that plays offline (issue 9), in headless Chromium against the site
// scripts/build-site made (dist/), served under a sub-path by Python's plain static server:
// the service worker takes control, the page reloads with no network and a whole deal is
// played against the bots; Chromium finds no manifest or installability error; and an update
// to a changed build keeps the saved game and offers a reload before switching.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PHONE,
  dist,
  openPage,
  passFirstCards,
  playDealByClicking,
  playFirstCard,
  screenshot,
  serveFolder,
  serveForTests,
  waitForTurn,
  wholeDeal,
} from './harness.mjs';

const env = serveForTests();
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const SUB_PATH = '/games/hearts/moonshot/';

/** Waits until the service worker has installed, precached the site and controls the page. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 60_000,
  });
}

/** The files in the service worker's precache, as paths relative to its scope. */
async function precached(page) {
  return page.evaluate(async () => {
    const scope = (await navigator.serviceWorker.ready).scope;
    const files = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) files.push(request.url.replace(scope, ''));
    }
    return files.sort();
  });
}

const saved = (page) => page.evaluate(() => localStorage.getItem('moonshot.save'));
const actions = (page) => page.locator('.app').evaluate((el) => Number(el.dataset.actions));

test('with no network after the first visit: the page reloads and a whole deal is played against the bots', { timeout: 300_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?game=black-lady&seed=11&speed=fast', SUB_PATH);
  await controlled(page);
  assert.equal(await page.locator('.update-offer').count(), 0, 'a first install is not an update');
  // Every file of the build is in the cache (the service worker itself is not a file it serves).
  const files = fs
    .readdirSync(dist, { recursive: true })
    .filter((f) => fs.statSync(path.join(dist, f)).isFile() && f !== 'sw.js')
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  const cached = (await precached(page)).map((url) => url.replace(/\?__WB_REVISION__=.*$/, ''));
  assert.deepEqual(cached, files);

  await context.setOffline(true);
  await page.reload();
  await page.locator('.app').waitFor();
  // The saved game resumed from the cache. Now a new game of another kind, for five.
  await waitForTurn(page);
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('#game').selectOption('omnibus');
  await dialog.locator('#players').selectOption('5');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForSelector('.app[data-overlay=""][data-deal="1"]');
  const first = await waitForTurn(page);
  assert.equal(first.game, 'omnibus');
  assert.equal(first.players, 5);
  const { plays, overlay } = await playDealByClicking(page);
  assert.equal(overlay, 'scores');
  // Ten cards a hand at five seats.
  assert.ok(wholeDeal(plays, 10), `${plays} cards played`);
  assert.ok(Number(await page.locator('.app').getAttribute('data-worker-answers')) > 0, 'the bots answered');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Chromium finds no manifest or installability error', { timeout: 120_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '', SUB_PATH);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  assert.equal(manifest.url, `${env.origin}${SUB_PATH}manifest.webmanifest`);
  const data = JSON.parse(manifest.data);
  assert.equal(data.display, 'standalone');
  assert.equal(data.start_url, './');
  assert.equal(data.scope, './');
  const icons = data.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  for (const want of ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']) {
    assert.ok(icons.includes(want), `an icon ${want}`);
  }
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an update to a changed build keeps the saved game and offers a reload before switching', { timeout: 300_000 }, async () => {
  // Two builds: this one, and a copy whose index.html changed, with its own service worker.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'moonshot-update-'));
  const [v1, v2] = [path.join(folder, 'v1'), path.join(folder, 'v2')];
  fs.cpSync(dist, v1, { recursive: true, dereference: true });
  fs.cpSync(dist, v2, { recursive: true, dereference: true });
  const html = path.join(v2, 'index.html');
  fs.writeFileSync(html, fs.readFileSync(html, 'utf8').replace('</head>', '<meta name=build content=changed></head>'));
  execFileSync(path.join(root, 'scripts/web-tools/node_modules/.bin/workbox'), ['generateSW', 'scripts/workbox-config.cjs'], {
    cwd: root,
    env: { ...process.env, MOONSHOT_SITE: v2 },
    stdio: 'ignore',
  });
  // The host serves whichever build the link `current` points to, under a sub-path.
  const current = path.join(folder, 'current');
  fs.symlinkSync(v1, current);
  const site = path.join(folder, 'site');
  fs.mkdirSync(path.join(site, 'games'), { recursive: true });
  fs.symlinkSync(current, path.join(site, 'games', 'moonshot'));
  const server = await serveFolder(site);
  try {
    const host = { origin: server.origin };
    const { page, context, problems } = await openPage(host, PHONE, '?game=black-lady&seed=21&speed=fast', '/games/moonshot/');
    await controlled(page);
    const state = await waitForTurn(page);
    await passFirstCards(page, state.passCount);
    await waitForTurn(page);
    await playFirstCard(page);
    // The bots play up to the person's turn; then the game stands still.
    await waitForTurn(page);
    const save = await saved(page);
    const played = await actions(page);
    assert.ok(save && played > 0);

    // The host now has the new build. The page, served by the old version's worker, resumes
    // the game; the new version installs beside it, waits, and the page offers a reload.
    fs.unlinkSync(current);
    fs.symlinkSync(v2, current);
    await page.reload();
    await waitForTurn(page);
    await page.locator('.update-offer').waitFor({ timeout: 60_000 });
    assert.match(await page.locator('.update-offer').innerText(), /New version available/);
    await screenshot(page, 'update-offer-375x812');
    assert.equal(await page.locator('meta[name=build]').count(), 0, 'still the old version');
    assert.equal(await actions(page), played);
    assert.equal(await saved(page), save);

    // Only when the player asks does the new version take over.
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.locator('meta[name=build]').waitFor({ state: 'attached', timeout: 60_000 });
    await waitForTurn(page);
    assert.equal(await actions(page), played, 'the game resumed after the update');
    assert.equal(await saved(page), save);
    // The old version's files are gone from the cache: only the new list remains.
    const revision = fs.readFileSync(path.join(v2, 'sw.js'), 'utf8').match(/url:"index.html",revision:"([0-9a-f]+)"/)[1];
    const indexes = (await precached(page)).filter((url) => url.startsWith('index.html'));
    assert.deepEqual(indexes, [`index.html?__WB_REVISION__=${revision}`]);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

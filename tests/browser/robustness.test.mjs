// Nothing breaks and nothing is lost (issue 10), in headless Chromium: garbage in every key the
// app keeps in the browser, a save from a newer version, a truncated save, and a panic forced in
// a debug build, which shows the crash panel with its bug report and continues from the last
// good state. (A worker that never answers is in bots.test.mjs, bad addresses in app.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE, openPage, passFirstCards, screenshot, serveFolder, serveForTests, waitForTurn } from './harness.mjs';

const env = serveForTests();
const here = path.dirname(fileURLToPath(import.meta.url));
// A debug build (`trunk build --dist target/debug-site`, which scripts/test makes): only it
// takes `?panic=card`.
const debugSite = process.env.MOONSHOT_DEBUG_DIST
  ? path.resolve(process.env.MOONSHOT_DEBUG_DIST)
  : path.resolve(here, '../../target/debug-site');

const KEYS = ['moonshot.save', 'moonshot.settings', 'moonshot.statistics', 'moonshot.choices', 'moonshot.speed'];

/** Writes `values` (key → text) into the page's storage and reloads it. */
async function storeAndReload(page, values) {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, values);
  await page.reload();
  await page.locator('.app').waitFor();
}

function isObject(text) {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const stored = (page, key) => page.evaluate((key) => localStorage.getItem(key), key);
const notices = (page) => page.locator('.notices').innerText();

test('garbage in every stored key: the page deals a new game, says so, and keeps what it could not read', { timeout: 300_000 }, async () => {
  const garbage = ['', 'garbage', '{', '{"version": 1', 'null', '[1, 2, 3]', '"text"', '\u0000\ufffd\u{1F0A1}', '{"version": "one"}', '9'.repeat(400)];
  const { page, context, problems } = await openPage(env, PHONE, '?seed=2&speed=fast');
  await waitForTurn(page);
  for (const value of garbage) {
    await storeAndReload(page, Object.fromEntries(KEYS.map((key) => [key, value])));
    const state = await waitForTurn(page);
    assert.equal(state.awaiting, 'pass', `a game is dealt over ${JSON.stringify(value)}`);
    assert.equal(await page.locator('.hand button').count(), 13);
    // The save is the one thing whose loss a player would notice: it is said, and kept.
    assert.match(await notices(page), /The saved game could not be resumed: .+\. A new game is dealt;/, JSON.stringify(value));
    assert.equal(await stored(page, 'moonshot.save.unreadable'), value);
    // Settings, choices and statistics take an object with any of their fields; anything
    // else is kept aside before the defaults take its place. (The statistics are read when
    // shown: their dialog opens, empty.)
    await page.keyboard.press('t');
    await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
    await page.keyboard.press('Escape');
    if (!isObject(value)) {
      for (const key of ['moonshot.settings', 'moonshot.choices', 'moonshot.statistics']) {
        assert.equal(await stored(page, `${key}.unreadable`), value, key);
      }
    }
  }
  await screenshot(page, 'garbage-save-375x812');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a save from a newer version and a truncated save are said plainly, kept, and can be downloaded', { timeout: 300_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?game=black-lady&seed=6&speed=fast');
  const state = await waitForTurn(page);
  await passFirstCards(page, state.passCount);
  await waitForTurn(page);
  const save = await stored(page, 'moonshot.save');
  const record = JSON.parse(save).record;
  assert.ok(record.actions.length > 0);

  // From a newer version: the format's version is one this one does not read.
  const future = JSON.stringify({ ...JSON.parse(save), version: 2, shiny: 'new field' });
  await storeAndReload(page, { 'moonshot.save': future });
  await waitForTurn(page);
  assert.match(await notices(page), /saved by a newer version of Moonshot/);
  assert.equal(await stored(page, 'moonshot.save.unreadable'), future);
  // A newer version may be waiting: the notice offers a reload, not a download. The reload
  // puts the newer save back first; this version cannot read it again, and says so again.
  assert.equal(await page.getByRole('button', { name: 'Download the old save' }).count(), 0);
  await screenshot(page, 'newer-save-375x812');
  await Promise.all([
    page.waitForEvent('load'),
    page.locator('.notices').getByRole('button', { name: 'Reload' }).click(),
  ]);
  await waitForTurn(page);
  assert.match(await notices(page), /saved by a newer version of Moonshot/);
  assert.equal(await stored(page, 'moonshot.save.unreadable'), future);

  // Damaged: a save of this version whose record is not one, offered to download.
  const damaged = JSON.stringify({ ...JSON.parse(save), record: 7 });
  await storeAndReload(page, { 'moonshot.save': damaged });
  await waitForTurn(page);
  assert.match(await notices(page), /the save is damaged/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the old save' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'moonshot-unreadable-save.json');
  assert.equal(fs.readFileSync(await download.path(), 'utf8'), damaged);

  // Cut short, as if the browser stopped while writing it.
  const truncated = save.slice(0, Math.floor(save.length / 2));
  await storeAndReload(page, { 'moonshot.save': truncated });
  await waitForTurn(page);
  assert.match(await notices(page), /it is cut short/);
  assert.equal(await stored(page, 'moonshot.save.unreadable'), truncated);
  // OK puts the message away; the new game goes on and is saved in its turn.
  await page.getByRole('button', { name: 'OK' }).click();
  assert.equal(await page.locator('.notices').count(), 0);
  assert.notEqual(await stored(page, 'moonshot.save'), truncated);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a panic (forced in a debug build) shows the crash panel with a bug report, and Continue resumes the last good state', { timeout: 300_000 }, async () => {
  assert.ok(
    fs.existsSync(path.join(debugSite, 'index.html')),
    `${debugSite}/index.html is missing: run \`trunk build --dist target/debug-site\` (scripts/test does)`,
  );
  const server = await serveFolder(debugSite);
  try {
    const { page, context, problems } = await openPage({ origin: server.origin }, PHONE, '?game=black-lady&seed=8&speed=fast&panic=card');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    await waitForTurn(page);
    await page.locator('.hand button').first().click();
    const panel = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await panel.waitFor();
    const report = await panel.getByRole('textbox', { name: 'Bug report' }).inputValue();
    assert.match(report, /^Moonshot \d+\.\d+\.\d+\n/);
    assert.match(report, /panic=card/);
    // The game as last saved is kept aside and is in the report: rules, seed and actions.
    const crashed = await stored(page, 'moonshot.save.crashed');
    assert.equal(JSON.parse(crashed).record.seed, 8);
    assert.ok(report.includes(crashed), 'the report holds the game as last saved');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Continue');
    assert.equal(await page.locator('.app').getAttribute('inert'), '', 'the table behind is out of reach');
    await panel.getByRole('button', { name: 'Copy bug report' }).click();
    await panel.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), report);
    await screenshot(page, 'crash-panel-375x812');
    // The panic and the wasm stopping are all that went wrong.
    assert.ok(problems.length > 0 && problems.every((p) => /panicked|unreachable|RuntimeError/.test(p)), problems.join('\n'));
    problems.length = 0;

    await panel.getByRole('link', { name: 'Continue' }).click();
    await page.waitForSelector('.app:not([inert])');
    await waitForTurn(page);
    assert.equal(await page.locator('#crash').count(), 0);
    // The same game, from where it was saved (the bots may have moved on since).
    const resumed = JSON.parse(await stored(page, 'moonshot.save')).record;
    const last = JSON.parse(crashed).record;
    assert.equal(resumed.seed, last.seed);
    assert.deepEqual(resumed.actions.slice(0, last.actions.length), last.actions);
    assert.equal(await page.locator('.hand button').count(), 13);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    server.stop();
  }
});

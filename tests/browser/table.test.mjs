// The table a person enjoys and never loses (issue 8), in headless Chromium against the
// release build: a whole game of Black Lady, a deal by keyboard alone, undo (its deal marked
// in the scores and statistics; No take-backs offers none), a reload in the middle of a
// trick, a game downloaded and loaded back, the statistics, axe-core on every view, and
// screenshots in light and dark. Every page fails on a console error or a request to another
// origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DESKTOP,
  PHONE,
  axeViolations,
  menu,
  openPage,
  passFirstCards,
  playDealByClicking,
  playFirstCard,
  screenshot,
  serveForTests,
  waitForTurn,
  wholeDeal,
} from './harness.mjs';

const env = serveForTests();

/** The table's state as the page shows it. */
function state(page) {
  return page.locator('.app').evaluate((el) => ({
    awaiting: el.dataset.awaiting,
    overlay: el.dataset.overlay,
    actions: Number(el.dataset.actions),
    seed: el.dataset.seed,
    deal: Number(el.dataset.deal),
    canUndo: el.dataset.canUndo === 'true',
    hand: [...document.querySelectorAll('.hand button')].map((b) => b.dataset.card),
    trick: [...document.querySelectorAll('.trick .played')].map((p) => p.getAttribute('aria-label')),
  }));
}

test('a whole game of Black Lady by clicking, counted in the statistics, then played again', { timeout: 600_000 }, async () => {
  const { page, context, problems } = await openPage(env, DESKTOP, '?game=black-lady&players=4&seed=11&target=40&speed=instant');
  let deals = 0;
  for (;;) {
    const { plays, overlay } = await playDealByClicking(page);
    assert.ok(wholeDeal(plays), `the person played every card up to the end or a claim: ${plays}`);
    deals += 1;
    if (overlay === 'game-over') break;
    assert.equal(overlay, 'scores');
    // The deal's scores say what each player took.
    assert.equal(await page.locator('.scores td.took').count(), 4);
    await page.getByRole('button', { name: 'Next hand' }).click();
    assert.ok(deals < 30, 'the game ends');
  }
  // The final places, the person's first, and the score sheet: a row per player, a column
  // per deal and a line per player in the chart.
  assert.match(await page.getByRole('dialog').innerText(), /Game over/);
  assert.match(
    await page.locator('#dialog-subtitle').innerText(),
    /^(You win!|You share the win with .+|You (finished|share) (2nd|3rd|4th) (place )?of 4\. .+)$/,
  );
  const places = await page.locator('.scores td.place').allInnerTexts();
  assert.equal(places.length, 4);
  assert.equal(places[0], '1st', 'the winner first');
  const totals = (await page.locator('.scores td.total').allInnerTexts()).map(Number);
  assert.ok(Math.max(...totals) >= 40, `someone reached 40: ${totals}`);
  assert.deepEqual(totals, [...totals].sort((a, b) => a - b), 'by place: lowest first');
  assert.equal(await page.locator('.scores thead th.deal').count(), deals);
  assert.equal(await page.locator('.chart polyline.line').count(), 4);
  assert.deepEqual(await axeViolations(page, 'game-over'), []);
  await screenshot(page, 'game-over-1280x800');
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.waitForSelector('.app[data-overlay="new-game"]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.app[data-overlay="game-over"]');
  // Counted once, even after a reload.
  await page.reload();
  await page.waitForSelector('.app[data-overlay="game-over"]');
  await page.getByRole('button', { name: 'Play again' }).click();
  await waitForTurn(page);
  const fresh = await state(page);
  assert.equal(fresh.deal, 1);
  assert.ok(fresh.actions <= 3, 'at most the bots have passed');
  await menu(page, 'Statistics');
  const figures = await page.locator('#statistics .game-stats', { hasText: 'Black Lady' }).locator('dd').allTextContents();
  assert.equal(figures[0], '1', `played once: ${figures}`);
  assert.ok(Number(figures[1]) <= 1);
  assert.equal(Number(figures[2]), deals, `every deal counted once, a reload too: ${figures}`);
  assert.deepEqual(await axeViolations(page, 'statistics'), []);
  await screenshot(page, 'statistics-1280x800');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.app[data-overlay=""]');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a deal by keyboard alone', { timeout: 300_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?game=black-lady&seed=7&speed=fast');
  let s = await waitForTurn(page);
  assert.equal(s.awaiting, 'pass');
  // Tab into the hand; arrows move, Enter picks; P passes.
  for (let i = 0; i < 20; i++) {
    if (await page.evaluate(() => document.activeElement?.classList.contains('hand-card'))) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < s.passCount; i++) {
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
  }
  assert.equal(await page.locator('.hand button[aria-pressed="true"]').count(), s.passCount);
  await page.keyboard.press('p');
  await page.waitForSelector('.app:not([data-awaiting="pass"])');
  let plays = 0;
  for (;;) {
    s = await waitForTurn(page);
    if (s.overlay) break;
    assert.equal(s.awaiting, 'play');
    // The focus comes back to a card the person may play; Enter plays it.
    await page.waitForFunction(() => document.activeElement?.matches('.hand button:not([aria-disabled])'));
    const before = await page.locator('.hand button').count();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('.hand button').length < n, before);
    plays += 1;
  }
  assert.ok(wholeDeal(plays), `the person played every card up to the end or a claim: ${plays}`);
  assert.equal(s.overlay, 'scores');
  // The score table has the focus: Enter goes on to the next deal.
  await page.keyboard.press('Enter');
  await page.waitForSelector('.app[data-deal="2"]');
  // ? opens the settings and keys; Escape closes them.
  await page.keyboard.press('?');
  await page.waitForSelector('#settings');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#settings', { state: 'detached' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('undo takes back the last card; a reload mid-trick resumes the same position', { timeout: 300_000 }, async () => {
  const { page, context, problems } = await openPage(env, DESKTOP, '?game=black-lady&seed=5&speed=fast');
  let s = await waitForTurn(page);
  await passFirstCards(page, s.passCount);
  // Play until the person has played a card and the bots have answered it.
  await waitForTurn(page);
  await playFirstCard(page);
  await page.waitForSelector('.app[data-can-undo="true"]');
  s = await waitForTurn(page);
  const beforeUndo = await state(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction((n) => Number(document.querySelector('.app').dataset.actions) < n, beforeUndo.actions);
  const undone = await state(page);
  assert.equal(undone.hand.length, beforeUndo.hand.length + 1, 'the card is back in the hand');
  assert.equal(undone.awaiting, 'play');
  assert.equal(undone.canUndo, false);
  // Play on until there are cards on the table when the person is asked to play.
  for (let i = 0; i < 14; i++) {
    s = await waitForTurn(page);
    const now = await state(page);
    if (now.awaiting === 'play' && now.trick.length > 0) break;
    await playFirstCard(page);
  }
  const saved = await state(page);
  assert.ok(saved.trick.length > 0, 'mid-trick');
  await page.reload();
  await waitForTurn(page);
  const resumed = await state(page);
  for (const key of ['hand', 'trick', 'actions', 'seed', 'deal', 'awaiting']) {
    assert.deepEqual(resumed[key], saved[key], key);
  }
  assert.ok(!page.url().includes('seed='), 'the address no longer asks for a new game');
  assert.deepEqual(problems, []);
  await context.close();
});

test('an undo marks its deal in the score table, the score sheet and the statistics, after a reload too', { timeout: 300_000 }, async () => {
  for (const [size, colorScheme] of [[PHONE, 'dark'], [DESKTOP, 'light']]) {
    const what = `${size.width}x${size.height}-${colorScheme}`;
    const { page, context, problems } = await openPage(env, { ...size, colorScheme }, '?game=black-lady&seed=5&speed=instant');
    let s = await waitForTurn(page);
    await passFirstCards(page, s.passCount);
    await waitForTurn(page);
    await playFirstCard(page);
    await page.waitForSelector('.app[data-can-undo="true"]');
    await waitForTurn(page);
    // Where Undo is offered, it says what it costs.
    const undo = page.locator('.undo-button');
    assert.match(await undo.innerText(), /Undo\s+marks the deal/, what);
    assert.match(await undo.getAttribute('title'), /shown you the others' cards/, what);
    await screenshot(page, `undo-offered-${what}`);
    const before = await state(page);
    await undo.click();
    await page.waitForFunction((n) => Number(document.querySelector('.app').dataset.actions) < n, before.actions);
    assert.match(await page.locator('.status').textContent(), /marked as played with a take-back/, what);
    // The deal played out: its scores are marked.
    const { overlay } = await playDealByClicking(page);
    assert.equal(overlay, 'scores');
    assert.match(await page.locator('.scores thead th.took-back').innerText(), /This deal\s*↶/, what);
    assert.match(await page.locator('.take-back-note').innerText(), /Played with a take-back/, what);
    await page.getByRole('button', { name: 'Next hand' }).click();
    await page.waitForSelector('.app[data-overlay=""]');
    // Kept across a reload: the score sheet marks deal 1, and the statistics count it apart.
    await page.reload();
    await waitForTurn(page);
    await page.getByRole('button', { name: 'Scores' }).click();
    await page.waitForSelector('.app[data-overlay="score-sheet"]');
    const marked = page.locator('.scores thead th.took-back');
    assert.equal(await marked.count(), 1, `${what}: one deal marked`);
    assert.match(await marked.textContent(), /^Deal 1 ↶, played with a take-back$/, what);
    await screenshot(page, `score-sheet-take-back-${what}`);
    assert.deepEqual(await axeViolations(page, `score-sheet-take-back-${what}`), []);
    await page.keyboard.press('Escape');
    await page.keyboard.press('t');
    const stats = page.getByRole('dialog', { name: 'Statistics' });
    await stats.waitFor();
    const labels = await stats.locator('.game-stats dt').allTextContents();
    const figures = await stats.locator('.game-stats dd').allTextContents();
    assert.equal(figures[labels.indexOf('Deals')], '1 (1 with take-backs)', what);
    assert.deepEqual(problems, [], what);
    await context.close();
  }
});

test('No take-backs in Settings: Undo is not offered, remembered after a reload', { timeout: 300_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    const what = `${size.width}x${size.height}`;
    const { page, context, problems } = await openPage(env, size, '?game=black-lady&seed=5&speed=instant');
    let s = await waitForTurn(page);
    await menu(page, 'Settings and keys');
    const dialog = page.getByRole('dialog', { name: 'Settings and keys' });
    const off = dialog.getByLabel('No take-backs (no Undo)');
    assert.equal(await off.isChecked(), false, `${what}: take-backs are allowed at first`);
    await off.check();
    await dialog.getByText('No take-backs (no Undo)').scrollIntoViewIfNeeded();
    await screenshot(page, `settings-no-take-backs-${what}`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.app[data-overlay=""]');
    await passFirstCards(page, s.passCount);
    await waitForTurn(page);
    await playFirstCard(page);
    s = await waitForTurn(page);
    assert.equal(s.awaiting, 'play');
    assert.equal(await page.locator('.undo-button').count(), 0, `${what}: no Undo`);
    assert.equal(await page.locator('.app').getAttribute('data-can-undo'), null);
    // U says why nothing is taken back.
    const actions = (await state(page)).actions;
    await page.keyboard.press('u');
    await page.locator('.hint.refused').waitFor();
    assert.match(await page.locator('.hint.refused').innerText(), /No take-backs is on/);
    assert.equal((await state(page)).actions, actions, `${what}: nothing taken back`);
    // Remembered like the other settings.
    await page.reload();
    await waitForTurn(page);
    assert.equal(await page.locator('.undo-button').count(), 0, `${what}: still no Undo after a reload`);
    await menu(page, 'Settings and keys');
    assert.equal(await page.getByRole('dialog', { name: 'Settings and keys' }).getByLabel('No take-backs (no Undo)').isChecked(), true);
    assert.deepEqual(problems, [], what);
    await context.close();
  }
});

test('a game downloaded as its record loads back; a file that is not one says so', { timeout: 300_000 }, async () => {
  const { page, context, problems } = await openPage(env, DESKTOP, '?game=cancellation&players=6&seed=9&speed=fast');
  let s = await waitForTurn(page);
  await passFirstCards(page, s.passCount);
  await waitForTurn(page);
  await playFirstCard(page);
  s = await waitForTurn(page);
  const saved = await state(page);
  const [download] = await Promise.all([page.waitForEvent('download'), menu(page, 'Download this game')]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'moonshot-record-')), download.suggestedFilename());
  await download.saveAs(file);
  const record = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(record.game, 'cancellation');
  assert.equal(record.players, 6);
  assert.equal(String(record.seed), saved.seed);
  assert.equal(record.actions.length, saved.actions);
  // A new game (which ends this one: the dialog asks), then the file loaded back.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'End it and start' }).click();
  await page.waitForFunction((seed) => document.querySelector('.app').dataset.seed !== seed, saved.seed);
  await page.getByRole('button', { name: 'Menu' }).click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Load a game…' }).click()]);
  await chooser.setFiles(file);
  await page.waitForFunction((seed) => document.querySelector('.app').dataset.seed === seed, saved.seed);
  await waitForTurn(page);
  const loaded = await state(page);
  for (const key of ['hand', 'trick', 'actions', 'deal']) assert.deepEqual(loaded[key], saved[key], key);
  assert.equal(await page.locator('.app').getAttribute('data-players'), '6');
  // Not a game: a clear message, and the game goes on.
  const bad = path.join(path.dirname(file), 'not-a-game.json');
  fs.writeFileSync(bad, '{"hello": "world"}');
  await page.getByRole('button', { name: 'Menu' }).click();
  const [again] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Load a game…' }).click()]);
  await again.setFiles(bad);
  await page.locator('.notices', { hasText: 'is not a Moonshot game' }).waitFor();
  assert.deepEqual((await state(page)).actions, loaded.actions);
  assert.deepEqual(problems, []);
  await context.close();
});

test('axe-core finds nothing on the table, New game, the score sheet and the settings', { timeout: 300_000 }, async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, context, problems } = await openPage(env, { ...DESKTOP, colorScheme }, '?game=black-lady&seed=3&speed=fast');
    const s = await waitForTurn(page);
    assert.deepEqual(await axeViolations(page, `table-pass-${colorScheme}`), []);
    await passFirstCards(page, s.passCount);
    await waitForTurn(page);
    await playFirstCard(page);
    await waitForTurn(page);
    assert.deepEqual(await axeViolations(page, `table-playing-${colorScheme}`), []);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.waitForSelector('.new-game');
    assert.deepEqual(await axeViolations(page, `new-game-${colorScheme}`), []);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Scores' }).click();
    await page.waitForSelector('.app[data-overlay="score-sheet"]');
    assert.deepEqual(await axeViolations(page, `score-sheet-${colorScheme}`), []);
    await page.keyboard.press('Escape');
    await menu(page, 'Settings and keys');
    assert.deepEqual(await axeViolations(page, `settings-${colorScheme}`), []);
    await page.keyboard.press('Escape');
    await menu(page, 'How to play');
    await page.waitForSelector('.app[data-overlay="rules"]');
    assert.deepEqual(await axeViolations(page, `rules-${colorScheme}`), []);
    await page.keyboard.press('Escape');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('screenshots: 4 and 11 seats, light and dark, phone and desktop; the score sheet with its chart', { timeout: 600_000 }, async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const size of [PHONE, DESKTOP]) {
      for (const [game, players] of [['black-lady', 4], ['cancellation', 11]]) {
        const { page, context, problems } = await openPage(
          env,
          { ...size, colorScheme },
          `?game=${game}&players=${players}&seed=4&speed=fast`,
        );
        // Mid-deal: pass, then play until cards lie on the table.
        let s = await waitForTurn(page);
        if (s.awaiting === 'pass') await passFirstCards(page, s.passCount);
        for (let i = 0; i < 6; i++) {
          s = await waitForTurn(page);
          if (s.overlay || (await page.locator('.trick .played').count()) > 0) break;
          await playFirstCard(page);
        }
        const name = `${game}-${players}-${colorScheme}-${size.width}x${size.height}`;
        await screenshot(page, name);
        if (players === 4) {
          await playDealByClicking(page);
          await screenshot(page, `deal-scores-${colorScheme}-${size.width}x${size.height}`);
          await page.getByRole('button', { name: 'Next hand' }).click();
          await page.getByRole('button', { name: 'Scores' }).click();
          await page.waitForSelector('.chart svg');
          await screenshot(page, `score-sheet-${colorScheme}-${size.width}x${size.height}`);
          await page.keyboard.press('Escape');
          // The statistics, with games kept on this device before.
          await page.evaluate(() =>
            localStorage.setItem(
              'moonshot.statistics',
              JSON.stringify({
                games: {
                  'black-lady': { played: 7, won: 3, deals: 61, points: 402, moons: 2, best: 31 },
                  cancellation: { played: 2, won: 1, deals: 9, points: 151, moons: 0, best: 58 },
                },
              }),
            ),
          );
          await menu(page, 'Statistics');
          assert.equal(await page.locator('#statistics .game-stats').count(), 2);
          assert.match(
            await page.locator('#statistics .game-stats').first().innerText(),
            /Black Lady\s+Games finished\s+7\s+Won\s+3\s+Deals\s+61\s+Points per deal\s+6\.6\s+Moons\s+2\s+Best\s+31/,
          );
          await screenshot(page, `statistics-${colorScheme}-${size.width}x${size.height}`);
        }
        assert.deepEqual(problems, [], name);
        await context.close();
      }
    }
  }
});

// The practice aids, in headless Chromium against the release build, each off until turned on
// in Settings: the card tracker (the cards played and still out suit by suit, who has shown
// out, the counters left; a table a screen reader reads) and the play checker (before a card
// the Expert finds clearly worse, the table asks; either card can then be played).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  animationsDone,
  axeViolations,
  menu,
  openPage,
  passFirstCards,
  playFirstCard,
  screenshot,
  serveForTests,
  waitForTurn,
} from './harness.mjs';

const env = serveForTests();

/** Turns a switch of Settings on or off, and closes Settings. */
async function setting(page, name, on) {
  await menu(page, 'Settings and keys');
  const box = page.getByRole('checkbox', { name });
  await box.setChecked(on);
  await page.keyboard.press('Escape');
  await page.waitForSelector('.app[data-overlay=""]');
}

test('the card tracker: off at first; on, every card played or still out by suit, who showed out, the counters left', { timeout: 300_000 }, async () => {
  for (const [size, colorScheme] of [
    [PHONE, 'light'],
    [DESKTOP, 'dark'],
  ]) {
    const { page, context, problems } = await openPage(env, { ...size, colorScheme }, '?game=black-lady&seed=8&level=normal&speed=instant');
    await waitForTurn(page);
    assert.equal(await page.locator('.tracker').count(), 0, 'off unless turned on');
    await setting(page, 'Card tracker: the cards played and still out', true);
    await passFirstCards(page, 3);
    for (let i = 0; i < 5; i++) {
      await waitForTurn(page);
      await playFirstCard(page);
    }
    await waitForTurn(page);
    const tracker = page.locator('.tracker');
    await tracker.locator('summary').click();
    const seen = await tracker.evaluate((el) => ({
      rows: [...el.querySelectorAll('tbody tr')].map((tr) => ({
        suit: tr.querySelector('th [aria-hidden]').textContent,
        name: tr.querySelector('th .suit-name').textContent,
        played: tr.querySelectorAll('td:nth-of-type(1) .mini').length,
        out: tr.querySelectorAll('td:nth-of-type(2) .mini').length,
      })),
      heads: [...el.querySelectorAll('thead th')].map((th) => th.innerText),
      counters: el.querySelectorAll('.counters .mini').length,
    }));
    assert.deepEqual(seen.heads, ['Played', 'Still out', 'Shown out']);
    assert.deepEqual(seen.rows.map((r) => r.suit), ['♣', '♦', '♠', '♥']);
    assert.deepEqual(seen.rows.map((r) => r.name), ['clubs', 'diamonds', 'spades', 'hearts'], 'named for a screen reader');
    const hand = await page.locator('.hand button').count();
    const played = seen.rows.reduce((n, r) => n + r.played, 0);
    const out = seen.rows.reduce((n, r) => n + r.out, 0);
    assert.equal(played + out + hand, 52, 'every card once');
    assert.ok(played >= 20, `at least five tricks' cards: ${played}`);
    assert.ok(seen.counters > 0 && seen.counters <= 14);
    assert.deepEqual(await axeViolations(page, 'tracker'), []);
    await animationsDone(page);
    await screenshot(page, `practice-tracker-${size.width}x${size.height}-${colorScheme}`);
    await setting(page, 'Card tracker: the cards played and still out', false);
    assert.equal(await page.locator('.tracker').count(), 0, 'off again');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the play checker: off, a card is played at once; on, a clear mistake waits for Play anyway or the Expert\'s card', { timeout: 300_000 }, async () => {
  // Seed 1: the second card the first-card player picks is one the Expert finds clearly worse.
  const { page, context, problems } = await openPage(env, PHONE, '?game=black-lady&seed=1&level=normal&speed=instant');
  await setting(page, 'Ask before a card the Expert finds clearly worse', true);
  await passFirstCards(page, 3);
  const question = page.locator('.advice.check');
  for (let picked = 0; picked < 13; picked++) {
    await waitForTurn(page);
    const before = await page.locator('.hand button').count();
    await page.locator('.hand button:not([aria-disabled])').first().click();
    // The card is weighed: played, or asked about.
    await page.waitForFunction(
      (n) => document.querySelectorAll('.hand button').length < n || document.querySelector('.advice.check'),
      before,
      { timeout: 60_000 },
    );
    if (await question.count()) break;
  }
  await question.waitFor();
  const text = await question.innerText();
  const [, card] = text.match(/^Play the (\S+) anyway\?/);
  const buttons = question.locator('.why-not button');
  assert.equal(await buttons.count(), 2);
  assert.equal(await buttons.first().innerText(), `Play the ${card}`);
  assert.match(await buttons.last().innerText(), /^Play the \S+$/);
  assert.deepEqual(await axeViolations(page, 'checker'), []);
  await animationsDone(page);
  await screenshot(page, 'practice-checker-375x812-light');
  // Play it anyway: the card leaves the hand.
  const before = await page.locator('.hand button').count();
  await buttons.first().click();
  await page.waitForFunction((n) => document.querySelectorAll('.hand button').length < n, before);
  assert.equal(await question.count(), 0);
  // Off again: the next card is played at once, with no weighing.
  await setting(page, 'Ask before a card the Expert finds clearly worse', false);
  await waitForTurn(page);
  const now = await page.locator('.hand button').count();
  await page.locator('.hand button:not([aria-disabled])').first().click();
  await page.waitForFunction((n) => document.querySelectorAll('.hand button').length < n, now, { timeout: 5_000 });
  assert.deepEqual(problems, []);
  await context.close();
});

// A deal played against another result, in headless Chromium against the release build: the
// deal of the day, the same in two fresh browsers on one date (Cancellation on Sundays), with
// the Expert's score beside the person's and the streak; a friend's challenge, whose link deals
// the same cards in a second browser where the same plays get the same answers and both scores
// show; a challenge whose score was changed in its link, which says so; Play this deal again,
// with the game in progress put aside and taken back; and a claim of a settled rest, played out
// to the score the engine gave.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  animationsDone,
  axeViolations,
  menu,
  openPage,
  playDealByClicking,
  screenshot,
  serveForTests,
  waitForTurn,
} from './harness.mjs';

const env = serveForTests();

/** A script that fixes the browser's clock at `iso` (the deal of the day follows the date). */
function clockAt(iso) {
  return new Function(`const fixed = Date.parse(${JSON.stringify(iso)}); Date.now = () => fixed;`);
}

/** The person's cards as dealt: their names, in the hand's order. */
async function handNow(page) {
  await waitForTurn(page);
  return page.locator('.hand button').evaluateAll((buttons) => buttons.map((b) => b.dataset.card));
}

/** The two results over the deal's scores: the heading, each name with its score, the lines. */
async function versusShown(page) {
  const versus = page.locator('.scores-dialog .versus');
  await versus.waitFor();
  return versus.evaluate((el) => ({
    title: el.querySelector('h3').innerText,
    rows: [...el.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt').innerText, d.querySelector('dd').innerText]),
    verdict: el.querySelector('.verdict')?.innerText ?? null,
    note: el.querySelector('.note')?.innerText ?? null,
  }));
}

/** Clicks Challenge a friend and gives the link: from the clipboard, or the box that shows it. */
async function challengeLink(page, name = 'Challenge a friend') {
  await page.getByRole('button', { name }).click();
  const said = page.locator('.challenge-said');
  await said.waitFor();
  const box = said.locator('input');
  if (await box.count()) return box.inputValue();
  assert.match(await said.innerText(), /^Link copied\. Send it to a friend/);
  return page.evaluate(() => navigator.clipboard.readText());
}

test('the deal of the day: the same cards in two fresh browsers on one date, the Expert beside you, a streak; Cancellation on Sundays', { timeout: 300_000 }, async () => {
  const saturday = '2026-11-28T09:00:00Z';
  const hands = [];
  const opened = [];
  for (const [size, colorScheme] of [
    [PHONE, 'light'],
    [DESKTOP, 'dark'],
  ]) {
    const session = await openPage(env, { ...size, colorScheme, init: clockAt(saturday) }, '?speed=instant');
    const before = await session.page.locator('.app').getAttribute('data-seed');
    await menu(session.page, 'Deal of the day');
    await session.page.waitForFunction((seed) => document.querySelector('.app').dataset.seed !== seed, before);
    assert.equal(await session.page.locator('.app').getAttribute('data-game'), 'black-lady');
    hands.push(await handNow(session.page));
    opened.push({ ...session, size, colorScheme });
  }
  assert.equal(hands[0].length, 13);
  assert.deepEqual(hands[0], hands[1], 'the same cards in both browsers');
  const seeds = await Promise.all(opened.map(({ page }) => page.locator('.app').getAttribute('data-seed')));
  assert.equal(seeds[0], seeds[1]);
  for (const { page, context, problems, size, colorScheme } of opened) {
    const { overlay } = await playDealByClicking(page);
    assert.equal(overlay, 'scores');
    // The Expert's score comes once the review has played the deal again in its seat.
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('.versus dd');
      return rows.length === 2 && /^-?\d+$/.test(rows[1].innerText);
    }, null, { timeout: 120_000 });
    const shown = await versusShown(page);
    assert.equal(shown.title, 'Deal of the day, 2026-11-28');
    assert.deepEqual(shown.rows.map(([who]) => who), ['You', 'The Expert in your seat']);
    assert.match(shown.verdict, /^(You did \d+ points? better\.|\d+ points? behind\.|The same score\.)$/);
    assert.equal(shown.note, '1 day in a row.');
    // The game is over: another deal, or the New game dialog; no next hand.
    assert.equal(await page.getByRole('button', { name: 'Next hand' }).count(), 0);
    await page.getByRole('button', { name: 'Play again' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'deal of the day'), []);
    await animationsDone(page);
    await screenshot(page, `versus-daily-${size.width}x${size.height}-${colorScheme}`);
    // The statistics keep it apart from the games, with its streak.
    await page.getByRole('button', { name: 'Play again' }).click();
    await page.waitForSelector('.app[data-overlay=""]');
    await menu(page, 'Statistics');
    const stats = page.getByRole('dialog', { name: 'Statistics' });
    await stats.waitFor();
    const text = await stats.innerText();
    assert.match(text, /Deal of the day\s+Days played\s+1\s+Days in a row\s+1/);
    assert.doesNotMatch(text, /Black Lady/, 'not counted with the games');
    await page.keyboard.press('Escape');
    assert.deepEqual(problems, []);
    await context.close();
  }
  // A Sunday's deal is Cancellation for eight.
  const sunday = await openPage(env, { ...PHONE, init: clockAt('2026-11-29T23:30:00Z') }, '?daily&speed=instant');
  await sunday.page.waitForSelector('.app[data-game="cancellation"][data-players="8"]');
  assert.deepEqual(sunday.problems, []);
  await sunday.context.close();
});

test('a challenge: the link deals the same cards in another browser, the same plays get the same answers, and both scores show', { timeout: 300_000 }, async () => {
  const first = await openPage(env, DESKTOP, '?game=black-lady&seed=77&level=normal&speed=instant');
  await first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
  const dealt = await handNow(first.page);
  assert.equal((await playDealByClicking(first.page)).overlay, 'scores');
  const actions = await first.page.locator('.app').getAttribute('data-actions');
  const link = await challengeLink(first.page);
  const url = new URL(link);
  const mine = Number(url.searchParams.get('vs'));
  assert.ok(Number.isInteger(mine), url.search);
  assert.equal(url.searchParams.get('level'), 'normal');
  assert.ok(url.searchParams.get('plays').length >= 104, 'two characters a play');

  // A friend, in another browser, plays the same cards the same way.
  const friend = await openPage(env, { ...PHONE, colorScheme: 'dark' }, `${url.search}&speed=instant`);
  assert.deepEqual(await handNow(friend.page), dealt, 'the same cards');
  assert.equal((await playDealByClicking(friend.page)).overlay, 'scores');
  assert.equal(await friend.page.locator('.app').getAttribute('data-actions'), actions, 'the same answers');
  const shown = await versusShown(friend.page);
  assert.equal(shown.title, "A friend's challenge");
  assert.deepEqual(shown.rows, [
    ['You', String(mine)],
    ['Your friend', String(mine)],
  ]);
  assert.equal(shown.verdict, 'The same score.');
  await friend.page.getByRole('button', { name: 'Challenge back' }).waitFor();
  assert.deepEqual(await axeViolations(friend.page, 'challenge'), []);
  await screenshot(friend.page, 'versus-challenge-375x812-dark');
  assert.deepEqual(friend.problems, []);
  await friend.context.close();

  // A link whose score was changed says so, and the deal is a plain shared deal.
  url.searchParams.set('vs', String(mine + 5));
  const changed = await openPage(env, PHONE, `${url.search}&speed=instant`);
  await changed.page.getByText(/This challenge's link was changed/).first().waitFor();
  assert.deepEqual(await handNow(changed.page), dealt, 'still the same cards');
  assert.equal((await playDealByClicking(changed.page)).overlay, 'scores');
  const plain = await versusShown(changed.page);
  assert.deepEqual(plain.rows.map(([who]) => who), ['You']);
  assert.match(plain.note, /This challenge's link was changed/);
  assert.deepEqual(changed.problems, []);
  await changed.context.close();
  assert.deepEqual(first.problems, []);
  await first.context.close();
});

test('a whole game challenged: the friend plays the same game to the same final score, both shown at its end', { timeout: 400_000 }, async () => {
  /** Plays deals by clicking until the game is over. */
  async function playGame(page) {
    for (;;) {
      const { overlay } = await playDealByClicking(page);
      if (overlay === 'game-over') return;
      await page.getByRole('button', { name: 'Next hand' }).click();
      await page.waitForSelector('.app[data-overlay=""]');
    }
  }
  const first = await openPage(env, DESKTOP, '?game=black-lady&seed=21&target=30&level=normal&speed=instant');
  await first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
  await playGame(first.page);
  const url = new URL(await challengeLink(first.page));
  assert.equal(url.searchParams.get('whole'), '1');
  assert.equal(url.searchParams.get('deal'), null, 'from the first deal');
  const friend = await openPage(env, PHONE, `${url.search}&speed=instant`);
  await playGame(friend.page);
  const shown = await versusShown(friend.page);
  assert.equal(shown.title, "A friend's challenge: the whole game");
  assert.deepEqual(shown.rows, [
    ['You', url.searchParams.get('vs')],
    ['Your friend', url.searchParams.get('vs')],
  ]);
  await friend.page.getByRole('button', { name: 'Challenge back' }).waitFor();
  await screenshot(friend.page, 'versus-challenge-game-375x812-light');
  for (const { problems, context } of [first, friend]) {
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('Play this deal again: the same cards, both results side by side, then back to the game put aside', { timeout: 300_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?game=black-lady&seed=31&speed=instant');
  const dealt = await handNow(page);
  assert.equal((await playDealByClicking(page)).overlay, 'scores');
  await page.getByRole('button', { name: 'Play this deal again' }).click();
  await page.waitForSelector('.app[data-overlay=""][data-deal="1"]');
  assert.deepEqual(await handNow(page), dealt, 'the same cards again');
  assert.equal((await playDealByClicking(page)).overlay, 'scores');
  const shown = await versusShown(page);
  assert.equal(shown.title, 'This deal again');
  assert.deepEqual(shown.rows.map(([who]) => who), ['You', 'The first time']);
  assert.equal(shown.rows[0][1], shown.rows[1][1], 'the same plays score the same');
  assert.equal(shown.verdict, 'The same score.');
  assert.deepEqual(await axeViolations(page, 'deal again'), []);
  await screenshot(page, 'versus-again-375x812-light');
  // The game in progress was put aside: back to it, at its second deal.
  await page.getByRole('button', { name: 'Back to my game' }).click();
  await page.waitForSelector('.app[data-overlay=""][data-deal="2"]');
  assert.equal(await page.locator('.app').getAttribute('data-seed'), '31');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a claim: at the lead with the rest settled, Claim the rest plays it out to the score it named', { timeout: 300_000 }, async () => {
  // Seed 1 offers the claim at the person's lead with three cards left (the table model's
  // tests find claims in every deal; this one is the person's).
  const { page, context, problems } = await openPage(env, DESKTOP, '?game=black-lady&seed=1&level=normal&speed=instant');
  const claim = page.locator('.claim-button');
  for (;;) {
    const state = await waitForTurn(page);
    assert.ok(!state.overlay, 'the deal ended with no claim offered');
    if (await claim.count()) break;
    if (state.awaiting === 'pass') {
      await page.locator('.hand button:not([aria-disabled]):not([aria-pressed="true"])').first().click();
      await page.locator('.hand button:not([aria-disabled]):not([aria-pressed="true"])').first().click();
      await page.locator('.hand button:not([aria-disabled]):not([aria-pressed="true"])').first().click();
      await page.locator('.pass-button').click();
      await page.waitForSelector('.app:not([data-awaiting="pass"])');
      continue;
    }
    const before = await page.locator('.hand button').count();
    await page.locator('.hand button:not([aria-disabled])').first().click();
    await page.waitForFunction((n) => document.querySelectorAll('.hand button').length < n, before);
  }
  const label = await claim.innerText();
  const [, points] = label.match(/^Claim the rest \((-?\d+) points?\)$/);
  assert.deepEqual(await axeViolations(page, 'claim'), []);
  await screenshot(page, 'claim-offered-1280x800');
  await claim.click();
  await page.waitForSelector('.app[data-overlay="scores"]');
  const mine = await page.locator('.scores tbody tr').first().locator('td').first().innerText();
  assert.equal(mine.replace(/\D*(-?\d+)$/, '$1'), points, 'the score the claim named');
  assert.deepEqual(problems, []);
  await context.close();
});

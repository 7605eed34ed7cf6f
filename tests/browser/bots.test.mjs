// The bots in the browser: their moves come from a Web Worker, the table goes on without it,
// the Hint button, the after-hand review, and the New game dialog with the opponents' levels.
// Each test waits on the app's own signals (data attributes), never on sleeps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  animationsDone,
  buttonNames,
  openPage,
  passFirstCards,
  playDealByClicking,
  playFirstCard,
  screenshot,
  waitForTurn,
  serveForTests,
  wholeDeal,
} from './harness.mjs';

const env = serveForTests();

/** The app's record of its dealings with the bots' worker. */
async function workerLog(page) {
  return page.locator('.app').evaluate((el) => ({
    answers: Number(el.dataset.workerAnswers),
    fallbacks: Number(el.dataset.fallbacks),
  }));
}

/** The level each opponent plays at, from the seats on the table. */
async function seatLevels(page) {
  return page.locator('.seat').evaluateAll((seats) => seats.map((s) => s.dataset.level));
}

test('a deal against Normal bots whose moves come from the worker, then the review', { timeout: 240_000 }, async () => {
  // (How long the main thread's tasks take meanwhile is measured by longtasks.mjs, not here:
  // a loaded machine makes long tasks of its own.)
  const { page, context, problems, requests } = await openPage(env, DESKTOP, '?seed=7&speed=fast&level=normal');
  await waitForTurn(page);
  assert.deepEqual(await seatLevels(page), ['normal', 'normal', 'normal']);
  const { plays, overlay } = await playDealByClicking(page);
  assert.ok(wholeDeal(plays), `the person played every card up to the end or a claim: ${plays}`);
  assert.equal(overlay, 'scores');
  // The worker is a small script that runs the app's own wasm: one wasm for the site.
  assert.ok(requests.some((url) => /\/bots-worker\.js$/.test(url)), 'the worker script was loaded');
  const wasms = new Set(requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.wasm')));
  assert.equal(wasms.size, 1, `one wasm: ${[...wasms]}`);
  const log = await workerLog(page);
  // Three passes and 39 cards from the bots, all from the worker, but for those a claim played
  // out (at most the last three tricks: nine cards).
  assert.ok(log.answers >= 42 - 9, `the worker answered every bot move: ${JSON.stringify(log)}`);
  assert.equal(log.fallbacks, 0, 'nothing was played on the main thread');
  // The review: the Expert plays the person's cards again, in the worker.
  const review = page.locator('.review');
  assert.match(await review.innerText(), /^(Reviewing|Expert in your seat)/);
  await page.waitForSelector('.review[data-review="done"]', { timeout: 90_000 });
  const line = await review.locator('p').first().innerText();
  const mine = Number((await page.locator('.scores tr[data-seat="0"] td.deal').innerText()).replace(/[^-\d]/g, ''));
  // The Expert's score, then what it makes of the person's decisions.
  assert.match(line, /^Expert in your seat: -?\d+ points? \(you took -?\d+\)\. (It would have chosen as you did every time\.|It would have chosen otherwise only where the choices were about as good(, and from the first of them the deal went another way)?:|Where it would have chosen differently:|The biggest of the \d+ times it would have chosen differently:)$/);
  assert.equal(Number(line.match(/you took (-?\d+)/)[1]), mine, 'the person’s own score for the deal');
  await screenshot(page, 'desktop-review');
  await page.getByRole('button', { name: 'Next hand' }).click();
  await page.waitForSelector('.app[data-deal="2"][data-awaiting="pass"]');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the worker loads from a sub-path too', { timeout: 240_000 }, async () => {
  const base = '/games/hearts/moonshot/';
  const { page, context, problems, requests } = await openPage(env, PHONE, '?seed=2&speed=fast', base);
  await page.waitForSelector('.app[data-awaiting="pass"]');
  for (let i = 0; i < 3; i++) await page.locator('.hand button').nth(i).click();
  await page.locator('.pass-button').click();
  await page.waitForFunction(() => Number(document.querySelector('.app').dataset.workerAnswers) >= 3);
  assert.ok(requests.some((url) => url.includes(`${base}bots-worker.js`)), 'the worker came from beside the page');
  assert.equal((await workerLog(page)).fallbacks, 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the game goes on when the worker never answers: the Normal policy plays here, and Next hand need not wait for the review', { timeout: 240_000 }, async () => {
  const { page, context, problems } = await openPage(env, DESKTOP, '?seed=9&speed=fast&level=hard&worker=mute');
  const { plays, overlay } = await playDealByClicking(page);
  assert.ok(wholeDeal(plays), `the person played every card up to the end or a claim: ${plays}`);
  assert.equal(overlay, 'scores');
  const log = await workerLog(page);
  assert.equal(log.answers, 0, 'the muted worker answered nothing');
  // (But for those a claim played out: at most nine cards.)
  assert.ok(log.fallbacks >= 42 - 9, `every bot move was played on the main thread: ${JSON.stringify(log)}`);
  // The review runs in a worker of its own (not muted) and takes seconds: the person need not
  // wait for it.
  const review = await page.locator('.review').getAttribute('data-review');
  assert.ok(['reviewing', 'done'].includes(review), review);
  await page.getByRole('button', { name: 'Next hand' }).click();
  const state = await waitForTurn(page);
  assert.deepEqual([state.deal, state.awaiting], [2, 'pass']);
  assert.match(await page.getByRole('alert').innerText(), /not answering: the opponents play at Normal level/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Hint shows the judge’s pass and card, highlighted, with its reason, and plays nothing', { timeout: 240_000 }, async () => {
  for (const size of [DESKTOP, PHONE]) {
    const name = size === DESKTOP ? 'desktop' : 'phone';
    const { page, context, problems } = await openPage(env, size, '?seed=7&speed=fast');
    await page.waitForSelector('.app[data-awaiting="pass"]');
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.app[data-hint="given"]');
    const passHint = await page.locator('.hand button.hinted').evaluateAll((b) => b.map((x) => x.dataset.card));
    assert.equal(passHint.length, 3, 'three cards to pass are suggested');
    assert.match(await page.locator('.advice').innerText(), /^Hint: Pass the .+ and the .+\. \S/);
    assert.equal(await page.locator('.hand button[aria-pressed="true"]').count(), 0, 'the hint chooses nothing');
    await screenshot(page, `${name}-hint-pass`);
    for (const card of passHint) await page.locator(`.hand button[data-card="${card}"]`).click();
    await page.locator('.pass-button').click();
    const state = await waitForTurn(page);
    assert.equal(state.awaiting, 'play');
    assert.equal(await page.locator('.advice').count(), 0, 'the hint is gone once the person has acted');
    const before = await page.locator('.hand button').count();
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.app[data-hint="given"]');
    const hinted = page.locator('.hand button.hinted');
    assert.equal(await hinted.count(), 1);
    assert.equal(await hinted.getAttribute('aria-disabled'), null, 'the suggested card is a legal one');
    const [card] = await buttonNames(hinted);
    assert.match(card, /, suggested$/);
    const advice = await page.locator('.advice').innerText();
    assert.ok(advice.startsWith(`Hint: Play the ${card.replace(', suggested', '')}.`), advice);
    assert.ok(advice.length > `Hint: Play the ${card}.`.length, `a reason follows: ${advice}`);
    assert.equal(await page.locator('.hand button').count(), before, 'the hint played nothing');
    assert.equal((await waitForTurn(page)).awaiting, 'play', 'it is still the person’s turn');
    await screenshot(page, `${name}-hint`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('Why not this card? With a Hint showing, each other card the search compared says what the bot thinks of it, by mouse, touch and keyboard, read to screen readers, moving nothing', { timeout: 300_000 }, async () => {
  for (const [size, query] of [
    [PHONE, '?game=black-lady&seed=7&speed=fast'],
    [DESKTOP, '?game=cancellation&players=11&seed=5&speed=fast'],
  ]) {
    const what = `${size === PHONE ? 'phone' : 'desktop'} ${query}`;
    const { page, context, problems } = await openPage(env, { ...size, hasTouch: size === PHONE }, query);
    // Play on until the person has a choice of cards.
    for (;;) {
      const state = await waitForTurn(page);
      assert.ok(!state.overlay, `${what}: a choice of cards comes in the first deal`);
      if (state.awaiting === 'pass') {
        await passFirstCards(page, state.passCount);
        continue;
      }
      if (state.awaiting !== 'play') {
        await page.locator('.decision button').first().click();
        continue;
      }
      if ((await page.locator('.hand button:not([aria-disabled])').count()) >= 2) break;
      await playFirstCard(page);
    }
    await page.evaluate(() => {
      window.shifts = [];
      new PerformanceObserver((list) => window.shifts.push(...list.getEntries().filter((e) => !e.hadRecentInput).map((e) => e.value))).observe({ type: 'layout-shift' });
    });
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.app[data-hint="given"]');
    await animationsDone(page);
    const group = page.getByRole('group', { name: 'Compare the Hint with another choice' });
    const buttons = group.getByRole('button');
    const count = await buttons.count();
    const legal = await page.locator('.hand button:not([aria-disabled])').count();
    assert.ok(count >= 2 && count <= legal, `${what}: a button for each card compared (${count} of ${legal} legal)`);
    // (With two packs both copies of the card are lit.)
    const [hinted] = await buttonNames(page.locator('.hand button.hinted').first());
    const card = hinted.replace(', suggested', '');
    assert.equal(await buttons.first().getAttribute('aria-pressed'), 'true', `${what}: the Hint's own card first, pressed`);
    assert.equal(await buttons.first().getAttribute('aria-label'), `Why the ${card}?`);
    const status = page.locator('.advice p[role="status"]');
    const reason = await status.innerText();
    // Words first, what the card does; the figures one tap away.
    assert.match(reason, /^Hint: Play the .+\. (Lead|Play|Discard) the \S+: [^%]+\./, what);
    const figures = page.locator('.advice details.figures');
    assert.equal(await figures.getAttribute('open'), null, `${what}: the figures wait to be asked for`);
    if (size === PHONE) await figures.locator('summary').tap();
    else await figures.locator('summary').click();
    const said = figures.locator('p');
    assert.match(await said.innerText(), /^About (as good as|[\d.]+ points better than) the \S+\. Over \d+ guessed deals you take this trick \d+% of the time/, what);
    const boxes = () => page.evaluate(() => ['.hand', '.felt-box', '.me', '.seat'].map((s) => JSON.stringify(document.querySelector(s).getBoundingClientRect())));
    const before = await boxes();
    const handBefore = await page.locator('.hand button').count();
    // Tap (or click) the second card: what the bot thinks of it, in the Hint's place.
    const second = buttons.nth(1);
    const secondName = (await second.getAttribute('aria-label')).replace(/^Why not the (.+)\?$/, '$1');
    if (size === PHONE) await second.tap();
    else await second.click();
    assert.equal(await second.getAttribute('aria-pressed'), 'true');
    assert.equal(await buttons.first().getAttribute('aria-pressed'), 'false');
    const compared = await status.innerText();
    const short = await second.innerText();
    assert.match(compared, new RegExp(`^Hint: Play the ${card}\\. The ${short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is (about as good as|worse than|better than) the \\S+`), `${what}: ${compared}`);
    // The figures stay open, and now are the other card's beside the Hint's.
    assert.match(await said.innerText(), /^About (as good as|[\d.]+ points (worse|better) than) the \S+\. You take this trick \d+% of the time \(\d+% with the \S+\)/, `${what}: ${await said.innerText()}`);
    assert.notEqual(compared, reason);
    assert.ok(secondName.length > 0);
    // The keyboard: the next button, by Tab and Enter (where there is a third).
    if (count >= 3) {
      await second.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      assert.equal(await buttons.nth(2).getAttribute('aria-pressed'), 'true', `${what}: Enter on the third button`);
      assert.notEqual(await status.innerText(), compared);
    }
    await screenshot(page, `${size === PHONE ? 'phone' : 'desktop'}-why-not`);
    // Back to the Hint's own reason; nothing was played and nothing moved.
    await buttons.first().click();
    assert.equal(await status.innerText(), reason);
    assert.equal(await page.locator('.hand button').count(), handBefore, `${what}: comparing plays nothing`);
    await animationsDone(page);
    assert.deepEqual(await boxes(), before, `${what}: the table does not move`);
    assert.deepEqual(await page.evaluate(() => window.shifts), [], `${what}: no layout shift`);
    // Play is never blocked: the person plays a card that is not the Hint's.
    const other = page.locator('.hand button:not([aria-disabled]):not(.hinted)').first();
    await other.click();
    await page.waitForFunction((n) => document.querySelectorAll('.hand button').length < n, handBefore);
    assert.equal(await page.locator('.why-not').count(), 0, `${what}: gone once the person has played`);
    assert.deepEqual(problems, [], what);
    await context.close();
  }
});

test('Why not my pass? The person’s own pass, picked with a Hint showing, is weighed against the Hint’s and explained card by card', { timeout: 120_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?game=black-lady&seed=7&speed=fast');
  await page.waitForSelector('.app[data-awaiting="pass"]');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.app[data-hint="given"]');
  const status = page.locator('.advice p[role="status"]');
  const reason = await status.innerText();
  assert.match(reason, /^Hint: Pass the .+\. \S+: (the card that costs most|it |they )/, reason);
  assert.equal(await page.getByRole('button', { name: 'Why not your pass?' }).count(), 0, 'no pass of the person’s yet');
  // Three cards the Hint did not suggest.
  for (let i = 0; i < 3; i++) await page.locator('.hand button:not(.hinted):not([aria-pressed="true"])').first().click();
  const mine = page.getByRole('button', { name: 'Why not your pass?' });
  await mine.click();
  await page.waitForFunction(() => /^The .+ are (about as good as|worse than|better than) /.test(document.querySelector('.advice p[role="status"]').innerText.replace(/^Hint: [^.]+\. /, '')));
  const compared = await status.innerText();
  // Words: the person's cards, each with what it does; the figures behind them.
  assert.match(compared, /^Hint: Pass the .+\. The \S+, \S+ and \S+ are (about as good as|worse than|better than) the .+: .+: (the card that costs most|it |they )/, compared);
  await page.locator('.advice details.figures summary').click();
  const figures = await page.locator('.advice details.figures p').innerText();
  assert.match(figures, /^About (as good as|[\d.]+ points (worse|better) than) the .+ over \d+ guessed deals\./, figures);
  assert.equal(await mine.getAttribute('aria-pressed'), 'true');
  await screenshot(page, 'phone-why-not-pass');
  await page.getByRole('button', { name: "Why the Hint's pass?" }).click();
  assert.equal(await status.innerText(), reason);
  // The person passes their own cards: comparing blocked nothing.
  await page.locator('.pass-button').click();
  assert.equal((await waitForTurn(page)).awaiting, 'play');
  assert.deepEqual(problems, []);
  await context.close();
});

test('New game: the opponents’ levels, one for all or each its own, remembered', { timeout: 240_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    const name = size === DESKTOP ? 'desktop' : 'phone';
    const { page, context, problems } = await openPage(env, size, '?seed=4&speed=fast');
    await page.waitForSelector('.app[data-awaiting="pass"]');
    assert.deepEqual(await seatLevels(page), ['normal', 'normal', 'normal']);
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null), true, 'the dialog takes the focus');
    // Every level with its one-line description.
    for (const level of ['Beginner', 'Easy', 'Normal', 'Hard', 'Expert']) {
      assert.equal(await dialog.getByRole('radio', { name: new RegExp(`^${level} `) }).count(), 1, level);
    }
    assert.equal(await dialog.getByRole('radio', { name: /^Normal / }).isChecked(), true);
    await screenshot(page, `${name}-new-game`);
    // Escape closes it, the focus goes back to the button, and the game goes on.
    await page.keyboard.press('Escape');
    await page.waitForSelector('.app[data-overlay=""][data-awaiting="pass"]');
    // The focus comes back once the dialog's effects have run (later on a busy machine).
    await page.waitForFunction(() => document.activeElement?.textContent === 'New game', null, { timeout: 10_000 }).catch(() => {});
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'New game');
    // One level for all.
    await page.getByRole('button', { name: 'New game' }).click();
    await dialog.getByRole('radio', { name: /^Hard / }).check();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.waitForSelector('.app[data-overlay=""][data-deal="1"][data-awaiting="pass"]');
    assert.deepEqual(await seatLevels(page), ['hard', 'hard', 'hard']);
    // Each seat its own.
    await page.getByRole('button', { name: 'New game' }).click();
    await dialog.getByRole('radio', { name: 'Each seat its own' }).check();
    await dialog.getByLabel('West', { exact: true }).selectOption('easy');
    await dialog.getByLabel('East', { exact: true }).selectOption('expert');
    // Each level is described once, under the seats' choices.
    assert.equal(await dialog.locator('#level-descriptions dt').count(), 5);
    assert.match(await dialog.locator('#level-descriptions').innerText(), /longer and deeper/);
    await screenshot(page, `${name}-new-game-each`);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.waitForSelector('.app[data-overlay=""][data-awaiting="pass"]');
    assert.deepEqual(await seatLevels(page), ['easy', 'hard', 'expert']);
    // Remembered on the next visit.
    await page.reload();
    await page.waitForSelector('.app[data-awaiting="pass"]');
    assert.deepEqual(await seatLevels(page), ['easy', 'hard', 'expert']);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('levels in the address bar, and a clear message for one that is not a level', { timeout: 240_000 }, async () => {
  let { page, context, problems } = await openPage(env, DESKTOP, '?seed=4&speed=fast&levels=normal,hard,easy');
  await page.waitForSelector('.app[data-awaiting="pass"]');
  assert.deepEqual(await seatLevels(page), ['normal', 'hard', 'easy']);
  assert.equal(await page.getByRole('alert').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();

  ({ page, context, problems } = await openPage(env, PHONE, '?seed=4&speed=fast&level=harder'));
  await page.waitForSelector('.app[data-awaiting="pass"]');
  const alert = page.getByRole('alert');
  assert.match(await alert.innerText(), /“harder” in level= is not a level\. The levels are beginner, easy, normal, hard and expert\./);
  assert.deepEqual(await seatLevels(page), ['normal', 'normal', 'normal'], 'the saved (default) levels, as the message says');
  await screenshot(page, 'phone-bad-level');
  await alert.getByRole('button', { name: 'OK' }).click();
  assert.equal(await page.getByRole('alert').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

/** The cards of the Hint's pass, by name, from its words: "Hint: Pass the A, B and C." */
async function hintedPass(page) {
  const said = await page.locator('.advice strong').innerText();
  const list = said.replace(/^Hint: Pass /, '').replace(/\.$/, '');
  return list.split(/, | and /).map((name) => name.replace(/^the /, ''));
}

test('following every Hint for a whole deal, the review finds nothing to list: Black Lady for 4, Cancellation for 8 and 11', { timeout: 600_000 }, async () => {
  for (const [game, players, seed] of [['black-lady', 4, 5], ['cancellation', 8, 6], ['cancellation', 11, 7]]) {
    const what = `${game} for ${players}`;
    const { page, context, problems } = await openPage(env, DESKTOP, `?game=${game}&players=${players}&seed=${seed}&speed=instant`);
    let followed = 0;
    for (;;) {
      const state = await waitForTurn(page);
      if (state.overlay) break;
      await page.locator('.hint-button').click();
      await page.waitForSelector('.app[data-hint="given"]');
      const actions = Number(await page.locator('.app').getAttribute('data-actions'));
      if (state.awaiting === 'pass') {
        for (const name of await hintedPass(page)) {
          await page.locator('.hand button:not([aria-pressed="true"])').filter({ hasText: name }).first().click();
        }
        await page.locator('.pass-button').click();
      } else {
        assert.equal(state.awaiting, 'play', `${what}: only passes and cards in these games`);
        await page.locator('.hand button.hinted:not([aria-disabled])').first().click();
      }
      await page.waitForFunction((n) => Number(document.querySelector('.app').dataset.actions) > n, actions);
      followed += 1;
    }
    await page.waitForSelector('.review[data-review="done"]', { timeout: 120_000 });
    assert.ok(followed >= 8, `${what}: ${followed} Hints followed`);
    assert.equal(await page.locator('.moments li').count(), 0, `${what}: nothing listed`);
    // Choosing as the person did every time, the Expert's deal went as theirs: the same score.
    const review = await page.locator('.review').innerText();
    assert.match(review, /It would have chosen as you did every time\./, what);
    const [, expert, took] = review.match(/Expert in your seat: (-?\d+) points? \(you took (-?\d+)\)/);
    assert.equal(expert, took, `${what}: ${review}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

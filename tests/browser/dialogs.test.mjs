// Dialogs that never make a player guess (issue 17), in headless Chromium against the release
// build: every player's name in the deal's scores and the score sheet at 8 and 11 seats on a
// phone and a desktop, with nothing to scroll sideways; the game-over dialog with the final
// places, closed with Escape to the final table, with Play again and the score sheet still there;
// the New game dialog's Start and Cancel in view at both sizes, and a question before a game in
// progress is ended; sound, made only after the first gesture, and its setting remembered; Fair
// play, from the menu and from How to play.
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
  playDealByClicking,
  screenshot,
  serveForTests,
  waitForTurn,
} from './harness.mjs';

const env = serveForTests();

/** Whether every row name of the score table is on screen, inside the dialog, unscrolled. */
async function namesInView(page) {
  return page.evaluate(() => {
    const scroll = document.querySelector('.score-scroll');
    const dialog = document.querySelector('.dialog').getBoundingClientRect();
    const rows = [...document.querySelectorAll('.scores tbody th[scope="row"]')];
    const cut = rows
      .map((th) => ({ name: th.innerText, box: th.getBoundingClientRect() }))
      .filter(({ box }) => box.left < dialog.left || box.right > dialog.right || box.width < 20)
      .map(({ name }) => name);
    return {
      names: rows.map((th) => th.innerText),
      cut,
      sideways: scroll.scrollWidth - scroll.clientWidth,
      tableWider: document.querySelector('.scores').getBoundingClientRect().width - scroll.clientWidth,
    };
  });
}

test('every player shows in the deal scores and the score sheet at 8 and 11 seats, no sideways scroll', { timeout: 600_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    for (const players of [8, 11]) {
      const what = `${players} seats, ${size.width} px`;
      const { page, context, problems } = await openPage(env, size, `?game=cancellation&players=${players}&seed=4&target=500&speed=instant`);
      for (let deal = 1; deal <= 4; deal++) {
        const { overlay } = await playDealByClicking(page);
        assert.equal(overlay, 'scores', what);
        await animationsDone(page);
        const seen = await namesInView(page);
        assert.equal(seen.names.length, players, `${what}: a row for each player`);
        assert.deepEqual(seen.cut, [], `${what}: names cut off`);
        assert.ok(seen.sideways <= 1 && seen.tableWider <= 1, `${what}: the scores scroll sideways by ${seen.sideways} px`);
        if (deal === 1) await screenshot(page, `dialog-deal-scores-${players}-${size.width}x${size.height}`);
        await page.getByRole('button', { name: 'Next hand' }).click();
        await page.waitForSelector('.app[data-overlay=""]');
      }
      // The score sheet from the top bar: every player, the latest deals, and the chart.
      await page.getByRole('button', { name: 'Scores' }).click();
      await page.waitForSelector('.app[data-overlay="score-sheet"]');
      await animationsDone(page);
      const sheet = await namesInView(page);
      assert.equal(sheet.names.length, players, `${what}: the sheet has a row for each player`);
      assert.deepEqual(sheet.cut, [], `${what}: sheet names cut off`);
      assert.ok(sheet.sideways <= 1 && sheet.tableWider <= 1, `${what}: the sheet scrolls sideways by ${sheet.sideways} px`);
      const shownDeals = await page.locator('.scores thead th.deal:visible').count();
      assert.equal(shownDeals, size === PHONE ? 3 : 4, `${what}: the latest deals show`);
      if (size === PHONE) assert.ok(await page.locator('.older-note').isVisible(), `${what}: the note says where the older deals are`);
      // The chart names the person's line and draws the score that ends the game.
      assert.equal(await page.locator('.chart .you-label').textContent(), 'You');
      // On its own dashed line, or, far from every score, said under the chart.
      if (await page.locator('.chart .end text').count()) assert.equal(await page.locator('.chart .end text').textContent(), 'game ends at 500');
      else assert.equal(await page.locator('.chart .end-note').textContent(), "The game ends at 500, off this chart's scale.");
      assert.deepEqual(await axeViolations(page, `score sheet ${what}`), []);
      await screenshot(page, `dialog-score-sheet-${players}-${size.width}x${size.height}`);
      // Dark too.
      await page.emulateMedia({ colorScheme: 'dark' });
      assert.deepEqual(await axeViolations(page, `score sheet ${what}, dark`), []);
      await screenshot(page, `dialog-score-sheet-${players}-dark-${size.width}x${size.height}`);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.keyboard.press('Escape');
      await page.waitForSelector('.app[data-overlay=""]');
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

test('game over: the final places, the person first; Escape shows the final table; Play again and the sheet stay', { timeout: 300_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    const { page, context, problems } = await openPage(env, size, '?game=cancellation&players=8&seed=9&target=20&speed=instant');
    let overlay;
    for (let deal = 0; deal < 20 && overlay !== 'game-over'; deal++) {
      ({ overlay } = await playDealByClicking(page));
      if (overlay === 'scores') {
        await page.getByRole('button', { name: 'Next hand' }).click();
        await page.waitForSelector('.app[data-overlay=""]');
      }
    }
    assert.equal(overlay, 'game-over');
    await animationsDone(page);
    const subtitle = await page.locator('#dialog-subtitle').innerText();
    assert.match(subtitle, /^(You win!|You share the win with .+|You (finished|share) \d+(st|nd|rd|th) (place )?of 8\. .+)$/);
    const places = await page.locator('.scores td.place').allInnerTexts();
    assert.equal(places.length, 8, 'every player has a place');
    assert.equal(places[0], '1st');
    const names = await page.locator('.scores tbody th[scope="row"]').allInnerTexts();
    assert.equal(new Set(names).size, 8);
    assert.deepEqual(await axeViolations(page, 'game over'), []);
    await screenshot(page, `dialog-game-over-${size.width}x${size.height}`);
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.deepEqual(await axeViolations(page, 'game over, dark'), []);
    await screenshot(page, `dialog-game-over-dark-${size.width}x${size.height}`);
    await page.emulateMedia({ colorScheme: 'light' });
    // Escape closes it to the final table, which says how the game ended.
    await page.keyboard.press('Escape');
    await page.waitForSelector('.app[data-overlay=""]');
    assert.match(await page.locator('.hint').innerText(), /^Game over\. (You win!|You )/);
    await screenshot(page, `dialog-game-over-closed-${size.width}x${size.height}`);
    // The score sheet shows the final places again.
    await page.getByRole('button', { name: 'Scores' }).click();
    await page.waitForSelector('.app[data-overlay="score-sheet"]');
    assert.equal(await page.locator('.scores td.place').count(), 8);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.app[data-overlay=""]');
    // Play again: a new game of the same kind.
    await page.locator('.play-again').click();
    await page.waitForSelector('.app[data-deal="1"][data-awaiting="pass"]');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('New game: Start and Cancel stay in view; one choice a seat; ending a game in progress asks first', { timeout: 300_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    const what = `${size.width} px`;
    const { page, context, problems } = await openPage(env, size, '?game=cancellation&players=11&seed=3&speed=fast');
    const s = await waitForTurn(page);
    await passFirstCards(page, s.passCount);
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('radio', { name: 'Each seat its own' }).check();
    await animationsDone(page);
    // Start and Cancel on screen, with the ten seats' choices and every option above them.
    for (const name of ['Start', 'Cancel']) {
      const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= size.height, `${what}: ${name} on screen (${JSON.stringify(box)})`);
    }
    assert.equal(await dialog.locator('.seat-level select').count(), 10);
    assert.equal(await dialog.locator('.level-description, #level-descriptions dt').count(), 5, `${what}: each level described once`);
    assert.deepEqual(await axeViolations(page, `new game ${what}`), []);
    await screenshot(page, `dialog-new-game-each-11-${size.width}x${size.height}`);
    // The game in progress is not thrown away without a word.
    const seed = await page.locator('.app').getAttribute('data-seed');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.getByText('End the game in progress?').waitFor();
    assert.match(await dialog.locator('.confirm').innerText(), /not counted in the statistics/);
    await screenshot(page, `dialog-new-game-confirm-${size.width}x${size.height}`);
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.deepEqual(await axeViolations(page, `new game, confirm, dark, ${what}`), []);
    await screenshot(page, `dialog-new-game-confirm-dark-${size.width}x${size.height}`);
    await page.emulateMedia({ colorScheme: 'light' });
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    assert.equal(await dialog.getByText('End the game in progress?').count(), 0);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.getByRole('button', { name: 'End it and start' }).click();
    await page.waitForFunction((old) => document.querySelector('.app').dataset.seed !== old, seed);
    assert.equal(await page.locator('.app').getAttribute('data-overlay'), '');
    assert.deepEqual(problems, [], what);
    await context.close();
  }
});

/** Run in the page first: records every AudioContext the page makes and every tone started. */
function watchAudio() {
  const Real = window.AudioContext;
  window.audioContexts = [];
  window.tones = 0;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.audioContexts.push(this);
    }
  };
  const create = BaseAudioContext.prototype.createOscillator;
  BaseAudioContext.prototype.createOscillator = function () {
    window.tones += 1;
    return create.call(this);
  };
}

test('sound: nothing before the first gesture, tones once cards are played, the switch remembered', { timeout: 180_000 }, async () => {
  const { page, context, problems } = await openPage(env, { ...PHONE, init: watchAudio }, '?game=black-lady&seed=6&speed=fast');
  let s = await waitForTurn(page);
  assert.equal(await page.evaluate(() => window.audioContexts.length), 0, 'no audio before a gesture');
  await passFirstCards(page, s.passCount);
  s = await waitForTurn(page);
  await page.locator('.hand button:not([aria-disabled])').first().click();
  await page.waitForFunction(() => window.tones > 0);
  const audio = await page.evaluate(() => ({ made: window.audioContexts.length, state: window.audioContexts[0]?.state }));
  assert.deepEqual(audio, { made: 1, state: 'running' });
  // Sound off in the settings: remembered, and no more tones.
  await menu(page, 'Settings and keys');
  const dialog = page.getByRole('dialog', { name: 'Settings and keys' });
  await dialog.getByLabel('Volume').fill('30');
  await dialog.getByLabel('Sounds for cards, tricks and your turn').uncheck();
  assert.equal(await dialog.getByLabel('Volume').isDisabled(), true);
  await screenshot(page, 'dialog-settings-sound-375x812');
  await page.keyboard.press('Escape');
  await page.reload();
  s = await waitForTurn(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('moonshot.settings')));
  assert.equal(stored.sound, false);
  assert.equal(stored.volume, 30);
  await page.locator('.hand button:not([aria-disabled])').first().click();
  await page.waitForTimeout(1500);
  assert.deepEqual(await page.evaluate(() => ({ made: window.audioContexts.length, tones: window.tones })), { made: 0, tones: 0 });
  assert.deepEqual(problems, []);
  await context.close();
});

test('statistics show the deals played before a whole game ends', { timeout: 120_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?game=black-lady&seed=5&speed=instant');
  const { overlay } = await playDealByClicking(page);
  assert.equal(overlay, 'scores');
  await page.getByRole('button', { name: 'Next hand' }).click();
  await page.waitForSelector('.app[data-overlay=""]');
  // Counted once, even after a reload.
  await page.reload();
  await waitForTurn(page);
  await page.keyboard.press('t');
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await dialog.waitFor();
  const labels = await dialog.locator('.game-stats dt').allTextContents();
  const figures = await dialog.locator('.game-stats dd').allTextContents();
  const figure = (label) => figures[labels.indexOf(label)];
  assert.equal(figure('Games finished'), '0');
  assert.equal(figure('Deals'), '1');
  assert.match(figure('Points per deal'), /^\d+\.\d$/);
  assert.deepEqual(await axeViolations(page, 'statistics'), []);
  await screenshot(page, 'dialog-statistics-375x812');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the review: where the Expert would have chosen differently, each shown on the table and stepped through', { timeout: 300_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    const what = `${size.width} px`;
    const { page, context, problems } = await openPage(env, size, '?game=black-lady&seed=12&speed=instant');
    // Badly on purpose: the lowest cards passed, the last card allowed played every turn.
    await playDealByClicking(page, { last: true });
    await page.waitForSelector('.review[data-review="done"]', { timeout: 60_000 });
    const moments = page.locator('.moments li button');
    assert.ok((await moments.count()) >= 1, `${what}: at least one decision the Expert would have made otherwise`);
    const first = await moments.first().innerText();
    assert.match(first, /^(The pass|Trick \d+): you (played|passed) .+; Expert: .+ \(about \d+\.\d points better\)$/, what);
    assert.ok((await page.locator('.moments .why').first().innerText()).length > 0, `${what}: the Expert's reason`);
    assert.deepEqual(await axeViolations(page, `review ${what}`), []);
    await screenshot(page, `dialog-review-${size.width}x${size.height}`);

    // That moment on the table: the hand as it was, the person's card raised, the Expert's lit.
    await moments.first().click();
    await page.waitForSelector('.app[data-overlay="past"]');
    const panel = page.getByRole('region', { name: 'Review of deal 1' });
    assert.ok((await panel.innerText()).startsWith(first.split(';')[0]), `${what}: the panel says the same moment`);
    assert.ok((await page.locator('.hand .hand-card.selected').count()) >= 1, `${what}: the person's card raised`);
    assert.ok((await page.locator('.hand .hand-card.hinted').count()) >= 1, `${what}: the Expert's card lit`);
    assert.equal(await page.locator('.table-area').getAttribute('inert'), null, `${what}: the table can be read`);
    await animationsDone(page);
    assert.deepEqual(await axeViolations(page, `reviewed deal ${what}`), []);
    await screenshot(page, `review-on-table-${size.width}x${size.height}`);

    // Stepped through by button and by key; Escape goes back to the scores.
    const counter = () => panel.locator('.past-buttons span').innerText();
    const at = await counter();
    const next = panel.getByRole('button', { name: 'Next' });
    if (await next.isEnabled()) {
      await next.click();
      await page.waitForFunction((was) => document.querySelector('.past-buttons span').innerText !== was, at);
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction((was) => document.querySelector('.past-buttons span').innerText === was, at);
    }
    // A moment mid-deal: the trick as it stood, in view above the panel.
    for (let i = 0; i < 4 && !(await panel.innerText()).startsWith('Trick') && (await next.isEnabled()); i++) {
      const was = await counter();
      await next.click();
      await page.waitForFunction((w) => document.querySelector('.past-buttons span').innerText !== w, was);
    }
    await animationsDone(page);
    await screenshot(page, `review-on-table-trick-${size.width}x${size.height}`);
    await page.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Escape');
    await page.waitForSelector('.app[data-overlay="scores"]');
    await page.getByRole('button', { name: 'Next hand' }).click();
    await page.waitForSelector('.app[data-overlay=""][data-deal="2"]');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('Fair play, from the menu and from How to play: what a bot sees, and this game to deal again', { timeout: 120_000 }, async () => {
  for (const [size, colorScheme] of [
    [PHONE, 'light'],
    [DESKTOP, 'dark'],
  ]) {
    const { page, context, problems } = await openPage(env, { ...size, colorScheme }, '?game=black-lady&seed=4242&speed=instant');
    await waitForTurn(page);
    await menu(page, 'Fair play');
    const dialog = page.getByRole('dialog', { name: 'Fair play' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    assert.match(text, /never sees another player's hand/);
    assert.match(text, /Show all hands, under the scores/);
    assert.match(text, /This game: Black Lady, seed 4242, deal 1\./);
    assert.deepEqual(await axeViolations(page, 'fair play'), []);
    await animationsDone(page);
    await screenshot(page, `dialog-fair-play-${size.width}x${size.height}-${colorScheme}`);
    // Escape closes it, and the focus goes back to the menu's button.
    await page.keyboard.press('Escape');
    await page.waitForSelector('.app[data-overlay=""]');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Menu', null, { timeout: 10_000 });
    // How to play leads to it too.
    await page.keyboard.press('r');
    const rules = page.getByRole('dialog', { name: /^How to play/ });
    await rules.waitFor();
    await rules.getByRole('button', { name: 'Fair play' }).click();
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForSelector('.app[data-overlay=""]');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('Show all hands: every card of the deal as it was dealt, and each pass, after Black Lady and Cancellation for 8', { timeout: 300_000 }, async () => {
  for (const [query, players, cards, passed, size, colorScheme] of [
    ['?game=black-lady&seed=21&speed=instant', 4, 52, 12, PHONE, 'light'],
    ['?game=cancellation&players=8&seed=21&speed=instant', 8, 104, 24, DESKTOP, 'dark'],
  ]) {
    const { page, context, problems } = await openPage(env, { ...size, colorScheme }, query);
    const { overlay } = await playDealByClicking(page);
    assert.equal(overlay, 'scores');
    const hands = page.locator('.all-hands');
    assert.equal(await hands.getAttribute('open'), null, 'closed until asked for');
    await hands.locator('summary').click();
    await page.waitForFunction(() => document.querySelector('.all-hands')?.open);
    // A line a player, and every card dealt (the kitty too where there is one).
    assert.equal(await hands.locator('.hands > li > .who').count(), players);
    assert.equal(await hands.locator('.hands > li > .cards > li').count(), cards, query);
    // The first deal passes: three cards a player, each named with whom they went to.
    assert.equal(await hands.locator('.passed .cards > li').count(), passed, query);
    assert.match(await hands.locator('.passed').first().innerText(), /^passed to /);
    assert.deepEqual(await axeViolations(page, `all hands ${players}`), []);
    await animationsDone(page);
    await screenshot(page, `dialog-all-hands-${players}-${size.width}x${size.height}-${colorScheme}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

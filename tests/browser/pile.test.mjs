// What just happened, on the table (issue 30), in headless Chromium against the release build:
// with "Wait for Next trick" on, a finished trick stays on the table, every card of it, with
// its result in words beside it, until the person goes on; then the words stay in the
// last-trick strip. Each card of the pile shows its corner (rank and suit), uncovered by any
// other card, mark or note, at 4, 8 and 11 seats, phone and desktop, large cards too; and the
// words beside the trick cover no seat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, animationsDone, openPage, overlap, passFirstCards, playFirstCard, screenshot, serveForTests, waitForTurn } from './harness.mjs';

const env = serveForTests();

/** Plays (passing first) until the table waits for "Next trick". */
async function toFinishedTrick(page) {
  for (let i = 0; i < 40; i++) {
    await page.waitForSelector('.next-trick, .app:is([data-awaiting="pass"], [data-awaiting="play"], [data-awaiting="choose-pass"], [data-awaiting="pledge"], [data-awaiting="call"], [data-awaiting="moon"])');
    if (await page.locator('.next-trick').count()) return;
    const s = await waitForTurn(page);
    if (s.awaiting === 'pass') await passFirstCards(page, s.passCount);
    else if (s.awaiting === 'play') await playFirstCard(page);
    else await page.locator('.decision button').first().click();
  }
  throw new Error('no finished trick');
}

/**
 * For each card on the table: its name, and what lies at three points of its corner (the
 * rank, the suit under it, the corner's edge) if not the card itself.
 */
function corners(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.trick .played')].map((card) => {
      const r = card.querySelector('.face').getBoundingClientRect();
      const covered = [
        [0.12, 0.08],
        [0.12, 0.2],
        [0.05, 0.04],
      ]
        .map(([x, y]) => document.elementFromPoint(r.left + x * r.width, r.top + y * r.height))
        .filter((el) => !el || el.closest('.played') !== card)
        .map((el) => (el ? `${el.className.baseVal ?? el.className} ${el.closest('.played')?.getAttribute('aria-label') ?? ''}`.trim() : 'nothing (off screen)'));
      return { card: card.getAttribute('aria-label'), covered };
    }),
  );
}

test('Wait for Next trick keeps every card and the result on the table; each card’s corner shows; the words cover no seat', { timeout: 900_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    for (const [game, players] of [['black-lady', 4], ['cancellation', 8], ['cancellation', 11]]) {
      for (const large of [false, true]) {
        const settings = JSON.stringify({ pause_after_trick: true, large_cards: large });
        const init = new Function(`localStorage.setItem('moonshot.settings', ${JSON.stringify(settings)})`);
        const { page, context, problems } = await openPage(env, { ...size, init }, `?game=${game}&players=${players}&seed=30&speed=fast`);
        const what = `${game} ${players} ${size.width}${large ? ' large' : ''}`;
        await toFinishedTrick(page);
        // Long after the trick's pause would have ended, it is still there, every card.
        await page.waitForTimeout(1500);
        await animationsDone(page);
        assert.equal(await page.locator('.trick .played').count(), players, `${what}: every card of the trick`);
        assert.equal(await page.locator('.trick.collecting').count(), 0, `${what}: not sliding away`);
        const result = await page.locator('.trick-note .trick-result').innerText();
        assert.match(result, /^(You take it|\S+ takes it)( with the \S+)?: (no points|\d+ points?( \(.+\))?)\.|^The .+ cancels?: nobody takes it/, what);
        for (const { card, covered } of await corners(page)) {
          assert.deepEqual(covered, [], `${what}: the corner of ${card} is covered`);
        }
        const boxes = await page.evaluate(() => {
          const box = (el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, name: el.dataset.seat };
          };
          return {
            seats: [...document.querySelectorAll('.felt .seat')].map(box),
            notes: [...document.querySelectorAll('.trick-note > *')].map(box),
          };
        });
        for (const seat of boxes.seats) {
          for (const note of boxes.notes) assert.ok(!overlap(seat, note), `${what}: the trick's words cover seat ${seat.name}`);
        }
        if (!large && players !== 8) await screenshot(page, `pile-wait-${game}-${players}-${size.width}x${size.height}`);
        // A dialog opened over the trick covers every card of it.
        await page.keyboard.press('r');
        await page.waitForSelector('.app[data-overlay="rules"]');
        await animationsDone(page);
        const over = await page.evaluate(() =>
          [...document.querySelectorAll('.trick .played')].filter((card) => {
            const r = card.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return top && !top.closest('.overlay');
          }).length,
        );
        assert.equal(over, 0, `${what}: cards of the trick over the How to play dialog`);
        await page.keyboard.press('Escape');
        await page.waitForSelector('.app[data-overlay=""]');
        // Next trick: the cards go, and the last-trick strip says who took it.
        await page.locator('.next-trick').click();
        await page.waitForFunction(() => document.querySelectorAll('.trick .played').length === 0 || document.querySelector('.app').dataset.awaiting === 'play');
        const title = await page.locator('.last-trick .last-title').innerText();
        assert.match(title, /^Last trick: (you|\S+), (no points|\d+ points?)$|^Last trick: carried over$/, what);
        assert.deepEqual(problems, [], what);
        await context.close();
      }
    }
  }
});

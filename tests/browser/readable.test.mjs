// The table a newcomer reads at a glance (issue 16), in headless Chromium against the release
// build, checked through what a person sees: the phone hand in one row, whose turn it is and
// who is playing (never a seat by number), the card winning the trick (with a cancelled pair
// too), the last trick, nothing on the table over a seat box at 4, 8 and 11 seats, and no
// layout shift when the Hint shows. Screenshots of 4, 8 and 11 seats mid-trick, during a pass
// and with a cancelled pair, light and dark, large cards on, land in output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  animationsDone,
  PHONE,
  openPage,
  overlap,
  pageTexts,
  passFirstCards,
  playFirstCard,
  screenshot,
  serveForTests,
  toTurnWith,
  waitForTurn,
} from './harness.mjs';

const env = serveForTests();

/** Words that name a seat by number ("seat 2", "Seat(3)"). */
const SEAT_NUMBER = /\bseat\s*\(?\d/i;

/**
 * Rectangles of the seat boxes and of everything else on the felt that could cover one, once
 * every animation is over (a card still sliding in from its seat crosses other seats).
 */
async function feltBoxes(page) {
  await animationsDone(page);
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, name: el.className.baseVal ?? el.className };
    };
    const seats = [...document.querySelectorAll('.felt .seat')].map((el) => ({ ...box(el), name: el.dataset.seat }));
    const others = [
      ...document.querySelectorAll(
        '.felt .played .face, .felt .winning-mark, .felt .last-trick, .felt .centre-notes > *, .felt .trick-note > *, .felt .pile, .notices, .above-hand > *',
      ),
    ].map(box);
    const felt = box(document.querySelector('.felt-box'));
    return { seats, others, felt, width: innerWidth, height: innerHeight };
  });
}

test('the phone hand lies in one row: 13 cards, each a strip of 24 px or more, all on screen', { timeout: 120_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?game=black-lady&players=4&seed=3&speed=fast');
  await waitForTurn(page);
  await animationsDone(page);
  const cards = await page.locator('.hand-card').evaluateAll((buttons) =>
    buttons.map((b) => {
      const r = b.querySelector('.face').getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  assert.equal(cards.length, 13);
  const tops = cards.map((c) => c.top);
  assert.ok(Math.max(...tops) - Math.min(...tops) < 24, `one row: tops ${tops.map(Math.round)}`);
  for (let i = 1; i < cards.length; i++) {
    assert.ok(cards[i].left - cards[i - 1].left >= 23.5, `card ${i} shows a strip of ${cards[i].left - cards[i - 1].left} px`);
  }
  assert.ok(cards[0].left >= 0 && cards[12].right <= PHONE.width, 'every card on screen');
  assert.ok(cards.every((c) => c.bottom <= PHONE.height + 1), 'no card below the screen');
  // Resting the pointer on a card's lower edge keeps it under the pointer (no flicker).
  const edge = await page.locator('.hand-card').nth(5).boundingBox();
  const at = { x: edge.x + edge.width / 2, y: edge.y + edge.height - 2 };
  await page.mouse.move(at.x, at.y);
  await page.waitForTimeout(300);
  await animationsDone(page);
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.hand-card')?.dataset.card, at);
  assert.equal(under, await page.locator('.hand-card').nth(5).getAttribute('data-card'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('whose turn: the hand rests until asked, a tap out of turn names who is playing, no seat numbers', { timeout: 300_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?game=cancellation&players=8&seed=9&speed=normal&level=normal');
  let s = await waitForTurn(page);
  if (s.awaiting === 'pass') await passFirstCards(page, s.passCount);
  let tapped = false;
  let plays = 0;
  for (let i = 0; i < 400 && plays < 6; i++) {
    const app = await page.locator('.app').evaluate((el) => ({ awaiting: el.dataset.awaiting, overlay: el.dataset.overlay }));
    if (app.overlay) break;
    const texts = await pageTexts(page);
    assert.doesNotMatch(texts, SEAT_NUMBER, 'no seat is named by number');
    if (app.awaiting === 'play') {
      assert.doesNotMatch(await page.locator('.hint').innerText(), /not your turn|is playing/i, 'the turn is the person’s');
      // Lit once its short transition is over.
      await animationsDone(page);
      assert.equal(await page.locator('.hand').evaluate((el) => getComputedStyle(el).filter), 'none', 'the hand is lit on the person’s turn');
      await playFirstCard(page);
      plays += 1;
      continue;
    }
    if (app.awaiting === '' && !tapped) {
      const turn = await page.locator('.seat.on-turn .seat-name').first();
      if ((await turn.count()) > 0) {
        const name = (await turn.innerText()).trim();
        assert.notEqual(await page.locator('.hand').evaluate((el) => getComputedStyle(el).filter), 'none', 'the hand is dimmed');
        // A person can tap a card that is not theirs to play (it is marked unavailable).
        await page.locator('.hand-card').first().click({ force: true });
        const said = await page.locator('.hint').innerText();
        // The seat on turn may have played meanwhile: the words then went with the turn.
        if (said !== '' && !said.endsWith('thinking…')) {
          assert.match(said, /^\S+ is playing$|^Wait for your turn$/, said);
          assert.ok(said.startsWith(name) || said.startsWith('Wait') || !said.includes('seat'), said);
          tapped = true;
          await page.waitForFunction(() => !/is playing/.test(document.querySelector('.hint').innerText));
        }
      }
    }
    await page.waitForTimeout(50);
  }
  assert.ok(tapped, 'a card was tapped out of turn');
  assert.ok(plays >= 6, 'the person played');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the card winning the trick is marked, in Black Lady and with a cancelled pair', { timeout: 300_000 }, async () => {
  // Black Lady: mid-trick, one card is marked winning, in its name too.
  const bl = await openPage(env, DESKTOP, '?game=black-lady&players=4&seed=6&speed=fast');
  await toTurnWith(bl.page, 1, 40);
  const winning = bl.page.locator('.trick .played.winning');
  assert.equal(await winning.count(), 1);
  assert.match(await winning.getAttribute('aria-label'), /, winning$/);
  assert.equal(await bl.page.locator('.trick .winning-mark').innerText(), 'Winning');
  assert.deepEqual(bl.problems, []);
  await bl.context.close();

  // Cancellation for 11, watched: a trick with a cancelled pair marks a card that stands.
  const { page, context, problems } = await openPage(env, DESKTOP, '?game=cancellation&players=11&seed=21&level=beginner&speed=fast&watch=1');
  let seen = 0;
  for (let i = 0; i < 3000 && seen < 3; i++) {
    const trick = await page.locator('.trick .played').evaluateAll((cards) =>
      cards.map((c) => ({ cancelled: c.classList.contains('cancelled'), winning: c.classList.contains('winning'), label: c.getAttribute('aria-label') })),
    );
    if (trick.some((c) => c.cancelled) && !(await page.locator('.trick.collecting').count())) {
      const marked = trick.filter((c) => c.winning);
      assert.ok(marked.length <= 1, 'one card at most is winning');
      assert.ok(marked.every((c) => !c.cancelled), 'a cancelled card never wins');
      if (marked.length === 1) {
        assert.match(marked[0].label, /winning$/);
        seen += 1;
      }
    }
    await page.waitForTimeout(40);
  }
  assert.ok(seen >= 1, 'a trick with a cancelled pair and a winning card was seen');
  // The last trick marks its cancelled cards, and says when a trick was carried over.
  const last = await page.locator('.last-trick').getAttribute('aria-label');
  assert.match(last, /^Last trick, (taken by \S+( with \d+ points?)?|cancelled, carried over to the next trick): /);
  assert.deepEqual(problems, []);
  await context.close();
});

test('nothing on the table covers a seat box at 4, 8 and 11 seats, phone and desktop; the hint shifts nothing and covers no seat', { timeout: 600_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    for (const [game, players] of [['black-lady', 4], ['cancellation', 8], ['cancellation', 11]]) {
      const init = () => localStorage.setItem('moonshot.settings', JSON.stringify({ large_cards: true }));
      for (const large of [false, true]) {
        const { page, context, problems } = await openPage(
          env,
          { ...size, init: large ? init : undefined },
          `?game=${game}&players=${players}&seed=12&speed=fast`,
        );
        await toTurnWith(page, 1, 40);
        const what = `${game} ${players} ${size.width} ${large ? 'large' : ''}`;
        const { seats, others, felt } = await feltBoxes(page);
        assert.equal(seats.length, players - 1);
        for (const seat of seats) {
          assert.ok(
            seat.left >= felt.left - 1 && seat.right <= felt.right + 1 && seat.top >= felt.top - 1 && seat.bottom <= felt.bottom + 1,
            `${what}: seat ${seat.name} inside the table`,
          );
          for (const other of seats) {
            if (other !== seat) assert.ok(!overlap(seat, other), `${what}: seats ${seat.name} and ${other.name} overlap`);
          }
          for (const other of others) assert.ok(!overlap(seat, other), `${what}: ${other.name} covers seat ${seat.name}`);
        }
        // The Hint: nothing moves when its advice shows.
        await animationsDone(page);
        const before = await page.evaluate(() => ['.hand', '.felt-box', '.me'].map((s) => JSON.stringify(document.querySelector(s).getBoundingClientRect())));
        await page.getByRole('button', { name: 'Hint' }).click();
        await page.waitForSelector('.advice');
        await animationsDone(page);
        const after = await page.evaluate(() => ['.hand', '.felt-box', '.me'].map((s) => JSON.stringify(document.querySelector(s).getBoundingClientRect())));
        assert.deepEqual(after, before, `${what}: the hint shifts nothing (${before} → ${after})`);
        // Issue 29: the Hint's panel covers no seat, its figures closed or open.
        for (const figures of [false, true]) {
          // (A choice that was not searched, such as the only card, has no figures.)
          const summary = page.locator('.advice details.figures summary');
          if (figures && (await summary.count()) === 0) continue;
          if (figures) await summary.click();
          await animationsDone(page);
          const panel = await page.locator('.advice').boundingBox();
          const box = { left: panel.x, top: panel.y, right: panel.x + panel.width, bottom: panel.y + panel.height };
          for (const seat of seats) {
            assert.ok(!overlap(seat, box), `${what}: the Hint${figures ? ' with its figures' : ''} covers seat ${seat.name}`);
          }
        }
        assert.deepEqual(problems, [], what);
        await context.close();
      }
    }
  }
});

test('screenshots: 4, 8 and 11 seats mid-trick, passing and with a cancelled pair, light and dark, large cards', { timeout: 900_000 }, async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const size of [PHONE, DESKTOP]) {
      for (const [game, players] of [['black-lady', 4], ['cancellation', 8], ['cancellation', 11]]) {
        const large = colorScheme === 'dark';
        const init = large ? () => localStorage.setItem('moonshot.settings', JSON.stringify({ large_cards: true })) : undefined;
        const { page, context, problems } = await openPage(env, { ...size, colorScheme, init }, `?game=${game}&players=${players}&seed=7&speed=fast`);
        const name = `readable-${game}-${players}-${colorScheme}${large ? '-large' : ''}-${size.width}x${size.height}`;
        const s = await waitForTurn(page);
        if (s.awaiting === 'pass') {
          // Two cards picked, the recipients marked.
          for (let i = 0; i < 2; i++) await page.locator('.hand button:not([aria-disabled]):not([aria-pressed="true"])').first().click();
          await screenshot(page, `${name}-pass`);
        }
        await toTurnWith(page, 1, 40);
        await screenshot(page, `${name}-trick`);
        assert.deepEqual(problems, [], name);
        await context.close();
      }
    }
  }
  // A trick with a cancelled pair, watched at 11 seats.
  for (const size of [PHONE, DESKTOP]) {
    const { page, context, problems } = await openPage(env, size, '?game=cancellation&players=11&seed=21&level=beginner&speed=fast&watch=1');
    await page.waitForSelector('.trick .played.cancelled ~ .played, .trick .played.cancelled', { timeout: 120_000 });
    await page.waitForFunction(() => document.querySelectorAll('.trick .played').length >= 6 || document.querySelector('.trick.collecting'), null, { timeout: 60_000 });
    await screenshot(page, `readable-cancelled-pair-${size.width}x${size.height}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

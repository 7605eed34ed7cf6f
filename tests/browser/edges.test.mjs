// The table's rough edges of issue 35, in headless Chromium against the release build, each
// checked through what a person sees once the screen is at rest: the Hint's words never cut and
// its figures readable on a phone; the word "cancelled" whole on the smallest cards; no played
// card over a seat's name or score with large cards; the dealer mark on the person's seat when
// they deal; who played each card of the last trick; the "pass" tabs clear of the line above
// the hand and the Pass button; the chart's end of the game never on another score's line and
// the person's line over equal ones; the Settings' keys in columns and its checkboxes one size;
// the end rule a small line; no "1 points". Screenshots land in output/edges-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  animationsDone,
  menu,
  openPage,
  overlap,
  pageTexts,
  passFirstCards,
  playDealByClicking,
  playFirstCard,
  screenshot,
  serveForTests,
  toTurnWith,
  waitForTurn,
} from './harness.mjs';

const env = serveForTests();

const LARGE = () => localStorage.setItem('moonshot.settings', JSON.stringify({ large_cards: true }));

/** "1 points", "1 cards": one of a thing with a plural. */
const ONE_PLURAL = /(^|[^\d.,])-?1 (points|cards|tricks|chips|deals)\b/;

test('the Hint on a phone: its words whole, never cut; its figures in a box of three lines or more; no seat covered', { timeout: 600_000 }, async () => {
  for (const [game, players] of [['black-lady', 4], ['cancellation', 8], ['cancellation', 11]]) {
    for (const colorScheme of ['light', 'dark']) {
      const { page, context, problems } = await openPage(env, { ...PHONE, colorScheme }, `?game=${game}&players=${players}&seed=12&speed=fast`);
      const what = `${game} ${players} ${colorScheme}`;
      // A turn whose Hint has figures (an only card has none), a card on the table.
      for (let turn = 0; ; turn++) {
        await toTurnWith(page, 1);
        await page.getByRole('button', { name: 'Hint' }).click();
        await page.waitForSelector('.app[data-hint="given"]');
        if ((await page.locator('.advice details.figures').count()) > 0 || turn === 6) break;
        await playFirstCard(page);
      }
      await animationsDone(page);
      const measure = () =>
        page.evaluate(() => {
          const rect = (el) => el.getBoundingClientRect();
          const words = document.querySelector('.advice p[role="status"]');
          const scroller = document.querySelector('.advice .advice-words');
          const figures = document.querySelector('.advice details.figures[open]');
          const panel = rect(document.querySelector('.advice'));
          const said = figures?.querySelector('p');
          const line = said ? parseFloat(getComputedStyle(said).lineHeight) : 0;
          // The figures' room: the part of their text inside the box they scroll in.
          const shown = said
            ? Math.min(rect(said).bottom, rect(figures).bottom, rect(scroller).bottom) - Math.max(rect(said).top, rect(figures).top, rect(scroller).top)
            : 0;
          return {
            wordsCut: words.scrollHeight - words.clientHeight,
            wordsInPanel: rect(words).top >= panel.top - 1 && rect(words).bottom <= panel.bottom + 1,
            // The words and figures scroll together only when the band cannot hold them.
            scrolls: scroller.scrollHeight - scroller.clientHeight,
            figuresShown: shown,
            figuresWhole: said ? said.scrollHeight <= shown + 1 : true,
            line,
            panel: { left: panel.left, right: panel.right, top: panel.top, bottom: panel.bottom },
            seats: [...document.querySelectorAll('.felt .seat')].map((el) => {
              const r = rect(el);
              return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, name: el.dataset.seat };
            }),
          };
        });
      const closed = await measure();
      assert.ok(closed.wordsCut <= 1, `${what}: the words are cut by ${closed.wordsCut} px`);
      assert.ok(closed.wordsInPanel, `${what}: the words lie inside the panel`);
      assert.ok(closed.scrolls <= 1, `${what}: the words alone fit the band (${closed.scrolls} px over)`);
      await screenshot(page, `edges-hint-${players}-${colorScheme}-375x812`);
      const summary = page.locator('.advice details.figures summary');
      if ((await summary.count()) > 0) {
        await summary.click();
        await page.waitForSelector('.advice details.figures[open]');
        await animationsDone(page);
        const open = await measure();
        assert.ok(open.wordsCut <= 1, `${what}: with the figures, the words are cut by ${open.wordsCut} px`);
        assert.ok(
          open.figuresWhole || open.figuresShown >= 3 * open.line - 1,
          `${what}: the figures show ${open.figuresShown} px, under three lines of ${open.line}`,
        );
        for (const seat of open.seats) assert.ok(!overlap(seat, open.panel), `${what}: the Hint with its figures covers seat ${seat.name}`);
        await screenshot(page, `edges-hint-figures-${players}-${colorScheme}-375x812`);
      }
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

test('"cancelled" shows whole on the cards at 11 seats, phone and desktop, large cards or not', { timeout: 600_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    for (const large of [false, true]) {
      const what = `${size.width} ${large ? 'large' : ''}`;
      const { page, context, problems } = await openPage(
        env,
        { ...size, init: large ? LARGE : undefined },
        '?game=cancellation&players=11&seed=21&level=beginner&speed=fast&watch=1',
      );
      await page.waitForSelector('.trick .played.cancelled .cancel-mark', { timeout: 120_000 });
      // The bots play on (watching): the cards are measured in a frame in which nothing moves
      // and the cancelled pair is still on the table, found within a few tries.
      const marks = await page.evaluate(async () => {
        const moving = () =>
          document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
        for (let tries = 0; tries < 200; tries++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const cards = [...document.querySelectorAll('.trick .played.cancelled')];
          if (moving() || cards.length < 2) continue;
          return cards.map((card) => {
            const mark = card.querySelector('.cancel-mark');
            const face = card.querySelector('.face').getBoundingClientRect();
            const r = mark.getBoundingClientRect();
            return {
              text: mark.innerText,
              cut: mark.scrollWidth - mark.clientWidth,
              inside: r.left >= face.left - 1 && r.right <= face.right + 1,
            };
          });
        }
        return [];
      });
      assert.ok(marks.length >= 2, `${what}: a cancelled pair`);
      for (const mark of marks) {
        assert.equal(mark.text, 'cancelled');
        assert.ok(mark.cut <= 0, `${what}: "cancelled" is cut by ${mark.cut} px`);
        assert.ok(mark.inside, `${what}: the word lies across its own card`);
      }
      await screenshot(page, `edges-cancelled-${large ? 'large-' : ''}${size.width}x${size.height}`);
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

test('a played card covers no seat’s name or score, with large cards on a desktop and a phone, at 4, 8 and 11 seats', { timeout: 600_000 }, async () => {
  for (const size of [DESKTOP, PHONE]) {
    for (const [game, players] of [['black-lady', 4], ['cancellation', 8], ['cancellation', 11]]) {
      const what = `${game} ${players} ${size.width} large`;
      const { page, context, problems } = await openPage(
        env,
        { ...size, init: LARGE, colorScheme: size === DESKTOP ? 'dark' : 'light' },
        `?game=${game}&players=${players}&seed=5&speed=fast`,
      );
      // The person's turn with North's card on the table at 4 seats, three cards or more at
      // 8 and 11.
      let seen = false;
      for (let i = 0; i < 60 && !seen; i++) {
        const s = await waitForTurn(page);
        if (s.overlay) break;
        if (s.awaiting === 'pass') {
          await passFirstCards(page, s.passCount);
          continue;
        }
        if (s.awaiting !== 'play') {
          await page.locator('.decision button').first().click();
          continue;
        }
        const [where, least] = players === 4 ? ['.trick .played[data-seat="2"]', 1] : ['.trick .played', 3];
        if ((await page.locator(where).count()) >= least) seen = true;
        else await playFirstCard(page);
      }
      assert.ok(seen, `${what}: a turn with the cards on the table`);
      await animationsDone(page);
      const covered = await page.evaluate(() => {
        const box = (el) => el.getBoundingClientRect();
        const faces = [...document.querySelectorAll('.trick .played')].map((el) => ({ seat: el.dataset.seat, r: box(el.querySelector('.face')) }));
        const words = [...document.querySelectorAll('.felt .seat .seat-name, .felt .seat .seat-score, .felt .seat .seat-taken')].map((el) => ({
          seat: el.closest('.seat').dataset.seat,
          what: el.className,
          r: box(el),
        }));
        const hit = [];
        for (const f of faces) {
          for (const w of words) {
            const x = Math.min(f.r.right, w.r.right) - Math.max(f.r.left, w.r.left);
            const y = Math.min(f.r.bottom, w.r.bottom) - Math.max(f.r.top, w.r.top);
            if (x > 1 && y > 1) hit.push(`the card of seat ${f.seat} over seat ${w.seat}'s ${w.what}`);
          }
        }
        return hit;
      });
      await screenshot(page, `edges-large-${players}-${size.width}x${size.height}`);
      assert.deepEqual(covered, [], what);
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

test('the dealer mark: on another seat in the first deal, on the person’s own when they deal the next', { timeout: 300_000 }, async () => {
  for (const [game, players] of [['black-lady', 4], ['cancellation', 11]]) {
    const { page, context, problems } = await openPage(env, PHONE, `?game=${game}&players=${players}&seed=8&speed=instant`);
    await waitForTurn(page);
    assert.equal(await page.locator('.felt .seat .dealer').count(), 1, 'another seat deals first');
    assert.equal(await page.locator('.me-info .dealer').count(), 0);
    const { overlay } = await playDealByClicking(page);
    assert.equal(overlay, 'scores');
    await page.getByRole('button', { name: 'Next hand' }).click();
    await page.waitForSelector('.app[data-overlay=""]');
    await waitForTurn(page);
    // The deal passes to the left: the person deals the second.
    assert.equal(await page.locator('.felt .seat .dealer').count(), 0, `${players}: no other seat deals`);
    const mark = page.locator('.me-info .dealer');
    assert.equal(await mark.count(), 1, `${players}: the person's seat is marked`);
    assert.ok(await mark.isVisible());
    assert.equal(await mark.innerText(), 'D');
    assert.match(await page.locator('.me-info .seat-name').innerText(), /^You\s*D/);
    await screenshot(page, `edges-dealer-you-${players}-375x812`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the last trick names who played each card, whole on the strip, at 4 and 11 seats on both sizes; no "1 points" anywhere', { timeout: 600_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    for (const [game, players] of [['black-lady', 4], ['cancellation', 11]]) {
      const what = `${players} ${size.width}`;
      const { page, context, problems } = await openPage(env, size, `?game=${game}&players=${players}&seed=3&speed=fast`);
      // Into the second trick: the first is the last trick.
      const firstTrickDone = () => page.locator('.last-trick').count();
      for (let i = 0; i < 60 && !(await firstTrickDone()); i++) {
        const s = await waitForTurn(page);
        if (s.awaiting === 'pass') await passFirstCards(page, s.passCount);
        else if (s.awaiting === 'play') await playFirstCard(page);
        else await page.locator('.decision button').first().click();
        assert.doesNotMatch(await pageTexts(page), ONE_PLURAL, `${what}: one with a plural`);
      }
      await waitForTurn(page);
      await animationsDone(page);
      const strip = await page.evaluate(() => {
        const last = document.querySelector('.last-trick');
        const box = last.getBoundingClientRect();
        const items = [...last.querySelectorAll('li')].map((li) => {
          const r = li.getBoundingClientRect();
          return { card: li.querySelector('.mini').innerText, by: li.querySelector('.by')?.innerText ?? '', inside: r.left >= box.left - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1 };
        });
        const names = ['You', ...[...document.querySelectorAll('.felt .seat .seat-name')].map((el) => el.firstChild.textContent.trim())];
        return { items, names, label: last.getAttribute('aria-label') };
      });
      assert.equal(strip.items.length, players, `${what}: every card of the trick`);
      const by = strip.items.map((i) => i.by);
      assert.equal(new Set(by).size, players, `${what}: each card by a different player: ${by}`);
      for (const item of strip.items) {
        assert.ok(strip.names.includes(item.by), `${what}: ${item.card} by "${item.by}", a player at the table`);
        assert.ok(item.inside, `${what}: ${item.card} by ${item.by} shows whole on the strip`);
        // The label read out names the same player with the card.
        assert.ok(strip.label.includes(`${item.by} `), `${what}: the label names ${item.by}: ${strip.label}`);
      }
      await screenshot(page, `edges-last-trick-${players}-${size.width}x${size.height}`);
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

test('the "pass" tabs and the raised cards leave the line above the hand and the Pass button clear', { timeout: 300_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    for (const large of [false, true]) {
      const what = `${size.width} ${large ? 'large' : ''}`;
      const { page, context, problems } = await openPage(env, { ...size, init: large ? LARGE : undefined }, '?game=black-lady&players=4&seed=7&speed=fast');
      const s = await waitForTurn(page);
      assert.equal(s.awaiting, 'pass');
      // Three cards picked side by side, and one apart.
      const cards = page.locator('.hand button:not([aria-disabled])');
      for (const i of [0, 1, 5]) await cards.nth(i).click();
      await animationsDone(page);
      const hits = await page.evaluate(() => {
        const prompt = document.querySelector('.me .hint');
        const range = document.createRange();
        range.selectNodeContents(prompt);
        const keep = [...range.getClientRects()].map((r) => ({ r, what: 'the line above the hand' }));
        for (const el of document.querySelectorAll('.me .pass-button, .me-info > *')) keep.push({ r: el.getBoundingClientRect(), what: el.className || el.textContent });
        const tabs = [...document.querySelectorAll('.hand-card.selected')].map((el) => ({ el, tab: el.querySelector('.pass-tab'), face: el.querySelector('.face'), card: el.dataset.card }));
        const hit = [];
        const over = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        for (const { el, tab, face, card } of tabs) {
          if (!tab) {
            hit.push(`${card} has no tab`);
            continue;
          }
          const t = tab.getBoundingClientRect();
          if (tab.scrollWidth > tab.clientWidth) hit.push(`${card}'s tab is cut: ${tab.innerText}`);
          const f = face.getBoundingClientRect();
          if (t.left < f.left - 1 || t.right > f.right + 1 || t.top < f.top - 1 || t.bottom > f.bottom + 1) hit.push(`${card}'s tab off its card`);
          // On the card's own strip: no other card over it (the tab itself takes no pointer).
          const at = document.elementFromPoint((t.left + t.right) / 2, (t.top + t.bottom) / 2);
          if (at?.closest('.hand-card') !== el) hit.push(`${card}'s tab is covered by ${at?.closest('.hand-card')?.dataset.card ?? at?.tagName}`);
          for (const k of keep) {
            if (over(t, k.r)) hit.push(`${card}'s tab over ${k.what}`);
            if (over(f, k.r)) hit.push(`${card} over ${k.what}`);
          }
        }
        return hit;
      });
      await screenshot(page, `edges-pass-tabs-${large ? 'large-' : ''}${size.width}x${size.height}`);
      assert.deepEqual(hits, [], what);
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

test('scores: the end rule a small line; the chart says a far end under it and draws the person’s line over equal ones', { timeout: 300_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark']) {
      const what = `${size.width} ${colorScheme}`;
      // (Seed 9: nobody shoots the moon, whose line would take the rule's place.)
      const { page, context, problems } = await openPage(env, { ...size, colorScheme }, '?game=black-lady&players=4&seed=9&speed=instant');
      const { overlay } = await playDealByClicking(page);
      assert.equal(overlay, 'scores');
      await animationsDone(page);
      const rule = async () =>
        page.locator('#dialog-subtitle').evaluate((el) => {
          const style = getComputedStyle(el);
          return { text: el.innerText, height: el.getBoundingClientRect().height, size: parseFloat(style.fontSize), weight: Number(style.fontWeight), classes: el.className };
        });
      const dealRule = await rule();
      assert.match(dealRule.text, /100/, `${what}: how the game ends`);
      assert.ok(dealRule.size <= 14 && dealRule.weight < 600, `${what}: a small plain line: ${JSON.stringify(dealRule)}`);
      assert.ok(dealRule.height <= 3 * dealRule.size * 1.3, `${what}: ${dealRule.height} px tall`);
      await screenshot(page, `edges-deal-scores-${colorScheme}-${size.width}x${size.height}`);
      await page.getByRole('button', { name: 'Next hand' }).click();
      await page.waitForSelector('.app[data-overlay=""]');
      await page.getByRole('button', { name: 'Scores' }).click();
      await page.waitForSelector('.app[data-overlay="score-sheet"]');
      await animationsDone(page);
      const sheetRule = await rule();
      assert.ok(sheetRule.size <= 14 && sheetRule.weight < 600 && sheetRule.height <= 3 * sheetRule.size * 1.3, `${what}: ${JSON.stringify(sheetRule)}`);
      const chart = await page.evaluate(() => {
        const svg = document.querySelector('.chart svg');
        const ends = [...svg.querySelectorAll('.end text')].map((t) => t.getBoundingClientRect());
        const endLine = svg.querySelector('.end line')?.getBoundingClientRect();
        // Where every line starts (0 before the first deal), the one on top is the person's.
        const mine = svg.querySelector('.line.s0');
        const start = mine.points.getItem(0);
        const at = new DOMPoint(start.x, start.y).matrixTransform(mine.getScreenCTM());
        const top = document.elementFromPoint(at.x + 1, at.y);
        return {
          ends,
          endLine,
          note: document.querySelector('.chart .end-note')?.innerText ?? '',
          onTop: top?.classList.contains('s0') || top?.classList.contains('casing'),
          topIs: top?.getAttribute('class'),
        };
      });
      // Far from every score, the end is said under the chart, on no line; near, its words sit
      // just over its own dashed line.
      if (chart.ends.length === 0) assert.match(chart.note, /^The game ends at 100\b/, what);
      else for (const t of chart.ends) assert.ok(chart.endLine && t.bottom <= chart.endLine.top + 2 && chart.endLine.top - t.bottom < 8, `${what}: the words on their own line`);
      assert.ok(chart.onTop, `${what}: the person's line is on top where the lines meet (${chart.topIs})`);
      await screenshot(page, `edges-score-sheet-${colorScheme}-${size.width}x${size.height}`);
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

test('Settings: the keys in two aligned columns and every checkbox one size, phone and desktop', { timeout: 120_000 }, async () => {
  for (const size of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark']) {
      const what = `${size.width} ${colorScheme}`;
      const { page, context, problems } = await openPage(env, { ...size, colorScheme }, '?game=black-lady&players=4&seed=5&speed=fast');
      await waitForTurn(page);
      await menu(page, 'Settings and keys');
      const dialog = page.getByRole('dialog', { name: 'Settings and keys' });
      await dialog.waitFor();
      await animationsDone(page);
      const seen = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll('#settings input[type="checkbox"]')].map((el) => {
          const r = el.getBoundingClientRect();
          return `${Math.round(r.width)}x${Math.round(r.height)}`;
        });
        const lefts = (sel) => [...new Set([...document.querySelectorAll(sel)].map((el) => Math.round(el.getBoundingClientRect().left)))];
        return { boxes, keys: lefts('#settings .keys dt'), meanings: lefts('#settings .keys dd') };
      });
      assert.ok(seen.boxes.length >= 5, what);
      assert.equal(new Set(seen.boxes).size, 1, `${what}: checkboxes of sizes ${seen.boxes}`);
      assert.equal(seen.keys.length, 1, `${what}: the keys start at ${seen.keys}`);
      assert.equal(seen.meanings.length, 1, `${what}: what they do starts at ${seen.meanings}`);
      await dialog.locator('.keys').scrollIntoViewIfNeeded();
      await screenshot(page, `edges-settings-${colorScheme}-${size.width}x${size.height}`);
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

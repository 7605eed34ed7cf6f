// Every language, set as the browser's: the page speaks it from the first screen (`<html lang
// dir>`), a deal is played with the Hint and its review (and every hand shown), How to play,
// Fair play and Settings are opened, and no word on screen or in a screen reader's names is
// foreign to the language's own texts (so no English is left behind); axe finds nothing.
// Arabic is right to left: the page is mirrored and nothing overlaps on a phone or a desktop.
// Screenshots land in output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  axeViolations,
  openPage,
  passFirstCards,
  playDealByClicking,
  playFirstCard,
  screenshot,
  serveForTests,
  waitForTurn,
} from './harness.mjs';

const env = serveForTests();

/** Each language, as a browser of that country asks for it. */
const LANGUAGES = [
  ['en', 'en-GB', 'ltr'],
  ['de', 'de-DE', 'ltr'],
  ['fr', 'fr-FR', 'ltr'],
  ['es', 'es-ES', 'ltr'],
  ['nl', 'nl-NL', 'ltr'],
  ['pt-BR', 'pt-BR', 'ltr'],
  ['ru', 'ru-RU', 'ltr'],
  ['zh-CN', 'zh-CN', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
];

/**
 * Every text a person or a screen reader meets (visible text, text for screen readers only,
 * aria-labels and titles), but for the keys of the keyboard (<kbd>, printed as the keyboard
 * prints them) and the languages in Settings' list, each named in itself.
 */
function shownTexts(page) {
  return page.evaluate(() => {
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('kbd, option[lang], script, style, .splash, [hidden]')) continue;
      if (!el.checkVisibility()) continue;
      texts.push(node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      texts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    }
    return texts.join('\n');
  });
}

/** The words of a language's own texts (its pack, as the page fetched it), lower case. */
async function ownWords(page, code) {
  return page.evaluate(async (code) => {
    // A pack is text marked with control characters and private-use ones, none a letter.
    const pack = await (await fetch(`lang/${code}.txt`)).text();
    return [...new Set(pack.toLowerCase().match(/\p{L}+/gu) ?? [])];
  }, code);
}

/**
 * The words on screen (and in names a screen reader reads) in Latin or Cyrillic letters of
 * two or more, that the language's own texts do not have: English left behind, say. Seat
 * names, game names and card indices are in the pack, so they pass. A word may be written
 * from several pieces of a pack (Dutch "klaveren" and "zes" make "klaverenzes", French
 * "tomb" and "ée" make "tombée"): it passes when it splits into up to three of them.
 */
function foreign(text, own) {
  const known = new Set(own);
  const splits = (w, parts) =>
    known.has(w) ||
    (parts > 1 && [...Array(w.length).keys()].some((i) => i >= 2 && known.has(w.slice(0, i)) && splits(w.slice(i), parts - 1)));
  const found = new Set();
  for (const w of text.toLowerCase().match(/[\p{Script=Latin}\p{Script=Cyrillic}]{2,}/gu) ?? []) {
    if (!splits(w, 3)) found.add(w);
  }
  return [...found];
}

/**
 * Pairs of visible words' boxes that overlap: in the open dialog if there is one (what lies
 * under it is covered on purpose), else on the page outside the table and the hand (where
 * cards overlap on purpose).
 */
async function overlaps(page) {
  return page.evaluate(() => {
    const boxes = [];
    const root = document.querySelector('[role="dialog"][aria-modal="true"]') ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!node.textContent.trim() || !el || el.closest('.felt-box, .hand, .splash, .visually-hidden, [hidden], svg')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // What shows of a line inside a scrolled box is what the box does not clip.
      const clips = [];
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflow !== 'visible') clips.push(up.getBoundingClientRect());
      }
      for (const line of range.getClientRects()) {
        const r = { left: line.left, right: line.right, top: line.top, bottom: line.bottom };
        for (const c of clips) {
          r.left = Math.max(r.left, c.left);
          r.right = Math.min(r.right, c.right);
          r.top = Math.max(r.top, c.top);
          r.bottom = Math.min(r.bottom, c.bottom);
        }
        if (r.right - r.left > 1 && r.bottom - r.top > 1) boxes.push({ text: node.textContent.trim().slice(0, 30), r, el });
      }
    }
    const found = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.el === b.el) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 2 && y > 2) found.push(`"${a.text}" and "${b.text}"`);
      }
    }
    return found;
  });
}

for (const [code, locale, dir] of LANGUAGES) {
  test(`${code}: a deal with the Hint and the review, How to play and Settings, in ${code} only`, { timeout: 300_000 }, async () => {
    const size = code === 'ar' ? PHONE : DESKTOP;
    const { page, context, problems } = await openPage(env, { ...size, locale }, '?seed=3&speed=fast&level=easy');
    assert.equal(await page.evaluate(() => document.documentElement.lang), code);
    assert.equal(await page.evaluate(() => document.documentElement.dir), dir);
    const own = await ownWords(page, code);
    const seen = [];
    const look = async (what) => seen.push([what, await shownTexts(page)]);

    // How to play (R), Fair play from it, and Settings (?), from the keyboard.
    await waitForTurn(page);
    for (const [key, overlay] of [['r', 'rules'], ['?', 'settings']]) {
      await page.keyboard.press(key);
      await page.waitForSelector(`.app[data-overlay="${overlay}"]`);
      await look(overlay);
      await screenshot(page, `lang-${code}-${overlay}`);
      if (code === 'ar') assert.deepEqual(await overlaps(page), [], `nothing overlaps in ${overlay}`);
      if (overlay === 'rules') {
        // How to play leads to Fair play.
        await page.locator('.dialog.rules .dialog-buttons button.quiet').click();
        await page.waitForSelector('.app[data-overlay="fair-play"]');
        await look('fair play');
        await screenshot(page, `lang-${code}-fair-play`);
        if (code === 'ar') assert.deepEqual(await overlaps(page), [], 'nothing overlaps in Fair play');
      }
      await page.keyboard.press('Escape');
      await page.waitForSelector('.app[data-overlay=""]');
    }
    // The Hint, at the person's first card.
    for (let state = await waitForTurn(page); state.awaiting !== 'play'; state = await waitForTurn(page)) {
      if (state.awaiting === 'pass') await passFirstCards(page, state.passCount);
      else {
        await page.locator('.decision button').first().click();
        await page.waitForFunction((a) => document.querySelector('.app').dataset.awaiting !== a, state.awaiting);
      }
    }
    await page.locator('.hint-button').click();
    await page.waitForSelector('.app[data-hint="given"]');
    await look('the Hint');
    await screenshot(page, `lang-${code}-hint`);
    await playFirstCard(page);
    // The rest of the deal, then the review.
    await playDealByClicking(page);
    await page.waitForSelector('.review[data-review="done"]', { timeout: 120_000 });
    // Every hand of the deal, under the scores.
    await page.locator('.all-hands summary').click();
    await page.waitForFunction(() => document.querySelector('.all-hands')?.open);
    await look('the score table and the review');
    await screenshot(page, `lang-${code}-review`);
    const violations = await axeViolations(page, `lang-${code}-review`);
    if (code === 'ar') {
      assert.deepEqual(await overlaps(page), [], 'nothing overlaps on a phone (the review)');
    }
    if (code !== 'en') {
      const left = seen.map(([what, text]) => [what, foreign(text, own)]).filter(([, words]) => words.length);
      assert.deepEqual(left, [], `words not in ${code}'s texts`);
    }
    assert.deepEqual(violations, []);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('ar: right to left on a desktop too, and nothing overlaps', { timeout: 120_000 }, async () => {
  const { page, context, problems } = await openPage(env, { ...DESKTOP, locale: 'ar-EG' }, '?seed=3&speed=fast');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).direction), 'rtl');
  await waitForTurn(page);
  assert.deepEqual(await overlaps(page), []);
  await screenshot(page, 'lang-ar-desktop');
  await page.keyboard.press('?');
  await page.waitForSelector('.app[data-overlay="settings"]');
  assert.deepEqual(await overlaps(page), [], 'nothing overlaps in Settings');
  await screenshot(page, 'lang-ar-desktop-settings');
  assert.deepEqual(problems, []);
  await context.close();
});

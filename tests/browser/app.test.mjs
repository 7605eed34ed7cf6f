// The app in real headless Chromium against the release build, used as a person would:
// clicking card buttons, then by keyboard on a phone-sized screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, buttonNames, menu, openPage, playDealByClicking, screenshot, waitForTurn, serveForTests, wholeDeal } from './harness.mjs';

const env = serveForTests();

test('the page loads with its favicon, no console error and nothing from another origin', { timeout: 240_000 }, async () => {
  for (const size of [DESKTOP, PHONE]) {
    const { page, context, problems, requests } = await openPage(env, size, '?seed=1&speed=fast');
    await page.waitForSelector('.app[data-awaiting="pass"]');
    assert.equal(await page.title(), 'Moonshot · Hearts');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    assert.ok(icon, 'a favicon is linked');
    const iconResponse = await page.request.get(new URL(icon, page.url()).href);
    assert.equal(iconResponse.status(), 200);
    assert.ok(requests.some((url) => url.endsWith('.wasm')), 'the app loaded its wasm');
    await screenshot(page, `load-${size.width}x${size.height}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the same seed deals the same cards in the browser as natively', { timeout: 240_000 }, async () => {
  const { page, context, problems } = await openPage(env, DESKTOP, '?seed=1&speed=fast');
  await page.waitForSelector('.app[data-awaiting="pass"]');
  const cards = await page.locator('.hand button').evaluateAll((buttons) => buttons.map((b) => b.dataset.card));
  // Pinned in tests/playouts.rs: the first deal of seed 1, seat 0.
  assert.deepEqual(cards, '6D 7D AD 5S 7S 8S 9S AS 3H 5H 6H 8H AH'.split(' '));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a whole hand played by clicking the card buttons, then the score table', { timeout: 240_000 }, async () => {
  const { page, context, problems } = await openPage(env, DESKTOP, '?seed=7&speed=fast');
  let state = await waitForTurn(page);
  assert.equal(state.awaiting, 'pass');
  // Cards are buttons named for screen readers.
  const names = await buttonNames(page.locator('.hand'));
  assert.equal(names.length, 13);
  for (const name of names) assert.match(name, /^(Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of (Clubs|Diamonds|Spades|Hearts)$/);
  const passButton = page.getByRole('button', { name: /^Pass 3 cards/ });
  assert.equal(await passButton.isDisabled(), true, 'pass needs three cards');
  for (let i = 0; i < 3; i++) await page.locator('.hand button').nth(i).click();
  assert.equal(await page.locator('.hand button[aria-pressed="true"]').count(), 3);
  await screenshot(page, 'desktop-pass-chosen');
  await passButton.click();

  let plays = 0;
  let sawDisabledReason = false;
  while (true) {
    state = await waitForTurn(page);
    if (state.overlay === 'scores') break;
    assert.equal(state.awaiting, 'play');
    const unavailable = page.locator('.hand button[aria-disabled="true"]');
    if ((await unavailable.count()) > 0) {
      const reason = await unavailable.first().getAttribute('title');
      assert.match(reason, /must follow|not broken|No points on the first trick|must be led with/);
      assert.match(await page.locator('.hint').innerText(), /Your turn\./);
      if (!sawDisabledReason) {
        // A tap on an unavailable card says why, and plays nothing.
        const count = await page.locator('.hand button').count();
        // (Forced: Playwright will not click what is marked aria-disabled; a finger will.)
        await unavailable.first().click({ force: true });
        assert.equal(await page.locator('.hint').innerText(), reason);
        assert.equal(await page.locator('.hand button').count(), count);
      }
      sawDisabledReason = true;
    }
    const playable = page.locator('.hand button:not([aria-disabled])');
    assert.ok((await playable.count()) > 0, 'a card can be played');
    const before = await page.locator('.hand button').count();
    if (plays === 6) await screenshot(page, 'desktop-mid-hand');
    await playable.first().click();
    plays += 1;
    await page.waitForFunction((n) => document.querySelectorAll('.hand button').length < n, before);
    if (plays === 1) {
      // The card slides onto the table, named for screen readers.
      await page.getByRole('img', { name: /^You: / }).waitFor();
    }
  }
  assert.ok(wholeDeal(plays), `the person played every card up to the end or a claim: ${plays}`);
  assert.ok(sawDisabledReason, 'some card was refused with its reason shown');
  const dialog = page.getByRole('dialog');
  assert.match(await dialog.innerText(), /Deal 1 scores/);
  const totals = await page.locator('.scores td.total').allInnerTexts();
  assert.equal(totals.length, 4);
  const sum = totals.map(Number).reduce((a, b) => a + b, 0);
  assert.ok(sum === 26 || sum === 78, `a deal scores 26 (or 78 after a moon), got ${sum}`);
  await screenshot(page, 'desktop-scores');
  await page.getByRole('button', { name: 'Next hand' }).click();
  state = await waitForTurn(page);
  assert.equal(state.deal, 2);
  assert.equal(state.awaiting, 'pass');
  assert.match(await page.locator('.pass-button').innerText(), /to the right/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('keyboard play on a phone: Tab into the hand, arrows to move, Enter to choose', { timeout: 240_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?seed=3&speed=fast');
  await waitForTurn(page);
  await page.locator('.hand button').first().focus();
  const focused = () => page.evaluate(() => document.activeElement?.dataset.card ?? null);
  const first = await focused();
  await page.keyboard.press('ArrowRight');
  const second = await focused();
  assert.notEqual(first, second, 'the right arrow moves to the next card');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.hand button[aria-pressed="true"]').count(), 3);
  // Tab reaches the Pass button (it is before the hand in the page).
  await page.locator('.pass-button').focus();
  await page.keyboard.press('Enter');
  let plays = 0;
  for (let i = 0; i < 40 && plays < 13; i++) {
    const state = await waitForTurn(page);
    if (state.overlay) break;
    if (state.awaiting !== 'play') continue;
    if (plays === 2) await screenshot(page, 'phone-keyboard-play');
    // After the first card, the focus comes back to a playable card by itself.
    if (plays === 0) await page.locator('.hand button:not([aria-disabled])').first().focus();
    await page.waitForFunction(() => document.activeElement?.matches('.hand button:not([aria-disabled])'));
    const before = await page.locator('.hand button').count();
    await page.keyboard.press('Enter');
    plays += 1;
    await page.waitForFunction((n) => document.querySelectorAll('.hand button').length < n, before);
  }
  assert.ok(wholeDeal(plays), `the person played every card up to the end or a claim: ${plays}`);
  await page.waitForSelector('.app[data-overlay="scores"]');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Next hand', 'the dialog takes the focus');
  await screenshot(page, 'phone-scores');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.app[data-awaiting="pass"][data-deal="2"]');
  assert.deepEqual(problems, []);
  await context.close();
});

test('how to play, written by the engine, opens from the menu and closes with Escape', { timeout: 240_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?seed=4&speed=fast');
  await page.waitForSelector('.app[data-awaiting="pass"]');
  await menu(page, 'How to play');
  const dialog = page.getByRole('dialog', { name: 'How to play: Black Lady' });
  await dialog.waitFor();
  const text = await dialog.innerText();
  assert.match(text, /The Queen of Spades scores 13 points\./);
  assert.match(text, /Hearts may not be led until a heart has been played/);
  assert.match(text, /Glossary/);
  assert.match(text, /Aardvark/);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Close');
  await screenshot(page, 'phone-rules');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.app[data-overlay=""][data-awaiting="pass"]');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Content-Security-Policy lets the page run only the site’s own code and reach only its own origin', { timeout: 120_000 }, async () => {
  const { page, context, problems } = await openPage(env, PHONE, '?seed=1&speed=fast');
  await page.waitForSelector('.app[data-awaiting="pass"]');
  assert.deepEqual(problems, [], 'the app itself breaks no rule of the policy');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(policy, /default-src 'self'/);
  const scripts = policy.split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === 'script-src');
  assert.deepEqual(scripts, ['script-src', "'self'", "'wasm-unsafe-eval'"], 'no inline script, no eval');
  // An injected inline script does not run, and nothing may be fetched from elsewhere.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    return window.injected === true;
  });
  assert.equal(ran, false, 'an inline script ran');
  const fetched = await page.evaluate(() =>
    fetch('https://example.com/').then(
      () => 'fetched',
      () => 'refused',
    ),
  );
  assert.equal(fetched, 'refused');
  await page.waitForTimeout(300); // the reports are events, delivered after the refusal
  // Both were reported as violations, and nothing else was.
  const violations = problems.filter((p) => p.includes('CSP violation'));
  assert.ok(violations.some((p) => p.includes('script-src')), problems.join('\n'));
  assert.ok(violations.some((p) => p.includes('connect-src')), problems.join('\n'));
  assert.deepEqual(
    problems.filter((p) => !p.includes('CSP violation') && !p.includes('Content Security Policy') && !p.includes('example.com')),
    [],
  );
  await context.close();
});

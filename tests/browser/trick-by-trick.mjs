// What a person sees trick by trick: `node tests/browser/trick-by-trick.mjs [QUERY]` plays one
// deal (default: 11-player Cancellation Hearts, seed 1234) on a 375x812 phone with Wait for
// Next trick on, playing the last card allowed each turn, and saves a screenshot of every
// finished trick (output/play11-trickN.png) and of each of the person's turns; it prints the
// words said beside each trick and any console error.
import { start, openPage, passFirstCards, screenshot, waitForTurn } from './harness.mjs';
const env = await start();
const init = () => localStorage.setItem('moonshot.settings', JSON.stringify({ pause_after_trick: true }));
const { page, context, problems } = await openPage(env, { width: 375, height: 812, init }, process.argv[2] ?? '?game=cancellation&players=11&seed=1234&speed=normal');
let n = 0;
for (let i = 0; i < 80; i++) {
  await page.waitForSelector('.next-trick, .app:is([data-awaiting="pass"], [data-awaiting="play"], [data-overlay="scores"], [data-overlay="game-over"])', { timeout: 120000 });
  if (await page.locator('.next-trick').count()) {
    n += 1;
    await screenshot(page, `play11-trick${n}`);
    const texts = await page.evaluate(() => [document.querySelector('.trick-result')?.innerText, document.querySelector('.last-trick')?.getAttribute('aria-label')]);
    console.log(`trick ${n}: ${texts[0]}`);
    await page.locator('.next-trick').click();
    await page.waitForTimeout(200);
    continue;
  }
  const s = await waitForTurn(page);
  if (s.overlay) { await screenshot(page, 'play11-scores'); break; }
  if (s.awaiting === 'pass') { await passFirstCards(page, s.passCount); continue; }
  await screenshot(page, `play11-turn${n + 1}`);
  const note = await page.evaluate(() => [...document.querySelectorAll('.trick-note p')].map((p) => p.innerText).join(' | '));
  console.log(`turn before trick ${n + 1}: prompt="${await page.locator('.prompt, .me .prompt-line').first().innerText().catch(() => '')}" note="${note}"`);
  await page.locator('.hand button:not([aria-disabled])').last().click();
  await page.waitForTimeout(200);
}
console.log(problems.join('\n'));
await context.close();
await env.stop();

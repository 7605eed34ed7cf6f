// Screenshots of the table for a person to look at: `node tests/browser/look.mjs QUERY NAME
// [WIDTHxHEIGHT] [PLAYS]` opens the release build with QUERY, plays PLAYS decisions by clicking
// (default 0) and saves tests/browser/output/NAME.png. LOOK_HINT=1 asks for the Hint first
// (LOOK_HINT=figures opens its figures too).
import { start, openPage, passFirstCards, screenshot, waitForTurn } from './harness.mjs';

const [query = '', name = 'look', size = '1280x800', plays = '0'] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const env = await start();
try {
  const { page, context, problems } = await openPage(env, { width, height }, query);
  for (let i = 0; i < Number(plays); i++) {
    const state = await waitForTurn(page);
    if (state.overlay) break;
    if (state.awaiting === 'pass') {
      await passFirstCards(page, state.passCount);
    } else if (state.awaiting === 'play') {
      await page.locator('.hand button:not([aria-disabled])').first().click();
    } else {
      await page.locator('.decision button').first().click();
    }
    await page.waitForTimeout(300);
  }
  await waitForTurn(page);
  // LOOK_HINT=1: with the Hint asked for, its figures open when LOOK_HINT=figures.
  if (process.env.LOOK_HINT) {
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.app[data-hint="given"]');
    if (process.env.LOOK_HINT === 'figures') await page.locator('.advice details.figures summary').click();
    await page.waitForTimeout(600);
  }
  await screenshot(page, name);
  if (problems.length) console.log(problems.join('\n'));
  await context.close();
} finally {
  await env.stop();
}

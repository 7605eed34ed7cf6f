// Screenshots of the table for a person to look at: `node tests/browser/look.mjs QUERY NAME
// [WIDTHxHEIGHT] [PLAYS]` opens the release build with QUERY, plays PLAYS decisions by clicking
// (default 0) and saves tests/browser/output/NAME.png. LOOK_HINT=1 asks for the Hint first
// (LOOK_HINT=figures opens its figures too). LOOK_SETTINGS='{"pause_after_trick":true}' sets the
// settings first; LOOK_WAIT=SELECTOR waits for it (".next-trick") before the screenshot, and
// LOOK_DARK=1 looks in the dark.
import { start, openPage, passFirstCards, screenshot, waitForTurn } from './harness.mjs';

const [query = '', name = 'look', size = '1280x800', plays = '0'] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const env = await start();
try {
  const settings = process.env.LOOK_SETTINGS;
  const init = settings ? new Function(`localStorage.setItem('moonshot.settings', ${JSON.stringify(settings)})`) : undefined;
  const colorScheme = process.env.LOOK_DARK ? 'dark' : 'light';
  const { page, context, problems } = await openPage(env, { width, height, init, colorScheme }, query);
  for (let i = 0; i < Number(plays); i++) {
    // With the table waiting for "Next trick", it is clicked (and counts as a play).
    await page.waitForSelector('.next-trick, .app[data-awaiting]:not([data-awaiting=""]), .app[data-overlay]:not([data-overlay=""])');
    if (await page.locator('.next-trick').count()) {
      await page.locator('.next-trick').click();
      await page.waitForTimeout(300);
      continue;
    }
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
  if (process.env.LOOK_WAIT) await page.waitForSelector(process.env.LOOK_WAIT, { timeout: 180_000 });
  else await waitForTurn(page);
  // LOOK_HINT=1: with the Hint asked for, its figures open when LOOK_HINT=figures.
  if (process.env.LOOK_HINT) {
    await page.locator('.hint-button').click();
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

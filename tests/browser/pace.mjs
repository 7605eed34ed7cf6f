// The pace a player feels: `node tests/browser/pace.mjs [DEALS] [SPEED] [LANG]` plays DEALS
// deals (default 2) at 4, 8 and 11 seats against Normal bots at SPEED (default normal) in the
// release build, in English or the language LANG (`?lang=`; then one deal, as the next deal's
// button is found by its English name), clicking like a person, and prints the wait from each
// of the person's cards to their next turn in the same deal (median and max, in seconds). The
// times are the page's own: a listener stamps the click, and a MutationObserver stamps the
// moment the table asks for the next card (`data-awaiting="play"`).
import { start, openPage, DESKTOP, passFirstCards, waitForTurn } from './harness.mjs';

const deals = Number(process.argv[2] ?? 2);
const speed = process.argv[3] ?? 'normal';
const lang = process.argv[4];
const tables = [
  ['black-lady', 4],
  ['cancellation', 8],
  ['cancellation', 11],
];

/** Runs in the page before its scripts: stamps clicks on a hand card and each new turn. */
function stamp() {
  window.__pace = { clicks: [], turns: [] };
  document.addEventListener(
    'click',
    (e) => {
      if (e.target.closest?.('.hand button:not([aria-disabled])')) window.__pace.clicks.push(performance.now());
    },
    true,
  );
  let last = '';
  new MutationObserver(() => {
    const app = document.querySelector('.app');
    const now = app?.dataset.awaiting ?? '';
    if (now === 'play' && last !== 'play') window.__pace.turns.push(performance.now());
    last = now;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-awaiting'], childList: true });
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const env = await start();
const rows = [];
try {
  for (const [game, players] of tables) {
    const query = `?game=${game}&players=${players}&level=normal&speed=${speed}&seed=${players * 101}${lang ? `&lang=${lang}` : ''}`;
    const { page, context, problems } = await openPage(env, { ...DESKTOP, init: stamp }, query);
    const waits = [];
    for (let deal = 0; deal < deals; deal++) {
      for (;;) {
        const state = await waitForTurn(page);
        if (state.overlay) break;
        if (state.awaiting === 'pass') {
          await passFirstCards(page, state.passCount);
          continue;
        }
        if (state.awaiting !== 'play') {
          await page.locator('.decision button').first().click();
          await page.waitForFunction((a) => document.querySelector('.app').dataset.awaiting !== a, state.awaiting);
          continue;
        }
        const turnsBefore = await page.evaluate(() => window.__pace.turns.length);
        await page.locator('.hand button:not([aria-disabled])').first().click();
        // The next turn in this deal, or the deal's end.
        await page.waitForFunction(
          (n) => window.__pace.turns.length > n || document.querySelector('.app').dataset.overlay,
          turnsBefore,
          { timeout: 60_000 },
        );
        const { clicks, turns } = await page.evaluate(() => window.__pace);
        if (turns.length > turnsBefore) waits.push((turns[turns.length - 1] - clicks[clicks.length - 1]) / 1000);
      }
      if (deal + 1 < deals) {
        const next = page.getByRole('button', { name: 'Next hand' });
        if ((await next.count()) === 0) break;
        await next.click();
      }
    }
    if (problems.length) console.log(problems.join('\n'));
    await context.close();
    rows.push({ game, players, waits });
  }
} finally {
  await env.stop();
}
console.log(`Wait from the person's card to their next turn, Normal bots, speed ${speed}, ${lang ?? 'en'} (seconds):`);
console.log('| table | turns | median | max |');
console.log('|---|---|---|---|');
for (const { game, players, waits } of rows) {
  const fmt = (x) => x.toFixed(2);
  console.log(`| ${game}, ${players} seats | ${waits.length} | ${fmt(median(waits))} | ${fmt(Math.max(...waits))} |`);
}

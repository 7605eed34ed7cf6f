import { chromium } from 'playwright-core';
const [code, w, h, name] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
const errs = []; p.on('console', m => { if (m.type() === 'error') errs.push(m.text()); });
await p.goto(`http://127.0.0.1:8765/?lang=${code}&seed=3`);
await p.waitForSelector('.topbar');
await p.waitForTimeout(1500);
await p.screenshot({ path: `output/${name}.png` });
if (process.argv[6]) { await p.keyboard.press(process.argv[6]); await p.waitForTimeout(800); await p.screenshot({ path: `output/${name}-2.png` }); }
console.log(errs.join('\n'));
await b.close();

// Draws the app's PNG icons from their SVG sources in Debian's Chromium:
// `node tests/browser/icons.mjs` writes static/icons/*.png. Run it after changing
// static/icons/icon.svg or static/maskable-icon.svg, and commit the PNGs (the build copies them).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const icons = path.join(root, 'static/icons');
// [source, output, size]: "any" icons keep the icon's rounded square on a transparent
// ground; maskable ones (and Apple's, which the system rounds itself) are full bleed.
const wanted = [
  ['static/icons/icon.svg', 'icon-192.png', 192],
  ['static/icons/icon.svg', 'icon-512.png', 512],
  ['static/maskable-icon.svg', 'maskable-192.png', 192],
  ['static/maskable-icon.svg', 'maskable-512.png', 512],
  ['static/maskable-icon.svg', 'apple-touch-icon.png', 180],
];
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'moonshot-icons-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const [source, output, size] of wanted) {
    const svg = fs.readFileSync(path.join(root, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: path.join(icons, output), omitBackground: true });
    console.log(`static/icons/${output} (${size}×${size})`);
  }
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}

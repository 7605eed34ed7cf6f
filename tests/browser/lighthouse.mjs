// Lighthouse's four scores for the built site: `node tests/browser/lighthouse.mjs [RUNS]`
// (after scripts/build-site). It serves dist/ as a static host does, gzipped, and runs the
// Lighthouse npm package against Debian's Chromium (headless, a fresh profile each run), with
// Lighthouse's default mobile emulation and simulated throttling. Prints each run's scores and
// metrics, then the median of each score; the full report of the last run is written to
// tests/browser/output/lighthouse.html.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, output } from './harness.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves dist/ on a free local port the way static hosts (GitHub Pages among them) serve a
 * site: gzipped when the browser accepts it, with a Content-Type for each file.
 */
async function start() {
  const server = http.createServer((request, response) => {
    let file = path.join(dist, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (file.endsWith('/')) file += 'index.html';
    if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    let body = fs.readFileSync(file);
    // As GitHub Pages does: cacheable for ten minutes, with the file's date.
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=600',
      'Last-Modified': fs.statSync(file).mtime.toUTCString(),
    };
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && !file.endsWith('.png')) {
      body = gzipSync(body, { level: 9 });
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

const runs = Number(process.argv[2] ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const env = await start();
const scores = Object.fromEntries(categories.map((c) => [c, []]));
try {
  for (let run = 1; run <= runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const result = await lighthouse(`${env.origin}/`, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: categories,
      });
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const line = categories.map((c) => {
        const score = Math.round(lhr.categories[c].score * 100);
        scores[c].push(score);
        return `${lhr.categories[c].title} ${score}`;
      });
      const figures = metrics.map(([id, name]) => `${name} ${lhr.audits[id].displayValue}`);
      console.log(`run ${run}: ${line.join(', ')} (${figures.join(', ')})`);
      for (const c of categories) {
        const failed = lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${ref.id} ${lhr.audits[ref.id].score}`);
        if (failed.length && c !== 'performance') console.log(`  ${c}: not full marks: ${failed.join(', ')}`);
      }
      fs.mkdirSync(output, { recursive: true });
      fs.writeFileSync(path.join(output, 'lighthouse.html'), result.report);
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await env.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`median of ${runs}: ${categories.map((c) => `${c} ${median(scores[c])}`).join(', ')}`);

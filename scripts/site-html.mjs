// Finishes the built site's index.html (scripts/build-site runs it after trunk): `node
// scripts/site-html.mjs FOLDER`.
// - trunk writes the code that starts the wasm as an inline module script: it moves to a file
//   of its own, start-HASH.js, named by its content like trunk's other files, followed by
//   static/pwa.js (which registers the service worker), so that they come in one request;
// - a Content-Security-Policy meta tag, first in the head, lets the page load only the site's
//   own files (and compile WebAssembly), so it holds on any static host.
// It fails if an inline script or an inline event handler is left.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const site = process.argv[2];
const file = path.join(site, 'index.html');
let html = fs.readFileSync(file, 'utf8');

const POLICY = [
  "default-src 'self'",
  // WebAssembly needs 'wasm-unsafe-eval'; no inline script, no eval of text.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  // The table positions cards with style attributes (custom properties such as --i).
  "style-src-attr 'unsafe-inline'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

const inline = [...html.matchAll(/<script type=module>([\s\S]*?)<\/script>/g)];
if (inline.length !== 1) throw new Error(`expected trunk's one inline start script, found ${inline.length}`);
// Whole-line comments of pwa.js are for its reader, not for the player's download.
const pwa = fs
  .readFileSync(new URL('../static/pwa.js', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => !/^\s*\/\//.test(line))
  .join('\n');
const code = `${inline[0][1].trim()}\n${pwa}`;
const start = `start-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
fs.writeFileSync(path.join(site, start), code);
html = html.replace(inline[0][0], `<script type=module src=./${start}></script>`);

const charset = html.match(/<meta charset=["']?utf-8["']?>/i);
if (!charset) throw new Error('no <meta charset=utf-8> in index.html');
html = html.replace(charset[0], `${charset[0]}<meta http-equiv=Content-Security-Policy content="${POLICY}">`);

const leftover = html.match(/<script(?![^>]*\bsrc=)[^>]*>/i) ?? html.match(/<[^>]+\son[a-z]+=/i);
if (leftover) throw new Error(`index.html still has inline code: ${leftover[0]}`);
fs.writeFileSync(file, html);
console.log(`site-html: ${start} (trunk's start and pwa.js) and the Content-Security-Policy in ${file}`);

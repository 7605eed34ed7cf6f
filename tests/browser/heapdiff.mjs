// Where the JavaScript heap grows between games: `node tests/browser/heapdiff.mjs [A] [B]`
// (after scripts/build-site) plays games with the bots in every seat, as the soak does, takes
// a heap snapshot after game A (default 3) and after game B (default 9), and prints the kinds
// of object whose count or size grew most between them. For finding a leak the soak reports.
import { DESKTOP, newGameFromGameOver, openPage, start } from './harness.mjs';

const a = Number(process.argv[2] ?? 3);
const b = Number(process.argv[3] ?? 9);
const kinds = [
  ['black-lady', 4],
  ['spot-hearts', 3],
];

async function snapshot(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const data = JSON.parse(chunks.join(''));
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups = new Map();
  for (let i = 0; i < data.nodes.length; i += width) {
    const label = `${types[data.nodes[i + type]]} ${String(data.strings[data.nodes[i + name]]).slice(0, 60)}`;
    const group = groups.get(label) ?? { count: 0, size: 0 };
    group.count += 1;
    group.size += data.nodes[i + size];
    groups.set(label, group);
  }
  return groups;
}

const env = await start();
try {
  const { page, context, problems } = await openPage(
    env,
    DESKTOP,
    `?game=${kinds[0][0]}&players=${kinds[0][1]}&seed=1&speed=instant&watch=1&level=easy`,
  );
  const cdp = await context.newCDPSession(page);
  let before;
  for (let g = 1; g <= b; g++) {
    await page.waitForSelector('.app[data-overlay="game-over"]', { timeout: 600_000 });
    if (g === a) before = await snapshot(cdp);
    if (g === b) break;
    await newGameFromGameOver(page, ...kinds[g % kinds.length]);
  }
  const after = await snapshot(cdp);
  const rows = [];
  for (const [label, now] of after) {
    const then = before.get(label) ?? { count: 0, size: 0 };
    if (now.size !== then.size || now.count !== then.count) {
      rows.push({ label, count: now.count - then.count, size: now.size - then.size });
    }
  }
  rows.sort((x, y) => y.size - x.size);
  const total = rows.reduce((sum, r) => sum + r.size, 0);
  console.log(`between game ${a} and game ${b}: ${total} bytes more in all`);
  const js = rows.filter((r) => /^(object|closure|array|string|concatenated|sliced|regexp|number|hidden) /.test(r.label));
  console.log(`of which JavaScript objects, closures, arrays and strings: ${js.reduce((sum, r) => sum + r.size, 0)} bytes`);
  for (const r of js.slice(0, 15)) console.log(`${String(r.size).padStart(9)} ${String(r.count).padStart(7)}  ${r.label}`);
  console.log("every kind:");
  for (const r of rows.slice(0, 25)) console.log(`${String(r.size).padStart(9)} ${String(r.count).padStart(7)}  ${r.label}`);
  if (problems.length) console.log(`problems:\n${problems.join('\n')}`);
  await context.close();
} finally {
  await env.stop();
}

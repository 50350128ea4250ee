// `npm run bench:render`: how long the play page takes to show one state update, in
// Chromium. A mid-game log (bots) is loaded, then each bot answer is timed in two parts:
// the engine (answer, redaction, the log's sentences) and the page (every Lit update it
// causes, then style and layout, forced). One frame at 60 Hz is 16.7 ms. Also prints the
// size of the bundle. Not a test: the figures vary with the machine.
import { readdir, stat, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { resolveFormat } from '../../core/load/catalog.ts';
import { loadProjectCatalog } from '../../cli/node-sources.ts';
import { repoRoot } from '../../scripts/virtual-sources.mjs';
import { launch, openPage, startApp } from './support/app.ts';
import { midGameLog } from './support/midgame.ts';
import { registry } from '../../formats/index.ts';

const CASES = [
  { id: 'fixture-shadows', seats: 4, viewer: 'spectator' },
  { id: 'fixture-shadow-players', seats: 4, viewer: 'p1' },
  { id: 'l5r-stronghold', seats: 2, viewer: 'p1' },
];
const UPDATES = 30;

// One update: step a bot, yield once (Lit's updates are microtasks, all done by then), force layout.
const MEASURE = `(async (n) => {
  const play = document.querySelector('rs-app').shadowRoot.querySelector('rs-play');
  const session = play.session;
  session.pause();
  const yieldOnce = () => new Promise((resolve) => { const ch = new MessageChannel(); ch.port1.onmessage = resolve; ch.port2.postMessage(0); });
  await yieldOnce();
  const engine = [], page = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    if (!session.step()) break;
    const t1 = performance.now();
    await yieldOnce();
    document.body.getBoundingClientRect();
    for (const el of play.shadowRoot.querySelectorAll('*')) { if (el.shadowRoot) { el.shadowRoot.firstElementChild?.getBoundingClientRect(); break; } }
    const t2 = performance.now();
    engine.push(t1 - t0);
    page.push(t2 - t1);
    // Let the page finish its after-frame work (the state hash) before the next update.
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  const cards = (root) => { let count = 0; const walk = (node) => { count += node.querySelectorAll('rs-card').length; for (const el of node.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot); }; walk(root); return count; };
  return { engine, page, cards: cards(play.shadowRoot) };
})`;

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `median ${q(0.5).toFixed(1)} ms, p90 ${q(0.9).toFixed(1)} ms, max ${s.at(-1)!.toFixed(1)} ms`;
};

const catalog = loadProjectCatalog(repoRoot, registry);
const scratch = await mkdtemp(path.join(tmpdir(), 'rules-sandbox-bench-'));
const app = await startApp();
const browser = await launch();
try {
  for (const c of CASES) {
    const format = resolveFormat(catalog, c.id);
    const mid = midGameLog(format, c.seats, 7, { human: false });
    const file = path.join(scratch, `${c.id}.json`);
    // Start a third of the way in, so the updates timed are mid-game ones (short games: from the start).
    const start = mid.total >= UPDATES * 2 ? Math.floor(mid.total / 3) : 0;
    await writeFile(file, JSON.stringify({ ...mid.log, answers: mid.log.answers.slice(0, start) }));
    const { page } = await openPage(browser, `${app.url}#/play/${c.id}?seed=7&seats=${c.seats}`);
    await page.locator('rs-play-controls input.load').setInputFiles(file);
    await page.locator('rs-play .notice').waitFor();
    await page.locator(`rs-play-controls button.viewer[data-viewer="${c.viewer}"]`).click();
    // Warm up (first renders compile templates), then measure.
    await page.evaluate(`${MEASURE}(3)`);
    const result = (await page.evaluate(`${MEASURE}(${UPDATES})`)) as { engine: number[]; page: number[]; cards: number };
    console.log(`${c.id}, ${c.seats} seats, viewing as ${c.viewer}, ${result.cards} cards on the table, ${result.page.length} updates:`);
    console.log(`  page (Lit updates + style + layout): ${stats(result.page)}`);
    console.log(`  engine (answer + views + log sentences): ${stats(result.engine)}`);
    await page.context().close();
  }
} finally {
  await browser.close();
  await rm(scratch, { recursive: true, force: true });
}

// The bundle as `npm run build` makes it (the same options), raw and gzipped.
const files = (await readdir(app.dir)).filter((f) => f.endsWith('.js'));
for (const f of files) {
  const full = path.join(app.dir, f);
  const raw = (await stat(full)).size;
  const gz = gzipSync(readFileSync(full)).length;
  console.log(`bundle ${f}: ${(raw / 1024).toFixed(0)} KiB, ${(gz / 1024).toFixed(0)} KiB gzipped`);
}
await app.close();

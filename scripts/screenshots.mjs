// `npm run screenshots`: builds the app, serves it on a free loopback port, and with
// playwright-core and Debian's Chromium takes 1400×900 and 1366×768 screenshots of the table
// mid-game (failing when the viewer's own hand is not in view at either) for every format
// that isn't a test format, plus one test format at four seats and an Enlightenment table of
// four diplomats with two treaties in force, into
// screenshots/ (PNG files are gitignored). A mid-game log (bots play a game, cut where p1,
// a human seat, has a decision) is loaded through the page's "Load log", so the picture is
// what a player sees. Also: the catalog, the editor, and the comparison page after a run (its
// table, then its charts), and the README's worked example: three Siege clock decks compared, their
// distributions, clock cards by card, and Force against threat. Run with tsx (see package.json).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Driver } from '../core/driver.ts';
import { loadProjectCatalog } from '../cli/node-sources.ts';
import { resolveFormat } from '../core/load/catalog.ts';
import { newGame } from '../core/session.ts';
import { registry, rulesModules } from '../formats/index.ts';
import { launch, openPage, startApp } from '../test/e2e/support/app.ts';
import { midGameLog } from '../test/e2e/support/midgame.ts';
import { handNotInView, LAPTOPS, tableSpills } from '../test/e2e/support/layout.ts';
import { repoRoot } from './virtual-sources.mjs';
import { compareHref } from '../web/route.ts';
import { treatyState } from '../core/treaty/record.ts';

const FIXTURE = { id: 'fixture-shadows', seats: 4 };
// Enlightenment at four with diplomats, at a moment with two treaties or more in force.
const TREATIES = {
  id: 'l5r-enlightenment',
  seats: 4,
  name: 'l5r-enlightenment-4-treaties',
  mid: { bot: 'bot:diplomat', worth: (s) => (treatyState.read(s).active.length >= 2 ? 10 : 0) },
};
const COMPARE = { specs: ['l5r-shadowlands-coop seats=1 bots=greedy', 'l5r-shadowlands-coop seats=2 bots=greedy'], games: 40, seed: 1 };
// The README's worked example: three Siege clock decks, their distributions and cards.
const CLOCKS = {
  specs: ['', ' param.clockDeck=tide-clock', ' param.clockDeck=still-water-clock'].map((p) => `l5r-ccg-siege seats=3 bots=greedy${p}`),
  games: 60,
  seed: 1,
};
const SIZE = LAPTOPS[0];
const outDir = path.join(repoRoot, 'screenshots');

const catalog = loadProjectCatalog(repoRoot, registry);
const targets = [];
for (const entry of catalog.formats.values()) {
  if (entry.value.fixture === true) continue;
  try {
    const format = resolveFormat(catalog, entry.id);
    targets.push({ format, seats: format.seats.default ?? format.seats.min });
  } catch (e) {
    console.error(`skipping ${entry.id}: it does not resolve (${e.message.split('\n')[0]})`);
  }
}
targets.push({ format: resolveFormat(catalog, FIXTURE.id), seats: FIXTURE.seats });
targets.push({ format: resolveFormat(catalog, TREATIES.id), seats: TREATIES.seats, name: TREATIES.name, mid: TREATIES.mid });

await mkdir(outDir, { recursive: true });
const scratch = await mkdtemp(path.join(tmpdir(), 'rules-sandbox-shots-'));
const app = await startApp();
const browser = await launch();
let failed = 0;
try {
  for (const { format, seats, name = format.id, mid: how = {} } of targets) {
    const seed = 7;
    let mid;
    try {
      mid = format.seats.roles?.some((r) => r.role === 'shadowlands')
        ? shadowlandsMoment(format, seats, seed)
        : midGameLog(format, seats, seed, how);
    } catch (e) {
      failed++;
      console.error(`${format.id}: bots could not play a game to picture (${e.message})`);
      continue;
    }
    const file = path.join(scratch, `${name}.json`);
    await writeFile(file, JSON.stringify(mid.log));
    // The table at each laptop size, the viewer's own hand in view at every one.
    for (const size of LAPTOPS) {
      const { page, errors } = await openPage(browser, `${app.url}#/play/${format.id}?seed=${seed}&seats=${seats}`, size);
      await page.locator('rs-play-controls input.load').setInputFiles(file);
      await page.locator('rs-replay-bar [data-field="replay-at"]', { hasText: `answer ${mid.at} of ${mid.at}` }).waitFor();
      await page.locator('rs-play-controls button.pause').click();
      // The load notice has done its job; the picture is of the table.
      await page.locator('rs-play .notice button').click();
      await page.locator('rs-play .notice').waitFor({ state: 'detached' });
      const suffix = size === SIZE ? '' : `-${size.width}x${size.height}`;
      const shot = path.join(outDir, `${name}${suffix}.png`);
      await page.screenshot({ path: shot });
      console.log(`${path.relative(repoRoot, shot)}  (${seats} seats, answer ${mid.at} of a ${mid.total}-answer game)`);
      const hand = format.zones.some((z) => z.id === 'hand') ? await handNotInView(page, size) : null;
      for (const problem of [hand, await tableSpills(page)].filter(Boolean)) {
        failed++;
        console.error(`${format.id} at ${size.width}×${size.height}: ${problem}`);
      }
      if (errors.length) {
        failed++;
        console.error(errors.join('\n'));
      }
      await page.context().close();
    }
  }
  // The catalog and the editor with a mistake in it.
  let { page } = await openPage(browser, `${app.url}#/`, SIZE);
  await page.locator('rs-catalog li[data-format]').first().waitFor();
  await page.screenshot({ path: path.join(outDir, 'catalog.png') });
  console.log('screenshots/catalog.png');
  await page.goto(`${app.url}#/edit/l5r-skirmish`);
  await page.locator('rs-code-editor .cm-line', { hasText: 'maxBid:' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(', doc: oops');
  await page.locator('rs-format-editor [data-field="check-status"]', { hasText: 'problem' }).waitFor();
  await page.screenshot({ path: path.join(outDir, 'editor.png') });
  console.log('screenshots/editor.png');
  await page.context().close();
  // The comparison page (a fresh page: no edits in play): the URL names the whole run, so it
  // plays on opening, on Web Workers.
  const compare = await openPage(browser, `${app.url}${compareHref(COMPARE)}`, SIZE);
  page = compare.page;
  await page.locator('rs-compare section.results[data-partial=""]').waitFor({ timeout: 120_000 });
  await page.locator('rs-compare rs-metric-chart canvas').first().waitFor();
  await page.screenshot({ path: path.join(outDir, 'compare.png') });
  console.log('screenshots/compare.png');
  await page.locator('rs-compare .charts-head').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(outDir, 'compare-charts.png') });
  console.log('screenshots/compare-charts.png');
  if (compare.errors.length) {
    failed++;
    console.error(compare.errors.join('\n'));
  }
  await page.context().close();
  const clocks = await openPage(browser, `${app.url}${compareHref(CLOCKS)}`, SIZE);
  page = clocks.page;
  await page.locator('rs-compare section.results[data-partial=""]').waitFor({ timeout: 300_000 });
  for (const [selector, name] of [
    ['rs-compare .charts.distributions', 'compare-clocks-distributions'],
    ['rs-compare .charts.by-card', 'compare-clocks-by-card'],
    ['rs-compare .charts.against', 'compare-clocks-against'],
  ]) {
    await page.locator(selector).evaluate((el) => el.previousElementSibling.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(outDir, `${name}.png`) });
    console.log(`screenshots/${name}.png`);
  }
  if (clocks.errors.length) {
    failed++;
    console.error(clocks.errors.join('\n'));
  }
  await page.context().close();
} finally {
  await browser.close();
  await app.close();
  await rm(scratch, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/**
 * A cooperative game against the Shadowlands deck, cut where the first player (made human)
 * decides while the deck attacks with a wave and has more at home, after a randomizer card
 * was turned; among those, a moment when that player's own seat is small (five provinces,
 * a few characters at home), so the sticky seat at the bottom leaves the rings and the
 * Shadowlands panel in view at 1400×900.
 */
function shadowlandsMoment(format, seats, seed) {
  const bot = 'bot:greedy';
  const game = newGame({ format, modules: rulesModules, seed, seats, defaultController: bot });
  const player = game.state.seats.find((s) => s.controller === bot).id;
  const deck = game.state.seats.find((s) => s.role === 'shadowlands').id;
  const states = [];
  game.state$.subscribe((s) => states.push(s));
  game.start();
  new Driver(game, seed).run(5000);
  const total = game.state.answered;
  const zone = (s, key) => s.zones[key] ?? [];
  const score = (s) => {
    if (!s || s.ended || !s.pending.some((d) => d.seat === player)) return -1;
    const conflict = s.modules.l5r?.conflict;
    let n = 0;
    if (conflict?.attackingSeat === deck && conflict.attackers?.length) n += 4;
    if (conflict?.defenders?.length) n += 1;
    const waves = new Set(
      zone(s, `${deck}.home`)
        .map((id) => s.cards[id])
        .filter((c) => c.type === 'character' && !c.turned && !conflict?.attackers?.includes(c.id))
        .map((c) => c.tokens.fate ?? 0),
    );
    n += Math.min(2, waves.size);
    if (zone(s, `${deck}.conflictDiscard`).length) n += 1;
    // The player's seat: one line of provinces and a short home keep it small.
    if (zone(s, `${player}.provinces`).length <= 5) n += 3;
    if (zone(s, `${player}.home`).length <= 5) n += 2;
    if (zone(s, `${player}.hand`).length <= 8) n += 1;
    return n;
  };
  let best = Math.floor(total / 2);
  let bestScore = -1;
  for (const s of states) {
    if (s.answered < total * 0.3 || s.answered > total * 0.85) continue;
    const sc = score(s);
    if (sc > bestScore) [best, bestScore] = [s.answered, sc];
  }
  const log = game.log();
  return {
    log: {
      ...log,
      answers: log.answers.slice(0, best),
      seats: log.seats.map((s, i) => ({ controller: game.state.seats[i].id === player ? 'human' : s.controller })),
    },
    at: best,
    total,
  };
}

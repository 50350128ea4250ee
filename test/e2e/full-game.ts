// `npm run play:full-game [-- seed]`: a person's whole L5R stronghold game against
// bot:greedy, played in Chromium by clicking: the new-game form, then every decision of p1
// answered through the page (buttons, highlighted cards, the number field, the keyboard)
// until someone wins. Prints how many decisions of each kind p1 answered. Not part of
// `npm test` (a whole game takes a while); the e2e tests check each way of answering.
import { startApp, launch, openPage } from './support/app.ts';
const app = await startApp();
const browser = await launch();
const seed = Number(process.argv.at(-1)?.match(/^\d+$/) ? process.argv.at(-1) : 11);
const { page, errors } = await openPage(browser, app.url + '#/new/l5r-stronghold');
await page.locator('input#seed').fill(String(seed));
await page.locator('input#seed').dispatchEvent('change');
await page.locator('button.start').click();
await page.locator('rs-play-controls button.fast').click();
let rnd = seed;
const random = () => ((rnd = (rnd * 1103515245 + 12345) % 2147483648) / 2147483648);
const t0 = Date.now();
let answers = 0;
let cardClicks = 0;
let keys = 0;
const kinds: Record<string, number> = {};
for (let i = 0; i < 2000; i++) {
  const over = await page.locator('rs-table [data-field="winner"]').count();
  if (over) break;
  const section = page.locator('rs-decision section[data-decision]');
  try { await section.waitFor({ timeout: 8000 }); } catch { console.log('no decision; state:', await page.locator('rs-table').innerText()); break; }
  const kind = (await section.getAttribute('data-kind'))!;
  const id = await section.getAttribute('data-decision');
  kinds[kind] = (kinds[kind] ?? 0) + 1;
  const number = section.locator('input[type=number]');
  if (await number.count()) {
    const max = Number(await number.getAttribute('max'));
    const min = Number(await number.getAttribute('min'));
    const v = Math.min(max, min + Math.floor(random() * (max - min + 1)));
    await number.fill(String(v));
    await number.press('Enter');
  } else if (await section.locator('button.confirm-choice').count()) {
    const targets = page.locator('rs-table rs-card[pick="target"]');
    const n = await targets.count();
    const want = kind === 'defenders' ? Math.floor(random() * (n + 1)) : Math.max(1, Math.ceil(n * random()));
    for (let k = 0; k < want; k++) {
      const t = page.locator('rs-table rs-card[pick="target"]').first();
      if (await t.count() === 0) break;
      await t.locator('.card').click();
    }
    await section.locator('button.confirm-choice').click();
  } else {
    const n = await section.locator('button.option').count();
    const quiet = section.locator('button.option.quiet');
    const nq = await quiet.count();
    // Mostly act; pass a third of the time so the windows close.
    let btn;
    if (nq > 0 && (random() < 0.35 || n === nq)) btn = quiet.first();
    else {
      const loud = section.locator('button.option:not(.quiet)');
      btn = loud.nth(Math.floor(random() * (await loud.count())));
    }
    // Sometimes click the card (or ring) on the table instead, sometimes use the keyboard.
    const r = random();
    const card = await btn.getAttribute('data-card');
    const option = await btn.getAttribute('data-option');
    const onTable = card ? page.locator(`rs-table rs-card .card[data-card="${card}"], rs-table button.ring[data-card="${card}"]`).first() : null;
    if (onTable && r < 0.4 && (await onTable.count())) {
      await onTable.click();
      // A card several options name moves them to the top of the panel: pick the one chosen.
      const focused = section.locator(`button.focused[data-option="${option}"]`);
      if (await focused.count()) await focused.click();
      cardClicks++;
    } else if (r < 0.6) {
      await btn.focus();
      await page.keyboard.press(r < 0.5 ? 'Enter' : 'Space');
      keys++;
    } else await btn.click();
  }
  answers++;
  // Wait until this decision is gone (answered) before the next.
  await page.locator(`rs-decision section[data-decision="${id}"]`).waitFor({ state: 'detached', timeout: 8000 }).catch(async () => {
    console.log('stuck on', id, kind, await page.locator('rs-decision').innerText());
    process.exit(1);
  });
}
const winner = await page.locator('rs-table [data-field="winner"]').innerText().catch(() => 'no winner');
console.log({ answers, cardClicks, keys, kinds, winner, ms: Date.now() - t0, hash: await page.locator('rs-replay-bar [data-field="hash"]').innerText() });
if (errors.length) {
  console.error(errors.join('\n'));
  process.exitCode = 1;
}
await browser.close(); await app.close();

// `npm run play:full-game [-- seed]`: a person's whole L5R stronghold game against
// bot:greedy, played in Chromium by clicking: the new-game form, then every decision of p1
// answered through the page (buttons, highlighted cards, the number field, the keyboard)
// until someone wins. Prints how many decisions of each kind p1 answered. Not part of
// `npm test` (a whole game takes a while); the e2e tests check each way of answering.
import { startApp, launch, openPage } from './support/app.ts';
import { Person } from './support/person.ts';
const app = await startApp();
const browser = await launch();
const seed = Number(process.argv.at(-1)?.match(/^\d+$/) ? process.argv.at(-1) : 11);
const { page, errors } = await openPage(browser, app.url + '#/new/l5r-stronghold');
await page.locator('input#seed').fill(String(seed));
await page.locator('input#seed').dispatchEvent('change');
await page.locator('button.start').click();
await page.locator('rs-play-controls button.fast').click();
const person = new Person(page, seed);
const t0 = Date.now();
let answers = 0;
const kinds: Record<string, number> = {};
for (let i = 0; i < 2000; i++) {
  const over = await page.locator('rs-table [data-field="winner"]').count();
  if (over) break;
  const section = page.locator('rs-decision section[data-decision]');
  try {
    await section.waitFor({ timeout: 8000 });
  } catch {
    console.log('no decision; state:', await page.locator('rs-table').innerText());
    break;
  }
  const kind = (await section.getAttribute('data-kind'))!;
  const id = await section.getAttribute('data-decision');
  kinds[kind] = (kinds[kind] ?? 0) + 1;
  await person.answer(kind);
  answers++;
  // Wait until this decision is gone (answered) before the next.
  await page
    .locator(`rs-decision section[data-decision="${id}"]`)
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(async () => {
      console.log('stuck on', id, kind, await page.locator('rs-decision').innerText());
      process.exit(1);
    });
}
const winner = await page
  .locator('rs-table [data-field="winner"]')
  .innerText()
  .catch(() => 'no winner');
console.log({
  answers,
  cardClicks: person.cardClicks,
  keys: person.keys,
  kinds,
  winner,
  ms: Date.now() - t0,
  hash: await page.locator('rs-replay-bar [data-field="hash"]').innerText(),
});
if (errors.length) {
  console.error(errors.join('\n'));
  process.exitCode = 1;
}
await browser.close();
await app.close();

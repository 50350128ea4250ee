// `npm run play:challenge-game [-- seed [players]]`: a person plays the Shadowlands seat (p1)
// of Under Fu Leng's Shadow's challenge mode (l5r-shadowlands-challenge) against a team of
// bot:greedy players (two unless `players` says more), in Chromium, by clicking: the new-game
// form, then every decision of p1 answered through the page until someone wins. Checks that
// the Shadowlands panel shows the challenge player's limits on its attacks when it declares a
// conflict, and its hand on its seat line. Prints the winner, the decisions answered by kind,
// how the page asked the conflict decisions, the panel at the end and any page errors (then
// exits non-zero). Not part of `npm test` (a game takes a while).
import { startApp, launch, openPage } from './support/app.ts';
import { Person } from './support/person.ts';
import { playThrough, shadowlandsPanelText } from './support/play-through.ts';

const FORMAT = 'l5r-shadowlands-challenge';
const [seed = 11, players = 2] = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const app = await startApp();
const browser = await launch();
const { page, errors } = await openPage(browser, `${app.url}#/new/${FORMAT}`);
let failure = '';
try {
  await page.locator('select#seats').selectOption(String(players));
  await page.locator(`select.controller[data-seat="p${players + 1}"]`).waitFor();
  await page.locator('select.controller[data-seat="p1"]').selectOption('human');
  for (let i = 2; i <= players + 1; i++) await page.locator(`select.controller[data-seat="p${i}"]`).selectOption('bot:greedy');
  await page.locator('input#seed').fill(String(seed));
  await page.locator('input#seed').dispatchEvent('change');
  await page.locator('button.start').click();
  await page.waitForURL(new RegExp(`#/play/${FORMAT}\\?`));
  await page.locator('rs-play-controls button.fast').click();
  await page.locator('rs-table rs-shadowlands-panel [data-field="attacks"]').waitFor();
} catch (e) {
  failure = `setup: ${(e as Error).message}`;
}

const person = new Person(page, seed);
const t0 = Date.now();
// When it declares, the panel says what limits the attack: what it says at the first province choice.
let atDeclaration = '';
const played = failure
  ? null
  : await playThrough(page, person, (kind) => {
      if (kind === 'conflictProvince' && !atDeclaration) void shadowlandsPanelText(page).then((t) => (atDeclaration = t));
      return /^conflict/.test(kind);
    });
failure ||= played?.failure ?? '';
const { winner = 'no winner', answers = 0, kinds = {}, asked = {} } = played ?? {};
const panel = await shadowlandsPanelText(page);
console.log({ seed, players, winner, answers, cardClicks: person.cardClicks, keys: person.keys, kinds, ms: Date.now() - t0 });
console.log('asked:', asked);
console.log('panel when declaring:', atDeclaration || '(never declared)');
console.log('panel at the end:', panel || '(missing)');
if (!/attacks/i.test(panel)) failure ||= "the Shadowlands panel doesn't show the limits on its attacks";
if (kinds.conflictProvince && !/Attack first/.test(atDeclaration)) failure ||= 'the limits on its attacks were not shown when it declared';
if (!kinds.honorBid) failure ||= 'the Shadowlands player never bid with its honor dial';
if (failure) console.error(`FAILED: ${failure}`);
if (errors.length) console.error(`page errors (${errors.length}):\n${errors.join('\n')}`);
else console.log('page errors: none');
process.exitCode = failure || errors.length || winner === 'no winner' ? 1 : 0;
await browser.close();
await app.close();

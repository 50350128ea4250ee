// `npm run play:coop-game [-- seed [players]]`: one person's whole cooperative game of Under
// Fu Leng's Shadow (l5r-shadowlands-coop; one player, p2, unless `players` says more: the
// others are bot:greedy teammates) against the automated Shadowlands deck (p1), played in
// Chromium by clicking: the new-game form (p1 the deck's automaton, p2 human), then every
// decision of p2 answered through the page (buttons, highlighted cards and rings, the number
// field, the keyboard) until someone wins. Decisions the rules give the players for the deck
// (kinds `for:…`) come to p2 like any other. Prints the winner, how many decisions of each
// kind p2 answered, how the page asked those for the deck, the Shadowlands panel at the end
// and any page errors (then exits non-zero). Not part of `npm test` (a game takes a while).
import { startApp, launch, openPage } from './support/app.ts';
import { Person } from './support/person.ts';
import { playThrough, shadowlandsPanelText } from './support/play-through.ts';

const FORMAT = 'l5r-shadowlands-coop';
const [seed = 11, players = 1] = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const app = await startApp();
const browser = await launch();
const { page, errors } = await openPage(browser, `${app.url}#/new/${FORMAT}`);
let failure = '';
try {
  // The form: the players besides the deck; p1 is the deck's automaton, p2 the person.
  await page.locator('select#seats').selectOption(String(players));
  await page.locator('select.controller[data-seat="p2"]').waitFor();
  const p1 = await page.locator('select.controller[data-seat="p1"]').inputValue();
  if (p1 !== 'automaton:shadowlands') throw new Error(`p1 is ${p1}, not the deck's automaton`);
  await page.locator('select.controller[data-seat="p2"]').selectOption('human');
  if ((await page.locator('select.controller').count()) !== players + 1)
    throw new Error(`expected ${players + 1} seats: the deck and ${players} player(s)`);
  await page.locator('input#seed').fill(String(seed));
  await page.locator('input#seed').dispatchEvent('change');
  await page.locator('button.start').click();
  await page.waitForURL(new RegExp(`#/play/${FORMAT}\\?seed=${seed}&seats=${players}&ctl=automaton:shadowlands,human`));
  await page.locator('rs-play-controls button.fast').click();
  // The Shadowlands panel is on the table from the start.
  await page.locator('rs-table rs-shadowlands-panel [data-field="warlord-name"]').waitFor();
} catch (e) {
  failure = `setup: ${(e as Error).message}`;
}

const person = new Person(page, seed);
const t0 = Date.now();
// The decisions the rules give the players for the deck, or about the deck's effects: how the page asks them.
const played = failure ? null : await playThrough(page, person, (kind) => /^for:|^opponentChooses$|^controller$/.test(kind));
failure ||= played?.failure ?? '';
const { winner = 'no winner', answers = 0, kinds = {}, asked = {} } = played ?? {};
const hash = await page
  .locator('rs-replay-bar [data-field="hash"]')
  .innerText()
  .catch(() => '?');
// What the Shadowlands panel says at the end.
const panel = await shadowlandsPanelText(page);
console.log({ seed, players, winner, answers, cardClicks: person.cardClicks, keys: person.keys, kinds, ms: Date.now() - t0, hash });
console.log('asked for the deck:', asked);
console.log('panel at the end:', panel || '(missing)');
if (!panel) failure ||= 'the Shadowlands panel is not on the table';
if (failure) console.error(`FAILED: ${failure}`);
if (errors.length) console.error(`page errors (${errors.length}):\n${errors.join('\n')}`);
else console.log('page errors: none');
process.exitCode = failure || errors.length || winner === 'no winner' ? 1 : 0;
await browser.close();
await app.close();

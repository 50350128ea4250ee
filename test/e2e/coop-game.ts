// `npm run play:coop-game [-- seed [players]]`: one person's whole cooperative game of Under
// Fu Leng's Shadow (l5r-shadowlands-coop; one player, p2, unless `players` says more: the
// others are bot:greedy teammates) against the automated Shadowlands deck (p1), played in
// Chromium by clicking: the new-game form (p1 the deck's automaton, p2 human), then every
// decision of p2 answered through the page (buttons, highlighted cards and rings, the number
// field, the keyboard) until someone wins. Decisions the rules give the players for the deck
// (kinds `for:…`) come to p2 like any other. Prints the winner, how many decisions of each
// kind p2 answered, how the page asked those for the deck, the Shadowlands panel at the end
// and any page errors (then exits non-zero). Not part of `npm test` (a game takes a while).
import { Person } from './support/person.ts';
import { openNewGameForm, playThrough, seedAndPlayers, shadowlandsPanelText, startFromForm } from './support/play-through.ts';

const FORMAT = 'l5r-shadowlands-coop';
const { seed, players } = seedAndPlayers({ seed: 11, players: 1 });
const { page, finish } = await openNewGameForm(FORMAT);
let failure = '';
try {
  // The form: the players besides the deck; p1 is the deck's automaton, p2 the person.
  await page.locator('select#seats').selectOption(String(players));
  const p1 = await page.locator('select.controller[data-seat="p1"]').inputValue();
  if (p1 !== 'automaton:shadowlands') throw new Error(`p1 is ${p1}, not the deck's automaton`);
  await startFromForm(page, { players, seed, seats: { p2: 'human' } });
  if (!page.url().includes(`?seed=${seed}&seats=${players}&ctl=automaton:shadowlands,human`)) throw new Error(`started ${page.url()}`);
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
await finish(failure, winner);

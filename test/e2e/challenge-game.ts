// `npm run play:challenge-game [-- seed [players]]`: a person plays the Shadowlands seat (p1)
// of Under Fu Leng's Shadow's challenge mode (l5r-shadowlands-challenge) against a team of
// bot:greedy players (two unless `players` says more), in Chromium, by clicking: the new-game
// form, then every decision of p1 answered through the page until someone wins. Checks that
// the Shadowlands panel shows the challenge player's limits on its attacks when it declares a
// conflict, and its hand on its seat line. Prints the winner, the decisions answered by kind,
// how the page asked the conflict decisions, the panel at the end and any page errors (then
// exits non-zero). Not part of `npm test` (a game takes a while).
import { Person } from './support/person.ts';
import { openNewGameForm, playThrough, seedAndPlayers, shadowlandsPanelText, startFromForm } from './support/play-through.ts';

const FORMAT = 'l5r-shadowlands-challenge';
const { seed, players } = seedAndPlayers({ seed: 11, players: 2 });
const { page, finish } = await openNewGameForm(FORMAT);
let failure = '';
try {
  const team = Array.from({ length: players }, (_, i) => [`p${i + 2}`, 'bot:greedy']);
  await startFromForm(page, { players, seed, seats: { p1: 'human', ...Object.fromEntries(team) } });
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
await finish(failure, winner);

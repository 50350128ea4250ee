// `npm run play:ccg-game [-- seed]`: a person plays the L5R CCG (l5r-ccg, two players) as p1
// against bot:greedy (p2) in Chromium, by clicking: the new-game form, then every decision of
// p1 answered through the page (buttons, highlighted cards, checkboxes for the Cycle and the
// discard to the hand limit) until someone wins. Checks that the CCG panel is on the table and
// shows the battlefields when p1 attacks or is attacked. Prints the winner, the decisions
// answered by kind, the panel during the first battle and at the end, and any page errors (then
// exits non-zero). Not part of `npm test` (a game takes a while).
import type { Page } from 'playwright-core';
import { Person } from './support/person.ts';
import { openNewGameForm, playThrough, seedAndPlayers, startFromForm } from './support/play-through.ts';

const FORMAT = 'l5r-ccg';
const { seed } = seedAndPlayers({ seed: 7, players: 2 });
const { page, finish } = await openNewGameForm(FORMAT);
let failure = '';
try {
  await startFromForm(page, { players: 2, seed, seats: { p1: 'human', p2: 'bot:greedy' } });
  await page.locator('rs-table rs-ccg-panel [data-field="honor-p1"]').waitFor();
} catch (e) {
  failure = `setup: ${(e as Error).message}`;
}

/** What the CCG panel says now, its sections joined. */
const panelText = async (p: Page) =>
  (
    await p
      .locator('rs-table rs-ccg-panel section')
      .allInnerTexts()
      .catch(() => [] as string[])
  )
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .join(' | ');

const person = new Person(page, seed);
const t0 = Date.now();
// The panel as it stands when p1 is first asked where a unit goes (attacking or defending).
let atBattle = '';
const played = failure
  ? null
  : await playThrough(page, person, (kind) => {
      if (/^assign/.test(kind) && !atBattle) void panelText(page).then((t) => (atBattle = t));
      return /^assign|^declareAttack$|^payGold$|^cycle$|^recruit$/.test(kind);
    });
failure ||= played?.failure ?? '';
const { winner = 'no winner', answers = 0, kinds = {}, asked = {} } = played ?? {};
const panel = await panelText(page);
console.log({ seed, winner, answers, cardClicks: person.cardClicks, keys: person.keys, kinds, ms: Date.now() - t0 });
console.log('asked:', asked);
console.log('panel at the first assignment:', atBattle || '(never asked)');
console.log('panel at the end:', panel || '(missing)');
if (!panel) failure ||= 'the CCG panel is not on the table';
await finish(failure, winner);

// `npm run play:full-game [-- seed]`: a person's whole L5R stronghold game against
// bot:greedy, played in Chromium by clicking: the new-game form, then every decision of p1
// answered through the page (buttons, highlighted cards, the number field, the keyboard)
// until someone wins. Prints how many decisions of each kind p1 answered. Not part of
// `npm test` (a whole game takes a while); the e2e tests check each way of answering.
import { Person } from './support/person.ts';
import { openNewGameForm, playThrough, seedAndPlayers } from './support/play-through.ts';

const { seed } = seedAndPlayers({ seed: 11, players: 2 });
const { page, finish } = await openNewGameForm('l5r-stronghold');
await page.locator('input#seed').fill(String(seed));
await page.locator('input#seed').dispatchEvent('change');
await page.locator('button.start').click();
await page.locator('rs-play-controls button.fast').click();
const person = new Person(page, seed);
const t0 = Date.now();
const { winner, answers, kinds, failure } = await playThrough(page, person);
console.log({
  answers,
  cardClicks: person.cardClicks,
  keys: person.keys,
  kinds,
  winner,
  ms: Date.now() - t0,
  hash: await page.locator('rs-replay-bar [data-field="hash"]').innerText(),
});
await finish(failure, winner);

// The L5R CCG's gold payments (formats/l5r-ccg/gold.ts): the choices a payment offers are the
// sets of producers where every card is needed; a board with more producers than the listing
// looks through can still pay what only all of them cover.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { humanGame } from '../core/support.ts';
import { payments } from '../../formats/l5r-ccg/gold.ts';
import { goldAvailable } from '../../formats/l5r-ccg/board.ts';

const board = (outposts: number) =>
  humanGame('l5r-ccg', {
    params: { cycle: false },
    startPhase: 'dynasty',
    scenario: { firstPlayer: 'p1', cards: [{ card: 'watchfire-outpost', zone: 'p1.home', count: outposts }] },
  }).game.state;

test('a payment offers only sets where every card is needed, least waste first', () => {
  const state = board(2);
  // Stronghold 5, two outposts of 2: for 4, both outposts (no waste) or the stronghold (1 wasted).
  const ways = payments(state, 'p1', 4).map((set) => set.map((c) => c.name));
  assert.deepEqual(ways, [['Watchfire Outpost', 'Watchfire Outpost'], ['Kaiyo Breakwater Fortress']]);
  assert.deepEqual(payments(state, 'p1', 0), [[]]);
  assert.deepEqual(payments(state, 'p1', 10), []);
});

test('with more producers than payments are listed from, a cost only all of them cover is still payable', () => {
  const state = board(11);
  assert.equal(goldAvailable(state, 'p1'), 27);
  const [way, ...others] = payments(state, 'p1', 27);
  assert.equal(others.length, 0);
  assert.equal(way!.length, 12);
  assert.equal(payments(state, 'p1', 28).length, 0);
});

// AGoT card data at load (formats/agot/vocabulary.ts, CARDS.md): a cost is gold or, on a card
// with the Shadows crest, `s<N>` (Shadows: "Shadows Cards"); anything else is refused at its line
// and column.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardSetIssues } from '../../core/load/card-set.ts';
import { parseSource } from '../../core/load/yaml-source.ts';
import { families } from '../../formats/index.ts';
import { humanGame } from '../core/support.ts';

const withCost = (cost: string) =>
  cardSetIssues(
    parseSource({
      path: 'houses.yaml',
      text: ['set: houses', 'family: agot', 'cards:', '  - id: a', '    name: A', '    type: character', `    cost: ${cost}`].join('\n'),
    }),
    families,
  ).map((issue) => `${issue.line}:${issue.col}: ${issue.message}`);

test('a cost is a number of gold, or s<N> for a Shadows card', () => {
  assert.deepEqual(withCost('3'), []);
  assert.deepEqual(withCost('s2'), []);
  assert.deepEqual(withCost('x2'), ['7:11: cost: a number of gold, or s<N> for a Shadows card']);
  assert.deepEqual(withCost('"s"'), ['7:11: cost: a number of gold, or s<N> for a Shadows card']);
});

test('the sample Shadows decks hold crest cards; the plain decks none', () => {
  const shadowsGame = humanGame('agot-shadows', { seats: 2, params: { setupCards: false } }).game;
  const plainGame = humanGame('agot', { seats: 2, params: { setupCards: false } }).game;
  const crest = (state: typeof shadowsGame.state) => Object.values(state.cards).filter((c) => /^s\d+$/.test(String(c.stats.cost ?? '')));
  assert.ok(crest(shadowsGame.state).length >= 20, `${crest(shadowsGame.state).length} crest cards in two Shadows decks`);
  assert.equal(crest(plainGame.state).length, 0);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateCardSet } from '../../core/load/card-set.ts';
import { issuesOf, yaml } from './samples.ts';
import { families } from '../../formats/index.ts';

const check = (...lines: string[]) =>
  issuesOf(() => validateCardSet({ path: 'cards.yaml', text: yaml(...lines) }, families)).map(
    (issue) => `${issue.line}:${issue.col}: ${issue.message}`,
  );

test('a valid card set is returned as data', () => {
  const set = validateCardSet(
    {
      path: 'cards.yaml',
      text: yaml('set: starter', 'family: l5r', 'cards:', '  - { id: crane-samurai, name: Crane Samurai, type: character }'),
    },
    families,
  );
  assert.equal(set.cards[0]!.name, 'Crane Samurai');
});

test('an unknown key in a card names it and the allowed keys', () => {
  assert.deepEqual(
    check('set: starter', 'family: l5r', 'cards:', '  - id: a', '    name: A', '    type: character', '    clan: crane', '    honour: 2'),
    [
      '8:5: unknown key "honour" in cards[0] (expected one of: id, name, type, side, unique, cost, stats, traits, keywords, text, abilities, note, clan)',
    ],
  );
});

test('a duplicate card id in a set is an issue at the second one', () => {
  assert.deepEqual(
    check(
      'set: starter',
      'family: l5r',
      'cards:',
      '  - { id: a, name: A, type: character }',
      '  - { id: a, name: A again, type: character }',
    ),
    ['5:11: duplicate card id "a" (also cards[0])'],
  );
});

test('a deck naming an unknown card is an issue at that entry', () => {
  assert.deepEqual(
    check(
      'set: starter',
      'family: l5r',
      'cards:',
      '  - { id: a, name: A, type: character }',
      'decks:',
      '  crane:',
      '    cards:',
      '      - { card: a, count: 2 }',
      '      - { card: b, count: 1 }',
    ),
    ['9:17: deck "crane" names unknown card "b" (not in set starter)'],
  );
});

test("a family's own card fields belong to its sets only: clan is L5R's", () => {
  const set = validateCardSet(
    { path: 'cards.yaml', text: yaml('set: starter', 'family: l5r', 'cards:', '  - { id: a, name: A, type: character, clan: crane }') },
    families,
  );
  assert.equal((set.cards[0] as Record<string, unknown>).clan, 'crane', 'an L5R card has a clan');
  const [issue] = issuesOf(() =>
    validateCardSet(
      { path: 'cards.yaml', text: yaml('set: toys', 'family: fixtures', 'cards:', '  - { id: a, name: A, type: character, clan: crane }') },
      families,
    ),
  ).map((i) => `${i.line}:${i.col}: ${i.message}`);
  assert.match(
    issue!,
    /^4:40: unknown key "clan" in cards\[0\] \(expected one of: id, name, type, side, unique, cost, stats, traits, keywords, text, abilities, note\)/,
  );
});

test('an effect of persistent abilities only, named in an action, is an issue at its key', () => {
  assert.deepEqual(
    check(
      'set: starter',
      'family: l5r',
      'cards:',
      '  - id: a',
      '    name: A',
      '    type: attachment',
      '    abilities:',
      '      - { type: persistent, condition: [{ attachedReady: true }], effects: [{ opponentsGainNoRingFate: true }] }',
      '      - { type: action, effects: [{ opponentsGainNoRingFate: true }] }',
    ),
    ['9:37: opponentsGainNoRingFate is an effect of persistent abilities only, not of action ones'],
  );
});

// A deck takes cards of another set with `from: <set>` (core/load/card-set.ts, catalog.ts): an
// AGoT deck's neutral and out-of-house cards live in other sets. Without `from:` a card must be
// in the deck's own set; with it, the format must use that set and the set must hold the card.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { issuesOf, minimalFormat, yaml, registry } from './samples.ts';

const withCards = (...sets: string[]) => `${minimalFormat('deckful')}\ncards: [${sets.join(', ')}]`;

const neutral = yaml('set: neutral', 'family: fixtures', 'cards:', '  - { id: inn, name: Inn, type: location }');
const house = (entry: string) =>
  yaml(
    'set: house',
    'family: fixtures',
    'cards:',
    '  - { id: knight, name: Knight, type: character }',
    'decks:',
    '  house-deck:',
    '    cards:',
    '      - { card: knight, count: 2 }',
    `      - ${entry}`,
  );

const load = (formatText: string, entry: string) =>
  loadCatalog(
    [
      { path: 'format.yaml', text: formatText },
      { path: 'neutral.yaml', text: neutral },
      { path: 'house.yaml', text: house(entry) },
    ],
    registry,
  );

test('a deck takes a card of another set its format uses, by from:', () => {
  const catalog = load(withCards('house', 'neutral'), '{ card: inn, count: 1, from: neutral }');
  assert.deepEqual(catalog.issues, []);
  assert.deepEqual(
    resolveFormat(catalog, 'deckful').decks['house-deck']!.cards.map((c) => c.card),
    ['knight', 'inn'],
  );
});

test("a card of another set without from: is refused at the deck's line", () => {
  const catalog = load(withCards('house', 'neutral'), '{ card: inn, count: 1 }');
  assert.deepEqual(
    catalog.issues.map((i) => `${i.file}:${i.line}:${i.col}: ${i.message}`),
    ['house.yaml:9:17: deck "house-deck" names unknown card "inn" (not in set house)'],
  );
});

test('from: a set the format does not use, or without the card, is refused when the format resolves', () => {
  const unused = issuesOf(() => resolveFormat(load(withCards('house'), '{ card: inn, count: 1, from: neutral }'), 'deckful'));
  assert.deepEqual(
    unused.map((i) => `${i.file}:${i.line}:${i.col}: ${i.message}`),
    ['house.yaml:9:17: deck "house-deck" takes card "inn" from set neutral, which deckful does not use'],
  );
  const missing = issuesOf(() => resolveFormat(load(withCards('house', 'neutral'), '{ card: tower, count: 1, from: neutral }'), 'deckful'));
  assert.deepEqual(
    missing.map((i) => `${i.file}:${i.line}:${i.col}: ${i.message}`),
    ['house.yaml:9:17: deck "house-deck" names card "tower" from set neutral, which has no such card'],
  );
});

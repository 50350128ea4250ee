import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { issuesOf, minimalFormat, resolveFrom, yaml, registry } from './samples.ts';

const cardSet = (set: string, ...cardIds: string[]) =>
  yaml(`set: ${set}`, 'family: fixtures', 'cards:', ...cardIds.map((id) => `  - { id: ${id}, name: ${id}, type: character }`));

test('a bad file is reported and the others still load; scenarios are skipped', () => {
  const catalog = loadCatalog(
    [
      { path: 'broken.yaml', text: 'id: broken\nname: [oops\n' },
      { path: 'good.yaml', text: minimalFormat('good') },
      { path: 'cards.yaml', text: cardSet('starter', 'crane-samurai') },
      { path: 'scenario.yaml', text: yaml('scenario: opening', 'format: good', 'expect: []') },
      { path: 'notes.yaml', text: 'title: notes\n' },
    ],
    registry,
  );
  assert.deepEqual([...catalog.formats.keys()], ['broken', 'good']);
  assert.deepEqual([...catalog.cardSets.keys()], ['starter']);
  assert.deepEqual(
    catalog.issues.map((issue) => issue.file),
    ['broken.yaml', 'notes.yaml'],
  );
  assert.match(catalog.issues[1]!.message, /expected a format \(id:\), a card set \(set:\) or a scenario/);
  assert.equal(resolveFormat(catalog, 'good').id, 'good');
  assert.match(issuesOf(() => resolveFormat(catalog, 'broken'))[0]!.message, /end with a \]/);
});

test('a duplicate id is an issue naming both files; the first keeps the id', () => {
  const catalog = loadCatalog(
    [
      { path: 'formats/a.yaml', text: minimalFormat('same') },
      { path: 'formats/b.yaml', text: minimalFormat('same') },
    ],
    registry,
  );
  assert.equal(catalog.formats.get('same')!.path, 'formats/a.yaml');
  assert.deepEqual(catalog.issues, [
    { file: 'formats/b.yaml', line: 1, col: 5, message: 'duplicate format id "same": already defined in formats/a.yaml' },
  ]);
});

test('an unknown format id lists the known ones', () => {
  const catalog = loadCatalog([{ path: 'a.yaml', text: minimalFormat('alpha') }], registry);
  assert.deepEqual(
    issuesOf(() => resolveFormat(catalog, 'alhpa')).map((issue) => issue.message),
    ['unknown format "alhpa" (known: alpha)'],
  );
});

test('cross-references are checked, each at its line', () => {
  const text = yaml(
    'id: f',
    'name: F',
    'seats: { min: 2, max: 4, default: 6 }',
    'cards: [starter, expansion]',
    'options:',
    '  cunning: { default: false, doc: Smarter draws, params: { drawz: 2 } }',
    'presets:',
    '  nightmare: [cunning, dangerous]',
    'zones: []',
    'round: [main, upkeep]',
    'phases: { main: { steps: [] } }',
    'win: []',
  );
  const catalog = loadCatalog(
    [
      { path: 'f.yaml', text },
      { path: 'cards.yaml', text: cardSet('starter', 'a') },
    ],
    registry,
  );
  assert.deepEqual(
    issuesOf(() => resolveFormat(catalog, 'f')).map((issue) => `${issue.line}:${issue.col}: ${issue.message}`),
    [
      '3:35: seats.default 6 is outside 2..4',
      '4:18: unknown card set "expansion" (known: starter)',
      '6:60: option "cunning" sets param "drawz", which is not in params (none)',
      '8:24: preset "nightmare": unknown option "dangerous" for f (known: cunning)',
      '10:15: round names phase "upkeep", which is not in phases (main)',
    ],
  );
});

test('a format gets the cards and decks of its sets; a card id in two of them is an issue', () => {
  const format = yaml(minimalFormat('f'), 'cards: [starter, expansion]');
  const starter = yaml(
    cardSet('starter', 'crane-samurai', 'lion-samurai'),
    'decks:',
    '  crane: { cards: [{ card: crane-samurai, count: 3 }] }',
  );
  const resolved = resolveFrom(
    [
      { path: 'f.yaml', text: format },
      { path: 'starter.yaml', text: starter },
      { path: 'expansion.yaml', text: cardSet('expansion', 'dragon-monk') },
    ],
    'f',
  );
  assert.deepEqual(Object.keys(resolved.cardDefs), ['crane-samurai', 'lion-samurai', 'dragon-monk']);
  assert.deepEqual(resolved.decks, { crane: { cards: [{ card: 'crane-samurai', count: 3 }] } });

  const clash = loadCatalog(
    [
      { path: 'f.yaml', text: format },
      { path: 'starter.yaml', text: starter },
      { path: 'expansion.yaml', text: cardSet('expansion', 'dragon-monk', 'lion-samurai') },
    ],
    registry,
  );
  assert.deepEqual(
    issuesOf(() => resolveFormat(clash, 'f')),
    [
      {
        file: 'expansion.yaml',
        line: 5,
        col: 11,
        message: 'card id "lion-samurai" is also in card set "starter" (starter.yaml); f uses both',
      },
    ],
  );
});

test("a format using a broken card set reports that set's problems", () => {
  const catalog = loadCatalog(
    [
      { path: 'f.yaml', text: yaml(minimalFormat('f'), 'cards: [starter]') },
      { path: 'starter.yaml', text: yaml(cardSet('starter', 'a'), 'colour: red') },
    ],
    registry,
  );
  assert.equal(catalog.issues.length, 1);
  assert.deepEqual(
    issuesOf(() => resolveFormat(catalog, 'f')),
    catalog.issues,
  );
});

test('a metric reads one source that exists, of owners that keep it, each mistake at its line', () => {
  const text = yaml(
    'id: m',
    'name: M',
    'seats: { min: 2, max: 4, roles: [{ role: player }] }',
    'counters: { seat: { tokens: { start: 0 } }, table: { pool: { start: 9 } } }',
    'zones: [{ id: hand, per: seat, visibility: owner }]',
    'round: [main]',
    'phases: { main: { steps: [] } }',
    'win: []',
    'metrics:',
    '  both: { doc: two sources, counter: tokens, zone: hand }',
    '  typo: { doc: no such counter, counter: tokenz }',
    '  scope: { doc: a seat counter read of the table, counter: tokens, of: table }',
    '  pooled: { doc: a table counter read of seats, counter: pool }',
    '  role: { doc: no such role, zone: hand, of: "role:deck" }',
    '  filtered: { doc: where without events, counter: tokens, where: { seat: p1 } }',
    '  fine: { doc: all right, events: actionTaken, where: { action: take } }',
    '  carded: { doc: byCard without events, zone: hand, byCard: true }',
    '  misspelt: { doc: an event no one emits, events: actionTakn }',
    '  twoKinds: { doc: by a field and first at once, events: actionTaken, by: seat, first: true }',
    '  firstZone: { doc: first without events, zone: hand, first: true }',
    '  againstEvents: { doc: against a metric with no value at a moment, events: actionTaken, against: fine }',
    '  againstNone: { doc: against no metric, events: actionTaken, against: finest }',
  );
  assert.deepEqual(
    issuesOf(() => resolveFrom([{ path: 'm.yaml', text }], 'm')).map((issue) => `${issue.line}:${issue.col}: ${issue.message}`),
    [
      '10:3: metric "both" reads exactly one of counter, zone or events (found counter and zone)',
      '11:42: metric "typo": no counter "tokenz" (counters: tokens, pool)',
      '12:72: metric "scope": the counter "tokens" is kept per seat, not read of table',
      '13:58: metric "pooled": the counter "pool" is kept per table, not read of seats',
      '14:46: metric "role": no role "deck" (roles: player)',
      '15:59: metric "filtered": where filters events, so it needs events:',
      '17:53: metric "carded": byCard counts events by their card, so it needs events:',
      '18:51: metric "misspelt": no event "actionTakn" in the core or rules module core (its events: none; the core\'s are in core/README.md)',
      '19:81: metric "twoKinds": by and first make different figures: a metric takes one of them',
      '20:55: metric "firstZone": first reads events, so it needs events:',
      '21:99: metric "againstEvents": against "fine" counts events: it has no value at a given moment (a counter or zone metric has)',
      '22:72: metric "againstNone": against no metric "finest" (metrics: both, typo, scope, pooled, role, filtered, fine, carded, misspelt, twoKinds, firstZone, againstEvents, againstNone)',
    ],
  );
});

test('choices made for another side name a role of the format and an option, each mistake at its line', () => {
  const text = yaml(
    'id: c',
    'name: C',
    'seats:',
    '  min: 1',
    '  max: 4',
    '  roles:',
    '    - { role: deck, count: 1, extra: true, choices: { by: players, atRandom: unpredictible } }',
    '    - { role: player, choices: { by: player } }',
    'options: { unpredictable: { default: false, doc: chance chooses } }',
    'zones: []',
    'round: [main]',
    'phases: { main: { steps: [] } }',
    'win: []',
  );
  assert.deepEqual(
    issuesOf(() => resolveFrom([{ path: 'c.yaml', text }], 'c')).map((issue) => `${issue.line}:${issue.col}: ${issue.message}`),
    [
      '7:59: choices.by: expected another role of this format (player), got "players"',
      '7:78: choices.atRandom: no option "unpredictible" (options: unpredictable)',
      '8:38: choices.by: expected another role of this format (deck), got "player"',
    ],
  );
});

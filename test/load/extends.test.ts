import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { mergeFormat } from '../../core/load/merge.ts';
import { issuesOf, resolveFrom, yaml, registry } from './samples.ts';

const base = yaml(
  'id: base',
  'name: Base game',
  'seats: { min: 2, max: 4 }',
  'description: The base game',
  'fixture: true',
  'zones: []',
  'round: [main]',
  'phases:',
  '  main:',
  '    steps:',
  '      - rule: takeTurn',
  '  upkeep:',
  '    steps:',
  '      - rule: refill',
  'win: []',
  'rules: samples',
);

test('a variant overriding a phase validates, inheriting the rest', () => {
  const variant = yaml(
    'id: variant',
    'extends: base',
    'name: The variant',
    'round: [main, upkeep]',
    'phases:',
    '  upkeep:',
    '    steps:',
    '      - rule: refillFaster',
  );
  const format = resolveFrom(
    [
      { path: 'base.yaml', text: base },
      { path: 'variant.yaml', text: variant },
    ],
    'variant',
  );
  assert.equal(format.id, 'variant');
  assert.equal(format.name, 'The variant');
  assert.equal(format.path, 'variant.yaml');
  assert.deepEqual(format.chain, ['base', 'variant']);
  assert.equal(format.version, 1);
  assert.equal(format.description, 'The base game');
  assert.equal(format.fixture, undefined, 'fixture describes the base file only');
  assert.deepEqual(format.phases.main, { steps: [{ rule: 'takeTurn' }] });
  assert.deepEqual(format.phases.upkeep, { steps: [{ rule: 'refillFaster' }] });
});

test('a bad value in the variant points into the variant, one inherited from the base into the base', () => {
  const brokenBase = base.replace('seats: { min: 2, max: 4 }', 'seats: { min: 2, max: many }');
  const variant = yaml('id: variant', 'extends: base', 'name: The variant', 'phases:', '  upkeep:', '    steps:', '      - rule: 7');
  const issues = issuesOf(() =>
    resolveFrom(
      [
        { path: 'base.yaml', text: brokenBase },
        { path: 'variant.yaml', text: variant },
      ],
      'variant',
    ),
  );
  assert.deepEqual(
    issues.map((issue) => `${issue.file}:${issue.line}: ${issue.message}`),
    [
      'base.yaml:3: seats.max: expected integer, got string "many"',
      'variant.yaml:7: phases.upkeep.steps[0].rule: expected string, got number 7',
    ],
  );
});

test('a variant lacking its own name is told so, in its own file', () => {
  const issues = issuesOf(() =>
    resolveFrom(
      [
        { path: 'base.yaml', text: base },
        { path: 'v.yaml', text: 'id: v\nextends: base\n' },
      ],
      'v',
    ),
  );
  assert.deepEqual(
    issues.map((issue) => `${issue.file}:${issue.line}: ${issue.message}`),
    ['v.yaml:1: missing key "name" in the top level'],
  );
});

test('an extends cycle is an error naming the cycle at the extends line', () => {
  const catalog = loadCatalog(
    [
      { path: 'a.yaml', text: yaml('id: a', 'name: A', 'extends: b') },
      { path: 'b.yaml', text: yaml('id: b', 'name: B', 'extends: a') },
    ],
    registry,
  );
  const issues = issuesOf(() => resolveFormat(catalog, 'a'));
  assert.deepEqual(issues, [{ file: 'b.yaml', line: 3, col: 10, message: 'extends cycle: a → b → a' }]);
});

test('an unknown base is an error at the extends line listing the known formats', () => {
  const catalog = loadCatalog(
    [
      { path: 'v.yaml', text: yaml('id: v', 'extends: bsae', 'name: V') },
      { path: 'base.yaml', text: base },
    ],
    registry,
  );
  const issues = issuesOf(() => resolveFormat(catalog, 'v'));
  assert.deepEqual(issues, [{ file: 'v.yaml', line: 2, col: 10, message: 'unknown base format "bsae" (known: base, v)' }]);
});

test("a variant of a base that does not parse reports the base's syntax error", () => {
  const catalog = loadCatalog(
    [
      { path: 'base.yaml', text: base.replace('round: [main]', 'round: [main') },
      { path: 'v.yaml', text: yaml('id: v', 'extends: base', 'name: V') },
    ],
    registry,
  );
  const issues = issuesOf(() => resolveFormat(catalog, 'v'));
  assert.deepEqual(
    issues.map((issue) => issue.file),
    ['base.yaml'],
  );
});

test('merging: mappings merge deeply, lists replace wholesale, null deletes, own keys stay own', () => {
  const merged = mergeFormat(
    { id: 'b', name: 'B', fixture: true, round: ['a', 'b'], options: { x: { default: 1, doc: 'x' }, y: { default: 2, doc: 'y' } } },
    { id: 'v', round: ['c'], options: { x: { default: 5 }, y: null } },
  );
  assert.deepEqual(merged, { id: 'v', round: ['c'], options: { x: { default: 5, doc: 'x' } } });
});

test('a variant can delete an inherited phase with null', () => {
  const variant = yaml('id: v', 'extends: base', 'name: V', 'phases: { upkeep: null }');
  const format = resolveFrom(
    [
      { path: 'base.yaml', text: base },
      { path: 'v.yaml', text: variant },
    ],
    'v',
  );
  assert.deepEqual(Object.keys(format.phases), ['main']);
});

const withZonesAndSteps = yaml(
  'id: base',
  'name: Base game',
  'seats: { min: 2, max: 4 }',
  'zones:',
  '  - { id: deck, per: seat, visibility: hidden }',
  '  - { id: hand, per: seat, visibility: owner }',
  '  - { id: play, per: seat, visibility: public }',
  'round: [main]',
  'phases:',
  '  main:',
  '    steps:',
  '      - rule: draw',
  '      - window: { id: actions, by: seat, pass: consecutive, actions: [] }',
  '      - rule: cleanup',
  'win: []',
  'rules: samples',
);

const resolveVariant = (...lines: string[]) =>
  resolveFrom(
    [
      { path: 'base.yaml', text: withZonesAndSteps },
      { path: 'variant.yaml', text: yaml('id: variant', 'extends: base', 'name: The variant', ...lines) },
    ],
    'variant',
  );

test('zones merge by id: a listed zone changes in place, a new one goes after the zone listed before it', () => {
  const format = resolveVariant('zones:', '  - { id: hand, visibility: public }', '  - { id: shadows, per: seat, visibility: public }');
  assert.deepEqual(
    format.zones.map((z) => z.id),
    ['deck', 'hand', 'shadows', 'play'],
  );
  assert.equal(format.zones.find((z) => z.id === 'hand')!.visibility, 'public');
  assert.equal(format.zones.find((z) => z.id === 'hand')!.per, 'seat', "the rest of the entry is the base's");
});

test('a phase edit inserts before and after, replaces and removes one step by its id, leaving the rest', () => {
  const format = resolveVariant(
    'phases:',
    '  main:',
    '    edit:',
    '      - { before: draw, insert: [{ rule: upkeep }] }',
    '      - { after: draw, insert: [{ rule: drawAgain }] }',
    '      - { replace: actions, with: [{ window: { id: actions, by: seat, pass: once, actions: [] } }] }',
    '      - { remove: cleanup }',
  );
  assert.deepEqual(format.phases.main!.steps, [
    { rule: 'upkeep' },
    { rule: 'draw' },
    { rule: 'drawAgain' },
    { window: { id: 'actions', by: 'seat', pass: 'once', actions: [] } },
  ]);
});

test('an edit naming a step the base phase lacks is an error at its line in the variant, listing the ids there are', () => {
  const issues = issuesOf(() => resolveVariant('phases:', '  main:', '    edit:', '      - { after: shuffle, insert: [{ rule: x }] }'));
  assert.equal(issues.length, 1);
  assert.equal(issues[0]!.file, 'variant.yaml');
  assert.equal(issues[0]!.line, 7);
  assert.match(issues[0]!.message, /no step "shuffle" in the phase \(its steps with ids: draw, actions, cleanup\)/);
});

test('an edit of a phase the base does not have is an error in the variant', () => {
  const issues = issuesOf(() => resolveVariant('round: [main, extra]', 'phases:', '  extra:', '    edit:', '      - { remove: draw }'));
  assert.ok(
    issues.some((i) => i.file === 'variant.yaml' && /no phase "extra" to edit/.test(i.message)),
    JSON.stringify(issues),
  );
});

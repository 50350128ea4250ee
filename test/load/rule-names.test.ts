// A format names its rules module's hooks, predicates, win checks, choices and actions; each
// name is checked when the format loads, at its file:line:col (not when play reaches it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { issuesOf, resolveFrom, yaml } from './samples.ts';

const at = (issues: { line: number; col: number; message: string }[]) => issues.map((i) => `${i.line}:${i.col}: ${i.message}`);
const known = 'known: cleanup, draw, drawAgain, refill, refillFaster, takeTurn, upkeep';

test('every name a format gives its rules module is checked at load, each at its line', () => {
  const text = yaml(
    'id: f',
    'name: F',
    'rules: samples',
    'seats: { min: 2, max: 4 }',
    'zones: []',
    'actions: { pass: { label: Pass, do: [{ rule: refil }] } }',
    'round: [main]',
    'phases:',
    '  main:',
    '    steps:',
    '      - rule: takeTurn',
    '      - rule: takeTurns',
    '      - call: { rule: drw }',
    '      - simultaneous: { id: bid, prompt: Bid, choices: bids, then: settle }',
    '      - window: { by: seat, pass: once, actions: [pass, strike], automated: { unit: p1, rule: robot } }',
    '      - if: { cond: { not: { any: [{ rule: hasCards }] } }, then: [{ repeat: { times: 1, steps: [{ rule: upkep }] } }] }',
    'win: [{ rule: lastOneLeft }]',
  );
  assert.deepEqual(at(issuesOf(() => resolveFrom([{ path: 'f.yaml', text }], 'f'))), [
    `6:46: rules module samples has no rule "refil" (${known})`,
    `12:15: rules module samples has no rule "takeTurns" (${known})`,
    `13:23: rules module samples has no rule "drw" (${known})`,
    '14:56: rules module samples has no choices "bids" (it has none)',
    `14:68: rules module samples has no rule "settle" (${known})`,
    '15:57: no action "strike" in the format\'s actions or rules module samples (known: pass)',
    `15:95: rules module samples has no rule "robot" (${known})`,
    '16:44: rules module samples has no predicate "hasCards" (it has none)',
    `16:106: rules module samples has no rule "upkep" (${known})`,
    '17:15: rules module samples has no win check "lastOneLeft" (it has none)',
  ]);
});

test('a format naming no rules module has only the core steps: a rule step is an error', () => {
  const text = yaml(
    'id: f',
    'name: F',
    'seats: { min: 2, max: 4 }',
    'zones: []',
    'round: [main]',
    'phases: { main: { steps: [{ rule: takeTurn }] } }',
    'win: []',
  );
  assert.deepEqual(at(issuesOf(() => resolveFrom([{ path: 'f.yaml', text }], 'f'))), [
    '6:35: rules module core has no rule "takeTurn" (it has none)',
  ]);
});

test('an unknown rules module is an error at `rules:`', () => {
  const text = yaml(
    'id: f',
    'name: F',
    'rules: sampels',
    'seats: { min: 2, max: 4 }',
    'zones: []',
    'round: [main]',
    'phases: { main: { steps: [] } }',
    'win: []',
  );
  const [issue] = at(issuesOf(() => resolveFrom([{ path: 'f.yaml', text }], 'f')));
  assert.match(issue!, /^3:8: no rules module "sampels" \(known: .*samples/);
});

test("a variant's misspelt name is reported in the variant, at the step its edit inserts", () => {
  const base = yaml(
    'id: base',
    'name: Base',
    'rules: samples',
    'seats: { min: 2, max: 4 }',
    'zones: []',
    'round: [main]',
    'phases: { main: { steps: [{ rule: draw }] } }',
    'win: []',
  );
  const variant = yaml(
    'id: variant',
    'extends: base',
    'name: Variant',
    'phases:',
    '  main:',
    '    edit:',
    '      - { after: draw, insert: [{ rule: drawAgian }] }',
  );
  const issues = issuesOf(() =>
    resolveFrom(
      [
        { path: 'base.yaml', text: base },
        { path: 'variant.yaml', text: variant },
      ],
      'variant',
    ),
  );
  assert.deepEqual(
    issues.map((i) => `${i.file}:${i.line}`),
    ['variant.yaml:7'],
  );
  assert.match(issues[0]!.message, /no rule "drawAgian"/);
});

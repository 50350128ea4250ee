import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { fixture, issuesOf, minimalFormat, resolveFrom, yaml } from './samples.ts';
import { registry } from '../../formats/index.ts';

/** Issues from resolving the one format in `text`. */
const formatIssues = (text: string) => issuesOf(() => resolveFrom([{ path: 'f.yaml', text }], 'f'));

/** The minimal format with its step list (lines 8-9) replaced by `steps`, from line 9. */
const withSteps = (...steps: string[]) =>
  minimalFormat('f').replace('      - rule: takeTurn', steps.map((step) => `      ${step}`).join('\n'));

test('a type error at line 7 names the file and line 7', () => {
  const catalog = loadCatalog([fixture('type-error.yaml')], registry);
  const issues = issuesOf(() => resolveFormat(catalog, 'type-error'));
  assert.equal(issues.length, 1);
  assert.deepEqual([issues[0]!.file, issues[0]!.line, issues[0]!.col], ['test/fixtures/load/type-error.yaml', 7, 8]);
  assert.equal(issues[0]!.message, 'seats.max: expected integer, got string "four"');
});

test('an unknown key is an error naming the key and the allowed ones, at the key', () => {
  const issues = formatIssues(minimalFormat('f').replace('seats: { min: 2, max: 4 }', 'seats: { min: 2, max: 4, maxx: 5 }'));
  assert.equal(issues.length, 1);
  assert.equal(issues[0]!.message, 'unknown key "maxx" in seats (expected one of: min, max, default, roles)');
  assert.deepEqual([issues[0]!.line, issues[0]!.col], [3, 26]);
});

test('an unknown top-level key lists the top-level keys', () => {
  const [issue] = formatIssues(`${minimalFormat('f')}\nphase: {}\n`);
  assert.match(issue!.message, /^unknown key "phase" in the top level \(expected one of: id, extends, version, name, /);
  assert.equal(issue!.line, 12);
});

test('a missing key points at the object that lacks it', () => {
  const issues = formatIssues(minimalFormat('f').replace('seats: { min: 2, max: 4 }', 'seats:\n  min: 2'));
  assert.deepEqual(
    issues.map((issue) => [issue.line, issue.message]),
    [[3, 'missing key "max" in seats']],
  );
});

test('a step with two kinds is one clear error', () => {
  const issues = formatIssues(withSteps('- rule: takeTurn', '  shuffle: { who: each, zone: 3 }'));
  assert.equal(issues.length, 1, 'the contents of an ambiguous step are not reported');
  assert.equal(issues[0]!.line, 9);
  assert.equal(
    issues[0]!.message,
    'phases.main.steps[0]: expected exactly one key (got rule, shuffle): one step kind: window, each, simultaneous, ' +
      'rule, call, repeat, if, counter, createCards, shuffle, move, passFirstPlayer, passTurn, goToPhase',
  );
});

test('an empty step asks for one key', () => {
  const [issue] = formatIssues(withSteps('- {}'));
  assert.match(issue!.message, /^phases\.main\.steps\[0\]: expected exactly one key \(got none\): one step kind: /);
});

test('a failing union is one issue with its x-expected text, not one per branch', () => {
  const issues = formatIssues(withSteps('- repeat: { times: often, steps: [] }'));
  assert.deepEqual(
    issues.map((issue) => issue.message),
    ['phases.main.steps[0].repeat.times: expected a number, {param: name} or {option: name}, got string "often"'],
  );
});

test("a union value plainly meant as one branch reports that branch's mistake", () => {
  const issues = formatIssues(withSteps('- repeat: { times: { param: 3 }, steps: [] }'));
  assert.deepEqual(
    issues.map((issue) => issue.message),
    ['phases.main.steps[0].repeat.times.param: expected string, got number 3'],
  );
});

test('a literal union without x-expected lists its values', () => {
  const [issue] = formatIssues(withSteps('- window: { by: player, pass: final, actions: [] }'));
  assert.equal(issue!.message, 'phases.main.steps[0].window.by: expected seat or team, got string "player"');
});

test('a pattern mismatch quotes the value and the description', () => {
  const [issue] = formatIssues(withSteps('- repeat: { until: { counter: { of: honor, atLeast: 3 } }, steps: [] }'));
  assert.equal(
    issue!.message,
    'phases.main.steps[0].repeat.until.counter.of: "honor" does not match scope.counter, e.g. seat.honor, table.pool, current.gold',
  );
});

test('issues come sorted by line', () => {
  const text = yaml(
    'id: f',
    'name: 5',
    'seats: { min: 0, max: 4 }',
    'zones: [{ id: hand, per: seat, visibility: secret }]',
    'round: [main]',
    'phases: { main: { steps: [] } }',
    'win: []',
    'colour: red',
  );
  assert.deepEqual(
    formatIssues(text).map((issue) => issue.line),
    [2, 3, 4, 8],
  );
});

// `rules-sandbox validate <files...>`: ok and exit 0 for a valid file; for a bad one,
// file:line:col and what was expected, exit 2, never a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertBadInput, cli, root, scratchDir } from './run.ts';
import { scoreFormat } from '../support/score-format.ts';
import { Validation } from '../../cli/validate.ts';

test('a valid format prints ok and exits 0', () => {
  const r = cli(
    'validate',
    'test/fixtures/formats/fixture-secret-bid.yaml',
    'test/fixtures/cards/fixture-cards.yaml',
    'test/scenarios/core/win-by-reach.yaml',
  );
  assert.equal(r.status, 0, r.stderr);
  assert.equal(
    r.stdout,
    'ok  test/fixtures/formats/fixture-secret-bid.yaml\nok  test/fixtures/cards/fixture-cards.yaml\nok  test/scenarios/core/win-by-reach.yaml\n',
  );
  assert.equal(r.stderr, '');
});

test('a type error on line 7 names the file and :7:, exits 2', () => {
  const r = cli('validate', 'test/fixtures/bad/type-error-line-7.yaml');
  assertBadInput(r, /^test\/fixtures\/bad\/type-error-line-7\.yaml:7:\d+: roundLimit: expected integer, got string "twenty"$/m);
  assert.equal(r.stdout, '');
});

test('a YAML syntax error names its line, exits 2', () => {
  const r = cli('validate', 'test/fixtures/bad/yaml-syntax-error.yaml');
  assertBadInput(r, /^test\/fixtures\/bad\/yaml-syntax-error\.yaml:5:\d+: /m);
});

test('an unknown key is named, with the keys expected there', () => {
  const r = cli('validate', 'test/fixtures/bad/unknown-key.yaml');
  assertBadInput(r, /^test\/fixtures\/bad\/unknown-key\.yaml:15:1: unknown key "roundLimt" .*expected one of: .*roundLimit/m);
});

test('a missing file is a clear message, exit 2', () => {
  assertBadInput(cli('validate', 'test/fixtures/bad/no-such-file.yaml'), /no-such-file\.yaml.*cannot read: no such file/);
});

/** Write `text` as `name` in a scratch folder and validate it. */
function validateText(name: string, text: string) {
  const dir = scratchDir();
  writeFileSync(join(dir, name), text);
  return cli('validate', join(dir, name));
}

test('validate refuses what would only fail later, each at its line: a param default of the wrong kind or out of its range', () => {
  assertBadInput(
    validateText('small.yaml', scoreFormat('small', { extra: 'params:\n  goal: { default: banana, type: integer, min: 1, max: 9 }' })),
    /small\.yaml:9:20: the default of "goal" is a whole number from 1 to 9, not "banana"/,
  );
  assertBadInput(
    validateText('small.yaml', scoreFormat('small', { extra: 'params:\n  goal: { default: 12, type: integer, min: 1, max: 9 }' })),
    /small\.yaml:9:20: the default of "goal" is a whole number from 1 to 9, not 12/,
  );
});

test('validate refuses a win check reading a counter the format does not keep (every game would run to the round limit)', () => {
  assertBadInput(
    validateText('small.yaml', scoreFormat('small', { win: '  - reach: { counter: seat.scroe, atLeast: 3, reason: scored }' })),
    /small\.yaml:15:23: win check reach reads counter "seat\.scroe", which the format does not keep \(seat counters: score\)/,
  );
});

test('validate refuses a card count of a hundred million', () => {
  const set =
    'set: huge\nfamily: fixtures\ncards:\n  - { id: token, name: Token, type: token }\ndecks:\n  big:\n    cards:\n      - { card: token, count: 100000000 }\n';
  assertBadInput(validateText('huge.yaml', set), /huge\.yaml:8:31: .*100000000 must be <= 1000/);
});

test('validate refuses a scenario naming a card, a seat or a zone its format does not have, each at its line', () => {
  const scenario = `scenario: names that don't exist
format: fixture-pass-final
seats: 2
setup:
  cards:
    - { card: no-such-card, zone: p1.hand }
  counters: { p3.fate: 1, p1.gold: 2 }
answers:
  - { seat: p9, choose: pass }
expect:
  - { counter: p1.fate, equals: 1 }
`;
  const r = validateText('names.yaml', scenario);
  assertBadInput(r, /names\.yaml:6:15: unknown card "no-such-card"/);
  assert.match(r.stderr, /names\.yaml:6:35: no zone "p1\.hand" in fixture-pass-final/);
  assert.match(r.stderr, /names\.yaml:7:15: no seat, team or table "p3"/);
  assert.match(r.stderr, /names\.yaml:7:27: p1 keeps no counter "gold" \(fate, recruits\)/);
  assert.match(r.stderr, /names\.yaml:9:13: no seat "p9" \(p1, p2\)/);
});

test('a 20 MB YAML file is refused at once with its size, not parsed for minutes', () => {
  const r = validateText('big.yaml', `id: big\nname: ${'x'.repeat(20_000_000)}\n`);
  assertBadInput(r, /big\.yaml:1:1: 20\.0 million characters; a YAML file here holds at most 2 million/);
});

test("a card set is checked beside the project's sets its formats use: an id another set has is refused; a Siege clock deck of another size is ok with a warning", () => {
  const tide = readFileSync(join(root, 'cards/l5r-ccg/siege/clock-tide.yaml'), 'utf8');
  const dir = scratchDir();
  // A designer's copy of the tide clock, its ids left as they were: alone it is a valid set.
  const copied = join(dir, 'clock-copy.yaml');
  writeFileSync(
    copied,
    tide.replace('set: l5r-ccg-siege-clock-tide', 'set: l5r-ccg-siege-clock-copy').replace('tide-clock:', 'copy-clock:'),
  );
  const clash = cli('validate', copied);
  assertBadInput(
    clash,
    /card id "siege-tide-first-wave" is also in card set "l5r-ccg-siege-clock-(copy|tide)" .*; l5r-ccg-siege uses both/,
  );
  // Its own ids, two clock cards fewer: it plays, and the designer hears how it differs from the document's.
  const short = join(dir, 'clock-short.yaml');
  writeFileSync(
    short,
    tide
      .replace('set: l5r-ccg-siege-clock-tide', 'set: l5r-ccg-siege-clock-short')
      .replace('tide-clock:', 'short-clock:')
      .replaceAll('siege-tide-', 'siege-short-')
      .replace(/ {4}- card: siege-short-first-wave\n {6}count: 1\n {4}- card: siege-short-undertow\n {6}count: 1\n/, ''),
  );
  const warned = cli('validate', short);
  assert.equal(warned.status, 0, warned.stderr);
  assert.match(warned.stdout, /^ok {2}.*clock-short\.yaml$/m);
  assert.match(
    warned.stderr,
    /^warning: .*clock-short\.yaml: clock deck "short-clock" holds 9 clock cards and 1 final hour; the document's is the Hour of the Serpent under eleven others, so the threat level reaches 10 at the Hour$/m,
  );
});

test("one run loads the project's catalog once and resolves each format once, however many files name it", () => {
  // Every file loading the catalog again made the README's validate line (544 files) take three minutes.
  const scenarios = readdirSync(join(root, 'test/scenarios/lotr'))
    .filter((f) => f.endsWith('.yaml'))
    .slice(0, 12)
    .map((f) => `test/scenarios/lotr/${f}`);
  const validation = new Validation();
  for (const file of ['formats/lotr/lotr.yaml', ...scenarios]) assert.deepEqual(validation.check(join(root, file)).issues, [], file);
  assert.equal(validation.formatsResolved, 1);
  // A card set is checked in each format that uses it: LotR's sets resolve no other format.
  validation.check(join(root, 'cards/lotr/free-peoples.yaml'));
  assert.equal(validation.formatsResolved, 1);
});

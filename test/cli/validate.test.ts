// `rules-sandbox validate <files...>`: ok and exit 0 for a valid file; for a bad one,
// file:line:col and what was expected, exit 2, never a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertBadInput, cli } from './run.ts';

test('a valid format prints ok and exits 0', () => {
  const r = cli('validate', 'test/fixtures/formats/fixture-secret-bid.yaml', 'test/fixtures/cards/fixture-cards.yaml', 'test/scenarios/core/win-by-reach.yaml');
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

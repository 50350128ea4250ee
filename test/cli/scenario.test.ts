// `rules-sandbox scenario <files...>`: exit 0 when every expectation holds, 1 when one fails
// (printing which), 2 for a file that isn't a valid scenario.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertBadInput, cli } from './run.ts';

test('a passing scenario prints PASS and its checks, exit 0', () => {
  const r = cli('scenario', 'test/scenarios/core/win-by-reach.yaml');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /^PASS {2}win by reach — four tokens end the game at once {2}\(test\/scenarios\/core\/win-by-reach\.yaml\)$/m);
  assert.match(r.stdout, /^ {2}✓ winner p2 by "four tokens": got p2 \(four tokens\)$/m);
  assert.doesNotMatch(r.stdout, /✗/);
});

test('a failing scenario prints FAIL and the failed check, exit 1', () => {
  const r = cli('scenario', 'test/fixtures/bad/failing-scenario.yaml');
  assert.equal(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stdout, /^FAIL {2}a deliberately failing scenario/m);
  assert.match(r.stdout, /^ {2}✓ winner p2/m);
  assert.match(r.stdout, /^ {2}✗ winner p1: got p2 \(four tokens\) \(deliberately wrong\)$/m);
});

test('passing and failing together: exit 1; --json reports each', () => {
  const r = cli('scenario', '--json', 'test/scenarios/core/round-limit.yaml', 'test/fixtures/bad/failing-scenario.yaml');
  assert.equal(r.status, 1, r.stderr);
  const results = JSON.parse(r.stdout) as { file: string; passed: boolean; hash: string }[];
  assert.deepEqual(
    results.map((x) => [x.file, x.passed]),
    [
      ['test/scenarios/core/round-limit.yaml', true],
      ['test/fixtures/bad/failing-scenario.yaml', false],
    ],
  );
  for (const x of results) assert.match(x.hash, /^[0-9a-f]{16}$/);
});

test('a file that is not a valid scenario exits 2 with file:line', () => {
  assertBadInput(cli('scenario', 'test/fixtures/bad/type-error-line-7.yaml'), /type-error-line-7\.yaml:\d+:\d+: /);
});

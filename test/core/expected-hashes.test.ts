// Promise 1 across runtimes: fixture games played by bots end at the hashes recorded in
// test/fixtures/expected/hashes.json. test/web/determinism.test.ts checks the same file in
// Chromium, so Node and the browser are held to the same values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog, fixtureFormats, root } from './support.ts';
import { playFixtureGame, type ExpectedHash } from './fixture-games.ts';

const expected = JSON.parse(readFileSync(join(root, 'test/fixtures/expected/hashes.json'), 'utf8')) as { games: ExpectedHash[] };

test('every fixture format has recorded hashes', () => {
  const recorded = new Set(expected.games.map((g) => g.format));
  for (const f of fixtureFormats) assert.ok(recorded.has(f.id), `no hash recorded for ${f.id}`);
});

for (const e of expected.games) {
  test(`${e.format}, ${e.seats} seats, seed ${e.seed}: the bots' game ends at ${e.hash}`, () => {
    const game = playFixtureGame(catalog, e.format, e.seats, e.seed);
    assert.ok(game.ended);
    assert.equal(game.state.answered, e.answered);
    assert.equal(game.hash(), e.hash);
  });
}

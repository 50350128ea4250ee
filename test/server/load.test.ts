// The load test (test/bench/online-load.ts, `npm run bench:online`) at a small size, so every
// run proves what the bench measures at scale: tables of WebSocket people on one `rules-sandbox
// serve`, and afterwards every stored game replays from its log to its stored hash, with every
// answer the server acknowledged in it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runLoad } from '../bench/online-load.ts';

test('under load (4 tables of people over WebSockets for 5 s), nothing acknowledged is lost and every stored game replays to its hash', async () => {
  const figures = await runLoad({ tables: 4, seconds: 5, seed: 2 });
  assert.deepEqual(figures.problems, []);
  assert.ok(figures.answers > 0, 'the people answered');
  assert.ok(figures.stored >= 4, `every table stored (${figures.stored})`);
  assert.equal(figures.intact, figures.stored);
  assert.equal(figures.refused, 0, 'no answer of a person playing its own decisions was refused');
});

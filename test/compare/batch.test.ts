// Running a comparison: the same request gives the same records on one thread or on two
// worker threads, and a stop keeps only whole games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pairedRecords, runBatch } from '../../core/compare/batch.ts';
import { inlineWorker } from '../../core/compare/worker-core.ts';
import { threadWorkers } from '../../cli/workers/node-workers.ts';
import { parseVariantSpec, prepareVariant } from '../../core/compare/variant.ts';
import { compareVariants, reportVariant } from '../../core/compare/report.ts';
import { format, modules } from '../core/support.ts';

const variants = ['fixture-shadows', 'fixture-shadows seats=3 bots=random'].map((spec) =>
  prepareVariant(parseVariantSpec(spec), format('fixture-shadows'), modules),
);

test('one thread and two worker threads give the same records and the same report', async () => {
  const inline = await runBatch({ variants, games: 14, seed: 9, workers: [inlineWorker(modules)] });
  const threads = await runBatch({ variants, games: 14, seed: 9, workers: threadWorkers(2) });
  assert.equal(inline.stopped, false);
  assert.deepEqual(threads.records, inline.records);
  assert.deepEqual(
    inline.records.map((r) => r.map((g) => g.seed)),
    [0, 1].map(() => Array.from({ length: 14 }, (_, i) => 9 + i)),
  );
  const report = (records: typeof inline.records) =>
    compareVariants(
      9,
      variants.map((v, i) => reportVariant(v, 9, 14, records[i])),
    );
  assert.deepEqual(report(threads.records), report(inline.records));
});

test('stopping keeps the games finished so far, each whole, and says it stopped', async () => {
  const stop = new AbortController();
  let seen = 0;
  const result = await runBatch({
    variants,
    games: 200,
    seed: 1,
    workers: [inlineWorker(modules)],
    signal: stop.signal,
    onProgress: (done) => {
      seen = done;
      if (done === 25) stop.abort();
    },
  });
  assert.equal(result.stopped, true);
  const paired = pairedRecords(result.records);
  assert.deepEqual(
    paired[0].map((g) => g.index),
    paired[1].map((g) => g.index),
    'paired: the same seeds for both',
  );
  const played = result.records.flat();
  assert.equal(played.length, seen);
  assert.ok(played.length >= 25 && played.length < 400, String(played.length));
  for (const g of played) assert.ok(g.winner && g.rounds > 0);
});

test('a game that fails in a worker rejects the run, naming the variant and the seed', async () => {
  const broken = { ...variants[0], label: 'broken variant', format: { ...variants[0].format, rules: 'missing' } };
  await assert.rejects(
    runBatch({ variants: [broken], games: 2, seed: 4, workers: threadWorkers(1) }),
    /broken variant, seed 4: .*rules module "missing"/,
  );
});

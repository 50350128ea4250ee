// Wilson intervals, means, the two-proportion test, spreads and histograms against figures worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bins, histogram, mean, rate, ratesDifferP, spread } from '../../core/compare/stats.ts';

const close = (actual: number, expected: number, digits = 3) =>
  assert.ok(Math.abs(actual - expected) < 10 ** -digits, `${actual} is not ${expected}`);

test('a rate has its Wilson 95% interval: 50 of 100 → 40.4%–59.6%', () => {
  const r = rate(50, 100);
  close(r.rate, 0.5);
  close(r.lo, 0.4038);
  close(r.hi, 0.5962);
});

test('a rate of 0 or all stays inside 0..1 with a non-empty interval', () => {
  const zero = rate(0, 40);
  assert.equal(zero.lo, 0);
  close(zero.hi, 0.0876);
  const all = rate(40, 40);
  assert.equal(all.hi, 1);
  close(all.lo, 0.9124);
  assert.deepEqual(rate(0, 0), { count: 0, of: 0, rate: 0, lo: 0, hi: 0 });
});

test('a mean has its 95% interval from the sample standard deviation', () => {
  const m = mean([2, 4, 4, 4, 5, 5, 7, 9]); // mean 5, sample sd 2.138
  close(m.mean, 5);
  close(m.hi - m.mean, 1.959964 * (2.13809 / Math.sqrt(8)));
  assert.equal(m.min, 2);
  assert.equal(m.max, 9);
  assert.deepEqual(mean([3]), { mean: 3, lo: 3, hi: 3, min: 3, max: 3 });
});

test('two rates differ: 60/100 against 40/100 gives p ≈ 0.0047; equal rates give p = 1', () => {
  close(ratesDifferP({ count: 60, of: 100 }, { count: 40, of: 100 }), 0.00468);
  close(ratesDifferP({ count: 30, of: 100 }, { count: 30, of: 100 }), 1);
  assert.ok(ratesDifferP({ count: 52, of: 100 }, { count: 48, of: 100 }) > 0.5);
});

test('a spread: extremes and nearest-rank percentiles of the values that occurred, and the mean', () => {
  const s = spread([5, 1, 4, 2, 3, 10, 6, 7, 9, 8]);
  assert.deepEqual([s.n, s.min, s.p10, s.median, s.p90, s.max], [10, 1, 1, 5, 9, 10]);
  assert.equal(s.mean.mean, 5.5);
  assert.deepEqual(spread([]).n, 0);
});

test('histogram bins are shared by every sample, whole numbers in whole-number bins, each share with its interval', () => {
  const edges = bins([
    [13, 14, 15],
    [15, 17, 17],
  ]);
  assert.deepEqual(
    edges,
    [13, 14, 15, 16, 17].map((n) => ({ from: n, to: n + 1, whole: true })),
  );
  const h = histogram([15, 17, 17], edges);
  assert.deepEqual(
    h.map((r) => r.count),
    [0, 0, 1, 0, 2],
  );
  assert.ok(h[4]!.lo < 2 / 3 && h[4]!.hi > 2 / 3);
  // Wide ranges get wider bins, never more than asked for; the top value lands in the last.
  const wide = bins([[0, 100]], 10);
  assert.equal(wide.length, 10);
  assert.equal(histogram([100], wide)[9]!.count, 1);
  assert.deepEqual(bins([[2.5, 2.5]]), [{ from: 2.5, to: 2.5, whole: false }]);
  assert.equal(histogram([2.5], bins([[2.5]]))[0]!.count, 1);
});

// Wilson intervals, means and the two-proportion test against figures worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mean, rate, ratesDifferP } from '../../core/compare/stats.ts';

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

// The few statistics a comparison needs: a rate with its 95% interval (Wilson, which stays
// inside 0..1 and behaves for rates near 0 or 1 and small samples), a mean with its 95%
// interval, and a two-sided test of whether two rates differ.

const Z95 = 1.959964;

export interface Rate {
  count: number;
  of: number;
  rate: number;
  lo: number;
  hi: number;
}

export interface Mean {
  mean: number;
  lo: number;
  hi: number;
  min: number;
  max: number;
}

export function rate(count: number, of: number): Rate {
  if (of === 0) return { count, of, rate: 0, lo: 0, hi: 0 };
  const p = count / of;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (Z95 / (1 + z2 / of)) * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of));
  return { count, of, rate: p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** Mean with a normal-approximation 95% interval (the sample sizes here are tens to thousands). */
export function mean(xs: readonly number[]): Mean {
  if (xs.length === 0) return { mean: 0, lo: 0, hi: 0, min: 0, max: 0 };
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.length > 1 ? xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) : 0;
  const half = Z95 * Math.sqrt(variance / xs.length);
  let min = Infinity;
  let max = -Infinity;
  for (const x of xs) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { mean: m, lo: m - half, hi: m + half, min, max };
}

/** Two-sided p-value of the pooled two-proportion z-test. */
export function ratesDifferP(a: Pick<Rate, 'count' | 'of'>, b: Pick<Rate, 'count' | 'of'>): number {
  if (a.of === 0 || b.of === 0) return 1;
  const pooled = (a.count + b.count) / (a.of + b.of);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.of + 1 / b.of));
  if (se === 0) return 1;
  const z = Math.abs(a.count / a.of - b.count / b.of) / se;
  return 2 * (1 - normalCdf(z));
}

/** Φ(z) through erf (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Where a sample lies: its extremes, its 10th, 50th and 90th percentiles, and its mean. */
export interface Spread {
  n: number;
  min: number;
  p10: number;
  median: number;
  p90: number;
  max: number;
  mean: Mean;
}

/** The spread of `xs`, percentiles by nearest rank (values that occurred, never between two). */
export function spread(xs: readonly number[]): Spread {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]! : 0);
  return { n: sorted.length, min: at(0), p10: at(0.1), median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? 0, mean: mean(sorted) };
}

/**
 * A histogram's bin: values from `from` up to, not including, `to` (the last bin includes `to`);
 * `whole` when the bins are of whole numbers (every sample they were made for was one).
 */
export interface Bin {
  from: number;
  to: number;
  whole: boolean;
}

/**
 * At most `most` bins of one width covering every sample in `samples` (the variants of a
 * comparison share them, so their histograms line up): whole numbers get whole-number bins.
 */
export function bins(samples: readonly (readonly number[])[], most = 10): Bin[] {
  const all = samples.flat();
  if (all.length === 0) return [];
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const whole = all.every(Number.isInteger);
  if (lo === hi) return [{ from: lo, to: whole ? lo + 1 : lo, whole }];
  const width = whole ? Math.ceil((hi - lo + 1) / most) : (hi - lo) / most;
  const count = whole ? Math.ceil((hi - lo + 1) / width) : most;
  return Array.from({ length: count }, (_, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, whole }));
}

/** The share of `xs` in each bin, with its 95% interval. */
export function histogram(xs: readonly number[], edges: readonly Bin[]): Rate[] {
  const counts = edges.map(() => 0);
  for (const x of xs) {
    const i = edges.findIndex((b, k) => (x >= b.from && x < b.to) || (k === edges.length - 1 && x >= b.from && x <= b.to));
    if (i >= 0) counts[i]!++;
  }
  return counts.map((c) => rate(c, xs.length));
}

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

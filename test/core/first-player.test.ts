// The first player, where a format draws it at random (its `firstPlayer: {choose: random}`),
// is fair over seeds 1–2,000 and unrelated from one seed to the next: the game's generator is
// keyed by a hash of the seed (core/rng.ts), not seeded with its bits. Before that, the first
// player followed the seed's parity (challenge mode: the Shadowlands on every odd seed, 470 of
// 470 games; stronghold: p1, p2, p1, p2 for seeds 1–10).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame } from '../../core/session.ts';
import { playerCount } from '../../core/seats.ts';
import { catalog, format, modules } from './support.ts';

const SEEDS = 2_000;
/** The two-sided 99% point of the normal distribution. */
const Z99 = 2.576;

/** `hits` of `n` trials is within the 99% interval of a fair share `p`. */
function fair(hits: number, n: number, p: number): boolean {
  return Math.abs(hits - n * p) <= Z99 * Math.sqrt(n * p * (1 - p));
}

const randomFirst = [...catalog.formats.keys()]
  .sort()
  .map(format)
  .filter((f) => !f.fixture && (f.firstPlayer?.choose ?? 'random') === 'random');

test('the formats that draw the first player at random are all checked', () => {
  assert.deepEqual(
    randomFirst.map((f) => f.id),
    [
      'agot',
      'agot-shadows',
      'l5r-ccg',
      'l5r-ccg-siege',
      'l5r-enlightenment',
      'l5r-shadowlands-challenge',
      'l5r-skirmish',
      'l5r-stronghold',
      'lotr',
    ],
  );
});

for (const f of randomFirst) {
  const counts = [...new Set([playerCount(f, undefined), f.seats.max])];
  for (const seats of counts) {
    test(`${f.id}, ${seats} players: over seeds 1–${SEEDS.toLocaleString('en')} each may go first a fair share, and seed s tells nothing of seed s + 1`, () => {
      const first = Array.from({ length: SEEDS }, (_, i) => newGame({ format: f, modules, seed: i + 1, seats }).state.firstPlayer!.id);
      const candidates = [...new Set(first)].sort();
      const tally = Object.fromEntries(candidates.map((c) => [c, first.filter((x) => x === c).length]));
      assert.ok(candidates.length >= 2, `one first player only: ${JSON.stringify(tally)}`);
      const share = 1 / candidates.length;
      for (const c of candidates)
        assert.ok(fair(tally[c]!, SEEDS, share), `${c} went first ${tally[c]} times of ${SEEDS}: ${JSON.stringify(tally)}`);
      // Neighbouring seeds: the same first player as often as chance has it, no more, no less.
      const same = first.slice(1).filter((x, i) => x === first[i]).length;
      assert.ok(fair(same, SEEDS - 1, share), `seeds s and s + 1 had the same first player ${same} times of ${SEEDS - 1}`);
    });
  }
}

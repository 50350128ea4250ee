// The terminal table and the CSV: long names cut in the table only, no "-0.00", stopped runs
// named by the games every variant finished.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { comparisonCsv, comparisonTable } from '../../core/compare/render.ts';
import { compareVariants, reportVariant } from '../../core/compare/report.ts';
import type { GameRecord } from '../../core/compare/record.ts';
import { parseVariantSpec, prepareVariant } from '../../core/compare/variant.ts';
import { format, modules } from '../core/support.ts';

const variant = prepareVariant(parseVariantSpec('fixture-shadows'), format('fixture-shadows'), modules);
const reason = 'the opponent reached zero honor for everyone at once and the first player wins the tie';
const game = (index: number, power: number[]): GameRecord => ({
  index,
  seed: 1 + index,
  rounds: power.length,
  decisions: 10,
  firstPlayer: { kind: 'seat', id: 'p1' },
  winner: { teams: ['p1'], seats: ['p1'], reason },
  series: { power, leastGold: [0], shadows: [0], marshalled: [0] },
  produced: [],
});

test('a long reason is cut in the table but whole in the CSV; a mean of rounding error shows as 0', () => {
  const c = compareVariants(1, [reportVariant(variant, 1, 2, [game(0, [0.1 + 0.2 - 0.3, 1]), game(1, [-(0.1 + 0.2 - 0.3), 1])])]);
  const table = comparisonTable(c);
  assert.ok(table.includes(`\n  ${reason.slice(0, 43)}… `), 'the reason, cut to 44 characters');
  assert.ok(!table.includes(reason));
  assert.doesNotMatch(table, /-0\.00/);
  assert.match(table, /^ {2}round 1 +0 \(2\)$/m);
  assert.ok(comparisonCsv(c).includes(`,win reason,${reason},1,`));
});

test('a stopped run names the seeds of the games every variant finished', () => {
  const c = compareVariants(1, [reportVariant(variant, 1, 50, [game(0, [1]), game(1, [1])])]);
  assert.match(comparisonTable(c), /^A {2}fixture-shadows .*2 games \(stopped: 2 of 50\)$/m);
  assert.match(comparisonTable(c), /^the games every variant finished of seeds 1–50 /m);
});

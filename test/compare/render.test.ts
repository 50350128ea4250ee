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
  byCard: {},
  first: {},
  against: {},
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

test('a table covers every round a game reached up to 30, the rest in one row of their mean, saying so; game length and metrics at the end as distributions', () => {
  const long = Array.from({ length: 34 }, (_, r) => r + 1);
  const c = compareVariants(1, [reportVariant(variant, 1, 2, [game(0, long), game(1, [1, 2, 3])])]);
  const table = comparisonTable(c);
  assert.match(table, /^ {2}round 30 +30 \(1\)$/m);
  assert.doesNotMatch(table, /^ {2}round 31 /m);
  // Rounds 31–34 of the one game that reached them: (31 + 32 + 33 + 34) / 4.
  assert.match(table, /^ {2}rounds 31–34 +32\.50 \(1\)$/m);
  assert.match(table, /^series past 30 rounds or turns: one row, their mean/m);
  // Game length: the two games lasted 34 and 3 rounds; power at the end was 34 and 3.
  assert.match(table, /^game length: rounds — median \[10th–90th percentile\]/m);
  assert.match(table, /^at game end: power — /m);
  const csv = comparisonCsv(c);
  assert.ok(csv.includes('\nA,fixture-shadows,distribution power,max,34,,,,2\n'), csv);
  const bars = csv.split('\n').filter((l) => l.startsWith('A,fixture-shadows,histogram rounds,'));
  assert.equal(
    bars.reduce((n, l) => n + Number(l.split(',')[7]), 0),
    2,
    'every game in one bin',
  );
  assert.ok(
    bars.every((l) => Number(l.split(',')[5]) <= Number(l.split(',')[4])),
    'each share with its interval',
  );
});

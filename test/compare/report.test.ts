// A variant's report from game records: win rates by team, seat and reason, first-player
// advantage, balance between seats of one role, series means, and which differences matter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareVariants, reportVariant } from '../../core/compare/report.ts';
import type { GameRecord } from '../../core/compare/record.ts';
import { parseVariantSpec, prepareVariant } from '../../core/compare/variant.ts';
import { format, modules } from '../core/support.ts';

const twoSeats = prepareVariant(parseVariantSpec('fixture-shadows'), format('fixture-shadows'), modules);

function game(index: number, winner: string | null, first: string, rounds: number, power: number[]): GameRecord {
  return {
    index,
    seed: 1 + index,
    rounds,
    decisions: 10 * rounds,
    winner: winner ? { teams: [winner], seats: [winner], reason: winner === 'p1' ? 'eight power' : 'last standing' } : null,
    firstPlayer: { kind: 'seat', id: first },
    series: { power, leastGold: [], shadows: [], marshalled: [] },
    byCard: {},
    first: {},
    against: {},
    produced: [],
  };
}

// p1 wins 3 games, p2 one, and one game has no winner; the first player won 3 of the 5.
const records = [
  game(4, null, 'p2', 5, [1, 2, 3, 4, 5]),
  game(0, 'p1', 'p1', 2, [2, 4]),
  game(1, 'p1', 'p2', 3, [1, 3, 5]),
  game(2, 'p1', 'p1', 2, [3, 6]),
  game(3, 'p2', 'p2', 4, [0, 1, 2, 3]),
];

test('wins by team and seat (with none for games nobody won) and by reason, over the games played', () => {
  const r = reportVariant(twoSeats, 1, 8, records);
  assert.equal(r.games, 5);
  assert.equal(r.planned, 8);
  assert.deepEqual(Object.fromEntries(Object.entries(r.teamWins).map(([k, v]) => [k, v.count])), { p1: 3, p2: 1, none: 1 });
  assert.equal(r.seatWins.p1.rate, 0.6);
  assert.deepEqual(Object.keys(r.reasons), ['eight power', 'last standing', 'unfinished']);
  assert.equal(r.reasons.unfinished.count, 1);
  assert.equal(r.rounds.mean, 3.2);
  assert.equal(r.decisions.max, 50);
});

test('first player: wins 3 of 5 against a fair share of one in two; balance is one minus the seat gap', () => {
  const r = reportVariant(twoSeats, 1, 5, records);
  assert.ok(r.firstPlayer && !('fixed' in r.firstPlayer));
  assert.equal(r.firstPlayer.wins.count, 3); // games 0 and 2 (p1 first, p1 won) and 3 (p2 first, p2 won)
  assert.equal(r.firstPlayer.share, 0.5);
  assert.ok(Math.abs(r.firstPlayer.advantage - 0.1) < 1e-9, String(r.firstPlayer.advantage));
  assert.ok(Math.abs(r.balance! - (1 - (0.6 - 0.2))) < 1e-9, String(r.balance));
});

test('a first player always the same seat or team is reported as fixed, not as an advantage', () => {
  const r = reportVariant(
    twoSeats,
    1,
    2,
    records.slice(1, 3).map((g) => ({ ...g, firstPlayer: { kind: 'team' as const, id: 'p1' } })),
  );
  assert.deepEqual(r.firstPlayer, { kind: 'team', fixed: 'p1' });
});

test('a series is the mean per round over the games that reached it, with how many did', () => {
  const s = reportVariant(twoSeats, 1, 5, records).series.power;
  assert.deepEqual(s.games, [5, 5, 3, 2, 1]);
  assert.deepEqual(s.mean.slice(0, 3), [7 / 5, 16 / 5, 10 / 3]);
  assert.equal(s.doc, 'total power at the end of the round');
});

test('differences from the first variant: significant only when the win rates really differ', () => {
  const many = (wins: number) => Array.from({ length: 100 }, (_, i) => game(i, i < wins ? 'p1' : 'p2', 'p1', 3, [1]));
  const a = reportVariant(twoSeats, 1, 100, many(50));
  const b = reportVariant(twoSeats, 1, 100, many(70));
  const c = reportVariant(twoSeats, 1, 100, many(55));
  const { differences } = compareVariants(1, [a, b, c]);
  const p1 = (variant: number) => differences.find((d) => d.variant === variant && d.team === 'p1')!;
  assert.equal(p1(1).significant, true);
  assert.equal(p1(2).significant, false);
});

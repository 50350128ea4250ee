// Secrecy, promise 7, over every format in the catalog (a new format inherits these):
// 50 bot games each (fewer at tables of five or more, where 90,000 viewer checks may come
// first), with every viewer checked at every answer. The properties are in
// ./secrecy-properties.ts: no id of a card hidden from a viewer reaches it; what hidden
// cards are changes nothing a viewer receives; subscribers that meddle change no game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalog, format } from './support.ts';
import { checkMeddlers, checkSecrecy } from './secrecy-properties.ts';
import { extraSeats } from '../../core/seats.ts';

const GAMES = 50;
/**
 * A table of five or more plays fewer games: its checks grow with its viewers, its cards and
 * its long games (Enlightenment at 6 seats: up to 3,000 answers between diplomats keeping
 * their pacts, 7 viewers, ~600 cards), so its games stop after this many checks of a viewer at
 * an answer — at least MIN_GAMES of them — and each game after BIG_TABLE_ANSWERS answers.
 * Smaller tables play all their games, to 3,000 answers.
 */
const BIG_TABLE_CHECKS = 90_000;
const BIG_TABLE_ANSWERS = 1_500;
/** Every seat count of a 3–6 player format twice. */
const MIN_GAMES = 8;

for (const id of [...catalog.formats.keys()].sort()) {
  const f = format(id);
  // (Seats of `extra` roles — the Shadowlands — sit at the table on top of the players.)
  const budget = f.seats.max + extraSeats(f) >= 5 ? BIG_TABLE_CHECKS : undefined;
  const games = budget ? `${GAMES} bot games or ${budget.toLocaleString('en')} viewer checks` : `${GAMES} bot games`;
  test(`${id}: over ${games} no viewer's view, events or decisions name or depend on a card hidden from it`, () => {
    const report = checkSecrecy(f, {
      games: GAMES,
      swapRate: 0.05,
      maxAnswers: budget ? BIG_TABLE_ANSWERS : 3_000,
      viewerCheckBudget: budget,
    });
    if (budget === undefined) assert.equal(report.games, GAMES);
    else assert.ok(report.games >= MIN_GAMES, `only ${report.games} games within the budget: ${JSON.stringify(report)}`);
    assert.ok(report.viewerChecks > report.answers, `every viewer is checked at every answer: ${JSON.stringify(report)}`);
  });

  test(`${id}: subscribers that change what they receive change nothing in the game`, () => {
    const { refused } = checkMeddlers(f, 3);
    assert.ok(refused > 0, 'the meddlers tried');
  });
}

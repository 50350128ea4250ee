// Secrecy, promise 7, over every format in the catalog (a new format inherits these): bot
// games with every viewer checked at every answer. The properties are in
// ./secrecy-properties.ts: no id of a card hidden from a viewer reaches it, nor any hidden
// card's name in words; what hidden cards are changes nothing a viewer receives; subscribers
// that meddle change no game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalog, format } from './support.ts';
import { checkMeddlers, checkSecrecy } from './secrecy-properties.ts';
import { extraSeats } from '../../core/seats.ts';
import { sampleGames } from '../support/sample.ts';

/**
 * Games a format, `npm run soak` plays more. Eight cover every seat count of a 3–6 player format
 * twice, and caught each of the breaks made to size it (issue 40's note): the first real find
 * of the names property ("marshalled Frostbite", AGoT) put back shows in game 1.
 */
const GAMES = sampleGames(8);
/**
 * A game at a table of five or more stops after this many answers: its checks grow with its
 * viewers, its cards and its length (Enlightenment at 6 seats: up to 3,000 answers between
 * diplomats keeping their pacts, 7 viewers, ~600 cards). Smaller tables play to 3,000.
 */
const BIG_TABLE_ANSWERS = 1_500;

for (const id of [...catalog.formats.keys()].sort()) {
  const f = format(id);
  // (Seats of `extra` roles — the Shadowlands — sit at the table on top of the players.)
  const big = f.seats.max + extraSeats(f) >= 5;
  test(`${id}: over ${GAMES} bot games no viewer's view, events or decisions name or depend on a card hidden from it`, () => {
    const report = checkSecrecy(f, { games: GAMES, swapRate: 0.05, maxAnswers: big ? BIG_TABLE_ANSWERS : 3_000 });
    assert.equal(report.games, GAMES);
    assert.ok(report.viewerChecks > report.answers, `every viewer is checked at every answer: ${JSON.stringify(report)}`);
  });

  test(`${id}: subscribers that change what they receive change nothing in the game`, () => {
    const { refused } = checkMeddlers(f, 3);
    assert.ok(refused > 0, 'the meddlers tried');
  });
}

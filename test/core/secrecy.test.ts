// Secrecy, promise 7, over every format in the catalog (a new format inherits these):
// 50 bot games each (fewer where 90,000 viewer checks come first: long games at big tables),
// with every viewer checked at every answer. The properties are in
// ./secrecy-properties.ts: no id of a card hidden from a viewer reaches it; what hidden
// cards are changes nothing a viewer receives; subscribers that meddle change no game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalog, format } from './support.ts';
import { checkMeddlers, checkSecrecy } from './secrecy-properties.ts';

const GAMES = 50;
/** Checks of every viewer at every answer, per format: the stronghold and cooperative formats play all their games within it. */
const VIEWER_CHECKS = 90_000;
/** Whatever the budget: every seat count of a 3–6 player format twice. */
const MIN_GAMES = 8;

for (const id of [...catalog.formats.keys()].sort()) {
  test(`${id}: over ${GAMES} bot games (or ${VIEWER_CHECKS.toLocaleString('en')} viewer checks) no viewer's view, events or decisions name or depend on a card hidden from it`, () => {
    const report = checkSecrecy(format(id), { games: GAMES, swapRate: 0.05, maxAnswers: 3_000, viewerCheckBudget: VIEWER_CHECKS });
    assert.ok(report.games === GAMES || report.viewerChecks >= VIEWER_CHECKS, `stopped early: ${JSON.stringify(report)}`);
    assert.ok(report.games >= MIN_GAMES, `only ${report.games} games within the budget: ${JSON.stringify(report)}`);
    assert.ok(report.viewerChecks > report.answers, `every viewer is checked at every answer: ${JSON.stringify(report)}`);
  });

  test(`${id}: subscribers that change what they receive change nothing in the game`, () => {
    const { refused } = checkMeddlers(format(id), 3);
    assert.ok(refused > 0, 'the meddlers tried');
  });
}

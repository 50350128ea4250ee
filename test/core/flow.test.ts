// Flow steps that the fixture formats don't reach on their own, checked with small formats
// written here: an `each` loop skips a seat eliminated during the loop at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { newGame } from '../../core/session.ts';
import type { GameEvent } from '../../core/types.ts';
import { modules } from './support.ts';

const eachFormat = `
id: each-with-elimination
name: each over seats, with a seat eliminated mid-loop
seats: { min: 2, max: 6 }
firstPlayer: { kind: seat, choose: first }
counters:
  seat: { life: { start: 1 } }
zones: []
round: [volley]
phases:
  volley:
    steps:
      - each:
          over: seat
          order: firstPlayer
          steps:
            - counter: { who: left:current, name: life, add: -1 }
win:
  - eliminateAt: { counter: seat.life, atMost: 0, reason: out of life }
  - lastTeamStanding: { reason: last seat standing }
roundLimit: 5
`;

test('each: a seat eliminated during the loop is skipped at once', () => {
  const format = resolveFormat(loadCatalog([{ path: 'each-with-elimination.yaml', text: eachFormat }]), 'each-with-elimination');
  const game = newGame({ format, modules, seed: 1, seats: 3 });
  const events: GameEvent[] = [];
  game.events$.subscribe((e) => events.push(e));
  game.start();
  // p1 strikes p2, who is out at once; p2's turn is skipped, p3 strikes p1 and stands alone.
  assert.deepEqual(events.filter((e) => e.type === 'seatEliminated').map((e) => e.seat), ['p2', 'p1']);
  assert.deepEqual(game.state.winner, { teams: ['p3'], seats: ['p3'], reason: 'last seat standing' });
  assert.equal(game.state.round, 1);
});

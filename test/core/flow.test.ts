// Flow steps that the fixture formats don't reach on their own, checked with small formats
// written here: an `each` loop skips a seat eliminated during the loop at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame } from '../../core/session.ts';
import { GameError } from '../../core/game.ts';
import type { GameEvent } from '../../core/types.ts';
import { modules } from './support.ts';
import { scoreFormat } from '../support/score-format.ts';
import { resolveFrom } from '../load/samples.ts';

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
  const format = resolveFrom([{ path: 'each-with-elimination.yaml', text: eachFormat }], 'each-with-elimination');
  const game = newGame({ format, modules, seed: 1, seats: 3 });
  const events: GameEvent[] = [];
  game.events$.subscribe((e) => events.push(e));
  game.start();
  // p1 strikes p2, who is out at once; p2's turn is skipped, p3 strikes p1 and stands alone.
  assert.deepEqual(
    events.filter((e) => e.type === 'seatEliminated').map((e) => e.seat),
    ['p2', 'p1'],
  );
  assert.deepEqual(game.state.winner, { teams: ['p3'], seats: ['p3'], reason: 'last seat standing' });
  assert.equal(game.state.round, 1);
});

function formatOf(id: string, text: string) {
  return resolveFrom([{ path: `${id}.yaml`, text }], id);
}

test('a repeat that never asks stops at the step budget with a clear error, not a busy loop', () => {
  const format = formatOf(
    'busy',
    scoreFormat('busy', {
      steps: `      - repeat:
          times: 1000000000
          steps:
            - counter: { who: each, name: score, add: 0 }`,
    }),
  );
  const game = newGame({ format, modules, seed: 1 });
  assert.throws(
    () => game.start(),
    (e: Error) =>
      e instanceof GameError && /10,000 steps without a decision: a repeat or window that never asks anyone\? \(running a /.test(e.message),
  );
});

test('a secret choice with no options, or with a million, is a clear error when asked, never a wait or a flood', () => {
  // A range set by a param is known only when the game starts; a literal one at load (below).
  for (const [id, range, message] of [
    ['empty-bid', '[1, 0]', /has no options/],
    ['huge-bid', '[1, { param: top }]', /from 1 to 100000000 has 100000000 options; at most 1000/],
  ] as const) {
    const format = formatOf(
      id,
      scoreFormat(id, {
        steps: `      - simultaneous: { id: bid, prompt: Bid, range: ${range}, then: settleBids }`,
        extra: 'rules: fixtures\nparams: { top: 100000000 }',
      }),
    );
    const game = newGame({ format, modules, seed: 1 });
    assert.throws(
      () => game.start(),
      (e: Error) => e instanceof GameError && message.test(e.message),
      id,
    );
  }
});

test('a literal range of a hundred million choices is an error at its file:line:col when the format loads', () => {
  const text = scoreFormat('literal-bid', {
    steps: '      - simultaneous: { id: bid, prompt: Bid, range: [1, 100000000], then: settleBids }',
    extra: 'rules: fixtures',
  });
  assert.throws(
    () => formatOf('literal-bid', text),
    /literal-bid\.yaml:13:47: a range from 1 to 100000000 offers 100000000 choices; at most 1000/,
  );
});

/** Who had each turn of a game whose rounds pass the turn `how` and score for the active seat. */
function turns(how: string, players: number, extra = ''): { to: string[]; game: ReturnType<typeof newGame> } {
  const steps = `      - passTurn: ${how}\n      - counter: { who: active, name: score, add: 1 }`;
  const win = '  - reach: { counter: seat.score, atLeast: 2, reason: two turns }';
  const format = formatOf(
    `turns-${how.toLowerCase()}`,
    scoreFormat(`turns-${how.toLowerCase()}`, { steps, seats: '{ min: 2, max: 4 }', extra, win }),
  );
  const game = newGame({ format, modules, seed: 1, seats: players });
  const events: GameEvent[] = [];
  game.events$.subscribe((e) => events.push(e));
  game.start();
  return { to: events.filter((e) => e.type === 'activeSeatChanged').map((e) => String(e.to)), game };
}

test('the turn passes around the table from the first player, left or right, and "active" names whose turn it is', () => {
  const left = turns('left', 3);
  assert.deepEqual(left.to, ['p1', 'p2', 'p3', 'p1'], "the first turn is the first player's, then to the left");
  assert.deepEqual(left.game.state.winner?.seats, ['p1'], 'two turns, two points: p1 in round 4');
  assert.deepEqual(turns('right', 3).to, ['p1', 'p3', 'p2', 'p1']);
  assert.deepEqual(turns('firstPlayer', 2).to.slice(0, 2), ['p1', 'p1'], "each round the first player's");
});

test('a team format passes the turn from team to team; the active team acts through its first seat', () => {
  const { to, game } = turns('nextTeam', 4, 'teams: { alternate: 2 }');
  assert.deepEqual(to, ['team1', 'team2', 'team1']);
  assert.deepEqual(game.state.winner?.teams, ['team1']);
  const score = (id: string) => game.state.seats.find((s) => s.id === id)!.counters.score;
  assert.deepEqual([score('p1'), score('p3')], [2, 0], "team1's turns score for p1, its first seat");
});

test('"active" before any turn is a clear error', () => {
  const format = formatOf('no-turn', scoreFormat('no-turn', { steps: '      - counter: { who: active, name: score, add: 1 }' }));
  const game = newGame({ format, modules, seed: 1 });
  assert.throws(() => game.start(), /"active" used before any turn began/);
});

// Core promise 6: events are RxJS streams, published only after a whole answer is applied,
// so a subscriber sees the final state for that answer and subscribers can't change a game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { config as rxConfig } from 'rxjs';
import type { GameEvent } from '../../core/types.ts';
import { humanGame, playRandomly } from './support.ts';

test('events$ emits after the answer is fully applied: every event of an answer sees its final state', () => {
  const { game } = humanGame('fixture-shadows', { seats: 3, seed: 8 });
  const seen: { seq: number; hash: string; answered: number; pending: string[] }[] = [];
  game.events$.subscribe((e) => {
    seen.push({ seq: e.seq, hash: game.hash(), answered: game.state.answered, pending: game.pending.map((d) => d.id) });
  });
  let answers = 0;
  playRandomly(game, 8, 10_000, (g) => {
    answers++;
    const mine = seen.splice(0);
    assert.ok(mine.length > 0, 'an answer emitted no events');
    for (const s of mine) {
      assert.equal(s.hash, g.hash(), `event ${s.seq} was published before answer ${answers} was fully applied`);
      assert.equal(s.answered, answers);
      assert.deepEqual(
        s.pending,
        g.pending.map((d) => d.id),
      );
    }
  });
  assert.ok(game.ended && answers > 10);
});

test('state$ and decisions$ follow the events of each answer with the final state', () => {
  const { game } = humanGame('fixture-secret-bid', { seats: 3, seed: 2 });
  const order: string[] = [];
  game.events$.subscribe((e) => order.push(`event:${e.type}`));
  game.state$.subscribe((s) => {
    assert.equal(s, game.state);
    order.push(`state:${s.answered}`);
  });
  game.decisions$.subscribe((d) => {
    assert.deepEqual(d, game.pending);
    order.push(`decisions:${d.length}`);
  });
  order.length = 0;
  const [a, b, c] = game.pending;
  game.answer(a!.seat, a!.id, '1');
  game.answer(b!.seat, b!.id, '2');
  game.answer(c!.seat, c!.id, '3');
  // Each answer: its events, then the state, then the decisions.
  const marks = order.map((x, i) => [x, i] as const).filter(([x]) => !x.startsWith('event:'));
  assert.deepEqual(
    marks.map(([x]) => x),
    ['state:1', 'decisions:2', 'state:2', 'decisions:1', 'state:3', 'decisions:3'],
  );
  assert.ok(order.indexOf('event:choicesRevealed') < order.indexOf('state:3'));
  assert.ok(order.indexOf('event:choicesRevealed') > order.indexOf('decisions:1'));
});

test('a second subscriber, early or late, changes neither the event sequence nor the hash', () => {
  const one = humanGame('fixture-shadow-players', { seats: 4, seed: 5 });
  playRandomly(one.game, 5);

  const two = humanGame('fixture-shadow-players', { seats: 4, seed: 5 });
  const second: GameEvent[] = [];
  // A busy subscriber: it reads views and the state, and subscribes a third halfway.
  two.game.events$.subscribe((e) => {
    second.push(e);
    two.game.view('p1');
    two.game.redact(e, 'p2');
    if (e.seq === 40) two.game.events$.subscribe(() => JSON.stringify(two.game.state));
  });
  two.game.state$.subscribe(() => two.game.hash());
  playRandomly(two.game, 5);

  assert.equal(two.game.hash(), one.game.hash());
  assert.deepEqual(two.events, one.events);
  assert.ok(second.length > 100);
  assert.deepEqual(second, two.events.slice(two.events.length - second.length), 'both subscribers saw the same sequence');
  assert.deepEqual(
    two.events.map((e) => e.seq),
    two.events.map((_, i) => i),
    'seq counts from 0 without gaps',
  );
});

test('a subscriber that throws does not change the game', async () => {
  const one = humanGame('fixture-ffa-clockwise', { seats: 3, seed: 4 });
  playRandomly(one.game, 4);
  const two = humanGame('fixture-ffa-clockwise', { seats: 3, seed: 4 });
  let thrown = 0;
  two.game.events$.subscribe((e) => {
    if (e.type === 'passed') {
      thrown++;
      throw new Error('a buggy panel');
    }
  });
  // RxJS reports an error thrown by a subscriber later, on a timer: collect the reports.
  const reported: unknown[] = [];
  const previous = rxConfig.onUnhandledError;
  rxConfig.onUnhandledError = (err) => reported.push(err);
  try {
    playRandomly(two.game, 4);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    rxConfig.onUnhandledError = previous;
  }
  assert.ok(thrown > 0);
  assert.equal(reported.length, thrown);
  assert.equal(two.game.hash(), one.game.hash());
  assert.deepEqual(two.events, one.events);
});

// Core promise 3 and 8: an illegal answer is rejected with a reason and changes nothing —
// not the state, not the log, not the event stream. A rules error while resolving an
// answer leaves the game as it was, too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Choice } from '../../core/types.ts';
import type { RulesModule } from '../../core/rules-module.ts';
import { newGame } from '../../core/session.ts';
import { applyAnswer } from '../../core/engine.ts';
import { stateHash } from '../../core/hash.ts';
import { format, humanGame, modules } from './support.ts';

function assertRejected(
  formatId: string,
  settings: Parameters<typeof humanGame>[1],
  answer: (pending: { id: string }[]) => [string, unknown],
  reason: RegExp,
) {
  const { game, events } = humanGame(formatId, settings);
  const hash = game.hash();
  const before = { events: events.length, log: game.log(), pending: structuredClone(game.pending) };
  const [id, choice] = answer(game.pending);
  const outcome = game.answer(game.pending.find((d) => d.id === id)?.seat ?? 'p1', id, choice as Choice);
  assert.equal(outcome.ok, false, 'the answer was accepted');
  assert.match((outcome as { reason: string }).reason, reason);
  assert.equal(game.hash(), hash, 'the state changed');
  assert.equal(events.length, before.events, 'events were emitted');
  assert.deepEqual(game.log(), before.log, 'the log changed');
  assert.deepEqual(game.pending, before.pending);
  return game;
}

test('an unknown option is rejected, naming the options', () => {
  assertRejected(
    'fixture-ffa-clockwise',
    { seed: 1 },
    (p) => [p[0].id, 'steal'],
    /"steal" is not one of the options of d\d+ \(take, pass\)/,
  );
});

test('an unknown decision id is rejected, listing what is pending', () => {
  assertRejected(
    'fixture-ffa-clockwise',
    { seed: 1 },
    () => ['d999', 'pass'],
    /no pending decision "d999" \(pending: d\d+ \(p\d: Take an action or pass\)\)/,
  );
});

test('the wrong number of choices is rejected', () => {
  assertRejected('fixture-ffa-clockwise', { seed: 1 }, (p) => [p[0].id, ['take', 'pass']], /choose 1 option\(s\), not 2/);
  assertRejected('fixture-ffa-clockwise', { seed: 1 }, (p) => [p[0].id, []], /choose 1 option\(s\), not 0/);
});

test('the same option twice, or a choice that is not an option id, is rejected', () => {
  assertRejected('fixture-secret-bid', { seed: 1 }, (p) => [p[0].id, ['3', '3']], /the same option is chosen twice/);
  assertRejected('fixture-secret-bid', { seed: 1 }, (p) => [p[0].id, 3], /a choice is an option id \(string\), got 3/);
  assertRejected('fixture-secret-bid', { seed: 1 }, (p) => [p[0].id, '6'], /"6" is not one of the options/);
});

test('a decision already answered cannot be answered again', () => {
  const { game } = humanGame('fixture-secret-bid', { seed: 1, seats: 3 });
  const [first] = game.pending;
  assert.deepEqual(game.answer(first.seat, first.id, '2'), { ok: true });
  const hash = game.hash();
  const outcome = game.answer(first.seat, first.id, '3');
  assert.equal(outcome.ok, false);
  assert.match((outcome as { reason: string }).reason, new RegExp(`no pending decision "${first.id}"`));
  assert.equal(game.hash(), hash);
  assert.equal(game.log().answers.length, 1);
});

test('an answer after the game is over is rejected', () => {
  const { game } = humanGame('fixture-elimination', { seats: 2, seed: 1, scenario: { counters: { 'p2.life': 1 }, firstPlayer: 'p1' } });
  const [d] = game.pending;
  assert.deepEqual(game.answer(d.seat, d.id, 'strike'), { ok: true });
  assert.ok(game.ended);
  const hash = game.hash();
  const outcome = game.answer(d.seat, d.id, 'strike');
  assert.deepEqual(outcome, { ok: false, reason: 'the game is over' });
  assert.equal(game.hash(), hash);
});

test('a rules error while resolving an answer leaves the game as it was', () => {
  const broken: RulesModule = {
    ...modules.fixtures,
    hooks: {
      ...modules.fixtures.hooks,
      settleBids(ctx) {
        // Change something first, then fail: the change must not survive.
        ctx.addCounter('p1', 'honor', 5, 'half-done');
        throw new Error('the dial fell off');
      },
    },
  };
  const game = newGame({ format: format('fixture-secret-bid'), modules: { fixtures: broken }, seed: 1, seats: 2 });
  const events: unknown[] = [];
  game.events$.subscribe((e) => events.push(e));
  game.start();
  const [a, b] = game.pending;
  assert.deepEqual(game.answer(a.seat, a.id, '1'), { ok: true });
  const hash = game.hash();
  const seen = events.length;
  const outcome = game.answer(b.seat, b.id, '2');
  assert.equal(outcome.ok, false);
  assert.match((outcome as { reason: string }).reason, /rules error while resolving d\d+: the dial fell off/);
  assert.equal(game.hash(), hash);
  assert.equal(game.state.seats[0].counters.honor, 8);
  assert.equal(events.length, seen);
  assert.deepEqual(
    game.pending.map((d) => d.id),
    [b.id],
    'the last bid is still pending',
  );
});

test('the bare engine (applyAnswer) also rejects before changing anything, as Game.answer relies on', () => {
  const { game } = humanGame('fixture-secret-bid', { seed: 1, seats: 3 });
  const state = structuredClone(game.state);
  const before = stateHash(state);
  const [d] = state.pending;
  for (const [id, choice] of [
    [d!.id, '9'],
    ['d999', '1'],
    [d!.id, ['1', '2']],
    [d!.id, []],
    [d!.id, 1],
  ] as [string, unknown][]) {
    const result = applyAnswer(game.engine, state, d!.seat, id, choice);
    assert.equal(result.ok, false, JSON.stringify(choice));
    assert.equal(stateHash(state), before, `${JSON.stringify(choice)} changed the state`);
  }
  assert.equal(applyAnswer(game.engine, state, d!.seat, d!.id, '1').ok, true);
  assert.equal(state.answered, 1);
});

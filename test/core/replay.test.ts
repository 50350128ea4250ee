// Replay and undo rest on promise 1: a log (format, version, options, seats, seed, answers)
// rebuilds the game exactly; replaying fewer answers is undo. A log from another format
// version is refused with a clear message, since its answers would mean other things.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { replay } from '../../core/session.ts';
import { GameError } from '../../core/game.ts';
import type { GameLog } from '../../core/types.ts';
import { fixtureFormats, format, humanGame, modules, playRandomly, viaJson } from './support.ts';

for (const f of fixtureFormats) {
  test(`${f.id}: replaying the log gives the same hash; replaying k answers gives the hash after k (undo)`, () => {
    const { game } = humanGame(f.id, { seats: f.seats.default ?? f.seats.min, seed: 21 });
    const hashes = [game.hash()];
    playRandomly(game, 21, 10_000, (g) => hashes.push(g.hash()));
    const log = viaJson(game.log()); // as saved to a file
    assert.equal(log.answers.length, hashes.length - 1);
    assert.equal(replay(log, f, modules).hash(), game.hash());
    for (const k of new Set([0, 1, Math.floor(log.answers.length / 2), log.answers.length - 1])) {
      assert.equal(replay(log, f, modules, k).hash(), hashes[k], `after ${k} answers`);
    }
  });
}

test('an undone game plays on like the original from that point', () => {
  const f = format('fixture-secret-bid');
  const { game } = humanGame(f.id, { seats: 3, seed: 2 });
  playRandomly(game, 2);
  const log = game.log();
  const undone = replay(log, f, modules, 4);
  for (const a of log.answers.slice(4)) assert.deepEqual(undone.answer(a.seat, a.decision, a.choice), { ok: true });
  assert.equal(undone.hash(), game.hash());
  assert.deepEqual(undone.log(), log);
});

test('a scenario game replays with its board', () => {
  const f = format('fixture-shadows');
  const { game } = humanGame(f.id, {
    seats: 2,
    seed: 4,
    startPhase: 'marshalling',
    scenario: { firstPlayer: 'p2', cards: [{ card: 'spy', zone: 'p2.hand' }], counters: { 'p2.gold': 5 } },
  });
  playRandomly(game, 4, 12);
  const log = viaJson(game.log());
  assert.ok(log.scenario);
  assert.equal(log.startPhase, 'marshalling');
  assert.equal(replay(log, f, modules).hash(), game.hash());
});

test('a log recorded with another format version is refused with a clear message', () => {
  const f = format('fixture-ffa-clockwise');
  const { game } = humanGame(f.id, { seed: 1 });
  playRandomly(game, 1, 5);
  const log: GameLog = { ...viaJson(game.log()), format: { id: f.id, version: f.version + 1 } };
  assert.throws(
    () => replay(log, f, modules),
    (e: unknown) => {
      assert.ok(e instanceof GameError);
      assert.equal(
        e.message,
        `this log was recorded with fixture-ffa-clockwise version ${f.version + 1}; the loaded format is version ${f.version}, so its answers can't be replayed`,
      );
      return true;
    },
  );
});

test('a log of another format is refused', () => {
  const { game } = humanGame('fixture-ffa-clockwise', { seed: 1 });
  assert.throws(() => replay(game.log(), format('fixture-pass-final'), modules), {
    constructor: GameError,
    message: 'this log is of format "fixture-ffa-clockwise", not "fixture-pass-final"',
  });
});

test('a log whose answers no longer apply is refused, naming the answer', () => {
  const f = format('fixture-ffa-clockwise');
  const { game } = humanGame(f.id, { seed: 1 });
  playRandomly(game, 1, 3);
  const log = viaJson(game.log());
  log.answers[1] = { ...log.answers[1], choice: 'steal' };
  assert.throws(() => replay(log, f, modules), /answer 2 of the log \(d\d+ by p\d\) no longer applies: "steal" is not one of the options/);
});

test('a log names the generator that dealt it; one from before logs named one, or from another, is refused in one line saying why', () => {
  const f = format('fixture-secret-bid');
  const { game } = humanGame(f.id, { seats: 3, seed: 4 });
  playRandomly(game, 4);
  const log = viaJson(game.log());
  assert.equal(log.generator, 'chacha20-sha256');
  assert.equal(replay(log, f, modules).hash(), game.hash());
  // Saved before issue 37: the same seed dealt by xoroshiro128+, so its answers would mean other cards.
  const { generator: _, ...old } = log;
  assert.throws(
    () => replay(old as GameLog, f, modules),
    (e: Error) =>
      e instanceof GameError &&
      /^this log was dealt by the generator used before logs named one \(xoroshiro128\+/.test(e.message) &&
      !e.message.includes('\n'),
  );
  assert.throws(
    () => replay({ ...log, generator: 'mersenne' }, f, modules),
    (e: Error) => e instanceof GameError && /dealt by generator "mersenne"; this engine deals with "chacha20-sha256"/.test(e.message),
  );
});

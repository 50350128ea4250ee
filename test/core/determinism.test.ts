// Core promise 1: a game is a pure function of (format, options, seats, seed, answers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent } from '../../core/types.ts';
import { fixtureFormats, humanGame, playRandomly } from './support.ts';
import { playFixtureGame } from './fixture-games.ts';
import { catalog, format } from './support.ts';
import { newGame } from '../../core/session.ts';
import { Driver } from '../../core/driver.ts';
import { rulesModules } from '../../formats/index.ts';

/** A bot game of every seat, its final hash and every event it emitted. */
function record(formatId: string, seats: number, seed: number): { hash: string; events: GameEvent[]; answers: number } {
  const { game, events } = humanGame(formatId, { seats, seed });
  const answers = playRandomly(game, seed);
  return { hash: game.hash(), events, answers };
}

for (const f of fixtureFormats) {
  const seats = f.seats.default ?? f.seats.min;
  test(`${f.id}: the same inputs give the same state hash and the same events`, () => {
    const a = record(f.id, seats, 42);
    const b = record(f.id, seats, 42);
    assert.ok(a.answers > 0, 'the game asked for no decision at all');
    assert.equal(a.hash, b.hash);
    assert.deepEqual(b.events, a.events);
  });

  test(`${f.id}: another seed gives another game`, () => {
    const a = record(f.id, seats, 42);
    const b = record(f.id, seats, 43);
    assert.notEqual(a.hash, b.hash);
    // Not just the seed in gameStarted: the play itself differs.
    const played = (r: ReturnType<typeof record>) => JSON.stringify(r.events.filter((e) => e.type !== 'gameStarted'));
    assert.notEqual(played(a), played(b));
  });
}

test('the same scripted answers to human seats give the same game as the bots that first gave them', () => {
  for (const f of fixtureFormats) {
    const live = humanGame(f.id, { seats: f.seats.max, seed: 7 });
    playRandomly(live.game, 7);
    const again = humanGame(f.id, { seats: f.seats.max, seed: 7 });
    for (const a of live.game.log().answers) assert.deepEqual(again.game.answer(a.seat, a.decision, a.choice), { ok: true });
    assert.equal(again.game.hash(), live.game.hash(), f.id);
    assert.deepEqual(again.events, live.events, f.id);
  }
});

test('bot-driven games (Driver, as simulate and the web table play them) repeat exactly', () => {
  for (const f of fixtureFormats) {
    const a = playFixtureGame(catalog, f.id, f.seats.min, 5);
    const b = playFixtureGame(catalog, f.id, f.seats.min, 5);
    assert.ok(a.ended, `${f.id} seed 5 did not end`);
    assert.equal(a.hash(), b.hash(), f.id);
    assert.deepEqual(b.log(), a.log(), f.id);
  }
});

// A game nobody listens to keeps only its events' types (core/context.ts bareEvents): that
// must change nothing of the game itself, in the L5R formats whose rules emit the most.
test('a game with no events$ subscriber plays the same answers to the same end as one with a subscriber', () => {
  for (const id of ['l5r-stronghold', 'l5r-shadowlands-coop', ...fixtureFormats.map((f) => f.id)]) {
    const f = format(id);
    const play = (listen: boolean) => {
      const game = newGame({ format: f, modules: rulesModules, seed: 11, defaultController: 'bot:random' });
      const events: GameEvent[] = [];
      if (listen) game.events$.subscribe((e) => events.push(e));
      game.start();
      new Driver(game, 11).run(100_000);
      return { game, events };
    };
    const heard = play(true);
    const unheard = play(false);
    assert.ok(heard.game.ended, `${id} seed 11 did not end`);
    assert.equal(unheard.game.hash(), heard.game.hash(), id);
    assert.deepEqual(unheard.game.log(), heard.game.log(), id);
    assert.ok(
      heard.events.some((e) => e.type === 'decisionRequested' && e.decision !== undefined),
      `${id}: a subscriber gets whole events`,
    );
  }
});

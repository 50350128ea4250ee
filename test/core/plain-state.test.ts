// Core promise 2: state is plain data — JSON-serializable, no class instances, functions,
// undefined values or cycles — and a game paused at a decision is just that data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAnswer, type Engine } from '../../core/engine.ts';
import { stateHash } from '../../core/hash.ts';
import { fixtureFormats, humanGame, playRandomly, viaJson } from './support.ts';

/** Every value is null, boolean, finite number, string, array or plain object. */
function assertPlain(value: unknown, path: string): void {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return;
  if (typeof value === 'number') {
    assert.ok(Number.isFinite(value), `${path} is ${value}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertPlain(v, `${path}[${i}]`));
    return;
  }
  assert.equal(typeof value, 'object', `${path} is a ${typeof value}`);
  assert.equal(Object.getPrototypeOf(value), Object.prototype, `${path} is not a plain object`);
  for (const [k, v] of Object.entries(value as object)) assertPlain(v, `${path}.${k}`);
}

for (const f of fixtureFormats) {
  test(`${f.id}: the state survives a JSON round trip after every answer`, () => {
    const { game } = humanGame(f.id, { seats: f.seats.max, seed: 3 });
    const check = () => {
      assert.deepStrictEqual(viaJson(game.state), game.state, `after ${game.state.answered} answers`);
      assertPlain(game.state, 'state');
    };
    check();
    const answers = playRandomly(game, 3, 10_000, check);
    assert.ok(answers > 0);
    assert.ok(game.ended);
  });

  test(`${f.id}: a game saved as JSON mid-way resumes to the same end`, () => {
    const { game } = humanGame(f.id, { seats: f.seats.min, seed: 11 });
    playRandomly(game, 11);
    const answers = game.log().answers;
    const half = Math.floor(answers.length / 2);
    const engine: Engine = game.engine;
    const { game: first } = humanGame(f.id, { seats: f.seats.min, seed: 11 });
    for (const a of answers.slice(0, half)) assert.deepEqual(first.answer(a.seat, a.decision, a.choice), { ok: true });
    // Carry on from a JSON copy with the bare engine, as a saved game would.
    const saved = viaJson(first.state);
    for (const a of answers.slice(half)) assert.equal(applyAnswer(engine, saved, a.seat, a.decision, a.choice).ok, true);
    assert.equal(stateHash(saved), game.hash());
  });
}

test("the state hash is of the state's canonical JSON: keys sorted, strings written as JSON writes them", () => {
  assert.equal(stateHash({ b: 1, a: 2 }), stateHash({ a: 2, b: 1 }));
  // Recorded with the first implementation, which wrote the whole canonical JSON out before
  // hashing it: quotes, backslashes, control characters and surrogates escaped as JSON does.
  const odd = {
    a: 'q"uote\\',
    b: '\u0001x',
    c: '\ud83d\ude00',
    d: '\ud800',
    e: [undefined, 1.5, -0, NaN, Infinity, true, null],
    f: undefined,
    'k"ey': 1,
  };
  assert.equal(stateHash(odd), 'ed5f36b22bff44e7');
});

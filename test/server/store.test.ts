// The game store (server/store.ts) on both its databases, the same tests on each: the embedded
// PGlite in a folder and a real PostgreSQL server (test/support/postgres.ts starts a throwaway
// one). Games are plain objects made here: the store keeps whatever plain data it is given.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openStore, type StoredGame } from '../../server/store.ts';
import type { Seating } from '../../server/seating.ts';
import { freePort } from '../support/redis-server.ts';
import { storesToTest } from '../support/postgres.ts';

function game(id: string, change: Partial<StoredGame> = {}): StoredGame {
  return {
    id,
    log: { format: { id: 'demo', version: 1 }, options: {}, seats: [{ controller: 'human' }], seed: 1, answers: [] },
    tokens: [
      { token: `${id}-p1`, viewer: 'p1' },
      { token: `${id}-watch`, viewer: 'spectator' },
    ],
    seating: { started: false, seats: [] } as unknown as Seating,
    hash: 'abc',
    finished: false,
    ...change,
  };
}

// PGlite's now() counts whole milliseconds: two saves in the same one tie on updated_at (and
// are then listed by id). Orders are tested with the clock past the last save's millisecond, and
// with ids whose own order differs from the order of the changes.
async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve));
}

async function saveInTurn(store: { save(g: StoredGame): Promise<void> }, games: StoredGame[]): Promise<void> {
  for (const g of games) {
    await store.save(g);
    await nextMillisecond();
  }
}

const ids = (games: StoredGame[]) => games.map((g) => g.id);

const databases = storesToTest();
after(() => databases.stop());

for (const [name, open, options] of databases.stores) {
  describe(`the store on ${name}`, options, () => {
    test('a game saved is loaded back the same (its JSON values; jsonb may reorder keys)', async () => {
      const { store } = await open();
      const g = game('t1', {
        log: {
          ...game('t1').log,
          options: { zeta: 1, alpha: [true, null, 'x'] },
          answers: [{ seat: 'p1', decision: 'd1', choice: ['b', 'a'] }],
        },
        finished: true,
      });
      await store.save(g);
      assert.deepEqual(await store.load('t1'), g);
    });

    test('saving a game again replaces it: one game of that id, as saved last', async () => {
      const { store } = await open();
      await store.save(game('t1'));
      const later = game('t1', { hash: 'def', tokens: [{ token: 't1-p2', viewer: 'p2' }] });
      await store.save(later);
      assert.deepEqual(await store.load('t1'), later);
      assert.deepEqual(ids(await store.unfinished()), ['t1']);
    });

    test('unfinished() lists only the unfinished games, the oldest change first', async () => {
      const { store } = await open();
      await saveInTurn(store, [game('d'), game('c', { finished: true }), game('b'), game('a'), game('d', { hash: 'd2' })]);
      const unfinished = await store.unfinished();
      assert.deepEqual(ids(unfinished), ['b', 'a', 'd'], 'd changed last');
      assert.deepEqual(unfinished[2], game('d', { hash: 'd2' }));
    });

    test('finished(limit) lists the finished games, the newest change first, at most limit of them', async () => {
      const { store } = await open();
      const done = { finished: true };
      await saveInTurn(store, [game('f1', done), game('f2', done), game('open'), game('f3', done), game('f4', done)]);
      assert.deepEqual(ids(await store.finished()), ['f4', 'f3', 'f2', 'f1']);
      assert.deepEqual(ids(await store.finished(2)), ['f4', 'f3']);
      await store.save(game('f1', done));
      assert.deepEqual(ids(await store.finished(2)), ['f1', 'f4'], 'saved again, f1 is the newest');
    });

    test('load of an unknown id gives null', async () => {
      const { store } = await open();
      await store.save(game('known'));
      assert.equal(await store.load('unknown'), null);
    });

    test('writes issued without awaiting are stored in the order asked: the last one wins', async () => {
      const { store } = await open();
      // Every other write is large (slower to send and parse), so a small one after it would overtake it if let.
      const answers = Array.from({ length: 3000 }, (_, i) => ({ seat: 'p1', decision: `d${i}`, choice: ['a'] }));
      const large = { ...game('t').log, answers };
      const writes = [];
      for (let i = 0; i < 40; i++) writes.push(store.save(game('t', { hash: `h${i}`, ...(i % 2 ? {} : { log: large }) })));
      for (let i = 0; i < 40; i++) writes.push(store.save(game(i % 2 ? 'odd' : 'even', { hash: `h${i}`, finished: i >= 38 })));
      await Promise.all(writes);
      assert.deepEqual(await store.load('t'), game('t', { hash: 'h39' }));
      assert.equal((await store.load('even'))?.hash, 'h38');
      assert.equal((await store.load('odd'))?.hash, 'h39');
      assert.deepEqual(ids(await store.unfinished()), ['t'], 'the last writes finished even and odd');
    });

    test('a store closed and opened again on the same folder or database keeps its games', async () => {
      const { store, reopen } = await open();
      await saveInTurn(store, [game('kept'), game('over', { finished: true })]);
      await store.close();
      const again = await reopen();
      assert.deepEqual(await again.load('kept'), game('kept'));
      assert.deepEqual(ids(await again.unfinished()), ['kept']);
      assert.deepEqual(await again.finished(), [game('over', { finished: true })]);
    });
  });
}

test('an unreachable DATABASE_URL fails with one line naming its host and port', async () => {
  const port = await freePort(); // nothing listens there
  await assert.rejects(openStore({ databaseUrl: `postgres://games@127.0.0.1:${port}/games`, dir: '/nowhere' }), (e: Error) => {
    assert.match(e.message, new RegExp(`^can't use PostgreSQL at 127\\.0\\.0\\.1:${port}/games: .*ECONNREFUSED`));
    assert.doesNotMatch(e.message, /\n/);
    return true;
  });
  await assert.rejects(openStore({ databaseUrl: 'mysql://games@db.example/games' }), /DATABASE_URL is not a PostgreSQL URL/);
});

// The game store (server/store.ts) on both its databases: the embedded PGlite and a real
// PostgreSQL server (test/support/postgres.ts starts a throwaway one). The same SQL, the same
// tests: a game saved comes back as it was; saving again replaces it; unfinished games are
// listed oldest change first, finished ones newest first; writes not awaited land in the order
// asked; the games outlive the connection; a database that can't be reached is one sentence.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPostgresStore, openStore, type StoredGame } from '../../server/store.ts';
import { storeKinds } from '../support/postgres.ts';

/** A stored game of `id`, made by hand: the store keeps whatever plain data it is given. */
function game(id: string, change: Partial<StoredGame> = {}): StoredGame {
  return {
    id,
    log: {
      format: { id: 'lotr', version: 3 },
      options: { board: 'x' },
      seats: [{ controller: 'human' }, { controller: 'bot:greedy' }],
      seed: 17,
      answers: [],
    },
    tokens: [
      { token: `${id}-a`, viewer: 'p1' },
      { token: `${id}-s`, viewer: 'spectator' },
    ],
    seating: {
      host: 'p1',
      listed: false,
      started: true,
      seats: [{ seat: 'p1', controller: 'human', name: 'Ann', taken: true, standIn: null }],
      winner: null,
    },
    hash: `hash-${id}`,
    finished: false,
    ...change,
  };
}

for (const kind of storeKinds) {
  describe(`the store on ${kind.name}`, { skip: kind.skip }, () => {
    test('a game saved comes back as it was; saved again, it is replaced', async () => {
      const db = await kind.open();
      try {
        const g = game('t1');
        await db.store.save(g);
        assert.deepEqual(await db.store.load('t1'), g);
        const later = game('t1', { hash: 'hash-later', log: { ...g.log, answers: [{ seat: 'p1', decision: 'd1', choice: ['a', 'b'] }] } });
        await db.store.save(later);
        assert.deepEqual(await db.store.load('t1'), later, 'the later save replaces the first');
        assert.equal(await db.store.load('nope'), null, 'no game of an unknown id');
      } finally {
        await db.store.close();
        await db.dispose();
      }
    });

    test('unfinished games are listed oldest change first; finished ones newest first, as many as asked', async () => {
      const db = await kind.open();
      try {
        for (const id of ['a', 'b', 'c', 'd']) await db.store.save(game(id));
        await db.store.save(game('a', { hash: 'a2' })); // a changed last
        await db.store.save(game('b', { finished: true }));
        await db.store.save(game('d', { finished: true }));
        assert.deepEqual(
          (await db.store.unfinished()).map((g) => g.id),
          ['c', 'a'],
        );
        assert.deepEqual(
          (await db.store.finished()).map((g) => g.id),
          ['d', 'b'],
        );
        assert.deepEqual(
          (await db.store.finished(1)).map((g) => g.id),
          ['d'],
        );
      } finally {
        await db.store.close();
        await db.dispose();
      }
    });

    test('writes not awaited are stored in the order asked: the last one wins', async () => {
      const db = await kind.open();
      try {
        const writes = Array.from({ length: 30 }, (_, i) => db.store.save(game('t', { hash: `h${i}` })));
        await Promise.all(writes);
        assert.equal((await db.store.load('t'))!.hash, 'h29');
      } finally {
        await db.store.close();
        await db.dispose();
      }
    });

    test('the games outlive the connection: closed and opened again, they are there', async () => {
      const db = await kind.open();
      try {
        await db.store.save(game('kept'));
        await db.store.close();
        const again = await db.reopen();
        assert.deepEqual(await again.load('kept'), game('kept'));
        assert.deepEqual(
          (await again.unfinished()).map((g) => g.id),
          ['kept'],
        );
        await again.close();
      } finally {
        await db.dispose();
      }
    });
  });
}

test('a PostgreSQL that cannot be reached, or no PostgreSQL URL, is one sentence naming it', async () => {
  await assert.rejects(
    openPostgresStore('postgres://nobody@127.0.0.1:9/games'),
    /can't use PostgreSQL at 127\.0\.0\.1:9\/games: .*ECONNREFUSED/,
  );
  await assert.rejects(openStore({ databaseUrl: 'mysql://x@y/z' }), /DATABASE_URL is not a PostgreSQL URL/);
});

// Persistence (server/store.ts): every game is stored as its log, in the embedded database and
// in PostgreSQL alike. The server is stopped mid-game and started again on the same database:
// the game is back where it was (same state hash), each seat's link still works, a person who
// reconnects gets its view and every event it was told before, and the game plays on to the
// end; a finished game is no longer restored.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SeededRandom } from '../../core/rng.ts';
import { startGameServer } from '../../server/ws-server.ts';
import { storesToTest } from '../support/postgres.ts';
import type { ServerFrame } from '../../server/protocol.ts';
import { format, modules } from '../core/support.ts';
import { answerOnce, Client, openStarted, seatAsked, tokenOf } from './support.ts';

const fast = { burst: 1e6, perSecond: 1e6 };
const told = (frames: ServerFrame[]) => frames.flatMap((f) => (f.type === 'welcome' || f.type === 'update' ? f.events : []));

const databases = storesToTest();
after(() => databases.stop());

for (const [name, open, options] of databases.stores)
  describe(`games stored in ${name}`, options, () => {
    test('stopped mid-game and started again on the same database, the game resumes with the same state hash and plays to its end', async () => {
      const { store, reopen } = await open();
      {
        const first = await startGameServer({ modules, store, formatById: format, rate: fast });
        const table = await openStarted(first, {
          format: format('lotr'),
          seed: 4,
          seats: 3,
          controllers: ['human', 'human', 'bot:greedy'],
        });
        const tokens = table.tokens();
        const clients = {
          p1: new Client(table, tokenOf(table, 'p1'), first.port),
          p2: new Client(table, tokenOf(table, 'p2'), first.port),
        };
        await Promise.all(Object.values(clients).map((c) => c.until((f) => f.some((x) => x.type === 'welcome'))));
        const random = new SeededRandom(5);
        for (let i = 0; i < 25 && !table.game.ended; i++) {
          const seat = seatAsked(table, clients)!;
          const reply = await answerOnce(table, seat, clients[seat as 'p1' | 'p2'], random);
          assert.equal(reply.type, 'answered');
        }
        const hash = table.game.hash();
        const answers = table.game.log().answers.length;
        const before = { p1: told(clients.p1.frames), view: structuredClone(table.game.view('p1')) };
        await first.close();

        const second = await startGameServer({ modules, store: await reopen(), formatById: format, rate: fast });
        const again = second.tables.get(table.id);
        assert.ok(again, 'the unfinished game is hosted again');
        assert.equal(again.game.hash(), hash, 'the same state');
        assert.equal(again.game.log().answers.length, answers);
        assert.deepEqual(again.tokens(), tokens, 'the same links');
        const back = { p1: new Client(again, tokenOf(again, 'p1'), second.port), p2: new Client(again, tokenOf(again, 'p2'), second.port) };
        await Promise.all(Object.values(back).map((c) => c.until((f) => f.some((x) => x.type === 'welcome'))));
        const welcome = back.p1.frames[0] as Extract<ServerFrame, { type: 'welcome' }>;
        // (The database keeps the log's objects, not their keys' order: compared as values.)
        assert.deepEqual(welcome.view, before.view, 'p1 gets its view as it was');
        assert.deepEqual(told([welcome]), before.p1, 'p1 gets every event it was told before, as it was told');
        let n = 0;
        while (!again.game.ended && n++ < 3000) {
          const seat = seatAsked(again, back)!;
          const reply = await answerOnce(again, seat, back[seat as 'p1' | 'p2'], random);
          assert.equal(reply.type, 'answered');
        }
        assert.ok(again.game.ended, 'played to the end');
        await second.close();

        const last = await reopen();
        assert.deepEqual(
          (await last.unfinished()).map((g) => g.id),
          [],
          'a finished game is not restored',
        );
        await last.close();
      }
    });
  });

// One client can't crowd out the others (issue 37): a table of bots plays a slice at a time, so
// the people at other tables are answered while it plays; a client holds a bounded number of
// connections and of tables not yet over, and is told so past them; a finished table no one
// watches leaves memory, its log staying in the store and its link saying where the replay is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { startGameServer } from '../../server/ws-server.ts';
import { openEmbeddedStore } from '../../server/store.ts';
import type { ServerFrame } from '../../server/protocol.ts';
import { format, modules } from '../core/support.ts';
import { Client, openStarted, tokenOf } from './support.ts';

const fast = { burst: 1e6, perSecond: 1e6 };

const post = async (port: number, body: unknown) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/tables`, { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { id?: string; token?: string; error?: string } };
};

test('a table of six bots plays while the people at another table are answered: its game is sliced, not one request long', async (t) => {
  const server = await startGameServer({ modules, formatById: format, rate: fast });
  t.after(() => server.close());
  const people = await openStarted(server, { format: format('lotr'), seed: 3, seats: 2, controllers: ['human', 'human'] });
  const p1 = new Client(people, tokenOf(people, 'p1'), server.port);
  await p1.until((f) => f.some((x) => x.type === 'welcome'));
  // The bots' table, made over HTTP as anyone may: a whole Enlightenment game between six bots.
  const made = post(server.port, { format: 'l5r-enlightenment', seats: 6, controllers: Array(6).fill('bot:random') });
  const bots = new Promise<NonNullable<ReturnType<typeof server.tables.get>>>((resolve) => {
    const look = () => {
      const table = [...server.tables.values()].find((x) => x.game.format.id === 'l5r-enlightenment');
      if (table) resolve(table);
      else setImmediate(look);
    };
    look();
  });
  const table = await bots;
  // p1 asks the server something over and over (a stale answer: refused at once) while the bots play.
  let repliesWhilePlaying = 0;
  let replies = 0;
  while (!table.game.ended) {
    const before = p1.frames.filter((f) => f.type === 'refused').length;
    p1.send({ type: 'answer', decision: 'd999999', choice: 'pass' });
    await p1.until((f) => f.filter((x) => x.type === 'refused').length > before);
    replies++;
    if (!table.game.ended) repliesWhilePlaying++;
  }
  assert.equal((await made).status, 201);
  const answers = table.game.state.answered;
  // Played in one go (as before), the game would have held up p1's requests until it was over:
  // no reply in between (0 of 0, 736 answers). In slices, a reply takes a slice or two to come
  // round (server and client share this process's event loop): 2–4 of a game's ~10 slices.
  assert.ok(
    repliesWhilePlaying >= 1,
    `p1 was answered ${repliesWhilePlaying} times of ${replies} while the bots played ${answers} answers`,
  );
  p1.socket.close();
});

test("one client's connections and tables not yet over are bounded, past which it is told why; another client is not held to them", async (t) => {
  const server = await startGameServer({ modules, formatById: format, rate: fast, perClient: { connections: 3, tables: 2 } });
  t.after(() => server.close());
  const open = () => new WebSocket(`ws://127.0.0.1:${server.port}/lobby`);
  const sockets = [open(), open(), open()];
  await Promise.all(sockets.map((s) => new Promise((resolve) => s.once('message', resolve))));
  const fourth = open();
  const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
    fourth.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  assert.equal(closed.code, 4029);
  assert.match(closed.reason, /too many connections from your address \(3\)/);
  // One closed, there is room for one more.
  sockets[0]!.close();
  await new Promise((resolve) => sockets[0]!.once('close', resolve));
  await new Promise<void>((resolve, reject) => {
    const again = open();
    again.once('message', () => resolve());
    again.once('close', (code) => reject(new Error(`closed ${code}`)));
    sockets.push(again);
  });
  // Two tables whose games are on; a third is refused with a sentence, and makes nothing.
  const table = { format: 'lotr', seats: 2, controllers: ['human', 'human'], host: { seat: 'p1', name: 'Ann' } };
  assert.equal((await post(server.port, table)).status, 201);
  assert.equal((await post(server.port, table)).status, 201);
  const count = server.tables.size;
  const third = await post(server.port, table);
  assert.equal(third.status, 429);
  assert.match(third.body.error!, /2 tables whose games are not over/);
  assert.equal(server.tables.size, count);
  // Tables made by the server itself (no client) are no one's to bound.
  await server.openTable({ format: format('lotr'), seats: 2, controllers: ['human', 'human'], host: { seat: 'p1', name: 'Bo' } });
  for (const s of sockets) s.close();
});

test('a finished table no one watches leaves memory; its log stays in the store, and its link says where the replay is', async (t) => {
  const store = await openEmbeddedStore();
  const server = await startGameServer({ modules, formatById: format, rate: fast, store, finishedKeptMs: 50 });
  t.after(() => server.close());
  const made = await post(server.port, { format: 'lotr', seats: 2, controllers: ['bot:greedy', 'bot:greedy'] });
  assert.equal(made.status, 201);
  const table = server.tables.get(made.body.id!)!;
  // A spectator watches to the end: the table stays while it does.
  const watcher = new Client(table, made.body.token!, server.port);
  await watcher.until((f) => f.some((x) => (x.type === 'update' || x.type === 'welcome') && x.view?.ended === true));
  assert.ok(server.tables.has(table.id), 'kept while someone is connected');
  watcher.socket.close();
  while (server.tables.has(table.id)) await new Promise((resolve) => setTimeout(resolve, 10));
  const stored = await store.load(table.id);
  assert.ok(stored?.finished, 'the finished game is in the store');
  assert.equal(stored.hash, table.game.hash());
  const late = new Client({ id: table.id }, made.body.token!, server.port);
  await late.until((f) => f.some((x) => x.type === 'refused'));
  const refused = late.frames.find((f) => f.type === 'refused') as Extract<ServerFrame, { type: 'refused' }>;
  assert.match(refused.reason, new RegExp(`over: its replay is at #/online/games/${table.id}`));
});

// The lobby and the seating of online tables (server/seating.ts, lobby.ts, http-api.ts), over
// real HTTP and WebSockets on loopback: a table waits for its people and its host; a seat is
// taken from the lobby's list or by its link; only the host is sent the links; leaving before
// the start opens the seat under a new link; a bot stands in for a person who left, at
// another's request, until the person comes back; finished games are listed with their logs;
// bad requests get a status and a sentence.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { gameFromLog } from '../../core/session.ts';
import { parseLogJson } from '../../web/game-log.ts';
import { startGameServer, type GameServer } from '../../server/ws-server.ts';
import { openEmbeddedStore } from '../../server/store.ts';
import type { LobbyFrame } from '../../server/lobby.ts';
import type { Beat, ServerFrame } from '../../server/protocol.ts';
import { format, modules } from '../core/support.ts';
import { answerOnce, Client, tokenOf } from './support.ts';
import { SeededRandom } from '../../core/rng.ts';

let server: GameServer;
let base: string;
before(async () => {
  // Every client here is this machine: one client's bounds are tested in fairness.test.ts.
  server = await startGameServer({
    modules,
    formatById: format,
    store: await openEmbeddedStore(),
    rate: { burst: 1e6, perSecond: 1e6 },
    perClient: { connections: 1000, tables: 1000 },
  });
  base = `http://127.0.0.1:${server.port}`;
});
after(() => server.close());

const post = async (path: string, body: unknown) => {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};
const lotr = { format: 'lotr', seats: 3, controllers: ['human', 'human', 'bot:greedy'] };

/** The lobby page's socket: every list it was sent, and the frames in the order they came (lists and beats). */
class LobbyWatcher {
  readonly lists: LobbyFrame['tables'][] = [];
  readonly raw: string[] = [];
  readonly kinds: string[] = [];
  private waiters: (() => void)[] = [];
  readonly socket: WebSocket;
  constructor(port = server.port) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/lobby`);
    this.socket.on('message', (data) => {
      this.raw.push(String(data));
      const frame = JSON.parse(String(data)) as LobbyFrame | Beat;
      this.kinds.push(frame.type);
      if (frame.type !== 'beat') this.lists.push(frame.tables);
      for (const w of this.waiters.splice(0)) w();
    });
  }
  async until(done: (tables: LobbyFrame['tables']) => boolean): Promise<void> {
    while (!(this.lists.length && done(this.lists.at(-1)!))) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
}

const at = (client: Client, done: (f: ServerFrame[]) => boolean) => client.until(done);
const tableFrame = (frames: ServerFrame[]) =>
  [...frames].reverse().find((f): f is Extract<ServerFrame, { type: 'table' | 'welcome' }> => f.type === 'table' || f.type === 'welcome')
    ?.table;
const replies = (frames: ServerFrame[]) => frames.filter((f) => f.type === 'done' || f.type === 'refused' || f.type === 'answered');

async function ask(client: Client, frame: unknown): Promise<ServerFrame> {
  const before = replies(client.frames).length;
  client.send(frame);
  await client.until((f) => replies(f).length > before);
  return replies(client.frames).at(-1)!;
}

test('a table waits for its people: seats taken from the lobby or by link, and the host alone starts it once all are taken', async () => {
  const lobby = new LobbyWatcher();
  const made = await post('/api/tables', { ...lotr, host: { seat: 'p1', name: 'Ann' }, listed: true });
  assert.equal(made.status, 201);
  const table = server.tables.get(made.body.id!)!;
  await lobby.until((ts) => ts.some((t) => t.id === table.id));
  const listed = lobby.lists.at(-1)!.find((t) => t.id === table.id)!;
  assert.deepEqual(
    listed.seats.map((s) => [s.seat, s.taken, s.name]),
    [
      ['p1', true, 'Ann'],
      ['p2', false, ''],
      ['p3', false, ''],
    ],
  );
  const host = new Client(table, made.body.token!, server.port);
  await at(host, (f) => f.some((x) => x.type === 'welcome'));
  assert.equal((host.frames[0] as Extract<ServerFrame, { type: 'welcome' }>).view, null, 'no view before the game starts');
  const early = await ask(host, { type: 'start' });
  assert.equal(early.type, 'refused', 'not while p2 is open');
  assert.match((early as { reason: string }).reason, /waiting for p2, p3|waiting for p2/);

  assert.equal((await post(`/api/tables/${table.id}/seats/p2`, { name: '  ' })).status, 400, 'a seat is taken under a name');
  const joined = await post(`/api/tables/${table.id}/seats/p2`, { name: 'Bo' });
  assert.equal(joined.status, 200);
  assert.equal((await post(`/api/tables/${table.id}/seats/p2`, { name: 'Cy' })).status, 409, 'a seat is taken once');
  assert.equal((await post(`/api/tables/${table.id}/seats/p3`, { name: 'Cy' })).status, 409, "a bot's seat is no one's to take");
  await lobby.until((ts) => ts.find((t) => t.id === table.id)!.seats[1]!.name === 'Bo');
  const bo = new Client(table, joined.body.token!, server.port);
  await at(bo, (f) => f.some((x) => x.type === 'welcome'));
  const refused = await ask(bo, { type: 'start' });
  assert.equal(refused.type, 'refused');
  assert.match((refused as { reason: string }).reason, /only the host \(p1\) starts/);

  assert.equal((await ask(host, { type: 'start' })).type, 'done');
  await at(bo, (f) => f.some((x) => x.type === 'update' && x.view.pending.length > 0));
  assert.ok(table.started && table.game.state.round >= 0);
  await lobby.until((ts) => ts.find((t) => t.id === table.id)!.started);
  for (const c of [host, bo]) c.socket.close();
  lobby.socket.close();
});

test('only the host is sent the seat links; the lobby lists a table with its spectators’ link alone', async () => {
  const lobby = new LobbyWatcher();
  const made = await post('/api/tables', { ...lotr, host: { seat: 'p1', name: 'Ann' }, listed: true });
  const table = server.tables.get(made.body.id!)!;
  const joined = await post(`/api/tables/${table.id}/seats/p2`, { name: 'Bo' });
  const host = new Client(table, made.body.token!, server.port);
  const bo = new Client(table, joined.body.token!, server.port);
  const watcher = new Client(table, tokenOf(table, 'spectator'), server.port);
  await Promise.all([host, bo, watcher].map((c) => at(c, (f) => f.some((x) => x.type === 'welcome'))));
  assert.equal((await ask(host, { type: 'start' })).type, 'done');
  await at(bo, (f) => f.some((x) => x.type === 'update'));
  await at(watcher, (f) => f.some((x) => x.type === 'update'));
  await lobby.until((ts) => ts.find((t) => t.id === table.id)?.started === true);
  const secret = (viewer: string) => tokenOf(table, viewer);
  assert.deepEqual(
    tableFrame(host.frames)!.links?.map((l) => l.viewer),
    ['spectator'],
    "every person's seat is taken, so its link is its person's alone; a bot's seat has none (it would show the bot's hand)",
  );
  for (const [who, raw] of [
    ['p2', bo.raw],
    ['spectator', watcher.raw],
    ['lobby', lobby.raw],
  ] as const)
    for (const seat of ['p1', 'p2', 'p3'].filter((s) => s !== who))
      assert.ok(!raw.some((r) => r.includes(secret(seat))), `${who} was never sent ${seat}'s link`);
  for (const c of [host, bo, watcher]) c.socket.close();
  lobby.socket.close();
});

test('a person leaving before the start opens the seat under a new link: the old one no longer reaches it', async () => {
  const made = await post('/api/tables', { ...lotr, host: { seat: 'p1', name: 'Ann' }, listed: true });
  const table = server.tables.get(made.body.id!)!;
  const joined = await post(`/api/tables/${table.id}/seats/p2`, { name: 'Bo' });
  const bo = new Client(table, joined.body.token!, server.port);
  await at(bo, (f) => f.some((x) => x.type === 'welcome'));
  const closed = new Promise<number>((resolve) => bo.socket.on('close', (code) => resolve(code)));
  bo.send({ type: 'leave' });
  assert.equal(await closed, 4001, 'its connection closes: it left');
  assert.equal(table.info('p1').seats[1]!.taken, false, 'p2 is open again');
  assert.notEqual(tokenOf(table, 'p2'), joined.body.token, 'under a new link');
  assert.deepEqual(
    table.info('p1').links!.map((l) => l.viewer),
    ['p2', 'spectator'],
    'the host’s links: the open seat’s, then the spectators’ (p1 is the host’s own, p3 a bot’s: no link)',
  );
  const again = new Client(table, joined.body.token!, server.port);
  assert.equal(await new Promise<number>((resolve) => again.socket.on('close', (code) => resolve(code))), 4004, 'the old link is no seat');
  const host = new Client(table, made.body.token!, server.port);
  await at(host, (f) => f.some((x) => x.type === 'welcome'));
  const refused = await ask(host, { type: 'leave' });
  assert.match((refused as { reason: string }).reason, /the host stays with its table/);
  host.socket.close();
});

test("a taken seat's link is its person's alone: the host's copy and a second opener are shut out; the host's new link reseats it", async () => {
  const made = await post('/api/tables', {
    format: 'lotr',
    seats: 3,
    controllers: ['human', 'human', 'human'],
    host: { seat: 'p1', name: 'Ann' },
    listed: true,
  });
  const table = server.tables.get(made.body.id!)!;
  const host = new Client(table, made.body.token!, server.port);
  await at(host, (f) => f.some((x) => x.type === 'welcome'));
  const links = () => Object.fromEntries((tableFrame(host.frames)!.links ?? []).map((l) => [l.viewer, l.token]));
  assert.deepEqual(Object.keys(links()), ['p2', 'p3', 'spectator'], "the host holds the open seats' links and the spectators'");
  const closing = (client: Client) => new Promise<number>((resolve) => client.socket.on('close', (code) => resolve(code)));

  // p2, taken from the lobby by a stranger: the copy of its link the host holds reaches nothing now.
  const hosts = links();
  const stranger = await post(`/api/tables/${table.id}/seats/p2`, { name: 'Stranger' });
  assert.equal(stranger.status, 200);
  assert.notEqual(stranger.body.token, hosts.p2, 'the stranger gets a link of its own');
  await at(host, (f) => !('p2' in Object.fromEntries((tableFrame(f)!.links ?? []).map((l) => [l.viewer, l.token]))));
  assert.ok(!host.raw.some((r) => r.includes(stranger.body.token!)), "the host is never sent the stranger's link");
  assert.equal(await closing(new Client(table, hosts.p2!, server.port)), 4004, "the host's copy of p2's link is no seat");

  // p3: two people open its link; the first to sit holds the seat under a new link, the other is shut out.
  const cy = new Client(table, hosts.p3!, server.port);
  const dee = new Client(table, hosts.p3!, server.port);
  await Promise.all([cy, dee].map((c) => at(c, (f) => f.some((x) => x.type === 'welcome'))));
  const deeOut = closing(dee);
  assert.equal((await ask(cy, { type: 'sit', name: 'Cy' })).type, 'done');
  const seated = cy.frames.find((f) => f.type === 'seated') as Extract<ServerFrame, { type: 'seated' }>;
  assert.equal(seated?.viewer, 'p3');
  assert.notEqual(seated.token, hosts.p3);
  assert.equal(await deeOut, 4001, 'the second opener is closed out');
  assert.ok(
    !dee.raw.some((r) => r.includes(seated.token)) && !host.raw.some((r) => r.includes(seated.token)),
    "no one else hears Cy's link",
  );
  assert.equal(await closing(new Client(table, hosts.p3!, server.port)), 4004, "p3's old link is no seat");
  assert.equal(tokenOf(table, 'p3'), seated.token);

  // The host reseats p2 with a new link: the stranger is out, its link with it; only the host may.
  assert.equal((await ask(host, { type: 'start' })).type, 'done');
  const there = new Client(table, stranger.body.token!, server.port);
  await at(there, (f) => f.some((x) => x.type === 'welcome'));
  assert.match(((await ask(cy, { type: 'reissue', seat: 'p2' })) as { reason: string }).reason, /only the host \(p1\)/);
  const out = closing(there);
  assert.equal((await ask(host, { type: 'reissue', seat: 'p2' })).type, 'done');
  assert.equal(await out, 4001);
  await at(host, (f) => (tableFrame(f)!.links ?? []).some((l) => l.viewer === 'p2'));
  assert.equal(table.info('p1').seats[1]!.taken, false, 'p2 is open again, the game waiting for it');
  assert.notEqual(links().p2, stranger.body.token);
  assert.equal(await closing(new Client(table, stranger.body.token!, server.port)), 4004, "the stranger's link is no seat now");
  for (const c of [host, cy]) c.socket.close();
});

test('a bot stands in for a person who left, at another person’s request, until that person comes back with its link', async () => {
  const made = await post('/api/tables', { format: 'lotr', seats: 2, controllers: ['human', 'human'], host: { seat: 'p1', name: 'Ann' } });
  const table = server.tables.get(made.body.id!)!;
  const p2token = tokenOf(table, 'p2');
  const host = new Client(table, made.body.token!, server.port);
  let bo = new Client(table, p2token, server.port);
  await Promise.all([host, bo].map((c) => at(c, (f) => f.some((x) => x.type === 'welcome'))));
  assert.equal((await ask(bo, { type: 'sit', name: 'Bo' })).type, 'done', 'p2 takes its seat by its link');
  const seated = bo.frames.find((f) => f.type === 'seated') as Extract<ServerFrame, { type: 'seated' }>;
  assert.ok(seated && seated.viewer === 'p2' && seated.token !== p2token, 'and gets a link of its own for it');
  assert.equal((await ask(host, { type: 'start' })).type, 'done');
  const present = await ask(host, { type: 'standIn', seat: 'p2' });
  assert.match((present as { reason: string }).reason, /p2 is connected/, 'no bot for a person still there');
  const gone = new Promise<void>((resolve) => bo.socket.on('close', () => resolve()));
  bo.socket.close();
  await gone;
  await at(host, (f) => tableFrame(f)!.seats[1]!.present === 0);
  const asked = () => table.game.pending.some((d) => d.seat === 'p2');
  const random = new SeededRandom(3);
  while (!asked()) assert.equal((await answerOnce(table, 'p1', host, random)).type, 'answered');
  assert.equal((await ask(host, { type: 'standIn', seat: 'p2' })).type, 'done');
  assert.equal(table.info('p1').seats[1]!.standIn, 'bot:greedy');
  await at(host, (f) => tableFrame(f)!.seats[1]!.standIn === 'bot:greedy');
  assert.ok(!asked(), 'the bot answered for p2');
  const before = table.game.log().answers.filter((a) => a.seat === 'p2').length;
  assert.ok(before > 0, 'p2 has answers the bot gave');
  bo = new Client(table, seated.token, server.port);
  await at(bo, (f) => f.some((x) => x.type === 'welcome'));
  assert.equal(table.info('p1').seats[1]!.standIn, null, 'back at its link, p2 plays its seat again');
  host.socket.close();
  bo.socket.close();
});

test('a finished game is listed with its result, and its log (refused while the game is on) replays to its final state', async () => {
  const bots = await post('/api/tables', { format: 'lotr', seats: 2, controllers: ['bot:greedy', 'bot:greedy'] });
  assert.equal(bots.body.viewer, 'spectator', 'a table of bots gives its maker the spectators’ link');
  const table = server.tables.get(bots.body.id!)!;
  await table.playBots();
  assert.ok(table.game.ended, 'the bots played it to its end');
  const list = (await (await fetch(`${base}/api/games`)).json()) as { games: { id: string; winner: unknown; answers: number }[] };
  const listed = list.games.find((g) => g.id === table.id);
  assert.ok(listed, 'listed among the finished games');
  assert.deepEqual(listed.winner, table.game.state.winner);
  const res = await fetch(`${base}/api/games/${table.id}/log`);
  assert.equal(res.status, 200);
  const log = parseLogJson(await res.text());
  const replayed = gameFromLog(log, format('lotr'), modules);
  replayed.start();
  for (const a of log.answers) assert.ok(replayed.answer(a.seat, a.decision, a.choice).ok);
  assert.equal(replayed.hash(), table.game.hash());

  const on = await post('/api/tables', { ...lotr, host: { seat: 'p1', name: 'Ann' } });
  const refused = await fetch(`${base}/api/games/${on.body.id}/log`);
  assert.equal(refused.status, 403);
  assert.match(((await refused.json()) as { error: string }).error, /not over: its log holds every hidden card and the seed/);
});

test('a bad request to the API gets a status and one sentence, and makes nothing', async () => {
  const count = server.tables.size;
  const cases: [string, RequestInit, number, RegExp][] = [
    ['/api/tables', { method: 'POST', body: '{"format":' }, 400, /not JSON/],
    ['/api/tables', { method: 'POST', body: '[1]' }, 400, /a JSON object/],
    ['/api/tables', { method: 'POST', body: JSON.stringify({ format: 'nope' }) }, 400, /unknown format "nope"/],
    [
      '/api/tables',
      { method: 'POST', body: JSON.stringify({ ...lotr, seats: 9, host: { seat: 'p1', name: 'A' } }) },
      400,
      /lotr takes 2–5 players, not 9/,
    ],
    ['/api/tables', { method: 'POST', body: JSON.stringify({ ...lotr, seats: 'x' }) }, 400, /seats: a whole number/],
    ['/api/tables', { method: 'POST', body: JSON.stringify({ ...lotr, host: null }) }, 400, /needs its host/],
    ['/api/tables', { method: 'POST', body: JSON.stringify({ ...lotr, host: { seat: 'p1', name: ' ' } }) }, 400, /give a name/],
    [
      '/api/tables',
      { method: 'POST', body: JSON.stringify({ ...lotr, host: { seat: 'p3', name: 'A' } }) },
      400,
      /p3 is no seat for a person/,
    ],
    ['/api/tables', { method: 'POST', body: 'x'.repeat(70 * 1024) }, 413, /at most 64 KiB/],
    ['/api/tables/nope/seats/p2', { method: 'POST', body: '{"name":"A"}' }, 404, /no table nope/],
    ['/api/games/nope/log', {}, 404, /no stored game nope/],
    ['/api/nothing', {}, 404, /no GET \/api\/nothing/],
  ];
  for (const [path, init, status, message] of cases) {
    const res = await fetch(base + path, init);
    assert.equal(res.status, status, `${path} ${String(init.body).slice(0, 60)}`);
    assert.match(((await res.json()) as { error: string }).error, message);
  }
  assert.equal(server.tables.size, count, 'no table was made');
});

test('a page hears a beat as soon as it connects, lobby or table, not a heartbeat later: it can tell silence from the start', async (t) => {
  // A heartbeat an hour long: any beat before a later reply can only be the one sent on connecting.
  const slow = await startGameServer({ modules, formatById: format, heartbeatMs: 3_600_000 });
  t.after(() => slow.close());
  const lobby = new LobbyWatcher(slow.port);
  await lobby.until(() => true);
  const table = await slow.openTable({ ...lotr, format: format('lotr'), host: { seat: 'p1', name: 'Ann' }, listed: true });
  await lobby.until((ts) => ts.some((listed) => listed.id === table.id));
  assert.deepEqual(lobby.kinds, ['tables', 'beat', 'tables'], 'the list, a beat at once, then the next list');
  const host = new Client(table, tokenOf(table, 'p1'), slow.port);
  await host.until((f) => f.length > 0);
  host.send({ type: 'answer', decision: 'none', option: 0 });
  await host.until((f) => f.some((x) => x.type === 'refused'));
  // (The table's news of the host arriving may come in between.)
  assert.deepEqual(
    host.frames.map((f) => f.type).filter((type) => type !== 'table'),
    ['welcome', 'beat', 'refused'],
    'the welcome, a beat at once, then the reply to its first frame',
  );
  assert.deepEqual(
    host.frames.find((f) => f.type === 'beat'),
    { type: 'beat', every: 3_600_000 },
    'the beat says how often beats come',
  );
});

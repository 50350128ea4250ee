// The game server over real WebSockets on loopback: two people (p1, p2) at their links and a
// bot (p3) play a whole Lord of the Rings game. Every raw frame a seat receives is read: its view
// names no card hidden from that seat at the moment it was sent, and each event in it is the
// event as redacted right after the answer that made it (a person's answer and the bots' after
// it come in one frame, each redacted at its own moment); a connection answers only its own
// seat's decisions — another seat's, a stale decision, malformed and oversize frames are
// refused to that connection with a reason, and nothing changes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { viewFor, type Viewer } from '../../core/view.ts';
import { gameFromLog } from '../../core/session.ts';
import type { GameEvent } from '../../core/types.ts';
import type { HostedTable } from '../../server/table.ts';
import { SeededRandom } from '../../core/rng.ts';
import { startGameServer, type GameServer } from '../../server/ws-server.ts';
import { RATE, rateLimiter, type ServerFrame } from '../../server/protocol.ts';
import { format, modules } from '../core/support.ts';
import { answered, answerOnce, Client, openStarted, seatAsked, tokenOf } from './support.ts';

// The people of these tests answer as fast as a script can, far faster than the rate a person needs.
let server: GameServer;
before(async () => {
  server = await startGameServer({ modules, formatById: format, rate: { burst: 1e6, perSecond: 1e6 } });
});
after(() => server.close());

const lotrTable = (seed: number) => ({ format: format('lotr'), seed, seats: 3, controllers: ['human', 'human', 'bot:greedy'] });
const hostLotr = (seed: number) => openStarted(server, lotrTable(seed));

test('two people and a bot play a whole game over WebSockets; no frame to a seat names a card hidden from it', async () => {
  const table = await hostLotr(7);
  // The same frames as the sockets get, their views checked against the game at the moment each
  // is sent (their events are checked one by one in the next test).
  const leaks: string[] = [];
  for (const viewer of ['p1', 'p2', 'spectator'])
    table.join(
      viewer,
      (frame) => {
        const shown = new Set(Object.keys(viewFor(table.game.state, table.game.format, viewer).cards));
        const text = JSON.stringify({ ...frame, events: null });
        for (const id of Object.keys(table.game.state.cards))
          if (!shown.has(id) && text.includes(id)) leaks.push(`${viewer}: ${frame.type} names ${id}`);
      },
      () => undefined,
    );
  const clients = { p1: new Client(table, tokenOf(table, 'p1'), server.port), p2: new Client(table, tokenOf(table, 'p2'), server.port) };
  await Promise.all(Object.values(clients).map((c) => c.until((f) => f.some((x) => x.type === 'welcome'))));
  const random = new SeededRandom(11);
  let answers = 0;
  while (!table.game.ended && answers < 3000) {
    // Whoever of the two people is asked answers, through its own socket, from what its view says.
    const seat = seatAsked(table, clients)!;
    const reply = await answerOnce(table, seat, clients[seat as 'p1' | 'p2'], random);
    if (reply.type === 'refused') assert.fail(`${seat}'s answer refused: ${reply.reason}`);
    answers++;
  }
  assert.ok(table.game.ended, `the game ended (${answers} answers by the two people)`);
  assert.deepEqual(leaks, []);
  // The sockets got exactly what the spies checked: each seat's frames are its own.
  for (const [seat, client] of Object.entries(clients)) {
    const cards = table.game.state.cards;
    const ids = new Set(
      client.raw
        .flatMap((r) => r.match(/"c[0-9a-z]{6}"/g) ?? [])
        .map((m) => m.slice(1, -1))
        .filter((id) => id in cards),
    );
    const everShown = new Set(
      client.frames.flatMap((f) => (f.type === 'welcome' || f.type === 'update' ? Object.keys(f.view?.cards ?? {}) : [])),
    );
    const never = [...ids].filter((id) => !everShown.has(id));
    assert.deepEqual(never, [], `${seat} was sent ids of cards its views never showed`);
    const other = seat === 'p1' ? 'p2' : 'p1';
    const othersHand = table.game.state.zones[`${other}.hand`]!.filter((id) => !everShown.has(id));
    assert.ok(
      othersHand.every((id) => !client.raw.some((r) => r.includes(id))),
      `${seat} never heard of a card in ${other}'s hand`,
    );
  }
  for (const c of Object.values(clients)) c.socket.close();
});

test('a connection answers only its own seat: another seat’s decision, a stale one, bad and oversize frames are refused, nothing changes', async () => {
  const table = await hostLotr(3);
  const people = { p1: new Client(table, tokenOf(table, 'p1'), server.port), p2: new Client(table, tokenOf(table, 'p2'), server.port) };
  await Promise.all(Object.values(people).map((c) => c.until((f) => f.some((x) => x.type === 'welcome'))));
  const hash = table.game.hash();
  // A decision of one of the two people (`p1` below is its seat's connection, `p2` the other's).
  const theirs = table.game.pending.find((d) => d.seat === 'p1' || d.seat === 'p2')!;
  const p1 = people[theirs.seat as 'p1' | 'p2'];
  const p2 = people[theirs.seat === 'p1' ? 'p2' : 'p1'];
  const refusals = async (client: Client, frame: unknown) => {
    const before = answered(client.frames);
    client.send(frame);
    await client.until((f) => answered(f) > before);
    return client.frames.filter((f) => f.type === 'refused').at(-1) as Extract<ServerFrame, { type: 'refused' }>;
  };
  assert.match(
    (await refusals(p2, { type: 'answer', decision: theirs.id, choice: theirs.options[0]!.id })).reason,
    new RegExp(`not ${theirs.seat === 'p1' ? 'p2' : 'p1'}'s to answer`),
  );
  assert.match((await refusals(p1, { type: 'answer', decision: 'd99999', choice: 'pass' })).reason, /no pending decision d99999/);
  assert.match((await refusals(p1, 'not json {')).reason, /not JSON/);
  assert.match((await refusals(p1, { type: 'move', decision: theirs.id })).reason, /unknown frame type "move"/);
  assert.match((await refusals(p1, { type: 'answer', decision: theirs.id, choice: { a: 1 } })).reason, /choice must be an option id/);
  assert.match((await refusals(p1, { type: 'answer', decision: theirs.id, choice: 'no-such-option' })).reason, /.+/);
  assert.equal(table.game.hash(), hash, 'no refused frame changed the game');
  // An oversize frame closes that connection (ws's maxPayload); the others play on.
  const closed = new Promise<number>((resolve) => p2.socket.on('close', (code) => resolve(code)));
  p2.send('x'.repeat(64 * 1024));
  assert.equal(await closed, 1009, 'closed: message too big');
  const before = answered(p1.frames);
  p1.send({ type: 'answer', decision: theirs.id, choice: theirs.options[0]!.id });
  await p1.until((f) => answered(f) > before);
  assert.equal(p1.frames.at(-1)!.type, 'answered');
  p1.socket.close();
});

/** Every event `viewer` was sent in its welcome and updates, in order. */
function eventsSent(frames: ServerFrame[]): GameEvent[] {
  return frames.flatMap((f) => (f.type === 'welcome' || f.type === 'update' ? f.events : []));
}

/** Each event of the table's game as `viewer` may see it right after the answer that made it: the log replayed answer by answer. */
function redactedAnswerByAnswer(table: HostedTable, viewer: Viewer): GameEvent[] {
  const game = gameFromLog(table.game.log(), table.game.format, modules);
  let batch: GameEvent[] = [];
  game.events$.subscribe((e) => batch.push(e));
  const out: GameEvent[] = [];
  const flush = () => {
    out.push(...batch.map((e) => game.redact(e, viewer)));
    batch = [];
  };
  game.start();
  flush();
  for (const a of table.game.log().answers) {
    assert.ok(game.answer(a.seat, a.decision, a.choice).ok);
    flush();
  }
  return out;
}

test("each event a seat is sent is redacted as the answer that made it left the game, not as the bots' answers after it did", async () => {
  // A person (p1) against a greedy bot in an L5R game: the bot answers several times between
  // the person's answers (a card chosen from hand, then the fate put on it), and those answers
  // reach p1 and the spectators in one frame. Redacted once at the frame's end, the card chosen
  // a step before it was played would be named while it was still in hand.
  const table = await openStarted(server, { format: format('l5r-stronghold'), seed: 12, seats: 2, controllers: ['human', 'bot:greedy'] });
  const p1 = new Client(table, tokenOf(table, 'p1'), server.port);
  const watcher = new Client(table, tokenOf(table, 'spectator'), server.port);
  await Promise.all([p1, watcher].map((c) => c.until((f) => f.some((x) => x.type === 'welcome'))));
  const random = new SeededRandom(12);
  for (let answers = 0; !table.game.ended && answers < 150; answers++) {
    await table.playBots();
    if (table.game.ended) break;
    assert.equal((await answerOnce(table, 'p1', p1, random)).type, 'answered');
  }
  await table.playBots();
  const sent = table.game.state.answered;
  for (const [viewer, client] of [
    ['p1', p1],
    ['spectator', watcher],
  ] as const) {
    const expected = redactedAnswerByAnswer(table, viewer);
    // Every event of the game so far has reached it (the last update may still be on its way).
    await client.until((f) => eventsSent(f).length >= expected.length);
    assert.deepEqual(eventsSent(client.frames), expected, `${viewer}'s events after ${sent} answers`);
  }
  for (const c of [p1, watcher]) c.socket.close();
});

test('a link that is no seat of the table is refused at once', async () => {
  const table = await hostLotr(5);
  const stranger = new Client(table, 'not-a-token', server.port);
  const code = await new Promise<number>((resolve) => stranger.socket.on('close', (c) => resolve(c)));
  assert.equal(code, 4004);
  assert.equal(stranger.frames[0]?.type, 'refused');
});

test('a flood is refused frame by frame past the rate, read by no one, and the game is unchanged', async () => {
  const limited = await startGameServer({ modules, formatById: format });
  const table = await openStarted(limited, lotrTable(9));
  const client = new Client(table, tokenOf(table, 'p1'), limited.port);
  await client.until((f) => f.some((x) => x.type === 'welcome'));
  const hash = table.game.hash();
  for (let i = 0; i < 200; i++) client.send({ type: 'answer', decision: 'd99999', choice: 'pass' });
  await client.until((f) => answered(f) >= 200);
  const replies = client.frames.filter((f) => f.type === 'refused') as Extract<ServerFrame, { type: 'refused' }>[];
  const dropped = replies.filter((r) => /too many frames/.test(r.reason)).length;
  // At 10 a second, even a slow machine reading the flood for 5 s reads no more than 70 of it.
  assert.ok(dropped >= 130, `most of the flood dropped unread (${dropped} of 200)`);
  assert.ok(
    replies.slice(0, RATE.burst).every((r) => /no pending decision/.test(r.reason)),
    'the burst was read',
  );
  assert.equal(table.game.hash(), hash);
  client.socket.close();
  await limited.close();
});

test('the rate refills with time: a connection over it is heard again after a pause', () => {
  let now = 0;
  const rate = rateLimiter({ burst: 3, perSecond: 2 }, () => now);
  assert.deepEqual([rate.take(), rate.take(), rate.take(), rate.take()], [true, true, true, false]);
  now = 499;
  assert.equal(rate.take(), false, 'not yet a whole frame back');
  now = 500;
  assert.equal(rate.take(), true, 'one frame back after half a second at 2 a second');
  now = 10_000;
  assert.deepEqual([rate.take(), rate.take(), rate.take(), rate.take()], [true, true, true, false], 'never more than the burst');
});

test(
  'a connection that stops answering the server’s pings is closed, and its person shows as away; one that answers stays, and hears a beat with each ping',
  { timeout: 60_000 },
  async () => {
    const beating = await startGameServer({ modules, formatById: format, heartbeatMs: 40 });
    const table = await openStarted(beating, lotrTable(4));
    const url = `ws://127.0.0.1:${beating.port}/ws?table=${table.id}&token=${tokenOf(table, 'p2')}`;
    // A laptop asleep: the socket is open, but nothing answers.
    const silent = new WebSocket(url, { autoPong: false });
    const awake = new Client(table, tokenOf(table, 'p1'), beating.port);
    let pings = 0;
    const closed = new Promise<void>((resolve) => silent.on('close', () => resolve()));
    await closed;
    await new Promise<void>((resolve) =>
      awake.socket.on('ping', () => {
        if (++pings === 5) resolve();
      }),
    );
    assert.equal(awake.socket.readyState, WebSocket.OPEN, 'the one that answers stays connected');
    // The page can't see pings: each beat is also a frame, from which it knows its connection lives.
    assert.ok(
      awake.frames.filter((f) => f.type === 'beat' && f.every === 40).length >= 4,
      'a beat frame came with the pings, saying how often they come',
    );
    assert.equal(table.info('p1').seats[1]!.present, 0, 'p2 shows as away');
    awake.socket.close();
    await beating.close();
  },
);

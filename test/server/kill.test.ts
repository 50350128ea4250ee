// A real crash: `rules-sandbox serve` runs in its own process and is killed mid-game with
// SIGKILL (no chance to close anything), then started again on the same database folder. Every
// answer the server acknowledged is in the stored log; the game is rebuilt by replay and checked
// against the stored hash (the server would not host it otherwise); each person's link brings
// back its view as it was; the game plays on to its end, and `rules-sandbox export` writes its
// log, which replays to the stored final state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededRandom } from '../../core/rng.ts';
import type { Decision } from '../../core/types.ts';
import { gameFromLog } from '../../core/session.ts';
import { parseLogJson } from '../../web/game-log.ts';
import { openStore } from '../../server/store.ts';
import type { ServerFrame } from '../../server/protocol.ts';
import { format, modules } from '../core/support.ts';
import { Client, latestView, randomChoice } from './support.ts';
import { bin, startServe } from '../support/serve-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The people here answer as fast as a script can: no frame rate.
const serve = (dir: string) => startServe(dir, { args: ['--frame-rate', '0'] });

const acks = (frames: ServerFrame[]) => frames.filter((f) => f.type === 'answered' || f.type === 'refused' || f.type === 'done');

/** The person at `client` answers its seat's decision its latest view shows (a random option) and waits for the server's word. */
async function answerFromView(seat: string, client: Client, random: SeededRandom, done: Set<string>): Promise<ServerFrame> {
  const asked = (frames: ServerFrame[]) =>
    latestView(frames)?.pending.find((d): d is Decision => d.seat === seat && 'options' in d && !done.has(d.id));
  await client.until((f) => asked(f) !== undefined);
  const decision = asked(client.frames)!;
  done.add(decision.id);
  const before = acks(client.frames).length;
  client.send({ type: 'answer', decision: decision.id, choice: randomChoice(decision, random) });
  await client.until((f) => acks(f).length > before);
  return acks(client.frames).at(-1)!;
}

/** Whose decision the latest views show, of the two people's. */
function seatToAnswer(clients: Record<string, Client>, done: Set<string>): string | undefined {
  return Object.keys(clients).find((seat) =>
    latestView(clients[seat]!.frames)?.pending.some((d) => d.seat === seat && 'options' in d && !done.has(d.id)),
  );
}

/** Wait until one of the two people is asked something; undefined once p1's view says the game is over. */
async function nextSeat(clients: Record<string, Client>, done: Set<string>): Promise<string | undefined> {
  const settled = () => seatToAnswer(clients, done) !== undefined || latestView(clients.p1!.frames)?.ended === true;
  await Promise.race(Object.values(clients).map((c) => c.until(settled)));
  return seatToAnswer(clients, done);
}

test('killed with SIGKILL mid-game and started again: every acknowledged answer kept, the same state, the game plays to its end', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'rules-sandbox-kill-'));
  let running: ChildProcess | undefined;
  try {
    const first = await serve(dir);
    running = first.child;
    const res = await fetch(`http://127.0.0.1:${first.port}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({ format: 'lotr', seats: 2, controllers: ['human', 'human'], host: { seat: 'p1', name: 'Ann' } }),
    });
    const made = (await res.json()) as { id: string; token: string };
    const host = new Client(made, made.token, first.port);
    await host.until((f) => f.some((x) => x.type === 'welcome'));
    const links = (host.frames[0] as Extract<ServerFrame, { type: 'welcome' }>).table.links!;
    const tokens: Record<string, string> = { p1: made.token, p2: links.find((l) => l.viewer === 'p2')!.token };
    let clients: Record<string, Client> = { p1: host, p2: new Client(made, tokens.p2!, first.port) };
    await clients.p2!.until((f) => f.some((x) => x.type === 'welcome'));
    clients.p2!.send({ type: 'sit', name: 'Bo' });
    await clients.p2!.until((f) => f.some((x) => x.type === 'done'));
    // Taken, the seat is Bo's under a link of its own: the one the host handed out reaches it no more.
    tokens.p2 = (clients.p2!.frames.find((f) => f.type === 'seated') as Extract<ServerFrame, { type: 'seated' }>).token;
    host.send({ type: 'start' });
    await host.until((f) => f.some((x) => x.type === 'done' && x.request === 'start'));

    const random = new SeededRandom(8);
    const done = new Set<string>();
    let acknowledged = 0;
    while (acknowledged < 10) {
      const seat = await nextSeat(clients, done);
      assert.ok(seat, 'the game is still on after 10 answers');
      const reply = await answerFromView(seat, clients[seat]!, random, done);
      assert.equal(reply.type, 'answered', JSON.stringify(reply));
      acknowledged++;
    }
    const before = { p1: latestView(clients.p1!.frames), p2: latestView(clients.p2!.frames) };
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    running = undefined;

    // What the crashed server left on disk: every acknowledged answer.
    const store = await openStore({ dir });
    const stored = (await store.load(made.id))!;
    await store.close();
    assert.equal(stored.log.answers.length, acknowledged, 'each acknowledged answer is stored (the two people answer every decision)');

    const second = await serve(dir);
    running = second.child;
    assert.match(second.output(), /1 unfinished games restored/);
    clients = { p1: new Client(made, tokens.p1!, second.port), p2: new Client(made, tokens.p2!, second.port) };
    await Promise.all(Object.values(clients).map((c) => c.until((f) => f.some((x) => x.type === 'welcome'))));
    assert.deepEqual(latestView(clients.p1!.frames), before.p1, "p1's view is as it was");
    assert.deepEqual(latestView(clients.p2!.frames), before.p2, "p2's view is as it was");
    for (let n = 0; n < 5000; n++) {
      const seat = await nextSeat(clients, done);
      if (!seat) break;
      const reply = await answerFromView(seat, clients[seat]!, random, done);
      assert.equal(reply.type, 'answered', JSON.stringify(reply));
    }
    assert.ok(latestView(clients.p1!.frames)?.ended, 'played to its end');
    for (const c of Object.values(clients)) c.socket.close();
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    running = undefined;

    const exported = spawnSync(process.execPath, [bin, 'export', made.id, '--data', dir], { cwd: root, encoding: 'utf8' });
    assert.equal(exported.status, 0, exported.stderr);
    const log = parseLogJson(exported.stdout);
    const replayed = gameFromLog(log, format('lotr'), modules);
    replayed.start();
    for (const a of log.answers) assert.ok(replayed.answer(a.seat, a.decision, a.choice).ok);
    const last = await openStore({ dir });
    assert.equal(replayed.hash(), (await last.load(made.id))!.hash, 'the exported log replays to the stored final state');
    await last.close();
  } finally {
    running?.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
});

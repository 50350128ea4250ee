// Clients of the game server for its tests: a WebSocket at a seat's link that keeps every raw
// frame, waits on conditions of what it has received (never a fixed time), and people who answer
// from what their own frames show.
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import type { Choice, Decision } from '../../core/types.ts';
import type { SeededRandom } from '../../core/rng.ts';
import type { HostedTable, TableSettings } from '../../server/table.ts';
import type { ServerFrame } from '../../server/protocol.ts';
import type { GameServer } from '../../server/ws-server.ts';

/**
 * A table hosted by `server` and started, as the lobby does it: p1's person makes it and sits,
 * a person takes each other seat for people, and the host starts the game; the bots have played
 * on to the first person's decision.
 */
export async function openStarted(server: GameServer, settings: Omit<TableSettings, 'modules' | 'host'>): Promise<HostedTable> {
  const table = await server.openTable({ ...settings, host: { seat: 'p1', name: 'Ann' } });
  for (const s of table.info('p1').seats)
    if (s.controller === 'human' && !s.taken)
      assert.deepEqual(table.request(s.seat, { type: 'sit', name: `Player ${s.seat}` }), { ok: true });
  assert.deepEqual(table.request('p1', { type: 'start' }), { ok: true });
  // The bots play a slice at a time: on to the first person's decision before the test goes on.
  await table.playBots();
  return table;
}

export const tokenOf = (table: HostedTable, viewer: string) => table.tokens().find((t) => t.viewer === viewer)!.token;

/** A client at a seat's link: every raw frame it receives, and the frames parsed. */
export class Client {
  readonly raw: string[] = [];
  /** The frames parsed, once each as it comes (a game sends thousands). */
  readonly frames: ServerFrame[] = [];
  readonly socket: WebSocket;
  private waiters: (() => void)[] = [];
  /** At `table`'s seat of link `token` (a hosted table, or any table's id). */
  constructor(table: { id: string }, token: string, port: number) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/ws?table=${table.id}&token=${token}`);
    this.socket.on('message', (data) => {
      this.raw.push(String(data));
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const w of this.waiters.splice(0)) w();
    });
  }
  /** Wait until `done` holds of the frames received (checked on each new frame; no fixed timeout). */
  async until(done: (frames: ServerFrame[]) => boolean): Promise<void> {
    while (!done(this.frames)) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
}

export const latestView = (frames: ServerFrame[]) => {
  const f = [...frames].reverse().find((x) => x.type === 'welcome' || x.type === 'update');
  return f && (f.type === 'welcome' || f.type === 'update') ? f.view : undefined;
};

export const answered = (frames: ServerFrame[]) => frames.filter((f) => f.type === 'answered' || f.type === 'refused').length;

/** A person's random answer to `decision`: one option, or for a choice of several the fewest it may, from a random one on. */
export function randomChoice(decision: Decision, random: SeededRandom): Choice {
  const from = random.int(0, decision.options.length - 1);
  const ids = [...decision.options.slice(from), ...decision.options.slice(0, from)].map((o) => o.id);
  return decision.max > 1 ? ids.slice(0, Math.max(1, decision.min)) : ids[0]!;
}

/** The person at `client` (seat `seat`) answers its pending decision with a random option, from what its own frames show, and waits for the reply. */
export async function answerOnce(table: HostedTable, seat: string, client: Client, random: SeededRandom): Promise<ServerFrame> {
  // Its socket may not have heard of the decision yet: wait for the frame that shows it.
  const asked = (frames: ServerFrame[]) =>
    latestView(frames)?.pending.find(
      (d): d is Decision => d.seat === seat && 'options' in d && table.game.pending.some((p) => p.id === d.id),
    );
  await client.until((f) => asked(f) !== undefined);
  const decision = asked(client.frames)!;
  const before = answered(client.frames);
  client.send({ type: 'answer', decision: decision.id, choice: randomChoice(decision, random) });
  await client.until((f) => answered(f) > before);
  return client.frames.filter((f) => f.type === 'answered' || f.type === 'refused').at(-1)!;
}

/** The seat among `clients` a decision of the game waits for, if any. */
export const seatAsked = (table: HostedTable, clients: Record<string, Client>) =>
  Object.keys(clients).find((s) => table.game.pending.some((d) => d.seat === s));

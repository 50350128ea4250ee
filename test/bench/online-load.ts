// The game server under load, on loopback: `rules-sandbox serve` in its own process, and N
// tables played at once by people that are WebSocket clients (two a table, each answering
// its own decisions from what its frames show, at once; a greedy bot of the server's plays
// the third seat). A table whose game ends is replaced by a new one until the time is up.
// Measured: tables held, answers a second, the time from an answer sent to its
// acknowledgement (stored), the server's memory; then nothing lost: the server is stopped,
// and every game in its database replays from its log to its stored hash, with every answer
// the server acknowledged in it. With --bot-tables N, N clients meanwhile make table after table
// of six bots (an Enlightenment game each, a second of CPU), as anyone may: the people's latency
// shows what a bot table costs the others (the server plays bots in slices).
//   npm run bench:online [-- --tables 20 --seconds 30 --bot-tables 2 --postgres --json]
// --postgres stores the games in a throwaway PostgreSQL server (test/support/postgres.ts)
// instead of the embedded PGlite.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { SeededRandom } from '../../core/rng.ts';
import type { Decision } from '../../core/types.ts';
import type { StateView } from '../../core/view.ts';
import type { ServerFrame } from '../../server/protocol.ts';
import { openStore } from '../../server/store.ts';
import { HostedTable } from '../../server/table.ts';
import { format, modules } from '../core/support.ts';
import { startPostgres } from '../support/postgres.ts';
import { startServe } from '../support/serve-process.ts';
import { randomChoice } from '../server/support.ts';

export interface LoadOptions {
  /** Tables played at once. */
  tables: number;
  /** How long to keep them playing. */
  seconds: number;
  seed?: number;
  /** Store the games in a throwaway PostgreSQL server rather than the embedded database. */
  postgres?: boolean;
  /** Clients each making one table of six bots after another meanwhile. */
  botTables?: number;
}

export interface LoadFigures {
  tables: number;
  seconds: number;
  gamesFinished: number;
  /** Tables of six bots played to their end meanwhile. */
  botGames: number;
  answers: number;
  answersPerSecond: number;
  /** Answer sent → acknowledged (applied, the bots played on, stored), in ms. */
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** The server's resident memory: at the start (no table), at its peak, at the end. */
  memoryMiB: { idle: number; peak: number; end: number };
  refused: number;
  /** Games stored, and those whose log replayed to their stored hash with every acknowledged answer in it. */
  stored: number;
  intact: number;
  problems: string[];
}

/** A process's resident memory in MiB (Linux). */
function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/** A person at a seat: answers each of its decisions as soon as its view shows it, one at a time. */
class Person {
  private readonly socket: WebSocket;
  private view: StateView | null = null;
  private inFlight: { decision: string; sent: number } | null = null;
  private readonly answered = new Set<string>();
  acknowledged = 0;
  refused = 0;
  private stopping = false;

  constructor(
    url: string,
    private readonly seat: string,
    private readonly random: SeededRandom,
    private readonly latencies: number[],
    private readonly onFrame: (frame: ServerFrame) => void,
  ) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => this.receive(JSON.parse(String(data)) as ServerFrame));
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(JSON.stringify(frame));
  }

  close(): void {
    this.socket.close();
  }

  /** Answers no more, and resolves once no answer of this person waits for the server's word. */
  async settled(): Promise<void> {
    this.stopping = true;
    while (this.inFlight) await new Promise<void>((resolve) => this.socket.once('message', () => resolve()));
  }

  private receive(frame: ServerFrame): void {
    if (frame.type === 'welcome' || frame.type === 'update') this.view = frame.view;
    if (frame.type === 'answered' || (frame.type === 'refused' && this.inFlight)) {
      if (frame.type === 'answered') {
        this.acknowledged++;
        this.latencies.push(performance.now() - this.inFlight!.sent);
      } else this.refused++;
      this.inFlight = null;
    }
    this.onFrame(frame);
    this.act();
  }

  private act(): void {
    if (this.stopping || this.inFlight || !this.view || this.view.ended) return;
    const d = this.view.pending.find((p): p is Decision => p.seat === this.seat && 'options' in p && !this.answered.has(p.id));
    if (!d) return;
    this.answered.add(d.id);
    this.inFlight = { decision: d.id, sent: performance.now() };
    this.send({ type: 'answer', decision: d.id, choice: randomChoice(d, this.random) });
  }
}

/** One table: made over HTTP, p2 seated by its link, started by its host; resolves when its game is over. */
async function playTable(
  port: number,
  random: SeededRandom,
  latencies: number[],
  timeUp: Promise<void>,
  people: Person[],
): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/tables`, {
    method: 'POST',
    body: JSON.stringify({ format: 'lotr', seats: 3, controllers: ['human', 'human', 'bot:greedy'], host: { seat: 'p1', name: 'Host' } }),
  });
  const made = (await res.json()) as { id: string; token: string };
  const url = (token: string) => `ws://127.0.0.1:${port}/ws?table=${made.id}&token=${token}`;
  let ended: () => void = () => undefined;
  const over = new Promise<void>((resolve) => (ended = resolve));
  let linked: (links: { viewer: string; token: string }[]) => void = () => undefined;
  const links = new Promise<{ viewer: string; token: string }[]>((resolve) => (linked = resolve));
  let sat: () => void = () => undefined;
  const watch = (frame: ServerFrame) => {
    if (frame.type === 'welcome' && frame.table.links) linked(frame.table.links);
    if (frame.type === 'done' && frame.request === 'sit') sat();
    if (frame.type === 'update' && frame.view.ended) ended();
  };
  const host = new Person(url(made.token), 'p1', random, latencies, watch);
  const guest = new Person(url((await links).find((l) => l.viewer === 'p2')!.token), 'p2', random, latencies, watch);
  people.push(host, guest);
  const seated = new Promise<void>((resolve) => (sat = resolve));
  await guest.opened();
  guest.send({ type: 'sit', name: 'Guest' });
  // The host starts once the server has seated p2 (it refuses a start before).
  await seated;
  host.send({ type: 'start' });
  await Promise.race([over, timeUp]);
  // The answers in flight are acknowledged (or not) before the connections close: nothing acknowledged is dropped.
  await Promise.all([host.settled(), guest.settled()]);
  host.close();
  guest.close();
  return made.id;
}

/** A table of six bots made over HTTP, watched by its spectators' link until its game is over (true) or the time is up. */
async function playBotTable(port: number, timeUp: Promise<void>): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/tables`, {
    method: 'POST',
    body: JSON.stringify({ format: 'l5r-enlightenment', seats: 6, controllers: Array(6).fill('bot:random') }),
  });
  if (res.status !== 201) throw new Error(`a bot table was refused: ${res.status} ${await res.text()}`);
  const made = (await res.json()) as { id: string; token: string };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?table=${made.id}&token=${made.token}`);
  // Closed as the time runs out, it may not have opened yet: nothing to report.
  socket.on('error', () => undefined);
  const over = new Promise<boolean>((resolve) =>
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if ((frame.type === 'update' || frame.type === 'welcome') && frame.view?.ended) resolve(true);
    }),
  );
  const ended = await Promise.race([over, timeUp.then(() => false)]);
  socket.close();
  return ended;
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rules-sandbox-load-'));
  const postgres = options.postgres ? await startPostgres() : undefined;
  // Frames unlimited: the people here answer as fast as they can.
  // Every client here is this machine: its bounds on one client's connections and tables are lifted.
  const bounds = [
    '--client-connections',
    String(4 * options.tables + 8),
    '--client-tables',
    String(2 * options.tables + 2 * (options.botTables ?? 0)),
  ];
  const { child, port } = await startServe(dir, { args: ['--frame-rate', '0', ...bounds], databaseUrl: postgres?.url });
  const latencies: number[] = [];
  const people: Person[] = [];
  const random = new SeededRandom(options.seed ?? 1);
  const idle = rssMiB(child.pid!);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(child.pid!))), 250);
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const stop = () => performance.now() >= deadline;
  const timeUp = new Promise<void>((resolve) => setTimeout(resolve, options.seconds * 1000));
  let finished = 0;
  const lanes = Array.from({ length: options.tables }, async () => {
    while (!stop()) {
      await playTable(port, random, latencies, timeUp, people);
      if (!stop()) finished++;
    }
  });
  let botGames = 0;
  const botLanes = Array.from({ length: options.botTables ?? 0 }, async () => {
    while (!stop()) if (await playBotTable(port, timeUp)) botGames++;
  });
  await Promise.all([...lanes, ...botLanes]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const end = rssMiB(child.pid!);
  // The last acknowledgements arrive before the server stops: each person waits for its answer in flight.
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));

  const store = await openStore(postgres ? { databaseUrl: postgres.url } : { dir });
  const problems: string[] = [];
  let intact = 0;
  const games = [...(await store.unfinished()), ...(await store.finished(1e6))];
  // Each game is rebuilt as the server rebuilds it after a restart: a started one replayed to its
  // hash. A table made as the time ran out may be stored before its start, and is restored unstarted.
  for (const g of games) {
    try {
      HostedTable.restore(g, format(g.log.format.id), modules).close();
      intact++;
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  await store.close();
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
  const acknowledged = people.reduce((n, p) => n + p.acknowledged, 0);
  const storedPeopleAnswers = games.reduce((n, g) => n + g.log.answers.filter((a) => a.seat !== 'p3').length, 0);
  if (storedPeopleAnswers < acknowledged) problems.push(`${acknowledged} answers acknowledged, ${storedPeopleAnswers} stored`);
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;
  return {
    tables: options.tables,
    seconds: Math.round(seconds * 10) / 10,
    gamesFinished: finished,
    botGames,
    answers: acknowledged,
    answersPerSecond: Math.round(acknowledged / seconds),
    latencyMs: { p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100) },
    memoryMiB: { idle: Math.round(idle), peak: Math.round(peak), end: Math.round(end) },
    refused: people.reduce((n, p) => n + p.refused, 0),
    stored: games.length,
    intact,
    problems,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { values } = parseArgs({
    options: {
      tables: { type: 'string' },
      seconds: { type: 'string' },
      'bot-tables': { type: 'string' },
      postgres: { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  const figures = await runLoad({
    tables: Number(values.tables ?? 20),
    seconds: Number(values.seconds ?? 30),
    botTables: Number(values['bot-tables'] ?? 0),
    postgres: values.postgres,
  });
  if (values.json) console.log(JSON.stringify(figures, null, 2));
  else {
    const l = figures.latencyMs;
    console.log(
      `${figures.tables} tables held for ${figures.seconds} s: ${figures.answers} answers (${figures.answersPerSecond}/s), ${figures.gamesFinished} games finished` +
        (figures.botGames ? `, and ${figures.botGames} games of six bots meanwhile\n` : '\n') +
        `answer → stored acknowledgement: p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms\n` +
        `server memory: ${figures.memoryMiB.idle} MiB idle, ${figures.memoryMiB.peak} MiB peak, ${figures.memoryMiB.end} MiB at the end\n` +
        `${figures.refused} refused; ${figures.intact} of ${figures.stored} stored games replay to their stored hash` +
        (figures.problems.length ? `\nPROBLEMS:\n  ${figures.problems.join('\n  ')}` : ''),
    );
  }
  process.exitCode = figures.problems.length ? 1 : 0;
}

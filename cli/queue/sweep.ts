// compare --queue, the caller's side: a run's batches onto the Redis queue, each batch's records
// back from its completed event, gathered as runBatch gathers a local run (by variant, in game
// order), each game kept once however many times a worker played it. Stopping removes the
// run's batches from the queue and keeps every game finished so far.
import { randomBytes } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { BatchResult as Gathered } from '../../core/compare/batch.ts';
import type { GameRecord } from '../../core/compare/record.ts';
import type { PreparedVariant } from '../../core/compare/variant.ts';
import { GameError } from '../../core/game.ts';
import { BadInput } from '../exit.ts';
import { runningCode } from '../running-code.ts';
import { QUEUE, RUN_TTL, batchesOf, runKey, type Batch, type BatchResult, type RunData } from './jobs.ts';
import { closeRedis, connectRedis, within, type QueueAddress } from './redis.ts';

export interface SweepRequest {
  address: QueueAddress;
  variants: PreparedVariant[];
  games: number;
  seed: number;
  onProgress?: (done: number, total: number) => void;
  /** Something the person running it should know now (no worker is listening). */
  onNote?: (note: string) => void;
  signal?: AbortSignal;
  /** Games a batch (default: jobs.ts' sizing). */
  perJob?: number;
}

export interface SweepResult extends Gathered {
  /** Batches that went back to the queue because their worker stopped answering. */
  handedBack: number;
}

/** A job's options: gone once its records are read from its completed event; a failed one stays a day. */
const JOB = { removeOnComplete: true, removeOnFail: { age: 24 * 3600 } };
/** With no news of any batch for this long, the caller asks where its batches are. */
const QUIET_MS = 5000;

export async function runSweep(req: SweepRequest): Promise<SweepResult> {
  const { address, variants, games, seed } = req;
  type Outcome = { stopped: boolean; error?: Error };
  let finished = false;
  let resolve: (outcome: Outcome) => void = () => {};
  const over = new Promise<Outcome>((r) => (resolve = r));
  const settle = (outcome: Outcome) => {
    if (finished) return;
    finished = true;
    resolve(outcome);
  };
  const client = await connectRedis(address, (message) => settle({ stopped: false, error: new BadInput(message) }));

  const run = randomBytes(6).toString('hex');
  const batches = batchesOf(run, variants.length, games, seed, req.perJob);
  const idOf = (n: number) => `${run}.${n}`;
  const numberOf = (jobId: string) => (jobId.startsWith(`${run}.`) ? Number(jobId.slice(run.length + 1)) : -1);
  const outstanding = new Set(batches.keys());
  const got: (GameRecord | undefined)[][] = variants.map(() => new Array<GameRecord | undefined>(games));
  const total = games * variants.length;
  let done = 0;
  let handedBack = 0;
  let heard = Date.now();

  const queue = new Queue<Batch, BatchResult>(QUEUE, { connection: client });
  // Connection trouble shows up as the client's end (connectRedis); nothing else to do here.
  queue.on('error', () => {});
  const keepRun = () => client.set(runKey(run), JSON.stringify({ variants, code: runningCode() } satisfies RunData), 'EX', RUN_TTL);
  let events: QueueEvents;
  try {
    await keepRun();
    // The events stream's last id, read before the first batch goes out: none of ours is missed.
    const [last] = await client.xrevrange(queue.keys.events, '+', '-', 'COUNT', 1);
    events = new QueueEvents(QUEUE, { connection: client, lastEventId: last?.[0] ?? '0-0' });
    events.on('error', () => {});
  } catch (e) {
    await within(1000, queue.close());
    await closeRedis(client);
    throw redisTrouble(address, e);
  }

  const requeue = (n: number) => {
    if (finished) return;
    keepRun().catch(() => {});
    queue.add('play', batches[n], { ...JOB, jobId: idOf(n) }).catch(() => {});
  };
  events.on('completed', ({ jobId, returnvalue }) => {
    const n = numberOf(jobId);
    if (finished || !outstanding.has(n)) return; // another run's, a batch played twice, or too late
    heard = Date.now();
    const records = returnvalue as unknown as BatchResult;
    if (!Array.isArray(records)) return requeue(n); // skipped: the run's key had gone (Redis lost it)
    const { variant, from, to } = batches[n];
    for (const record of records) {
      if (record.index >= from && record.index < to && got[variant][record.index] === undefined) {
        got[variant][record.index] = record;
        done++;
      }
    }
    outstanding.delete(n);
    req.onProgress?.(done, total);
    if (outstanding.size === 0) settle({ stopped: false });
  });
  events.on('failed', ({ jobId, failedReason }) => {
    const n = numberOf(jobId);
    if (outstanding.has(n)) settle({ stopped: false, error: new GameError(`${variants[batches[n].variant].label}, ${failedReason}`) });
  });
  events.on('stalled', ({ jobId }) => {
    if (!outstanding.has(numberOf(jobId))) return;
    heard = Date.now();
    handedBack++;
  });
  events.on('active', ({ jobId }) => {
    if (outstanding.has(numberOf(jobId))) heard = Date.now();
  });

  // Events are the fast path; after a quiet spell, a batch Redis no longer knows (its completed
  // event trimmed from the stream, its job lost) goes out again.
  let added = false;
  let checking = false;
  const check = async () => {
    if (finished || !added || checking || Date.now() - heard < QUIET_MS) return;
    checking = true;
    const some = [...outstanding].slice(0, 1000);
    const states = await Promise.all(some.map((n) => queue.getJobState(idOf(n)))).catch(() => []);
    some.forEach((n, i) => states[i] === 'unknown' && outstanding.has(n) && requeue(n));
    heard = Date.now();
    checking = false;
  };
  const timers = [setInterval(() => keepRun().catch(() => {}), (RUN_TTL * 1000) / 4), setInterval(() => void check(), 1000)];

  req.signal?.addEventListener('abort', () => settle({ stopped: true }), { once: true });
  if (req.signal?.aborted) settle({ stopped: true });
  try {
    await events.waitUntilReady();
    for (let i = 0; i < batches.length && !finished; i += 1000) {
      await queue.addBulk(
        batches.slice(i, i + 1000).map((batch, j) => ({ name: 'play', data: batch, opts: { ...JOB, jobId: idOf(i + j) } })),
      );
    }
    added = true;
    heard = Date.now();
    if (batches.length === 0) settle({ stopped: false });
    if (!finished && (await queue.getWorkersCount().catch(() => 1)) === 0) {
      req.onNote?.(
        `no worker is listening on ${address.shown} yet: start \`rules-sandbox worker --queue ${address.shown}\` where the games should run`,
      );
    }
  } catch (e) {
    settle({ stopped: false, error: redisTrouble(address, e) });
  }

  const { stopped, error } = await over;
  for (const timer of timers) clearInterval(timer);
  // A finished run leaves nothing behind; a stopped or failed one takes its batches back off the
  // queue (a batch a worker is playing can't be removed: it finishes and is ignored).
  await within(
    5000,
    cleanUp(client, queue, run, stopped || error ? [...outstanding].map(idOf) : []).catch(() => {}),
  );
  await within(1000, events.close());
  await within(1000, queue.close());
  await closeRedis(client);
  if (error) throw error;
  return { records: got.map((list) => list.filter((r): r is GameRecord => r !== undefined)), stopped, handedBack };
}

async function cleanUp(client: Redis, queue: Queue, run: string, jobIds: string[]): Promise<void> {
  await client.del(runKey(run)); // first: a worker that takes one of them now skips it
  for (let i = 0; i < jobIds.length; i += 500) await Promise.all(jobIds.slice(i, i + 500).map((id) => queue.remove(id)));
}

/** Redis refused a command (out of memory under noeviction, a wrong password, ...): say where, exit 2. */
function redisTrouble(address: QueueAddress, e: unknown): Error {
  return e instanceof BadInput ? e : new BadInput(`Redis at ${address.shown}: ${e instanceof Error ? e.message : String(e)}`);
}

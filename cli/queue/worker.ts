// rules-sandbox worker: plays the batches `compare --queue` puts on a Redis queue, of any run,
// on a thread per core, until Ctrl-C; each batch's records go back as its job's return value.
// A worker that dies mid-batch loses its lock, and after --lock-duration another worker plays
// that batch again (BullMQ's stalled jobs); the caller counts each game once.
import { hostname } from 'node:os';
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { BadInput, intFlag } from '../exit.ts';
import { defaultWorkerCount } from '../workers/node-workers.ts';
import type { PreparedVariant } from '../../core/compare/variant.ts';
import { runningCode } from '../running-code.ts';
import { QUEUE, runKey, type Batch, type BatchResult, type RunData } from './jobs.ts';
import { closeRedis, connectRedis, queueAddress, within } from './redis.ts';
import { ThreadPool } from './thread-pool.ts';

interface WorkerFlags {
  queue: string;
  threads?: string;
  lockDuration: string;
}

/** How many times a batch may lose its worker before it counts as failed. */
const MAX_STALLED = 3;

export async function workerCommand(flags: WorkerFlags): Promise<void> {
  const address = queueAddress(flags.queue);
  const threads = flags.threads === undefined ? defaultWorkerCount() : intFlag('threads', flags.threads, 1);
  const lockDuration = intFlag('lock-duration', flags.lockDuration, 100);
  let lost: ((message: string) => void) | undefined;
  const client = await connectRedis(address, (message) => lost?.(message));

  const pool = new ThreadPool(threads);
  const runs = new RunCache(client);
  let batches = 0;
  let games = 0;
  const worker = new Worker<Batch, BatchResult>(
    QUEUE,
    async (job: Job<Batch, BatchResult>) => {
      const variants = await runs.variants(job.data.run);
      if (!variants) return null; // the run was stopped, or its caller is gone: nothing to play
      const records = await pool.play(variants, job.data);
      batches++;
      games += records.length;
      return records;
    },
    {
      connection: client,
      name: `${hostname()}:${process.pid}`,
      // One batch more than threads: the next is at hand when a thread finishes, not a round trip away.
      concurrency: threads + 1,
      lockDuration,
      stalledInterval: lockDuration,
      maxStalledCount: MAX_STALLED,
      // The caller has a batch's records from its completed event; failed ones stay a day to look at.
      removeOnComplete: { count: 0 },
      removeOnFail: { age: 24 * 3600 },
    },
  );
  // An error once, not at every reconnection attempt while Redis is away.
  let lastError = '';
  worker.on('error', (e) => e.message !== lastError && process.stderr.write(`worker: ${(lastError = e.message)}\n`));
  worker.on('failed', (job, e) => process.stderr.write(`worker: batch ${job?.id ?? '?'} failed: ${e.message}\n`));
  try {
    await worker.waitUntilReady();
  } catch (e) {
    pool.terminate();
    await within(1000, worker.close(true));
    await closeRedis(client);
    throw new BadInput(`Redis at ${address.shown}: ${e instanceof Error ? e.message : String(e)}`);
  }
  process.stderr.write(
    `worker: waiting for batches on ${address.shown} with ${threads} thread${threads === 1 ? '' : 's'} (Ctrl-C stops)\n`,
  );

  // The first Ctrl-C lets the batches under way finish (they are short); a second stops at once,
  // and those batches go to another worker when their locks run out.
  await new Promise<void>((resolve, reject) => {
    const quiet = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    };
    const stop = () => {
      quiet();
      process.stderr.write('worker: stopping after the batches under way (Ctrl-C again to stop at once)\n');
      process.once('SIGINT', () => process.exit(130));
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    lost = (message) => {
      quiet();
      reject(new Error(message));
    };
  }).catch(async (e: Error) => {
    pool.terminate();
    await within(1000, worker.close(true));
    client.disconnect();
    throw new BadInput(e.message);
  });
  await worker.close();
  pool.terminate();
  await closeRedis(client);
  process.stderr.write(`worker: stopped after ${batches} batch${batches === 1 ? '' : 'es'} (${games} games)\n`);
}

/** How long a run found in Redis is taken as still going without asking again (a round trip a batch saved). */
const RUN_CHECK_MS = 1000;

/** The variants of the runs this worker has served lately, read once per run from Redis. */
class RunCache {
  private readonly known = new Map<string, { variants: PreparedVariant[]; seen: number }>();
  private readonly reading = new Map<string, Promise<RunData | null>>();

  constructor(private readonly client: Redis) {}

  /** A run's variants, or undefined once its caller has stopped it or vanished (its key expired). */
  async variants(run: string): Promise<PreparedVariant[] | undefined> {
    const key = runKey(run);
    const cached = this.known.get(run);
    if (cached && Date.now() - cached.seen < RUN_CHECK_MS) return cached.variants;
    if (cached) {
      if (!(await this.client.exists(key))) return undefined;
      cached.seen = Date.now();
      return cached.variants;
    }
    const data = await this.read(run);
    if (!data) return undefined;
    const { variants, code } = data;
    // Other rules (another checkout, other dependencies) would play other games from the same
    // seeds: the batch fails, and its caller says why, rather than mixing two codes' numbers.
    const mine = runningCode();
    if (code && mine && code !== mine)
      throw new Error(
        `this worker runs other rules code (${mine}) than the caller of run ${run} (${code}): use the same checkout and npm ci on every machine`,
      );
    if (this.known.has(run)) return variants; // a batch of the same run read it at the same time
    this.known.set(run, { variants, seen: Date.now() });
    if (this.known.size > 4) this.known.delete(this.known.keys().next().value!);
    process.stderr.write(`worker: run ${run}: ${variants.map((v) => v.label).join(' · ')}\n`);
    return variants;
  }

  /** A new run's data, read once however many of its batches arrive together. */
  private read(run: string): Promise<RunData | null> {
    let reading = this.reading.get(run);
    if (!reading) {
      reading = this.client.get(runKey(run)).then((text) => (text === null ? null : (JSON.parse(text) as RunData)));
      this.reading.set(run, reading);
      void reading.finally(() => this.reading.delete(run)).catch(() => {});
    }
    return reading;
  }
}

// A worker process's threads: each batch goes to a free thread, which plays it with the same
// handler as a local compare (core/compare/worker-core.ts) and sends back a record per game.
// The main thread stays free for the queue: it renews the batches' locks while games run.
import type { BatchWorker, FromWorker } from '../../core/compare/batch.ts';
import type { GameRecord } from '../../core/compare/record.ts';
import type { PreparedVariant } from '../../core/compare/variant.ts';
import { threadWorkers } from '../workers/node-workers.ts';
import type { Batch } from './jobs.ts';

interface Playing {
  job: number;
  records: GameRecord[];
  resolve: (records: GameRecord[]) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: BatchWorker;
  /** Given to a batch (from the moment it is handed out until its records are back). */
  busy: boolean;
  /** The run whose variants this thread holds. */
  run?: string;
  playing?: Playing;
}

export class ThreadPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: ((thread: Thread) => void)[] = [];
  private jobs = 0;

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.threads.push(this.start());
  }

  /** Plays a batch on the next free thread: its records in game order, or the first game's error. */
  async play(variants: PreparedVariant[], batch: Batch): Promise<GameRecord[]> {
    const thread = await this.free();
    if (thread.run !== batch.run) {
      thread.worker.post({ type: 'variants', variants });
      thread.run = batch.run;
    }
    const job = this.jobs++;
    return new Promise<GameRecord[]>((resolve, reject) => {
      thread.playing = { job, records: [], resolve, reject };
      thread.worker.post({ type: 'play', job, variant: batch.variant, seed: batch.seed, from: batch.from, to: batch.to });
    });
  }

  terminate(): void {
    for (const thread of this.threads) thread.worker.terminate();
  }

  private free(): Promise<Thread> {
    const idle = this.threads.find((t) => !t.busy);
    if (!idle) return new Promise((resolve) => this.waiting.push(resolve));
    idle.busy = true;
    return Promise.resolve(idle);
  }

  /** The thread to the next batch waiting for one, or idle. */
  private release(thread: Thread): void {
    thread.playing = undefined;
    const next = this.waiting.shift();
    if (next) next(thread);
    else thread.busy = false;
  }

  private start(): Thread {
    const [worker] = threadWorkers(1);
    const thread: Thread = { worker, busy: false };
    worker.listen((message: FromWorker) => {
      if (message.type === 'failed' && message.job === -1) return this.replace(thread, message.message);
      const playing = thread.playing;
      if (!playing || message.job !== playing.job) return;
      if (message.type === 'played') return void playing.records.push(message.record);
      if (message.type === 'done') playing.resolve(playing.records);
      else playing.reject(new Error(message.message));
      this.release(thread);
    });
    return thread;
  }

  /** A thread that failed itself (out of memory, a crash) fails its batch; a fresh one takes its place. */
  private replace(thread: Thread, message: string): void {
    thread.worker.terminate();
    thread.playing?.reject(new Error(`a worker thread stopped: ${message}`));
    const fresh = this.start();
    fresh.busy = true;
    this.threads[this.threads.indexOf(thread)] = fresh;
    this.release(fresh);
  }
}

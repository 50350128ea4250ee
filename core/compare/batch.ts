// Runs the games of several variants on a pool of workers (worker_threads in Node, Web
// Workers in the browser, or the calling thread) and gathers their records. Game i of every
// variant plays seed + i, whichever worker plays it, so the same request gives the same
// records; stopping keeps every game finished so far.
import { GameError } from '../game.ts';
import type { GameRecord } from './record.ts';
import type { PreparedVariant } from './variant.ts';

export type ToWorker =
  | { type: 'variants'; variants: PreparedVariant[] }
  | { type: 'play'; job: number; variant: number; seed: number; from: number; to: number };

export type FromWorker =
  | { type: 'played'; job: number; variant: number; record: GameRecord }
  | { type: 'done'; job: number }
  | { type: 'failed'; job: number; message: string };

/** The little a scheduler needs of a worker, whatever runs it. */
export interface BatchWorker {
  post(message: ToWorker): void;
  listen(receive: (message: FromWorker) => void): void;
  terminate(): void;
}

export interface BatchRequest {
  variants: PreparedVariant[];
  games: number;
  seed: number;
  workers: BatchWorker[];
  onProgress?: (done: number, total: number) => void;
  /** Each game's record as it arrives (for figures that update while the run goes on). */
  onRecord?: (variant: number, record: GameRecord) => void;
  signal?: AbortSignal;
}

export interface BatchResult {
  /** Records by variant, in game order. */
  records: GameRecord[][];
  stopped: boolean;
}

/**
 * Jobs go out a few games at a time, variants interleaved, so workers stay busy to the end
 * and a stopped run has about as many games of each variant.
 */
export function runBatch(req: BatchRequest): Promise<BatchResult> {
  const { variants, games, seed, workers } = req;
  // Small jobs: a message costs far less than a game, and the last job of a run leaves the
  // other workers idle while it finishes.
  const perJob = Math.max(1, Math.min(5, Math.ceil(games / (workers.length * 25))));
  const jobs: Extract<ToWorker, { type: 'play' }>[] = [];
  for (let from = 0; from < games; from += perJob) {
    variants.forEach((_, variant) =>
      jobs.push({ type: 'play', job: jobs.length, variant, seed, from, to: Math.min(games, from + perJob) }),
    );
  }
  const records: GameRecord[][] = variants.map(() => []);
  const total = games * variants.length;
  let done = 0;
  let next = 0;
  let running = 0;

  return new Promise((resolve, reject) => {
    let over = false;
    const finish = (stopped: boolean) => {
      if (over) return;
      over = true;
      for (const w of workers) w.terminate();
      for (const list of records) list.sort((a, b) => a.index - b.index);
      resolve({ records, stopped });
    };
    const give = (worker: BatchWorker) => {
      if (next < jobs.length) {
        running++;
        worker.post(jobs[next++]);
      } else if (running === 0) finish(false);
    };
    req.signal?.addEventListener('abort', () => finish(true), { once: true });
    if (req.signal?.aborted) return finish(true);
    for (const worker of workers) {
      worker.listen((message) => {
        if (over) return;
        if (message.type === 'played') {
          records[message.variant].push(message.record);
          req.onRecord?.(message.variant, message.record);
          req.onProgress?.(++done, total);
        } else if (message.type === 'done') {
          running--;
          give(worker);
        } else {
          over = true;
          for (const w of workers) w.terminate();
          const job = jobs[message.job];
          const where = job ? `${variants[job.variant].label}, ` : 'a worker stopped: ';
          reject(new GameError(where + message.message));
        }
      });
      worker.post({ type: 'variants', variants });
    }
    if (jobs.length === 0) return finish(false);
    for (const worker of workers) give(worker);
  });
}

/**
 * After a stop, only the games every variant finished: the variants stay compared on the
 * same seeds.
 */
export function pairedRecords(records: GameRecord[][]): GameRecord[][] {
  const everywhere = (index: number) => records.every((list) => list.some((g) => g.index === index));
  return records.map((list) => list.filter((g) => everywhere(g.index)));
}

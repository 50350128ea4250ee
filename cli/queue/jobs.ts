// What a sweep puts on the queue, shared by the caller (compare --queue) and the workers: one
// BullMQ queue for every run, a job per batch of games named by its run, and the run's
// variants kept once in Redis beside it.
import type { GameRecord } from '../../core/compare/record.ts';
import type { PreparedVariant } from '../../core/compare/variant.ts';

/** Every run's batches go through this one queue, so a worker serves any run. */
export const QUEUE = 'rules-sandbox-compare';

/** A batch: games from..to-1 of one variant, game i on seed + i, as runBatch's jobs. */
export interface Batch {
  /** The run it belongs to; its job id is `${run}.${number}`. */
  run: string;
  variant: number;
  seed: number;
  from: number;
  to: number;
}

/** A batch's result: a record per game, or null when its run was stopped or has vanished. */
export type BatchResult = GameRecord[] | null;

/** What a run keeps in Redis for its workers (the variants are plain data). */
export interface RunData {
  variants: PreparedVariant[];
  /** The caller's rules code (cli/running-code.ts): a worker on other code refuses the run. */
  code: string | null;
}

/** The key holding a run's variants; it expires unless its caller keeps refreshing it. */
export const runKey = (run: string) => `rules-sandbox:run:${run}`;

/** Seconds a run's key lives without its caller refreshing it: a killed caller's batches are then skipped. */
export const RUN_TTL = 60;

/**
 * runBatch's interleaving (game ranges, variants side by side, so a stopped run has about as
 * many games of each) with bigger jobs: a queue job costs about a millisecond, a game from a
 * few to a hundred milliseconds. A hundredth of the games a job, up to 25, keeps about a hundred
 * jobs per variant for many machines to share, and the last job short.
 */
export function batchesOf(run: string, variants: number, games: number, seed: number, perJob = defaultPerJob(games)): Batch[] {
  const batches: Batch[] = [];
  for (let from = 0; from < games; from += perJob) {
    for (let variant = 0; variant < variants; variant++) batches.push({ run, variant, seed, from, to: Math.min(games, from + perJob) });
  }
  return batches;
}

export function defaultPerJob(games: number): number {
  return Math.max(1, Math.min(25, Math.ceil(games / 100)));
}

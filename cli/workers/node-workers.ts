// A pool of Node worker threads for runBatch: one per core unless told otherwise.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { BatchWorker, FromWorker } from '../../core/compare/batch.ts';

export function defaultWorkerCount(): number {
  return availableParallelism();
}

/**
 * Run from the TypeScript, a thread registers tsx first (thread-entry.mjs); in the CLI bundle
 * (scripts/cli-bundle.mjs) its entry, thread.mjs, sits beside the chunk this code is in.
 */
const threadEntry = import.meta.url.endsWith('.ts')
  ? new URL('./thread-entry.mjs', import.meta.url)
  : new URL('./thread.mjs', import.meta.url);

export function threadWorkers(count: number): BatchWorker[] {
  return Array.from({ length: count }, () => {
    const worker = new Worker(threadEntry);
    return {
      post: (message) => worker.postMessage(message),
      listen: (receive: (message: FromWorker) => void) => {
        worker.on('message', receive);
        worker.on('error', (e) => receive({ type: 'failed', job: -1, message: e.message }));
      },
      terminate: () => void worker.terminate(),
    };
  });
}

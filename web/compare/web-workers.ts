// `BatchWorker`s over Web Workers running compare-worker.js, for runBatch in the page.
import type { BatchWorker, FromWorker } from '../../core/compare/batch.ts';

/** Where the build puts the worker: beside main.js (and the test runner serves it at its root). */
export function defaultWorkerUrl(): string {
  return new URL('compare-worker.js', document.baseURI).href;
}

/** One worker per logical core the browser reports, at least one. */
export function defaultWorkerCount(): number {
  return Math.max(1, navigator.hardwareConcurrency || 1);
}

export function webWorkers(count: number, url: string = defaultWorkerUrl()): BatchWorker[] {
  return Array.from({ length: count }, () => {
    const worker = new Worker(url, { type: 'module', name: 'rules-sandbox compare' });
    return {
      post: (message) => worker.postMessage(message),
      listen: (receive: (message: FromWorker) => void) => {
        worker.addEventListener('message', (e: MessageEvent<FromWorker>) => receive(e.data));
        // A worker that fails to load or throws outside a job: the run stops with this message.
        worker.addEventListener('error', (e) => {
          e.preventDefault();
          receive({ type: 'failed', job: -1, message: e.message || `the worker at ${url} could not start` });
        });
        worker.addEventListener('messageerror', () =>
          receive({ type: 'failed', job: -1, message: 'a message from the worker could not be read' }),
        );
      },
      terminate: () => worker.terminate(),
    };
  });
}

// The comparison page's Web Worker (built as dist/compare-worker.js): plays the games of the
// jobs the page sends, with every rules module, through the same handler the CLI's worker
// threads use, so a game here is the game `rules-sandbox compare` plays.
import { batchWorkerHandler } from '../../core/compare/worker-core.ts';
import type { FromWorker, ToWorker } from '../../core/compare/batch.ts';
import { rulesModules } from '../../formats/index.ts';

// The app is type-checked against the DOM library; a worker's global scope needs only these two.
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<ToWorker>) => void): void;
};

const handle = batchWorkerHandler(rulesModules, (message) => scope.postMessage(message));
scope.addEventListener('message', (e) => handle(e.data));

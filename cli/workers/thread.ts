// Inside a Node worker thread: plays the jobs the main thread posts.
import { parentPort } from 'node:worker_threads';
import { rulesModules } from '../../formats/index.ts';
import { batchWorkerHandler } from '../../core/compare/worker-core.ts';
import type { ToWorker } from '../../core/compare/batch.ts';

const port = parentPort!;
const handle = batchWorkerHandler(rulesModules, (message) => port.postMessage(message));
port.on('message', (message: ToWorker) => handle(message));

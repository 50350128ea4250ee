// The worker's side of a batch, the same in a worker thread, a Web Worker or the calling
// thread: keep the variants, play the games each job names, send back one record per game.
import type { RulesModule } from '../rules-module.ts';
import { playRecorded } from './record.ts';
import type { BatchWorker, FromWorker, ToWorker } from './batch.ts';
import type { PreparedVariant } from './variant.ts';

export function batchWorkerHandler(modules: Record<string, RulesModule>, send: (message: FromWorker) => void): (message: ToWorker) => void {
  let variants: PreparedVariant[] = [];
  return (message) => {
    if (message.type === 'variants') {
      variants = message.variants;
      return;
    }
    for (let i = message.from; i < message.to; i++) {
      try {
        send({
          type: 'played',
          job: message.job,
          variant: message.variant,
          record: playRecorded(variants[message.variant], modules, message.seed, i),
        });
      } catch (e) {
        send({ type: 'failed', job: message.job, message: `seed ${message.seed + i}: ${e instanceof Error ? e.message : String(e)}` });
        return;
      }
    }
    send({ type: 'done', job: message.job });
  };
}

/**
 * A worker that plays in the calling thread, one job per macrotask so a stop request (Ctrl-C,
 * a Stop button) is seen between jobs. For one-core machines and tests.
 */
export function inlineWorker(modules: Record<string, RulesModule>): BatchWorker {
  let receive: (message: FromWorker) => void = () => {};
  let stopped = false;
  const handle = batchWorkerHandler(modules, (m) => {
    if (!stopped) receive(m);
  });
  return {
    post: (message) => {
      setTimeout(() => {
        if (!stopped) handle(message);
      }, 0);
    },
    listen: (r) => {
      receive = r;
    },
    terminate: () => {
      stopped = true;
    },
  };
}

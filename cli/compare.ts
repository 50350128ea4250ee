// compare: N bot games of each variant on every core, the same seeds for each; a side-by-side
// table (or --json / --csv) on stdout, progress and throughput on stderr. Ctrl-C stops the
// run and reports the games finished so far. With --queue the games go in batches to a Redis
// queue that `rules-sandbox worker` processes play, on any number of machines (cli/queue/).
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { parse } from 'yaml';
import { formatByIdOrPath, modules } from './project.ts';
import { BadInput, intFlag } from './exit.ts';
import { loadVariantFile, parseVariantSpec, prepareVariant, type PreparedVariant, type Variant } from '../core/compare/variant.ts';
import { pairedRecords, runBatch, type BatchResult } from '../core/compare/batch.ts';
import { compareVariants, reportVariant, type Comparison } from '../core/compare/report.ts';
import { comparisonCsv, comparisonTable } from '../core/compare/render.ts';
import { defaultWorkerCount, threadWorkers } from './workers/node-workers.ts';
import { inlineWorker } from '../core/compare/worker-core.ts';
import { queueAddress } from './queue/redis.ts';
import { runSweep } from './queue/sweep.ts';

interface CompareFlags {
  games: string;
  seed: string;
  workers?: string;
  queue?: string;
  json?: boolean;
  csv?: boolean;
  progress: boolean;
}

/** Exit code of a run stopped by Ctrl-C, after its partial report (128 + SIGINT). */
const INTERRUPTED = 130;

export async function compareCommand(specs: string[], flags: CompareFlags): Promise<void> {
  if (flags.json && flags.csv) throw new BadInput('choose one of --json and --csv');
  const games = intFlag('games', flags.games, 1);
  const seed = intFlag('seed', flags.seed, 0);
  if (flags.queue !== undefined && flags.workers !== undefined) throw new BadInput('choose one of --workers and --queue');
  const address = flags.queue === undefined ? undefined : queueAddress(flags.queue);
  const workerCount = flags.workers === undefined ? defaultWorkerCount() : intFlag('workers', flags.workers, 0);
  const variants: PreparedVariant[] = specs.map((spec) => {
    const variant = readVariant(spec);
    return prepareVariant(variant, formatByIdOrPath(variant.format), modules);
  });

  const stop = new AbortController();
  const onInterrupt = () => stop.abort();
  process.once('SIGINT', onInterrupt);
  const progress = flags.progress ? progressBar(address ? `queue at ${address.shown}` : workerLabel(workerCount)) : undefined;
  const started = performance.now();
  const request = { variants, games, seed, signal: stop.signal, onProgress: progress?.update };
  const note = (text: string) => process.stderr.write(`note: ${text}\n`);
  const onNote = (text: string) => {
    progress?.clear();
    note(text);
  };
  const run = address
    ? runSweep({ ...request, address, onNote })
    : runBatch({ ...request, workers: workerCount === 0 ? [inlineWorker(modules)] : threadWorkers(workerCount) });
  // handedBack: batches a queue run gave to another worker when theirs stopped answering.
  const result: BatchResult & { handedBack?: number } = await run.finally(() => {
    process.off('SIGINT', onInterrupt);
    progress?.clear();
  });
  const seconds = (performance.now() - started) / 1000;

  const records = result.stopped ? pairedRecords(result.records) : result.records;
  const comparison = compareVariants(
    seed,
    variants.map((v, i) => reportVariant(v, seed, games, records[i])),
  );
  process.stdout.write(
    flags.json ? JSON.stringify(comparison, null, 2) + '\n' : flags.csv ? comparisonCsv(comparison) : comparisonTable(comparison) + '\n',
  );
  const played = result.records.reduce((n, r) => n + r.length, 0);
  const where = address
    ? `through the queue at ${address.shown}`
    : workerCount === 0
      ? 'in this thread'
      : `on ${workerCount} worker thread${workerCount === 1 ? '' : 's'}`;
  process.stderr.write(
    `${played} games in ${seconds.toFixed(2)} s ${where} (${(played / seconds).toFixed(1)} games/s)${result.stopped ? ' — stopped, partial results' : ''}\n`,
  );
  const handedBack = result.handedBack ?? 0;
  if (handedBack > 0) {
    const one = handedBack === 1;
    note(
      `${handedBack} batch${one ? '' : 'es'} went to another worker when ${one ? 'its' : 'their'} worker stopped answering; each game counted once`,
    );
  }
  for (const text of silentEventMetrics(comparison, variants)) note(text);
  if (result.stopped) process.exitCode = INTERRUPTED;
}

/**
 * A field no event of its type has (in a metric's `where` or `sum`) counts zero in every round;
 * the format check knows each event type (a misspelt one is a load error) but not its fields,
 * so say it here — only of a field no variant's games ever produced on that type: a metric
 * that counted nothing because its events never came or never matched (no second Shadow player
 * to spend, no treaty broken) is a finding, not a typo.
 */
function silentEventMetrics(c: Comparison, variants: PreparedVariant[]): string[] {
  const produced = new Set(c.variants.flatMap((v) => v.produced));
  const notes = new Set<string>();
  for (const { format } of variants)
    for (const [name, def] of Object.entries(format.metrics ?? {})) {
      if (def.events === undefined || !produced.has(def.events)) continue;
      for (const field of [...Object.keys(def.where ?? {}), ...(def.sum === undefined ? [] : [def.sum])])
        if (!produced.has(`${def.events}.${field}`))
          notes.add(
            `metric "${name}": no "${def.events}" event of any variant's games has a field "${field}": is its where: or sum: right?`,
          );
    }
  return [...notes];
}

/**
 * One argument is a variant: inline ("FORMAT key=value ..."), a variant YAML file, or a
 * format file path on its own (a variant with the format's defaults).
 */
function readVariant(spec: string): Variant {
  const single = spec.trim();
  if (/\s/.test(single) || !/\.ya?ml$/i.test(single)) return parseVariantSpec(spec);
  let text: string;
  try {
    text = readFileSync(single, 'utf8');
  } catch (e) {
    throw new BadInput(`cannot read variant file ${single}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  if (isFormatFile(text)) return parseVariantSpec(single);
  const variant = loadVariantFile({ path: single, text });
  // A format path in a variant file is relative to the file, like an include.
  const isPath = variant.format.includes('/') || /\.ya?ml$/i.test(variant.format);
  return isPath && !isAbsolute(variant.format) ? { ...variant, format: join(dirname(single), variant.format) } : variant;
}

function isFormatFile(text: string): boolean {
  try {
    const value = parse(text) as unknown;
    return typeof value === 'object' && value !== null && 'id' in value;
  } catch {
    return false; // the variant loader reports the syntax error at its line
  }
}

/** Who plays the games, in the progress line: no workers is this thread ("1 workers" it said). */
function workerLabel(workers: number): string {
  return workers === 0 ? 'this thread' : `${workers} worker${workers === 1 ? '' : 's'}`;
}

/** A bar redrawn in place on a terminal; on a pipe, a line at every tenth. `where`: who plays the games. */
function progressBar(where: string) {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  const started = performance.now();
  return {
    update: (done: number, total: number) => {
      const fraction = done / total;
      const rate = done / ((performance.now() - started) / 1000);
      const text = `${done}/${total} games · ${rate.toFixed(1)} games/s · ${where}`;
      if (tty) {
        const width = 30;
        const filled = Math.round(fraction * width);
        process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}`);
      } else if (Math.floor(fraction * 10) > lastTenth) {
        lastTenth = Math.floor(fraction * 10);
        process.stderr.write(`${text}\n`);
      }
    },
    clear: () => {
      if (tty) process.stderr.write('\r\x1b[K');
    },
  };
}

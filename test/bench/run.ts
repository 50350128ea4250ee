// npm run bench: simulated games and decisions per second on one core for every format,
// the cost of an events$ subscriber, replay speed, how much faster `compare` runs on every
// core than on one (when the coop format is measured), and how fast `validate` checks the
// project's files (the README's validate line, on a whole run). Figures, not assertions: each run
// prints its change from the figures file (test/bench/figures.json, or --against FILE);
// --save writes the new figures there (a narrowed run replaces only its formats' rows).
//   npm run bench [-- [format ids...] [--json] [--save] [--against FILE]]
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { loadProjectCatalog } from '../../cli/node-sources.ts';
import { resolveFormat } from '../../core/load/catalog.ts';
import { rulesModules, registry } from '../../formats/index.ts';
import { playOne, type SimRequest } from '../../core/sim.ts';
import { newGame, replay } from '../../core/session.ts';
import { Driver } from '../../core/driver.ts';
import { projectRoot } from '../../cli/project.ts';
import { parseVariantSpec, prepareVariant } from '../../core/compare/variant.ts';
import { runBatch } from '../../core/compare/batch.ts';
import { threadWorkers } from '../../cli/workers/node-workers.ts';
import { Validation } from '../../cli/validate.ts';

const { values: flags, positionals: only } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'boolean' }, save: { type: 'boolean' }, against: { type: 'string' } },
});
const figuresFile = flags.against ?? join(projectRoot, 'test/bench/figures.json');
const catalog = loadProjectCatalog(projectRoot, registry);
const ids = [...catalog.formats.keys()].filter((id) => only.length === 0 || only.includes(id)).sort();

interface Row {
  format: string;
  games: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  subscriberOverhead: number;
  replayAnswersPerSecond: number;
}

interface Parallel {
  variant: string;
  games: number;
  workers: number;
  oneWorkerGamesPerSecond: number;
  allWorkersGamesPerSecond: number;
  speedUp: number;
}

interface Validate {
  files: number;
  seconds: number;
}

interface Figures {
  date: string;
  machine: { cpus: number; model: string; loadAverage: number; node: string };
  rows: Row[];
  parallel: Parallel | null;
  validate?: Validate | null;
}

/** Play games for at least `ms`, returning games, decisions and elapsed seconds. */
function measure(req: Omit<SimRequest, 'games'>, ms: number): { games: number; decisions: number; seconds: number } {
  const start = performance.now();
  let games = 0;
  let decisions = 0;
  while (performance.now() - start < ms || games < 3) decisions += playOne({ ...req, games: 1 }, games++).decisions;
  return { games, decisions, seconds: (performance.now() - start) / 1000 };
}

/**
 * Time per game with an events$ subscriber over time without: the same seeds, played in
 * pairs, in alternating order, so drift in the machine's speed falls on both sides alike.
 */
function pairedOverhead(req: SimRequest, ms: number): number {
  const subscribed = { ...req, onEvent: () => {} };
  const time = (r: SimRequest, i: number) => {
    const t = performance.now();
    playOne(r, i);
    return performance.now() - t;
  };
  let without = 0;
  let withOne = 0;
  const start = performance.now();
  for (let i = 0; performance.now() - start < ms || i < 6; i++) {
    if (i % 2 === 0) {
      without += time(req, i);
      withOne += time(subscribed, i);
    } else {
      withOne += time(subscribed, i);
      without += time(req, i);
    }
  }
  return withOne / without;
}

function formatRow(id: string): Row {
  const format = resolveFormat(catalog, id);
  const base = { format, modules: rulesModules, seed: 1 };
  measure(base, 300); // warm up the JIT so the first figure isn't penalised
  const plain = measure(base, 1500);
  const subscriberOverhead = pairedOverhead({ ...base, games: 1 }, 1500);
  // Replay: record one game's log, then rebuild it from its answers.
  const game = newGame({ ...base, defaultController: 'bot:random' });
  game.start();
  new Driver(game, 1).run(200_000);
  const log = game.log();
  const t = performance.now();
  replay(log, format, rulesModules);
  const replaySeconds = (performance.now() - t) / 1000;
  return {
    format: id,
    games: plain.games,
    gamesPerSecond: round(plain.games / plain.seconds),
    decisionsPerSecond: round(plain.decisions / plain.seconds),
    subscriberOverhead: round(subscriberOverhead, 2),
    replayAnswersPerSecond: round(log.answers.length / replaySeconds),
  };
}

/** The same compare batch on one worker thread and on one per core. */
async function parallelSpeedUp(): Promise<Parallel | null> {
  const spec = 'l5r-shadowlands-coop seats=2 bots=greedy';
  if (!catalog.formats.has('l5r-shadowlands-coop') || (only.length > 0 && !only.includes('l5r-shadowlands-coop'))) return null;
  const variant = prepareVariant(parseVariantSpec(spec), resolveFormat(catalog, 'l5r-shadowlands-coop'), rulesModules);
  // Long enough that each worker's start and JIT warm-up weigh little.
  const games = 600;
  const timed = async (workers: number) => {
    const t = performance.now();
    await runBatch({ variants: [variant], games, seed: 1, workers: threadWorkers(workers) });
    return games / ((performance.now() - t) / 1000);
  };
  const all = availableParallelism();
  const one = await timed(1);
  const many = await timed(all);
  return {
    variant: spec,
    games,
    workers: all,
    oneWorkerGamesPerSecond: round(one, 1),
    allWorkersGamesPerSecond: round(many, 1),
    speedUp: round(many / one, 2),
  };
}

/** The README's `validate formats/**\/*.yaml test/scenarios/**\/*.yaml`, in one run, as the CLI runs it. */
function validateAll(): Validate | null {
  if (only.length > 0) return null;
  const yaml = (dir: string) =>
    (readdirSync(join(projectRoot, dir), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => join(projectRoot, dir, f));
  const files = [...yaml('formats'), ...yaml('test/scenarios')];
  const t = performance.now();
  const validation = new Validation();
  for (const file of files) validation.check(file);
  return { files: files.length, seconds: round((performance.now() - t) / 1000, 2) };
}

function round(n: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

const previous: Figures | null = existsSync(figuresFile) ? (JSON.parse(readFileSync(figuresFile, 'utf8')) as Figures) : null;
const figures: Figures = {
  date: new Date().toISOString().slice(0, 10),
  machine: {
    cpus: availableParallelism(),
    model: cpus()[0]?.model ?? 'unknown',
    loadAverage: round(loadavg()[0], 2),
    node: process.version,
  },
  rows: ids.map(formatRow),
  parallel: await parallelSpeedUp(),
  validate: validateAll(),
};

/** "1234 (+5%)" against the previous figure, when there is one. */
function withChange(now: number, before: number | undefined, width: number): string {
  const change = before ? ` (${now >= before ? '+' : ''}${Math.round((100 * (now - before)) / before)}%)` : '';
  return `${now}${change}`.padStart(width);
}

if (flags.json) console.log(JSON.stringify(figures, null, 2));
else {
  if (previous)
    console.log(`against ${figuresFile} (${previous.date}, load ${previous.machine.loadAverage}); load now ${figures.machine.loadAverage}`);
  console.log(
    'format'.padEnd(26),
    'games/s'.padStart(16),
    'decisions/s'.padStart(18),
    'events$ cost'.padStart(13),
    'replay answers/s'.padStart(22),
  );
  for (const r of figures.rows) {
    const p = previous?.rows.find((x) => x.format === r.format);
    console.log(
      r.format.padEnd(26),
      withChange(r.gamesPerSecond, p?.gamesPerSecond, 16),
      withChange(r.decisionsPerSecond, p?.decisionsPerSecond, 18),
      `×${r.subscriberOverhead}`.padStart(13),
      withChange(r.replayAnswersPerSecond, p?.replayAnswersPerSecond, 22),
    );
  }
  const par = figures.parallel;
  if (par) {
    console.log(
      `compare "${par.variant}", ${par.games} games: ${par.oneWorkerGamesPerSecond} games/s on 1 worker, ` +
        `${par.allWorkersGamesPerSecond} on ${par.workers} — ×${par.speedUp}${previous?.parallel ? ` (was ×${previous.parallel.speedUp})` : ''}`,
    );
  }
  const v = figures.validate;
  if (v) console.log(`validate: ${v.files} files in ${v.seconds} s${previous?.validate ? ` (was ${previous.validate.seconds} s)` : ''}`);
}
if (flags.save) {
  // A run narrowed to some formats replaces their rows and keeps the others'.
  const rows = [...(previous?.rows ?? []).filter((r) => !figures.rows.some((x) => x.format === r.format)), ...figures.rows];
  const saved: Figures = {
    ...figures,
    rows: rows.sort((a, b) => a.format.localeCompare(b.format)),
    parallel: figures.parallel ?? previous?.parallel ?? null,
    validate: figures.validate ?? previous?.validate ?? null,
  };
  writeFileSync(figuresFile, JSON.stringify(saved, null, 2) + '\n');
  console.error(`figures saved to ${figuresFile}`);
}

// simulate: N bot games of a format; a summary table (or --json) on stdout, throughput on
// stderr so the same command prints the same stdout every time.
import { createWriteStream, writeFileSync, type WriteStream } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { formatByIdOrPath, modules } from './project.ts';
import { namesFormatFile, toSlashes } from './node-sources.ts';
import { simulate, type SimSummary } from '../core/sim.ts';
import { parseOptionEntry, readParamValue, resolveSettings } from '../core/load/options.ts';
import { settingsWarnings } from '../core/session.ts';
import { BadInput, intFlag } from './exit.ts';
import { controllerName } from '../core/bots.ts';

interface SimulateFlags {
  format: string;
  games: string;
  seed: string;
  seats?: string;
  option: string[];
  preset?: string;
  param: string[];
  bots?: string;
  log?: string;
  json?: boolean;
}

export async function simulateCommand(flags: SimulateFlags): Promise<void> {
  const format = formatByIdOrPath(flags.format);
  const games = intFlag('games', flags.games, 1);
  const seed = intFlag('seed', flags.seed, 0);
  const seats = flags.seats === undefined ? undefined : intFlag('seats', flags.seats, 1);
  const options = Object.fromEntries(flags.option.map(parseOptionEntry));
  const params = Object.fromEntries(flags.param.map(parseParamEntry));
  const bots = flags.bots?.split(',').map(controllerName);
  // Decks that play but aren't what the document describes (a clock deck of another size): said before the run.
  const played = { ...resolveSettings(format, { options, preset: flags.preset }).params, ...params };
  for (const warning of settingsWarnings(format, modules, played)) console.error(`warning: ${warning}`);
  if (bots?.includes('human')) throw new BadInput('simulate plays bots only: a human seat would wait forever');
  const log = flags.log ? openLog(flags.log) : null;
  // A format read from a file: the log says where, from its own folder, so replay finds it.
  const formatFile =
    flags.log && namesFormatFile(flags.format) ? toSlashes(relative(dirname(resolve(flags.log)), resolve(flags.format))) : null;
  const started = performance.now();
  const summary = simulate({
    format,
    modules,
    games,
    seed,
    seats,
    options,
    params,
    preset: flags.preset,
    bots,
    onEvent: log ? (game, event) => log.write(JSON.stringify({ game, ...event }) + '\n') : undefined,
    onGameEnd: log
      ? (game, result, gameLog, hash) => {
          log.write(
            JSON.stringify({ game, type: 'gameLog', log: gameLog, hash, winner: result.winner, ...(formatFile ? { formatFile } : {}) }) +
              '\n',
          );
        }
      : undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  if (log) await closed(log);
  console.log(flags.json ? JSON.stringify(summary, null, 2) : table(summary));
  process.stderr.write(`${games} games in ${seconds.toFixed(2)} s (${(games / seconds).toFixed(1)} games/s)\n`);
}

/** `name=value`; numbers and true/false are read as such, anything else stays text. */
function parseParamEntry(entry: string): [string, string | number | boolean] {
  const [name, value] = parseOptionEntry(entry);
  if (typeof value !== 'string') throw new BadInput(`--param ${entry}: expected name=value`);
  return [name, readParamValue(value)];
}

/** Open the log file up front so a bad path is a clear message before any game runs. */
function openLog(path: string): WriteStream {
  try {
    writeFileSync(path, '');
  } catch (e) {
    throw new BadInput(`cannot write the log to ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  return createWriteStream(path, { flags: 'a' });
}

function closed(stream: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

function table(s: SimSummary): string {
  const pct = (n: number) => `${((100 * n) / s.games).toFixed(1)}%`;
  const rows = (o: Record<string, number>) =>
    Object.entries(o)
      .sort(([, a], [, b]) => b - a)
      .map(([k, n]) => `  ${k.padEnd(32)} ${String(n).padStart(6)}  ${pct(n).padStart(6)}`);
  return [
    `${s.format} v${s.version} · ${s.seats} seats · ${s.games} games · seeds ${s.seed}–${s.seed + s.games - 1}`,
    `winners:`,
    ...rows(s.wins),
    `reasons:`,
    ...rows(s.reasons),
    `rounds per game:    mean ${s.rounds.mean}  min ${s.rounds.min}  max ${s.rounds.max}`,
    `decisions per game: mean ${s.decisions.mean}  min ${s.decisions.min}  max ${s.decisions.max}`,
  ].join('\n');
}

// replay: rebuild a game from a log and print its final state hash. Accepts a saved game
// (.json GameLog) or a simulate --log file (.jsonl), whose gameLog line also records the
// hash the live game ended with, so a replay that diverges exits 1.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { GameLog } from '../core/types.ts';
import { catalogWith, formatByIdOrPath, modules } from './project.ts';
import { replay } from '../core/session.ts';
import { checkGameLog, LogFileError } from '../core/game-log.ts';
import { BadInput, EXIT, intFlag } from './exit.ts';

interface Recorded {
  log: GameLog;
  hash?: string;
  /** Where simulate --log found the format's file, from the log's own folder. */
  formatFile?: string;
}

export function replayCommand(file: string, flags: { game: string; upto?: string; format?: string; json?: boolean }): void {
  const recorded = readLog(file, intFlag('game', flags.game, 0));
  const format = formatByIdOrPath(flags.format ?? formatOf(recorded, file));
  const total = recorded.log.answers.length;
  const upTo = flags.upto === undefined ? undefined : Math.min(intFlag('upto', flags.upto, 0), total);
  const game = replay(recorded.log, format, modules, upTo);
  const hash = game.hash();
  if (flags.json) console.log(JSON.stringify(game.state, null, 2));
  else {
    const w = game.state.winner;
    console.log(
      `${recorded.log.format.id} seed ${recorded.log.seed}: ${upTo ?? total} of ${total} answers replayed, round ${game.state.round}`,
    );
    console.log(w ? `winner: ${w.teams.join('+') || 'none'} (${w.reason})` : 'no winner yet');
    console.log(`state hash ${hash}`);
  }
  if (recorded.hash && (upTo === undefined || upTo === total) && recorded.hash !== hash) {
    console.error(`the replay ends at ${hash}, but the recorded game ended at ${recorded.hash}`);
    process.exitCode = EXIT.failed;
  }
}

/** The log's format: its recorded file, else its id, which must be one of the project's. */
function formatOf(recorded: Recorded, file: string): string {
  if (recorded.formatFile) return resolve(dirname(file), recorded.formatFile);
  const id = recorded.log.format.id;
  if (!catalogWith().formats.has(id)) {
    throw new BadInput(`${file}: the log's format "${id}" is not one of the project's; name its file with --format path/to/${id}.yaml`);
  }
  return id;
}

function readLog(file: string, index: number): Recorded {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new BadInput(`cannot read ${file}`);
  }
  const whole = parseWhole(text);
  if (whole !== undefined && !(isRecord(whole) && whole.type !== undefined)) return { log: checked(whole, file) };
  const lines = text.split('\n').filter((l) => l.trim());
  const parsed = lines.map((line, i) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      if (lines.length === 1) throw new BadInput(`${file}: not JSON`);
      throw new BadInput(`${file}:${i + 1}: not a JSON line`);
    }
  });
  const at = parsed.findIndex((p) => isRecord(p) && p.type === 'gameLog' && p.game === index);
  if (at < 0) throw new BadInput(`${file} has no gameLog line for game ${index} (was it written by simulate --log?)`);
  const entry = parsed[at] as Record<string, unknown>;
  return {
    log: checked(entry.log, `${file}:${at + 1}`),
    hash: typeof entry.hash === 'string' ? entry.hash : undefined,
    formatFile: typeof entry.formatFile === 'string' ? entry.formatFile : undefined,
  };
}

function checked(value: unknown, where: string): GameLog {
  try {
    return checkGameLog(value);
  } catch (e) {
    if (e instanceof LogFileError) throw new BadInput(`${where}: ${e.message}`);
    throw e;
  }
}

/** A saved game is one JSON value, possibly pretty-printed over many lines; undefined when the text is not one. */
function parseWhole(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

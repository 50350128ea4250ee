// Saved games: a GameLog as a JSON file, read back with every problem said in words
// (core/game-log.ts checks it; core/session.ts gameFromLog turns it into a game).
import type { GameLog } from '../core/types.ts';
import { checkGameLog, LogFileError, logToJson } from '../core/game-log.ts';

export { LogFileError, logToJson };

/** A file name for a saved log: the seed in it only once it may be shown (the file itself keeps it). */
export function logFileName(log: GameLog, seedShown: boolean): string {
  return `${log.format.id}${seedShown ? `-seed${log.seed}` : ''}-${log.answers.length}answers.json`;
}

/** Read a saved log (or a `simulate --log` line); throws LogFileError saying what is wrong with it. */
export function parseLogJson(text: string): GameLog {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new LogFileError(`not a game log: the file is not JSON (${(e as Error).message})`);
  }
  // A `simulate --log` line or file names the log inside it.
  if (isGameLogLine(value)) value = value.log;
  return checkGameLog(value);
}

function isGameLogLine(value: unknown): value is { log: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>).type === 'gameLog' &&
    typeof (value as Record<string, unknown>).log === 'object'
  );
}

// Saved games: a GameLog as a JSON file, read back with every problem said in words
// (core/session.ts gameFromLog turns it into a game).
import type { GameLog } from '../core/types.ts';

export class LogFileError extends Error {}

/** A log as text for a file: pretty enough to read, small enough to mail. */
export function logToJson(log: GameLog): string {
  const { answers, ...head } = log;
  const lines = answers.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${top},\n  "answers": [\n${lines}\n  ]\n}\n`;
}

/** A file name for a saved log: the seed in it only once it may be shown (the file itself keeps it). */
export function logFileName(log: GameLog, seedShown: boolean): string {
  return `${log.format.id}${seedShown ? `-seed${log.seed}` : ''}-${log.answers.length}answers.json`;
}

/** Read a saved log; throws LogFileError saying what is wrong with it. */
export function parseLogJson(text: string): GameLog {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new LogFileError(`not a game log: the file is not JSON (${(e as Error).message})`);
  }
  // A `simulate --log` line or file names the log inside it.
  if (isRecord(value) && value.type === 'gameLog' && isRecord(value.log)) value = value.log;
  if (!isRecord(value)) throw new LogFileError('not a game log: expected a JSON object');
  const problems: string[] = [];
  const format = value.format;
  if (!isRecord(format) || typeof format.id !== 'string' || typeof format.version !== 'number') problems.push('format: expected {id, version}');
  if (typeof value.seed !== 'number' && typeof value.seed !== 'string') problems.push('seed: expected a number or a text');
  if (!Array.isArray(value.seats) || !value.seats.every((s) => isRecord(s) && typeof s.controller === 'string')) problems.push('seats: expected a list of {controller}');
  if (!isRecord(value.options)) problems.push('options: expected an object');
  if (!Array.isArray(value.answers)) problems.push('answers: expected a list');
  else {
    value.answers.forEach((a, i) => {
      const ok = isRecord(a) && typeof a.decision === 'string' && typeof a.seat === 'string' && (typeof a.choice === 'string' || (Array.isArray(a.choice) && a.choice.every((c) => typeof c === 'string')));
      if (!ok && problems.length < 8) problems.push(`answers[${i}]: expected {decision, seat, choice}`);
    });
  }
  if (problems.length) throw new LogFileError(`not a game log: ${problems.join('; ')}`);
  return value as unknown as GameLog;
}

/**
 * The game a log starts from, not yet started and with no answers applied: the same
 * construction as core/session.ts `replay`, which starts the game itself (so its first
 * events could not be watched).
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

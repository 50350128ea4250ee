// A game log read from a file (a saved game, a simulate --log line): its shape checked and
// every problem said in words, before any of it is trusted; and a log written as a file. The
// CLI's replay and the web app's Load log read logs here; Save log, the server's finished games
// and the CLI's export write them.
import type { GameLog } from './types.ts';

export class LogFileError extends Error {}

/** `value` as a GameLog, or a LogFileError listing what is wrong with it. */
export function checkGameLog(value: unknown): GameLog {
  if (!isRecord(value))
    throw new LogFileError(
      `not a game log: expected a JSON object, not ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value}`,
    );
  const problems: string[] = [];
  const format = value.format;
  if (!isRecord(format) || typeof format.id !== 'string' || typeof format.version !== 'number')
    problems.push('format: expected {id, version}');
  if (typeof value.seed !== 'number' && typeof value.seed !== 'string') problems.push('seed: expected a number or a text');
  if (value.generator !== undefined && typeof value.generator !== 'string') problems.push('generator: expected a text');
  if (!Array.isArray(value.seats) || value.seats.length === 0 || !value.seats.every((s) => isRecord(s) && typeof s.controller === 'string'))
    problems.push('seats: expected a list of {controller}');
  if (!isRecord(value.options)) problems.push('options: expected an object');
  if (value.params !== undefined && !isRecord(value.params)) problems.push('params: expected an object');
  if (!Array.isArray(value.answers)) problems.push('answers: expected a list');
  else {
    value.answers.forEach((a, i) => {
      const ok =
        isRecord(a) &&
        typeof a.decision === 'string' &&
        typeof a.seat === 'string' &&
        (typeof a.choice === 'string' || (Array.isArray(a.choice) && a.choice.every((c) => typeof c === 'string')));
      if (!ok && problems.length < 8) problems.push(`answers[${i}]: expected {decision, seat, choice}`);
    });
  }
  if (problems.length) throw new LogFileError(`not a game log: ${problems.join('; ')}`);
  return value as unknown as GameLog;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A log as text for a file: pretty enough to read, small enough to mail. */
export function logToJson(log: GameLog): string {
  const { answers, ...head } = log;
  const lines = answers.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${top},\n  "answers": [\n${lines}\n  ]\n}\n`;
}

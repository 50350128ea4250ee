// replay: rebuild a game from a log and print its final state hash. Accepts a saved game
// (.json GameLog) or a simulate --log file (.jsonl), whose gameLog line also records the
// hash the live game ended with, so a replay that diverges exits 1.
import { readFileSync } from 'node:fs';
import type { GameLog } from '../types.ts';
import { formatByIdOrPath, modules } from './project.ts';
import { replay } from '../session.ts';
import { BadInput, EXIT, intFlag } from './exit.ts';

interface Recorded {
  log: GameLog;
  hash?: string;
}

export function replayCommand(file: string, flags: { game: string; upto?: string; json?: boolean }): void {
  const recorded = readLog(file, intFlag('game', flags.game, 0));
  const format = formatByIdOrPath(recorded.log.format.id);
  const upTo = flags.upto === undefined ? undefined : intFlag('upto', flags.upto, 0);
  const game = replay(recorded.log, format, modules, upTo);
  const hash = game.hash();
  if (flags.json) console.log(JSON.stringify(game.state, null, 2));
  else {
    const w = game.state.winner;
    console.log(`${recorded.log.format.id} seed ${recorded.log.seed}: ${upTo ?? recorded.log.answers.length} answers replayed, round ${game.state.round}`);
    console.log(w ? `winner: ${w.teams.join('+') || 'none'} (${w.reason})` : 'no winner yet');
    console.log(`state hash ${hash}`);
  }
  if (recorded.hash && upTo === undefined && recorded.hash !== hash) {
    console.error(`the replay ends at ${hash}, but the recorded game ended at ${recorded.hash}`);
    process.exitCode = EXIT.failed;
  }
}

function readLog(file: string, index: number): Recorded {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new BadInput(`cannot read ${file}`);
  }
  const whole = parseWhole(text);
  if (whole && 'answers' in whole) return { log: whole as unknown as GameLog };
  const lines = text.split('\n').filter((l) => l.trim());
  const parsed = lines.map((line, i) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      if (lines.length === 1) throw new BadInput(`${file}: not JSON`);
      throw new BadInput(`${file}:${i + 1}: not a JSON line`);
    }
  });
  const entry = parsed.find((p) => p.type === 'gameLog' && p.game === index);
  if (!entry) throw new BadInput(`${file} has no gameLog line for game ${index} (was it written by simulate --log?)`);
  return { log: entry.log as GameLog, hash: entry.hash as string };
}

/** A saved game is one JSON object, possibly pretty-printed over many lines. */
function parseWhole(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

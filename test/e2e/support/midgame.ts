// A game log that stops mid-game with a player (p1, or the first seat without an automaton
// of its role; made a human seat) to decide: bots play a whole game,
// then the log is cut at an answer where p1 is asked something, in the middle of the game,
// preferring a moment with something going on (a conflict, for L5R). For screenshots and
// the render benchmark: loading the log in the page shows the table as a player would.
import { Driver } from '../../../core/driver.ts';
import type { ResolvedFormat } from '../../../core/format.ts';
import { knownBots } from '../../../core/bots.ts';
import { newGame, moduleFor } from '../../../core/session.ts';
import type { GameLog, GameState } from '../../../core/types.ts';
import { rulesModules } from '../../../formats/index.ts';
import { conflictOf } from '../../../formats/l5r/board.ts';

export interface MidGame {
  log: GameLog;
  /** Answers kept, of the whole game's. */
  at: number;
  total: number;
}

export interface MidGameOptions {
  human?: boolean;
  /** The bots that play (default: greedy where the module has it, else random). */
  bot?: string;
  /** Points for a moment worth picturing, on top of the usual (treaties in force, say). */
  worth?: (state: GameState) => number;
}

export function midGameLog(format: ResolvedFormat, seats: number, seed: number, opts: MidGameOptions = {}): MidGame {
  const human = opts.human ?? true;
  const module = moduleFor(format, rulesModules);
  const bots = knownBots(module);
  const bot = opts.bot ?? `bot:${bots.includes('greedy') ? 'greedy' : 'random'}`;
  // Seats whose role names a controller (an automaton) keep it; the others are bots.
  const game = newGame({ format, modules: rulesModules, seed, seats, defaultController: bot });
  const player = game.state.seats.find((s) => s.controller === bot)?.id ?? 'p1';
  const states: GameState[] = [];
  game.state$.subscribe((s) => states.push(s));
  game.start();
  new Driver(game, seed).run(5000);
  const total = game.state.answered;
  // states[0] is the state before start (the BehaviorSubject's first value); then one per publish.
  const after = (k: number) =>
    states.find((s) => s.answered === k && s.pending.length > 0) ?? [...states].reverse().find((s) => s.answered === k);
  const score = (s: GameState | undefined) => {
    if (!s || s.ended) return -1;
    let n = 0;
    if (s.pending.some((d) => d.seat === player)) n += 4;
    const conflict = conflictOf(s);
    if (conflict?.attackers?.length) n += 2;
    if (conflict?.defenders?.length) n += 1;
    if (s.pending.some((d) => d.seat === player && d.kind === 'action')) n += 1;
    return n + (opts.worth?.(s) ?? 0);
  };
  let best = Math.floor(total / 2);
  let bestScore = -1;
  for (let k = Math.floor(total * 0.4); k <= Math.floor(total * 0.8); k++) {
    const sc = score(after(k));
    if (sc > bestScore) [best, bestScore] = [k, sc];
  }
  const log = game.log();
  return {
    log: {
      ...log,
      answers: log.answers.slice(0, best),
      seats: log.seats.map((s, i) => ({ controller: human && game.state.seats[i]!.id === player ? 'human' : s.controller })),
    },
    at: best,
    total,
  };
}

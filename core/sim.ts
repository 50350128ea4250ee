// Batch simulation: N games of one format with bots, seeds seed..seed+N-1, summarised by
// winner and reason. Deterministic: the same request gives the same summary.
import type { GameEvent, GameLog, Winner } from './types.ts';
import type { ResolvedFormat } from './format.ts';
import type { RulesModule } from './rules-module.ts';
import { newGame } from './session.ts';
import { GameError, type Game } from './game.ts';
import { playerCount, seatRoles } from './seats.ts';
import { Driver } from './driver.ts';

export interface SimRequest {
  format: ResolvedFormat;
  modules: Record<string, RulesModule>;
  games: number;
  seed: number;
  seats?: number;
  options?: Record<string, string | number | boolean>;
  preset?: string;
  params?: Record<string, string | number | boolean>;
  /**
   * Controllers: one entry plays every seat whose role names no controller; a list gives one
   * per such seat in seat order (the players, not an automated deck), or one per seat.
   */
  bots?: string[];
  /** Called with every event of every game, tagged with the game's index. */
  onEvent?: (game: number, event: GameEvent) => void;
  onGameEnd?: (game: number, result: GameResult, log: GameLog, hash: string) => void;
  /** Called with each game once created, before it starts (its state holds the starting counters). */
  watch?: (game: number, created: Game) => void;
}

export type BotSettings = Pick<SimRequest, 'format' | 'modules' | 'seats' | 'options' | 'preset' | 'params' | 'bots'>;

export interface GameResult {
  seed: number;
  winner: Winner | null;
  rounds: number;
  decisions: number;
  controllers: string[];
}

export interface SimSummary {
  format: string;
  version: number;
  seats: number;
  games: number;
  seed: number;
  controllers: string[];
  wins: Record<string, number>;
  reasons: Record<string, number>;
  rounds: { mean: number; min: number; max: number };
  decisions: { mean: number; min: number; max: number };
}

/** Guard against a format whose bots never finish a game (a rules bug, not a user error). */
const MAX_DECISIONS = 200_000;

/** A game seated with bots as a simulation seats it. */
export function botGame(req: BotSettings, seed: number): Game {
  return newGame({
    format: req.format,
    modules: req.modules,
    seed,
    seats: req.seats,
    options: req.options,
    preset: req.preset,
    params: req.params,
    controllers: req.bots && req.bots.length > 1 ? controllersBySeat(req) : undefined,
    defaultController: req.bots?.length === 1 ? req.bots[0] : 'bot:random',
  });
}

/**
 * A list of bots by seat. Listing only the seats without a role controller is what a user
 * means by "the players' bots"; a list of another length would seat a bot where the format
 * puts its automaton, so it is refused.
 */
function controllersBySeat(req: BotSettings): string[] {
  const bots = req.bots!;
  const roles = seatRoles(req.format, playerCount(req.format, req.seats));
  const free = roles.flatMap((r, i) => (r.controller ? [] : [i]));
  if (bots.length === roles.length) return bots;
  if (bots.length !== free.length) {
    const perSeat =
      free.length === roles.length
        ? `${roles.length} (one per seat)`
        : `${free.length} (one per seat its role doesn't automate) or ${roles.length} (one per seat)`;
    throw new GameError(`${bots.length} bots given for ${roles.length} seats: give 1 (for all), ${perSeat}`);
  }
  const bySeat: string[] = roles.map((r) => r.controller ?? '');
  free.forEach((seat, k) => (bySeat[seat] = bots[k]));
  return bySeat;
}

export function playOne(req: SimRequest, index: number): GameResult {
  const seed = req.seed + index;
  const game = botGame(req, seed);
  req.watch?.(index, game);
  if (req.onEvent) game.events$.subscribe((e) => req.onEvent!(index, e));
  game.start();
  const driven = new Driver(game, seed).run(MAX_DECISIONS);
  if (!game.ended)
    throw new Error(
      `${req.format.id} seed ${seed}: no end after ${driven} decisions (round ${game.state.round}, phase ${game.state.phase})`,
    );
  const result = {
    seed,
    winner: game.state.winner,
    rounds: game.state.round,
    decisions: game.state.answered,
    controllers: game.state.seats.map((s) => s.controller),
  };
  req.onGameEnd?.(index, result, game.log(), game.hash());
  game.complete();
  return result;
}

export function simulate(req: SimRequest): SimSummary {
  const results: GameResult[] = [];
  for (let i = 0; i < req.games; i++) results.push(playOne(req, i));
  return summarise(req, results);
}

export function summarise(req: SimRequest, results: GameResult[]): SimSummary {
  const wins: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  for (const r of results) {
    const who = r.winner && r.winner.teams.length ? r.winner.teams.join('+') : 'none';
    wins[who] = (wins[who] ?? 0) + 1;
    const reason = r.winner?.reason ?? 'unfinished';
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  }
  const stats = (xs: number[]) => ({
    mean: xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : 0,
    min: xs.length ? Math.min(...xs) : 0,
    max: xs.length ? Math.max(...xs) : 0,
  });
  const count = playerCount(req.format, req.seats);
  return {
    format: req.format.id,
    version: req.format.version,
    seats: count,
    games: results.length,
    seed: req.seed,
    controllers: results[0]?.controllers ?? [],
    wins: sortKeys(wins),
    reasons: sortKeys(reasons),
    rounds: stats(results.map((r) => r.rounds)),
    decisions: stats(results.map((r) => r.decisions)),
  };
}

function sortKeys(o: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}

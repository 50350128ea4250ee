// Node-side helpers for the core tests: the project catalog, formats by id, games with human
// seats answered by a script, and bot games recorded answer by answer.
import { fileURLToPath } from 'node:url';
import { loadProjectCatalog } from '../../cli/node-sources.ts';
import { resolveFormat, type ResolvedFormat } from '../../core/load/catalog.ts';
import { newGame, type NewGame } from '../../core/session.ts';
import { Game } from '../../core/game.ts';
import { answererFor } from '../../core/bots.ts';
import type { GameEvent, GameState } from '../../core/types.ts';
import { rulesModules, registry } from '../../formats/index.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const catalog = loadProjectCatalog(root, registry);
export const modules = rulesModules;

export function format(id: string): ResolvedFormat {
  return resolveFormat(catalog, id);
}

/**
 * Every format marked `fixture: true`, found before resolving so that a family format being
 * written next door (and not resolving yet) doesn't stop the core tests.
 */
export const fixtureFormats: ResolvedFormat[] = [...catalog.formats.values()]
  .filter((entry) => entry.value.fixture === true)
  .map((entry) => format(entry.id))
  .sort((a, b) => a.id.localeCompare(b.id));

/** A started game whose seats are all human (the test answers), with its events recorded. */
export function humanGame(
  formatId: string,
  settings: Partial<Omit<NewGame, 'format' | 'modules'>> = {},
): { game: Game; events: GameEvent[] } {
  const game = newGame({ format: format(formatId), modules, seed: 1, ...settings });
  const events: GameEvent[] = [];
  game.events$.subscribe((e) => events.push(e));
  game.start();
  return { game, events };
}

/**
 * Answer every pending decision with a seeded random bot (choosing for human seats) until
 * the game ends or `max` answers; `each` sees the game after every accepted answer.
 */
export function playRandomly(game: Game, seed: number, max = 10_000, each?: (game: Game) => void): number {
  const bots = game.state.seats.map((_, i) => answererFor('bot:random', game.engine.module, game.format, seed * 97 + i)!);
  let n = 0;
  while (!game.ended && game.pending.length > 0 && n < max) {
    const d = game.pending[0];
    const seat = game.state.seats.findIndex((s) => s.id === d.seat);
    const outcome = game.answer(d.seat, d.id, bots[seat](game.state, d));
    if (!outcome.ok) throw new Error(`bot answer refused: ${outcome.reason}`);
    n++;
    each?.(game);
  }
  return n;
}

/** A deep copy through JSON: what a saved game is. */
export function viaJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Where each card is listed, by zone: card id → zone keys holding it. */
export function cardLocations(state: GameState): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [zone, ids] of Object.entries(state.zones)) {
    for (const id of ids) where.set(id, [...(where.get(id) ?? []), zone]);
  }
  return where;
}

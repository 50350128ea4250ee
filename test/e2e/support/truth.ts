// The game a play URL deals, worked out in Node from the same settings: what the page's
// seats must not see, known to the test without asking the page (which holds no way to it).
import { newGame } from '../../../core/session.ts';
import type { GameState } from '../../../core/types.ts';
import { format, modules } from '../../core/support.ts';
import { parseRoute } from '../../../web/route.ts';

/** The state of the game `#/play/...?seed=…` deals, before any answer. */
export function dealtState(hash: string): GameState {
  const route = parseRoute(hash);
  if (route.page !== 'play' || route.seed === undefined) throw new Error(`${hash} names no seeded game`);
  const game = newGame({ format: format(route.formatId), modules, seed: route.seed, seats: route.seats, controllers: route.controllers, options: route.options, preset: route.preset });
  game.start();
  return game.state;
}

/** The names of the cards in a zone ("p1.hand") of that game. */
export function dealtNames(hash: string, zone: string): string[] {
  const state = dealtState(hash);
  return (state.zones[zone] ?? []).map((id) => state.cards[id]!.name);
}

// Fixture games played to the end by bots: the same function runs in Node (test/core) and in
// Chromium (test/web/determinism.test.ts), so both can be checked against one file of hashes,
// test/fixtures/expected/hashes.json. Browser-safe: no Node imports.
import type { Catalog } from '../../core/load/catalog.ts';
import { resolveFormat } from '../../core/load/catalog.ts';
import { newGame } from '../../core/session.ts';
import { Driver } from '../../core/driver.ts';
import type { Game } from '../../core/game.ts';
import { rulesModules } from '../../formats/index.ts';

/** One entry of test/fixtures/expected/hashes.json. */
export interface ExpectedHash {
  format: string;
  seats: number;
  seed: number;
  /** stateHash of the final state. */
  hash: string;
  /** How many answers the bots gave (a second, readable check). */
  answered: number;
}

/** Every seat `bot:random`, driven until the game ends. */
export function playFixtureGame(catalog: Catalog, formatId: string, seats: number, seed: number): Game {
  const game = newGame({ format: resolveFormat(catalog, formatId), modules: rulesModules, seed, seats, defaultController: 'bot:random' });
  game.start();
  new Driver(game, seed).run(100_000);
  return game;
}

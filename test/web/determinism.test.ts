/// <reference types="mocha" />
// Promise 1 in the browser: the fixture games of test/fixtures/expected/hashes.json, played
// here in Chromium by the same bots, end at the same state hashes as in Node
// (test/core/expected-hashes.test.ts checks the same file there).
import { expect } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { newGame } from '../../core/session.ts';
import { Driver } from '../../core/driver.ts';
import { rulesModules, registry } from '../../formats/index.ts';
import { playFixtureGame, type ExpectedHash } from '../core/fixture-games.ts';
import expected from '../fixtures/expected/hashes.json';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const games = (expected as { games: ExpectedHash[] }).games;

describe('determinism in the browser', () => {
  it('has recorded games to check', () => {
    expect(games.length).to.be.greaterThan(0);
  });

  for (const e of games) {
    it(`${e.format}, ${e.seats} seats, seed ${e.seed} ends at ${e.hash} as in Node`, () => {
      const game = playFixtureGame(catalog, e.format, e.seats, e.seed);
      expect(game.ended).to.equal(true);
      expect(game.state.answered).to.equal(e.answered);
      expect(game.hash()).to.equal(e.hash);
    });
  }

  it('a game built here with newGame and Driver directly matches too', () => {
    const e = games.find((g) => g.format === 'fixture-shadows')!;
    const game = newGame({
      format: resolveFormat(catalog, e.format),
      modules: rulesModules,
      seed: e.seed,
      seats: e.seats,
      defaultController: 'bot:random',
    });
    const types: string[] = [];
    game.events$.subscribe((ev) => types.push(ev.type));
    game.start();
    new Driver(game, e.seed).run(100_000);
    expect(game.hash()).to.equal(e.hash);
    expect(types[0]).to.equal('gameStarted');
    expect(types.at(-1)).to.equal('gameEnded');
  });
});

/// <reference types="mocha" />
// Every family's board renders every seat's and the spectator's view of every state of a game:
// a random game of each format, the play board (table, family panels, decision, log) rendered
// as each viewer sees it after each answer, with no page error. AGoT's panel threw on another
// house's facedown setup card (a stub with no rules data) until readings took hidden cards as
// blank ones (core/reading.ts). One game per format here (about 90 s): the find needed the
// first game; `npm run soak` plays twenty of each (or `-- --games N`), a format at a time.
import { expect } from '@open-wc/testing';
import { playableFormats, renderEveryView } from './support/every-view.ts';
import { sampleCovers, sampleGames } from '../support/sample.ts';

const GAMES = sampleGames(1);

describe('every view of every state renders', () => {
  it('plays every format a person can play', () => {
    expect(playableFormats.length).to.be.at.least(10);
  });
  for (const id of playableFormats.filter(sampleCovers)) {
    it(`${id}: ${GAMES === 1 ? 'a random game' : `${GAMES} random games`}, every viewer after every answer, no page error`, async () => {
      const run = await renderEveryView(id, GAMES);
      expect(run.errors).to.deep.equal([]);
      expect(run.games).to.equal(GAMES);
      expect(run.renders).to.be.greaterThan(run.answers);
    });
  }
});

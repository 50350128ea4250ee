/// <reference types="mocha" />
// The long sample of test/web/every-view.test.ts: twenty random games of every format, every
// viewer's board rendered after every answer, no page error (over an hour on two cores).
import { expect } from '@open-wc/testing';
import { playableFormats, renderEveryView } from '../web/support/every-view.ts';

const GAMES = 20;

describe('soak: every view of every state renders', () => {
  for (const id of playableFormats) {
    it(`${id}: ${GAMES} random games, every viewer after every answer, no page error`, async function () {
      this.timeout(0);
      const t = performance.now();
      const run = await renderEveryView(id, GAMES);
      console.log(
        `${id}: ${run.games} games, ${run.answers} answers, ${run.renders} views rendered in ${((performance.now() - t) / 1000).toFixed(0)} s`,
      );
      expect(run.errors).to.deep.equal([]);
      expect(run.games).to.equal(GAMES);
    });
  }
});

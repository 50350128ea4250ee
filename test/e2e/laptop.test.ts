// The table on a laptop: at 1400×900 and 1366×768, mid-game, the viewer's own seat keeps its
// height at the bottom of the table and its hand is whole in the window (it was an 18-pixel
// strip: a scrolling flex item shrinks to nothing), and no part of the table spills over the
// next (the status bar shrank the same way, its "Removed from game" pile over the seat below).
// The same checks run in `npm run screenshots`.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { format } from '../core/support.ts';
import { useApp } from './support/app.ts';
import { midGameLog } from './support/midgame.ts';
import { DESKTOP, handNotInView, LAPTOPS, subjectNotInView, tableSpills } from './support/layout.ts';
import type { GameState } from '../../core/types.ts';

const { open } = useApp();
const scratch = await mkdtemp(path.join(tmpdir(), 'rules-sandbox-laptop-'));
after(() => rm(scratch, { recursive: true, force: true }));

describe('the table on a laptop screen', () => {
  for (const [id, seats] of [
    ['l5r-stronghold', 2],
    ['l5r-shadowlands-coop', 2],
  ] as const) {
    for (const size of LAPTOPS) {
      it(`${id} at ${size.width}×${size.height}: the viewer's hand is whole in the window, nothing spills, mid-game`, async () => {
        const mid = midGameLog(format(id), seats, 7);
        const file = path.join(scratch, `${id}.json`);
        await writeFile(file, JSON.stringify(mid.log));
        const { page, errors } = await open(`#/play/${id}?seats=${seats}`, size);
        await page.locator('rs-play-controls input.load').setInputFiles(file);
        await page.locator('rs-replay-bar [data-field="replay-at"]', { hasText: `answer ${mid.at} of ${mid.at}` }).waitFor();
        assert.equal(await handNotInView(page, size), null);
        assert.equal(await tableSpills(page), null);
        assert.deepEqual(errors, []);
        await page.context().close();
      });
    }
  }

  // What the viewer is asked about is on screen when asked, in every family, on the smallest
  // laptop; on a desktop screen too where a newcomer found it hidden (Siege's clock, the
  // Shadowlands board); and in coop when the player picks which Shadowlands province to attack.
  const laptop = LAPTOPS.at(-1)!;
  const attacking = (s: GameState) => (s.pending.some((d) => d.kind === 'conflictProvince') ? 20 : 0);
  const cases: [string, number, { width: number; height: number }, ((s: GameState) => number)?][] = [
    ['l5r-stronghold', 2, laptop],
    ['l5r-enlightenment', 3, laptop],
    ['l5r-shadowlands-coop', 2, laptop],
    ['l5r-shadowlands-challenge', 2, laptop],
    ['l5r-ccg', 2, laptop],
    ['l5r-ccg-siege', 3, laptop],
    ['agot-shadows', 2, laptop],
    ['lotr', 3, laptop],
    ['l5r-ccg-siege', 3, DESKTOP],
    ['l5r-shadowlands-coop', 2, DESKTOP],
    ['l5r-shadowlands-coop', 2, laptop, attacking],
  ];
  for (const [id, seats, size, worth] of cases) {
    const moment = worth ? ', choosing a province to attack' : ', mid-game';
    it(`${id} at ${size.width}×${size.height}: what the viewer is asked about is on screen when asked${moment}`, async () => {
      const mid = midGameLog(format(id), seats, 7, { worth });
      const file = path.join(scratch, `${id}-${size.width}-subject.json`);
      await writeFile(file, JSON.stringify(mid.log));
      const { page, errors } = await open(`#/play/${id}?seats=${seats}`, size);
      await page.locator('rs-play-controls input.load').setInputFiles(file);
      await page.locator('rs-replay-bar [data-field="replay-at"]', { hasText: `answer ${mid.at} of ${mid.at}` }).waitFor();
      await page.locator('rs-decision section[data-decision]').waitFor();
      // The table scrolls once it has drawn the decision's moment: wait for it (a busy machine is slow), then say why not.
      // Siege's decisions are about its clock, unless a card to pick says otherwise.
      const panel = id === 'l5r-ccg-siege' ? 'siege' : undefined;
      let why = await subjectNotInView(page, panel);
      for (let tries = 0; why && tries < 100; tries++) {
        await page.waitForTimeout(100);
        why = await subjectNotInView(page, panel);
      }
      assert.equal(why, null);
      if (worth) assert.equal(await page.locator('rs-decision section[data-decision]').getAttribute('data-kind'), 'conflictProvince');
      assert.equal(await handNotInView(page, size), null);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});
